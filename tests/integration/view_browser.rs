//! `/view` in real Chromium (headless, WebGL through SwiftShader), driven by Playwright:
//! tests/view/view.test.mjs says what it checks. Needs Node.js, Debian's `chromium` and
//! tests/view/node_modules (scripts/install-test-deps.sh installs them).

use crate::common::{self, Options, Server};
use std::process::Command;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_view_shows_and_commands_the_arm_in_chromium() {
    let repo = common::repo();
    let ready = repo.join("tests/view/node_modules/playwright-core").is_dir()
        && std::path::Path::new("/usr/bin/chromium").exists();
    if !ready {
        let msg = "missing Chromium or tests/view/node_modules: run scripts/install-test-deps.sh";
        if std::env::var_os("ARMREST_REQUIRE_TEST_DEPS").is_some() {
            panic!("{msg}");
        }
        eprintln!("SKIPPED the_view_shows_and_commands_the_arm_in_chromium: {msg}");
        return;
    }
    // Real time, so a slow move lasts long enough to be stopped from the page.
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let shots = common::temp_dir("view");
    let script = repo.join("tests/view/view.test.mjs");
    let base = s.base.clone();
    let shots_arg = shots.clone();
    let out = tokio::task::spawn_blocking(move || {
        Command::new("node").arg(script).arg(&base).arg(&shots_arg).output().expect("node runs")
    })
    .await
    .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "the browser test failed:\n{stdout}\n{stderr}");
    assert!(stdout.contains("the scene shows the arm"), "{stdout}");
    assert!(shots.join("view-work.png").is_file());
}
