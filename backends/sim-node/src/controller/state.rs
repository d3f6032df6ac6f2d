//! The controller's state topic, as Jazzy's joint_trajectory_controller publishes it.

use crate::publishing::time;
use armrest_backend::JointPositions;
use armrest_ros2::node::PublisherThread;
use armrest_sim::{ControllerState, SimArm};
use r2r::control_msgs::msg::JointTrajectoryControllerState;
use r2r::std_msgs::msg::Header;
use r2r::trajectory_msgs::msg::JointTrajectoryPoint;
use std::sync::Arc;
use std::time::{Duration, UNIX_EPOCH};

/// How often the controller's state is published: every cycle of a 50 Hz update, as a JTC with
/// the default `update_rate` of a MoveIt robot's controller manager publishes it (a lower rate
/// than its 100 Hz cycle would be throttled there too).
const CONTROLLER_STATE_PERIOD: Duration = Duration::from_millis(20);

/// What the published state holds beside the arm's: the controller's joints beyond the arm's
/// (at rest at 0) and whether the hardware has a velocity state interface.
#[derive(Clone, Debug)]
pub(crate) struct StateShape {
    pub(crate) joint_names: Vec<String>,
    pub(crate) extra_joints: usize,
    pub(crate) velocity_state: bool,
}

/// Publishes `control_msgs/msg/JointTrajectoryControllerState` every
/// [`CONTROLLER_STATE_PERIOD`], as [`message`] makes it.
pub(crate) async fn publish_controller_state(
    arm: Arc<SimArm>,
    publisher: PublisherThread<JointTrajectoryControllerState>,
    shape: StateShape,
) {
    let mut tick = tokio::time::interval(CONTROLLER_STATE_PERIOD);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        tick.tick().await;
        // An inactive controller is not updated, so it publishes no state.
        if !arm.controller_active() {
            continue;
        }
        if publisher.publish(message(&arm.controller_state(), &shape)).await.is_err() {
            return;
        }
    }
}

/// The state as Jazzy's controller publishes it (`publish_state`) for a position command
/// interface: the reference (its command) with its velocities, the feedback (the arm) with
/// velocities only where the hardware has a velocity state interface, the position error
/// (reference less feedback; its velocities are zeros there, as a position-commanded controller
/// forms no velocity error), the output (what it wrote: positions only) and the speed scaling
/// factor; the reference's and feedback's `time_from_start` the time since the running
/// trajectory began; stamped with the simulator's time, as a controller under `use_sim_time`
/// stamps it.
pub(crate) fn message(c: &ControllerState, shape: &StateShape) -> JointTrajectoryControllerState {
    let pad = |v: &JointPositions| v.iter().copied().chain((0..shape.extra_joints).map(|_| 0.0)).collect::<Vec<_>>();
    let since = duration(c.time_from_start_s);
    let velocities = |v: &JointPositions| if shape.velocity_state { pad(v) } else { Vec::new() };
    let error: JointPositions = std::array::from_fn(|j| c.reference[j] - c.feedback[j]);
    JointTrajectoryControllerState {
        header: Header {
            stamp: time(UNIX_EPOCH + Duration::try_from_secs_f64(c.time_s).unwrap_or_default()),
            frame_id: String::new(),
        },
        joint_names: shape.joint_names.clone(),
        reference: JointTrajectoryPoint {
            positions: pad(&c.reference),
            velocities: pad(&c.reference_velocity),
            time_from_start: since.clone(),
            ..Default::default()
        },
        feedback: JointTrajectoryPoint {
            positions: pad(&c.feedback),
            velocities: velocities(&c.feedback_velocity),
            time_from_start: since,
            ..Default::default()
        },
        error: JointTrajectoryPoint { positions: pad(&error), velocities: velocities(&[0.0; 7]), ..Default::default() },
        output: JointTrajectoryPoint { positions: pad(&c.reference), ..Default::default() },
        speed_scaling_factor: c.speed_scaling_factor,
        ..Default::default()
    }
}

fn duration(s: f64) -> r2r::builtin_interfaces::msg::Duration {
    let d = Duration::try_from_secs_f64(s).unwrap_or_default();
    r2r::builtin_interfaces::msg::Duration {
        sec: i32::try_from(d.as_secs()).unwrap_or(i32::MAX),
        nanosec: d.subsec_nanos(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state(time_s: f64, time_from_start_s: f64) -> ControllerState {
        ControllerState {
            time_s,
            reference: [0.1; 7],
            reference_velocity: [0.2; 7],
            feedback: [0.05; 7],
            feedback_velocity: [0.15; 7],
            speed_scaling_factor: 1.0,
            time_from_start_s,
        }
    }

    fn shape(velocity_state: bool) -> StateShape {
        StateShape { joint_names: (1..=7).map(|i| format!("joint{i}")).collect(), extra_joints: 0, velocity_state }
    }

    /// Upstream: test_trajectory_controller.cpp, TEST(TrajectoryControllerTestParameterized, state_topic_consistency).
    ///
    /// The joint names in order; the feedback's velocities only with a velocity state
    /// interface (upstream's parameterisations with and without one); the error's velocities
    /// empty or zeros; the output only what a position command interface writes. (Upstream's
    /// reference at start-up is its hold of the initial position: the stand-in's reference, a
    /// trajectory's here, is taken as it is.)
    #[test]
    fn state_topic_consistency() {
        for velocity_state in [false, true] {
            let m = message(&state(1.0, 0.5), &shape(velocity_state));
            assert_eq!(m.joint_names, shape(true).joint_names);
            assert_eq!(m.feedback.positions.len(), 7);
            assert_eq!(m.feedback.velocities.len(), if velocity_state { 7 } else { 0 });
            assert!(m.feedback.accelerations.is_empty(), "no acceleration state interface");
            assert!(m.error.velocities.iter().all(|v| *v == 0.0), "{:?}", m.error.velocities);
            assert!(m.error.positions.iter().all(|e| (e - 0.05).abs() < 1e-12), "{:?}", m.error.positions);
            assert_eq!(m.output.positions, vec![0.1; 7], "the position command");
            assert!(m.output.velocities.is_empty() && m.output.accelerations.is_empty(), "position interface only");
            for t in [&m.feedback.time_from_start, &m.reference.time_from_start] {
                assert_eq!((t.sec, t.nanosec), (0, 500_000_000), "the time since the trajectory began");
            }
        }
    }
}
