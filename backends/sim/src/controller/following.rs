//! Following a trajectory: it is checked (times, joint limits, what the drives can do from
//! where the arm is: D24) and, accepted, replaces what runs; each advance moves the command
//! along it, by path time, and the drives move the arm after the command. The end is told once
//! the arm is at rest on the last point.

use super::pace::ramp_for;
use super::world::ContactAhead;
use super::{Accepted, Controller, Ended, Outcome, Pacing, Rejection, Settling, Source, finish};
use crate::controller::jtc::ActiveGoal;
use armrest_backend::drive::smoothing::SAMPLE_S;
use armrest_backend::drive::{self, WINDOW_S};
use armrest_backend::{JointPositions, LogBuffer, Trajectory, TrajectoryPoint};
use tokio::sync::oneshot;

pub(super) struct Active {
    pub(super) id: u64,
    pub(super) source: Source,
    /// Simulated time the trajectory started.
    pub(super) start: f64,
    /// Path time reached: seconds of the trajectory's own time (`points`' times).
    pub(super) path: f64,
    /// Simulated time of the last advance.
    pub(super) last: f64,
    pub(super) pacing: Pacing,
    /// Largest change of the override's rate per second while this trajectory runs (see
    /// [`Pace`]).
    pub(super) ramp: f64,
    /// `(seconds from start, positions)`, starting at 0 from where the arm was.
    pub(super) points: Vec<(f64, JointPositions)>,
    /// Index of the segment last sampled; time only moves forward, so the search resumes here.
    pub(super) cursor: usize,
    pub(super) done: Option<oneshot::Sender<Ended>>,
    /// Where it stops short of a contact, as last judged.
    pub(super) contact: Option<ContactAhead>,
    /// Judged against the world (a hold too: its protective stop comes before a contact).
    pub(super) guarded: bool,
    /// Under [`JtcRules`], where the drives give up: the path time of the first command they
    /// cannot follow, and why (what Jazzy's controller sends on, a real drive faults on).
    pub(super) fault: Option<(f64, String)>,
    /// Checked against the path tolerances under [`JtcRules`]: every trajectory but a hold
    /// (upstream's `rt_is_holding_`).
    pub(super) checked: bool,
}

impl Active {
    /// A trajectory whose time is the clock's, whatever the override (a hold, a jog's setpoint),
    /// that nobody waits for.
    pub(super) fn on_the_clock(
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
            checked: false,
        }
    }

    /// Positions and velocities `t` seconds after the start (before the end).
    pub(super) fn sample(&mut self, t: f64) -> (JointPositions, JointPositions) {
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
    pub(super) fn ahead(&self, position: JointPositions, t: f64) -> Vec<(JointPositions, f64)> {
        let later = self.points.iter().filter(|p| p.0 > t).map(|&(tp, q)| (q, tp));
        std::iter::once((position, t)).chain(later).collect()
    }

    pub(super) fn duration(&self) -> f64 {
        self.points.last().map_or(0.0, |p| p.0)
    }

    /// Simulated seconds since it started, as of the last advance.
    pub(super) fn elapsed(&self) -> f64 {
        self.last - self.start
    }
}

impl Controller {
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

    /// The id of the next trajectory.
    pub(super) fn new_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id - 1
    }

    /// [`Controller::accept`], with the trajectory's time following the override or the clock.
    pub fn accept_paced(
        &mut self,
        now: f64,
        trajectory: &Trajectory,
        source: Source,
        pacing: Pacing,
        log: &LogBuffer,
    ) -> Accepted {
        let id = self.new_id();
        // Judged from where the arm is at this instant.
        self.advance(now, log);
        if self.inactive {
            return Err(Rejection::Invalid(super::NOT_RUNNING.to_owned()));
        }
        let n = trajectory.points().len();
        // Points with velocities the controller joins by cubics (or quintics) from where its
        // command is: judged and run as their samples.
        let curved = trajectory.commanded(Some(&self.drives.start(self.hold_tolerance))).map(|samples| {
            Trajectory::new(samples.into_iter().map(|(p, _)| p).collect())
                .map_err(|v| Rejection::Invalid(v.to_string()))
        });
        let trajectory = match &curved {
            Some(Ok(dense)) => dense,
            Some(Err(r)) => return Err(r.clone()),
            None => trajectory,
        };
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
        let pts = trajectory.points();
        let mut points = Vec::with_capacity(pts.len() + 1);
        // The command goes on from where it is (the arm trails it by what the drives still owe).
        if pts[0].time_from_start > 0.0 {
            points.push((0.0, self.drives.command()));
        }
        points.extend(pts.iter().map(|p| (p.time_from_start, p.positions)));
        Ok(self.install(now, id, points, n, source, pacing, fault, log))
    }

    /// Starts `points` (seconds from `now`, from where the command is to go on at `now`), checked
    /// already, as trajectory `id` from `source` of `n` points: it replaces what runs and is judged
    /// against the world. `fault`: where the drives give up, under [`JtcRules`].
    #[allow(clippy::too_many_arguments)]
    pub(super) fn install(
        &mut self,
        now: f64,
        id: u64,
        points: Vec<(f64, JointPositions)>,
        n: usize,
        source: Source,
        pacing: Pacing,
        fault: Option<(f64, String)>,
        log: &LogBuffer,
    ) -> (u64, oneshot::Receiver<Ended>) {
        self.settled_now();
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
                Source::Goal => {
                    // MoveIt's goals give no tolerances: the controller's own apply.
                    self.goal = Some(ActiveGoal::Motion);
                    self.tolerances.active = self.tolerances.default.clone();
                }
                Source::Action => self.goal = Some(ActiveGoal::Direct),
                Source::Topic | Source::Stream => {}
            }
        }
        let over = armrest_backend::validation::fmt_fixed(duration, 3);
        log.push(format!("controller: executing trajectory #{id}: {n} points over {over} s"));
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
            checked: true,
        });
        self.advance(now, log);
        (id, rx)
    }

    /// [`Controller::accept`] for points that give velocities too (`(time, positions,
    /// velocities)`): followed as Jazzy's trajectory controller follows them, on a cubic through
    /// each point at its velocity, from where the command is at its velocity.
    pub fn accept_cubic(
        &mut self,
        now: f64,
        knots: &[(f64, JointPositions, JointPositions)],
        source: Source,
        log: &LogBuffer,
    ) -> Result<(u64, oneshot::Receiver<Ended>), Rejection> {
        let points = knots.iter().map(|&(t, q, _)| TrajectoryPoint { positions: q, time_from_start: t }).collect();
        let velocities = knots.iter().map(|k| k.2).collect();
        let trajectory = Trajectory::new(points)
            .and_then(|t| t.with_rates(armrest_backend::PointRates { velocities, accelerations: None }))
            .map_err(|v| Rejection::Invalid(v.to_string()))?;
        self.accept(now, &trajectory, source, log)
    }

    pub(super) fn check(&self, trajectory: &Trajectory) -> Result<(), Rejection> {
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

    /// The state a trajectory arriving at simulated time `now` starts from, as [`Controller::accept`]
    /// judges it (D24): the command, its velocity and the steps the drives still spread.
    pub fn start_at(&mut self, now: f64, log: &LogBuffer) -> drive::Start {
        self.advance(now, log);
        self.drives.start(self.hold_tolerance)
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
        if self.jtc.is_some() {
            self.judge_goal_tolerance(now, log);
        } else if self.drives.settled()
            && let Some(settling) = self.settling.take()
        {
            settling.end(Outcome::Finished);
        }
    }

    /// A trajectory still settling counts as finished from `now` on: something new takes over
    /// the command (the arm was on its way to its last point).
    pub(super) fn settled_now(&mut self) {
        if let Some(settling) = self.settling.take() {
            settling.end(Outcome::Finished);
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
        // Jazzy checks the path tolerance before it writes a command (none is written where it
        // fails): while moving, and on the first sample even when that is the last point.
        if active.checked && self.jtc.is_some() && (end_in_step.is_none() || before == 0.0) {
            let desired = match end_in_step {
                Some(_) => active.points[active.points.len() - 1].1,
                None => active.sample(t).0,
            };
            if self.path_tolerance_violated(desired, now, log) {
                return;
            }
        }
        let Some(active) = self.active.as_mut() else { return };
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
                self.ended_start = done.start;
                // Under Jazzy's rules the active goal ends with whatever trajectory runs (as
                // its goal tolerance is judged: `judge_goal_tolerance`).
                let took = step_start + into_step - done.start;
                // A stream's points end every period: the stream was logged when it began.
                if done.source != Source::Stream {
                    log.push(finished_line(done.id, took, duration));
                }
                let at = step_start + into_step;
                self.settling = Some(Settling {
                    done: done.done.take(),
                    goal: self.goal.take(),
                    took_s: took,
                    target: last,
                    late: 0.0,
                    counted_at: at,
                    holding: !done.checked,
                });
            }
            return;
        }
        let position = active.sample(t).0;
        self.drives.push(now, position);
    }

    /// Ends the running trajectory because `source`'s trajectory replaces it. Under
    /// [`JtcRules`] a topic message leaves the action goal active: whoever waits for the goal's
    /// end is then told when the new trajectory ends, so that waiter is handed over.
    pub(super) fn replace_active(&mut self, source: Source, now: f64) -> Option<oneshot::Sender<Ended>> {
        let mut old = self.active.take()?;
        let keeps_goal = self.jtc.is_some() && self.goal.is_some() && matches!(source, Source::Topic | Source::Stream);
        let handed = if keeps_goal { old.done.take() } else { None };
        finish(old, Outcome::Preempted, now);
        handed
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
    use crate::controller::test_support::{LAG, controller, traj};
    use armrest_backend::DOF;

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
}
