//! Stopping (D27): a hold brings the arm to rest ahead of where it moves, evenly decelerating
//! within its share of the acceleration limit, never a step and never back, on the clock
//! whatever the override; checked against the world first (D28). A goal's cancel holds.

use super::following::Active;
use super::jtc::ActiveGoal;
use super::{Controller, Outcome, Source, finish};
use armrest_backend::hold::CheckedHold;
use armrest_backend::{JointLimits, JointPositions, LogBuffer};

impl Controller {
    /// Brings the arm to rest from where it is and how fast it moves: a point ahead of each
    /// joint, reached evenly decelerating within the hold's share of its acceleration limit
    /// (D27), never a step and never back. The running trajectory ends `Held`. True if one was
    /// running.
    pub fn hold(&mut self, now: f64, log: &LogBuffer) -> bool {
        self.advance(now, log);
        if self.inactive {
            return false;
        }
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
}

/// How often a hold's command is sampled, seconds: its velocity falls by `v·h/T` per sample, an
/// even deceleration as the drives see it (within the window they spread it over).
pub(super) const HOLD_SAMPLE_S: f64 = 0.01;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::controller::test_support::{LAG, controller, traj};

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
}
