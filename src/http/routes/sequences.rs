use crate::api::schema::{Ack, DetailBody, LogLines, ValidationErrorBody};
use crate::api::sequences::{self as ops, StartFields, StartSequenceForm};
use crate::api::{App, logs};
use crate::http::body::{field_bytes, multipart_error, multipart_or_missing};
use crate::http::error::HttpError;
use crate::http::query::QueryParams;
use crate::sequences::SequenceStatus;
use armrest_backend::validation::Loc;
use axum::Json;
use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, State};
use axum::http::Uri;

/// Start a sequence
///
/// Uploads a sequence file and launches the separate `motion_sequence_runner` process. The
/// file and the form are validated first (422 with `loc` into the file, nothing starts).
/// `started` confirms the launch only; follow `/sequences/status` and `/sequences/logs`.
#[utoipa::path(post, path = "/sequences/start", tag = "sequences",
    request_body(content = StartSequenceForm, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Runner launched", body = Ack, example = json!({"status": "started"})),
        (status = 409, description = "A sequence (or a motion request) is already running", body = DetailBody),
        (status = 413, description = "Upload larger than the limit", body = DetailBody),
        (status = 422, description = "Invalid file or form field", body = ValidationErrorBody),
    ))]
pub async fn start(
    State(app): State<App>,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<Json<Ack>, HttpError> {
    let limit = app.endpoints.uploads.max_bytes;
    let mut multipart = multipart_or_missing(multipart, "config")?;
    let mut f = StartFields::default();
    while let Some(field) = multipart.next_field().await.map_err(|e| multipart_error(e, limit))? {
        let name = field.name().unwrap_or("").to_owned();
        let bytes = field_bytes(field, limit).await?;
        let text = || Some(String::from_utf8_lossy(&bytes).into_owned());
        match name.as_str() {
            "config" => f.config = Some(bytes.to_vec()),
            "n_iterations" => f.n_iterations = text(),
            "delay_between_iterations" => f.delay_between_iterations = text(),
            "bag_path" => f.bag_path = text(),
            "topics" => f.topics = text(),
            "joints_action" => f.joints_action = text(),
            "pose_action" => f.pose_action = text(),
            _ => {}
        }
    }
    let launch = ops::parse_start(&app, f, &ops::StartLocs::http())?;
    Ok(Json(ops::start(&app, launch)?))
}

/// Sequence status
///
/// `idle` (none started), `running`, or `finished` with the runner's `returncode` (0 all
/// waypoints done, 1 a motion failed, 2 invalid configuration, 3 middleware unavailable,
/// negative: ended by that signal, e.g. -15 after `POST /stop`).
#[utoipa::path(get, path = "/sequences/status", tag = "sequences",
    responses((status = 200, description = "Runner state", body = SequenceStatus)))]
pub async fn status(State(app): State<App>) -> Json<SequenceStatus> {
    Json(app.sequences.status())
}

/// Sequence log
///
/// The latest lines the runner printed (stdout, and stderr prefixed `stderr:`), oldest first,
/// each with a UTC timestamp. A new start replaces the previous run's lines.
#[utoipa::path(get, path = "/sequences/logs", tag = "sequences",
    params(("n" = Option<u32>, Query, description = "Number of latest lines, 1 to 300; default 50", minimum = 1, maximum = 300)),
    responses(
        (status = 200, description = "Log lines", body = LogLines),
        (status = 422, description = "`n` out of range", body = ValidationErrorBody),
    ))]
pub async fn logs(State(app): State<App>, uri: Uri) -> Result<Json<LogLines>, HttpError> {
    let n = logs::lines_param(QueryParams::of(&uri).get("n"), &Loc::root("query").at("n"))?;
    Ok(Json(ops::logs(&app, n)))
}
