//! Streams and WebSockets (D26): connections that stay open for as long as their client likes,
//! on which armrest only waits to send (an event stream) or talks both ways (the jog's
//! WebSocket). They are armrest's own work, so no deadline closes them; left unbounded, a
//! thousand of them took every place and kept `POST /stop` out.
//!
//! - They have a bound of their own, below the connection bound ([`stream_bound`]): a stream
//!   or WebSocket over it is refused, 503 in the D5 form, and its connection closed. The places
//!   left are for ordinary requests.
//! - When every place is taken all the same and none of the connections keeps armrest waiting,
//!   the oldest stream yields to the new connection (`accept::Live::shed_one`).

use super::connection::Activity;
use crate::http::stream::{PlaceHeld, Places, StreamsFull};
use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use std::sync::{Arc, Weak};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The streams (event streams and WebSockets) served at once: `connections.max_streams`, and
/// at most half the connection bound in force, so ordinary requests always keep at least half
/// of the places. Never fewer than one: with a single place, the stream holding it yields to
/// any new connection.
pub fn stream_bound(configured: usize, max_connections: usize) -> usize {
    configured.min(max_connections / 2).max(1)
}

/// The places for streams, shared by every connection.
#[derive(Debug)]
pub struct Streams {
    places: Arc<Semaphore>,
    bound: usize,
}

impl Streams {
    pub fn new(bound: usize) -> Streams {
        Streams { places: Arc::new(Semaphore::new(bound)), bound }
    }

    /// A place for a stream on the connection of `activity`, or the refusal when all are taken.
    fn enter(&self, activity: &Arc<Activity>) -> Result<StreamPlace, StreamsFull> {
        let permit = Arc::clone(&self.places).try_acquire_owned().map_err(|_| StreamsFull::new(self.bound))?;
        activity.stream_began();
        Ok(StreamPlace { _permit: permit, activity: Arc::downgrade(activity) })
    }
}

/// The places for streams as one connection's requests see them: what `http::stream`'s
/// `StreamGate` (a request extension) stands for.
#[derive(Debug)]
pub struct ConnectionPlaces {
    streams: Arc<Streams>,
    activity: Arc<Activity>,
}

impl ConnectionPlaces {
    pub(super) fn new(streams: Arc<Streams>, activity: Arc<Activity>) -> ConnectionPlaces {
        ConnectionPlaces { streams, activity }
    }

    /// A place for a stream on this connection, or the refusal when all are taken.
    pub fn enter(&self) -> Result<StreamPlace, StreamsFull> {
        self.streams.enter(&self.activity)
    }

    /// Keeps `place` with the connection itself (an upgraded one) until it goes.
    pub(super) fn keep_upgraded_place(&self, place: StreamPlace) {
        self.activity.keep_upgraded_place(place);
    }
}

impl Places for ConnectionPlaces {
    fn enter(&self) -> Result<Box<dyn std::any::Any + Send>, StreamsFull> {
        ConnectionPlaces::enter(self).map(|place| Box::new(place) as Box<dyn std::any::Any + Send>)
    }
}

/// One stream's place; the connection counts as a stream (and may yield) while it lives.
#[derive(Debug)]
pub struct StreamPlace {
    _permit: OwnedSemaphorePermit,
    /// Weak: an upgraded connection keeps its place in its own [`Activity`].
    activity: Weak<Activity>,
}

impl Drop for StreamPlace {
    fn drop(&mut self) {
        if let Some(activity) = self.activity.upgrade() {
            activity.stream_ended();
        }
    }
}

/// Whether an answer makes a stream of its connection: a protocol switch (a WebSocket) or an
/// event stream.
pub fn is_stream(response: &Response) -> bool {
    if response.status() == StatusCode::SWITCHING_PROTOCOLS {
        return true;
    }
    let event_stream = response
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim_start().to_ascii_lowercase().starts_with("text/event-stream"));
    response.status().is_success() && event_stream
}

/// Takes the place of a stream answer to a `GET` whose handler took none (a WebSocket, MCP's
/// stream of server messages): `Ok` with the place, or the refusal that replaces the answer
/// (which is dropped, and with it the stream or the upgrade, before either began). The answer
/// to another method (MCP's answer to a call, sent as events) is a request's, which lasts as
/// long as the call: it counts as a request, since refusing it now would hide a call that
/// runs.
pub(super) fn admit(gate: &ConnectionPlaces, asked_get: bool, response: Response) -> (Response, Option<StreamPlace>) {
    if !asked_get || !is_stream(&response) || response.extensions().get::<PlaceHeld>().is_some() {
        return (response, None);
    }
    match gate.enter() {
        Ok(place) => (response, Some(place)),
        Err(full) => {
            tracing::info!("{} answered 503 instead: {full}", response.status());
            (full.into_response(), None)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;
    use axum::http::header::CONNECTION;

    #[test]
    fn streams_keep_at_most_half_the_places() {
        assert_eq!(stream_bound(256, 1024), 256);
        assert_eq!(stream_bound(256, 192), 96, "lowered with the open-file limit");
        assert_eq!(stream_bound(1000, 1024), 512);
        assert_eq!(stream_bound(256, 4), 2);
        assert_eq!(stream_bound(256, 1), 1, "one at least: it yields to a new connection");
        assert_eq!(stream_bound(0, 1024), 1);
    }

    #[test]
    fn a_stream_over_the_bound_is_refused_and_a_place_comes_back_when_one_ends() {
        let streams = Arc::new(Streams::new(2));
        let activity = Activity::new();
        let gate = ConnectionPlaces::new(Arc::clone(&streams), Arc::clone(&activity));
        let first = gate.enter().expect("a place");
        assert!(activity.stream_since().is_some(), "the connection counts as a stream");
        let _second = gate.enter().expect("a place");
        let full = gate.enter().expect_err("the bound");
        let answer = full.into_response();
        assert_eq!(answer.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(answer.headers().get(CONNECTION).map(|v| v.as_bytes()), Some(&b"close"[..]));
        drop(first);
        assert!(gate.enter().is_ok(), "a place again");
    }

    #[test]
    fn event_streams_and_upgrades_are_streams() {
        let with = |status: u16, content_type: &str| {
            let mut r = Response::new(axum::body::Body::empty());
            *r.status_mut() = StatusCode::from_u16(status).expect("status");
            r.headers_mut().insert(CONTENT_TYPE, HeaderValue::from_str(content_type).expect("value"));
            r
        };
        assert!(is_stream(&with(200, "text/event-stream")));
        assert!(is_stream(&with(200, "Text/Event-Stream; charset=utf-8")));
        assert!(is_stream(&with(101, "")));
        assert!(!is_stream(&with(200, "application/json")));
        assert!(!is_stream(&with(503, "text/event-stream")));
    }
}
