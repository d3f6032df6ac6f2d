//! The one place errors become HTTP answers (D5): 422 as `{"detail": [{loc, msg, type}]}`,
//! everything else as `{"detail": "message"}`.

use crate::api::ApiError;
use armrest_backend::{BackendError, Violations};
use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;

#[derive(Debug, thiserror::Error)]
pub enum HttpError {
    #[error(transparent)]
    Api(#[from] ApiError),
    #[error("Not Found")]
    NotFound,
    #[error("Method Not Allowed")]
    MethodNotAllowed,
    #[error("request body larger than the limit of {0} bytes")]
    PayloadTooLarge(usize),
    #[error("missing or wrong bearer token: send the header `Authorization: Bearer <token>`")]
    Unauthorized,
    /// A request this service does not take from where it came (D26).
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    Internal(String),
}

impl From<Violations> for HttpError {
    fn from(v: Violations) -> Self {
        HttpError::Api(ApiError::Invalid(v))
    }
}

impl HttpError {
    pub fn status(&self) -> StatusCode {
        match self {
            HttpError::Api(ApiError::Invalid(_)) => StatusCode::UNPROCESSABLE_ENTITY,
            // Every middleware failure (absent, timed out, refused, gone mid-request) and a
            // service shutting down mean the same to a client: not now, not from here.
            HttpError::Api(ApiError::Backend(
                BackendError::Unavailable(_)
                | BackendError::TimedOut { .. }
                | BackendError::Rejected(_)
                | BackendError::Aborted(_),
            ))
            | HttpError::Api(ApiError::ShuttingDown) => StatusCode::SERVICE_UNAVAILABLE,
            HttpError::Api(ApiError::Conflict(_)) => StatusCode::CONFLICT,
            HttpError::Api(ApiError::NotFound(_)) => StatusCode::NOT_FOUND,
            HttpError::Api(ApiError::Locked(_)) => StatusCode::LOCKED,
            HttpError::Api(ApiError::InsufficientStorage(_)) => StatusCode::INSUFFICIENT_STORAGE,
            HttpError::Api(ApiError::Internal(_)) => StatusCode::INTERNAL_SERVER_ERROR,
            HttpError::NotFound => StatusCode::NOT_FOUND,
            HttpError::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            HttpError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            HttpError::Unauthorized => StatusCode::UNAUTHORIZED,
            HttpError::Forbidden(_) => StatusCode::FORBIDDEN,
            HttpError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl IntoResponse for HttpError {
    fn into_response(self) -> Response {
        let status = self.status();
        let body = match &self {
            HttpError::Api(ApiError::Invalid(v)) => json!({ "detail": v.0 }),
            other => json!({ "detail": other.to_string() }),
        };
        let mut response = (status, Json(body)).into_response();
        if status == StatusCode::UNAUTHORIZED {
            response
                .headers_mut()
                .insert(axum::http::header::WWW_AUTHENTICATE, axum::http::HeaderValue::from_static("Bearer"));
        }
        response
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        HttpError::Api(self).into_response()
    }
}
