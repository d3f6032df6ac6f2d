//! Reading the robot: joint state, TCP pose, named positions.

use super::{ApiError, App};
use armrest_backend::{JointState, NamedPosition, TcpPose};

pub async fn joint_states(app: &App) -> Result<JointState, ApiError> {
    Ok(app.backend.joint_state().await?)
}

pub async fn pose(app: &App) -> Result<TcpPose, ApiError> {
    Ok(app.backend.tcp_pose().await?)
}

pub fn positions(app: &App) -> Vec<NamedPosition> {
    app.model.named_positions().to_vec()
}
