//! One log line per request, after its answer: method, path (quoted, as every client string in a
//! log line is), version, status and how long the answer took, under the target
//! `armrest::request` at `info`.
//!
//! One event and no span: a `tracing` span per request (what `tower_http::trace` makes) is
//! created, formatted into a string, entered and closed on every request, and in the profile of
//! issue 25 the request log cost a third of armrest's read rate. Lines a handler logs name what
//! they are about themselves (a motion's target, an agent's call).

use armrest_backend::client_text::quoted;
use axum::extract::Request;
use axum::http::{Method, Uri, Version};
use axum::response::Response;
use pin_project_lite::pin_project;
use std::borrow::Cow;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Instant;
use tower::{Layer, Service};

/// The target of the request lines: `RUST_LOG=armrest::request=warn` leaves them out.
pub const TARGET: &str = "armrest::request";

#[derive(Clone, Copy, Debug, Default)]
pub struct RequestLog;

impl<S> Layer<S> for RequestLog {
    type Service = Logged<S>;

    fn layer(&self, inner: S) -> Logged<S> {
        Logged { inner }
    }
}

#[derive(Clone, Debug)]
pub struct Logged<S> {
    inner: S,
}

/// What the line needs of the request, taken only when the line will be written.
struct Asked {
    method: Method,
    uri: Uri,
    version: Version,
    at: Instant,
}

impl<S> Service<Request> for Logged<S>
where
    S: Service<Request, Response = Response>,
{
    type Response = Response;
    type Error = S::Error;
    type Future = Answer<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> Self::Future {
        let asked = tracing::enabled!(target: TARGET, tracing::Level::INFO).then(|| Asked {
            method: request.method().clone(),
            uri: request.uri().clone(),
            version: request.version(),
            at: Instant::now(),
        });
        Answer { inner: self.inner.call(request), asked }
    }
}

pin_project! {
    /// The inner service's answer; logs the line when it is ready.
    pub struct Answer<F> {
        #[pin]
        inner: F,
        asked: Option<Asked>,
    }
}

impl<F, E> Future for Answer<F>
where
    F: Future<Output = Result<Response, E>>,
{
    type Output = Result<Response, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let answer = std::task::ready!(this.inner.poll(cx));
        if let (Some(asked), Ok(response)) = (this.asked.take(), &answer) {
            let ms = asked.at.elapsed().as_secs_f64() * 1e3;
            tracing::info!(
                target: TARGET,
                "{} {} {:?} {} {ms:.3} ms",
                asked.method,
                quoted(&shown(&asked.uri)),
                asked.version,
                response.status().as_u16(),
            );
        }
        Poll::Ready(answer)
    }
}

/// The request target as the client sent it: the path and query, or, for the rare request in
/// absolute form, the whole URI.
fn shown(uri: &Uri) -> Cow<'_, str> {
    match uri.path_and_query() {
        Some(path) if uri.scheme().is_none() => Cow::Borrowed(path.as_str()),
        _ => Cow::Owned(uri.to_string()),
    }
}
