//! The controller's topics in: `~/joint_trajectory` (a trajectory replaces the running one and
//! leaves an action goal active, as Jazzy's does) and the speed scaling factor (from 4.39 on).

use super::ControllerFace;
use super::message::{is_stream_point, message_of};
use armrest_backend::DOF;
use armrest_sim::SimArm;
use futures::{Stream, StreamExt};
use r2r::control_msgs::msg::SpeedScalingFactor;
use r2r::trajectory_msgs::msg::JointTrajectory;
use std::sync::Arc;

pub(crate) async fn follow(
    arm: Arc<SimArm>,
    face: Arc<ControllerFace>,
    mut messages: impl Stream<Item = JointTrajectory> + Unpin,
) {
    let topic = arm.middleware().trajectory.controller_topic.clone();
    while let Some(msg) = messages.next().await {
        if let Some(why) = face.refuses(&arm, &msg.joint_names) {
            arm.trajectory_log().push(format!("controller: dropped a trajectory on {topic}: {why}"));
            continue;
        }
        let msg = face.arm_message(&arm, &msg);
        if msg.joint_names.len() == DOF && msg.points.is_empty() {
            arm.empty_trajectory();
            continue;
        }
        match message_of(&msg, arm.model().joint_names(), face.checks()) {
            // One point a moment ahead: a point of a stream (armrest's jog, MoveIt Servo), which
            // the controller follows point by point with a log line per stream, not per point.
            // Scaled by the controller's factor, as Jazzy's scales every trajectory it runs.
            Ok(m) if is_stream_point(&m) => {
                let _ = arm.stream_message(&m);
            }
            // The controller's own rules (times, limits, where it starts from) decide and log.
            Ok(m) => arm.send_message(&m),
            Err(why) => arm.trajectory_log().push(format!("controller: refused a trajectory on {topic}: {why}")),
        }
    }
}

pub(crate) async fn follow_scaling(arm: Arc<SimArm>, mut factors: impl Stream<Item = SpeedScalingFactor> + Unpin) {
    while let Some(msg) = factors.next().await {
        // With a scaling state interface (and no command interface) the controller takes the
        // hardware's factor each cycle: the topic's is overwritten (the controller's rules).
        arm.speed_scaling_input(msg.factor);
    }
}
