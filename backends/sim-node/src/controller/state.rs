//! The controller's state topic, as Jazzy's joint_trajectory_controller publishes it.

use crate::publishing::time;
use armrest_backend::JointPositions;
use armrest_ros2::node::PublisherThread;
use armrest_sim::SimArm;
use r2r::control_msgs::msg::JointTrajectoryControllerState;
use r2r::std_msgs::msg::Header;
use r2r::trajectory_msgs::msg::JointTrajectoryPoint;
use std::sync::Arc;
use std::time::{Duration, UNIX_EPOCH};

/// How often the controller's state is published: every cycle of a 50 Hz update, as a JTC with
/// the default `update_rate` of a MoveIt robot's controller manager publishes it (a lower rate
/// than its 100 Hz cycle would be throttled there too).
const CONTROLLER_STATE_PERIOD: Duration = Duration::from_millis(20);

/// Publishes `control_msgs/msg/JointTrajectoryControllerState` as Jazzy's controller does: the
/// reference (its command), the feedback (the arm), their difference as the error, the output
/// (the command it writes to a position interface: the reference) and the speed scaling factor,
/// stamped with the simulator's time, as a controller under `use_sim_time` stamps it (the
/// time `/clock` gives).
pub(crate) async fn publish_controller_state(
    arm: Arc<SimArm>,
    publisher: PublisherThread<JointTrajectoryControllerState>,
    extra_joints: Vec<String>,
) {
    let mut tick = tokio::time::interval(CONTROLLER_STATE_PERIOD);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        tick.tick().await;
        let c = arm.controller_state();
        let pad = |v: &JointPositions| v.iter().copied().chain(extra_joints.iter().map(|_| 0.0)).collect::<Vec<_>>();
        let point = |q: &JointPositions, v: &JointPositions| JointTrajectoryPoint {
            positions: pad(q),
            velocities: pad(v),
            ..Default::default()
        };
        let error: JointPositions = std::array::from_fn(|j| c.reference[j] - c.feedback[j]);
        let error_velocity: JointPositions = std::array::from_fn(|j| c.reference_velocity[j] - c.feedback_velocity[j]);
        let msg = JointTrajectoryControllerState {
            header: Header {
                stamp: time(UNIX_EPOCH + Duration::try_from_secs_f64(c.time_s).unwrap_or_default()),
                frame_id: String::new(),
            },
            joint_names: arm.model().joint_names().iter().chain(&extra_joints).cloned().collect(),
            reference: point(&c.reference, &c.reference_velocity),
            feedback: point(&c.feedback, &c.feedback_velocity),
            error: point(&error, &error_velocity),
            output: point(&c.reference, &c.reference_velocity),
            speed_scaling_factor: c.speed_scaling_factor,
            ..Default::default()
        };
        if publisher.publish(msg).await.is_err() {
            return;
        }
    }
}
