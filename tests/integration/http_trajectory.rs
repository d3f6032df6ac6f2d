//! Trajectory publication (JSON and CSV) and the trajectory log, over HTTP.

use crate::common::{self, Options, Server, close, eventually, locs};
use serde_json::{Value, json};
use std::time::Duration;

const TARGET: [f64; 7] = [0.3, 0.2, -0.1, -1.0, 0.2, 0.6, -0.4];

/// Why the controller's reactions are checked in the trajectory log only on the simulator
/// backend: over ROS 2 the controller is another process and logs to its own log, as a real
/// controller does; what the arm does is checked on both.
const CONTROLLER_LOG: &str = "the controller's reactions are in armrest's trajectory log only in process";

fn point(q: [f64; 7], t: f64) -> Value {
    json!({"positions": q, "time_from_start": t})
}

#[tokio::test(flavor = "multi_thread")]
async fn a_trajectory_moves_the_joints_to_its_last_point() {
    let s = Server::start(Options::default()).await;
    let mid = [0.15, 0.35, -0.05, -1.2, 0.1, 0.9, -0.2];
    let (status, body) =
        s.post_json("/trajectory/send", &json!({"points": [point(mid, 10.0), point(TARGET, 20.0)]})).await;
    assert_eq!((status, common::ack(body.clone())), (200, json!({"status": "sent"})));
    // 20 simulated seconds take a second of wall time at time scale 20: the arm is seen moving
    // (from the simulator's next tick on; waited for, not assumed).
    let js = eventually(Duration::from_secs(5), "the arm to move (a velocity not 0)", async || {
        let (_, js) = s.get("/robot/joint_states").await;
        let moving = js["velocity"].as_array().unwrap().iter().any(|v| v.as_f64().unwrap().abs() > 1e-6);
        if moving { Ok(js) } else { Err(js) }
    })
    .await;
    let moving = common::positions(&js);
    assert!(!close(&moving, &TARGET, 1e-6), "already at the target: {moving:?}");
    s.wait_for_joints(Duration::from_secs(10), "the arm at the last point", |q| close(q, &TARGET, 1e-9)).await;
    let (_, js) = s.get("/robot/joint_states").await;
    assert!(js["velocity"].as_array().unwrap().iter().all(|v| v.as_f64() == Some(0.0)));
    let (_, logs) = s.get("/trajectory/logs?n=10").await;
    let lines: Vec<&str> = logs["lines"].as_array().unwrap().iter().map(|l| l.as_str().unwrap()).collect();
    assert!(lines.iter().any(|l| l.contains("published 2 point(s)")), "{lines:?}");
    if !common::skipped_over_ros2(CONTROLLER_LOG) {
        assert!(lines.iter().any(|l| l.contains("finished")), "{lines:?}");
    }
    assert!(lines.iter().all(|l| l.as_bytes()[4] == b'-' && l.contains('T') && l.contains("Z ")), "{lines:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn invalid_trajectories_are_422_with_their_location() {
    let s = Server::start(Options::default()).await;
    let cases: Vec<(Value, Vec<Value>)> = vec![
        (json!({}), vec![json!(["body", "points"])]),
        (json!({"points": []}), vec![json!(["body", "points"])]),
        (json!({"points": "x"}), vec![json!(["body", "points"])]),
        (
            json!({"points": [point(TARGET, 0.0), {"positions": [0, 0, 0, 0, 0, 0], "time_from_start": 1}]}),
            vec![json!(["body", "points", 1, "positions"])],
        ),
        (
            json!({"points": [{"positions": [0, 0, 0, 0, 0, 0, 0], "time_from_start": -0.1}]}),
            vec![json!(["body", "points", 0, "time_from_start"])],
        ),
        (
            json!({"points": [{"positions": [0, 0, 0, 0, 0, 0, 0]}]}),
            vec![json!(["body", "points", 0, "time_from_start"])],
        ),
        (
            json!({"points": [{"positions": [0, 0, 3.0, 0, 0, 0, "a"], "time_from_start": 1}]}),
            vec![json!(["body", "points", 0, "positions", 2]), json!(["body", "points", 0, "positions", 6])],
        ),
        (json!({"points": [point(TARGET, 0.0)], "validate_limits": "yes"}), vec![json!(["body", "validate_limits"])]),
        (json!([1, 2]), vec![json!(["body"])]),
    ];
    for (body, expected) in cases {
        let (status, answer) = s.post_json("/trajectory/send", &body).await;
        assert_eq!(status, 422, "{body} -> {answer}");
        assert_eq!(locs(&answer), expected, "{body} -> {answer}");
        for d in answer["detail"].as_array().unwrap() {
            assert!(d["msg"].as_str().is_some_and(|m| !m.is_empty()) && d["type"].is_string(), "{d}");
        }
    }
    // Nothing was published.
    let (_, logs) = s.get("/trajectory/logs").await;
    assert!(logs["lines"].as_array().unwrap().is_empty(), "{logs}");
}

#[tokio::test(flavor = "multi_thread")]
async fn limits_can_be_left_to_the_controller() {
    let s = Server::start(Options::default()).await;
    let outside = [0.0, 0.0, 0.0, 2.5, 0.0, 0.0, 0.0];
    let before = s.joints().await;
    let (status, body) = s.post_json("/trajectory/send", &json!({"points": [point(outside, 10.0)]})).await;
    assert_eq!(status, 422);
    assert_eq!(body["detail"][0]["loc"], json!(["body", "points", 0, "positions", 3]));
    assert_eq!(body["detail"][0]["type"], "less_than_equal");
    let (status, body) =
        s.post_json("/trajectory/send", &json!({"points": [point(outside, 10.0)], "validate_limits": false})).await;
    if common::over_ros2() {
        // Jazzy's controller enforces no position limits (the arm would drive into its end
        // stop): whatever the flag says, the point is refused before anything is published.
        assert_eq!(status, 422, "{body}");
        assert_eq!(body["detail"][0]["loc"], json!(["body", "points", 0, "positions", 3]));
        assert_eq!(body["detail"][0]["type"], "less_than_equal");
        let msg = body["detail"][0]["msg"].as_str().unwrap_or_default();
        assert!(msg.contains("outside its limits") && msg.contains("enforces no position limits"), "{msg}");
        assert!(close(&s.still_for(Duration::from_millis(150)).await.expect("nothing moves"), &before, 1e-9));
        return;
    }
    // The flag keeps the specification's meaning, the joint angle ranges, where the controller
    // refuses such points itself: a point outside them reached at a pace the drives can follow
    // is published.
    assert_eq!(status, 200, "{body}");
    // The simulated controller, like a real one, still refuses to leave the joint limits.
    let still = s.still_for(Duration::from_millis(150)).await.expect("a refused trajectory moves nothing");
    assert!(close(&still, &before, 1e-12));
    if !common::skipped_over_ros2(CONTROLLER_LOG) {
        let (_, logs) = s.get("/trajectory/logs").await;
        assert!(logs["lines"].to_string().contains("outside its limits"), "{logs}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn malformed_bodies_are_422_never_400_or_415() {
    let s = Server::start(Options::default()).await;
    let (status, body) = s.post_raw("/trajectory/send", Some("application/json"), "{\"points\": [").await;
    assert_eq!(status, 422);
    assert_eq!(body["detail"][0]["type"], "json_invalid");
    assert_eq!(body["detail"][0]["loc"][0], "body");
    let (status, body) = s.post_raw("/trajectory/send", Some("application/json"), "").await;
    assert_eq!((status, body["detail"][0]["type"].as_str()), (422, Some("missing")));
    let (status, body) = s.post_raw("/trajectory/send", Some("text/plain"), "{\"points\": []}").await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["detail"][0]["loc"], json!(["body"]));
    let (status, _) = s
        .post_raw(
            "/trajectory/send",
            Some("application/json"),
            "{\"points\": [{\"positions\": [1e999,0,0,0,0,0,0], \"time_from_start\": 0}]}",
        )
        .await;
    assert_eq!(status, 422);
    // No content type at all: read as JSON, as FastAPI does.
    let (status, _) = s.post_raw("/trajectory/send", None, json!({"points": [point(TARGET, 1.0)]}).to_string()).await;
    assert_eq!(status, 200);
}

#[tokio::test(flavor = "multi_thread")]
async fn oversized_bodies_are_413() {
    let s = Server::start(Options::default().with_endpoints(|e| e.uploads.max_bytes = 4096)).await;
    let points: Vec<Value> = (0..200).map(|i| point(TARGET, i as f64)).collect();
    let (status, body) = s.post_json("/trajectory/send", &json!({"points": points})).await;
    assert_eq!(status, 413, "{body}");
    assert!(body["detail"].as_str().unwrap().contains("4096"), "{body}");
    let big = "t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n".to_owned() + &"0,0,0,0,0,0,0,0\n".repeat(1000);
    let (status, body) = s.upload("/trajectory/send_csv", "file", big.into_bytes()).await;
    assert_eq!(status, 413, "{body}");
    assert!(body["detail"].is_string());
}

fn csv(rows: &[[f64; 8]], header: &str, sep: char) -> Vec<u8> {
    let mut out = header.to_owned() + "\n";
    for r in rows {
        out += &r.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(&sep.to_string());
        out.push('\n');
    }
    out.into_bytes()
}

#[tokio::test(flavor = "multi_thread")]
async fn csv_upload_moves_the_arm() {
    let s = Server::start(Options::default()).await;
    let mut row = [0.0; 8];
    row[0] = 0.8;
    row[1..].copy_from_slice(&TARGET);
    let body = csv(&[row], "time; Joint_1;joint_2;JOINT3;joint4;joint5;joint6;joint_7", ';');
    let (status, answer) = s.upload("/trajectory/send_csv?separator=%3B", "file", body).await;
    assert_eq!((status, common::ack(answer.clone())), (200, json!({"status": "sent"})));
    s.wait_for_joints(Duration::from_secs(10), "the arm at the file's last point", |q| close(q, &TARGET, 1e-9)).await;
}

#[tokio::test(flavor = "multi_thread")]
async fn csv_problems_name_row_and_column() {
    let s = Server::start(Options::default()).await;
    let header = "t,joint1,joint2,joint3,joint4,joint5,joint6,joint7";
    let text = format!("{header}\n0,0,0,0,0,0,0,0\n1,0,0,zz,0,0,0,0\n2,0,0,0,0,0,0\n3,0,0,0,9,0,0,0\n");
    let (status, body) = s.upload("/trajectory/send_csv", "file", text.into_bytes()).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        locs(&body),
        vec![
            json!(["body", "file", "row", 3, "joint3"]),
            json!(["body", "file", "row", 4]),
            json!(["body", "file", "row", 5, "joint4"])
        ]
    );
    let (status, body) = s.upload("/trajectory/send_csv", "file", b"t,joint1,joint2\n0,0,0\n".to_vec()).await;
    assert_eq!(status, 422);
    assert_eq!(locs(&body)[0], json!(["body", "file", "header", "joint3"]));
    let dup = format!("{header},joint_1\n0,0,0,0,0,0,0,0,0\n");
    let (status, body) = s.upload("/trajectory/send_csv", "file", dup.into_bytes()).await;
    assert_eq!(status, 422);
    assert_eq!(body["detail"][0]["type"], "duplicate_column");
    // The file part is required, and must be multipart.
    let (status, body) = s.upload("/trajectory/send_csv", "data", b"x".to_vec()).await;
    assert_eq!((status, locs(&body)), (422, vec![json!(["body", "file"])]));
    let (status, body) = s.post_json("/trajectory/send_csv", &json!({})).await;
    assert_eq!((status, locs(&body)), (422, vec![json!(["body", "file"])]));
    // Query parameters.
    let ok = format!("{header}\n1,0,0,0,0,0,0,0\n");
    let (status, body) = s.upload("/trajectory/send_csv?separator=ab", "file", ok.clone().into_bytes()).await;
    assert_eq!((status, locs(&body)), (422, vec![json!(["query", "separator"])]));
    let (status, body) = s.upload("/trajectory/send_csv?validate_limits=maybe", "file", ok.clone().into_bytes()).await;
    assert_eq!((status, locs(&body)), (422, vec![json!(["query", "validate_limits"])]));
    let outside = format!("{header}\n100,0,0,0,2.5,0,0,0\n");
    let (status, body) = s.upload("/trajectory/send_csv?validate_limits=false", "file", outside.into_bytes()).await;
    if common::over_ros2() {
        // Jazzy's controller enforces no position limits: refused whatever the flag says.
        assert_eq!(status, 422, "{body}");
        assert_eq!(locs(&body), vec![json!(["body", "file", "row", 2, "joint4"])]);
    } else {
        assert_eq!(status, 200, "{body}");
    }
    // What no drive can follow is refused whatever the flag says (D24), at the row and column.
    let too_fast = format!("{header}\n1,0,0,0,9,0,0,0\n");
    let (status, body) = s.upload("/trajectory/send_csv?validate_limits=false", "file", too_fast.into_bytes()).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(locs(&body), vec![json!(["body", "file", "row", 2, "joint4"])]);
    assert_eq!(body["detail"][0]["type"], "velocity_limit");
}

#[tokio::test(flavor = "multi_thread")]
async fn non_increasing_times_are_published_and_refused_by_the_controller() {
    let s = Server::start(Options::default()).await;
    let before = s.joints().await;
    let (status, _) =
        s.post_json("/trajectory/send", &json!({"points": [point(TARGET, 1.0), point(TARGET, 0.5)]})).await;
    assert_eq!(status, 200);
    if !common::skipped_over_ros2(CONTROLLER_LOG) {
        let (_, logs) = s.get("/trajectory/logs?n=5").await;
        assert!(logs["lines"].to_string().contains("does not increase"), "{logs}");
    }
    let still = s.still_for(Duration::from_millis(150)).await.expect("a refused trajectory moves nothing");
    assert!(close(&still, &before, 1e-12));
}

/// Issue 49: a `time_from_start` of 1e300 s (or 1e308) was "sent", and a replay of such an
/// import held the arm for the whole motion timeout while its progress showed done. Armrest sends
/// nothing longer than an hour (`api::trajectory::DURATION_MAX_S`), and an import lasts at most
/// as long as a recording may (`recordings.max_duration_s`).
#[tokio::test(flavor = "multi_thread")]
async fn a_trajectory_longer_than_an_hour_or_an_import_longer_than_a_recording_is_422() {
    let s = Server::start(Options::default()).await;
    let before = s.joints().await;
    let here: [f64; 7] = before.clone().try_into().expect("7 joints");
    for t in [1e300, 1e308, 3600.5] {
        let body = json!({"points": [point(here, 1.0), point(TARGET, t)]});
        let (status, answer) = s.post_json("/trajectory/send", &body).await;
        assert_eq!(status, 422, "{t}: {answer}");
        assert_eq!(locs(&answer), vec![json!(["body", "points", 1, "time_from_start"])], "{answer}");
        assert!(answer["detail"][0]["msg"].as_str().unwrap_or("").contains("3600 s"), "{answer}");
    }
    let header = "t,joint1,joint2,joint3,joint4,joint5,joint6,joint7";
    let row = |t: f64| format!("{t},{}", before.iter().map(f64::to_string).collect::<Vec<_>>().join(","));
    let csv = format!("{header}\n{}\n{}\n", row(0.0), row(1e300));
    let (status, answer) = s.upload("/trajectory/send_csv", "file", csv.clone().into_bytes()).await;
    assert_eq!((status, locs(&answer)), (422, vec![json!(["body", "file", "row", 3])]), "{answer}");
    let (status, answer) = s.post_json("/recordings", &json!({"name": "endless", "csv": csv})).await;
    assert_eq!(status, 422, "{answer}");
    assert!(answer["detail"][0]["msg"].as_str().unwrap_or("").contains("recordings.max_duration_s"), "{answer}");
    assert_eq!(s.get("/recordings/endless").await.0, 404, "nothing was kept");
    let still = s.still_for(Duration::from_millis(150)).await.expect("nothing was sent");
    assert!(close(&still, &before, 1e-12));
}

#[tokio::test(flavor = "multi_thread")]
async fn log_count_is_checked() {
    let s = Server::start(Options::default()).await;
    for _ in 0..4 {
        s.post_json("/trajectory/send", &json!({"points": [point(TARGET, 0.1)]})).await;
    }
    let (status, body) = s.get("/trajectory/logs?n=2").await;
    assert_eq!(status, 200);
    assert_eq!(body["lines"].as_array().unwrap().len(), 2);
    for bad in ["0", "301", "abc", "-1"] {
        let (status, body) = s.get(&format!("/trajectory/logs?n={bad}")).await;
        assert_eq!((status, locs(&body)), (422, vec![json!(["query", "n"])]), "n={bad}");
    }
    assert_eq!(s.get("/trajectory/logs?n=300").await.0, 200);
}

/// `from` with joint1 moved by `by` rad, towards the middle of its range.
fn joint1_moved(from: &[f64], by: f64) -> [f64; 7] {
    let mut q: [f64; 7] = from.try_into().expect("7 joints");
    q[0] += if q[0] > 0.0 { -by } else { by };
    q
}

/// D24: what no drive could follow from where the arm is (a velocity, a velocity step the drives
/// cannot spread within their acceleration limit, a first point at time 0 away from the arm) is
/// 422 whatever `validate_limits` says, located at the point and the joint, before anything is
/// published; the trajectory log says so too, and the arm stays where it was.
#[tokio::test(flavor = "multi_thread")]
async fn what_no_drive_could_follow_is_422_whatever_validate_limits_says() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let far = joint1_moved(&start, 2.5);
    // 8.5 mrad in 10 ms: 0.85 rad/s (within 1.7104), a step the drives spread over 0.1 s: 8.5 rad/s².
    let nudge = joint1_moved(&start, 0.0085);
    // The corner: up at 1 rad/s, then back at 1 rad/s at point 25: a step of 2 rad/s.
    let up: Vec<Value> = (1..=25)
        .map(|k| {
            let t = k as f64 * 0.01;
            point(joint1_moved(&start, 2.0 * t * t), t)
        })
        .chain((1..=10).map(|k| point(joint1_moved(&start, 0.125 + 0.1 * k as f64), 0.25 + 0.1 * k as f64)))
        .collect();
    let mut corner = up.clone();
    corner.push(point(joint1_moved(&start, 0.125), 2.25));
    let mut events = common::sse::EventReader::open(&s.client, &s.url("/robot/stream?events=log")).await;
    let cases = [
        (
            json!({"points": [point(far, 0.01)]}),
            "velocity_limit",
            0,
            "point 0: joint1 would move at 250 rad/s from where the arm is to point 0, more than its velocity limit of \
             1.7104 rad/s",
        ),
        (
            json!({"points": [point(far, 0.01)], "validate_limits": false}),
            "velocity_limit",
            0,
            "would move at 250 rad/s",
        ),
        (
            json!({"points": [point(nudge, 0.01)], "validate_limits": false}),
            "acceleration_limit",
            0,
            "point 0: joint1 would accelerate at 8.5 rad/s² starting from where the arm is, more than its acceleration \
             limit of 5 rad/s²",
        ),
        (
            json!({"points": corner, "validate_limits": false}),
            "acceleration_limit",
            34,
            "point 34: joint1 would accelerate at 20 rad/s² at point 34",
        ),
        (
            json!({"points": [point(far, 0.0), point(far, 5.0)], "validate_limits": false}),
            "jump",
            0,
            "point 0: at time_from_start 0 it puts joint1 2.5 rad",
        ),
    ];
    for (body, kind, at, needle) in cases {
        let (status, answer) = s.post_json("/trajectory/send", &body).await;
        assert_eq!(status, 422, "{answer}");
        assert_eq!(answer["detail"][0]["type"], kind, "{answer}");
        assert_eq!(locs(&answer), vec![json!(["body", "points", at, "positions", 0])], "{answer}");
        let msg = answer["detail"][0]["msg"].as_str().unwrap_or_default();
        assert!(msg.contains(needle) && msg.contains("nothing was sent"), "{needle} not in {msg}");
        let (_, logs) = s.get("/trajectory/logs?n=3").await;
        let lines = logs["lines"].to_string();
        assert!(lines.contains("refused before publishing") && lines.contains(needle), "{needle} not in {lines}");
        events
            .until(Duration::from_secs(5), needle, |e| e.data["line"].as_str().is_some_and(|l| l.contains(needle)))
            .await;
        let still = s.still_for(Duration::from_millis(100)).await.expect("a refused trajectory moves nothing");
        assert!(close(&still, &start, 1e-12), "{still:?} vs {start:?}");
    }
    // The same without the corner (coming to rest from 1 rad/s evenly) is followed.
    let mut smooth = up;
    let top = 0.125 + 1.0;
    smooth.extend((1..=25).map(|k| {
        let t = k as f64 * 0.01;
        point(joint1_moved(&start, top + 0.125 - 2.0 * (0.25 - t) * (0.25 - t)), 1.25 + t)
    }));
    let (status, answer) = s.post_json("/trajectory/send", &json!({"points": smooth})).await;
    assert_eq!((status, common::ack(answer.clone())), (200, json!({"status": "sent"})));
    let end = joint1_moved(&start, top + 0.125);
    s.wait_for_joints(Duration::from_secs(10), "the arm at the last point", |q| close(q, &end, 1e-9)).await;
    // A hold point within the tolerance (trajectory.hold_tolerance_rad) of a resting arm is no jump.
    let here = s.settled().await;
    let hold = joint1_moved(&here, 0.0005);
    let (status, _) =
        s.post_json("/trajectory/send", &json!({"points": [point(hold, 0.0), point(TARGET, 20.0)]})).await;
    assert_eq!(status, 200);
    s.wait_for_joints(Duration::from_secs(10), "the arm at the last point", |q| close(q, &TARGET, 1e-9)).await;
}

/// The teleport: a first point at time 0 within a moving joint's braking distance was a
/// hold point the simulator jumped to. Only where the command is (half a window ahead of the
/// moving arm, within the tolerance) is no jump; anywhere else is 422, and the arm goes on.
#[tokio::test(flavor = "multi_thread")]
async fn a_first_point_at_time_zero_away_from_a_moving_arm_is_a_jump() {
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let start = s.settled().await;
    // joint1 at 0.2 rad/s for 4 s, reached from rest within the drives.
    let goal = joint1_moved(&start, 0.8);
    let ramp: Vec<Value> = (1..=10)
        .map(|k| {
            let t = k as f64 * 0.01;
            point(joint1_moved(&start, t * t), t)
        })
        .chain([point(joint1_moved(&start, 0.01 + 0.2 * 3.9), 4.0), point(goal, 4.1)])
        .collect();
    let (status, answer) = s.post_json("/trajectory/send", &json!({"points": ramp})).await;
    assert_eq!((status, common::ack(answer.clone())), (200, json!({"status": "sent"})));
    let moving = eventually(Duration::from_secs(5), "joint1 moving at 0.2 rad/s", async || {
        let (_, js) = s.get("/robot/joint_states").await;
        let v = js["velocity"][0].as_f64().unwrap_or_default().abs();
        if (v - 0.2).abs() < 1e-6 { Ok(common::positions(&js)) } else { Err(js) }
    })
    .await;
    // 3 mrad ahead of the arm: within its braking distance (4 mrad: 0.2²/(2·5)) plus the
    // tolerance, which passed before; but 7 mrad or more short of where its command is (10 mrad
    // ahead, and the arm only moves on).
    let mut ahead: [f64; 7] = moving.clone().try_into().expect("7 joints");
    ahead[0] += 0.003 * (goal[0] - start[0]).signum();
    let (status, answer) =
        s.post_json("/trajectory/send", &json!({"points": [point(ahead, 0.0), point(ahead, 1.0)]})).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(answer["detail"][0]["type"], "jump", "{answer}");
    // The arm goes on to the first trajectory's end.
    s.wait_for_joints(Duration::from_secs(15), "the first trajectory's end", |q| close(q, &goal, 1e-9)).await;
}

/// A sparse trajectory the drives can follow is followed within the acceleration limits: the
/// joint states, at the controller's rate, never change velocity faster than the joint allows.
#[tokio::test(flavor = "multi_thread")]
async fn a_sparse_trajectory_is_followed_within_the_acceleration_limits() {
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let start = s.settled().await;
    // One point 0.8 rad away in 2 s: steps of 0.4 rad/s at each end, 4 rad/s² (joint1: 5).
    let end = joint1_moved(&start, 0.8);
    let mut events = common::sse::EventReader::open(&s.client, &s.url("/robot/stream?events=state&rate=100")).await;
    let (status, answer) = s.post_json("/trajectory/send", &json!({"points": [point(end, 2.0)]})).await;
    assert_eq!((status, common::ack(answer.clone())), (200, json!({"status": "sent"})));
    let (mut last, mut worst, mut seen) = (None::<(f64, f64)>, 0.0f64, 0);
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while std::time::Instant::now() < deadline {
        let Some(e) = events.next(Duration::from_secs(5)).await else { continue };
        let stamp = e.data["stamp"].as_str().and_then(|s| humantime::parse_rfc3339(s).ok());
        let t = stamp.and_then(|s| s.duration_since(std::time::UNIX_EPOCH).ok()).map(|d| d.as_secs_f64());
        let (Some(t), Some(v), Some(q)) = (t, e.data["velocity"][0].as_f64(), e.data["position"][0].as_f64()) else {
            continue;
        };
        if let Some((t0, v0)) = last.filter(|(t0, _)| t > *t0) {
            worst = worst.max((v - v0).abs() / (t - t0));
            seen += 1;
        }
        last = Some((t, v));
        if (q - end[0]).abs() < 1e-9 && v == 0.0 && seen > 50 {
            break;
        }
    }
    assert!(seen > 50, "only {seen} states seen");
    assert!(worst <= 5.0 * 1.01, "joint1 changed velocity at {worst} rad/s² (limit 5)");
}

/// A smooth trajectory as a planner samples it (100 Hz, a cosine profile from rest to rest) is
/// within every limit and runs to its end.
#[tokio::test(flavor = "multi_thread")]
async fn a_smooth_100_hz_trajectory_runs() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let duration = 4.0;
    let points: Vec<Value> = (1..=400)
        .map(|k| {
            let t = k as f64 * 0.01;
            let f = (1.0 - (std::f64::consts::PI * t / duration).cos()) / 2.0;
            let q: Vec<f64> = start.iter().zip(TARGET).map(|(a, b)| a + (b - a) * f).collect();
            json!({"positions": q, "time_from_start": t})
        })
        .collect();
    let (status, body) = s.post_json("/trajectory/send", &json!({"points": points})).await;
    assert_eq!((status, common::ack(body.clone())), (200, json!({"status": "sent"})));
    s.wait_for_joints(Duration::from_secs(10), "the arm at the last point", |q| close(q, &TARGET, 1e-9)).await;
}

/// D24: with `validate_limits` (the default) consecutive points that need more than a joint's
/// velocity limit are 422, located at the later point and the joint, for JSON and CSV alike.
#[tokio::test(flavor = "multi_thread")]
async fn consecutive_points_beyond_a_velocity_limit_are_422_at_the_point_and_joint() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let a = joint1_moved(&start, 0.1);
    let b = joint1_moved(&start, 0.6);
    // 0.5 rad in 0.1 s: 5 rad/s against joint1's 1.7104.
    let body = json!({"points": [point(a, 5.0), point(b, 5.1)]});
    let (status, answer) = s.post_json("/trajectory/send", &body).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(locs(&answer), vec![json!(["body", "points", 1, "positions", 0])]);
    assert_eq!(answer["detail"][0]["type"], "velocity_limit");
    let msg = answer["detail"][0]["msg"].as_str().unwrap();
    assert!(
        msg.contains("joint1 would move at 5 rad/s from point 0 to point 1") && msg.contains("1.7104 rad/s"),
        "{msg}"
    );
    let row = |t: f64, q: &[f64; 7]| {
        let mut r = [0.0; 8];
        r[0] = t;
        r[1..].copy_from_slice(q);
        r
    };
    let file = csv(&[row(5.0, &a), row(5.1, &b)], "t,joint_1,joint2,joint3,joint4,joint5,joint6,joint7", ',');
    let (status, answer) = s.upload("/trajectory/send_csv", "file", file.clone()).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(locs(&answer), vec![json!(["body", "file", "row", 3, "joint_1"])]);
    assert_eq!(answer["detail"][0]["type"], "velocity_limit");
    // Without the limits checked it is refused all the same (D24): no drive follows it.
    let before = s.joints().await;
    let (status, answer) = s
        .post_json("/trajectory/send", &json!({"points": [point(a, 5.0), point(b, 5.1)], "validate_limits": false}))
        .await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(locs(&answer), vec![json!(["body", "points", 1, "positions", 0])]);
    let (status, answer) = s.upload("/trajectory/send_csv?validate_limits=false", "file", file).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(locs(&answer), vec![json!(["body", "file", "row", 3, "joint_1"])]);
    let (_, logs) = s.get("/trajectory/logs?n=4").await;
    assert!(
        logs["lines"].to_string().contains("refused before publishing: point 1: joint1 would move at 5 rad/s"),
        "{logs}"
    );
    let still = s.still_for(Duration::from_millis(300)).await.expect("refused by the controller");
    assert!(close(&still, &before, 1e-12));
}

/// Issue 49: velocity steps that alternate within a window do not cancel at the gate: ±2 mrad
/// every 10 ms on joint1 asks a drive that follows each step for 40 rad/s², though the averaged
/// velocity ends each window where it began. 422, with or without the limits checked; nothing
/// moves.
#[tokio::test(flavor = "multi_thread")]
async fn steps_that_alternate_within_a_window_are_refused() {
    let s = Server::start(Options::default()).await;
    let start: [f64; 7] = s.settled().await.try_into().expect("7 joints");
    let points: Vec<Value> = (1..=50)
        .map(|i| {
            let mut q = start;
            q[0] += if i % 2 == 1 { 0.002 } else { 0.0 };
            point(q, 0.01 * f64::from(i))
        })
        .collect();
    for validate_limits in [true, false] {
        let (status, answer) =
            s.post_json("/trajectory/send", &json!({"points": points, "validate_limits": validate_limits})).await;
        assert_eq!(status, 422, "{answer}");
        assert_eq!(answer["detail"][0]["type"], "acceleration_limit", "{answer}");
        assert_eq!(answer["detail"][0]["loc"][4], 0, "joint1: {answer}");
        let msg = answer["detail"][0]["msg"].as_str().unwrap_or_default();
        assert!(msg.contains("joint1") && msg.contains("nothing was sent"), "{msg}");
    }
    let still = s.still_for(Duration::from_millis(300)).await.expect("nothing sent");
    assert!(close(&still, &start, 1e-12));
}

/// Issue 49: a trajectory that continues at the measured velocity just after `/stop` asks the
/// decelerating hold's command for a velocity step back up: the gate judges it from the
/// controller's own state (its command, velocity and the steps its drives still spread), not
/// from the measured sample, and refuses what the controller would. Over ROS 2 that state is the
/// controller's `~/controller_state`.
#[tokio::test(flavor = "multi_thread")]
async fn a_trajectory_sent_during_a_stops_hold_is_judged_from_the_hold() {
    // A tenth of real time: the stop's hold lasts seconds of the test's time.
    let s = Server::start(Options { time_scale: 0.1, ..Options::default() }).await;
    let start = s.settled().await;
    let target = joint1_moved(&start, 1.5);
    let moving = s.post_in_background("/robot/move/joints", json!({"joints": target, "speed": 1.0}));
    eventually(Duration::from_secs(30), "joint1 at 1 rad/s or more", async || {
        let (_, js) = s.get("/robot/joint_states").await;
        if js["velocity"][0].as_f64().unwrap_or_default().abs() >= 1.0 { Ok(()) } else { Err(js) }
    })
    .await;
    let (status, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(status, 200, "{stop}");
    let (_, js) = s.get("/robot/joint_states").await;
    let q: [f64; 7] = common::positions(&js).try_into().expect("7 joints");
    let v: Vec<f64> =
        js["velocity"].as_array().expect("velocities").iter().map(|x| x.as_f64().unwrap_or(0.0)).collect();
    assert!(v[0].abs() > 0.3, "the hold still under way: {js}");
    // On from where the command would be were the arm moving steadily, at the measured
    // velocity, then to rest at 4 rad/s²: every step within the drives, seen from the sample.
    let (w, a, dt) = (0.1, 4.0 * v[0].signum(), 0.01);
    let stop_s = v[0] / a;
    let n = (stop_s / dt).ceil() as u32;
    let points: Vec<Value> = (1..=n)
        .map(|k| {
            let t = (f64::from(k) * dt).min(stop_s);
            let mut p = q;
            p[0] += v[0] * w / 2.0 + v[0] * t - a * t * t / 2.0;
            point(p, t)
        })
        .collect();
    let (status, answer) = s.post_json("/trajectory/send", &json!({"points": points})).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(answer["detail"][0]["type"], "acceleration_limit", "{answer}");
    let msg = answer["detail"][0]["msg"].as_str().unwrap_or_default();
    assert!(msg.contains("joint1") && msg.contains("nothing was sent"), "{msg}");
    // The stop ended the move, and the arm comes to rest under the hold.
    assert_eq!(moving.await.expect("the move's answer")["success"], false);
    s.settled().await;
}

/// A point with its velocities.
fn moving_point(q: [f64; 7], v: [f64; 7], t: f64) -> Value {
    json!({"positions": q, "velocities": v, "time_from_start": t})
}

/// Issue 50: points that give velocities are followed on the controller's cubic through them,
/// as Jazzy's joint_trajectory_controller interpolates them, not on straight lines. From rest to
/// rest the cubic peaks at 1.5 times the mean speed, a straight line never passes it: the joint
/// state shows the peak (a third of the motion is above 1.3 times the mean), on either backend.
#[tokio::test(flavor = "multi_thread")]
async fn points_with_velocities_are_followed_on_the_controllers_cubic() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let end = joint1_moved(&start, 0.6);
    let (status, body) = s.post_json("/trajectory/send", &json!({"points": [moving_point(end, [0.0; 7], 20.0)]})).await;
    assert_eq!(status, 200, "{body}");
    let mean = 0.6 / 20.0;
    let mut fastest: f64 = 0.0;
    s.wait_for_joints(Duration::from_secs(20), "the arm at the point", |q| close(q, &end, 1e-9)).await;
    // Read as it moved: the joint states kept over the motion (the stream's history is not
    // needed: the peak lasts a third of the motion, a second of wall time at time scale 20).
    let (_, logs) = s.get("/trajectory/logs?n=20").await;
    let lines: Vec<&str> = logs["lines"].as_array().unwrap().iter().map(|l| l.as_str().unwrap()).collect();
    assert!(lines.iter().any(|l| l.contains("published 1 point(s)")), "{lines:?}");
    // A second motion back, watched while it runs.
    let (status, body) =
        s.post_json("/trajectory/send", &json!({"points": [moving_point(start_array(&start), [0.0; 7], 20.0)]})).await;
    assert_eq!(status, 200, "{body}");
    eventually(Duration::from_secs(20), "joint 1 back where it started", async || {
        let (_, js) = s.get("/robot/joint_states").await;
        fastest = fastest.max(js["velocity"][0].as_f64().unwrap_or(0.0).abs());
        let q = common::positions(&js);
        if close(&q, &start, 1e-9) { Ok(()) } else { Err(q) }
    })
    .await;
    assert!(
        fastest > 1.3 * mean,
        "joint 1 peaked at {fastest} rad/s: a straight line's {mean}, not a cubic's 1.5 times it"
    );
    assert!(fastest < 1.6 * mean, "joint 1 peaked at {fastest} rad/s, beyond the cubic's 1.5 times {mean}");
}

fn start_array(q: &[f64]) -> [f64; 7] {
    q.try_into().expect("7 joints")
}

/// Velocities are given for every point or for none, within the joints' limits, accelerations only
/// with them, and the last point rests: each other case is 422 where it is, and nothing moves.
#[tokio::test(flavor = "multi_thread")]
async fn velocities_for_some_points_or_a_moving_end_are_422_where_they_are() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let a = joint1_moved(&start, 0.1);
    let b = joint1_moved(&start, 0.2);
    let cases = [
        (
            json!({"points": [moving_point(a, [0.05; 7], 2.0), point(b, 4.0)]}),
            json!(["body", "points", 1, "velocities"]),
            "missing",
        ),
        (
            json!({"points": [point(a, 2.0), moving_point(b, [0.0; 7], 4.0)]}),
            json!(["body", "points", 1, "velocities"]),
            "extra_forbidden",
        ),
        (
            json!({"points": [moving_point(a, [0.05; 7], 2.0), moving_point(b, [0.01; 7], 4.0)]}),
            json!(["body", "points", 1, "velocities", 0]),
            "value_error",
        ),
        (
            json!({"points": [{"positions": a, "accelerations": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], "time_from_start": 2.0}]}),
            json!(["body", "points", 0, "accelerations"]),
            "value_error",
        ),
        // A velocity no joint has, whatever validate_limits says: its curve would go anywhere.
        (
            json!({"points": [moving_point(a, [1e300, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], 2.0), moving_point(b, [0.0; 7], 4.0)], "validate_limits": false}),
            json!(["body", "points", 0, "velocities", 0]),
            "velocity_limit",
        ),
    ];
    for (body, loc, kind) in cases {
        let (status, answer) = s.post_json("/trajectory/send", &body).await;
        assert_eq!(status, 422, "{body} -> {answer}");
        assert!(locs(&answer).contains(&loc), "{body} -> {answer}");
        assert!(answer["detail"].as_array().unwrap().iter().any(|d| d["type"] == kind), "{body} -> {answer}");
    }
    assert!(close(&s.joints().await, &start, 1e-9), "nothing moved");
}

/// The drive check judges the curve the controller will command: a point whose straight line
/// would be within joint 1's velocity limit (0.8 of it) but whose cubic from rest to rest is not
/// (1.2 of it, and 6·d/T² at its start) is 422 at the point, naming the curve.
#[tokio::test(flavor = "multi_thread")]
async fn a_cubic_beyond_the_drives_is_422_naming_the_curve() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let end = joint1_moved(&start, 0.8 * 1.7104 * 0.5);
    let body = json!({"points": [moving_point(end, [0.0; 7], 0.5)], "validate_limits": false});
    let (status, answer) = s.post_json("/trajectory/send", &body).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(locs(&answer), [json!(["body", "points", 0, "positions", 0])], "{answer}");
    let msg = answer["detail"][0]["msg"].as_str().unwrap();
    assert!(msg.contains("joint1 would move at") && msg.contains("on the controller's cubic to point 0"), "{msg}");
    assert!(close(&s.joints().await, &start, 1e-9), "nothing moved");
}
