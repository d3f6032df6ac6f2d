//! ros2_controllers' jazzy tests of how the joint_trajectory_controller stops (`cmd_timeout`,
//! `decelerate_to_hold_position`, a cancel's deceleration), ported as tests of the stand-in's
//! controller under Jazzy's rules ([`super::jtc_stop`]). Upstream's test hardware reports a
//! velocity its test sets while its position stays; the stand-in's arm moves only as it is
//! commanded. So where upstream fixes a velocity state and lets the command timeout call
//! `decelerate_to_hold_position`, the port moves the arm steadily at that velocity under a goal
//! and reaches the same function through the goal's cancel (as upstream's
//! `test_cancel_decelerate_to_hold_position` does), each saying so.

use super::jtc_stop::deceleration_to_hold;
use super::jtc_tolerances::Constraints;
use super::jtc_trajectory::{Message, Point};
use super::test_support::controller;
use super::{ActiveGoal, Controller, JtcParams, JtcRules, Outcome, Pacing, Source};
use armrest_backend::{DOF, LogBuffer};

/// Upstream's `max_deceleration_on_cancel` in these tests, rad/s².
const MAX_DECEL: f64 = 10.0;

/// Upstream's parameters: `cmd_timeout`, `constraints.decelerate_on_cancel`, every joint's
/// `max_deceleration_on_cancel` (`max_decel`), on a hardware with or without a velocity state.
fn params(cmd_timeout: f64, decelerate_on_cancel: bool, max_decel: f64, velocity_state: bool) -> JtcParams {
    let mut constraints = Constraints::defaults(DOF);
    for j in &mut constraints.joints {
        j.max_deceleration_on_cancel = max_decel;
    }
    JtcParams {
        decelerate_on_cancel,
        interpolate_from_desired_state: false,
        velocity_state,
        cmd_timeout,
        constraints,
        speed_scaling: Default::default(),
    }
}

fn names() -> Vec<String> {
    (1..=DOF).map(|i| format!("joint{i}")).collect()
}

/// The stand-in's controller configured by `params` as upstream's `on_configure` would.
fn configured(params: &JtcParams, log: &LogBuffer) -> Controller {
    let mut c = controller();
    c.configure_jtc(params, &names(), log);
    c
}

/// A message of position-only points `(time_from_start, first three joints)`, the other four
/// joints as the third.
fn message(points: &[(f64, [f64; 3])]) -> Message {
    Message {
        stamp: 0,
        points: points
            .iter()
            .map(|&(t, q)| Point {
                positions: (0..DOF).map(|j| q[j.min(2)]).collect(),
                time_from_start: t,
                ..Default::default()
            })
            .collect(),
    }
}

/// Advances `c` from `from` to `to` seconds 1 ms at a time, as the simulator's ticks do.
fn run(c: &mut Controller, from: f64, to: f64, log: &LogBuffer) {
    let mut t = from;
    while t < to {
        t = (t + 0.001).min(to);
        c.advance(t, log);
    }
}

/// The command's first three joints.
fn command3(c: &Controller) -> [f64; 3] {
    let (q, _) = c.reference();
    [q[0], q[1], q[2]]
}

fn logged(log: &LogBuffer, text: &str) -> bool {
    log.tail(100).iter().any(|l| l.contains(text))
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, accept_correct_cmd_timeout).
///
/// `cmd_timeout` 3 s above `constraints.goal_time` 2 s: taken as it is.
#[test]
fn accept_correct_cmd_timeout() {
    let mut p = params(3.0, false, 0.0, true);
    p.constraints.goal_time = 2.0;
    let (rules, warnings) = JtcRules::configure(&p, &names());
    assert_eq!(rules.cmd_timeout, 3.0);
    assert!(warnings.is_empty(), "{warnings:?}");
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, decline_false_cmd_timeout).
///
/// `cmd_timeout` 1 s, not above `constraints.goal_time` 2 s: turned off, with upstream's warning.
#[test]
fn decline_false_cmd_timeout() {
    let mut p = params(1.0, false, 0.0, true);
    p.constraints.goal_time = 2.0;
    let (rules, warnings) = JtcRules::configure(&p, &names());
    assert_eq!(rules.cmd_timeout, 0.0);
    assert_eq!(warnings, ["Command timeout must be higher than goal_time tolerance (1.000000 vs. 2.000000)"]);
}

/// Upstream's three points (3.3 … 12.12 rad at 0.25 s steps, velocities 0.01, 0.05, 0.06)
/// divided by 10 and their times multiplied by 10, within the test controller's reach.
fn three_points_with_velocities() -> Message {
    let point = |t: f64, q: [f64; 3], v: f64| Point {
        positions: (0..DOF).map(|j| q[j.min(2)]).collect(),
        velocities: vec![v; DOF],
        time_from_start: t,
        ..Default::default()
    };
    Message {
        stamp: 0,
        points: vec![
            point(2.5, [0.33, 0.44, 0.66], 0.01),
            point(5.0, [0.77, 0.88, 0.99], 0.05),
            point(7.5, [1.010, 1.111, 1.212], 0.06),
        ],
    }
}

/// A controller with `cmd_timeout` that took [`three_points_with_velocities`] at 0 from the topic.
fn following_three_points(cmd_timeout: f64, log: &LogBuffer) -> Controller {
    let mut c = configured(&params(cmd_timeout, false, 0.0, true), log);
    c.accept_message(0.0, &three_points_with_velocities(), Source::Topic, Pacing::FollowsOverride, log)
        .expect("accepted");
    c
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, no_timeout).
///
/// `cmd_timeout` 0 (none): four first-point times after the message (10 s, past its end at
/// 7.5 s) the controller still runs it, not holding, and its command is the last point.
/// (Upstream's reference velocity there is the last point's, 0.06: the stand-in's reference
/// velocity is its command's rate, 0 once the command rests on the last point.)
#[test]
fn no_timeout() {
    let log = LogBuffer::new(200);
    let mut c = following_three_points(0.0, &log);
    run(&mut c, 0.0, 10.0, &log);
    for (got, want) in command3(&c).iter().zip([1.010, 1.111, 1.212]) {
        assert!((got - want).abs() < 1e-2, "the command holds the last point: {:?}", command3(&c));
    }
    assert!(!logged(&log, "command timeout"), "no timeout: {:?}", log.tail(10));
    assert!(!logged(&log, "set_hold_position"), "not holding: {:?}", log.tail(10));
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, timeout).
///
/// `cmd_timeout` 0.1 s: up to the end of the message (7.5 s) no timeout; one first-point time
/// later (0.1 s past the end) the controller holds (`set_hold_position`, a one-point
/// trajectory), its command the last point where the arm rests.
#[test]
fn timeout() {
    let log = LogBuffer::new(200);
    let mut c = following_three_points(0.1, &log);
    run(&mut c, 0.0, 7.5, &log);
    assert!(!logged(&log, "command timeout"), "no timeout up to the end: {:?}", log.tail(10));
    run(&mut c, 7.5, 10.0, &log);
    assert!(logged(&log, "Aborted due to command timeout"), "{:?}", log.tail(10));
    assert!(logged(&log, "set_hold_position"), "{:?}", log.tail(10));
    let held = command3(&c);
    for (got, want) in held.iter().zip([1.010, 1.111, 1.212]) {
        assert!((got - want).abs() < 1e-9, "holding the last point: {held:?}");
    }
    assert_eq!(c.position(), c.reference().0, "the arm rests where the command holds");
}

/// A timeout `cmd_timeout + 0.05` past the end of a one-point message to where the arm rests
/// (0 at 0.25 s), as upstream's decelerate tests run it; returns the controller.
fn timed_out(params: &JtcParams, log: &LogBuffer) -> Controller {
    let mut c = configured(params, log);
    c.accept_message(0.0, &message(&[(0.25, [0.0; 3])]), Source::Topic, Pacing::FollowsOverride, log)
        .expect("accepted");
    run(&mut c, 0.0, 0.25 + params.cmd_timeout + 0.05, log);
    assert!(logged(log, "Aborted due to command timeout"), "{:?}", log.tail(10));
    c
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTest, decelerate_to_hold_position_fallback_no_velocity_state).
///
/// `decelerate_on_cancel` with every `max_deceleration_on_cancel` at 10 but no velocity state
/// interface: upstream's warning, and the timeout holds with `set_hold_position` (one point) at
/// the initial position.
#[test]
fn decelerate_to_hold_position_fallback_no_velocity_state() {
    let log = LogBuffer::new(200);
    let c = timed_out(&params(0.1, true, MAX_DECEL, false), &log);
    assert_eq!(c.jtc_rules().and_then(|r| r.decelerate_on_cancel), None);
    assert!(logged(&log, "hardware does not support velocity state interface"), "{:?}", log.tail(10));
    assert!(logged(&log, "set_hold_position"), "{:?}", log.tail(10));
    assert_eq!(command3(&c), [0.0; 3]);
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTest, decelerate_to_hold_position_fallback_zero_max_decel).
///
/// `decelerate_on_cancel` without `max_deceleration_on_cancel` (0, the default): turned off
/// with upstream's error line; the timeout holds with `set_hold_position` at the initial position.
#[test]
fn decelerate_to_hold_position_fallback_zero_max_decel() {
    let log = LogBuffer::new(200);
    let c = timed_out(&params(0.1, true, 0.0, true), &log);
    assert_eq!(c.jtc_rules().and_then(|r| r.decelerate_on_cancel), None);
    assert!(
        logged(
            &log,
            "Joint [joint1] invalid max_deceleration_on_cancel [0.0]. Falling back to hold position on cancel."
        ),
        "{:?}",
        log.tail(10)
    );
    assert!(logged(&log, "set_hold_position"), "{:?}", log.tail(10));
    assert_eq!(command3(&c), [0.0; 3]);
}

/// The arm moving steadily at `velocity` (the first three joints; the other four as the third)
/// under a goal on the controller's action, cancelled at 1 s with `decelerate_on_cancel` and
/// every joint's `max_deceleration_on_cancel` at 10. Returns the controller 0.1 s after the
/// cancel, and the measured position and velocity the cancel found.
fn cancelled_while_moving_at(velocity: [f64; 3], log: &LogBuffer) -> (Controller, [f64; 3], [f64; 3]) {
    let mut c = configured(&params(0.1, true, MAX_DECEL, true), log);
    assert!(c.jtc_rules().and_then(|r| r.decelerate_on_cancel).is_some());
    let end = velocity.map(|v| 2.0 * v);
    c.accept_message(0.0, &message(&[(2.0, end)]), Source::Action, Pacing::FollowsOverride, log).expect("accepted");
    run(&mut c, 0.0, 1.0, log);
    let (p0, v0) = (c.position(), c.velocity());
    for j in 0..3 {
        assert!((v0[j] - velocity[j]).abs() < 1e-9, "moving steadily at {velocity:?}: {v0:?}");
    }
    assert!(c.cancel_under_jtc_rules(ActiveGoal::Direct, 1.0, log), "the active goal's cancel");
    assert!(logged(log, "decelerate_to_hold_position"), "{:?}", log.tail(10));
    run(&mut c, 1.0, 1.1, log);
    (c, [p0[0], p0[1], p0[2]], [v0[0], v0[1], v0[2]])
}

/// Upstream's analytical hold: `p0 + sign(v0)·v0² / (2·max_decel)`.
fn expected_hold(p0: [f64; 3], v0: [f64; 3]) -> [f64; 3] {
    std::array::from_fn(|j| p0[j] + v0[j].signum() * v0[j] * v0[j] / (2.0 * MAX_DECEL))
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTest, decelerate_to_hold_position_positive_velocity).
///
/// At 0.2 rad/s (upstream's velocity state; reached through a cancel, see the module's doc):
/// the deceleration (0.02 s) ends with the command at `p0 + 0.2² / 20`, where the arm rests.
#[test]
fn decelerate_to_hold_position_positive_velocity() {
    let log = LogBuffer::new(200);
    let (c, p0, v0) = cancelled_while_moving_at([0.2; 3], &log);
    let want = expected_hold(p0, v0);
    for j in 0..3 {
        assert!((command3(&c)[j] - want[j]).abs() < 1e-9, "joint {j}: {:?} vs {want:?}", command3(&c));
        assert!((want[j] - p0[j] - 0.002).abs() < 1e-9);
    }
    assert_eq!(c.reference().1, [0.0; DOF], "the command rests");
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTest, decelerate_to_hold_position_negative_velocity).
///
/// At -0.2 rad/s: the command rests at `p0 - 0.2² / 20`.
#[test]
fn decelerate_to_hold_position_negative_velocity() {
    let log = LogBuffer::new(200);
    let (c, p0, v0) = cancelled_while_moving_at([-0.2; 3], &log);
    let want = expected_hold(p0, v0);
    for j in 0..3 {
        assert!((command3(&c)[j] - want[j]).abs() < 1e-9, "joint {j}: {:?} vs {want:?}", command3(&c));
        assert!((want[j] - p0[j] + 0.002).abs() < 1e-9);
    }
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTest, decelerate_to_hold_position_per_joint_calculation).
///
/// Joint 1 at 0.2 rad/s, joint 2 at -0.1, joint 3 still: each joint's own hold; joint 3 holds
/// where it was.
#[test]
fn decelerate_to_hold_position_per_joint_calculation() {
    let log = LogBuffer::new(200);
    let (c, p0, v0) = cancelled_while_moving_at([0.2, -0.1, 0.0], &log);
    let want = expected_hold(p0, v0);
    assert!((want[2] - p0[2]).abs() < 1e-12, "joint 3 had no velocity");
    for j in 0..3 {
        assert!((command3(&c)[j] - want[j]).abs() < 1e-9, "joint {j}: {:?} vs {want:?}", command3(&c));
    }
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTest, decelerate_to_hold_position_velocity_command_ramps_to_zero).
///
/// Upstream commands velocity too; the stand-in commands position, so its command's rate is
/// what a velocity command would be. At 0.2 rad/s: after the first period (where the command
/// restarts from the measured position, as upstream's does) the command's velocity falls
/// evenly and never rises, is 0 from the stop time (0.02 s) on, and the position rests at the
/// analytical hold.
#[test]
fn decelerate_to_hold_position_velocity_command_ramps_to_zero() {
    let p0 = [0.5; DOF];
    let v0 = [0.2; DOF];
    let points = deceleration_to_hold(&p0, &v0, &[MAX_DECEL; DOF]);
    let rates: Vec<f64> = points.windows(2).map(|w| (w[1].1[0] - w[0].1[0]) / (w[1].0 - w[0].0)).collect();
    assert!(rates.windows(2).all(|w| w[1] <= w[0] + 1e-12), "never rises: {rates:?}");
    assert!(rates.iter().all(|r| *r >= 0.0), "never back: {rates:?}");
    let stop = points.iter().find(|(_, q)| (q[0] - (0.5 + 0.002)).abs() < 1e-12).map(|p| p.0);
    assert_eq!(stop, Some(0.02), "at rest from the stop time on: {points:?}");

    let log = LogBuffer::new(200);
    let (mut c, p0, v0) = cancelled_while_moving_at([0.2; 3], &log);
    run(&mut c, 1.1, 1.2, &log);
    assert_eq!(c.reference().1, [0.0; DOF], "the command's velocity is 0");
    let want = expected_hold(p0, v0);
    for j in 0..3 {
        assert!((command3(&c)[j] - want[j]).abs() < 1e-9, "joint {j}: {:?} vs {want:?}", command3(&c));
    }
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, test_cancel_decelerate_to_hold_position).
///
/// Upstream's goal (4, 5, 6 rad at 1 s with velocities 4, 5, 6, its `goal_time_tolerance` 2 s)
/// divided by 10, cancelled after 0.5 s with `decelerate_on_cancel` and every joint's
/// `max_deceleration_on_cancel` at 10. Expected as upstream: the cancel reaches the goal, and
/// half a second later the command rests, with no velocity, where the deceleration ends: ahead
/// of where the arm was measured, by `v0² / 20` (the velocities of the cancelled point are not
/// kept).
#[test]
fn actions_test_cancel_decelerate_to_hold_position() {
    let log = LogBuffer::new(200);
    let mut c = configured(&params(0.0, true, MAX_DECEL, true), &log);
    let msg = Message {
        stamp: 0,
        points: vec![Point {
            positions: (0..DOF).map(|j| [0.4, 0.5, 0.6][j.min(2)]).collect(),
            velocities: (0..DOF).map(|j| [0.4, 0.5, 0.6][j.min(2)]).collect(),
            time_from_start: 1.0,
            ..Default::default()
        }],
    };
    let (_, mut goal) = c.accept_message(0.0, &msg, Source::Action, Pacing::FollowsOverride, &log).expect("accepted");
    run(&mut c, 0.0, 0.5, &log);
    let (p0, v0) = (c.position(), c.velocity());
    assert!(c.cancel_under_jtc_rules(ActiveGoal::Direct, 0.5, &log), "the active goal's cancel");
    assert_eq!(goal.try_recv().map(|e| e.outcome), Ok(Outcome::Held), "the goal ends cancelled");
    run(&mut c, 0.5, 1.0, &log);
    let cancelled_position = command3(&c);
    let want = expected_hold([p0[0], p0[1], p0[2]], [v0[0], v0[1], v0[2]]);
    for j in 0..3 {
        assert!((cancelled_position[j] - want[j]).abs() < 1e-9, "joint {j}: {cancelled_position:?} vs {want:?}");
        assert!(cancelled_position[j] > p0[j] && cancelled_position[j] < 0.4 + 0.1 * j as f64);
    }
    assert_eq!(c.reference().1, [0.0; DOF]);
    assert!(logged(&log, "decelerate_to_hold_position"));
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, test_cancel_decelerate_fallback).
///
/// The same goal and cancel with `decelerate_on_cancel` but no `max_deceleration_on_cancel`:
/// upstream falls back to `set_hold_position`, the command the measured position at the cancel.
#[test]
fn actions_test_cancel_decelerate_fallback() {
    let log = LogBuffer::new(200);
    let mut c = configured(&params(0.0, true, 0.0, true), &log);
    let msg = message(&[(1.0, [0.4, 0.5, 0.6])]);
    c.accept_message(0.0, &msg, Source::Action, Pacing::FollowsOverride, &log).expect("accepted");
    run(&mut c, 0.0, 0.5, &log);
    let measured = c.position();
    assert!(c.cancel_under_jtc_rules(ActiveGoal::Direct, 0.5, &log));
    run(&mut c, 0.5, 1.0, &log);
    assert_eq!(command3(&c), [measured[0], measured[1], measured[2]], "held where the arm was measured");
    assert!(logged(&log, "set_hold_position") && !logged(&log, "decelerate_to_hold_position"));
}

/// A command timeout while a goal waits for its goal tolerance: the controller holds the
/// measured position and, holding, reports the goal reached on its next update, as upstream's
/// `update()` does (the hold's one point is past; no tolerance is checked while holding).
#[test]
fn a_command_timeout_holds_and_the_waiting_goal_ends_as_upstream_ends_it() {
    let log = LogBuffer::new(200);
    // A timeout shorter than the drives take to bring the arm to the last point, and a goal
    // tolerance it meets only there; no goal time.
    let mut p = params(0.01, false, 0.0, true);
    for j in &mut p.constraints.joints {
        j.goal = 1e-6;
    }
    let mut c = configured(&p, &log);
    let (_, mut goal) = c
        .accept_message(0.0, &message(&[(1.0, [0.3; 3])]), Source::Action, Pacing::FollowsOverride, &log)
        .expect("accepted");
    run(&mut c, 0.0, 1.0, &log);
    assert!(goal.try_recv().is_err(), "still waiting at the end");
    run(&mut c, 1.0, 1.5, &log);
    assert!(c.position()[0] < 0.3 - 1e-3, "held short of the point: {:?}", c.position());
    assert!(logged(&log, "Aborted due to command timeout"), "{:?}", log.tail(10));
    assert_eq!(goal.try_recv().map(|e| e.outcome), Ok(Outcome::Finished));
    assert_eq!(c.active_goal(), None);
}
