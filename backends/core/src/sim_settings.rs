//! The `simulator:` block of the settings file (D2, D16, D17): here, below both, so the
//! service's configuration reads it without knowing the simulator's crate, and `armrest-sim`
//! runs by it.

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct SimSettings {
    /// Simulated seconds per wall-clock second; > 1 runs motion faster than real time.
    pub time_scale: f64,
    /// Joint state messages per simulated second.
    pub publish_rate_hz: f64,
    /// Named position (from the SRDF) the arm starts at.
    pub initial_position: String,
    /// Simulated seconds the motion server plans a move before its controller takes it (MoveIt
    /// plans for tens of milliseconds to seconds); 0: at once.
    pub planning_time_s: f64,
    pub faults: SimFaults,
}

impl Default for SimSettings {
    fn default() -> Self {
        SimSettings {
            time_scale: 1.0,
            publish_rate_hz: 100.0,
            initial_position: "home".into(),
            planning_time_s: 0.0,
            faults: SimFaults::default(),
        }
    }
}

/// Faults a client's error handling can be tested against (D17).
#[derive(Clone, Debug, PartialEq, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct SimFaults {
    /// The joint state topic goes quiet.
    pub joint_states_silent: bool,
    /// The planning framework (FK, planning) is absent.
    pub planner_unavailable: bool,
}

impl SimSettings {
    /// Problems with the values, as `(key, expected form)` pairs below `simulator.`.
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        if !(self.time_scale.is_finite() && self.time_scale > 0.0 && self.time_scale <= 1000.0) {
            out.push(("time_scale", format!("expected a number > 0 and <= 1000, got {}", self.time_scale)));
        }
        if !(self.publish_rate_hz.is_finite() && self.publish_rate_hz >= 1.0 && self.publish_rate_hz <= 1000.0) {
            out.push(("publish_rate_hz", format!("expected a number from 1 to 1000, got {}", self.publish_rate_hz)));
        }
        if !(self.planning_time_s.is_finite() && (0.0..=PLANNING_TIME_MAX_S).contains(&self.planning_time_s)) {
            out.push((
                "planning_time_s",
                format!("expected a number from 0 to {PLANNING_TIME_MAX_S}, got {}", self.planning_time_s),
            ));
        }
        out
    }
}

/// The longest simulated planning time, seconds: beyond it a move would outlast its timeouts.
pub const PLANNING_TIME_MAX_S: f64 = 10.0;
