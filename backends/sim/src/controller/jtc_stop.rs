//! How Jazzy's joint_trajectory_controller stops the arm when it gives a trajectory up (a
//! goal's cancel, a tolerance abort, a command timeout): `set_hold_position`, the measured
//! position at once, or, where `decelerate_on_cancel` is on and can be honoured
//! ([`JtcRules::configure`]), `decelerate_to_hold_position`: from the measured position and
//! velocity, each joint at its own `max_deceleration_on_cancel` to rest. Both start from the
//! *measured* state, so the command steps back by what the arm trailed by. And `cmd_timeout`:
//! that long past a trajectory's last point, not holding, the controller stops it so.
//!
//! [`JtcRules::configure`]: super::JtcRules::configure

use super::following::Active;
use super::hold::HOLD_SAMPLE_S;
use super::{Controller, Ended, Outcome, Source, finish};
use armrest_backend::{DOF, JointPositions, LogBuffer};

impl Controller {
    /// Upstream's `should_decelerate_on_cancel_ ? decelerate_to_hold_position() :
    /// set_hold_position()`.
    pub(super) fn stop_under_jtc_rules(&mut self, now: f64, log: &LogBuffer) {
        match self.jtc.and_then(|rules| rules.decelerate_on_cancel) {
            Some(max_deceleration) => self.decelerate_to_hold_position(now, &max_deceleration, log),
            None => self.hold_measured_position(now, log),
        }
    }

    /// Jazzy's `set_hold_position`: the command becomes the measured position at once. The
    /// drives, whose command was ahead of a moving arm, bring it back there: a moving joint
    /// reverses by up to a quarter of what it trailed by.
    pub(super) fn hold_measured_position(&mut self, now: f64, log: &LogBuffer) {
        if let Some(old) = self.active.take() {
            finish(old, Outcome::Held, now);
        }
        self.settled_now();
        let here = self.drives.position();
        let command = self.drives.command();
        let back = (0..DOF).map(|j| (command[j] - here[j]).abs()).fold(0.0, f64::max);
        let id = self.new_id();
        log.push(format!(
            "controller: holding the measured position (set_hold_position, #{id}): the command steps back by up to \
             {} rad",
            armrest_backend::validation::fmt_fixed(back, 4)
        ));
        self.active = Some(Active::on_the_clock(id, Source::Topic, now, vec![(0.0, here)], None, false));
        self.advance(now, log);
    }

    /// Jazzy's `decelerate_to_hold_position`: from the measured position `p0` and velocity `v0`,
    /// each joint decelerates at its `max_deceleration` (`a`) to rest at `p0 + sign(v0)·v0²/2a`,
    /// sampled every controller period ([`HOLD_SAMPLE_S`]); a joint already stopped holds. The
    /// command starts at the measured position: where the arm trailed its command, it steps back
    /// by the lag.
    fn decelerate_to_hold_position(&mut self, now: f64, max_deceleration: &JointPositions, log: &LogBuffer) {
        if let Some(old) = self.active.take() {
            finish(old, Outcome::Held, now);
        }
        self.settled_now();
        let (p0, v0) = (self.drives.position(), self.drives.velocity());
        let points = deceleration_to_hold(&p0, &v0, max_deceleration);
        let id = self.new_id();
        let over = points.last().map_or(0.0, |p| p.0);
        log.push(format!(
            "controller: decelerating to rest from the measured state (decelerate_to_hold_position, #{id}) in {} s",
            armrest_backend::validation::fmt_fixed(over, 3)
        ));
        // The arm's own collision detection (D28) watches this motion as any other.
        let contact = self.world.as_mut().and_then(|w| {
            w.changes.borrow_and_update();
            let path: Vec<(JointPositions, f64)> = points.iter().map(|&(t, q)| (q, t)).collect();
            w.contact(&path)
        });
        self.active = Some(Active::on_the_clock(id, Source::Topic, now, points, contact, true));
        self.advance(now, log);
    }

    /// Jazzy's command timeout: past the last point of a trajectory the controller does not hold
    /// (the settling one) by more than `cmd_timeout` of its time, it stops the arm
    /// ([`Controller::stop_under_jtc_rules`]). An action goal still waiting for its goal
    /// tolerance stays active: upstream's next update, holding, finds it past the hold's last
    /// point and reports it reached. True if the timeout came.
    pub(super) fn command_timed_out(&mut self, now: f64, log: &LogBuffer) -> bool {
        let timeout = self.jtc.map_or(0.0, |rules| rules.cmd_timeout);
        let due = self.settling.as_ref().is_some_and(|s| !s.holding && timeout > 0.0 && s.late > timeout);
        if !due {
            return false;
        }
        let Some(mut settling) = self.settling.take() else { return false };
        log.push("controller: Aborted due to command timeout");
        let waiter = settling.done.take();
        self.stop_under_jtc_rules(now, log);
        match (settling.goal, waiter) {
            (Some(goal), waiter) => {
                self.goal = Some(goal);
                if let Some(hold) = self.active.as_mut() {
                    hold.done = waiter;
                } else if let Some(done) = waiter {
                    // The hold ended at once: upstream's success comes on that same update.
                    let _ = done.send(Ended { outcome: Outcome::Finished, took_s: settling.took_s });
                    self.goal = None;
                }
            }
            (None, Some(done)) => {
                let _ = done.send(Ended { outcome: Outcome::Held, took_s: settling.took_s });
            }
            (None, None) => {}
        }
        true
    }
}

/// The points of `decelerate_to_hold_position` from `p0` at `v0`, each joint at its
/// `max_deceleration`: `(seconds from now, positions)` every [`HOLD_SAMPLE_S`], the first at 0
/// (`p0`), the last where every joint rests.
pub(super) fn deceleration_to_hold(
    p0: &JointPositions,
    v0: &JointPositions,
    max_deceleration: &JointPositions,
) -> Vec<(f64, JointPositions)> {
    let direction: JointPositions = std::array::from_fn(|j| if v0[j] >= 0.0 { 1.0 } else { -1.0 });
    let stop_time: JointPositions = std::array::from_fn(|j| v0[j].abs() / max_deceleration[j]);
    let hold: JointPositions =
        std::array::from_fn(|j| p0[j] + direction[j] * v0[j] * v0[j] / (2.0 * max_deceleration[j]));
    let longest = stop_time.iter().copied().fold(0.0, f64::max);
    let n = (longest / HOLD_SAMPLE_S).ceil() as usize;
    (0..=n)
        .map(|k| {
            let t = k as f64 * HOLD_SAMPLE_S;
            let q = std::array::from_fn(|j| {
                if t < stop_time[j] && v0[j].abs() > f64::from(f32::EPSILON) {
                    p0[j] + v0[j] * t - 0.5 * direction[j] * max_deceleration[j] * t * t
                } else {
                    hold[j]
                }
            });
            (t, q)
        })
        .collect()
}
