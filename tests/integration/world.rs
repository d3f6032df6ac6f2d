//! The world over HTTP and MCP (D28, issue 23): `GET /world`, `PUT` and `DELETE
//! /world/objects/{id}` with D5 answers for every bad input, a `world` event on each change,
//! the MCP tools (audited) and resource; who may change it (issue 36): the lease holder in
//! `lease` mode, and no object placed around the arm. How an agent's change that takes
//! protection away is confirmed: tests/integration/mcp_guardrails.rs.

use crate::common::sse::EventReader;
use crate::common::{Options, Server, locs};
use armrest::config::endpoints::MotionPolicy;
use armrest::control::ControlMode;
use rmcp::ServiceExt;
use rmcp::model::CallToolRequestParams;
use rmcp::transport::StreamableHttpClientTransport;
use serde_json::{Value, json};
use std::time::Duration;

fn ids(world: &Value) -> Vec<&str> {
    world["objects"].as_array().expect("objects").iter().map(|o| o["id"].as_str().expect("an id")).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn objects_are_put_read_and_deleted_and_each_change_is_an_event() {
    let s = Server::start(Options::default()).await;
    let (status, world) = s.get("/world").await;
    assert_eq!(status, 200, "{world}");
    assert_eq!(
        (ids(&world), world["version"].clone(), world["tool"].clone()),
        (vec!["mounting_surface"], json!(0), Value::Null)
    );
    assert_eq!(world["objects"][0]["touch_links"], json!(["base_link"]));
    let mut events = EventReader::open(&s.client, &s.url("/robot/stream?events=world")).await;

    let body =
        json!({"kind": "keep_out", "shape": "box", "size": [0.2, 0.3, 0.4], "pose": {"x": 0.6, "z": 0.2, "a": 0.5}});
    let (status, stored) = s.put_json("/world/objects/door", &body).await;
    assert_eq!(status, 200, "{stored}");
    assert_eq!(stored["id"], "door");
    assert_eq!(
        (stored["kind"].clone(), stored["shape"].clone(), stored["size"].clone()),
        (json!("keep_out"), json!("box"), json!([0.2, 0.3, 0.4]))
    );
    assert_eq!(
        (stored["pose"]["x"].clone(), stored["pose"]["y"].clone(), stored["frame_id"].clone()),
        (json!(0.6), json!(0.0), json!(""))
    );
    let e = events.next(Duration::from_secs(10)).await.expect("a world event");
    assert_eq!(e.kind, "world");
    assert_eq!((e.data["version"].clone(), ids(&e.data)), (json!(1), vec!["door", "mounting_surface"]));

    // The same id again replaces it (the shape object form, as MoveIt's messages nest it).
    let (status, replaced) = s
        .put_json(
            "/world/objects/door",
            &json!({"shape": {"type": "sphere", "radius": 0.1}, "id": "door", "pose": {"x": 0.6, "y": 0.6}}),
        )
        .await;
    assert_eq!(status, 200, "{replaced}");
    assert_eq!((replaced["kind"].clone(), replaced["radius"].clone()), (json!("obstacle"), json!(0.1)));
    let (_, world) = s.get("/world").await;
    assert_eq!((ids(&world).len(), world["version"].clone()), (2, json!(2)));
    assert_eq!(events.next(Duration::from_secs(10)).await.expect("a world event").data["version"], 2);

    let (status, removed) = s.delete("/world/objects/door").await;
    assert_eq!((status, removed["radius"].clone()), (200, json!(0.1)), "{removed}");
    let e = events.next(Duration::from_secs(10)).await.expect("a world event");
    assert_eq!((e.data["version"].clone(), ids(&e.data)), (json!(3), vec!["mounting_surface"]));
    let (status, missing) = s.delete("/world/objects/door").await;
    assert_eq!(status, 404, "{missing}");
    let detail = missing["detail"].as_str().expect("D5: a message");
    assert!(detail.contains("`door`") && detail.contains("mounting_surface"), "{detail}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_bad_object_is_a_422_naming_each_field_and_changes_nothing() {
    let s = Server::start(Options::default()).await;
    for (body, expected) in [
        (json!({"shape": "box", "size": [0.1, 0, -1]}), vec![json!(["body", "size", 1]), json!(["body", "size", 2])]),
        (json!({"shape": "cone"}), vec![json!(["body", "shape"])]),
        (json!({"shape": "sphere"}), vec![json!(["body", "radius"])]),
        (json!({"shape": "cylinder", "radius": 0.1, "length": 1000}), vec![json!(["body", "length"])]),
        (json!({"shape": "sphere", "radius": 0.1, "frame_id": "nowhere"}), vec![json!(["body", "frame_id"])]),
        // A frame that moves with the arm: what the arm carries is the tool.
        (json!({"shape": "sphere", "radius": 0.1, "frame_id": "link7"}), vec![json!(["body", "frame_id"])]),
        (json!({"shape": "sphere", "radius": 0.1, "kind": "wall"}), vec![json!(["body", "kind"])]),
        (json!({"shape": "sphere", "radius": 0.1, "raduis": 2}), vec![json!(["body", "raduis"])]),
        (json!({"shape": "sphere", "radius": 0.1, "id": "other"}), vec![json!(["body", "id"])]),
        (json!({"shape": "sphere", "radius": 0.1, "pose": {"x": "near"}}), vec![json!(["body", "pose", "x"])]),
        (json!({"shape": "sphere", "radius": 0.1, "touch_links": ["link9"]}), vec![json!(["body", "touch_links", 0])]),
        (json!([1, 2]), vec![json!(["body"])]),
    ] {
        let (status, answer) = s.put_json("/world/objects/thing", &body).await;
        assert_eq!(status, 422, "{body}: {answer}");
        assert_eq!(locs(&answer), expected, "{body}: {answer}");
    }
    let (status, answer) = s.put_json("/world/objects/bad%20id", &json!({"shape": "sphere", "radius": 0.1})).await;
    assert_eq!((status, locs(&answer)), (422, vec![json!(["path", "id"])]), "{answer}");
    let long = "x".repeat(65);
    let (status, answer) = s.delete(&format!("/world/objects/{long}")).await;
    assert_eq!((status, locs(&answer)), (422, vec![json!(["path", "id"])]), "{answer}");
    let (_, world) = s.get("/world").await;
    assert_eq!((ids(&world), world["version"].clone()), (vec!["mounting_surface"], json!(0)), "nothing changed");
}

#[tokio::test(flavor = "multi_thread")]
async fn agents_add_to_the_world_under_deny_but_may_not_take_protection_away() {
    // Agents may not move the arm here; adding an object only protects, so the tools are offered.
    let s = Server::start(Options::default().with_endpoints(|e| e.mcp.motion = MotionPolicy::Deny)).await;
    let client = ().serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize");
    let tools = client.list_all_tools().await.expect("tools/list");
    let put = tools.iter().find(|t| t.name == "put_world_object").expect("put_world_object offered");
    assert_eq!(put.input_schema["required"], json!(["id", "shape"]), "{:?}", put.input_schema);
    assert!(put.input_schema["properties"]["kind"]["enum"] == json!(["obstacle", "keep_out"]));
    let call = |name: &'static str, args: Value| {
        let client = &client;
        async move {
            let Value::Object(args) = args else { unreachable!() };
            client.call_tool(CallToolRequestParams::new(name).with_arguments(args)).await.expect("tools/call")
        }
    };
    let bin = json!({"id": "bin", "shape": "box", "size": [0.3, 0.3, 0.3], "pose": {"x": 0.7, "y": 0.5}});
    let r = call("put_world_object", bin.clone()).await;
    assert_eq!(r.is_error, Some(false), "{r:?}");
    assert_eq!(ids(&s.get("/world").await.1), ["bin", "mounting_surface"]);
    // The same object again takes nothing away.
    assert_eq!(call("put_world_object", bin).await.is_error, Some(false));
    let bad = call("put_world_object", json!({"id": "bin", "shape": "box", "size": [0.3, 0.3]})).await;
    assert_eq!(bad.is_error, Some(true));
    // Removing what protects the arm, or shrinking it, is refused: nothing changes.
    for (tool, args) in [
        ("delete_world_object", json!({"id": "mounting_surface"})),
        ("delete_world_object", json!({"id": "bin"})),
        (
            "put_world_object",
            json!({"id": "bin", "shape": "box", "size": [0.1, 0.1, 0.1], "pose": {"x": 0.7, "y": 0.5}}),
        ),
    ] {
        let r = call(tool, args.clone()).await;
        assert_eq!(r.is_error, Some(true), "{tool} {args}: {r:?}");
        let text = format!("{:?}", r.content);
        assert!(text.contains("mcp.motion: deny") && text.contains("nothing changed"), "{text}");
    }
    let gone = call("delete_world_object", json!({"id": "nothing-here"})).await;
    assert_eq!(gone.is_error, Some(true));
    let world = client
        .read_resource(rmcp::model::ReadResourceRequestParams::new("armrest://world"))
        .await
        .expect("resources/read");
    let Some(rmcp::model::ResourceContents::TextResourceContents { text, .. }) = world.contents.into_iter().next()
    else {
        panic!("the world resource is text");
    };
    let world: Value = serde_json::from_str(&text).expect("JSON");
    assert_eq!((ids(&world), world["version"].clone()), (vec!["bin", "mounting_surface"], json!(2)));
    assert_eq!(world["objects"][0]["size"], json!([0.3, 0.3, 0.3]), "the bin as it was put");
    // Each call is on record, with what came of it.
    let (_, audit) = s.get("/mcp/audit?n=10").await;
    let entries: Vec<(String, String)> = audit["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .map(|e| (e["tool"].as_str().unwrap_or("").to_owned(), e["decision"].as_str().unwrap_or("").to_owned()))
        .collect();
    let expected = [
        ("put_world_object", "not_a_motion"),
        ("put_world_object", "not_a_motion"),
        ("put_world_object", "rejected"),
        ("delete_world_object", "denied"),
        ("delete_world_object", "denied"),
        ("put_world_object", "denied"),
        ("delete_world_object", "rejected"),
    ];
    assert_eq!(entries, expected.map(|(t, d)| (t.to_owned(), d.to_owned())));
    let _ = client.cancel().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn in_lease_mode_only_the_holder_changes_the_world() {
    let s = Server::start(Options::default().with_endpoints(|e| {
        e.control.mode = ControlMode::Lease;
        e.control.ttl_s = 30.0;
    }))
    .await;
    let crate_box = json!({"shape": "box", "size": [0.2, 0.2, 0.2], "pose": {"x": 0.8, "y": 0.6, "z": 0.1}});
    let (put, delete) = (reqwest::Method::PUT, reqwest::Method::DELETE);
    // Nobody holds control: no change, whatever it is, and a bad body is not even read.
    for (method, path, body) in [
        (put.clone(), "/world/objects/crate", Some(crate_box.clone())),
        (put.clone(), "/world/objects/crate", Some(json!({"shape": "cone"}))),
        (delete.clone(), "/world/objects/mounting_surface", None),
    ] {
        let (status, answer) = s.send_leased(method.clone(), path, body, None).await;
        assert_eq!(status, 423, "{method} {path}: {answer}");
        let detail = answer["detail"].as_str().expect("D5: a message");
        assert!(detail.contains("POST /control") && detail.ends_with("nothing changed"), "{detail}");
    }
    // Someone else holds it: refused naming them.
    let (status, grant) = s.send_leased(reqwest::Method::POST, "/control", Some(json!({"holder": "cell"})), None).await;
    assert_eq!(status, 200, "{grant}");
    let lease = grant["lease"].as_str().expect("a lease").to_owned();
    let (status, answer) = s.send_leased(delete.clone(), "/world/objects/mounting_surface", None, Some("forged")).await;
    assert_eq!(status, 423, "{answer}");
    assert!(answer["detail"].as_str().unwrap_or_default().contains("held by `cell`"), "{answer}");
    let (_, world) = s.get("/world").await;
    assert_eq!((ids(&world), world["version"].clone()), (vec!["mounting_surface"], json!(0)), "nothing changed");

    // The holder changes it.
    let (status, stored) = s.send_leased(put, "/world/objects/crate", Some(crate_box), Some(&lease)).await;
    assert_eq!((status, stored["id"].clone()), (200, json!("crate")), "{stored}");
    let (status, removed) = s.send_leased(delete, "/world/objects/crate", None, Some(&lease)).await;
    assert_eq!((status, removed["id"].clone()), (200, json!("crate")), "{removed}");

    // An agent too needs the lease: its session takes it, then its changes run.
    let (status, _) = s.send_leased(reqwest::Method::DELETE, "/control", None, Some(&lease)).await;
    assert_eq!(status, 200);
    let client = ().serve(StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"))).await.expect("initialize");
    let call = |name: &'static str, args: Value| {
        let client = &client;
        async move {
            let Value::Object(args) = args else { unreachable!() };
            client.call_tool(CallToolRequestParams::new(name).with_arguments(args)).await.expect("tools/call")
        }
    };
    let shelf = json!({"id": "shelf", "shape": "sphere", "radius": 0.1, "pose": {"x": -0.6, "y": 0.6, "z": 0.3}});
    let r = call("put_world_object", shelf.clone()).await;
    assert_eq!(r.is_error, Some(true), "{r:?}");
    let text = format!("{:?}", r.content);
    assert!(text.contains("control is leased (HTTP 423)") && text.contains("nothing changed"), "{text}");
    assert_eq!(call("take_control", json!({})).await.is_error, Some(false));
    let r = call("put_world_object", shelf).await;
    assert_eq!(r.is_error, Some(false), "{r:?}");
    assert_eq!(ids(&s.get("/world").await.1), ["mounting_surface", "shelf"]);
    let _ = client.cancel().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn an_object_placed_around_the_arm_is_refused_naming_the_link() {
    let s = Server::start(Options::default()).await;
    s.settled().await;
    let (status, pose) = s.get("/robot/pose").await;
    assert_eq!(status, 200, "{pose}");
    let tcp = &pose["position"];
    // A ball where the tool centre point is: the arm's wrist stands in it.
    let around = json!({"shape": "sphere", "radius": 0.05,
                        "pose": {"x": tcp["x"], "y": tcp["y"], "z": tcp["z"]}});
    for kind in ["obstacle", "keep_out"] {
        let mut body = around.clone();
        body["kind"] = json!(kind);
        let (status, answer) = s.put_json("/world/objects/ball", &body).await;
        assert_eq!(status, 422, "{kind}: {answer}");
        assert_eq!(locs(&answer), [json!(["body"])], "{answer}");
        assert_eq!(answer["detail"][0]["type"], "touches_arm", "{answer}");
        let msg = answer["detail"][0]["msg"].as_str().expect("a message");
        assert!(msg.contains("would touch link6") && msg.contains("where the arm stands now"), "{msg}");
        assert!(msg.contains("every move out of it would be refused"), "{msg}");
    }
    // Replacing a clear object by one around the arm is refused too; the first one stays.
    let clear = json!({"shape": "sphere", "radius": 0.05, "pose": {"x": -0.6, "y": -0.6, "z": 0.3}});
    assert_eq!(s.put_json("/world/objects/ball", &clear).await.0, 200);
    let (status, answer) = s.put_json("/world/objects/ball", &around).await;
    assert_eq!((status, answer["detail"][0]["type"].clone()), (422, json!("touches_arm")), "{answer}");
    let (_, world) = s.get("/world").await;
    assert_eq!((ids(&world), world["version"].clone()), (vec!["ball", "mounting_surface"], json!(1)));
    assert_eq!(world["objects"][0]["pose"]["x"], json!(-0.6), "the clear ball stays");
    // The links it may touch are its own to say: then it is put, and the arm still moves.
    let mut allowed = around.clone();
    allowed["touch_links"] = json!(["link5", "link6", "link7"]);
    let (status, stored) = s.put_json("/world/objects/ball", &allowed).await;
    assert_eq!(status, 200, "{stored}");
}
