//! The simulated arm: its controller, its joint state topic and what it does for each
//! request. The HTTP backend and the runner's action server both drive this one arm.

use crate::SimError;
use crate::clock::SimClock;
use crate::controller::jtc_tolerances::GoalTolerances;
use crate::controller::jtc_trajectory::Message;
use crate::controller::{ActiveGoal, Controller, Ended, JtcParams, Outcome, Pacing, Rejection, Source};
use crate::motion_server::MoveItRules;
use crate::settings::SimSettings;
use armrest_backend::middleware::{MiddlewareConfig, seconds};
use armrest_backend::motion::{Hold, JointGoal, MotionResult, PoseGoal, Scaling, StopReport, not_held_note};
use armrest_backend::planning::path::{PathGoal, PathPreview};
use armrest_backend::planning::{self, JointRates, Plan, PlanPreview, PlanningThread};
use armrest_backend::speed_override::{OverrideReport, PacedMotion, describe_fraction};
use armrest_backend::stop_signal::{StopCause, StopSignal, StopToken};
use armrest_backend::{
    BackendError, DOF, Delivery, Execution, JointPositions, JointState, JointStateSample, LogBuffer, PerSample,
    RobotModel, Setpoint, TcpPose, Trajectory,
};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::SystemTime;
use tokio::sync::{broadcast, oneshot, watch};
use tokio::time::Instant;

/// Messages a slow recorder may fall behind by before it loses some.
const RECORDING_BUFFER: usize = 4096;
/// Protective stops a slow listener may fall behind by (each ends a trajectory: few).
const PROTECTIVE_STOPS_BUFFER: usize = 16;

/// The controller's state, see [`SimArm::controller_state`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ControllerState {
    /// Simulated seconds since start-up: the state's time on the simulator's clock.
    pub time_s: f64,
    pub reference: JointPositions,
    pub reference_velocity: JointPositions,
    pub feedback: JointPositions,
    pub feedback_velocity: JointPositions,
    pub speed_scaling_factor: f64,
    /// Simulated seconds since the trajectory the controller runs (a hold's too) started: the
    /// state's `time_from_start`.
    pub time_from_start_s: f64,
}

pub struct SimArm {
    model: Arc<RobotModel>,
    middleware: MiddlewareConfig,
    settings: SimSettings,
    clock: SimClock,
    controller: Mutex<Controller>,
    joint_states: watch::Sender<Option<Arc<JointStateSample>>>,
    /// Every published message, for recorders (the watch above keeps only the latest).
    recorded: broadcast::Sender<Arc<JointStateSample>>,
    trajectory_log: LogBuffer,
    /// Maximum acceleration of each joint, rad/s².
    max_acceleration: JointPositions,
    /// Raised by a stop: ends a motion still being planned as well as one executing.
    stops: StopSignal,
    planning: PlanningThread,
    /// Each protective stop of the controller (D28), as its log says it.
    protective_stops: broadcast::Sender<String>,
    /// The TCP pose of the latest sample asked for: worked out once per sample, however often
    /// it is read between two.
    pose: PerSample<Arc<TcpPose>>,
    /// The joint state topic is quiet: `faults.joint_states_silent` at start, switched at run
    /// time by a [`crate::FaultSwitch`].
    silent: AtomicBool,
    /// The last motion's trajectory the controller took, for its progress (D39).
    last_execution: Mutex<Option<Execution>>,
    /// MoveIt's checks of an execution, where the motion server stands in for MoveIt (the sim
    /// node); unset, the simulator's own server waits for rest before it plans.
    moveit: std::sync::OnceLock<MoveItRules>,
}

impl SimArm {
    pub fn new(
        model: Arc<RobotModel>,
        settings: SimSettings,
        middleware: MiddlewareConfig,
    ) -> Result<SimArm, SimError> {
        let initial = model.named_position(&settings.initial_position).ok_or_else(|| {
            let known: Vec<&str> = model.named_positions().iter().map(|p| p.name.as_str()).collect();
            SimError::UnknownInitialPosition(settings.initial_position.clone(), known.join(", "))
        })?;
        let mut max_acceleration = [0.0; DOF];
        for (slot, j) in max_acceleration.iter_mut().zip(model.limits().joints()) {
            *slot = j.max_acceleration.ok_or_else(|| SimError::NoAccelerationLimit(j.name.clone()))?;
        }
        let protective_stops = broadcast::channel(PROTECTIVE_STOPS_BUFFER).0;
        let controller = Controller::new(
            initial.joints,
            model.limits().clone(),
            middleware.trajectory.hold_tolerance_rad,
            middleware.stop.hold_shape(),
        )
        .watch_world(Arc::clone(&model), protective_stops.clone());
        Ok(SimArm {
            max_acceleration,
            trajectory_log: LogBuffer::new(middleware.trajectory.log_lines),
            clock: SimClock::new(settings.time_scale),
            controller: Mutex::new(controller),
            joint_states: watch::channel(None).0,
            recorded: broadcast::channel(RECORDING_BUFFER).0,
            stops: StopSignal::default(),
            planning: PlanningThread::start().map_err(SimError::PlanningThread)?,
            protective_stops,
            pose: PerSample::default(),
            silent: AtomicBool::new(settings.faults.joint_states_silent),
            last_execution: Mutex::new(None),
            model,
            middleware,
            settings,
            moveit: std::sync::OnceLock::new(),
        })
    }

    /// Makes the joint state topic go quiet (`true`) or publish again.
    pub fn set_joint_states_silent(&self, silent: bool) {
        self.silent.store(silent, Ordering::Relaxed);
    }

    fn controller(&self) -> MutexGuard<'_, Controller> {
        self.controller.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The latest joint state message, as it changes (a slow reader skips to the newest).
    pub fn latest_joint_states(&self) -> watch::Receiver<Option<Arc<JointStateSample>>> {
        self.joint_states.subscribe()
    }

    /// Every joint state message from now on.
    pub fn subscribe_joint_states(&self) -> broadcast::Receiver<Arc<JointStateSample>> {
        self.recorded.subscribe()
    }

    /// Every protective stop from now on: the controller stopped the arm before a contact.
    pub fn protective_stops(&self) -> broadcast::Receiver<String> {
        self.protective_stops.subscribe()
    }

    pub fn middleware(&self) -> &MiddlewareConfig {
        &self.middleware
    }

    pub fn model(&self) -> &Arc<RobotModel> {
        &self.model
    }

    pub fn settings(&self) -> &SimSettings {
        &self.settings
    }

    /// One tick of the simulated arm: advance the controller and publish the joint state.
    pub fn tick(&self) {
        // One instant for the state and its times: the positions are the arm's at the sample's
        // time and stamp, however late the thread ran (a recording takes its times from them).
        let (received, stamp) = (Instant::now(), SystemTime::now());
        let (position, velocity) = {
            let mut c = self.controller();
            c.advance(self.clock.at(received), &self.trajectory_log);
            (c.position(), c.velocity())
        };
        if self.silent.load(Ordering::Relaxed) {
            return;
        }
        let state = JointState {
            name: self.model.joint_names().to_vec(),
            position: position.to_vec(),
            velocity: velocity.to_vec(),
            effort: vec![0.0; position.len()],
        };
        let message = Arc::new(JointStateSample {
            received,
            stamp,
            state,
            // The simulator reports every velocity.
            velocity_estimate: None,
        });
        // No recorder listening is the normal case.
        let _ = self.recorded.send(Arc::clone(&message));
        self.joint_states.send_replace(Some(message));
    }
}

impl SimArm {
    pub async fn joint_state(&self) -> Result<Arc<JointStateSample>, BackendError> {
        let wait = seconds(self.middleware.joint_states.wait_s);
        let mut rx = self.joint_states.subscribe();
        let fresh = rx.borrow_and_update().as_ref().filter(|p| p.received.elapsed() < wait).cloned();
        if let Some(p) = fresh {
            return Ok(p);
        }
        match tokio::time::timeout(wait, rx.changed()).await {
            Ok(Ok(())) => rx.borrow().clone().ok_or_else(|| self.no_joint_states()),
            _ => Err(self.no_joint_states()),
        }
    }

    pub async fn tcp_pose(&self) -> Result<Arc<TcpPose>, BackendError> {
        self.planner_available()?;
        let sample = self.joint_state().await?;
        self.pose.of(sample, |sample| {
            let q = sample
                .state
                .positions()
                .ok_or_else(|| BackendError::Unavailable("joint state has the wrong number of joints".into()))?;
            let model = &self.model;
            Ok(Arc::new(TcpPose::from_isometry(&model.frames().planning_frame, &model.tcp_pose(&q))))
        })
    }

    pub async fn send_trajectory(&self, trajectory: Trajectory) -> Result<Delivery, BackendError> {
        let s = self;
        s.trajectory_log.push(format!(
            "published {} point(s) to {}",
            trajectory.points().len(),
            s.middleware.trajectory.controller_topic
        ));
        // A refusal is the controller's answer, logged like a real controller's; the
        // publication itself succeeded, and the refusal is the motion's outcome (D39).
        match s.controller().accept(s.clock.now(), &trajectory, Source::Topic, &s.trajectory_log) {
            Ok(_) => {
                let duration = s.clock.wall(trajectory.points().last().map_or(0.0, |p| p.time_from_start));
                let execution = Execution { accepted: std::time::Instant::now(), duration_s: duration.as_secs_f64() };
                *s.last_execution.lock().unwrap_or_else(PoisonError::into_inner) = Some(execution);
                Ok(Delivery::Published)
            }
            Err(r) => Ok(Delivery::Refused(r.to_string())),
        }
    }

    /// When the controller last took a motion's trajectory, and its planned wall-clock duration.
    /// The state the controller starts a trajectory published now from (D24).
    pub fn controller_start(&self) -> armrest_backend::drive::Start {
        self.controller().start_at(self.clock.now(), &self.trajectory_log)
    }

    pub fn last_execution(&self) -> Option<Execution> {
        *self.last_execution.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A trajectory message on the controller topic, run as Jazzy's controller runs it (the sim
    /// node over ROS 2: [`Controller::accept_message`]). A refusal is logged like a real
    /// controller's.
    pub fn send_message(&self, msg: &Message) {
        self.trajectory_log.push(format!(
            "published {} point(s) to {}",
            msg.points.len(),
            self.middleware.trajectory.controller_topic
        ));
        let now = self.clock.now();
        if self
            .controller()
            .accept_message(now, msg, Source::Topic, Pacing::FollowsOverride, &self.trajectory_log)
            .is_ok()
        {
            let duration = self.clock.wall(msg.points.last().map_or(0.0, |p| p.time_from_start));
            let execution = Execution { accepted: std::time::Instant::now(), duration_s: duration.as_secs_f64() };
            *self.last_execution.lock().unwrap_or_else(PoisonError::into_inner) = Some(execution);
        }
    }

    /// One setpoint of a stream (a jog's) on the controller topic, run as Jazzy's controller runs
    /// a message ([`Controller::stream_message`]); its time follows the controller's scaling.
    pub fn stream_message(&self, msg: &Message) -> Result<(), Rejection> {
        self.controller().stream_message(self.clock.now(), msg, Pacing::FollowsOverride, &self.trajectory_log)
    }

    /// The controller's state now, as Jazzy's controller publishes it on `~/controller_state`:
    /// the reference (its command) and the feedback (the arm), positions and velocities, and the
    /// speed scaling factor it runs at.
    pub fn controller_state(&self) -> ControllerState {
        let mut c = self.controller();
        let time_s = self.clock.now();
        c.advance(time_s, &self.trajectory_log);
        let (reference, reference_velocity) = c.reference();
        ControllerState {
            time_s,
            reference,
            reference_velocity,
            feedback: c.position(),
            feedback_velocity: c.velocity(),
            speed_scaling_factor: c.speed_scaling_factor(),
            time_from_start_s: time_s - c.trajectory_start(),
        }
    }

    /// Follows Jazzy's joint_trajectory_controller's rules from now on, configured by `params`
    /// as upstream configures them ([`JtcRules::configure`](crate::controller::JtcRules::configure); its warnings go to the trajectory
    /// log): the sim node over ROS 2.
    pub fn configure_jtc(&self, params: &JtcParams) {
        self.controller().configure_jtc(params, self.model.joint_names(), &self.trajectory_log);
    }

    /// A FollowJointTrajectory goal on the controller's own action, accepted as Jazzy's accepts
    /// one: it preempts the active goal, and runs as a message does ([`Controller::accept_message`]).
    /// A refusal is logged like a real controller's.
    pub fn action_goal(
        &self,
        msg: &Message,
        tolerances: &GoalTolerances,
    ) -> Result<(u64, oneshot::Receiver<Ended>), Rejection> {
        self.trajectory_log.push(format!("controller: Received new action goal ({} point(s))", msg.points.len()));
        let now = self.clock.now();
        let accepted = {
            let mut controller = self.controller();
            let accepted =
                controller.accept_message(now, msg, Source::Action, Pacing::FollowsOverride, &self.trajectory_log);
            if accepted.is_ok() {
                controller.take_goal_tolerances(tolerances, self.model.joint_names(), &self.trajectory_log);
            }
            accepted
        };
        self.tick();
        accepted
    }

    /// Deactivates the controller, as ros2_control does on a hardware error (Jazzy's rules,
    /// the sim node): its active goal is aborted, its command stays where it is, and it takes
    /// nothing until [`SimArm::activate_controller`]. True if it was active.
    pub fn deactivate_controller(&self) -> bool {
        let done = self.controller().deactivate(self.clock.now(), &self.trajectory_log);
        self.tick();
        done
    }

    /// The drives follow their command `lag_s` seconds late from now on (a fault the sim node
    /// injects; 0: as designed). The arm is where the command was that long ago, so the
    /// tracking lag grows by it and the controller's measured state trails further.
    pub fn set_drive_lag(&self, lag_s: f64) {
        self.controller().set_drive_lag(self.clock.now(), lag_s, &self.trajectory_log);
        self.tick();
    }

    /// Activates the controller again: it holds the measured position. True if it was inactive.
    pub fn activate_controller(&self) -> bool {
        let done = self.controller().activate(self.clock.now(), &self.trajectory_log);
        self.tick();
        done
    }

    /// Whether the controller is active.
    pub fn controller_active(&self) -> bool {
        self.controller().is_active()
    }

    /// A cancel of a goal on the controller's own action, under Jazzy's rules: the hold of
    /// `set_hold_position` (or a deceleration) if it is the active goal. True if it was.
    pub fn cancel_action_goal(&self) -> bool {
        let held = self.controller().cancel_under_jtc_rules(ActiveGoal::Direct, self.clock.now(), &self.trajectory_log);
        self.tick();
        held
    }

    /// One jog setpoint on the controller topic (D29), its time in the simulator's own time: the
    /// controller follows it from where the arm is. Nothing moves if a stop was raised since
    /// `stop` was taken: judged under the controller's lock, as [`SimArm::execute`] judges a
    /// plan, so a stop's hold is never followed by a setpoint of the session it stopped.
    /// `pacing`: whether the setpoint's time follows the override (the sim node's controller
    /// over ROS 2, scaled as Jazzy's scales everything it runs) or the clock (the simulator,
    /// whose jog scales its own velocities).
    pub fn jog_setpoint(&self, setpoint: &Setpoint, stop: &StopToken, pacing: Pacing) -> Result<(), BackendError> {
        let mut controller = self.controller();
        if stop.is_raised() {
            return Err(BackendError::Rejected(format!("stopped by {}: the jog setpoint was not sent", stop.cause())));
        }
        controller
            .stream(self.clock.now(), &setpoint.points(), pacing, &self.trajectory_log)
            .map_err(|r| BackendError::Rejected(format!("the controller refused the jog setpoint: {r}")))
    }

    /// Simulated seconds since start-up: the controller's clock.
    pub fn sim_seconds(&self) -> f64 {
        self.clock.now()
    }

    /// How many simulated seconds pass in one second of the wall clock.
    pub fn time_scale(&self) -> f64 {
        self.clock.scale()
    }

    /// An empty trajectory on the controller topic. Jazzy's trajectory controller
    /// (ros2_controllers 4.x) refuses it with this error and goes on with what it was doing
    /// (D27); so does this one.
    pub fn empty_trajectory(&self) {
        self.trajectory_log.push(
            "controller: Empty trajectory received. (refused, as Jazzy's joint_trajectory_controller does: the running \
             trajectory continues)",
        );
    }

    /// What a motion server does when its goal is cancelled (or `cobot/stop` is called): a
    /// motion still being planned never starts, and the goal's trajectory decelerates to rest.
    /// A trajectory published to the controller topic is no goal and runs on. True if a goal's
    /// trajectory was running.
    pub fn cancel_motion(&self, cause: &StopCause) -> bool {
        self.stops.raise(cause);
        let held = self.controller().cancel_goal(self.clock.now(), &self.trajectory_log);
        self.tick();
        held
    }

    /// Where the simulated arm is now.
    pub fn position(&self) -> JointPositions {
        self.controller().position()
    }

    /// How far the motion in progress is, 0 to 1; `None` when the arm is not moving.
    pub fn motion_progress(&self) -> Option<f64> {
        self.controller().progress()
    }

    /// A factor on Jazzy's `~/speed_scaling_input` (the sim node over ROS 2): the controller's
    /// speed scaling at once, unless its hardware's own factor overwrites it
    /// ([`Controller::speed_scaling_input`]).
    pub fn speed_scaling_input(&self, factor: f64) {
        self.controller().speed_scaling_input(self.clock.now(), factor, &self.trajectory_log);
        self.tick();
    }

    /// The speed override in effect (D29).
    pub fn speed_override(&self) -> f64 {
        self.controller().speed_override()
    }

    /// Sets the speed override (a fraction the caller checked): the trajectory in progress, a
    /// move's, a sequence goal's or one published to the controller topic, ramps to the new
    /// rate on its path, and later ones start at it. Holds are never slowed.
    pub fn set_speed_override(&self, fraction: f64) -> OverrideReport {
        let previous = self.speed_override();
        let paced = self.controller().set_speed_override(self.clock.now(), fraction, &self.trajectory_log);
        self.tick();
        let (from, to) = (describe_fraction(previous), describe_fraction(fraction));
        let mut notes = vec![format!("speed override {from} -> {to}")];
        let applied_to = paced.map(|p| {
            let motion = match p.source {
                Source::Goal => format!("trajectory #{} (a motion goal)", p.id),
                Source::Action => format!("trajectory #{} (a goal on the controller's action)", p.id),
                Source::Topic => format!("trajectory #{} (published to the controller topic)", p.id),
                Source::Stream => format!("jog stream #{} (the jog scales its own velocities)", p.id),
            };
            notes.push(if fraction == 0.0 {
                format!("{motion} decelerates to rest on its path and stays active; a fraction above 0 resumes it")
            } else {
                format!("{motion} ramps to the new rate along its path")
            });
            PacedMotion { motion, path_s: Some(p.path_s), duration_s: Some(p.duration_s), elapsed_s: Some(p.elapsed_s) }
        });
        if applied_to.is_none() {
            notes.push("no motion in progress: later motions follow the new fraction".to_owned());
        }
        OverrideReport { fraction, previous, applied_to, not_applied: None, notes }
    }

    pub fn trajectory_log(&self) -> &LogBuffer {
        &self.trajectory_log
    }

    /// A token for a motion beginning now: a [`SimArm::stop`] from now on ends it.
    pub fn stop_token(&self) -> StopToken {
        self.stops.token()
    }

    /// Runs the `cobot/*` motion server's executions with MoveIt's checks from now on (the sim
    /// node): it refuses to execute a plan whose start the arm has left, while it planned, by
    /// more than `allowed_start_tolerance`.
    pub fn follow_moveit_rules(&self, rules: MoveItRules) {
        let _ = self.moveit.set(rules);
    }

    /// Where a motion server plans a move from: where the arm rests ([`SimArm::rest_first`]).
    /// (MoveIt plans from the arm's state, moving or not; the stand-in waits for rest first,
    /// since its plans start with a point at time 0 that its drive model takes as a jump once
    /// the arm is a milliradian away, where a real drive follows.)
    async fn planning_start(&self) -> JointPositions {
        self.rest_first().await;
        self.controller().position()
    }

    /// Waits (at most `motion.accept_wait_s`) while the arm moves: a hold, a published
    /// trajectory, the drives bringing it to rest. A motion server plans from rest where the arm
    /// is, and a plan from rest started while the arm still moves would be a jump the drive
    /// check refuses (D24). Past the wait the plan goes to the controller all the same, which
    /// refuses it if the arm still moves.
    async fn rest_first(&self) {
        let deadline = tokio::time::Instant::now() + seconds(self.middleware.motion.accept_wait_s);
        let mut states = self.joint_states.subscribe();
        while self.controller().is_moving() {
            if tokio::time::timeout_at(deadline, states.changed()).await.is_err() {
                break;
            }
        }
    }

    pub async fn move_joints(&self, goal: JointGoal, stop: StopToken) -> Result<MotionResult, BackendError> {
        self.planner_available()?;
        let start = self.planning_start().await;
        let plan = planning::planner::ptp(&start, &goal.joints, &self.rates(goal.scaling))
            .and_then(|plan| planning::clear_of_the_world(&self.model, &start, plan));
        match plan {
            Ok(plan) => Ok(self.execute_from(plan, "reached the joint target", stop, Some(start)).await),
            Err(e) => Ok(MotionResult::failed(e)),
        }
    }

    pub async fn move_pose(&self, goal: PoseGoal, stop: StopToken) -> Result<MotionResult, BackendError> {
        self.planner_available()?;
        let start = self.planning_start().await;
        let rates = self.rates(goal.scaling);
        let (model, g) = (Arc::clone(&self.model), goal.clone());
        let plan = self
            .planning
            .run(move || planning::to_pose(&model, &start, &g, &rates))
            .await
            .unwrap_or_else(|| Err(planning::PLANNING_DEFECT.to_owned()));
        match plan {
            Ok(plan) => {
                let done = format!("reached the pose target ({})", goal.planner.name());
                Ok(self.execute_from(plan, &done, stop, Some(start)).await)
            }
            Err(why) => Ok(MotionResult::failed(why)),
        }
    }

    /// Plans `goal`'s path from where the arm rests (D35) and runs it as one goal.
    pub async fn move_path(&self, goal: PathGoal, stop: StopToken) -> Result<MotionResult, BackendError> {
        self.planner_available()?;
        self.rest_first().await;
        let start = self.controller().position();
        let (model, rates) = (Arc::clone(&self.model), self.path_rates());
        let planned = self
            .planning
            .run(move || planning::path::plan_checked(&model, &start, &goal, &*rates))
            .await
            .unwrap_or_else(|| Err(planning::PLANNING_DEFECT.to_owned()));
        match planned {
            Ok(planned) => {
                let done = planning::path_done(&planned);
                Ok(self.execute(planned.plan, &done, stop).await)
            }
            Err(why) => Ok(MotionResult::failed(why)),
        }
    }

    /// The plan `move_path` would make now.
    pub async fn plan_path(&self, goal: &PathGoal) -> Result<PathPreview, BackendError> {
        self.planner_available()?;
        let start = self.controller().position();
        Ok(planning::path::preview(&self.planning, &self.model, start, goal, self.path_rates(), None).await)
    }

    /// The rates of a path's segment at `speed`, as moves are planned with.
    fn path_rates(&self) -> Arc<dyn Fn(f64) -> Result<JointRates, String> + Send + Sync> {
        let limits = self.model.limits().joints().to_vec();
        let max_acceleration = self.max_acceleration;
        Arc::new(move |speed| {
            Ok(JointRates {
                velocity: std::array::from_fn(|i| limits[i].max_velocity * speed),
                acceleration: std::array::from_fn(|i| max_acceleration[i] * speed),
            })
        })
    }

    /// Runs a ready-made trajectory as a goal of the controller, answered as a move is: the
    /// controller judges it from its command when it arrives (D24).
    pub async fn follow_trajectory(&self, trajectory: Trajectory, done: &str, stop: StopToken) -> MotionResult {
        self.rest_first().await;
        let duration = trajectory.points().last().map_or(0.0, |p| p.time_from_start);
        self.execute(Plan { trajectory, duration }, done, stop).await
    }

    /// The plan `move_joints` would make now.
    pub fn plan_joints(&self, goal: &JointGoal) -> Result<PlanPreview, BackendError> {
        self.planner_available()?;
        let start = self.controller().position();
        Ok(planning::preview_joints(&self.model, &start, goal, Ok(self.rates(goal.scaling)), None))
    }

    /// The plan `move_pose` would make now.
    pub async fn plan_pose(&self, goal: &PoseGoal) -> Result<PlanPreview, BackendError> {
        self.planner_available()?;
        let start = self.controller().position();
        let rates = Ok(self.rates(goal.scaling));
        Ok(planning::preview_pose(&self.planning, &self.model, start, goal, rates, None).await)
    }

    pub async fn stop(&self, cause: &StopCause) -> StopReport {
        let s = self;
        let wait = seconds(s.middleware.joint_states.wait_s);
        let have_state = s.joint_states.borrow().as_ref().is_some_and(|p| p.received.elapsed() < wait);
        // A motion still being planned must not start after this stop: `cancel_motion` raises
        // the stop before it touches the controller, and `execute` checks it under the
        // controller's lock, so a plan either reaches the controller first (and is held) or
        // sees the stop. Its server's own hold needs no joint state message.
        let goal_held = s.cancel_motion(cause);
        let topic = &s.middleware.trajectory.controller_topic;
        let mut notes = Vec::new();
        let hold = if have_state {
            // In process the hold point is made from the arm's exact state: nothing to
            // extrapolate, nothing in transit.
            let (was_moving, checked) = {
                let mut c = s.controller();
                let was_moving = c.hold(s.clock.now(), &s.trajectory_log);
                (was_moving, c.take_hold_note())
            };
            s.tick();
            s.trajectory_log.push(format!("stop: published a decelerating hold point to {topic}"));
            notes.push(format!(
                "hold point published{}",
                if was_moving || goal_held { " (motion interrupted; decelerating to rest)" } else { "" }
            ));
            // What the check of the hold (or of the goal's, on its cancel above) changed.
            notes.extend(checked);
            Hold::HoldPoint
        } else {
            s.trajectory_log.push(format!("stop: no joint state; published an empty trajectory to {topic}"));
            s.empty_trajectory();
            notes.push(not_held_note("no joint state available", &s.middleware.joint_states.topic, goal_held));
            Hold::EmptyTrajectory
        };
        let planner_stopped = !s.settings.faults.planner_unavailable;
        notes.push(if planner_stopped {
            format!("{} called", s.middleware.stop.service)
        } else {
            format!("{} unavailable: the planner was not stopped", s.middleware.stop.service)
        });
        StopReport { hold, confirmed: true, planner_stopped, notes }
    }

    /// The joints' limits scaled for a motion (D16).
    pub fn rates(&self, scaling: Scaling) -> JointRates {
        let limits = self.model.limits().joints();
        let accel = scaling.effective_accel();
        JointRates {
            velocity: std::array::from_fn(|i| limits[i].max_velocity * scaling.speed),
            acceleration: std::array::from_fn(|i| self.max_acceleration[i] * accel),
        }
    }

    /// Runs `plan` on the simulated controller and waits for its end, the motion timeout or a
    /// stop. A stop raised since `stop` was taken (while planning) means the plan never reaches
    /// the controller.
    ///
    /// The timeout (`motion.timeout_s`, wall clock) counts only the time the motion's path
    /// advanced as planned: each time it comes, the deadline moves on by the (wall-clock
    /// equivalent of the) time the speed override took from the motion so far, so a motion
    /// slowed or paused by the override never times out for that alone, while one stuck for
    /// any other reason still does.
    pub async fn execute(&self, plan: Plan, done: &str, stop: StopToken) -> MotionResult {
        self.execute_from(plan, done, stop, None).await
    }

    /// [`SimArm::execute`] of a motion server's plan made from `planned_from`: with MoveIt's
    /// rules, checked against where the arm is when it would go to the controller.
    async fn execute_from(
        &self,
        plan: Plan,
        done: &str,
        stop: StopToken,
        planned_from: Option<JointPositions>,
    ) -> MotionResult {
        let s = self;
        // The motion server plans before its controller takes the plan (MoveIt: tens of
        // milliseconds to seconds); a stop meanwhile ends the goal before anything moves.
        let planning = s.clock.wall(s.settings.planning_time_s);
        if !planning.is_zero() {
            let mut raised = stop.clone();
            tokio::select! {
                () = tokio::time::sleep(planning) => {}
                () = raised.raised() => {}
            }
        }
        let accepted = {
            let mut controller = s.controller();
            if stop.is_raised() {
                return MotionResult::failed(format!(
                    "stopped by {} before the motion started; the arm did not move",
                    stop.cause()
                ));
            }
            if let (Some(rules), Some(start)) = (s.moveit.get(), planned_from) {
                controller.advance(s.clock.now(), &s.trajectory_log);
                if let Some(why) = rules.start_deviation(&start, &controller.position(), s.model.joint_names()) {
                    s.trajectory_log.push(format!("motion server: {why}"));
                    return MotionResult::failed(format!(
                        "CONTROL_FAILED: the motion server did not execute its plan: {why} (the arm moved while it \
                         planned; trajectory_execution.allowed_start_tolerance); nothing was sent to the controller"
                    ));
                }
            }
            controller.accept(s.clock.now(), &plan.trajectory, Source::Goal, &s.trajectory_log)
        };
        let (id, mut finished) = match accepted {
            Ok(accepted) => {
                let execution = Execution {
                    accepted: std::time::Instant::now(),
                    duration_s: s.clock.wall(plan.duration).as_secs_f64(),
                };
                *s.last_execution.lock().unwrap_or_else(PoisonError::into_inner) = Some(execution);
                accepted
            }
            Err(r) => return MotionResult::failed(format!("the controller refused the planned trajectory: {r}")),
        };
        let timeout_s = s.middleware.motion.timeout_s;
        let started = Instant::now();
        // MoveIt's wait for the controller (the sim node's server): not moved on by the
        // override, which is why a slowed or paused goal times out there.
        let moveit = s
            .moveit
            .get()
            .and_then(|r| Some((r.monitoring.upper_bound_s(plan.duration)?, r.timed_out(plan.duration)?)));
        let moveit_deadline = moveit.as_ref().map(|(bound, _)| started + s.clock.wall(*bound));
        let ended = loop {
            let lost = s.controller().time_lost(id).unwrap_or(0.0);
            let deadline = started + seconds(timeout_s) + s.clock.wall(lost);
            let first = moveit_deadline.map_or(deadline, |m| m.min(deadline));
            match tokio::time::timeout_at(first, &mut finished).await {
                Ok(ended) => break Some(ended),
                Err(_) if moveit_deadline == Some(first) => {
                    let why = moveit.map(|(_, why)| why).unwrap_or_default();
                    s.trajectory_log.push(format!("motion server: {why}"));
                    s.controller().cancel_goal(s.clock.now(), &s.trajectory_log);
                    s.tick();
                    return MotionResult::failed(format!(
                        "TIMED_OUT: the motion server cancelled its goal: {why} \
                         (trajectory_execution.execution_duration_monitoring: a move slowed or paused by the speed \
                         override outlasts it); the controller held the arm; the target was not reached"
                    ));
                }
                // The override took more time meanwhile: wait on to the later deadline.
                Err(_) if s.controller().time_lost(id).unwrap_or(0.0) > lost => continue,
                Err(_) => break None,
            }
        };
        match ended {
            Some(Ok(Ended { outcome: Outcome::Finished, took_s })) => {
                // As planned to the tick: the plan's duration; slowed by the override: its time.
                let took = if took_s > plan.duration + 1e-9 { took_s } else { plan.duration };
                MotionResult::ok(format!("{done} in {took:.3} s"))
            }
            Some(Ok(Ended { outcome: Outcome::Held, .. })) => {
                MotionResult::failed(format!("stopped by {} before reaching the target", stop.cause()))
            }
            Some(Ok(Ended { outcome: Outcome::ProtectiveStop(why), .. })) => {
                MotionResult::failed(format!("{why}; the target was not reached"))
            }
            Some(Ok(Ended { outcome: Outcome::PathTolerance(why), .. })) => MotionResult::failed(format!(
                "CONTROL_FAILED: the controller aborted the trajectory (PATH_TOLERANCE_VIOLATED: {why}) and held the \
                 arm; the target was not reached"
            )),
            Some(Ok(Ended { outcome: Outcome::GoalTolerance(why), .. })) => MotionResult::failed(format!(
                "GOAL_TOLERANCE_VIOLATED: the controller aborted the trajectory ({why}) and held the arm; the target \
                 was not reached within its goal tolerance"
            )),
            Some(Ok(Ended { outcome: Outcome::Deactivated, .. })) => MotionResult::failed(format!(
                "CONTROL_FAILED: the controller was deactivated while it ran the trajectory ({}: a hardware error \
                 deactivates it); its command stayed where it was; the target was not reached",
                crate::controller::DEACTIVATED
            )),
            Some(Ok(Ended { outcome: Outcome::Preempted, .. })) => {
                MotionResult::failed("preempted: another trajectory reached the controller before the motion finished")
            }
            Some(Err(_)) => MotionResult::failed("the controller shut down before the motion finished"),
            None => {
                s.controller().hold(s.clock.now(), &s.trajectory_log);
                s.tick();
                MotionResult::failed(format!("timed out after {timeout_s} s; the arm decelerated to rest"))
            }
        }
    }

    pub fn no_joint_states(&self) -> BackendError {
        let js = &self.middleware.joint_states;
        BackendError::Unavailable(format!("no joint state message on {} within {} s", js.topic, js.wait_s))
    }

    pub fn planner_available(&self) -> Result<(), BackendError> {
        if self.settings.faults.planner_unavailable {
            return Err(BackendError::Unavailable(format!(
                "the motion planning framework is unavailable ({} does not answer)",
                self.middleware.pose.fk_service
            )));
        }
        Ok(())
    }
}
