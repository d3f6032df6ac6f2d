//! Simulated time: time since start-up multiplied by the time scale, so a test can run
//! physical motion durations many times faster than real time.
//!
//! It reads tokio's clock, not the operating system's: a test that pauses tokio's time
//! (`#[tokio::test(start_paused = true)]`, `tokio::time::advance`) runs the simulator paused or
//! stepped, deterministically, as mini-redis's tests do. In the service tokio's clock is the
//! wall clock.

use std::time::Duration;
use tokio::time::Instant;

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
        self.at(Instant::now())
    }

    /// Simulated seconds since start-up at `instant`.
    pub fn at(&self, instant: Instant) -> f64 {
        instant.saturating_duration_since(self.start).as_secs_f64() * self.scale
    }

    /// Simulated seconds per wall-clock second.
    pub fn scale(&self) -> f64 {
        self.scale
    }

    /// Wall-clock time that `sim_seconds` of simulated time take.
    pub fn wall(&self, sim_seconds: f64) -> Duration {
        Duration::try_from_secs_f64(sim_seconds / self.scale).unwrap_or(Duration::ZERO)
    }
}
