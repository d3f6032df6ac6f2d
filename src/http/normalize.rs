//! A last guard on the way out: any error answer that is not already JSON (a rejection from
//! axum or a layer that bypassed our handlers) is rewritten in the D5 shape, so no client ever
//! has to parse a plain-text error.

use axum::body::{Body, to_bytes};
use axum::http::header::{CONTENT_LENGTH, CONTENT_TYPE};
use axum::http::{HeaderValue, StatusCode};
use axum::response::Response;
use serde_json::json;

/// Whether `response` is an error answer that is not JSON.
pub fn needed(response: &Response) -> bool {
    let status = response.status();
    let is_json = response
        .headers()
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    (status.is_client_error() || status.is_server_error()) && !is_json
}

/// The error answer `response` in the D5 shape, its text as the `detail`.
pub async fn rewrite(response: Response) -> Response {
    let status = response.status();
    let (mut parts, body) = response.into_parts();
    let text =
        to_bytes(body, 64 * 1024).await.map(|b| String::from_utf8_lossy(&b).trim().to_owned()).unwrap_or_default();
    let message = if text.is_empty() { status.canonical_reason().unwrap_or("error").to_owned() } else { text };
    let detail = if status == StatusCode::UNPROCESSABLE_ENTITY {
        json!({ "detail": [{ "loc": ["body"], "msg": message, "type": "value_error" }] })
    } else {
        json!({ "detail": message })
    };
    let bytes = detail.to_string();
    parts.headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
    parts.headers.insert(CONTENT_LENGTH, HeaderValue::from(bytes.len()));
    Response::from_parts(parts, Body::from(bytes))
}
