//! One setpoint of a stream (jogging, D29): where the arm is to be a short time from now, and how
//! it brakes to rest from there unless the next setpoint comes first. A stream is followed
//! setpoint by setpoint, each from where the controller's command is when it arrives, as
//! ros2_controllers' joint trajectory controller follows the trajectories MoveIt Servo
//! publishes. Each is a whole trajectory the drives can follow (D24), to rest: so the controller
//! never refuses one, and a setpoint that comes late finds the arm braking smoothly on the
//! last one's tail rather than stopped at its end.

use crate::{JointPositions, TrajectoryPoint};

#[derive(Clone, Debug, PartialEq)]
pub struct Setpoint {
    /// Where each joint is to be `time_from_start` after the setpoint arrives, rad.
    pub positions: JointPositions,
    /// Seconds from the setpoint's arrival at the controller, in the sender's time.
    pub time_from_start: f64,
    /// How the arm brakes on from `positions` if no setpoint follows: points after
    /// `time_from_start` (times from the setpoint's arrival, increasing), the last at rest.
    pub braking: Vec<TrajectoryPoint>,
}

impl Setpoint {
    /// The setpoint and its braking as one trajectory's points.
    pub fn points(&self) -> Vec<TrajectoryPoint> {
        let mut points = Vec::with_capacity(self.braking.len() + 1);
        points.push(TrajectoryPoint { positions: self.positions, time_from_start: self.time_from_start });
        points.extend(self.braking.iter().copied());
        points
    }
}
