//! Stopping the arm and holding it, and the stops its controller makes on its own.

use crate::motion::StopReport;
use crate::stop_signal::{StopCause, StopToken};
use async_trait::async_trait;

/// Ends every motion and holds the arm. Each capability that moves the arm requires this one.
#[async_trait]
pub trait Stop: Send + Sync {
    /// A token for a motion about to be admitted: every [`Stop::stop`] from now on ends that
    /// motion, even one that comes before the motion reached the backend.
    fn stop_token(&self) -> StopToken;

    /// Makes the controller hold where the arm is now (or publishes an empty trajectory without
    /// a recent joint state), stops the planner and ends motion in progress, including a motion
    /// still being planned or waiting for its goal to be accepted (it answers `success: false`).
    /// The hold goes out first; `held` is called as soon as the controller has it (confirmed,
    /// or as far as the backend could tell), before the goal in progress is cancelled and the
    /// planner stopped: the caller then ends what else may move the arm (the sequence runner,
    /// whose own cancel must not reach the controller before the hold, D27). Never fails: each
    /// step reports what it managed. Each motion it ends answers "stopped by {cause} …".
    async fn stop(&self, cause: &StopCause, held: &(dyn Fn() + Send + Sync)) -> StopReport;

    /// Each protective stop the controller makes (it stopped the arm before a contact, D28), as
    /// its log says it; `None` where armrest does not see the robot's own collision detection
    /// (ROS 2: the robot's controller answers its goal, and armrest logs that).
    fn protective_stops(&self) -> Option<tokio::sync::broadcast::Receiver<String>> {
        None
    }
}
