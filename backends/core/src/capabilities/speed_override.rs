//! The speed override (D29): one fraction that scales every motion's speed.

use crate::speed_override::{OverrideError, OverrideReport};
use async_trait::async_trait;

/// Reads and sets the speed override.
#[async_trait]
pub trait SpeedOverride: Send + Sync {
    /// Sets the speed override (D29), a fraction within
    /// [`crate::speed_override::FRACTION_MIN`]..=[`crate::speed_override::FRACTION_MAX`] the
    /// caller checked: the motion in progress runs at it from now on where the backend can
    /// re-time it (ramping within the acceleration limits, 0 pausing on the path), and later
    /// motions follow it. The report says what it applied to and, plainly, what it could not.
    /// Holds and protective stops are never slowed.
    async fn set_speed_override(&self, fraction: f64) -> Result<OverrideReport, OverrideError>;

    /// The speed override in effect, 0..=1 (1 at start-up). Jogging scales its own velocities by
    /// it.
    fn speed_override(&self) -> f64;

    /// The lowest fraction above 0 that the robot's motion server lets its goals (a move, a
    /// sequence's waypoint) run at, and why: below it the server cancels them (over ROS 2,
    /// MoveIt's execution duration monitoring, [`crate::execution_monitoring`]). `None` where
    /// every fraction, 0 included, is taken.
    async fn goal_override_floor(&self) -> Option<(f64, String)> {
        None
    }
}
