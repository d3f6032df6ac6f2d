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

use armrest_backend::drive::{self, Start};
use armrest_backend::hold::HoldShape;
use armrest_backend::planning::JointRates;
use armrest_backend::{DOF, JointLimits, JointPositions, LogBuffer, OutsideLimits, RobotModel, Trajectory};
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
    position: JointPositions,
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
        let (first, t0) = *path.first()?;
        let t_end = path.last().map_or(t0, |w| w.1);
        let contact = self.model.world().scene.check_path(path, false).contact?;
        let (position, at) = contact.last_free.map_or((first, t0), |(q, f)| (q, t0 + f * (t_end - t0)));
        Some(ContactAhead { at, position, pair: contact.closest.pair() })
    }
}

/// Who sent a trajectory: a motion goal (its server can cancel it), the controller topic, or a
/// stream of jog setpoints on the controller topic (D29).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Goal,
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
    /// Judged against the world (every trajectory but a hold, which is how the arm comes to rest).
    guarded: bool,
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
    drives: JointRates,
    hold_tolerance: f64,
    /// How a hold decelerates.
    hold_shape: HoldShape,
    position: JointPositions,
    velocity: JointPositions,
    active: Option<Active>,
    next_id: u64,
    /// The world checked for contacts; none: the controller checks nothing (unit tests).
    world: Option<WorldWatch>,
    /// The speed override: the rate path time runs at for trajectories that follow it.
    pace: Pace,
}

impl Controller {
    /// `hold_tolerance`: how far (rad) a first point at time 0 may lie from a resting joint.
    pub fn new(initial: JointPositions, limits: JointLimits, hold_tolerance: f64, hold_shape: HoldShape) -> Self {
        let drives = JointRates::of(&limits);
        Controller {
            limits,
            drives,
            hold_tolerance,
            hold_shape,
            position: initial,
            velocity: [0.0; DOF],
            active: None,
            next_id: 1,
            world: None,
            pace: Pace {
                rate: armrest_backend::speed_override::FRACTION_DEFAULT,
                target: armrest_backend::speed_override::FRACTION_DEFAULT,
                ramp: f64::INFINITY,
            },
        }
    }

    /// Checks every trajectory against `model`'s world, as it is when the trajectory arrives and
    /// whenever it changes; each protective stop is also told to `stops`.
    pub fn watch_world(mut self, model: Arc<RobotModel>, stops: broadcast::Sender<String>) -> Self {
        let changes = model.world_changes();
        self.world = Some(WorldWatch { model, changes, stops });
        self
    }

    pub fn position(&self) -> JointPositions {
        self.position
    }

    pub fn velocity(&self) -> JointPositions {
        self.velocity
    }

    /// Whether a trajectory is being executed.
    pub fn is_moving(&self) -> bool {
        self.active.is_some()
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
        if let Err(r) = self.check(trajectory) {
            log.push(format!("controller: rejected trajectory #{id}: {r}"));
            return Err(r);
        }
        let pts = trajectory.points();
        let mut points = Vec::with_capacity(pts.len() + 1);
        if pts[0].time_from_start > 0.0 {
            points.push((0.0, self.position));
        }
        points.extend(pts.iter().map(|p| (p.time_from_start, p.positions)));
        let duration = points.last().map_or(0.0, |p| p.0);
        if let Some(old) = self.active.take() {
            log.push(format!("controller: trajectory #{id} replaces #{} before its end", old.id));
            finish(old, Outcome::Preempted, now);
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
            done: Some(tx),
            contact,
            guarded: true,
        });
        self.advance(now, log);
        Ok((id, rx))
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
        let start = Start { position: self.position, velocity: self.velocity, hold_tolerance: self.hold_tolerance };
        match drive::first_excess(pts, Some(&start), &self.drives) {
            Some(e) => Err(Rejection::BeyondDrives(e.describe(&self.limits))),
            None => Ok(()),
        }
    }

    /// Moves the arm to where the running trajectory puts it at simulated time `now`, or stops
    /// it short of a contact. Path time advances by the time since the last advance, at the
    /// override's rate for a trajectory that follows it.
    pub fn advance(&mut self, now: f64, log: &LogBuffer) {
        let Some(active) = self.active.as_mut() else {
            self.velocity = [0.0; DOF];
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
        // A world changed under a running trajectory is judged again from where the arm is.
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
        if let Some(into_step) = end_in_step {
            self.position = active.points[active.points.len() - 1].1;
            self.velocity = [0.0; DOF];
            if let Some(done) = self.active.take() {
                let took = step_start + into_step - done.start;
                // A stream's points end every period: the stream was logged when it began.
                if done.source != Source::Stream {
                    log.push(finished_line(done.id, took, duration));
                }
                finish(done, Outcome::Finished, step_start + into_step);
            }
            return;
        }
        let scale = if active.pacing == Pacing::FollowsOverride { self.pace.rate } else { 1.0 };
        let (position, velocity) = active.sample(t);
        self.position = position;
        self.velocity = velocity.map(|v| v * scale);
    }

    /// Stops the running trajectory at its last state before the contact ahead.
    fn protective_stop(&mut self, now: f64, log: &LogBuffer) {
        let Some(mut done) = self.active.take() else { return };
        let Some(contact) = done.contact.take() else { return };
        self.position = contact.position;
        self.velocity = [0.0; DOF];
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
        let point = self.hold_shape.hold(&self.position, &self.velocity, &self.limits);
        let id = self.next_id;
        self.next_id += 1;
        let over = armrest_backend::validation::fmt_fixed(point.time_from_start, 3);
        log.push(format!("controller: trajectory #{} stopped; decelerating to rest in {over} s (#{id})", old.id));
        finish(old, Outcome::Held, now);
        let points = vec![(0.0, self.position), (point.time_from_start, point.positions)];
        // A stop is never slowed: the hold runs on the clock, whatever the override.
        let hold = Active::on_the_clock(id, Source::Topic, now, points, None, false);
        self.active = Some(hold);
        self.advance(now, log);
        true
    }

    /// Follows one jog setpoint (D29): from where the arm is at `now`, linearly to `target`,
    /// reached `over` seconds later, where the arm stops unless the next setpoint came first.
    /// The joint trajectory controller does the same with each one-point trajectory of a stream
    /// (MoveIt Servo's). Refused, and the arm goes on as before, if `target` is outside the
    /// limits or needs more than a joint's velocity limit. A first point after anything else
    /// (rest, a trajectory, a hold) starts a stream, logged once; the points after it are not.
    /// `pacing`: whether its time follows the override (a controller that scales every
    /// trajectory, Jazzy's) or the clock (the simulator's, where the jog scales its own
    /// velocities).
    pub fn stream(
        &mut self,
        now: f64,
        target: JointPositions,
        over: f64,
        pacing: Pacing,
        log: &LogBuffer,
    ) -> Result<(), Rejection> {
        self.advance(now, log);
        if let Some(outside) = self.limits.first_outside(&target) {
            let r = Rejection::OutsideLimits { index: 0, outside };
            log.push(format!("controller: rejected a streamed setpoint: {r}"));
            return Err(r);
        }
        let point = armrest_backend::TrajectoryPoint { positions: target, time_from_start: over.max(f64::EPSILON) };
        let start = Start { position: self.position, velocity: self.velocity, hold_tolerance: self.hold_tolerance };
        // A stream ends where its last point is, not at rest: the stop at a point's end is not
        // judged, nor, once it moves, each point's change of pace (the sender keeps it within
        // the acceleration limits). Its start from rest is: a point no drive could set off to
        // (a nudge of 8.5 mrad in 10 ms) is refused as any trajectory's would be.
        let from_rest = self.velocity.iter().all(|v| *v == 0.0);
        let rates =
            if from_rest { self.drives } else { JointRates { acceleration: [f64::INFINITY; DOF], ..self.drives } };
        if let Some(e) = drive::first_excess(&[point], Some(&start), &rates).filter(|e| {
            e.quantity == drive::Quantity::Velocity || (e.quantity == drive::Quantity::Acceleration && e.from_arm)
        }) {
            let r = Rejection::BeyondDrives(e.describe(&self.limits));
            log.push(format!("controller: rejected a streamed setpoint: {r}"));
            return Err(r);
        }
        let streaming = self.active.as_ref().is_some_and(|a| a.source == Source::Stream);
        let id = match self.active.take() {
            Some(old) if old.source == Source::Stream => old.id,
            old => {
                let id = self.next_id;
                self.next_id += 1;
                if let Some(old) = old {
                    log.push(format!("controller: stream #{id} replaces trajectory #{} before its end", old.id));
                    finish(old, Outcome::Preempted, now);
                }
                id
            }
        };
        if !streaming {
            log.push(format!("controller: following stream #{id} (jog setpoints on the controller topic)"));
        }
        let points = vec![(0.0, self.position), (point.time_from_start, target)];
        let contact = self.world.as_mut().and_then(|w| {
            w.changes.borrow_and_update();
            w.contact(&[(points[0].1, 0.0), (target, point.time_from_start)])
        });
        let mut active = Active::on_the_clock(id, Source::Stream, now, points, contact, true);
        active.pacing = pacing;
        self.active = Some(active);
        self.advance(now, log);
        Ok(())
    }

    /// Cancels a goal's trajectory as its action server does: the arm decelerates to rest
    /// ([`Controller::hold`]). A trajectory from the topic is no goal and runs on. True if a
    /// goal's trajectory was running.
    pub fn cancel_goal(&mut self, now: f64, log: &LogBuffer) -> bool {
        self.advance(now, log);
        if self.active.as_ref().is_some_and(|a| a.source == Source::Goal) { self.hold(now, log) } else { false }
    }
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

    #[test]
    fn interpolates_from_current_position_and_finishes() {
        let log = LogBuffer::new(100);
        let mut c = controller();
        let (_, mut rx) = c.accept(10.0, &traj(&[(1.0, 1.0), (2.0, 0.5)]), Source::Topic, &log).unwrap();
        c.advance(10.5, &log);
        assert!((c.position()[0] - 0.5).abs() < 1e-12);
        assert!((c.velocity()[3] - 1.0).abs() < 1e-12);
        c.advance(11.5, &log);
        assert!((c.position()[6] - 0.75).abs() < 1e-12);
        c.advance(12.5, &log);
        assert_eq!(c.position(), [0.5; DOF]);
        assert_eq!(c.velocity(), [0.0; DOF]);
        assert_eq!(rx.try_recv().map(|e| e.outcome), Ok(Outcome::Finished));
        assert!(!c.is_moving());
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
        // Starts from 0.5 where the first left the arm.
        c.advance(1.5, &log);
        assert!((c.position()[0] - 0.25).abs() < 1e-12);
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
        // 0.75 rad/s at half of 10 rad/s²: 0.15 s, shorter than the 0.25 s minimum.
        let mut last = at;
        for k in 1..=40 {
            c.advance(1.0 + f64::from(k) * 0.01, &log);
            let q = c.position()[0];
            assert!(q >= last, "moved back at step {k}: {q} after {last}");
            last = q;
        }
        assert!((last - (at + v * 0.25 / 2.0)).abs() < 1e-12, "rests at v * T / 2 ahead: {last}");
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
            // 0.5 of 10 rad/s², plus rounding; the trajectory's own end (a single segment's) aside.
            assert!(
                !c.is_moving() || (v1 - v).abs() <= 5.0 * dt + 1e-9,
                "velocity step {v} -> {v1} at {}",
                from + k as f64 * dt
            );
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
        assert!((c.position()[0] - 0.5).abs() < 1e-12, "half way after 2 s at 0.5: {:?}", c.position());
        assert!((c.velocity()[0] - 0.25).abs() < 1e-12);
        assert!((c.progress().unwrap() - 0.5).abs() < 1e-12);
        assert_eq!(c.time_lost(1), Some(1.0));
        c.advance(4.0, &log);
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
        assert!((c.position()[0] - 0.25).abs() < 1e-12, "on the clock at override 0");
        c.advance(1.0, &log);
        assert_eq!(own.try_recv().map(|e| e.outcome), Ok(Outcome::Finished));
        c.set_speed_override(1.0, 1.0, &log);
        let (_, mut goal) = c.accept(1.0, &traj(&[(3.0, -0.5)]), Source::Goal, &log).unwrap();
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
