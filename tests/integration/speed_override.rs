//! The speed override and pause (D29): `PUT /robot/override` slows, pauses and resumes the
//! motion in progress on its path (moves, trajectories, a sequence's waypoint) and later ones;
//! its bounds; the stream's event; agents may lower it and raise it only within their cap.
//! Times are simulated: the controller's clock, as its log and the override's answer give it.

use crate::common::sse::EventReader;
use crate::common::{self, Options, Server, close, eventually, locs};
use armrest::config::endpoints::MotionPolicy;
use rmcp::ServiceExt;
use rmcp::model::{CallToolRequestParams, CallToolResult};
use rmcp::transport::StreamableHttpClientTransport;
use serde_json::{Value, json};
use std::time::Duration;

const HOME: [f64; 7] = [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0];
const A: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];

/// `q` with joint 1 moved by `d`.
fn joint1(q: [f64; 7], d: f64) -> [f64; 7] {
    let mut q = q;
    q[0] += d;
    q
}

/// The simulated time scale for a test that pauses a motion under way. Over ROS 2 armrest ramps
/// the controller's speed scaling on the wall clock (about 0.7 s from 1 to 0 for this arm's
/// limits); at the harness's usual 20 times the motion would end within the ramp.
fn ramp_time_scale() -> f64 {
    if common::over_ros2() { 2.0 } else { Options::default().time_scale }
}

/// Over ROS 2, a robot whose MoveIt lets the override slow and pause its `cobot/*` moves
/// (`trajectory_execution.execution_duration_monitoring: false`, as UR's launch files set it
/// beside a scaled controller). On the default stack MoveIt would cancel them, and armrest
/// refuses such an override: `moveit_monitoring_*` below.
/// Over ROS 2, the default stack's robot (`config/stacks/jazzy-moveit.yaml`) whatever stack the
/// suite runs on (`common::TEST_STACK`): for the tests of what that robot does (MoveIt's
/// monitoring on; a controller that follows the factor sent). The other stacks' behaviours have
/// their tests in `ros2_stacks`.
fn default_stack(o: Options) -> Options {
    if !common::over_ros2() {
        return o;
    }
    Options { sim_node_args: common::stack_variant("default", &[]), ..o }
}

fn unmonitored(o: Options) -> Options {
    if !common::over_ros2() {
        return o;
    }
    let edit = ("jazzy-moveit/moveit_controllers.yaml", "monitoring: true", "monitoring: false");
    Options { sim_node_args: common::stack_variant("unmonitored", &[edit]), ..o }
}

/// A motion timeout (3 s) shorter than the pauses of the tests that use it, at a time scale (2)
/// that leaves a motion of a few simulated seconds under way long enough to pause.
fn short_timeout() -> Options {
    unmonitored(Options { time_scale: 2.0, ..Options::default() }).with_endpoints(|e| e.motion.timeout_s = 3.0)
}

/// Starts a sequence of `file`, run once.
async fn start_sequence(s: &Server, file: &Value) {
    let form = reqwest::multipart::Form::new()
        .part("config", reqwest::multipart::Part::bytes(serde_json::to_vec(file).unwrap()).file_name("s.json"))
        .text("n_iterations", "1");
    let (status, r) =
        common::decode(s.client.post(s.url("/sequences/start")).multipart(form).send().await.unwrap()).await;
    assert_eq!(status, 200, "{r}");
}

/// The answer of a motion request running in the background, waited for with a deadline.
async fn answered(request: tokio::task::JoinHandle<Value>) -> Value {
    tokio::time::timeout(Duration::from_secs(60), request).await.expect("the motion answers").expect("its task")
}

/// Seconds the controller's log says trajectory `id` took, once it finished slowed.
async fn finished_after(s: &Server, id: &str) -> f64 {
    let needle = format!("trajectory {id} finished after ");
    let line = eventually(Duration::from_secs(60), "the trajectory's end in the log", async || {
        let (_, logs) = s.get("/trajectory/logs?n=300").await;
        let lines = logs["lines"].as_array().cloned().unwrap_or_default();
        lines.iter().filter_map(Value::as_str).find(|l| l.contains(&needle)).map(str::to_owned).ok_or(logs)
    })
    .await;
    let after = line.split(&needle).nth(1).and_then(|r| r.split(' ').next()).expect("seconds");
    after.parse().unwrap_or_else(|_| panic!("no seconds in {line}"))
}

#[tokio::test(flavor = "multi_thread")]
async fn half_speed_at_two_seconds_doubles_the_remaining_time() {
    if common::skipped_over_ros2(
        "the end of a trajectory is timed by the simulated controller's log, which is the sim node's over ROS 2",
    ) {
        return;
    }
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    assert_eq!(s.get("/robot/override").await, (200, json!({"fraction": 1.0, "paused": false})));
    // Joint 1 at an even 0.05 rad/s for 10 s: where it is tells how far along the path it is.
    let goal = joint1(HOME, 0.5);
    let points =
        json!({"points": [{"positions": start, "time_from_start": 0.0}, {"positions": goal, "time_from_start": 10.0}]});
    assert_eq!(s.post_json("/trajectory/send", &points).await.0, 200);
    s.wait_for_joints(Duration::from_secs(10), "2 s along the path", |q| q[0] >= HOME[0] + 0.1).await;
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0.5})).await;
    assert_eq!(status, 200, "{report}");
    assert_eq!((report["fraction"].clone(), report["previous"].clone()), (json!(0.5), json!(1.0)), "{report}");
    assert_eq!(report["not_applied"], Value::Null, "{report}");
    let applied = &report["applied_to"];
    let (path, elapsed) = (applied["path_s"].as_f64().unwrap(), applied["elapsed_s"].as_f64().unwrap());
    // Applied once the arm was 2 s along, while it still moved; when exactly is the loaded
    // machine's business: the remaining time below is measured from the path time it reports.
    assert!((2.0..10.0).contains(&path) && (elapsed - path).abs() < 1e-6, "{report}");
    assert_eq!(applied["duration_s"], 10.0);
    // Half the speed: joint 1 moves at 0.025 rad/s.
    let v = eventually(Duration::from_secs(5), "joint 1 at half its speed", async || {
        let (_, js) = s.get("/robot/joint_states").await;
        let v = js["velocity"][0].as_f64().unwrap_or(f64::NAN);
        if (v - 0.025).abs() < 1e-9 { Ok(v) } else { Err(js) }
    })
    .await;
    assert!(v > 0.0);
    let id = applied["motion"].as_str().unwrap().split(' ').nth(1).unwrap().to_owned();
    let took = finished_after(&s, &id).await;
    let (remaining, expected) = (took - elapsed, 2.0 * (10.0 - path));
    assert!((remaining / expected - 1.0).abs() <= 0.05, "{remaining} s remained after the change; {expected} expected");
    assert!(close(&s.settled().await, &goal, 1e-9), "the goal, not past it");
    assert_eq!(s.get("/robot/override").await.1["fraction"], 0.5, "later motions follow it too");
}

#[tokio::test(flavor = "multi_thread")]
async fn zero_pauses_a_move_on_its_path_the_arm_stays_owned_and_one_resumes_to_the_goal() {
    let s = Server::start(unmonitored(Options { time_scale: ramp_time_scale(), ..Options::default() })).await;
    let mut stream = EventReader::open(&s.client, &s.url("/robot/stream?events=motion")).await;
    let moving = s.slow_move_under_way(&A).await;
    // Over ROS 2 the controller's speed scaling pauses the motion server's goal.
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0})).await;
    assert_eq!(status, 200, "{report}");
    assert!(report["applied_to"]["motion"].as_str().unwrap().contains("a motion goal"), "{report}");
    let event = stream
        .until(Duration::from_secs(10), "the override's motion event", |e| e.data["phase"] == "override")
        .await
        .pop()
        .unwrap();
    assert_eq!(event.data["request"], "override");
    assert!(event.data["message"].as_str().unwrap().contains("0 (paused)"), "{}", event.data);
    // At rest on its path: joint by joint between where it started and the goal, in proportion.
    let paused = s.settled().await;
    let share = (paused[0] - HOME[0]) / (A[0] - HOME[0]);
    assert!(share > 0.0 && share < 1.0, "{paused:?}");
    for j in 0..7 {
        let on_path = HOME[j] + share * (A[j] - HOME[j]);
        assert!((paused[j] - on_path).abs() < 1e-6, "joint {j} off the path: {paused:?}");
    }
    s.still_for(Duration::from_millis(500)).await.expect("paused, the arm holds");
    assert_eq!(s.get("/robot/override").await.1, json!({"fraction": 0.0, "paused": true}));
    // The motion stays in progress: the arm is still taken.
    for (path, body) in Server::motion_requests() {
        assert_eq!(s.post_json(path, &body).await.0, 409, "{path}");
    }
    assert!(!moving.is_finished(), "the move has not answered");
    let (status, resumed) = s.put_json("/robot/override", &json!({"fraction": 1.0})).await;
    assert_eq!(status, 200, "{resumed}");
    let done = answered(moving).await;
    assert_eq!(done["success"], true, "{done}");
    assert!(close(&s.settled().await, &A, 1e-9), "the original goal");
}

/// The motion timeout counts only the time the path advanced: a move paused for longer than
/// `motion.timeout_s` still reaches its goal once resumed (over ROS 2 by the factors on the
/// controller's scaling topic).
#[tokio::test(flavor = "multi_thread")]
async fn a_pause_longer_than_the_motion_timeout_does_not_time_the_move_out() {
    let s = Server::start(short_timeout()).await;
    // About 3 s of simulated motion: 1.5 s of the wall clock at this time scale.
    let moving = s.post_in_background("/robot/move/joints", json!({"joints": A, "speed": 0.1}));
    let home = s.joints().await;
    s.wait_for_joints(Duration::from_secs(10), "the move under way", |q| !close(q, &home, 1e-3)).await;
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 0})).await.0, 200);
    s.settled().await;
    s.still_for(Duration::from_secs(3)).await.expect("paused past the motion timeout");
    assert!(!moving.is_finished(), "the paused move has not answered");
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 1})).await.0, 200);
    let done = answered(moving).await;
    assert_eq!(done["success"], true, "{done}");
    assert!(close(&s.settled().await, &A, 1e-6));
}

/// The same for a sequence's waypoint: its runner's goal (over ROS 2 it follows the scaling
/// topic itself) does not time out while paused.
#[tokio::test(flavor = "multi_thread")]
async fn a_sequence_paused_longer_than_the_motion_timeout_finishes() {
    let s = Server::start(short_timeout()).await;
    let home = s.joints().await;
    start_sequence(&s, &json!({"waypoints": [{"joints": A, "speed": 0.1}]})).await;
    s.wait_for_joints(Duration::from_secs(30), "the waypoint under way", |q| !close(q, &home, 1e-3)).await;
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 0})).await.0, 200);
    s.settled().await;
    s.still_for(Duration::from_secs(3)).await.expect("paused past the motion timeout");
    assert_eq!(s.get("/sequences/status").await.1["status"], "running");
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 1})).await.0, 200);
    eventually(Duration::from_secs(60), "the sequence to finish", async || {
        let (_, status) = s.get("/sequences/status").await;
        if status["status"] == "finished" { Ok(()) } else { Err(status) }
    })
    .await;
    let (_, logs) = s.get("/sequences/logs?n=300").await;
    assert_eq!(s.get("/sequences/status").await.1["returncode"], 0, "{logs}");
    assert!(close(&s.settled().await, &A, 1e-6));
}

/// A stop while paused ends the motion: raising the override afterwards resumes nothing.
#[tokio::test(flavor = "multi_thread")]
async fn a_stop_while_paused_ends_the_motion_and_resuming_moves_nothing() {
    let s = Server::start(unmonitored(Options { time_scale: ramp_time_scale(), ..Options::default() })).await;
    let moving = s.slow_move_under_way(&A).await;
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 0})).await.0, 200);
    let paused = s.settled().await;
    let (status, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!((status, &stop["success"]), (200, &json!(true)), "{stop}");
    let done = answered(moving).await;
    assert_eq!(done["success"], false, "{done}");
    assert!(done["message"].as_str().unwrap().contains("stopped"), "{done}");
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 1})).await.0, 200);
    s.still_for(Duration::from_millis(500)).await.expect("nothing resumes after the stop");
    assert!(close(&s.joints().await, &paused, 1e-3), "where it paused");
    // And the arm is free again.
    let (status, r) = s.post_json("/robot/move/joints", &json!({"joints": HOME, "speed": 1.0})).await;
    assert_eq!((status, &r["success"]), (200, &json!(true)), "{r}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_paused_trajectory_holds_and_resumes_to_its_goal() {
    let s = Server::start(default_stack(Options { time_scale: ramp_time_scale(), ..Options::default() })).await;
    let start = s.settled().await;
    let goal = joint1(HOME, 0.6);
    let points =
        json!({"points": [{"positions": start, "time_from_start": 0.0}, {"positions": goal, "time_from_start": 6.0}]});
    assert_eq!(s.post_json("/trajectory/send", &points).await.0, 200);
    s.wait_for_joints(Duration::from_secs(10), "the trajectory under way", |q| q[0] >= HOME[0] + 0.1).await;
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0.0})).await;
    assert_eq!(status, 200, "{report}");
    assert!(report["applied_to"]["motion"].is_string(), "{report}");
    let paused = s.settled().await;
    assert!(paused[0] < goal[0] - 0.05, "paused short of the goal: {paused:?}");
    assert!(close(&paused[1..], &goal[1..], 1e-9), "on the path: {paused:?}");
    s.still_for(Duration::from_millis(500)).await.expect("paused, the arm holds");
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 1.0})).await.0, 200);
    s.wait_for_joints(Duration::from_secs(20), "the trajectory's goal", |q| close(q, &goal, 1e-6)).await;
    assert!(close(&s.settled().await, &goal, 1e-6));
}

#[tokio::test(flavor = "multi_thread")]
async fn later_moves_run_at_the_override() {
    let s = Server::start(unmonitored(Options::default())).await;
    let (status, first) = s.post_json("/robot/move/joints", &json!({"joints": A, "speed": 0.2})).await;
    assert_eq!((status, &first["success"]), (200, &json!(true)), "{first}");
    // At rest (over ROS 2 the result can come while the arm still settles, which moves it).
    s.settled().await;
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0.5})).await;
    assert_eq!(status, 200, "{report}");
    assert_eq!(report["applied_to"], Value::Null, "nothing ran: {report}");
    let (status, back) = s.post_json("/robot/move/joints", &json!({"joints": HOME, "speed": 0.2})).await;
    assert_eq!((status, &back["success"]), (200, &json!(true)), "{back}");
    // The same path back at half the speed: twice the time (the controller follows the plan at
    // half rate: the simulator's, or over ROS 2 the robot's controller by its speed scaling).
    let ratio = common::motion_seconds(&back) / common::motion_seconds(&first);
    // Durations are said to the millisecond; over ROS 2 the motion's end is seen by the goal's
    // result, a little after the controller's.
    assert!((1.9..=2.1).contains(&ratio), "{ratio}: {first} then {back}");
    assert!(close(&s.settled().await, &HOME, 1e-6));
    // Paused with the arm at rest: a move starts paused and owns the arm until resumed.
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 0})).await.0, 200);
    let waiting = s.post_in_background("/robot/move/joints", json!({"joints": A, "speed": 0.5}));
    // Asked of the plan, which answers as the move would and moves nothing (a move admitted
    // before the paused one would wait paused itself).
    eventually(Duration::from_secs(10), "the paused move to own the arm", async || {
        let (status, r) = s.post_json("/robot/plan/named", &json!({"name": "work"})).await;
        if status == 409 { Ok(()) } else { Err((status, r)) }
    })
    .await;
    s.still_for(Duration::from_millis(300)).await.expect("a move started paused waits");
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 1})).await.0, 200);
    assert_eq!(answered(waiting).await["success"], true);
    assert!(close(&s.settled().await, &A, 1e-9));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_sequence_paused_in_its_second_waypoint_resumes_that_waypoint() {
    // Slow enough to catch the second waypoint under way.
    let s = Server::start(unmonitored(Options { time_scale: 4.0, ..Options::default() })).await;
    let (b1, b2, b3) = (joint1(HOME, 0.3), joint1(HOME, 0.9), joint1(HOME, -0.2));
    let file = json!({"waypoints": [
        {"joints": b1, "speed": 0.3}, {"joints": b2, "speed": 0.1}, {"joints": b3, "speed": 0.3}
    ]});
    start_sequence(&s, &file).await;
    // The first waypoint reached, then the second under way.
    s.wait_for_joints(Duration::from_secs(30), "the second waypoint under way", |q| q[0] > b1[0] + 0.05).await;
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0})).await;
    assert_eq!(status, 200, "{report}");
    let paused = s.settled().await;
    assert!(paused[0] > b1[0] && paused[0] < b2[0], "between the first and second waypoints: {paused:?}");
    s.still_for(Duration::from_millis(500)).await.expect("paused, the arm holds");
    assert_eq!(s.get("/sequences/status").await.1["status"], "running");
    let (_, logs) = s.get("/sequences/logs?n=300").await;
    assert!(!logs.to_string().contains("waypoint 2/3: MoveToJoints"), "waypoint 2 not done while paused: {logs}");
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 1})).await.0, 200);
    // The same waypoint resumed: the arm goes on up to b2 before it turns to b3.
    let mut highest = paused[0];
    eventually(Duration::from_secs(60), "the sequence to finish", async || {
        highest = highest.max(s.joints().await[0]);
        let (_, status) = s.get("/sequences/status").await;
        if status["status"] == "finished" { Ok(()) } else { Err(status) }
    })
    .await;
    let (_, logs) = s.get("/sequences/logs?n=300").await;
    let (_, trajectory_logs) = s.get("/trajectory/logs?n=300").await;
    assert!((highest - b2[0]).abs() < 0.01, "up to the second waypoint ({highest}): {logs} {trajectory_logs}");
    assert_eq!(s.get("/sequences/status").await.1["returncode"], 0, "{logs}");
    let lines: Vec<&str> = logs["lines"].as_array().unwrap().iter().filter_map(Value::as_str).collect();
    let done: Vec<&&str> = lines.iter().filter(|l| l.contains(" ok in ")).collect();
    assert_eq!(done.len(), 3, "each waypoint once: {lines:#?}");
    assert!(done[1].contains("waypoint 2/3"), "{lines:#?}");
    assert!(close(&s.settled().await, &b3, 1e-9));
}

/// A controller before Jazzy's takes no speed scaling (`trajectory.speed_scaling_topic: ""`):
/// over ROS 2 the override then slows what armrest sends later, and a pause while the arm moves
/// is refused, plainly, rather than promised. (The simulator's controller always scales.)
#[tokio::test(flavor = "multi_thread")]
async fn without_the_controllers_speed_scaling_a_pause_while_moving_is_refused_over_ros2() {
    if !common::over_ros2() {
        return;
    }
    let s =
        Server::start(Options::default().with_endpoints(|e| e.trajectory.speed_scaling_topic = String::new())).await;
    let moving = s.slow_move_under_way(&A).await;
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0})).await;
    assert_eq!(status, 409, "{report}");
    let why = report["detail"].as_str().unwrap();
    assert!(why.contains("cannot pause") && why.contains("speed_scaling_topic") && why.contains("/stop"), "{why}");
    assert_eq!(s.get("/robot/override").await.1["fraction"], 1.0);
    // Slowing is taken, for later motions; the move in progress keeps its speed.
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0.5})).await;
    assert_eq!(status, 200, "{report}");
    assert!(report["not_applied"].as_str().unwrap().contains("keeps the speed"), "{report}");
    let done = answered(moving).await;
    assert_eq!(done["success"], true, "{done}");
    // Paused at rest, nothing starts: nothing could be held paused. (At rest by its joint
    // states: the move's result can come while the arm still settles, and then it moves.)
    s.settled().await;
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 0})).await.0, 200);
    let (status, r) = s.post_json("/robot/move/joints", &json!({"joints": HOME})).await;
    assert_eq!((status, &r["success"]), (200, &json!(false)), "{r}");
    assert!(r["message"].as_str().unwrap().contains("speed override is 0"), "{r}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_fraction_outside_zero_to_one_or_not_a_number_is_422_and_changes_nothing() {
    let s = Server::start(Options::default()).await;
    for body in [
        json!({"fraction": -0.1}),
        json!({"fraction": 1.5}),
        json!({"fraction": "0.5"}),
        json!({"fraction": "NaN"}),
        json!({"fraction": null}),
        json!({"fraction": true}),
        json!({}),
    ] {
        let (status, answer) = s.put_json("/robot/override", &body).await;
        assert_eq!(status, 422, "{body}: {answer}");
        assert_eq!(locs(&answer), [json!(["body", "fraction"])], "{body}: {answer}");
        assert!(answer["detail"][0]["msg"].is_string() && answer["detail"][0]["type"].is_string(), "{answer}");
    }
    // Numbers JSON cannot hold (1e999 is no finite number) and bodies that are no JSON object.
    for raw in [r#"{"fraction": 1e999}"#, r#"{"fraction": NaN}"#, "0.5"] {
        let r = s.client.put(s.url("/robot/override")).header("content-type", "application/json").body(raw);
        let (status, answer) = common::decode(r.send().await.unwrap()).await;
        assert_eq!(status, 422, "{raw}: {answer}");
        assert!(answer["detail"].is_array(), "D5 form: {answer}");
    }
    let (_, doc) = s.get("/openapi.json").await;
    let schema = &doc["components"]["schemas"]["SetOverrideRequest"]["properties"]["fraction"];
    assert_eq!((schema["minimum"].clone(), schema["maximum"].clone()), (json!(0.0), json!(1.0)), "{schema}");
    assert_eq!(s.get("/robot/override").await.1["fraction"], 1.0, "nothing changed");
}

/// Issue 36, item 11: below the smallest fraction that runs, only 0 is taken (it pauses);
/// `-0` is 0, answered and shown as such.
#[tokio::test(flavor = "multi_thread")]
async fn below_the_smallest_running_fraction_only_zero_is_taken_and_minus_zero_is_zero() {
    let s = Server::start(Options::default()).await;
    for raw in [r#"{"fraction": 5e-324}"#, r#"{"fraction": 0.005}"#, r#"{"fraction": 1e-300}"#] {
        let r = s.client.put(s.url("/robot/override")).header("content-type", "application/json").body(raw);
        let (status, answer) = common::decode(r.send().await.unwrap()).await;
        assert_eq!(status, 422, "{raw}: {answer}");
        assert_eq!(locs(&answer), [json!(["body", "fraction"])], "{raw}: {answer}");
        let msg = answer["detail"][0]["msg"].as_str().unwrap();
        assert!(msg.starts_with("Input should be 0 (to pause) or greater than or equal to 0.01 (got "), "{msg}");
        assert!(msg.len() < 100, "the number in exponent form: {msg}");
    }
    assert_eq!(s.get("/robot/override").await.1, json!({"fraction": 1.0, "paused": false}), "nothing changed");
    let (_, doc) = s.get("/openapi.json").await;
    let schema = &doc["components"]["schemas"]["SetOverrideRequest"]["properties"]["fraction"];
    assert_eq!(schema["anyOf"], json!([{"const": 0.0}, {"minimum": 0.01}]), "{schema}");
    let r =
        s.client.put(s.url("/robot/override")).header("content-type", "application/json").body(r#"{"fraction": -0.0}"#);
    let (status, report) = common::decode(r.send().await.unwrap()).await;
    assert_eq!(status, 200, "{report}");
    assert!(report["fraction"].as_f64().is_some_and(|f| f == 0.0 && f.is_sign_positive()), "{report}");
    assert!(report.to_string().contains(r#""fraction":0.0"#), "{report}");
    assert_eq!(s.get("/robot/override").await.1, json!({"fraction": 0.0, "paused": true}));
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 0.01})).await.0, 200, "the smallest that runs");
}

fn text(r: &CallToolResult) -> &str {
    r.content.first().and_then(|c| c.as_text()).map(|t| t.text.as_str()).unwrap_or("")
}

#[tokio::test(flavor = "multi_thread")]
async fn agents_may_lower_the_override_and_raise_it_only_within_their_cap() {
    let s = Server::start(Options::default().with_endpoints(|e| {
        e.mcp.motion = MotionPolicy::Allow;
        e.mcp.max_speed = 0.5;
    }))
    .await;
    let client = ().serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize");
    let tools = client.list_all_tools().await.expect("tools/list");
    let set = tools.iter().find(|t| t.name == "set_speed_override").expect("offered");
    assert!(set.description.as_ref().unwrap().contains("mcp.max_speed"), "{:?}", set.description);
    assert_eq!(set.input_schema["properties"]["fraction"]["maximum"], 1.0);
    let call = async |fraction: f64| {
        let mut a = serde_json::Map::new();
        a.insert("fraction".into(), json!(fraction));
        client.call_tool(CallToolRequestParams::new("set_speed_override").with_arguments(a)).await.expect("call")
    };
    // Lowering, from 1 to 0.8 (above the cap, but lower), then to 0.2.
    for lower in [0.8, 0.2] {
        let r = call(lower).await;
        assert_eq!(r.is_error, Some(false), "{}", text(&r));
        assert_eq!(s.get("/robot/override").await.1["fraction"], lower);
    }
    // Raising within the cap, then above it.
    assert_eq!(call(0.5).await.is_error, Some(false));
    let r = call(0.9).await;
    assert_eq!(r.is_error, Some(true));
    assert!(text(&r).contains("mcp.max_speed = 0.5") && text(&r).contains("stays 0.5"), "{}", text(&r));
    assert_eq!(s.get("/robot/override").await.1["fraction"], 0.5, "refused: unchanged");
    let (_, audit) = s.get("/mcp/audit?n=4").await;
    let entries = audit["entries"].as_array().cloned().unwrap_or_default();
    let decisions: Vec<&str> = entries.iter().filter_map(|e| e["decision"].as_str()).collect();
    assert_eq!(decisions, ["allowed", "allowed", "allowed", "over_cap"], "{audit}");
    assert!(entries.iter().all(|e| e["tool"] == "set_speed_override"), "{audit}");
    client.cancel().await.ok();
}

/// MoveIt's execution duration monitoring (issue 50), on by default: it cancels a `cobot/*` goal
/// still running 1.1 × its planned duration + 0.5 s after it started, so over ROS 2 armrest reads
/// the robot's `move_group` parameters and refuses an override that could make it so, naming
/// the parameter: while a move runs, or (at rest) the moves that would start under it, and a
/// sequence. A fraction at or above 1 / 1.1 is taken; so is any fraction at rest, for the
/// trajectories and jogs MoveIt does not time.
#[tokio::test(flavor = "multi_thread")]
async fn moveit_monitoring_refuses_an_override_that_would_cancel_a_cobot_move_over_ros2() {
    if !common::over_ros2() {
        return;
    }
    let s = Server::start(default_stack(Options { time_scale: ramp_time_scale(), ..Options::default() })).await;
    let moving = s.slow_move_under_way(&A).await;
    for fraction in [0.0, 0.5, 0.9] {
        let (status, report) = s.put_json("/robot/override", &json!({"fraction": fraction})).await;
        assert_eq!(status, 409, "{fraction}: {report}");
        let why = report["detail"].as_str().unwrap();
        assert!(
            why.contains("trajectory_execution.execution_duration_monitoring true")
                && why.contains("TIMED_OUT")
                && why.contains("read from /move_group")
                && why.contains("the override stays 1"),
            "{why}"
        );
    }
    assert_eq!(s.get("/robot/override").await.1["fraction"], 1.0);
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0.95})).await;
    assert_eq!(status, 200, "within MoveIt's bound: {report}");
    let done = answered(moving).await;
    assert_eq!(done["success"], true, "{done}");
    let rest = s.settled().await;
    // At rest a lower fraction is taken, saying what it will refuse.
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0.5})).await;
    assert_eq!(status, 200, "{report}");
    assert!(report["notes"].to_string().contains("cobot/* moves are refused before they start"), "{report}");
    let (status, r) = s.post_json("/robot/move/joints", &json!({"joints": HOME})).await;
    assert_eq!((status, &r["success"]), (200, &json!(false)), "{r}");
    let message = r["message"].as_str().unwrap();
    assert!(message.contains("refused before the motion") && message.contains("execution_duration_monitoring"), "{r}");
    assert!(close(&s.joints().await, &rest, 1e-6), "nothing moved");
    let form = reqwest::multipart::Form::new().part(
        "config",
        reqwest::multipart::Part::bytes(json!({"waypoints": [{"joints": HOME}]}).to_string().into_bytes())
            .file_name("seq.json"),
    );
    let r = s.client.post(s.url("/sequences/start")).multipart(form).send().await.unwrap();
    let status = r.status().as_u16();
    let body: Value = r.json().await.unwrap();
    assert_eq!(status, 409, "{body}");
    assert!(body["detail"].as_str().unwrap().contains("execution_duration_monitoring"), "{body}");
    // Back within the bound, the move runs.
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 1})).await.0, 200);
    let (status, r) = s.post_json("/robot/move/joints", &json!({"joints": HOME})).await;
    assert_eq!((status, &r["success"]), (200, &json!(true)), "{r}");
}

/// What the refusal above prevents, as the stand-in's MoveIt does it: with armrest told the
/// motion server is not MoveIt (`motion.moveit_node: ""`), a pause is taken, and the robot's
/// MoveIt cancels the paused move at its bound: `success: false`, TIMED_OUT in MoveIt's words,
/// the arm held mid-path, and resuming moves nothing.
#[tokio::test(flavor = "multi_thread")]
async fn a_move_paused_under_moveits_monitoring_ends_timed_out_with_the_arm_held_over_ros2() {
    if !common::over_ros2() {
        return;
    }
    let o = default_stack(Options { time_scale: ramp_time_scale(), ..Options::default() });
    let s = Server::start(o.with_endpoints(|e| e.motion.moveit_node = String::new())).await;
    let moving = s.post_in_background("/robot/move/joints", json!({"joints": A, "speed": 0.2}));
    let home = s.joints().await;
    s.wait_for_joints(Duration::from_secs(10), "the move under way", |q| !close(q, &home, 1e-3)).await;
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0})).await;
    assert_eq!(status, 200, "{report}");
    let done = answered(moving).await;
    assert_eq!(done["success"], false, "{done}");
    let message = done["message"].as_str().unwrap();
    assert!(
        message.contains("TIMED_OUT") && message.contains("Controller is taking too long to execute trajectory"),
        "{done}"
    );
    let held = s.settled().await;
    assert!(!close(&held, &A, 0.05), "held short of the goal: {held:?}");
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 1})).await.0, 200);
    s.still_for(Duration::from_millis(500)).await.expect("resuming moves nothing: the goal was cancelled");
}
