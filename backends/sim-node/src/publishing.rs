//! What the node publishes beside its controller: the joint states, as joint_state_broadcaster
//! publishes them, and the simulated clock, as a simulator publishes it. (The controller's own
//! state topic is the controller's: `controller::state`.)

use crate::Publishing;
use armrest_ros2::node::PublisherThread;
use armrest_sim::SimArm;
use r2r::rosgraph_msgs::msg::Clock;
use r2r::sensor_msgs::msg::JointState as JointStateMsg;
use r2r::std_msgs::msg::Header;
use std::sync::Arc;
use std::time::{Duration, UNIX_EPOCH};

/// A ROS time from a system time (0 before the epoch, the largest second past 2038).
pub(crate) fn time(t: std::time::SystemTime) -> r2r::builtin_interfaces::msg::Time {
    let d = t.duration_since(UNIX_EPOCH).unwrap_or_default();
    r2r::builtin_interfaces::msg::Time {
        sec: i32::try_from(d.as_secs()).unwrap_or(i32::MAX),
        nanosec: d.subsec_nanos(),
    }
}

/// How often the simulator's clock is published (wall clock): Gazebo's default rate.
const CLOCK_PERIOD: Duration = Duration::from_millis(10);

/// Publishes the simulated time on [`CLOCK_TOPIC`](armrest_ros2::clock_rate::CLOCK_TOPIC)
/// (`rosgraph_msgs/msg/Clock`), as a simulator does for the nodes that run on its time:
/// armrest's jog follows its rate when `trajectory.clock_topic` names it.
pub(crate) async fn publish_clock(arm: Arc<SimArm>, publisher: PublisherThread<Clock>) {
    let mut tick = tokio::time::interval(CLOCK_PERIOD);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        tick.tick().await;
        let clock = time(UNIX_EPOCH + Duration::from_secs_f64(arm.sim_seconds()));
        if publisher.publish(Clock { clock }).await.is_err() {
            return;
        }
    }
}

/// Publishes each new joint state; when DDS is slower than the simulator, the newest state goes
/// out and the ones in between are skipped (a backlog would make every reader's state old).
/// `extra_joints`: joints of the controller beyond the arm's, published at rest at 0 after the
/// arm's, as joint_state_broadcaster publishes every joint of the hardware.
pub(crate) async fn publish_joint_states(
    arm: Arc<SimArm>,
    publisher: PublisherThread<JointStateMsg>,
    publishing: Publishing,
    extra_joints: Vec<String>,
) {
    let mut latest = arm.latest_joint_states();
    while latest.changed().await.is_ok() {
        let Some(m) = latest.borrow_and_update().clone() else { continue };
        let s = &m.state;
        let extra = |v: &[f64], rest: f64| v.iter().copied().chain(extra_joints.iter().map(|_| rest)).collect();
        let unknown = |v: &Vec<f64>| {
            if publishing.nan_velocity_effort { vec![f64::NAN; v.len() + extra_joints.len()] } else { extra(v, 0.0) }
        };
        let msg = JointStateMsg {
            header: Header { stamp: time(m.stamp), frame_id: String::new() },
            name: s.name.iter().chain(&extra_joints).cloned().collect(),
            position: extra(&s.position, 0.0),
            velocity: unknown(&s.velocity),
            effort: unknown(&s.effort),
        };
        if publisher.publish(msg).await.is_err() {
            return;
        }
    }
}
