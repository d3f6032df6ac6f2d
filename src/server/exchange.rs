//! The router as a connection serves it: each request and its answer tell the connection's
//! [`Activity`] when the request is open, when its body has all arrived and when its answer
//! has been handed to the socket. A stream answer (an event stream, a WebSocket's switch) takes
//! a place among the streams, or is refused (`streams`).

use super::connection::{Activity, BodyArriving, OpenRequest};
use super::streams::{self, ConnectionPlaces, StreamPlace, Streams};
use crate::http::front::Front;
use crate::http::stream::StreamGate;
use axum::body::Body;
use axum::extract::Request;
use axum::response::Response;
use bytes::Bytes;
use http_body::{Body as HttpBody, Frame, SizeHint};
use hyper::body::Incoming;
use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

/// The router, serving one connection.
#[derive(Clone)]
pub struct Exchanges {
    router: Front,
    activity: Arc<Activity>,
    places: Arc<ConnectionPlaces>,
    /// `places` as the request extension handlers read.
    gate: StreamGate,
}

impl Exchanges {
    pub fn new(router: Front, activity: Arc<Activity>, streams: Arc<Streams>) -> Exchanges {
        let places = Arc::new(ConnectionPlaces::new(streams, Arc::clone(&activity)));
        let gate = StreamGate(places.clone());
        Exchanges { router, activity, places, gate }
    }
}

impl hyper::service::Service<hyper::Request<Incoming>> for Exchanges {
    type Response = Response;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>>;

    fn call(&self, request: hyper::Request<Incoming>) -> Self::Future {
        let (open, body) = self.activity.request_began(!request.body().is_end_stream());
        let asked_get = request.method() == hyper::Method::GET;
        let mut request: Request = request.map(|inner| Body::new(Arriving { inner, body }));
        request.extensions_mut().insert(self.gate.clone());
        let answer = self.router.serve(request);
        let places = Arc::clone(&self.places);
        Box::pin(async move {
            let (response, place) = streams::admit(&places, asked_get, answer.await);
            let place = match place {
                // The socket outlives the exchange: the place goes with the connection.
                Some(place) if response.status() == axum::http::StatusCode::SWITCHING_PROTOCOLS => {
                    places.keep_upgraded_place(place);
                    None
                }
                place => place,
            };
            Ok(response.map(|inner| Body::new(Answer { inner, _open: open, _stream: place })))
        })
    }
}

/// A request body; its [`BodyArriving`] goes when the last byte has arrived.
struct Arriving {
    inner: Incoming,
    body: Option<BodyArriving>,
}

impl HttpBody for Arriving {
    type Data = Bytes;
    type Error = hyper::Error;

    fn poll_frame(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, hyper::Error>>> {
        let polled = Pin::new(&mut self.inner).poll_frame(cx);
        if matches!(polled, Poll::Ready(None | Some(Err(_)))) || self.inner.is_end_stream() {
            self.body = None;
        }
        polled
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// An answer's body; the request stays open until the socket has taken its last byte, and an
/// event stream's place among the streams is held as long.
struct Answer {
    inner: Body,
    _open: OpenRequest,
    _stream: Option<StreamPlace>,
}

impl HttpBody for Answer {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}
