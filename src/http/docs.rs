//! `/docs` (Scalar, served from inside the binary so it works on an offline robot network)
//! and `/openapi.json`.

use super::vendor::SCALAR_JS;
use axum::Router;
use axum::http::HeaderMap;
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
    // Nothing of the robot's API may leave the machine, and Scalar switches its cloud features
    // on by itself when the page is opened on localhost: each is switched off here. The browser
    // test tests/view/docs.test.mjs clicks through the page and fails on any request beyond it.
    Scalar.createApiReference('#app', {
      url: '/openapi.json',
      // The default fonts are fetched from fonts.scalar.com.
      withDefaultFonts: false,
      // Its "Open API Client" link hands the document's URL to client.scalar.com.
      hideClientButton: true,
      defaultOpenAllTags: true,
      // The developer tools bar, shown on localhost by default: its Share uploads the API
      // description to api.scalar.com (through proxy.scalar.com) for a public link, its Deploy
      // offers to host it there.
      showDeveloperTools: 'never',
      // "Generate MCP", shown on localhost by default: uploads the API description the same way
      // and opens dashboard.scalar.com with its link.
      mcp: { disabled: true },
      // "Ask AI" and each operation's "Ask AI Agent", on by default on localhost: a chat run by
      // api.scalar.com on the API description.
      agent: { disabled: true },
      // Sends nothing in this bundle; off so that no later one starts to.
      telemetry: false,
      // No proxyUrl, on purpose: "Test Request" then goes straight to this service, where a
      // proxy (proxy.scalar.com in Scalar's examples) would relay every request through it.
    })
  </script>
</body>
</html>"#;

/// `/docs` and its script, and `/openapi.json` as `document` writes it at each request (given
/// the request's headers): the named positions' enum follows positions saved and deleted at run
/// time (D32), and the document is fetched once per client, so writing it anew (a few
/// milliseconds) costs nothing that counts.
pub fn router<S, F>(document: F) -> Router<S>
where
    S: Clone + Send + Sync + 'static,
    F: Fn(&HeaderMap) -> Value + Clone + Send + Sync + 'static,
{
    // The page loads `/openapi.json` itself (`url` in PAGE); the document given here is unused.
    let scalar: Router<S> = Scalar::with_url("/docs", Value::Null).custom_html(PAGE).into();
    scalar
        .route(
            "/openapi.json",
            get(move |headers: HeaderMap| async move {
                ([(CONTENT_TYPE, "application/json")], document(&headers).to_string())
            }),
        )
        .route("/docs/scalar.js", get(scalar_js))
}

async fn scalar_js() -> impl IntoResponse {
    ([(CONTENT_TYPE, "application/javascript; charset=utf-8"), (CACHE_CONTROL, "public, max-age=86400")], SCALAR_JS)
}
