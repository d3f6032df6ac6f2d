//! ros2_controllers' `joint_trajectory_controller/test/test_tolerances.cpp` (jazzy), each TEST
//! with upstream's inputs and figures. `EXPECT_DOUBLE_EQ` is `assert_eq!` here: every figure is
//! copied, never computed.

use super::*;

/// `test_trajectory_controller_utils.hpp`'s `default_goal_time` and `stopped_velocity_tolerance`.
const DEFAULT_GOAL_TIME: f64 = 0.1;
const STOPPED_VELOCITY_TOLERANCE: f64 = 0.1;

fn joints() -> Vec<String> {
    ["joint1", "joint2", "joint3"].map(String::from).to_vec()
}

/// `TestTolerancesFixture::SetUp`'s default tolerances.
fn default_tolerances() -> SegmentTolerances {
    let mut t = SegmentTolerances::new(3);
    t.goal_time_tolerance = DEFAULT_GOAL_TIME;
    for i in 0..3 {
        t.state_tolerance[i].position = 0.1;
        t.goal_state_tolerance[i].position = 0.1;
        t.goal_state_tolerance[i].velocity = STOPPED_VELOCITY_TOLERANCE;
    }
    t
}

fn tolerance(name: &str, position: f64, velocity: f64, acceleration: f64) -> JointTolerance {
    JointTolerance { name: name.to_owned(), position, velocity, acceleration }
}

/// `prepareGoalMsg`'s tolerances (its points play no part in them).
fn goal(goal_time_tolerance: f64, path: Vec<JointTolerance>, goal: Vec<JointTolerance>) -> GoalTolerances {
    GoalTolerances { path_tolerance: path, goal_tolerance: goal, goal_time_tolerance }
}

fn state(position: f64, velocity: f64, acceleration: f64) -> StateTolerances {
    StateTolerances { position, velocity, acceleration }
}

/// `expectDefaultTolerances`.
fn expect_default_tolerances(active: &Resolved) {
    let t = &active.tolerances;
    assert_eq!(t.goal_time_tolerance, DEFAULT_GOAL_TIME);
    assert_eq!(t.state_tolerance, vec![state(0.1, 0.0, 0.0); 3]);
    assert_eq!(t.goal_state_tolerance, vec![state(0.1, STOPPED_VELOCITY_TOLERANCE, 0.0); 3]);
    assert!(active.fallback.is_some(), "upstream logs why the defaults apply");
}

/// Upstream: test_tolerances.cpp, TEST(TestTolerancesFixture, test_get_segment_tolerances).
#[test]
fn test_get_segment_tolerances() {
    let path = ["joint1", "joint2", "joint3"].map(|n| tolerance(n, 0.2, 0.3, 0.4)).to_vec();
    // Different tolerances in jumbled order.
    let goal_tol = vec![
        tolerance("joint2", 1.2, 2.2, 3.2),
        tolerance("joint3", 1.3, 2.3, 3.3),
        tolerance("joint1", 1.1, 2.1, 3.1),
    ];
    let active = get_segment_tolerances(&default_tolerances(), &goal(2.0, path, goal_tol), &joints());
    assert_eq!(active.fallback, None);
    let t = active.tolerances;
    assert_eq!(t.goal_time_tolerance, 2.0);
    assert_eq!(t.state_tolerance, vec![state(0.2, 0.3, 0.4); 3]);
    assert_eq!(t.goal_state_tolerance, vec![state(1.1, 2.1, 3.1), state(1.2, 2.2, 3.2), state(1.3, 2.3, 3.3)]);
}

/// Upstream: test_tolerances.cpp, TEST(TestTolerancesFixture, test_deactivate_tolerances).
#[test]
fn test_deactivate_tolerances() {
    let erased = ["joint1", "joint2", "joint3"].map(|n| tolerance(n, -1.0, -1.0, -1.0)).to_vec();
    let active = get_segment_tolerances(&default_tolerances(), &goal(-1.0, erased.clone(), erased), &joints());
    let t = active.tolerances;
    assert_eq!(t.goal_time_tolerance, 0.0);
    assert_eq!(t.state_tolerance, vec![state(0.0, 0.0, 0.0); 3]);
    assert_eq!(t.goal_state_tolerance, vec![state(0.0, 0.0, 0.0); 3]);
}

/// Upstream: test_tolerances.cpp, TEST(TestTolerancesFixture, test_invalid_tolerances).
#[test]
fn test_invalid_tolerances() {
    let defaults = default_tolerances();
    // negative goal_time_tolerance
    let path = vec![tolerance("joint1", 0.0, 0.0, 0.0)];
    expect_default_tolerances(&get_segment_tolerances(&defaults, &goal(-123.0, path, vec![]), &joints()));
    for bad in [
        tolerance("joint1", -123.0, 0.0, 0.0),
        tolerance("joint1", 0.0, -123.0, 0.0),
        tolerance("joint1", 0.0, 0.0, -123.0),
    ] {
        // negative path position, velocity, acceleration tolerance
        expect_default_tolerances(&get_segment_tolerances(&defaults, &goal(3.0, vec![bad.clone()], vec![]), &joints()));
        // negative goal position, velocity, acceleration tolerance
        expect_default_tolerances(&get_segment_tolerances(&defaults, &goal(3.0, vec![], vec![bad]), &joints()));
    }
}

/// Upstream: test_tolerances.cpp, TEST(TestTolerancesFixture, test_invalid_joints_path_tolerance).
#[test]
fn test_invalid_joints_path_tolerance() {
    let path = vec![tolerance("joint123", 0.0, 0.0, 0.0)];
    expect_default_tolerances(&get_segment_tolerances(&default_tolerances(), &goal(3.0, path, vec![]), &joints()));
}

/// Upstream: test_tolerances.cpp, TEST(TestTolerancesFixture, test_invalid_joints_goal_tolerance).
#[test]
fn test_invalid_joints_goal_tolerance() {
    let goal_tol = vec![tolerance("joint123", 0.0, 0.0, 0.0)];
    expect_default_tolerances(&get_segment_tolerances(&default_tolerances(), &goal(3.0, vec![], goal_tol), &joints()));
}

/// Not upstream's: the parameters' defaults as `get_segment_tolerances(logger, params)` reads
/// them, and the check of one joint (`check_state_tolerance_per_joint`), 0 enforcing nothing.
#[test]
fn the_constraints_give_the_defaults_and_a_joint_past_a_tolerance_fails_the_check() {
    let mut c = Constraints::defaults(2);
    c.goal_time = 1.0;
    c.joints[1] = JointConstraints { trajectory: 0.05, goal: 0.03, ..Default::default() };
    let t = from_constraints(&c);
    assert_eq!(t.goal_time_tolerance, 1.0);
    assert_eq!(t.state_tolerance, vec![state(0.0, 0.0, 0.0), state(0.05, 0.0, 0.0)]);
    assert_eq!(t.goal_state_tolerance, vec![state(0.0, 0.01, 0.0), state(0.03, 0.01, 0.0)]);
    let error = JointError { position: 0.06, velocity: Some(0.005), acceleration: None };
    assert_eq!(check_state_tolerance_per_joint(&error, &t.state_tolerance[0]), Ok(()));
    let failed = check_state_tolerance_per_joint(&error, &t.state_tolerance[1]).expect_err("past 0.05");
    assert!(failed.contains("Position Error: 0.060000, Position Tolerance: 0.050000"), "{failed}");
    let nan = JointError { position: f64::NAN, ..error };
    assert_eq!(check_state_tolerance_per_joint(&nan, &t.state_tolerance[1]), Ok(()), "upstream: NaN > t is false");
}
