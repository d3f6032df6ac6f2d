//! The HTTP layer: routes, the OpenAPI document, `/docs`, and the middleware around them. It
//! knows the `api` operations and the `Backend` trait, never a backend's insides.

pub mod auth;
pub mod body;
pub mod docs;
pub mod drain;
pub mod error;
pub mod normalize;
pub mod openapi;
pub mod query;
pub mod routes;

use crate::api::App;
use armrest_backend::middleware::seconds;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::response::IntoResponse;
use error::HttpError;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// What the router needs beyond the app.
#[derive(Clone, Debug, Default)]
pub struct RouterOptions {
    /// Bearer token every route but the docs requires (D15).
    pub auth_token: Option<String>,
    /// Hosts `/mcp/mcp` accepts; empty: any.
    pub mcp_allowed_hosts: Vec<String>,
}

/// The whole service: enabled endpoints, `/openapi.json`, `/docs`, `/mcp/mcp`, error shaping
/// and, when a token is configured, authentication.
pub fn router(app: App, options: RouterOptions) -> Router {
    let on = &app.endpoints.enabled;
    let mut api = OpenApiRouter::with_openapi(openapi::base());
    let mut add = |enabled: bool, r: utoipa_axum::router::UtoipaMethodRouter<App>| {
        if enabled {
            api = std::mem::take(&mut api).routes(r);
        }
    };
    add(on.joint_states, routes!(routes::robot::joint_states));
    add(on.pose, routes!(routes::robot::pose));
    add(on.positions, routes!(routes::robot::positions));
    add(on.move_named, routes!(routes::motion::named));
    add(on.move_pose, routes!(routes::motion::pose));
    add(on.move_joints, routes!(routes::motion::joints));
    add(on.trajectory_send, routes!(routes::trajectory::send));
    add(on.trajectory_send_csv, routes!(routes::trajectory::send_csv));
    add(on.trajectory_logs, routes!(routes::trajectory::logs));
    add(on.sequences_start, routes!(routes::sequences::start));
    add(on.sequences_status, routes!(routes::sequences::status));
    add(on.sequences_logs, routes!(routes::sequences::logs));
    add(on.stop, routes!(routes::motion::stop));
    let (router, mut doc) = api.split_for_parts();
    openapi::customize(&mut doc, &app.model);
    let uploads = app.endpoints.uploads.clone();
    let limit = uploads.max_bytes;
    let mut router = router.merge(docs::router(doc));
    if app.endpoints.mcp.enabled {
        // Not in the OpenAPI document: the MCP interface is not part of the REST API.
        router = router.route_service("/mcp/mcp", crate::mcp::service(app.clone(), options.mcp_allowed_hosts));
    }
    let router = router
        .fallback(|| async { HttpError::NotFound })
        .method_not_allowed_fallback(|| async { HttpError::MethodNotAllowed })
        .layer(DefaultBodyLimit::max(limit))
        .with_state(app);
    let router = auth::layer(router, options.auth_token);
    // A panic is a bug; should one slip through, the client still gets a JSON answer rather
    // than a dropped connection.
    let router = router.layer(tower_http::catch_panic::CatchPanicLayer::custom(|_| {
        HttpError::Internal("internal error; the request was not completed (see the service log)".into())
            .into_response()
    }));
    // One log line per request: method, path, status, duration.
    let router = normalize::layer(router).layer(
        tower_http::trace::TraceLayer::new_for_http()
            .make_span_with(tower_http::trace::DefaultMakeSpan::new().level(tracing::Level::INFO))
            .on_response(tower_http::trace::DefaultOnResponse::new().level(tracing::Level::INFO)),
    );
    // Outermost, so every early answer (401, 404, 413, 422) leaves the connection usable.
    drain::layer(router, limit, seconds(uploads.drain_s))
}
