//! The generated Python client (clients/python, D41) against a server on the simulator:
//! tests/python/test_client.py run with pytest from the test Python environment, the client
//! imported from the committed clients/python (not installed), on the shipped open mode and on a
//! server with `control.mode: lease`. scripts/python-client.sh --check (scripts/test.sh) keeps
//! the committed client what the current schema generates.

use crate::common::{self, Options, Server};
use armrest::control::ControlMode;

/// Why these tests do not run over ROS 2 (see `common::over_ros2`): the client's calls are the
/// HTTP API's, which the other suites run over ROS 2.
const SIM_ONLY: &str = "the client is the same over either backend";

/// Runs the pytest file's tests that `selection` picks (`-k`) against `server`, and fails with
/// pytest's output unless they all pass.
async fn pytest(server: &Server, selection: &str) {
    let Some(python) = common::test_python() else { return };
    let repo = common::repo();
    let out = tokio::process::Command::new(python)
        .args(["-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", selection])
        .arg(repo.join("tests/python/test_client.py"))
        .env("ARMREST_URL", server.url(""))
        .env("PYTHONPATH", repo.join("clients/python"))
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .current_dir(common::temp_dir("python-client"))
        .output()
        .await
        .expect("python runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "pytest failed:\n{stdout}\n{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.contains(" passed") && !stdout.contains(" failed"), "{stdout}");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_python_client_reads_moves_plans_sends_and_records() {
    if common::skipped_over_ros2(SIM_ONLY) {
        return;
    }
    let s = Server::start(Options::default()).await;
    pytest(&s, "not lease").await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_python_client_sends_the_lease_header() {
    if common::skipped_over_ros2(SIM_ONLY) {
        return;
    }
    let s = Server::start(Options::default().with_endpoints(|e| e.control.mode = ControlMode::Lease)).await;
    pytest(&s, "lease").await;
}
