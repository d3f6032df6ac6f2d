//! The speed override (D29): a trajectory that follows it runs in path time, whose rate ramps
//! to the override's fraction within the stop's share of the acceleration limit, so a change
//! never steps a velocity; and Jazzy's speed scaling input, which sets the rate at once.

use super::{Controller, Source};
use armrest_backend::{DOF, JointLimits, JointPositions, LogBuffer};

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
pub(super) struct Pace {
    pub(super) rate: f64,
    pub(super) target: f64,
    /// Largest change of `rate` per second; infinite for a trajectory that moves no joint.
    pub(super) ramp: f64,
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
    pub(super) fn advance(&mut self, dt: f64) -> f64 {
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
    pub(super) fn time_for(&self, distance: f64) -> Option<f64> {
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

/// The largest change of the override's rate per second that keeps the acceleration it adds
/// within `share` of each joint's limit along `points` (see [`Pace`]).
pub(super) fn ramp_for(points: &[(f64, JointPositions)], limits: &JointLimits, share: f64) -> f64 {
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

impl Controller {
    /// The rate trajectory time runs at: the speed scaling factor (or the override's rate) now.
    pub fn speed_scaling_factor(&self) -> f64 {
        self.pace.rate
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
            "controller: speed override {from} -> {to}: trajectory #{} at {at} of {over} s of its path ramps to the new rate",
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

    /// A factor on Jazzy's `~/speed_scaling_input` at simulated time `now`, under its rules
    /// ([`super::SpeedScaling`]): taken at once ([`Controller::set_speed_scaling`]), unless the
    /// hardware's own factor overwrites it (a scaling state interface without a command
    /// interface). With a command interface the hardware reports the factor back on its next
    /// cycle; the stand-in's does so at once.
    pub fn speed_scaling_input(&mut self, now: f64, factor: f64, log: &LogBuffer) {
        if self.jtc.is_some_and(|r| r.speed_scaling.hardware_overwrites()) && factor.is_finite() && factor >= 0.0 {
            return;
        }
        self.set_speed_scaling(now, factor, log);
    }

    /// The factor the controller starts at (its configuration), before anything runs.
    pub(super) fn start_speed_scaling(&mut self, factor: f64) {
        self.pace = Pace { rate: factor, target: factor, ramp: self.pace.ramp };
    }

    /// Simulated seconds trajectory `id` has lost to the override so far (its time since it
    /// started less its path time); `None` once it no longer runs.
    pub fn time_lost(&self, id: u64) -> Option<f64> {
        let active = self.active.as_ref().filter(|a| a.id == id)?;
        Some((active.elapsed() - active.path).max(0.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::controller::Outcome;
    use crate::controller::test_support::{LAG, controller, traj};
    use armrest_backend::drive::WINDOW_S;

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
