//! Every endpoint comes from one declaration, the catalogue (`armrest::operations`): each entry
//! (the request/answer operations, the event stream, the jog WebSocket, the 3D page, the mesh
//! files, the agents' audit) is in the OpenAPI document and routed when its switch is on, and
//! neither when it is off.

use crate::common::{Options, Server};
use armrest::http::openapi::documented_path;
use armrest::operations::{self, Method, Operation, Serves};
use serde_json::Value;

/// A path of the entry's route, its parameters filled in.
fn concrete(path: &str) -> String {
    path.replace("{*path}", "no_package/no_mesh.stl").replace("{id}", "no_object")
}

fn method(op: &Operation) -> reqwest::Method {
    match op.spec.method {
        Method::Get => reqwest::Method::GET,
        Method::Post => reqwest::Method::POST,
        Method::Put => reqwest::Method::PUT,
        Method::Delete => reqwest::Method::DELETE,
    }
}

/// The status and body of `method path`, without a body; a stream's body is not waited for.
async fn call(s: &Server, method: reqwest::Method, path: &str) -> (u16, String) {
    let r = s.client.request(method, s.url(path)).send().await.expect("a request");
    let status = r.status().as_u16();
    let streams = r.headers().get("content-type").is_some_and(|t| t.as_bytes().starts_with(b"text/event-stream"));
    (status, if streams { String::new() } else { r.text().await.unwrap_or_default() })
}

#[tokio::test(flavor = "multi_thread")]
async fn every_entry_is_documented_and_routed_when_switched_on() {
    let s = Server::start_in_process(Options::default().with_endpoints(|e| e.mcp.enabled = true)).await;
    let (status, doc) = s.get("/openapi.json").await;
    assert_eq!(status, 200, "{doc}");
    // What the router answers a path it does not route.
    let unrouted = call(&s, reqwest::Method::GET, "/no/such/route").await;
    assert_eq!(unrouted.0, 404);
    let mut failures = Vec::new();
    for op in operations::catalogue() {
        let (path, name) = (op.spec.path, op.spec.name);
        if doc["paths"][documented_path(path)][op.spec.method.openapi()].get("operationId") != Some(&Value::from(name))
        {
            failures.push(format!("{name}: {} {path} not in /openapi.json", op.spec.method.openapi()));
        }
        let url = concrete(path);
        // The path is routed: another method is 405, not 404.
        let (status, _) = call(&s, reqwest::Method::PATCH, &url).await;
        if status != 405 {
            failures.push(format!("{name}: PATCH {url} answered {status}, not 405: the path is not routed"));
        }
        // The method is routed: not the router's 404 (a missing mesh file is the mesh route's own 404).
        let answer = call(&s, method(&op), &url).await;
        let meshes = matches!(op.serves, Serves::Meshes);
        if answer.0 == 405 || (answer == unrouted && !meshes) {
            failures.push(format!("{name}: {} {url} answered {} {}", op.spec.method.openapi(), answer.0, answer.1));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn every_entry_is_neither_documented_nor_routed_when_switched_off() {
    let o = Options::default().with_endpoints(|e| {
        for name in operations::switch_names() {
            e.enabled.0.insert(name.to_owned(), false);
        }
        e.mcp.enabled = false;
    });
    let s = Server::start_in_process(o).await;
    let (status, doc) = s.get("/openapi.json").await;
    assert_eq!(status, 200, "{doc}");
    let mut failures = Vec::new();
    for op in operations::catalogue() {
        let (path, name) = (op.spec.path, op.spec.name);
        if doc["paths"].get(documented_path(path)).is_some() {
            failures.push(format!("{name}: {path} in /openapi.json though switched off"));
        }
        let url = concrete(path);
        for m in [method(&op), reqwest::Method::PATCH] {
            let (status, body) = call(&s, m.clone(), &url).await;
            if status != 404 {
                failures.push(format!("{name}: {m} {url} answered {status} {body} though switched off"));
            }
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
