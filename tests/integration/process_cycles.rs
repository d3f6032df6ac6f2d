//! Start/stop cycles leave nothing behind: every sequence runner is stopped and reaped, every
//! service's runtime folders and sockets are removed. Each cycle is checked as it ends, so a
//! cycle that leaves something is named by its number.

use crate::common::{self, Options, Process, Server, temp_dir, write_config};
use serde_json::json;

/// Why these tests do not run again over ROS 2 (see `common::over_ros2`).
const PROCESS_TEST: &str = "counts the runners, sockets and folders of armrest on the simulator in this process; the process lifecycle is the same code on either backend";

/// Children of process `pid`, zombies included, from /proc.
fn children(pid: u32) -> Vec<i32> {
    let mut out = Vec::new();
    if let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) {
        for t in tasks.flatten() {
            if let Ok(list) = std::fs::read_to_string(t.path().join("children")) {
                out.extend(list.split_whitespace().filter_map(|p| p.parse::<i32>().ok()));
            }
        }
    }
    out
}

/// A sequence that is still moving when it is stopped (1% of the joints' speed).
fn slow_sequence() -> reqwest::multipart::Form {
    let file =
        serde_json::to_vec(&json!({"waypoints": [{"joints": [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5], "speed": 0.01}]}))
            .unwrap();
    reqwest::multipart::Form::new().part("config", reqwest::multipart::Part::bytes(file).file_name("s.json"))
}

/// Sequence start/stop cycles. Each stop comes right after its start, while the runner is
/// starting, and after each the runner is gone: the status is `finished` with the signal that
/// ended it, and armrest has no child, zombie or live. Two hundred cycles: a runner left by one
/// cycle fails that cycle (a thousand, checked only at the end, took 23 s in a debug build).
#[tokio::test(flavor = "multi_thread")]
async fn sequence_start_stop_cycles_leave_no_process() {
    if common::skipped_over_ros2(PROCESS_TEST) {
        return;
    }
    // armrest as a process of its own: its children are its runners, where the children of
    // this test process include those of every test running beside this one.
    let s = Server::start_as_process(Options { time_scale: 1.0, ..Options::default() }).await;
    let pid = s.pid.expect("armrest runs as a process");
    for i in 0..200 {
        let r = s.client.post(s.url("/sequences/start")).multipart(slow_sequence()).send().await.unwrap();
        assert_eq!(r.status(), 200, "cycle {i}");
        let (_, stop) = s.post_json("/stop", &json!({})).await;
        assert_eq!(stop["sequence_stopped"], true, "cycle {i}: {stop}");
        let (_, status) = s.get("/sequences/status").await;
        assert_eq!(status["status"], "finished", "cycle {i}");
        assert!(status["returncode"].as_i64().unwrap() < 0, "cycle {i}: {status}");
        assert!(children(pid).is_empty(), "cycle {i}: children left: {:?}", children(pid));
    }
}

/// armrest's runtime leftovers in `tmp`.
fn leftovers(tmp: &std::path::Path) -> Vec<String> {
    std::fs::read_dir(tmp)
        .map(|d| d.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .filter(|n| {
            n.starts_with("armrest-run-") || n.starts_with("armrest-sim-") || n.starts_with("armrest-sequences-")
        })
        .collect()
}

/// Service start/stop cycles, by SIGTERM and SIGINT, idle and with a sequence running (its
/// runner, socket and folder live when the signal comes): after each, no runtime folder or
/// socket is left. Twenty cycles, each kind five times (a hundred idle ones took 23 s in a debug
/// build; the running sequence is the shutdown with the most to clean up).
#[tokio::test(flavor = "multi_thread")]
async fn service_start_stop_cycles_leave_no_socket_or_folder() {
    if common::skipped_over_ros2(PROCESS_TEST) {
        return;
    }
    let dir = temp_dir("cycles");
    let tmp = dir.join("tmp");
    std::fs::create_dir_all(&tmp).unwrap();
    let settings = write_config(&dir, &Options::default());
    let client = reqwest::Client::new();
    for i in 0..20 {
        let mut p = Process::start_with(&settings, &[], &[("TMPDIR", tmp.display().to_string())]);
        assert!(!leftovers(&tmp).is_empty(), "cycle {i}: the running service has its runtime folder");
        let sequence = i % 4 >= 2;
        if sequence {
            let r = client.post(format!("{}/sequences/start", p.base)).multipart(slow_sequence()).send().await.unwrap();
            assert_eq!(r.status(), 200, "cycle {i}");
            let status: serde_json::Value =
                client.get(format!("{}/sequences/status", p.base)).send().await.unwrap().json().await.unwrap();
            assert_eq!(status["status"], "running", "cycle {i}: {status}");
        }
        p.signal(if i % 2 == 0 { "TERM" } else { "INT" });
        let status = p.child.wait().unwrap();
        assert!(status.success(), "cycle {i} (a sequence running: {sequence}): {status:?}");
        assert_eq!(leftovers(&tmp), Vec::<String>::new(), "cycle {i} (a sequence running: {sequence})");
    }
}
