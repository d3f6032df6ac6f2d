//! `POST /stop` (D10): stop the sequence runner, hold the arm, stop the planner; report each.

use super::App;
use crate::events::Outcome;
use crate::events::kinds::MotionPhase;
use armrest_backend::motion::Hold;
use armrest_backend::stop_signal::StopCause;
use serde::Serialize;
use utoipa::ToSchema;

/// What the stop did. Check `success` and the robot itself: a software stop is no emergency stop.
#[derive(Debug, Serialize, ToSchema)]
pub struct StopResponse {
    /// True when every step succeeded.
    pub success: bool,
    pub message: String,
    /// A running sequence was stopped.
    pub sequence_stopped: bool,
    /// What was published to the controller: `hold_point` (the arm decelerates to rest ahead of
    /// where it was), `empty_trajectory` (no recent joint state; Jazzy's controller refuses it, so
    /// the controller was not held and `success` is false), or `none` when publishing failed.
    pub hold: Hold,
    /// The planner's stop service answered.
    pub planner_stopped: bool,
}

/// Holds the arm first, then explains (D18): the runner gets SIGTERM as soon as the controller
/// has the hold (its cancel of its goal must not reach the controller first, D27), and the
/// planner stop goes out while it ends, not after its grace period.
pub async fn stop(app: &App, cause: &StopCause) -> StopResponse {
    app.metrics.stopped(cause);
    // The motion under way is `stopped` from now (D39), before its own end can say otherwise.
    let stopped = app.admission.motions().stopped(&format!("stopped by {cause}"));
    let (signalled, runner) = tokio::sync::oneshot::channel();
    let slot = std::sync::Mutex::new(Some(signalled));
    // Once: at the hold, or after the backend's stop if it never said so.
    let signal_runner = || {
        if let Some(tx) = slot.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take() {
            let _ = tx.send(app.sequences.signal_stop());
        }
    };
    let backend_stop = async {
        let report = app.backend.stop(cause, &signal_runner).await;
        signal_runner();
        report
    };
    let runner_ended = async {
        let wait = runner.await.ok().flatten();
        let stopped = wait.is_some();
        if let Some(wait) = wait {
            wait.finish().await;
        }
        stopped
    };
    let (report, sequence_stopped) = tokio::join!(backend_stop, runner_ended);
    // The arm is held: the answer waits (bounded) for the motion it ended to give the arm back,
    // so a client's next motion after "stopped" is admitted, not refused as cutting into it.
    let wait_s = app.endpoints.motion.cancel_wait_s;
    let given_back = app.admission.until_free(std::time::Duration::from_secs_f64(wait_s)).await;
    let mut steps = Vec::new();
    // Why, when it was not a client's own stop: a lapsed lease, a take-over, the shutdown.
    if *cause != StopCause::Request {
        steps.push(format!("stopped by {cause}"));
    }
    steps.push(if sequence_stopped { "sequence runner stopped" } else { "no sequence running" }.to_owned());
    steps.extend(report.notes);
    if !given_back {
        steps.push(format!(
            "the stopped motion had not ended {wait_s} s after the hold (motion.cancel_wait_s): a new motion is \
             refused (409) until it does"
        ));
    }
    // Only a hold point holds: Jazzy's controller refuses the empty trajectory (D27); and only
    // what the controller confirmed is reported as held.
    let success = report.planner_stopped && report.hold == Hold::HoldPoint && report.confirmed;
    let verdict = if success { "stopped" } else { "stop incomplete" };
    let message = format!("{verdict}: {}; verify the robot's state", steps.join("; "));
    // Told after the hold went out: the stream explains, it never delays the stop.
    // The stopped motion's message is the stop's (D39), and the event names it.
    if let Some(id) = stopped {
        app.admission.motions().restate_stop(id, &message);
    }
    app.events.motion(MotionPhase::Stopped, stopped, "stop", "", Some(Outcome { success, message: &message }));
    StopResponse { success, message, sequence_stopped, hold: report.hold, planner_stopped: report.planner_stopped }
}
