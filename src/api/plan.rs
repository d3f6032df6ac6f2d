//! Plan previews (`/robot/plan/*`): the motion a move would make, planned from where the arm is
//! now, with nothing moved. They answer 409 and 503 as their moves would, so a preview never
//! says yes to a motion its move would refuse.

use super::{ApiError, App};
use armrest_backend::motion::{JointGoal, PoseGoal};
use armrest_backend::planning::PlanPreview;
use armrest_backend::planning::path::{PathGoal, PathPreview};

pub async fn plan_joints(app: &App, goal: JointGoal) -> Result<PlanPreview, ApiError> {
    app.admission.motion_free()?;
    Ok(app.backend.plan_joints(goal).await?)
}

pub async fn plan_pose(app: &App, goal: PoseGoal) -> Result<PlanPreview, ApiError> {
    app.admission.motion_free()?;
    Ok(app.backend.plan_pose(goal).await?)
}

pub async fn plan_path(app: &App, goal: PathGoal) -> Result<PathPreview, ApiError> {
    super::path::plan_path(app, goal).await
}
