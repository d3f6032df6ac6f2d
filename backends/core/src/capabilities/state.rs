//! Reading the arm: its joint state and the TCP pose.

use crate::error::BackendError;
use crate::{JointStateSample, TcpPose};
use async_trait::async_trait;
use std::sync::Arc;
use tokio::sync::watch;

/// Reads the arm's state; moves nothing. Enough for a read-only client of the robot.
#[async_trait]
pub trait ArmState: Send + Sync {
    /// Short name for logs: `sim` or `ros2`.
    fn name(&self) -> &'static str;

    /// Latest joint state sample, J1..J7: shared, not copied (a read is a reference count, not
    /// eleven allocations). Waits up to the configured time for a message when none is fresh;
    /// then [`BackendError::Unavailable`].
    async fn joint_state(&self) -> Result<Arc<JointStateSample>, BackendError>;

    /// TCP pose in the planning frame, computed by the planning framework's forward kinematics
    /// from the current joint state. Shared: a backend that keeps the pose of a sample answers
    /// every read of it with the same one, and a reader may keep what it made of it as long.
    async fn tcp_pose(&self) -> Result<Arc<TcpPose>, BackendError>;

    /// Joint state messages as they arrive (the latest one; a reader that is behind skips to
    /// it). `None` until the first.
    fn joint_state_samples(&self) -> watch::Receiver<Option<Arc<JointStateSample>>>;

    /// How many joint state messages per second the robot publishes: the fastest any reader
    /// can follow it.
    fn joint_state_rate_hz(&self) -> f64;
}
