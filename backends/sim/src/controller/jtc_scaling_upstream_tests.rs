//! ros2_controllers' jazzy tests of the joint_trajectory_controller's speed scaling
//! (`~/speed_scaling_input`, `speed_scaling.initial_scaling_factor`, its state and command
//! interfaces), ported as tests of the stand-in's controller under Jazzy's rules. Upstream reads
//! the factor back from `~/controller_state`; the stand-in's state publishes
//! [`Controller::speed_scaling_factor`], which these tests read.

use super::jtc_tolerances::Constraints;
use super::jtc_trajectory::{Interpolation, JtcTrajectory, Message, Point, nanos};
use super::test_support::controller;
use super::{Controller, JtcParams, Outcome, Pacing, Source, SpeedScaling};
use armrest_backend::{DOF, LogBuffer};

/// The controller configured as upstream's test fixture with `speed_scaling`.
fn scaled(speed_scaling: SpeedScaling, log: &LogBuffer) -> Controller {
    let mut c = controller();
    let params = JtcParams {
        decelerate_on_cancel: false,
        interpolate_from_desired_state: false,
        velocity_state: true,
        cmd_timeout: 0.0,
        constraints: Constraints::defaults(DOF),
        speed_scaling,
    };
    let names: Vec<String> = (1..=DOF).map(|i| format!("joint{i}")).collect();
    c.configure_jtc(&params, &names, log);
    c
}

fn initial(factor: f64) -> SpeedScaling {
    SpeedScaling { initial_factor: factor, ..SpeedScaling::default() }
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTest, setting_scaling_factor_works_correctly).
///
/// 0.765 on the topic is the factor; 0 too (an edge case that works); a negative factor after
/// 0.45 is ignored, 0.45 stays.
#[test]
fn setting_scaling_factor_works_correctly() {
    let log = LogBuffer::new(100);
    let mut c = scaled(SpeedScaling::default(), &log);
    c.speed_scaling_input(0.01, 0.765, &log);
    assert_eq!(c.speed_scaling_factor(), 0.765);
    c.speed_scaling_input(0.02, 0.0, &log);
    assert_eq!(c.speed_scaling_factor(), 0.0);
    c.speed_scaling_input(0.03, 0.45, &log);
    c.speed_scaling_input(0.04, -0.12, &log);
    assert_eq!(c.speed_scaling_factor(), 0.45);
    assert!(log.tail(5).iter().any(|l| l.contains("Ignoring input")), "{:?}", log.tail(5));
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTest, scaling_factor_from_param).
///
/// `speed_scaling.initial_scaling_factor` 0.123: the factor before anything comes on the topic.
#[test]
fn scaling_factor_from_param() {
    let log = LogBuffer::new(100);
    let c = scaled(initial(0.123), &log);
    assert_eq!(c.speed_scaling_factor(), 0.123);
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTest, scaling_state_interface_sets_value).
///
/// With a scaling state interface the factor is the hardware's (the stand-in's hardware runs at
/// full speed), not the initial 0.123, and what the topic sets (0.765) is overwritten by it.
#[test]
fn scaling_state_interface_sets_value() {
    let log = LogBuffer::new(100);
    let mut c = scaled(SpeedScaling { state_interface: true, ..initial(0.123) }, &log);
    assert_eq!(c.speed_scaling_factor(), SpeedScaling::HARDWARE_FACTOR);
    c.speed_scaling_input(0.01, 0.765, &log);
    assert_eq!(c.speed_scaling_factor(), SpeedScaling::HARDWARE_FACTOR);
}

/// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTest, scaling_command_interface_sets_value).
///
/// With a command interface beside it, the initial factor (0.123) is written to the hardware
/// and read back; then the topic's 0.765 is. (Upstream's hardware reports it one update later;
/// the stand-in's at once.)
#[test]
fn scaling_command_interface_sets_value() {
    let log = LogBuffer::new(100);
    let mut c = scaled(SpeedScaling { state_interface: true, command_interface: true, ..initial(0.123) }, &log);
    assert_eq!(c.speed_scaling_factor(), 0.123);
    c.speed_scaling_input(0.01, 0.765, &log);
    assert_eq!(c.speed_scaling_factor(), 0.765);
}

/// Upstream's two position-only points (4, 5, 6 rad at 0.1 s; 7, 8, 9 rad at 0.2 s), divided by
/// 20 and their times multiplied by 10: at twice the speed (upstream's largest factor) within the
/// test controller's drives.
fn two_points() -> Message {
    let point = |t: f64, q: [f64; 3]| Point {
        positions: (0..DOF).map(|j| q[j.min(2)]).collect(),
        time_from_start: t,
        ..Default::default()
    };
    Message { stamp: 0, points: vec![point(1.0, [0.2, 0.25, 0.3]), point(2.0, [0.35, 0.4, 0.45])] }
}

/// Upstream's factors.
const FACTORS: [f64; 4] = [0.25, 0.87, 1.0, 2.0];

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestScalingFactor, test_scaling_execution_time_succeeds).
///
/// For each of upstream's factors as `initial_scaling_factor`: while the goal runs, its desired
/// time from start (the trajectory's time) is the actual time from start times the factor; the
/// goal succeeds and the controller then holds its last point; a second goal succeeds too.
#[test]
fn actions_test_scaling_execution_time_succeeds() {
    for f in FACTORS {
        let log = LogBuffer::new(100);
        let mut c = scaled(initial(f), &log);
        for round in 0..2 {
            let start = round as f64 * 20.0;
            let (_, mut ended) = c
                .accept_message(start, &two_points(), Source::Action, Pacing::FollowsOverride, &log)
                .expect("accepted");
            let mut t = start;
            let end = start + 2.0 / f + 0.5;
            while t < end {
                t += 0.001;
                c.advance(t, &log);
                if let Some(a) = c.active.as_ref() {
                    let (desired, actual) = (a.path, a.elapsed());
                    assert!((desired - actual * f).abs() <= 1e-3 * actual + 1e-9, "factor {f}: {desired} vs {actual}");
                }
            }
            assert_eq!(ended.try_recv().map(|e| e.outcome), Ok(Outcome::Finished), "factor {f}, round {round}");
            let (q, _) = c.reference();
            assert_eq!([q[0], q[1], q[2]], [0.35, 0.4, 0.45], "factor {f}: holding the last position goal");
        }
    }
}

/// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestScalingFactor, test_scaling_sampling_is_correct).
///
/// For each of upstream's factors: at every controller period until the last segment, the
/// controller's reference is the message sampled, by upstream's trajectory class from the
/// initial position, at the scaled time.
#[test]
fn actions_test_scaling_sampling_is_correct() {
    for f in FACTORS {
        let log = LogBuffer::new(100);
        let mut c = scaled(initial(f), &log);
        let msg = two_points();
        c.accept_message(0.0, &msg, Source::Action, Pacing::FollowsOverride, &log).expect("accepted");
        let before = Point { positions: vec![0.0; DOF], ..Default::default() };
        let mut upstream = JtcTrajectory::from_state(0, &before, msg.clone());
        let period = 0.01;
        let (mut t, mut scaled_t) = (0.0, 0.0);
        while scaled_t + period <= 2.0 {
            c.advance(t, &log);
            let sampled = upstream.sample(nanos(scaled_t), Interpolation::VariableDegreeSpline, true).expect("sampled");
            let (q, _) = c.reference();
            for (j, (got, want)) in q.iter().zip(&sampled.state.positions).enumerate() {
                assert!(
                    (got - want).abs() < 1e-9,
                    "factor {f} at {t} s (scaled {scaled_t} s), joint {j}: {got} vs {want}"
                );
            }
            t += period;
            scaled_t += period * f;
        }
    }
}
