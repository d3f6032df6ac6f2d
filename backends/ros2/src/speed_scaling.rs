//! The speed override over ROS 2 (D29), as Jazzy's joint_trajectory_controller takes it: a
//! factor on its `~/speed_scaling_input` topic (control_msgs/msg/SpeedScalingFactor, transient
//! local, ros2_controllers' `speed_scaling.rst`), by which it advances the time of whatever
//! trajectory it runs: a motion server's goal, one armrest published, a hold. 1 runs them as
//! planned; 0 holds the arm on its path, the trajectory still active.
//!
//! The controller applies each factor at once (`traj_time_ += period * scaling_factor_`): one
//! step from 1 to 0 would be a step in every moving joint's velocity. So armrest ramps it, a
//! factor every `trajectory.speed_scaling_period_s`, changing at most [`ramp_rate`] per second,
//! which keeps the acceleration the change adds within the hold's share of each joint's limit
//! for any plan the drives could follow.

use crate::node::{PublisherThread, RosError, RosNode};
use armrest_backend::LogBuffer;
use armrest_backend::speed_override::{FRACTION_DEFAULT, ramp_step};
use futures::StreamExt;
use r2r::QosProfile;
use r2r::control_msgs::msg::SpeedScalingFactor;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};
use tokio::sync::Notify;

/// The factor last sent and the one a ramp heads for.
#[derive(Clone, Copy, Debug)]
struct Ramp {
    sent: f64,
    target: f64,
    /// The next factor goes out as one step to the target.
    at_once: bool,
}

pub struct SpeedScaling {
    topic: String,
    /// The ramp's largest change per second.
    rate: f64,
    ramp: Arc<Mutex<Ramp>>,
    wake: Arc<Notify>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for SpeedScaling {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl SpeedScaling {
    /// Publishes on `topic` once the override changes (never at start-up: a factor another node
    /// set stays until armrest's override changes).
    /// `rate`: the ramp's largest change per second of the controller's clock
    /// ([`armrest_backend::speed_override::ramp_rate`]), whose rate `clock` gives. Must run
    /// inside a tokio runtime.
    pub fn start(
        node: &RosNode,
        topic: &str,
        period: Duration,
        rate: f64,
        clock: ClockRateFn,
        log: Arc<LogBuffer>,
    ) -> Result<SpeedScaling, RosError> {
        // Transient local, as the controller subscribes: a controller (re)started later still
        // gets the factor in effect.
        let publisher = PublisherThread::start(node, topic, QosProfile::default().transient_local())?;
        let ramp = Arc::new(Mutex::new(Ramp { sent: FRACTION_DEFAULT, target: FRACTION_DEFAULT, at_once: false }));
        let wake = Arc::new(Notify::new());
        let step = rate * period.as_secs_f64();
        let readers = Readers { node: node.clone(), topic: topic.to_owned(), known: Vec::new() };
        let pace = Pace { period, step, clock };
        let task = tokio::spawn(run(publisher, Arc::clone(&ramp), Arc::clone(&wake), pace, readers, log));
        Ok(SpeedScaling { topic: topic.to_owned(), rate, ramp, wake, task })
    }

    /// Ramps the controller's factor to `fraction` from where it is; `at_once` (the arm at
    /// rest, where a step moves nothing) sends it as one step.
    pub fn set(&self, fraction: f64, at_once: bool) {
        {
            let mut ramp = self.lock();
            ramp.target = fraction;
            ramp.at_once |= at_once;
        }
        self.wake.notify_one();
    }

    /// What a change does, for the override's answer.
    pub fn describe(&self) -> String {
        let rate = armrest_backend::validation::fmt_fixed(self.rate, 2);
        format!("the controller's speed scaling ({}) ramps to it, at most {rate} per second", self.topic)
    }

    /// The factor the controller was last sent.
    pub fn factor(&self) -> f64 {
        self.lock().sent
    }

    /// Ends a ramp under way where it is, and says where: a stop's hold is timed for the factor
    /// the controller runs it at, which must not change under it.
    pub fn freeze(&self) -> f64 {
        let mut ramp = self.lock();
        ramp.target = ramp.sent;
        ramp.at_once = false;
        ramp.sent
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Ramp> {
        self.ramp.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The topic's readers other than armrest's own, as last seen: a new one (a controller started
/// or restarted since) is sent the factor in effect, which a latched message may not reach (on
/// Fast DDS a restarted controller did not get it; a volatile subscription never does).
struct Readers {
    node: RosNode,
    topic: String,
    known: Vec<Vec<u8>>,
}

impl Readers {
    /// Whether a reader appeared since the last look.
    fn new_one(&mut self) -> bool {
        let Ok(now) = self.node.with(|n| n.get_subscriptions_info_by_topic(&self.topic, false)) else {
            return false;
        };
        let now: Vec<Vec<u8>> = now
            .iter()
            .filter(|r| !OWN_NODES.contains(&r.node_name.as_str()))
            .map(|r| r.endpoint_gid.to_vec())
            .collect();
        let appeared = now.iter().any(|g| !self.known.contains(g));
        self.known = now;
        appeared
    }
}

/// armrest's own nodes: their subscriptions of the scaling topic (the motion timeout's path
/// clock) are no sign that the controller reads it.
pub const OWN_NODES: [&str; 2] = ["armrest", "motion_sequence_runner"];

/// The controller's clock rate now (controller seconds per wall second).
pub type ClockRateFn = Arc<dyn Fn() -> f64 + Send + Sync>;

/// How a ramp goes: a factor every `period` (wall clock), changing at most `step` per period
/// of the controller's clock, whose rate `clock` gives.
struct Pace {
    period: Duration,
    step: f64,
    clock: ClockRateFn,
}

/// How often the topic's readers are looked at.
const READERS_CHECK: Duration = Duration::from_secs(1);

async fn run(
    publisher: PublisherThread<SpeedScalingFactor>,
    ramp: Arc<Mutex<Ramp>>,
    wake: Arc<Notify>,
    pace: Pace,
    mut readers: Readers,
    log: Arc<LogBuffer>,
) {
    let topic = readers.topic.clone();
    let send = async |factor: f64| {
        if let Err(e) = publisher.publish(SpeedScalingFactor { factor }).await {
            log.push(format!("speed scaling: the factor {factor} could not be published on {topic}: {e}"));
        }
    };
    // Nothing goes out before the override changes: another node's factor in effect (the
    // topic is transient local) is not overwritten at start-up.
    let mut tick = tokio::time::interval(pace.period);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut look = tokio::time::interval(READERS_CHECK);
    look.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    // Whether armrest has sent a factor: only then is there one of its own to send again.
    let mut sent_any = false;
    loop {
        let next = {
            let mut r = ramp.lock().unwrap_or_else(PoisonError::into_inner);
            let at_once = std::mem::take(&mut r.at_once);
            (r.sent != r.target).then(|| {
                // The ramp's rate is per second of the controller's clock (a simulator's).
                r.sent = if at_once { r.target } else { ramp_step(r.sent, r.target, pace.step * (pace.clock)()) };
                r.sent
            })
        };
        match next {
            Some(factor) => {
                send(factor).await;
                sent_any = true;
                tick.tick().await;
            }
            None => {
                tokio::select! {
                    () = wake.notified() => {
                        // The first step goes out at once, the next a period later.
                        tick.reset();
                    }
                    _ = look.tick() => {
                        if readers.new_one() && sent_any {
                            let factor = ramp.lock().unwrap_or_else(PoisonError::into_inner).sent;
                            log.push(format!("speed scaling: a new reader of {topic}: the factor {factor} sent again"));
                            send(factor).await;
                        }
                    }
                }
            }
        }
    }
}

/// The time the controller's speed scaling took from the trajectories it ran, as its factors on
/// the scaling topic say: the seconds of the clock that did not advance trajectory time
/// (`∫(1 − factor) dt`). A motion's timeout counts only the time its path advanced, as on the
/// simulator: a paused move does not time out for being paused.
#[derive(Clone)]
pub struct PathClock {
    state: Arc<Mutex<Lost>>,
}

#[derive(Clone, Copy, Debug)]
struct Lost {
    /// Seconds lost up to `since`.
    before: f64,
    since: Instant,
    factor: f64,
}

impl PathClock {
    /// Follows the factors on `topic` (transient local: the factor in effect arrives at once).
    /// Must run inside a tokio runtime; the task ends with the node.
    pub fn start(node: &RosNode, topic: &str) -> Result<PathClock, RosError> {
        let mut factors =
            node.with(|n| n.subscribe::<SpeedScalingFactor>(topic, QosProfile::default().transient_local()))?;
        let state = Arc::new(Mutex::new(Lost { before: 0.0, since: Instant::now(), factor: FRACTION_DEFAULT }));
        let shared = Arc::clone(&state);
        tokio::spawn(async move {
            while let Some(msg) = factors.next().await {
                // Negative factors are ignored by the controller, and so here.
                if msg.factor.is_nan() || msg.factor < 0.0 {
                    continue;
                }
                let mut lost = shared.lock().unwrap_or_else(PoisonError::into_inner);
                let now = Instant::now();
                *lost = Lost { before: lost.at(now), since: now, factor: msg.factor };
            }
        });
        Ok(PathClock { state })
    }

    /// Seconds lost so far, since the clock started.
    pub fn lost(&self) -> Duration {
        let lost = *self.state.lock().unwrap_or_else(PoisonError::into_inner);
        Duration::from_secs_f64(lost.at(Instant::now()).max(0.0))
    }
}

impl Lost {
    fn at(&self, now: Instant) -> f64 {
        // A factor above 1 gains time; the controller allows it, armrest never sends one.
        self.before + (1.0 - self.factor) * now.saturating_duration_since(self.since).as_secs_f64()
    }
}
