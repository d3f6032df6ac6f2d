//! The jog's commanded motion, one tick at a time: the velocity a command asks for, brought
//! within each joint's speed cap, slowed in time to come to rest inside each position limit,
//! and reached within each joint's acceleration cap; integrated into the next setpoint.
//!
//! Every limit scales the whole velocity vector, never one joint alone: a Cartesian jog keeps
//! its direction while it slows, and a multi-joint jog stays coordinated.

use super::JogSettings;
use crate::{DOF, JointLimits, JointPositions, TrajectoryPoint};

/// How long a joint without an acceleration limit takes to reach its velocity cap, seconds
/// (the limits file gives every joint of the shipped robot one; a robot's may not).
pub const RAMP_WITHOUT_LIMIT_S: f64 = 0.2;

/// A joint slower than this is at rest, rad/s.
pub const REST_RAD_S: f64 = 1e-9;

/// What a jog may do with each joint.
#[derive(Clone, Debug, PartialEq)]
pub struct Caps {
    /// rad/s: `jog.max_speed` of each velocity limit.
    pub velocity: JointPositions,
    /// rad/s²: `jog.acceleration_scale` of each acceleration limit.
    pub acceleration: JointPositions,
    /// Where each joint comes to rest at the latest: its limits less `jog.limit_margin_rad`.
    pub lower: JointPositions,
    pub upper: JointPositions,
}

impl Caps {
    pub fn new(limits: &JointLimits, config: &JogSettings) -> Caps {
        let j = limits.joints();
        let velocity: JointPositions = std::array::from_fn(|i| j[i].max_velocity * config.max_speed);
        Caps {
            velocity,
            acceleration: std::array::from_fn(|i| match j[i].max_acceleration {
                Some(a) if a > 0.0 => a * config.acceleration_scale,
                _ => velocity[i] / RAMP_WITHOUT_LIMIT_S,
            }),
            lower: std::array::from_fn(|i| (j[i].min_position + config.limit_margin_rad).min(j[i].max_position)),
            upper: std::array::from_fn(|i| (j[i].max_position - config.limit_margin_rad).max(j[i].min_position)),
        }
    }

    /// Seconds the slowest joint takes to stop from `v` at its acceleration cap.
    pub fn braking_time(&self, v: &JointPositions) -> f64 {
        (0..DOF).map(|j| v[j].abs() / self.acceleration[j]).fold(0.0, f64::max)
    }
}

/// The commanded state of the arm: where the last setpoint put it, how fast.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Motion {
    pub position: JointPositions,
    pub velocity: JointPositions,
}

/// Why a tick's velocity is less than asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// Slowing to rest inside joint `i`'s position limit.
    JointLimit(usize),
}

impl Motion {
    pub fn at_rest(position: JointPositions) -> Motion {
        Motion { position, velocity: [0.0; DOF] }
    }

    pub fn is_at_rest(&self) -> bool {
        self.velocity.iter().all(|v| *v == 0.0)
    }

    /// The commanded state a tick finds `elapsed` seconds after the last one, whose setpoint was
    /// to be reached `lookahead` after it was sent, and the time to integrate over (at most
    /// `longest`). Once `lookahead` has passed without a newer setpoint (a tick late on a loaded
    /// machine) the controller's command is on the setpoint's braking ([`Motion::braking`]):
    /// the jog goes on from where that has taken it and how fast, one `period` at a time, so
    /// the next setpoint continues the motion the drives are in: neither a jump nor a restart
    /// from rest (unless the braking had ended).
    pub fn resumed(self, elapsed: f64, lookahead: f64, period: f64, longest: f64, caps: &Caps) -> (Motion, f64) {
        if elapsed < lookahead {
            return (self, elapsed.min(longest));
        }
        // The setpoint frame: a setpoint is where the command is to be `lookahead` from now, and
        // the step integrates one period of it, so it starts from the command `lookahead -
        // period` from now, further along the same braking. (Carried on at the braking's speed
        // of now instead, the start ran past a rest point the braking was closing on: a jog
        // under load stopped 2 mrad beyond it.)
        (self.braked(caps, (elapsed - period).max(elapsed - lookahead)), period)
    }

    /// The commanded state `tau` seconds into braking from this one, each joint at its
    /// acceleration cap (each stops within its own braking distance, which the step keeps inside
    /// its limit), within the rest points. A joint that a late tick left too fast to stop at its
    /// cap before its rest point brakes harder, evenly, to rest at that point: cut off at the
    /// rest point instead, its braking would end in a step (seen: 10.2 rad/s² against a limit
    /// of 10, which the controller refused).
    pub fn braked(&self, caps: &Caps, tau: f64) -> Motion {
        let mut m = *self;
        for j in 0..DOF {
            let v = self.velocity[j];
            let room = match v {
                v if v > 0.0 => caps.upper[j] - self.position[j],
                v if v < 0.0 => self.position[j] - caps.lower[j],
                _ => f64::INFINITY,
            };
            let a = if room > 0.0 { caps.acceleration[j].max(v * v / (2.0 * room)) } else { caps.acceleration[j] };
            let t = tau.min(v.abs() / a);
            m.position[j] = (self.position[j] + v * t - v.signum() * a * t * t / 2.0)
                .clamp(caps.lower[j].min(self.position[j]), caps.upper[j].max(self.position[j]));
            m.velocity[j] = if t < tau || v == 0.0 { 0.0 } else { v - v.signum() * a * t };
        }
        m
    }

    /// The braking that follows a setpoint of this motion reached at `from` (seconds after the
    /// setpoint's arrival): the command sampled every `step` until every joint is at rest, the
    /// last point at rest. Empty at rest.
    pub fn braking(&self, caps: &Caps, from: f64, step: f64) -> Vec<TrajectoryPoint> {
        let time = caps.braking_time(&self.velocity);
        if time <= 0.0 {
            return Vec::new();
        }
        // A braking time a rounding above a whole number of steps adds no sliver of a step.
        let n = (time / step - 1e-6).ceil().max(1.0) as usize;
        (1..=n)
            .map(|k| {
                let tau = if k == n { time } else { step * k as f64 };
                TrajectoryPoint { positions: self.braked(caps, tau).position, time_from_start: from + tau }
            })
            .collect()
    }

    /// The motion `dt` seconds on, moving toward `wanted` (rad/s) within `caps`; and the limit
    /// that held it back, if one did.
    // Joint by joint across several arrays at once: an index reads plainest.
    #[allow(clippy::needless_range_loop)]
    pub fn step(&self, wanted: &JointPositions, dt: f64, caps: &Caps) -> (Motion, Option<Limit>) {
        let (mut scale, mut limit) = (1.0_f64, None);
        let brake = self.braking_speeds(wanted, dt, caps);
        for j in 0..DOF {
            let w = wanted[j].abs();
            if w == 0.0 {
                continue;
            }
            // The speed cap.
            scale = scale.min(caps.velocity[j] / w);
            if brake[j] < w * scale {
                scale = brake[j] / w;
                limit = Some(Limit::JointLimit(j));
            }
        }
        let target: JointPositions = std::array::from_fn(|j| wanted[j] * scale.max(0.0));
        // The acceleration caps: the change toward the target, scaled as one.
        let mut reach = 1.0_f64;
        for j in 0..DOF {
            let change = (target[j] - self.velocity[j]).abs();
            if change > 0.0 {
                reach = reach.min(caps.acceleration[j] * dt / change);
            }
        }
        let mut velocity: JointPositions =
            std::array::from_fn(|j| self.velocity[j] + (target[j] - self.velocity[j]) * reach);
        // A joint the common change leaves too fast for its limit brakes at its own cap.
        for j in 0..DOF {
            // Every motion heads for the limit in its direction, whatever the command now asks.
            if velocity[j] != 0.0 && velocity[j].abs() > brake_speed(self, j, velocity[j], dt, caps) {
                // No slower than the acceleration cap allows from the last velocity (if it had
                // this direction at all).
                let same = self.velocity[j] * velocity[j] > 0.0;
                let slower = if same { (self.velocity[j].abs() - caps.acceleration[j] * dt).max(0.0) } else { 0.0 };
                velocity[j] = velocity[j].signum() * brake_speed(self, j, velocity[j], dt, caps).max(slower);
                limit = Some(Limit::JointLimit(j));
            }
        }
        let mut position = self.position;
        for j in 0..DOF {
            let next = self.position[j] + velocity[j] * dt;
            // Never past the rest point inside a limit, and never a jump back to it from outside.
            let bounded = if velocity[j] > 0.0 {
                next.min(caps.upper[j].max(self.position[j]))
            } else {
                next.max(caps.lower[j].min(self.position[j]))
            };
            // Creeping below this is rest: the approach to a limit would otherwise never end.
            if velocity[j].abs() < REST_RAD_S {
                velocity[j] = 0.0;
            }
            if bounded != next {
                velocity[j] = 0.0;
                limit = Some(Limit::JointLimit(j));
            }
            position[j] = bounded;
        }
        (Motion { position, velocity }, limit)
    }
}

impl Motion {
    /// Each joint's fastest speed in the direction `wanted` asks from which it still stops
    /// inside its limit after moving one more tick.
    fn braking_speeds(&self, wanted: &JointPositions, dt: f64, caps: &Caps) -> JointPositions {
        std::array::from_fn(|j| brake_speed(self, j, wanted[j], dt, caps))
    }
}

/// The fastest speed of joint `j` moving in `direction`'s sign from which it stops inside its
/// limit after one more tick: `v dt + v² / 2a <= room`.
fn brake_speed(m: &Motion, j: usize, direction: f64, dt: f64, caps: &Caps) -> f64 {
    let a = caps.acceleration[j];
    let room = if direction > 0.0 { caps.upper[j] - m.position[j] } else { m.position[j] - caps.lower[j] };
    a * (-dt + (dt * dt + 2.0 * room.max(0.0) / a).sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn caps() -> Caps {
        Caps { velocity: [0.5; DOF], acceleration: [2.0; DOF], lower: [-1.0; DOF], upper: [1.0; DOF] }
    }

    #[test]
    fn reaches_the_capped_velocity_within_the_acceleration_cap() {
        let c = caps();
        let mut m = Motion::at_rest([0.0; DOF]);
        let mut wanted = [0.0; DOF];
        wanted[0] = 3.0;
        wanted[1] = 1.5;
        for _ in 0..100 {
            let (next, _) = m.step(&wanted, 0.01, &c);
            for j in 0..DOF {
                assert!((next.velocity[j] - m.velocity[j]).abs() <= 2.0 * 0.01 + 1e-12);
            }
            m = next;
        }
        // Scaled as one: joint 1 at the cap, joint 2 at half of it.
        assert!((m.velocity[0] - 0.5).abs() < 1e-12 && (m.velocity[1] - 0.25).abs() < 1e-12, "{m:?}");
    }

    #[test]
    fn a_joint_too_fast_for_its_room_brakes_evenly_to_its_rest_point() {
        // At the cap (2 rad/s²) 1 rad/s needs 0.25 rad; 0.1 rad is left before the rest point.
        let c = caps();
        let mut m = Motion::at_rest([0.0; DOF]);
        m.position[0] = 0.9;
        m.velocity[0] = 1.0;
        let points = m.braking(&c, 0.0, 0.01);
        let q: Vec<f64> = std::iter::once(0.9).chain(points.iter().map(|p| p.positions[0])).collect();
        let t: Vec<f64> = std::iter::once(0.0).chain(points.iter().map(|p| p.time_from_start)).collect();
        let v: Vec<f64> = (1..q.len()).map(|i| (q[i] - q[i - 1]) / (t[i] - t[i - 1])).collect();
        // From 1 rad/s, then each sampled step's change of speed: at most v²/2·room = 5 rad/s².
        let mut before = 1.0;
        for (i, v) in v.iter().enumerate() {
            let a = (v - before).abs() / (t[i + 1] - t[i]);
            assert!(a <= 5.0 * 1.05, "{a} rad/s² at point {i}: {q:?}");
            before = *v;
        }
        assert!(q.iter().all(|x| *x <= 1.0 + 1e-12), "never past the rest point: {q:?}");
        assert!((q[q.len() - 1] - 1.0).abs() < 1e-9, "at rest at the rest point: {q:?}");
    }

    #[test]
    fn a_late_tick_near_the_rest_point_resumes_inside_it() {
        // The caps' rest point is at 1 rad; braking from 0.5 rad/s at 2 rad/s² takes 0.0625 rad
        // and 0.25 s. A tick late by any part of that resumes on the braking, never past it.
        let c = caps();
        let (period, lookahead) = (0.01, 0.03);
        for late in (0..=60).map(|k| lookahead + 0.005 * k as f64) {
            let mut last = Motion::at_rest([0.0; DOF]);
            last.position[0] = 1.0 - 0.0625;
            last.velocity[0] = 0.5;
            let (resumed, dt) = last.resumed(late, lookahead, period, lookahead, &c);
            assert!(resumed.position[0] <= 1.0 + 1e-12, "{late} s late: resumed at {:?}", resumed.position[0]);
            let (next, _) = resumed.step(&[1.0; DOF], dt, &c);
            assert!(next.position[0] <= 1.0 + 1e-12, "{late} s late: stepped to {:?}", next.position[0]);
        }
    }

    proptest! {
        /// Every setpoint with its braking is a trajectory the drives follow from where the
        /// command is (D24), however late the tick: a late one continues from the command on
        /// the last setpoint's braking, neither jumping nor starting again from rest.
        #[test]
        fn setpoints_and_late_ticks_stay_within_the_drives(
            start in proptest::array::uniform7(-0.8f64..0.8),
            velocity in proptest::array::uniform7(-0.5f64..0.5),
            wanted in proptest::array::uniform7(-5.0f64..5.0),
            late in 0.0f64..10.0,
        ) {
            let (c, period, lookahead) = (caps(), 0.01, 0.03);
            // The last setpoint, sent `late` lookaheads ago from a command in steady motion.
            let last = Motion { position: start, velocity };
            // A tick comes a period after the last at the soonest (the tick below is that late).
            let elapsed = (lookahead * late).max(period);
            let command_now = if elapsed < lookahead {
                Motion {
                    position: std::array::from_fn(|j| start[j] - velocity[j] * (lookahead - elapsed)),
                    velocity,
                }
            } else {
                last.braked(&c, elapsed - lookahead)
            };
            let (resumed, dt) = last.resumed(elapsed, lookahead, period, lookahead, &c);
            let (next, _) = resumed.step(&wanted, dt, &c);
            let mut points = vec![TrajectoryPoint { positions: next.position, time_from_start: lookahead }];
            points.extend(next.braking(&c, lookahead, period));
            // The drives: the full limits are twice the jog's caps here.
            let rates = crate::drive::JointRates {
                velocity: [1.0; DOF],
                acceleration: c.acceleration.map(|a| 2.0 * a),
            };
            let from = crate::drive::Start {
                position: command_now.position,
                command: command_now.position,
                velocity: command_now.velocity,
                recent_steps: Vec::new(),
                hold_tolerance: 0.0,
            };
            let excess = crate::drive::first_excess(&points, Some(&from), &rates);
            prop_assert!(excess.is_none(), "{excess:?}");
        }

        /// Whatever is asked, no joint exceeds its caps or leaves its band, and a joint driven
        /// toward a limit comes to rest inside it.
        #[test]
        fn never_beyond_the_caps(
            start in proptest::array::uniform7(-0.99f64..0.99),
            asks in proptest::collection::vec(proptest::array::uniform7(-5.0f64..5.0), 1..40),
            dt in 0.002f64..0.05,
        ) {
            let c = caps();
            let mut m = Motion::at_rest(start);
            for wanted in asks.iter().chain(std::iter::repeat_n(&[4.0; DOF], (6.0 / dt) as usize)) {
                let (next, _) = m.step(wanted, dt, &c);
                for j in 0..DOF {
                    prop_assert!(next.velocity[j].abs() <= 0.5 + 1e-9);
                    prop_assert!((next.velocity[j] - m.velocity[j]).abs() <= 2.0 * dt * (1.0 + 1e-9) + 1e-12);
                    prop_assert!(next.position[j] <= 1.0 + 1e-12 && next.position[j] >= -1.0 - 1e-12);
                }
                m = next;
            }
            prop_assert!(m.is_at_rest(), "{:?}", m);
        }
    }
}
