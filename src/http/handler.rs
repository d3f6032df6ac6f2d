//! The one handler behind every request/answer route: it gathers what the operation's request
//! is made of (the query string, and a JSON or multipart body as the catalogue says) and runs
//! the operation.
//! Reading and checking the fields is the operation's own business (`api::request`).

use super::body::{JsonBody, field_bytes, multipart_error, multipart_or_missing};
use super::error::HttpError;
use crate::api::ApiError;
use crate::api::request::{Body, Source};
use crate::app::App;
use crate::metrics::Refusal;
use crate::operations::{Encoding, Lease, Method, Operation};
use armrest_backend::Violations;
use armrest_backend::validation::Loc;
use axum::body::Bytes;
use axum::extract::{FromRequest, FromRequestParts, Multipart, RawPathParams, Request, State};
use axum::http::HeaderValue;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use axum::routing::{MethodFilter, MethodRouter, on};
use std::sync::Arc;

/// The route of one operation.
pub fn route(op: Operation) -> MethodRouter<App> {
    let method = self::method(op.spec.method);
    let op = Arc::new(op);
    let handler = move |State(app): State<App>, request: Request| {
        let op = Arc::clone(&op);
        async move { handle(&op, app, request).await }
    };
    on(method, handler)
}

/// The method a route answers.
pub fn method(method: Method) -> MethodFilter {
    match method {
        Method::Get => MethodFilter::GET,
        Method::Post => MethodFilter::POST,
        Method::Put => MethodFilter::PUT,
        Method::Delete => MethodFilter::DELETE,
    }
}

async fn handle(op: &Operation, app: App, request: Request) -> Result<Response, HttpError> {
    let query = query_pairs(request.uri().query().unwrap_or(""));
    let (mut parts, body) = request.into_parts();
    let path = match RawPathParams::from_request_parts(&mut parts, &app).await {
        Ok(params) => params.iter().map(|(k, v)| (k.to_owned(), Bytes::from(v.to_owned()))).collect(),
        // The one way it fails on a matched route: a segment that decodes to no UTF-8.
        Err(e) => return Err(Violations::one(Loc::root("path"), "value_error", e.body_text()).into()),
    };
    let lease = if op.lease == Lease::No { None } else { lease_of(&parts.headers)? };
    let request = Request::from_parts(parts, body);
    let body = match op.spec.encoding {
        Encoding::None | Encoding::Ignored => Body::None,
        Encoding::Json => {
            let JsonBody(value, share) = JsonBody::from_request(request, &app).await?;
            Body::Json(value, share)
        }
        Encoding::Multipart { part } => {
            let limit = app.endpoints.uploads.max_bytes;
            let mut multipart = multipart_or_missing(Multipart::from_request(request, &app).await, part)?;
            let mut parts = Vec::new();
            while let Some(field) = multipart.next_field().await.map_err(|e| multipart_error(e, limit))? {
                let name = field.name().unwrap_or("").to_owned();
                parts.push((name, field_bytes(field, limit).await?));
            }
            Body::Form(parts)
        }
    };
    let metrics = Arc::clone(&app.metrics);
    let reply = op.run(app, Source::Http { path, query, body }, lease).await.inspect_err(|e| {
        if let Some(refusal) = refusal(e) {
            metrics.refused(refusal);
        }
    })?;
    Ok(([(CONTENT_TYPE, HeaderValue::from_static("application/json"))], reply.into_bytes()).into_response())
}

/// Why `error` refused the request, as `/metrics` counts it (D38); `None`: no refusal (a fault).
fn refusal(error: &ApiError) -> Option<Refusal> {
    match error {
        ApiError::Invalid(v) if v.0.iter().any(|v| v.kind == "collision") => Some(Refusal::Collision),
        ApiError::Invalid(_) => Some(Refusal::Invalid),
        ApiError::Locked(_) => Some(Refusal::Lease),
        ApiError::Conflict(_) => Some(Refusal::Conflict),
        ApiError::ShuttingDown => Some(Refusal::ShuttingDown),
        ApiError::Backend(_) | ApiError::NotFound(_) | ApiError::InsufficientStorage(_) | ApiError::Internal(_) => None,
    }
}

/// The decoded `key=value` pairs of a query string, in order.
pub fn query_pairs(raw: &str) -> Vec<(String, Bytes)> {
    form_urlencoded::parse(raw.as_bytes()).map(|(k, v)| (k.into_owned(), Bytes::from(v.into_owned()))).collect()
}

/// The control lease in the `X-Armrest-Lease` header (D29), bounded as every text is (D26).
fn lease_of(headers: &axum::http::HeaderMap) -> Result<Option<String>, HttpError> {
    use crate::control::{LEASE_HEADER, LEASE_HEADER_NAME, LEASE_MAX_CHARS};
    let Some(value) = headers.get(LEASE_HEADER) else { return Ok(None) };
    let loc = Loc::root("header").at(LEASE_HEADER_NAME);
    let Ok(text) = value.to_str() else {
        return Err(Violations::one(loc, "string_type", "Input should be a valid string of visible ASCII").into());
    };
    let mut checker = armrest_backend::validation::Checker::new();
    if !checker.text_length(text, &loc, LEASE_MAX_CHARS) {
        return Err(checker.finish::<()>(|| None).err().map_or(HttpError::Internal("no violation".into()), Into::into));
    }
    Ok(Some(text.to_owned()))
}
