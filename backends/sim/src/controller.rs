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

use armrest_backend::drive::smoothing::{SAMPLE_S, Smoothing};
use armrest_backend::drive::{self, WINDOW_S};
use armrest_backend::hold::{CheckedHold, HoldShape};
use armrest_backend::planning::JointRates;
use armrest_backend::{
    DOF, JointLimits, JointPositions, LogBuffer, OutsideLimits, RobotModel, Trajectory, TrajectoryPoint,
};
use std::sync::Arc;
use tokio::sync::{broadcast, oneshot, watch};

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
}

/// Where a running trajectory must stop short of a contact.
#[derive(Clone, Debug)]
struct ContactAhead {
    /// Seconds from the trajectory's start of the last state checked free.
    at: f64,
    /// `link7 and obstacle `crate``.
    pair: String,
}

/// The world the controller watches, and what it says when it stops the arm for it.
struct WorldWatch {
    model: Arc<RobotModel>,
    changes: watch::Receiver<u64>,
    stops: broadcast::Sender<String>,
}

impl WorldWatch {
    /// The first contact along `path` (times from the trajectory's start), if any.
    fn contact(&self, path: &[(JointPositions, f64)]) -> Option<ContactAhead> {
        let t0 = path.first()?.1;
        let t_end = path.last().map_or(t0, |w| w.1);
        let contact = self.model.world().scene.check_path(path, false).contact?;
        let at = contact.last_free.map_or(t0, |(_, f)| t0 + f * (t_end - t0));
        Some(ContactAhead { at, pair: contact.closest.pair() })
    }
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
}

/// Whether a trajectory's time follows the speed override.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pacing {
    /// Path time advances at the override's rate: moves, trajectories, sequences' goals.
    FollowsOverride,
    /// Path time is the clock's: holds (a stop is never slowed) and setpoints whose sender
    /// scales its own velocities by the override (jogging).
    Own,
}

/// The rules of Jazzy's joint_trajectory_controller for its action goal (ros2_controllers 4.x,
/// `joint_trajectory_controller.cpp`), which the sim node's controller follows over ROS 2. The
/// goal is kept apart from the trajectory (`rt_active_goal_`): a topic message replaces the
/// trajectory and leaves the goal active (it ends when whatever runs ends); a new goal preempts
/// it (`preempt_active_goal`: aborted); a cancel of the active goal replaces whatever runs,
/// a topic's hold included, with `set_hold_position` (the measured position, at once) or, with
/// `decelerate_on_cancel` (4.39 on, off by default), a deceleration to rest. Without these rules
/// (the simulator's own controller) a topic message ends a goal's trajectory and a cancel
/// decelerates only the goal's own trajectory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JtcRules {
    pub decelerate_on_cancel: bool,
}

/// Which action goal the controller holds as active under [`JtcRules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActiveGoal {
    /// A motion server's goal (MoveIt executing a `cobot/*` goal).
    Motion,
    /// A FollowJointTrajectory goal sent to the controller itself.
    Direct,
}

/// How fast path time runs for trajectories that follow the override, and how it changes.
///
/// The rate `r` (path seconds per second) moves toward the override's fraction at most at
/// `ramp` per second. A joint following a path point of planned velocity `v` moves at `v * r`;
/// changing `r` at `ρ` adds `v * ρ` to its acceleration. `ramp` is chosen per trajectory so that
/// this never exceeds the stop's share of the acceleration limit (`stop.deceleration_scale`,
/// as a hold's deceleration, D27) for the fastest segment of any joint: the velocity follows
/// the ramp continuously, never a step, and the rest of the limit is headroom for what the
/// plan itself asks (which the rate also scales, by `r²`).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Pace {
    rate: f64,
    target: f64,
    /// Largest change of `rate` per second; infinite for a trajectory that moves no joint.
    ramp: f64,
}

impl Pace {
    /// Seconds until `rate` reaches `target`, and the path time covered meanwhile.
    fn ramp_phase(&self) -> (f64, f64) {
        let change = self.target - self.rate;
        if change == 0.0 || self.ramp.is_infinite() {
            return (0.0, 0.0);
        }
        let t = change.abs() / self.ramp;
        (t, (self.rate + self.target) / 2.0 * t)
    }

    /// Path time covered over the next `dt` seconds; the rate moves on accordingly.
    fn advance(&mut self, dt: f64) -> f64 {
        let (t_ramp, d_ramp) = self.ramp_phase();
        if dt >= t_ramp {
            self.rate = self.target;
            return d_ramp + self.target * (dt - t_ramp);
        }
        let step = (self.target - self.rate).signum() * self.ramp * dt;
        let covered = (self.rate + step / 2.0) * dt;
        self.rate += step;
        covered
    }

    /// Seconds until `distance` of path time is covered from now; `None` if it never is (the
    /// rate comes to 0 before).
    fn time_for(&self, distance: f64) -> Option<f64> {
        if distance <= 0.0 {
            return Some(0.0);
        }
        let (t_ramp, d_ramp) = self.ramp_phase();
        if distance > d_ramp {
            return (self.target > 0.0).then(|| t_ramp + (distance - d_ramp) / self.target);
        }
        // Within the ramp: rate·t ± ramp·t²/2 = distance.
        let (r, a) = (self.rate, self.ramp);
        let t = if self.target > self.rate {
            (-r + (r * r + 2.0 * a * distance).sqrt()) / a
        } else {
            (r - (r * r - 2.0 * a * distance).max(0.0).sqrt()) / a
        };
        Some(t.clamp(0.0, t_ramp))
    }
}

struct Active {
    id: u64,
    source: Source,
    /// Simulated time the trajectory started.
    start: f64,
    /// Path time reached: seconds of the trajectory's own time (`points`' times).
    path: f64,
    /// Simulated time of the last advance.
    last: f64,
    pacing: Pacing,
    /// Largest change of the override's rate per second while this trajectory runs (see
    /// [`Pace`]).
    ramp: f64,
    /// `(seconds from start, positions)`, starting at 0 from where the arm was.
    points: Vec<(f64, JointPositions)>,
    /// Index of the segment last sampled; time only moves forward, so the search resumes here.
    cursor: usize,
    done: Option<oneshot::Sender<Ended>>,
    /// Where it stops short of a contact, as last judged.
    contact: Option<ContactAhead>,
    /// Judged against the world (a hold too: its protective stop comes before a contact).
    guarded: bool,
    /// Under [`JtcRules`], where the drives give up: the path time of the first command they
    /// cannot follow, and why (what Jazzy's controller sends on, a real drive faults on).
    fault: Option<(f64, String)>,
}

impl Active {
    /// A trajectory whose time is the clock's, whatever the override (a hold, a jog's setpoint),
    /// that nobody waits for.
    fn on_the_clock(
        id: u64,
        source: Source,
        now: f64,
        points: Vec<(f64, JointPositions)>,
        contact: Option<ContactAhead>,
        guarded: bool,
    ) -> Active {
        Active {
            id,
            source,
            start: now,
            path: 0.0,
            last: now,
            pacing: Pacing::Own,
            ramp: f64::INFINITY,
            points,
            cursor: 0,
            done: None,
            contact,
            guarded,
            fault: None,
        }
    }

    /// Positions and velocities `t` seconds after the start (before the end).
    fn sample(&mut self, t: f64) -> (JointPositions, JointPositions) {
        let pts = &self.points;
        let last = pts.len() - 1;
        while self.cursor + 1 < last && pts[self.cursor + 1].0 <= t {
            self.cursor += 1;
        }
        let (t0, q0) = pts[self.cursor];
        let (t1, q1) = pts[(self.cursor + 1).min(last)];
        let span = t1 - t0;
        let s = if span > 0.0 { ((t - t0) / span).clamp(0.0, 1.0) } else { 1.0 };
        let position = std::array::from_fn(|j| q0[j] + (q1[j] - q0[j]) * s);
        let velocity = std::array::from_fn(|j| if span > 0.0 { (q1[j] - q0[j]) / span } else { 0.0 });
        (position, velocity)
    }

    /// The path still ahead from `position` at `t`, as (positions, seconds from the start).
    fn ahead(&self, position: JointPositions, t: f64) -> Vec<(JointPositions, f64)> {
        let later = self.points.iter().filter(|p| p.0 > t).map(|&(tp, q)| (q, tp));
        std::iter::once((position, t)).chain(later).collect()
    }

    fn duration(&self) -> f64 {
        self.points.last().map_or(0.0, |p| p.0)
    }

    /// Simulated seconds since it started, as of the last advance.
    fn elapsed(&self) -> f64 {
        self.last - self.start
    }
}

/// The largest change of the override's rate per second that keeps the acceleration it adds
/// within `share` of each joint's limit along `points` (see [`Pace`]).
fn ramp_for(points: &[(f64, JointPositions)], limits: &JointLimits, share: f64) -> f64 {
    let joints = limits.joints();
    let mut ramp = f64::INFINITY;
    for w in points.windows(2) {
        let span = w[1].0 - w[0].0;
        if span <= 0.0 {
            continue;
        }
        for (j, joint) in joints.iter().enumerate().take(DOF) {
            let v = (w[1].1[j] - w[0].1[j]).abs() / span;
            if let Some(a) = joint.max_acceleration.filter(|a| *a > 0.0)
                && v > 0.0
            {
                ramp = ramp.min(share * a / v);
            }
        }
    }
    ramp
}

/// The motion in progress as a change of the override found it.
#[derive(Clone, Debug, PartialEq)]
pub struct Paced {
    pub id: u64,
    pub source: Source,
    /// Path time reached, seconds of the trajectory's own time.
    pub path_s: f64,
    pub duration_s: f64,
    /// Simulated seconds since it started.
    pub elapsed_s: f64,
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
    /// told it finished once the arm is at rest on its last point.
    settling: Option<(oneshot::Sender<Ended>, Ended)>,
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
}

/// A stream whose setpoints resume within this many simulated seconds of its last one, no other
/// trajectory in between, is the same stream: a late tick on a loaded machine, which let the
/// arm brake to rest on the last setpoint, is not logged as a new stream.
const STREAM_RESUMES_WITHIN_S: f64 = 1.0;

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
        }
    }

    /// Follows Jazzy's rules for the action goal from now on (the sim node over ROS 2).
    pub fn follow_jtc_rules(&mut self, rules: JtcRules) {
        self.jtc = Some(rules);
    }

    /// What the controller commands (its reference) and how fast: the drives' command.
    pub fn reference(&self) -> (JointPositions, JointPositions) {
        (self.drives.command(), self.drives.command_velocity())
    }

    /// The rate trajectory time runs at: the speed scaling factor (or the override's rate) now.
    pub fn speed_scaling_factor(&self) -> f64 {
        self.pace.rate
    }

    /// The active action goal, under [`JtcRules`].
    pub fn active_goal(&self) -> Option<ActiveGoal> {
        self.goal
    }

    /// Ends the running trajectory because `source`'s trajectory replaces it. Under
    /// [`JtcRules`] a topic message leaves the action goal active: whoever waits for the goal's
    /// end is then told when the new trajectory ends, so that waiter is handed over.
    fn replace_active(&mut self, source: Source, now: f64) -> Option<oneshot::Sender<Ended>> {
        let mut old = self.active.take()?;
        let keeps_goal = self.jtc.is_some() && self.goal.is_some() && matches!(source, Source::Topic | Source::Stream);
        let handed = if keeps_goal { old.done.take() } else { None };
        finish(old, Outcome::Preempted, now);
        handed
    }

    /// Checks every trajectory against `model`'s world, as it is when the trajectory arrives and
    /// whenever it changes; each protective stop is also told to `stops`.
    pub fn watch_world(mut self, model: Arc<RobotModel>, stops: broadcast::Sender<String>) -> Self {
        let changes = model.world_changes();
        self.world = Some(WorldWatch { model, changes, stops });
        self
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

    /// How far the running trajectory is along its path, 0 to 1, as of the last advance.
    pub fn progress(&self) -> Option<f64> {
        let active = self.active.as_ref()?;
        let duration = active.duration();
        Some(if duration > 0.0 { (active.path / duration).clamp(0.0, 1.0) } else { 1.0 })
    }

    /// The speed override in effect.
    pub fn speed_override(&self) -> f64 {
        self.pace.target
    }

    /// Sets the speed override at simulated time `now` (a fraction the caller checked, 0..=1):
    /// path time ramps to the new rate from here. The trajectory it applies to, if one that
    /// follows the override runs.
    pub fn set_speed_override(&mut self, now: f64, fraction: f64, log: &LogBuffer) -> Option<Paced> {
        self.advance(now, log);
        let before = self.pace.target;
        self.pace.target = fraction;
        let (from, to) = (
            armrest_backend::speed_override::describe_fraction(before),
            armrest_backend::speed_override::describe_fraction(fraction),
        );
        let Some(active) = self.active.as_ref().filter(|a| a.pacing == Pacing::FollowsOverride) else {
            // Nothing runs on it: the next trajectory starts at the new rate.
            self.pace.rate = fraction;
            log.push(format!("controller: speed override {from} -> {to}"));
            return None;
        };
        let (at, over) = (
            armrest_backend::validation::fmt_fixed(active.path, 3),
            armrest_backend::validation::fmt_fixed(active.duration(), 3),
        );
        log.push(format!(
            "controller: speed override {from} -> {to}: trajectory #{} at {at} of {over} s of its path ramps to the              new rate",
            active.id
        ));
        Some(Paced {
            id: active.id,
            source: active.source,
            path_s: active.path,
            duration_s: active.duration(),
            elapsed_s: active.elapsed(),
        })
    }

    /// Sets the rate path time runs at to `factor` at once, as Jazzy's joint_trajectory_controller
    /// takes a factor on its `~/speed_scaling_input` (ros2_controllers, `set_scaling_factor`):
    /// no ramp (its sender ramps), negative factors ignored with a warning. The sim node's
    /// controller over ROS 2 is scaled this way.
    pub fn set_speed_scaling(&mut self, now: f64, factor: f64, log: &LogBuffer) {
        if factor.is_nan() || factor < 0.0 {
            log.push(format!(
                "controller: Scaling factor has to be greater or equal to 0.0 - Ignoring input! (got {factor})"
            ));
            return;
        }
        self.advance(now, log);
        self.pace = Pace { rate: factor, target: factor, ramp: self.pace.ramp };
    }

    /// Simulated seconds trajectory `id` has lost to the override so far (its time since it
    /// started less its path time); `None` once it no longer runs.
    pub fn time_lost(&self, id: u64) -> Option<f64> {
        let active = self.active.as_ref().filter(|a| a.id == id)?;
        Some((active.elapsed() - active.path).max(0.0))
    }

    /// Checks `trajectory` and, if it is acceptable, starts it at simulated time `now`, replacing
    /// any running one; its time follows the speed override. Returns its id, and a receiver told
    /// how it ends.
    pub fn accept(
        &mut self,
        now: f64,
        trajectory: &Trajectory,
        source: Source,
        log: &LogBuffer,
    ) -> Result<(u64, oneshot::Receiver<Ended>), Rejection> {
        self.accept_paced(now, trajectory, source, Pacing::FollowsOverride, log)
    }

    /// [`Controller::accept`], with the trajectory's time following the override or the clock.
    pub fn accept_paced(
        &mut self,
        now: f64,
        trajectory: &Trajectory,
        source: Source,
        pacing: Pacing,
        log: &LogBuffer,
    ) -> Result<(u64, oneshot::Receiver<Ended>), Rejection> {
        let id = self.next_id;
        self.next_id += 1;
        // Judged from where the arm is at this instant.
        self.advance(now, log);
        // Jazzy's controller checks no limits of the drives: it sends on what they cannot
        // follow, and the drives fault there.
        let fault = match (self.jtc.is_some(), self.check(trajectory)) {
            (_, Ok(())) => None,
            (true, Err(Rejection::BeyondDrives(why))) => Some(self.first_fault(trajectory, why)),
            (_, Err(r)) => {
                log.push(format!("controller: rejected trajectory #{id}: {r}"));
                return Err(r);
            }
        };
        self.settled_now();
        let pts = trajectory.points();
        let mut points = Vec::with_capacity(pts.len() + 1);
        // The command goes on from where it is (the arm trails it by what the drives still owe).
        if pts[0].time_from_start > 0.0 {
            points.push((0.0, self.drives.command()));
        }
        points.extend(pts.iter().map(|p| (p.time_from_start, p.positions)));
        let duration = points.last().map_or(0.0, |p| p.0);
        if let Some(old) = &self.active {
            log.push(format!("controller: trajectory #{id} replaces #{} before its end", old.id));
        }
        if self.jtc.is_some() && matches!(source, Source::Action) && self.goal.is_some() {
            log.push("controller: Current goal preempted by new incoming action.");
        }
        let handed = self.replace_active(source, now);
        if self.jtc.is_some() {
            match source {
                Source::Goal => self.goal = Some(ActiveGoal::Motion),
                Source::Action => self.goal = Some(ActiveGoal::Direct),
                Source::Topic | Source::Stream => {}
            }
        }
        let over = armrest_backend::validation::fmt_fixed(duration, 3);
        log.push(format!("controller: executing trajectory #{id}: {} points over {over} s", pts.len()));
        let contact = self.world.as_mut().and_then(|w| {
            w.changes.borrow_and_update();
            let path: Vec<(JointPositions, f64)> = points.iter().map(|&(t, q)| (q, t)).collect();
            w.contact(&path)
        });
        if let Some(c) = &contact {
            let at = armrest_backend::validation::fmt_fixed(c.at, 3);
            log.push(format!(
                "controller: trajectory #{id}: {} would touch after {at} s; the arm will stop there (protective stop)",
                c.pair
            ));
        }
        let (tx, rx) = oneshot::channel();
        let ramp = ramp_for(&points, &self.limits, self.hold_shape.deceleration_scale);
        // The goal's waiter, where a topic message left the goal active, is told of this end;
        // the sender of this trajectory then has nobody waiting.
        let done = handed.unwrap_or(tx);
        self.active = Some(Active {
            id,
            source,
            start: now,
            path: 0.0,
            last: now,
            pacing,
            ramp,
            points,
            cursor: 0,
            done: Some(done),
            contact,
            guarded: true,
            fault,
        });
        self.advance(now, log);
        Ok((id, rx))
    }

    /// [`Controller::accept`] for points that give velocities too (`(time, positions,
    /// velocities)`): followed as Jazzy's trajectory controller follows them, on a cubic through
    /// each point at its velocity, from where the command is at its velocity. The cubic is
    /// sampled every [`HOLD_SAMPLE_S`] and judged and run as those samples.
    pub fn accept_cubic(
        &mut self,
        now: f64,
        knots: &[(f64, JointPositions, JointPositions)],
        source: Source,
        log: &LogBuffer,
    ) -> Result<(u64, oneshot::Receiver<Ended>), Rejection> {
        self.advance(now, log);
        let mut from = (0.0, self.drives.command(), self.drives.command_velocity());
        let mut points = Vec::new();
        for &(t, q, v) in knots {
            let span = t - from.0;
            // A point at time 0, or one whose time does not increase, is taken as it is: the
            // check judges (and refuses) it as any trajectory's.
            let n = if span > 0.0 { (span / HOLD_SAMPLE_S).ceil() as usize } else { 1 };
            for k in 1..=n {
                let s = k as f64 / n as f64;
                let (h00, h10, h01, h11) = (
                    2.0 * s * s * s - 3.0 * s * s + 1.0,
                    s * s * s - 2.0 * s * s + s,
                    3.0 * s * s - 2.0 * s * s * s,
                    s * s * s - s * s,
                );
                let positions = if k == n {
                    q
                } else {
                    std::array::from_fn(|j| h00 * from.1[j] + h10 * span * from.2[j] + h01 * q[j] + h11 * span * v[j])
                };
                points.push(TrajectoryPoint { positions, time_from_start: from.0 + span.max(0.0) * s });
            }
            from = (t, q, v);
        }
        let trajectory = Trajectory::new(points).map_err(|v| Rejection::BeyondDrives(v.to_string()))?;
        self.accept(now, &trajectory, source, log)
    }

    fn check(&self, trajectory: &Trajectory) -> Result<(), Rejection> {
        let pts = trajectory.points();
        if let Some(i) = trajectory.first_non_increasing_time() {
            return Err(Rejection::TimeNotIncreasing {
                index: i,
                time: pts[i].time_from_start,
                previous: pts[i - 1].time_from_start,
            });
        }
        for (index, p) in pts.iter().enumerate() {
            if let Some(outside) = self.limits.first_outside(&p.positions) {
                return Err(Rejection::OutsideLimits { index, outside });
            }
        }
        let start = self.drives.start(self.hold_tolerance);
        match drive::first_excess(pts, Some(&start), &self.rates) {
            Some(e) => Err(Rejection::BeyondDrives(e.describe(&self.limits))),
            None => Ok(()),
        }
    }

    /// Moves the command to where the running trajectory puts it at simulated time `now` (or
    /// stops the arm short of a contact), and the arm after it as the drives follow (D24). Path
    /// time advances by the time since the last advance, at the override's rate for a trajectory
    /// that follows it. The command is sampled every [`SAMPLE_S`] over the last window (the
    /// arm's position depends on nothing older).
    pub fn advance(&mut self, now: f64, log: &LogBuffer) {
        let mut t = self.drives.now();
        let dense_from = now - WINDOW_S - SAMPLE_S;
        if t < dense_from {
            self.command_to(dense_from, log);
            t = dense_from;
        }
        // Evenly, so no sliver of a step is left at the end.
        let n = ((now - t) / SAMPLE_S).ceil();
        for k in 1..=(n as usize) {
            let next = if k as f64 == n { now } else { t + (now - t) * k as f64 / n };
            self.command_to(next, log);
        }
        if self.drives.settled()
            && let Some((done, ended)) = self.settling.take()
        {
            // Nobody waiting is normal for a published trajectory.
            let _ = done.send(ended);
        }
    }

    /// A trajectory still settling counts as finished from `now` on: something new takes over
    /// the command (the arm was on its way to its last point).
    fn settled_now(&mut self) {
        if let Some((done, ended)) = self.settling.take() {
            let _ = done.send(ended);
        }
    }

    /// One step of the command, to simulated time `now` (later than the drives' last sample).
    fn command_to(&mut self, now: f64, log: &LogBuffer) {
        let Some(active) = self.active.as_mut() else {
            let q = self.drives.command();
            self.drives.push(now, q);
            // At rest nothing needs a ramp: the next trajectory starts at the override's rate.
            self.pace.rate = self.pace.target;
            return;
        };
        let dt = (now - active.last).max(0.0);
        let step_start = active.last;
        active.last = active.last.max(now);
        let duration = active.duration();
        let before = active.path;
        // When in this step the path's end comes, if it does (simulated seconds into the step).
        let end_in_step;
        if active.pacing == Pacing::FollowsOverride {
            self.pace.ramp = active.ramp;
            end_in_step = self.pace.time_for(duration - before).filter(|t| *t <= dt);
            active.path = (before + self.pace.advance(dt)).min(duration);
        } else {
            end_in_step = Some(duration - before).filter(|t| *t <= dt);
            active.path = (before + dt).min(duration);
        }
        let t = active.path;
        // A world changed under a running trajectory is judged again from where the command is.
        if let Some(w) = self.world.as_mut()
            && active.guarded
            && w.changes.has_changed().unwrap_or(false)
        {
            w.changes.borrow_and_update();
            let here = active.sample(t).0;
            active.contact = w.contact(&active.ahead(here, t));
        }
        if active.contact.as_ref().is_some_and(|c| t >= c.at) {
            self.protective_stop(now, log);
            return;
        }
        if active.fault.as_ref().is_some_and(|f| t >= f.0) {
            self.drive_fault(now, log);
            return;
        }
        if let Some(into_step) = end_in_step {
            // The command arrives on its last point within the step, and stays there.
            let last = active.points[active.points.len() - 1].1;
            self.drives.push(step_start + into_step, last);
            self.drives.push(now, last);
            if let Some(mut done) = self.active.take() {
                // Under Jazzy's rules the active goal ends with whatever trajectory runs.
                self.goal = None;
                let took = step_start + into_step - done.start;
                // A stream's points end every period: the stream was logged when it began.
                if done.source != Source::Stream {
                    log.push(finished_line(done.id, took, duration));
                }
                if let Some(tx) = done.done.take() {
                    self.settling = Some((tx, Ended { outcome: Outcome::Finished, took_s: took }));
                }
            }
            return;
        }
        let position = active.sample(t).0;
        self.drives.push(now, position);
    }

    /// Where along `trajectory` the drives give up (the start of the segment, or the point,
    /// where the first excess is), in path time, and why.
    fn first_fault(&self, trajectory: &Trajectory, why: String) -> (f64, String) {
        let pts = trajectory.points();
        let start = self.drives.start(self.hold_tolerance);
        let at = drive::first_excess(pts, Some(&start), &self.rates)
            .map_or(0.0, |e| if e.from_arm || e.point == 0 { 0.0 } else { pts[e.point - 1].time_from_start });
        (at, why)
    }

    /// A drive fault: the drives stop the arm where it is (stop category 0), the trajectory ends,
    /// and the controller is told, as ros2_control's hardware reports an error.
    fn drive_fault(&mut self, now: f64, log: &LogBuffer) {
        let Some(mut done) = self.active.take() else { return };
        let Some((_, why)) = done.fault.take() else { return };
        self.drives.freeze();
        let q = self.drives.command();
        self.drives.push(now, q);
        self.goal = None;
        let why = format!(
            "drive fault: trajectory #{} asked what the drives cannot follow ({why}); the drives stopped the arm \
             where it was",
            done.id
        );
        log.push(format!("controller: {why}"));
        finish(done, Outcome::ProtectiveStop(why), now);
    }

    /// Stops the running trajectory at its last state before the contact ahead.
    fn protective_stop(&mut self, now: f64, log: &LogBuffer) {
        let Some(mut done) = self.active.take() else { return };
        let Some(contact) = done.contact.take() else { return };
        // Stop category 0: the arm stops where it is, short of the command's last free state
        // (it trails the command).
        self.drives.freeze();
        let q = self.drives.command();
        self.drives.push(now, q);
        let at = armrest_backend::validation::fmt_fixed(contact.at, 3);
        let why = format!(
            "protective stop: trajectory #{} stopped after {at} s, before {} would touch; the arm is at rest",
            done.id, contact.pair
        );
        log.push(format!("controller: {why}"));
        if let Some(w) = &self.world {
            // Nobody listening is normal (a test's controller, a service not yet streaming).
            let _ = w.stops.send(why.clone());
        }
        finish(done, Outcome::ProtectiveStop(why), now);
    }

    /// Brings the arm to rest from where it is and how fast it moves: a point ahead of each
    /// joint, reached evenly decelerating within the hold's share of its acceleration limit
    /// (D27), never a step and never back. The running trajectory ends `Held`. True if one was
    /// running.
    pub fn hold(&mut self, now: f64, log: &LogBuffer) -> bool {
        self.advance(now, log);
        let Some(old) = self.active.take() else { return false };
        // The command decelerates from where it is and how fast it moves; the arm, trailing it,
        // follows within the same deceleration.
        // Checked against the world before it goes out (D28): shortened where it would touch.
        let (here, command, velocity) = (self.drives.position(), self.drives.command(), self.drives.command_velocity());
        let checked = match &self.world {
            Some(w) => self.hold_shape.checked(&here, &command, &velocity, &self.limits, &w.model.world().scene),
            None => CheckedHold { point: self.hold_shape.hold(&command, &velocity, &self.limits), note: None },
        };
        let point = checked.point;
        let id = self.next_id;
        self.next_id += 1;
        let over = armrest_backend::validation::fmt_fixed(point.time_from_start, 3);
        log.push(format!("controller: trajectory #{} stopped; decelerating to rest in {over} s (#{id})", old.id));
        if let Some(note) = &checked.note {
            log.push(format!("controller: {note}"));
        }
        if checked.note.is_some() {
            self.hold_note = checked.note;
        }
        finish(old, Outcome::Held, now);
        let points = deceleration(&command, &velocity, &point, &self.limits);
        // The protective stop watches a hold too: where even the quickest hold would touch, the
        // arm stops before the contact.
        let contact = self.world.as_mut().and_then(|w| {
            w.changes.borrow_and_update();
            let mut path: Vec<(JointPositions, f64)> = points.iter().map(|&(t, q)| (q, t)).collect();
            path[0].0 = here;
            w.contact(&path)
        });
        // A stop is never slowed: the hold runs on the clock, whatever the override.
        let hold = Active::on_the_clock(id, Source::Topic, now, points, contact, true);
        self.active = Some(hold);
        self.advance(now, log);
        true
    }

    /// What the check of the last hold changed or found (a shorter hold, a contact it could not
    /// avoid), once: for the stop's answer.
    pub fn take_hold_note(&mut self) -> Option<String> {
        self.hold_note.take()
    }

    /// Follows one jog setpoint (D29), `points` being the setpoint and its braking: from where
    /// the command is at `now`, as any trajectory, replacing what runs. The joint trajectory
    /// controller does the same with each trajectory of a stream (MoveIt Servo's). Judged as any
    /// trajectory is (limits, times, the drives: D24) and refused, the arm going on as before,
    /// if it fails; a jog keeps its setpoints within its caps, so that is never a jog's. A first
    /// setpoint after anything else (a trajectory, a hold, rest for longer than
    /// [`STREAM_RESUMES_WITHIN_S`]) starts a stream, logged once; the setpoints after it are not. `pacing`: whether its time follows the override (a
    /// controller that scales every trajectory, Jazzy's) or the clock (the simulator's, where
    /// the jog scales its own velocities).
    pub fn stream(
        &mut self,
        now: f64,
        points: &[TrajectoryPoint],
        pacing: Pacing,
        log: &LogBuffer,
    ) -> Result<(), Rejection> {
        self.advance(now, log);
        let trajectory = Trajectory::new(points.to_vec()).map_err(|v| Rejection::BeyondDrives(v.to_string()))?;
        if let Err(r) = self.check(&trajectory) {
            log.push(format!("controller: rejected a streamed setpoint: {r}"));
            return Err(r);
        }
        self.settled_now();
        let handed;
        let id = match self.active.take() {
            // The stream goes on; a waiter it carries (a goal's, under Jazzy's rules) stays.
            Some(mut old) if old.source == Source::Stream => {
                handed = old.done.take();
                old.id
            }
            // The same stream after a late setpoint (nothing else ran since): its id, no log line.
            None if self
                .last_stream
                .is_some_and(|(id, at)| id + 1 == self.next_id && now - at <= STREAM_RESUMES_WITHIN_S) =>
            {
                handed = None;
                self.last_stream.map_or(0, |(id, _)| id)
            }
            old => {
                self.active = old;
                let id = self.next_id;
                self.next_id += 1;
                if let Some(old) = &self.active {
                    log.push(format!("controller: stream #{id} replaces trajectory #{} before its end", old.id));
                }
                handed = self.replace_active(Source::Stream, now);
                log.push(format!("controller: following stream #{id} (jog setpoints on the controller topic)"));
                id
            }
        };
        self.last_stream = Some((id, now));
        let mut path = Vec::with_capacity(points.len() + 1);
        path.push((0.0, self.drives.command()));
        path.extend(points.iter().map(|p| (p.time_from_start, p.positions)));
        let contact = self.world.as_mut().and_then(|w| {
            w.changes.borrow_and_update();
            let waypoints: Vec<(JointPositions, f64)> = path.iter().map(|&(t, q)| (q, t)).collect();
            w.contact(&waypoints)
        });
        let mut active = Active::on_the_clock(id, Source::Stream, now, path, contact, true);
        active.pacing = pacing;
        active.done = handed;
        self.active = Some(active);
        self.advance(now, log);
        Ok(())
    }

    /// Cancels a goal's trajectory as its action server does: the arm decelerates to rest
    /// ([`Controller::hold`]). A trajectory from the topic is no goal and runs on. True if a
    /// goal's trajectory was running.
    pub fn cancel_goal(&mut self, now: f64, log: &LogBuffer) -> bool {
        self.advance(now, log);
        if self.jtc.is_some() {
            return self.cancel_under_jtc_rules(ActiveGoal::Motion, now, log);
        }
        if self.active.as_ref().is_some_and(|a| a.source == Source::Goal) { self.hold(now, log) } else { false }
    }

    /// A cancel of `which` goal under [`JtcRules`] (`goal_cancelled_callback`): only the active
    /// goal's cancel does anything, and then it replaces whatever runs, a topic's hold included:
    /// with `decelerate_on_cancel` a deceleration to rest, else `set_hold_position`. True if the
    /// cancel reached the active goal.
    pub fn cancel_under_jtc_rules(&mut self, which: ActiveGoal, now: f64, log: &LogBuffer) -> bool {
        self.advance(now, log);
        let Some(rules) = self.jtc else { return false };
        if self.goal != Some(which) {
            log.push("controller: Got request to cancel goal (not the active goal: nothing changes)");
            return false;
        }
        self.goal = None;
        log.push("controller: Canceling active action goal because cancel callback received.");
        if rules.decelerate_on_cancel && self.hold(now, log) {
            return true;
        }
        self.hold_measured_position(now, log);
        true
    }

    /// Jazzy's `set_hold_position`: the command becomes the measured position at once. The
    /// drives, whose command was ahead of a moving arm, bring it back there: a moving joint
    /// reverses by up to a quarter of what it trailed by.
    fn hold_measured_position(&mut self, now: f64, log: &LogBuffer) {
        if let Some(old) = self.active.take() {
            finish(old, Outcome::Held, now);
        }
        self.settled_now();
        let here = self.drives.position();
        let command = self.drives.command();
        let back = (0..DOF).map(|j| (command[j] - here[j]).abs()).fold(0.0, f64::max);
        let id = self.next_id;
        self.next_id += 1;
        log.push(format!(
            "controller: holding the measured position (set_hold_position, #{id}): the command steps back by up to \
             {} rad",
            armrest_backend::validation::fmt_fixed(back, 4)
        ));
        self.active = Some(Active::on_the_clock(id, Source::Topic, now, vec![(0.0, here)], None, false));
        self.advance(now, log);
    }
}

/// How often a hold's command is sampled, seconds: its velocity falls by `v·h/T` per sample, an
/// even deceleration as the drives see it (within the window they spread it over).
const HOLD_SAMPLE_S: f64 = 0.01;

/// The command of a hold: from `command` at `velocity`, evenly decelerating to rest at `point`
/// (`time_from_start` after it starts), each position within the joint limits.
fn deceleration(
    command: &JointPositions,
    velocity: &JointPositions,
    point: &armrest_backend::hold::HoldPoint,
    limits: &JointLimits,
) -> Vec<(f64, JointPositions)> {
    let total = point.time_from_start;
    let n = (total / HOLD_SAMPLE_S).ceil().max(1.0) as usize;
    let joints = limits.joints();
    let mut points = Vec::with_capacity(n + 1);
    points.push((0.0, *command));
    for k in 1..n {
        let t = total * k as f64 / n as f64;
        let q = std::array::from_fn(|j| {
            (command[j] + velocity[j] * t - velocity[j] * t * t / (2.0 * total))
                .clamp(joints[j].min_position, joints[j].max_position)
        });
        points.push((t, q));
    }
    points.push((total, point.positions));
    points
}

/// Ends `a` with `outcome` at simulated time `at`.
fn finish(mut a: Active, outcome: Outcome, at: f64) {
    if let Some(done) = a.done.take() {
        // Nobody waiting is normal for a published trajectory.
        let _ = done.send(Ended { outcome, took_s: at - a.start });
    }
}

/// The log line of a trajectory that reached its end `took` simulated seconds after it started;
/// it says so when the override made that longer than planned.
fn finished_line(id: u64, took: f64, planned: f64) -> String {
    if took > planned + 1e-9 {
        let (took, planned) =
            (armrest_backend::validation::fmt_fixed(took, 3), armrest_backend::validation::fmt_fixed(planned, 3));
        format!(
            "controller: trajectory #{id} finished after {took} s ({planned} s as planned; the speed override slowed it)"
        )
    } else {
        format!("controller: trajectory #{id} finished")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use armrest_backend::{JointLimit, TrajectoryPoint};

    fn controller() -> Controller {
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

    fn traj(points: &[(f64, f64)]) -> Trajectory {
        Trajectory::new(
            points.iter().map(|&(t, x)| TrajectoryPoint { positions: [x; DOF], time_from_start: t }).collect(),
        )
        .unwrap()
    }

    /// The arm trails the command by half the drives' window while the command moves steadily.
    const LAG: f64 = WINDOW_S / 2.0;

    #[test]
    fn interpolates_from_current_position_and_finishes() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        let (_, mut rx) = c.accept(10.0, &traj(&[(1.0, 0.5), (2.0, 0.25)]), Source::Topic, &log).unwrap();
        c.advance(10.5, &log);
        assert!((c.position()[0] - (0.25 - 0.5 * LAG)).abs() < 1e-9, "{:?}", c.position());
        assert!((c.velocity()[3] - 0.5).abs() < 1e-9);
        c.advance(11.5, &log);
        assert!((c.position()[6] - (0.375 + 0.25 * LAG)).abs() < 1e-9, "{:?}", c.position());
        c.advance(12.0, &log);
        assert!(c.is_moving(), "still coming to rest on the last point");
        assert!(rx.try_recv().is_err(), "finished only once the arm is there");
        c.advance(12.0 + WINDOW_S, &log);
        assert_eq!(c.position(), [0.25; DOF]);
        assert_eq!(c.velocity(), [0.0; DOF]);
        assert_eq!(rx.try_recv().map(|e| e.outcome), Ok(Outcome::Finished));
        assert!(!c.is_moving());
    }

    /// A stream resumed after a late setpoint (the arm braked to rest meanwhile) is the same
    /// stream, logged once; after a longer pause, or another trajectory, a new one begins.
    #[test]
    fn a_stream_resumed_after_a_late_setpoint_is_logged_once() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        let point = |t: f64, x: f64| TrajectoryPoint { positions: [x; DOF], time_from_start: t };
        let streams = |log: &LogBuffer| log.tail(100).iter().filter(|l| l.contains("following stream")).count();
        c.stream(0.0, &[point(0.03, 0.0001), point(0.06, 0.0002)], Pacing::Own, &log).unwrap();
        // Late: the last setpoint's braking is over and the arm at rest.
        c.advance(0.5, &log);
        assert!(!c.is_moving());
        c.stream(0.5, &[point(0.03, 0.0003), point(0.06, 0.0004)], Pacing::Own, &log).unwrap();
        assert_eq!(streams(&log), 1, "{:?}", log.tail(10));
        // Resting longer than STREAM_RESUMES_WITHIN_S: a new stream.
        c.advance(2.0, &log);
        c.stream(2.0, &[point(0.03, 0.0005), point(0.06, 0.0006)], Pacing::Own, &log).unwrap();
        assert_eq!(streams(&log), 2, "{:?}", log.tail(10));
        // Another trajectory in between: a new stream too.
        c.advance(2.5, &log);
        c.accept(2.5, &traj(&[(0.5, 0.0007)]), Source::Topic, &log).unwrap();
        c.advance(3.2, &log);
        c.stream(3.2, &[point(0.03, 0.0008), point(0.06, 0.0009)], Pacing::Own, &log).unwrap();
        assert_eq!(streams(&log), 3, "{:?}", log.tail(10));
    }

    /// A joint moving at 0.5 rad/s under a motion goal, steady (the drives' window past).
    fn moving_under_a_goal(rules: JtcRules, log: &LogBuffer) -> (Controller, oneshot::Receiver<Ended>) {
        let mut c = controller();
        c.follow_jtc_rules(rules);
        let (_, rx) = c.accept(0.0, &traj(&[(3.0, 1.5)]), Source::Goal, log).unwrap();
        c.advance(1.0, log);
        assert_eq!(c.active_goal(), Some(ActiveGoal::Motion));
        (c, rx)
    }

    /// The smallest position of joint 0 from `from` to `to` seconds, sampled every 1 ms.
    fn lowest(c: &mut Controller, from: f64, to: f64, log: &LogBuffer) -> f64 {
        let mut low = f64::INFINITY;
        let mut t = from;
        while t <= to {
            c.advance(t, log);
            low = low.min(c.position()[0]);
            t += 0.001;
        }
        low
    }

    /// Jazzy's rules: a topic message replaces the trajectory but not the goal; the goal's
    /// cancel then replaces the topic's trajectory with `set_hold_position`, and the arm goes
    /// back to where it was measured (its command steps back by the tracking lag).
    #[test]
    fn under_jazzys_rules_a_cancel_undoes_a_topic_hold() {
        let log = LogBuffer::new(100);
        let (mut c, mut goal) = moving_under_a_goal(JtcRules { decelerate_on_cancel: false }, &log);
        // A hold ahead on the topic, as armrest publishes it.
        let here = c.position()[0];
        c.accept_cubic(1.0, &[(0.5, [here + 0.2; DOF], [0.0; DOF])], Source::Topic, &log).unwrap();
        assert_eq!(c.active_goal(), Some(ActiveGoal::Motion), "a topic message leaves the goal active");
        assert!(goal.try_recv().is_err(), "nor does it end the goal");
        c.advance(1.02, &log);
        let at_cancel = c.position()[0];
        assert!(c.cancel_goal(1.02, &log), "the active goal's cancel holds");
        // The arm, trailing its command, runs on a little, then comes back to where it was
        // measured: a reversal.
        let mut highest = at_cancel;
        let mut t = 1.02;
        while t < 1.5 {
            c.advance(t, &log);
            highest = highest.max(c.position()[0]);
            t += 0.001;
        }
        let rest = c.position()[0];
        assert!((rest - at_cancel).abs() < 1e-9, "held where it was measured: {rest} vs {at_cancel}");
        assert!(highest - rest > 1e-3, "set_hold_position sends the arm back {} rad", highest - rest);
        assert!(log.tail(10).iter().any(|l| l.contains("set_hold_position")));
    }

    /// A goal on the controller's own action preempts the motion goal: the cancel of the motion
    /// goal that follows reaches no active goal and changes nothing, so the hold decelerates on.
    #[test]
    fn under_jazzys_rules_a_hold_goal_survives_the_motion_goals_cancel() {
        let log = LogBuffer::new(100);
        let (mut c, mut goal) = moving_under_a_goal(JtcRules { decelerate_on_cancel: false }, &log);
        let here = c.position()[0];
        c.accept_cubic(1.0, &[(0.5, [here + 0.2; DOF], [0.0; DOF])], Source::Action, &log).unwrap();
        assert_eq!(c.active_goal(), Some(ActiveGoal::Direct));
        assert_eq!(goal.try_recv().map(|e| e.outcome), Ok(Outcome::Preempted), "the motion goal is preempted");
        assert!(!c.cancel_goal(1.01, &log), "not the active goal: nothing changes");
        let mut last = c.position()[0];
        let mut t = 1.01;
        while t < 1.7 {
            c.advance(t, &log);
            let q = c.position()[0];
            assert!(q >= last - 1e-12, "never back: {q} after {last} at {t}");
            last = q;
            t += 0.001;
        }
        assert!((last - (here + 0.2)).abs() < 1e-9, "at rest on the hold point: {last}");
    }

    /// Jazzy's controller checks no limits of the drives: a first point 0.5 rad away at 10 ms (a
    /// 50 rad/s step) is accepted and sent on, and the simulated drives fault at once: the arm
    /// stops where it is, never at the point. The simulator's own controller refuses it.
    #[test]
    fn under_jazzys_rules_a_step_is_executed_and_the_drives_fault() {
        let log = LogBuffer::new(100);
        let step = traj(&[(0.01, 0.5), (2.0, 0.5)]);
        assert!(controller().accept(0.0, &step, Source::Topic, &log).is_err(), "the simulator refuses it");
        let mut c = controller();
        c.follow_jtc_rules(JtcRules { decelerate_on_cancel: false });
        let (_, mut rx) = c.accept(0.0, &step, Source::Topic, &log).expect("Jazzy's controller takes it");
        c.advance(1.0, &log);
        assert!(!c.is_moving() || c.active.is_none(), "the trajectory ended");
        assert!(c.position()[0].abs() < 1e-9, "the arm stopped where it was: {:?}", c.position());
        let ended = rx.try_recv().expect("told how it ended");
        assert!(matches!(&ended.outcome, Outcome::ProtectiveStop(why) if why.contains("drive fault")), "{ended:?}");
        assert!(log.tail(10).iter().any(|l| l.contains("drive fault")));
    }

    /// With `decelerate_on_cancel` the cancel decelerates to rest ahead instead.
    #[test]
    fn under_jazzys_rules_decelerate_on_cancel_never_goes_back() {
        let log = LogBuffer::new(100);
        let (mut c, _goal) = moving_under_a_goal(JtcRules { decelerate_on_cancel: true }, &log);
        let at_cancel = c.position()[0];
        assert!(c.cancel_goal(1.0, &log));
        assert!(lowest(&mut c, 1.0, 2.0, &log) >= at_cancel - 1e-12);
        assert_eq!(c.active_goal(), None);
    }

    #[test]
    fn rejects_non_increasing_times_and_limits() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        let e = c.accept(0.0, &traj(&[(1.0, 1.0), (1.0, 0.5)]), Source::Topic, &log).unwrap_err();
        assert!(matches!(e, Rejection::TimeNotIncreasing { index: 1, .. }));
        let e = c.accept(0.0, &traj(&[(1.0, 2.5)]), Source::Topic, &log).unwrap_err();
        assert!(matches!(e, Rejection::OutsideLimits { index: 0, .. }));
        assert!(log.tail(10).iter().any(|l| l.contains("does not increase")));
        assert!(!c.is_moving());
    }

    #[test]
    fn new_trajectory_replaces_running_one() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        let (_, mut first) = c.accept(0.0, &traj(&[(2.0, 1.0)]), Source::Topic, &log).unwrap();
        let (_, _second) = c.accept(1.0, &traj(&[(2.0, -0.5)]), Source::Topic, &log).unwrap();
        assert_eq!(first.try_recv().map(|e| e.outcome), Ok(Outcome::Preempted));
        // Starts from 0.5 where the first left the command; the arm trails it.
        c.advance(1.5, &log);
        assert!((c.position()[0] - (0.25 + 0.5 * LAG)).abs() < 1e-9, "{:?}", c.position());
        assert!(c.hold(1.75, &log));
        c.advance(5.0, &log);
        let held = c.position();
        c.advance(6.0, &log);
        assert_eq!(c.position(), held);
        assert!(!c.is_moving());
    }

    #[test]
    fn a_hold_decelerates_ahead_and_never_goes_back() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        let (_, mut goal) = c.accept(0.0, &traj(&[(2.0, 1.5)]), Source::Goal, &log).unwrap();
        c.advance(1.0, &log);
        let (at, v) = (c.position()[0], c.velocity()[0]);
        assert!(c.cancel_goal(1.0, &log));
        assert_eq!(goal.try_recv().map(|e| e.outcome), Ok(Outcome::Held));
        // 0.75 rad/s at half of 10 rad/s²: 0.15 s, shorter than the 0.25 s minimum. The command
        // decelerates from where it is, half a window ahead of the arm.
        let mut last = at;
        for k in 1..=50 {
            c.advance(1.0 + f64::from(k) * 0.01, &log);
            let q = c.position()[0];
            assert!(q >= last, "moved back at step {k}: {q} after {last}");
            last = q;
        }
        let rest = at + v * (LAG + 0.25 / 2.0);
        assert!((last - rest).abs() < 1e-9, "rests at v * (W + T) / 2 ahead: {last}, not {rest}");
        assert!(!c.is_moving());
        // A trajectory from the topic is no goal: a cancel leaves it running.
        c.accept(2.0, &traj(&[(2.0, 0.0)]), Source::Topic, &log).unwrap();
        assert!(!c.cancel_goal(2.5, &log));
        assert!(c.is_moving());
    }

    #[test]
    fn refuses_what_the_drives_cannot_do_and_the_arm_stays() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        // 2 rad in 10 ms from where the arm is: 200 rad/s against 1.
        let e = c.accept(0.0, &traj(&[(0.01, 2.0)]), Source::Topic, &log).unwrap_err();
        assert!(matches!(e, Rejection::BeyondDrives(_)));
        let line = log.tail(1).pop().unwrap_or_default();
        assert!(
            line.contains("point 0: joint1 would move at 200 rad/s from where the arm is")
                && line.contains("velocity limit of 1 rad/s"),
            "{line}"
        );
        // A far first point at time 0 is a jump; a near one a hold point.
        let e = c.accept(0.0, &traj(&[(0.0, 0.5), (1.0, 0.5)]), Source::Topic, &log).unwrap_err().to_string();
        assert!(e.contains("a jump no drive can make"), "{e}");
        c.advance(1.0, &log);
        assert_eq!(c.position(), [0.0; DOF]);
        assert!(!c.is_moving());
        assert!(c.accept(2.0, &traj(&[(0.0, 0.0005), (2.0, 0.5)]), Source::Topic, &log).is_ok());
    }

    /// Steps `c` from `from` to `to` every `dt`, checking each step: while the trajectory runs
    /// the velocity changes by at most the stop's share of the acceleration limit (no step),
    /// and joint 0 never goes past `goal` nor back. The last position.
    fn step(c: &mut Controller, log: &LogBuffer, from: f64, to: f64, goal: f64) -> f64 {
        let dt = 0.001;
        let (mut v, mut q) = (c.velocity()[0], c.position()[0]);
        let n = ((to - from) / dt).round() as usize;
        for k in 1..=n {
            c.advance(from + k as f64 * dt, log);
            let (v1, q1) = (c.velocity()[0], c.position()[0]);
            // Within the drives' 10 rad/s², plus rounding.
            assert!((v1 - v).abs() <= 10.0 * dt + 1e-9, "velocity step {v} -> {v1} at {}", from + k as f64 * dt);
            assert!(q1 <= goal + 1e-12 && q1 >= q - 1e-12, "went from {q} to {q1} (goal {goal})");
            (v, q) = (v1, q1);
        }
        q
    }

    #[test]
    fn the_override_scales_path_time_and_the_end_comes_later() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        c.set_speed_override(0.0, 0.5, &log);
        let (_, mut rx) = c.accept(0.0, &traj(&[(2.0, 1.0)]), Source::Goal, &log).unwrap();
        c.advance(2.0, &log);
        let expected = 0.5 - 0.25 * LAG;
        assert!((c.position()[0] - expected).abs() < 1e-9, "half way after 2 s at 0.5: {:?}", c.position());
        assert!((c.velocity()[0] - 0.25).abs() < 1e-9);
        assert!((c.progress().unwrap() - 0.5).abs() < 1e-12);
        assert_eq!(c.time_lost(1), Some(1.0));
        c.advance(4.0 + WINDOW_S, &log);
        assert_eq!(c.position(), [1.0; DOF]);
        let ended = rx.try_recv().unwrap();
        assert_eq!(ended.outcome, Outcome::Finished);
        assert!((ended.took_s - 4.0).abs() < 1e-9, "{ended:?}");
        assert!(log.tail(1)[0].contains("finished after 4.000 s (2.000 s as planned"), "{:?}", log.tail(1));
    }

    #[test]
    fn a_pause_decelerates_on_the_path_holds_and_resumes_to_the_same_goal() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        let (id, mut rx) = c.accept(0.0, &traj(&[(2.0, 1.5)]), Source::Goal, &log).unwrap();
        c.advance(1.0, &log);
        let paced = c.set_speed_override(1.0, 0.0, &log).expect("applies to the goal's trajectory");
        assert_eq!((paced.id, paced.path_s, paced.duration_s), (id, 1.0, 2.0));
        // 0.75 rad/s down at 5 rad/s²: 0.15 s, covering 0.75 * 0.15 / 2 along the path.
        let q = step(&mut c, &log, 1.0, 1.5, 1.5);
        assert!((q - (0.75 + 0.75 * 0.15 / 2.0)).abs() < 1e-9, "rests on the path at {q}");
        assert_eq!(c.velocity(), [0.0; DOF]);
        assert!(c.is_moving(), "a paused trajectory stays active");
        c.advance(100.0, &log);
        assert_eq!(c.position()[0], q, "holds while paused");
        assert!(rx.try_recv().is_err(), "not ended");
        let lost = c.time_lost(id).unwrap();
        c.set_speed_override(100.0, 1.0, &log);
        let q = step(&mut c, &log, 100.0, 101.5, 1.5);
        assert_eq!(q, 1.5, "resumed along the path to the same goal");
        let ended = rx.try_recv().unwrap();
        assert_eq!(ended.outcome, Outcome::Finished);
        // 2 s of path, the time lost while paused, and the ramp up (0.15 s at half speed).
        assert!((ended.took_s - (2.0 + lost + 0.075)).abs() < 1e-6, "{ended:?} after losing {lost}");
    }

    #[test]
    fn holds_and_own_paced_setpoints_are_never_slowed() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        c.set_speed_override(0.0, 0.0, &log);
        let (_, mut own) = c.accept_paced(0.0, &traj(&[(1.0, 0.5)]), Source::Topic, Pacing::Own, &log).unwrap();
        c.advance(0.5, &log);
        assert!((c.position()[0] - (0.25 - 0.5 * LAG)).abs() < 1e-9, "on the clock at override 0");
        c.advance(1.0 + WINDOW_S, &log);
        assert_eq!(own.try_recv().map(|e| e.outcome), Ok(Outcome::Finished));
        c.set_speed_override(1.1, 1.0, &log);
        let (_, mut goal) = c.accept(1.1, &traj(&[(3.0, -0.5)]), Source::Goal, &log).unwrap();
        c.advance(2.0, &log);
        c.set_speed_override(2.0, 0.0, &log);
        c.advance(2.01, &log);
        // A stop while the pause ramps down: the hold runs on the clock and ends the motion.
        assert!(c.hold(2.01, &log));
        assert_eq!(goal.try_recv().map(|e| e.outcome), Ok(Outcome::Held));
        c.advance(3.0, &log);
        assert!(!c.is_moving(), "the hold ended on the clock, paused or not");
    }

    proptest::proptest! {
        /// The time `time_for` gives to cover a distance is the time `advance` takes to cover
        /// it, and the rate never leaves the span between where it was and its target.
        #[test]
        fn pace_time_and_distance_agree(
            rate in 0.0f64..=1.0, target in proptest::prop_oneof![proptest::strategy::Just(0.0), 0.0f64..=1.0], ramp in 0.1f64..50.0, dt in 0.0f64..3.0,
        ) {
            let mut pace = Pace { rate, target, ramp };
            let before = pace;
            let covered = pace.advance(dt);
            proptest::prop_assert!(covered >= 0.0);
            proptest::prop_assert!(pace.rate >= rate.min(target) - 1e-12 && pace.rate <= rate.max(target) + 1e-12);
            if covered > 1e-9 {
                let t = before.time_for(covered).expect("covered, so reachable");
                // Paused before `dt` ended, the distance was covered when the rate reached 0.
                let agrees = (t - dt).abs() < 1e-6 || (target == 0.0 && t <= dt);
                proptest::prop_assert!(agrees, "{before:?}: {covered} in {dt} s, time_for says {t}");
            }
        }
    }
}
