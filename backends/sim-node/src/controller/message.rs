//! The message checks of the trajectory controller: a `JointTrajectory` as Jazzy's
//! joint_trajectory_controller validates it, in the model's joint order, and what tells a point
//! of a stream from a trajectory. Pure functions, so the topic and the action read the same rules.

use armrest_backend::{DOF, Trajectory, TrajectoryPoint};
use armrest_sim::controller::jtc_trajectory::{self, Message};
use r2r::trajectory_msgs::msg::JointTrajectory;

/// A trajectory message in the model's joint order, checked as Jazzy's trajectory controller
/// checks it (`validate_trajectory_msg`, ros2_controllers 4.x, partial joint goals off): the
/// seven joint names in any order, at least one point, the last point at rest. The error texts
/// are the controller's.
pub(crate) fn trajectory_of(msg: &JointTrajectory, names: &[String]) -> Result<Trajectory, String> {
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
    if let Some((i, v)) =
        msg.points.last().and_then(|p| p.velocities.iter().enumerate().find(|(_, v)| v.abs() > f64::from(f32::EPSILON)))
    {
        return Err(format!("Velocity of last trajectory point of joint {} is not zero: {v:.15}", msg.joint_names[i]));
    }
    let mut points = Vec::with_capacity(msg.points.len());
    for (k, p) in msg.points.iter().enumerate() {
        let mut positions = [0.0; DOF];
        for (slot, &i) in positions.iter_mut().zip(&order) {
            *slot = *p.positions.get(i).ok_or_else(|| format!("point {k} has {} positions", p.positions.len()))?;
        }
        let t = &p.time_from_start;
        points.push(TrajectoryPoint { positions, time_from_start: f64::from(t.sec) + f64::from(t.nanosec) * 1e-9 });
    }
    Trajectory::new(points).map_err(|v| v.to_string())
}

/// `msg` as the controller runs it, in the model's joint order: checked as [`trajectory_of`]
/// checks it, and each point's velocities and accelerations either none or one per joint
/// (`validate_trajectory_point_field`), its header stamp in nanoseconds.
pub(crate) fn message_of(msg: &JointTrajectory, names: &[String]) -> Result<Message, String> {
    let t = trajectory_of(msg, names)?;
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
