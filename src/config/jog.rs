//! `jog:` of the endpoints configuration (D29): the rate a jog session runs at, its dead man's
//! switch, and the bounds every jog command is held to. Each bound is written once, here, and
//! read by the validation of the configuration, the jog protocol and its documentation.

use armrest_backend::jog::JogSettings;
use serde::{Deserialize, Serialize};

/// Jog rates a session may run at, per second.
pub const RATE_MIN_HZ: f64 = 10.0;
pub const RATE_MAX_HZ: f64 = 500.0;
/// The dead man's switch, seconds.
pub const DEADMAN_MIN_S: f64 = 0.02;
pub const DEADMAN_MAX_S: f64 = 2.0;
/// Largest Cartesian bounds a configuration may allow: m/s, rad/s.
pub const LINEAR_MAX_M_S: f64 = 2.0;
pub const ANGULAR_MAX_RAD_S: f64 = std::f64::consts::PI;

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct JogConfig {
    /// Setpoints sent to the controller, and states sent to the client, per second.
    pub rate_hz: f64,
    /// No command for this long, or the socket closed: the arm is brought to rest.
    pub deadman_s: f64,
    /// Each joint's share of its velocity limit a jog may reach, (0, 1].
    pub max_speed: f64,
    /// Each joint's share of its acceleration limit a jog speeds up and slows down at, (0, 1].
    pub acceleration_scale: f64,
    /// Largest component of a Cartesian command's `linear`, m/s.
    pub max_linear_m_s: f64,
    /// Largest component of a Cartesian command's `angular`, rad/s.
    pub max_angular_rad_s: f64,
    /// A joint comes to rest this far inside its position limit, rad.
    pub limit_margin_rad: f64,
    /// Closeness to a singularity: the smallest singular value of the TCP's Jacobian (6x7,
    /// metres and radians). Below `singularity_slow_below` a Cartesian jog that moves toward
    /// the singularity slows down, in proportion, to a stop at `singularity_stop_below`.
    pub singularity_slow_below: f64,
    pub singularity_stop_below: f64,
    /// Seconds of motion, beyond the braking distance, the path ahead is checked for contact
    /// with the world and the arm itself.
    pub contact_lookahead_s: f64,
}

impl Default for JogConfig {
    fn default() -> Self {
        JogConfig {
            rate_hz: 100.0,
            deadman_s: 0.1,
            max_speed: 0.25,
            acceleration_scale: 0.5,
            max_linear_m_s: 0.25,
            max_angular_rad_s: 0.5,
            limit_margin_rad: 0.02,
            singularity_slow_below: 0.05,
            singularity_stop_below: 0.02,
            contact_lookahead_s: 0.05,
        }
    }
}

impl JogConfig {
    /// Values out of range, as `(key, expected form)`.
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        let mut within = |key: &'static str, v: f64, min: f64, max: f64, open_min: bool| {
            let ok = v.is_finite() && v <= max && if open_min { v > min } else { v >= min };
            if !ok {
                let from = if open_min { format!("> {min}") } else { format!(">= {min}") };
                out.push((key, format!("expected a value {from} and <= {max}, got {v}")));
            }
        };
        within("jog.rate_hz", self.rate_hz, RATE_MIN_HZ, RATE_MAX_HZ, false);
        within("jog.deadman_s", self.deadman_s, DEADMAN_MIN_S, DEADMAN_MAX_S, false);
        within("jog.max_speed", self.max_speed, 0.0, 1.0, true);
        within("jog.acceleration_scale", self.acceleration_scale, 0.0, 1.0, true);
        within("jog.max_linear_m_s", self.max_linear_m_s, 0.0, LINEAR_MAX_M_S, true);
        within("jog.max_angular_rad_s", self.max_angular_rad_s, 0.0, ANGULAR_MAX_RAD_S, true);
        within("jog.limit_margin_rad", self.limit_margin_rad, 0.0, 0.5, false);
        within("jog.singularity_stop_below", self.singularity_stop_below, 0.0, 1.0, false);
        within("jog.contact_lookahead_s", self.contact_lookahead_s, 0.0, 1.0, false);
        let (slow, stop) = (self.singularity_slow_below, self.singularity_stop_below);
        if !(slow.is_finite() && slow > stop && slow <= 1.0) {
            out.push((
                "jog.singularity_slow_below",
                format!("expected a value above jog.singularity_stop_below ({stop}) and <= 1, got {slow}"),
            ));
        }
        out
    }

    /// Seconds between two ticks of a session.
    pub fn period_s(&self) -> f64 {
        1.0 / self.rate_hz
    }
}

/// The values of the jog's motion, for the domain's limiter and checks.
impl From<&JogConfig> for JogSettings {
    fn from(c: &JogConfig) -> JogSettings {
        JogSettings {
            max_speed: c.max_speed,
            acceleration_scale: c.acceleration_scale,
            limit_margin_rad: c.limit_margin_rad,
            singularity_slow_below: c.singularity_slow_below,
            singularity_stop_below: c.singularity_stop_below,
            contact_lookahead_s: c.contact_lookahead_s,
        }
    }
}
