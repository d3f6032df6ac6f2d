//! The MCP interface at /mcp/mcp (D14): the rmcp client over streamable HTTP, and the official
//! Python SDK as a second, independent client.

use crate::common::{self, Options, Server, close};
use armrest::config::endpoints::MotionPolicy;
use armrest_sim::SimFaults;
use rmcp::ServiceExt;
use rmcp::model::{CallToolRequestParams, CallToolResult};
use rmcp::transport::StreamableHttpClientTransport;
use serde_json::{Value, json};

const TARGET: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];

/// Agents may move the arm without asking, at any speed.
fn full_speed() -> Options {
    Options::default().with_endpoints(|e| {
        e.mcp.motion = MotionPolicy::Allow;
        e.mcp.max_speed = 1.0;
        e.mcp.max_accel_scale = 1.0;
    })
}

fn text(r: &CallToolResult) -> &str {
    r.content.first().and_then(|c| c.as_text()).map(|t| t.text.as_str()).unwrap_or("")
}

fn args(v: Value) -> rmcp::model::JsonObject {
    match v {
        Value::Object(m) => m,
        _ => Default::default(),
    }
}

async fn call(
    client: &rmcp::service::RunningService<rmcp::RoleClient, ()>,
    name: &'static str,
    a: Value,
) -> CallToolResult {
    client.call_tool(CallToolRequestParams::new(name).with_arguments(args(a))).await.expect("tools/call")
}

#[tokio::test(flavor = "multi_thread")]
async fn every_tool_over_streamable_http() {
    // Agents may move the arm at full speed here: the guardrails have their own tests.
    let s = Server::start(full_speed()).await;
    let transport = StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"));
    let client = ().serve(transport).await.expect("initialize");
    let info = client.peer_info().expect("server info");
    assert_eq!(info.server_info.as_ref().map(|i| i.name.as_str()), Some("armrest"));
    let tools = client.list_all_tools().await.expect("tools/list");
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    for expected in [
        "read_joint_states",
        "read_tcp_pose",
        "list_named_positions",
        "move_to_named_position",
        "move_to_pose",
        "move_to_joints",
        "send_trajectory",
        "send_trajectory_csv",
        "read_trajectory_logs",
        "start_sequence",
        "read_sequence_status",
        "read_sequence_logs",
        "stop",
        "plan_to_joints",
        "plan_to_named_position",
        "plan_to_pose",
        "read_world",
        "put_world_object",
        "delete_world_object",
        "read_tool",
        "set_tool",
        "remove_tool",
        "read_speed_override",
        "set_speed_override",
    ] {
        assert!(names.contains(&expected), "{expected} missing from {names:?}");
    }
    // One tool per operation of the HTTP API, none missing; the stream is offered as a
    // resource instead (an agent reads the latest state), and the jog WebSocket is no tool (a
    // person's hold-to-run, D29).
    let (_, doc) = s.get("/openapi.json").await;
    let operations: usize = doc["paths"].as_object().unwrap().values().map(|p| p.as_object().unwrap().len()).sum();
    assert!(doc["paths"]["/robot/stream"].is_object() && doc["paths"]["/mcp/audit"].is_object());
    assert!(doc["paths"]["/robot/jog"].is_object());
    // HTTP only: the stream, the jog, the page, the mesh files, the audit, saving and deleting a
    // named position (D32), deleting and downloading a recording (D33), and the operations
    // probes: health, readiness, version, metrics (D38).
    assert!(doc["paths"]["/view"].is_object() && doc["paths"]["/metrics"].is_object());
    assert_eq!((names.len(), operations - 14), (38, 38), "{names:?}");
    for t in &tools {
        let a = t.annotations.as_ref().expect("annotations");
        let read = t.name.starts_with("read_") || t.name.starts_with("plan_") || t.name.starts_with("list_");
        assert_eq!(a.read_only_hint, Some(read), "{}", t.name);
        assert_eq!(a.destructive_hint, Some(!read && t.name != "stop"), "{}", t.name);
        assert!(t.description.as_ref().is_some_and(|d| d.len() > 20));
        assert_eq!(t.input_schema.get("type"), Some(&json!("object")));
    }
    // Typed results: every tool declares an object output schema (a list answer as `items`).
    for t in &tools {
        let out = t.output_schema.as_ref().unwrap_or_else(|| panic!("{} has no output schema", t.name));
        assert_eq!(out.get("type"), Some(&json!("object")), "{}", t.name);
    }
    let positions = tools.iter().find(|t| t.name == "list_named_positions").unwrap();
    assert_eq!(positions.output_schema.as_ref().unwrap()["properties"]["items"]["type"], "array");
    let r = call(&client, "list_named_positions", json!({})).await;
    let listed: Value = serde_json::from_str(text(&r)).unwrap();
    assert_eq!(r.structured_content, Some(json!({ "items": listed })), "the JSON text stays as content");
    let r = call(&client, "read_joint_states", json!({})).await;
    assert_eq!(r.structured_content, Some(serde_json::from_str::<Value>(text(&r)).unwrap()));
    // The schemas carry the HTTP schema's rules.
    let joints = tools.iter().find(|t| t.name == "move_to_joints").unwrap();
    let j = &joints.input_schema["properties"]["joints"];
    assert_eq!((j["minItems"].clone(), j["prefixItems"][3]["maximum"].clone()), (json!(7), json!(2.1)));
    let named = tools.iter().find(|t| t.name == "move_to_named_position").unwrap();
    assert_eq!(named.input_schema["properties"]["name"]["enum"], json!(["home", "work", "transport"]));
    let pose = tools.iter().find(|t| t.name == "move_to_pose").unwrap();
    assert_eq!(pose.input_schema["properties"]["planner"]["enum"], json!(["ompl", "ptp", "lin", "circ", "chomp"]));

    // Every tool, with the same results as HTTP.
    let r = call(&client, "read_joint_states", json!({})).await;
    let js: Value = serde_json::from_str(text(&r)).unwrap();
    assert_eq!(js["name"], s.get("/robot/joint_states").await.1["name"]);
    let pose: Value = serde_json::from_str(text(&call(&client, "read_tcp_pose", json!({})).await)).unwrap();
    assert_eq!(pose["frame_id"], "base_link");
    let positions: Value = serde_json::from_str(text(&call(&client, "list_named_positions", json!({})).await)).unwrap();
    assert_eq!(positions, s.get("/robot/positions").await.1);
    let moved: Value =
        serde_json::from_str(text(&call(&client, "move_to_joints", json!({"joints": TARGET, "speed": 1.0})).await))
            .unwrap();
    assert_eq!(moved["success"], true, "{moved}");
    assert!(close(&s.settled().await, &TARGET, 1e-3), "the move ended at the target");
    let named: Value = serde_json::from_str(text(
        &call(&client, "move_to_named_position", json!({"name": "work", "speed": 1.0})).await,
    ))
    .unwrap();
    assert_eq!(named["success"], true, "{named}");
    let lin: Value = serde_json::from_str(text(
        &call(
            &client,
            "move_to_pose",
            json!({"x": 0.45, "y": 0.1, "z": 0.45, "b": 3.0, "planner": "PTP", "speed": 1.0}),
        )
        .await,
    ))
    .unwrap();
    assert_eq!(lin["success"], true, "{lin}");
    let sent: Value = serde_json::from_str(text(
        &call(&client, "send_trajectory", json!({"points": [{"positions": TARGET, "time_from_start": 5.0}]})).await,
    ))
    .unwrap();
    assert_eq!(common::ack(sent.clone()), json!({"status": "sent"}));
    // The CSV trajectory goes to the same point once the arm is there: sent while the first one
    // still accelerates, its first segment would be judged from the moving arm (D24) and could
    // be refused, as it depends on how far the first one got.
    s.wait_for_joints(std::time::Duration::from_secs(10), "the trajectory to reach its point", |q| {
        close(q, &TARGET, 1e-6)
    })
    .await;
    let csv = "t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n5,0.4,0.3,-0.2,-1.1,0.3,0.8,-0.5\n";
    let answer = call(&client, "send_trajectory_csv", json!({"csv": csv})).await;
    let sent: Value = serde_json::from_str(text(&answer)).unwrap_or_else(|e| panic!("{e}: {}", text(&answer)));
    assert_eq!(common::ack(sent.clone()), json!({"status": "sent"}));
    let bad = call(&client, "send_trajectory_csv", json!({"csv": csv.replace("-0.5", "9"), "separator": ","})).await;
    assert_eq!(bad.is_error, Some(true));
    assert!(text(&bad).contains("csv[2]") || text(&bad).contains("csv"), "{}", text(&bad));
    let logs: Value =
        serde_json::from_str(text(&call(&client, "read_trajectory_logs", json!({"n": 3})).await)).unwrap();
    assert_eq!(logs["lines"].as_array().unwrap().len(), 3);
    s.wait_for_joints(std::time::Duration::from_secs(10), "the trajectory to reach its point", |q| {
        close(q, &TARGET, 1e-6)
    })
    .await;
    let started: Value = serde_json::from_str(text(
        &call(&client, "start_sequence", json!({"sequence": {"waypoints": [{"joints": TARGET}]}, "n_iterations": 1}))
            .await,
    ))
    .unwrap();
    assert_eq!(common::ack(started.clone()), json!({"status": "started"}));
    let status: Value = serde_json::from_str(text(&call(&client, "read_sequence_status", json!({})).await)).unwrap();
    assert!(status["status"] == "running" || status["status"] == "finished", "{status}");
    let seq_logs: Value = serde_json::from_str(text(&call(&client, "read_sequence_logs", json!({})).await)).unwrap();
    assert!(seq_logs["lines"].as_array().unwrap().first().is_some_and(|l| l.as_str().unwrap().contains("started")));
    let stop: Value = serde_json::from_str(text(&call(&client, "stop", json!({})).await)).unwrap();
    assert!(stop["success"].is_boolean() && stop["hold"].is_string(), "{stop}");

    // Invalid arguments: a tool error naming the argument as a 422 `loc` would.
    for (name, a, needle) in [
        ("move_to_joints", json!({"joints": [0, 0, 0, 5, 0, 0, 0]}), "joints[3]"),
        ("move_to_joints", json!({"joints": [0, 0]}), "joints"),
        ("move_to_named_position", json!({"name": "garage"}), "name"),
        ("move_to_pose", json!({"x": 0.4, "y": 0, "z": 0.4, "planner": "rrt"}), "planner"),
        ("move_to_pose", json!({"x": 0.4, "y": 0, "z": 0.4, "speed": 3}), "speed"),
        ("send_trajectory", json!({"points": []}), "points"),
        ("read_trajectory_logs", json!({"n": 0}), "n:"),
        (
            "start_sequence",
            json!({"sequence": {"waypoints": [{"joints": [0, 0, 0, 0, 0, 0, 9]}]}}),
            "sequence.waypoints[0].joints[6]",
        ),
        ("start_sequence", json!({}), "sequence"),
    ] {
        let r = call(&client, name, a.clone()).await;
        assert_eq!(r.is_error, Some(true), "{name} {a}: {}", text(&r));
        assert!(text(&r).contains(needle), "{name} {a}: {}", text(&r));
    }
    let _ = client.cancel().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn an_argument_the_input_schema_does_not_allow_is_a_tool_error_naming_it() {
    let s = Server::start(full_speed()).await;
    let client = ().serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize");
    let before = s.settled().await;
    for (name, a, unknown) in [
        // Not an argument of this tool: it would have run at full acceleration, unasked.
        ("move_to_joints", json!({"joints": TARGET, "speed": 0.5, "accel_scale": 1.0}), "accel_scale"),
        // Misspelt: it would have planned at the default speed.
        ("plan_to_joints", json!({"joints": TARGET, "sped": 0.9}), "sped"),
        ("read_joint_states", json!({"verbose": true}), "verbose"),
    ] {
        let r = call(&client, name, a.clone()).await;
        assert_eq!(r.is_error, Some(true), "{name} {a}: {}", text(&r));
        assert!(text(&r).contains(unknown) && text(&r).contains("not an argument"), "{name}: {}", text(&r));
    }
    let r = call(&client, "plan_to_joints", json!({"joints": TARGET, "sped": 0.9})).await;
    assert!(text(&r).contains("did you mean `speed`?"), "{}", text(&r));
    // Nested keys too (issue 36): a trajectory point's, a waypoint's, each named with its path.
    let point = |t: f64| json!({"positions": TARGET, "time_from_start": t});
    let mut in_tool0 = point(1.0);
    in_tool0["frame_id"] = json!("tool0");
    let waypoint = json!({"x": 0.4, "y": 0.0, "z": 0.4, "frame_id": "tool0"});
    for (name, a, at) in [
        ("send_trajectory", json!({"points": [point(0.0), in_tool0]}), "points[1].frame_id"),
        ("start_sequence", json!({"sequence": {"waypoints": [waypoint]}}), "sequence.waypoints[0].frame_id"),
    ] {
        let r = call(&client, name, a.clone()).await;
        assert_eq!(r.is_error, Some(true), "{name} {a}: {}", text(&r));
        assert!(text(&r).contains(&format!("{at}: `frame_id` is not a field")), "{name}: {}", text(&r));
    }
    assert!(close(&s.joints().await, &before, 1e-9), "nothing moved");
    // Every object of every input schema is closed.
    for tool in client.list_all_tools().await.expect("tools/list") {
        let schema = serde_json::to_value(&*tool.input_schema).unwrap();
        let mut open = Vec::new();
        open_objects(&schema, "", &mut open);
        assert!(open.is_empty(), "{}: objects without additionalProperties: false at {open:?}", tool.name);
    }
    // Over HTTP a misspelt field is 422 naming the field meant (D25)...
    let (status, body) = s.post_json("/robot/plan/joints", &json!({"joints": TARGET, "sped": 0.9})).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["detail"][0]["msg"], "`sped` is not a field of this body: did you mean `speed`?", "{body}");
    // ...and another unknown field is ignored, as FastAPI clients expect.
    let (status, body) = s.post_json("/robot/plan/joints", &json!({"joints": TARGET, "velocity": 0.9})).await;
    assert_eq!((status, body["success"].as_bool()), (200, Some(true)), "{body}");
    let _ = client.cancel().await;
}

/// The paths in `schema` of objects (with `properties`) that do not say `additionalProperties: false`.
fn open_objects(schema: &Value, at: &str, open: &mut Vec<String>) {
    match schema {
        Value::Object(m) => {
            if m.contains_key("properties") && m.get("additionalProperties") != Some(&Value::Bool(false)) {
                open.push(at.to_owned());
            }
            for (k, v) in m {
                open_objects(v, &format!("{at}/{k}"), open);
            }
        }
        Value::Array(items) => items.iter().enumerate().for_each(|(i, v)| open_objects(v, &format!("{at}/{i}"), open)),
        _ => {}
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn backend_failures_read_as_the_http_answer() {
    let s = Server::start(Options {
        faults: SimFaults { planner_unavailable: true, ..SimFaults::default() },
        ..full_speed()
    })
    .await;
    let client = ().serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize");
    let r = call(&client, "move_to_joints", json!({"joints": TARGET})).await;
    let (_, http) = s.post_json("/robot/move/joints", &json!({"joints": TARGET})).await;
    assert_eq!(r.is_error, Some(true));
    // The kind tells an agent a 503-style unavailability from a 409-style refusal.
    assert_eq!(text(&r), format!("unavailable (HTTP 503): {}", http["detail"].as_str().unwrap()));
    let _ = client.cancel().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn a_busy_arm_reads_as_a_refusal_not_an_unavailability() {
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let client = ().serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize");
    let mover = s.post_in_background("/robot/move/joints", json!({"joints": TARGET, "speed": 0.05}));
    let before = s.joints().await;
    s.wait_for_joints(std::time::Duration::from_secs(10), "the motion to start", |q| !close(q, &before, 1e-4)).await;
    let r = call(&client, "move_to_named_position", json!({"name": "work"})).await;
    assert_eq!(r.is_error, Some(true));
    assert!(text(&r).starts_with("refused, the arm is busy (conflict, HTTP 409): "), "{}", text(&r));
    let (_, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(stop["success"], true, "{stop}");
    assert_eq!(mover.await.expect("answer")["success"], false);
    let _ = client.cancel().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_token_guards_mcp_and_it_is_not_in_the_schema() {
    let s = Server::start(Options { auth_token: "t0ken", ..Options::default() }).await;
    let r = s
        .client
        .post(s.url("/mcp/mcp"))
        .json(&json!({"jsonrpc": "2.0", "id": 1, "method": "ping"}))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 401);
    let (_, doc) = s.get("/openapi.json").await;
    let paths: Vec<&String> = doc["paths"].as_object().unwrap().keys().filter(|p| p.contains("mcp")).collect();
    assert_eq!(paths, ["/mcp/audit"], "the MCP interface is not a REST operation; its audit is");
    let r = s.client.get(s.url("/mcp/audit")).send().await.unwrap();
    assert_eq!(r.status(), 401, "the audit needs the token too");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_official_python_sdk_lists_reads_and_moves() {
    let Some(python) = common::test_python() else { return };
    let s = Server::start(full_speed()).await;
    let url = s.url("/mcp/mcp");
    let script = common::repo().join("tests/python/mcp_client.py");
    let out = tokio::process::Command::new(python).arg(script).arg(&url).output().await.expect("python runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let r: Value = serde_json::from_slice(&out.stdout).expect("JSON summary");
    assert_eq!(r["server"], "armrest");
    assert_eq!(r["tools"].as_object().unwrap().len(), 38);
    assert_eq!(r["tools"]["read_motion"]["readOnly"], true);
    assert_eq!(r["tools"]["send_trajectory_csv"]["destructive"], true);
    assert_eq!(r["tools"]["read_joint_states"]["readOnly"], true);
    assert_eq!(r["tools"]["move_to_joints"]["destructive"], true);
    assert_eq!(r["joint_states"]["name"].as_array().unwrap().len(), 7);
    assert_eq!(r["pose"]["frame_id"], "base_link");
    assert_eq!(r["positions"].as_array().unwrap().len(), 3);
    assert_eq!(r["status"], json!({"status": "idle"}));
    assert_eq!(r["move"]["success"], true, "{}", r["move"]);
    assert!(r["move"]["motion_id"].as_u64().is_some(), "the motion's handle (D39): {}", r["move"]);
    let after: Vec<f64> = serde_json::from_value(r["after"]["position"].clone()).unwrap();
    assert!(close(&after, &[0.6, 0.7, 0.1, -1.3, -0.1, 1.1, 0.6], 1e-3));
    assert_eq!(r["invalid"]["isError"], true);
    assert!(r["invalid"]["text"].as_str().unwrap().contains("joints[3]"));
    // The SDK validates structuredContent against each tool's outputSchema: these passed.
    assert_eq!(r["structured_matches_text"], true);
    assert_eq!(r["structured_positions"]["items"], r["positions"]);
    assert_eq!(r["plan"]["success"], true, "{}", r["plan"]);
    assert_eq!(r["plan"]["plan"]["planner"], "ptp");
    // Ending the session: answered as the SDK expects, so it logs no failure.
    assert_eq!(r["session_end_warnings"], json!([]), "{}", r["session_end_warnings"]);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_disabled_endpoint_is_no_tool_and_defaults_follow_the_configuration() {
    let s = Server::start(Options::default().with_endpoints(|e| {
        e.enabled.0.insert("move_joints".into(), false);
        e.motion.joints_action = "arm/joint_goal".into();
    }))
    .await;
    let transport = StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"));
    let client = ().serve(transport).await.expect("initialize");
    let tools = client.list_all_tools().await.expect("tools/list");
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    assert!(!names.contains(&"move_to_joints") && names.contains(&"move_to_pose"), "{names:?}");
    let r = client
        .call_tool(CallToolRequestParams::new("move_to_joints").with_arguments(args(json!({"joints": TARGET}))))
        .await;
    assert!(r.is_err(), "a disabled operation cannot be called: {r:?}");
    // D12: the configured action names are the defaults the schema and the tool show.
    let (_, doc) = s.get("/openapi.json").await;
    let form = &doc["components"]["schemas"]["StartSequenceForm"]["properties"];
    assert_eq!(form["joints_action"]["default"], "arm/joint_goal");
    assert_eq!(form["pose_action"]["default"], "cobot/move_to_pose");
    let start = tools.iter().find(|t| t.name == "start_sequence").unwrap();
    assert_eq!(start.input_schema["properties"]["joints_action"]["default"], "arm/joint_goal");
    client.cancel().await.ok();
}

#[tokio::test(flavor = "multi_thread")]
async fn resources_give_the_latest_state_and_the_robot_description() {
    let s = Server::start(Options::default()).await;
    let transport = StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"));
    let client = ().serve(transport).await.expect("initialize");
    let resources = client.list_all_resources().await.expect("resources/list");
    let uris: Vec<&str> = resources.iter().map(|r| r.uri.as_str()).collect();
    assert_eq!(
        uris,
        [
            "armrest://robot/state",
            "armrest://robot/description/urdf",
            "armrest://robot/description/srdf",
            "armrest://robot/positions",
            "armrest://robot/limits",
            "armrest://world",
            "armrest://recordings"
        ]
    );
    let read = |uri: &'static str| {
        let client = &client;
        async move {
            let r =
                client.read_resource(rmcp::model::ReadResourceRequestParams::new(uri)).await.expect("resources/read");
            match r.contents.into_iter().next() {
                Some(rmcp::model::ResourceContents::TextResourceContents { text, .. }) => text,
                other => panic!("{uri}: not text: {other:?}"),
            }
        }
    };
    let q = s.settled().await;
    let state: Value = serde_json::from_str(&read("armrest://robot/state").await).expect("state is JSON");
    let position: Vec<f64> = serde_json::from_value(state["position"].clone()).unwrap();
    assert!(close(&position, &q, 1e-6), "{state}");
    assert_eq!(state["pose"]["frame_id"], "base_link");
    assert!(state["seq"].as_u64().is_some_and(|n| n > 0));
    let urdf = read("armrest://robot/description/urdf").await;
    let shipped = std::fs::read_to_string(common::repo().join("urdf/arm.urdf")).unwrap();
    assert_eq!(urdf, shipped);
    let (_, described) = s.get("/robot/description").await;
    assert_eq!(described["urdf"], json!(shipped));
    assert_eq!(read("armrest://robot/description/srdf").await, described["srdf"].as_str().unwrap());
    // What an agent reads before it plans: the named positions and the limits, as HTTP gives them.
    let positions: Value = serde_json::from_str(&read("armrest://robot/positions").await).unwrap();
    assert_eq!(positions, s.get("/robot/positions").await.1);
    let limits: Value = serde_json::from_str(&read("armrest://robot/limits").await).unwrap();
    assert_eq!(limits, described["limits"]);
    assert_eq!(limits.as_array().unwrap().len(), 7);
    let missing = client.read_resource(rmcp::model::ReadResourceRequestParams::new("armrest://nothing")).await;
    assert!(missing.is_err(), "an unknown resource is an error");
}

/// A request rmcp cannot read as a JSON-RPC message gets a JSON-RPC error an MCP client parses
/// (400, no `id`, as the streamable HTTP transport allows), not a bare 415: -32700 when it is
/// not JSON sent as JSON, -32600 when it is JSON but no JSON-RPC message.
#[tokio::test(flavor = "multi_thread")]
async fn malformed_requests_are_json_rpc_errors() {
    let s = Server::start(Options::default()).await;
    let initialize = r#"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": "2025-06-18",
        "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}}}"#;
    for (content_type, body, code) in [
        (Some("application/json"), r#"{"jsonrpc": "2.0", "id": 1, "method": "#, -32700),
        (Some("application/json"), "", -32700),
        (Some("text/plain"), initialize, -32700),
        (None, initialize, -32700),
        (Some("application/json"), r#"{"hello": "world"}"#, -32600),
    ] {
        let mut request =
            s.client.post(s.url("/mcp/mcp")).header("accept", "application/json, text/event-stream").body(body);
        if let Some(ct) = content_type {
            request = request.header("content-type", ct);
        }
        let r = request.send().await.expect("POST");
        assert_eq!(r.status(), 400, "{content_type:?} {body}");
        assert_eq!(r.headers()["content-type"], "application/json");
        let answer: Value = r.json().await.expect("a JSON-RPC error");
        assert_eq!(answer["jsonrpc"], "2.0");
        assert_eq!(answer["id"], Value::Null);
        assert_eq!(answer["error"]["code"], code, "{content_type:?} {body}: {answer}");
        let message = answer["error"]["message"].as_str().expect("a message");
        assert!(!message.is_empty() && message.len() < 300, "{message}");
    }
    // Well-formed requests are rmcp's as before.
    let client = ().serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize");
    assert!(!client.list_all_tools().await.expect("tools/list").is_empty());
    let _ = client.cancel().await;
}

/// The tools bound their text arguments as HTTP does (D26), and say so in their schemas; a
/// client's long text is never repeated whole.
#[tokio::test(flavor = "multi_thread")]
async fn tool_arguments_have_the_http_bounds() {
    let s = Server::start(full_speed()).await;
    let client = ().serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize");
    let tools = client.list_all_tools().await.expect("tools/list");
    let schema = |tool: &str, arg: &str| {
        tools.iter().find(|t| t.name == tool).unwrap_or_else(|| panic!("{tool}")).input_schema["properties"][arg]
            .clone()
    };
    assert_eq!(schema("move_to_pose", "frame_id")["maxLength"], 256);
    assert_eq!(schema("move_to_named_position", "name")["maxLength"], 256);
    assert_eq!(schema("move_to_named_position", "name")["enum"], json!(["home", "work", "transport"]));
    assert_eq!(schema("start_sequence", "joints_action")["maxLength"], 247);
    assert_eq!(schema("start_sequence", "bag_path")["maxLength"], 1024);
    let before = s.settled().await;
    let long = "f".repeat(100_000);
    for (tool, a) in [
        ("move_to_pose", json!({"x": 0.4, "y": 0, "z": 0.4, "frame_id": long})),
        ("plan_to_pose", json!({"x": 0.4, "y": 0, "z": 0.4, "frame_id": long})),
        ("plan_to_named_position", json!({"name": long})),
    ] {
        let r = call(&client, tool, a).await;
        assert_eq!(r.is_error, Some(true), "{tool}");
        assert!(text(&r).contains("String should have at most 256 characters"), "{tool}: {}", text(&r));
        assert!(text(&r).len() < 500, "{tool}: {}", text(&r));
    }
    let mut unknown_argument = serde_json::Map::new();
    unknown_argument.insert(long.clone(), json!(1));
    let r = call(&client, "read_joint_states", Value::Object(unknown_argument)).await;
    assert!(text(&r).contains("not an argument") && text(&r).len() < 1000, "{}", text(&r));
    let unknown = client.call_tool(CallToolRequestParams::new(long.clone())).await.expect_err("no such tool");
    assert!(unknown.to_string().len() < 1000, "{}", unknown.to_string().len());
    assert!(close(&s.joints().await, &before, 1e-9), "nothing moved");
    // The audit keeps what agents sent, short.
    let (_, audit) = s.get("/mcp/audit?n=300").await;
    assert!(audit.to_string().len() < 4000, "{}", audit.to_string().len());
    let _ = client.cancel().await;
}

/// An `initialize` over raw HTTP, as a client that never ends its session; the session's id.
async fn raw_initialize(s: &Server) -> String {
    let body = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "leaky", "version": "1"}}});
    let r = s
        .client
        .post(s.url("/mcp/mcp"))
        .header("accept", "application/json, text/event-stream")
        .json(&body)
        .send()
        .await
        .expect("initialize");
    assert_eq!(r.status(), 200);
    r.headers().get("mcp-session-id").and_then(|v| v.to_str().ok()).expect("a session id").to_owned()
}

/// The status of a `tools/list` in session `id`.
async fn raw_call_status(s: &Server, id: &str) -> u16 {
    let body = json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"});
    let r = s
        .client
        .post(s.url("/mcp/mcp"))
        .header("accept", "application/json, text/event-stream")
        .header("mcp-session-id", id)
        .header("mcp-protocol-version", "2025-06-18")
        .json(&body)
        .send()
        .await
        .expect("tools/list");
    r.status().as_u16()
}

/// Issue 49: 3,000 `initialize` without `DELETE` kept 300 MB for good. At most
/// `session_bound::MAX` sessions are kept: the least recently used is closed for a new one, and
/// its id is then 404 (the client initializes again); one in use stays.
#[tokio::test(flavor = "multi_thread")]
async fn sessions_never_ended_by_their_clients_are_bounded() {
    let s = Server::start(Options::default()).await;
    let kept = raw_initialize(&s).await;
    let idle = raw_initialize(&s).await;
    for _ in 0..armrest::mcp::session_bound::MAX {
        raw_initialize(&s).await;
        let status = raw_call_status(&s, &kept).await;
        assert!((200..300).contains(&status), "a session in use is kept: {status}");
    }
    assert_eq!(raw_call_status(&s, &idle).await, 404, "the least recently used was closed to make room");
}
