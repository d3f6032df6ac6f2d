//! The message checks of the trajectory controller: a `JointTrajectory` as Jazzy's
//! joint_trajectory_controller validates it, in the model's joint order, and what tells a point
//! of a stream from a trajectory. Pure functions, so the topic and the action read the same rules.

use armrest_backend::{DOF, Trajectory, TrajectoryPoint};
use armrest_sim::controller::jtc_trajectory::{self, Message};
use r2r::trajectory_msgs::msg::JointTrajectory;

/// What the controller's parameters change in its check of a message.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Checks {
    /// `allow_nonzero_velocity_at_trajectory_end` (false by default): else a last point with a
    /// velocity is refused.
    pub(crate) allow_nonzero_velocity_at_trajectory_end: bool,
}

/// Jazzy's `fill_partial_goal`: a message naming some of `names` (every name one of them) gets
/// the others, each point holding `command`'s position there (the position command interface's
/// value), with velocity and acceleration 0 where the point gives them. A message naming all of
/// them, or one naming another joint, is left as it is for the check to judge.
pub(crate) fn fill_partial_goal(msg: &JointTrajectory, names: &[String], command: &[f64]) -> JointTrajectory {
    if msg.joint_names.is_empty()
        || msg.joint_names.len() >= names.len()
        || !msg.joint_names.iter().all(|n| names.contains(n))
    {
        return msg.clone();
    }
    let mut filled = msg.clone();
    for (index, name) in names.iter().enumerate() {
        if msg.joint_names.contains(name) {
            continue;
        }
        filled.joint_names.push(name.clone());
        for p in &mut filled.points {
            if !p.positions.is_empty() {
                p.positions.push(command.get(index).copied().unwrap_or(f64::NAN));
            }
            if !p.velocities.is_empty() {
                p.velocities.push(0.0);
            }
            if !p.accelerations.is_empty() {
                p.accelerations.push(0.0);
            }
        }
    }
    filled
}

/// A trajectory message in the model's joint order, checked as Jazzy's trajectory controller
/// checks it (`validate_trajectory_msg`, ros2_controllers 4.x, partial joint goals off): the
/// seven joint names in any order, at least one point, the last point at rest unless `checks`
/// allow a velocity there, no efforts (a position-commanded controller). The error texts are the
/// controller's.
pub(crate) fn trajectory_of(msg: &JointTrajectory, names: &[String], checks: Checks) -> Result<Trajectory, String> {
    if msg.joint_names.len() != names.len() {
        return Err("Joints on incoming trajectory don't match the controller joints.".to_owned());
    }
    if msg.points.is_empty() {
        return Err("Empty trajectory received.".to_owned());
    }
    if let Some(unknown) = msg.joint_names.iter().find(|m| !names.contains(m)) {
        return Err(format!("Incoming joint {unknown} doesn't match the controller's joints."));
    }
    let order: Vec<usize> = names
        .iter()
        .map(|n| msg.joint_names.iter().position(|m| m == n).ok_or_else(|| format!("joint_names lacks {n}")))
        .collect::<Result<_, _>>()?;
    if !checks.allow_nonzero_velocity_at_trajectory_end
        && let Some((i, v)) = msg
            .points
            .last()
            .and_then(|p| p.velocities.iter().enumerate().find(|(_, v)| v.abs() > f64::from(f32::EPSILON)))
    {
        return Err(format!(
            "Velocity of last trajectory point of joint {} is not zero: {v:.15}",
            msg.joint_names.get(i).map_or("?", String::as_str)
        ));
    }
    if msg.points.iter().any(|p| !p.effort.is_empty()) {
        return Err("Trajectories with effort fields are only supported for controllers using the 'effort' command \
                    interface."
            .to_owned());
    }
    let mut points = Vec::with_capacity(msg.points.len());
    for (k, p) in msg.points.iter().enumerate() {
        if p.positions.len() != msg.joint_names.len() {
            return Err(format!(
                "Mismatch between joint_names size ({}) and positions ({}) at point #{k}.",
                msg.joint_names.len(),
                p.positions.len()
            ));
        }
        let mut positions = [0.0; DOF];
        for (slot, &i) in positions.iter_mut().zip(&order) {
            *slot = *p.positions.get(i).ok_or_else(|| format!("point {k} has {} positions", p.positions.len()))?;
        }
        let t = &p.time_from_start;
        points.push(TrajectoryPoint { positions, time_from_start: f64::from(t.sec) + f64::from(t.nanosec) * 1e-9 });
    }
    if let Some(i) = (1..points.len()).find(|&i| points[i].time_from_start <= points[i - 1].time_from_start) {
        return Err(format!(
            "Time between points {} and {i} is not strictly increasing, it is {:.6} and {:.6} respectively",
            i - 1,
            points[i - 1].time_from_start,
            points[i].time_from_start
        ));
    }
    Trajectory::new(points).map_err(|v| v.to_string())
}

/// `msg` as the controller runs it, in the model's joint order: checked as [`trajectory_of`]
/// checks it, and each point's velocities and accelerations either none or one per joint
/// (`validate_trajectory_point_field`), its header stamp in nanoseconds.
pub(crate) fn message_of(msg: &JointTrajectory, names: &[String], checks: Checks) -> Result<Message, String> {
    let t = trajectory_of(msg, names, checks)?;
    let order: Vec<usize> = names.iter().filter_map(|n| msg.joint_names.iter().position(|m| m == n)).collect();
    let field = |v: &Vec<f64>, what: &str, k: usize| -> Result<Vec<f64>, String> {
        match v.len() {
            0 => Ok(Vec::new()),
            n if n == msg.joint_names.len() => Ok(order.iter().map(|&i| v[i]).collect()),
            n => Err(format!(
                "Mismatch between joint_names size ({}) and {what} ({n}) at point #{k}.",
                msg.joint_names.len()
            )),
        }
    };
    let mut points = Vec::with_capacity(msg.points.len());
    for (k, (p, m)) in t.points().iter().zip(&msg.points).enumerate() {
        points.push(jtc_trajectory::Point {
            positions: p.positions.to_vec(),
            velocities: field(&m.velocities, "velocities", k)?,
            accelerations: field(&m.accelerations, "accelerations", k)?,
            effort: Vec::new(),
            time_from_start: p.time_from_start,
        });
    }
    let stamp = i64::from(msg.header.stamp.sec) * 1_000_000_000 + i64::from(msg.header.stamp.nanosec);
    Ok(Message { stamp, points })
}

/// The longest `time_from_start` of a one-point trajectory taken as a point of a stream,
/// seconds: armrest's jog sends each point three periods of `jog.rate_hz` (at least 10 Hz)
/// ahead.
const STREAM_POINT_MAX_S: f64 = 0.3;

/// Whether `msg` is a setpoint of a jog stream: position-only after a first point at time 0
/// (where the command was when it was stamped, as armrest's jog sends it), its first point a
/// moment ahead, then the braking that follows it. (A stop's hold point gives velocities, and is
/// followed as the trajectory it is.) Only the log tells the two apart: each is checked and
/// followed as any trajectory.
pub(crate) fn is_stream_point(msg: &Message) -> bool {
    let pts = match msg.points.split_first() {
        Some((first, rest)) if first.time_from_start == 0.0 && !rest.is_empty() => rest,
        _ => &msg.points[..],
    };
    let position_only = pts.iter().all(|p| p.velocities.is_empty() && p.accelerations.is_empty());
    let braking_like = pts.windows(2).all(|w| w[1].time_from_start - w[0].time_from_start <= STREAM_POINT_MAX_S)
        && pts.last().map_or(0.0, |p| p.time_from_start) <= STREAM_BRAKING_MAX_S;
    position_only
        && braking_like
        && pts.first().is_some_and(|p| p.time_from_start > 0.0 && p.time_from_start <= STREAM_POINT_MAX_S)
}

/// The longest a setpoint with its braking lasts, seconds: a jog's braking from its fastest at
/// its smallest acceleration share takes a few seconds at most.
const STREAM_BRAKING_MAX_S: f64 = 5.0;

/// Ports of test_trajectory_controller.cpp's message checks (jazzy). Upstream's controller has
/// three joints; here the arm's seven, upstream's values on the first three. Upstream's test
/// fixture sets `allow_nonzero_velocity_at_trajectory_end` true unless a test says otherwise.
#[cfg(test)]
mod tests {
    use super::*;
    use r2r::trajectory_msgs::msg::JointTrajectoryPoint;

    fn names() -> Vec<String> {
        (1..=DOF).map(|i| format!("joint{i}")).collect()
    }

    const FIXTURE: Checks = Checks { allow_nonzero_velocity_at_trajectory_end: true };

    /// Upstream's three values on the first three joints, the rest 0.
    fn seven(v: &[f64]) -> Vec<f64> {
        (0..DOF).map(|j| v.get(j).copied().unwrap_or(0.0)).collect()
    }

    fn point(t: f64, positions: Vec<f64>, velocities: Vec<f64>) -> JointTrajectoryPoint {
        JointTrajectoryPoint {
            positions,
            velocities,
            time_from_start: r2r::builtin_interfaces::msg::Duration {
                sec: t.floor() as i32,
                nanosec: ((t - t.floor()) * 1e9).round() as u32,
            },
            ..Default::default()
        }
    }

    /// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, invalid_message).
    #[test]
    fn invalid_message() {
        let good = JointTrajectory {
            joint_names: names(),
            points: vec![point(0.25, seven(&[1.0, 2.0, 3.0]), seven(&[-1.0, -2.0, -3.0]))],
            ..Default::default()
        };
        assert!(message_of(&good, &names(), FIXTURE).is_ok());
        let bad = |change: &dyn Fn(&mut JointTrajectory)| {
            let mut m = good.clone();
            change(&mut m);
            message_of(&m, &names(), FIXTURE)
        };
        assert!(bad(&|m| m.joint_names = vec!["bad_name".into()]).is_err());
        assert!(bad(&|m| m.points.clear()).is_err());
        assert!(bad(&|m| m.points[0].positions.clear()).is_err());
        assert!(bad(&|m| m.points[0].positions = vec![1.0, 2.0]).is_err());
        let longer = bad(&|m| m.points[0].positions = vec![1.0; DOF + 1]).expect_err("one position too many");
        assert_eq!(longer, "Mismatch between joint_names size (7) and positions (8) at point #0.");
        assert!(bad(&|m| m.points[0].velocities = vec![1.0, 2.0]).is_err());
        assert!(bad(&|m| m.points[0].accelerations = vec![1.0, 2.0]).is_err());
        // No effort command interface: efforts are refused.
        let effort = bad(&|m| m.points[0].effort = seven(&[1.0, 2.0, 3.0])).expect_err("efforts");
        assert!(effort.contains("only supported for controllers using the 'effort' command interface"), "{effort}");
        let repeated = bad(&|m| m.points.push(m.points[0].clone())).expect_err("times not strictly increasing");
        assert_eq!(
            repeated,
            "Time between points 0 and 1 is not strictly increasing, it is 0.250000 and 0.250000 respectively"
        );
        // Upstream's last two cases (a stamp of 1 ns ends in the past; a stamp of now with a
        // point 10 s ahead is valid) are the controller's, which judges stamps against its clock:
        // test_ignore_old_trajectory in the stand-in's controller.
    }

    /// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, expect_invalid_when_message_with_nonzero_end_velocity_and_when_param_false).
    #[test]
    fn expect_invalid_when_message_with_nonzero_end_velocity_and_when_param_false() {
        let checks = Checks { allow_nonzero_velocity_at_trajectory_end: false };
        let mut m = JointTrajectory { joint_names: names(), ..Default::default() };
        assert!(message_of(&m, &names(), checks).is_err(), "no point");
        m.points = vec![point(0.25, seven(&[1.0, 2.0, 3.0]), seven(&[-1.0, -2.0, -3.0]))];
        let e = message_of(&m, &names(), checks).expect_err("a velocity at the end");
        assert!(e.starts_with("Velocity of last trajectory point of joint joint1 is not zero"), "{e}");
    }

    /// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, test_jumbled_joint_order).
    ///
    /// Upstream's jumble (names in the order 2, 3, 1, positions 1, 2, 3 for joints 1 to 3) comes
    /// out in the controller's order; the controller's command then reaches it (the stand-in's
    /// controller takes the message in its order, as every other port shows).
    #[test]
    fn test_jumbled_joint_order() {
        let positions = [1.0, 2.0, 3.0];
        let jumble = [1, 2, 0, 3, 4, 5, 6];
        let all = seven(&positions);
        let m = JointTrajectory {
            joint_names: jumble.iter().map(|&j| names()[j].clone()).collect(),
            points: vec![point(0.25, jumble.iter().map(|&j| all[j]).collect(), Vec::new())],
            ..Default::default()
        };
        let taken = message_of(&m, &names(), FIXTURE).expect("valid");
        assert_eq!(taken.points[0].positions, all);
    }

    /// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, test_partial_joint_list_not_allowed).
    ///
    /// Two of the joints named, `allow_partial_joints_goal` false: refused, so the command stays
    /// where it was.
    #[test]
    fn test_partial_joint_list_not_allowed() {
        let m = JointTrajectory {
            joint_names: vec!["joint2".into(), "joint1".into()],
            points: vec![point(0.25, vec![2.0, 1.0], vec![2.0, 1.0])],
            ..Default::default()
        };
        let e = message_of(&m, &names(), FIXTURE).expect_err("partial goals are off");
        assert_eq!(e, "Joints on incoming trajectory don't match the controller joints.");
    }

    /// Upstream's goal of two points with velocities (4, 5, 6 rad at 0 s and 7, 8, 9 rad at
    /// 0.1 s, velocities 4, 5, 6), its positions divided by 10 and moved to 1 s and 2 s (the
    /// first point at 0 is a jump no drive makes), the velocities with them (divided by 100);
    /// the last point's velocities `last`.
    fn nonzero_end_goal(last: [f64; 3]) -> JointTrajectory {
        JointTrajectory {
            joint_names: names(),
            points: vec![
                point(1.0, seven(&[0.4, 0.5, 0.6]), seven(&[0.04, 0.05, 0.06])),
                point(2.0, seven(&[0.7, 0.8, 0.9]), seven(&last)),
            ],
            ..Default::default()
        }
    }

    /// The stand-in's controller under Jazzy's rules, with the test limits of its own tests
    /// (±2 rad, 1 rad/s, 10 rad/s²).
    fn stand_in() -> armrest_sim::controller::Controller {
        use armrest_sim::controller::{Controller, JtcRules};
        let limits = armrest_backend::JointLimits::new(
            names()
                .into_iter()
                .map(|name| armrest_backend::JointLimit {
                    name,
                    min_position: -2.0,
                    max_position: 2.0,
                    max_velocity: 1.0,
                    max_acceleration: Some(10.0),
                })
                .collect(),
        )
        .expect("limits");
        let shape = armrest_backend::hold::HoldShape { deceleration_scale: 0.5, min_s: 0.25 };
        let mut c = Controller::new([0.0; DOF], limits, 1e-3, shape);
        c.follow_jtc_rules(JtcRules::default());
        c
    }

    /// Runs `c` from `from` to `to` seconds, 1 ms at a time.
    fn run(c: &mut armrest_sim::controller::Controller, from: f64, to: f64, log: &armrest_backend::LogBuffer) {
        let mut t = from;
        while t < to {
            t = (t + 0.001).min(to);
            c.advance(t, log);
        }
    }

    /// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, test_allow_nonzero_velocity_at_trajectory_end_true).
    ///
    /// With `allow_nonzero_velocity_at_trajectory_end` (and `stopped_velocity_tolerance` 0) a
    /// goal whose last point moves is accepted, and it succeeds: the stand-in's controller runs
    /// it to its end.
    #[test]
    fn actions_test_allow_nonzero_velocity_at_trajectory_end_true() {
        use armrest_sim::controller::{Outcome, Pacing, Source};
        let msg = message_of(&nonzero_end_goal([0.04, 0.05, 0.06]), &names(), FIXTURE).expect("accepted");
        let mut c = stand_in();
        let log = armrest_backend::LogBuffer::new(100);
        let (_, mut ended) = c.accept_message(0.0, &msg, Source::Action, Pacing::FollowsOverride, &log).expect("taken");
        run(&mut c, 0.0, 2.5, &log);
        assert_eq!(ended.try_recv().map(|e| e.outcome), Ok(Outcome::Finished), "{:?}", log.tail(5));
    }

    /// Upstream's fixture with `allow_partial_joints_goal` (which the sim node applies with
    /// [`fill_partial_goal`] before the check).
    const PARTIAL: Checks = FIXTURE;

    /// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, test_partial_joint_list).
    ///
    /// `allow_partial_joints_goal`: a message naming joints 2 and 1 (in that order; upstream's
    /// 2 and 1 rad divided by 10, at 2.5 s, with the velocities and accelerations upstream
    /// computes) is filled with the other joints where the controller commands them; after it,
    /// joints 1 and 2 are commanded to its positions, and joint 3 still where it was.
    #[test]
    fn test_partial_joint_list() {
        use armrest_sim::controller::{Pacing, Source};
        let mut c = stand_in();
        let log = armrest_backend::LogBuffer::new(100);
        let initial = c.reference().0;
        let dt = 2.5;
        let positions = [0.2, 0.1];
        let velocities: Vec<f64> = positions.iter().map(|p| p / dt).collect();
        let accelerations: Vec<f64> = velocities.iter().map(|v| v / dt).collect();
        let mut m = JointTrajectory {
            joint_names: vec!["joint2".into(), "joint1".into()],
            points: vec![point(dt, positions.to_vec(), velocities)],
            ..Default::default()
        };
        m.points[0].accelerations = accelerations;
        assert!(message_of(&m, &names(), PARTIAL).is_err(), "a partial message is filled before it is checked");
        let filled = fill_partial_goal(&m, &names(), &initial);
        assert_eq!(filled.joint_names.len(), DOF);
        let msg = message_of(&filled, &names(), PARTIAL).expect("the filled message is valid");
        c.accept_message(0.0, &msg, Source::Topic, Pacing::FollowsOverride, &log).expect("taken");
        run(&mut c, 0.0, dt + 0.2, &log);
        let (command, _) = c.reference();
        assert!((command[0] - 0.1).abs() < 1e-9 && (command[1] - 0.2).abs() < 1e-9, "{command:?}");
        assert!((command[2] - initial[2]).abs() < 1e-9, "joint 3 stays where it was commanded: {command:?}");
    }

    /// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, test_trajectory_replace).
    ///
    /// `allow_partial_joints_goal`: an old trajectory (2, 3, 4 rad divided by 10, at 5 s) is
    /// reached; a new one naming joint 1 only (1.5 rad divided by 10) replaces it: joint 1 goes
    /// to its new position, joints 2 and 3 stay at the old one's, at rest.
    #[test]
    fn test_trajectory_replace() {
        use armrest_sim::controller::{Pacing, Source};
        let mut c = stand_in();
        let log = armrest_backend::LogBuffer::new(100);
        let old = JointTrajectory {
            joint_names: names(),
            points: vec![point(5.0, seven(&[0.2, 0.3, 0.4]), seven(&[0.0, 0.0, 0.0]))],
            ..Default::default()
        };
        let msg = message_of(&old, &names(), PARTIAL).expect("valid");
        c.accept_message(0.0, &msg, Source::Topic, Pacing::FollowsOverride, &log).expect("taken");
        run(&mut c, 0.0, 5.5, &log);
        let reached = c.reference().0;
        assert!((reached[1] - 0.3).abs() < 1e-9, "the old trajectory's end: {reached:?}");
        let new = JointTrajectory {
            joint_names: vec!["joint1".into()],
            points: vec![point(5.0, vec![0.15], vec![0.0])],
            ..Default::default()
        };
        let filled = fill_partial_goal(&new, &names(), &reached);
        let msg = message_of(&filled, &names(), PARTIAL).expect("valid");
        c.accept_message(5.5, &msg, Source::Topic, Pacing::FollowsOverride, &log).expect("taken");
        run(&mut c, 5.5, 11.0, &log);
        let (command, velocity) = c.reference();
        assert!((command[0] - 0.15).abs() < 1e-9, "{command:?}");
        assert!((command[1] - 0.3).abs() < 1e-9 && (command[2] - 0.4).abs() < 1e-9, "{command:?}");
        assert_eq!(velocity, [0.0; DOF]);
    }

    /// Upstream: test_trajectory_actions.cpp, TEST(TestTrajectoryActionsTestParameterized, test_allow_nonzero_velocity_at_trajectory_end_false).
    ///
    /// Without it the same goal is rejected; with its last velocities 0 it is accepted.
    #[test]
    fn actions_test_allow_nonzero_velocity_at_trajectory_end_false() {
        let checks = Checks { allow_nonzero_velocity_at_trajectory_end: false };
        let e = message_of(&nonzero_end_goal([0.04, 0.05, 0.06]), &names(), checks).expect_err("rejected");
        assert!(e.starts_with("Velocity of last trajectory point of joint joint1 is not zero: 0.04"), "{e}");
        assert!(message_of(&nonzero_end_goal([0.0; 3]), &names(), checks).is_ok());
    }
}
