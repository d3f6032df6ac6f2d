//! Upstream's own tests of the trajectory: ros2_controllers `jazzy`,
//! `joint_trajectory_controller/test/test_trajectory.cpp`, all 16 TESTs ported one to one, each
//! named `<fixture>_<name>` in snake case, with upstream's inputs, expected figures and EPS.
//!
//! Upstream's iterators are indices into the message's points here: `begin()` is 0,
//! `++begin()` 1, `--end()` `points.len() - 1` and `end()` `points.len()`. `sample` returning
//! false is `None` (so iterators upstream checks after a false return cannot be checked), and
//! `rclcpp::Clock().now()` is a realistic epoch time in nanoseconds, so the integer-time handling
//! is exercised.

use super::*;

/// Upstream's floating-point comparison threshold.
const EPS: f64 = 1e-8;

/// `rclcpp::Clock().now()`: a realistic epoch time (2025-11-29), nanoseconds.
const NOW: Nanos = 1_764_400_000_000_000_000;

/// `rclcpp::Clock(RCL_STEADY_TIME).now()`: about an hour since boot, nanoseconds.
const STEADY_NOW: Nanos = 3_600_123_456_789;

/// `begin()`.
const BEGIN: usize = 0;

/// `DEFAULT_INTERPOLATION`.
const DEFAULT_INTERPOLATION: Interpolation = Interpolation::VariableDegreeSpline;

/// `EXPECT_NEAR(expected, actual, EPS)`.
#[track_caller]
fn expect_near(expected: f64, actual: f64) {
    assert!((expected - actual).abs() <= EPS, "expected {expected}, got {actual} (EPS {EPS})");
}

/// `traj.sample(time, method, ...)` that upstream expects to return true.
#[track_caller]
fn sample_ok(traj: &mut JtcTrajectory, time: Nanos, method: Interpolation) -> Sampled {
    traj.sample(time, method, true).expect("sample() returns true")
}

fn position_point(position: f64, time_from_start: f64) -> Point {
    Point { positions: vec![position], time_from_start, ..Default::default() }
}

fn velocity_point(velocity: f64, time_from_start: f64) -> Point {
    Point { velocities: vec![velocity], time_from_start, ..Default::default() }
}

fn acceleration_point(acceleration: f64, time_from_start: f64) -> Point {
    Point { accelerations: vec![acceleration], time_from_start, ..Default::default() }
}

/// Upstream: test_trajectory.cpp, TEST(TestTrajectory, initialize_trajectory).
#[test]
fn test_trajectory_initialize_trajectory() {
    {
        let empty_msg = Message { stamp: 2_000_000_002, points: vec![] };
        let empty_time = empty_msg.stamp;
        let mut traj = JtcTrajectory::new(empty_msg);
        assert_eq!(0, traj.last_sample_index());

        let result = traj.sample(STEADY_NOW, DEFAULT_INTERPOLATION, true);
        assert_eq!(0, traj.last_sample_index());

        // Upstream checks start == end == end() after the false return: here that is None.
        assert_eq!(None, result);
        assert_eq!(empty_time, traj.time_from_start());
    }
    {
        let empty_msg = Message { stamp: 0, points: vec![] };
        let now = STEADY_NOW;
        let mut traj = JtcTrajectory::new(empty_msg);
        let _traj_starttime = traj.time_from_start();

        let result = traj.sample(STEADY_NOW + 1_000, DEFAULT_INTERPOLATION, true);
        assert_eq!(0, traj.last_sample_index());

        // Upstream checks start == end == end() after the false return: here that is None.
        assert_eq!(None, result);
        let allowed_delta: Nanos = 10_000;
        assert!(traj.time_from_start() - now < allowed_delta);
    }
}

/// Upstream: test_trajectory.cpp, TEST(TestTrajectory, sample_trajectory_positions).
#[test]
fn test_trajectory_sample_trajectory_positions() {
    let p1 = position_point(1.0, 1.0);
    let p2 = position_point(2.0, 2.0);
    let p3 = position_point(3.0, 3.0);
    let full_msg = Message { stamp: 0, points: vec![p1.clone(), p2.clone(), p3.clone()] };
    let end = full_msg.points.len();

    let point_before_msg = position_point(0.0, 0.0);

    // set current state before trajectory msg was sent
    let time_now = NOW;
    let mut traj = JtcTrajectory::from_state(time_now, &point_before_msg, full_msg);

    let duration_first_seg = 1.0;
    let velocity = (p1.positions[0] - point_before_msg.positions[0]) / duration_first_seg;

    // sample at trajectory starting time
    {
        let s = sample_ok(&mut traj, time_now, DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN, s.end);
        expect_near(point_before_msg.positions[0], s.state.positions[0]);
        expect_near(velocity, s.state.velocities[0]);
        expect_near(0.0, s.state.accelerations[0]);
    }

    // sample before time_now
    {
        let result = traj.sample(time_now - nanos(0.5), DEFAULT_INTERPOLATION, true);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(None, result);
    }

    // sample 0.5s after msg
    {
        let s = sample_ok(&mut traj, time_now + nanos(0.5), DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN, s.end);
        let half_current_to_p1 = (point_before_msg.positions[0] + p1.positions[0]) * 0.5;
        expect_near(half_current_to_p1, s.state.positions[0]);
        expect_near(velocity, s.state.velocities[0]);
        expect_near(0.0, s.state.accelerations[0]);
    }

    // sample 1s after msg
    {
        let s = sample_ok(&mut traj, time_now + nanos(1.0), DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN + 1, s.end);
        expect_near(p1.positions[0], s.state.positions[0]);
        expect_near(velocity, s.state.velocities[0]);
        expect_near(0.0, s.state.accelerations[0]);
    }

    // sample 1.5s after msg
    {
        let s = sample_ok(&mut traj, time_now + nanos(1.5), DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN + 1, s.end);
        let half_p1_to_p2 = (p1.positions[0] + p2.positions[0]) * 0.5;
        expect_near(half_p1_to_p2, s.state.positions[0]);
    }

    // sample 2.5s after msg
    {
        let s = sample_ok(&mut traj, time_now + nanos(2.5), DEFAULT_INTERPOLATION);
        assert_eq!(1, traj.last_sample_index());
        let half_p2_to_p3 = (p2.positions[0] + p3.positions[0]) * 0.5;
        expect_near(half_p2_to_p3, s.state.positions[0]);
    }

    // sample 3s after msg
    {
        let s = sample_ok(&mut traj, time_now + nanos(3.0), DEFAULT_INTERPOLATION);
        assert_eq!(2, traj.last_sample_index());
        expect_near(p3.positions[0], s.state.positions[0]);
    }

    // sample past given points
    {
        let s = sample_ok(&mut traj, time_now + nanos(3.125), DEFAULT_INTERPOLATION);
        assert_eq!(2, traj.last_sample_index());
        assert_eq!(end - 1, s.start);
        assert_eq!(end, s.end);
        expect_near(p3.positions[0], s.state.positions[0]);
    }

    // sample long past given points for same trajectory, it should receive the same end point
    // so later in the query_state_service we set it to failure
    {
        let s = sample_ok(&mut traj, time_now + nanos(30.0), DEFAULT_INTERPOLATION);
        assert_eq!(2, traj.last_sample_index());
        assert_eq!(end - 1, s.start);
        assert_eq!(end, s.end);
        expect_near(p3.positions[0], s.state.positions[0]);
    }
}

/// Upstream: test_trajectory.cpp, TEST(TestTrajectory, interpolation_pos_vel).
#[test]
fn test_trajectory_interpolation_pos_vel() {
    // taken from ros1_controllers QuinticSplineSegmentTest::PosVelEnpointsSampler

    // Start and end state taken from x^3 - 2x
    let start_state =
        Point { time_from_start: 1.0, positions: vec![0.0], velocities: vec![-2.0], ..Default::default() };
    let end_state = Point {
        time_from_start: 3.0,
        positions: vec![4.0],
        velocities: vec![10.0],
        accelerations: vec![0.0], // Should be ignored, start state does not specify it
        ..Default::default()
    };

    // Upstream's `Trajectory()` only hosts `interpolate_between_points`, a free function here.
    let time_now: Nanos = 0;
    let time_a = time_now + nanos(start_state.time_from_start);
    let time_b = time_now + nanos(end_state.time_from_start);

    // sample at start_time
    {
        let expected_state = interpolate_between_points(time_a, &start_state, time_b, &end_state, time_a);
        expect_near(start_state.positions[0], expected_state.positions[0]);
        expect_near(start_state.velocities[0], expected_state.velocities[0]);
        expect_near(0.0, expected_state.accelerations[0]);
    }

    // Sample at mid-segment: Zero-crossing
    {
        let t = nanos(2.0_f64.sqrt());
        let expected_state = interpolate_between_points(time_a, &start_state, time_b, &end_state, time_a + t);
        expect_near(0.0, expected_state.positions[0]);
        expect_near(4.0, expected_state.velocities[0]);
        expect_near(6.0 * 2.0_f64.sqrt(), expected_state.accelerations[0]);
    }

    // sample at end_time
    {
        let expected_state = interpolate_between_points(time_a, &start_state, time_b, &end_state, time_b);
        expect_near(end_state.positions[0], expected_state.positions[0]);
        expect_near(end_state.velocities[0], expected_state.velocities[0]);
        expect_near(12.0, expected_state.accelerations[0]);
    }
}

/// Upstream: test_trajectory.cpp, TEST(TestTrajectory, interpolation_pos_vel_accel).
#[test]
fn test_trajectory_interpolation_pos_vel_accel() {
    // taken from ros1_controllers QuinticSplineSegmentTest::PosVeAcclEnpointsSampler

    // Start and end state taken from x(x-1)(x-2)(x-3)(x-4) = x^5 -10x^4 + 35x^3 -50x^2 + 24x
    let start_state = Point {
        time_from_start: 1.0,
        positions: vec![0.0],
        velocities: vec![24.0],
        accelerations: vec![-100.0],
        ..Default::default()
    };
    let end_state = Point {
        time_from_start: 3.0,
        positions: vec![0.0],
        velocities: vec![4.0],
        accelerations: vec![0.0],
        ..Default::default()
    };

    // Upstream's `Trajectory()` only hosts `interpolate_between_points`, a free function here.
    let time_now: Nanos = 0;
    let time_a = time_now + nanos(start_state.time_from_start);
    let time_b = time_now + nanos(end_state.time_from_start);

    // sample at start_time
    {
        let expected_state = interpolate_between_points(time_a, &start_state, time_b, &end_state, time_a);
        expect_near(start_state.positions[0], expected_state.positions[0]);
        expect_near(start_state.velocities[0], expected_state.velocities[0]);
        expect_near(start_state.accelerations[0], expected_state.accelerations[0]);
    }

    // Sample at mid-segment: Zero-crossing
    {
        let t = nanos(1.0);
        let expected_state = interpolate_between_points(time_a, &start_state, time_b, &end_state, time_a + t);
        expect_near(0.0, expected_state.positions[0]);
        expect_near(-6.0, expected_state.velocities[0]);
        expect_near(10.0, expected_state.accelerations[0]);
    }

    // sample at end_time
    {
        let expected_state = interpolate_between_points(time_a, &start_state, time_b, &end_state, time_b);
        expect_near(end_state.positions[0], expected_state.positions[0]);
        expect_near(end_state.velocities[0], expected_state.velocities[0]);
        expect_near(end_state.accelerations[0], expected_state.accelerations[0]);
    }
}

/// Upstream: test_trajectory.cpp, TEST(TestTrajectory, sample_trajectory_velocity_with_interpolation).
#[test]
fn test_trajectory_sample_trajectory_velocity_with_interpolation() {
    // definitions
    let time_first_seg = 1.0;
    let time_second_seg = 2.0;
    let time_third_seg = 3.0;
    let velocity_first_seg = 1.0;
    let velocity_second_seg = 2.0;
    let velocity_third_seg = 1.0;

    let p1 = velocity_point(velocity_first_seg, time_first_seg);
    let p2 = velocity_point(velocity_second_seg, time_second_seg);
    let p3 = velocity_point(velocity_third_seg, time_third_seg);
    let full_msg = Message { stamp: 0, points: vec![p1.clone(), p2.clone(), p3.clone()] };
    let end = full_msg.points.len();

    let point_before_msg =
        Point { time_from_start: 0.0, positions: vec![0.0], velocities: vec![0.0], ..Default::default() };

    // set current state before trajectory msg was sent
    let time_now = NOW;
    let mut traj = JtcTrajectory::from_state(time_now, &point_before_msg, full_msg);

    // sample at trajectory starting time
    {
        let s = sample_ok(&mut traj, time_now, DEFAULT_INTERPOLATION);
        assert_eq!(traj.last_sample_index(), 0);
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN, s.end);
        expect_near(point_before_msg.positions[0], s.state.positions[0]);
        expect_near(point_before_msg.velocities[0], s.state.velocities[0]);
        expect_near(velocity_first_seg / time_first_seg, s.state.accelerations[0]);
    }

    // sample before time_now
    {
        let result = traj.sample(time_now - nanos(0.5), DEFAULT_INTERPOLATION, true);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(None, result);
    }

    // sample 0.5s after msg
    {
        let s = sample_ok(&mut traj, time_now + nanos(0.5), DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN, s.end);
        let half_current_to_p1 = point_before_msg.positions[0]
            + (point_before_msg.velocities[0]
                + ((point_before_msg.velocities[0] + p1.velocities[0]) / 2.0 - point_before_msg.velocities[0]) / 2.0)
                * 0.5;
        expect_near(half_current_to_p1, s.state.positions[0]);
        expect_near(p1.velocities[0] / 2.0, s.state.velocities[0]);
        expect_near(velocity_first_seg / time_first_seg, s.state.accelerations[0]);
    }

    // sample 1s after msg
    let position_first_seg = point_before_msg.positions[0] + (0.0 + p1.velocities[0]) / 2.0 * time_first_seg;
    {
        let s = sample_ok(&mut traj, time_now + nanos(1.0), DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN + 1, s.end);
        expect_near(position_first_seg, s.state.positions[0]);
        expect_near(p1.velocities[0], s.state.velocities[0]);
        expect_near(
            velocity_second_seg - velocity_first_seg / (time_second_seg - time_first_seg),
            s.state.accelerations[0],
        );
    }

    // sample 1.5s after msg
    {
        let s = sample_ok(&mut traj, time_now + nanos(1.5), DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN + 1, s.end);
        let half_p1_to_p2 = position_first_seg
            + (p1.velocities[0] + ((p1.velocities[0] + p2.velocities[0]) / 2.0 - p1.velocities[0]) / 2.0) * 0.5;
        expect_near(half_p1_to_p2, s.state.positions[0]);
        let half_p1_to_p2_vel = (p1.velocities[0] + p2.velocities[0]) / 2.0;
        expect_near(half_p1_to_p2_vel, s.state.velocities[0]);
        expect_near(
            velocity_second_seg - velocity_first_seg / (time_second_seg - time_first_seg),
            s.state.accelerations[0],
        );
    }

    // sample 2s after msg
    let position_second_seg =
        position_first_seg + (p1.velocities[0] + p2.velocities[0]) / 2.0 * (time_second_seg - time_first_seg);
    {
        let s = sample_ok(&mut traj, time_now + nanos(2.0), DEFAULT_INTERPOLATION);
        assert_eq!(1, traj.last_sample_index());
        assert_eq!(BEGIN + 1, s.start);
        assert_eq!(end - 1, s.end);
        expect_near(position_second_seg, s.state.positions[0]);
        expect_near(p2.velocities[0], s.state.velocities[0]);
        expect_near(
            velocity_third_seg - velocity_second_seg / (time_third_seg - time_second_seg),
            s.state.accelerations[0],
        );
    }

    // sample 2.5s after msg
    {
        let s = sample_ok(&mut traj, time_now + nanos(2.5), DEFAULT_INTERPOLATION);
        assert_eq!(1, traj.last_sample_index());
        assert_eq!(BEGIN + 1, s.start);
        assert_eq!(end - 1, s.end);
        let half_p2_to_p3 = position_second_seg
            + (p2.velocities[0] + ((p2.velocities[0] + p3.velocities[0]) / 2.0 - p2.velocities[0]) / 2.0) * 0.5;
        expect_near(half_p2_to_p3, s.state.positions[0]);
        let half_p2_to_p3_vel = (p2.velocities[0] + p3.velocities[0]) / 2.0;
        expect_near(half_p2_to_p3_vel, s.state.velocities[0]);
        expect_near(
            velocity_third_seg - velocity_second_seg / (time_third_seg - time_second_seg),
            s.state.accelerations[0],
        );
    }

    // sample 3s after msg
    let position_third_seg =
        position_second_seg + (p2.velocities[0] + p3.velocities[0]) / 2.0 * (time_third_seg - time_second_seg);
    {
        let s = sample_ok(&mut traj, time_now + nanos(3.0), DEFAULT_INTERPOLATION);
        assert_eq!(2, traj.last_sample_index());
        assert_eq!(end - 1, s.start);
        assert_eq!(end, s.end);
        expect_near(position_third_seg, s.state.positions[0]);
        expect_near(p3.velocities[0], s.state.velocities[0]);
        // the goal is reached so no acceleration anymore
        expect_near(0.0, s.state.accelerations[0]);
    }

    // sample past given points - movement virtually stops
    {
        let s = sample_ok(&mut traj, time_now + nanos(3.125), DEFAULT_INTERPOLATION);
        assert_eq!(2, traj.last_sample_index());
        assert_eq!(end - 1, s.start);
        assert_eq!(end, s.end);
        expect_near(position_third_seg, s.state.positions[0]);
        expect_near(p3.velocities[0], s.state.velocities[0]);
        expect_near(0.0, s.state.accelerations[0]);
    }
}

/// Upstream: test_trajectory.cpp, TEST(TestTrajectory, sample_trajectory_velocity_with_interpolation_strange_without_vel).
///
/// Upstream: "This test is added because previous one behaved strange if
/// `point_before_msg.velocities.push_back(0.0);` was not defined".
#[test]
fn test_trajectory_sample_trajectory_velocity_with_interpolation_strange_without_vel() {
    // definitions
    let time_first_seg = 1.0;
    let time_second_seg = 2.0;
    let time_third_seg = 3.0;
    let velocity_first_seg = 1.0;
    let velocity_second_seg = 2.0;
    let velocity_third_seg = 1.0;

    let p1 = velocity_point(velocity_first_seg, time_first_seg);
    let p2 = velocity_point(velocity_second_seg, time_second_seg);
    let p3 = velocity_point(velocity_third_seg, time_third_seg);
    let full_msg = Message { stamp: 0, points: vec![p1.clone(), p2, p3] };

    let point_before_msg = position_point(0.0, 0.0);

    // set current state before trajectory msg was sent
    let time_now = NOW;
    let mut traj = JtcTrajectory::from_state(time_now, &point_before_msg, full_msg);

    // sample at trajectory starting time
    {
        let s = sample_ok(&mut traj, time_now, DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN, s.end);
        expect_near(point_before_msg.positions[0], s.state.positions[0]);
        expect_near(0.0, s.state.velocities[0]);
        // is 0 because point_before_msg does not have velocity defined
        expect_near(1.0, s.state.accelerations[0]);
    }

    // sample before time_now
    {
        let result = traj.sample(time_now - nanos(0.5), DEFAULT_INTERPOLATION, true);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(None, result);
    }

    // sample 0.5s after msg
    {
        let s = sample_ok(&mut traj, time_now + nanos(0.5), DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN, s.end);
        let half_current_to_p1 =
            point_before_msg.positions[0] + (0.0 + ((0.0 + p1.velocities[0]) / 2.0 - 0.0) / 2.0) * 0.5;
        expect_near(half_current_to_p1, s.state.positions[0]);
        expect_near(p1.velocities[0] / 2.0, s.state.velocities[0]);
        expect_near(1.0, s.state.accelerations[0]);
    }

    // sample 1s after msg
    let position_first_seg = point_before_msg.positions[0] + (0.0 + p1.velocities[0]) / 2.0 * time_first_seg;
    {
        let s = sample_ok(&mut traj, time_now + nanos(1.0), DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN + 1, s.end);
        expect_near(position_first_seg, s.state.positions[0]);
        expect_near(p1.velocities[0], s.state.velocities[0]);
        expect_near(1.0, s.state.accelerations[0]);
    }
}

/// Upstream: test_trajectory.cpp, TEST(TestTrajectory, sample_trajectory_acceleration_with_interpolation).
#[test]
fn test_trajectory_sample_trajectory_acceleration_with_interpolation() {
    // definitions
    let time_first_seg = 1.0;
    let time_second_seg = 2.0;
    let time_third_seg = 3.0;
    let acceleration_first_seg = 1.0;
    let acceleration_second_seg = 2.0;
    let acceleration_third_seg = 1.0;

    let p1 = acceleration_point(acceleration_first_seg, time_first_seg);
    let p2 = acceleration_point(acceleration_second_seg, time_second_seg);
    let p3 = acceleration_point(acceleration_third_seg, time_third_seg);
    let full_msg = Message { stamp: 0, points: vec![p1.clone(), p2.clone(), p3.clone()] };
    let end = full_msg.points.len();

    let point_before_msg =
        Point { time_from_start: 0.0, positions: vec![0.0], velocities: vec![0.0], ..Default::default() };

    // set current state before trajectory msg was sent
    let time_now = NOW;
    let mut traj = JtcTrajectory::from_state(time_now, &point_before_msg, full_msg);

    // sample at trajectory starting time
    {
        let s = sample_ok(&mut traj, time_now, DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN, s.end);
        expect_near(point_before_msg.positions[0], s.state.positions[0]);
        expect_near(0.0, s.state.velocities[0]);
        // is 0 because point_before_msg does not have velocity defined
        expect_near(0.0, s.state.accelerations[0]);
    }

    // sample before time_now
    {
        let result = traj.sample(time_now - nanos(0.5), DEFAULT_INTERPOLATION, true);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(None, result);
    }

    // Sample only on points testing of intermediate values is too complex and not necessary

    // sample 1s after msg
    let velocity_first_seg = point_before_msg.velocities[0] + (0.0 + p1.accelerations[0]) / 2.0 * time_first_seg;
    let position_first_seg = point_before_msg.positions[0] + (0.0 + velocity_first_seg) / 2.0 * time_first_seg;
    {
        let s = sample_ok(&mut traj, time_now + nanos(1.0), DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN + 1, s.end);
        expect_near(position_first_seg, s.state.positions[0]);
        expect_near(velocity_first_seg, s.state.velocities[0]);
        expect_near(p1.accelerations[0], s.state.accelerations[0]);
    }

    // sample 2s after msg
    let velocity_second_seg =
        velocity_first_seg + (p1.accelerations[0] + p2.accelerations[0]) / 2.0 * (time_second_seg - time_first_seg);
    let position_second_seg =
        position_first_seg + (velocity_first_seg + velocity_second_seg) / 2.0 * (time_second_seg - time_first_seg);
    {
        let s = sample_ok(&mut traj, time_now + nanos(2.0), DEFAULT_INTERPOLATION);
        assert_eq!(1, traj.last_sample_index());
        assert_eq!(BEGIN + 1, s.start);
        assert_eq!(end - 1, s.end);
        expect_near(position_second_seg, s.state.positions[0]);
        expect_near(velocity_second_seg, s.state.velocities[0]);
        expect_near(p2.accelerations[0], s.state.accelerations[0]);
    }

    // sample 3s after msg
    let velocity_third_seg =
        velocity_second_seg + (p2.accelerations[0] + p3.accelerations[0]) / 2.0 * (time_third_seg - time_second_seg);
    let position_third_seg =
        position_second_seg + (velocity_second_seg + velocity_third_seg) / 2.0 * (time_third_seg - time_second_seg);
    {
        let s = sample_ok(&mut traj, time_now + nanos(3.0), DEFAULT_INTERPOLATION);
        assert_eq!(2, traj.last_sample_index());
        assert_eq!(end - 1, s.start);
        assert_eq!(end, s.end);
        expect_near(position_third_seg, s.state.positions[0]);
        expect_near(velocity_third_seg, s.state.velocities[0]);
        expect_near(p3.accelerations[0], s.state.accelerations[0]);
    }

    // sample past given points - movement virtually stops
    {
        let s = sample_ok(&mut traj, time_now + nanos(3.125), DEFAULT_INTERPOLATION);
        assert_eq!(2, traj.last_sample_index());
        assert_eq!(end - 1, s.start);
        assert_eq!(end, s.end);
        expect_near(position_third_seg, s.state.positions[0]);
        expect_near(velocity_third_seg, s.state.velocities[0]);
        expect_near(p3.accelerations[0], s.state.accelerations[0]);
    }
}

/// Upstream: test_trajectory.cpp, TEST(TestTrajectory, fill_point_before_with_same_degree_as_traj).
#[test]
fn test_trajectory_fill_point_before_with_same_degree_as_traj() {
    // definitions
    let time_first_seg = 1.0;
    let time_second_seg = 2.0;
    let position_first_seg = 1.0;
    let position_second_seg = 2.0;
    let velocity_first_seg = 0.0;
    let velocity_second_seg = 0.0;
    let acceleration_first_seg = 0.0;
    let acceleration_second_seg = 0.0;

    let p1 = Point {
        time_from_start: time_first_seg,
        positions: vec![position_first_seg],
        velocities: vec![velocity_first_seg],
        accelerations: vec![acceleration_first_seg],
        ..Default::default()
    };
    let p2 = Point {
        time_from_start: time_second_seg,
        positions: vec![position_second_seg],
        velocities: vec![velocity_second_seg],
        accelerations: vec![acceleration_second_seg],
        ..Default::default()
    };
    let full_msg = Message { stamp: 0, points: vec![p1, p2] };

    let point_before_msg = position_point(0.0, 0.0);

    let time_now = NOW;
    let mut traj = JtcTrajectory::from_state(time_now, &point_before_msg, full_msg);

    // sample at trajectory starting time
    // Since the trajectory defines positions, velocities, and accelerations, we expect quintic
    // spline interpolation. Due to the unspecified initial acceleration, it should be zero.
    {
        let s = sample_ok(&mut traj, time_now, DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN, s.end);
        expect_near(point_before_msg.positions[0], s.state.positions[0]);
        expect_near(0.0, s.state.velocities[0]);
        expect_near(0.0, s.state.accelerations[0]);
    }
}

/// Upstream: test_trajectory.cpp, TEST(TestTrajectory, skip_interpolation).
#[test]
fn test_trajectory_skip_interpolation() {
    // Simple passthrough without extra interpolation
    {
        let no_interpolation = Interpolation::None;

        let p1 = position_point(1.0, 1.0);
        let p2 = position_point(2.0, 2.0);
        let p3 = position_point(3.0, 3.0);
        let full_msg = Message { stamp: 0, points: vec![p1, p2.clone(), p3.clone()] };
        let end = full_msg.points.len();

        let point_before_msg = position_point(0.0, 0.0);

        // set current state before trajectory msg was sent
        let time_now = NOW;
        let mut traj = JtcTrajectory::from_state(time_now, &point_before_msg, full_msg);

        // sample at trajectory starting time
        {
            let s = sample_ok(&mut traj, time_now, no_interpolation);
            assert_eq!(0, traj.last_sample_index());
            assert_eq!(BEGIN, s.start);
            assert_eq!(BEGIN, s.end);
            expect_near(point_before_msg.positions[0], s.state.positions[0]);
            // There were no vels/accels in the input, so they should remain empty
            assert_eq!(0, s.state.velocities.len());
            assert_eq!(0, s.state.accelerations.len());
        }

        // sample before time_now
        {
            let result = traj.sample(time_now - nanos(0.5), no_interpolation, true);
            assert_eq!(0, traj.last_sample_index());
            assert_eq!(None, result);
        }

        // sample 0.5s after msg
        {
            let s = sample_ok(&mut traj, time_now + nanos(0.5), no_interpolation);
            assert_eq!(0, traj.last_sample_index());
            assert_eq!(BEGIN, s.start);
            assert_eq!(BEGIN, s.end);
            // For passthrough, this should just return the first waypoint
            expect_near(point_before_msg.positions[0], s.state.positions[0]);
            // There were no vels/accels in the input, so they should remain empty
            assert_eq!(0, s.state.velocities.len());
            assert_eq!(0, s.state.accelerations.len());
        }

        // sample 1s after msg
        {
            let s = sample_ok(&mut traj, time_now + nanos(1.0), no_interpolation);
            assert_eq!(0, traj.last_sample_index());
            assert_eq!(BEGIN, s.start);
            assert_eq!(BEGIN + 1, s.end);
            expect_near(p2.positions[0], s.state.positions[0]);
            // There were no vels/accels in the input, so they should remain empty
            assert_eq!(0, s.state.velocities.len());
            assert_eq!(0, s.state.accelerations.len());
        }

        // sample 1.5s after msg
        {
            let s = sample_ok(&mut traj, time_now + nanos(1.5), no_interpolation);
            assert_eq!(0, traj.last_sample_index());
            assert_eq!(BEGIN, s.start);
            assert_eq!(BEGIN + 1, s.end);
            expect_near(p2.positions[0], s.state.positions[0]);
        }

        // sample 2.5s after msg
        {
            let s = sample_ok(&mut traj, time_now + nanos(2.5), no_interpolation);
            assert_eq!(1, traj.last_sample_index());
            expect_near(p3.positions[0], s.state.positions[0]);
        }

        // sample 3s after msg
        {
            let s = sample_ok(&mut traj, time_now + nanos(3.0), no_interpolation);
            assert_eq!(2, traj.last_sample_index());
            expect_near(p3.positions[0], s.state.positions[0]);
        }

        // sample past given points
        {
            let s = sample_ok(&mut traj, time_now + nanos(3.125), no_interpolation);
            assert_eq!(2, traj.last_sample_index());
            assert_eq!(end - 1, s.start);
            assert_eq!(end, s.end);
            expect_near(p3.positions[0], s.state.positions[0]);
        }
    }
}

/// Upstream: test_trajectory.cpp, TEST(TestTrajectory, update_trajectory).
#[test]
fn test_trajectory_update_trajectory() {
    // Verify that sampling works correctly after updating with a new trajectory
    let p1 = position_point(1.0, 1.0);
    let p2 = position_point(2.0, 2.0);
    let p3 = position_point(3.0, 3.0);
    let first_msg = Message { stamp: 0, points: vec![p1.clone(), p2.clone(), p3.clone()] };

    let point_before_msg = position_point(0.0, 0.0);

    let time_now = NOW;
    let mut traj = JtcTrajectory::from_state(time_now, &point_before_msg, first_msg);
    assert_eq!(0, traj.last_sample_index());

    // Sample at starting time
    sample_ok(&mut traj, time_now, DEFAULT_INTERPOLATION);
    assert_eq!(0, traj.last_sample_index());

    // Sample 2.5s after msg
    sample_ok(&mut traj, time_now + nanos(2.5), DEFAULT_INTERPOLATION);
    assert_eq!(1, traj.last_sample_index());

    // Update trajectory
    let snd_msg = Message { stamp: 0, points: vec![p1.clone(), p2.clone(), p3] };

    traj.update(snd_msg);

    // Sample at starting time
    {
        let s = sample_ok(&mut traj, time_now, DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN, s.end);
        expect_near(point_before_msg.positions[0], s.state.positions[0]);
        expect_near(p1.positions[0] - point_before_msg.positions[0], s.state.velocities[0]);
        expect_near(0.0, s.state.accelerations[0]);
    }

    // Sample 1.5s after msg
    {
        let s = sample_ok(&mut traj, time_now + nanos(1.5), DEFAULT_INTERPOLATION);
        assert_eq!(0, traj.last_sample_index());
        assert_eq!(BEGIN, s.start);
        assert_eq!(BEGIN + 1, s.end);
        expect_near((p1.positions[0] + p2.positions[0]) / 2.0, s.state.positions[0]);
    }
}

/// Upstream: test_trajectory.cpp, TEST(TestWrapAroundJoint, no_wraparound).
#[test]
fn test_wrap_around_joint_no_wraparound() {
    let initial_position = vec![0.0; 3];
    let next_position = vec![PI * 3.0 / 2.0; 3];

    let mut current_position = initial_position.clone();
    let joints_angle_wraparound = vec![false; 3];
    wraparound_joint(&mut current_position, &next_position, &joints_angle_wraparound);
    assert_eq!(current_position[0], initial_position[0]);
    assert_eq!(current_position[1], initial_position[1]);
    assert_eq!(current_position[2], initial_position[2]);
}

/// Upstream: test_trajectory.cpp, TEST(TestWrapAroundJoint, wraparound_single_joint).
#[test]
fn test_wrap_around_joint_wraparound_single_joint() {
    let initial_position = vec![0.0; 3];
    let next_position = vec![PI * 3.0 / 2.0; 3];

    let mut current_position = initial_position.clone();
    let joints_angle_wraparound = vec![true, false, false];
    wraparound_joint(&mut current_position, &next_position, &joints_angle_wraparound);
    assert_eq!(current_position[0], initial_position[0] + 2.0 * PI);
    assert_eq!(current_position[1], initial_position[1]);
    assert_eq!(current_position[2], initial_position[2]);
}

/// Upstream: test_trajectory.cpp, TEST(TestWrapAroundJoint, wraparound_all_joints).
#[test]
fn test_wrap_around_joint_wraparound_all_joints() {
    let initial_position = vec![0.0; 3];
    let next_position = vec![PI * 3.0 / 2.0; 3];

    let mut current_position = initial_position.clone();
    let joints_angle_wraparound = vec![true; 3];
    wraparound_joint(&mut current_position, &next_position, &joints_angle_wraparound);
    assert_eq!(current_position[0], initial_position[0] + 2.0 * PI);
    assert_eq!(current_position[1], initial_position[1] + 2.0 * PI);
    assert_eq!(current_position[2], initial_position[2] + 2.0 * PI);
}

/// Upstream: test_trajectory.cpp, TEST(TestWrapAroundJoint, wraparound_all_joints_no_offset).
#[test]
fn test_wrap_around_joint_wraparound_all_joints_no_offset() {
    let _initial_position = [0.0; 3]; // unused upstream too
    let next_position = vec![PI * 3.0 / 2.0; 3];

    let mut current_position = next_position.clone();
    let joints_angle_wraparound = vec![true; 3];
    wraparound_joint(&mut current_position, &next_position, &joints_angle_wraparound);
    assert_eq!(current_position[0], next_position[0]);
    assert_eq!(current_position[1], next_position[1]);
    assert_eq!(current_position[2], next_position[2]);
}

/// Upstream: test_trajectory.cpp, TEST(TestTrajectory, sample_velocity_only_skipped_last_segment_deduces_positions).
///
/// Upstream's regression test for #2282: with a velocity-only trajectory whose last segment is
/// skipped (the sample time passes the last segment without entering it, e.g. a controller rate
/// slower than the last segment's duration), the last point's positions must still be deduced
/// from velocities, not copied out empty.
#[test]
fn test_trajectory_sample_velocity_only_skipped_last_segment_deduces_positions() {
    let p1 = Point { time_from_start: 1.0, positions: vec![0.0], velocities: vec![1.0], ..Default::default() };
    // intentionally velocity-only; positions will be deduced
    let p2 = velocity_point(1.0, 2.0);
    // intentionally velocity-only and tiny duration to model the skipped-last-segment case
    let p3 = velocity_point(1.0, 2.001);

    let traj_msg = Message { stamp: 0, points: vec![p1.clone(), p2, p3] };

    let time_now = NOW;
    let mut traj = JtcTrajectory::from_state(time_now, &p1, traj_msg);

    // First sample at time_now anchors the trajectory's start time at time_now (header stamp
    // left default so the sample() code path that sets it on first call fires). Second sample
    // inside segment 0 so p2's positions get deduced from velocities.
    sample_ok(&mut traj, time_now, DEFAULT_INTERPOLATION);
    let s = sample_ok(&mut traj, time_now + nanos(1.5), DEFAULT_INTERPOLATION);
    assert!(!s.state.positions.is_empty());

    // Now sample past the end: segment 1 (between p2 and p3, 1 ms) is skipped entirely, leaving
    // p3.positions empty without the fix.
    let ok = traj.sample(time_now + nanos(3.0), DEFAULT_INTERPOLATION, true);

    assert!(ok.is_some());
    let output_state = ok.expect("sample() returns true").state;
    assert!(
        !output_state.positions.is_empty(),
        "sample() must not return success with empty positions; would segfault in \
         JointTrajectoryController::compute_error_for_joint"
    );
    assert_eq!(output_state.positions.len(), p1.positions.len());
}

/// Upstream: test_trajectory.cpp, TEST(TestTrajectory, sample_velocity_only_all_segments_skipped_returns_false).
///
/// Upstream's regression test for #2282, pathological case: every point is velocity-only and the
/// sample time is so far past the end that no segment was ever entered to deduce positions; with
/// no usable position chain sample() must return false rather than copy out empty positions.
#[test]
fn test_trajectory_sample_velocity_only_all_segments_skipped_returns_false() {
    let p1 = velocity_point(1.0, 0.001);
    let p2 = velocity_point(1.0, 0.002);

    let traj_msg = Message { stamp: 0, points: vec![p1, p2] };

    // intentionally empty positions on the prior-state too, to force the "no usable position
    // anywhere" case
    let state_before = Point { velocities: vec![1.0], ..Default::default() };

    let time_now = NOW;
    let mut traj = JtcTrajectory::from_state(time_now, &state_before, traj_msg);

    // Anchor the trajectory's start time at time_now via a first sample. With
    // state_before.positions also empty, no segment will ever produce non-empty positions, so
    // the "whole animation has played out" branch must return false.
    let _ = traj.sample(time_now, DEFAULT_INTERPOLATION, true);
    let ok = traj.sample(time_now + nanos(10.0), DEFAULT_INTERPOLATION, true);

    assert!(ok.is_none(), "sample() must return false when it cannot produce a non-empty positions vector");
}
