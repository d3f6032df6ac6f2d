//! A motion belongs to the service (D18): a client that gives up does not free the arm, one
//! admission state decides between motions and sequences, a stop reaches a motion still being
//! planned, and the arm holds while a runner that ignores SIGTERM is still alive.

use crate::common::{self, Options, Server, close, eventually, temp_dir};
use serde_json::{Value, json};
use std::time::Duration;

const A: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];
const HOME: [f64; 7] = [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0];

async fn start_sequence(s: &Server, file: &Value, n: &str) -> (u16, Value) {
    let form = reqwest::multipart::Form::new()
        .part("config", reqwest::multipart::Part::bytes(serde_json::to_vec(file).unwrap()).file_name("s.json"))
        .text("n_iterations", n.to_owned())
        .text("delay_between_iterations", "0");
    common::decode(s.client.post(s.url("/sequences/start")).multipart(form).send().await.expect("start")).await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_client_that_gives_up_does_not_free_the_arm() {
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    // Give up long before the motion (tens of seconds at speed 0.05) ends.
    let impatient = reqwest::Client::builder().timeout(Duration::from_millis(300)).build().unwrap();
    let gave_up = impatient.post(s.url("/robot/move/joints")).json(&json!({"joints": A, "speed": 0.05})).send().await;
    assert!(gave_up.is_err_and(|e| e.is_timeout()), "the client gave up");
    // The motion goes on, and owns the arm: moves and sequence starts are refused.
    let before = s.joints().await;
    s.wait_for_joints(Duration::from_secs(10), "the motion to go on without its client", |q| !close(q, &before, 1e-4))
        .await;
    for (path, body) in Server::motion_requests() {
        let (status, answer) = s.post_json(path, &body).await;
        assert_eq!(status, 409, "{path}: {answer}");
    }
    let (status, answer) = start_sequence(&s, &json!({"waypoints": [{"joints": HOME}]}), "1").await;
    assert_eq!(status, 409, "{answer}");
    // A trajectory would cut into it (D18): 409, and the move goes on.
    let here = s.joints().await;
    let (status, answer) =
        s.post_json("/trajectory/send", &json!({"points": [{"positions": here, "time_from_start": 1.0}]})).await;
    assert_eq!(status, 409, "{answer}");
    assert!(answer["detail"].as_str().is_some_and(|d| d.contains("cut into")), "{answer}");
    // Stopping it ends it (it would otherwise run to the target), and its outcome is logged
    // though nobody is left to read the answer.
    let (_, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(stop["success"], true, "{stop}");
    let logged = eventually(Duration::from_secs(10), "the motion's outcome in the trajectory log", async || {
        let (_, logs) = s.get("/trajectory/logs?n=300").await;
        let lines = logs["lines"].as_array().expect("lines");
        let line = lines.iter().filter_map(Value::as_str).find(|l| l.contains("motion to joint target"));
        line.map(str::to_owned).ok_or(logs)
    })
    .await;
    assert!(logged.contains("failed") && logged.contains("stopped"), "{logged}");
    // Free again once it ended.
    let (status, r) = s.post_json("/robot/move/joints", &json!({"joints": HOME, "speed": 1.0})).await;
    assert_eq!((status, &r["success"]), (200, &json!(true)), "{r}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_disconnected_motion_runs_to_its_end_and_then_frees_the_arm() {
    // Real time: the move lasts seconds of wall clock, so the refusal below meets it running.
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    // The client goes away once its motion is seen executing, not after a fixed time: on a loaded
    // machine a request can take longer than any fixed time to be admitted.
    let client = s.post_in_background("/robot/move/joints", json!({"joints": A, "speed": 0.1}));
    eventually(Duration::from_secs(30), "the move executing", async || {
        let (_, m) = s.get("/robot/motion").await;
        if m["phase"] == "executing" { Ok(()) } else { Err(m) }
    })
    .await;
    client.abort();
    assert!(client.await.is_err_and(|e| e.is_cancelled()), "the client went away before the answer");
    let (status, _) = s.post_json("/robot/move/named", &json!({"name": "work"})).await;
    assert_eq!(status, 409);
    // The joint states show the target reached, then the arm is free.
    s.wait_for_joints(Duration::from_secs(30), "the motion to reach its target", |q| close(q, &A, 1e-9)).await;
    let status = eventually(Duration::from_secs(5), "a move no longer refused as the arm is free", async || {
        let (status, answer) = s.post_json("/robot/move/joints", &json!({"joints": A, "speed": 1.0})).await;
        if status != 409 { Ok(status) } else { Err(answer) }
    })
    .await;
    assert_eq!(status, 200);
    let (_, logs) = s.get("/trajectory/logs?n=300").await;
    assert!(logs.to_string().contains("motion to joint target"), "{logs}");
}

#[tokio::test(flavor = "multi_thread")]
async fn moves_and_sequence_starts_at_once_admit_exactly_one() {
    // Slow enough that every request of a round arrives while the winner still holds the arm.
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let file = json!({"waypoints": [{"joints": A, "speed": 0.3}, {"joints": HOME, "speed": 0.3}]});
    let bytes = serde_json::to_vec(&file).unwrap();
    for round in 0..4 {
        // A move of the round always has a long way to go.
        let target = if close(&s.joints().await, &A, 0.2) { HOME } else { A };
        let mut tasks = Vec::new();
        for i in 0..100 {
            let client = s.client.clone();
            let (moves, starts) = (s.url("/robot/move/joints"), s.url("/sequences/start"));
            let bytes = bytes.clone();
            tasks.push(tokio::spawn(async move {
                let answer = if i % 2 == 0 {
                    client.post(moves).json(&json!({"joints": target, "speed": 0.2})).send().await
                } else {
                    let form = reqwest::multipart::Form::new()
                        .part("config", reqwest::multipart::Part::bytes(bytes).file_name("s.json"))
                        .text("n_iterations", "1");
                    client.post(starts).multipart(form).send().await
                };
                (i % 2 == 0, answer.expect("answered").status().as_u16())
            }));
        }
        let mut answers = Vec::new();
        for t in tasks {
            answers.push(t.await.unwrap());
        }
        let winners: Vec<_> = answers.iter().filter(|(_, code)| *code == 200).collect();
        assert_eq!(winners.len(), 1, "round {round}: {answers:?}");
        assert_eq!(answers.iter().filter(|(_, code)| *code == 409).count(), 99, "round {round}: {answers:?}");
        if !winners[0].0 {
            // The sequence won: it runs to its end undisturbed by any motion request.
            let status = s.sequence_finished().await;
            let (_, logs) = s.get("/sequences/logs?n=300").await;
            assert_eq!(status["returncode"], 0, "round {round}: {logs}");
        }
        // Whoever won, the controller never ran two trajectories at once: none was preempted.
        let (_, logs) = s.get("/trajectory/logs?n=300").await;
        assert!(!logs.to_string().contains("replaces"), "round {round}: {logs}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_stop_during_planning_keeps_the_arm_still() {
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    // A long straight line: thousands of IK solves before anything moves.
    let lin = json!({"x": 0.45, "y": -0.45, "z": 0.3, "b": std::f64::consts::PI, "planner": "lin", "speed": 0.05});
    // Reads keep answering while the path is planned (planning runs off the async workers).
    let before = s.joints().await;
    // Stop only once the move was admitted (a probe is refused with 409 from then on). A probe
    // admitted first holds the arm for its own short motion and the move is refused: try again.
    let mover = eventually(Duration::from_secs(20), "the lin move to be admitted", async || {
        let mover = s.post_in_background("/robot/move/pose", lin.clone());
        eventually(Duration::from_secs(10), "the lin move admitted or refused", async || {
            if mover.is_finished() {
                return Ok(());
            }
            let (status, probe) = s.post_json("/robot/move/named", &json!({"name": "home"})).await;
            if status == 409 { Ok(()) } else { Err(probe) }
        })
        .await;
        if !mover.is_finished() {
            return Ok(mover);
        }
        let refused = mover.await.expect("answer");
        assert!(refused["detail"].as_str().is_some_and(|d| d.contains("another motion")), "{refused}");
        Err(refused)
    })
    .await;
    let (status, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!((status, &stop["success"]), (200, &json!(true)), "{stop}");
    let answer = mover.await.expect("answer");
    assert_eq!(answer["success"], false, "{answer}");
    assert!(answer["message"].as_str().unwrap().contains("stopped"), "{answer}");
    // Nothing moves after the stop, whether it came during planning or just after.
    s.settled().await;
    let held = s.still_for(Duration::from_millis(300)).await.expect("the arm stays where the stop left it");
    assert!(close(&held, &before, 0.05), "it had barely started, if at all: {held:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_arm_holds_while_a_runner_that_ignores_sigterm_lives_then_it_is_killed() {
    let dir = temp_dir("stubborn");
    // A runner that, on SIGTERM, neither cancels nor exits (the runner's test hook).
    let wrapper = dir.join("stubborn-runner.sh");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\nARMREST_TEST_RUNNER_IGNORES_SIGTERM=true exec {} \"$@\"\n",
            env!("CARGO_BIN_EXE_motion_sequence_runner")
        ),
    )
    .unwrap();
    std::fs::set_permissions(&wrapper, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let o = Options { time_scale: 1.0, ..Options::default() }.with_endpoints(|e| {
        e.sequences.runner = wrapper.display().to_string();
        e.sequences.stop_grace_s = 1.5;
    });
    let s = Server::start(o).await;
    let (status, body) = start_sequence(&s, &json!({"waypoints": [{"joints": A, "speed": 0.05}]}), "1").await;
    assert_eq!(status, 200, "{body}");
    let before = s.joints().await;
    s.wait_for_joints(Duration::from_secs(10), "the sequence to move the arm", |q| !close(q, &before, 1e-4)).await;
    let stopping = s.post_in_background("/stop", json!({}));
    // The arm holds at once, while the runner is still alive (status running).
    let held = eventually(Duration::from_secs(1), "the arm to hold (every velocity 0)", async || {
        let (_, js) = s.get("/robot/joint_states").await;
        let still = js["velocity"].as_array().is_some_and(|v| v.iter().all(|x| x.as_f64() == Some(0.0)));
        if still { Ok(common::positions(&js)) } else { Err(js) }
    })
    .await;
    let (_, logs) = s.get("/sequences/logs?n=300").await;
    assert_eq!(s.get("/sequences/status").await.1["status"], "running", "…while the runner still lives: {logs}");
    let stop = stopping.await.expect("stop answer");
    assert_eq!((stop["sequence_stopped"].as_bool(), stop["hold"].as_str()), (Some(true), Some("hold_point")), "{stop}");
    assert_eq!(s.sequence_finished().await, json!({"status": "finished", "returncode": -9}));
    let (_, logs) = s.get("/sequences/logs?n=300").await;
    assert!(logs.to_string().contains("SIGKILL"), "{logs}");
    assert!(close(&s.joints().await, &held, 1e-12), "and it still holds");
}
