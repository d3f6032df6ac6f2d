//! `GET /robot/stream`: server-sent events from the service's event hub (declared, and
//! documented, in the catalogue: `operations::live`).

use super::error::HttpError;
use super::handler::query_pairs;
use crate::api::request::{self, Body as RequestBody, Source};
use crate::api::stream::StreamQuery;
use crate::app::App;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use futures_util::StreamExt;

/// How a connection gives its requests a place among the streams (D26; the server's
/// `streams` module keeps the bound): `Ok` with what holds the place for as long as it is
/// kept, or the refusal to answer with.
pub trait Places: Send + Sync {
    fn enter(&self) -> Result<Box<dyn std::any::Any + Send>, StreamsFull>;
}

/// Every place for a stream is taken: 503, in the D5 form, and the connection closed.
#[derive(Debug, thiserror::Error)]
#[error(
    "armrest serves at most {bound} event streams and WebSockets at once (connections.max_streams) and all are \
     open; close one or try again later (other requests are served)"
)]
pub struct StreamsFull {
    bound: usize,
}

impl StreamsFull {
    pub fn new(bound: usize) -> StreamsFull {
        StreamsFull { bound }
    }
}

impl IntoResponse for StreamsFull {
    fn into_response(self) -> Response {
        let detail = serde_json::json!({"detail": self.to_string()});
        let mut response = (axum::http::StatusCode::SERVICE_UNAVAILABLE, axum::Json(detail)).into_response();
        // The connection goes with the answer: a refused client holds no place either.
        response.headers_mut().insert(axum::http::header::CONNECTION, axum::http::HeaderValue::from_static("close"));
        response
    }
}

/// The connection's [`Places`], a request extension on every request armrest's connections
/// serve.
#[derive(Clone)]
pub struct StreamGate(pub std::sync::Arc<dyn Places>);

/// Marks an answer whose stream already holds its place (its handler took it).
#[derive(Clone, Copy, Debug)]
pub struct PlaceHeld;

/// Serves one event stream.
pub async fn stream(State(app): State<App>, request: Request) -> Result<Response, HttpError> {
    let query = query_pairs(request.uri().query().unwrap_or(""));
    let source = Source::Http { path: Vec::new(), query, body: RequestBody::None };
    let StreamQuery { rate, kinds } = request::read::<StreamQuery>(app.context(), &source)?;
    // A place among the streams (D26) before anything is subscribed; served without a
    // connection of armrest's (a test of the router alone), there is no bound to keep.
    let place = match request.extensions().get::<StreamGate>().map(|gate| gate.0.enter()).transpose() {
        Ok(place) => place,
        Err(full) => return Ok(full.into_response()),
    };
    let subscription = app.events.subscribe(kinds, rate);
    let headers = [
        (CONTENT_TYPE, "text/event-stream"),
        (CACHE_CONTROL, "no-cache"),
        // Reverse proxies (nginx) would otherwise buffer the stream.
        (axum::http::HeaderName::from_static("x-accel-buffering"), "no"),
    ];
    // The place goes with the stream.
    let events = subscription.into_stream().map(move |event| {
        let _held = &place;
        event
    });
    let mut response = (headers, Body::from_stream(events)).into_response();
    response.extensions_mut().insert(PlaceHeld);
    Ok(response)
}
