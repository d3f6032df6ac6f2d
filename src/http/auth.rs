//! Optional bearer-token authentication (D15). With a token configured, every route but the
//! documentation (`/docs`, `/openapi.json`) and the view's page (`/view`) needs
//! `Authorization: Bearer <token>`.

use super::error::HttpError;
use axum::Router;
use axum::extract::{Request, State};
use axum::http::header::AUTHORIZATION;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use std::sync::Arc;
use subtle::ConstantTimeEq;

pub fn layer(router: Router, token: Option<String>) -> Router {
    match token.filter(|t| !t.is_empty()) {
        Some(t) => router.layer(axum::middleware::from_fn_with_state(Arc::<str>::from(t), check)),
        None => router,
    }
}

fn is_public(path: &str) -> bool {
    // The view's page and libraries carry no data; the page asks for the token itself.
    path == "/openapi.json"
        || path == "/docs"
        || path.starts_with("/docs/")
        || path == "/view"
        || path.starts_with("/view/")
}

async fn check(State(token): State<Arc<str>>, req: Request, next: Next) -> Response {
    if is_public(req.uri().path()) {
        return next.run(req).await;
    }
    let given = req
        .headers()
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .unwrap_or("");
    // Constant-time, so response timing says nothing about how much of a guess was right.
    if bool::from(given.as_bytes().ct_eq(token.as_bytes())) {
        next.run(req).await
    } else {
        HttpError::Unauthorized.into_response()
    }
}
