//! A recording's files to download (D33): its trajectory CSV and its rosbag2 MCAP file, named
//! for a browser's "save as" after the recording.

use super::error::HttpError;
use crate::api::recordings::{self, Format, RecordingName};
use crate::api::request::{self, Body as RequestBody, Source};
use crate::app::App;
use armrest_backend::Violations;
use armrest_backend::validation::Loc;
use axum::body::Bytes;
use axum::extract::{RawPathParams, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::response::IntoResponse;
use axum::routing::{MethodRouter, get};

/// `GET` of the recording's file in `format`.
pub fn route(format: Format) -> MethodRouter<App> {
    get(
        move |State(app): State<App>,
              params: Result<RawPathParams, axum::extract::rejection::RawPathParamsRejection>| async move {
            serve(app, params, format).await
        },
    )
}

async fn serve(
    app: App,
    params: Result<RawPathParams, axum::extract::rejection::RawPathParamsRejection>,
    format: Format,
) -> Result<impl IntoResponse, HttpError> {
    let params = params.map_err(|e| Violations::one(Loc::root("path"), "value_error", e.body_text()))?;
    let path = params.iter().map(|(k, v)| (k.to_owned(), Bytes::from(v.to_owned()))).collect();
    let source = Source::Http { path, query: Vec::new(), body: RequestBody::None };
    let RecordingName(name) = request::read::<RecordingName>(app.context(), &source)?;
    let bytes = recordings::file(&app, &name, format).await?;
    // The name is letters, digits, `_` and `-`: nothing to quote in the header.
    let disposition = format!("attachment; filename=\"{name}-{}\"", format.file_name());
    Ok((
        [
            (CONTENT_TYPE, format.content_type().to_owned()),
            (CONTENT_DISPOSITION, disposition),
            (CACHE_CONTROL, "no-store".to_owned()),
        ],
        bytes,
    ))
}
