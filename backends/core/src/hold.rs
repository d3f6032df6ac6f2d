//! The hold `POST /stop` gives the controller (D18, D27): not a step to where the arm is, which
//! asks a drive for an infinite deceleration and, when the message arrives after the arm moved
//! on, drives it back; but one point ahead of each joint along its velocity, reached at rest.
//!
//! Every joint decelerates evenly to the point over one common time `T`: joint `j` covers
//! `v_j * T / 2` at `v_j / T`. `T` is the longest of `|v_j| / (scale * a_j)` (no joint above its
//! share `scale` of its acceleration limit `a_j`) and `min_s`. The rest of each joint's limit is
//! headroom for a hold that reaches the controller late: Jazzy's trajectory controller
//! interpolates from where the arm is on arrival to the point (a cubic, positions and velocities
//! given), which stays monotone while the lateness is below `T / 6`; a controller that
//! interpolates linearly, below `T / 2`.

use crate::collision::Scene;
use crate::validation::fmt_fixed;
use crate::{DOF, JointLimits, JointPositions};

/// How a hold is shaped (the endpoints configuration's `stop` settings).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HoldShape {
    /// The share of each joint's acceleration limit the hold decelerates at, (0, 1].
    pub deceleration_scale: f64,
    /// The shortest time to the hold point, seconds: the hold's allowance for reaching the
    /// controller late.
    pub min_s: f64,
}

/// Where and when the arm comes to rest.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HoldPoint {
    pub positions: JointPositions,
    /// Seconds from the hold's arrival to rest.
    pub time_from_start: f64,
}

impl HoldShape {
    /// The hold for an arm at `position` moving at `velocity` (a velocity that is not a number
    /// counts as none: nothing is known of it). A point beyond a joint's position limit is
    /// brought back to the limit: the limit is the harder bound.
    pub fn hold(&self, position: &JointPositions, velocity: &JointPositions, limits: &JointLimits) -> HoldPoint {
        let velocity: JointPositions = std::array::from_fn(|j| if velocity[j].is_finite() { velocity[j] } else { 0.0 });
        let joints = limits.joints();
        let time = (0..DOF)
            .map(|j| match joints[j].max_acceleration {
                Some(a) if a > 0.0 => velocity[j].abs() / (self.deceleration_scale * a),
                _ => 0.0,
            })
            .fold(self.min_s, f64::max);
        let positions = std::array::from_fn(|j| {
            (position[j] + velocity[j] * time / 2.0).clamp(joints[j].min_position, joints[j].max_position)
        });
        HoldPoint { positions, time_from_start: time }
    }
}

/// A hold checked against the world and the robot itself (D28): every hold (a stop, a lease's
/// lapse, a take-over, a shutdown) goes out only so.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckedHold {
    pub point: HoldPoint,
    /// What the check changed or found, for the stop's answer; `None` when the hold is clear.
    pub note: Option<String>,
}

/// A shortened hold stops this share of the way to the last state checked free: room for the
/// drives' smoothing and the check's resolution.
const SHORTENED_SHARE: f64 = 0.8;

impl HoldShape {
    /// [`HoldShape::hold`] checked along the path from `from` (where the arm is) to where it
    /// comes to rest: from `ahead` (where the drives take it with no new command: the arm itself,
    /// or a simulated command half a window on) on along `velocity`. Where that path touches,
    /// the hold is shortened, decelerating harder, down to the drives' full deceleration (the
    /// protective stop's, D28); where even that touches, the quickest hold goes out and the note
    /// says the arm may reach the contact.
    pub fn checked(
        &self,
        from: &JointPositions,
        ahead: &JointPositions,
        velocity: &JointPositions,
        limits: &JointLimits,
        scene: &Scene,
    ) -> CheckedHold {
        let normal = self.hold(ahead, velocity, limits);
        let touches =
            |p: &HoldPoint| scene.check_path(&[(*from, 0.0), (p.positions, p.time_from_start)], false).contact;
        let Some(contact) = touches(&normal) else { return CheckedHold { point: normal, note: None } };
        let pair = contact.closest.pair();
        let quickest = HoldShape { deceleration_scale: 1.0, min_s: 0.0 }.hold(ahead, velocity, limits);
        let Some((_, free)) = contact.last_free.filter(|_| normal.time_from_start > 0.0) else {
            return CheckedHold {
                point: quickest,
                note: Some(format!("the arm already touches ({pair}); held at the drives' full deceleration")),
            };
        };
        // Along the same line a hold of a share of the time goes the same share of the way.
        let time = (normal.time_from_start * free * SHORTENED_SHARE).max(quickest.time_from_start);
        let joints = limits.joints();
        let shortened = HoldPoint {
            positions: std::array::from_fn(|j| {
                let v = if velocity[j].is_finite() { velocity[j] } else { 0.0 };
                (ahead[j] + v * time / 2.0).clamp(joints[j].min_position, joints[j].max_position)
            }),
            time_from_start: time,
        };
        if touches(&shortened).is_none() {
            let (now, was) = (fmt_fixed(time, 3), fmt_fixed(normal.time_from_start, 3));
            return CheckedHold {
                point: shortened,
                note: Some(format!(
                    "the hold was shortened to stop before {pair} would touch: at rest in {now} s instead of {was} s, \
                     within the drives' deceleration limit"
                )),
            };
        }
        CheckedHold {
            point: quickest,
            note: Some(format!(
                "even at the drives' full deceleration the arm may reach {pair} before it is at rest; check the robot"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::JointLimit;
    use proptest::prelude::*;

    fn limits(acceleration: f64) -> JointLimits {
        let joints = (1..=DOF)
            .map(|i| JointLimit {
                name: format!("joint{i}"),
                min_position: -3.0,
                max_position: 3.0,
                max_velocity: 2.0,
                max_acceleration: Some(acceleration),
            })
            .collect();
        JointLimits::new(joints).expect("valid limits")
    }

    const SHAPE: HoldShape = HoldShape { deceleration_scale: 0.5, min_s: 0.25 };

    #[test]
    fn a_resting_arm_holds_where_it_is_after_the_shortest_time() {
        let p = [0.1, -0.2, 0.3, 0.0, 1.0, -1.0, 2.0];
        let h = SHAPE.hold(&p, &[0.0; DOF], &limits(5.0));
        assert_eq!(h.positions, p);
        assert_eq!(h.time_from_start, 0.25);
    }

    #[test]
    fn a_fast_joint_sets_the_time_and_every_joint_stops_ahead() {
        let v = [2.0, -1.0, 0.0, 0.5, 0.0, 0.0, f64::NAN];
        let h = SHAPE.hold(&[0.0; DOF], &v, &limits(5.0));
        // 2 rad/s at half of 5 rad/s²: 0.8 s; each joint covers v * T / 2.
        assert!((h.time_from_start - 0.8).abs() < 1e-12, "{h:?}");
        assert!((h.positions[0] - 0.8).abs() < 1e-12 && (h.positions[1] + 0.4).abs() < 1e-12, "{h:?}");
        assert_eq!(h.positions[6], 0.0, "a velocity that is not a number moves nothing");
    }

    proptest! {
        #[test]
        fn the_hold_is_ahead_within_the_limits_and_never_back(
            p in proptest::array::uniform7(-3.0f64..3.0),
            v in proptest::array::uniform7(-2.0f64..2.0),
            a in 0.5f64..20.0,
            scale in 0.05f64..=1.0,
            min_s in 0.0f64..1.0,
        ) {
            let shape = HoldShape { deceleration_scale: scale, min_s };
            let h = shape.hold(&p, &v, &limits(a));
            prop_assert!(h.time_from_start >= min_s);
            for j in 0..DOF {
                let ahead = (h.positions[j] - p[j]) * v[j].signum();
                prop_assert!(ahead >= 0.0, "joint {j} held behind: {h:?}");
                prop_assert!((-3.0..=3.0).contains(&h.positions[j]));
                if h.time_from_start > 0.0 {
                    // Even deceleration from v to 0 over T: v / T.
                    prop_assert!(v[j].abs() / h.time_from_start <= scale * a * (1.0 + 1e-9));
                }
            }
        }
    }
}
