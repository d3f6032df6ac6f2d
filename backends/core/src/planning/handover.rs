//! Handing a path armrest made (a replay, a circular move or a blended path over ROS 2) to the
//! controller as a goal of its own, from where the arm is.

use crate::drive::{self, JointRates, Start};
use crate::{JointLimits, JointStateSample, Trajectory, TrajectoryPoint};

/// `points` (a path from rest at its first point) starting from the measured state `at`:
/// shifted by one drive window, so the controller goes from where it holds the arm to the first
/// point rather than jumping, and judged by the drive model from that state (D24), as the
/// controller would. `Err` says which joint would exceed which limit, and when.
pub fn from_the_arm(
    points: Vec<TrajectoryPoint>,
    at: &JointStateSample,
    hold_tolerance: f64,
    limits: &JointLimits,
) -> Result<Trajectory, String> {
    let points: Vec<TrajectoryPoint> = points
        .into_iter()
        .map(|p| TrajectoryPoint { time_from_start: p.time_from_start + drive::WINDOW_S, ..p })
        .collect();
    let start = at.state.positions().map(|q| Start::measured(q, at.motion_velocities(), hold_tolerance));
    if let Some(e) = drive::first_excess(&points, start.as_ref(), &JointRates::of(limits)) {
        return Err(e.describe(limits));
    }
    Trajectory::new(points).map_err(|v| v.to_string())
}
