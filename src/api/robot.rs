//! Reading the robot: joint state, TCP pose, named positions.

use super::{ApiError, App};
use armrest_backend::{JointLimit, JointState, NamedPosition, TcpPose};
use serde::Serialize;
use utoipa::ToSchema;

/// The robot description the service loaded, as ROS's `robot_description` and
/// `robot_description_semantic` parameters carry it.
#[derive(Debug, Serialize, ToSchema)]
pub struct RobotDescription {
    /// The URDF text. Mesh files it names as `package://NAME/PATH` are served at
    /// `/robot/description/packages/NAME/PATH`.
    pub urdf: String,
    /// The SRDF text (named positions, planning groups).
    pub srdf: String,
    /// The frame poses are reported in.
    pub planning_frame: String,
    /// The link whose pose is the TCP.
    pub tcp_link: String,
    /// The limits every request is checked against (the URDF's, overridden by the limits
    /// file), J1..J7: radians, rad/s, rad/s².
    pub limits: Vec<JointLimit>,
}

pub async fn joint_states(app: &App) -> Result<JointState, ApiError> {
    Ok(app.backend.joint_state().await?)
}

pub async fn pose(app: &App) -> Result<TcpPose, ApiError> {
    Ok(app.backend.tcp_pose().await?)
}

pub fn positions(app: &App) -> Vec<NamedPosition> {
    app.model.named_positions().to_vec()
}

pub fn description(app: &App) -> RobotDescription {
    let model = &app.model;
    let d = model.description();
    RobotDescription {
        urdf: d.urdf.to_string(),
        srdf: d.srdf.to_string(),
        planning_frame: model.frames().planning_frame.clone(),
        tcp_link: model.frames().tcp_link.clone(),
        limits: model.limits().joints().to_vec(),
    }
}
