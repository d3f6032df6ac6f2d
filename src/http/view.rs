//! `/view`: the arm in 3D in the browser, served from inside the binary (offline robot
//! networks), with its vendored libraries (`super::vendor`), and the mesh files
//! the URDF names, at `/robot/description/packages/NAME/PATH`.

use super::error::HttpError;
use super::vendor;
use axum::Router;
use axum::extract::Path;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::IntoResponse;
use axum::routing::get;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

/// The page and its files: path, content type, content.
const FILES: [(&str, &str, &str); 7] = [
    ("/view", "text/html; charset=utf-8", include_str!("view/index.html")),
    ("/view/view.js", "text/javascript; charset=utf-8", include_str!("view/view.js")),
    ("/view/control.js", "text/javascript; charset=utf-8", include_str!("view/control.js")),
    ("/view/view.css", "text/css; charset=utf-8", include_str!("view/view.css")),
    ("/view/lib/scene.js", "text/javascript; charset=utf-8", vendor::SCENE_JS),
    ("/view/lib/uPlot.iife.min.js", "text/javascript; charset=utf-8", vendor::UPLOT_JS),
    ("/view/lib/uPlot.min.css", "text/css; charset=utf-8", vendor::UPLOT_CSS),
];

/// Where meshes are served.
pub const PACKAGES: &str = "/robot/description/packages";

/// The page's routes.
pub fn page<S: Clone + Send + Sync + 'static>() -> Router<S> {
    let mut router = Router::new();
    for (path, content_type, body) in FILES {
        router = router.route(path, get(move || async move { ([(CONTENT_TYPE, content_type)], body) }));
    }
    router
}

/// The mesh files of the URDF, by `NAME/PATH`: only these are served.
pub fn meshes<S: Clone + Send + Sync + 'static>(files: BTreeMap<String, PathBuf>) -> Router<S> {
    let files = Arc::new(files);
    Router::new().route(
        &format!("{PACKAGES}/{{*path}}"),
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
