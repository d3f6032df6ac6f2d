//! Malformed MCP requests answered in JSON-RPC. rmcp answers a POST whose content type is not
//! JSON, or whose body is no JSON-RPC message, with 415 and a line of text; an MCP client
//! expects a JSON-RPC error. The streamable HTTP transport says a server that cannot accept a
//! message answers an HTTP error status (e.g. 400 Bad Request) whose body may be a JSON-RPC error
//! without an `id`; JSON-RPC 2.0 names the errors: -32700 (parse error: no JSON, or not sent as
//! JSON) and -32600 (invalid request: JSON, but no JSON-RPC message). This layer sits in front of
//! rmcp's service, so rmcp stays as published.

use super::error::HttpError;
use armrest_backend::client_text::quoted;
use axum::body::{Body, Bytes, to_bytes};
use axum::extract::{Request, State};
use axum::http::header::CONTENT_TYPE;
use axum::http::{Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::json;

/// JSON-RPC 2.0: invalid JSON was received.
pub const PARSE_ERROR: i64 = -32700;
/// JSON-RPC 2.0: the JSON sent is not a valid request object.
pub const INVALID_REQUEST: i64 = -32600;

/// The layer: `limit` is the most bytes a body may have (rmcp's `max_request_body_bytes`).
pub async fn layer(State(limit): State<usize>, request: Request, next: Next) -> Response {
    if request.method() != Method::POST {
        return next.run(request).await;
    }
    let content_type = request.headers().get(CONTENT_TYPE).map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
    match content_type.as_deref() {
        Some(ct) if is_json(ct) => {}
        Some(ct) => {
            return rpc_error(
                PARSE_ERROR,
                format!(
                    "Parse error: the body must be JSON, sent with Content-Type: application/json (got {})",
                    quoted(ct)
                ),
            );
        }
        None => {
            return rpc_error(
                PARSE_ERROR,
                "Parse error: the body must be JSON, sent with Content-Type: application/json (got no Content-Type)",
            );
        }
    }
    let (parts, body) = request.into_parts();
    let bytes: Bytes = match to_bytes(body, limit).await {
        Ok(bytes) => bytes,
        Err(_) => return HttpError::PayloadTooLarge(limit).into_response(),
    };
    // Syntax only (nothing is built): rmcp reads the message itself.
    if let Err(e) = serde_json::from_slice::<serde::de::IgnoredAny>(&bytes) {
        return rpc_error(PARSE_ERROR, format!("Parse error: the body is not JSON: {e}"));
    }
    let response = next.run(Request::from_parts(parts, Body::from(bytes))).await;
    // JSON sent as JSON that rmcp still refuses is JSON, but no JSON-RPC message.
    if response.status() == StatusCode::UNSUPPORTED_MEDIA_TYPE {
        let said = to_bytes(response.into_body(), 4096).await.unwrap_or_default();
        let said = String::from_utf8_lossy(&said);
        let said = said.trim().trim_start_matches("fail to deserialize request body").trim();
        return rpc_error(
            INVALID_REQUEST,
            format!("Invalid Request: the body is JSON but no JSON-RPC 2.0 message ({})", quoted(said)),
        );
    }
    response
}

/// The content types rmcp accepts: `application/json`, parameters allowed.
fn is_json(content_type: &str) -> bool {
    let essence = content_type.split_once(';').map_or(content_type, |(essence, _)| essence);
    essence.trim().eq_ignore_ascii_case("application/json")
}

/// A 400 answer with a JSON-RPC error object and no `id` (none could be read).
fn rpc_error(code: i64, message: impl Into<String>) -> Response {
    let body = json!({"jsonrpc": "2.0", "id": null, "error": {"code": code, "message": message.into()}});
    (StatusCode::BAD_REQUEST, axum::Json(body)).into_response()
}

#[cfg(test)]
mod tests {
    use super::is_json;

    #[test]
    fn json_as_rmcp_reads_it() {
        assert!(is_json("application/json"));
        assert!(is_json("Application/JSON; charset=utf-8"));
        assert!(!is_json("text/plain"));
        assert!(!is_json("application/json-seq"));
    }
}
