//! Publishing a ready-made trajectory to the controller, and the trajectory module's log.

use super::stop::Stop;
use crate::error::BackendError;
use crate::{LogBuffer, Trajectory};
use async_trait::async_trait;

/// Hands trajectories to the arm's trajectory controller and keeps the log of what it did; a
/// [`Stop::stop`] ends a published trajectory with a hold.
#[async_trait]
pub trait Trajectories: Stop {
    /// Publishes `trajectory` to the arm's trajectory controller. Success means the message was
    /// handed over, not that the arm moved.
    async fn send_trajectory(&self, trajectory: Trajectory) -> Result<(), BackendError>;

    /// The trajectory module's log: the backend's own lines and motion outcomes, which outlive
    /// the request that asked for them.
    fn trajectory_log(&self) -> &LogBuffer;
}
