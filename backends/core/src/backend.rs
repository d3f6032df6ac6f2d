//! The one interface between the HTTP layer (and MCP, and the sequence supervisor) and a robot:
//! the built-in simulator or the real ROS 2 stack. Callers hand it validated domain values and
//! never see how a backend reaches the arm.

use crate::motion::{JointGoal, MotionResult, PoseGoal, StopReport};
use crate::planning::PlanPreview;
use crate::speed_override::{OverrideError, OverrideReport};
use crate::stop_signal::{StopCause, StopToken};
use crate::{JointStateSample, LogBuffer, Setpoint, TcpPose, Trajectory};
use async_trait::async_trait;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// What went wrong talking to the robot's middleware. Every kind means the request could not be
/// served by the middleware (HTTP 503); the kinds tell a client and the log what to look at.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BackendError {
    /// A topic, service, action server or the planning framework is not there.
    #[error("{0}")]
    Unavailable(String),
    /// `what` was waited for and did not come within `waited`; `setting` names the
    /// configuration key that sets the wait.
    #[error("{what}: no answer within {waited_s} s ({setting})", waited_s = waited.as_secs_f64())]
    TimedOut { what: String, waited: Duration, setting: &'static str },
    /// The middleware answered with a refusal (an error code instead of a result).
    #[error("{0}")]
    Rejected(String),
    /// A server went away while it served the request (gone from the graph, or silent).
    #[error("{0}")]
    Aborted(String),
}

#[async_trait]
pub trait Backend: Send + Sync + 'static {
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

    /// Publishes `trajectory` to the arm's trajectory controller. Success means the message was
    /// handed over, not that the arm moved.
    async fn send_trajectory(&self, trajectory: Trajectory) -> Result<(), BackendError>;

    /// Joint state messages as they arrive (the latest one; a reader that is behind skips to
    /// it). `None` until the first.
    fn joint_state_samples(&self) -> watch::Receiver<Option<Arc<JointStateSample>>>;

    /// How many joint state messages per second the robot publishes: the fastest any reader
    /// can follow it.
    fn joint_state_rate_hz(&self) -> f64;

    /// The trajectory module's log: the backend's own lines and motion outcomes, which outlive
    /// the request that asked for them.
    fn trajectory_log(&self) -> &LogBuffer;

    /// A token for a motion about to be admitted: every [`Backend::stop`] from now on ends that
    /// motion, even one that comes before the motion reached the backend.
    fn stop_token(&self) -> StopToken;

    /// Plans and executes a joint-space motion; answers when it has finished, failed, been
    /// stopped (a stop raised since `stop` was taken) or timed out. Planning or execution
    /// failure is `Ok` with `success: false`; `Err` means the planning framework or action
    /// server is not there.
    async fn move_joints(&self, goal: JointGoal, stop: StopToken) -> Result<MotionResult, BackendError>;

    /// Plans and executes a motion of the TCP to a pose, as [`Backend::move_joints`].
    async fn move_pose(&self, goal: PoseGoal, stop: StopToken) -> Result<MotionResult, BackendError>;

    /// Plans a joint-space motion from where the arm is now and moves nothing: the simulator's
    /// own plan, or over ROS 2 armrest's estimate (`estimate: true`), since the robot's planner
    /// offers no plan-only call. A plan that cannot be made is `Ok` with `success: false` and
    /// the message the move would give; `Err` as for [`Backend::move_joints`].
    async fn plan_joints(&self, goal: JointGoal) -> Result<PlanPreview, BackendError>;

    /// Plans a motion of the TCP to a pose, as [`Backend::plan_joints`].
    async fn plan_pose(&self, goal: PoseGoal) -> Result<PlanPreview, BackendError>;

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

    /// How `motion_sequence_runner` reaches this robot's action servers and topics.
    fn runner_connection(&self) -> RunnerConnection;

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

    /// How many seconds pass on the controller's clock in one second of the wall clock: the
    /// simulator's time scale; over ROS 2 the rate of a `/clock` a simulator publishes, else 1
    /// (a real arm). The jog's velocities and times are on this clock (D29), as every other
    /// motion's are; the dead man's time and a lease's time to live stay on the wall clock.
    fn clock_rate(&self) -> f64;

    /// Streams one jog setpoint (D29) to the trajectory controller: the arm moves from where it
    /// is to `setpoint` and stops there unless the next point follows. `stop` is the jog
    /// session's token: once a stop was raised since it was taken, nothing is sent (a stop's
    /// hold is never followed by a setpoint of the session it stopped) and the answer is
    /// [`BackendError::Rejected`]. No log line per point: a stream is logged when it begins.
    async fn jog_setpoint(&self, setpoint: Setpoint, stop: &StopToken) -> Result<(), BackendError>;
}

/// How the sequence runner, a process of its own, reaches the robot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunnerConnection {
    /// The simulator's action socket at this path.
    SimSocket(std::path::PathBuf),
    /// ROS 2 actions and topics, under the names of the endpoints configuration; the
    /// controller's speed scaling topic, whose factors the runner's goals' timeouts follow
    /// (empty: the controller has none, and the runner's goals do not follow the override).
    Ros2 { speed_scaling_topic: String },
}
