//! The read endpoints and the error shapes every route shares, over HTTP.

use crate::common::{self, Options, Server, close};
use serde_json::{Value, json};

#[tokio::test(flavor = "multi_thread")]
async fn joint_states_start_at_home() {
    let s = Server::start(Options::default()).await;
    let (status, js) = s.get("/robot/joint_states").await;
    assert_eq!(status, 200);
    let names: Vec<&str> = js["name"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    assert_eq!(names, ["joint1", "joint2", "joint3", "joint4", "joint5", "joint6", "joint7"]);
    for key in ["position", "velocity", "effort"] {
        assert_eq!(js[key].as_array().unwrap().len(), 7, "{key}");
    }
    let (_, positions) = s.get("/robot/positions").await;
    let home = positions.as_array().unwrap().iter().find(|p| p["name"] == "home").unwrap();
    let expected: Vec<f64> = names.iter().map(|n| home["joints"][n].as_f64().unwrap()).collect();
    assert!(close(&s.joints().await, &expected, 1e-12));
}

#[tokio::test(flavor = "multi_thread")]
async fn pose_is_a_unit_quaternion_matching_abc() {
    let s = Server::start(Options::default()).await;
    let (status, pose) = s.get("/robot/pose").await;
    assert_eq!(status, 200, "{pose}");
    assert_eq!(pose["frame_id"], "base_link");
    let o = &pose["orientation"];
    let q: Vec<f64> = ["x", "y", "z", "w"].iter().map(|k| o[k].as_f64().unwrap()).collect();
    assert!((q.iter().map(|v| v * v).sum::<f64>() - 1.0).abs() < 1e-9);
    let (a, b, c) = (
        o["euler_rad"]["a"].as_f64().unwrap(),
        o["euler_rad"]["b"].as_f64().unwrap(),
        o["euler_rad"]["c"].as_f64().unwrap(),
    );
    let r = nalgebra::UnitQuaternion::from_euler_angles(c, b, a);
    let given = nalgebra::UnitQuaternion::from_quaternion(nalgebra::Quaternion::new(q[3], q[0], q[1], q[2]));
    assert!(r.angle_to(&given) < 1e-9);
    assert!((o["euler_deg"]["a"].as_f64().unwrap() - a.to_degrees()).abs() < 1e-9);
    // In the canonical form (D6): at home the tool points 2.38° off straight down, and reads back
    // as `a=0, b=π−0.0416, c=0` (the user guide's example), not as `a=π, b=0.0416, c=π`.
    let documented_b = 2.0 * 0.9998f64.atan2(0.0208);
    for (got, want) in [(a, 0.0), (b, documented_b), (c, 0.0)] {
        assert!((got - want).abs() < 1e-3, "{got} is not {want}: {pose}");
    }
    // home has the tool in front of the base, above the floor.
    let z = pose["position"]["z"].as_f64().unwrap();
    assert!(z > 0.1 && z < 1.266, "{pose}");
}

#[tokio::test(flavor = "multi_thread")]
async fn positions_come_from_the_srdf() {
    let s = Server::start(Options::default()).await;
    let (status, body) = s.get("/robot/positions").await;
    assert_eq!(status, 200);
    let names: Vec<&str> = body.as_array().unwrap().iter().map(|p| p["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["home", "work", "transport"]);
    for p in body.as_array().unwrap() {
        assert_eq!(p["group"], "arm");
        assert!(!p["description"].as_str().unwrap().is_empty());
        assert_eq!(p["joints"].as_object().unwrap().len(), 7);
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn unknown_route_and_wrong_method_are_json() {
    let s = Server::start(Options::default()).await;
    assert_eq!(s.get("/nope").await, (404, json!({"detail": "Not Found"})));
    let r = s.client.delete(s.url("/robot/pose")).send().await.unwrap();
    assert_eq!(common::decode(r).await, (405, json!({"detail": "Method Not Allowed"})));
    let (status, body) = s.post_json("/robot/joint_states", &json!({})).await;
    assert_eq!(status, 405);
    assert!(body["detail"].is_string());
}

#[tokio::test(flavor = "multi_thread")]
async fn docs_and_schema_are_served() {
    let s = Server::start(Options::default()).await;
    let html = s.client.get(s.url("/docs")).send().await.unwrap().text().await.unwrap();
    assert!(html.contains("/docs/scalar.js") && !html.contains("cdn."), "{html}");
    let js = s.client.get(s.url("/docs/scalar.js")).send().await.unwrap();
    assert_eq!(js.status(), 200);
    assert!(js.text().await.unwrap().len() > 100_000);
    let (status, doc) = s.get("/openapi.json").await;
    assert_eq!(status, 200);
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    assert_eq!(doc["info"]["version"], env!("CARGO_PKG_VERSION"));
    let jv = &doc["components"]["schemas"]["JointVector"];
    assert_eq!(jv["minItems"], 7);
    assert_eq!(jv["maxItems"], 7);
    assert_eq!(jv["items"], Value::Bool(false));
    let j4 = &jv["prefixItems"][3];
    assert_eq!((j4["minimum"].as_f64(), j4["maximum"].as_f64()), (Some(-2.10), Some(2.10)));
    assert_eq!(jv["prefixItems"][6]["maximum"].as_f64(), Some(3.05));
    for path in [
        "/robot/joint_states",
        "/robot/pose",
        "/robot/positions",
        "/trajectory/send",
        "/trajectory/send_csv",
        "/trajectory/logs",
    ] {
        assert!(doc["paths"].get(path).is_some(), "{path} missing");
    }
    assert!(doc["paths"].get("/mcp/mcp").is_none());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_disabled_endpoint_is_neither_routed_nor_documented() {
    let o = Options::default().with_endpoints(|e| {
        e.enabled.0.insert("pose".into(), false);
    });
    let s = Server::start(o).await;
    assert_eq!(s.get("/robot/pose").await.0, 404);
    let (_, doc) = s.get("/openapi.json").await;
    assert!(doc["paths"].get("/robot/pose").is_none());
    assert!(doc["paths"].get("/robot/joint_states").is_some());
}
