//! `/docs` (Scalar, served from inside the binary so it works on an offline robot network)
//! and `/openapi.json`.

use super::vendor::SCALAR_JS;
use axum::Router;
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE};
use axum::response::IntoResponse;
use axum::routing::get;
use serde_json::Value;
use utoipa_scalar::{Scalar, Servable};

const PAGE: &str = r#"<!doctype html>
<html>
<head>
  <title>armrest API</title>
  <meta charset="utf-8"/>
  <meta name="viewport" content="width=device-width, initial-scale=1"/>
</head>
<body>
  <div id="app"></div>
  <script src="/docs/scalar.js"></script>
  <script>
    Scalar.createApiReference('#app', {
      url: '/openapi.json',
      withDefaultFonts: false,
      hideClientButton: true,
      defaultOpenAllTags: true,
      telemetry: false,
    })
  </script>
</body>
</html>"#;

pub fn router<S: Clone + Send + Sync + 'static>(doc: Value) -> Router<S> {
    let json = doc.to_string();
    let scalar: Router<S> = Scalar::with_url("/docs", doc).custom_html(PAGE).into();
    scalar
        .route("/openapi.json", get(move || async move { ([(CONTENT_TYPE, "application/json")], json) }))
        .route("/docs/scalar.js", get(scalar_js))
}

async fn scalar_js() -> impl IntoResponse {
    ([(CONTENT_TYPE, "application/javascript; charset=utf-8"), (CACHE_CONTROL, "public, max-age=86400")], SCALAR_JS)
}
