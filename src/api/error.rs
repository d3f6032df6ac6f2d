//! Errors of the operations, before any transport maps them (HTTP: `http::error`).

use crate::admission::Refused;
use crate::control::ControlError;
use armrest_backend::{BackendError, Violations};

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// The request is invalid; nothing was done.
    #[error("invalid request: {0}")]
    Invalid(#[from] Violations),
    /// The robot's middleware could not serve the request.
    #[error(transparent)]
    Backend(#[from] BackendError),
    /// The request conflicts with what is running (a sequence, another motion).
    #[error("{0}")]
    Conflict(String),
    /// Control is leased (D29) and the request does not carry the current lease; says who holds
    /// it, or how to take it.
    #[error("{0}")]
    Locked(String),
    /// What the request names does not exist (a world object's id).
    #[error("{0}")]
    NotFound(String),
    /// A stated bound on what armrest keeps on disk is reached (the recordings folder's size);
    /// nothing was written.
    #[error("{0}")]
    InsufficientStorage(String),
    /// The service is shutting down and admits no new motion.
    #[error("armrest is shutting down: the arm was stopped and no new motion is admitted")]
    ShuttingDown,
    /// A defect: the operation could not complete (it never depends on the request).
    #[error("internal error: {0}")]
    Internal(String),
}

impl From<Refused> for ApiError {
    fn from(refused: Refused) -> ApiError {
        match refused {
            Refused::Taken(why) => ApiError::Conflict(why),
            Refused::ShuttingDown => ApiError::ShuttingDown,
        }
    }
}

impl From<ControlError> for ApiError {
    fn from(e: ControlError) -> ApiError {
        match e {
            ControlError::Locked(why) => ApiError::Locked(why),
            ControlError::Conflict(why) => ApiError::Conflict(why),
        }
    }
}
