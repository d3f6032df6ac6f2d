//! One point of a stream of setpoints (jogging, D29): where the arm is to be a short time from
//! now and how fast it is to move there. A stream is followed point by point, each from where
//! the arm is when it arrives, as ros2_controllers' joint trajectory controller follows the
//! one-point trajectories MoveIt Servo publishes; when the stream stops, the arm stops at the
//! last point.

use crate::JointPositions;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Setpoint {
    /// Where each joint is to be `time_from_start` after the point arrives, rad.
    pub positions: JointPositions,
    /// How fast each joint is to move there, rad/s (the controller's cubic uses it; a linear
    /// controller reads positions only).
    pub velocities: JointPositions,
    /// Seconds from the point's arrival at the controller, in the sender's (wall-clock) time.
    pub time_from_start: f64,
}
