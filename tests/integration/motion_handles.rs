//! Motion handles (D39): every motion answer and `motion` event carries a `motion_id`, and
//! `GET /robot/motion` tells what became of the current or last motion: its progress while it
//! executes, a stop, and a trajectory the controller refused, with the controller's reason.

use crate::common::sse::EventReader;
use crate::common::{self, Options, Server, eventually};
use serde_json::{Value, json};
use std::time::Duration;

const TARGET: [f64; 7] = [0.3, 0.2, -0.1, -1.0, 0.2, 0.6, -0.4];
const HOME: [f64; 7] = [0.0; 7];

fn point(q: [f64; 7], t: f64) -> Value {
    json!({"positions": q, "time_from_start": t})
}

fn id_of(answer: &Value) -> u64 {
    answer["motion_id"].as_u64().unwrap_or_else(|| panic!("a motion_id in {answer}"))
}

/// Waits (bounded) until `GET /robot/motion` reports motion `id` in a phase `done` accepts.
async fn motion_when(s: &Server, id: u64, awaited: &str, done: impl Fn(&Value) -> bool) -> Value {
    eventually(Duration::from_secs(30), awaited, async || {
        let (status, m) = s.get("/robot/motion").await;
        assert_eq!(status, 200, "{m}");
        if m["motion_id"] == id && done(&m) { Ok(m) } else { Err(m) }
    })
    .await
}

#[tokio::test(flavor = "multi_thread")]
async fn every_answer_carries_an_increasing_id_and_its_events_the_same() {
    let s = Server::start(Options::default()).await;
    let (status, none) = s.get("/robot/motion").await;
    assert_eq!(status, 404, "no motion yet: {none}");
    assert!(none["detail"].as_str().is_some_and(|d| d.contains("no motion")), "{none}");
    let mut stream = EventReader::open(&s.client, &s.url("/robot/stream?events=motion")).await;
    let (status, moved) = s.post_json("/robot/move/joints", &json!({"joints": TARGET, "speed": 1.0})).await;
    assert_eq!((status, moved["success"].as_bool()), (200, Some(true)), "{moved}");
    let (status, named) = s.post_json("/robot/move/named", &json!({"name": "home"})).await;
    assert_eq!((status, named["success"].as_bool()), (200, Some(true)), "{named}");
    let (status, sent) = s.post_json("/trajectory/send", &json!({"points": [point(TARGET, 10.0)]})).await;
    assert_eq!((status, common::ack(sent.clone())), (200, json!({"status": "sent"})));
    let ids = [id_of(&moved), id_of(&named), id_of(&sent)];
    assert!(ids[0] < ids[1] && ids[1] < ids[2], "{ids:?}");
    // The move's events carry the move's id, the publication the trajectory's.
    let events = stream
        .until(Duration::from_secs(20), "the trajectory's published event", |e| e.data["phase"] == "published")
        .await;
    let of = |request: &str| -> Vec<(String, u64)> {
        events
            .iter()
            .filter(|e| e.data["request"] == request)
            .map(|e| (e.data["phase"].as_str().unwrap_or("").to_owned(), e.data["motion_id"].as_u64().unwrap_or(0)))
            .collect()
    };
    assert_eq!(of("move_joints"), [("admitted".to_owned(), ids[0]), ("finished".to_owned(), ids[0])]);
    assert_eq!(of("move_named"), [("admitted".to_owned(), ids[1]), ("finished".to_owned(), ids[1])]);
    assert_eq!(of("trajectory_send"), [("published".to_owned(), ids[2])]);
    // The trajectory, once the arm is at its last point, succeeded; its event says so.
    let done = motion_when(&s, ids[2], "the trajectory to succeed", |m| m["phase"] == "succeeded").await;
    assert_eq!(done["kind"], "trajectory_send");
    assert_eq!((done["progress"].clone(), done["remaining_s"].clone()), (Value::Null, Value::Null));
    assert!(done["message"].as_str().is_some_and(|m| m.contains("reached")), "{done}");
    let finished = stream
        .until(Duration::from_secs(20), "the trajectory's finished event", |e| e.data["phase"] == "finished")
        .await;
    let last = finished.last().expect("an event");
    assert_eq!((last.data["motion_id"].as_u64(), last.data["success"].as_bool()), (Some(ids[2]), Some(true)));
    // The trajectory log names each motion.
    let (_, logs) = s.get("/trajectory/logs?n=300").await;
    let logs = logs["lines"].to_string();
    for id in ids {
        assert!(logs.contains(&format!("[motion {id}] ")), "motion {id} not named in {logs}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_long_move_executes_with_rising_progress_then_succeeds() {
    // Real time: the move takes seconds, long enough to be seen on its way.
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let answer = s.post_in_background("/robot/move/joints", json!({"joints": TARGET, "speed": 0.2}));
    let first = eventually(Duration::from_secs(30), "the move executing", async || {
        let (_, m) = s.get("/robot/motion").await;
        let progressing = m["phase"] == "executing" && (common::over_ros2() || m["progress"].as_f64().is_some());
        if progressing { Ok(m) } else { Err(m) }
    })
    .await;
    let id = id_of(&first);
    assert_eq!(first["kind"], "move_joints");
    if !common::skipped_over_ros2("over ROS 2 the motion server executes its own plan: no duration, no progress") {
        let (p, left) = (first["progress"].as_f64().unwrap(), first["remaining_s"].as_f64().unwrap());
        assert!((0.0..1.0).contains(&p) && left > 0.0, "{first}");
        let later = motion_when(&s, id, "the progress to rise", |m| {
            m["phase"] == "executing" && m["progress"].as_f64().is_some_and(|q| q > p)
        })
        .await;
        assert!(later["remaining_s"].as_f64().is_some_and(|r| r < left), "{first} then {later}");
        assert!(later["progress"].as_f64().is_some_and(|q| q <= 1.0), "{later}");
    }
    let answer = answer.await.expect("the move's answer");
    assert_eq!((answer["success"].as_bool(), id_of(&answer)), (Some(true), id), "{answer}");
    let (_, done) = s.get("/robot/motion").await;
    assert_eq!((done["motion_id"].as_u64(), done["phase"].as_str()), (Some(id), Some("succeeded")), "{done}");
    assert_eq!(done["message"], answer["message"]);
    assert!(done["ended"].is_string() && done["progress"].is_null(), "{done}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_stop_makes_the_motion_stopped() {
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let answer = s.slow_move_under_way(&TARGET).await;
    let (status, stopped) = s.post_json("/stop", &json!({})).await;
    assert_eq!(status, 200, "{stopped}");
    let answer = answer.await.expect("the move's answer");
    let id = id_of(&answer);
    assert_eq!(answer["success"], false, "{answer}");
    let (_, m) = s.get("/robot/motion").await;
    assert_eq!((m["motion_id"].as_u64(), m["phase"].as_str()), (Some(id), Some("stopped")), "{m}");
    assert_eq!(m["message"], stopped["message"]);
    // A trajectory stopped on its way is stopped too, and stays so.
    let rest = s.settled().await;
    let (_, sent) = s.post_json("/trajectory/send", &json!({"points": [point(HOME, 30.0)]})).await;
    let id = id_of(&sent);
    s.wait_for_joints(Duration::from_secs(10), "the trajectory under way", |q| !common::close(q, &rest, 1e-4)).await;
    assert_eq!(s.post_json("/stop", &json!({})).await.0, 200);
    let (_, m) = s.get("/robot/motion").await;
    assert_eq!((m["motion_id"].as_u64(), m["phase"].as_str()), (Some(id), Some("stopped")), "{m}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_trajectory_the_controller_refuses_is_refused_with_its_reason() {
    let s = Server::start(Options::default()).await;
    let before = s.joints().await;
    // Outside the joint limits, at a pace the drives could follow: published, since the client
    // left the limits to the controller, and refused by it. (Over ROS 2 armrest refuses it
    // before publishing: Jazzy's controller enforces no position limits; http_trajectory.)
    let outside = [0.0, 0.0, 0.0, 2.5, 0.0, 0.0, 0.0];
    let mut cases = vec![(json!({"points": [point(TARGET, 1.0), point(TARGET, 0.5)]}), "does not increase")];
    if !common::over_ros2() {
        cases.insert(0, (json!({"points": [point(outside, 10.0)], "validate_limits": false}), "outside its limits"));
    }
    for (trajectory, reason) in cases {
        let (status, sent) = s.post_json("/trajectory/send", &trajectory).await;
        assert_eq!((status, common::ack(sent.clone())), (200, json!({"status": "sent"})));
        let id = id_of(&sent);
        if common::skipped_over_ros2(
            "over ROS 2 the controller's refusal is in its own log: armrest sees the arm not at the end",
        ) {
            let m = motion_when(&s, id, "the trajectory judged", |m| m["phase"] == "failed").await;
            assert!(m["message"].as_str().is_some_and(|t| t.contains("refused")), "{m}");
            continue;
        }
        // Found through the answer's motion_id, without reading a log.
        let (status, m) = s.get("/robot/motion").await;
        assert_eq!(status, 200);
        assert_eq!((m["motion_id"].as_u64(), m["phase"].as_str()), (Some(id), Some("refused")), "{m}");
        assert_eq!(m["kind"], "trajectory_send");
        let message = m["message"].as_str().unwrap_or("");
        assert!(message.contains("the controller refused") && message.contains(reason), "{m}");
        // The log says it too, under the motion's id.
        let (_, logs) = s.get("/trajectory/logs?n=5").await;
        assert!(logs["lines"].to_string().contains(&format!("[motion {id}] controller: rejected")), "{logs}");
    }
    let still = s.still_for(Duration::from_millis(150)).await.expect("a refused trajectory moves nothing");
    assert!(common::close(&still, &before, 1e-12));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_sequence_is_a_motion_followed_to_its_end() {
    let s = Server::start(Options::default()).await;
    let file = json!({
        "home": {"joints": [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0], "speed": 0.8},
        "waypoints": [{"joints": TARGET, "speed": 0.8}]
    });
    let form = reqwest::multipart::Form::new()
        .part("config", reqwest::multipart::Part::bytes(serde_json::to_vec(&file).unwrap()).file_name("sequence.json"));
    let r = s.client.post(s.url("/sequences/start")).multipart(form).send().await.unwrap();
    let (status, started) = common::decode(r).await;
    assert_eq!((status, common::ack(started.clone())), (200, json!({"status": "started"})));
    let id = id_of(&started);
    let (_, m) = s.get("/robot/motion").await;
    assert_eq!((m["motion_id"].as_u64(), m["kind"].as_str()), (Some(id), Some("sequence")), "{m}");
    assert_eq!(s.sequence_finished().await["returncode"], 0);
    let m = motion_when(&s, id, "the sequence's end", |m| m["phase"] != "executing").await;
    assert_eq!(m["phase"], "succeeded", "{m}");
    // The next motion has a larger id.
    let (_, moved) = s.post_json("/robot/move/named", &json!({"name": "home"})).await;
    assert!(id_of(&moved) > id, "{moved}");
}
