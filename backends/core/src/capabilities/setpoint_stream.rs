//! Streaming setpoints to the trajectory controller: the jog (D29).

use super::stop::Stop;
use crate::Setpoint;
use crate::error::BackendError;
use crate::stop_signal::StopToken;
use async_trait::async_trait;

/// Streams jog setpoints, on the controller's clock; a [`Stop::stop`] ends the stream.
#[async_trait]
pub trait SetpointStream: Stop {
    /// How many seconds pass on the controller's clock in one second of the wall clock: the
    /// simulator's time scale; over ROS 2 the rate of a `/clock` a simulator publishes, else 1
    /// (a real arm). The jog's velocities and times are on this clock (D29), as every other
    /// motion's are; the dead man's time and a lease's time to live stay on the wall clock.
    fn clock_rate(&self) -> f64;

    /// Streams one jog setpoint (D29) to the trajectory controller: the arm moves from where it
    /// is to `setpoint` and stops there unless the next point follows. `stop` is the jog
    /// session's token: once a stop was raised since it was taken, nothing is sent (a stop's
    /// hold is never followed by a setpoint of the session it stopped) and the answer is
    /// [`BackendError::Rejected`]. No log line per point: a stream is logged when it begins.
    async fn jog_setpoint(&self, setpoint: Setpoint, stop: &StopToken) -> Result<(), BackendError>;
}
