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

/// The TCP's position at `q`, from the shipped model.
fn tcp(q: &[f64; 7]) -> [f64; 3] {
    let p = common::shipped_model().tcp_pose(q).translation.vector;
    [p.x, p.y, p.z]
}

/// HOME with joint1 at `j1`: the hand sweeps an arc about the base.
fn swung(j1: f64) -> [f64; 7] {
    let mut q = HOME;
    q[0] = j1;
    q
}

/// A straight `lin` move of the TCP from where it is by `dy` in y, as a move body.
async fn lin_by(s: &Server, dy: f64) -> serde_json::Value {
    let (_, pose) = s.get("/robot/pose").await;
    let (p, e) = (&pose["position"], &pose["orientation"]["euler_rad"]);
    json!({
        "x": p["x"], "y": p["y"].as_f64().unwrap() + dy, "z": p["z"], "a": e["a"], "b": e["b"], "c": e["c"],
        "planner": "lin", "speed": 1.0
    })
}

#[tokio::test(flavor = "multi_thread")]
async fn a_box_put_on_a_lin_path_refuses_the_move_and_after_its_delete_the_move_succeeds() {
    let s = Server::start(Options::default()).await;
    let [x, y, z] = tcp(&HOME);
    let box_on_the_path = json!({"shape": "box", "size": [0.1, 0.1, 0.1], "pose": {"x": x, "y": y + 0.15, "z": z}});
    let (status, stored) = s.put_json("/world/objects/crate", &box_on_the_path).await;
    assert_eq!(status, 200, "{stored}");
    let target = lin_by(&s, 0.3).await;
    let message = refused(&s, "/robot/move/pose", target.clone()).await;
    assert!(message.contains("obstacle `crate`") && message.contains("link"), "{message}");
    assert!(close(&s.joints().await, &HOME, 1e-9), "the arm stayed at home");
    let (status, _) = s.delete("/world/objects/crate").await;
    assert_eq!(status, 200);
    let (status, moved) = s.post_json("/robot/move/pose", &target).await;
    assert_eq!((status, moved["success"].as_bool()), (200, Some(true)), "{moved}");
}

/// A world with the mounting surface and a 10 cm keep-out zone where the TCP is with joint1 at
/// 0.5 rad.
fn zone_on_the_sweep() -> &'static str {
    let [x, y, z] = tcp(&swung(0.5));
    let text = format!(
        "objects:\n\
         - {{id: mounting_surface, shape: box, size: [4, 4, 0.02], pose: {{z: -0.01}}, touch_links: [base_link]}}\n\
         - {{id: zone, kind: keep_out, shape: box, size: [0.1, 0.1, 0.1], pose: {{x: {x}, y: {y}, z: {z}}}}}\n"
    );
    Box::leak(text.into_boxed_str())
}

/// Joint1 from 0 to 1 rad over `seconds` (simulated), HOME otherwise, as CSV rows from 0.5 s.
fn sweep_csv(seconds: f64) -> Vec<u8> {
    let mut csv = String::from("t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n");
    let n = (seconds / 0.5).round() as usize;
    for k in 1..=n {
        let t = k as f64 * 0.5;
        let q = swung(t / seconds);
        let row: Vec<String> = q.iter().map(|v| format!("{v:.6}")).collect();
        csv.push_str(&format!("{t},{}\n", row.join(",")));
    }
    csv.into_bytes()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_csv_trajectory_through_a_keep_out_zone_is_refused_or_stopped_before_it() {
    let s = Server::start(Options { world: Some(zone_on_the_sweep()), ..Options::default() }).await;
    let csv = sweep_csv(4.0);
    let (status, answer) = s.upload("/trajectory/send_csv", "file", csv.clone()).await;
    assert_eq!(status, 422, "{answer}");
    let loc = &answer["detail"][0]["loc"];
    assert_eq!(
        loc.as_array().map(|l| l[..3].to_vec()),
        Some(vec![json!("body"), json!("file"), json!("row")]),
        "{answer}"
    );
    // The zone is crossed at 0.5 rad, between rows 2 (0.125 rad) and 9 (1 rad).
    assert!(loc[3].as_u64().is_some_and(|r| (2..=9).contains(&r)), "{answer}");
    let message = answer["detail"][0]["msg"].as_str().unwrap_or("");
    assert!(message.contains("keep-out zone `zone`") && message.contains("nothing was sent"), "{message}");
    assert!(s.still_for(std::time::Duration::from_millis(300)).await.is_ok(), "the joints did not change");
    assert!(close(&s.joints().await, &HOME, 1e-9));

    // Unchecked, the controller still stops the arm before the zone (a protective stop).
    let mut events = if common::over_ros2() {
        None
    } else {
        Some(crate::common::sse::EventReader::open(&s.client, &s.url("/robot/stream?events=motion")).await)
    };
    let (status, answer) = s.upload("/trajectory/send_csv?validate_limits=false", "file", csv).await;
    assert_eq!(status, 200, "{answer}");
    s.wait_for_joints(std::time::Duration::from_secs(10), "the arm to start the sweep", |q| q[0] > 0.05).await;
    let q = s.settled().await;
    assert!(q[0] > 0.05 && q[0] < 0.5, "stopped short of the zone, not at the end: joint1 {}", q[0]);
    if let Some(events) = events.as_mut() {
        // The simulator's controller says so in the trajectory log and as a motion event; over
        // ROS 2 the robot's controller is the one that knows.
        let stop = events
            .until(std::time::Duration::from_secs(10), "a protective stop", |e| e.data["phase"] == "protective_stop")
            .await
            .pop()
            .expect("the event");
        assert!(stop.data["message"].as_str().is_some_and(|m| m.contains("keep-out zone `zone`")), "{:?}", stop.data);
        let (_, log) = s.get("/trajectory/logs?n=20").await;
        assert!(log.to_string().contains("protective stop"), "{log}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn the_plan_previews_clearance_shrinks_as_a_box_moves_closer() {
    let s = Server::start(Options::default()).await;
    let sweep = json!({"joints": swung(1.0)});
    let [x, y, z] = tcp(&swung(0.5));
    let radial = |out: f64| {
        let r = (x * x + y * y).sqrt();
        json!({"shape": "box", "size": [0.1, 0.1, 0.1], "pose": {"x": x * (r + out) / r, "y": y * (r + out) / r, "z": z}})
    };
    let mut clearances = Vec::new();
    for out in [0.3, 0.15] {
        let (status, _) = s.put_json("/world/objects/probe", &radial(out)).await;
        assert_eq!(status, 200);
        let (status, plan) = s.post_json("/robot/plan/joints", &sweep).await;
        assert_eq!((status, plan["success"].as_bool()), (200, Some(true)), "{plan}");
        let clearance = plan["plan"]["clearance_m"].as_f64().expect("a clearance");
        assert_eq!(plan["closest"]["distance_m"].as_f64(), Some(clearance), "{plan}");
        clearances.push((clearance, plan["closest"].clone()));
    }
    let ((far, _), (near, closest)) = (&clearances[0], &clearances[1]);
    assert!(near < &(far - 0.1), "the nearer box leaves less room: {far} then {near}");
    assert_eq!(
        (closest["other"].clone(), closest["other_kind"].clone()),
        (json!("probe"), json!("obstacle")),
        "{closest}"
    );
    assert!(closest["at_fraction"].as_f64().is_some_and(|f| f > 0.2 && f < 0.8), "near the middle: {closest}");
    // On the path, the plan is refused with the pair that would touch.
    let (status, _) = s.put_json("/world/objects/probe", &radial(0.0)).await;
    assert_eq!(status, 200);
    let (_, plan) = s.post_json("/robot/plan/joints", &sweep).await;
    assert_eq!(plan["success"], json!(false), "{plan}");
    assert_eq!(
        (plan["closest"]["other"].clone(), plan["closest"]["distance_m"].clone()),
        (json!("probe"), json!(0.0)),
        "{plan}"
    );
}

/// The tip of a rod `length` long along the TCP's z axis, at `q`.
fn rod_tip_z(q: &[f64; 7], length: f64) -> f64 {
    let pose = common::shipped_model().tcp_pose(q);
    (pose * nalgebra::Point3::new(0.0, 0.0, length)).z
}

#[tokio::test(flavor = "multi_thread")]
async fn a_tool_makes_a_clear_move_collide() {
    // The hand lowered: a target the bare flange reaches, clear of the mounting surface.
    let low = [0.0, 1.0, 0.0, -1.2, 0.0, 0.9, 0.0];
    let length = (5..100)
        .map(|cm| f64::from(cm) / 100.0)
        .find(|&l| rod_tip_z(&HOME, l) > 0.1 && rod_tip_z(&low, l) < -0.05)
        .expect("a rod long enough to reach below the surface at the low target only");
    let bare = Server::start(Options::default()).await;
    let (_, plan) = bare.post_json("/robot/plan/joints", &json!({"joints": low})).await;
    assert_eq!(plan["success"], json!(true), "without a tool the move is clear: {plan}");
    drop(bare);
    let world = format!(
        "objects:\n\
         - {{id: mounting_surface, shape: box, size: [4, 4, 0.02], pose: {{z: -0.01}}, touch_links: [base_link]}}\n\
         tool: {{shape: cylinder, radius: 0.02, length: {length}, pose: {{z: {}}}}}\n",
        length / 2.0
    );
    let s = Server::start(Options { world: Some(Box::leak(world.into_boxed_str())), ..Options::default() }).await;
    let (_, w) = s.get("/world").await;
    assert_eq!(w["tool"]["shape"], "cylinder", "{w}");
    let message = refused(&s, "/robot/move/joints", json!({"joints": low})).await;
    assert!(message.contains("tool and obstacle `mounting_surface`"), "{message}");
    assert!(close(&s.joints().await, &HOME, 1e-9));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_box_put_ahead_of_a_running_trajectory_stops_it_short() {
    // armrest's world is the simulator's; over ROS 2 the robot's own collision detection
    // watches its own planning scene (docs/ros2.md).
    if common::skipped_over_ros2("the robot's controller does not see armrest's world") {
        return;
    }
    let s = Server::start(Options::default()).await;
    let mut events = crate::common::sse::EventReader::open(&s.client, &s.url("/robot/stream?events=motion")).await;
    // 60 simulated seconds: seconds of wall clock to act in.
    let (status, answer) = s.upload("/trajectory/send_csv", "file", sweep_csv(60.0)).await;
    assert_eq!(status, 200, "{answer}");
    s.wait_for_joints(std::time::Duration::from_secs(10), "the sweep to start", |q| q[0] > 0.02).await;
    let [x, y, z] = tcp(&swung(0.8));
    let ahead = json!({"shape": "sphere", "radius": 0.05, "pose": {"x": x, "y": y, "z": z}});
    let (status, _) = s.put_json("/world/objects/ball", &ahead).await;
    assert_eq!(status, 200);
    let stop = events
        .until(std::time::Duration::from_secs(30), "a protective stop", |e| e.data["phase"] == "protective_stop")
        .await
        .pop()
        .expect("the event");
    assert!(stop.data["message"].as_str().is_some_and(|m| m.contains("obstacle `ball`")), "{:?}", stop.data);
    let q = s.settled().await;
    assert!(q[0] < 0.8, "stopped before the ball: joint1 {}", q[0]);
}

/// The wall: a thin plate beside the arm, clear of a sweep of joint1 that ends 1.5 cm
/// short of it.
const WALL: &str = "objects:\n\
     - {id: mounting_surface, shape: box, size: [4, 4, 0.02], pose: {z: -0.01}, touch_links: [base_link]}\n\
     - {id: wall, kind: obstacle, shape: box, size: [0.2, 0.02, 0.3], pose: {x: 0.56, y: 0.13, z: 0.44}}\n";

/// Home with joint1 at `t`.
fn swing(t: f64) -> [f64; 7] {
    let mut q = HOME;
    q[0] = t;
    q
}

/// D28: every hold is checked before it goes out. A stop while the arm sweeps toward the wall at
/// full speed: the decelerating hold would carry it into the wall, so it is shortened (the
/// drives' full deceleration), the answer says so, and the arm comes to rest clear of the wall.
#[tokio::test(flavor = "multi_thread")]
async fn a_stop_that_would_carry_the_arm_into_the_wall_stops_it_short() {
    // Simulated time at a fifth of the wall clock: the stop lands where the test means it to
    // however slowly the machine answers.
    let s = Server::start(Options { world: Some(WALL), time_scale: 0.2, ..Options::default() }).await;
    // Where joint1 first touches the wall, found as plan previews find it: a plan ending there is
    // refused.
    let touches = async |t: f64| {
        let (_, plan) = s.post_json("/robot/plan/joints", &json!({"joints": swing(t), "speed": 1.0})).await;
        plan["success"] == false
    };
    let (mut clear, mut touching) = (0.08, 0.6);
    assert!(!touches(clear).await && touches(touching).await, "the wall is beside the sweep's end");
    for _ in 0..12 {
        let mid = (clear + touching) / 2.0;
        if touches(mid).await { touching = mid } else { clear = mid }
    }
    let contact = touching;
    let (status, r) = s.post_json("/robot/move/joints", &json!({"joints": swing(-1.0), "speed": 1.0})).await;
    assert_eq!((status, &r["success"]), (200, &json!(true)), "{r}");
    // A sweep to 0.08 at 1.7 rad/s (4.5 rad/s² up and down), sampled every 10 ms.
    let (v, a, from, to) = (1.7, 4.5, -1.0, 0.08);
    let ramp = v / a;
    let cruise = (to - from - v * ramp) / v;
    let total = 2.0 * ramp + cruise;
    let at = |t: f64| {
        let d = if t < ramp {
            a * t * t / 2.0
        } else if t < ramp + cruise {
            v * ramp / 2.0 + v * (t - ramp)
        } else {
            let r = (total - t).max(0.0);
            (to - from) - a * r * r / 2.0
        };
        swing(from + d)
    };
    let points: Vec<serde_json::Value> = (1..)
        .map(|k| k as f64 * 0.01)
        .take_while(|t| *t < total)
        .chain([total])
        .map(|t| json!({"positions": at(t), "time_from_start": t}))
        .collect();
    let (status, answer) = s.post_json("/trajectory/send", &json!({"points": points})).await;
    assert_eq!(status, 200, "{answer}");
    // At full speed, where the usual hold (half the acceleration limit) would reach the wall and
    // the drives' full deceleration does not: 0.58 and 0.29 rad on (with the simulated drives'
    // lag 0.66 and 0.37).
    let trigger = contact - 0.5;
    s.wait_for_joints(std::time::Duration::from_secs(30), "the sweep at full speed", |q| q[0] > trigger).await;
    let (_, stop) = s.post_json("/stop", &json!({})).await;
    let message = stop["message"].as_str().unwrap_or_default();
    assert!(message.contains("shortened") && message.contains("wall"), "{stop}");
    let q = s.settled().await;
    assert!(q[0] < contact, "at rest at joint1 {} short of the wall at {contact}", q[0]);
    let back = swing(q[0] - 0.05);
    let (_, plan) = s.post_json("/robot/plan/joints", &json!({"joints": back, "speed": 1.0})).await;
    assert_eq!(plan["success"], true, "the arm is clear of the wall where it rests: {plan}");
}
