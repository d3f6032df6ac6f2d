//! `/docs` works on an offline robot network: armrest and a headless Chromium run in a network
//! namespace of their own where only loopback exists, and the rendered page lists every
//! endpoint. Needs `chromium`, `unshare` and `ip` (scripts/install-test-deps.sh installs them).

use crate::common::{self, Options, temp_dir, write_config};
use std::process::Command;

/// Why these tests do not run again over ROS 2 (see `common::over_ros2`).
const NOT_A_BACKEND_TEST: &str =
    "the /docs page does not touch the backend, and the browser runs in a network namespace where no ROS 2 graph is";

fn have(cmd: &str) -> bool {
    Command::new("sh").args(["-c", &format!("command -v {cmd}")]).output().is_ok_and(|o| o.status.success())
}

#[test]
fn docs_render_every_endpoint_without_network() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    let missing: Vec<&str> = ["chromium", "unshare", "ip"].into_iter().filter(|c| !have(c)).collect();
    if !missing.is_empty() {
        let msg = format!("missing {missing:?}: run scripts/install-test-deps.sh");
        if std::env::var_os("ARMREST_REQUIRE_TEST_DEPS").is_some() {
            panic!("{msg}");
        }
        eprintln!("SKIPPED docs_render_every_endpoint_without_network: {msg}");
        return;
    }
    let dir = temp_dir("docs");
    let settings = write_config(&dir, &Options::default());
    let profile = dir.join("chromium-profile");
    // Everything below runs in a new network namespace: loopback only, so any request the page
    // made to the internet would fail, and the page would not render.
    let script = r#"
        set -e
        ip link set lo up
        "$ARMREST" --config "$SETTINGS" --host 127.0.0.1 --port 8007 2>"$DIR/armrest.log" &
        server=$!
        listening() { (exec 3<>/dev/tcp/127.0.0.1/8007) 2>/dev/null; }
        for i in $(seq 1 100); do
            listening && break
            sleep 0.1
        done
        listening || { echo "armrest did not listen within 10 s:" >&2; cat "$DIR/armrest.log" >&2; exit 1; }
        chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
            --disable-background-networking --disable-component-update --disable-sync \
            --user-data-dir="$PROFILE" --virtual-time-budget=20000 --dump-dom \
            http://127.0.0.1:8007/docs 2>"$DIR/chromium.log" | tee "$DIR/dom.html"
        kill $server
        ip -o link | grep -v ' lo:' | wc -l > "$DIR/interfaces"
    "#;
    let out = Command::new("unshare")
        .args(["--net", "bash", "-c", script])
        .env("ARMREST", env!("CARGO_BIN_EXE_armrest"))
        .env("SETTINGS", &settings)
        .env("PROFILE", &profile)
        .env("DIR", &dir)
        .output()
        .expect("unshare runs");
    let dom = String::from_utf8_lossy(&out.stdout);
    let logs = std::fs::read_to_string(dir.join("chromium.log")).unwrap_or_default();
    assert!(out.status.success(), "namespace run failed: {}\n{logs}", String::from_utf8_lossy(&out.stderr));
    let interfaces = std::fs::read_to_string(dir.join("interfaces")).unwrap_or_default();
    assert_eq!(interfaces.trim(), "0", "the namespace must have no interface but loopback");
    for path in [
        "/robot/joint_states",
        "/robot/pose",
        "/robot/positions",
        "/trajectory/send",
        "/trajectory/send_csv",
        "/trajectory/logs",
    ] {
        let listed = dom
            .match_indices(path)
            .any(|(i, _)| !dom[i + path.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_'));
        assert!(listed, "{path} not listed on the rendered /docs page ({} bytes of DOM)\n{logs}", dom.len());
    }
}
