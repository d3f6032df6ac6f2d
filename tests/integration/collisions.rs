//! The world (D28, issue 23): moves are checked against the robot itself, the mounting surface
//! and the world file's objects before the arm moves; a refusal names the two bodies and where
//! on the path. On both backends (over ROS 2 the simulator's node plans and checks with the
//! same files).
use crate::common::{self, Options, Server, close};
use serde_json::json;

const HOME: [f64; 7] = [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0];

/// A world file with the mounting surface and a 10 cm crate halfway along a 30 cm straight
/// move of the TCP from home in +y.
fn crate_on_the_path() -> &'static str {
    let p = common::shipped_model().tcp_pose(&HOME).translation.vector;
    let text = format!(
        "objects:\n\
         - {{id: mounting_surface, shape: box, size: [4, 4, 0.02], pose: {{z: -0.01}}, touch_links: [base_link]}}\n\
         - {{id: crate, kind: obstacle, shape: box, size: [0.1, 0.1, 0.1], pose: {{x: {}, y: {}, z: {}}}}}\n",
        p.x,
        p.y + 0.15,
        p.z
    );
    Box::leak(text.into_boxed_str())
}

async fn refused(s: &Server, path: &str, body: serde_json::Value) -> String {
    let (status, r) = s.post_json(path, &body).await;
    assert_eq!((status, r["success"].as_bool()), (200, Some(false)), "{r}");
    r["message"].as_str().expect("a message").to_owned()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_lin_move_through_a_crate_is_refused_naming_it_and_a_link() {
    let s = Server::start(Options { world: Some(crate_on_the_path()), ..Options::default() }).await;
    let (_, pose) = s.get("/robot/pose").await;
    let p = &pose["position"];
    let target = json!({
        "x": p["x"], "y": p["y"].as_f64().unwrap() + 0.3, "z": p["z"],
        "a": pose["orientation"]["euler_rad"]["a"], "b": pose["orientation"]["euler_rad"]["b"], "c": pose["orientation"]["euler_rad"]["c"],
        "planner": "lin", "speed": 1.0
    });
    let message = refused(&s, "/robot/move/pose", target).await;
    assert!(message.contains("obstacle `crate`") && message.contains("link"), "{message}");
    assert!(message.contains("% of the path") && message.contains("did not move"), "{message}");
    assert!(close(&s.joints().await, &HOME, 1e-9), "the arm stayed at home");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_joint_target_below_the_mounting_surface_is_refused_naming_it() {
    let s = Server::start(Options::default()).await;
    // The arm stretched and tilted 115° at the shoulder: its hand below the base's plane.
    let message = refused(&s, "/robot/move/joints", json!({"joints": [0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0]})).await;
    assert!(message.contains("obstacle `mounting_surface`"), "{message}");
    assert!(close(&s.joints().await, &HOME, 1e-9), "the arm stayed at home");
    // The same target's plan preview is refused the same way, so it is never offered.
    let (status, plan) =
        s.post_json("/robot/plan/joints", &json!({"joints": [0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 0.0]})).await;
    assert_eq!(status, 200, "{plan}");
    assert_eq!(plan["success"], json!(false), "{plan}");
    assert!(plan.to_string().contains("mounting_surface"), "{plan}");
}

#[tokio::test(flavor = "multi_thread")]
async fn folding_the_hand_into_the_base_is_refused_naming_both_links() {
    // No mounting surface: only the robot's own links can collide.
    let s = Server::start(Options { world: Some("objects: []\n"), ..Options::default() }).await;
    let fold = [-0.5, -1.8, -0.4, 2.1, -1.8, 0.8, -2.3];
    let message = refused(&s, "/robot/move/joints", json!({"joints": fold})).await;
    assert!(message.contains("base_link"), "{message}");
    let other = ["link5", "link6", "link7"].iter().find(|l| message.contains(*l));
    assert!(other.is_some(), "names the folding link: {message}");
    // A pair the SRDF disables is never the one reported.
    for disabled in ["link1", "link2", "link3", "link4"] {
        assert!(!message.contains(disabled), "{message}");
    }
    assert!(close(&s.joints().await, &HOME, 1e-9));
    // Where the world is clear, the move goes.
    let (status, r) = s.post_json("/robot/move/joints", &json!({"joints": [0.3, 0.6, 0.0, -1.2, 0.0, 1.0, 0.0]})).await;
    assert_eq!((status, r["success"].as_bool()), (200, Some(true)), "{r}");
}
