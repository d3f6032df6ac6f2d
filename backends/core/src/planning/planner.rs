//! armrest's kinematic motion planner (D16): the simulator's planner, and over ROS 2 the
//! estimate a plan preview gives. Synchronised joint-space motion (`ptp`, and `ompl` and
//! `chomp`, which have no obstacles to avoid here), straight-line TCP motion (`lin`) by inverse
//! kinematics along the path, each time-parameterised within the scaled joint limits.

use super::profile::{Trapezoid, synchronised};
use crate::drive::JointRates;
use crate::kinematics::{IkOptions, joint_distance};
use crate::validation::fmt_fixed;
use crate::{DOF, JointPositions, RobotModel, Trajectory, TrajectoryPoint};
use nalgebra::Isometry3;

/// Simulated seconds between trajectory samples.
pub const SAMPLE_PERIOD: f64 = 0.01;

/// Longest motion the planner plans, simulated seconds. Tiny (but valid) speed or
/// acceleration scales can ask for motions of years; those are refused with a message.
pub const MAX_DURATION: f64 = 3600.0;

/// Most samples in one planned trajectory.
pub const MAX_SAMPLES: usize = 100_000;

/// A planned motion.
#[derive(Clone, Debug)]
pub struct Plan {
    pub trajectory: Trajectory,
    /// Simulated seconds.
    pub duration: f64,
}

/// A point of a path for a message: `x=0.400, y=…` (metres), short whatever the target was.
fn xyz(x: f64, y: f64, z: f64) -> String {
    format!("x={}, y={}, z={}", fmt_fixed(x, 3), fmt_fixed(y, 3), fmt_fixed(z, 3))
}

/// A joint-space move from `start` to `goal`.
pub fn ptp(start: &JointPositions, goal: &JointPositions, rates: &JointRates) -> Result<Plan, String> {
    let distance: JointPositions = std::array::from_fn(|i| (goal[i] - start[i]).abs());
    let path = |s: f64| -> JointPositions { std::array::from_fn(|i| start[i] + (goal[i] - start[i]) * s) };
    parameterise(&path, &distance, rates, goal)
}

/// Straight-line TCP motion from joint angles `start` to `target` (in the URDF root frame):
/// position interpolated linearly, orientation by slerp, IK along the path seeded from the
/// previous step so the joints move continuously. `Err` says why the line cannot be followed.
pub fn lin(
    model: &RobotModel,
    start: &JointPositions,
    target: &Isometry3<f64>,
    rates: &JointRates,
) -> Result<Plan, String> {
    along(&straight_line(model, start, target)?, rates)
}

/// The joints along the straight TCP line from `start` to `target` (URDF root frame), as
/// [`cartesian_path`] samples it.
pub fn straight_line(
    model: &RobotModel,
    start: &JointPositions,
    target: &Isometry3<f64>,
) -> Result<Vec<JointPositions>, String> {
    let from = model.fk(start);
    let length = (target.translation.vector - from.translation.vector).norm();
    let pose = |s: f64| {
        Isometry3::from_parts(
            from.translation.vector.lerp(&target.translation.vector, s).into(),
            from.rotation.slerp(&target.rotation, s),
        )
    };
    cartesian_path(model, start, &pose, length, from.rotation.angle_to(&target.rotation), STRAIGHT_LINE)
}

/// What the straight-line path's messages call it.
pub const STRAIGHT_LINE: &str = "straight-line path";

/// The joints that put the TCP on `pose(s)` (URDF root frame) for s from 0 to 1, `pose(0)`
/// being where the TCP is at `start`: `length` metres and `angle` radians long, sampled every
/// 2 mm and 0.5 degrees at most, each step's IK seeded from the step before so the joints move
/// continuously. The first sample is `start`. `Err` says where and why the path cannot be
/// followed (a joint limit, out of reach, a singular configuration), calling it `what`
/// ("straight-line path", "arc"): the messages of `lin`, `circ` and blended paths.
pub fn cartesian_path(
    model: &RobotModel,
    start: &JointPositions,
    pose: &dyn Fn(f64) -> Isometry3<f64>,
    length: f64,
    angle: f64,
    what: &str,
) -> Result<Vec<JointPositions>, String> {
    // Steps of at most 2 mm and 0.5 degrees keep the joint-space chords within a small fraction
    // of a millimetre of the path.
    let steps = ((length / 0.002).max(angle / 0.5f64.to_radians()).ceil() as usize).clamp(1, 5000);
    let chain = model.chain();
    let limits = model.limits();
    let options = IkOptions { max_iterations: 100, ..IkOptions::default() };
    let mut waypoints = Vec::with_capacity(steps + 1);
    waypoints.push(*start);
    for k in 1..=steps {
        let s = k as f64 / steps as f64;
        let pose = pose(s);
        let previous = waypoints[k - 1];
        let q = chain.ik_from(&pose, &previous, limits, &options).map_err(|(_, _, q)| {
            let p = model.planning_frame_pose(start).inverse() * pose;
            let at = p.translation.vector;
            let near = format!("at {} ({:.0}% of the way)", xyz(at.x, at.y, at.z), s * 100.0);
            match (0..DOF).find(|&i| (q[i] - limits.lower()[i]).abs() < 1e-9 || (q[i] - limits.upper()[i]).abs() < 1e-9)
            {
                Some(i) => format!(
                    "{} would exceed its limit on the {what} {near}; the arm did not move",
                    model.joint_names()[i]
                ),
                None => format!("the {what} leaves the reachable workspace {near}; the arm did not move"),
            }
        })?;
        // A large joint jump between neighbouring points means the path crosses a singularity
        // or the arm would flip its configuration.
        if joint_distance(&q, &previous) > 0.25 {
            let p = (model.planning_frame_pose(start).inverse() * pose).translation.vector;
            return Err(format!(
                "the {what} passes through a singular configuration near {}; the arm did not move (try ptp)",
                xyz(p.x, p.y, p.z)
            ));
        }
        waypoints.push(q);
    }
    Ok(waypoints)
}

/// The motion through `waypoints` (joint angles, at least one; the first is where the arm is),
/// linearly between them, time-parameterised as one synchronised trapezoid along the path
/// within `rates` (stretched where the path's curvature needs more).
pub fn along(waypoints: &[JointPositions], rates: &JointRates) -> Result<Plan, String> {
    let Some(goal) = waypoints.last().copied() else {
        return Err("planning produced an empty path".to_owned());
    };
    let steps = waypoints.len() - 1;
    if steps == 0 {
        return ptp(&goal, &goal, rates);
    }
    let mut rate = [0.0; DOF];
    for w in waypoints.windows(2) {
        for i in 0..DOF {
            rate[i] = f64::max(rate[i], (w[1][i] - w[0][i]).abs() * steps as f64);
        }
    }
    let path = |s: f64| -> JointPositions {
        let x = (s * steps as f64).clamp(0.0, steps as f64);
        let k = (x.floor() as usize).min(steps - 1);
        let f = x - k as f64;
        std::array::from_fn(|i| waypoints[k][i] + (waypoints[k + 1][i] - waypoints[k][i]) * f)
    };
    parameterise(&path, &rate, rates, &goal)
}

/// Samples `path` (s ∈ [0, 1] to joint angles) in time with the synchronised trapezoid for
/// `rate` (joint change per unit s), then checks the samples against the limits and stretches
/// time until they hold: a curved joint path can need more than the straight-line bound.
fn parameterise(
    path: &dyn Fn(f64) -> JointPositions,
    rate: &JointPositions,
    rates: &JointRates,
    goal: &JointPositions,
) -> Result<Plan, String> {
    let mut profile = synchronised(rate, rates);
    let mut stretch = 1.0;
    for _ in 0..8 {
        let (trajectory, duration) = sample(path, &profile, goal)?;
        let excess = excess(&trajectory, rates);
        // Within the drive check's tolerance for both quantities (an acceleration ratio is the
        // square of this excess).
        if excess <= 1.0 + crate::drive::TOLERANCE / 4.0 {
            return Ok(Plan { trajectory, duration });
        }
        stretch *= excess * 1.01;
        profile = synchronised(&rate.map(|r| r * stretch), rates);
    }
    let (trajectory, duration) = sample(path, &profile, goal)?;
    Ok(Plan { trajectory, duration })
}

/// `path` sampled along `profile` every [`SAMPLE_PERIOD`], the profile slowed by less than one
/// sample so that its duration is a whole number of samples: the drives' window
/// ([`crate::drive::WINDOW_S`]) then holds a whole number of them everywhere, the end included,
/// so a profile planned at a joint's acceleration limit is judged at it, not at the share of a
/// sample more. The trajectory and its duration.
fn sample(
    path: &dyn Fn(f64) -> JointPositions,
    profile: &Trapezoid,
    goal: &JointPositions,
) -> Result<(Trajectory, f64), String> {
    let duration = profile.duration();
    if !(duration.is_finite() && duration <= MAX_DURATION) {
        // A scale near the smallest float makes a duration too large for a number.
        let took = if duration.is_finite() { format!("{} s", fmt_fixed(duration, 0)) } else { "forever".to_owned() };
        return Err(format!(
            "the motion would take {took} at this speed and acceleration scale, more than the {MAX_DURATION:.0} s \
             one motion may last; raise speed or accel_scale"
        ));
    }
    let mut points = Vec::new();
    let mut whole = duration;
    if duration > 0.0 {
        let n = ((duration / SAMPLE_PERIOD - 1e-9).ceil().max(1.0) as usize).min(MAX_SAMPLES);
        whole = (n as f64 * SAMPLE_PERIOD).max(duration);
        let dt = whole / n as f64;
        let slow = duration / whole;
        points.extend((0..n).map(|k| {
            let t = k as f64 * dt;
            TrajectoryPoint { positions: path(profile.s(t * slow)), time_from_start: t }
        }));
    }
    points.push(TrajectoryPoint { positions: *goal, time_from_start: whole });
    let trajectory = Trajectory::new(points).map_err(|e| format!("planning produced an invalid trajectory: {e}"))?;
    Ok((trajectory, whole))
}

/// By how much the sampled trajectory exceeds its limits, as the drive check measures it
/// (from rest to rest): the largest of velocity / limit and √(acceleration / limit) over joints
/// and samples (≤ 1 means within). Stretching time by this factor brings both within.
pub fn excess(trajectory: &Trajectory, rates: &JointRates) -> f64 {
    let peaks = crate::drive::follow(trajectory.points(), None, rates, |_| {});
    (0..DOF).fold(0.0, |worst: f64, i| {
        worst.max(peaks.velocity[i] / rates.velocity[i]).max((peaks.acceleration[i] / rates.acceleration[i]).sqrt())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn rates(v: f64, a: f64) -> JointRates {
        JointRates { velocity: [v; DOF], acceleration: [a; DOF] }
    }

    #[test]
    fn a_move_to_where_the_arm_is_is_one_point_at_time_zero() {
        let q = [0.1, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0];
        let plan = ptp(&q, &q, &rates(1.0, 5.0)).unwrap();
        assert_eq!(plan.duration, 0.0);
        assert_eq!(plan.trajectory.points().len(), 1);
        assert_eq!(plan.trajectory.points()[0].positions, q);
    }

    #[test]
    fn a_motion_longer_than_the_maximum_is_refused_with_the_cure() {
        let e = ptp(&[0.0; DOF], &[3.0; DOF], &rates(1e-6, 1e-6)).unwrap_err();
        assert!(e.contains("more than the 3600 s") && e.contains("raise speed"), "{e}");
    }

    proptest! {
        /// Every ptp plan ends exactly at its goal, starts at its start, and stays within the
        /// scaled velocity and acceleration limits; the joints arrive together.
        #[test]
        fn ptp_plans_stay_within_their_limits(
            start in proptest::array::uniform7(-2.0f64..2.0),
            goal in proptest::array::uniform7(-2.0f64..2.0),
            v in 0.05f64..2.0,
            a in 0.5f64..10.0,
        ) {
            let r = rates(v, a);
            let plan = ptp(&start, &goal, &r).unwrap();
            let pts = plan.trajectory.points();
            prop_assert_eq!(pts[0].positions, start);
            prop_assert_eq!(pts[pts.len() - 1].positions, goal);
            prop_assert!((pts[pts.len() - 1].time_from_start - plan.duration).abs() < 1e-9);
            prop_assert!(excess(&plan.trajectory, &r) <= 1.0 + 1e-6, "excess {}", excess(&plan.trajectory, &r));
            // Synchronised: the slowest joint sets the duration, no joint needs longer.
            let longest = (0..DOF).map(|i| (goal[i] - start[i]).abs()).fold(0.0, f64::max);
            prop_assert!(plan.duration + 1e-9 >= longest / v);
        }
    }
}
