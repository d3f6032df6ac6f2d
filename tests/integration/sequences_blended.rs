//! Sequences whose waypoints carry `blend_radius` (issue 41, D37): each iteration planned as one
//! blended path and sent as one trajectory goal; a radius out of range is 422 where it is.

use crate::common::sse::EventReader;
use crate::common::{self, Options, Server, close, locs};
use serde_json::{Value, json};
use std::time::Duration;

/// Where the blended path starts; W1..W3 go on from here with gentle turns in joint space.
const W0: [f64; 7] = [0.8, 0.1, -0.4, -0.9, 0.6, 0.7, -0.8];
const W1: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];
const W2: [f64; 7] = [0.0, 0.5, 0.0, -1.3, 0.0, 0.9, -0.2];
const W3: [f64; 7] = [-0.4, 0.5, 0.2, -1.4, -0.3, 1.1, 0.1];

async fn start(s: &Server, file: &Value, fields: &[(&str, &str)]) -> (u16, Value) {
    let mut form = reqwest::multipart::Form::new()
        .part("config", reqwest::multipart::Part::bytes(serde_json::to_vec(file).unwrap()).file_name("sequence.json"));
    for (k, v) in fields {
        form = form.text(k.to_string(), v.to_string());
    }
    let r = s.client.post(s.url("/sequences/start")).multipart(form).send().await.unwrap();
    common::decode(r).await
}

async fn log_lines(s: &Server) -> Vec<String> {
    let (status, body) = s.get("/sequences/logs?n=300").await;
    assert_eq!(status, 200);
    body["lines"].as_array().unwrap().iter().map(|l| l.as_str().unwrap().to_owned()).collect()
}

/// Three joint waypoints; `radius` on the inner two (none: the same path stopping at each).
fn three_points(radius: Option<f64>) -> Value {
    let point = |q: [f64; 7], r: Option<f64>| match r {
        Some(r) => json!({"joints": q, "speed": 0.5, "blend_radius": r}),
        None => json!({"joints": q, "speed": 0.5}),
    };
    json!({"waypoints": [point(W1, radius), point(W2, radius), point(W3, None)]})
}

/// The joint speeds (norm of the velocity vector, rad/s) the stream reports while the sequence
/// runs, until it finishes; and its return code.
async fn speeds_while_running(s: &Server, file: &Value) -> (Vec<f64>, i64) {
    let mut events = EventReader::open(&s.client, &s.url("/robot/stream?events=state,sequence&rate=100")).await;
    let (status, body) = start(s, file, &[("n_iterations", "1")]).await;
    assert_eq!((status, &common::ack(body.clone())), (200, &json!({"status": "started"})));
    let events = events
        .until(Duration::from_secs(120), "the sequence finished", |e| {
            e.kind == "sequence" && e.data["status"] == "finished"
        })
        .await;
    let code = events.last().and_then(|e| e.data["returncode"].as_i64()).unwrap_or(-999);
    let speeds = events
        .iter()
        .filter(|e| e.kind == "state")
        .filter_map(|e| {
            let v = e.data["velocity"].as_array()?;
            let v: Option<Vec<f64>> = v.iter().map(Value::as_f64).collect();
            Some(v?.iter().map(|x| x * x).sum::<f64>().sqrt())
        })
        .collect();
    (speeds, code)
}

/// The smallest speed between the first and the last time the arm moved at half its peak
/// speed, as a share of the peak: near 0 when the arm stopped on the way.
fn dip(speeds: &[f64]) -> f64 {
    let peak = speeds.iter().copied().fold(0.0, f64::max);
    let first = speeds.iter().position(|v| *v >= peak / 2.0).unwrap_or(0);
    let last = speeds.iter().rposition(|v| *v >= peak / 2.0).unwrap_or(0);
    speeds[first..=last].iter().copied().fold(f64::INFINITY, f64::min) / peak
}

/// A sequence with radii runs each iteration as one blended path: the runner's lines name it,
/// the arm ends on the last waypoint, and it does not stop at the inner ones (the same file
/// without radii does).
#[tokio::test(flavor = "multi_thread")]
async fn a_blended_sequence_runs_each_iteration_as_one_path_without_stopping() {
    // At the real pace, so the stream's 100 states a second sample the motion finely.
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let to_start = || async {
        let (status, body) = s.post_json("/robot/move/joints", &json!({"joints": W0})).await;
        assert_eq!((status, body["success"].as_bool()), (200, Some(true)), "{body}");
        s.settled().await;
    };
    to_start().await;
    let (speeds, code) = speeds_while_running(&s, &three_points(Some(0.2))).await;
    let lines = log_lines(&s).await;
    assert_eq!(code, 0, "{lines:#?}");
    assert!(
        lines.iter().any(|l| l.contains("iteration 1/1: blended path of 3 waypoints: ") && l.contains(" s, ")),
        "{lines:#?}"
    );
    assert!(lines.iter().any(|l| l.contains("iteration 1/1: blended path of 3 waypoints ok in ")), "{lines:#?}");
    assert!(!lines.iter().any(|l| l.contains("MoveToJoints")), "no goal per waypoint: {lines:#?}");
    assert!(close(&s.settled().await, &W3, 1e-3), "the last waypoint is reached");
    assert!(speeds.len() > 50, "only {} states", speeds.len());
    let blended = dip(&speeds);
    assert!(blended > 0.25, "the arm slowed to {blended} of its peak speed on the way: {speeds:?}");
    // The same waypoints without radii: a goal each, stopping at each.
    to_start().await;
    let (speeds, code) = speeds_while_running(&s, &three_points(None)).await;
    assert_eq!(code, 0);
    let stopping = dip(&speeds);
    assert!(stopping < 0.05, "without radii the arm stops at each waypoint: {stopping}");
}

/// A blended path that cannot be planned ends the sequence as a failed goal does (return code
/// 1), saying why, and nothing moves.
#[tokio::test(flavor = "multi_thread")]
async fn a_blended_path_that_cannot_be_planned_fails_the_sequence_and_nothing_moves() {
    let s = Server::start(Options::default()).await;
    let before = s.settled().await;
    let file = json!({"waypoints": [
        {"joints": W1, "blend_radius": 0.1},
        {"x": 3.0, "y": 0.0, "z": 0.5, "blend_radius": 0.05},
        {"joints": W3},
    ]});
    let (status, _) = start(&s, &file, &[("n_iterations", "2")]).await;
    assert_eq!(status, 200);
    assert_eq!(s.sequence_finished().await, json!({"status": "finished", "returncode": 1}));
    let lines = log_lines(&s).await;
    assert!(
        lines.iter().any(|l| l.contains("stderr: iteration 1/2: blended path of 3 waypoints failed: ")),
        "{lines:#?}"
    );
    assert!(!lines.iter().any(|l| l.contains("iteration 2/2")), "the sequence ended there: {lines:#?}");
    assert!(close(&s.joints().await, &before, 1e-6), "nothing moved");
}

/// A radius outside (0, 1] (metres for a Cartesian point, radians for a joint point), or one on
/// `home`, is 422 at its place in the file, and nothing starts.
#[tokio::test(flavor = "multi_thread")]
async fn a_bad_blend_radius_is_422_at_its_waypoint() {
    let s = Server::start(Options::default()).await;
    let at = |i: usize| json!(["body", "config", "waypoints", i, "blend_radius"]);
    let cases: Vec<(Value, Value)> = vec![
        (json!({"waypoints": [{"joints": W1, "blend_radius": 0.1}, {"joints": W2, "blend_radius": 0}]}), at(1)),
        (json!({"waypoints": [{"joints": W1, "blend_radius": 1.5}, {"joints": W2}]}), at(0)),
        (json!({"waypoints": [{"joints": W1}, {"x": 0.4, "y": 0, "z": 0.5, "blend_radius": -0.01}]}), at(1)),
        (json!({"waypoints": [{"joints": W1}, {"x": 0.4, "y": 0, "z": 0.5, "blend_radius": "wide"}]}), at(1)),
        (
            json!({"home": {"joints": W3, "blend_radius": 0.1}, "waypoints": [{"joints": W1}]}),
            json!(["body", "config", "home", "blend_radius"]),
        ),
    ];
    for (file, expected) in cases {
        let (status, body) = start(&s, &file, &[]).await;
        assert_eq!(status, 422, "{file}: {body}");
        assert_eq!(locs(&body), vec![expected], "{file}: {body}");
    }
    let (_, body) =
        start(&s, &json!({"home": {"joints": W3, "blend_radius": 0.1}, "waypoints": [{"joints": W1}]}), &[]).await;
    assert!(body.to_string().contains("home takes no blend_radius"), "{body}");
    assert_eq!(s.get("/sequences/status").await, (200, json!({"status": "idle"})));
}

/// `POST /stop` while a blended path runs ends the runner by the signal (-15), its trajectory
/// goal cancelled, and the arm holds where the stop caught it, short of the last waypoint.
#[tokio::test(flavor = "multi_thread")]
async fn stop_during_a_blended_path_ends_the_runner_and_the_arm_holds() {
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let before = s.settled().await;
    let slow = |q: [f64; 7]| json!({"joints": q, "speed": 0.05, "blend_radius": 0.1});
    let file = json!({"waypoints": [slow(W1), slow(W2), slow(W3)]});
    let (status, _) = start(&s, &file, &[("n_iterations", "3")]).await;
    assert_eq!(status, 200);
    s.wait_for_joints(Duration::from_secs(30), "the blended path to move the arm", |q| !close(q, &before, 1e-3)).await;
    let (status, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(stop["sequence_stopped"], true, "{stop}");
    assert_eq!(s.sequence_finished().await, json!({"status": "finished", "returncode": -15}));
    s.settled().await;
    let held = s.still_for(Duration::from_millis(300)).await.expect("the arm holds");
    assert!(!close(&held, &W3, 1e-2), "the arm did not go on to the end: {held:?}");
    let lines = log_lines(&s).await;
    assert!(lines.iter().any(|l| l.contains("iteration 1/3: blended path of 3 waypoints: ")), "{lines:#?}");
}
