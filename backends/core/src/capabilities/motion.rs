//! Moving the arm to a goal: planned and executed by the robot's planning framework (or the
//! simulator's).

use super::stop::Stop;
use crate::error::BackendError;
use crate::motion::{JointGoal, MotionResult, PoseGoal};
use crate::planning::path::PathGoal;
use crate::stop_signal::StopToken;
use async_trait::async_trait;

/// Plans and executes motions to a goal; each is ended by a [`Stop::stop`] raised since its
/// token was taken.
#[async_trait]
pub trait Motion: Stop {
    /// Plans and executes a joint-space motion; answers when it has finished, failed, been
    /// stopped (a stop raised since `stop` was taken) or timed out. Planning or execution
    /// failure is `Ok` with `success: false`; `Err` means the planning framework or action
    /// server is not there.
    async fn move_joints(&self, goal: JointGoal, stop: StopToken) -> Result<MotionResult, BackendError>;

    /// Plans and executes a motion of the TCP to a pose, as [`Motion::move_joints`].
    async fn move_pose(&self, goal: PoseGoal, stop: StopToken) -> Result<MotionResult, BackendError>;

    /// Plans one motion through `goal`'s waypoints from where the arm is (armrest's planner,
    /// D35) and executes it as one goal of the controller, as [`Motion::move_joints`] answers.
    async fn move_path(&self, goal: PathGoal, stop: StopToken) -> Result<MotionResult, BackendError>;
}
