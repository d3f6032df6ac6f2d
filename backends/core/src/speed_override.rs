//! The speed override (D29): one fraction, 0 to 1, by which every motion runs slower than it
//! was planned, the one in progress and later ones, as a teach pendant's override slider does.
//! 1 runs motions as planned; 0 pauses: the arm decelerates to rest on its path and the motion
//! stays the same motion, to resume along the same path to the same goal when the fraction
//! rises again.

use crate::BackendError;
use serde::Serialize;
use utoipa::ToSchema;

/// The fraction's bounds, both included: the rule of schema, validation, MCP and docs.
pub const FRACTION_MIN: f64 = 0.0;
pub const FRACTION_MAX: f64 = 1.0;
/// The fraction at start-up: motions as planned.
pub const FRACTION_DEFAULT: f64 = 1.0;

/// Whether `fraction` is one the override takes (a number within the bounds).
pub fn valid_fraction(fraction: f64) -> bool {
    (FRACTION_MIN..=FRACTION_MAX).contains(&fraction)
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
    /// a move that the robot's motion server runs (`cobot/*` actions) keeps its planned speed:
    /// the action takes no speed override; the fraction applies from the next move.
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
    /// trajectory gives that point).
    pub path_s: f64,
    /// The plan's whole duration, seconds.
    pub duration_s: f64,
    /// Seconds on the controller's clock since it started (simulated on the simulator): more
    /// than `path_s` by the time the override took from it so far.
    pub elapsed_s: f64,
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
        assert_eq!(describe_fraction(0.0), "0 (paused)");
        assert_eq!(describe_fraction(0.25), "0.25");
    }
}
