//! The simulator on tokio's paused clock: motion measured in simulated time, deterministically,
//! however loaded the machine is. Each test starts paused; tokio advances time whenever every
//! task waits, so a 3 s motion takes no wall-clock time and its duration is exact.

use armrest_backend::drive::WINDOW_S;
use armrest_backend::middleware::MiddlewareConfig;
use armrest_backend::motion::{Hold, JointGoal, Scaling};
use armrest_backend::{ArmState, JointPositions, Motion, RobotModel, Stop};
use armrest_sim::{SimBackend, SimSettings};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::time::Instant;

const HOME: JointPositions = [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0];
const TARGET: JointPositions = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];
/// One publish period at the default 100 Hz: the controller notices the end of a motion on the
/// tick after it.
const TICK: f64 = 0.01;

fn model() -> Arc<RobotModel> {
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    Arc::new(RobotModel::shipped(&repo).expect("shipped model loads"))
}

fn socket() -> PathBuf {
    static N: AtomicUsize = AtomicUsize::new(0);
    std::env::temp_dir().join(format!(
        "armrest-simtest-{}-{}.sock",
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ))
}

fn start(time_scale: f64, middleware: MiddlewareConfig) -> Arc<SimBackend> {
    let settings = SimSettings { time_scale, ..SimSettings::default() };
    Arc::new(SimBackend::start(model(), settings, middleware, socket()).expect("simulator starts"))
}

fn goal(joints: JointPositions, speed: f64) -> JointGoal {
    JointGoal { joints, scaling: Scaling::new(speed) }
}

/// The planned duration the answer reports ("... in 1.234 s").
fn reported_duration(message: &str) -> f64 {
    let number = message.rsplit(" in ").next().and_then(|t| t.strip_suffix(" s")).expect("a duration");
    number.parse().expect("a number")
}

#[tokio::test(start_paused = true)]
async fn a_move_lasts_its_planned_duration_in_simulated_time() {
    let sim = start(1.0, MiddlewareConfig::default());
    let t0 = Instant::now();
    let r = sim.move_joints(goal(TARGET, 0.3), sim.stop_token()).await.unwrap();
    let elapsed = t0.elapsed().as_secs_f64();
    assert!(r.success, "{r:?}");
    let planned = reported_duration(&r.message);
    assert!(planned > 0.5, "a real motion: {planned} s");
    // The answer comes once the arm is at rest on the target: the drives' window after the
    // command's end (D24).
    let settled = planned + WINDOW_S;
    assert!(elapsed >= settled - 1e-3 && elapsed <= settled + TICK + 1e-3, "{elapsed} s for a {planned} s plan");
    let q = sim.joint_state().await.unwrap().state.positions().unwrap();
    assert!(q.iter().zip(TARGET).all(|(a, b)| (a - b).abs() < 1e-9), "{q:?}");
}

#[tokio::test(start_paused = true)]
async fn the_time_scale_divides_the_wall_clock_duration() {
    let sim = start(10.0, MiddlewareConfig::default());
    let t0 = Instant::now();
    let r = sim.move_joints(goal(TARGET, 0.3), sim.stop_token()).await.unwrap();
    let elapsed = t0.elapsed().as_secs_f64();
    let planned = reported_duration(&r.message);
    let settled = planned + WINDOW_S;
    assert!((elapsed - settled / 10.0).abs() <= TICK / 10.0 + 1e-3, "{elapsed} s for a {planned} s plan at 10x");
}

#[tokio::test(start_paused = true)]
async fn a_stop_mid_motion_decelerates_to_rest_ahead_and_holds() {
    let sim = start(1.0, MiddlewareConfig::default());
    let mover = tokio::spawn({
        let sim = Arc::clone(&sim);
        async move { sim.move_joints(goal(TARGET, 0.1), sim.stop_token()).await }
    });
    // On the paused clock this is a step of exactly 1 simulated second, not a wait.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let held = std::sync::atomic::AtomicBool::new(false);
    let report = sim
        .stop(&armrest_backend::stop_signal::StopCause::Request, &|| {
            held.store(true, std::sync::atomic::Ordering::SeqCst)
        })
        .await;
    assert_eq!(report.hold, Hold::HoldPoint);
    assert!(report.confirmed && held.load(std::sync::atomic::Ordering::SeqCst), "the caller is told of the hold");
    let r = mover.await.unwrap().unwrap();
    assert!(!r.success && r.message.contains("stopped"), "{r:?}");
    let at_stop = sim.joint_state().await.unwrap().state.clone();
    // Joint 7 moves furthest (0 -> -0.5): it decelerates (D27) to rest a little further on,
    // v * T / 2 with T the longer of v / (half its acceleration limit) and 0.25 s.
    let (q, v) = (at_stop.position[6], at_stop.velocity[6]);
    assert!(v < 0.0, "still moving at the stop: {at_stop:?}");
    tokio::time::sleep(Duration::from_secs(1)).await;
    let held = sim.joint_state().await.unwrap().state.positions().unwrap();
    assert!(held[6] <= q && held[6] >= q + v * 0.25, "{held:?} after {q} at {v} rad/s");
    assert!(held[6] < -1e-3 && held[6] > TARGET[6] + 1e-3, "{held:?}");
    // Five simulated seconds later (a clock step): still where it came to rest.
    tokio::time::sleep(Duration::from_secs(5)).await;
    assert_eq!(sim.joint_state().await.unwrap().state.positions().unwrap(), held, "held for 5 simulated seconds");
}

#[tokio::test(start_paused = true)]
async fn the_motion_timeout_runs_on_the_same_clock() {
    let mut middleware = MiddlewareConfig::default();
    middleware.motion.timeout_s = 0.5;
    let sim = start(1.0, middleware);
    let t0 = Instant::now();
    let r = sim.move_joints(goal(TARGET, 0.05), sim.stop_token()).await.unwrap();
    assert!(!r.success && r.message.contains("timed out after 0.5 s"), "{r:?}");
    assert!((t0.elapsed().as_secs_f64() - 0.5).abs() < 1e-3, "{:?}", t0.elapsed());
    let q = sim.joint_state().await.unwrap().state.positions().unwrap();
    assert!(q != HOME && q != TARGET, "held part-way: {q:?}");
}

#[tokio::test(start_paused = true)]
async fn a_silent_topic_is_unavailable_after_its_wait() {
    let sim = {
        let settings = SimSettings {
            faults: armrest_sim::SimFaults { joint_states_silent: true, ..Default::default() },
            ..SimSettings::default()
        };
        SimBackend::start(model(), settings, MiddlewareConfig::default(), socket()).unwrap()
    };
    let t0 = Instant::now();
    let e = sim.joint_state().await.unwrap_err();
    assert!(e.to_string().contains("/joint_states"), "{e}");
    assert_eq!(t0.elapsed(), Duration::from_secs_f64(MiddlewareConfig::default().joint_states.wait_s));
}

/// The first joint state (on the paused clock, within `within`) whose positions and velocities
/// satisfy `ok`; panics naming `what` if none comes.
async fn until_state(
    arm: &armrest_sim::SimArm,
    what: &str,
    within: Duration,
    ok: impl Fn(&JointPositions, &[f64]) -> bool,
) -> JointPositions {
    let mut states = arm.latest_joint_states();
    let seen =
        states.wait_for(|s| s.as_ref().is_some_and(|s| s.state.positions().is_some_and(|q| ok(&q, &s.state.velocity))));
    let found = tokio::time::timeout(within, seen).await.unwrap_or_else(|_| panic!("{what}: not within {within:?}"));
    let sample = found.expect("the simulator publishes").clone().expect("a state");
    sample.state.positions().expect("positions")
}

/// Fails if a joint state within `window` (the paused clock) leaves `at`.
async fn still_for(arm: &armrest_sim::SimArm, window: Duration, at: &JointPositions) {
    let mut states = arm.latest_joint_states();
    let left = states.wait_for(|s| s.as_ref().is_some_and(|s| s.state.positions().is_some_and(|q| q != *at)));
    if let Ok(moved) = tokio::time::timeout(window, left).await {
        panic!("the arm left {at:?}: {:?}", moved.ok().and_then(|s| s.clone()).map(|s| s.state.position.clone()));
    }
}

fn at_rest(_: &JointPositions, v: &[f64]) -> bool {
    v.iter().all(|v| v.abs() < 1e-9)
}

/// MoveIt's `allowed_start_tolerance` (issue 50), as the sim node's motion server applies it:
/// a plan whose start the arm left by more than the tolerance while it was planned is not
/// executed, saying so, and nothing reaches the controller. Here a trajectory published during
/// the move's planning time moves the arm; once the arm rests again, the same move runs.
#[tokio::test(start_paused = true)]
async fn with_moveits_rules_a_plan_whose_start_the_arm_left_is_not_executed() {
    use armrest_backend::{Trajectory, TrajectoryPoint};
    use armrest_sim::motion_server::MoveItRules;
    let settings = SimSettings { time_scale: 1.0, planning_time_s: 0.2, ..SimSettings::default() };
    let running = armrest_sim::RunningArm::start(model(), settings, MiddlewareConfig::default()).expect("starts");
    let arm = Arc::clone(&running.arm);
    arm.follow_moveit_rules(MoveItRules { allowed_start_tolerance: 0.01, monitoring: Default::default() });
    let mover = {
        let arm = Arc::clone(&arm);
        tokio::spawn(async move { arm.move_joints(goal(TARGET, 0.5), arm.stop_token()).await })
    };
    // While the motion server plans (0.2 s), a trajectory moves joint 1 by 0.03 rad: 20 ms of
    // the paused clock into the planning, a step of the script rather than a wait for an event
    // (the planning shows nothing outside the server).
    tokio::time::sleep(Duration::from_millis(20)).await;
    let mut away = HOME;
    away[0] += 0.03;
    let trajectory = Trajectory::new(vec![TrajectoryPoint { positions: away, time_from_start: 0.15 }]).unwrap();
    arm.send_trajectory(trajectory).await.expect("published");
    let r = mover.await.unwrap().unwrap();
    assert!(!r.success, "{r:?}");
    assert!(
        r.message.contains("start point deviates from current robot state more than 0.01 at joint 'joint1'"),
        "{r:?}"
    );
    until_state(&arm, "the arm at rest at the trajectory's end", Duration::from_secs(5), |q, v| {
        at_rest(q, v) && (q[0] - away[0]).abs() < 1e-9
    })
    .await;
    let r = arm.move_joints(goal(TARGET, 0.5), arm.stop_token()).await.unwrap();
    assert!(r.success, "at rest, the move runs: {r:?}");
}

/// MoveIt's execution duration monitoring (issue 50; moveit2 `jazzy`,
/// `trajectory_execution_manager.cpp`, `executePart`), as the sim node's motion server applies it:
/// a goal still running `allowed_execution_duration_scaling` (1.1) × its planned duration +
/// `allowed_goal_duration_margin` (0.5 s) after the controller took it is cancelled (the
/// controller holds the arm mid-path) and fails TIMED_OUT in MoveIt's words. Paused by the
/// override, a move ends so at that bound to the tick; unslowed, the same move succeeds.
#[tokio::test(start_paused = true)]
async fn with_moveits_rules_a_paused_goal_times_out_at_scaling_times_its_duration_plus_the_margin() {
    use armrest_backend::execution_monitoring::ExecutionMonitoring;
    use armrest_sim::motion_server::MoveItRules;
    let settings = SimSettings { time_scale: 1.0, ..SimSettings::default() };
    let running = armrest_sim::RunningArm::start(model(), settings, MiddlewareConfig::default()).expect("starts");
    let arm = Arc::clone(&running.arm);
    arm.follow_moveit_rules(MoveItRules { allowed_start_tolerance: 0.01, monitoring: ExecutionMonitoring::default() });
    let started = Instant::now();
    let mover = {
        let arm = Arc::clone(&arm);
        tokio::spawn(async move { arm.move_joints(goal(TARGET, 0.5), arm.stop_token()).await })
    };
    until_state(&arm, "the move under way", Duration::from_secs(5), |q, _| (q[0] - HOME[0]).abs() > 0.01).await;
    arm.set_speed_override(0.0);
    let r = mover.await.unwrap().unwrap();
    let took = started.elapsed().as_secs_f64();
    let planned = arm.last_execution().expect("the controller took the plan").duration_s;
    let bound = 1.1 * planned + 0.5;
    assert!(!r.success, "{r:?}");
    let words = format!(
        "TIMED_OUT: the motion server cancelled its goal: Controller is taking too long to execute trajectory (the \
         expected upper bound for the trajectory execution was {bound:.6} seconds). Stopping trajectory."
    );
    assert!(r.message.starts_with(&words), "{r:?}");
    assert!((took - bound).abs() <= 2.0 * TICK, "cancelled {took} s after the start; the bound is {bound} s");
    // Held where it was paused, short of the goal; the override back at 1 moves nothing.
    let held = until_state(&arm, "the arm held", Duration::from_secs(5), at_rest).await;
    arm.set_speed_override(1.0);
    still_for(&arm, Duration::from_secs(1), &held).await;
    assert!((held[0] - TARGET[0]).abs() > 0.05, "{held:?}");
    // Unslowed, the same monitoring lets the move finish.
    let r = arm.move_joints(goal(TARGET, 0.5), arm.stop_token()).await.unwrap();
    assert!(r.success, "{r:?}");
}
