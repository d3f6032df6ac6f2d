//! Messages that continue the controller's command (issue 50). Jazzy's joint_trajectory_controller
//! starts each new trajectory from the point before it, by default the *measured* state
//! (`interpolate_from_desired_state` false; without a velocity state interface at velocity 0):
//! a trajectory sent while the arm moves steps the command back by the drives' tracking lag, a
//! stop's hold first pulls a position-only arm back, each jog tick chatters.
//!
//! A message whose first point comes at `time_from_start` 0 never uses that point before: the
//! controller goes on from the first point. So, while the command moves, armrest puts the
//! controller's own command there, from its latest `~/controller_state` ([`StampedCommand`]),
//! and stamps the message with that state's instant: on arrival the controller samples the
//! message where its command would be by then, whatever it restarts from. The later points keep
//! their times from now: they are moved on by the controller seconds since that instant. (A
//! segment at another speed than the command's starts that far along: a step forward of the
//! difference times the state's age. Stamping "now" instead, the command carried on to it, was
//! measured worse: the jog's override and limit tests over ROS 2 failed.) Without a fresh state
//! (a controller that publishes none), or at rest, the message goes out as before, stamped 0.

use crate::controller_state::StampedCommand;
use armrest_backend::hold::{CheckedHold, HoldShape};
use armrest_backend::{JointLimits, JointPositions, collision::Scene};

/// A point of a message to the controller: positions, velocities and accelerations where given,
/// seconds on the controller's trajectory time.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub positions: JointPositions,
    pub velocities: Option<JointPositions>,
    pub accelerations: Option<JointPositions>,
    pub time_from_start: f64,
}

/// A message to the controller: its header stamp (`(0, 0)`: start on arrival) and points.
#[derive(Clone, Debug, PartialEq)]
pub struct Continued {
    pub header: (i32, u32),
    pub points: Vec<Point>,
}

/// Below this speed (rad/s) on every joint the command rests: the measured state it restarts
/// from is the command, and a message goes out as it is.
const MOVING_ABOVE: f64 = 1e-3;

/// `points` (times from now, on the controller's trajectory time, whose speed scaling runs at
/// `factor`) as a message continuing `command` while it moves: its command first, at 0, stamped
/// with its instant, the rest moved on by the time since. As they are where nothing continues
/// (no command, a command at rest, or a first point at 0 already: that point is where the sender
/// wants the controller to be).
pub fn continuing(points: Vec<Point>, command: Option<&StampedCommand>, factor: f64) -> Continued {
    let moving = |c: &&StampedCommand| c.velocity.iter().any(|v| v.abs() > MOVING_ABOVE);
    let Some(c) = command.filter(moving).filter(|_| points.first().is_some_and(|p| p.time_from_start > 0.0)) else {
        return Continued { header: (0, 0), points };
    };
    let mut out = Vec::with_capacity(points.len() + 1);
    out.push(start_point(c, factor));
    out.extend(points.into_iter().map(|p| Point { time_from_start: p.time_from_start + c.since_s, ..p }));
    Continued { header: c.header, points: out }
}

/// The command as a message's first point: its velocity on the trajectory's time (the
/// controller advances that time at its speed scaling `factor`; a factor of 0 holds nothing
/// moving, and is taken as 1).
fn start_point(c: &StampedCommand, factor: f64) -> Point {
    let f = if factor > 0.0 { factor } else { 1.0 };
    Point {
        positions: c.positions,
        velocities: Some(c.velocity.map(|v| v / f)),
        accelerations: None,
        time_from_start: 0.0,
    }
}

/// A stop's hold continuing `command` (D27): from the command at its stamp, evenly decelerating
/// to rest within the hold's share of the acceleration limits (the controller's first sample
/// finds it already under way), checked against the world from `from` (where the arm is: D28).
/// With what the check found.
pub fn hold_from_command(
    shape: &HoldShape,
    command: &StampedCommand,
    from: &JointPositions,
    limits: &JointLimits,
    scene: &Scene,
    factor: f64,
) -> (Continued, CheckedHold) {
    let start = start_point(command, factor);
    let checked = shape.checked(from, &command.positions, &command.velocity, limits, scene);
    let f = if factor > 0.0 { factor } else { 1.0 };
    let hold = Point {
        positions: checked.point.positions,
        velocities: Some([0.0; armrest_backend::DOF]),
        accelerations: None,
        time_from_start: checked.point.time_from_start * f,
    };
    (Continued { header: command.header, points: vec![start, hold] }, checked)
}

#[cfg(test)]
mod tests {
    use super::*;
    use armrest_backend::DOF;

    fn command(since_s: f64) -> StampedCommand {
        StampedCommand { header: (12, 500), positions: [0.5; DOF], velocity: [1.0; DOF], since_s }
    }

    fn point(t: f64, x: f64) -> Point {
        Point { positions: [x; DOF], velocities: None, accelerations: None, time_from_start: t }
    }

    #[test]
    fn a_message_continuing_the_command_starts_from_it_at_its_stamp() {
        let m = continuing(vec![point(0.03, 0.56), point(0.06, 0.58)], Some(&command(0.012)), 0.5);
        assert_eq!(m.header, (12, 500));
        assert_eq!(
            m.points[0],
            Point { positions: [0.5; DOF], velocities: Some([2.0; DOF]), accelerations: None, time_from_start: 0.0 }
        );
        let times: Vec<f64> = m.points.iter().map(|p| p.time_from_start).collect();
        assert!((times[1] - 0.042).abs() < 1e-12 && (times[2] - 0.072).abs() < 1e-12, "{times:?}");
    }

    #[test]
    fn nothing_continues_without_a_moving_command_or_before_a_first_point_at_zero() {
        let points = vec![point(0.0, 0.5), point(1.0, 0.6)];
        assert_eq!(continuing(points.clone(), Some(&command(0.01)), 1.0), Continued { header: (0, 0), points });
        let points = vec![point(0.5, 0.6)];
        assert_eq!(continuing(points.clone(), None, 1.0), Continued { header: (0, 0), points: points.clone() });
        let resting = StampedCommand { velocity: [0.0; DOF], ..command(0.01) };
        assert_eq!(continuing(points.clone(), Some(&resting), 1.0), Continued { header: (0, 0), points });
    }

    /// From 0.4 rad/s on the base joint: evenly decelerating (the cubic through the two points
    /// is then a parabola), at rest half the way a steady motion would go in the hold's time.
    #[test]
    fn the_hold_decelerates_evenly_from_the_command() {
        let repo = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
        let model = armrest_backend::RobotModel::shipped(&repo).expect("shipped model loads");
        let shape = HoldShape { deceleration_scale: 0.5, min_s: 0.25 };
        let mut velocity = [0.0; DOF];
        velocity[0] = 0.4;
        let c = StampedCommand { header: (12, 500), positions: [0.0; DOF], velocity, since_s: 0.01 };
        let (m, checked) = hold_from_command(&shape, &c, &[0.0; DOF], model.limits(), &model.world().scene, 1.0);
        assert_eq!(checked.note, None);
        assert_eq!(m.header, (12, 500));
        let (p0, p1) = (m.points[0], m.points[1]);
        let t = p1.time_from_start;
        assert_eq!(p0.time_from_start, 0.0);
        assert!(t >= 0.25, "{t}");
        assert!((p1.positions[0] - 0.4 * t / 2.0).abs() < 1e-12, "{p1:?}");
        // The cubic's last coefficient: (2·p0 - 2·p1 + v0·T + v1·T) / T³ = 0.
        let c3 = (2.0 * p0.positions[0] - 2.0 * p1.positions[0] + 0.4 * t) / t.powi(3);
        assert!(c3.abs() < 1e-9, "{c3}");
    }
}
