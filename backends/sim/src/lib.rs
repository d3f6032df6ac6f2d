//! armrest's built-in simulator: a kinematic arm driven by a simulated joint trajectory
//! controller, publishing joint states at a fixed rate in simulated time, with forward
//! kinematics from the URDF. It implements every capability (together an
//! [`armrest_backend::Backend`]) so the whole API runs without ROS.

pub mod action_socket;
pub mod arm;
pub mod clock;
pub mod controller;
pub mod motion_server;
pub mod settings;

pub use arm::{ControllerState, SimArm};
use armrest_backend::middleware::MiddlewareConfig;
use armrest_backend::motion::{JointGoal, MotionResult, PoseGoal, StopReport};
use armrest_backend::planning::PlanPreview;
use armrest_backend::planning::path::{PathGoal, PathPreview};
use armrest_backend::speed_override::{OverrideError, OverrideReport};
use armrest_backend::stop_signal::{StopCause, StopToken};
use armrest_backend::{
    ArmState, BackendError, Delivery, Execution, JointStateSample, LogBuffer, Motion, Planning, RobotModel,
    RunnerAccess, RunnerConnection, Setpoint, SetpointStream, SpeedOverride, Stop, TcpPose, Trajectories, Trajectory,
};
use async_trait::async_trait;
pub use settings::{SimFaults, SimSettings};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// The simulator refused to start.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    #[error("simulator.initial_position: `{0}` is not a named position of the SRDF (known: {1})")]
    UnknownInitialPosition(String, String),
    #[error(
        "{0} has no acceleration limit; the simulator needs has_acceleration_limits: true and max_acceleration \
         for every joint in the joint limits file"
    )]
    NoAccelerationLimit(String),
    #[error("cannot open the simulator's action socket: {0}")]
    ActionServer(std::io::Error),
    #[error("cannot start the simulator's planning thread: {0}")]
    PlanningThread(std::io::Error),
}

/// The simulated arm, ticking at its publish rate until dropped: what the simulator backend and
/// the simulator's ROS 2 node (`armrest_sim_node`) both run.
pub struct RunningArm {
    pub arm: Arc<SimArm>,
    ticker: JoinHandle<()>,
}

impl RunningArm {
    /// Starts the arm at `settings.initial_position`. Must run inside a tokio runtime.
    pub fn start(
        model: Arc<RobotModel>,
        settings: SimSettings,
        middleware: MiddlewareConfig,
    ) -> Result<RunningArm, SimError> {
        let arm = Arc::new(SimArm::new(model, settings, middleware)?);
        arm.tick();
        let ticker = tokio::spawn(run(Arc::clone(&arm)));
        Ok(RunningArm { arm, ticker })
    }
}

impl Drop for RunningArm {
    fn drop(&mut self) {
        self.ticker.abort();
    }
}

pub struct SimBackend {
    arm: Arc<SimArm>,
    _running: RunningArm,
    actions: action_socket::server::ActionServer,
}

impl SimBackend {
    /// Starts the simulated arm at `settings.initial_position`, serving the runner's actions on
    /// a socket at `socket`. Must run inside a tokio runtime.
    pub fn start(
        model: Arc<RobotModel>,
        settings: SimSettings,
        middleware: MiddlewareConfig,
        socket: std::path::PathBuf,
    ) -> Result<SimBackend, SimError> {
        let running = RunningArm::start(model, settings, middleware)?;
        let arm = Arc::clone(&running.arm);
        let actions =
            action_socket::server::ActionServer::start(Arc::clone(&arm), socket).map_err(SimError::ActionServer)?;
        Ok(SimBackend { arm, _running: running, actions })
    }
}

/// Faults switched while the simulator runs, for tests of what a client sees when they come
/// and go (the settings' `faults` hold from the start).
#[derive(Clone)]
pub struct FaultSwitch(Arc<SimArm>);

impl FaultSwitch {
    /// The joint state topic goes quiet (`true`) or publishes again.
    pub fn joint_states_silent(&self, silent: bool) {
        self.0.set_joint_states_silent(silent);
    }
}

impl SimBackend {
    /// The switch of this simulator's faults.
    pub fn fault_switch(&self) -> FaultSwitch {
        FaultSwitch(Arc::clone(&self.arm))
    }
}

/// Publishes at `publish_rate_hz` simulated; very fast time scales are capped at 2 kHz wall
/// clock, which still samples every motion far more finely than any client polls.
async fn run(arm: Arc<SimArm>) {
    let wall_period = 1.0 / (arm.settings().publish_rate_hz * arm.settings().time_scale);
    let period =
        Duration::try_from_secs_f64(wall_period).unwrap_or(Duration::from_millis(10)).max(Duration::from_micros(500));
    let mut interval = tokio::time::interval(period);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        interval.tick().await;
        arm.tick();
    }
}

#[async_trait]
impl ArmState for SimBackend {
    fn name(&self) -> &'static str {
        "sim"
    }

    async fn joint_state(&self) -> Result<Arc<JointStateSample>, BackendError> {
        self.arm.joint_state().await
    }

    async fn tcp_pose(&self) -> Result<Arc<TcpPose>, BackendError> {
        self.arm.tcp_pose().await
    }

    fn joint_state_samples(&self) -> watch::Receiver<Option<Arc<JointStateSample>>> {
        self.arm.latest_joint_states()
    }

    fn joint_state_rate_hz(&self) -> f64 {
        self.arm.settings().publish_rate_hz
    }
}

#[async_trait]
impl Stop for SimBackend {
    fn stop_token(&self) -> StopToken {
        self.arm.stop_token()
    }

    async fn stop(&self, cause: &StopCause, held: &(dyn Fn() + Send + Sync)) -> StopReport {
        // The simulated controller holds within `stop` itself, before it returns.
        let report = self.arm.stop(cause).await;
        held();
        report
    }

    fn protective_stops(&self) -> Option<tokio::sync::broadcast::Receiver<String>> {
        Some(self.arm.protective_stops())
    }
}

#[async_trait]
impl Motion for SimBackend {
    async fn move_joints(&self, goal: JointGoal, stop: StopToken) -> Result<MotionResult, BackendError> {
        self.arm.move_joints(goal, stop).await
    }

    async fn move_pose(&self, goal: PoseGoal, stop: StopToken) -> Result<MotionResult, BackendError> {
        self.arm.move_pose(goal, stop).await
    }

    async fn move_path(&self, goal: PathGoal, stop: StopToken) -> Result<MotionResult, BackendError> {
        self.arm.move_path(goal, stop).await
    }
}

#[async_trait]
impl Planning for SimBackend {
    async fn planner_ready(&self) -> Result<(), BackendError> {
        self.arm.planner_available()
    }

    async fn plan_joints(&self, goal: JointGoal) -> Result<PlanPreview, BackendError> {
        self.arm.plan_joints(&goal)
    }

    async fn plan_pose(&self, goal: PoseGoal) -> Result<PlanPreview, BackendError> {
        self.arm.plan_pose(&goal).await
    }

    async fn plan_path(&self, goal: PathGoal) -> Result<PathPreview, BackendError> {
        self.arm.plan_path(&goal).await
    }
}

#[async_trait]
impl Trajectories for SimBackend {
    async fn send_trajectory(&self, trajectory: Trajectory) -> Result<Delivery, BackendError> {
        self.arm.send_trajectory(trajectory).await
    }

    fn last_execution(&self) -> Option<Execution> {
        self.arm.last_execution()
    }

    fn controller_start(&self) -> Option<armrest_backend::drive::Start> {
        Some(self.arm.controller_start())
    }

    fn reports_executions(&self) -> bool {
        true
    }

    fn controller_refuses_beyond_limits(&self) -> bool {
        true
    }

    async fn follow_trajectory(
        &self,
        trajectory: Trajectory,
        done: &str,
        stop: StopToken,
    ) -> Result<MotionResult, BackendError> {
        Ok(self.arm.follow_trajectory(trajectory, done, stop).await)
    }

    fn trajectory_log(&self) -> &LogBuffer {
        self.arm.trajectory_log()
    }
}

#[async_trait]
impl SpeedOverride for SimBackend {
    async fn set_speed_override(&self, fraction: f64) -> Result<OverrideReport, OverrideError> {
        Ok(self.arm.set_speed_override(fraction))
    }

    fn speed_override(&self) -> f64 {
        self.arm.speed_override()
    }
}

#[async_trait]
impl SetpointStream for SimBackend {
    fn clock_rate(&self) -> f64 {
        self.arm.time_scale()
    }

    async fn jog_setpoint(&self, setpoint: Setpoint, stop: &StopToken) -> Result<(), BackendError> {
        // The jog's times are already the controller's (simulated) seconds.
        self.arm.jog_setpoint(&setpoint, stop, controller::Pacing::Own)
    }
}

impl RunnerAccess for SimBackend {
    fn runner_connection(&self) -> RunnerConnection {
        RunnerConnection::SimSocket(self.actions.path().to_path_buf())
    }
}
