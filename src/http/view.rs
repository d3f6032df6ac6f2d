//! `/view`: the arm in 3D in the browser, served from inside the binary (offline robot
//! networks), with its vendored libraries (`super::vendor`), and the mesh files
//! the URDF names, at `/robot/description/packages/NAME/PATH`. Also the front door: `GET /`
//! (a browser to the view, any other client an index of the entry points) and the favicon.

use super::error::HttpError;
use super::vendor;
use axum::Router;
use axum::extract::Path;
use axum::http::HeaderMap;
use axum::http::header::{ACCEPT, CACHE_CONTROL, CONTENT_TYPE};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

/// The page and its files: path, content type, content.
const FILES: [(&str, &str, &str); 8] = [
    (PAGE, "text/html; charset=utf-8", include_str!("view/index.html")),
    ("/view/view.js", "text/javascript; charset=utf-8", include_str!("view/view.js")),
    ("/view/control.js", "text/javascript; charset=utf-8", include_str!("view/control.js")),
    ("/view/teach.js", "text/javascript; charset=utf-8", include_str!("view/teach.js")),
    ("/view/view.css", "text/css; charset=utf-8", include_str!("view/view.css")),
    ("/view/lib/scene.js", "text/javascript; charset=utf-8", vendor::SCENE_JS),
    ("/view/lib/uPlot.iife.min.js", "text/javascript; charset=utf-8", vendor::UPLOT_JS),
    ("/view/lib/uPlot.min.css", "text/css; charset=utf-8", vendor::UPLOT_CSS),
];

/// The service's rules the page follows, as a module written from their constants (so the page
/// keeps no copy of its own): the rule for names of saved positions and recordings (D32, D33).
const RULES: &str = "/view/rules.js";

fn rules_js() -> String {
    use crate::positions::{NAME_MAX_CHARS, NAME_PATTERN, NAME_RULE};
    let text = |s: &str| serde_json::Value::from(s).to_string();
    format!(
        "// Written by armrest from its constants (src/http/view.rs).\n\
         export const NAME_PATTERN = {};\n\
         export const NAME_MAX_CHARS = {NAME_MAX_CHARS};\n\
         export const NAME_RULE = {};\n",
        text(NAME_PATTERN),
        text(NAME_RULE),
    )
}

/// Where the page lives.
pub const PAGE: &str = "/view";

/// The icon of the page (and of `/docs`): an SVG, served where browsers look for one.
pub const FAVICON: &str = "/favicon.ico";
const FAVICON_SVG: &str = include_str!("view/favicon.svg");

/// Where the interactive API documentation and the OpenAPI document live (D12).
const DOCS: &str = "/docs";
const OPENAPI: &str = "/openapi.json";
/// Where MCP clients connect (D14).
const MCP: &str = "/mcp/mcp";

/// The routes every deployment answers without a token (D15, D20): they carry no robot data.
/// `GET /` and the favicon are among them.
/// `probes` are the operations probes served (D38), by name and path, listed beside the others.
pub fn front_door<S: Clone + Send + Sync + 'static>(
    view: bool,
    mcp: bool,
    probes: Vec<(&'static str, &'static str)>,
) -> Router<S> {
    let probes = Arc::new(probes);
    Router::new().route("/", get(move |headers: HeaderMap| async move { index(&headers, view, mcp, &probes) })).route(
        FAVICON,
        get(|| async { ([(CONTENT_TYPE, "image/svg+xml"), (CACHE_CONTROL, "public, max-age=86400")], FAVICON_SVG) }),
    )
}

/// `GET /`: a browser (it accepts `text/html`) is sent on to the view, or to `/docs` with the
/// view switched off (303); any other client gets the entry points as JSON.
fn index(headers: &HeaderMap, view: bool, mcp: bool, probes: &[(&'static str, &'static str)]) -> Response {
    if accepts_html(headers) {
        return Redirect::to(if view { PAGE } else { DOCS }).into_response();
    }
    let mut entries = serde_json::Map::new();
    entries.insert("name".into(), env!("CARGO_PKG_NAME").into());
    entries.insert("version".into(), env!("CARGO_PKG_VERSION").into());
    if view {
        entries.insert("view".into(), PAGE.into());
    }
    entries.insert("docs".into(), DOCS.into());
    entries.insert("openapi".into(), OPENAPI.into());
    if mcp {
        entries.insert("mcp".into(), MCP.into());
    }
    for (name, path) in probes {
        entries.insert((*name).into(), (*path).into());
    }
    axum::Json(serde_json::Value::Object(entries)).into_response()
}

/// Whether `Accept` names `text/html` (with any parameters, `q=0` excepted).
fn accepts_html(headers: &HeaderMap) -> bool {
    headers.get_all(ACCEPT).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).any(|range| {
        let mut parts = range.split(';').map(str::trim);
        let media = parts.next().unwrap_or_default();
        let refused = parts.any(|p| {
            p.split_once('=').is_some_and(|(k, q)| {
                k.trim().eq_ignore_ascii_case("q") && q.trim().parse::<f64>().is_ok_and(|q| q <= 0.0)
            })
        });
        media.eq_ignore_ascii_case("text/html") && !refused
    })
}

/// The page's routes.
pub fn page<S: Clone + Send + Sync + 'static>() -> Router<S> {
    let mut router = Router::new();
    for (path, content_type, body) in FILES {
        router = router.route(path, get(move || async move { ([(CONTENT_TYPE, content_type)], body) }));
    }
    router.route(RULES, get(|| async { ([(CONTENT_TYPE, "text/javascript; charset=utf-8")], rules_js()) }))
}

/// The mesh files of the URDF, by `NAME/PATH`, at `route` (its `{*path}`): only these are served.
pub fn meshes<S: Clone + Send + Sync + 'static>(route: &str, files: BTreeMap<String, PathBuf>) -> Router<S> {
    let files = Arc::new(files);
    Router::new().route(
        route,
        get(move |Path(path): Path<String>| {
            let files = Arc::clone(&files);
            async move { mesh(files, path).await.into_response() }
        }),
    )
}

async fn mesh(files: Arc<BTreeMap<String, PathBuf>>, path: String) -> Result<impl IntoResponse, HttpError> {
    let file = files.get(&path).ok_or(HttpError::NotFound)?.clone();
    let read = tokio::task::spawn_blocking(move || std::fs::read(file)).await;
    let bytes = read
        .map_err(|e| HttpError::Internal(e.to_string()))?
        .map_err(|e| HttpError::Internal(format!("mesh {path} could not be read: {e}")))?;
    let content_type = match path.rsplit('.').next().map(str::to_ascii_lowercase).as_deref() {
        Some("stl") => "model/stl",
        Some("dae") => "model/vnd.collada+xml",
        _ => "application/octet-stream",
    };
    Ok(([(CONTENT_TYPE, content_type), (CACHE_CONTROL, "public, max-age=3600")], bytes))
}

#[cfg(test)]
mod tests {
    use super::accepts_html;
    use axum::http::HeaderMap;
    use axum::http::header::ACCEPT;

    fn accept(value: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(ACCEPT, value.parse().expect("a header value"));
        h
    }

    #[test]
    fn the_page_reads_the_name_rule_from_the_service_constants() {
        let js = super::rules_js();
        let pattern = serde_json::Value::from(crate::positions::NAME_PATTERN).to_string();
        assert!(js.contains(&format!("export const NAME_PATTERN = {pattern};")), "{js}");
        assert!(js.contains(&format!("export const NAME_MAX_CHARS = {};", crate::positions::NAME_MAX_CHARS)), "{js}");
    }

    #[test]
    fn a_browser_is_told_from_other_clients_by_accept() {
        let chromium = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8";
        assert!(accepts_html(&accept(chromium)));
        assert!(accepts_html(&accept("TEXT/HTML; charset=utf-8")));
        for other in ["application/json", "*/*", "text/html;q=0", "text/htmlx", ""] {
            assert!(!accepts_html(&accept(other)), "{other}");
        }
        assert!(!accepts_html(&HeaderMap::new()));
    }
}
