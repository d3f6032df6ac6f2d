//! The arm's joint state as `/robot/joint_states` reports it.

use serde::Serialize;
use std::time::SystemTime;
use tokio::time::Instant;
use utoipa::ToSchema;

/// Latest joint state; every array is in the order of `name` (J1..J7). A velocity or effort
/// the robot does not report is `null` (D27): ROS 2's joint_state_broadcaster publishes NaN for
/// a joint without that state interface, and a message may leave the array empty.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct JointState {
    /// Joint names, `joint1` … `joint7`.
    pub name: Vec<String>,
    /// Radians.
    pub position: Vec<f64>,
    /// Radians per second; `null` where the robot does not report it.
    #[schema(value_type = Vec<Option<f64>>)]
    pub velocity: Vec<f64>,
    /// Newton metres; `null` where the robot does not report it.
    #[schema(value_type = Vec<Option<f64>>)]
    pub effort: Vec<f64>,
}

/// Stands for a velocity or effort the robot does not report; serialized as `null`.
pub const UNKNOWN: f64 = f64::NAN;

impl JointState {
    /// Positions in J1..J7 order, if the message carries exactly those seven.
    pub fn positions(&self) -> Option<crate::JointPositions> {
        self.position.as_slice().try_into().ok()
    }

    /// Velocities in J1..J7 order for judging motion: one the robot does not report counts as
    /// none (what is not known is never extrapolated).
    pub fn known_velocities(&self) -> crate::JointPositions {
        std::array::from_fn(|j| self.velocity.get(j).copied().filter(|v| v.is_finite()).unwrap_or(0.0))
    }
}

/// One joint state message as a backend received (or, simulated, published) it.
#[derive(Clone, Debug)]
pub struct JointStateSample {
    /// When the message reached armrest (on tokio's clock, which a simulator may pause).
    pub received: Instant,
    /// The message's stamp (its arrival time when it carries none).
    pub stamp: SystemTime,
    pub state: JointState,
}
