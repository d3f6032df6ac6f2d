//! One point of a joint trajectory: what the drive model ([`crate::drive`]) judges and a
//! [`crate::Trajectory`] holds.

use crate::JointPositions;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrajectoryPoint {
    pub positions: JointPositions,
    /// Seconds from the start of the trajectory.
    pub time_from_start: f64,
}
