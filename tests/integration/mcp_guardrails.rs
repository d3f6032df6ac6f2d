//! The guardrails on agents' motion (`mcp:` in the endpoints configuration): confirmation by a
//! person through MCP elicitation, `deny`, the speed and acceleration caps, and the audit of
//! every call that could move the arm. The rmcp client here speaks the initialize handshake
//! (the question comes as a request to the client); the official Python SDK speaks 2026-07-28
//! (the question comes back as `input_required`).

use crate::common::{self, Options, Server, close};
use armrest::config::endpoints::MotionPolicy;
use rmcp::model::{
    CallToolRequestParams, CallToolResult, ClientCapabilities, ClientConfig, ElicitRequestParams, ElicitResult,
    ElicitationAction, Implementation, InitializeRequestParams,
};
use rmcp::service::{RequestContext, RunningService};
use rmcp::transport::StreamableHttpClientTransport;
use rmcp::{ClientHandler, ErrorData as McpError, RoleClient, ServiceExt};
use serde_json::{Value, json};
use std::sync::{Arc, Mutex};
use std::time::Duration;

const TARGET: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];

/// The user at an MCP client: answers every confirmation with `answer` (`None`: never answers)
/// and remembers what they were shown.
#[derive(Clone)]
struct Person {
    answer: Option<ElicitationAction>,
    shown: Arc<Mutex<Vec<String>>>,
}

impl Person {
    fn answering(answer: Option<ElicitationAction>) -> Person {
        Person { answer, shown: Arc::default() }
    }
    fn shown(&self) -> Vec<String> {
        self.shown.lock().unwrap().clone()
    }
}

impl ClientHandler for Person {
    async fn create_elicitation(
        &self,
        request: ElicitRequestParams,
        _context: RequestContext<RoleClient>,
    ) -> Result<ElicitResult, McpError> {
        if let ElicitRequestParams::FormElicitationParams { message, .. } = &request {
            self.shown.lock().unwrap().push(message.clone());
        }
        match self.answer.clone() {
            Some(action) => Ok(ElicitResult::new(action)),
            None => std::future::pending().await,
        }
    }

    fn get_info(&self) -> ClientConfig {
        InitializeRequestParams::new(
            ClientCapabilities::builder().enable_elicitation().build(),
            Implementation::new("guardrail-test", "1.2.3"),
        )
    }
}

async fn connect<H: ClientHandler>(s: &Server, handler: H) -> RunningService<RoleClient, H> {
    handler.serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize")
}

async fn call<H: ClientHandler>(
    client: &RunningService<RoleClient, H>,
    name: &'static str,
    a: Value,
) -> CallToolResult {
    let Value::Object(a) = a else { panic!("arguments are an object") };
    client.call_tool(CallToolRequestParams::new(name).with_arguments(a)).await.expect("tools/call")
}

fn text(r: &CallToolResult) -> &str {
    r.content.first().and_then(|c| c.as_text()).map(|t| t.text.as_str()).unwrap_or("")
}

/// The latest `n` audit entries, oldest first.
async fn audit(s: &Server, n: usize) -> Vec<Value> {
    let (status, body) = s.get(&format!("/mcp/audit?n={n}")).await;
    assert_eq!(status, 200, "{body}");
    body["entries"].as_array().expect("entries").clone()
}

fn decisions(entries: &[Value]) -> Vec<&str> {
    entries.iter().map(|e| e["decision"].as_str().unwrap_or("")).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_person_confirms_each_motion_and_only_accepted_ones_move() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let goal = json!({"joints": TARGET, "speed": 0.25});
    for (answer, said) in [(ElicitationAction::Decline, "declined"), (ElicitationAction::Cancel, "dismissed")] {
        let person = Person::answering(Some(answer));
        let client = connect(&s, person.clone()).await;
        let r = call(&client, "move_to_joints", goal.clone()).await;
        assert_eq!(r.is_error, Some(false), "{}", text(&r));
        let answer = r.structured_content.clone().expect("structured");
        assert_eq!(answer["success"], false, "{answer}");
        assert!(answer["message"].as_str().unwrap().contains(said), "{answer}");
        assert!(answer["message"].as_str().unwrap().ends_with("nothing moved"), "{answer}");
        let shown = person.shown();
        assert_eq!(shown.len(), 1, "asked once: {shown:?}");
        // The person sees the target, the duration and the fastest joint against its limit.
        for needle in [
            "Move the arm to the joint target [0.400 rad (22.9°), 0.300 rad (17.2°), ",
            "Plan (ptp planner): ",
            "% of its speed limit",
        ] {
            assert!(shown[0].contains(needle), "{needle} not in {}", shown[0]);
        }
        assert!(close(&s.joints().await, &start, 1e-6), "nothing moved after {said}");
        client.cancel().await.ok();
    }
    let person = Person::answering(Some(ElicitationAction::Accept));
    let client = connect(&s, person.clone()).await;
    let r = call(&client, "move_to_joints", goal.clone()).await;
    assert_eq!(r.structured_content.as_ref().map(|v| v["success"].clone()), Some(json!(true)), "{}", text(&r));
    assert!(close(&s.settled().await, &TARGET, 1e-3), "the accepted move reached its target");
    // Reads, plans and stop never ask.
    for (tool, a) in
        [("read_joint_states", json!({})), ("plan_to_named_position", json!({"name": "home"})), ("stop", json!({}))]
    {
        let r = call(&client, tool, a).await;
        assert_eq!(r.is_error, Some(false), "{tool}: {}", text(&r));
    }
    assert_eq!(person.shown().len(), 1, "only the move asked");
    client.cancel().await.ok();

    let entries = audit(&s, 3).await;
    assert_eq!(decisions(&entries), ["declined", "cancelled", "confirmed"]);
    for e in &entries {
        assert_eq!((e["client"].as_str(), e["tool"].as_str()), (Some("guardrail-test 1.2.3"), Some("move_to_joints")));
        let args: Value = serde_json::from_str(e["arguments"].as_str().unwrap()).unwrap();
        assert_eq!(args, goal);
    }
    assert!(entries[2]["outcome"].as_str().unwrap().contains("\"success\":true"), "{}", entries[2]);
    assert!(audit(&s, 300).await.len() >= 3);
    let (status, body) = s.get("/mcp/audit?n=0").await;
    assert_eq!((status, body["detail"][0]["loc"].clone()), (422, json!(["query", "n"])), "{body}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_client_that_cannot_ask_its_user_is_told_how_to_allow_motion() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let client = connect(&s, ()).await;
    let r = call(&client, "move_to_named_position", json!({"name": "work", "speed": 0.2})).await;
    assert_eq!(r.is_error, Some(true));
    for needle in ["mcp.motion: confirm", "cannot ask its user", "`mcp.motion: allow`", "nothing moved"] {
        assert!(text(&r).contains(needle), "{needle} not in {}", text(&r));
    }
    assert!(close(&s.joints().await, &start, 1e-6));
    let entries = audit(&s, 1).await;
    assert_eq!(decisions(&entries), ["no_confirmation"]);
    client.cancel().await.ok();
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unplannable_motion_is_answered_without_asking_anyone() {
    let s = Server::start(Options::default()).await;
    let person = Person::answering(Some(ElicitationAction::Accept));
    let client = connect(&s, person.clone()).await;
    let far = json!({"x": 5.0, "y": 0.0, "z": 0.4, "b": 3.0, "speed": 0.2});
    let r = call(&client, "move_to_pose", far.clone()).await;
    let (_, http) = s.post_json("/robot/plan/pose", &far).await;
    assert_eq!(r.is_error, Some(false));
    let answer = r.structured_content.clone().expect("structured");
    assert_eq!(answer["success"], false);
    assert_eq!(answer["message"], http["message"], "the move's failure, as its preview says it");
    assert!(person.shown().is_empty(), "nobody was asked about an impossible motion");
    assert_eq!(decisions(&audit(&s, 1).await), ["not_plannable"]);
    client.cancel().await.ok();
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unanswered_confirmation_times_out_and_nothing_moves() {
    let s = Server::start(Options::default().with_endpoints(|e| e.mcp.confirm_wait_s = 0.5)).await;
    let start = s.settled().await;
    let client = connect(&s, Person::answering(None)).await;
    let r = call(&client, "move_to_named_position", json!({"name": "work"})).await;
    let answer = r.structured_content.clone().expect("structured");
    assert_eq!(answer["success"], false);
    assert!(answer["message"].as_str().unwrap().contains("did not answer in time (mcp.confirm_wait_s)"), "{answer}");
    assert!(close(&s.joints().await, &start, 1e-6));
    assert_eq!(decisions(&audit(&s, 1).await), ["timed_out"]);
    client.cancel().await.ok();
}

#[tokio::test(flavor = "multi_thread")]
async fn deny_offers_reads_plans_and_stop_only() {
    let s = Server::start(Options::default().with_endpoints(|e| e.mcp.motion = MotionPolicy::Deny)).await;
    let client = connect(&s, Person::answering(Some(ElicitationAction::Accept))).await;
    let tools = client.list_all_tools().await.expect("tools/list");
    let mut names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    names.sort_unstable();
    assert_eq!(
        names,
        [
            // Adding to the world only protects: offered; removing is refused (tests/integration/world.rs).
            "delete_world_object",
            "list_named_positions",
            "list_recordings",
            "plan_path",
            "plan_replay",
            "plan_to_joints",
            "plan_to_named_position",
            "plan_to_pose",
            "put_world_object",
            // Who holds control, but not taking it (D29).
            "read_control",
            "read_joint_states",
            "read_motion",
            "read_recording",
            "read_robot_description",
            "read_sequence_logs",
            "read_sequence_status",
            // Lowering the override is on the side of safety, as a stop is (raising is refused).
            "read_speed_override",
            "read_tcp_pose",
            // The tool: changing it is refused under deny (it changes what motions aim, D36).
            "read_tool",
            "read_trajectory_logs",
            "read_world",
            "remove_tool",
            "set_speed_override",
            "set_tool",
            // Recording moves nothing (audited).
            "start_recording",
            "stop",
            "stop_recording"
        ]
    );
    let refused =
        client.call_tool(CallToolRequestParams::new("move_to_named_position").with_arguments(Default::default())).await;
    let why = format!("{:?}", refused.expect_err("not offered"));
    assert!(why.contains("mcp.motion: deny"), "{why}");
    assert_eq!(call(&client, "stop", json!({})).await.is_error, Some(false));
    assert_eq!(decisions(&audit(&s, 1).await), ["denied"]);
    // The HTTP API is not the agents' interface: it still moves.
    let (status, _) = s.post_json("/robot/move/named", &json!({"name": "work"})).await;
    assert_eq!(status, 200);
    client.cancel().await.ok();
}

#[tokio::test(flavor = "multi_thread")]
async fn the_caps_refuse_a_call_above_them_and_name_the_cap() {
    let s = Server::start(Options::default().with_endpoints(|e| e.mcp.motion = MotionPolicy::Allow)).await;
    let start = s.settled().await;
    let client = connect(&s, ()).await;
    let fast_point = json!([{"positions": TARGET, "time_from_start": 0.05}]);
    for (tool, a, needle) in [
        (
            "move_to_joints",
            json!({"joints": TARGET, "speed": 0.5}),
            "speed 0.500 is above this server's cap for agents, mcp.max_speed = 0.25",
        ),
        (
            "move_to_named_position",
            json!({"name": "work", "speed": 0.2, "accel_scale": 0.3}),
            "accel_scale 0.300 is above this server's cap for agents, mcp.max_accel_scale = 0.25",
        ),
        ("move_to_pose", json!({"x": 0.45, "y": 0.1, "z": 0.45, "b": 3.0, "speed": 0.26}), "mcp.max_speed = 0.25"),
        ("send_trajectory", json!({"points": fast_point}), "the trajectory's fastest joint"),
        (
            "send_trajectory_csv",
            json!({"csv": "t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n0.05,0.4,0.3,-0.2,-1.1,0.3,0.8,-0.5\n"}),
            "mcp.max_speed = 0.25",
        ),
        (
            "start_sequence",
            json!({"sequence": {"waypoints": [{"joints": TARGET, "speed": 0.2}, {"joints": TARGET, "speed": 0.9}]}, "n_iterations": 1}),
            "waypoint 1's speed 0.900",
        ),
    ] {
        let r = call(&client, tool, a.clone()).await;
        assert_eq!(r.is_error, Some(true), "{tool} {a}: {}", text(&r));
        assert!(text(&r).contains(needle) && text(&r).contains("nothing moved"), "{tool}: {}", text(&r));
    }
    assert!(close(&s.joints().await, &start, 1e-6), "nothing moved, nothing was scaled down and run");
    assert_eq!(s.get("/sequences/status").await.1["status"], "idle");
    assert!(decisions(&audit(&s, 6).await).iter().all(|d| *d == "over_cap"));
    // At the cap it runs, without asking (`allow`).
    let r = call(&client, "move_to_joints", json!({"joints": TARGET, "speed": 0.25})).await;
    assert_eq!(r.structured_content.as_ref().map(|v| v["success"].clone()), Some(json!(true)), "{}", text(&r));
    assert!(close(&s.settled().await, &TARGET, 1e-3));
    assert_eq!(decisions(&audit(&s, 1).await), ["allowed"]);
    client.cancel().await.ok();
}

#[tokio::test(flavor = "multi_thread")]
async fn the_csv_tool_moves_the_arm_to_the_files_last_point_once_accepted() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let person = Person::answering(Some(ElicitationAction::Accept));
    let client = connect(&s, person.clone()).await;
    let mid: Vec<f64> = start.iter().zip(TARGET).map(|(a, b)| (a + b) / 2.0).collect();
    let row = |t: f64, q: &[f64]| {
        let q: Vec<String> = q.iter().map(|v| v.to_string()).collect();
        format!("{t};{}\n", q.join(";"))
    };
    let csv = format!(
        "time_from_start;joint1;joint2;joint3;joint4;joint5;joint6;joint7\n{}{}",
        row(4.0, &mid),
        row(8.0, &TARGET)
    );
    let r = call(&client, "send_trajectory_csv", json!({"csv": csv, "separator": ";"})).await;
    assert_eq!(r.structured_content.clone().map(common::ack), Some(json!({"status": "sent"})), "{}", text(&r));
    let shown = person.shown();
    assert!(shown[0].contains("Send a trajectory of 2 point(s) over 8.00 s"), "{shown:?}");
    assert!(
        shown[0].contains(
            "ending at [0.400 rad (22.9°), 0.300 rad (17.2°), -0.200 rad (-11.5°), -1.100 rad (-63.0°), 0.300 rad \
             (17.2°), 0.800 rad (45.8°), -0.500 rad (-28.6°)]"
        ),
        "{shown:?}"
    );
    s.wait_for_joints(Duration::from_secs(60), "the arm to reach the file's last point", |q| close(q, &TARGET, 1e-6))
        .await;
    assert_eq!(decisions(&audit(&s, 1).await), ["confirmed"]);
    client.cancel().await.ok();
}

#[tokio::test(flavor = "multi_thread")]
async fn the_official_python_sdk_confirms_through_input_required() {
    let Some(python) = common::test_python() else { return };
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let other: Vec<f64> = start.iter().map(|q| q + 0.1).collect();
    let script = common::repo().join("tests/python/mcp_guard.py");
    let out = tokio::process::Command::new(python)
        .arg(script)
        .arg(s.url("/mcp/mcp"))
        .arg(json!(TARGET).to_string())
        .arg(json!(other).to_string())
        .output()
        .await
        .expect("python runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let r: Value = serde_json::from_slice(&out.stdout).expect("JSON summary");
    assert_eq!(r["protocol"], "2026-07-28", "the SDK's Client speaks the stateless protocol");
    let q = |v: &Value| -> Vec<f64> { serde_json::from_value(v.clone()).unwrap() };
    for answer in ["decline", "cancel"] {
        assert_eq!(r[answer]["isError"], false, "{}", r[answer]);
        assert_eq!(r[answer]["structured"]["success"], false, "{}", r[answer]);
        assert!(close(&q(&r[answer]["after"]), &start, 1e-6), "{answer}: nothing moved");
    }
    assert_eq!(r["accept"]["structured"]["success"], true, "{}", r["accept"]);
    assert!(close(&s.settled().await, &TARGET, 1e-3));
    assert_eq!(r["asked"].as_array().unwrap().len(), 3);
    // The SDK's user reads the same rounded figures (issue 38).
    for asked in r["asked"].as_array().unwrap() {
        let asked = asked.as_str().unwrap();
        for needle in ["% of its speed limit", "-1.100 rad (-63.0°)", "Speed: speed 0.25 = 25 % of the joint limits"] {
            assert!(asked.contains(needle), "{needle} not in {asked}");
        }
        assert!(most_decimals(asked) <= 4, "{asked}");
    }
    assert_eq!(r["input_required"], json!({"keys": ["confirm"], "has_state": true}));
    assert_eq!(r["forged"]["isError"], true);
    assert!(r["forged"]["text"].as_str().unwrap().contains("given for another call"), "{}", r["forged"]);
    assert!(r["reused"]["text"].as_str().unwrap().contains("unknown or was already used"), "{}", r["reused"]);
    assert!(close(&q(&r["after_forged"]), &TARGET, 1e-3), "the forged answer moved nothing");
    assert_eq!(r["no_elicitation"]["isError"], true);
    assert!(r["no_elicitation"]["text"].as_str().unwrap().contains("`mcp.motion: allow`"), "{}", r["no_elicitation"]);
    // The audit: each leg of each call, with the SDK's name.
    let entries = audit(&s, 12).await;
    let tail: Vec<&str> =
        decisions(&entries).into_iter().rev().take(10).collect::<Vec<_>>().into_iter().rev().collect();
    assert_eq!(
        tail,
        [
            "asked",
            "declined",
            "asked",
            "cancelled",
            "asked",
            "confirmed",
            "asked",
            "rejected",
            "rejected",
            "no_confirmation"
        ]
    );
}

/// Somewhere else for the arm to be: TARGET with joint1 turned further.
const ELSEWHERE: [f64; 7] = [0.9, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];

/// A person who, while the question is on their screen, sees someone else move the arm (an HTTP
/// client, to the next of `places`), then accepts.
#[derive(Clone)]
struct Meanwhile {
    base: String,
    client: reqwest::Client,
    places: Arc<Mutex<Vec<[f64; 7]>>>,
}

impl ClientHandler for Meanwhile {
    async fn create_elicitation(
        &self,
        _request: ElicitRequestParams,
        _context: RequestContext<RoleClient>,
    ) -> Result<ElicitResult, McpError> {
        let place = self.places.lock().unwrap().remove(0);
        let moved = self
            .client
            .post(format!("{}/robot/move/joints", self.base))
            .json(&json!({"joints": place, "speed": 1.0}))
            .send()
            .await
            .map_err(|e| McpError::internal_error(e.to_string(), None))?;
        let answer: Value = moved.json().await.map_err(|e| McpError::internal_error(e.to_string(), None))?;
        assert_eq!(answer["success"], true, "the other client's move: {answer}");
        Ok(ElicitResult::new(ElicitationAction::Accept))
    }

    fn get_info(&self) -> ClientConfig {
        Person::answering(None).get_info()
    }
}

/// D25: what runs is what was approved. The arm moved while the person was asked: once they
/// accept, nothing moves, the answer says why and the audit says `stale`.
#[tokio::test(flavor = "multi_thread")]
async fn an_approval_given_for_another_start_moves_nothing() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let places = Arc::new(Mutex::new(vec![ELSEWHERE, TARGET]));
    let meanwhile = Meanwhile { base: s.base.clone(), client: s.client.clone(), places };
    let client = connect(&s, meanwhile).await;
    let r = call(&client, "move_to_joints", json!({"joints": TARGET, "speed": 0.25})).await;
    let answer = r.structured_content.clone().expect("structured");
    assert_eq!(answer["success"], false, "{answer}");
    let message = answer["message"].as_str().unwrap();
    assert!(message.contains("stale: the arm moved while the person was asked (joint1 by"), "{message}");
    assert!(close(&s.settled().await, &ELSEWHERE, 1e-6), "the approved move did not run from elsewhere");
    // A trajectory approved from one start is not sent from another.
    let slow = json!({"points": [{"positions": start, "time_from_start": 8.0}]});
    let r = call(&client, "send_trajectory", slow).await;
    let answer = r.structured_content.clone().expect("structured");
    assert_eq!(answer["status"], "stale", "the audit's word: {answer}");
    assert!(answer["message"].as_str().unwrap().starts_with("stale:"), "{answer}");
    // At rest after the other client's move (over ROS 2 its last states may still be on their
    // way when it answered), then nothing moves.
    s.settled().await;
    let still = s.still_for(Duration::from_millis(300)).await.expect("nothing moved");
    assert!(close(&still, &TARGET, 1e-6), "only the other client's moves ran");
    let entries = audit(&s, 2).await;
    assert_eq!(decisions(&entries), ["stale", "stale"]);
    assert!(entries[0]["outcome"].as_str().unwrap().contains("mcp.start_tolerance_rad"), "{}", entries[0]);
    client.cancel().await.ok();
}

/// D24/D25 as the person sees it: a first point at time 0 away from the arm is a jump, over
/// every cap; times that do not increase are what a controller refuses; neither is shown as a
/// percentage nor asked about.
#[tokio::test(flavor = "multi_thread")]
async fn jumps_and_non_increasing_times_are_refused_as_what_they_are() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let person = Person::answering(Some(ElicitationAction::Accept));
    let client = connect(&s, person.clone()).await;
    let mut far = start.clone();
    far[6] += if far[6] > 0.0 { -2.0 } else { 2.0 };
    let r = call(&client, "send_trajectory", json!({"points": [{"positions": far, "time_from_start": 0.0}]})).await;
    assert_eq!(r.is_error, Some(true), "{}", text(&r));
    assert!(
        text(&r).contains("joint7, as a share of its velocity limit) is infinite (a jump")
            && text(&r).contains("nothing moved"),
        "{}",
        text(&r)
    );
    let same_time = json!({"points": [
        {"positions": TARGET, "time_from_start": 5.0},
        {"positions": ELSEWHERE, "time_from_start": 5.0}
    ]});
    let r = call(&client, "send_trajectory", same_time).await;
    let answer = r.structured_content.clone().expect("structured");
    assert_eq!(answer["status"], "not_plannable", "the audit's word: {answer}");
    assert!(
        answer["message"].as_str().unwrap().contains("point 1's time_from_start (5 s) is not later than point 0's"),
        "{answer}"
    );
    assert!(person.shown().is_empty(), "nobody was asked: {:?}", person.shown());
    assert_eq!(decisions(&audit(&s, 2).await), ["over_cap", "not_plannable"]);
    let still = s.still_for(Duration::from_millis(300)).await.expect("nothing moved");
    assert!(close(&still, &start, 1e-9));
    client.cancel().await.ok();
}

/// D28 (issue 36): a world change that takes protection away is confirmed like a motion: the
/// person sees what is removed; declined, nothing changes; accepted, it is made. Adding asks
/// nobody. A client that cannot ask is refused; under `deny` it is refused outright
/// (tests/integration/world.rs), under `allow` it runs.
#[tokio::test(flavor = "multi_thread")]
async fn removing_what_protects_the_arm_is_confirmed_like_a_motion() {
    let s = Server::start(Options::default()).await;
    let ids = |world: &Value| -> Vec<String> {
        world["objects"].as_array().expect("objects").iter().map(|o| o["id"].as_str().unwrap().to_owned()).collect()
    };
    let delete_table = json!({"id": "mounting_surface"});
    for (answer, said) in [(ElicitationAction::Decline, "declined"), (ElicitationAction::Cancel, "dismissed")] {
        let person = Person::answering(Some(answer));
        let client = connect(&s, person.clone()).await;
        let r = call(&client, "delete_world_object", delete_table.clone()).await;
        assert_eq!(r.is_error, Some(true), "{}", text(&r));
        assert!(text(&r).contains(said) && text(&r).ends_with("nothing changed"), "{}", text(&r));
        let shown = person.shown();
        assert_eq!(shown.len(), 1, "asked once: {shown:?}");
        for needle in [
            "An AI agent asks to change the world",
            "Remove obstacle `mounting_surface` from the world: box 4.000 × 4.000 × 0.020 m",
            "base_link may touch it",
            "no longer checked against it",
        ] {
            assert!(shown[0].contains(needle), "{needle} not in {}", shown[0]);
        }
        assert_eq!(ids(&s.get("/world").await.1), ["mounting_surface"], "nothing changed after {said}");
        client.cancel().await.ok();
    }
    // A client that cannot ask its user is told so; nothing changes.
    let client = connect(&s, ()).await;
    let r = call(&client, "delete_world_object", delete_table.clone()).await;
    assert_eq!(r.is_error, Some(true));
    assert!(text(&r).contains("cannot ask its user") && text(&r).contains("nothing changed"), "{}", text(&r));
    client.cancel().await.ok();

    let person = Person::answering(Some(ElicitationAction::Accept));
    let client = connect(&s, person.clone()).await;
    // Adding asks nobody; replacing it by a smaller one asks, showing both.
    let crate_box = json!({"id": "crate", "shape": "box", "size": [0.3, 0.3, 0.3], "pose": {"x": 0.8, "y": 0.6}});
    assert_eq!(call(&client, "put_world_object", crate_box).await.is_error, Some(false));
    assert!(person.shown().is_empty(), "an added object asks nobody");
    let smaller = json!({"id": "crate", "shape": "box", "size": [0.1, 0.1, 0.1], "pose": {"x": 0.8, "y": 0.6}});
    let r = call(&client, "put_world_object", smaller).await;
    assert_eq!(r.is_error, Some(false), "{}", text(&r));
    assert!(
        person.shown()[0].contains("Replace obstacle `crate`: box 0.300 × 0.300 × 0.300 m"),
        "{:?}",
        person.shown()
    );
    assert!(person.shown()[0].contains("by obstacle `crate`: box 0.100 × 0.100 × 0.100 m"), "{:?}", person.shown());
    // Moving it around the arm would be refused anyway: answered without asking anyone.
    let tcp = s.get("/robot/pose").await.1["position"].clone();
    let around = json!({"id": "crate", "shape": "sphere", "radius": 0.05,
                        "pose": {"x": tcp["x"], "y": tcp["y"], "z": tcp["z"]}});
    let r = call(&client, "put_world_object", around).await;
    assert_eq!(r.is_error, Some(true), "{}", text(&r));
    assert!(text(&r).contains("touch") && text(&r).contains("where the arm stands now"), "{}", text(&r));
    assert_eq!(person.shown().len(), 1, "nobody asked about a change refused anyway");
    let r = call(&client, "delete_world_object", delete_table).await;
    assert_eq!(r.is_error, Some(false), "{}", text(&r));
    assert_eq!(r.structured_content.as_ref().map(|v| v["id"].clone()), Some(json!("mounting_surface")));
    assert_eq!(ids(&s.get("/world").await.1), ["crate"], "removed once accepted");
    assert_eq!(person.shown().len(), 2);
    client.cancel().await.ok();

    let entries = audit(&s, 7).await;
    assert_eq!(
        decisions(&entries),
        ["declined", "cancelled", "no_confirmation", "not_a_motion", "confirmed", "rejected", "confirmed"]
    );
}

/// D36: mounting or removing a tool changes what every later motion aims, so an agent's call
/// follows `mcp.motion`: confirmed by the person (shown the tool and the one it replaces;
/// declined, nothing changes), refused under `deny`.
#[tokio::test(flavor = "multi_thread")]
async fn changing_the_tool_is_confirmed_like_a_motion_and_refused_under_deny() {
    let probe = json!({"name": "probe", "tcp": {"z": 0.2}, "mass_kg": 0.5});
    let s = Server::start(Options { tools: vec![probe], ..Options::default() }).await;
    let active = async || s.get("/robot/tool").await.1["active"]["name"].clone();
    let declines = Person::answering(Some(ElicitationAction::Decline));
    let client = connect(&s, declines.clone()).await;
    let r = call(&client, "set_tool", json!({"name": "probe"})).await;
    assert_eq!(r.is_error, Some(true), "{}", text(&r));
    assert!(text(&r).contains("declined") && text(&r).ends_with("nothing changed"), "{}", text(&r));
    let shown = declines.shown();
    assert!(shown[0].contains("change the tool the robot arm carries"), "{shown:?}");
    assert!(shown[0].contains("Mount tool `probe` in place of the bare flange: its TCP 0 m, 0 m, 0.2 m"), "{shown:?}");
    assert_eq!(active().await, Value::Null, "nothing changed");
    client.cancel().await.ok();

    let accepts = Person::answering(Some(ElicitationAction::Accept));
    let client = connect(&s, accepts.clone()).await;
    let r = call(&client, "set_tool", json!({"name": "probe"})).await;
    assert_eq!(r.is_error, Some(false), "{}", text(&r));
    assert_eq!(active().await, json!("probe"));
    let r = call(&client, "read_tool", json!({})).await;
    assert_eq!(r.structured_content.as_ref().map(|v| v["active"]["tcp"]["z"].clone()), Some(json!(0.2)));
    let r = call(&client, "remove_tool", json!({})).await;
    assert_eq!(r.is_error, Some(false), "{}", text(&r));
    assert!(accepts.shown()[1].contains("Remove tool `probe`"), "{:?}", accepts.shown());
    assert_eq!(active().await, Value::Null);
    client.cancel().await.ok();
    assert_eq!(decisions(&audit(&s, 3).await), ["declined", "confirmed", "confirmed"]);

    let s = Server::start(Options::default().with_endpoints(|e| e.mcp.motion = MotionPolicy::Deny)).await;
    let client = connect(&s, Person::answering(Some(ElicitationAction::Accept))).await;
    let r = call(&client, "set_tool", json!({"name": "t", "tcp": {"z": 0.1}})).await;
    assert_eq!(r.is_error, Some(true), "{}", text(&r));
    assert!(text(&r).contains("mcp.motion: deny") && text(&r).contains("nothing changed"), "{}", text(&r));
    assert_eq!(s.get("/robot/tool").await.1["active"], Value::Null);
    assert_eq!(decisions(&audit(&s, 1).await), ["denied"]);
    client.cancel().await.ok();
}

#[tokio::test(flavor = "multi_thread")]
async fn under_allow_a_world_change_runs_without_asking_and_is_audited() {
    let s = Server::start(Options::default().with_endpoints(|e| e.mcp.motion = MotionPolicy::Allow)).await;
    let person = Person::answering(Some(ElicitationAction::Decline));
    let client = connect(&s, person.clone()).await;
    let r = call(&client, "delete_world_object", json!({"id": "mounting_surface"})).await;
    assert_eq!(r.is_error, Some(false), "{}", text(&r));
    assert!(person.shown().is_empty(), "nobody asked under allow");
    assert_eq!(decisions(&audit(&s, 1).await), ["allowed"]);
    client.cancel().await.ok();
}

/// The same through the official Python SDK, which speaks 2026-07-28: the question comes back
/// as `input_required` and the SDK calls again with the answer; an answer for another object
/// changes nothing.
#[tokio::test(flavor = "multi_thread")]
async fn the_official_python_sdk_confirms_a_world_change_through_input_required() {
    let Some(python) = common::test_python() else { return };
    let s = Server::start(Options::default()).await;
    let script = common::repo().join("tests/python/mcp_world.py");
    let out =
        tokio::process::Command::new(python).arg(script).arg(s.url("/mcp/mcp")).output().await.expect("python runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let r: Value = serde_json::from_slice(&out.stdout).expect("JSON summary");
    assert_eq!(r["protocol"], "2026-07-28", "the SDK's Client speaks the stateless protocol");
    assert_eq!(r["add"], json!({"isError": false, "asked": 0, "ids": ["crate", "mounting_surface"]}));
    assert_eq!(r["decline"]["isError"], true, "{}", r["decline"]);
    assert!(r["decline"]["text"].as_str().unwrap().ends_with("declined; nothing changed"), "{}", r["decline"]);
    assert_eq!(r["decline"]["ids"], json!(["crate", "mounting_surface"]));
    assert_eq!((r["accept"]["isError"].clone(), r["accept"]["ids"].clone()), (json!(false), json!(["crate"])));
    assert_eq!(r["asked"].as_array().unwrap().len(), 2);
    assert!(r["asked"][0].as_str().unwrap().contains("Remove obstacle `mounting_surface`"), "{}", r["asked"][0]);
    assert_eq!(r["input_required"], json!({"keys": ["confirm"], "has_state": true}));
    assert_eq!(r["forged"]["isError"], true);
    assert!(r["forged"]["text"].as_str().unwrap().contains("given for another call"), "{}", r["forged"]);
    assert!(r["forged"]["text"].as_str().unwrap().ends_with("nothing changed"), "{}", r["forged"]);
    assert_eq!(r["forged"]["ids"], json!(["crate"]));
    let entries = audit(&s, 7).await;
    assert_eq!(decisions(&entries), ["not_a_motion", "asked", "declined", "asked", "confirmed", "asked", "rejected"]);
}

/// The most digits after a decimal point in `s` (`-0.008657518011616995` has 18).
fn most_decimals(s: &str) -> usize {
    s.split('.').skip(1).map(|after| after.chars().take_while(char::is_ascii_digit).count()).max().unwrap_or(0)
}

/// The example confirmation in docs/agents.md (the first `text` block of the `confirm`
/// section), as a client shows it.
fn documented_confirmation() -> String {
    let doc = std::fs::read_to_string(common::repo().join("docs/agents.md")).expect("docs/agents.md");
    let after = doc.split_once("### `confirm` (the default)").expect("the confirm section").1;
    let block = after.split_once("```text\n").expect("the example").1;
    block.split_once("\n```").expect("the example's end").0.to_owned()
}

/// Issue 38: the person approving reads every figure rounded, angles in radians and degrees,
/// lengths in metres and millimetres, the speed asked for (or the default), and the planner
/// once; the example in docs/agents.md is what a client is shown.
#[tokio::test(flavor = "multi_thread")]
async fn the_confirmation_reads_rounded_figures_in_both_units_and_the_speed_asked() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let person = Person::answering(Some(ElicitationAction::Decline));
    let client = connect(&s, person.clone()).await;
    let back: Vec<Value> = start.iter().map(|q| json!(q)).collect();
    let calls = [
        ("move_to_named_position", json!({"name": "work", "speed": 0.2})),
        ("move_to_joints", json!({"joints": TARGET, "speed": 0.25})),
        ("move_to_named_position", json!({"name": "work"})),
        ("move_to_pose", json!({"x": 0.45, "y": 0.1, "z": 0.45, "b": 3.0, "speed": 0.2, "planner": "lin"})),
        (
            "send_trajectory",
            json!({"points": [{"positions": TARGET, "time_from_start": 10.0}, {"positions": back, "time_from_start": 20.0}]}),
        ),
        ("start_sequence", json!({"sequence": {"waypoints": [{"joints": TARGET, "speed": 0.2}]}, "n_iterations": 1})),
    ];
    for (tool, a) in &calls {
        let r = call(&client, tool, a.clone()).await;
        assert_eq!(r.is_error, Some(false), "{tool}: {}", text(&r));
    }
    let shown = person.shown();
    assert_eq!(shown.len(), calls.len(), "every call asked: {shown:#?}");
    for (said, (tool, _)) in shown.iter().zip(&calls) {
        assert!(most_decimals(said) <= 4, "{tool}: a figure with more than 4 decimals in\n{said}");
        // Named once ("Plan (ptp planner)"); over ROS 2 a line adds that the robot's planner
        // makes the real plan, which names no planner kind.
        assert!(said.matches("planner)").count() <= 1, "{tool}: the planner said more than once in\n{said}");
        assert!(!said.contains(" motion)"), "{tool}: {said}");
    }
    let needles: [&[&str]; 6] = [
        &["Speed: speed 0.2 = 20 % of the joint limits, as asked; the acceleration follows the speed"],
        &[
            "Move the arm to the joint target [0.400 rad (22.9°), 0.300 rad (17.2°), -0.200 rad (-11.5°), -1.100 rad \
             (-63.0°), 0.300 rad (17.2°), 0.800 rad (45.8°), -0.500 rad (-28.6°)]",
            "Plan (ptp planner): ",
            " s; the tool travels ",
            " mm); the fastest joint, ",
            "% of its speed limit",
            "joint4: ",
            " → -1.100 rad (-63.0°)",
            "Speed: speed 0.25 = 25 % of the joint limits, as asked",
        ],
        &["Speed: speed 0.1 = 10 % of the joint limits (the default: the call gives no speed)"],
        &[
            "Move the TCP to x 0.4500 m (450.0 mm), y 0.1000 m (100.0 mm), z 0.4500 m (450.0 mm), a 0.000 rad (0.0°), \
             b 3.000 rad (171.9°), c 0.000 rad (0.0°) in `base_link`.\nSpeed: ",
            "Plan (lin planner): ",
            "Speed: speed 0.2 = 20 % of the joint limits, as asked",
        ],
        &["Send a trajectory of 2 point(s) over 20.00 s", "ending at [", "the fastest joint, "],
        &["1 waypoint(s) (1 joint, 0 Cartesian)", "speeds up to 0.2 = 20 % of the joint limits"],
    ];
    for ((said, needles), (tool, _)) in shown.iter().zip(needles).zip(&calls) {
        for needle in needles {
            assert!(said.contains(needle), "{tool}: `{needle}` not in\n{said}");
        }
    }
    // Over ROS 2 a plan is armrest's estimate, and says so.
    if !common::over_ros2() {
        assert_eq!(documented_confirmation(), shown[0], "docs/agents.md shows what a client is shown");
    }
    assert!(close(&s.joints().await, &start, 1e-6), "all declined: nothing moved");
    client.cancel().await.ok();
}

/// A person who, while the question is on their screen, sees someone else put an object in the
/// motion's way (over HTTP), then accepts.
#[derive(Clone)]
struct PutsInTheWay {
    base: String,
    client: reqwest::Client,
    object: Value,
}

impl ClientHandler for PutsInTheWay {
    async fn create_elicitation(
        &self,
        _request: ElicitRequestParams,
        _context: RequestContext<RoleClient>,
    ) -> Result<ElicitResult, McpError> {
        let put = self
            .client
            .put(format!("{}/world/objects/in_the_way", self.base))
            .json(&self.object)
            .send()
            .await
            .map_err(|e| McpError::internal_error(e.to_string(), None))?;
        assert_eq!(put.status().as_u16(), 200, "the other client's object: {:?}", put.text().await);
        Ok(ElicitResult::new(ElicitationAction::Accept))
    }

    fn get_info(&self) -> ClientConfig {
        Person::answering(None).get_info()
    }
}

/// Issue 38: a trajectory accepted, then refused because the world changed meanwhile, answers
/// the outcome the audit records (`not_plannable`), with the same reason.
#[tokio::test(flavor = "multi_thread")]
async fn a_motion_refused_after_acceptance_answers_what_the_audit_says() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    // Where the tool will be at the trajectory's end.
    let (status, moved) = s.post_json("/robot/move/joints", &json!({"joints": TARGET, "speed": 1.0})).await;
    assert_eq!((status, moved["success"].clone()), (200, json!(true)), "{moved}");
    let tcp = s.get("/robot/pose").await.1["position"].clone();
    let (status, moved) = s.post_json("/robot/move/joints", &json!({"joints": start, "speed": 1.0})).await;
    assert_eq!((status, moved["success"].clone()), (200, json!(true)), "{moved}");
    s.settled().await;
    let object = json!({"shape": "sphere", "radius": 0.05, "pose": {"x": tcp["x"], "y": tcp["y"], "z": tcp["z"]}});
    let person = PutsInTheWay { base: s.base.clone(), client: s.client.clone(), object };
    let client = connect(&s, person).await;
    let r = call(&client, "send_trajectory", json!({"points": [{"positions": TARGET, "time_from_start": 8.0}]})).await;
    assert_eq!(r.is_error, Some(false), "{}", text(&r));
    let answer = r.structured_content.clone().expect("structured");
    let message = answer["message"].as_str().expect("a message").to_owned();
    assert!(message.contains("collides"), "{answer}");
    let entries = audit(&s, 1).await;
    assert_eq!(
        entries[0]["decision"], answer["status"],
        "the answer and the audit say the same: {answer} {}",
        entries[0]
    );
    assert_eq!(answer["status"], "not_plannable", "{answer}");
    let outcome = entries[0]["outcome"].as_str().unwrap();
    assert!(message.contains("the world or the arm changed while they were asked"), "{message}");
    let reason: String = message.chars().take(80).collect();
    assert!(outcome.contains(&reason), "the audit gives the answer's reason: {outcome} / {message}");
    let still = s.still_for(Duration::from_millis(300)).await.expect("nothing moved");
    assert!(close(&still, &start, 1e-6), "nothing was sent");
    client.cancel().await.ok();
}

/// Recordings over MCP (D33): an agent starts and stops a recording (audited, nothing asked),
/// plans its replay (nothing asked), and its replay is a motion a person confirms, shown the
/// approach and the path, which then reaches the recording's end.
#[tokio::test(flavor = "multi_thread")]
async fn an_agent_records_and_a_person_confirms_the_replay() {
    let s = Server::start(Options::default()).await;
    let person = Person::answering(Some(ElicitationAction::Accept));
    let client = connect(&s, person.clone()).await;
    s.arm_clock_known(Options::default().time_scale).await;
    let r = call(&client, "start_recording", json!({"name": "taught"})).await;
    assert_eq!(r.is_error, Some(false), "{}", text(&r));
    let (status, moved) = s.post_json("/robot/move/joints", &json!({"joints": TARGET, "speed": 0.5})).await;
    assert_eq!((status, moved["success"].clone()), (200, json!(true)), "{moved}");
    s.settled().await;
    let r = call(&client, "stop_recording", json!({"name": "taught"})).await;
    assert_eq!(r.structured_content.as_ref().map(|v| v["state"].clone()), Some(json!("stopped")), "{}", text(&r));
    let r = call(&client, "plan_replay", json!({"name": "taught", "speed": 1.0})).await;
    assert_eq!(r.structured_content.as_ref().map(|v| v["success"].clone()), Some(json!(true)), "{}", text(&r));
    assert!(person.shown().is_empty(), "recording and planning ask no one");
    let (status, _) = s.post_json("/robot/move/named", &json!({"name": "home", "speed": 1.0})).await;
    assert_eq!(status, 200);
    // At rest before the question: over ROS 2 a move's result can come while the arm still
    // settles, and an approval given while it moves is refused as stale.
    s.settled().await;
    // At the agents' cap (mcp.max_speed).
    let r = call(&client, "replay_recording", json!({"name": "taught", "speed": 0.25})).await;
    assert_eq!(r.structured_content.as_ref().map(|v| v["success"].clone()), Some(json!(true)), "{}", text(&r));
    let shown = person.shown();
    assert_eq!(shown.len(), 1, "the replay asked once");
    assert!(shown[0].contains("Replay recording `taught`") && shown[0].contains("Approach"), "{}", shown[0]);
    assert!(close(&s.settled().await, &TARGET, 1e-3), "the replay reached the recording's end");
    client.cancel().await.ok();
    let entries = audit(&s, 3).await;
    let tools: Vec<&str> = entries.iter().map(|e| e["tool"].as_str().unwrap_or("")).collect();
    assert_eq!(tools, ["start_recording", "stop_recording", "replay_recording"]);
    assert_eq!(decisions(&entries), ["not_a_motion", "not_a_motion", "confirmed"]);
}

/// An agent's blended path (D35) is confirmed with the plan's words and how it passes each
/// blended waypoint; a waypoint's speed above the agents' cap is refused before anyone is asked.
#[tokio::test(flavor = "multi_thread")]
async fn an_agents_path_is_confirmed_with_its_blends_and_held_to_the_caps() {
    let s = Server::start(Options::default()).await;
    let person = Person::answering(Some(ElicitationAction::Accept));
    let client = connect(&s, person.clone()).await;
    let home = s.settled().await;
    let mut a = home.clone();
    a[0] += 0.4;
    let path = json!({"waypoints": [{"joints": a, "blend_radius": 0.1}, {"name": "home"}], "speed": 0.2});
    let r = call(&client, "plan_path", path.clone()).await;
    let plan = r.structured_content.clone().unwrap_or_default();
    assert_eq!(plan["success"], true, "{}", text(&r));
    assert_eq!(plan["blends"].as_array().map(Vec::len), Some(1), "{plan}");
    assert!(person.shown().is_empty(), "planning asks no one");

    let mut fast = path.clone();
    fast["waypoints"][0]["speed"] = json!(1.0);
    let r = call(&client, "move_along_path", fast).await;
    assert!(
        text(&r).contains("refused: waypoint 0's speed 1.000 is above"),
        "names the waypoint's speed: {}",
        text(&r)
    );
    assert!(person.shown().is_empty(), "a call over the caps asks no one");

    let r = call(&client, "move_along_path", path).await;
    assert_eq!(r.structured_content.as_ref().map(|v| v["success"].clone()), Some(json!(true)), "{}", text(&r));
    let shown = person.shown();
    assert_eq!(shown.len(), 1, "the path asked once");
    assert!(shown[0].contains("path of 2 waypoint(s)") && shown[0].contains("Through waypoint 0"), "{}", shown[0]);
    assert!(close(&s.settled().await, &home, 1e-3), "the path ended at home");
    client.cancel().await.ok();
}

/// One request of another client: method, path, JSON body (`Null`: none).
type Step = (reqwest::Method, String, Value);

/// A person who, while asked, lets another client change what the call names (a step list per
/// question, in order), then accepts.
#[derive(Clone)]
struct ChangesMeanwhile {
    base: String,
    client: reqwest::Client,
    steps: Arc<Mutex<Vec<Vec<Step>>>>,
}

impl ClientHandler for ChangesMeanwhile {
    async fn create_elicitation(
        &self,
        _request: ElicitRequestParams,
        _context: RequestContext<RoleClient>,
    ) -> Result<ElicitResult, McpError> {
        let steps = self.steps.lock().unwrap().remove(0);
        for (method, path, body) in steps {
            let request = self.client.request(method.clone(), format!("{}{path}", self.base));
            let request = if body.is_null() { request } else { request.json(&body) };
            let r = request.send().await.map_err(|e| McpError::internal_error(e.to_string(), None))?;
            let status = r.status();
            assert!(status.is_success(), "{method} {path}: {status} {:?}", r.text().await);
        }
        Ok(ElicitResult::new(ElicitationAction::Accept))
    }

    fn get_info(&self) -> ClientConfig {
        Person::answering(None).get_info()
    }
}

/// A recording's CSV from `from` to `to` over 2 s, 20 ms apart, on a smooth profile.
fn recording_csv(from: &[f64], to: &[f64]) -> String {
    let mut csv = String::from("t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n");
    for i in 0..=100 {
        let t = f64::from(i) * 0.02;
        let s = 0.5 - 0.5 * (std::f64::consts::PI * t / 2.0).cos();
        let q: Vec<String> = from.iter().zip(to).map(|(a, b)| format!("{}", a + (b - a) * s)).collect();
        csv.push_str(&format!("{t},{}\n", q.join(",")));
    }
    csv
}

/// Issue 49, HIGH 1: an approval is tied to what the names in the call stood for when the person
/// was asked. A named position saved anew, a recording deleted and imported again under its name,
/// a sequence's named waypoint moved: each while the person reads. Accepted, nothing moves, the
/// answer names what changed, and the audit says `stale`. (Before, each ran to the new place,
/// audited `confirmed`: the re-check compared the plan's duration, which a mirrored target shares.)
#[tokio::test(flavor = "multi_thread")]
async fn an_approval_is_held_to_what_the_names_in_the_call_stood_for() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let shifted =
        |d: f64| -> Vec<f64> { start.iter().enumerate().map(|(i, q)| if i == 0 { q + d } else { *q }).collect() };
    let (there, mirrored) = (shifted(0.3), shifted(-0.3));
    let (status, saved) = s.put_json("/robot/positions/tpos", &json!({"joints": there})).await;
    assert_eq!(status, 200, "{saved}");
    let (status, imported) =
        s.post_json("/recordings", &json!({"name": "rec", "csv": recording_csv(&start, &there)})).await;
    assert_eq!(status, 200, "{imported}");
    let put = |joints: &[f64]| (reqwest::Method::PUT, "/robot/positions/tpos".to_owned(), json!({"joints": joints}));
    let reimport = (
        reqwest::Method::POST,
        "/recordings".to_owned(),
        json!({"name": "rec", "csv": recording_csv(&start, &shifted(-1.0))}),
    );
    let steps = vec![
        vec![put(&mirrored)],
        vec![(reqwest::Method::DELETE, "/recordings/rec".to_owned(), Value::Null), reimport],
        vec![put(&there)],
    ];
    let person =
        ChangesMeanwhile { base: s.base.clone(), client: s.client.clone(), steps: Arc::new(Mutex::new(steps)) };
    let client = connect(&s, person).await;

    let r = call(&client, "move_to_named_position", json!({"name": "tpos"})).await;
    let answer = r.structured_content.clone().expect("structured");
    assert_eq!(answer["success"], false, "{answer}");
    let message = answer["message"].as_str().unwrap_or("");
    assert!(message.contains("stale: the named position 'tpos' changed (joint1 0.300 rad"), "{message}");
    assert!(message.contains("→ -0.300 rad"), "{message}");

    let r = call(&client, "replay_recording", json!({"name": "rec", "speed": 0.25})).await;
    let answer = r.structured_content.clone().expect("structured");
    assert_eq!(answer["success"], false, "{answer}");
    let message = answer["message"].as_str().unwrap_or("");
    assert!(message.contains("stale: recording `rec` changed (approved: 101 points"), "{message}");

    // The sequence's named waypoint: `tpos` is at `mirrored` now, and moves back to `there`.
    let sequence = json!({"sequence": {"waypoints": [{"name": "tpos", "speed": 0.2}]}, "n_iterations": 1});
    let r = call(&client, "start_sequence", sequence).await;
    let answer = r.structured_content.clone().expect("structured");
    assert_eq!(answer["status"], "stale", "{answer}");
    assert!(answer["message"].as_str().unwrap_or("").contains("stale: waypoint 0 changed (joint1"), "{answer}");

    let still = s.still_for(Duration::from_millis(300)).await.expect("nothing moved");
    assert!(close(&still, &start, 1e-6), "nothing ran: {still:?}");
    let (_, status) = s.get("/sequences/status").await;
    assert_ne!(status["status"], "running", "{status}");
    let entries = audit(&s, 3).await;
    assert_eq!(decisions(&entries), ["stale", "stale", "stale"], "{entries:?}");
    client.cancel().await.ok();
}

/// Issue 49, MEDIUM 7: an agent's trajectory toward the mounting surface with
/// `validate_limits: false` was asked about without a word of the collision. The question now
/// says what the path would hit (and that a checked one would be refused); a clear path is said
/// to be clear.
#[tokio::test(flavor = "multi_thread")]
async fn an_agents_unchecked_trajectory_is_asked_with_what_it_would_hit() {
    let s = Server::start(Options::default()).await;
    let start = s.settled().await;
    let person = Person::answering(Some(ElicitationAction::Decline));
    let client = connect(&s, person.clone()).await;
    // The arm stretched and tilted 115° at the shoulder: its hand below the base's plane.
    let down = [0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0];
    let unchecked = json!({"points": [{"positions": down, "time_from_start": 40.0}], "validate_limits": false});
    let r = call(&client, "send_trajectory", unchecked).await;
    assert_eq!(r.structured_content.as_ref().map(|v| v["status"].clone()), Some(json!("declined")), "{}", text(&r));
    let checked = json!({"points": [{"positions": down, "time_from_start": 40.0}]});
    let r = call(&client, "send_trajectory", checked).await;
    let answer = r.structured_content.clone().expect("structured");
    assert!(answer["message"].as_str().unwrap_or("").contains("collides"), "refused unasked: {answer}");
    let clear = json!({"points": [{"positions": TARGET, "time_from_start": 40.0}], "validate_limits": false});
    call(&client, "send_trajectory", clear).await;
    let shown = person.shown();
    assert_eq!(shown.len(), 2, "the checked collision asked no one: {shown:?}");
    assert!(shown[0].contains("WARNING: the path collides") && shown[0].contains("mounting_surface"), "{}", shown[0]);
    assert!(shown[1].contains("clear of the world"), "{}", shown[1]);
    let still = s.still_for(Duration::from_millis(300)).await.expect("nothing moved");
    assert!(close(&still, &start, 1e-6));
    client.cancel().await.ok();
}
