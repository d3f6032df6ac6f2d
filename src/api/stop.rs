//! `POST /stop` (D10): stop the sequence runner, hold the arm, stop the planner; report each.

use super::App;
use armrest_backend::motion::Hold;
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
    /// What was published to the controller.
    pub hold: Hold,
    /// The planner's stop service answered.
    pub planner_stopped: bool,
}

pub async fn stop(app: &App) -> StopResponse {
    // The order of the spec: the runner first, so it sends no further goal, then the arm.
    let sequence_stopped = app.sequences.stop().await;
    let report = app.backend.stop().await;
    let mut steps = vec![if sequence_stopped { "sequence runner stopped" } else { "no sequence running" }.to_owned()];
    steps.extend(report.notes);
    let success = report.planner_stopped;
    let verdict = if success { "stopped" } else { "stop incomplete" };
    StopResponse {
        success,
        message: format!("{verdict}: {}; verify the robot's state", steps.join("; ")),
        sequence_stopped,
        hold: report.hold,
        planner_stopped: report.planner_stopped,
    }
}
