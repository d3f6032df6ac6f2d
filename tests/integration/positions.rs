//! Positions saved at run time (issue 40, D32): `PUT` and `DELETE /robot/positions/{name}`, the
//! list with each position's source, a saved position surviving a restart (a second server on
//! the same positions file), moves, plans and sequences naming one, and the D5 answers for
//! every bad input (SRDF names 409, bad names and joints 422, unknown names 404).

use crate::common::{self, Options, Server, close, locs};
use armrest::control::ControlMode;
use serde_json::{Value, json};
use std::time::Duration;

const A: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];
const B: [f64; 7] = [-0.3, 0.4, 0.1, -1.2, -0.2, 1.0, 0.4];

fn sources(list: &Value) -> Vec<(String, String)> {
    let list = list.as_array().expect("a list");
    list.iter().map(|p| (p["name"].as_str().unwrap().to_owned(), p["source"].as_str().unwrap().to_owned())).collect()
}

fn joints_of(p: &Value) -> Vec<f64> {
    (1..=7).map(|i| p["joints"][format!("joint{i}")].as_f64().expect("an angle")).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_position_saved_where_the_arm_is_survives_a_restart_and_is_moved_to() {
    let s = Server::start(Options::default()).await;
    let (status, moved) = s.post_json("/robot/move/joints", &json!({"joints": A, "speed": 1.0})).await;
    assert_eq!((status, moved["success"].clone()), (200, json!(true)), "{moved}");
    let here = s.settled().await;

    // No joints: where the arm is now.
    let (status, saved) = s.put_json("/robot/positions/pick", &json!({"description": "above the tray"})).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!((saved["name"].clone(), saved["source"].clone()), (json!("pick"), json!("saved")));
    assert_eq!(saved["description"], "above the tray");
    assert!(close(&joints_of(&saved), &here, 1e-9), "{saved} vs {here:?}");
    let (status, list) = s.get("/robot/positions").await;
    assert_eq!(status, 200);
    let expected = [("home", "srdf"), ("work", "srdf"), ("transport", "srdf"), ("pick", "saved")];
    assert_eq!(sources(&list), expected.map(|(n, s)| (n.to_owned(), s.to_owned())));
    let file = s.dir.join("positions.yaml");
    assert!(file.exists(), "the default file is positions.yaml in the data folder");
    // The body is JSON, as every JSON endpoint's (D5: none is 422 at `body`); `{}` is where the
    // arm is.
    let r = s.client.put(s.url("/robot/positions/here")).send().await.expect("PUT");
    let (status, bare) = common::decode(r).await;
    assert_eq!((status, locs(&bare)), (422, vec![json!(["body"])]), "{bare}");
    let (status, empty) = s.put_json("/robot/positions/here", &json!({})).await;
    assert_eq!(status, 200, "{empty}");
    assert!(close(&joints_of(&empty), &here, 1e-9), "{empty}");
    // `null` is absent, as for every optional body field, and the schema says so (schemathesis
    // found it accepted while the schema allowed only a joint vector).
    let (status, null) = s.put_json("/robot/positions/here", &json!({"joints": null})).await;
    assert_eq!(status, 200, "{null}");
    assert!(close(&joints_of(&null), &here, 1e-9), "{null}");
    let (_, doc) = s.get("/openapi.json").await;
    // The document's enum of names follows saves and deletes (D12, D32).
    let names = &doc["components"]["schemas"]["PositionName"]["enum"];
    assert!(names.as_array().is_some_and(|n| n.contains(&json!("pick")) && n.contains(&json!("here"))), "{names}");
    let joints = &doc["components"]["schemas"]["SavePositionBody"]["properties"]["joints"];
    assert!(joints["oneOf"].as_array().is_some_and(|c| c.contains(&json!({"type": "null"}))), "{joints}");
    let (status, _) = s.delete("/robot/positions/here").await;
    assert_eq!(status, 200);
    let (_, doc) = s.get("/openapi.json").await;
    let names = &doc["components"]["schemas"]["PositionName"]["enum"];
    assert!(names.as_array().is_some_and(|n| n.contains(&json!("pick")) && !n.contains(&json!("here"))), "{names}");

    // A second server on the same file: the position is there, and moves and plans use it.
    let file = file.display().to_string();
    let t = Server::start(Options::default().with_endpoints(|e| e.positions.file = file)).await;
    let (_, list) = t.get("/robot/positions").await;
    let pick = list.as_array().unwrap().iter().find(|p| p["name"] == "pick").expect("pick after the restart").clone();
    assert_eq!((pick["source"].clone(), pick["description"].clone()), (json!("saved"), json!("above the tray")));
    let (status, plan) = t.post_json("/robot/plan/named", &json!({"name": "pick"})).await;
    assert_eq!(status, 200, "{plan}");
    let (status, moved) = t.post_json("/robot/move/named", &json!({"name": "pick", "speed": 1.0})).await;
    assert_eq!((status, moved["success"].clone()), (200, json!(true)), "{moved}");
    let reached = t.settled().await;
    assert!(close(&reached, &here, 1e-3), "reached {reached:?}, saved {here:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn positions_are_saved_with_joints_replaced_and_deleted() {
    let s = Server::start(Options::default()).await;
    let (status, saved) = s.put_json("/robot/positions/place-2_B", &json!({"joints": B})).await;
    assert_eq!(status, 200, "{saved}");
    assert!(close(&joints_of(&saved), &B, 0.0), "{saved}");
    assert_eq!(saved["description"], "");
    // Replaced whole.
    let (status, saved) = s.put_json("/robot/positions/place-2_B", &json!({"joints": A, "description": "d"})).await;
    assert_eq!(status, 200, "{saved}");
    let (_, list) = s.get("/robot/positions").await;
    let listed: Vec<&Value> = list.as_array().unwrap().iter().filter(|p| p["source"] == "saved").collect();
    assert_eq!(listed.len(), 1, "{list}");
    assert!(close(&joints_of(listed[0]), &A, 0.0) && listed[0]["description"] == "d", "{list}");

    let (status, deleted) = s.delete("/robot/positions/place-2_B").await;
    assert_eq!((status, deleted["name"].clone()), (200, json!("place-2_B")), "{deleted}");
    let (status, answer) = s.delete("/robot/positions/place-2_B").await;
    assert_eq!(status, 404, "{answer}");
    assert!(answer["detail"].as_str().unwrap().contains("no saved position 'place-2_B'"), "{answer}");
    let (status, answer) = s.post_json("/robot/move/named", &json!({"name": "place-2_B"})).await;
    assert_eq!((status, locs(&answer)), (422, vec![json!(["body", "name"])]), "{answer}");
    let text = std::fs::read_to_string(s.dir.join("positions.yaml")).expect("the file");
    assert!(!text.contains("place-2_B"), "{text}");
}

#[tokio::test(flavor = "multi_thread")]
async fn srdf_positions_bad_names_and_bad_joints_are_refused_and_nothing_is_saved() {
    let s = Server::start(Options::default()).await;
    for (status, answer) in
        [s.put_json("/robot/positions/home", &json!({"joints": B})).await, s.delete("/robot/positions/work").await]
    {
        assert_eq!(status, 409, "{answer}");
        assert!(answer["detail"].as_str().unwrap().contains("SRDF"), "{answer}");
    }
    // Names are unique without letter case (issue 49): `HOME` beside `home` reads as the same.
    for (name, existing) in [("HOME", "home"), ("Home", "home"), ("WORK", "work")] {
        let (status, answer) = s.put_json(&format!("/robot/positions/{name}"), &json!({"joints": B})).await;
        assert_eq!(status, 409, "{name}: {answer}");
        let detail = answer["detail"].as_str().unwrap_or("");
        assert!(detail.contains(&format!("'{existing}' exists")) && detail.contains("letter case"), "{answer}");
    }
    let long = "p".repeat(65);
    for name in [long.as_str(), "a.b", "caf%C3%A9", "a%2Fb", "a%20b"] {
        let (status, answer) = s.put_json(&format!("/robot/positions/{name}"), &json!({"joints": B})).await;
        assert_eq!((status, locs(&answer)), (422, vec![json!(["path", "name"])]), "{name}: {answer}");
        let (status, answer) = s.delete(&format!("/robot/positions/{name}")).await;
        assert_eq!((status, locs(&answer)), (422, vec![json!(["path", "name"])]), "{name}: {answer}");
    }
    // 64 characters is a name.
    let (status, answer) = s.put_json(&format!("/robot/positions/{}", "p".repeat(64)), &json!({"joints": B})).await;
    assert_eq!(status, 200, "{answer}");
    let (status, answer) = s.put_json(&format!("/robot/positions/{}", "P".repeat(64)), &json!({"joints": B})).await;
    assert_eq!(status, 409, "a saved name's twin too: {answer}");
    // A `/` makes another path, which no route serves: a D5 404, nothing saved.
    let (status, answer) = s.put_json("/robot/positions/a/b", &json!({"joints": B})).await;
    assert_eq!(status, 404, "{answer}");
    assert!(answer["detail"].is_string(), "{answer}");
    let mut out = B;
    out[3] = 10.0;
    let (status, answer) = s.put_json("/robot/positions/far", &json!({"joints": out})).await;
    assert_eq!((status, locs(&answer)), (422, vec![json!(["body", "joints", 3])]), "{answer}");
    let (status, answer) =
        s.put_json("/robot/positions/short", &json!({"joints": [0.0, 0.0, 0.0, 0.0, 0.0, 0.0]})).await;
    assert_eq!((status, locs(&answer)), (422, vec![json!(["body", "joints"])]), "{answer}");
    let (_, list) = s.get("/robot/positions").await;
    let saved: Vec<(String, String)> = sources(&list).into_iter().filter(|(_, s)| s == "saved").collect();
    assert_eq!(saved, vec![("p".repeat(64), "saved".to_owned())]);
}

#[tokio::test(flavor = "multi_thread")]
async fn in_lease_mode_only_the_holder_saves_or_deletes() {
    let s = Server::start(Options::default().with_endpoints(|e| {
        e.control.mode = ControlMode::Lease;
        e.control.ttl_s = 30.0;
    }))
    .await;
    let (put, delete) = (reqwest::Method::PUT, reqwest::Method::DELETE);
    let (status, answer) = s.send_leased(put.clone(), "/robot/positions/p", Some(json!({"joints": B})), None).await;
    assert_eq!(status, 423, "{answer}");
    let (status, grant) = s.send_leased(reqwest::Method::POST, "/control", Some(json!({"holder": "cell"})), None).await;
    assert_eq!(status, 200, "{grant}");
    let lease = grant["lease"].as_str().expect("a lease").to_owned();
    let (status, answer) = s.send_leased(put, "/robot/positions/p", Some(json!({"joints": B})), Some(&lease)).await;
    assert_eq!(status, 200, "{answer}");
    let (status, answer) = s.send_leased(delete.clone(), "/robot/positions/p", None, None).await;
    assert_eq!(status, 423, "{answer}");
    let (status, answer) = s.send_leased(delete, "/robot/positions/p", None, Some(&lease)).await;
    assert_eq!(status, 200, "{answer}");
}

async fn start_sequence(s: &Server, file: &Value) -> (u16, Value) {
    let part = reqwest::multipart::Part::bytes(serde_json::to_vec(file).unwrap()).file_name("sequence.json");
    let form = reqwest::multipart::Form::new().part("config", part).text("n_iterations", "1");
    let r = s.client.post(s.url("/sequences/start")).multipart(form).send().await.unwrap();
    common::decode(r).await
}

#[tokio::test(flavor = "multi_thread")]
async fn a_sequence_names_a_saved_position_and_an_unknown_name_is_refused_before_motion() {
    let s = Server::start(Options::default()).await;
    let (status, answer) = s.put_json("/robot/positions/place", &json!({"joints": B})).await;
    assert_eq!(status, 200, "{answer}");
    let start = s.settled().await;

    // An unknown name: 422 at its `name`, nothing runs, nothing moves.
    let file = json!({"home": {"name": "home"}, "waypoints": [{"joints": A}, {"name": "nowhere", "speed": 0.5}]});
    let (status, answer) = start_sequence(&s, &file).await;
    assert_eq!((status, locs(&answer)), (422, vec![json!(["body", "config", "waypoints", 1, "name"])]), "{answer}");
    assert!(answer.to_string().contains("place"), "the 422 names the known positions: {answer}");
    assert_eq!(s.get("/sequences/status").await, (200, json!({"status": "idle"})));
    assert!(close(&s.still_for(Duration::from_millis(300)).await.expect("still"), &start, 1e-9));
    // A name beside joints is refused too.
    let file = json!({"waypoints": [{"name": "place", "joints": A}]});
    let (status, answer) = start_sequence(&s, &file).await;
    assert_eq!((status, locs(&answer)), (422, vec![json!(["body", "config", "waypoints", 0, "name"])]), "{answer}");

    // Named waypoints (an SRDF one and a saved one) run as joint waypoints.
    let file = json!({"home": {"name": "work"}, "waypoints": [{"joints": A}, {"name": "place", "speed": 0.8}]});
    let (status, answer) = start_sequence(&s, &file).await;
    assert_eq!((status, common::ack(answer.clone())), (200, json!({"status": "started"})));
    let status = s.sequence_finished().await;
    assert_eq!(status["status"], "finished", "{status}");
    let reached = s.settled().await;
    assert!(close(&reached, &B, 1e-3), "reached {reached:?}, saved {B:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn agents_list_and_move_to_a_saved_position() {
    use rmcp::ServiceExt;
    use rmcp::model::CallToolRequestParams;
    let s = Server::start(Options::default().with_endpoints(|e| {
        e.mcp.motion = armrest::config::endpoints::MotionPolicy::Allow;
        e.mcp.max_speed = 1.0;
        e.mcp.max_accel_scale = 1.0;
    }))
    .await;
    let (status, answer) = s.put_json("/robot/positions/place", &json!({"joints": B})).await;
    assert_eq!(status, 200, "{answer}");
    let transport = rmcp::transport::StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"));
    let client = ().serve(transport).await.expect("initialize");
    let call = async |name: &'static str, args: Value| {
        let Value::Object(args) = args else { panic!("arguments are an object") };
        client.call_tool(CallToolRequestParams::new(name).with_arguments(args)).await.expect("tools/call")
    };
    let listed = call("list_named_positions", json!({})).await;
    let items = listed.structured_content.expect("structured")["items"].clone();
    assert_eq!(sources(&items).last(), Some(&("place".to_owned(), "saved".to_owned())), "{items}");
    let moved = call("move_to_named_position", json!({"name": "place", "speed": 1.0})).await;
    assert_ne!(moved.is_error, Some(true), "{moved:?}");
    let reached = s.settled().await;
    assert!(close(&reached, &B, 1e-3), "reached {reached:?}, saved {B:?}");
    let tools = client.list_all_tools().await.expect("tools/list");
    assert!(!tools.iter().any(|t| t.name.contains("save") || t.name.contains("delete_position")), "HTTP only (D32)");
    // The tool's enum of names follows saves and deletes: a list after a change shows it.
    let names_offered = |tools: &[rmcp::model::Tool]| {
        let tool = tools.iter().find(|t| t.name == "move_to_named_position").expect("the tool");
        serde_json::to_string(&tool.input_schema).expect("a schema")
    };
    assert!(names_offered(&tools).contains("\"place\""), "{}", names_offered(&tools));
    assert_eq!(s.delete("/robot/positions/place").await.0, 200);
    let tools = client.list_all_tools().await.expect("tools/list");
    assert!(!names_offered(&tools).contains("\"place\""), "{}", names_offered(&tools));
    let _ = client.cancel().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn saves_at_once_all_stand_and_the_file_holds_them_all() {
    let s = Server::start(Options::default()).await;
    let puts = (0..16).map(|i| {
        let (client, url) = (s.client.clone(), s.url(&format!("/robot/positions/p{i}")));
        let mut q = B;
        q[0] = -1.0 + 0.1 * f64::from(i);
        tokio::spawn(async move { client.put(url).json(&json!({"joints": q})).send().await.expect("PUT").status() })
    });
    for put in puts.collect::<Vec<_>>() {
        assert_eq!(put.await.expect("the task"), 200);
    }
    // Two at once on the same name: one of the two stands, whole.
    let same = [A, B].map(|q| {
        let (client, url) = (s.client.clone(), s.url("/robot/positions/same"));
        tokio::spawn(async move { client.put(url).json(&json!({"joints": q})).send().await.expect("PUT").status() })
    });
    for put in same {
        assert_eq!(put.await.expect("the task"), 200);
    }
    let file = s.dir.join("positions.yaml").display().to_string();
    let t = Server::start(Options::default().with_endpoints(|e| e.positions.file = file)).await;
    let (_, list) = t.get("/robot/positions").await;
    let saved: Vec<&Value> = list.as_array().unwrap().iter().filter(|p| p["source"] == "saved").collect();
    assert_eq!(saved.len(), 17, "{list}");
    let same = joints_of(saved.iter().find(|p| p["name"] == "same").expect("same"));
    assert!(close(&same, &A, 0.0) || close(&same, &B, 0.0), "{same:?}");
    let leftovers: Vec<_> = std::fs::read_dir(&s.dir)
        .unwrap()
        .flatten()
        .filter(|e| e.file_name().to_string_lossy().contains(".tmp"))
        .collect();
    assert!(leftovers.is_empty(), "no temporary file stays: {leftovers:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_bad_positions_file_stops_the_start_naming_the_file_and_the_key() {
    use armrest::config::{Config, Overrides};
    for (text, key, says) in [
        ("positions:\n  home:\n    joints: [0, 0, 0, 0, 0, 0, 0]\n", "positions.home", "SRDF"),
        ("positions:\n  a.b:\n    joints: [0, 0, 0, 0, 0, 0, 0]\n", "positions.a.b", "letters"),
        ("positions:\n  p:\n    joints: [0, 0, 0]\n", "positions.p.joints", "7 angles"),
        ("positions:\n  p:\n    joints: [0, 0, 0, 9, 0, 0, 0]\n", "positions.p.joints", "outside"),
    ] {
        let dir = common::temp_dir("positions-file");
        let file = dir.join("mine.yaml");
        std::fs::write(&file, text).expect("write the file");
        let o = Options::default().with_endpoints(|e| e.positions.file = "mine.yaml".into());
        let settings = common::write_config(&dir, &o);
        let config = Config::load(&settings, &Overrides::default(), None).expect("config loads");
        let Err(e) = armrest::server::Service::bind(config).await else { panic!("{text}: the start went on") };
        let e = e.to_string();
        assert!(e.contains("mine.yaml") && e.contains(key) && e.contains(says), "{text}: {e}");
    }
}
