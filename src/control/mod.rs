//! Who may move the arm (D29): in `open` mode every client, as the specification says; in
//! `lease` mode only the holder of the one control lease, which lapses unless renewed. A stop,
//! the reads, the plans and the stream never need it.

pub mod config;

pub use config::{ControlConfig, ControlMode, TTL_MAX_S, TTL_MIN_S};

use crate::api::ApiError;

/// The name of the request header that carries a lease.
pub const LEASE_HEADER: &str = "x-armrest-lease";

/// The control lease of a running service.
pub struct Control {
    config: ControlConfig,
}

impl Control {
    pub fn new(config: ControlConfig) -> Control {
        Control { config }
    }

    pub fn mode(&self) -> ControlMode {
        self.config.mode
    }

    /// Whether a caller presenting `lease` may move the arm now; in `open` mode anyone may.
    pub fn require(&self, lease: Option<&str>) -> Result<(), ApiError> {
        let _ = lease;
        match self.config.mode {
            ControlMode::Open => Ok(()),
            ControlMode::Lease => Err(ApiError::Locked("nobody holds control; take it with POST /control".into())),
        }
    }
}
