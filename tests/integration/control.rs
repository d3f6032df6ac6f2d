//! The control lease (D29): in `control.mode: lease` one holder at a time may move the arm; a
//! second holder is refused (409) unless it takes control, which stops the arm first; a motion
//! without the lease is refused (423) and nothing moves; reads, plans, the stream and `/stop`
//! never need it; a lease not renewed lapses and holds a moving arm. The same tests run over
//! ROS 2.

use crate::common::sse::EventReader;
use crate::common::{self, Options, Server, close, eventually};
use armrest::config::endpoints::MotionPolicy;
use armrest::control::ControlMode;
use rmcp::ServiceExt;
use rmcp::model::{CallToolRequestParams, ClientConfig, Implementation};
use rmcp::transport::StreamableHttpClientTransport;
use serde_json::{Value, json};
use std::time::Duration;

const A: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];
const LEASE: &str = "X-Armrest-Lease";

fn leased(ttl_s: f64) -> Options {
    Options::default().with_endpoints(|e| {
        e.control.mode = ControlMode::Lease;
        e.control.ttl_s = ttl_s;
    })
}

async fn take(s: &Server, body: Value) -> (u16, Value) {
    s.send_leased(reqwest::Method::POST, "/control", Some(body), None).await
}

async fn granted(s: &Server, holder: &str) -> String {
    let (status, grant) = take(s, json!({"holder": holder})).await;
    assert_eq!(status, 200, "{grant}");
    assert_eq!(grant["holder"], holder);
    grant["lease"].as_str().expect("a lease").to_owned()
}

fn detail(body: &Value) -> String {
    body["detail"].as_str().unwrap_or_default().to_owned()
}

#[tokio::test(flavor = "multi_thread")]
async fn without_the_lease_nothing_moves_and_reads_plans_and_stop_need_none() {
    let s = Server::start(leased(30.0)).await;
    let before = s.settled().await;
    // Nobody holds control: every motion is refused, saying how to take it.
    for (path, body) in Server::motion_requests() {
        let (status, answer) = s.post_json(path, &body).await;
        assert_eq!(status, 423, "{path}: {answer}");
        assert!(detail(&answer).contains("nobody holds it") && detail(&answer).contains("POST /control"), "{answer}");
    }
    let trajectory = json!({"points": [{"positions": A, "time_from_start": 20.0}]});
    let (status, answer) = s.post_json("/trajectory/send", &trajectory).await;
    assert_eq!(status, 423, "{answer}");
    // The speed override changes how fast the arm moves: it needs control too.
    let (status, answer) = s.put_json("/robot/override", &json!({"fraction": 0.5})).await;
    assert_eq!(status, 423, "{answer}");
    assert_eq!(s.get("/robot/override").await.1["fraction"], 1.0, "unchanged, and anyone may read it");
    // Someone holds it: a request without their lease, or with another, is refused naming them.
    let lease = granted(&s, "cell-operator").await;
    let (status, answer) = s.post_json("/robot/move/joints", &json!({"joints": A})).await;
    assert_eq!(status, 423, "{answer}");
    assert!(detail(&answer).contains("`cell-operator`"), "{answer}");
    let (status, answer) =
        s.send_leased(reqwest::Method::POST, "/robot/move/joints", Some(json!({"joints": A})), Some("forged")).await;
    assert_eq!(status, 423, "{answer}");
    assert!(detail(&answer).contains("not the one in force"), "{answer}");
    s.still_for(Duration::from_millis(200)).await.expect("nothing moved");
    // Reads, plans, the control status and the stop need no lease.
    assert_eq!(s.get("/robot/joint_states").await.0, 200);
    let (status, plan) = s.post_json("/robot/plan/joints", &json!({"joints": A})).await;
    assert_eq!(status, 200, "{plan}");
    let (status, who) = s.get("/control").await;
    assert_eq!(status, 200);
    assert_eq!((&who["mode"], &who["held"], &who["holder"]), (&json!("lease"), &json!(true), &json!("cell-operator")));
    assert!(who.get("lease").is_none(), "the lease id is the holder's alone: {who}");
    let (status, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!((status, &stop["success"]), (200, &json!(true)), "{stop}");
    // With it, the arm moves.
    let (status, moved) = s
        .send_leased(
            reqwest::Method::POST,
            "/robot/move/joints",
            Some(json!({"joints": A, "speed": 1.0})),
            Some(&lease),
        )
        .await;
    assert_eq!((status, &moved["success"]), (200, &json!(true)), "{moved}");
    assert!(!close(&s.settled().await, &before, 1e-3));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_second_holder_is_refused_and_a_take_stops_the_arm_then_transfers() {
    let s = Server::start(leased(30.0)).await;
    let mut events = EventReader::open(&s.client, &s.url("/robot/stream?events=control,motion")).await;
    let first = granted(&s, "script").await;
    let (status, refused) = take(&s, json!({"holder": "view"})).await;
    assert_eq!(status, 409, "{refused}");
    assert!(detail(&refused).contains("`script`") && detail(&refused).contains("\"take\": true"), "{refused}");
    // The first holder's slow motion is under way when the second takes control.
    let path = "/robot/move/joints";
    let moving = {
        let (client, url, lease) = (s.client.clone(), s.url(path), first.clone());
        tokio::spawn(async move {
            let r = client.post(url).header(LEASE, lease).json(&json!({"joints": A, "speed": 0.05})).send().await;
            common::decode(r.expect("move")).await
        })
    };
    let home = s.joints().await;
    s.wait_for_joints(Duration::from_secs(10), "the first holder's motion to start", |q| !close(q, &home, 1e-6)).await;
    let (status, grant) = take(&s, json!({"holder": "view", "take": true, "ttl_s": 5.0})).await;
    assert_eq!(status, 200, "{grant}");
    assert_eq!((&grant["took_from"], &grant["ttl_s"]), (&json!("script"), &json!(5.0)));
    // The stop came first: the taken motion answers as stopped, and the arm comes to rest.
    let (status, answer) = moving.await.expect("the move answered");
    assert_eq!((status, &answer["success"]), (200, &json!(false)), "{answer}");
    let message = answer["message"].as_str().expect("message");
    assert!(message.contains("stopped by a take-over of control by `view`"), "{answer}");
    let rest = s.settled().await;
    assert!(!close(&rest, &A, 1e-3), "stopped short of the target");
    let seen = events
        .until(Duration::from_secs(10), "the take's control event", |e| {
            e.kind == "control" && e.data["change"] == "taken"
        })
        .await;
    let stopped = seen.iter().position(|e| e.kind == "motion" && e.data["phase"] == "stopped");
    let taken = seen.iter().position(|e| e.kind == "control" && e.data["change"] == "taken");
    assert!(stopped.is_some() && stopped < taken, "the stop before the transfer: {seen:?}");
    let taken = &seen[taken.unwrap_or_default()].data;
    assert_eq!((&taken["holder"], &taken["previous_holder"]), (&json!("view"), &json!("script")));
    // The old lease is gone for good; the new one moves the arm, renews and is given back.
    let (status, answer) =
        s.send_leased(reqwest::Method::POST, "/robot/move/joints", Some(json!({"joints": A})), Some(&first)).await;
    assert_eq!(status, 423, "{answer}");
    let (status, answer) = s.send_leased(reqwest::Method::POST, "/control/renew", None, Some(&first)).await;
    assert_eq!(status, 409, "{answer}");
    let lease = grant["lease"].as_str().expect("lease");
    let (status, renewed) = s.send_leased(reqwest::Method::POST, "/control/renew", None, Some(lease)).await;
    assert_eq!((status, &renewed["holder"]), (200, &json!("view")), "{renewed}");
    let (status, released) = s.send_leased(reqwest::Method::DELETE, "/control", None, Some(lease)).await;
    assert_eq!((status, &released["held"]), (200, &json!(false)), "{released}");
    let (status, answer) = s.send_leased(reqwest::Method::DELETE, "/control", None, None).await;
    assert_eq!(status, 422, "{answer}");
    assert_eq!(answer["detail"][0]["loc"], json!(["header", LEASE]), "{answer}");
    let seen = events
        .until(Duration::from_secs(10), "the release's control event", |e| {
            e.kind == "control" && e.data["change"] == "released"
        })
        .await;
    assert!(seen.iter().all(|e| e.data.get("lease").is_none()), "no event shows a lease id: {seen:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_renewed_lease_keeps_control_and_a_lapsed_one_holds_a_moving_arm() {
    let s = Server::start(Options { time_scale: 1.0, ..leased(2.0) }).await;
    let mut events = EventReader::open(&s.client, &s.url("/robot/stream?events=control,motion")).await;
    let lease = granted(&s, "pendant").await;
    let moving = {
        let (client, url, lease) = (s.client.clone(), s.url("/robot/move/joints"), lease.clone());
        tokio::spawn(async move {
            let r = client.post(url).header(LEASE, lease).json(&json!({"joints": A, "speed": 0.05})).send().await;
            common::decode(r.expect("move")).await
        })
    };
    // Renewed well within its ttl for a while (several ttls), the lease holds and the arm moves.
    let home = s.joints().await;
    let mut renewals = 0;
    // A renewal every 0.1 s, a twentieth of the ttl: the period a holder renews at.
    let mut period = tokio::time::interval(Duration::from_millis(100));
    let moved = eventually(Duration::from_secs(20), "the arm to move for a few renewals", async || {
        period.tick().await;
        let (status, r) = s.send_leased(reqwest::Method::POST, "/control/renew", None, Some(&lease)).await;
        assert_eq!(status, 200, "renewal {renewals}: {r}");
        renewals += 1;
        let q = s.joints().await;
        if renewals >= 8 && !close(&q, &home, 1e-3) { Ok(q) } else { Err(q) }
    })
    .await;
    assert!(!moving.is_finished(), "still moving at {moved:?}");
    // Not renewed, it lapses: the arm is held as /stop holds it, then the event says so.
    let (status, answer) = moving.await.expect("the move answered");
    assert_eq!((status, &answer["success"]), (200, &json!(false)), "{answer}");
    let rest = s.settled().await;
    assert!(!close(&rest, &A, 1e-3), "held short of the target");
    s.still_for(Duration::from_millis(200)).await.expect("at rest");
    let seen = events
        .until(Duration::from_secs(10), "the lapse", |e| e.kind == "control" && e.data["change"] == "lapsed")
        .await;
    let stopped = seen.iter().position(|e| e.kind == "motion" && e.data["phase"] == "stopped");
    assert!(stopped.is_some(), "the lapse stopped the arm: {seen:?}");
    // The answer and the stream name the lapse, not a /stop nobody sent.
    let why = "stopped by the lapse of control lease #";
    let message = answer["message"].as_str().expect("message");
    assert!(message.contains(why) && message.contains("`pendant`") && message.contains("2 s"), "{answer}");
    let stop = seen.iter().find(|e| e.kind == "motion" && e.data["phase"] == "stopped");
    assert!(stop.is_some_and(|e| e.data.to_string().contains(why)), "the stop's event: {seen:?}");
    let mut seen = seen;
    if !seen.iter().any(|e| e.data["phase"] == "finished") {
        seen = events.until(Duration::from_secs(10), "the move's end", |e| e.data["phase"] == "finished").await;
    }
    let finished = seen.iter().find(|e| e.data["phase"] == "finished");
    assert!(finished.is_some_and(|e| e.data.to_string().contains(why)), "the move's end: {seen:?}");
    let (_, who) = s.get("/control").await;
    assert_eq!(who["held"], false, "{who}");
    let (_, logs) = s.get("/trajectory/logs?n=50").await;
    assert!(logs.to_string().contains("lapsed; the arm was held"), "{logs}");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_agents_session_holds_its_own_lease_and_its_audit_names_it() {
    let options = leased(30.0).with_endpoints(|e| {
        e.mcp.motion = MotionPolicy::Allow;
        e.mcp.max_speed = 1.0;
        e.mcp.max_accel_scale = 1.0;
    });
    let s = Server::start(options).await;
    let info = ClientConfig::new(Default::default(), Implementation::new("lease-agent", "0.1"));
    let agent = info.serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize");
    let call = async |name: &'static str, a: Value| {
        let Value::Object(a) = a else { panic!("an object") };
        agent.call_tool(CallToolRequestParams::new(name).with_arguments(a)).await.expect("tools/call")
    };
    let refused = call("move_to_joints", json!({"joints": A, "speed": 1.0})).await;
    assert_eq!(refused.is_error, Some(true));
    let text = format!("{:?}", refused.content);
    assert!(text.contains("423") && text.contains("nobody holds it"), "{text}");
    let took = call("take_control", json!({"holder": "pretender"})).await;
    assert_ne!(took.is_error, Some(true), "{took:?}");
    let (_, who) = s.get("/control").await;
    assert_eq!(who["holder"], "lease-agent 0.1", "named after the client: {who}");
    let moved = call("move_to_joints", json!({"joints": A, "speed": 1.0})).await;
    assert_ne!(moved.is_error, Some(true), "{moved:?}");
    assert!(close(&s.settled().await, &A, 1e-6));
    let (_, audit) = s.get("/mcp/audit?n=5").await;
    let entries = audit["entries"].as_array().expect("entries");
    let last = entries.last().expect("an entry");
    assert_eq!(last["tool"], "move_to_joints");
    assert!(last["lease"].as_str().is_some_and(|l| l.contains("lease-agent")), "{last}");
    // Others are refused while the agent holds control; its release frees it.
    let (status, answer) = s.post_json("/robot/move/named", &json!({"name": "home"})).await;
    assert_eq!(status, 423, "{answer}");
    assert!(detail(&answer).contains("lease-agent"), "{answer}");
    let released = call("release_control", json!({})).await;
    assert_ne!(released.is_error, Some(true), "{released:?}");
    assert_eq!(s.get("/control").await.1["held"], false);
    agent.cancel().await.ok();
}

/// A person at an MCP client who answers every confirmation with their action.
#[derive(Clone)]
struct Answers(rmcp::model::ElicitationAction);

impl rmcp::ClientHandler for Answers {
    async fn create_elicitation(
        &self,
        _request: rmcp::model::ElicitRequestParams,
        _context: rmcp::service::RequestContext<rmcp::RoleClient>,
    ) -> Result<rmcp::model::ElicitResult, rmcp::ErrorData> {
        Ok(rmcp::model::ElicitResult::new(self.0.clone()))
    }

    fn get_info(&self) -> ClientConfig {
        ClientConfig::new(
            rmcp::model::ClientCapabilities::builder().enable_elicitation().build(),
            Implementation::new("asking-agent", "0.2"),
        )
    }
}

/// Issue 49, MEDIUM 8: an agent's `take_control {"take": true}` from a client that cannot ask its
/// user ended a person's move and left no audit entry. Under `mcp.motion: confirm` a take-over is
/// asked first (refused where the client cannot ask, or when the person declines), and each call
/// is audited; the person's lease and motion stay until a person accepts.
#[tokio::test(flavor = "multi_thread")]
async fn an_agents_take_over_is_confirmed_by_a_person_and_audited() {
    let s = Server::start(leased(30.0)).await;
    let lease = granted(&s, "pendant").await;
    let take = json!({"take": true});
    let Value::Object(take) = take else { unreachable!() };
    let mute = ClientConfig::new(Default::default(), Implementation::new("mute-agent", "0.1"));
    let mute = mute.serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize");
    let refused = mute.call_tool(CallToolRequestParams::new("take_control").with_arguments(take.clone())).await;
    let refused = refused.expect("tools/call");
    assert_eq!(refused.is_error, Some(true), "{refused:?}");
    assert!(format!("{:?}", refused.content).contains("cannot ask its user"), "{refused:?}");
    let declines = Answers(rmcp::model::ElicitationAction::Decline);
    let declines =
        declines.serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize");
    let declined = declines.call_tool(CallToolRequestParams::new("take_control").with_arguments(take.clone())).await;
    assert_eq!(declined.expect("tools/call").is_error, Some(true));
    let (_, who) = s.get("/control").await;
    assert_eq!(who["holder"], "pendant", "control stays with the person: {who}");
    let (status, renewed) = s.send_leased(reqwest::Method::POST, "/control/renew", None, Some(&lease)).await;
    assert_eq!(status, 200, "the person's lease is in force: {renewed}");
    let accepts = Answers(rmcp::model::ElicitationAction::Accept);
    let accepts = accepts.serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize");
    let took = accepts.call_tool(CallToolRequestParams::new("take_control").with_arguments(take)).await;
    assert_ne!(took.expect("tools/call").is_error, Some(true));
    let (_, who) = s.get("/control").await;
    assert_eq!(who["holder"], "asking-agent 0.2", "{who}");
    let (_, audit) = s.get("/mcp/audit?n=3").await;
    let entries = audit["entries"].as_array().expect("entries");
    let seen: Vec<(&str, &str)> =
        entries.iter().map(|e| (e["tool"].as_str().unwrap_or(""), e["decision"].as_str().unwrap_or(""))).collect();
    assert_eq!(
        seen,
        [("take_control", "no_confirmation"), ("take_control", "declined"), ("take_control", "confirmed")],
        "{audit}"
    );
    mute.cancel().await.ok();
    for client in [declines, accepts] {
        client.cancel().await.ok();
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn open_mode_moves_without_a_lease_and_bad_requests_are_d5() {
    let s = Server::start(Options::default()).await;
    let (status, who) = s.get("/control").await;
    assert_eq!((status, &who["mode"], &who["held"]), (200, &json!("open"), &json!(false)), "{who}");
    let (status, moved) = s.post_json("/robot/move/joints", &json!({"joints": A, "speed": 1.0})).await;
    assert_eq!((status, &moved["success"]), (200, &json!(true)), "{moved}");
    for (body, loc) in [
        (json!({"holder": "x", "ttl_s": 0.01}), json!(["body", "ttl_s"])),
        (json!({"holder": "x", "ttl_s": 61}), json!(["body", "ttl_s"])),
        (json!({"holder": "x", "ttl_s": "long"}), json!(["body", "ttl_s"])),
        (json!({"holder": 7}), json!(["body", "holder"])),
        (json!({"take": "perhaps"}), json!(["body", "take"])),
    ] {
        let (status, answer) = take(&s, body.clone()).await;
        assert_eq!(status, 422, "{body}: {answer}");
        assert_eq!(answer["detail"][0]["loc"], loc, "{body}: {answer}");
    }
    let (status, answer) = s.send_leased(reqwest::Method::POST, "/control/renew", None, Some("no-such-lease")).await;
    assert_eq!(status, 409, "{answer}");
    assert!(detail(&answer).contains("nobody holds control"), "{answer}");
}
