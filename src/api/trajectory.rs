//! Publishing trajectories (JSON or CSV) and reading the trajectory log.

use super::request::kinds::{CsvFile, Flag, Points, Separator};
use super::request::{Absent, Field, Form, Request};
use super::schema::{Ack, LogLines};
use super::{ApiError, App};
use crate::events::kinds::MotionPhase;
use armrest_backend::validation::Loc;
use armrest_backend::{Trajectory, Violations, formats::trajectory_csv};
use axum::body::Bytes;

/// The points, checked against the joint limits unless the request turned that off.
const fn points(limits: bool) -> Field<Points> {
    Field::new(
        "points",
        Points { limits },
        Absent::Required,
        "At least one point. Times should increase; the controller refuses a trajectory whose times \
         do not (see `/trajectory/logs`).",
    )
}
const VALIDATE_LIMITS: Field<Flag> =
    Field::new("validate_limits", Flag, Absent::Default(true), "Check every position against the joint limits.");

/// Body of `POST /trajectory/send`.
#[derive(Debug)]
pub struct SendTrajectoryRequest(pub Trajectory);

impl Request for SendTrajectoryRequest {
    const NAME: &'static str = "SendTrajectoryRequest";
    const DESCRIPTION: &'static str = "Body of `POST /trajectory/send`.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let validate = form.field(&VALIDATE_LIMITS);
        let points = form.field(&points(validate != Some(false)));
        Some(SendTrajectoryRequest(points?))
    }
}

const CSV: Field<CsvFile> = Field::new(
    "file",
    CsvFile,
    Absent::Required,
    "CSV: header row naming joint1..joint7 (or joint_1..joint_7) and t, time or time_from_start, \
     in any order; one point per further row.",
)
.tool_name("csv");
const SEPARATOR: Field<Separator> = Field::new(
    "separator",
    Separator,
    Absent::Default(b','),
    "Column separator, one character; default `,` (send `;` as %3B, a tab as `\\t`)",
)
.in_query();
const CSV_VALIDATE_LIMITS: Field<Flag> =
    Field::new("validate_limits", Flag, Absent::Default(true), "Check joint limits; default true").in_query();

/// `POST /trajectory/send_csv`: the uploaded file and how to read it.
#[derive(Clone, Debug)]
pub struct CsvUpload {
    pub file: Bytes,
    /// Where the file sits in the request, for the locations of its problems.
    pub file_loc: Loc,
    pub separator: u8,
    pub validate_limits: bool,
}

impl Request for CsvUpload {
    const NAME: &'static str = "CsvUpload";
    const DESCRIPTION: &'static str = "A CSV trajectory upload.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let separator = form.field(&SEPARATOR);
        let validate_limits = form.field(&CSV_VALIDATE_LIMITS);
        let file = form.field(&CSV);
        let file_loc = form.loc_of(&CSV);
        Some(CsvUpload { file: file?, file_loc, separator: separator?, validate_limits: validate_limits? })
    }
}

/// Parses an uploaded CSV file; problems are located below the file's place in the request. A large file
/// takes a while to parse, so it runs off the async workers.
pub async fn parse_csv(app: &App, upload: CsvUpload) -> Result<Trajectory, Violations> {
    let model = std::sync::Arc::clone(&app.model);
    let at = upload.file_loc.clone();
    let parsed = tokio::task::spawn_blocking(move || {
        let limits = upload.validate_limits.then(|| model.limits());
        trajectory_csv::parse(&upload.file, upload.separator, limits)
    })
    .await
    .unwrap_or_else(|_| Err(Violations::one(Loc::empty(), "csv_invalid", "the CSV could not be read")));
    parsed.map_err(|v| v.prefixed(&at))
}

/// Publishes `trajectory` for operation `request`.
pub async fn send(app: &App, request: &str, trajectory: Trajectory) -> Result<Ack, ApiError> {
    let pts = trajectory.points();
    // The client's time, short whatever it is (issue 21, item 9).
    let over = armrest_backend::validation::fmt_fixed(pts.last().map_or(0.0, |p| p.time_from_start), 3);
    let what = format!("trajectory of {} point(s) over {over} s", pts.len());
    tracing::info!("publish {what}");
    app.backend.send_trajectory(trajectory).await?;
    app.events.motion(MotionPhase::Published, request, &what, None);
    Ok(Ack::new("sent"))
}

pub fn logs(app: &App, n: usize) -> LogLines {
    LogLines { lines: app.backend.trajectory_log().tail(n) }
}
