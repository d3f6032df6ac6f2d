use crate::api::schema::{Ack, DetailBody, LogLines, ValidationErrorBody};
use crate::api::trajectory::{self as ops, SendTrajectoryRequest};
use crate::api::{App, logs};
use crate::http::body::{JsonBody, field_bytes, multipart_error, multipart_or_missing};
use crate::http::error::HttpError;
use crate::http::query::QueryParams;
use armrest_backend::Violations;
use armrest_backend::validation::Loc;
use axum::Json;
use axum::extract::multipart::MultipartRejection;
use axum::extract::{Multipart, State};
use axum::http::Uri;
use utoipa::ToSchema;

/// Publish a trajectory (JSON)
///
/// Publishes a joint trajectory to the controller topic. `sent` confirms publication only;
/// follow the motion through `/robot/joint_states` and `/trajectory/logs`.
#[utoipa::path(post, path = "/trajectory/send", tag = "trajectory",
    request_body = SendTrajectoryRequest,
    responses(
        (status = 200, description = "Published", body = Ack, example = json!({"status": "sent"})),
        (status = 413, description = "Body larger than the upload limit", body = DetailBody),
        (status = 422, description = "Invalid trajectory", body = ValidationErrorBody),
        (status = 503, description = "Controller topic unavailable", body = DetailBody),
    ))]
pub async fn send(State(app): State<App>, JsonBody(body): JsonBody) -> Result<Json<Ack>, HttpError> {
    // Checking every point of a long trajectory is not a job for an async worker.
    let checker = app.clone();
    let trajectory = tokio::task::spawn_blocking(move || ops::parse_send(&checker, &body, &Loc::root("body")))
        .await
        .map_err(|e| HttpError::Internal(format!("trajectory validation failed: {e}")))??;
    Ok(Json(ops::send(&app, trajectory).await?))
}

/// A CSV trajectory upload.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct CsvUpload {
    /// CSV: header row naming joint1..joint7 (or joint_1..joint_7) and t, time or
    /// time_from_start, in any order; one point per further row.
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

/// Publish a trajectory (CSV upload)
///
/// Uploads a CSV file and publishes it as a trajectory. Problems are reported with the row
/// (the file's line number, the header being row 1) and the column.
#[utoipa::path(post, path = "/trajectory/send_csv", tag = "trajectory",
    params(
        ("separator" = Option<String>, Query, description = "Column separator, one character; default `,` (send `;` as %3B)"),
        ("validate_limits" = Option<bool>, Query, description = "Check joint limits; default true"),
    ),
    request_body(content = CsvUpload, content_type = "multipart/form-data"),
    responses(
        (status = 200, description = "Published", body = Ack, example = json!({"status": "sent"})),
        (status = 413, description = "Upload larger than the limit", body = DetailBody),
        (status = 422, description = "Invalid CSV or parameters; `loc` names row and column", body = ValidationErrorBody),
        (status = 503, description = "Controller topic unavailable", body = DetailBody),
    ))]
pub async fn send_csv(
    State(app): State<App>,
    uri: Uri,
    multipart: Result<Multipart, MultipartRejection>,
) -> Result<Json<Ack>, HttpError> {
    let q = QueryParams::of(&uri);
    let options = ops::csv_options(q.get("separator"), q.get("validate_limits"));
    let limit = app.endpoints.uploads.max_bytes;
    let mut multipart = multipart_or_missing(multipart, "file")?;
    let mut file = None;
    while let Some(field) = multipart.next_field().await.map_err(|e| multipart_error(e, limit))? {
        if field.name() == Some("file") && file.is_none() {
            file = Some(field_bytes(field, limit).await?);
        }
    }
    let options = options?;
    let Some(file) = file else {
        return Err(Violations::one(Loc::root("body").at("file"), "missing", "Field required").into());
    };
    let trajectory = ops::parse_csv(&app, file, options).await?;
    Ok(Json(ops::send(&app, trajectory).await?))
}

/// Trajectory log
///
/// Latest entries of the trajectory module's log, oldest first, each with a UTC timestamp.
#[utoipa::path(get, path = "/trajectory/logs", tag = "trajectory",
    params(("n" = Option<u32>, Query, description = "Number of latest entries, 1 to 300; default 50", minimum = 1, maximum = 300)),
    responses(
        (status = 200, description = "Log entries, oldest first", body = LogLines),
        (status = 422, description = "`n` out of range", body = ValidationErrorBody),
    ))]
pub async fn logs(State(app): State<App>, uri: Uri) -> Result<Json<LogLines>, HttpError> {
    let n = logs::lines_param(QueryParams::of(&uri).get("n"), &Loc::root("query").at("n"))?;
    Ok(Json(ops::logs(&app, n)))
}
