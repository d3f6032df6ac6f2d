//! Publishing a ready-made trajectory to the controller, and the trajectory module's log.

use super::stop::Stop;
use crate::error::BackendError;
use crate::motion::MotionResult;
use crate::stop_signal::StopToken;
use crate::{LogBuffer, Trajectory};
use async_trait::async_trait;

/// Hands trajectories to the arm's trajectory controller and keeps the log of what it did; a
/// [`Stop::stop`] ends a published trajectory with a hold.
#[async_trait]
pub trait Trajectories: Stop {
    /// Publishes `trajectory` to the arm's trajectory controller. Success means the message was
    /// handed over, not that the arm moved.
    async fn send_trajectory(&self, trajectory: Trajectory) -> Result<(), BackendError>;

    /// Hands `trajectory` to the controller as a goal of its own (over ROS 2 a goal on its
    /// FollowJointTrajectory action, `trajectory.controller_action`) and answers as
    /// [`super::Motion::move_joints`] does: when the controller finished it, refused it, a stop
    /// raised since `stop` was taken ended it, or `motion.timeout_s` of path time ran out. The
    /// caller checked it (drives, world); the controller judges it again when it arrives.
    /// `done` starts the success message ("replayed recording 'x'").
    async fn follow_trajectory(
        &self,
        trajectory: Trajectory,
        done: &str,
        stop: StopToken,
    ) -> Result<MotionResult, BackendError>;

    /// The trajectory module's log: the backend's own lines and motion outcomes, which outlive
    /// the request that asked for them.
    fn trajectory_log(&self) -> &LogBuffer;
}
