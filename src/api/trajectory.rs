//! Publishing trajectories (JSON or CSV) and reading the trajectory log.

use super::schema::{Ack, JointVector, LogLines};
use super::{ApiError, App};
use armrest_backend::validation::{Checker, Loc};
use armrest_backend::{Trajectory, Violations, trajectory_csv};
use serde_json::Value;
use utoipa::ToSchema;

/// Body of `POST /trajectory/send`.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct SendTrajectoryRequest {
    /// At least one point. Times should increase; the controller refuses a trajectory whose
    /// times do not (see `/trajectory/logs`).
    #[schema(min_items = 1)]
    points: Vec<TrajectoryPointBody>,
    /// Check every position against the joint limits.
    #[schema(default = true)]
    validate_limits: Option<bool>,
}

/// One trajectory point.
#[derive(ToSchema)]
#[schema(as = TrajectoryPoint)]
#[allow(dead_code)]
pub struct TrajectoryPointBody {
    positions: JointVector,
    /// Seconds from the start of the trajectory.
    #[schema(minimum = 0)]
    time_from_start: f64,
}

/// Validates a `/trajectory/send` body; `loc` is where the body sits (`["body"]`).
pub fn parse_send(app: &App, body: &Value, loc: &Loc) -> Result<Trajectory, Violations> {
    let mut c = Checker::new();
    let Some(obj) = c.object(body, loc) else { return c.finish(|| None) };
    let validate = match Checker::optional(obj, "validate_limits") {
        Some(v) => c.boolean(v, &loc.at("validate_limits")).unwrap_or(true),
        None => true,
    };
    let limits = validate.then(|| app.model.limits());
    let trajectory = c
        .required(obj, "points", loc)
        .and_then(|points| Trajectory::read_json(&mut c, points, &loc.at("points"), limits));
    c.finish(|| trajectory)
}

/// Options of `/trajectory/send_csv`, from its query string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CsvOptions {
    pub separator: u8,
    pub validate_limits: bool,
}

/// Reads `separator` (one character, default `,`) and `validate_limits` (default true).
pub fn csv_options(separator: Option<&str>, validate_limits: Option<&str>) -> Result<CsvOptions, Violations> {
    let mut c = Checker::new();
    let query = Loc::root("query");
    let separator = match separator {
        None => Some(b','),
        Some("\\t") => Some(b'\t'),
        Some(s) if s.len() == 1 && !matches!(s.as_bytes()[0], b'"' | b'\n' | b'\r') && s.is_ascii() => {
            Some(s.as_bytes()[0])
        }
        Some(_) => {
            c.push(
                query.at("separator"),
                "value_error",
                "separator must be one ASCII character other than a quote or line end (a semicolon is sent as %3B)",
            );
            None
        }
    };
    let validate_limits = match validate_limits {
        None => Some(true),
        Some(raw) => parse_bool(raw).or_else(|| {
            c.push(
                query.at("validate_limits"),
                "bool_parsing",
                "Input should be a valid boolean, unable to interpret input",
            );
            None
        }),
    };
    c.finish(|| Some(CsvOptions { separator: separator?, validate_limits: validate_limits? }))
}

/// Query-string booleans as FastAPI reads them.
pub fn parse_bool(raw: &str) -> Option<bool> {
    match raw.trim().to_ascii_lowercase().as_str() {
        "true" | "1" | "yes" | "on" | "t" | "y" => Some(true),
        "false" | "0" | "no" | "off" | "f" | "n" => Some(false),
        _ => None,
    }
}

/// Parses an uploaded CSV file; problems are located below `["body", "file"]`. A large file
/// takes a while to parse, so it runs off the async workers.
pub async fn parse_csv(
    app: &App,
    bytes: impl AsRef<[u8]> + Send + 'static,
    options: CsvOptions,
) -> Result<Trajectory, Violations> {
    let model = std::sync::Arc::clone(&app.model);
    let parsed = tokio::task::spawn_blocking(move || {
        let limits = options.validate_limits.then(|| model.limits());
        trajectory_csv::parse(bytes.as_ref(), options.separator, limits)
    })
    .await
    .unwrap_or_else(|_| Err(Violations::one(Loc::empty(), "csv_invalid", "the CSV could not be read")));
    parsed.map_err(|v| v.prefixed(&Loc::root("body").at("file")))
}

pub async fn send(app: &App, trajectory: Trajectory) -> Result<Ack, ApiError> {
    let pts = trajectory.points();
    tracing::info!(
        "publish trajectory: {} point(s) over {:.3} s",
        pts.len(),
        pts.last().map_or(0.0, |p| p.time_from_start)
    );
    app.backend.send_trajectory(trajectory).await?;
    Ok(Ack { status: "sent" })
}

pub fn logs(app: &App, n: usize) -> LogLines {
    LogLines { lines: app.backend.trajectory_log(n) }
}
