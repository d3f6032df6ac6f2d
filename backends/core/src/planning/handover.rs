//! Handing a path armrest made (a replay, a circular move or a blended path over ROS 2) to the
//! controller as a goal of its own, from where the arm is.

use crate::drive::{self, Start};
use crate::{JointLimits, JointStateSample, Trajectory, TrajectoryPoint};

/// `points` (a path from rest at its first point) from the measured state `at`, as
/// [`drive::from_the_arm`] shifts and judges it (D24), as the trajectory the controller gets.
/// `Err` says which joint would exceed which limit, and when.
pub fn from_the_arm(
    points: Vec<TrajectoryPoint>,
    at: &JointStateSample,
    hold_tolerance: f64,
    limits: &JointLimits,
) -> Result<Trajectory, String> {
    let start = at.state.positions().map(|q| Start::measured(q, at.motion_velocities(), hold_tolerance));
    let points = drive::from_the_arm(points, start.as_ref(), limits)?;
    Trajectory::new(points).map_err(|v| v.to_string())
}
