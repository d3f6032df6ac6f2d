//! Blended paths (D35): one motion through several waypoints, planned by armrest on every
//! backend, previewed with how it passes each waypoint.

use super::motion::{self, SPEED};
use super::request::waypoints::PathWaypoints;
use super::request::{Absent, Field, Form, Request};
use super::{ApiError, App};
use armrest_backend::motion::MotionResult;
use armrest_backend::planning::path::{PathGoal, PathPreview, PathTarget};

const WAYPOINTS: Field<PathWaypoints> = Field::new(
    "waypoints",
    PathWaypoints,
    Absent::Required,
    "The path's waypoints in order, from where the arm is. Each is `{\"joints\": [7]}`, `{\"name\"}` or \
     `{\"pose\": {x, y, z, a, b, c, frame_id}, \"planner\": \"ptp\"|\"lin\"|\"circ\", \"circ\"}`, with an \
     optional `speed` and `blend_radius`.",
);

/// Body of `POST /robot/move/path` and `POST /robot/plan/path`.
#[derive(Debug)]
pub struct MovePathRequest(pub PathGoal);

impl Request for MovePathRequest {
    const NAME: &'static str = "MovePathRequest";
    const DESCRIPTION: &'static str = "Body of `POST /robot/move/path` and `POST /robot/plan/path`.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let waypoints = form.field(&WAYPOINTS);
        let speed = form.field(&SPEED);
        Some(MovePathRequest(PathGoal { waypoints: waypoints?, speed: speed? }))
    }
}

/// `POST /robot/move/path`: the path planned from where the arm rests and run as one motion
/// owned by the service (D18), stoppable and paced by the override like every move.
pub async fn move_path(app: &App, goal: PathGoal) -> Result<MotionResult, ApiError> {
    let admitted = motion::admit(app)?;
    let what = describe(&goal);
    motion::run(
        app,
        admitted,
        "move_path",
        what,
        move |backend, stop| async move { backend.move_path(goal, stop).await },
    )
    .await
}

/// `POST /robot/plan/path`: the path `move/path` would make now; nothing moves.
pub async fn plan_path(app: &App, goal: PathGoal) -> Result<PathPreview, ApiError> {
    app.admission.motion_free()?;
    Ok(app.backend.plan_path(goal).await?)
}

/// The path for the logs: its waypoints' kinds and radii, short whatever was sent.
pub fn describe(goal: &PathGoal) -> String {
    let points: Vec<String> = goal
        .waypoints
        .iter()
        .map(|w| {
            let kind = match &w.target {
                PathTarget::Joints(_) => "joints".to_owned(),
                PathTarget::Pose { planner, .. } => format!("pose ({})", planner.name()),
            };
            match w.blend_radius {
                Some(r) => format!("{kind} blend {r:.3}"),
                None => kind,
            }
        })
        .collect();
    format!("path of {} waypoint(s) [{}] speed {}", goal.waypoints.len(), points.join(", "), goal.speed)
}
