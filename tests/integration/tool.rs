//! The tool the arm carries (D36, issue 41): `GET`, `PUT` and `DELETE /robot/tool`; with a tool
//! the pose read, pose moves and plans aim its TCP while `frame_id: "tool0"` stays the flange; a
//! payload above the rating and a change while the arm is held are refused with nothing changed.
//! On both backends (`ARMREST_TEST_BACKEND`): over ROS 2 the motion server is given the flange's
//! target and `/compute_fk`'s flange pose is turned into the TCP's on armrest's side.

use crate::common::sse::EventReader;
use crate::common::{Options, Server, close, eventually, locs, shipped_model};
use armrest::control::ControlMode;
use nalgebra::{Isometry3, Quaternion, Translation3, UnitQuaternion, Vector3};
use serde_json::{Value, json};
use std::time::Duration;

/// The tool of the test: its TCP 0.2 m along the flange's z, a light payload.
fn probe() -> Value {
    json!({"name": "probe", "tcp": {"x": 0.0, "y": 0.0, "z": 0.2, "a": 0.0, "b": 0.0, "c": 0.0},
           "mass_kg": 0.5, "cog": [0.0, 0.0, 0.1]})
}

fn with_probe() -> Options {
    Options { tools: vec![probe()], ..Options::default() }
}

/// A pose answer (`GET /robot/pose`, a plan's `goal_pose`) as an isometry.
fn iso(pose: &Value) -> Isometry3<f64> {
    let n = |v: &Value| v.as_f64().expect("a number");
    let (p, o) = (&pose["position"], &pose["orientation"]);
    Isometry3::from_parts(
        Translation3::new(n(&p["x"]), n(&p["y"]), n(&p["z"])),
        UnitQuaternion::from_quaternion(Quaternion::new(n(&o["w"]), n(&o["x"]), n(&o["y"]), n(&o["z"]))),
    )
}

fn apart(a: &Isometry3<f64>, b: &Isometry3<f64>) -> (f64, f64) {
    ((a.translation.vector - b.translation.vector).norm(), a.rotation.angle_to(&b.rotation))
}

async fn pose(s: &Server) -> Isometry3<f64> {
    let (status, p) = s.get("/robot/pose").await;
    assert_eq!(status, 200, "{p}");
    assert_eq!(p["frame_id"], "base_link");
    iso(&p)
}

/// The pose read once it is `want` within `tol` metres and radians (the answer follows the tool
/// from the next joint state sample on).
async fn pose_becomes(s: &Server, want: Isometry3<f64>, tol: f64, what: &str) -> Isometry3<f64> {
    eventually(Duration::from_secs(10), what, async || {
        let now = pose(s).await;
        let (d, a) = apart(&now, &want);
        if d < tol && a < tol { Ok(now) } else { Err(format!("{d:.6} m and {a:.6} rad away")) }
    })
    .await
}

/// The flange's pose at the arm's joints, by the model's forward kinematics (no tool), in the
/// planning frame.
async fn flange(s: &Server) -> Isometry3<f64> {
    let q = s.settled().await;
    let q: [f64; 7] = q.try_into().expect("7 joints");
    let model = shipped_model();
    model.planning_frame_pose(&q).inverse() * model.flange_fk(&q)
}

#[tokio::test(flavor = "multi_thread")]
async fn a_tool_moves_the_pose_along_its_offset_and_a_lin_move_puts_its_tip_on_the_target() {
    let s = Server::start(with_probe()).await;
    let (status, t) = s.get("/robot/tool").await;
    assert_eq!(status, 200, "{t}");
    assert_eq!(
        (t["active"].clone(), t["flange"].clone(), t["payload_rating_kg"].clone()),
        (Value::Null, json!("tool0"), json!(7.0))
    );
    assert!(t["message"].as_str().is_some_and(|m| m.contains("bare flange")), "{t}");
    assert_eq!(t["configured"][0]["name"], "probe");

    let at_flange = flange(&s).await;
    let bare = pose_becomes(&s, at_flange, 1e-4, "the bare flange's pose").await;
    let mut events = EventReader::open(&s.client, &s.url("/robot/stream?events=world")).await;
    let (status, t) = s.put_json("/robot/tool", &json!({"name": "probe"})).await;
    assert_eq!(status, 200, "{t}");
    assert_eq!(t["active"]["name"], "probe");
    assert_eq!(t["active"]["tcp"]["z"], 0.2);
    let e = events.next(Duration::from_secs(10)).await.expect("a world event");
    assert_eq!(e.data["active_tool"]["name"], "probe", "{}", e.data);

    // The pose is the tool's TCP: 0.2 m along the flange's z, the orientation unchanged.
    let want = bare * Translation3::new(0.0, 0.0, 0.2);
    let with_tool = pose_becomes(&s, want, 1e-4, "the tool's TCP").await;
    let (moved, turned) = apart(&with_tool, &bare);
    assert!((moved - 0.2).abs() < 1e-4 && turned < 1e-4, "moved {moved} m, turned {turned} rad");

    // A `lin` move to a target 5 cm away puts the tool's tip there, not the flange.
    let target = Isometry3::from_parts(
        Translation3::from(with_tool.translation.vector + Vector3::new(-0.05, 0.04, -0.05)),
        with_tool.rotation,
    );
    let (a, b, c) = {
        let abc = armrest_backend::Abc::of(&target.rotation);
        (abc.a, abc.b, abc.c)
    };
    let p = target.translation.vector;
    let body = json!({"x": p.x, "y": p.y, "z": p.z, "a": a, "b": b, "c": c, "planner": "lin", "speed": 0.5});
    let (status, r) = s.post_json("/robot/move/pose", &body).await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["success"], true, "{r}");
    // At rest first: over ROS 2 the move's result can come while the arm still closes the last
    // fraction of a millimetre, and the flange below is read at rest.
    s.settled().await;
    let tip = pose_becomes(&s, target, 1e-3, "the tool's tip on the target").await;
    // The forward kinematics of the flange, then the offset, is what was read back.
    let expected = flange(&s).await * Translation3::new(0.0, 0.0, 0.2);
    let (d, a) = apart(&tip, &expected);
    assert!(d < 1e-4 && a < 1e-4, "read {tip:?}, flange + offset {expected:?}");
    let (flange_off, _) = apart(&flange(&s).await, &target);
    assert!((flange_off - 0.2).abs() < 2e-3, "the flange is {flange_off} m from the target, not the tool's length");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_payload_above_the_rating_or_an_unknown_name_is_422_and_nothing_changes() {
    let s = Server::start(with_probe()).await;
    let heavy = json!({"name": "anvil", "tcp": {"z": 0.1}, "mass_kg": 7.5});
    let (status, e) = s.put_json("/robot/tool", &heavy).await;
    assert_eq!(status, 422, "{e}");
    assert_eq!(locs(&e), vec![json!(["body", "mass_kg"])], "{e}");
    assert_eq!(e["detail"][0]["type"], "above_payload_rating");
    assert!(e["detail"][0]["msg"].as_str().is_some_and(|m| m.contains("7 kg")), "{e}");

    let (status, e) = s.put_json("/robot/tool", &json!({"name": "gripper"})).await;
    assert_eq!(status, 422, "{e}");
    assert_eq!(locs(&e), vec![json!(["body", "name"])], "{e}");
    assert!(e["detail"][0]["msg"].as_str().is_some_and(|m| m.contains("probe")), "names the configured: {e}");

    for (body, loc) in [
        (json!({"name": "t", "tcp": {"z": 200}}), json!(["body", "tcp", "z"])),
        (json!({"name": "t", "tcp": {}, "cog": [0, 0]}), json!(["body", "cog"])),
        (json!({"name": "t", "tcp": {}, "mass_kg": -1}), json!(["body", "mass_kg"])),
        (json!({"tcp": {"z": 0.1}}), json!(["body", "name"])),
        (json!({"name": "t"}), json!(["body", "name"])),
    ] {
        let (status, e) = s.put_json("/robot/tool", &body).await;
        assert_eq!(status, 422, "{body}: {e}");
        assert!(locs(&e).contains(&loc), "{body}: {e}");
    }
    let (_, t) = s.get("/robot/tool").await;
    assert_eq!(t["active"], Value::Null, "nothing changed: {t}");
    // At the rating itself the tool is mounted.
    let (status, t) = s.put_json("/robot/tool", &json!({"name": "full", "tcp": {"z": 0.1}, "mass_kg": 7.0})).await;
    assert_eq!((status, t["active"]["mass_kg"].clone()), (200, json!(7.0)), "{t}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_change_while_a_motion_runs_is_409_and_nothing_changes() {
    // Real time: the slow move lasts many seconds, so it still runs when the changes arrive
    // however late a loaded machine sends them; the test ends it with a stop.
    let s = Server::start(Options { time_scale: 1.0, ..with_probe() }).await;
    let target = [0.3, 0.6, 0.0, -1.2, 0.0, 1.0, 0.2];
    let moving = s.slow_move_under_way(&target).await;
    let (status, e) = s.put_json("/robot/tool", &json!({"name": "probe"})).await;
    assert_eq!(status, 409, "{e}");
    assert!(e["detail"].as_str().is_some_and(|m| m.contains("nothing changed")), "{e}");
    let (status, e) = s.delete("/robot/tool").await;
    assert_eq!(status, 409, "{e}");
    let (_, t) = s.get("/robot/tool").await;
    assert_eq!(t["active"], Value::Null, "{t}");
    // The motion runs on undisturbed: it still moves after the refusals.
    let after = s.joints().await;
    s.wait_for_joints(Duration::from_secs(10), "the move to go on", |q| !close(q, &after, 1e-6)).await;
    let (status, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(status, 200, "{stop}");
    let r = moving.await.expect("the motion's answer");
    assert_eq!(r["success"], false, "ended by the stop, not by the refused changes: {r}");
    // At rest (over ROS 2 a move's answer can come while the arm still settles).
    s.settled().await;
    let (status, t) = s.put_json("/robot/tool", &json!({"name": "probe"})).await;
    assert_eq!((status, t["active"]["name"].clone()), (200, json!("probe")), "free again: {t}");
}

#[tokio::test(flavor = "multi_thread")]
async fn tool0_stays_the_flange_and_delete_goes_back_to_it() {
    let s = Server::start(Options::default()).await;
    let definition = json!({"name": "gripper", "tcp": {"z": 0.2}, "mass_kg": 1.0, "cog": [0.0, 0.0, 0.05],
               "geometry": {"shape": "cylinder", "radius": 0.03, "length": 0.18, "pose": {"z": 0.09}}});
    let (status, t) = s.put_json("/robot/tool", &definition).await;
    assert_eq!(status, 200, "{t}");
    assert_eq!(t["active"]["name"], "gripper");
    assert!(t["message"].as_str().is_some_and(|m| m.contains("gripper")), "{t}");
    // Its geometry is the world's tool while it is mounted.
    let (_, w) = s.get("/world").await;
    assert_eq!((w["tool"]["shape"].clone(), w["active_tool"]["name"].clone()), (json!("cylinder"), json!("gripper")));

    // A target 0.2 m along the flange's z, in `tool0`, is where the tool's TCP is now: the plan
    // goes nowhere. (Were `tool0` the tool's TCP, it would lie 0.2 m further.)
    let bare = flange(&s).await;
    let tcp = pose_becomes(&s, bare * Translation3::new(0.0, 0.0, 0.2), 1e-4, "the tool's TCP").await;
    let (status, plan) = s
        .post_json("/robot/plan/pose", &json!({"x": 0.0, "y": 0.0, "z": 0.2, "frame_id": "tool0", "planner": "lin"}))
        .await;
    assert_eq!(status, 200, "{plan}");
    assert_eq!(plan["success"], true, "{plan}");
    let (d, a) = apart(&iso(&plan["plan"]["goal_pose"]), &tcp);
    assert!(d < 1e-4 && a < 1e-4, "the goal is the TCP where it is: {plan}");

    let (status, t) = s.delete("/robot/tool").await;
    assert_eq!(status, 200, "{t}");
    assert_eq!(t["active"], Value::Null);
    pose_becomes(&s, bare, 1e-4, "the flange again").await;
    let (_, w) = s.get("/world").await;
    assert_eq!((w["tool"].clone(), w["active_tool"].clone()), (Value::Null, Value::Null), "{w}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_configured_tool_is_mounted_at_start() {
    let s = Server::start(Options { tool: "probe", ..with_probe() }).await;
    let (_, t) = s.get("/robot/tool").await;
    assert_eq!(t["active"]["name"], "probe", "{t}");
    let bare = flange(&s).await;
    pose_becomes(&s, bare * Translation3::new(0.0, 0.0, 0.2), 1e-4, "the tool's TCP from the start").await;
}

/// In `control.mode: lease` a change of the tool needs the lease, as a world change does (D36).
#[tokio::test(flavor = "multi_thread")]
async fn in_lease_mode_a_change_of_the_tool_needs_the_lease() {
    let s = Server::start(Options::default().with_endpoints(|e| {
        e.control.mode = ControlMode::Lease;
        e.control.ttl_s = 30.0;
    }))
    .await;
    let body = json!({"name": "t", "tcp": {"z": 0.1}});
    let (put, delete) = (reqwest::Method::PUT, reqwest::Method::DELETE);
    for (method, body) in [(put.clone(), Some(body.clone())), (delete.clone(), None)] {
        let (status, answer) = s.send_leased(method.clone(), "/robot/tool", body, None).await;
        assert_eq!(status, 423, "{method}: {answer}");
        assert!(answer["detail"].as_str().is_some_and(|d| d.ends_with("nothing changed")), "{answer}");
    }
    let (status, t) = s.get("/robot/tool").await;
    assert_eq!((status, t["active"].clone()), (200, Value::Null), "reading needs no lease: {t}");
    let (status, grant) = s.send_leased(reqwest::Method::POST, "/control", Some(json!({"holder": "cell"})), None).await;
    assert_eq!(status, 200, "{grant}");
    let lease = grant["lease"].as_str().expect("a lease").to_owned();
    let (status, t) = s.send_leased(put, "/robot/tool", Some(body), Some(&lease)).await;
    assert_eq!((status, t["active"]["name"].clone()), (200, json!("t")), "{t}");
    let (status, t) = s.send_leased(delete, "/robot/tool", None, Some(&lease)).await;
    assert_eq!((status, t["active"].clone()), (200, Value::Null), "{t}");
}

/// A sequence aims the tool mounted when it started, as a move does (D36, D37): its pose
/// waypoint, sent as a goal of its own and as part of a blended iteration, puts the tool's tip
/// there, on either backend (over ROS 2 its runner gives the motion server the flange's target).
#[tokio::test(flavor = "multi_thread")]
async fn a_sequence_aims_the_mounted_tools_tcp() {
    let s = Server::start(with_probe()).await;
    let (status, t) = s.put_json("/robot/tool", &json!({"name": "probe"})).await;
    assert_eq!(status, 200, "{t}");
    let here = pose_becomes(&s, flange(&s).await * Translation3::new(0.0, 0.0, 0.2), 1e-4, "the tool's TCP").await;
    let abc = armrest_backend::Abc::of(&here.rotation);
    let p = here.translation.vector;
    let point = |dx: f64, dy: f64, extra: Value| {
        let mut w = json!({"x": p.x + dx, "y": p.y + dy, "z": p.z - 0.05, "a": abc.a, "b": abc.b, "c": abc.c,
                           "planner": "lin", "speed": 0.5});
        if let (Value::Object(w), Value::Object(extra)) = (&mut w, extra) {
            w.extend(extra);
        }
        w
    };
    for (what, waypoints) in [
        ("a pose goal", json!([point(0.03, 0.0, json!({}))])),
        ("a blended iteration", json!([point(0.03, 0.03, json!({"blend_radius": 0.01})), point(0.0, 0.04, json!({}))])),
    ] {
        let last = waypoints.as_array().and_then(|w| w.last()).cloned().unwrap_or_default();
        let file = serde_json::to_vec(&json!({"waypoints": waypoints})).expect("JSON");
        let form = reqwest::multipart::Form::new()
            .part("config", reqwest::multipart::Part::bytes(file).file_name("sequence.json"))
            .text("n_iterations", "1")
            .text("delay_between_iterations", "0");
        let r = s.client.post(s.url("/sequences/start")).multipart(form).send().await.expect("POST");
        assert_eq!(r.status().as_u16(), 200, "{what}: {}", r.text().await.unwrap_or_default());
        let status = s.sequence_finished().await;
        assert_eq!(status["returncode"], 0, "{what}: {status}");
        let n = |k: &str| last[k].as_f64().expect("a number");
        let target = Isometry3::from_parts(Translation3::new(n("x"), n("y"), n("z")), here.rotation);
        let tip = pose_becomes(&s, target, 1e-3, &format!("{what}: the tool's tip on the waypoint")).await;
        let (flange_off, _) = apart(&flange(&s).await, &tip);
        assert!((flange_off - 0.2).abs() < 1e-3, "{what}: the flange is {flange_off} m from the waypoint");
    }
}

/// Issue 49, MEDIUM 12: a tool that would touch the table where the arm stands, mounted during a
/// published trajectory or a stop's hold, was accepted (an immediate protective stop), and every
/// move after it refused. It is judged against the arm and the world at mount (422 naming what it
/// touches), and refused while the arm moves (409); nothing changes either way.
#[tokio::test(flavor = "multi_thread")]
async fn a_tool_into_contact_or_while_the_arm_moves_is_refused_and_nothing_changes() {
    let s = Server::start(with_probe()).await;
    s.settled().await;
    // A 1.5 m rod along the flange's z: at home the flange points down, and the rod goes
    // through the mounting surface.
    let rod = json!({"name": "rod", "tcp": {"x": 0.0, "y": 0.0, "z": 1.5, "a": 0.0, "b": 0.0, "c": 0.0},
                     "mass_kg": 1.0, "cog": [0.0, 0.0, 0.75],
                     "geometry": {"shape": "cylinder", "radius": 0.02, "length": 1.5, "pose": {"z": 0.75}}});
    let (status, e) = s.put_json("/robot/tool", &rod).await;
    assert_eq!(status, 422, "{e}");
    let msg = e["detail"][0]["msg"].as_str().unwrap_or("");
    assert!(msg.contains("tool `rod` would touch") && msg.contains("mounting_surface"), "{e}");
    assert_eq!(s.get("/robot/tool").await.1["active"], Value::Null, "nothing changed");
    // A trajectory on the controller, no motion of armrest's own: 409 while the arm moves.
    let target = [0.3, 0.6, 0.0, -1.2, 0.0, 1.0, 0.2];
    let (status, sent) =
        s.post_json("/trajectory/send", &json!({"points": [{"positions": target, "time_from_start": 20.0}]})).await;
    assert_eq!(status, 200, "{sent}");
    let home = s.joints().await;
    s.wait_for_joints(Duration::from_secs(10), "the trajectory to move the arm", |q| {
        q.iter().zip(&home).any(|(a, b)| (a - b).abs() > 1e-3)
    })
    .await;
    let (status, e) = s.put_json("/robot/tool", &json!({"name": "probe"})).await;
    assert_eq!(status, 409, "{e}");
    assert!(e["detail"].as_str().is_some_and(|m| m.contains("the arm is moving")), "{e}");
    assert_eq!(s.get("/robot/tool").await.1["active"], Value::Null, "nothing changed");
    // At rest again (after a stop), the light probe mounts.
    assert_eq!(s.post_json("/stop", &json!({})).await.0, 200);
    s.settled().await;
    let (status, t) = s.put_json("/robot/tool", &json!({"name": "probe"})).await;
    assert_eq!((status, t["active"]["name"].clone()), (200, json!("probe")), "{t}");
}
