//! The front door (issue 38): `GET /` sends a browser on to `/view` and tells any other client
//! where the entry points are; `/favicon.ico` is an icon. Both answer without a token, as the
//! page's files do (D15, D20).

use crate::common::{Options, Server};
use reqwest::header::{ACCEPT, AUTHORIZATION, CONTENT_TYPE, LOCATION};
use serde_json::Value;

/// Chromium's `Accept` for a page it navigates to.
const BROWSER_ACCEPT: &str = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

/// A client that shows redirects rather than follows them.
fn client() -> reqwest::Client {
    reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().expect("a client")
}

async fn get(s: &Server, path: &str, accept: Option<&str>) -> reqwest::Response {
    let mut r = client().get(s.url(path));
    if let Some(accept) = accept {
        r = r.header(ACCEPT, accept);
    }
    r.send().await.expect("GET")
}

fn header(r: &reqwest::Response, name: reqwest::header::HeaderName) -> String {
    r.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned()
}

#[tokio::test]
async fn the_root_sends_a_browser_to_the_view_and_lists_the_entry_points_for_others() {
    let s = Server::start(Options::default()).await;
    let r = get(&s, "/", Some(BROWSER_ACCEPT)).await;
    assert_eq!(r.status().as_u16(), 303, "a browser is sent on");
    assert_eq!(header(&r, LOCATION), "/view");

    for accept in [None, Some("application/json"), Some("*/*")] {
        let r = get(&s, "/", accept).await;
        assert_eq!(r.status().as_u16(), 200, "Accept {accept:?}");
        assert!(header(&r, CONTENT_TYPE).starts_with("application/json"), "Accept {accept:?}");
        let index: Value = r.json().await.expect("JSON");
        assert_eq!(index["view"], "/view", "{index}");
        assert_eq!(index["docs"], "/docs", "{index}");
        assert_eq!(index["openapi"], "/openapi.json", "{index}");
        assert_eq!(index["mcp"], "/mcp/mcp", "{index}");
        assert_eq!(index["name"], "armrest", "{index}");
        // Every entry it names is there.
        for path in ["view", "docs", "openapi"] {
            let at = index[path].as_str().expect("a path");
            assert_eq!(get(&s, at, None).await.status().as_u16(), 200, "{at}");
        }
    }
    // Only GET (and HEAD) has a meaning here.
    let post = client().post(s.url("/")).send().await.expect("POST");
    assert_eq!(post.status().as_u16(), 405);
}

#[tokio::test]
async fn the_favicon_is_an_image() {
    let s = Server::start(Options::default()).await;
    let r = get(&s, "/favicon.ico", None).await;
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(header(&r, CONTENT_TYPE), "image/svg+xml");
    let body = r.text().await.expect("the icon");
    assert!(body.starts_with("<svg") && body.trim_end().ends_with("</svg>"), "{body}");
    // The page links it.
    let page = get(&s, "/view", None).await.text().await.expect("the page");
    assert!(page.contains(r#"<link rel="icon" href="/favicon.ico""#), "{page}");
}

#[tokio::test]
async fn the_front_door_needs_no_token_and_opens_nothing_else() {
    let s = Server::start(Options { auth_token: "s3cret", ..Options::default() }).await;
    assert_eq!(get(&s, "/", Some(BROWSER_ACCEPT)).await.status().as_u16(), 303);
    assert_eq!(get(&s, "/", None).await.status().as_u16(), 200);
    assert_eq!(get(&s, "/favicon.ico", None).await.status().as_u16(), 200);
    assert_eq!(get(&s, "/robot/joint_states", None).await.status().as_u16(), 401);
    let with = client().get(s.url("/robot/joint_states")).header(AUTHORIZATION, "Bearer s3cret").send().await;
    assert_eq!(with.expect("GET").status().as_u16(), 200);
}

#[tokio::test]
async fn without_the_view_the_root_points_to_the_docs() {
    let options = Options::default().with_endpoints(|e| {
        e.enabled.0.insert("view".into(), false);
        e.mcp.enabled = false;
    });
    let s = Server::start(options).await;
    let r = get(&s, "/", Some(BROWSER_ACCEPT)).await;
    assert_eq!(r.status().as_u16(), 303);
    assert_eq!(header(&r, LOCATION), "/docs");
    let index: Value = get(&s, "/", None).await.json().await.expect("JSON");
    assert!(index.get("view").is_none() && index.get("mcp").is_none(), "{index}");
    assert_eq!(index["docs"], "/docs", "{index}");
}
