//! What every request passes on its way to the router and back, in one service, in this order:
//! - its log line is begun (`request_log`), and its body, when one is to come, is held so what
//!   the handler leaves of it can be read afterwards (`drain`);
//! - a foreign `Host` or page is refused (`exposure`, D26), before authentication, so a foreign
//!   page learns nothing, not even whether a token is set; then the token is checked (`auth`,
//!   D15);
//! - the router answers; a panic in a handler, a bug, still becomes a JSON 500;
//! - an error answer that is not JSON is rewritten in the D5 shape (`normalize`);
//! - the rest of the body is read, so the keep-alive connection stays usable, and the log line
//!   is written;
//! - the request is counted in the metrics (`crate::metrics`, D38) under the route template it
//!   matched, with its status and how long its answer took.
//!
//! One service rather than a stack of layers: a layer per concern boxed a future and cloned the
//! service below it on every request, and in the profile of issue 25 that stack cost a fifth
//! of armrest's read rate. Each concern's rule stays in its own module.

use super::auth::Auth;
use super::drain::{self, Bounds};
use super::error::HttpError;
use super::exposure::Exposure;
use super::normalize;
use super::request_log::Asked;
use crate::metrics::{Metrics, UNMATCHED};
use axum::Router;
use axum::extract::Request;
use axum::response::{IntoResponse, Response};
use futures_util::FutureExt;
use std::convert::Infallible;
use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Instant;
use tower::Service;

/// The router behind the checks every request passes.
#[derive(Clone)]
pub struct Front {
    router: Router,
    checks: Arc<Checks>,
}

struct Checks {
    exposure: Exposure,
    auth: Auth,
    drain: Bounds,
    counted: Counted,
}

/// The metrics requests are counted in, and the route templates they are counted under.
pub struct Counted {
    metrics: Arc<Metrics>,
    templates: matchit::Router<&'static str>,
}

impl Counted {
    /// `templates` in the router's syntax (`/world/objects/{id}`, `/docs/{*file}`).
    pub fn new(metrics: Arc<Metrics>, templates: &[&'static str]) -> Counted {
        let mut router = matchit::Router::new();
        for template in templates {
            // One that overlaps another (none does) would be counted under that one.
            let _ = router.insert(*template, *template);
        }
        Counted { metrics, templates: router }
    }

    /// The template `path` matches; [`UNMATCHED`] for any other path, so no client can add a
    /// series.
    fn template(&self, path: &str) -> &'static str {
        self.templates.at(path).map_or(UNMATCHED, |m| *m.value)
    }
}

/// The method's name, from a fixed set (a label value must not come from the client).
fn method_name(method: &axum::http::Method) -> &'static str {
    use axum::http::Method as M;
    match *method {
        M::GET => "GET",
        M::POST => "POST",
        M::PUT => "PUT",
        M::DELETE => "DELETE",
        M::HEAD => "HEAD",
        M::OPTIONS => "OPTIONS",
        M::PATCH => "PATCH",
        _ => "other",
    }
}

impl Front {
    pub fn new(router: Router, exposure: Exposure, auth: Auth, drain: Bounds, counted: Counted) -> Front {
        Front { router, checks: Arc::new(Checks { exposure, auth, drain, counted }) }
    }

    /// The answer to `request`.
    pub fn serve(&self, request: Request) -> impl Future<Output = Response> + Send + 'static {
        let started = Instant::now();
        let (method, route) = (method_name(request.method()), self.checks.counted.template(request.uri().path()));
        let asked = Asked::of(&request);
        let (request, held) = drain::hold(request);
        let refusal = self.checks.exposure.refusal(&request).or_else(|| self.checks.auth.refusal(&request));
        let answer = match refusal {
            Some(refusal) => Err(refusal),
            // The router is always ready, and a clone of it is one reference count.
            None => Ok(std::panic::catch_unwind(AssertUnwindSafe(|| self.router.clone().call(request)))),
        };
        let checks = Arc::clone(&self.checks);
        async move {
            let mut response = match answer {
                Err(refusal) => refusal,
                Ok(Ok(future)) => match AssertUnwindSafe(future).catch_unwind().await {
                    Ok(Ok(response)) => response,
                    Ok(Err(never)) => match never {},
                    Err(_) => panicked(),
                },
                Ok(Err(_)) => panicked(),
            };
            if normalize::needed(&response) {
                response = normalize::rewrite(response).await;
            }
            if let Some(held) = held {
                held.finish(checks.drain, &mut response).await;
            }
            if let Some(asked) = asked {
                asked.answered(response.status());
            }
            checks.counted.metrics.request(method, route, response.status().as_u16(), started.elapsed());
            response
        }
    }
}

/// A panic is a bug; should one slip through, the client still gets a JSON answer rather than
/// a dropped connection.
fn panicked() -> Response {
    HttpError::Internal("internal error; the request was not completed (see the service log)".into()).into_response()
}

impl Service<Request> for Front {
    type Response = Response;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Response, Infallible>> + Send>>;

    fn poll_ready(&mut self, _: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request) -> Self::Future {
        let answer = self.serve(request);
        Box::pin(async move { Ok(answer.await) })
    }
}
