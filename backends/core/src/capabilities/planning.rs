//! Planning a motion without making it.

use crate::error::BackendError;
use crate::motion::{JointGoal, PoseGoal};
use crate::planning::PlanPreview;
use crate::planning::path::{PathGoal, PathPreview};
use async_trait::async_trait;

/// Plans motions from where the arm is now; moves nothing.
#[async_trait]
pub trait Planning: Send + Sync {
    /// Plans a joint-space motion from where the arm is now and moves nothing: the simulator's
    /// own plan, or over ROS 2 armrest's estimate (`estimate: true`), since the robot's planner
    /// offers no plan-only call. A plan that cannot be made is `Ok` with `success: false` and
    /// the message the move would give; `Err` as for [`super::Motion::move_joints`].
    async fn plan_joints(&self, goal: JointGoal) -> Result<PlanPreview, BackendError>;

    /// Plans a motion of the TCP to a pose, as [`Planning::plan_joints`].
    async fn plan_pose(&self, goal: PoseGoal) -> Result<PlanPreview, BackendError>;

    /// Plans a path through `goal`'s waypoints (D35), as [`Planning::plan_joints`]; armrest
    /// plans paths on every backend, so the preview is the plan the move would follow.
    async fn plan_path(&self, goal: PathGoal) -> Result<PathPreview, BackendError>;

    /// Whether the planning framework answers now (`GET /ready`): `Err` says why not. Waits at
    /// most [`PLANNER_READY_WAIT`]; a backend that plans by itself is always ready.
    async fn planner_ready(&self) -> Result<(), BackendError> {
        Ok(())
    }
}

/// The longest [`Planning::planner_ready`] waits for an answer: a readiness probe must answer
/// within its own timeout (Kubernetes' default: 1 s).
pub const PLANNER_READY_WAIT: std::time::Duration = std::time::Duration::from_millis(250);
