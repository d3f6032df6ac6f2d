//! The rate of a simulator's clock (D29): how many seconds pass on the controller's clock in one
//! second of the wall clock. A simulator publishes its time on `/clock`
//! (`rosgraph_msgs/msg/Clock`) for the nodes that run on it; the simulated controller executes
//! a trajectory's `time_from_start` on that clock, so the jog, whose setpoints are timed by the
//! wall clock's ticks, scales its times and velocities by this rate. Beside a real arm there is
//! no clock topic (`trajectory.clock_topic: ""`) and the rate is 1.
//!
//! The rate is the least-squares slope of clock time against arrival time over the whole time
//! the clock has been heard without a gap, not the slope between two messages: a message
//! delivered late on a loaded machine (the first one included, which would make a two-point
//! estimate too fast for as long as it is the baseline) moves it by little.

use std::time::{Duration, Instant};

/// The topic a simulator publishes its clock on (ROS 2's convention, Gazebo's and
/// `armrest_sim_node`'s).
pub const CLOCK_TOPIC: &str = "/clock";

/// A clock not heard for this long is gone (a simulator stopped): the rate is 1 again.
const SILENT_AFTER: Duration = Duration::from_secs(1);
/// The shortest baseline a rate is measured over; before it, the rate is 1 (a jog then runs
/// slower in simulated time, never faster).
const SHORTEST_BASELINE: Duration = Duration::from_secs(2);
/// The fastest clock followed: the simulator's largest time scale.
pub const FASTEST: f64 = 1000.0;

/// The clock's rate from what was heard of it.
#[derive(Clone, Copy, Debug, Default)]
pub struct RateEstimate {
    /// When and at what clock time the baseline began (the origin of the sums), and the
    /// latest message.
    first: Option<(Instant, f64)>,
    latest: Option<(Instant, f64)>,
    /// Least-squares sums of (x: arrival, y: clock), both in seconds from `first`.
    n: f64,
    sx: f64,
    sy: f64,
    sxx: f64,
    sxy: f64,
}

impl RateEstimate {
    /// One clock message, `clock` seconds, received at `at`. A clock that went back (a restarted
    /// simulator) or was silent starts a new baseline.
    pub fn observe(&mut self, at: Instant, clock: f64) {
        let restart = match self.latest {
            None => true,
            Some((was_at, was)) => clock < was || at.saturating_duration_since(was_at) > SILENT_AFTER,
        };
        if restart {
            *self = RateEstimate { first: Some((at, clock)), ..RateEstimate::default() };
        }
        self.latest = Some((at, clock));
        let Some((t0, c0)) = self.first else { return };
        let (x, y) = (at.saturating_duration_since(t0).as_secs_f64(), clock - c0);
        self.n += 1.0;
        self.sx += x;
        self.sy += y;
        self.sxx += x * x;
        self.sxy += x * y;
    }

    /// Controller seconds per wall second at `now`: 1 without a clock heard recently or a
    /// baseline long enough to measure.
    pub fn rate(&self, now: Instant) -> f64 {
        let (Some((t0, _)), Some((t1, _))) = (self.first, self.latest) else { return 1.0 };
        if now.saturating_duration_since(t1) > SILENT_AFTER || t1.saturating_duration_since(t0) < SHORTEST_BASELINE {
            return 1.0;
        }
        let spread = self.n * self.sxx - self.sx * self.sx;
        let rate = (self.n * self.sxy - self.sx * self.sy) / spread;
        if rate.is_finite() && rate > 0.0 { rate.min(FASTEST) } else { 1.0 }
    }
}

#[cfg(feature = "ros2")]
mod subscription {
    use super::{CLOCK_TOPIC, RateEstimate};
    use crate::node::{RosError, RosNode};
    use futures::StreamExt;
    use r2r::QosProfile;
    use r2r::rosgraph_msgs::msg::Clock;
    use std::sync::{Arc, Mutex, PoisonError};
    use std::time::Instant;

    /// The rate of the clock on a topic, kept current by a task.
    pub struct ClockRate {
        estimate: Arc<Mutex<RateEstimate>>,
        task: tokio::task::JoinHandle<()>,
    }

    impl Drop for ClockRate {
        fn drop(&mut self) {
            self.task.abort();
        }
    }

    impl ClockRate {
        /// Follows the clock on `topic` ([`CLOCK_TOPIC`] by convention). Must run inside a tokio
        /// runtime.
        pub fn start(node: &RosNode, topic: &str) -> Result<ClockRate, RosError> {
            let topic = if topic.is_empty() { CLOCK_TOPIC } else { topic };
            // Best effort, as a clock is published: a late tick is worth nothing.
            let mut messages = node.with(|n| n.subscribe::<Clock>(topic, QosProfile::sensor_data()))?;
            let estimate = Arc::new(Mutex::new(RateEstimate::default()));
            let into = Arc::clone(&estimate);
            let task = tokio::spawn(async move {
                while let Some(msg) = messages.next().await {
                    let clock = f64::from(msg.clock.sec) + f64::from(msg.clock.nanosec) * 1e-9;
                    into.lock().unwrap_or_else(PoisonError::into_inner).observe(Instant::now(), clock);
                }
            });
            Ok(ClockRate { estimate, task })
        }

        /// Controller seconds per wall second now.
        pub fn rate(&self) -> f64 {
            self.estimate.lock().unwrap_or_else(PoisonError::into_inner).rate(Instant::now())
        }
    }
}

#[cfg(feature = "ros2")]
pub use subscription::ClockRate;

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn ms(k: u64) -> Duration {
        Duration::from_millis(k)
    }

    #[test]
    fn without_a_clock_the_rate_is_the_wall_clocks() {
        assert_eq!(RateEstimate::default().rate(Instant::now()), 1.0);
    }

    #[test]
    fn a_silent_or_restarted_clock_counts_as_none_until_measured_again() {
        let t0 = Instant::now();
        let mut e = RateEstimate::default();
        for k in 0..=250 {
            e.observe(t0 + ms(10 * k), 0.2 * k as f64);
        }
        assert!((e.rate(t0 + ms(2500)) - 20.0).abs() < 1e-6);
        assert_eq!(e.rate(t0 + ms(4000)), 1.0, "silent for 1.5 s");
        // A restarted simulator: its clock starts again from 0; a new baseline is measured.
        e.observe(t0 + ms(4100), 0.0);
        assert_eq!(e.rate(t0 + ms(4100)), 1.0);
        e.observe(t0 + ms(5100), 10.0);
        assert_eq!(e.rate(t0 + ms(5100)), 1.0, "a baseline shorter than two seconds");
        e.observe(t0 + ms(6100), 20.0);
        assert!((e.rate(t0 + ms(6100)) - 10.0).abs() < 1e-6);
    }

    /// A subscriber that stalled for its first 300 ms gets the first 31 messages at once: a
    /// two-point estimate over the first two seconds would be 15 % too fast, the fit over every
    /// message is within 5 %.
    #[test]
    fn a_late_start_barely_moves_the_rate() {
        let t0 = Instant::now();
        let mut e = RateEstimate::default();
        for k in 0..=230 {
            e.observe(t0 + ms(10 * k.max(30)), 0.01 * k as f64);
        }
        let rate = e.rate(t0 + ms(2300));
        assert!((rate - 1.0).abs() < 0.05, "{rate}");
    }

    proptest! {
        /// Messages delivered late by up to 50 ms each (the first included) move a rate
        /// measured over 10 s by at most 1 %.
        #[test]
        fn late_messages_move_a_long_baseline_little(
            scale in 0.5f64..100.0,
            delays in proptest::collection::vec(0u64..50, 1001),
        ) {
            let t0 = Instant::now();
            let mut e = RateEstimate::default();
            for (k, d) in delays.iter().enumerate() {
                let sent = ms(10 * k as u64);
                e.observe(t0 + sent + ms(*d), scale * sent.as_secs_f64());
            }
            let rate = e.rate(t0 + ms(10_000));
            prop_assert!((rate / scale - 1.0).abs() < 0.01, "{} for {}", rate, scale);
        }
    }
}
