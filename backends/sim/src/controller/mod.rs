//! A simulated joint trajectory controller. Like ros2_control's, it moves the joints through
//! the points of the trajectory it is given, interpolating linearly between position-only
//! points; reaches a first point with `time_from_start` > 0 from where the arm is; refuses a
//! trajectory whose times do not increase or whose positions leave the joint limits; and lets
//! a new trajectory replace the running one. A cancelled goal decelerates to rest, as Jazzy's
//! controller does with `decelerate_on_cancel` (D27). Unlike a bare controller it also behaves
//! as the drives behind it (D24): a trajectory that needs more velocity or acceleration than a
//! joint's limits, from where the arm is, or a jump, is refused before anything moves. And as a
//! real arm's collision detection would (D28), it stops the arm at the last state before a
//! contact with the world or itself (a protective stop): judged when a trajectory arrives and
//! again whenever the world changes while it runs.
//!
//! And as a pendant's speed override does (D29), it follows a trajectory in *path time*: the
//! time of the trajectory's own points, which advances at the override's rate (1: as planned,
//! 0: paused) rather than with the clock. A change of the override ramps that rate (see
//! [`Pace`]), so the arm slows, pauses on its path and resumes along it without a velocity
//! step. Holds, and trajectories marked [`Pacing::Own`] (jog setpoints), run on the clock.
//!
//! One concept per file, each an `impl Controller` block over the state declared here, so a
//! behaviour (the override, the world, the jog) is read, changed and tested in one place, and
//! the controller model of issue 18 can grow beside them:
//! - `following`: taking a trajectory (its checks: times, limits, the drives) and moving the
//!   command along it, step by step, and the arm after it;
//! - `pace`: the speed override's path time ([`Pacing`], the ramp of its rate) and Jazzy's
//!   speed scaling input;
//! - `world`: the world watch, a trajectory judged against the world and the protective stop;
//! - `stream`: jog setpoints followed as one stream (D29);
//! - `hold`: stopping, a deceleration to rest ahead (D27), and a goal's cancel;
//! - `jtc`: Jazzy's joint_trajectory_controller's rules for its action goal ([`JtcRules`]) and
//!   the drive fault its unchecked commands meet;
//! - `jtc_trajectory`: Jazzy's trajectory class, ported with its upstream tests;
//! - `jtc_tolerances`: Jazzy's path and goal tolerances, ported with their upstream tests;
//! - `jtc_message`: a message as Jazzy's controller runs it: the point before it ([`Restart`]),
//!   its stamp, its splines;
//! - `jtc_lifecycle`: Jazzy's controller deactivated (a hardware error) and activated again;
//! - `jtc_stop`: how Jazzy's controller stops the arm (`set_hold_position`,
//!   `decelerate_to_hold_position`) and its command timeout.

mod following;
mod hold;
mod jtc;
mod jtc_lifecycle;
mod jtc_message;
#[cfg(test)]
mod jtc_scaling_upstream_tests;
mod jtc_stop;
#[cfg(test)]
mod jtc_stop_upstream_tests;
pub mod jtc_tolerances;
pub mod jtc_trajectory;
#[cfg(test)]
mod jtc_upstream_tests;
mod pace;
mod stream;
mod world;

pub use jtc::{ActiveGoal, JtcParams, JtcRules, SpeedScaling};
pub use jtc_lifecycle::{DEACTIVATED, NOT_RUNNING};
pub use jtc_message::Restart;
pub use pace::{Paced, Pacing};

use armrest_backend::drive::smoothing::Smoothing;
use armrest_backend::hold::HoldShape;
use armrest_backend::planning::JointRates;
use armrest_backend::{JointLimits, JointPositions, OutsideLimits};
use following::Active;
use pace::Pace;
use tokio::sync::oneshot;
use world::WorldWatch;

/// How an accepted trajectory ended, and when.
#[derive(Clone, Debug, PartialEq)]
pub struct Ended {
    pub outcome: Outcome,
    /// Simulated seconds from its acceptance to its end: its planned duration when it finished
    /// at an override of 1 throughout, more by the time the override took.
    pub took_s: f64,
}

/// How an accepted trajectory ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The last point was reached.
    Finished,
    /// Another trajectory replaced it before the end.
    Preempted,
    /// A hold (stop) ended it before the end.
    Held,
    /// The controller stopped the arm before a contact; the text names the two bodies.
    ProtectiveStop(String),
    /// Under [`JtcRules`], past the last point the arm was not within the goal tolerance
    /// (`constraints.<joint>.goal`, or the goal's `goal_tolerance`) by the goal time
    /// (`constraints.goal_time`, or the goal's `goal_time_tolerance`): the controller aborted it
    /// and held. The text is upstream's ("Aborted due to goal_time_tolerance exceeding by …").
    GoalTolerance(String),
    /// Under [`JtcRules`], the arm left a path tolerance (`constraints.<joint>.trajectory`, or
    /// the goal's `path_tolerance`): the controller aborted it and held. The text says which
    /// joint, its error and the tolerance, in upstream's words.
    PathTolerance(String),
    /// Under [`JtcRules`], the controller was deactivated (a hardware error) while it ran: the
    /// command stayed where it was.
    Deactivated,
}

/// Who sent a trajectory: a motion goal (its server can cancel it), the controller topic, or a
/// stream of jog setpoints on the controller topic (D29).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A motion server's goal (MoveIt's FollowJointTrajectory goal on the controller).
    Goal,
    /// A FollowJointTrajectory goal sent straight to the controller (armrest's hold over ROS 2).
    Action,
    Topic,
    /// One point of a jog stream: followed like a trajectory from the topic, but neither logged
    /// per point nor time-scaled by the speed override (the jog scales its own velocities).
    Stream,
}

/// A trajectory taken (its id, and a receiver told how it ends) or why not.
pub type Accepted = Result<(u64, oneshot::Receiver<Ended>), Rejection>;

/// Why a trajectory was refused.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Rejection {
    #[error(
        "point {index}: time_from_start {} s does not increase after {} s",
        armrest_backend::validation::fmt_num(*.time),
        armrest_backend::validation::fmt_num(*.previous)
    )]
    TimeNotIncreasing { index: usize, time: f64, previous: f64 },
    #[error("point {index}: {outside}")]
    OutsideLimits { index: usize, outside: OutsideLimits },
    /// Beyond what the joints' drives can do; the text names the point, the joint, what was
    /// asked and what is allowed.
    #[error("{0}; the drives cannot follow it, the arm stays where it is")]
    BeyondDrives(String),
    /// A message the controller refuses (its own words).
    #[error("{0}")]
    Invalid(String),
}

pub struct Controller {
    limits: JointLimits,
    /// The full velocity and acceleration limits the drives allow.
    rates: JointRates,
    hold_tolerance: f64,
    /// How a hold decelerates.
    hold_shape: HoldShape,
    /// The command the drives follow, and the arm they move (D24): the arm is the command's
    /// average over the last window.
    drives: Smoothing,
    active: Option<Active>,
    /// A trajectory whose command reached its end while the drives still bring the arm there:
    /// told it finished once the arm is at rest on its last point (under [`JtcRules`], as
    /// Jazzy's controller judges its goal tolerance).
    settling: Option<Settling>,
    next_id: u64,
    /// The world checked for contacts; none: the controller checks nothing (unit tests).
    world: Option<WorldWatch>,
    /// The speed override: the rate path time runs at for trajectories that follow it.
    pace: Pace,
    /// What the check of the last hold changed or found (D28), until the stop's answer takes it.
    hold_note: Option<String>,
    /// Jazzy's rules for the action goal; `None`: the simulator's own.
    jtc: Option<JtcRules>,
    /// The active action goal under [`JtcRules`].
    goal: Option<ActiveGoal>,
    /// The last stream's id and when its last setpoint came (simulated seconds).
    last_stream: Option<(u64, f64)>,
    /// Jazzy's tolerances: the controller's defaults and the active goal's.
    tolerances: jtc::Tolerances,
    /// Deactivated under [`JtcRules`] (a hardware error): it takes nothing.
    inactive: bool,
    /// When the last trajectory to end had started (simulated seconds; 0: start-up's hold).
    ended_start: f64,
}

impl Controller {
    /// `hold_tolerance`: how far (rad) a first point at time 0 may lie from a resting joint.
    pub fn new(initial: JointPositions, limits: JointLimits, hold_tolerance: f64, hold_shape: HoldShape) -> Self {
        let rates = JointRates::of(&limits);
        Controller {
            limits,
            rates,
            hold_tolerance,
            hold_shape,
            drives: Smoothing::at_rest(0.0, initial),
            active: None,
            settling: None,
            next_id: 1,
            world: None,
            pace: Pace {
                rate: armrest_backend::speed_override::FRACTION_DEFAULT,
                target: armrest_backend::speed_override::FRACTION_DEFAULT,
                ramp: f64::INFINITY,
            },
            hold_note: None,
            last_stream: None,
            jtc: None,
            goal: None,
            tolerances: jtc::Tolerances::none(),
            inactive: false,
            ended_start: 0.0,
        }
    }

    /// What the controller commands (its reference) and how fast: the drives' command.
    pub fn reference(&self) -> (JointPositions, JointPositions) {
        (self.drives.command(), self.drives.command_velocity())
    }

    /// The drives follow `lag_s` seconds late from `now` on ([`Smoothing::set_lag`]).
    pub fn set_drive_lag(&mut self, now: f64, lag_s: f64, log: &armrest_backend::LogBuffer) {
        self.advance(now, log);
        self.drives.set_lag(lag_s);
        log.push(format!("drives: following their command {lag_s} s late"));
    }

    /// Where the arm is.
    pub fn position(&self) -> JointPositions {
        self.drives.position()
    }

    /// How fast the arm moves.
    pub fn velocity(&self) -> JointPositions {
        self.drives.velocity()
    }

    /// Whether a trajectory is being executed or the arm is still coming to rest at its end.
    pub fn is_moving(&self) -> bool {
        self.active.is_some() || !self.drives.settled()
    }

    /// When the trajectory the controller runs started (simulated seconds): the running one's,
    /// else the last one's, whose last point it holds (0 before any: the hold at start-up).
    pub fn trajectory_start(&self) -> f64 {
        self.active.as_ref().map_or(self.ended_start, |a| a.start)
    }

    /// How far the running trajectory is along its path, 0 to 1, as of the last advance.
    pub fn progress(&self) -> Option<f64> {
        let active = self.active.as_ref()?;
        let duration = active.duration();
        Some(if duration > 0.0 { (active.path / duration).clamp(0.0, 1.0) } else { 1.0 })
    }
}

/// A trajectory whose command reached its last point, not yet told it ended.
struct Settling {
    /// Who waits for its end (nobody, for most published trajectories).
    done: Option<oneshot::Sender<Ended>>,
    /// The action goal that ends with it, under [`JtcRules`].
    goal: Option<ActiveGoal>,
    /// Simulated seconds from its acceptance to its command's arrival on the last point.
    took_s: f64,
    /// The last point.
    target: JointPositions,
    /// Path time since the command reached the last point (Jazzy's `time_difference` past the
    /// last point: it stands still while the override pauses), and when it was last counted.
    late: f64,
    counted_at: f64,
    /// A hold's (upstream's `rt_is_holding_`): no tolerance is judged, no command timeout comes.
    holding: bool,
}

impl Settling {
    fn end(mut self, outcome: Outcome) {
        if let Some(done) = self.done.take() {
            // Nobody waiting is normal for a published trajectory.
            let _ = done.send(Ended { outcome, took_s: self.took_s });
        }
    }
}

/// Ends `a` with `outcome` at simulated time `at`.
fn finish(mut a: Active, outcome: Outcome, at: f64) {
    if let Some(done) = a.done.take() {
        // Nobody waiting is normal for a published trajectory.
        let _ = done.send(Ended { outcome, took_s: at - a.start });
    }
}

/// What the tests of every part share: a controller with round limits, and trajectories that
/// move every joint alike.
#[cfg(test)]
mod test_support {
    use super::*;
    use armrest_backend::drive::WINDOW_S;
    use armrest_backend::{DOF, JointLimit, Trajectory, TrajectoryPoint};

    pub(super) fn controller() -> Controller {
        let limits = JointLimits::new(
            (1..=DOF)
                .map(|i| JointLimit {
                    name: format!("joint{i}"),
                    min_position: -2.0,
                    max_position: 2.0,
                    max_velocity: 1.0,
                    max_acceleration: Some(10.0),
                })
                .collect(),
        )
        .unwrap();
        Controller::new([0.0; DOF], limits, 1e-3, HoldShape { deceleration_scale: 0.5, min_s: 0.25 })
    }

    pub(super) fn traj(points: &[(f64, f64)]) -> Trajectory {
        Trajectory::new(
            points.iter().map(|&(t, x)| TrajectoryPoint { positions: [x; DOF], time_from_start: t }).collect(),
        )
        .unwrap()
    }

    /// The arm trails the command by half the drives' window while the command moves steadily.
    pub(super) const LAG: f64 = WINDOW_S / 2.0;
}
