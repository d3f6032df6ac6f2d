//! A trajectory message as Jazzy's joint_trajectory_controller runs it (`update()`): on its
//! first sample the controller sets the point before the trajectory ([`Restart`]: the measured
//! state by default, the last command with `interpolate_from_desired_state`), then samples the
//! message with [`JtcTrajectory`] from its header stamp (0: now): the segment from that point to
//! the first point, each segment by the degree its points give. A message whose first point comes
//! at `time_from_start` 0 at or before now never uses the point before: the controller goes on
//! from that first point, wherever the arm is.
//!
//! The message is sampled once, on arrival, into the simulator's path (its points as they are
//! where a segment is linear, every [`HOLD_SAMPLE_S`] where it is a spline), which the controller
//! then follows as any trajectory (the override's path time, the world, the drives). A restart
//! from the measured state steps the command back by the drives' tracking lag: the drives follow
//! that step (the arm goes back), as a real arm's do; what comes after it is judged as any
//! trajectory under Jazzy's rules (the drives fault where they cannot follow).

use super::hold::HOLD_SAMPLE_S;
use super::jtc_trajectory::{Interpolation, JtcTrajectory, Message, Nanos, Point, nanos};
use super::{Accepted, Controller, Pacing, Rejection, Source};
use armrest_backend::drive::{self, Start};
use armrest_backend::{DOF, JointPositions, LogBuffer, TrajectoryPoint};

/// What Jazzy's controller starts a new trajectory from (`update()`, its first sample:
/// `set_point_before_trajectory_msg`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Restart {
    /// The measured state, upstream's default (`interpolate_from_desired_state` and
    /// `open_loop_control` false): its positions, and its velocities where the hardware has a
    /// velocity state interface (without one, zero where the first point gives velocities).
    Measured { velocity_state: bool },
    /// The last command (`interpolate_from_desired_state` or `open_loop_control` true).
    Desired,
}

/// A message sampled into the simulator's path from now.
pub(super) struct Sampled {
    /// Seconds from now and positions, the first at 0: where the controller's command is at now.
    pub(super) points: Vec<(f64, JointPositions)>,
    /// The command's velocity at now.
    pub(super) velocity: JointPositions,
}

impl Controller {
    /// What Jazzy's controller starts a trajectory arriving now from, under its rules.
    fn point_before(&self, restart: Restart) -> Point {
        let (positions, velocities) = match restart {
            Restart::Measured { velocity_state: true } => (self.drives.position(), Some(self.drives.velocity())),
            Restart::Measured { velocity_state: false } => (self.drives.position(), None),
            Restart::Desired => (self.drives.command(), Some(self.drives.command_velocity())),
        };
        Point {
            positions: positions.to_vec(),
            velocities: velocities.map(|v| v.to_vec()).unwrap_or_default(),
            ..Default::default()
        }
    }

    /// `msg` (in the model's joint order) as the controller runs it from `now`, restarting as
    /// `restart` says. Refused as Jazzy's `validate_trajectory_msg` refuses it: times not
    /// strictly increasing, a stamped message that ends in the past.
    pub(super) fn sample_message(&self, now: f64, msg: &Message, restart: Restart) -> Result<Sampled, Rejection> {
        let now_ns = nanos(now);
        let Some(last) = msg.points.last() else {
            return Err(Rejection::Invalid("Empty trajectory received.".to_owned()));
        };
        if let Some(i) = (1..msg.points.len())
            .find(|&i| nanos(msg.points[i].time_from_start) <= nanos(msg.points[i - 1].time_from_start))
        {
            return Err(Rejection::TimeNotIncreasing {
                index: i,
                time: msg.points[i].time_from_start,
                previous: msg.points[i - 1].time_from_start,
            });
        }
        if msg.stamp != 0 && msg.stamp + nanos(last.time_from_start) < now_ns {
            return Err(Rejection::Invalid(format!(
                "Received trajectory with non-zero start time ({:.6}) that ends in the past ({:.6})",
                msg.stamp as f64 * 1e-9,
                (msg.stamp + nanos(last.time_from_start)) as f64 * 1e-9
            )));
        }
        let mut trajectory = JtcTrajectory::from_state(now_ns, &self.point_before(restart), msg.clone());
        let times = sample_times(&trajectory, msg, now_ns);
        let mut points = Vec::with_capacity(times.len());
        let mut velocity = [0.0; DOF];
        for (k, &t) in times.iter().enumerate() {
            let Some(s) = trajectory.sample(t, Interpolation::VariableDegreeSpline, true) else {
                return Err(Rejection::Invalid(format!(
                    "the trajectory cannot be sampled {} s from now",
                    secs(t - now_ns)
                )));
            };
            let q = joints(&s.state.positions)?;
            if k == 0 {
                velocity = joints(&s.state.velocities).unwrap_or([0.0; DOF]);
            }
            points.push((secs(t - now_ns), q));
        }
        Ok(Sampled { points, velocity })
    }

    /// Runs `msg` (in the model's joint order) as Jazzy's controller runs it ([`Restart`] as its
    /// rules say), from `source`. Refused for what the controller refuses and positions outside
    /// the limits; what the drives cannot follow is sent on and faults them there.
    pub fn accept_message(
        &mut self,
        now: f64,
        msg: &Message,
        source: Source,
        pacing: Pacing,
        log: &LogBuffer,
    ) -> Accepted {
        let id = self.new_id();
        self.advance(now, log);
        if self.inactive {
            return Err(Rejection::Invalid(super::NOT_RUNNING.to_owned()));
        }
        let (points, fault) = match self.judge_message(now, msg) {
            Ok(judged) => judged,
            Err(r) => {
                log.push(format!("controller: rejected trajectory #{id}: {r}"));
                return Err(r);
            }
        };
        Ok(self.install(now, id, points, msg.points.len(), source, pacing, fault, log))
    }

    /// One setpoint of a stream (a jog's) as a message Jazzy's controller runs (see
    /// [`Controller::stream`]).
    pub fn stream_message(
        &mut self,
        now: f64,
        msg: &Message,
        pacing: Pacing,
        log: &LogBuffer,
    ) -> Result<(), Rejection> {
        self.advance(now, log);
        if self.inactive {
            return Err(Rejection::Invalid(super::NOT_RUNNING.to_owned()));
        }
        let (points, fault) = self.judge_message(now, msg).inspect_err(|r| {
            log.push(format!("controller: rejected a streamed setpoint: {r}"));
        })?;
        self.follow_stream(now, points, pacing, fault, log);
        Ok(())
    }

    /// `msg` sampled from now, its points checked against the joint limits, and where (path
    /// time) the drives give up on what comes after the restart, with why.
    #[allow(clippy::type_complexity)]
    fn judge_message(
        &self,
        now: f64,
        msg: &Message,
    ) -> Result<(Vec<(f64, JointPositions)>, Option<(f64, String)>), Rejection> {
        let restart = self.jtc.map_or(Restart::Desired, |r| r.restart);
        let sampled = self.sample_message(now, msg, restart)?;
        for (index, p) in msg.points.iter().enumerate() {
            if let Some(outside) = joints(&p.positions).ok().and_then(|q| self.limits.first_outside(&q)) {
                return Err(Rejection::OutsideLimits { index, outside });
            }
        }
        // Judged from the restart: the step to it is the controller's, which the drives follow.
        let (first, rest) = sampled.points.split_first().map_or((None, &[][..]), |(f, r)| (Some(f), r));
        let start = Start {
            position: self.drives.position(),
            command: first.map_or(self.drives.command(), |f| f.1),
            velocity: sampled.velocity,
            recent_steps: Vec::new(),
            hold_tolerance: self.hold_tolerance,
        };
        let after: Vec<TrajectoryPoint> =
            rest.iter().map(|&(t, q)| TrajectoryPoint { positions: q, time_from_start: t }).collect();
        let fault = drive::first_excess(&after, Some(&start), &self.rates).map(|e| {
            let at = if e.from_arm || e.point == 0 { 0.0 } else { after[e.point - 1].time_from_start };
            (at, e.describe(&self.limits))
        });
        if self.jtc.is_none()
            && let Some((_, why)) = fault
        {
            return Err(Rejection::BeyondDrives(why));
        }
        Ok((sampled.points, fault))
    }
}

/// When to sample `msg` from `now`: now, then each point's arrival after now, and within a
/// segment the controller interpolates by a spline (both its points give velocities) every
/// [`HOLD_SAMPLE_S`].
fn sample_times(trajectory: &JtcTrajectory, msg: &Message, now: Nanos) -> Vec<Nanos> {
    let start = if msg.stamp == 0 { now } else { msg.stamp };
    let before = trajectory.state_before_msg();
    let step = nanos(HOLD_SAMPLE_S);
    let mut times = vec![now];
    let mut from = (now, before);
    for p in &msg.points {
        let arrival = start + nanos(p.time_from_start);
        if arrival > now {
            let spline = !from.1.velocities.is_empty() && !p.velocities.is_empty();
            if spline {
                let mut t = from.0.max(now) + step;
                while t < arrival {
                    times.push(t);
                    t += step;
                }
            }
            times.push(arrival);
        }
        from = (arrival, p);
    }
    times.dedup();
    times
}

fn joints(v: &[f64]) -> Result<JointPositions, Rejection> {
    <JointPositions>::try_from(v)
        .map_err(|_| Rejection::Invalid(format!("a point has {} values for {DOF} joints", v.len())))
}

fn secs(n: Nanos) -> f64 {
    n as f64 * 1e-9
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::controller::JtcRules;
    use crate::controller::jtc_trajectory::Point;
    use crate::controller::test_support::controller;

    /// A message moving every joint alike: `(time_from_start, position, velocity)`, velocities
    /// given where `Some`.
    fn message(stamp: Nanos, points: &[(f64, f64, Option<f64>)]) -> Message {
        Message {
            stamp,
            points: points
                .iter()
                .map(|&(t, x, v)| Point {
                    positions: vec![x; DOF],
                    velocities: v.map(|v| vec![v; DOF]).unwrap_or_default(),
                    time_from_start: t,
                    ..Default::default()
                })
                .collect(),
        }
    }

    /// A controller under Jazzy's rules restarting as `restart` says, its joint 0 moving at
    /// 0.5 rad/s steadily at t = 1 s (the drives' window past).
    fn moving(restart: Restart, log: &LogBuffer) -> Controller {
        let mut c = controller();
        c.follow_jtc_rules(JtcRules { restart, ..JtcRules::default() });
        c.accept_message(0.0, &message(0, &[(3.0, 1.5, None)]), Source::Topic, Pacing::FollowsOverride, log)
            .expect("accepted");
        c.advance(1.0, log);
        c
    }

    /// How far joint 0 goes back from the highest it reached, from `from` to `to` seconds.
    fn reversal(c: &mut Controller, from: f64, to: f64, log: &LogBuffer) -> f64 {
        let (mut high, mut back, mut t) = (f64::NEG_INFINITY, 0.0_f64, from);
        while t <= to {
            c.advance(t, log);
            let q = c.position()[0];
            high = high.max(q);
            back = back.max(high - q);
            t += 0.001;
        }
        back
    }

    /// The hold armrest sent before (one point ahead, at rest, with velocities): where the
    /// controller restarts from the measured position without velocities, the command steps
    /// back by the tracking lag and the arm goes back; from the measured state with velocities
    /// the same step halves the arm's speed at once (the hold meant 1 rad/s² from 0.5 rad/s);
    /// from the last command it decelerates evenly and never goes back.
    #[test]
    fn a_hold_point_after_a_restart_from_the_measured_state_sends_the_arm_back() {
        let hold = |c: &Controller| {
            let q = c.reference().0[0];
            message(0, &[(0.5, q + 0.125, Some(0.0))])
        };
        for (restart, goes_back, lurches) in [
            (Restart::Measured { velocity_state: false }, true, true),
            (Restart::Measured { velocity_state: true }, false, true),
            (Restart::Desired, false, false),
        ] {
            let log = LogBuffer::new(100);
            let mut c = moving(restart, &log);
            let m = hold(&c);
            c.accept_message(1.0, &m, Source::Topic, Pacing::Own, &log).expect("the hold is taken");
            c.advance(1.06, &log);
            let v = c.velocity()[0];
            assert_eq!(v < 0.3, lurches, "{restart:?}: 60 ms into the hold the arm moves at {v} rad/s");
            let back = reversal(&mut c, 1.06, 2.0, &log);
            assert_eq!(back > 1e-3, goes_back, "{restart:?}: the arm went back {back} rad");
        }
    }

    /// The hold armrest sends now: its first point is the command at the instant it is stamped
    /// with, at time 0, so no restart comes into it: whatever the controller restarts from, the
    /// arm never goes back, and it comes to rest on the hold point.
    #[test]
    fn a_hold_stamped_at_the_commands_instant_never_sends_the_arm_back() {
        for restart in [Restart::Measured { velocity_state: false }, Restart::Measured { velocity_state: true }] {
            let log = LogBuffer::new(100);
            let mut c = moving(restart, &log);
            // The command as the controller's state showed it 20 ms ago.
            let (q, v) = (c.reference().0[0] - 0.5 * 0.02, 0.5);
            let stamp = nanos(1.0 - 0.02);
            let m = message(stamp, &[(0.0, q, Some(v)), (0.52, q + v * 0.52 / 2.0, Some(0.0))]);
            c.accept_message(1.0, &m, Source::Topic, Pacing::Own, &log).expect("the hold is taken");
            assert_eq!(reversal(&mut c, 1.0, 2.0, &log), 0.0, "{restart:?}");
            assert!((c.position()[0] - (q + v * 0.26)).abs() < 1e-9, "at rest on the hold point: {:?}", c.position());
        }
    }

    /// Upstream's validation: a stamped message that ends before now is refused, the arm going
    /// on as before.
    #[test]
    fn a_stamped_message_that_ends_in_the_past_is_refused() {
        let log = LogBuffer::new(100);
        let mut c = moving(Restart::Measured { velocity_state: true }, &log);
        let e = c
            .accept_message(1.0, &message(nanos(0.2), &[(0.5, 0.1, None)]), Source::Topic, Pacing::Own, &log)
            .unwrap_err();
        assert!(e.to_string().contains("ends in the past"), "{e}");
        c.advance(1.5, &log);
        assert!((c.reference().0[0] - 0.75).abs() < 1e-9, "the first trajectory runs on: {:?}", c.reference());
    }
}
