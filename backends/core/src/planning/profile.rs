//! Time parameterisation of a path for the simulated planner: a trapezoidal velocity profile
//! over the path parameter s ∈ [0, 1], synchronised so every joint starts and stops together
//! and none exceeds its scaled velocity or acceleration limit.

use crate::JointPositions;
use crate::drive::JointRates;

/// s(t) for a unit-length path: accelerate at `a`, cruise at `v`, decelerate at `a`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Trapezoid {
    v: f64,
    a: f64,
    t_acc: f64,
    duration: f64,
}

impl Trapezoid {
    /// The fastest profile over a unit path with peak rate `v` and acceleration `a` (both > 0).
    pub fn new(v: f64, a: f64) -> Trapezoid {
        if !(v.is_finite() && a.is_finite() && v > 0.0 && a > 0.0) {
            return Trapezoid { v: 0.0, a: 0.0, t_acc: 0.0, duration: 0.0 };
        }
        if v * v / a >= 1.0 {
            // Never reaches `v`: a triangle.
            let t_acc = (1.0 / a).sqrt();
            Trapezoid { v: a * t_acc, a, t_acc, duration: 2.0 * t_acc }
        } else {
            let t_acc = v / a;
            Trapezoid { v, a, t_acc, duration: 1.0 / v + t_acc }
        }
    }

    /// A path of zero length.
    pub fn instant() -> Trapezoid {
        Trapezoid { v: 0.0, a: 0.0, t_acc: 0.0, duration: 0.0 }
    }

    pub fn duration(&self) -> f64 {
        self.duration
    }

    /// Path parameter at time `t`, 0 before the start and 1 after the end.
    pub fn s(&self, t: f64) -> f64 {
        if self.duration <= 0.0 || t >= self.duration {
            return 1.0;
        }
        if t <= 0.0 {
            return 0.0;
        }
        let t_dec = self.duration - self.t_acc;
        if t < self.t_acc {
            0.5 * self.a * t * t
        } else if t <= t_dec {
            0.5 * self.a * self.t_acc * self.t_acc + self.v * (t - self.t_acc)
        } else {
            let r = self.duration - t;
            1.0 - 0.5 * self.a * r * r
        }
    }
}

/// The synchronised profile for a path whose joint `i` moves at most `rate[i]` per unit of s
/// (for a straight joint move, the distance itself).
pub fn synchronised(rate: &JointPositions, limits: &JointRates) -> Trapezoid {
    let mut v = f64::INFINITY;
    let mut a = f64::INFINITY;
    for ((r, vmax), amax) in rate.iter().zip(&limits.velocity).zip(&limits.acceleration) {
        if *r > 1e-12 {
            v = v.min(vmax / r);
            a = a.min(amax / r);
        }
    }
    if v.is_finite() { Trapezoid::new(v, a) } else { Trapezoid::instant() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DOF;
    use proptest::prelude::*;

    proptest! {
        /// Sampled finely, a synchronised straight joint move never exceeds the scaled limits
        /// and ends exactly at the goal.
        #[test]
        fn never_exceeds_the_scaled_limits(
            start in proptest::array::uniform7(-2.0f64..2.0),
            goal in proptest::array::uniform7(-2.0f64..2.0),
            vmax in proptest::array::uniform7(0.5f64..3.0),
            amax in proptest::array::uniform7(2.0f64..10.0),
            speed in 0.01f64..1.0,
            accel in 0.01f64..1.0,
        ) {
            let limits = JointRates {
                velocity: std::array::from_fn(|i| vmax[i] * speed),
                acceleration: std::array::from_fn(|i| amax[i] * accel),
            };
            let distance: JointPositions = std::array::from_fn(|i| (goal[i] - start[i]).abs());
            let p = synchronised(&distance, &limits);
            let n = 2000;
            let dt = p.duration() / n as f64;
            let at = |k: usize| -> JointPositions {
                let s = p.s(k as f64 * dt);
                std::array::from_fn(|i| start[i] + (goal[i] - start[i]) * s)
            };
            let mut prev_v = [0.0; DOF];
            for k in 1..=n {
                let (q0, q1) = (at(k - 1), at(k));
                for i in 0..DOF {
                    let v = (q1[i] - q0[i]) / dt;
                    prop_assert!(v.abs() <= limits.velocity[i] * (1.0 + 1e-9) + 1e-12, "joint {i} v {v}");
                    let a = (v - prev_v[i]) / dt;
                    prop_assert!(a.abs() <= limits.acceleration[i] * (1.0 + 1e-6) + 1e-9, "joint {i} a {a}");
                    prev_v[i] = v;
                }
            }
            let end = at(n);
            prop_assert!(end.iter().zip(&goal).all(|(a, b)| (a - b).abs() < 1e-12), "{end:?} vs {goal:?}");
        }
    }

    #[test]
    fn shapes() {
        let tri = Trapezoid::new(10.0, 4.0);
        assert!((tri.duration() - 1.0).abs() < 1e-12);
        let trap = Trapezoid::new(0.5, 1.0);
        assert!((trap.duration() - 2.5).abs() < 1e-12);
        assert!((trap.s(1.25) - 0.5).abs() < 1e-12);
        assert_eq!(Trapezoid::instant().s(0.0), 1.0);
    }
}
