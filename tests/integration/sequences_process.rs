//! No runner outlives armrest: not on SIGTERM, not on SIGINT, not when armrest is killed.

use crate::common::{self, Options, Process, eventually, temp_dir, write_config};
use serde_json::json;
use std::time::Duration;

/// Why these tests do not run again over ROS 2 (see `common::over_ros2`).
const PROCESS_TEST: &str = "signals to the armrest process and its runner, the same code on either backend; ros2_backend.rs checks over ROS 2 that the runner cancels its goal when armrest is killed";

fn alive(pid: i32) -> bool {
    std::path::Path::new(&format!("/proc/{pid}")).exists()
}

/// Waits (bounded) until the runner `pid` is gone, `after` what.
async fn gone(pid: i32, after: &str) {
    let awaited = format!("the runner (pid {pid}) to be gone after {after}");
    eventually(Duration::from_secs(10), &awaited, async || if alive(pid) { Err("alive") } else { Ok(()) }).await;
}

/// armrest's runtime folders in `tmp`.
fn runtime_folders(tmp: &std::path::Path) -> Vec<String> {
    std::fs::read_dir(tmp)
        .map(|d| d.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .filter(|n| n.starts_with("armrest-run-"))
        .collect()
}

/// Starts armrest (with `tmp` as its temporary folder) and a long sequence; returns the
/// process and the runner's pid.
async fn running_sequence(tag: &str, tmp: &std::path::Path) -> (Process, i32) {
    let dir = temp_dir(tag);
    let settings = write_config(&dir, &Options { time_scale: 1.0, ..Options::default() });
    let p = Process::start_with(&settings, &[], &[("TMPDIR", tmp.display().to_string())]);
    let client = reqwest::Client::new();
    let file = json!({"waypoints": [{"joints": [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5], "speed": 0.02}]});
    let form = reqwest::multipart::Form::new()
        .part("config", reqwest::multipart::Part::bytes(serde_json::to_vec(&file).unwrap()).file_name("s.json"));
    let r = client.post(format!("{}/sequences/start", p.base)).multipart(form).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let logs: serde_json::Value =
        client.get(format!("{}/sequences/logs?n=300", p.base)).send().await.unwrap().json().await.unwrap();
    let line = logs["lines"][0].as_str().unwrap().to_owned();
    let pid: i32 = line.split("(pid ").nth(1).unwrap().split(')').next().unwrap().parse().unwrap();
    assert!(alive(pid));
    (p, pid)
}

#[tokio::test(flavor = "multi_thread")]
async fn sigterm_and_sigint_stop_the_runner_and_exit_zero() {
    if common::skipped_over_ros2(PROCESS_TEST) {
        return;
    }
    for signal in ["TERM", "INT"] {
        let tmp = temp_dir(&format!("tmp-{signal}"));
        let (mut p, runner) = running_sequence(&format!("sig{signal}"), &tmp).await;
        assert_eq!(runtime_folders(&tmp).len(), 1);
        p.signal(signal);
        let status = p.child.wait().unwrap();
        assert!(status.success(), "armrest exits 0 on SIG{signal}: {status:?}");
        gone(runner, &format!("SIG{signal}")).await;
        assert_eq!(runtime_folders(&tmp), Vec::<String>::new(), "socket and uploads removed on SIG{signal}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_killed_armrest_takes_its_runner_along_and_the_next_start_sweeps_its_leftovers() {
    if common::skipped_over_ros2(PROCESS_TEST) {
        return;
    }
    let tmp = temp_dir("tmp-kill9");
    let (mut p, runner) = running_sequence("kill9", &tmp).await;
    p.signal("KILL");
    let _ = p.child.wait();
    // The runner must not keep moving the arm without its service.
    gone(runner, "armrest was killed").await;
    let left = runtime_folders(&tmp);
    assert_eq!(left.len(), 1, "a killed process cannot clean up: {left:?}");
    // The next service removes what the dead one left, and its own folder when it stops.
    let dir = temp_dir("kill9-next");
    let settings = write_config(&dir, &Options::default());
    let mut next = Process::start_with(&settings, &[], &[("TMPDIR", tmp.display().to_string())]);
    let now = runtime_folders(&tmp);
    assert!(!now.contains(&left[0]) && now.len() == 1, "swept at start: {now:?}");
    next.signal("TERM");
    assert!(next.child.wait().unwrap().success());
    assert_eq!(runtime_folders(&tmp), Vec::<String>::new());
}

#[tokio::test(flavor = "multi_thread")]
async fn sigterm_during_a_move_answers_it_holds_the_arm_and_exits_zero() {
    if common::skipped_over_ros2(PROCESS_TEST) {
        return;
    }
    let dir = temp_dir("drain");
    let settings = write_config(&dir, &Options { time_scale: 1.0, ..Options::default() });
    let mut p = Process::start(&settings);
    let client = reqwest::Client::new();
    let request = client
        .post(format!("{}/robot/move/joints", p.base))
        .json(&json!({"joints": [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5], "speed": 0.02}));
    let mover = tokio::spawn(async move { request.send().await.unwrap().json::<serde_json::Value>().await.unwrap() });
    eventually(Duration::from_secs(10), "the arm to move (a velocity not 0)", async || {
        let js: serde_json::Value =
            client.get(format!("{}/robot/joint_states", p.base)).send().await.unwrap().json().await.unwrap();
        let moving = js["velocity"].as_array().unwrap().iter().any(|v| v.as_f64().unwrap().abs() > 1e-6);
        if moving { Ok(()) } else { Err(js) }
    })
    .await;
    p.signal("TERM");
    let answer = mover.await.unwrap();
    assert_eq!(answer["success"], false, "the motion in flight is answered, stopped: {answer}");
    assert!(answer["message"].as_str().unwrap().contains("shutdown"), "{answer}");
    let status = p.child.wait().unwrap();
    assert!(status.success(), "{status:?}");
}
