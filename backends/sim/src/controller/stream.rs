//! Jog setpoints (D29): each setpoint and its braking is followed as a trajectory from where the
//! command is, replacing what runs, but the setpoints of one stream are one motion: logged once
//! when it begins, and a late setpoint after a short rest continues it.

use super::following::Active;
use super::{Controller, Pacing, Rejection, Source};
use armrest_backend::{JointPositions, LogBuffer, Trajectory, TrajectoryPoint};

/// A stream whose setpoints resume within this many simulated seconds of its last one, no other
/// trajectory in between, is the same stream: a late tick on a loaded machine, which let the
/// arm brake to rest on the last setpoint, is not logged as a new stream.
const STREAM_RESUMES_WITHIN_S: f64 = 1.0;

impl Controller {
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
        let mut path = Vec::with_capacity(points.len() + 1);
        path.push((0.0, self.drives.command()));
        path.extend(points.iter().map(|p| (p.time_from_start, p.positions)));
        self.follow_stream(now, path, pacing, None, log);
        Ok(())
    }

    /// Follows `path` (seconds from `now`, from where the command goes on) as the stream's next
    /// setpoint: the stream goes on, or begins (logged once). `fault`: where the drives give up,
    /// under [`JtcRules`](super::JtcRules).
    pub(super) fn follow_stream(
        &mut self,
        now: f64,
        path: Vec<(f64, JointPositions)>,
        pacing: Pacing,
        fault: Option<(f64, String)>,
        log: &LogBuffer,
    ) {
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
        let contact = self.world.as_mut().and_then(|w| {
            w.changes.borrow_and_update();
            let waypoints: Vec<(JointPositions, f64)> = path.iter().map(|&(t, q)| (q, t)).collect();
            w.contact(&waypoints)
        });
        let mut active = Active::on_the_clock(id, Source::Stream, now, path, contact, true);
        // A jog's setpoints are topic messages: checked against the path tolerances.
        active.checked = true;
        active.pacing = pacing;
        active.done = handed;
        active.fault = fault;
        self.active = Some(active);
        self.advance(now, log);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::controller::test_support::{controller, traj};
    use armrest_backend::DOF;

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
}
