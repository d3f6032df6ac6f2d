//! Motion handles (D39): every motion the service runs (a move, a published trajectory, a
//! sequence, a replay, a jog session) gets an id, unique for the service's life, and the
//! current or last one is kept with its phase, so `GET /robot/motion` tells a client what became
//! of its motion, a controller's refusal included, without reading logs.

use armrest_backend::Execution;
use serde::Serialize;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};
use std::time::{Instant, SystemTime};
use utoipa::ToSchema;

/// How far (rad, any joint) from a published trajectory's last point the arm may be and the
/// trajectory still count as reached (D39).
pub const ARRIVAL_TOLERANCE_RAD: f64 = 0.01;

/// How long after a published trajectory's planned end the arm is given to settle before it is
/// judged, seconds (the drives trail the command by a window, D24).
pub const SETTLE_S: f64 = 0.5;

/// What the trajectory log's lines start with while motion `id` is the current one (D39).
pub fn log_prefix(id: u64) -> String {
    format!("[motion {id}] ")
}

/// Where a motion is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Admitted and being planned: nothing reached the controller yet.
    Planned,
    /// The controller runs it (a published trajectory: from its publication).
    Executing,
    /// The controller refused it; `message` says why in its words.
    Refused,
    /// A stop (`POST /stop`, a lapsed lease, a take-over, the shutdown) ended it.
    Stopped,
    Succeeded,
    /// It did not reach its end: `message` says why.
    Failed,
}

impl Phase {
    /// An ended motion's phase never changes again.
    pub fn ended(self) -> bool {
        !matches!(self, Phase::Planned | Phase::Executing)
    }
}

/// `GET /robot/motion`: the current motion, or the last one.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct MotionReport {
    /// The handle every motion answer and `motion` event carries: an integer, increasing, unique
    /// for the service's life (it starts again at 1 when the service restarts).
    pub motion_id: u64,
    /// The request that started it: `move_joints`, `move_named`, `move_pose`, `move_path`,
    /// `trajectory_send`, `trajectory_send_csv`, `replay_recording`, `sequence` or `jog`.
    pub kind: String,
    /// What it goes to, as the logs name it.
    pub target: String,
    pub phase: Phase,
    /// 0..1 while executing, from the elapsed time over the planned duration; `null` where the
    /// duration is unknown (a sequence; a move over ROS 2) and once the motion ended.
    pub progress: Option<f64>,
    /// Seconds left as planned while executing; `null` where `progress` is.
    pub remaining_s: Option<f64>,
    /// The planned duration, seconds (wall clock), where known.
    pub duration_s: Option<f64>,
    /// When it was admitted (UTC, RFC 3339).
    pub started: String,
    /// When it ended; `null` while it runs.
    pub ended: Option<String>,
    /// How it ended, as its answer or the controller said it; `null` while it runs.
    pub message: Option<String>,
}

struct Record {
    id: u64,
    kind: String,
    target: String,
    phase: Phase,
    began: Instant,
    started: SystemTime,
    execution: Option<Execution>,
    ended: Option<SystemTime>,
    message: Option<String>,
}

/// The service's motions: the next id, and the current or last motion.
pub struct Motions {
    next: AtomicU64,
    last: Mutex<Option<Record>>,
}

impl Default for Motions {
    fn default() -> Self {
        Motions { next: AtomicU64::new(1), last: Mutex::new(None) }
    }
}

impl Motions {
    /// A new motion's id.
    pub fn next_id(&self) -> u64 {
        self.next.fetch_add(1, Ordering::Relaxed)
    }

    fn last(&self) -> std::sync::MutexGuard<'_, Option<Record>> {
        self.last.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Motion `id` began (`Planned` or `Executing`, with its execution where known); it is now
    /// the current motion.
    pub fn begin(&self, id: u64, kind: &str, target: &str, phase: Phase, execution: Option<Execution>) {
        *self.last() = Some(Record {
            id,
            kind: kind.to_owned(),
            target: target.to_owned(),
            phase,
            began: Instant::now(),
            started: SystemTime::now(),
            execution,
            ended: None,
            message: None,
        });
    }

    /// Motion `id` ended in `phase` (an ended one); nothing when it already ended or is no
    /// longer the current motion.
    pub fn end(&self, id: u64, phase: Phase, message: &str) {
        let mut last = self.last();
        if let Some(r) = last.as_mut().filter(|r| r.id == id && !r.phase.ended()) {
            r.phase = phase;
            r.ended = Some(SystemTime::now());
            r.message = Some(message.to_owned());
        }
    }

    /// Whether motion `id` is the current one and still runs.
    pub fn runs(&self, id: u64) -> bool {
        self.last().as_ref().is_some_and(|r| r.id == id && !r.phase.ended())
    }

    /// A stop began: the current motion, if it still runs, is stopped; its id. Marked before
    /// the stop reaches the backend, so the motion's own end (its answer, "stopped by …") finds
    /// it ended already.
    pub fn stopped(&self, message: &str) -> Option<u64> {
        let id = self.last().as_ref().filter(|r| !r.phase.ended()).map(|r| r.id)?;
        self.end(id, Phase::Stopped, message);
        Some(id)
    }

    /// The stop's message if a stop ended motion `id` while it ran (its phase is `stopped`):
    /// its answer then cannot be a success, whatever its backend said after the stop's hold.
    pub fn stopped_by(&self, id: u64) -> Option<String> {
        let last = self.last();
        let r = last.as_ref().filter(|r| r.id == id && r.phase == Phase::Stopped)?;
        Some(r.message.clone().unwrap_or_else(|| "stopped".to_owned()))
    }

    /// The stop's final word for motion `id`, which it stopped: its message.
    pub fn restate_stop(&self, id: u64, message: &str) {
        if let Some(r) = self.last().as_mut().filter(|r| r.id == id && r.phase == Phase::Stopped) {
            r.message = Some(message.to_owned());
        }
    }

    /// The current or last motion; `execution`: the backend's last (a planned motion whose plan
    /// the controller took since it began is executing).
    pub fn report(&self, execution: Option<Execution>) -> Option<MotionReport> {
        let mut last = self.last();
        let r = last.as_mut()?;
        if r.phase == Phase::Planned
            && let Some(e) = execution.filter(|e| e.accepted >= r.began)
        {
            r.phase = Phase::Executing;
            r.execution = Some(e);
        }
        let (progress, remaining_s) = match (r.phase, r.execution) {
            (Phase::Executing, Some(e)) => {
                let elapsed = e.accepted.elapsed().as_secs_f64();
                let progress = if e.duration_s > 0.0 { (elapsed / e.duration_s).clamp(0.0, 1.0) } else { 1.0 };
                (Some(progress), Some((e.duration_s - elapsed).max(0.0)))
            }
            _ => (None, None),
        };
        Some(MotionReport {
            motion_id: r.id,
            kind: r.kind.clone(),
            target: r.target.clone(),
            phase: r.phase,
            progress,
            remaining_s,
            duration_s: r.execution.map(|e| e.duration_s),
            started: rfc3339(r.started),
            ended: r.ended.map(rfc3339),
            message: r.message.clone(),
        })
    }
}

/// UTC, microseconds, as the stream's events write it.
fn rfc3339(t: SystemTime) -> String {
    humantime::format_rfc3339_micros(t).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn ids_increase_and_an_ended_motion_stays_ended() {
        let m = Motions::default();
        assert!(m.report(None).is_none());
        let (a, b) = (m.next_id(), m.next_id());
        assert!(b > a);
        m.begin(a, "move_joints", "joint target", Phase::Planned, None);
        m.end(a, Phase::Succeeded, "done");
        m.end(a, Phase::Failed, "late");
        assert_eq!(m.stopped("stop"), None, "nothing runs");
        let r = m.report(None).expect("a motion");
        assert_eq!((r.motion_id, r.phase, r.message.as_deref()), (a, Phase::Succeeded, Some("done")));
        m.begin(b, "trajectory_send", "t", Phase::Executing, None);
        m.end(a, Phase::Failed, "not the current one");
        assert_eq!(m.stopped("stopped"), Some(b));
        assert_eq!(m.report(None).map(|r| r.phase), Some(Phase::Stopped));
    }

    #[test]
    fn a_planned_motion_executes_once_the_controller_took_its_plan() {
        let m = Motions::default();
        let before = Instant::now();
        m.begin(1, "move_joints", "t", Phase::Planned, None);
        let stale = Execution { accepted: before, duration_s: 1.0 };
        assert_eq!(m.report(Some(stale)).map(|r| r.phase), Some(Phase::Planned), "an earlier motion's plan");
        let now = Execution { accepted: Instant::now(), duration_s: 100.0 };
        let r = m.report(Some(now)).expect("a motion");
        assert_eq!(r.phase, Phase::Executing);
        let (p, left) = (r.progress.expect("known"), r.remaining_s.expect("known"));
        assert!((0.0..0.5).contains(&p) && left > 50.0, "{p} {left}");
        let past = Execution { accepted: Instant::now() - Duration::from_secs(3), duration_s: 1.0 };
        m.begin(2, "trajectory_send", "t", Phase::Executing, Some(past));
        let r = m.report(None).expect("a motion");
        assert_eq!((r.progress, r.remaining_s), (Some(1.0), Some(0.0)));
    }
}
