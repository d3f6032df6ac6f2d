//! The robot over ROS 2: every capability (together an [`armrest_backend::Backend`]).

use crate::actions::{MotionActions, MotionWaits};
use crate::clock_rate::ClockRate;
use crate::continuation::{self, Continued};
use crate::controller_state::{ControllerState, StampedCommand};
use crate::moveit_error;
use crate::moveit_parameters::MoveItParameters;
use crate::node::{CallError, PublisherThread, RosError, RosNode, available, call};
use crate::robot_parameters::RobotSettings;
use crate::speed_scaling::{ClockRateFn, OWN_NODES, PathClock, SpeedScaling};
use armrest_backend::joint_state::{UNKNOWN, velocity_note};
use armrest_backend::middleware::{MiddlewareConfig, PoseSource, seconds};
use armrest_backend::motion::{
    Hold, JointGoal, MotionGoal, MotionResult, PoseGoal, SPEED_MIN, Scaling, StopReport, not_held_note,
};
use armrest_backend::planning::JointRates;
use armrest_backend::planning::path::{PathGoal, PathPreview};
use armrest_backend::planning::{self, Plan, PlanPreview, PlanningThread, handover};
use armrest_backend::speed_override::{
    FRACTION_DEFAULT, OverrideError, OverrideReport, PacedMotion, describe_fraction, ramp_rate,
};
use armrest_backend::stop_signal::{StopCause, StopToken};
use armrest_backend::velocity_estimate::REST_BELOW;
use armrest_backend::velocity_estimate::{VelocityEstimate, VelocityEstimator};
use armrest_backend::{
    ArmState, BackendError, DOF, Delivery, JointPositions, JointState, JointStateSample, LogBuffer, Motion, Planning,
    RobotModel, RunnerAccess, RunnerConnection, Setpoint, SetpointStream, SpeedOverride, Stop, TcpPose, Trajectories,
    Trajectory,
};
use async_trait::async_trait;
use futures::StreamExt;
use nalgebra::{Isometry3, Quaternion, Translation3, UnitQuaternion};
use r2r::QosProfile;
use r2r::control_msgs::action::FollowJointTrajectory;
use r2r::moveit_msgs::msg::MoveItErrorCodes;
use r2r::moveit_msgs::srv::GetPositionFK;
use r2r::sensor_msgs::msg::JointState as JointStateMsg;
use r2r::std_srvs::srv::Trigger;
use r2r::trajectory_msgs::msg::{JointTrajectory, JointTrajectoryPoint};
use std::sync::Arc;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::watch;

/// The joints' rates at a speed scale (a plan's segments may each have their own).
type RatesOf<'a> = dyn Fn(f64) -> Result<JointRates, String> + 'a;
/// The latest joint state message, J1..J7, and when it arrived.
#[derive(Clone, Debug)]
struct Latest {
    /// On armrest's monotonic clock. The header stamp is the robot's clock, which may be off
    /// from ours or simulated (`use_sim_time`): freshness is judged by arrival alone (D27).
    received: Instant,
    /// As the robot reported it (unknown velocities NaN: `null` in the answers, D27).
    state: JointState,
    /// Velocities estimated from the positions by arrival, for the joints whose velocity the
    /// robot does not report (joint_state_broadcaster's NaN); `None` when it reports them all.
    velocity_estimate: Option<VelocityEstimate>,
}

/// Where the arm is at this instant, by its latest joint state.
struct ArmNow {
    position: JointPositions,
    /// Estimated from positions where the robot does not report it (0 while no estimate is
    /// possible): a moving arm taken as at rest is held behind itself, and reverses.
    velocity: JointPositions,
    /// How old the joint state is.
    age: Duration,
    /// What the velocities are when the robot does not report them all (estimated, or why
    /// not), for the stop's answer; `None` when it does.
    velocity_note: Option<String>,
}

impl Latest {
    fn age(&self) -> Duration {
        self.received.elapsed()
    }

    /// The state extrapolated with its velocities to this instant, within the joint limits;
    /// `None` if it arrived longer than `max_age` ago.
    fn now(&self, max_age: Duration, model: &RobotModel) -> Option<ArmNow> {
        let age = self.age();
        if age > max_age {
            return None;
        }
        let (lower, upper) = (model.limits().lower(), model.limits().upper());
        let dt = age.as_secs_f64();
        let velocity = self.state.velocities_with(self.velocity_estimate.as_ref());
        let position = std::array::from_fn(|j| (self.state.position[j] + velocity[j] * dt).clamp(lower[j], upper[j]));
        let velocity_note = velocity_note(&self.state, self.velocity_estimate.as_ref());
        Some(ArmNow { position, velocity, age, velocity_note })
    }
}

fn stamp(t: &r2r::builtin_interfaces::msg::Time) -> Option<SystemTime> {
    let since_epoch = Duration::new(u64::try_from(t.sec).ok()?, t.nanosec.min(999_999_999));
    (!since_epoch.is_zero()).then(|| UNIX_EPOCH + since_epoch)
}

pub struct Ros2Backend {
    node: RosNode,
    model: Arc<RobotModel>,
    middleware: MiddlewareConfig,
    joint_states: watch::Receiver<Option<Latest>>,
    /// The same messages for readers of every update (the event stream).
    samples: watch::Receiver<Option<Arc<JointStateSample>>>,
    fk: r2r::Client<GetPositionFK::Service>,
    stop: r2r::Client<Trigger::Service>,
    trajectory: PublisherThread<JointTrajectory>,
    actions: MotionActions,
    log: Arc<LogBuffer>,
    /// Where plan previews are estimated.
    planning: PlanningThread,
    /// The speed override (D29). Over ROS 2 it goes to the controller's speed scaling, which
    /// scales whatever the controller runs; without one (`trajectory.speed_scaling_topic`
    /// empty) armrest applies it to the speed each move asks the motion server for, and to the
    /// times of each trajectory it publishes.
    speed_override: std::sync::Mutex<f64>,
    /// The controller's speed scaling; `None` when it has none.
    scaling: Option<SpeedScaling>,
    /// Held by a jog setpoint from its stop check to its publication, and by a stop from its
    /// hold to raising the stop: a setpoint of a stopped jog never follows the hold.
    jog_gate: tokio::sync::Mutex<()>,
    /// The controller's FollowJointTrajectory action (`trajectory.controller_action`), where a
    /// stop sends its hold as a goal; `None` when it is not configured.
    controller_goals: Option<r2r::ActionClient<FollowJointTrajectory::Action>>,
    /// When the last message on the joint state topic that lacked the arm's joints arrived, and
    /// the names it carried: a 503 says so rather than "no message".
    foreign: Arc<std::sync::Mutex<Option<ForeignMessage>>>,
    /// The controller's clock rate: a simulator's `/clock` when `trajectory.clock_topic` names
    /// it, else the wall clock's 1.
    clock_rate: ClockRateFn,
    /// The controller's command, read from its `~/controller_state` (issue 49): a new
    /// trajectory is judged from it, and a change of the override confirmed by its factor.
    controller_state: ControllerState,
    /// Why the controller does not follow the speed scaling topic, when its state showed it
    /// last time a factor went out (issue 50): the override then stretches what armrest sends.
    scaling_ignored: std::sync::Mutex<Option<String>>,
    /// The robot's MoveIt execution duration monitoring (`motion.moveit_node`).
    moveit: Arc<MoveItParameters>,
    /// The controller's and MoveIt's parameters, read at start-up (`GET /ready`).
    robot_settings: RobotSettings,
}

/// When a joint state message without the arm's joints arrived, and the names it carried.
type ForeignMessage = (Instant, Vec<String>);

/// Why a pause is refused over ROS 2 while the arm moves, when the controller takes no speed
/// scaling (D29); `why`: why it takes none.
fn pause_refused(why: &str) -> String {
    format!(
        "cannot pause over ROS 2 while the arm moves: {why}; a move runs through the robot's motion server (cobot/* \
         actions), whose goals take no speed override, and a trajectory already published to the controller runs as \
         it was sent; nothing changed. Use POST /stop to stop the arm, or a fraction above 0 to slow the moves that \
         follow"
    )
}

/// What a change of the override does not reach over ROS 2 while the arm moves, when the
/// controller takes no speed scaling; `why`: why it takes none.
fn not_applied_while_moving(why: &str) -> String {
    format!(
        "the motion in progress keeps the speed it was sent with: {why}; a move runs through the robot's motion \
         server (cobot/* actions), whose goals take no speed override, and armrest does not re-time a trajectory it \
         already published; the new fraction applies from the next move or trajectory"
    )
}

/// What a plan preview over ROS 2 is: the robot's planner has no plan-only call.
pub const ESTIMATE_NOTE: &str = "estimated by armrest's own kinematic planner from the current joint state, with the \
     loaded limits: the robot's planner (cobot/* actions) offers no plan-only call, so the robot may plan a different \
     path and duration when it moves";

impl Drop for Ros2Backend {
    fn drop(&mut self) {
        self.node.shutdown();
    }
}

impl Ros2Backend {
    /// Creates the node and every entity it needs. Must run inside a tokio runtime.
    pub fn start(model: Arc<RobotModel>, middleware: MiddlewareConfig) -> Result<Ros2Backend, RosError> {
        let node = RosNode::start("armrest")?;
        let qos = QosProfile::default;
        let (states, fk, stop) = node.with(|n| -> Result<_, RosError> {
            Ok((
                n.subscribe::<JointStateMsg>(&middleware.joint_states.topic, QosProfile::sensor_data())?,
                n.create_client::<GetPositionFK::Service>(&middleware.pose.fk_service, qos())?,
                n.create_client::<Trigger::Service>(&middleware.stop.service, qos())?,
            ))
        })?;
        let trajectory = PublisherThread::start(&node, &middleware.trajectory.controller_topic, qos())?;
        let controller_goals = match middleware.trajectory.controller_action.as_str() {
            "" => None,
            action => Some(node.with(|n| n.create_action_client::<FollowJointTrajectory::Action>(action))?),
        };
        let (tx, joint_states) = watch::channel(None);
        let (samples_tx, samples) = watch::channel(None);
        let names = model.joint_names().clone();
        // Positions by arrival on armrest's clock (D27), bridging gaps no longer than a state
        // counts as fresh: where the robot reports no velocity, the hold takes this estimate.
        let mut estimator = VelocityEstimator::new(model.limits(), seconds(middleware.joint_states.wait_s));
        let foreign = Arc::new(std::sync::Mutex::new(None));
        let foreign_seen = Arc::clone(&foreign);
        tokio::spawn(async move {
            let mut states = states;
            while let Some(msg) = states.next().await {
                // Answers are in J1..J7 order whatever the message's order; a message without
                // all seven joints is not a state of this arm (and a 503 says what it named).
                let Some(state) = reorder(&msg, &names) else {
                    *foreign_seen.lock().unwrap_or_else(std::sync::PoisonError::into_inner) =
                        Some((Instant::now(), msg.name.clone()));
                    continue;
                };
                {
                    let stamp = stamp(&msg.header.stamp);
                    let received = Instant::now();
                    // Every state goes in, so the estimate is there as soon as a velocity is not.
                    let estimate = state.positions().map(|q| estimator.observe(received, &q));
                    let velocity_estimate = estimate.filter(|_| !state.unreported_velocities().is_empty());
                    let sample = JointStateSample {
                        received: received.into(),
                        stamp: stamp.unwrap_or_else(SystemTime::now),
                        state: state.clone(),
                        velocity_estimate,
                    };
                    samples_tx.send_replace(Some(Arc::new(sample)));
                    tx.send_replace(Some(Latest { received, state, velocity_estimate }));
                }
            }
        });
        let mut actions = MotionActions::new(node.clone(), MotionWaits::from_config(&middleware.motion))
            .with_tool_of(Arc::clone(&model));
        if !middleware.trajectory.speed_scaling_topic.is_empty() {
            actions = actions.with_path_clock(PathClock::start(&node, &middleware.trajectory.speed_scaling_topic)?);
        }
        let log = Arc::new(LogBuffer::new(middleware.trajectory.log_lines));
        let clock = match middleware.trajectory.clock_topic.as_str() {
            "" => None,
            topic => Some(Arc::new(ClockRate::start(&node, topic)?)),
        };
        let clock_rate: ClockRateFn = {
            let clock = clock.clone();
            Arc::new(move || clock.as_ref().map_or(1.0, |c| c.rate()))
        };
        let controller_state =
            ControllerState::start(&node, &middleware.trajectory.controller_topic, model.joint_names().to_vec())?;
        let scaling = match middleware.trajectory.speed_scaling_topic.as_str() {
            "" => None,
            topic => Some(SpeedScaling::start(
                &node,
                topic,
                seconds(middleware.trajectory.speed_scaling_period_s),
                ramp_rate(&JointRates::of(model.limits()), middleware.stop.deceleration_scale),
                Arc::clone(&clock_rate),
                Arc::clone(&log),
            )?),
        };
        let t = &middleware.trajectory;
        let controller = crate::moveit_parameters::controller_name(if t.controller_action.is_empty() {
            &t.controller_topic
        } else {
            &t.controller_action
        });
        let moveit = Arc::new(MoveItParameters::start(&node, &middleware.motion.moveit_node, &controller)?);
        let robot_settings =
            RobotSettings::start(&node, &controller, Arc::clone(&moveit), seconds(middleware.motion.server_check_s))?;
        Ok(Ros2Backend {
            log,
            node,
            model,
            middleware,
            joint_states,
            samples,
            fk,
            stop,
            trajectory,
            actions,
            planning: PlanningThread::start()
                .map_err(|e| RosError(format!("cannot start the planning thread: {e}")))?,
            speed_override: std::sync::Mutex::new(FRACTION_DEFAULT),
            scaling,
            jog_gate: tokio::sync::Mutex::new(()),
            controller_goals,
            foreign,
            clock_rate,
            controller_state,
            scaling_ignored: std::sync::Mutex::new(None),
            moveit,
            robot_settings,
        })
    }

    /// The controller's speed scaling, when the controller reads it: configured, and some node
    /// other than armrest's own subscribes the topic (Jazzy's joint_trajectory_controller has
    /// `~/speed_scaling_input` only from 4.39 on, and only with a position-only command
    /// interface). Else why it takes none.
    fn scaling_read(&self) -> Result<&SpeedScaling, String> {
        let scaling = self.scaling_subscribed()?;
        match &*self.scaling_ignored.lock().unwrap_or_else(std::sync::PoisonError::into_inner) {
            Some(why) => Err(why.clone()),
            None => Ok(scaling),
        }
    }

    /// The speed scaling, when some node other than armrest's own subscribes its topic (whether
    /// the controller then follows it, its state tells: [`Ros2Backend::scaling_followed`]).
    fn scaling_subscribed(&self) -> Result<&SpeedScaling, String> {
        let topic = &self.middleware.trajectory.speed_scaling_topic;
        let Some(scaling) = &self.scaling else {
            return Err("the controller takes no speed scaling (trajectory.speed_scaling_topic is empty)".to_owned());
        };
        match self.node.with(|n| n.get_subscriptions_info_by_topic(topic, false)) {
            Ok(readers) if readers.iter().any(|r| !OWN_NODES.contains(&r.node_name.as_str())) => Ok(scaling),
            Ok(_) => Err(format!(
                "the controller does not read {topic} (no subscriber on the graph but armrest's own: Jazzy's \
                 joint_trajectory_controller takes speed scaling from 4.39 on, and only with a position-only command \
                 interface; set trajectory.speed_scaling_topic to \"\" for a controller without it)"
            )),
            Err(e) => Err(format!("whether the controller reads {topic} is unknown ({e})")),
        }
    }

    /// The override's answer where the controller takes no speed scaling: it applies to what
    /// armrest sends from now on.
    fn override_not_scaled(
        &self,
        fraction: f64,
        previous: f64,
        moving: bool,
        why: &str,
        mut notes: Vec<String>,
    ) -> OverrideReport {
        notes.push(format!("not sent to the controller: {why}"));
        notes.push(if fraction == 0.0 {
            "paused with the arm at rest: no move or trajectory starts until the fraction rises above 0".to_owned()
        } else {
            "later moves ask the motion server for their speed times the override; later trajectories are published \
             with their times stretched by its inverse"
                .to_owned()
        });
        let not_applied = moving.then(|| not_applied_while_moving(why));
        OverrideReport { fraction, previous, applied_to: None, not_applied, notes }
    }

    /// Whether the controller follows the factor just sent (`to`, from `from`): its
    /// `~/controller_state` shows a `speed_scaling_factor` moved toward `to` within
    /// `trajectory.speed_scaling_confirm_s` (issue 50). `Ok` says what confirmed it (or that
    /// nothing could: a controller that publishes no state); `Err` why it does not follow.
    async fn scaling_followed(&self, from: f64, to: f64) -> Result<String, String> {
        let t = &self.middleware.trajectory;
        let state = crate::controller_state::controller_state_topic(&t.controller_topic);
        if from == to {
            return Ok(format!("the controller already runs at {}", describe_fraction(to)));
        }
        let within = seconds(t.speed_scaling_confirm_s);
        let toward = |f: f64| (f - to).abs() < (from - to).abs() - 1e-9;
        let answer = match self.controller_state.wait_for_factor(within, toward).await {
            Ok(_) => Ok(format!("the controller's state ({state}) shows its speed scaling following")),
            Err(None) => Ok(format!(
                "not confirmed: no state of the controller's on {state} within {} s (trajectory.speed_scaling_confirm_s)",
                t.speed_scaling_confirm_s
            )),
            Err(Some(shown)) => Err(format!(
                "the controller does not follow {}: its state ({state}) still shows speed_scaling_factor {} {} s after                  the factor went out (trajectory.speed_scaling_confirm_s): a hardware scaling state interface                  overwrites it, or the controller that reads the topic is not the one running",
                t.speed_scaling_topic,
                armrest_backend::validation::fmt_num(shown),
                t.speed_scaling_confirm_s
            )),
        };
        *self.scaling_ignored.lock().unwrap_or_else(std::sync::PoisonError::into_inner) =
            answer.as_ref().err().cloned();
        answer
    }

    fn override_fraction(&self) -> f64 {
        *self.speed_override.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The speed a move asks the motion server for. With the controller's speed scaling, the
    /// move's own (the controller scales its trajectory, paused included). Without: `scaling`
    /// times the override, no lower than the server takes (`SPEED_MIN`); `None` while paused
    /// (override 0), when no move may start: the server cannot hold a goal paused.
    fn paced(&self, scaling: Scaling) -> Option<Scaling> {
        if self.scaling_read().is_ok() {
            return Some(scaling);
        }
        let f = self.override_fraction();
        if f == 0.0 {
            return None;
        }
        if f == 1.0 {
            return Some(scaling);
        }
        let speed = (scaling.speed * f).max(SPEED_MIN);
        let accel = scaling.accel * f;
        self.log.push(format!(
            "speed override {}: the move asks for speed {speed} (planned {}){}",
            describe_fraction(f),
            scaling.speed,
            if speed > scaling.speed * f { " (the slowest the motion server takes)" } else { "" }
        ));
        Some(Scaling { speed, accel })
    }

    /// A `cobot/*` move refused before it starts because the override is below what the robot's
    /// MoveIt lets a goal run at ([`SpeedOverride::goal_override_floor`]).
    async fn below_goal_floor(&self) -> Option<MotionResult> {
        let f = self.override_fraction();
        if f >= 1.0 {
            return None;
        }
        let (floor, why) = self.goal_override_floor().await?;
        (f < floor).then(|| {
            MotionResult::failed(format!(
                "refused before the motion: the speed override is {} and {why}; the arm did not move",
                describe_fraction(f)
            ))
        })
    }

    /// `seconds` of real time as a `time_from_start` the controller reaches that long after it
    /// arrives: its speed scaling advances trajectory time at its factor, so a hold or a jog
    /// setpoint, which must not be slowed, is timed by it. At 0 the arm is at rest and nothing
    /// advances: the time is left as it is.
    fn on_the_controllers_time(&self, seconds: f64) -> f64 {
        match self.scaling.as_ref().map(SpeedScaling::factor) {
            Some(f) if f > 0.0 => seconds * f,
            _ => seconds,
        }
    }

    /// Whether the arm moves, judged from a joint state newer than this call (waiting at most
    /// `joint_states.wait_s` for one, else from the latest): the one before may be older than
    /// the end of a motion whose result already came.
    async fn arm_moving_now(&self) -> bool {
        let mut states = self.joint_states.clone();
        states.borrow_and_update();
        let _ = tokio::time::timeout(seconds(self.middleware.joint_states.wait_s), states.changed()).await;
        self.arm_moving()
    }

    /// Whether the arm moves, by its latest joint state (a goal in progress counts as moving).
    fn arm_moving(&self) -> bool {
        if self.actions.in_progress() {
            return true;
        }
        let max_age = seconds(self.middleware.joint_states.wait_s);
        self.joint_states
            .borrow()
            .as_ref()
            .and_then(|l| l.now(max_age, &self.model))
            .is_some_and(|arm| arm.velocity.iter().any(|v| v.abs() > 1e-6))
    }

    /// The joint angles a plan preview starts from: the current joint state.
    /// A move whose path, as armrest estimates it, collides with armrest's world (D28): refused
    /// before its goal is sent. The robot's planner checks its own plan against its planning
    /// scene; this check holds where that scene lacks what armrest's world has.
    async fn collides(&self, goal: &MotionGoal) -> Option<MotionResult> {
        let start = self.plan_start().await.ok()?;
        let (model, goal) = (Arc::clone(&self.model), goal.clone());
        let why = self.planning.run(move || planning::estimate_collides(&model, &start, &goal)).await.flatten()?;
        self.log.push(format!("refused before sending the goal: {why}"));
        Some(MotionResult::failed(why))
    }

    /// Plans with armrest's planner from where the arm rests and hands the plan to the
    /// controller as a goal on `trajectory.controller_action` (D35), as a replay is: `plan` gets
    /// the model, the start and the rates of a speed scale, and answers the plan and the start
    /// of its success message.
    async fn follow_planned(
        &self,
        stop: StopToken,
        plan: impl FnOnce(&RobotModel, &JointPositions, &RatesOf<'_>) -> Result<(Plan, String), String>,
    ) -> Result<MotionResult, BackendError> {
        let at = self.rest_sample().await?;
        let Some(start) = at.state.positions() else {
            return Err(BackendError::Unavailable("the joint state has no seven positions".to_owned()));
        };
        let limits = self.model.limits();
        let rates = |speed: f64| planning::rates(limits, Scaling::new(speed));
        let (planned, done) = match plan(&self.model, &start, &rates) {
            Ok(planned) => planned,
            Err(why) => {
                self.log.push(format!("refused before sending the goal: {why}"));
                return Ok(MotionResult::failed(why));
            }
        };
        let tolerance = self.middleware.trajectory.hold_tolerance_rad;
        match handover::from_the_arm(planned.trajectory.points().to_vec(), &at, tolerance, limits) {
            Ok(trajectory) => self.follow_trajectory(trajectory, &done, stop).await,
            Err(why) => Ok(MotionResult::failed(format!(
                "the plan cannot be followed from where the arm is: {why}; the arm did not move"
            ))),
        }
    }

    /// The latest joint state once the arm rests, waiting at most `motion.accept_wait_s` while
    /// it moves: a plan from rest sent while the arm still moves would be a jump the drive
    /// check refuses (D24). Past the wait, the latest state (the check then says why).
    async fn rest_sample(&self) -> Result<Arc<JointStateSample>, BackendError> {
        let deadline = tokio::time::Instant::now() + seconds(self.middleware.motion.accept_wait_s);
        let mut changes = self.samples.clone();
        loop {
            let sample = self.joint_state().await?;
            let moving = sample.motion_velocities().iter().any(|v| v.abs() > REST_BELOW);
            if !moving || !matches!(tokio::time::timeout_at(deadline, changes.changed()).await, Ok(Ok(()))) {
                return Ok(sample);
            }
        }
    }

    async fn plan_start(&self) -> Result<JointPositions, BackendError> {
        let sample = self.joint_state().await?;
        sample
            .state
            .positions()
            .ok_or_else(|| BackendError::Unavailable("the joint state has no seven positions".to_owned()))
    }

    fn fresh_state(&self) -> Option<Arc<JointStateSample>> {
        let wait = seconds(self.middleware.joint_states.wait_s);
        self.samples.borrow().as_ref().filter(|s| s.received.elapsed() < wait).cloned()
    }

    async fn publish(&self, points: Vec<JointTrajectoryPoint>) -> Result<(), BackendError> {
        let msg = JointTrajectory { joint_names: self.model.joint_names().to_vec(), points, ..Default::default() };
        self.trajectory.publish(msg).await.map_err(BackendError::Unavailable)
    }

    /// The controller's command at the stamp of its latest `~/controller_state`, when that state
    /// arrived within `max_age_s` and at most `max_since_s` of the controller's time ago: what a
    /// message continuing the command starts from (see [`continuation`]).
    fn stamped_command(&self, max_age_s: f64, max_since_s: f64) -> Option<StampedCommand> {
        self.controller_state.stamped_command_now((self.clock_rate)(), seconds(max_age_s), max_since_s)
    }

    /// `points` (times from now, on the controller's time) as the message that continues the
    /// controller's command where it can (see [`continuation`]).
    fn continuing(&self, points: Vec<JointTrajectoryPoint>) -> JointTrajectory {
        let plain = points
            .iter()
            .map(|p| continuation::Point {
                positions: std::array::from_fn(|j| p.positions.get(j).copied().unwrap_or(f64::NAN)),
                velocities: (p.velocities.len() == DOF).then(|| std::array::from_fn(|j| p.velocities[j])),
                accelerations: (p.accelerations.len() == DOF).then(|| std::array::from_fn(|j| p.accelerations[j])),
                time_from_start: f64::from(p.time_from_start.sec) + f64::from(p.time_from_start.nanosec) * 1e-9,
            })
            .collect();
        // Any age within the wall-clock bound: a trajectory moved on by it starts where the
        // command would be (a simulator at 20 times the wall clock ages a state by 0.4 s in 20 ms).
        // The bound is not the hold's: on a loaded machine states arrive 0.1 s late now and then,
        // and each jog tick sent without the continuation steps the command back (measured: with
        // no continuation the jog's override and limit tests fail over ROS 2).
        let command = self.stamped_command(self.middleware.trajectory.continue_max_age_s, f64::INFINITY);
        self.message(continuation::continuing(plain, command.as_ref(), self.on_the_controllers_time(1.0)))
    }

    fn message(&self, m: Continued) -> JointTrajectory {
        let points = m
            .points
            .into_iter()
            .map(|p| JointTrajectoryPoint {
                positions: p.positions.to_vec(),
                velocities: p.velocities.map(|v| v.to_vec()).unwrap_or_default(),
                accelerations: p.accelerations.map(|a| a.to_vec()).unwrap_or_default(),
                time_from_start: duration(p.time_from_start),
                ..Default::default()
            })
            .collect();
        let mut msg = JointTrajectory { joint_names: self.model.joint_names().to_vec(), points, ..Default::default() };
        (msg.header.stamp.sec, msg.header.stamp.nanosec) = m.header;
        msg
    }

    async fn publish_message(&self, msg: JointTrajectory) -> Result<(), BackendError> {
        self.trajectory.publish(msg).await.map_err(BackendError::Unavailable)
    }

    /// Makes the controller hold (D18, D27): from the latest joint state extrapolated to this
    /// instant, if it arrived within `stop.hold_max_age_s`, a hold point ahead of the arm,
    /// reached at rest decelerating within the acceleration limits; else the empty trajectory,
    /// which Jazzy's controller refuses. Reports what really went out, and whether it holds.
    /// Returns what went out, whether the controller confirmed it (accepted it as a goal on
    /// `trajectory.controller_action`), and what happened.
    async fn hold(&self, goal_cancelled: bool) -> (Hold, bool, String) {
        let topic = &self.middleware.trajectory.controller_topic;
        let max_age = seconds(self.middleware.stop.hold_max_age_s);
        let now = self.joint_states.borrow().as_ref().map(|l| (l.now(max_age, &self.model), l.age()));
        let mut failure = String::new();
        if let Some((Some(arm), _)) = &now {
            let (msg, description) = self.hold_message(arm);
            // On the topic first: nothing holds the arm sooner. Then as a goal on the
            // controller's action, which preempts the goal MoveIt executes (D27).
            match self.publish_message(msg).await {
                Ok(()) => {
                    let (confirmed, goal_note) = self.hold_as_controller_goal().await;
                    return (
                        Hold::HoldPoint,
                        confirmed,
                        format!("hold point published to {topic}: {description}; {goal_note}"),
                    );
                }
                Err(e) => failure = format!("the hold point could not be published ({e}); "),
            }
        }
        let why = match now {
            None => "no joint state received".to_owned(),
            Some((None, age)) => format!(
                "the latest joint state is {:.0} ms old (more than stop.hold_max_age_s)",
                age.as_secs_f64() * 1000.0
            ),
            Some((Some(_), _)) => "falling back".to_owned(),
        };
        match self.publish(Vec::new()).await {
            Ok(()) => (
                Hold::EmptyTrajectory,
                false,
                format!(
                    "{failure}{} (to {topic})",
                    not_held_note(&why, &self.middleware.joint_states.topic, goal_cancelled)
                ),
            ),
            Err(e) => {
                (Hold::None, false, format!("{failure}{why}; the empty trajectory could not be published either: {e}"))
            }
        }
    }

    /// The hold for `arm` as a message: continuing the controller's command from its latest
    /// state where there is one (so no restart of the controller pulls the arm back: see
    /// [`continuation`]), else the [`Self::hold_point`] from the measured state, stamped 0.
    fn hold_message(&self, arm: &ArmNow) -> (JointTrajectory, String) {
        // A hold decelerates from its stamp: from a state older than half the drives' window the
        // measured state (carried on to now) is the better start.
        let Some(command) =
            self.stamped_command(self.middleware.stop.hold_max_age_s, armrest_backend::drive::WINDOW_S / 2.0)
        else {
            let (point, description) = self.hold_point(arm);
            let msg = JointTrajectory {
                joint_names: self.model.joint_names().to_vec(),
                points: vec![point],
                ..Default::default()
            };
            return (msg, description);
        };
        let (m, checked) = continuation::hold_from_command(
            &self.middleware.stop.hold_shape(),
            &command,
            &arm.position,
            self.model.limits(),
            &self.model.world().scene,
            self.on_the_controllers_time(1.0),
        );
        let shortened = checked.note.map(|n| format!("; {n}")).unwrap_or_default();
        let ahead = (0..DOF).map(|j| (checked.point.positions[j] - arm.position[j]).abs()).fold(0.0, f64::max);
        let description = format!(
            "continuing the controller's command (its state of {:.0} ms ago, the message stamped with that \
             instant), at rest {:.3} s later, at most {ahead:.4} rad ahead of the arm{shortened}",
            command.since_s * 1000.0,
            checked.point.time_from_start
        );
        (self.message(m), description)
    }

    /// The hold point for `arm` (D27): from where the controller's command is (half the
    /// drives' window ahead of a moving arm, D24), so the hold continues the command the drives
    /// follow and never pulls it back; evenly decelerating; checked against the world before it
    /// goes out (D28), shortened where it would touch. With velocities: Jazzy's controller
    /// interpolates a cubic from where the arm is on arrival, the even deceleration itself.
    fn hold_point(&self, arm: &ArmNow) -> (JointTrajectoryPoint, String) {
        let command = armrest_backend::drive::Start::measured(arm.position, arm.velocity, 0.0).command;
        let checked = self.middleware.stop.hold_shape().checked(
            &arm.position,
            &command,
            &arm.velocity,
            self.model.limits(),
            &self.model.world().scene,
        );
        let hold = checked.point;
        let shortened = checked.note.map(|n| format!("; {n}")).unwrap_or_default();
        let estimated = arm.velocity_note.as_ref().map(|n| format!("; {n}")).unwrap_or_default();
        let ahead = (0..DOF).map(|j| (hold.positions[j] - arm.position[j]).abs()).fold(0.0, f64::max);
        let point = JointTrajectoryPoint {
            positions: hold.positions.to_vec(),
            velocities: vec![0.0; DOF],
            time_from_start: duration(self.on_the_controllers_time(hold.time_from_start)),
            ..Default::default()
        };
        let ms = arm.age.as_secs_f64() * 1000.0;
        let description = format!(
            "at rest {:.3} s after it arrives, at most {ahead:.4} rad ahead of the joint state ({ms:.0} ms old, \
             extrapolated){estimated}{shortened}",
            hold.time_from_start
        );
        (point, description)
    }

    /// Sends the hold again as a FollowJointTrajectory goal on the controller's action, from the
    /// state as it is now (the topic's hold may already be slowing the arm), and waits (at most
    /// `stop.wait_s`) for the controller to accept it. Jazzy's controller preempts the goal it
    /// executes for it, so the cancel of MoveIt's goal that follows no longer reaches the
    /// controller's cancel callback (which would replace the decelerating hold with
    /// `set_hold_position`, an instant hold at the measured position); and its acceptance is
    /// the controller's confirmation. True if it accepted.
    async fn hold_as_controller_goal(&self) -> (bool, String) {
        let action = &self.middleware.trajectory.controller_action;
        let Some(client) = &self.controller_goals else {
            return (
                false,
                "not confirmed: trajectory.controller_action is empty, so the controller cannot confirm the hold; check \
                 that the arm came to rest"
                    .to_owned(),
            );
        };
        let wait = seconds(self.middleware.stop.wait_s);
        let max_age = seconds(self.middleware.stop.hold_max_age_s);
        let arm = self.joint_states.borrow().as_ref().and_then(|l| l.now(max_age, &self.model));
        let Some(arm) = arm else {
            return (
                false,
                format!("not confirmed: no joint state recent enough to send the hold to {action} as a goal"),
            );
        };
        let (trajectory, _) = self.hold_message(&arm);
        let goal = FollowJointTrajectory::Goal { trajectory, ..Default::default() };
        let unconfirmed = |why: String| {
            (
                false,
                format!(
                    "NOT confirmed by the controller: {why}; the hold went to the topic only, and a cancel of a motion \
                     goal then makes Jazzy's controller hold the measured position at once (set_hold_position) instead \
                     of decelerating; check the arm, and the controller (active, its joints, \
                     trajectory.controller_action)"
                ),
            )
        };
        if !available(wait, r2r::Node::is_available(client)).await {
            return unconfirmed(format!("{action} is not available (waited {} s, stop.wait_s)", wait.as_secs_f64()));
        }
        let sent = match client.send_goal_request(goal) {
            Ok(sent) => sent,
            Err(e) => return unconfirmed(format!("{action}: {e}")),
        };
        match tokio::time::timeout(wait, sent).await {
            Ok(Ok(_accepted)) => (true, format!("the controller accepted it as a goal on {action}")),
            Ok(Err(e)) => unconfirmed(format!("{action} rejected the hold goal ({e})")),
            Err(_) => unconfirmed(format!(
                "{action} did not accept the hold goal within {} s (stop.wait_s)",
                wait.as_secs_f64()
            )),
        }
    }

    /// Ends a ramp of the controller's speed scaling under way where it is, so the hold, timed
    /// for that factor, runs as planned; the override becomes that factor. Says so when it did.
    fn freeze_scaling(&self) -> Option<String> {
        let factor = self.scaling.as_ref()?.freeze();
        let mut f = self.speed_override.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if *f == factor {
            return None;
        }
        let note = format!(
            "the speed override's ramp to {} ended at {}, where the stop found it: the override is now {}",
            describe_fraction(*f),
            describe_fraction(factor),
            describe_fraction(factor)
        );
        *f = factor;
        self.log.push(format!("stop: {note}"));
        Some(note)
    }

    /// A goal whose server went away leaves the arm where it was driven: hold it.
    async fn after_goal(&self, result: Result<MotionResult, BackendError>) -> Result<MotionResult, BackendError> {
        match result {
            Err(BackendError::Aborted(why)) => {
                let (_, _, note) = self.hold(false).await;
                self.log.push(format!("action server lost mid-goal: {note}"));
                Err(BackendError::Aborted(why))
            }
            Ok(done) if done.success => Ok(self.settled(done).await),
            other => other,
        }
    }

    /// A goal's success once the joint state shows the arm at rest, waiting at most
    /// `motion.settle_wait_s`: Jazzy's controller reports success as its command reaches the
    /// last point (with no goal tolerance set, upstream's default), the arm still trailing it;
    /// MoveIt's `waitForRobotToStop` waits likewise and keeps the success past its wait, and so
    /// does armrest, saying so.
    async fn settled(&self, done: MotionResult) -> MotionResult {
        let wait = seconds(self.middleware.motion.settle_wait_s);
        let deadline = tokio::time::Instant::now() + wait;
        let mut changes = self.samples.clone();
        loop {
            let Some(sample) = self.fresh_state() else { return done };
            if sample.motion_velocities().iter().all(|v| v.abs() <= REST_BELOW) {
                return done;
            }
            if !matches!(tokio::time::timeout_at(deadline, changes.changed()).await, Ok(Ok(()))) {
                self.log.push(format!("the arm still moved {} s after the goal succeeded", wait.as_secs_f64()));
                return MotionResult::ok(format!(
                    "{}; the arm was still moving {} s after the controller reported it (motion.settle_wait_s)",
                    done.message,
                    wait.as_secs_f64()
                ));
            }
        }
    }

    /// Waits, at most `motion.settle_wait_s`, for the joint state to show the arm at rest
    /// before a `cobot/*` goal: MoveIt plans from the arm's state and refuses to execute a plan
    /// whose start the arm has left by its `allowed_start_tolerance` (0.01 rad), which an arm
    /// still decelerating after a stop or a jog does. Past the wait the goal goes out anyway,
    /// and the robot judges it.
    async fn rest_before_goal(&self) {
        let wait = seconds(self.middleware.motion.settle_wait_s);
        let deadline = tokio::time::Instant::now() + wait;
        let mut changes = self.samples.clone();
        loop {
            let Some(sample) = self.fresh_state() else { return };
            if sample.motion_velocities().iter().all(|v| v.abs() <= REST_BELOW) {
                return;
            }
            if !matches!(tokio::time::timeout_at(deadline, changes.changed()).await, Ok(Ok(()))) {
                self.log.push(format!(
                    "the arm still moved after {} s (motion.settle_wait_s): the goal goes out, and the robot's motion \
                     server judges whether it can start from there",
                    wait.as_secs_f64()
                ));
                return;
            }
        }
    }

    /// Calls the planner's stop service, bounded by `stop.wait_s`.
    async fn stop_planner(&self) -> (bool, String) {
        let service = &self.middleware.stop.service;
        let wait = seconds(self.middleware.stop.wait_s);
        match call(&self.stop, &Trigger::Request {}, wait).await {
            Ok(r) => (r.success, format!("{service}: {}", if r.message.is_empty() { "called" } else { &r.message })),
            Err(CallError::Unavailable) => (
                false,
                format!(
                    "{service} unavailable (waited {} s, stop.wait_s): the planner was not stopped",
                    wait.as_secs_f64()
                ),
            ),
            Err(CallError::Request(e)) => (false, format!("{service}: {e}")),
            Err(CallError::Failed(e)) => (false, format!("{service} failed: {e}")),
            Err(CallError::TimedOut) => {
                (false, format!("{service} did not answer within {} s (stop.wait_s)", wait.as_secs_f64()))
            }
        }
    }
}

fn reorder(msg: &JointStateMsg, names: &[String]) -> Option<JointState> {
    let mut state = JointState {
        name: names.to_vec(),
        position: Vec::with_capacity(DOF),
        velocity: Vec::with_capacity(DOF),
        effort: Vec::with_capacity(DOF),
    };
    for name in names {
        let i = msg.name.iter().position(|n| n == name)?;
        state.position.push(msg.position.get(i).copied().filter(|p| p.is_finite())?);
        // What the message does not carry, or carries as NaN (joint_state_broadcaster for a
        // joint without that interface), is unknown: `null` in the answers (D27).
        state.velocity.push(msg.velocity.get(i).copied().unwrap_or(UNKNOWN));
        state.effort.push(msg.effort.get(i).copied().unwrap_or(UNKNOWN));
    }
    Some(state)
}

fn duration(seconds: f64) -> r2r::builtin_interfaces::msg::Duration {
    let whole = seconds.floor();
    r2r::builtin_interfaces::msg::Duration {
        sec: whole as i32,
        nanosec: ((seconds - whole) * 1e9).round().min(999_999_999.0) as u32,
    }
}

#[async_trait]
impl ArmState for Ros2Backend {
    fn name(&self) -> &'static str {
        "ros2"
    }

    async fn joint_state(&self) -> Result<Arc<JointStateSample>, BackendError> {
        if let Some(s) = self.fresh_state() {
            return Ok(s);
        }
        let js = &self.middleware.joint_states;
        let mut rx = self.samples.clone();
        rx.mark_unchanged();
        match tokio::time::timeout(seconds(js.wait_s), rx.changed()).await {
            Ok(Ok(())) => rx.borrow().clone().ok_or_else(|| self.no_state()),
            _ => Err(self.no_state()),
        }
    }

    async fn tcp_pose(&self) -> Result<Arc<TcpPose>, BackendError> {
        let state = &self.joint_state().await?.state;
        let frames = self.model.frames();
        if self.middleware.pose.source == PoseSource::Local {
            let q = state.positions().ok_or_else(|| BackendError::Unavailable("joint state incomplete".into()))?;
            return Ok(Arc::new(TcpPose::from_isometry(&frames.planning_frame, &self.model.tcp_pose(&q))));
        }
        let service = &self.middleware.pose.fk_service;
        let mut request = GetPositionFK::Request::default();
        request.header.frame_id = frames.planning_frame.clone();
        request.fk_link_names = vec![frames.tcp_link.clone()];
        request.robot_state.joint_state.name = state.name.clone();
        request.robot_state.joint_state.position = state.position.clone();
        let wait = seconds(self.middleware.pose.wait_s);
        let response = call(&self.fk, &request, wait).await.map_err(|e| match e {
            CallError::Unavailable => BackendError::Unavailable(format!(
                "the planning framework's {service} service is not available (waited {} s, pose.wait_s)",
                self.middleware.pose.wait_s
            )),
            CallError::Request(e) => BackendError::Unavailable(format!("{service}: {e}")),
            CallError::Failed(e) => BackendError::Unavailable(format!("{service} failed: {e}")),
            CallError::TimedOut => {
                BackendError::TimedOut { what: service.clone(), waited: wait, setting: "pose.wait_s" }
            }
        })?;
        let code = &response.error_code;
        if code.val != MoveItErrorCodes::SUCCESS as i32 {
            return Err(BackendError::Rejected(format!(
                "{service} answered MoveIt {}",
                moveit_error::describe(code.val, &code.message, &code.source)
            )));
        }
        let pose = response
            .pose_stamped
            .first()
            .ok_or_else(|| BackendError::Unavailable(format!("{service} returned no pose")))?;
        let (p, o) = (&pose.pose.position, &pose.pose.orientation);
        let iso = Isometry3::from_parts(
            Translation3::new(p.x, p.y, p.z),
            UnitQuaternion::from_quaternion(Quaternion::new(o.w, o.x, o.y, o.z)),
        );
        let frame = if pose.header.frame_id.is_empty() {
            frames.planning_frame.as_str()
        } else {
            pose.header.frame_id.as_str()
        };
        // `/compute_fk` gives the flange; the tool's TCP is the offset beyond it (D36).
        Ok(Arc::new(TcpPose::from_isometry(frame, &(iso * self.model.tool_offset()))))
    }

    fn joint_state_samples(&self) -> watch::Receiver<Option<Arc<JointStateSample>>> {
        self.samples.clone()
    }

    fn joint_state_rate_hz(&self) -> f64 {
        self.middleware.joint_states.rate_hz
    }
}

#[async_trait]
impl Stop for Ros2Backend {
    fn stop_token(&self) -> StopToken {
        self.actions.stop_token()
    }

    async fn stop(&self, cause: &StopCause, held: &(dyn Fn() + Send + Sync)) -> StopReport {
        // The hold point goes out first; then the goal in progress is cancelled by its own
        // request (the stop signal reaches it at any stage) and the planner is stopped. A motion
        // server that brings the arm to rest on a cancel then finds it holding already, rather
        // than the hold point arriving after its own rest point and pulling the arm back.
        let gate = self.jog_gate.lock().await;
        let goal_in_progress = self.actions.in_progress();
        self.actions.stop_coming(cause);
        let frozen = self.freeze_scaling();
        let (hold, confirmed, hold_note) = self.hold(goal_in_progress).await;
        held();
        self.actions.stop(cause);
        drop(gate);
        let (planner_stopped, planner_note) = self.stop_planner().await;
        self.log.push(format!("stop: {hold_note}"));
        let mut notes = Vec::new();
        if goal_in_progress {
            notes.push("the goal in progress is being cancelled".to_owned());
        }
        notes.push(hold_note);
        notes.push(planner_note);
        notes.extend(frozen);
        StopReport { hold, confirmed, planner_stopped, notes }
    }
}

#[async_trait]
impl Motion for Ros2Backend {
    async fn move_joints(&self, goal: JointGoal, stop: StopToken) -> Result<MotionResult, BackendError> {
        if let Some(refused) = self.below_goal_floor().await {
            return Ok(refused);
        }
        let Some(scaling) = self.paced(goal.scaling) else { return Ok(MotionResult::failed(PAUSED_NOTHING_STARTS)) };
        let goal = MotionGoal::Joints(JointGoal { scaling, ..goal });
        if let Some(refused) = self.collides(&goal).await {
            return Ok(refused);
        }
        self.rest_before_goal().await;
        let action = &self.middleware.motion.joints_action;
        self.after_goal(self.actions.send_goal(action, &goal, stop).await).await
    }

    async fn move_pose(&self, goal: PoseGoal, stop: StopToken) -> Result<MotionResult, BackendError> {
        if goal.circ.is_some() {
            // The robot's MoveToPose takes no auxiliary point: armrest plans the arc (D35) and
            // the controller follows it.
            let done = "reached the pose target (circ)".to_owned();
            let plan = |model: &RobotModel, start: &JointPositions, rates: &RatesOf<'_>| {
                Ok((planning::to_pose(model, start, &goal, &rates(goal.scaling.speed)?)?, done))
            };
            return self.follow_planned(stop, plan).await;
        }
        if let Some(refused) = self.below_goal_floor().await {
            return Ok(refused);
        }
        let Some(scaling) = self.paced(goal.scaling) else { return Ok(MotionResult::failed(PAUSED_NOTHING_STARTS)) };
        let goal = MotionGoal::Pose(PoseGoal { scaling, ..goal });
        if let Some(refused) = self.collides(&goal).await {
            return Ok(refused);
        }
        let action = &self.middleware.motion.pose_action;
        self.rest_before_goal().await;
        self.after_goal(self.actions.send_goal(action, &goal, stop).await).await
    }

    async fn move_path(&self, goal: PathGoal, stop: StopToken) -> Result<MotionResult, BackendError> {
        // No robot action takes a path: armrest plans it (D35) and the controller follows it.
        self.follow_planned(stop, |model, start, rates| {
            let planned = planning::path::plan_checked(model, start, &goal, rates)?;
            let done = planning::path_done(&planned);
            Ok((planned.plan, done))
        })
        .await
    }
}

#[async_trait]
impl Planning for Ros2Backend {
    /// The planning framework's FK service answers (it comes and goes with MoveIt's move_group).
    async fn planner_ready(&self) -> Result<(), BackendError> {
        let wait = armrest_backend::capabilities::planning::PLANNER_READY_WAIT;
        if available(wait, r2r::Node::is_available(&self.fk)).await {
            return Ok(());
        }
        Err(BackendError::Unavailable(format!(
            "the planning framework's {} service is not available",
            self.middleware.pose.fk_service
        )))
    }

    async fn plan_joints(&self, goal: JointGoal) -> Result<PlanPreview, BackendError> {
        let start = self.plan_start().await?;
        let rates = planning::rates(self.model.limits(), goal.scaling);
        Ok(planning::preview_joints(&self.model, &start, &goal, rates, Some(ESTIMATE_NOTE)))
    }

    async fn plan_pose(&self, goal: PoseGoal) -> Result<PlanPreview, BackendError> {
        let start = self.plan_start().await?;
        let rates = planning::rates(self.model.limits(), goal.scaling);
        // An arc with its auxiliary point is armrest's own plan, the one the move follows.
        let estimate = goal.circ.is_none().then_some(ESTIMATE_NOTE);
        Ok(planning::preview_pose(&self.planning, &self.model, start, &goal, rates, estimate).await)
    }

    async fn plan_path(&self, goal: PathGoal) -> Result<PathPreview, BackendError> {
        let start = self.plan_start().await?;
        let limits = self.model.limits().clone();
        let rates = Arc::new(move |speed| planning::rates(&limits, Scaling::new(speed)));
        Ok(planning::path::preview(&self.planning, &self.model, start, &goal, rates, None).await)
    }
}

#[async_trait]
impl Trajectories for Ros2Backend {
    fn robot_parameters(&self) -> Option<armrest_backend::robot_parameters::RobotParameters> {
        self.robot_settings.get()
    }

    /// From the controller's `~/controller_state`, when a state arrived within
    /// `stop.hold_max_age_s` (the age a hold may be built from); else the measured state stands
    /// for it. The caller sets the hold tolerance.
    fn controller_start(&self) -> Option<armrest_backend::drive::Start> {
        let max_age = seconds(self.middleware.stop.hold_max_age_s);
        self.controller_state.start_now((self.clock_rate)(), max_age, 0.0)
    }

    /// An active Jazzy JTC publishes its state every cycle; a deactivated one (a hardware error)
    /// none. Silent longer than `trajectory.controller_silent_s` after it was heard: inactive.
    fn controller_ready(&self) -> Result<(), BackendError> {
        let limit = self.middleware.trajectory.controller_silent_s;
        match self.controller_state.silent_for() {
            Some(silent) if silent.as_secs_f64() > limit => Err(BackendError::Unavailable(format!(
                "the trajectory controller's {} has been silent for {:.1} s (trajectory.controller_silent_s: {limit} s): \
                 the controller is inactive (a hardware error deactivates it) and takes no trajectory; activate it \
                 again (ros2 control switch_controllers) once the robot is fit",
                crate::controller_state::controller_state_topic(&self.middleware.trajectory.controller_topic),
                silent.as_secs_f64(),
            ))),
            _ => Ok(()),
        }
    }

    /// Over ROS 2 the controller's refusal of a message on its topic is in its own log only:
    /// armrest learns of it from the arm (D39: a trajectory whose end the arm did not reach).
    async fn send_trajectory(&self, trajectory: Trajectory) -> Result<Delivery, BackendError> {
        // Without the controller's speed scaling, the override stretches the trajectory's times:
        // the same path, slower (D29). With it, the controller scales them.
        let f = if self.scaling_read().is_ok() { 1.0 } else { self.override_fraction() };
        if f == 0.0 {
            return Err(BackendError::Rejected(PAUSED_NOTHING_STARTS.to_owned()));
        }
        let points = controller_points(&trajectory, f);
        if f != 1.0 {
            self.log
                .push(format!("speed override {}: the trajectory's times stretched by 1/{f}", describe_fraction(f)));
        }
        let n = points.len();
        self.publish_message(self.continuing(points)).await?;
        self.log.push(format!("published {n} point(s) to {}", self.middleware.trajectory.controller_topic));
        Ok(Delivery::Published)
    }

    async fn follow_trajectory(
        &self,
        trajectory: Trajectory,
        done: &str,
        stop: StopToken,
    ) -> Result<MotionResult, BackendError> {
        let action = &self.middleware.trajectory.controller_action;
        if action.is_empty() {
            return Err(BackendError::Unavailable(
                "trajectory.controller_action is empty: armrest cannot follow a trajectory to its end over ROS 2 \
                 without the controller's FollowJointTrajectory action"
                    .to_owned(),
            ));
        }
        // As for a published trajectory (D29): with the controller's speed scaling it times
        // the goal; without it the override stretches the goal's times here.
        let f = if self.scaling_read().is_ok() { 1.0 } else { self.override_fraction() };
        if f == 0.0 {
            return Ok(MotionResult::failed(PAUSED_NOTHING_STARTS));
        }
        let points = controller_points(&trajectory, f);
        let n = points.len();
        let goal = FollowJointTrajectory::Goal { trajectory: self.continuing(points), ..Default::default() };
        self.log.push(format!("sent {n} point(s) as a goal to {action}"));
        let result = self.after_goal(self.actions.follow_trajectory(action, goal, stop).await).await?;
        Ok(if result.success { MotionResult::ok(format!("{done}: {}", result.message)) } else { result })
    }

    fn trajectory_log(&self) -> &LogBuffer {
        &self.log
    }
}

#[async_trait]
impl SpeedOverride for Ros2Backend {
    /// Over ROS 2 the override goes to the controller's speed scaling, which scales whatever it
    /// runs, paused included; see [`SpeedScaling`]. Without one it applies to what armrest sends
    /// from now on: each move's speed and each published trajectory's times. What already runs
    /// then keeps its speed, so a pause while the arm moves is refused rather than promised.
    async fn set_speed_override(&self, fraction: f64) -> Result<OverrideReport, OverrideError> {
        let moving = self.arm_moving_now().await;
        let read = self.scaling_subscribed();
        if let Err(why) = &read
            && moving
            && fraction == 0.0
        {
            return Err(OverrideError::Refused(pause_refused(why)));
        }
        let floor = if fraction < 1.0 { self.goal_override_floor().await } else { None };
        let below = floor.filter(|(f, _)| fraction < *f).map(|(_, why)| why);
        if let Some(why) = &below
            && self.actions.in_progress()
        {
            return Err(OverrideError::Refused(format!(
                "cannot set the speed override to {} while a cobot/* move runs: {why}; the override stays {}",
                describe_fraction(fraction),
                describe_fraction(self.override_fraction())
            )));
        }
        let previous = {
            let mut f = self.speed_override.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
            std::mem::replace(&mut *f, fraction)
        };
        let (from, to) = (describe_fraction(previous), describe_fraction(fraction));
        self.log.push(format!("speed override {from} -> {to}"));
        let mut notes = vec![format!("speed override {from} -> {to}")];
        if let Some(why) = below {
            notes.push(format!("while it stays there, cobot/* moves are refused before they start: {why}"));
        }
        let scaling = match read {
            Ok(scaling) => scaling,
            Err(why) => return Ok(self.override_not_scaled(fraction, previous, moving, &why, notes)),
        };
        let sent_before = scaling.factor();
        scaling.set(fraction, !moving);
        notes.push(scaling.describe());
        match self.scaling_followed(sent_before, fraction).await {
            Ok(note) => notes.push(note),
            Err(why) => {
                // Taken back: a factor the controller ignores now must not take effect later.
                scaling.set(sent_before, true);
                if moving && fraction == 0.0 {
                    *self.speed_override.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = previous;
                    self.log.push(format!("speed override back to {from}: the pause did not reach the controller"));
                    return Err(OverrideError::Refused(pause_refused(&why)));
                }
                return Ok(self.override_not_scaled(fraction, previous, moving, &why, notes));
            }
        }
        let applied_to = moving.then(|| {
            let motion = if self.actions.in_progress() {
                "the goal in progress (a motion goal of the robot's motion server)".to_owned()
            } else {
                "the trajectory the controller runs (published to the controller topic)".to_owned()
            };
            notes.push(if fraction == 0.0 {
                format!("{motion} decelerates to rest on its path and stays active; a fraction above 0 resumes it")
            } else {
                format!("{motion} ramps to the new rate along its path")
            });
            // The controller keeps the path time; armrest does not see it.
            PacedMotion { motion, path_s: None, duration_s: None, elapsed_s: None }
        });
        if applied_to.is_none() {
            notes.push("no motion in progress: later motions follow the new fraction".to_owned());
        }
        Ok(OverrideReport { fraction, previous, applied_to, not_applied: None, notes })
    }

    fn speed_override(&self) -> f64 {
        self.override_fraction()
    }

    /// Where the controller's speed scaling slows the goals the robot's MoveIt runs: its
    /// execution duration monitoring's floor. (Without it the override goes into each move's
    /// speed, which MoveIt plans for.)
    async fn goal_override_floor(&self) -> Option<(f64, String)> {
        self.scaling_read().ok()?;
        self.moveit.monitoring(seconds(self.middleware.motion.server_check_s)).await?.floor()
    }
}

#[async_trait]
impl SetpointStream for Ros2Backend {
    fn clock_rate(&self) -> f64 {
        (self.clock_rate)()
    }

    /// One `JointTrajectory` of one point on the controller topic, as MoveIt Servo streams them:
    /// a zero header stamp (the controller starts it on arrival, from where the arm is) and
    /// `time_from_start` a few jog periods ahead. Positions only: Jazzy's controller refuses a
    /// last point with velocities unless `allow_nonzero_velocity_at_trajectory_end` is set, and
    /// interpolates a position-only point linearly, as the simulator does.
    async fn jog_setpoint(&self, setpoint: Setpoint, stop: &StopToken) -> Result<(), BackendError> {
        let _gate = self.jog_gate.lock().await;
        if stop.is_raised() {
            return Err(BackendError::Rejected(format!("stopped by {}: the jog setpoint was not sent", stop.cause())));
        }
        let points = setpoint
            .points()
            .iter()
            .map(|p| JointTrajectoryPoint {
                positions: p.positions.to_vec(),
                time_from_start: duration(self.on_the_controllers_time(p.time_from_start)),
                ..Default::default()
            })
            .collect();
        self.publish_message(self.continuing(points)).await
    }
}

impl RunnerAccess for Ros2Backend {
    fn runner_connection(&self) -> RunnerConnection {
        RunnerConnection::Ros2 { speed_scaling_topic: self.middleware.trajectory.speed_scaling_topic.clone() }
    }
}

/// Why nothing starts over ROS 2 while the override is 0.
/// `trajectory`'s points as the controller takes them, their times divided by the override `f`
/// (1 where the controller's speed scaling times them, D29), and their velocities and
/// accelerations, where given, scaled to match (by `f` and `f²`): the same curves, slower.
pub fn controller_points(trajectory: &Trajectory, f: f64) -> Vec<JointTrajectoryPoint> {
    let rates = trajectory.rates();
    let scaled =
        |v: Option<&JointPositions>, by: f64| v.map(|v| v.iter().map(|x| x * by).collect()).unwrap_or_default();
    trajectory
        .points()
        .iter()
        .enumerate()
        .map(|(i, p)| JointTrajectoryPoint {
            positions: p.positions.to_vec(),
            velocities: scaled(rates.and_then(|r| r.velocities.get(i)), f),
            accelerations: scaled(rates.and_then(|r| r.accelerations.as_ref()).and_then(|a| a.get(i)), f * f),
            time_from_start: duration(p.time_from_start / f),
            ..Default::default()
        })
        .collect()
}

const PAUSED_NOTHING_STARTS: &str = "the speed override is 0 (paused): over ROS 2 no move or trajectory starts \
     while it is, since neither the robot's motion server nor its controller can hold one paused; raise it with PUT \
     /robot/override first";

/// The names a message carried, as a message shows them: quoted, at most a dozen.
fn named(names: &[String]) -> String {
    const SHOWN: usize = 12;
    let mut shown: Vec<String> =
        names.iter().take(SHOWN).map(|n| armrest_backend::client_text::quoted(n).to_string()).collect();
    if names.len() > SHOWN {
        shown.push(format!("and {} more", names.len() - SHOWN));
    }
    if shown.is_empty() { "no joint".to_owned() } else { shown.join(", ") }
}

impl Ros2Backend {
    /// Why there is no joint state: no message at all, or messages that name other joints.
    fn no_state(&self) -> BackendError {
        let (topic, wait) = (&self.middleware.joint_states.topic, self.middleware.joint_states.wait_s);
        let foreign = self.foreign.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone();
        match foreign.filter(|(at, _)| at.elapsed() < seconds(wait)) {
            Some((_, names)) => BackendError::Unavailable(format!(
                "the messages on {topic} do not name all of the arm's joints ({}): they name {}; is {topic} the arm's \
                 joint state topic, and are the URDF's joint names the robot's?",
                self.model.joint_names().join(", "),
                named(&names)
            )),
            None => BackendError::Unavailable(format!("no joint state message on {topic} within {wait} s")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn model() -> RobotModel {
        let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
        RobotModel::shipped(&repo).expect("shipped model loads")
    }

    fn names() -> Vec<String> {
        (1..=7).map(|i| format!("joint{i}")).collect()
    }

    #[test]
    fn joint_states_are_reordered_by_name() {
        let msg = JointStateMsg {
            name: names().into_iter().rev().chain(["gripper".to_owned()]).collect(),
            position: vec![7.0, 6.0, 5.0, 4.0, 3.0, 2.0, 1.0, 9.0],
            velocity: vec![0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.9],
            effort: vec![],
            ..Default::default()
        };
        let s = reorder(&msg, &names()).unwrap();
        assert_eq!(s.position, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]);
        assert_eq!(s.velocity, [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
        assert!(s.effort.iter().all(|e| e.is_nan()), "a message without efforts: unknown, {:?}", s.effort);
        let nan = JointStateMsg { position: vec![f64::NAN; 8], ..msg.clone() };
        assert!(reorder(&nan, &names()).is_none(), "a position that is not a number is no state");
        let missing = JointStateMsg { name: names()[..6].to_vec(), position: vec![0.0; 6], ..Default::default() };
        assert!(reorder(&missing, &names()).is_none(), "a joint missing from the message");
        let short = JointStateMsg { name: names(), position: vec![0.0; 3], ..Default::default() };
        assert!(reorder(&short, &names()).is_none(), "fewer positions than names");
    }

    #[test]
    fn durations_and_stamps_convert_exactly() {
        let d = duration(1.5);
        assert_eq!((d.sec, d.nanosec), (1, 500_000_000));
        let d = duration(2.999_999_999_9);
        assert!(d.nanosec <= 999_999_999, "{d:?}");
        let t = r2r::builtin_interfaces::msg::Time { sec: 10, nanosec: 5 };
        assert_eq!(stamp(&t), Some(UNIX_EPOCH + Duration::new(10, 5)));
        assert_eq!(stamp(&r2r::builtin_interfaces::msg::Time { sec: 0, nanosec: 0 }), None, "no stamp");
        assert_eq!(stamp(&r2r::builtin_interfaces::msg::Time { sec: -1, nanosec: 0 }), None);
    }

    #[test]
    fn the_hold_point_is_the_state_extrapolated_to_now_within_the_limits() {
        let model = model();
        let age = Duration::from_millis(50);
        let latest = |position: Vec<f64>, velocity: Vec<f64>| Latest {
            received: Instant::now().checked_sub(age).unwrap(),
            state: JointState { name: names(), position, velocity, effort: vec![0.0; 7] },
            velocity_estimate: None,
        };
        let l = latest(vec![0.0; 7], vec![1.0, -1.0, 0.0, 0.0, 0.0, 0.0, f64::NAN]);
        let ArmNow { position: q, age: seen, .. } = l.now(Duration::from_secs(1), &model).unwrap();
        assert!(seen >= age);
        let dt = seen.as_secs_f64();
        assert!((q[0] - dt).abs() < 0.01 && (q[1] + dt).abs() < 0.01, "{q:?} after {dt} s");
        assert_eq!(q[6], 0.0, "a velocity that is not a number extrapolates nothing");
        let upper = model.limits().upper()[0];
        let at_limit = latest(vec![upper; 7], vec![100.0; 7]);
        let q = at_limit.now(Duration::from_secs(1), &model).unwrap().position;
        assert_eq!(q[0], upper, "clamped to the limit");
        assert!(l.now(Duration::from_millis(10), &model).is_none(), "too old to hold on");
    }

    /// Issue 37: joint_state_broadcaster's NaN velocities. The hold extrapolates a moving arm
    /// with the velocity estimated from its positions, not as at rest (which held it behind
    /// itself, and reversed it); what the answers report stays NaN (`null`).
    #[test]
    fn unreported_velocities_are_estimated_from_positions_by_arrival_for_the_hold() {
        let model = model();
        let mut estimator = VelocityEstimator::new(model.limits(), Duration::from_secs(2));
        let t0 = Instant::now().checked_sub(Duration::from_millis(100)).unwrap();
        let msg = |q: f64| JointStateMsg {
            name: names(),
            position: vec![q, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0],
            velocity: vec![f64::NAN; 7],
            ..Default::default()
        };
        // 0.5 rad/s on joint1 at 100 Hz, as reorder and the subscription take it.
        let mut latest = None;
        for k in 0..=5u32 {
            let state = reorder(&msg(0.005 * f64::from(k)), &names()).unwrap();
            let received = t0 + Duration::from_millis(10 * u64::from(k));
            let estimate = state.positions().map(|q| estimator.observe(received, &q));
            latest = Some(Latest { received, state, velocity_estimate: estimate });
        }
        let l = latest.unwrap();
        assert!(l.state.velocity.iter().all(|v| v.is_nan()), "reported as the robot said: {:?}", l.state.velocity);
        let arm = l.now(Duration::from_secs(1), &model).unwrap();
        assert!((arm.velocity[0] - 0.5).abs() < 1e-9, "{:?}", arm.velocity);
        let dt = arm.age.as_secs_f64();
        assert!(arm.position[0] > 0.025 + 0.5 * dt - 0.01, "extrapolated ahead: {:?} after {dt} s", arm.position);
        assert_eq!(arm.velocity_note.as_deref(), Some("velocities estimated from positions: the robot reports none"));
        // Reported velocities need no note and take no estimate.
        let reported = Latest {
            state: JointState { velocity: vec![0.0; 7], ..l.state.clone() },
            velocity_estimate: None,
            ..l.clone()
        };
        let arm = reported.now(Duration::from_secs(1), &model).unwrap();
        assert_eq!((arm.velocity, arm.velocity_note), ([0.0; 7], None));
        // Too few positions for an estimate: taken as 0, and said why.
        let starting = Latest {
            velocity_estimate: Some(VelocityEstimate::Unknown(
                armrest_backend::velocity_estimate::Unestimated::TooShort { span: Duration::ZERO },
            )),
            ..l
        };
        let arm = starting.now(Duration::from_secs(1), &model).unwrap();
        assert_eq!(arm.velocity, [0.0; 7]);
        assert!(arm.velocity_note.is_some_and(|n| n.contains("taken as 0")));
    }
}
