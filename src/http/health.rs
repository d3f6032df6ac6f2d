//! The operations probes and the metrics (D38; entries in `operations::health`): `/health`
//! answers without asking anything, `/ready` 200 or 503 with what is missing, `/version`, and
//! `/metrics` with what is a state rather than a count read now.

use super::error::HttpError;
use crate::admission::Holder;
use crate::api::health;
use crate::app::App;
use crate::metrics::{CONTENT_TYPE, Live};
use crate::operations::health::Probe;
use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE as CONTENT_TYPE_HEADER};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, get};

/// The route of `probe`.
pub fn route(probe: Probe) -> MethodRouter<App> {
    match probe {
        Probe::Health => get(|| async { Json(health::health()) }),
        Probe::Ready => get(ready),
        Probe::Version => get(|State(app): State<App>| async move { Json(health::version(&app)) }),
        Probe::Metrics => get(metrics),
    }
}

async fn ready(State(app): State<App>) -> Response {
    let body = health::readiness(&app).await;
    let status = if body.is_ready() { StatusCode::OK } else { StatusCode::SERVICE_UNAVAILABLE };
    (status, [(CACHE_CONTROL, "no-store")], Json(body)).into_response()
}

async fn metrics(State(app): State<App>) -> Result<Response, HttpError> {
    let live = Live {
        joint_state_age_s: app
            .backend
            .joint_state_samples()
            .borrow()
            .as_ref()
            .map(|s| s.received.elapsed().as_secs_f64()),
        stream_clients: app.events.subscribers(),
        jog_sessions: usize::from(app.admission.holder() == Holder::Jog),
        lease_held: app.control.status().held.is_some(),
    };
    let text = app.metrics.encode(live).map_err(|e| HttpError::Internal(format!("encoding the metrics: {e}")))?;
    Ok(([(CONTENT_TYPE_HEADER, CONTENT_TYPE), (CACHE_CONTROL, "no-store")], text).into_response())
}
