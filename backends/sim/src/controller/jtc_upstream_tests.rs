//! ros2_controllers' `joint_trajectory_controller/test/test_trajectory_controller.cpp` (jazzy),
//! ported as tests of the stand-in's controller under Jazzy's rules. Upstream's test hardware
//! does not move unless the test moves it; the stand-in's drives follow the command within
//! their limits. So where upstream's points lie beyond what a drive can do (3.3 rad in 0.1 s),
//! the port keeps the test's parameters and its expectation and scales the points' times and
//! positions into the drives' reach, saying so in the test.

use super::jtc_tolerances::Constraints;
use super::jtc_trajectory::{Message, Point};
use super::test_support::controller;
use super::{JtcRules, Outcome, Pacing, Restart, Source};
use armrest_backend::{DOF, LogBuffer};

/// Upstream's three joints' points, `(time_from_start, positions, velocities)`, padded to the
/// arm's seven with the last value (the port's joints 4 to 7 move with joint 3).
fn message(points: &[(f64, [f64; 3], [f64; 3])]) -> Message {
    let seven = |v: [f64; 3]| (0..DOF).map(|j| v[j.min(2)]).collect::<Vec<f64>>();
    Message {
        stamp: 0,
        points: points
            .iter()
            .map(|&(t, q, v)| Point {
                positions: seven(q),
                velocities: seven(v),
                time_from_start: t,
                ..Default::default()
            })
            .collect(),
    }
}

/// Upstream's `constraints.joint1..3.trajectory` of `tolerance`.
fn state_tolerance_on_three_joints(tolerance: f64) -> Constraints {
    let mut constraints = Constraints::defaults(DOF);
    for j in 0..3 {
        constraints.joints[j].trajectory = tolerance;
    }
    constraints
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, test_state_tolerances_fail).
///
/// Upstream's state tolerance (0.0001 rad on joints 1 to 3) and velocities (0.01, 0.05, 0.06);
/// its positions (3.3 … 12.12 rad at 0.1 s steps) divided by 10 and its times multiplied by 10,
/// within the test controller's limits (±2 rad, 1 rad/s). Expected as upstream: the controller
/// aborts and holds, its command the measured position (`expectCommandPoint(joint_state_pos_)`).
#[test]
fn test_state_tolerances_fail() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    c.set_constraints(&state_tolerance_on_three_joints(0.0001));
    let msg = message(&[
        (1.0, [0.33, 0.44, 0.55], [0.01; 3]),
        (2.0, [0.77, 0.88, 0.99], [0.05; 3]),
        (3.0, [1.010, 1.111, 1.212], [0.06; 3]),
    ]);
    let (_, mut ended) = c.accept_message(0.0, &msg, Source::Topic, Pacing::FollowsOverride, &log).expect("accepted");
    let mut t = 0.0;
    while t < 0.1 {
        t += 0.001;
        c.advance(t, &log);
    }
    // It should have aborted and be holding now.
    assert!(matches!(ended.try_recv().map(|e| e.outcome), Ok(Outcome::PathTolerance(_))));
    let (held, _) = c.reference();
    // The stand-in's arm trails its command by the drives' window: once it has settled, the
    // command is where the arm is (upstream's hardware never moved).
    while t < 0.5 {
        t += 0.001;
        c.advance(t, &log);
    }
    let (command, _) = c.reference();
    assert_eq!(command, held, "holding: the command does not move");
    let measured = c.position();
    for j in 0..DOF {
        assert!((command[j] - measured[j]).abs() < 1e-9, "joint {j}: command {command:?}, measured {measured:?}");
    }
    assert!(command[0] < 0.01, "held near where the arm was, far from the points: {command:?}");
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, test_state_tolerances_fail).
///
/// Upstream's state tolerance (0.0001 rad on joints 1 to 3) on a goal of the controller's
/// action; its points (4, 5, 6 rad at 0 s, a jump no drive makes; 7, 8, 9 rad at 0.1 s)
/// divided by 10 and moved to 1 s and 2 s, within the test controller's limits. Expected as
/// upstream: the goal is aborted with PATH_TOLERANCE_VIOLATED, and the controller holds the
/// position the arm had (upstream's hardware never left `INITIAL_POS_JOINTS`).
#[test]
fn actions_test_state_tolerances_fail() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    c.set_constraints(&state_tolerance_on_three_joints(0.0001));
    let msg = message(&[(1.0, [0.4, 0.5, 0.6], [0.0; 3]), (2.0, [0.7, 0.8, 0.9], [0.0; 3])]);
    let (_, mut ended) = c.accept_message(0.0, &msg, Source::Action, Pacing::FollowsOverride, &log).expect("accepted");
    let names: Vec<String> = (1..=DOF).map(|i| format!("joint{i}")).collect();
    c.take_goal_tolerances(&super::jtc_tolerances::GoalTolerances::default(), &names, &log);
    let mut t = 0.0;
    while t < 0.5 {
        t += 0.001;
        c.advance(t, &log);
    }
    assert!(matches!(ended.try_recv().map(|e| e.outcome), Ok(Outcome::PathTolerance(_))), "aborted");
    assert_eq!(c.active_goal(), None);
    let (command, _) = c.reference();
    assert!(command.iter().all(|q| q.abs() < 1e-3), "holding about the initial position: {command:?}");
    assert_eq!(c.position(), command, "the arm rests where the command holds");
}

/// Under Jazzy's rules (the default stack: restart from the measured state, velocity state).
fn jazzy() -> super::Controller {
    let mut c = controller();
    c.follow_jtc_rules(JtcRules::default());
    c
}

/// Advances `c` from `from` to `to` seconds 1 ms at a time, as the simulator's ticks do.
fn run(c: &mut super::Controller, from: f64, to: f64, log: &LogBuffer) {
    let mut t = from;
    while t < to {
        t = (t + 0.001).min(to);
        c.advance(t, log);
    }
}

/// Upstream's success expectation: `msg`, sent as a goal at 0, has succeeded by `end` seconds,
/// and on the next update the command holds `last` (its last point's first three joints).
fn succeeds_holding(c: &mut super::Controller, msg: &Message, end: f64, last: [f64; 3], log: &LogBuffer) {
    let (_, mut ended) = c.accept_message(0.0, msg, Source::Action, Pacing::FollowsOverride, log).expect("accepted");
    run(c, 0.0, end, log);
    assert_eq!(ended.try_recv().map(|e| e.outcome), Ok(Outcome::Finished));
    run(c, end, end + 0.01, log);
    assert_eq!(command3(c), last, "holding the last position goal");
}

/// The command's first three joints.
fn command3(c: &super::Controller) -> [f64; 3] {
    let (q, _) = c.reference();
    [q[0], q[1], q[2]]
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, test_success_single_point_sendgoal).
///
/// Upstream's one point (1, 2, 3 rad at 0.5 s) divided by 4 and at 2 s (from rest to rest the
/// controller's cubic peaks at 1.5 times the mean speed). Expected as upstream:
/// the goal succeeds and the controller holds the point.
#[test]
fn actions_test_success_single_point_sendgoal() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    let msg = message(&[(2.0, [0.25, 0.5, 0.75], [0.0; 3])]);
    succeeds_holding(&mut c, &msg, 2.5, [0.25, 0.5, 0.75], &log);
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, test_success_multi_point_sendgoal).
///
/// Upstream's two points (4, 5, 6 rad at 0.2 s; 7, 8, 9 rad at 0.3 s) divided by 10 and their
/// times multiplied by 10. Expected as upstream: the goal succeeds, the controller holds the
/// last point.
#[test]
fn actions_test_success_multi_point_sendgoal() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    let msg = message(&[(2.0, [0.4, 0.5, 0.6], [0.0; 3]), (3.0, [0.7, 0.8, 0.9], [0.0; 3])]);
    succeeds_holding(&mut c, &msg, 3.5, [0.7, 0.8, 0.9], &log);
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActions, preempted_goal_receives_aborted_result).
///
/// Upstream's goal A (4, 5, 6 rad at 2 s, divided by 10), then 0.2 s later goal B (1, 2, 3 rad
/// at 0.1 s, divided by 10 and at 1 s). Expected as upstream: A ends preempted (the sim node
/// answers it ABORTED, INVALID_GOAL, "Current goal preempted by new incoming action."), B
/// succeeds.
#[test]
fn preempted_goal_receives_aborted_result() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    let a = message(&[(2.0, [0.4, 0.5, 0.6], [0.0; 3])]);
    let (_, mut result_a) = c.accept_message(0.0, &a, Source::Action, Pacing::FollowsOverride, &log).expect("A");
    run(&mut c, 0.0, 0.2, &log);
    let b = message(&[(1.0, [0.1, 0.2, 0.3], [0.0; 3])]);
    let (_, mut result_b) = c.accept_message(0.2, &b, Source::Action, Pacing::FollowsOverride, &log).expect("B");
    assert_eq!(result_a.try_recv().map(|e| e.outcome), Ok(Outcome::Preempted));
    assert!(log.tail(20).iter().any(|l| l.contains("Current goal preempted by new incoming action.")));
    run(&mut c, 0.2, 2.0, &log);
    assert_eq!(result_b.try_recv().map(|e| e.outcome), Ok(Outcome::Finished));
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, test_cancel_hold_position).
///
/// Upstream's goal (4, 5, 6 rad at 1 s, divided by 10), cancelled after 0.5 s. Expected as
/// upstream: the cancel reaches the active goal and the controller holds where the command was
/// left (`set_hold_position`: the measured position).
#[test]
fn actions_test_cancel_hold_position() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    let msg = message(&[(1.0, [0.4, 0.5, 0.6], [0.0; 3])]);
    c.accept_message(0.0, &msg, Source::Action, Pacing::FollowsOverride, &log).expect("accepted");
    run(&mut c, 0.0, 0.5, &log);
    assert!(c.cancel_under_jtc_rules(super::ActiveGoal::Direct, 0.5, &log), "the active goal's cancel");
    // The command interfaces after the controller's next update.
    run(&mut c, 0.5, 0.501, &log);
    let cancelled_position = command3(&c);
    assert!(cancelled_position[0] > 0.1 && cancelled_position[0] < 0.3, "mid-way: {cancelled_position:?}");
    run(&mut c, 0.501, 0.511, &log);
    assert_eq!(command3(&c), cancelled_position, "holding the last position");
    assert_eq!(c.active_goal(), None);
}

/// Upstream's two tracking-error tests on the stand-in: upstream moves its still hardware's
/// state 0.3 rad off the command at rest; the stand-in's arm is off its command only while it
/// moves (it trails by the drives' window). So joint 1 moves towards a first goal, and while it
/// trails, a message for a second goal further on comes. Returns the command before the
/// message, where the arm was measured then, and the command over the next three controller
/// periods (10 ms, the 100 Hz of upstream's test).
fn second_goal_while_trailing(restart: Restart) -> (f64, f64, [f64; 3]) {
    let log = LogBuffer::new(100);
    let mut c = controller();
    c.follow_jtc_rules(JtcRules { restart, ..JtcRules::default() });
    let first = message(&[(2.0, [1.0, 0.0, 0.0], [0.0; 3])]);
    c.accept_message(0.0, &first, Source::Topic, Pacing::FollowsOverride, &log).expect("first goal");
    run(&mut c, 0.0, 1.0, &log);
    let (before, measured) = (c.reference().0[0], c.position()[0]);
    assert!(before - measured > 0.01, "the arm trails its command: {before} vs {measured}");
    let second = message(&[(2.0, [1.9, 0.0, 0.0], [0.0; 3])]);
    c.accept_message(1.0, &second, Source::Topic, Pacing::FollowsOverride, &log).expect("second goal");
    let mut after = [0.0; 3];
    for (k, a) in after.iter_mut().enumerate() {
        let t = 1.0 + 0.01 * (k + 1) as f64;
        run(&mut c, t - 0.01, t, &log);
        *a = c.reference().0[0];
    }
    (before, measured, after)
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, test_jump_when_state_tracking_error_updated).
///
/// `interpolate_from_desired_state` false (the default): the new trajectory starts from the
/// measured state, so on its first updates the command jumps back, towards the state, though
/// the goal lies further on: between the state and the command it had (see
/// [`second_goal_while_trailing`] for how the stand-in makes the tracking error).
#[test]
fn test_jump_when_state_tracking_error_updated() {
    let (before, measured, after) = second_goal_while_trailing(Restart::Measured { velocity_state: true });
    for (k, cmd) in after.iter().enumerate() {
        assert!(
            *cmd > measured && *cmd < before,
            "update {k}: command {cmd} not between the state {measured} and {before}"
        );
    }
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, test_no_jump_when_state_tracking_error_not_updated).
///
/// `interpolate_from_desired_state` true: the new trajectory starts from the last command, so
/// the command goes on towards the second goal with no jump back.
#[test]
fn test_no_jump_when_state_tracking_error_not_updated() {
    let (before, _, after) = second_goal_while_trailing(Restart::Desired);
    let mut last = before;
    for (k, cmd) in after.iter().enumerate() {
        assert!(*cmd > last && *cmd < 1.9, "update {k}: command {cmd} after {last}: no jump back");
        last = *cmd;
    }
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, test_ignore_old_trajectory).
///
/// Upstream's old trajectory (2, 3, 4 rad at 0.5 s; 4, 5, 6 rad at 1 s) divided by 10 and its
/// times doubled; once its first point is reached, a new one (-1, -2, -3 rad, divided by 10)
/// stamped so that it ends 0.1 s in the past. Expected as upstream: the new one is ignored
/// ("… that ends in the past"), and the old one goes on to its last point. (Upstream compares
/// the still hardware's state with the first point; the stand-in's arm trails, so the command
/// is compared.)
#[test]
fn test_ignore_old_trajectory() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    // From 10 s of the controller's clock, so that the new message's stamp is a time, not 0.
    run(&mut c, 0.0, 10.0, &log);
    let old = message(&[(1.0, [0.2, 0.3, 0.4], [0.0; 3]), (2.0, [0.4, 0.5, 0.6], [0.0; 3])]);
    let (_, mut ended) = c.accept_message(10.0, &old, Source::Topic, Pacing::FollowsOverride, &log).expect("old");
    run(&mut c, 10.0, 11.0, &log);
    let reached = command3(&c);
    for j in 0..3 {
        assert!((reached[j] - [0.2, 0.3, 0.4][j]).abs() < 0.01, "the first point reached: {reached:?}");
    }
    let mut new = message(&[(1.0, [-0.1, -0.2, -0.3], [0.0; 3])]);
    new.stamp = super::jtc_trajectory::nanos(11.0 - 1.0 - 0.1);
    let refused = c.accept_message(11.0, &new, Source::Topic, Pacing::FollowsOverride, &log).expect_err("ignored");
    assert!(refused.to_string().contains("that ends in the past"), "{refused}");
    run(&mut c, 11.0, 12.5, &log);
    assert_eq!(ended.try_recv().map(|e| e.outcome), Ok(Outcome::Finished));
    assert_eq!(command3(&c), [0.4, 0.5, 0.6], "the old trajectory's last point");
}

/// Upstream's points as [`message`] gives them, with positions only (no velocities): linear
/// segments, as upstream's `sample` interpolates points without velocities.
fn positions_only(points: &[(f64, [f64; 3])]) -> Message {
    let mut m = message(&points.iter().map(|&(t, q)| (t, q, [0.0; 3])).collect::<Vec<_>>());
    for p in &mut m.points {
        p.velocities.clear();
    }
    m
}

/// Upstream's `constraints.joint1..3.goal` of `tolerance` and `constraints.goal_time`.
fn goal_tolerance_on_three_joints(tolerance: f64, goal_time: f64) -> Constraints {
    let mut constraints = Constraints::defaults(DOF);
    constraints.goal_time = goal_time;
    for j in 0..3 {
        constraints.joints[j].goal = tolerance;
    }
    constraints
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, test_success_single_point_with_velocity_sendgoal).
///
/// Upstream's one point (1, 2, 3 rad, 1 rad/s at 0.5 s) divided by 4 and at 2 s (its velocity
/// so divided by 16), with `stopped_velocity_tolerance` 0 and a nonzero velocity at the end
/// allowed (the sim node's message check; the controller itself takes it). Expected as
/// upstream: the goal succeeds, the position command holds the point.
#[test]
fn actions_test_success_single_point_with_velocity_sendgoal() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    let mut constraints = Constraints::defaults(DOF);
    constraints.stopped_velocity_tolerance = 0.0;
    c.set_constraints(&constraints);
    let msg = message(&[(2.0, [0.25, 0.5, 0.75], [1.0 / 16.0; 3])]);
    succeeds_holding(&mut c, &msg, 2.5, [0.25, 0.5, 0.75], &log);
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, test_success_multi_point_with_velocity_sendgoal).
///
/// Upstream's two points (4, 5, 6 rad, 1 rad/s at 0.2 s; 7, 8, 9 rad, 2 rad/s at 0.3 s), their
/// positions divided by 10 and their times multiplied by 10 (velocities so divided by 100).
/// Expected as upstream: the goal succeeds, the position command holds the last point.
#[test]
fn actions_test_success_multi_point_with_velocity_sendgoal() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    let mut constraints = Constraints::defaults(DOF);
    constraints.stopped_velocity_tolerance = 0.0;
    c.set_constraints(&constraints);
    let msg = message(&[(2.0, [0.4, 0.5, 0.6], [0.01; 3]), (3.0, [0.7, 0.8, 0.9], [0.02; 3])]);
    succeeds_holding(&mut c, &msg, 3.5, [0.7, 0.8, 0.9], &log);
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActions, test_goal_tolerances_single_point_success).
///
/// Upstream's goal tolerance (0.1 rad on joints 1 to 3) and point (1, 2, 3 rad at 0.5 s,
/// positions only) divided by 4 and at 2 s. Expected as upstream: SUCCESSFUL, the command
/// holds the point. And as Jazzy's controller judges it (position command interface: no
/// velocity error is formed): the goal succeeds on the first update past the last point, the
/// arm still trailing its command, within the tolerance.
#[test]
fn test_goal_tolerances_single_point_success() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    c.set_constraints(&goal_tolerance_on_three_joints(0.1, 0.0));
    let msg = positions_only(&[(2.0, [0.25, 0.5, 0.75])]);
    let (_, mut ended) = c.accept_message(0.0, &msg, Source::Action, Pacing::FollowsOverride, &log).expect("accepted");
    let mut t = 0.0;
    while ended.is_empty() && t < 3.0 {
        t += 0.001;
        c.advance(t, &log);
    }
    assert_eq!(ended.try_recv().map(|e| e.outcome), Ok(Outcome::Finished));
    assert!(t < 2.0 + 0.002, "succeeded as the command reached the point: at {t} s");
    let trails = 0.75 - c.position()[2];
    assert!(trails > 1e-3 && trails < 0.1, "the arm still trails, within the tolerance: {trails}");
    run(&mut c, t, t + 0.01, &log);
    assert_eq!(command3(&c), [0.25, 0.5, 0.75], "holding the last position goal");
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActions, test_goal_tolerances_multi_point_success).
///
/// Upstream's goal tolerance (0.1 rad on joints 1 to 3) and points (4, 5, 6 rad at 0.2 s;
/// 7, 8, 9 rad at 0.3 s; positions only), the positions divided by 10 and the times
/// multiplied by 10. Expected as upstream: SUCCESSFUL, the command holds the last point.
#[test]
fn test_goal_tolerances_multi_point_success() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    c.set_constraints(&goal_tolerance_on_three_joints(0.1, 0.0));
    let msg = positions_only(&[(2.0, [0.4, 0.5, 0.6]), (3.0, [0.7, 0.8, 0.9])]);
    succeeds_holding(&mut c, &msg, 3.5, [0.7, 0.8, 0.9], &log);
}

/// Upstream's `expectDefaultTolerances` of test_trajectory_tolerances' fixture (the first three
/// joints).
fn expect_default_tolerances(c: &super::Controller) {
    let active = &c.tolerances.active;
    assert_eq!(active.goal_time_tolerance, 0.1);
    for j in 0..3 {
        let (state, goal) = (&active.state_tolerance[j], &active.goal_state_tolerance[j]);
        assert_eq!((state.position, state.velocity, state.acceleration), (0.1, 0.0, 0.0), "joint {j}");
        assert_eq!((goal.position, goal.velocity, goal.acceleration), (0.1, 0.1, 0.0), "joint {j}");
    }
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActions, test_tolerances_via_actions).
///
/// Upstream's constraints (goal and trajectory 0.1 rad on joints 1 to 3, goal time 0.1 s,
/// stopped velocity 0.1 rad/s) and three goals of its point (1, 2, 3 rad at 0.5 s, divided by
/// 4 and at 2 s): without tolerances, with its path and goal tolerances (the goal's in jumbled
/// order) and goal time 2 s, and without again. Expected as upstream: each succeeds; the active
/// tolerances are the defaults, then the goal's, then the defaults again.
#[test]
fn test_tolerances_via_actions() {
    use super::jtc_tolerances::{GoalTolerances, JointTolerance};
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    let mut constraints = goal_tolerance_on_three_joints(0.1, 0.1);
    constraints.stopped_velocity_tolerance = 0.1;
    for j in 0..3 {
        constraints.joints[j].trajectory = 0.1;
    }
    c.set_constraints(&constraints);
    let names: Vec<String> = (1..=DOF).map(|i| format!("joint{i}")).collect();
    let tolerance = |name: &str, p: f64, v: f64, a: f64| JointTolerance {
        name: name.to_owned(),
        position: p,
        velocity: v,
        acceleration: a,
    };
    let goal = |c: &mut super::Controller, from: f64, tolerances: &GoalTolerances| {
        let msg = positions_only(&[(2.0, [0.25, 0.5, 0.75])]);
        let (_, mut ended) =
            c.accept_message(from, &msg, Source::Action, Pacing::FollowsOverride, &log).expect("accepted");
        c.take_goal_tolerances(tolerances, &names, &log);
        run(c, from, from + 2.5, &log);
        assert_eq!(ended.try_recv().map(|e| e.outcome), Ok(Outcome::Finished));
    };
    // Check default values.
    goal(&mut c, 0.0, &GoalTolerances::default());
    expect_default_tolerances(&c);
    // Send goal with nonzero tolerances, are they accepted?
    let path = ["joint1", "joint2", "joint3"].map(|n| tolerance(n, 0.2, 0.3, 0.4)).to_vec();
    let jumbled = vec![
        tolerance("joint2", 1.2, 2.2, 3.2),
        tolerance("joint3", 1.3, 2.3, 3.3),
        tolerance("joint1", 1.1, 2.1, 3.1),
    ];
    goal(&mut c, 2.5, &GoalTolerances { path_tolerance: path, goal_tolerance: jumbled, goal_time_tolerance: 2.0 });
    let active = &c.tolerances.active;
    assert_eq!(active.goal_time_tolerance, 2.0);
    for j in 0..3 {
        let (state, goal) = (&active.state_tolerance[j], &active.goal_state_tolerance[j]);
        assert_eq!((state.position, state.velocity, state.acceleration), (0.2, 0.3, 0.4), "joint {j}");
        let k = j as f64 + 1.0;
        let expected = (1.0 + 0.1 * k, 2.0 + 0.1 * k, 3.0 + 0.1 * k);
        assert!((goal.position - expected.0).abs() < 1e-12, "joint {j}: {goal:?}");
        assert!((goal.velocity - expected.1).abs() < 1e-12, "joint {j}: {goal:?}");
        assert!((goal.acceleration - expected.2).abs() < 1e-12, "joint {j}: {goal:?}");
    }
    // Send goal without tolerances again, are the default ones used?
    goal(&mut c, 5.0, &GoalTolerances::default());
    expect_default_tolerances(&c);
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, test_goal_tolerances_fail).
///
/// Upstream's goal time (1 µs) and goal; its hardware never moves, so the goal is never
/// reached. The stand-in's arm trails its command by the drives' window: the point (4, 5, 6 rad,
/// at 0 s, a step no drive makes) divided by 10 and at 1 s, positions only (a linear segment,
/// at whose end the arm trails by 0.02 to 0.03 rad), and upstream's goal tolerance divided by
/// 10 (0.01 rad). Expected as upstream: ABORTED with GOAL_TOLERANCE_VIOLATED, and the command
/// holds the position the arm had.
#[test]
fn actions_test_goal_tolerances_fail() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    c.set_constraints(&goal_tolerance_on_three_joints(0.01, 0.000001));
    let msg = positions_only(&[(1.0, [0.4, 0.5, 0.6])]);
    let (_, mut ended) = c.accept_message(0.0, &msg, Source::Action, Pacing::FollowsOverride, &log).expect("accepted");
    run(&mut c, 0.0, 1.1, &log);
    let outcome = ended.try_recv().map(|e| e.outcome);
    let Ok(Outcome::GoalTolerance(why)) = &outcome else { panic!("{outcome:?}") };
    assert!(why.starts_with("Aborted due to goal_time_tolerance exceeding by 0.00"), "{why}");
    assert!(log.tail(20).iter().any(|l| l.contains(why.as_str())), "{:?}", log.tail(20));
    assert_eq!(c.active_goal(), None);
    let held = command3(&c);
    assert!(held[2] < 0.6 - 0.01, "held where the arm was, short of the point: {held:?}");
    run(&mut c, 1.1, 1.5, &log);
    assert_eq!(command3(&c), held, "holding");
    assert_eq!(c.position(), c.reference().0, "the arm rests where the command holds");
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, test_no_time_from_start_state_tolerance_fail).
///
/// Upstream's state tolerance (0.0001 rad on joints 1 to 3) and its one point at
/// `time_from_start` 0 (4, 5, 6 rad, divided by 10: still a step no drive makes). Expected as
/// upstream: the first sample is checked though it is the last point, the goal is aborted with
/// PATH_TOLERANCE_VIOLATED, the step is never written, and the controller holds the initial
/// position (no drive fault: the drives never saw the step).
#[test]
fn actions_test_no_time_from_start_state_tolerance_fail() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    c.set_constraints(&state_tolerance_on_three_joints(0.0001));
    let msg = positions_only(&[(0.0, [0.4, 0.5, 0.6])]);
    let (_, mut ended) = c.accept_message(0.0, &msg, Source::Action, Pacing::FollowsOverride, &log).expect("accepted");
    run(&mut c, 0.0, 0.01, &log);
    assert!(matches!(ended.try_recv().map(|e| e.outcome), Ok(Outcome::PathTolerance(_))), "aborted");
    assert_eq!(command3(&c), [0.0; 3], "holding the initial position");
    assert_eq!(c.position(), [0.0; DOF], "the arm never moved");
    assert!(!log.tail(20).iter().any(|l| l.contains("drive fault")), "{:?}", log.tail(20));
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, test_goal_tolerances_fail).
///
/// Upstream's goal time (1 µs) and topic message (3.3 … 12.12 rad at 0.1 s steps, velocities
/// 0.01 to 0.06 rad/s), its positions divided by 10 and its times multiplied by 10 (velocities
/// so divided by 100). Upstream's hardware never moves; the stand-in's arm trails a command
/// decelerating onto its last point by a few mrad, so the goal tolerance is upstream's divided
/// by 100 (0.001 rad). Expected as upstream: the controller holds the measured position
/// ("Exceeded goal_time_tolerance: holding position..."), and goes on holding it.
#[test]
fn test_goal_tolerances_fail() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    c.set_constraints(&goal_tolerance_on_three_joints(0.001, 0.000001));
    let msg = message(&[
        (1.0, [0.33, 0.44, 0.55], [0.0001; 3]),
        (2.0, [0.77, 0.88, 0.99], [0.0005; 3]),
        (3.0, [1.010, 1.111, 1.212], [0.0006; 3]),
    ]);
    let (_, mut ended) = c.accept_message(0.0, &msg, Source::Topic, Pacing::FollowsOverride, &log).expect("accepted");
    run(&mut c, 0.0, 4.0, &log);
    assert!(matches!(ended.try_recv().map(|e| e.outcome), Ok(Outcome::GoalTolerance(_))), "aborted");
    assert!(log.tail(20).iter().any(|l| l.contains("Exceeded goal_time_tolerance: holding position...")));
    let held = command3(&c);
    assert!(held[2] < 1.212 - 0.001, "held where the arm was, short of the point: {held:?}");
    assert_eq!(c.position(), c.reference().0, "the arm rests where the command holds");
    // What happens if we wait longer? It goes on holding the old point.
    run(&mut c, 4.0, 4.1, &log);
    assert_eq!(command3(&c), held);
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTest, time_from_start_populated).
///
/// A single waypoint at 100 ms (the initial position), the controller updated for 0.2 s: the
/// state's `time_from_start` (the time since the running trajectory began, which the sim node
/// publishes as the feedback's and the reference's) is about 0.2 s.
#[test]
fn time_from_start_populated() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    run(&mut c, 0.0, 5.0, &log);
    let msg = positions_only(&[(0.1, [0.0; 3])]);
    c.accept_message(5.0, &msg, Source::Topic, Pacing::FollowsOverride, &log).expect("accepted");
    run(&mut c, 5.0, 5.2, &log);
    let since = 5.2 - c.trajectory_start();
    assert!((since - 0.2).abs() <= 0.01, "{since}");
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, hold_on_startup).
///
/// After start-up, before any message: the controller holds the position at start-up (the
/// command the initial position, the arm resting there).
#[test]
fn hold_on_startup() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    run(&mut c, 0.0, 0.25, &log);
    assert_eq!(c.reference(), ([0.0; DOF], [0.0; DOF]), "holding the initial position");
    assert_eq!(c.position(), [0.0; DOF]);
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, update_dynamic_tolerances).
///
/// Upstream's defaults (no goal time, no position tolerances, a stopped velocity tolerance of
/// 0.01), then its new `constraints` set while the controller runs (the stand-in's parameters
/// come from its stack file: set through the same call): the controller's tolerances follow.
#[test]
fn update_dynamic_tolerances() {
    let log = LogBuffer::new(100);
    let mut c = jazzy();
    let tols = &c.tolerances.default;
    assert_eq!(tols.goal_time_tolerance, 0.0);
    for j in 0..DOF {
        assert_eq!(tols.state_tolerance[j].position, 0.0);
        assert_eq!(tols.goal_state_tolerance[j].position, 0.0);
        assert_eq!(tols.goal_state_tolerance[j].velocity, 0.01);
    }
    let mut constraints = Constraints::defaults(DOF);
    constraints.goal_time = 1.0;
    constraints.stopped_velocity_tolerance = 0.02;
    for (j, joint) in constraints.joints.iter_mut().enumerate().take(3) {
        joint.trajectory = j as f64 + 1.0;
        joint.goal = 10.0 * (j as f64 + 1.0);
    }
    c.set_constraints(&constraints);
    c.advance(0.01, &log);
    let tols = &c.tolerances.default;
    assert_eq!(tols.goal_time_tolerance, 1.0);
    for j in 0..3 {
        assert_eq!(tols.state_tolerance[j].position, j as f64 + 1.0);
        assert_eq!(tols.goal_state_tolerance[j].position, 10.0 * (j as f64 + 1.0));
        assert_eq!(tols.goal_state_tolerance[j].velocity, 0.02);
    }
}
