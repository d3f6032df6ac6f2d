//! Simulator faults (D17) and bearer-token authentication (D15), over HTTP.

use crate::common::{self, Options, Process, Server, temp_dir, write_config};
use armrest_sim::SimFaults;
use serde_json::{Value, json};

#[tokio::test(flavor = "multi_thread")]
async fn silent_joint_states_make_reads_503() {
    let s = Server::start(Options {
        faults: SimFaults { joint_states_silent: true, ..SimFaults::default() },
        ..Options::default()
    })
    .await;
    let (status, body) = s.get("/robot/joint_states").await;
    assert_eq!(status, 503, "{body}");
    assert!(body["detail"].as_str().unwrap().contains("/joint_states"), "{body}");
    let (status, body) = s.get("/robot/pose").await;
    assert_eq!(status, 503, "{body}");
    assert!(body["detail"].is_string());
    // Positions come from the SRDF, not the middleware.
    assert_eq!(s.get("/robot/positions").await.0, 200);
}

#[tokio::test(flavor = "multi_thread")]
async fn absent_planner_makes_pose_503() {
    let s = Server::start(Options {
        faults: SimFaults { planner_unavailable: true, ..SimFaults::default() },
        ..Options::default()
    })
    .await;
    let (status, body) = s.get("/robot/pose").await;
    assert_eq!(status, 503);
    assert!(body["detail"].as_str().unwrap().contains("/compute_fk"), "{body}");
    assert_eq!(s.get("/robot/joint_states").await.0, 200);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_token_guards_everything_but_the_docs() {
    let s = Server::start(Options { auth_token: "s3cret", ..Options::default() }).await;
    let (status, body) = s.get("/robot/joint_states").await;
    assert_eq!(status, 401);
    assert!(body["detail"].is_string());
    let wrong = s.client.get(s.url("/robot/joint_states")).bearer_auth("s3cre").send().await.unwrap();
    assert_eq!(wrong.status(), 401);
    assert_eq!(wrong.headers()["www-authenticate"], "Bearer");
    let right = s.client.get(s.url("/robot/joint_states")).bearer_auth("s3cret").send().await.unwrap();
    assert_eq!(right.status(), 200);
    // The scheme's name is case-insensitive (RFC 7235); the token is not.
    for (header, status) in [("bearer s3cret", 200), ("BEARER s3cret", 200), ("bearer S3CRET", 401)] {
        let r = s.client.get(s.url("/robot/joint_states")).header("authorization", header).send().await.unwrap();
        assert_eq!(r.status(), status, "{header}");
    }
    let post = s.client.post(s.url("/trajectory/send")).json(&json!({})).send().await.unwrap();
    assert_eq!(post.status(), 401);
    assert_eq!(s.get("/openapi.json").await.0, 200);
    let docs = s.client.get(s.url("/docs")).send().await.unwrap();
    assert_eq!(docs.status(), 200);
    assert_eq!(s.client.get(s.url("/docs/scalar.js")).send().await.unwrap().status(), 200);
}

/// Issue 49: the public document names no position saved at run time; a reader who presents the
/// token gets them (D12, D32).
#[tokio::test(flavor = "multi_thread")]
async fn the_public_document_names_no_saved_position() {
    let s = Server::start(Options { auth_token: "s3cret", ..Options::default() }).await;
    let saved = s.client.put(s.url("/robot/positions/secret_spot")).bearer_auth("s3cret").json(&json!({})).send();
    assert_eq!(saved.await.expect("PUT").status(), 200);
    let names = |doc: &Value| doc["components"]["schemas"]["PositionName"]["enum"].clone();
    let (status, public) = s.get("/openapi.json").await;
    assert_eq!(status, 200);
    assert_eq!(names(&public), json!(["home", "work", "transport"]), "the SRDF's only");
    assert!(!public.to_string().contains("secret_spot"), "nowhere in the public document");
    let r = s.client.get(s.url("/openapi.json")).bearer_auth("s3cret").send().await.expect("GET");
    let (status, full) = common::decode(r).await;
    assert_eq!(status, 200);
    assert_eq!(names(&full), json!(["home", "work", "transport", "secret_spot"]));
    let r = s.client.get(s.url("/openapi.json")).bearer_auth("wrong").send().await.expect("GET");
    let (status, wrong) = common::decode(r).await;
    assert_eq!((status, names(&wrong)), (200, json!(["home", "work", "transport"])));
}

#[tokio::test(flavor = "multi_thread")]
async fn the_token_never_appears_in_the_log() {
    if common::skipped_over_ros2("the service's own log, written the same whatever the backend") {
        return;
    }
    let dir = temp_dir("token-log");
    let token = "tok-3f9a1c77e2";
    let settings = write_config(&dir, &Options { auth_token: token, ..Options::default() });
    let mut p = Process::start_with(&settings, &[], &[("RUST_LOG", "debug".to_owned())]);
    let client = reqwest::Client::new();
    for bearer in [token, "wrong-token", ""] {
        let _ = client.get(format!("{}/robot/joint_states", p.base)).bearer_auth(bearer).send().await;
    }
    let _ = client
        .post(format!("{}/robot/move/named", p.base))
        .bearer_auth(token)
        .json(&json!({"name": "home"}))
        .send()
        .await;
    p.signal("TERM");
    let (_, log) = p.exit_and_log();
    assert!(log.contains("/robot/joint_states"), "requests are logged: {log}");
    assert!(!log.contains(token), "the token appears in the log: {log}");
    assert!(!log.to_lowercase().contains("authorization"), "headers are not logged: {log}");
}
