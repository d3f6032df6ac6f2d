//! The interface between the HTTP layer (and MCP, and the sequence supervisor) and a robot: the
//! built-in simulator or the real ROS 2 stack, as the capabilities of [`crate::capabilities`].
//! Callers hand it validated domain values and never see how a backend reaches the arm.

use crate::capabilities::{
    ArmState, Motion, Planning, RunnerAccess, SetpointStream, SpeedOverride, Stop, Trajectories,
};

/// A whole robot connection: every capability together. The service holds one
/// `Arc<dyn Backend>`; an operation that needs less takes the capability it uses. Implemented
/// for every type that has all the capabilities, so a backend implements those, never this.
pub trait Backend:
    ArmState + Motion + Planning + Stop + SpeedOverride + SetpointStream + Trajectories + RunnerAccess + 'static
{
}

impl<T> Backend for T where
    T: ArmState + Motion + Planning + Stop + SpeedOverride + SetpointStream + Trajectories + RunnerAccess + 'static
{
}
