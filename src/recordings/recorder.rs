//! The recording under way (one at a time, D33): a task of the service that takes the measured
//! joint states as they arrive, whatever moves the arm, at the rate asked for, until it is
//! stopped or reaches `recordings.max_duration_s`. Its times are the arm's clock (the
//! simulator's time at its time scale): the steps between the states' stamps (or arrivals)
//! scaled by the backend's clock rate.

use super::store::{RecordingStore, StoreError, Writing};
use super::{Ended, RecordingInfo};
use armrest_backend::{Backend, JointStateSample};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, SystemTime};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;
use tokio::time::Instant;

/// How often rows written are flushed to the file (and the listing updated), wall clock.
const FLUSH_EVERY: Duration = Duration::from_secs(1);

/// Why a recording cannot start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error("recording '{0}' is under way; one recording at a time (stop it first)")]
    Busy(String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

struct Active {
    name: String,
    stop: Option<oneshot::Sender<()>>,
    task: JoinHandle<RecordingInfo>,
}

/// The one recording under way, if any.
#[derive(Default)]
pub struct Recorder {
    active: Mutex<Option<Active>>,
}

/// What a recording samples and how long it may last.
pub struct Settings {
    pub rate_hz: f64,
    /// On the arm's clock.
    pub max_duration_s: f64,
}

impl Recorder {
    /// Starts recording into `writing` (a recording the store began). Refused while another is
    /// under way.
    pub fn start(
        &self,
        backend: Arc<dyn Backend>,
        store: Arc<RecordingStore>,
        begin: impl FnOnce() -> Result<Writing, StoreError>,
        settings: Settings,
    ) -> Result<RecordingInfo, StartError> {
        let mut active = self.active.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(a) = active.as_ref().filter(|a| !a.task.is_finished()) {
            return Err(StartError::Busy(a.name.clone()));
        }
        let writing = begin()?;
        let info = writing.info.clone();
        let (stop, stopped) = oneshot::channel();
        let task = tokio::spawn(record(backend, store, writing, settings, stopped));
        *active = Some(Active { name: info.name.clone(), stop: Some(stop), task });
        Ok(info)
    }

    /// Ends the recording `name` if it is under way and answers it as ended; `None` if it is
    /// not under way (it ended on its own, or never was).
    pub async fn stop(&self, name: &str) -> Option<RecordingInfo> {
        let task = {
            let mut active = self.active.lock().unwrap_or_else(PoisonError::into_inner);
            if active.as_ref().is_none_or(|a| a.name != name) {
                return None;
            }
            let mut a = active.take()?;
            if let Some(stop) = a.stop.take() {
                let _ = stop.send(());
            }
            a.task
        };
        task.await.ok()
    }
}

/// The steps of a recording between the states it takes, in wall seconds: by their stamps (the
/// robot's clock, taken where the positions were measured, not delayed by the way to armrest)
/// while those agree with the arrivals, else by arrival (a stamp that went back or stood still, a
/// clock set meanwhile, a robot that stamps nothing).
///
/// Agreement is judged over the span since an anchor, not per step: on a loaded machine one
/// step's arrival is off by tens of milliseconds (states come bunched after a delay), and judged
/// per step the recording mixed in those arrivals, a jittered path whose replay, re-timed within
/// the limits, took 5–7 % longer than the motion recorded. A disagreement moves the anchor to
/// that state, so a clock set once costs one step.
#[derive(Debug, Default)]
struct Timeline {
    /// The stamp and the arrival of the state the stamps are measured from.
    anchor: Option<(SystemTime, Instant)>,
}

impl Timeline {
    /// Wall seconds from `before` to `now`, each a state's (stamp, arrival).
    fn step(&mut self, before: (SystemTime, Instant), now: (SystemTime, Instant)) -> f64 {
        let arrival = now.1.saturating_duration_since(before.1).as_secs_f64();
        let (anchor_stamp, anchor_arrival) = *self.anchor.get_or_insert(before);
        let since_anchor = now.1.saturating_duration_since(anchor_arrival).as_secs_f64();
        let agrees =
            now.0.duration_since(anchor_stamp).is_ok_and(|d| (d.as_secs_f64() - since_anchor).abs() <= STAMPS_AGREE_S);
        match now.0.duration_since(before.0) {
            Ok(d) if agrees && !d.is_zero() => d.as_secs_f64(),
            _ => {
                self.anchor = Some(now);
                arrival
            }
        }
    }
}

/// How far the stamps since the anchor may differ from the arrivals since and still be taken:
/// the delay of a state on a loaded machine, not a clock set meanwhile.
const STAMPS_AGREE_S: f64 = 0.5;

/// The arm's seconds per wall second, a positive number whatever the backend says.
fn clock_rate(backend: &dyn Backend) -> f64 {
    let rate = backend.clock_rate();
    if rate.is_finite() && rate > 0.0 { rate } else { 1.0 }
}

/// Samples joint states into `writing` until stopped, the longest duration, or a write fails.
async fn record(
    backend: Arc<dyn Backend>,
    store: Arc<RecordingStore>,
    mut writing: Writing,
    settings: Settings,
    mut stopped: oneshot::Receiver<()>,
) -> RecordingInfo {
    let name = writing.info.name.clone();
    let period = 1.0 / settings.rate_hz;
    // Half a joint-state period of slack: a sample arriving a little early still counts for its
    // slot, so 50 Hz from 50 Hz states takes every one.
    let slack = 0.5 / backend.joint_state_rate_hz().max(settings.rate_hz);
    let mut states = backend.joint_state_samples();
    states.borrow_and_update();
    // The longest duration also on the wall clock: joint states that fall silent end it too.
    let wall_max =
        Duration::try_from_secs_f64(settings.max_duration_s / clock_rate(backend.as_ref())).unwrap_or(Duration::MAX);
    let deadline = tokio::time::sleep(wall_max);
    tokio::pin!(deadline);
    // The latest sample and its time on the arm's clock: each step between two states (by their
    // stamps, see `step`) at the clock's rate then (a simulator's `/clock` over ROS 2 is
    // measured as it runs).
    let mut latest: Option<(Arc<JointStateSample>, f64)> = None;
    let mut timeline = Timeline::default();
    let mut next_t = 0.0;
    let mut flushed = tokio::time::Instant::now();
    let ended = loop {
        tokio::select! {
            _ = &mut stopped => break Ended::Stopped,
            () = &mut deadline => break Ended::MaxDuration,
            changed = states.changed() => if changed.is_err() { break Ended::Interrupted },
        }
        let Some(sample) = states.borrow_and_update().clone() else { continue };
        let Some(q) = sample.state.positions() else { continue };
        let rate = clock_rate(backend.as_ref());
        let t = match &latest {
            None => 0.0,
            Some((before, t)) => {
                t + timeline.step((before.stamp, before.received), (sample.stamp, sample.received)) * rate
            }
        };
        latest = Some((Arc::clone(&sample), t));
        writing.info.clock_rate = rate;
        if t > settings.max_duration_s {
            break Ended::MaxDuration;
        }
        if t + slack < next_t {
            continue;
        }
        next_t = if next_t + period < t { t + period } else { next_t + period };
        if let Err(e) = writing.push(t, &q) {
            tracing::warn!("recordings: '{name}' could not be written ({e}); ended with what it has");
            break Ended::Interrupted;
        }
        if flushed.elapsed() >= FLUSH_EVERY {
            flushed = tokio::time::Instant::now();
            if let Err(e) = writing.flush() {
                tracing::warn!("recordings: '{name}' could not be written ({e}); ended with what it has");
                break Ended::Interrupted;
            }
            store.update(&writing.info);
        }
    };
    let (info, written) = store.finish(writing, ended);
    match written {
        Ok(()) => {
            let why = match ended {
                Ended::MaxDuration => {
                    format!(" at the longest duration, {} s (recordings.max_duration_s)", settings.max_duration_s)
                }
                _ => String::new(),
            };
            tracing::info!("recordings: '{name}' ended{why}: {} point(s) over {:.3} s", info.points, info.duration_s);
        }
        Err(e) => tracing::warn!(
            "recordings: '{name}': {e}; it ended {:?} with the {} point(s) written",
            info.state,
            info.points
        ),
    }
    info
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(stamp_ms: u64, arrival: Instant, arrival_ms: u64) -> (SystemTime, Instant) {
        (
            SystemTime::UNIX_EPOCH + Duration::from_secs(1_800_000_000) + Duration::from_millis(stamp_ms),
            arrival + Duration::from_millis(arrival_ms),
        )
    }

    /// States 20 ms apart by their stamps, arriving bunched after delays of up to 200 ms: the
    /// steps are the stamps', and the timeline ends where the stamps do.
    #[test]
    fn jittered_arrivals_take_the_stamps_steps() {
        let t0 = Instant::now();
        let arrivals = [0, 20, 40, 230, 231, 232, 233, 234, 240, 260, 280, 300];
        let mut timeline = Timeline::default();
        let mut total = 0.0;
        for k in 1..arrivals.len() {
            let before = at(20 * (k as u64 - 1), t0, arrivals[k - 1]);
            let now = at(20 * k as u64, t0, arrivals[k]);
            let step = timeline.step(before, now);
            assert!((step - 0.020).abs() < 1e-9, "step {k}: {step}");
            total += step;
        }
        assert!((total - 0.220).abs() < 1e-9, "{total}");
    }

    /// A stamp that stands still (a robot that stamps nothing the same way twice), goes back, or
    /// jumps (a clock set): that step is the arrival's, and the stamps count again after it.
    #[test]
    fn a_stamp_that_stands_goes_back_or_jumps_gives_way_to_the_arrival() {
        let t0 = Instant::now();
        let mut timeline = Timeline::default();
        assert!((timeline.step(at(0, t0, 0), at(20, t0, 20)) - 0.020).abs() < 1e-9);
        assert!((timeline.step(at(20, t0, 20), at(20, t0, 40)) - 0.020).abs() < 1e-9, "stood still");
        assert!((timeline.step(at(20, t0, 40), at(10, t0, 60)) - 0.020).abs() < 1e-9, "went back");
        assert!((timeline.step(at(10, t0, 60), at(5_000, t0, 80)) - 0.020).abs() < 1e-9, "jumped");
        // Anchored at the jump: the stamps' steps again.
        assert!((timeline.step(at(5_000, t0, 80), at(5_030, t0, 95)) - 0.030).abs() < 1e-9);
    }
}
