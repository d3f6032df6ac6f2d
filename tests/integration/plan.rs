//! Plan previews, `/robot/plan/{joints,named,pose}`: the motion each move twin would make, with
//! nothing moved, answering 409, 422 and 503 as the move does.

use crate::common::{self, Options, Server, close};
use armrest_sim::SimFaults;
use serde_json::{Value, json};

const TARGET: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];

fn plan_path(move_path: &str) -> String {
    move_path.replace("/move/", "/plan/")
}

fn numbers(v: &Value) -> Vec<f64> {
    v.as_array().unwrap_or_else(|| panic!("not an array: {v}")).iter().map(|x| x.as_f64().unwrap()).collect()
}

/// The three moves, each far enough to take a while, in an order that starts each from where
/// the last ended.
fn moves() -> [(&'static str, Value); 4] {
    [
        ("/robot/move/joints", json!({"joints": TARGET, "speed": 0.5})),
        ("/robot/move/named", json!({"name": "work", "speed": 0.3, "accel_scale": 0.2})),
        (
            "/robot/move/pose",
            json!({"x": 0.45, "y": 0.2, "z": 0.35, "b": std::f64::consts::PI, "planner": "lin", "speed": 0.4}),
        ),
        (
            "/robot/move/pose",
            json!({"x": 0.3, "y": -0.3, "z": 0.5, "b": std::f64::consts::PI, "planner": "ptp", "speed": 1.0}),
        ),
    ]
}

#[tokio::test(flavor = "multi_thread")]
async fn a_plan_is_the_motion_its_move_then_makes() {
    let s = Server::start(Options::default()).await;
    let (_, description) = s.get("/robot/description").await;
    let limits: Vec<f64> =
        description["limits"].as_array().unwrap().iter().map(|l| l["max_velocity"].as_f64().unwrap()).collect();
    for (path, body) in moves() {
        let before = s.settled().await;
        let (status, preview) = s.post_json(&plan_path(path), &body).await;
        assert_eq!(status, 200, "{path}: {preview}");
        assert_eq!(preview["success"], true, "{path}: {preview}");
        assert_eq!(preview["estimate"], common::over_ros2(), "{preview}");
        assert_eq!(preview["note"].is_string(), common::over_ros2(), "an estimate says so: {preview}");
        let plan = &preview["plan"];
        // Nothing moved.
        assert!(close(&s.joints().await, &before, 1e-9), "{path}: the plan moved the arm");
        assert!(close(&numbers(&plan["start"]), &before, 1e-6), "{path}: plans from where the arm is: {plan}");

        // Peak joint speeds within the scaled limits, and their ratios to the limits.
        let speed = body["speed"].as_f64().unwrap();
        let (peak, ratio) = (numbers(&plan["peak_velocity"]), numbers(&plan["peak_velocity_ratio"]));
        for j in 0..7 {
            assert!(
                peak[j] <= speed * limits[j] * (1.0 + 1e-6),
                "{path}: joint {j} at {} > {speed} x {}",
                peak[j],
                limits[j]
            );
            assert!((ratio[j] - peak[j] / limits[j]).abs() < 1e-9, "{plan}");
        }
        assert!(ratio.iter().any(|r| *r > 0.5 * speed), "{path}: some joint moves near the scaled limit: {ratio:?}");
        let lin = body["planner"] == "lin";
        assert_eq!(plan["planner"], if lin { "lin" } else { "ptp" }, "{plan}");
        assert_eq!(plan["max_line_deviation_m"].is_number(), lin, "{plan}");
        if lin {
            assert!(plan["max_line_deviation_m"].as_f64().unwrap() < 1e-3, "a straight line: {plan}");
        }
        assert!(plan["path_length_m"].as_f64().unwrap() > 0.05, "{plan}");

        // The move: the plan's duration (simulated seconds), goal and goal pose.
        let (status, moved) = s.post_json(path, &body).await;
        assert_eq!((status, &moved["success"]), (200, &json!(true)), "{path}: {moved}");
        let (planned, took) = (plan["duration_s"].as_f64().unwrap(), common::motion_seconds(&moved));
        assert!((planned - took).abs() <= 0.01 * took, "{path}: planned {planned} s, the move took {took} s");
        let reached = s.settled().await;
        assert!(close(&numbers(&plan["goal"]), &reached, 1e-3), "{path}: goal {} vs {reached:?}", plan["goal"]);
        let (_, pose) = s.get("/robot/pose").await;
        for axis in ["x", "y", "z"] {
            let (p, r) =
                (plan["goal_pose"]["position"][axis].as_f64().unwrap(), pose["position"][axis].as_f64().unwrap());
            assert!((p - r).abs() < 1e-3, "{path}: goal pose {axis} {p} vs {r}");
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unreachable_pose_is_refused_with_the_moves_message() {
    let s = Server::start(Options::default()).await;
    let before = s.joints().await;
    for planner in ["ptp", "lin", "circ"] {
        let body = json!({"x": 3.0, "y": 0.0, "z": 0.4, "planner": planner});
        let (status, preview) = s.post_json("/robot/plan/pose", &body).await;
        assert_eq!((status, &preview["success"]), (200, &json!(false)), "{preview}");
        assert!(preview.get("plan").is_none(), "{preview}");
        let (_, moved) = s.post_json("/robot/move/pose", &body).await;
        assert_eq!(moved["success"], false, "{moved}");
        let (said, told) = (preview["message"].as_str().unwrap(), moved["message"].as_str().unwrap());
        if common::over_ros2() {
            // The estimate gives the planner's reason; the move's answer wraps the robot's in
            // the action's outcome ("goal aborted by cobot/move_to_pose: ...").
            assert!(told.ends_with(said), "{planner}: the plan says why the move fails: {said:?} vs {told:?}");
        } else {
            assert_eq!(said, told, "{planner}: the plan says what the move says");
        }
    }
    assert!(close(&s.joints().await, &before, 1e-9), "nothing moved");
}

#[tokio::test(flavor = "multi_thread")]
async fn plans_answer_422_exactly_as_their_moves() {
    let s = Server::start(Options::default()).await;
    let cases = [
        ("/robot/move/joints", json!({})),
        ("/robot/move/joints", json!({"joints": [0, 0, 0]})),
        ("/robot/move/joints", json!({"joints": [0, 0, 0, -2.2, 0, 0, 0]})),
        ("/robot/move/joints", json!({"joints": TARGET, "speed": 1.5})),
        ("/robot/move/named", json!({"name": "garage"})),
        ("/robot/move/named", json!({"name": "home", "accel_scale": -0.1, "speed": 0})),
        ("/robot/move/pose", json!({"x": "0.4", "y": 0, "z": 0.4, "a": "x"})),
        ("/robot/move/pose", json!({"x": 0.4, "y": 0, "z": 0.4, "planner": "rrt"})),
        ("/robot/move/pose", json!([])),
    ];
    for (path, body) in cases {
        let moved = s.post_json(path, &body).await;
        let planned = s.post_json(&plan_path(path), &body).await;
        assert_eq!(moved.0, 422, "{path} {body}: {}", moved.1);
        assert_eq!(planned, moved, "{path} {body}");
    }
    let raw = "{\"joints\": [NaN,0,0,0,0,0,0]}";
    let (status, _) = s.post_raw("/robot/plan/joints", Some("application/json"), raw).await;
    assert_eq!(status, 422);
}

#[tokio::test(flavor = "multi_thread")]
async fn plans_answer_409_while_the_arm_is_taken() {
    let s = Server::start(Options { time_scale: 5.0, ..Options::default() }).await;
    let first = s.slow_move_under_way(&TARGET).await;
    for (path, body) in Server::motion_requests() {
        let (status, moved) = s.post_json(path, &body).await;
        let (plan_status, planned) = s.post_json(&plan_path(path), &body).await;
        assert_eq!((plan_status, status), (409, 409), "{path}: {planned}");
        assert_eq!(planned, moved, "{path}: the same refusal");
    }
    let (_, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(stop["success"], true, "{stop}");
    let _ = first.await;
    s.settled().await;
    let (status, preview) = s.post_json("/robot/plan/named", &json!({"name": "home"})).await;
    assert_eq!((status, &preview["success"]), (200, &json!(true)), "free again: {preview}");
}

#[tokio::test(flavor = "multi_thread")]
async fn without_the_planner_plans_are_503_as_moves_are() {
    if common::skipped_over_ros2(
        "over ROS 2 a plan is armrest's own estimate and needs only the joint state, not the robot's planner",
    ) {
        return;
    }
    let s = Server::start(Options {
        faults: SimFaults { planner_unavailable: true, ..SimFaults::default() },
        ..Options::default()
    })
    .await;
    for (path, body) in Server::motion_requests() {
        let (status, answer) = s.post_json(&plan_path(path), &body).await;
        assert_eq!(status, 503, "{path}: {answer}");
        assert!(answer["detail"].as_str().unwrap().contains("unavailable"), "{answer}");
    }
}
