//! No motion from a web page the operator happens to open (D26): a state-changing request from
//! a foreign `Origin` is 403 before anything is read or moved, whatever its form (a JSON body
//! sent as text/plain, a multipart upload, an MCP call), while the service's own pages, listed
//! origins and clients that send no `Origin` (scripts, curl) go on as before; the jog's
//! WebSocket upgrade is such a request; a `Host` that is not this machine's (DNS rebinding) is
//! 403 on every route.

use crate::common::{self, Options, Server};
use reqwest::header::{CONTENT_TYPE, ORIGIN};
use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::TcpStream;

const FOREIGN: &str = "http://attacker.example";

/// Sends `head` (a request without its blank line) and `body` as they are; the status and the
/// JSON body of the answer.
fn raw(s: &Server, head: &str, body: &str) -> (u16, Value) {
    let mut c = TcpStream::connect(s.base.trim_start_matches("http://")).expect("connect");
    let text = format!("{head}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}", body.len());
    c.write_all(text.as_bytes()).expect("write");
    let mut answer = String::new();
    c.read_to_string(&mut answer).expect("read the answer");
    let status = answer.split_whitespace().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = answer.split_once("\r\n\r\n").map(|(_, b)| b).unwrap_or_default();
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

fn forbidden(status: u16, body: &Value, says: &str) {
    assert_eq!(status, 403, "{body}");
    let detail = body["detail"].as_str().unwrap_or_else(|| panic!("a D5 detail string: {body}"));
    assert!(detail.contains(says), "{detail}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_foreign_page_cannot_move_the_arm_in_any_form() {
    let s = Server::start(Options::default()).await;
    let before = s.joints().await;
    let (_, logs_before) = s.get("/trajectory/logs?n=300").await;
    let target = json!({"joints": [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5], "speed": 1.0}).to_string();
    // A simple request: text/plain needs no CORS preflight, and D5 reads the body as JSON.
    let r = s
        .client
        .post(s.url("/robot/move/joints"))
        .header(ORIGIN, FOREIGN)
        .header(CONTENT_TYPE, "text/plain")
        .body(target.clone())
        .send()
        .await
        .expect("POST");
    let (status, body) = common::decode(r).await;
    forbidden(status, &body, "web.allowed_origins");
    // A multipart upload (a form a page can post anywhere).
    let csv = "t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n2,0.4,0.5,0,-1.4,0,1.2,0\n";
    let form = reqwest::multipart::Form::new()
        .part("file", reqwest::multipart::Part::bytes(csv.as_bytes().to_vec()).file_name("t.csv"));
    let r = s.client.post(s.url("/trajectory/send_csv")).header(ORIGIN, FOREIGN).multipart(form).send().await;
    let (status, body) = common::decode(r.expect("POST")).await;
    forbidden(status, &body, "may not change anything");
    // The agents' door too, and a page opened from a file or a sandboxed frame (`null`).
    let call = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}}).to_string();
    for origin in [FOREIGN, "null"] {
        let r = s
            .client
            .post(s.url("/mcp/mcp"))
            .header(ORIGIN, origin)
            .header(CONTENT_TYPE, "application/json")
            .header("accept", "application/json, text/event-stream")
            .body(call.clone())
            .send()
            .await;
        let (status, body) = common::decode(r.expect("POST")).await;
        forbidden(status, &body, "may not change anything");
    }
    let r = s.client.post(s.url("/stop")).header(ORIGIN, FOREIGN).json(&json!({})).send().await;
    let (status, body) = common::decode(r.expect("POST")).await;
    forbidden(status, &body, "may not change anything");
    assert_eq!(s.joints().await, before, "nothing moved");
    let (_, logs) = s.get("/trajectory/logs?n=300").await;
    assert_eq!(logs, logs_before, "nothing was published");
    // Reading is not changing: a foreign page's GET is answered (CORS keeps the answer from it).
    let r = s.client.get(s.url("/robot/joint_states")).header(ORIGIN, FOREIGN).send().await.expect("GET");
    assert_eq!(r.status(), 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn own_pages_listed_origins_and_scripts_still_command_the_arm() {
    let listed = "http://mes.factory.example:8080";
    let s = Server::start(Options { allowed_origins: vec![listed.into()], ..Options::default() }).await;
    let own = s.base.clone();
    for origin in [Some(own.as_str()), Some(listed), None] {
        let mut request = s.client.post(s.url("/stop")).json(&json!({}));
        if let Some(o) = origin {
            request = request.header(ORIGIN, o);
        }
        let (status, body) = common::decode(request.send().await.expect("POST")).await;
        assert_eq!(status, 200, "Origin {origin:?}: {body}");
        assert_eq!(body["success"], true, "{body}");
    }
    // The origin as the browser writes it for the address the page was opened on.
    let localhost = own.replace("127.0.0.1", "localhost");
    let port = own.rsplit(':').next().unwrap_or_default().to_owned();
    let (status, body) = raw(
        &s,
        &format!(
            "POST /stop HTTP/1.1\r\nHost: localhost:{port}\r\nOrigin: {localhost}\r\nContent-Type: application/json"
        ),
        "{}",
    );
    assert_eq!(status, 200, "{body}");
    let before = s.joints().await;
    let target: Vec<f64> = before.iter().enumerate().map(|(i, q)| if i == 6 { q + 0.2 } else { *q }).collect();
    let r = s
        .client
        .post(s.url("/robot/move/joints"))
        .header(ORIGIN, own.as_str())
        .json(&json!({"joints": target, "speed": 1.0}))
        .send()
        .await;
    let (status, body) = common::decode(r.expect("POST")).await;
    assert_eq!((status, &body["success"]), (200, &json!(true)), "{body}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_host_that_is_not_this_machine_is_refused_on_every_route() {
    let s = Server::start(Options { allowed_hosts: vec!["cell-7.factory.example".into()], ..Options::default() }).await;
    let port = s.base.rsplit(':').next().unwrap_or_default().to_owned();
    for path in ["/robot/joint_states", "/openapi.json", "/docs", "/view"] {
        let (status, body) = raw(&s, &format!("GET {path} HTTP/1.1\r\nHost: attacker.example:{port}"), "");
        forbidden(status, &body, "web.allowed_hosts");
    }
    let (status, body) =
        raw(&s, "POST /stop HTTP/1.1\r\nHost: attacker.example\r\nContent-Type: application/json", "{}");
    forbidden(status, &body, "is not a name of this machine");
    let hostname = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default();
    for host in [
        format!("127.0.0.1:{port}"),
        format!("localhost:{port}"),
        format!("[::1]:{port}"),
        format!("Cell-7.Factory.Example:{port}"),
        format!("{}:{port}", hostname.trim()),
    ] {
        let (status, body) = raw(&s, &format!("GET /robot/joint_states HTTP/1.1\r\nHost: {host}"), "");
        assert_eq!(status, 200, "Host {host}: {body}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_foreign_page_learns_nothing_from_a_token_either() {
    let s = Server::start(Options { auth_token: "s3cret", ..Options::default() }).await;
    let r = s.client.post(s.url("/stop")).header(ORIGIN, FOREIGN).bearer_auth("s3cret").json(&json!({})).send().await;
    let (status, body) = common::decode(r.expect("POST")).await;
    forbidden(status, &body, "may not change anything");
    let r = s.client.post(s.url("/stop")).header(ORIGIN, FOREIGN).json(&json!({})).send().await;
    assert_eq!(r.expect("POST").status(), 403, "refused before the token is looked at");
}

/// Asks to open the jog's WebSocket as a browser does, with `origin`; the status and the JSON
/// body of the answer (none for a 101). The socket, if upgraded, is closed at once.
fn jog_upgrade(s: &Server, origin: Option<&str>) -> (u16, Value) {
    let address = s.base.trim_start_matches("http://");
    let mut c = TcpStream::connect(address).expect("connect");
    let origin = origin.map(|o| format!("Origin: {o}\r\n")).unwrap_or_default();
    let request = format!(
        "GET /robot/jog HTTP/1.1\r\nHost: {address}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n{origin}\r\n"
    );
    c.write_all(request.as_bytes()).expect("write");
    c.set_read_timeout(Some(std::time::Duration::from_secs(20))).expect("timeout");
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    let head_end = loop {
        if let Some(end) = seen.windows(4).position(|w| w == b"\r\n\r\n") {
            break end + 4;
        }
        match c.read(&mut buf) {
            Ok(0) | Err(_) => panic!("no answer head: {}", String::from_utf8_lossy(&seen)),
            Ok(n) => seen.extend_from_slice(&buf[..n]),
        }
    };
    let head = String::from_utf8_lossy(&seen[..head_end]).to_ascii_lowercase();
    let status = head.split_whitespace().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let length: usize =
        head.lines().find_map(|l| l.strip_prefix("content-length:")).and_then(|v| v.trim().parse().ok()).unwrap_or(0);
    while seen.len() < head_end + length {
        match c.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => seen.extend_from_slice(&buf[..n]),
        }
    }
    (status, serde_json::from_slice(&seen[head_end..]).unwrap_or(Value::Null))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_foreign_page_cannot_open_the_jog_socket() {
    // Real time, so the motion below is still running when the upgrade comes.
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let before = s.joints().await;
    for origin in [FOREIGN, "null"] {
        let (status, body) = jog_upgrade(&s, Some(origin));
        forbidden(status, &body, "may not change anything");
    }
    assert_eq!(s.joints().await, before, "nothing moved");
    // Refused before admission: while a motion runs it is the same 403, not a 409.
    let target: Vec<f64> = before.iter().enumerate().map(|(i, q)| if i == 0 { q + 0.6 } else { *q }).collect();
    let motion = s.slow_move_under_way(&target).await;
    let (status, body) = jog_upgrade(&s, Some(FOREIGN));
    forbidden(status, &body, "may not change anything");
    let (status, body) = s.post_json("/stop", &json!({})).await;
    assert_eq!(status, 200, "{body}");
    motion.await.expect("the motion's answer");
    // The service's own page (`/view` opens it so) and clients that send no Origin: upgraded.
    // A session just closed holds the arm until it is at rest: 409 until then.
    let own = s.base.clone();
    for origin in [Some(own.as_str()), None] {
        common::eventually(std::time::Duration::from_secs(20), "the upgrade", async || match jog_upgrade(&s, origin) {
            (101, _) => Ok(()),
            other => Err(other),
        })
        .await;
    }
}
