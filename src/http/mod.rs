//! The HTTP layer: routes, the OpenAPI document, `/docs`, and the middleware around them. It
//! knows the `api` operations and the `Backend` trait, never a backend's insides.

pub mod audit;
pub mod auth;
pub mod body;
pub mod docs;
pub mod drain;
pub mod error;
pub mod exposure;
pub mod handler;
pub mod jog;
pub mod mcp_malformed;
pub mod normalize;
pub mod openapi;
pub mod request_log;
pub mod stream;
pub mod vendor;
pub mod view;

use crate::app::App;
use armrest_backend::middleware::seconds;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::response::IntoResponse;
use error::HttpError;

/// What the router needs beyond the app.
#[derive(Clone, Debug, Default)]
pub struct RouterOptions {
    /// Bearer token every route but the docs requires (D15).
    pub auth_token: Option<String>,
    /// Hosts `/mcp/mcp` accepts; empty: any.
    pub mcp_allowed_hosts: Vec<String>,
    /// The names and origins every route answers to (D26).
    pub exposure: exposure::Exposure,
    /// The URDF's mesh files by `NAME/PATH`, served for the view.
    pub meshes: std::collections::BTreeMap<String, std::path::PathBuf>,
}

/// The whole service: enabled endpoints, `/openapi.json`, `/docs`, `/mcp/mcp`, error shaping
/// and, when a token is configured, authentication.
pub fn router(app: App, options: RouterOptions) -> Router {
    // Every enabled operation of the catalogue: routed, documented, and (in `mcp`) a tool.
    let operations = crate::operations::enabled(&app.endpoints.enabled);
    let doc = openapi::document(&app, &operations);
    let mut router = Router::new();
    for op in operations {
        let path = op.spec.path;
        router = router.route(path, handler::route(op));
    }
    if app.endpoints.enabled.is_enabled(crate::operations::STREAM) {
        router = router.route(stream::PATH, stream::route());
    }
    if app.endpoints.enabled.is_enabled(crate::operations::JOG) {
        router = router.route(jog::PATH, jog::route());
    }
    if app.endpoints.enabled.is_enabled(crate::operations::DESCRIPTION) {
        router = router.merge(view::meshes(options.meshes));
    }
    if app.endpoints.enabled.is_enabled(crate::operations::VIEW) {
        router = router.merge(view::page());
    }
    let uploads = app.endpoints.uploads.clone();
    let limit = uploads.max_bytes;
    let mut router = router.merge(docs::router(doc));
    if app.endpoints.mcp.enabled {
        // Not in the OpenAPI document: the MCP interface is not part of the REST API.
        let mcp = crate::mcp::service(app.clone(), options.mcp_allowed_hosts);
        let mcp = Router::new()
            .route_service("/mcp/mcp", mcp)
            .route_layer(axum::middleware::from_fn_with_state(limit, mcp_malformed::layer))
            .route_layer(axum::middleware::from_fn(session_end));
        router = router.merge(mcp).route(audit::PATH, audit::route());
    }
    let router = router
        .fallback(|| async { HttpError::NotFound })
        .method_not_allowed_fallback(|| async { HttpError::MethodNotAllowed })
        .layer(DefaultBodyLimit::max(limit))
        .with_state(app);
    let router = auth::layer(router, options.auth_token);
    // Before authentication: a foreign page learns nothing, not even whether a token is set.
    let router = exposure::layer(router, options.exposure);
    // A panic is a bug; should one slip through, the client still gets a JSON answer rather
    // than a dropped connection.
    let router = router.layer(tower_http::catch_panic::CatchPanicLayer::custom(|_| {
        HttpError::Internal("internal error; the request was not completed (see the service log)".into())
            .into_response()
    }));
    // One log line per request: method, path, status, duration.
    let router = normalize::layer(router).layer(request_log::RequestLog);
    // Outermost, so every early answer (401, 404, 413, 422) leaves the connection usable.
    drain::layer(router, limit, seconds(uploads.drain_s))
}

/// rmcp answers a session's end (`DELETE /mcp/mcp`) with 202 Accepted; the session is gone at
/// once, and MCP clients (the official Python SDK) read only 200 or 204 as "terminated", so the
/// end is answered 200. Other 202s of the route (a POST of notifications) stay as the
/// transport specifies them.
async fn session_end(request: axum::extract::Request, next: axum::middleware::Next) -> axum::response::Response {
    let delete = request.method() == axum::http::Method::DELETE;
    let mut response = next.run(request).await;
    if delete && response.status() == axum::http::StatusCode::ACCEPTED {
        *response.status_mut() = axum::http::StatusCode::OK;
    }
    response
}
