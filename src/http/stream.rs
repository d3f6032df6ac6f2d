//! `GET /robot/stream`: server-sent events from the service's event hub, and the route's entry
//! in the OpenAPI document.

use super::error::HttpError;
use super::handler::query_pairs;
use crate::api::request::{self, Body as RequestBody, Source};
use crate::api::stream::StreamQuery;
use crate::app::App;
use crate::events::kinds::{ClosedEvent, ControlEvent, LogEvent, MotionEvent, SequenceEvent, StateEvent, WorldEvent};
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodRouter, get};
use futures_util::StreamExt;
use serde_json::{Map, Value, json};
use utoipa::{PartialSchema, ToSchema};

pub const PATH: &str = "/robot/stream";

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

pub fn route() -> MethodRouter<App> {
    get(stream)
}

async fn stream(State(app): State<App>, request: Request) -> Result<Response, HttpError> {
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

/// The route's path item and the schemas it refers to.
pub fn document(app: &App, components: &mut Map<String, Value>) -> Value {
    let mut all = Vec::new();
    for (name, schema) in [
        (StateEvent::name(), StateEvent::schema()),
        (MotionEvent::name(), MotionEvent::schema()),
        (SequenceEvent::name(), SequenceEvent::schema()),
        (LogEvent::name(), LogEvent::schema()),
        (WorldEvent::name(), WorldEvent::schema()),
        (ControlEvent::name(), ControlEvent::schema()),
        (ClosedEvent::name(), ClosedEvent::schema()),
    ] {
        all.push((name.into_owned(), schema));
    }
    StateEvent::schemas(&mut all);
    MotionEvent::schemas(&mut all);
    LogEvent::schemas(&mut all);
    WorldEvent::schemas(&mut all);
    ControlEvent::schemas(&mut all);
    let mut events = Vec::new();
    for (name, schema) in all {
        if name.ends_with("Event") {
            events.push(json!({"$ref": format!("#/components/schemas/{name}")}));
        }
        components.insert(name, serde_json::to_value(schema).unwrap_or_default());
    }
    json!({"get": {
        "tags": ["robot"],
        "summary": "Live events",
        "description": "Server-sent events (`text/event-stream`; `curl -N`, or `EventSource` in a browser). Each \
            event is `event: <kind>`, `id: <seq>` and one `data:` line holding a JSON object: `state` (the \
            joint state as `/robot/joint_states` with `pose` as `/robot/pose`, computed from the URDF), \
            `motion` (a motion request admitted or finished, a trajectory published, a stop), `sequence` \
            (a status change), `log` (each new line of `/trajectory/logs` and `/sequences/logs`), `world` \
            (the world after each change, as `GET /world` gives it) and `control` (who holds the control \
            lease changed: granted, taken, released, lapsed; D29). \
            Every object has `seq`, strictly increasing, and `stamp`, UTC. A slow client is never waited \
            for: it gets the latest state when it catches up (a gap in `seq`); its other events queue \
            up to `stream.queue`, and past that its stream ends with a `closed` event saying why, as it \
            does when the service shuts down. Comment lines keep a quiet stream open.",
        "operationId": "stream",
        "parameters": super::openapi::query_parameters::<StreamQuery>(app),
        "responses": {
            "200": {
                "description": "The event stream; each event's `data` is one of these objects.",
                "content": {"text/event-stream": {"schema": {"oneOf": events}}},
            },
            "422": super::openapi::invalid_query("Invalid `rate` or `events`; `loc` names the parameter."),
            "503": {
                "description": "As many event streams and WebSockets are open as armrest serves at once \
                    (`connections.max_streams`); the connection is closed with the answer.",
                "content": {"application/json": {"schema": {"type": "object", "properties": {"detail": {"type": "string"}}}}},
            },
        },
    }})
}
