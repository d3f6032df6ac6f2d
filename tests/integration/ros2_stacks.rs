//! armrest against the stacks robots ship: `armrest_sim_node --stack FILE` stands in for Jazzy's
//! joint_trajectory_controller (JTC) and joint_state_broadcaster as the file says
//! (`config/stacks/*.yaml`). A cancelled goal makes the JTC hold the measured position at once
//! (`set_hold_position`), so `/stop` must not let a cancel replace its decelerating hold; what the
//! controller did not confirm is not reported as held (D27). Each test has a ROS domain of its
//! own (130..).
use crate::common::sse::{EventReader, stamp_s};
use crate::common::{self, BusyLoops, Options, Server, close, eventually};
use serde_json::{Value, json};
use std::time::Duration;

const TARGET: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];

/// The sim node's flags for a stack file: a shipped one by name, or one written for the test.
fn stack_args(file: &std::path::Path) -> &'static [&'static str] {
    let path: &'static str = Box::leak(file.display().to_string().into_boxed_str());
    Box::leak(Box::new(["--stack", path]))
}

fn shipped_stack(name: &str) -> std::path::PathBuf {
    common::repo().join("config/stacks").join(name)
}

/// The shipped default stack with edits (`common::stack_variant`): in the stand-in file, or in
/// the robot's controllers file (`CONTROLLERS`).
const STAND_IN: &str = "jazzy-moveit.yaml";
const CONTROLLERS: &str = "jazzy-moveit/ros2_controllers.yaml";

fn written_stack(tag: &str, edits: &[(&str, &str, &str)]) -> std::path::PathBuf {
    let args = common::stack_variant(tag, edits);
    std::path::PathBuf::from(args[1])
}

async fn server(stack: &std::path::Path, domain: u32) -> Server {
    let o = Options { time_scale: 1.0, sim_node_args: stack_args(stack), ..Options::default() };
    Server::start_over_ros2(o, domain).await
}

/// Stops a move to TARGET a third of the way and watches the arm until it rests. Returns the
/// stop's answer and the most any joint went back against its direction of travel (rad) from
/// the furthest it got after the stop.
async fn stop_mid_move_and_watch(s: &Server) -> (Value, f64) {
    let watched = stop_mid_motion_and_watch(s, Motion::Move).await;
    (watched.stop, watched.back)
}

/// What a stop mid-motion did, as the state stream showed it.
struct Watched {
    /// The stop's answer.
    stop: Value,
    /// The most any joint went back along its direction of travel after the stop (rad).
    back: f64,
    /// The most any joint went on along its direction of travel, from the first state after the
    /// stop to the rest (rad).
    on: f64,
}

/// What the stopped motion is.
#[derive(Clone, Copy, Debug)]
enum Motion {
    /// `POST /robot/move/joints`: a `cobot/*` goal, executed as a goal on the controller.
    Move,
    /// A sequence whose runner has the `cobot/*` goal; the stop signals it.
    Sequence,
    /// `POST /trajectory/send`: on the controller topic, no goal.
    Trajectory,
}

async fn stop_mid_motion_and_watch(s: &Server, motion: Motion) -> Watched {
    // At rest (velocities may be unreported: judged by positions).
    let home =
        eventually(Duration::from_secs(10), "the arm at rest", async || s.still_for(Duration::from_millis(200)).await)
            .await;
    let direction: Vec<f64> = (0..7).map(|j| (TARGET[j] - home[j]).signum()).collect();
    let mover = match motion {
        Motion::Move => Some(s.post_in_background("/robot/move/joints", json!({"joints": TARGET, "speed": 0.6}))),
        Motion::Sequence => {
            let file = json!({"waypoints": [{"joints": TARGET, "speed": 0.6}]});
            let (status, body) = s.upload("/sequences/start", "config", serde_json::to_vec(&file).unwrap()).await;
            assert_eq!(status, 200, "{body}");
            None
        }
        Motion::Trajectory => {
            let points = json!({"points": [{"positions": TARGET, "time_from_start": 2.0}]});
            let (status, body) = s.post_json("/trajectory/send", &points).await;
            assert_eq!(status, 200, "{body}");
            None
        }
    };
    let before = s
        .wait_for_joints(Duration::from_secs(20), "the move a third of the way", |q| {
            (q[6] - home[6]) / (TARGET[6] - home[6]) > 0.33
        })
        .await;
    // Every state from now on, as the server sampled it: a pull-back lasts about one drive
    // window (0.1 s), which a test polling over HTTP on a loaded machine can sleep through.
    let mut states = EventReader::open(&s.client, &s.url("/robot/stream?events=state&rate=100")).await;
    let (status, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(status, 200, "{stop}");
    // The furthest each joint got along its direction of travel, and the most any went back
    // from there, until 300 ms of states (by their stamps) without motion.
    let mut furthest = before;
    let mut most_back: f64 = 0.0;
    let mut still_since: Option<(f64, Vec<f64>)> = None;
    let mut first: Option<Vec<f64>> = None;
    let mut last = Vec::new();
    states
        .until(Duration::from_secs(20), "the arm at rest for 300 ms after the stop", |e| {
            let q: Vec<f64> = serde_json::from_value(e.data["position"].clone()).expect("positions");
            first.get_or_insert_with(|| q.clone());
            last = q.clone();
            for j in 0..7 {
                if (q[j] - furthest[j]) * direction[j] > 0.0 {
                    furthest[j] = q[j];
                }
                most_back = most_back.max((furthest[j] - q[j]) * direction[j]);
            }
            let t = stamp_s(e);
            match &still_since {
                Some((since, at)) if close(at, &q, 1e-9) => t - since >= 0.3,
                _ => {
                    still_since = Some((t, q));
                    false
                }
            }
        })
        .await;
    if let Some(mover) = mover {
        let r = mover.await.unwrap();
        assert_eq!(r["success"], false, "a stopped move is never success: {r}");
    }
    let first = first.unwrap_or_default();
    let on = (0..7).map(|j| (last[j] - first[j]) * direction[j]).fold(0.0, f64::max);
    Watched { stop, back: most_back, on }
}

/// With each shipped stack, beside two busy loops: a stop during a `cobot/*` move holds
/// decelerating (the hold preempts the move's goal on the controller, so the cancel that follows
/// reaches no active goal), the controller confirms it, and no joint reverses.
#[tokio::test(flavor = "multi_thread")]
async fn a_stop_during_a_move_never_reverses_on_either_stack() {
    let _load = BusyLoops::start(2);
    for (k, name) in ["jazzy-moveit.yaml", "position-only.yaml"].into_iter().enumerate() {
        let s = server(&shipped_stack(name), 130 + k as u32).await;
        let (stop, back) = stop_mid_move_and_watch(&s).await;
        assert!(back <= 1e-6, "{name}: a joint moved back {back:.6} rad after the stop: {stop}");
        assert_eq!(
            (stop["hold"].as_str(), stop["success"].as_bool()),
            (Some("hold_point"), Some(true)),
            "{name}: {stop}"
        );
        let message = stop["message"].as_str().unwrap();
        assert!(message.contains("accepted it as a goal"), "{name}: {message}");
    }
}

/// A stop during a sequence and during a published trajectory: the runner is signalled only
/// once the controller has the hold, so its own cancel reaches no active goal; no joint reverses.
#[tokio::test(flavor = "multi_thread")]
async fn a_stop_during_a_sequence_or_a_trajectory_never_reverses() {
    let s = server(&shipped_stack("jazzy-moveit.yaml"), 136).await;
    for motion in [Motion::Sequence, Motion::Trajectory] {
        let Watched { stop, back, .. } = stop_mid_motion_and_watch(&s, motion).await;
        assert!(back <= 1e-6, "{motion:?}: a joint moved back {back:.6} rad after the stop: {stop}");
        assert_eq!(stop["success"], true, "{motion:?}: {stop}");
        if let Motion::Sequence = motion {
            assert_eq!(stop["sequence_stopped"], true, "{stop}");
            assert_eq!(s.sequence_finished().await["returncode"], -15);
        }
        // Back home for the next motion.
        let (status, r) = s.post_json("/robot/move/named", &json!({"name": "home", "speed": 1.0})).await;
        assert_eq!((status, r["success"].as_bool()), (200, Some(true)), "{r}");
    }
}

/// Without the controller's action armrest cannot preempt the move's goal: the cancel reaches
/// the controller, which replaces the decelerating hold with `set_hold_position` (the arm stops
/// at once and goes back by part of its tracking lag, as on a real Jazzy arm), and the stop says
/// it was not confirmed. The hold decelerates over 3 s, so the cancel (which armrest sends at
/// once, but a loaded machine may deliver late) reaches a still moving arm.
#[tokio::test(flavor = "multi_thread")]
async fn without_the_controllers_action_a_stop_is_not_confirmed() {
    let o = Options {
        time_scale: 1.0,
        sim_node_args: stack_args(&shipped_stack("jazzy-moveit.yaml")),
        ..Options::default()
    }
    .with_endpoints(|e| {
        e.trajectory.controller_action = String::new();
        e.stop.hold_min_s = 3.0;
    });
    let s = Server::start_over_ros2(o, 132).await;
    let Watched { stop, on, .. } = stop_mid_motion_and_watch(&s, Motion::Move).await;
    assert_eq!((stop["hold"].as_str(), stop["success"].as_bool()), (Some("hold_point"), Some(false)), "{stop}");
    let message = stop["message"].as_str().unwrap();
    assert!(message.contains("controller_action is empty") && message.contains("stop incomplete"), "{message}");
    // What a real Jazzy controller does then, and the stand-in too: it holds where the arm is
    // measured, at once, instead of decelerating over 3 s to the hold point. (The pull-back that
    // comes with it lasts one drive window, 0.1 s, which a stream sampled by a loaded service can
    // miss: the quiet run of f68f8d1 saw none. The controller's unit test
    // `under_jazzys_rules_a_cancel_undoes_a_topic_hold` measures it.)
    let ahead: f64 = message
        .split("at most ")
        .nth(1)
        .and_then(|m| m.split(" rad ahead").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("the hold's distance in {message}"));
    assert!(on < ahead / 2.0, "held at once: on by {on:.4} rad after the stop, the hold point {ahead:.4} rad ahead");
}

/// An inactive controller and one that owns an eighth joint both reject the hold: the stop is
/// `success: false`, saying the controller rejected it and what to check.
#[tokio::test(flavor = "multi_thread")]
async fn a_controller_that_rejects_the_hold_makes_the_stop_fail_saying_why() {
    for (k, (tag, edit)) in [
        ("inactive", (STAND_IN, "controller_active: true", "controller_active: false")),
        ("eighth", (STAND_IN, "extra_joints: []", "extra_joints: [gripper_joint]")),
    ]
    .into_iter()
    .enumerate()
    {
        let s = server(&written_stack(&format!("stack-{tag}"), &[edit]), 133 + k as u32).await;
        // The arm's seven joints are read from the broadcaster's message whatever else it names.
        let (status, js) = s.get("/robot/joint_states").await;
        assert_eq!(status, 200, "{tag}: {js}");
        let (status, stop) = s.post_json("/stop", &json!({})).await;
        assert_eq!(status, 200);
        assert_eq!(stop["success"], false, "{tag}: {stop}");
        let message = stop["message"].as_str().unwrap();
        assert!(message.contains("rejected the hold goal") && message.contains("NOT confirmed"), "{tag}: {message}");
    }
}

/// A controller whose path tolerance (`constraints.joint1.trajectory`, Jazzy's name) is
/// tighter than the arm tracks its command aborts the `cobot/*` move's trajectory
/// (PATH_TOLERANCE_VIOLATED) and holds: the move answers `success: false` saying which joint
/// left which tolerance, and the arm rests short of the target.
#[tokio::test(flavor = "multi_thread")]
async fn a_path_tolerance_the_arm_cannot_keep_fails_the_move_saying_so() {
    let edit = (CONTROLLERS, "      goal_time: 0.0\n", "      goal_time: 0.0\n      joint1: {trajectory: 0.001}\n");
    let s = server(&written_stack("stack-tolerance", &[edit]), 142).await;
    let (status, body) = s.post_json("/robot/move/joints", &json!({"joints": TARGET, "speed": 0.6})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["success"], false, "{body}");
    let message = body["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("PATH_TOLERANCE_VIOLATED")
            && message.contains("State tolerances failed for joint 0")
            && message.contains("Position Tolerance: 0.001000"),
        "{message}"
    );
    s.settled().await;
    let q = s.joints().await;
    assert!((q[0] - TARGET[0]).abs() > 0.05, "the arm rests short of the target: {q:?}");
}

/// A controller whose goal tolerance (`constraints.joint1.goal`) is tighter than where the arm
/// is as its command reaches the last point, with a goal time (`constraints.goal_time`) too short
/// to close the gap, aborts the `cobot/*` move's trajectory (GOAL_TOLERANCE_VIOLATED, in Jazzy's
/// words) and holds: the move answers `success: false` saying so, though the arm rests within a
/// few milliradians of the target.
#[tokio::test(flavor = "multi_thread")]
async fn a_goal_tolerance_the_arm_does_not_reach_in_its_goal_time_fails_the_move_saying_so() {
    let edit = (CONTROLLERS, "      goal_time: 0.0\n", "      goal_time: 0.000001\n      joint1: {goal: 0.00001}\n");
    let s = server(&written_stack("stack-goal-tolerance", &[edit]), 143).await;
    let (status, body) = s.post_json("/robot/move/joints", &json!({"joints": TARGET, "speed": 0.6})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["success"], false, "{body}");
    let message = body["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("GOAL_TOLERANCE_VIOLATED")
            && message.contains("Aborted due to goal_time_tolerance exceeding by"),
        "{message}"
    );
    s.settled().await;
    let q = s.joints().await;
    assert!((q[0] - TARGET[0]).abs() < 0.02, "the arm rests near the target, held: {q:?}");
}

/// The stack file decides what the sim node publishes: position-only hardware gives no
/// velocities (null in the answers, D27).
#[tokio::test(flavor = "multi_thread")]
async fn a_position_only_stack_reports_no_velocities() {
    let s = server(&shipped_stack("position-only.yaml"), 135).await;
    let (status, js) = s.get("/robot/joint_states").await;
    assert_eq!(status, 200, "{js}");
    assert!(js["velocity"].as_array().unwrap().iter().all(Value::is_null), "{js}");
    let q = s.joints().await;
    assert!(close(&q, &[0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0], 1e-9), "{q:?}");
}

/// On `stack`, during a move: a pause is 409 with a reason saying each of `why`, the override
/// stays 1, and 0.5 is answered 200 with `not_applied` saying each of `not_applied`; the move
/// then ends as planned.
async fn override_not_reaching_the_move(stack: &str, domain: u32, why: &[&str], not_applied: &[&str]) {
    let s = server(&shipped_stack(stack), domain).await;
    let mover = s.post_in_background("/robot/move/joints", json!({"joints": TARGET, "speed": 0.2}));
    let home = [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0];
    s.wait_for_joints(Duration::from_secs(20), "the move under way", |q| !close(q, &home, 1e-3)).await;
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0})).await;
    assert_eq!(status, 409, "{report}");
    let said = report["detail"].as_str().unwrap_or_default();
    assert!(["cannot pause"].iter().chain(why).all(|w| said.contains(w)), "{said}");
    assert_eq!(s.get("/robot/override").await.1["fraction"], 1.0, "nothing changed");
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0.5})).await;
    assert_eq!(status, 200, "{report}");
    let said = report["not_applied"].as_str().unwrap_or_default();
    assert!(["keeps the speed"].iter().chain(not_applied).all(|w| said.contains(w)), "{report}");
    assert!(report["applied_to"].is_null(), "{report}");
    assert_eq!(mover.await.expect("the move's answer")["success"], true);
}

/// A controller without `~/speed_scaling_input` (before JTC 4.39): armrest sees no reader of
/// the topic, so a pause while the arm moves is refused saying so, and a slower fraction applies
/// to later motions only, with the reason.
#[tokio::test(flavor = "multi_thread")]
async fn without_a_speed_scaling_reader_a_pause_is_refused_saying_why() {
    override_not_reaching_the_move("position-only.yaml", 137, &["does not read"], &["does not read"]).await;
}

/// A controller that subscribes `~/speed_scaling_input` but takes its factor from the hardware
/// every cycle (issue 50: `speed_scaling.state_interface`): its `~/controller_state` keeps
/// showing the hardware's factor, so a pause while the arm moves is refused naming that, the
/// override stays where it was, and a slower fraction is said not to reach the motion in progress
/// (later trajectories are stretched by armrest instead).
#[tokio::test(flavor = "multi_thread")]
async fn a_factor_the_controllers_state_does_not_show_is_not_reported_applied() {
    let why = ["speed_scaling_factor 1", "controller_state"];
    override_not_reaching_the_move("hardware-scaling.yaml", 141, &why, &["does not follow"]).await;
}

/// A trajectory that moves joint1 0.1 rad in 1 s, then steps 0.5 rad in 10 ms (50 rad/s, what
/// Jazzy's controller would send on: it checks no limits of the drives). armrest refuses it
/// before publishing (422, D24) and the arm does not move. The same message from another node on
/// the graph reaches the stand-in's controller, which runs it: the arm makes the first 0.1 rad,
/// then the simulated drives fault at the step and stop it there, short of the step's point.
#[tokio::test(flavor = "multi_thread")]
async fn a_step_is_refused_by_armrest_and_faults_the_drives_when_it_bypasses_armrest() {
    let s = server(&shipped_stack("jazzy-moveit.yaml"), 138).await;
    let home =
        eventually(Duration::from_secs(10), "the arm at rest", async || s.still_for(Duration::from_millis(200)).await)
            .await;
    let (mut first, mut step) = (home.clone(), home.clone());
    first[0] += 0.1;
    step[0] += 0.6;
    let body = json!({"points": [
        {"positions": first, "time_from_start": 1.0},
        {"positions": step, "time_from_start": 1.01},
        {"positions": step, "time_from_start": 3.0},
    ]});
    let (status, refused) = s.post_json("/trajectory/send", &body).await;
    assert_eq!(status, 422, "{refused}");
    assert!(close(&s.joints().await, &home, 1e-9), "nothing reached the controller");
    // Straight to the controller topic, as any node on the graph could.
    publish(138, json!([[1.0, first], [1.01, step], [3.0, step]]), None);
    s.wait_for_joints(Duration::from_secs(10), "the arm on its way to the first point", |q| q[0] > home[0] + 0.05)
        .await;
    let rest = eventually(Duration::from_secs(10), "the arm at rest after the fault", async || {
        s.still_for(Duration::from_millis(500)).await
    })
    .await;
    assert!((rest[0] - first[0]).abs() < 0.02, "stopped at the step, near the first point: {rest:?}");
}

/// The controller's state as Jazzy's controller publishes it on `~/controller_state`: at rest
/// its reference is the arm's position; the speed scaling factor armrest sends reads back there.
#[tokio::test(flavor = "multi_thread")]
async fn the_controller_state_reports_the_reference_and_the_speed_scaling_factor() {
    let s = server(&shipped_stack("jazzy-moveit.yaml"), 139).await;
    let read = || {
        let out = std::process::Command::new(crate::ros2_backend::python())
            .arg(common::repo().join("tests/ros2/read_one.py"))
            .args(["controller_state", "/robot_arm_controller/controller_state"])
            .env("ROS_DOMAIN_ID", "139")
            .output()
            .expect("the reader runs");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice::<Value>(&out.stdout).expect("JSON")
    };
    let home = s.joints().await;
    let state = read();
    assert_eq!(state["joint_names"][0], "joint1", "{state}");
    let reference: Vec<f64> = state["reference"].as_array().unwrap().iter().filter_map(Value::as_f64).collect();
    assert!(close(&reference, &home, 1e-9), "{state}");
    assert_eq!(state["speed_scaling_factor"], 1.0, "{state}");
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0.5})).await;
    assert_eq!(status, 200, "{report}");
    let factor = eventually(Duration::from_secs(10), "the factor read back on ~/controller_state", async || {
        let f = read()["speed_scaling_factor"].as_f64().unwrap_or(f64::NAN);
        if (f - 0.5).abs() < 1e-12 { Ok(f) } else { Err(f) }
    })
    .await;
    assert_eq!(factor, 0.5);
}

/// A controller that starts (or restarts) after armrest set its factor may not get the latched
/// message (a volatile subscription never does, and on Fast DDS a restarted controller did not):
/// armrest sends the factor in effect again to every new reader of the topic.
#[tokio::test(flavor = "multi_thread")]
async fn a_reader_of_the_scaling_topic_that_comes_later_gets_the_factor_in_effect() {
    let s = server(&shipped_stack("jazzy-moveit.yaml"), 140).await;
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0.4})).await;
    assert_eq!(status, 200, "{report}");
    let out = std::process::Command::new(crate::ros2_backend::python())
        .arg(common::repo().join("tests/ros2/read_one.py"))
        .args(["speed_scaling", "/robot_arm_controller/speed_scaling_input"])
        .env("ROS_DOMAIN_ID", "140")
        .output()
        .expect("the reader runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let read: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(read["factor"], 0.4, "{read}");
}

/// Calls a fault service of the sim node of domain `domain` (tests/ros2/call_trigger.py).
fn inject(service: &str, domain: u32) -> Value {
    let out = std::process::Command::new(crate::ros2_backend::python())
        .arg(common::repo().join("tests/ros2/call_trigger.py"))
        .arg(format!("/armrest_sim_node/{service}"))
        .env("ROS_DOMAIN_ID", domain.to_string())
        .output()
        .expect("the caller runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// Issue 50: a hardware error deactivates the controller (ros2_control), as the sim node's
/// `~/inject_hardware_error` makes it. The move it ran fails saying so; the arm comes to rest
/// where the command stayed; `/ready` is 503 naming the controller while it is inactive, a stop
/// says its hold was not confirmed; once the hardware recovers, `/ready` is 200 and moves work.
#[tokio::test(flavor = "multi_thread")]
async fn a_hardware_error_fails_the_move_and_the_controller_is_reported_inactive_until_it_recovers() {
    const DOMAIN: u32 = 144;
    let s = server(&shipped_stack("jazzy-moveit.yaml"), DOMAIN).await;
    let home = s.settled().await;
    // Slow (about 15 s): the fault service's caller takes a second or two to join the graph.
    let mover = s.post_in_background("/robot/move/joints", json!({"joints": TARGET, "speed": 0.02}));
    s.wait_for_joints(Duration::from_secs(20), "the arm moving", |q| !close(q, &home, 1e-3)).await;
    let answer = inject("inject_hardware_error", DOMAIN);
    assert_eq!(answer["success"], true, "{answer}");
    let r = mover.await.unwrap();
    assert_eq!(r["success"], false, "{r}");
    let message = r["message"].as_str().unwrap_or_default();
    assert!(message.contains("deactivate"), "the move says the controller was deactivated: {r}");
    let ready = eventually(Duration::from_secs(20), "/ready 503 naming the controller", async || {
        let (status, body) = s.get("/ready").await;
        let named = body["missing"].as_array().is_some_and(|m| m.iter().any(|c| c["check"] == "controller"));
        if status == 503 && named { Ok(body) } else { Err((status, body)) }
    })
    .await;
    assert!(ready.to_string().contains("inactive"), "{ready}");
    let rest = s.settled().await;
    assert!(!close(&rest, &TARGET, 1e-3), "the arm stopped short of the target: {rest:?}");
    let (status, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(status, 200, "{stop}");
    assert_eq!(stop["success"], false, "an inactive controller confirms no hold: {stop}");
    let answer = inject("recover_hardware", DOMAIN);
    assert_eq!(answer["success"], true, "{answer}");
    eventually(Duration::from_secs(20), "/ready 200 again", async || {
        let (status, body) = s.get("/ready").await;
        if status == 200 { Ok(()) } else { Err((status, body)) }
    })
    .await;
    let (status, r) = s.post_json("/robot/move/joints", &json!({"joints": TARGET, "speed": 0.6})).await;
    assert_eq!((status, r["success"].as_bool()), (200, Some(true)), "{r}");
}

/// `allow_partial_joints_goal` (issue 50): a message naming joint 1 only, published straight to
/// the controller topic, moves joint 1 and holds the others where the controller commands them
/// (Jazzy's `fill_partial_goal`); without it, the same message is dropped and nothing moves.
#[tokio::test(flavor = "multi_thread")]
async fn a_partial_goal_moves_only_its_joints_where_the_controller_allows_it() {
    for (k, (stack, moves)) in [
        (
            written_stack("stack-partial", &[(CONTROLLERS, "partial_joints_goal: false", "partial_joints_goal: true")]),
            true,
        ),
        (shipped_stack("jazzy-moveit.yaml"), false),
    ]
    .into_iter()
    .enumerate()
    {
        let domain = 145 + k as u32;
        let s = server(&stack, domain).await;
        let home = s.settled().await;
        publish(domain, json!([[2.0, [home[0] + 0.1]]]), Some("joint1"));
        if moves {
            let q = s
                .wait_for_joints(Duration::from_secs(20), "joint 1 at its new position", |q| {
                    (q[0] - (home[0] + 0.1)).abs() < 1e-6
                })
                .await;
            assert!(close(&q[1..], &home[1..], 1e-9), "the other joints held: {q:?} from {home:?}");
        } else {
            // A full message after it, on the same topic: once its motion shows, the partial one
            // was taken or dropped before it; joint 1 never left home meanwhile.
            let mut marker = home.clone();
            marker[1] += 0.05;
            publish(domain, json!([[1.0, marker]]), None);
            let mut joint1_moved: f64 = 0.0;
            eventually(Duration::from_secs(20), "joint 2 at the full message's position", async || {
                let q = s.joints().await;
                joint1_moved = joint1_moved.max((q[0] - home[0]).abs());
                if (q[1] - marker[1]).abs() < 1e-6 { Ok(()) } else { Err(q) }
            })
            .await;
            assert!(
                joint1_moved < 1e-9,
                "a partial message is dropped without the parameter: joint 1 moved {joint1_moved}"
            );
        }
    }
}

/// Publishes `points` (`[[t, [q…]], …]`) on the controller topic of `domain`, as any node could,
/// naming `joints` (comma-separated; the seven where `None`).
fn publish(domain: u32, points: Value, joints: Option<&str>) {
    let mut command = std::process::Command::new(crate::ros2_backend::python());
    command
        .arg(common::repo().join("tests/ros2/publish_trajectory.py"))
        .arg("/robot_arm_controller/joint_trajectory")
        .arg(points.to_string())
        .env("ROS_DOMAIN_ID", domain.to_string());
    if let Some(joints) = joints {
        command.arg(joints);
    }
    let out = command.output().expect("the publisher runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

/// A robot's own files (`tests/ros2/robot-files/`, laid out as MoveIt Setup Assistant writes
/// them, joints named `arm7_joint1…7`): the sim node reads them with `--controllers`,
/// `--moveit-controllers` and `--joint-map`, and its controller's name (`arm7_controller`) sets
/// its topics and action, where armrest's endpoints point. A stop is confirmed by that
/// controller's action; MoveIt's bound for that controller is its own (scaling 2.0 over the
/// file's 1.2), and armrest reads it from `move_group`: an override of 0.6 (above 1/2, below
/// 1/1.2) is taken while a `cobot/*` move runs, 0.4 is refused naming the parameter.
#[tokio::test(flavor = "multi_thread")]
async fn a_robots_own_controller_files_set_its_controllers_names_and_moveits_own_bound() {
    let files = common::repo().join("tests/ros2/robot-files");
    let leak = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let map = (1..=7).map(|i| format!("arm7_joint{i}=joint{i}")).collect::<Vec<_>>().join(",");
    let args: &'static [&'static str] = Box::leak(Box::new([
        "--controllers",
        leak(files.join("ros2_controllers.yaml").display().to_string()),
        "--moveit-controllers",
        leak(files.join("moveit_controllers.yaml").display().to_string()),
        "--joint-map",
        leak(map),
    ]));
    let o = Options { time_scale: 2.0, sim_node_args: args, ..Options::default() }.with_endpoints(|e| {
        e.trajectory.controller_topic = "/arm7_controller/joint_trajectory".into();
        e.trajectory.controller_action = "/arm7_controller/follow_joint_trajectory".into();
        e.trajectory.speed_scaling_topic = "/arm7_controller/speed_scaling_input".into();
    });
    let s = Server::start_over_ros2(o, 147).await;
    let moving = s.slow_move_under_way(&TARGET).await;
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0.4})).await;
    assert_eq!(status, 409, "{report}");
    let why = report["detail"].as_str().unwrap_or_default();
    assert!(
        why.contains("after 2 × its planned duration")
            && why.contains("read from /move_group, with moveit_simple_controller_manager.arm7_controller.allowed_execution_duration_scaling"),
        "{why}"
    );
    let (status, report) = s.put_json("/robot/override", &json!({"fraction": 0.6})).await;
    assert_eq!(status, 200, "within the controller's own bound: {report}");
    let (status, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(stop["success"], true, "{stop}");
    assert!(stop["message"].as_str().unwrap_or_default().contains("accepted it as a goal"), "{stop}");
    let r = tokio::time::timeout(Duration::from_secs(60), moving).await.expect("the move answers").unwrap();
    assert_eq!(r["success"], false, "a stopped move: {r}");
    assert_eq!(s.put_json("/robot/override", &json!({"fraction": 1})).await.0, 200);
    let (status, r) = s.post_json("/robot/move/joints", &json!({"joints": TARGET, "speed": 0.6})).await;
    assert_eq!((status, r["success"].as_bool()), (200, Some(true)), "{r}");
}

/// `GET /ready` shows the robot's own settings, read from the controller's and `move_group`'s
/// parameter services (the stand-in answers what its stack applies), and what each means for
/// armrest's motions: on every shipped stack, its own.
#[tokio::test(flavor = "multi_thread")]
async fn ready_shows_the_controllers_and_moveits_parameters_and_what_they_mean_on_each_stack() {
    for (k, (name, state_interfaces, said)) in [
        ("jazzy-moveit.yaml", json!(["position", "velocity"]), "below an override of 0.909"),
        ("position-only.yaml", json!(["position"]), "has no velocity state interface"),
        ("hardware-scaling.yaml", json!(["position", "velocity"]), "reads its speed scaling from the hardware"),
    ]
    .into_iter()
    .enumerate()
    {
        let s = server(&shipped_stack(name), 148 + k as u32).await;
        let robot = eventually(Duration::from_secs(20), "/ready's robot settings read", async || {
            let (_, ready) = s.get("/ready").await;
            let read = ready["robot"]["controller"]["source"].as_str().is_some_and(|s| s.starts_with("read from"))
                && ready["robot"]["moveit"]["source"].as_str().is_some_and(|s| s.starts_with("read from"));
            if read { Ok(ready["robot"].clone()) } else { Err(ready) }
        })
        .await;
        let controller = &robot["controller"];
        assert_eq!(controller["node"], "/robot_arm_controller", "{name}: {robot}");
        assert_eq!(controller["parameters"]["state_interfaces"], state_interfaces, "{name}: {robot}");
        assert_eq!(controller["parameters"]["interpolate_from_desired_state"], false, "{name}: {robot}");
        let monitoring = robot["moveit"]["parameters"]["trajectory_execution.execution_duration_monitoring"].clone();
        assert_eq!(monitoring, json!(name != "hardware-scaling.yaml"), "{name}: {robot}");
        let advice = robot["advice"].to_string();
        assert!(advice.contains(said), "{name}: {advice}");
        assert!(advice.contains("from the measured state (interpolate_from_desired_state false)"), "{name}: {advice}");
    }
}

/// A drive that lags (the sim node's `~/inject_drive_lag`: the arm follows its command 0.25 s
/// late, five times the designed lag): the controller's measured state trails the command by
/// that much more, and a controller that restarts a stop's hold from it would pull the arm back
/// by it. armrest continues the controller's command instead: on both shipped stacks a stop
/// mid-move never reverses a joint and the controller confirms the hold, the arm going on
/// further than on time by what the lag adds; once the drives recover, a move reaches its
/// target.
#[tokio::test(flavor = "multi_thread")]
async fn with_a_lagging_drive_a_stop_never_reverses_on_either_stack() {
    for (k, name) in ["jazzy-moveit.yaml", "position-only.yaml"].into_iter().enumerate() {
        let domain = 151 + k as u32;
        let s = server(&shipped_stack(name), domain).await;
        let on_time = stop_mid_motion_and_watch(&s, Motion::Move).await;
        let (status, r) = s.post_json("/robot/move/named", &json!({"name": "home", "speed": 1.0})).await;
        assert_eq!((status, r["success"].as_bool()), (200, Some(true)), "{r}");
        let answer = inject("inject_drive_lag", domain);
        assert_eq!(answer["success"], true, "{answer}");
        let Watched { stop, back, on } = stop_mid_motion_and_watch(&s, Motion::Move).await;
        assert!(back <= 1e-6, "{name}: a joint moved back {back:.6} rad after the stop: {stop}");
        assert_eq!(stop["success"], true, "{name}: {stop}");
        // The lag in effect: the arm went on further after the stop by about its speed × 0.25 s
        // (measured: 0.36 rad against 0.31 on time, on both stacks).
        assert!(on > on_time.on + 0.02, "{name}: on {on:.4} rad with the lag, {:.4} on time", on_time.on);
        assert_eq!(inject("recover_drives", domain)["success"], true);
        let (status, r) = s.post_json("/robot/move/joints", &json!({"joints": TARGET, "speed": 0.6})).await;
        assert_eq!((status, r["success"].as_bool()), (200, Some(true)), "{name}: {r}");
    }
}
