//! armrest's built-in simulator: a kinematic arm driven by a simulated joint trajectory
//! controller, publishing joint states at a fixed rate in simulated time, with forward
//! kinematics from the URDF. It implements [`Backend`] so the whole API runs without ROS.

pub mod clock;
pub mod controller;
pub mod planner;
pub mod profile;
pub mod settings;

use armrest_backend::middleware::{MiddlewareConfig, seconds};
use armrest_backend::motion::{Hold, JointGoal, MotionResult, Planner, PoseGoal, Scaling, StopReport};
use armrest_backend::{
    Backend, BackendError, DOF, JointPositions, JointState, LogBuffer, RobotModel, TcpPose, Trajectory,
};
use async_trait::async_trait;
use clock::SimClock;
use controller::Controller;
use controller::Outcome;
use nalgebra::{Isometry3, Translation3};
use planner::Plan;
use profile::JointRates;
pub use settings::{SimFaults, SimSettings};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};
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
}

/// One joint state message as the simulated topic carries it.
#[derive(Debug)]
struct Published {
    received: Instant,
    state: JointState,
}

struct Shared {
    model: Arc<RobotModel>,
    middleware: MiddlewareConfig,
    settings: SimSettings,
    clock: SimClock,
    controller: Mutex<Controller>,
    joint_states: watch::Sender<Option<Arc<Published>>>,
    trajectory_log: LogBuffer,
    /// Maximum acceleration of each joint, rad/s².
    max_acceleration: JointPositions,
}

impl Shared {
    fn controller(&self) -> MutexGuard<'_, Controller> {
        self.controller.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// One tick of the simulated arm: advance the controller and publish the joint state.
    fn tick(&self) {
        let (position, velocity) = {
            let mut c = self.controller();
            c.advance(self.clock.now(), &self.trajectory_log);
            (c.position(), c.velocity())
        };
        if self.settings.faults.joint_states_silent {
            return;
        }
        let state = JointState {
            name: self.model.joint_names().to_vec(),
            position: position.to_vec(),
            velocity: velocity.to_vec(),
            effort: vec![0.0; position.len()],
        };
        self.joint_states.send_replace(Some(Arc::new(Published { received: Instant::now(), state })));
    }
}

pub struct SimBackend {
    shared: Arc<Shared>,
    ticker: JoinHandle<()>,
}

impl Drop for SimBackend {
    fn drop(&mut self) {
        self.ticker.abort();
    }
}

impl SimBackend {
    /// Starts the simulated arm at `settings.initial_position`. Must run inside a tokio runtime.
    pub fn start(
        model: Arc<RobotModel>,
        settings: SimSettings,
        middleware: MiddlewareConfig,
    ) -> Result<SimBackend, SimError> {
        let initial = model.named_position(&settings.initial_position).ok_or_else(|| {
            let known: Vec<&str> = model.named_positions().iter().map(|p| p.name.as_str()).collect();
            SimError::UnknownInitialPosition(settings.initial_position.clone(), known.join(", "))
        })?;
        let mut max_acceleration = [0.0; DOF];
        for (slot, j) in max_acceleration.iter_mut().zip(model.limits().joints()) {
            *slot = j.max_acceleration.ok_or_else(|| SimError::NoAccelerationLimit(j.name.clone()))?;
        }
        let controller = Controller::new(initial.joints, model.limits().clone(), model.joint_names().to_vec());
        let shared = Arc::new(Shared {
            max_acceleration,
            trajectory_log: LogBuffer::new(middleware.trajectory.log_lines),
            clock: SimClock::new(settings.time_scale),
            controller: Mutex::new(controller),
            joint_states: watch::channel(None).0,
            model,
            middleware,
            settings,
        });
        shared.tick();
        let ticker = tokio::spawn(run(Arc::clone(&shared)));
        Ok(SimBackend { shared, ticker })
    }
}

/// Publishes at `publish_rate_hz` simulated; very fast time scales are capped at 2 kHz wall
/// clock, which still samples every motion far more finely than any client polls.
async fn run(shared: Arc<Shared>) {
    let wall_period = 1.0 / (shared.settings.publish_rate_hz * shared.settings.time_scale);
    let period =
        Duration::try_from_secs_f64(wall_period).unwrap_or(Duration::from_millis(10)).max(Duration::from_micros(500));
    let mut interval = tokio::time::interval(period);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        interval.tick().await;
        shared.tick();
    }
}

#[async_trait]
impl Backend for SimBackend {
    fn name(&self) -> &'static str {
        "sim"
    }

    async fn joint_state(&self) -> Result<JointState, BackendError> {
        let wait = seconds(self.shared.middleware.joint_states.wait_s);
        let mut rx = self.shared.joint_states.subscribe();
        let fresh = rx.borrow_and_update().as_ref().filter(|p| p.received.elapsed() < wait).cloned();
        if let Some(p) = fresh {
            return Ok(p.state.clone());
        }
        match tokio::time::timeout(wait, rx.changed()).await {
            Ok(Ok(())) => {
                if let Some(p) = rx.borrow().as_ref() {
                    return Ok(p.state.clone());
                }
                Err(self.no_joint_states())
            }
            _ => Err(self.no_joint_states()),
        }
    }

    async fn tcp_pose(&self) -> Result<TcpPose, BackendError> {
        self.planner_available()?;
        let state = self.joint_state().await?;
        let q = state
            .positions()
            .ok_or_else(|| BackendError::Unavailable("joint state has the wrong number of joints".into()))?;
        let model = &self.shared.model;
        Ok(TcpPose::from_isometry(&model.frames().planning_frame, &model.tcp_pose(&q)))
    }

    async fn send_trajectory(&self, trajectory: Trajectory) -> Result<(), BackendError> {
        let s = &self.shared;
        s.trajectory_log.push(format!(
            "published {} point(s) to {}",
            trajectory.points().len(),
            s.middleware.trajectory.controller_topic
        ));
        // A refusal is the controller's answer, logged like a real controller's; the
        // publication itself succeeded.
        let _ = s.controller().accept(s.clock.now(), &trajectory, &s.trajectory_log);
        Ok(())
    }

    fn trajectory_log(&self, n: usize) -> Vec<String> {
        self.shared.trajectory_log.tail(n)
    }

    async fn move_joints(&self, goal: JointGoal) -> Result<MotionResult, BackendError> {
        self.planner_available()?;
        let start = self.shared.controller().position();
        match planner::ptp(&start, &goal.joints, &self.rates(goal.scaling)) {
            Ok(plan) => Ok(self.execute(plan, &format!("reached the {}", goal.label)).await),
            Err(e) => Ok(MotionResult::failed(e)),
        }
    }

    async fn move_pose(&self, goal: PoseGoal) -> Result<MotionResult, BackendError> {
        self.planner_available()?;
        if goal.planner == Planner::Circ {
            return Ok(MotionResult::failed(
                "circ needs an auxiliary (via or centre) point, which this endpoint does not take; \
                 use lin for a straight line or ptp",
            ));
        }
        let model = &self.shared.model;
        let start = self.shared.controller().position();
        let frame_pose = if goal.frame_id.is_empty() || goal.frame_id == model.frames().planning_frame {
            model.planning_frame_pose(&start)
        } else {
            match model.frame_pose(&goal.frame_id, &start) {
                Some(p) => p,
                None => {
                    return Ok(MotionResult::failed(format!(
                        "frame '{}' is not a link of the robot model (known frames: {})",
                        goal.frame_id,
                        model.links().join(", ")
                    )));
                }
            }
        };
        let [x, y, z] = goal.position;
        let target = frame_pose * Isometry3::from_parts(Translation3::new(x, y, z), goal.orientation.rotation());
        let rates = self.rates(goal.scaling);
        let plan = match goal.planner {
            Planner::Lin => planner::lin(model, &start, &target, &rates),
            _ => match model.ik(&target, &start) {
                Ok(q) => planner::ptp(&start, &q, &rates),
                Err(e) => Err(format!("{e}; the arm did not move")),
            },
        };
        match plan {
            Ok(plan) => Ok(self.execute(plan, &format!("reached the pose target ({})", goal.planner.name())).await),
            Err(why) => Ok(MotionResult::failed(why)),
        }
    }

    async fn stop(&self) -> StopReport {
        let s = &self.shared;
        let wait = seconds(s.middleware.joint_states.wait_s);
        let have_state = s.joint_states.borrow().as_ref().is_some_and(|p| p.received.elapsed() < wait);
        // Either message makes a joint trajectory controller stop where the arm is.
        let was_moving = s.controller().hold(s.clock.now(), &s.trajectory_log);
        // Publish at once, so a joint state read right after the stop shows the held position.
        s.tick();
        let mut notes = Vec::new();
        let hold = if have_state {
            s.trajectory_log.push(format!(
                "stop: published a hold point at the current position to {}",
                s.middleware.trajectory.controller_topic
            ));
            notes.push(format!("hold point published{}", if was_moving { " (motion interrupted)" } else { "" }));
            Hold::HoldPoint
        } else {
            s.trajectory_log.push(format!(
                "stop: no joint state; published an empty trajectory to {}",
                s.middleware.trajectory.controller_topic
            ));
            notes.push("no joint state available: empty trajectory published".to_owned());
            Hold::EmptyTrajectory
        };
        let planner_stopped = !s.settings.faults.planner_unavailable;
        notes.push(if planner_stopped {
            format!("{} called", s.middleware.stop.service)
        } else {
            format!("{} unavailable: the planner was not stopped", s.middleware.stop.service)
        });
        StopReport { hold, planner_stopped, notes }
    }
}

impl SimBackend {
    /// The joints' limits scaled for a motion (D16).
    fn rates(&self, scaling: Scaling) -> JointRates {
        let limits = self.shared.model.limits().joints();
        let accel = scaling.effective_accel();
        JointRates {
            velocity: std::array::from_fn(|i| limits[i].max_velocity * scaling.speed),
            acceleration: std::array::from_fn(|i| self.shared.max_acceleration[i] * accel),
        }
    }

    /// Runs `plan` on the simulated controller and waits for its end, the motion timeout
    /// (wall clock) or a stop.
    async fn execute(&self, plan: Plan, done: &str) -> MotionResult {
        let s = &self.shared;
        let accepted = s.controller().accept(s.clock.now(), &plan.trajectory, &s.trajectory_log);
        let finished = match accepted {
            Ok((_, finished)) => finished,
            Err(r) => return MotionResult::failed(format!("the controller refused the planned trajectory: {r}")),
        };
        let timeout_s = s.middleware.motion.timeout_s;
        match tokio::time::timeout(seconds(timeout_s), finished).await {
            Ok(Ok(Outcome::Finished)) => MotionResult::ok(format!("{done} in {:.3} s", plan.duration)),
            Ok(Ok(Outcome::Held)) => MotionResult::failed("stopped by /stop before reaching the target"),
            Ok(Ok(Outcome::Preempted)) => {
                MotionResult::failed("preempted: another trajectory reached the controller before the motion finished")
            }
            Ok(Err(_)) => MotionResult::failed("the controller shut down before the motion finished"),
            Err(_) => {
                s.controller().hold(s.clock.now(), &s.trajectory_log);
                s.tick();
                MotionResult::failed(format!("timed out after {timeout_s} s; the arm holds where it is"))
            }
        }
    }

    fn no_joint_states(&self) -> BackendError {
        let js = &self.shared.middleware.joint_states;
        BackendError::Unavailable(format!("no joint state message on {} within {} s", js.topic, js.wait_s))
    }

    fn planner_available(&self) -> Result<(), BackendError> {
        if self.shared.settings.faults.planner_unavailable {
            return Err(BackendError::Unavailable(format!(
                "the motion planning framework is unavailable ({} does not answer)",
                self.shared.middleware.pose.fk_service
            )));
        }
        Ok(())
    }
}
