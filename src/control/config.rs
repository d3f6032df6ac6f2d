//! `control:` of the endpoints configuration.

use serde::{Deserialize, Serialize};

/// The shortest and longest lease a holder may ask for, seconds.
pub const TTL_MIN_S: f64 = 0.05;
pub const TTL_MAX_S: f64 = 60.0;

/// Who may move the arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ControlMode {
    /// Every client may move the arm (the specification's behaviour).
    #[default]
    Open,
    /// Only the holder of the control lease.
    Lease,
}

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct ControlConfig {
    pub mode: ControlMode,
    /// A lease's time to live when the holder does not say, seconds.
    pub ttl_s: f64,
}

impl Default for ControlConfig {
    fn default() -> Self {
        ControlConfig { mode: ControlMode::Open, ttl_s: 2.0 }
    }
}
