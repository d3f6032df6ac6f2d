//! Publishing a ready-made trajectory to the controller, and the trajectory module's log.

use super::stop::Stop;
use crate::error::BackendError;
use crate::motion::MotionResult;
use crate::stop_signal::StopToken;
use crate::{LogBuffer, Trajectory};
use async_trait::async_trait;

/// What became of a published trajectory, as far as the backend knows when it returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Delivery {
    /// Handed to the controller; what it makes of it shows in the arm and the trajectory log.
    Published,
    /// Handed over, and the controller refused it at once: why, in its words.
    Refused(String),
}

/// A trajectory the controller took for a motion: when, and its planned duration.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Execution {
    pub accepted: std::time::Instant,
    /// Wall-clock seconds the trajectory takes as planned (the simulator's time scale applied).
    pub duration_s: f64,
}

/// Hands trajectories to the arm's trajectory controller and keeps the log of what it did; a
/// [`Stop::stop`] ends a published trajectory with a hold.
#[async_trait]
pub trait Trajectories: Stop {
    /// Publishes `trajectory` to the arm's trajectory controller. Success means the message was
    /// handed over, not that the arm moved; [`Delivery::Refused`] where the backend learns at
    /// once that the controller refused it (the simulator's controller, D39).
    async fn send_trajectory(&self, trajectory: Trajectory) -> Result<Delivery, BackendError>;

    /// When the controller last took a motion's trajectory (a move's plan, a followed
    /// trajectory) and how long it runs as planned, where the backend sees it (the simulator);
    /// `None` where it does not (over ROS 2 the motion server executes its own plan). A motion's
    /// progress (`GET /robot/motion`, D39) is read from it.
    fn last_execution(&self) -> Option<Execution> {
        None
    }

    /// The state the controller starts a trajectory published now from (D24): its command, the
    /// command's velocity and the velocity steps its drives still spread, where the backend
    /// knows them (the simulator's controller); `None` where it does not, and the measured state
    /// stands for it. A stop's hold under way decelerates the command well below what the
    /// measured velocity says (issue 49).
    fn controller_start(&self) -> Option<crate::drive::Start> {
        None
    }

    /// Whether the trajectory controller runs now (`GET /ready`): `Err` says why not. Over
    /// ROS 2, a controller whose `~/controller_state` stopped (`trajectory.controller_silent_s`)
    /// was deactivated; a backend that runs its own controller is always ready.
    fn controller_ready(&self) -> Result<(), BackendError> {
        Ok(())
    }

    /// The robot's own settings as read from its nodes, and what they mean (`GET /ready`, D38);
    /// `None` where the backend runs its own controller (the simulator).
    fn robot_parameters(&self) -> Option<crate::robot_parameters::RobotParameters> {
        None
    }

    /// Whether the controller refuses a point beyond the joints' position limits itself (the
    /// simulator's does, and says so in the trajectory log). Jazzy's trajectory controller
    /// enforces none (`enforce_command_limits` false): where this is false, a trajectory sent
    /// with `validate_limits: false` is still refused at such a point before it is published.
    fn controller_refuses_beyond_limits(&self) -> bool {
        false
    }

    /// Whether [`Trajectories::last_execution`] tells when a move's plan starts executing (a
    /// move is `planned` until then); without it, a move is `executing` from its admission.
    fn reports_executions(&self) -> bool {
        false
    }

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
