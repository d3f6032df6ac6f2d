//! The arm's joint state as `/robot/joint_states` reports it.

use serde::Serialize;
use std::time::SystemTime;
use tokio::time::Instant;
use utoipa::ToSchema;

/// Latest joint state; every array is in the order of `name` (J1..J7).
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct JointState {
    /// Joint names, `joint1` … `joint7`.
    pub name: Vec<String>,
    /// Radians.
    pub position: Vec<f64>,
    /// Radians per second.
    pub velocity: Vec<f64>,
    /// Newton metres.
    pub effort: Vec<f64>,
}

impl JointState {
    /// Positions in J1..J7 order, if the message carries exactly those seven.
    pub fn positions(&self) -> Option<crate::JointPositions> {
        self.position.as_slice().try_into().ok()
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
