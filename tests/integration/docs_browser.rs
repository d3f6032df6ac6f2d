//! `/docs` (Scalar) in real Chromium, driven by Playwright: nothing of the robot's API leaves the
//! service. tests/view/docs.test.mjs refuses every request to another origin, clicks through the
//! page's controls and the menus they open, finds none of Scalar's cloud features (Generate MCP,
//! Ask AI, the developer tools' Share and Deploy, ...), and sends "Test Request" to the service
//! itself. Needs Node.js, Debian's `chromium` and tests/view/node_modules
//! (scripts/install-test-deps.sh installs them).

use crate::common::{self, Options, Server};

/// Why this test does not run again over ROS 2 (see `common::over_ros2`).
const NOT_A_BACKEND_TEST: &str = "what it checks is the /docs page and where its requests go; its two Test Requests \
     reach the backend through the handlers the HTTP suites run over ROS 2";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn docs_send_nothing_beyond_the_service_in_chromium() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    if !common::browser_ready("docs_send_nothing_beyond_the_service_in_chromium") {
        return;
    }
    let s = Server::start(Options::default()).await;
    let screenshot = common::temp_dir("docs-browser").join("docs.png");
    let args = vec![s.base.clone(), screenshot.display().to_string()];
    let stdout = common::browser_script("docs.test.mjs", args).await;
    println!("{stdout}");
    for line in
        ["ok: no cloud feature shown after", "ok: the client shows 200 OK for POST /stop", "ok: no request left"]
    {
        assert!(stdout.contains(line), "no `{line}` in:\n{stdout}");
    }
    assert!(screenshot.is_file(), "no screenshot at {}", screenshot.display());
}
