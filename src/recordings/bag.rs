//! A recording as a rosbag2 folder: `/joint_states` as `sensor_msgs/msg/JointState`, one message
//! per point, stamped at the recording's start plus the point's time, as `ros2 bag record` would
//! have stored them. `rosbags` and `mcap` read it without a ROS 2 installation.

use super::RecordingInfo;
use crate::bag::cdr::JointStateMessage;
use crate::bag::qos::OfferedQos;
use crate::bag::{BagError, BagWriter};
use armrest_backend::TrajectoryPoint;
use std::path::Path;

/// The topic a recording's joint states are stored on.
pub const TOPIC: &str = "/joint_states";

#[derive(Debug, thiserror::Error)]
pub enum RecordingBagError {
    #[error(transparent)]
    Bag(#[from] BagError),
    #[error("the JointState message definition: {0}")]
    Definition(String),
    #[error("a joint state could not be encoded: {0}")]
    Encode(String),
}

/// Writes the bag folder `folder` (which must not exist) for `info`'s `points`; its MCAP file is
/// named after the folder, `{folder's name}_0.mcap`, as rosbag2 names it.
pub fn write(folder: &Path, info: &RecordingInfo, points: &[TrajectoryPoint]) -> Result<(), RecordingBagError> {
    let start_ns = humantime::parse_rfc3339(&info.created)
        .ok()
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos() as u64);
    let mut writer = BagWriter::create(folder)?;
    let definition = JointStateMessage::definition().map_err(|e| RecordingBagError::Definition(e.to_string()))?;
    let topic = writer.add_topic(TOPIC, &definition, &[OfferedQos::rclcpp_default()])?;
    let names: Vec<String> = (1..=armrest_backend::DOF).map(|j| format!("joint{j}")).collect();
    for p in points {
        let stamp_ns = start_ns + (p.time_from_start.max(0.0) * 1e9).round() as u64;
        let cdr = JointStateMessage {
            stamp_ns,
            frame_id: "",
            name: &names,
            position: &p.positions,
            velocity: &[],
            effort: &[],
        }
        .encode()
        .map_err(|e| RecordingBagError::Encode(e.to_string()))?;
        writer.write(topic, stamp_ns, &cdr)?;
    }
    writer.finish()?;
    Ok(())
}
