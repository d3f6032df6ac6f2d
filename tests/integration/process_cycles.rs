//! A thousand sequence start/stop cycles leave no child process behind: every runner is
//! stopped and reaped.

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

#[tokio::test(flavor = "multi_thread")]
async fn a_thousand_start_stop_cycles_leave_no_process() {
    if common::skipped_over_ros2(PROCESS_TEST) {
        return;
    }
    // armrest as a process of its own: its children are its runners, where the children of
    // this test process include those of every test running beside this one.
    let s = Server::start_as_process(Options { time_scale: 1.0, ..Options::default() }).await;
    let pid = s.pid.expect("armrest runs as a process");
    let file =
        serde_json::to_vec(&json!({"waypoints": [{"joints": [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5], "speed": 0.01}]}))
            .unwrap();
    for i in 0..1000 {
        let form = reqwest::multipart::Form::new()
            .part("config", reqwest::multipart::Part::bytes(file.clone()).file_name("s.json"));
        let r = s.client.post(s.url("/sequences/start")).multipart(form).send().await.unwrap();
        assert_eq!(r.status(), 200, "cycle {i}");
        let (_, stop) = s.post_json("/stop", &json!({})).await;
        assert_eq!(stop["sequence_stopped"], true, "cycle {i}: {stop}");
        let (_, status) = s.get("/sequences/status").await;
        assert_eq!(status["status"], "finished", "cycle {i}");
        assert!(status["returncode"].as_i64().unwrap() < 0, "cycle {i}: {status}");
    }
    assert!(children(pid).is_empty(), "children left: {:?}", children(pid));
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

#[tokio::test(flavor = "multi_thread")]
async fn a_hundred_service_start_stop_cycles_leave_no_socket_or_folder() {
    if common::skipped_over_ros2(PROCESS_TEST) {
        return;
    }
    let dir = temp_dir("cycles");
    let tmp = dir.join("tmp");
    std::fs::create_dir_all(&tmp).unwrap();
    let settings = write_config(&dir, &Options::default());
    for i in 0..100 {
        let mut p = Process::start_with(&settings, &[], &[("TMPDIR", tmp.display().to_string())]);
        assert!(!leftovers(&tmp).is_empty(), "cycle {i}: the running service has its runtime folder");
        p.signal(if i % 2 == 0 { "TERM" } else { "INT" });
        let status = p.child.wait().unwrap();
        assert!(status.success(), "cycle {i}: {status:?}");
        assert_eq!(leftovers(&tmp), Vec::<String>::new(), "cycle {i}");
    }
}
