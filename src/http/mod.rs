//! The HTTP layer: routes, the OpenAPI document, `/docs`, and the middleware around them. It
//! knows the `api` operations and the `Backend` trait, never a backend's insides.

pub mod auth;
pub mod body;
pub mod docs;
pub mod drain;
pub mod error;
pub mod exposure;
pub mod front;
pub mod handler;
pub mod health;
pub mod jog;
pub mod mcp_malformed;
pub mod normalize;
pub mod openapi;
pub mod recording_file;
pub mod request_log;
pub mod routes;
pub mod stream;
pub mod vendor;
pub mod view;

use crate::app::App;
use armrest_backend::middleware::seconds;
use axum::Router;
use axum::extract::DefaultBodyLimit;
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
pub fn router(app: App, options: RouterOptions) -> front::Front {
    // Every enabled entry of the catalogue: routed, documented, and (in `mcp`) a tool.
    let operations = crate::operations::enabled(&app.endpoints);
    let auth = auth::Auth::new(options.auth_token);
    // The document is public (D15); the names of positions saved at run time are not: only a
    // request that presents the token gets them (issue 49).
    let document = {
        let (app, auth) = (app.clone(), auth.clone());
        move |headers: &axum::http::HeaderMap| {
            openapi::document(&app, &crate::operations::enabled(&app.endpoints), auth.admits(headers))
        }
    };
    // What a request's metrics name it by: the path template it matched (D38).
    let mut templates: Vec<&'static str> = operations.iter().map(|op| op.spec.path).collect();
    templates.extend(["/", view::FAVICON, "/openapi.json", "/docs", "/docs/{*file}", "/view/{*file}", "/mcp/mcp"]);
    let probes = operations
        .iter()
        .filter(|op| matches!(op.serves, crate::operations::Serves::Probe(_)))
        .map(|op| (op.spec.name, op.spec.path))
        .collect();
    let mut router = routes::routes(operations, &options.meshes);
    // `GET /` and the favicon: entry points, public like the page's files (D15).
    let view_enabled = app.endpoints.enabled.is_enabled(crate::operations::VIEW);
    router = router.merge(view::front_door(view_enabled, app.endpoints.mcp.enabled, probes));
    let uploads = app.endpoints.uploads.clone();
    let limit = uploads.max_bytes;
    let mut router = router.merge(docs::router(document));
    if app.endpoints.mcp.enabled {
        // Not in the OpenAPI document: the MCP interface is not part of the REST API.
        let mcp = crate::mcp::service(app.clone(), options.mcp_allowed_hosts);
        let mcp = Router::new()
            .route_service("/mcp/mcp", mcp)
            .route_layer(axum::middleware::from_fn_with_state(limit, mcp_malformed::layer))
            .route_layer(axum::middleware::from_fn(session_end));
        router = router.merge(mcp);
    }
    let metrics = front::Counted::new(std::sync::Arc::clone(&app.metrics), &templates);
    let router = router
        .fallback(|| async { HttpError::NotFound })
        .method_not_allowed_fallback(|| async { HttpError::MethodNotAllowed })
        .layer(DefaultBodyLimit::max(limit))
        .with_state(app);
    front::Front::new(router, options.exposure, auth, drain::Bounds::new(limit, seconds(uploads.drain_s)), metrics)
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
