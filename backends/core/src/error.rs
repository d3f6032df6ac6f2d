//! The one error every capability answers with when the robot's middleware could not serve a
//! call: below the capabilities, the backends and the service alike.

use std::time::Duration;

/// What went wrong talking to the robot's middleware. Every kind means the request could not be
/// served by the middleware (HTTP 503); the kinds tell a client and the log what to look at.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum BackendError {
    /// A topic, service, action server or the planning framework is not there.
    #[error("{0}")]
    Unavailable(String),
    /// `what` was waited for and did not come within `waited`; `setting` names the
    /// configuration key that sets the wait.
    #[error("{what}: no answer within {waited_s} s ({setting})", waited_s = waited.as_secs_f64())]
    TimedOut { what: String, waited: Duration, setting: &'static str },
    /// The middleware answered with a refusal (an error code instead of a result).
    #[error("{0}")]
    Rejected(String),
    /// A server went away while it served the request (gone from the graph, or silent).
    #[error("{0}")]
    Aborted(String),
}
