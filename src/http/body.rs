//! Request bodies read by hand rather than through axum's `Json` and `Multipart` rejections,
//! so every malformed body is a D5 answer: 422 with a location, or 413 over the size limit.

use super::error::HttpError;
use crate::api::request::BodyShare;
use crate::app::App;
use armrest_backend::Violations;
use armrest_backend::client_text::quoted;
use armrest_backend::validation::Loc;
use axum::body::Bytes;
use axum::extract::multipart::{Field, MultipartError};
use axum::extract::{FromRequest, Multipart, Request};
use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use serde_json::Value;

/// A JSON request body as a value, read the way FastAPI reads one: no content type or a JSON
/// content type is parsed; anything else, an empty body or malformed JSON is a 422. A large one
/// holds its share of the large-body budget (D13) as long as it lives.
pub struct JsonBody(pub Value, pub Option<BodyShare>);

impl FromRequest<App> for JsonBody {
    type Rejection = HttpError;

    async fn from_request(req: Request, state: &App) -> Result<Self, Self::Rejection> {
        let limit = state.endpoints.uploads.max_bytes;
        let content_type = req.headers().get(CONTENT_TYPE).map(|v| v.to_str().unwrap_or("").to_owned());
        let bytes = Bytes::from_request(req, state).await.map_err(|e| {
            if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
                HttpError::PayloadTooLarge(limit)
            } else {
                Violations::one(Loc::root("body"), "value_error", format!("the request body cannot be read: {e}"))
                    .into()
            }
        })?;
        let body = Loc::root("body");
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return Err(Violations::one(body, "missing", "Field required").into());
        }
        if let Some(ct) = content_type.filter(|ct| !is_json(ct)) {
            return Err(Violations::one(
                body,
                "model_attributes_type",
                format!(
                    "Input should be a valid dictionary or object to extract fields from (content type {} is not \
                     JSON; send application/json)",
                    quoted(&ct)
                ),
            )
            .into());
        }
        // A large body (a long trajectory) takes milliseconds to parse: not on an async worker.
        // Parsed, it takes some twenty times its bytes until it is read (issue 49: 300 MB for a
        // 16 MB trajectory), so large bodies take turns: at most `uploads.max_bytes` of them are
        // parsed and read at once, the rest wait their turn.
        if bytes.len() > crate::api::request::INLINE_MAX_BYTES {
            let share = state.large_bodies.share(bytes.len()).await;
            let parsed = tokio::task::spawn_blocking(move || parse(&bytes)).await;
            let parsed = parsed.unwrap_or_else(|e| Err(HttpError::Internal(format!("JSON parsing failed: {e}"))))?;
            return Ok(JsonBody(parsed, share));
        }
        parse(&bytes).map(|v| JsonBody(v, None))
    }
}

fn parse(bytes: &[u8]) -> Result<Value, HttpError> {
    serde_json::from_slice(bytes).map_err(|e| {
        let at = offset(bytes, e.line(), e.column());
        Violations::one(Loc::root("body").at(at), "json_invalid", format!("JSON decode error: {e}")).into()
    })
}

fn is_json(content_type: &str) -> bool {
    let essence = content_type.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
    essence == "application/json" || (essence.starts_with("application/") && essence.ends_with("+json"))
}

/// Byte offset of a 1-based line and column.
fn offset(bytes: &[u8], line: usize, column: usize) -> usize {
    let line_start: usize = bytes.split(|b| *b == b'\n').take(line.saturating_sub(1)).map(|l| l.len() + 1).sum();
    (line_start + column.saturating_sub(1)).min(bytes.len())
}

/// Maps a multipart failure: 413 when the size limit cut it, else 422 on the body.
pub fn multipart_error(e: MultipartError, limit: usize) -> HttpError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        HttpError::PayloadTooLarge(limit)
    } else {
        Violations::one(
            Loc::root("body"),
            "value_error",
            format!("the multipart body cannot be read: {}", e.body_text()),
        )
        .into()
    }
}

/// Reads a whole multipart field.
pub async fn field_bytes(field: Field<'_>, limit: usize) -> Result<Bytes, HttpError> {
    field.bytes().await.map_err(|e| multipart_error(e, limit))
}

/// The multipart extractor, with its rejection (not multipart at all) as a 422 naming the part
/// the endpoint needs.
pub fn multipart_or_missing(
    m: Result<Multipart, axum::extract::multipart::MultipartRejection>,
    part: &'static str,
) -> Result<Multipart, HttpError> {
    m.map_err(|e| {
        Violations::one(
            Loc::root("body").at(part),
            "missing",
            format!("Field required: send multipart/form-data with a part named `{part}` ({})", e.body_text()),
        )
        .into()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_and_content_types() {
        assert_eq!(offset(b"{\n  x", 2, 3), 4);
        assert_eq!(offset(b"{", 1, 1), 0);
        assert!(is_json("application/json; charset=utf-8"));
        assert!(is_json("application/merge-patch+json"));
        assert!(!is_json("text/plain"));
    }
}
