//! Simulated time: wall-clock time since start-up multiplied by the time scale, so a test can
//! run physical motion durations many times faster than real time.

use std::time::{Duration, Instant};

#[derive(Clone, Copy, Debug)]
pub struct SimClock {
    start: Instant,
    scale: f64,
}

impl SimClock {
    pub fn new(scale: f64) -> Self {
        SimClock { start: Instant::now(), scale }
    }

    /// Simulated seconds since start-up.
    pub fn now(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * self.scale
    }

    /// Wall-clock time that `sim_seconds` of simulated time take.
    pub fn wall(&self, sim_seconds: f64) -> Duration {
        Duration::try_from_secs_f64(sim_seconds / self.scale).unwrap_or(Duration::ZERO)
    }
}
