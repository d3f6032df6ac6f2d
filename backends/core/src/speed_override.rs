//! The speed override (D29): one fraction, 0 to 1, by which every motion runs slower than it
//! was planned, the one in progress and later ones, as a teach pendant's override slider does.
//! 1 runs motions as planned; 0 pauses: the arm decelerates to rest on its path and the motion
//! stays the same motion, to resume along the same path to the same goal when the fraction
//! rises again.

use crate::BackendError;
use crate::drive::JointRates;
use serde::Serialize;
use utoipa::ToSchema;

/// The fraction's bounds, both included: the rule of schema, validation, MCP and docs.
pub const FRACTION_MIN: f64 = 0.0;
pub const FRACTION_MAX: f64 = 1.0;
/// The smallest fraction that runs: between it and 0 (which pauses) nothing is taken. A motion's
/// own speed scale starts there too ([`crate::motion::SPEED_MIN`]): a slower arm is one a person
/// takes for stopped, and at `5e-324` the path would never advance while the answer said
/// `paused: false`.
pub const FRACTION_RUNNING_MIN: f64 = crate::motion::SPEED_MIN;
/// The fraction at start-up: motions as planned.
pub const FRACTION_DEFAULT: f64 = 1.0;

/// Whether `fraction` is one the override takes: 0 (`-0` too), or from
/// [`FRACTION_RUNNING_MIN`] to [`FRACTION_MAX`].
pub fn valid_fraction(fraction: f64) -> bool {
    fraction == FRACTION_MIN || (FRACTION_RUNNING_MIN..=FRACTION_MAX).contains(&fraction)
}

/// `fraction` as the override keeps it: `-0` is 0 (paused), shown and answered as `0`.
pub fn normalized(fraction: f64) -> f64 {
    if fraction == 0.0 { 0.0 } else { fraction }
}

/// The largest change of the override's rate per second for any trajectory the drives could
/// follow, when the trajectory is not known (over ROS 2, where the robot's controller scales
/// whatever it runs). A joint following a point of planned velocity `v` at rate `r` moves at
/// `v·r`; changing `r` at `ρ` adds `v·ρ` to its acceleration. No plan asks more than a joint's
/// velocity limit, so `ρ = share·a/v_max` (the least over the joints) keeps that addition within
/// `share` of every acceleration limit, as the simulator's per-trajectory ramp does (a hold's
/// share, `stop.deceleration_scale`). Infinite when no joint has both limits.
pub fn ramp_rate(drives: &JointRates, share: f64) -> f64 {
    drives
        .velocity
        .iter()
        .zip(&drives.acceleration)
        .filter(|(v, a)| **v > 0.0 && v.is_finite() && **a > 0.0 && a.is_finite())
        .map(|(v, a)| share * a / v)
        .fold(f64::INFINITY, f64::min)
}

/// One step of a ramp from `from` toward `to` changing by at most `max_change`; lands on `to`
/// exactly once within reach.
pub fn ramp_step(from: f64, to: f64, max_change: f64) -> f64 {
    if (to - from).abs() <= max_change { to } else { from + max_change.copysign(to - from) }
}

/// The fraction written for people: `0.5`, `1`, `0 (paused)`.
pub fn describe_fraction(fraction: f64) -> String {
    let n = crate::validation::fmt_num(fraction);
    if fraction == 0.0 { format!("{n} (paused)") } else { n }
}

/// What a change of the override did.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct OverrideReport {
    /// The fraction now in effect, for the motion in progress (where it applied) and later ones.
    #[schema(example = 0.5)]
    pub fraction: f64,
    /// The fraction before the change.
    #[schema(example = 1.0)]
    pub previous: f64,
    /// The motion in progress that now runs at the new fraction (slowed, paused or resumed on its
    /// path); `null` when none did.
    pub applied_to: Option<PacedMotion>,
    /// What the change did not reach, said plainly; `null` when nothing was left out. Over ROS 2
    /// with a controller that takes no speed scaling (`trajectory.speed_scaling_topic` empty),
    /// the motion in progress keeps its speed; the fraction applies from the next one.
    pub not_applied: Option<String>,
    /// What happened, step by step.
    pub notes: Vec<String>,
}

/// The motion in progress a change of the override applied to.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct PacedMotion {
    /// What it is, as the trajectory log names it (`trajectory #3 (a motion goal)`).
    pub motion: String,
    /// How far along its path it was at the change, in seconds of its plan (the time its
    /// trajectory gives that point); `null` where armrest does not see it (over ROS 2, where
    /// the robot's controller keeps the path time).
    pub path_s: Option<f64>,
    /// The plan's whole duration, seconds; `null` where armrest does not see it.
    pub duration_s: Option<f64>,
    /// Seconds on the controller's clock since it started (simulated on the simulator): more
    /// than `path_s` by the time the override took from it so far; `null` where armrest does
    /// not see it.
    pub elapsed_s: Option<f64>,
}

/// Why the override was not changed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum OverrideError {
    /// Not now, for a reason the motion in progress gives (over ROS 2: a pause while the
    /// robot's motion server runs a move); nothing changed (HTTP 409).
    #[error("{0}")]
    Refused(String),
    /// The middleware could not be reached (HTTP 503).
    #[error(transparent)]
    Backend(#[from] BackendError),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_are_inclusive_and_nan_is_outside() {
        assert!(valid_fraction(0.0) && valid_fraction(1.0) && valid_fraction(0.5));
        assert!(!valid_fraction(-0.1) && !valid_fraction(1.5) && !valid_fraction(f64::NAN));
        assert!(valid_fraction(-0.0) && valid_fraction(FRACTION_RUNNING_MIN));
        assert!(!valid_fraction(5e-324) && !valid_fraction(FRACTION_RUNNING_MIN / 2.0));
        assert_eq!(describe_fraction(normalized(-0.0)), "0 (paused)");
        assert!(normalized(-0.0).is_sign_positive());
        assert_eq!(describe_fraction(0.0), "0 (paused)");
        assert_eq!(describe_fraction(0.25), "0.25");
    }

    #[test]
    fn the_ramp_keeps_the_added_acceleration_within_the_share_of_every_joint() {
        let drives = JointRates { velocity: [2.0, 1.0, 4.0, 1.0, 1.0, 1.0, 1.0], acceleration: [10.0; 7] };
        // Joint 3: the fastest for its acceleration limit.
        assert_eq!(ramp_rate(&drives, 0.5), 0.5 * 10.0 / 4.0);
        let free = JointRates { velocity: [f64::INFINITY; 7], acceleration: [f64::INFINITY; 7] };
        assert_eq!(ramp_rate(&free, 0.5), f64::INFINITY);
    }

    proptest::proptest! {
        #[test]
        fn a_ramp_reaches_its_target_monotonically_in_bounded_steps(
            from in 0.0..=1.0f64, to in 0.0..=1.0f64, max_change in 1e-3..1.0f64,
        ) {
            let mut f = from;
            let mut steps = 0;
            while f != to {
                let next = ramp_step(f, to, max_change);
                proptest::prop_assert!((next - f).abs() <= max_change + 1e-15);
                proptest::prop_assert!((to - next).abs() < (to - f).abs());
                f = next;
                steps += 1;
                proptest::prop_assert!(steps <= 1 + (1.0 / max_change) as usize);
            }
        }
    }
}
