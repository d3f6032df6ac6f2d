//! Circular moves and blended paths (D35), on either backend: the TCP on the circle through its
//! three points, a path that keeps moving through its blended waypoints and stops exactly at
//! the others, every wrong geometry refused saying why with nothing moved.

use crate::common::sse::{EventReader, stamp_s};
use crate::common::{Options, Server, close};
use serde_json::{Value, json};
use std::f64::consts::PI;
use std::time::Duration;

/// Where the circles and paths start: the tool pointing down in front of the robot.
const START: [f64; 3] = [0.45, 0.0, 0.45];

fn pose(p: [f64; 3]) -> Value {
    json!({"x": p[0], "y": p[1], "z": p[2], "b": PI})
}

fn point(p: [f64; 3]) -> Value {
    json!({"x": p[0], "y": p[1], "z": p[2]})
}

/// The server at time scale 1, so the stream carries enough states along one motion, with the
/// arm at [`START`].
async fn at_start() -> Server {
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let mut body = pose(START);
    body["speed"] = json!(1.0);
    let (status, moved) = s.post_json("/robot/move/pose", &body).await;
    assert_eq!((status, &moved["success"]), (200, &json!(true)), "{moved}");
    s.settled().await;
    s
}

/// A TCP position and its stamp (s) from a state event.
type Sample = ([f64; 3], f64);

/// Runs `request` (a move) with the stream open and answers its answer and the TCP's samples
/// from the states until the arm rests after it.
async fn traced(s: &Server, path: &str, body: &Value) -> (Value, Vec<Sample>) {
    let mut states = EventReader::open(&s.client, &s.url("/robot/stream?events=state&rate=100")).await;
    // The stream is read while the move runs: a client that stops reading loses the states the
    // service's queue cannot hold (the stream's slow-client rule), and with them the path.
    let request = s.client.post(s.url(path)).json(body);
    let answer = tokio::spawn(async move {
        let r = request.send().await.expect("POST");
        (r.status().as_u16(), r.json::<Value>().await.expect("JSON answer"))
    });
    let resting = |e: &crate::common::sse::Event| {
        e.data["velocity"].as_array().is_some_and(|v| v.iter().all(|x| x.as_f64().unwrap_or(1.0).abs() < 1e-9))
    };
    // Every state until the move's answer came and the arm rests.
    let events = states
        .until(Duration::from_secs(60), "the move's answer and the arm at rest", |e| answer.is_finished() && resting(e))
        .await;
    let (status, answer) = answer.await.expect("the request's task");
    assert_eq!(status, 200, "{answer}");
    let mut samples = Vec::new();
    if answer["success"] != true {
        return (answer, samples);
    }
    for e in events {
        let p = &e.data["pose"]["position"];
        if let (Some(x), Some(y), Some(z)) = (p["x"].as_f64(), p["y"].as_f64(), p["z"].as_f64()) {
            samples.push(([x, y, z], stamp_s(&e)));
        }
    }
    (answer, samples)
}

/// The position of a `/robot/pose` answer.
fn xyz(pose: &Value) -> [f64; 3] {
    let p = &pose["position"];
    [p["x"].as_f64().unwrap(), p["y"].as_f64().unwrap(), p["z"].as_f64().unwrap()]
}

fn sub(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}
fn dot(a: [f64; 3], b: [f64; 3]) -> f64 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}
fn cross(a: [f64; 3], b: [f64; 3]) -> [f64; 3] {
    [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
}
fn norm(a: [f64; 3]) -> f64 {
    dot(a, a).sqrt()
}
/// How far `p` is from the segment from `a` to `b`.
fn off_segment(p: [f64; 3], a: [f64; 3], b: [f64; 3]) -> f64 {
    let ab = sub(b, a);
    let along = if dot(ab, ab) > 0.0 { (dot(sub(p, a), ab) / dot(ab, ab)).clamp(0.0, 1.0) } else { 0.0 };
    dist(p, [0, 1, 2].map(|i| a[i] + along * ab[i]))
}

fn dist(a: [f64; 3], b: [f64; 3]) -> f64 {
    norm(sub(a, b))
}

/// The circle through three points: centre, unit normal, radius.
fn circle(a: [f64; 3], b: [f64; 3], c: [f64; 3]) -> ([f64; 3], [f64; 3], f64) {
    let (ab, ac) = (sub(b, a), sub(c, a));
    let n = cross(ab, ac);
    let n2 = dot(n, n);
    let t1 = cross(n, ab).map(|v| v * dot(ac, ac));
    let t2 = cross(ac, n).map(|v| v * dot(ab, ab));
    let centre =
        [a[0] + (t1[0] + t2[0]) / (2.0 * n2), a[1] + (t1[1] + t2[1]) / (2.0 * n2), a[2] + (t1[2] + t2[2]) / (2.0 * n2)];
    let normal = n.map(|v| v / n2.sqrt());
    (centre, normal, dist(centre, a))
}

/// The angle of `p` about the circle's centre, from `from` and in the sense of its normal,
/// in [0, 2π) (a point a hair before `from` counts as at it).
fn angle_on((centre, normal, _): ([f64; 3], [f64; 3], f64), from: [f64; 3], p: [f64; 3]) -> f64 {
    let (u, d) = (sub(from, centre), sub(p, centre));
    let a = dot(cross(u, d), normal).atan2(dot(u, d));
    if a < -1e-3 { a + std::f64::consts::TAU } else { a.max(0.0) }
}

/// How far `p` is from the circle.
fn off_circle(p: [f64; 3], (centre, normal, r): ([f64; 3], [f64; 3], f64)) -> f64 {
    let d = sub(p, centre);
    let h = dot(d, normal);
    let in_plane = (dot(d, d) - h * h).max(0.0).sqrt();
    (h * h + (in_plane - r).powi(2)).sqrt()
}

/// TCP speeds (m/s of the states' stamps) over spans of at least 20 ms, at their midpoints: a
/// span that short of states would amplify the positions' rounding.
fn speeds(samples: &[Sample]) -> Vec<([f64; 3], f64)> {
    let mut out = Vec::new();
    let mut from = 0;
    for to in 1..samples.len() {
        let (a, b) = (&samples[from], &samples[to]);
        if b.1 - a.1 >= 0.02 {
            let mid = [0, 1, 2].map(|i| (a.0[i] + b.0[i]) / 2.0);
            out.push((mid, dist(b.0, a.0) / (b.1 - a.1)));
            from = to;
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread")]
async fn a_circ_move_stays_on_its_circle_and_ends_at_the_goal() {
    let s = at_start().await;
    // Through an interim point: a half circle to the left, in the horizontal plane.
    let (goal, interim) = ([0.45, 0.3, 0.45], [0.6, 0.15, 0.45]);
    let mut body = pose(goal);
    body["planner"] = json!("circ");
    body["circ"] = json!({"interim": point(interim)});
    body["speed"] = json!(0.5);
    let (status, plan) = s.post_json("/robot/plan/pose", &body).await;
    assert_eq!((status, &plan["success"]), (200, &json!(true)), "{plan}");
    assert_eq!(plan["estimate"], false, "an arc is armrest's own plan on every backend: {plan}");
    let (answer, samples) = traced(&s, "/robot/move/pose", &body).await;
    assert_eq!(answer["success"], true, "{answer}");
    let c = circle(START, interim, goal);
    let worst = samples.iter().map(|(p, _)| off_circle(*p, c)).fold(0.0, f64::max);
    assert!(samples.len() > 20, "{} states", samples.len());
    assert!(worst < 5e-4, "the TCP left the circle by {worst} m");
    let (_, end) = s.get("/robot/pose").await;
    let end = xyz(&end);
    assert!(dist(end, goal) < 5e-4, "ended at {end:?}, not {goal:?}");
    // Passed the interim point, not the other half of the circle: every state is on the circle,
    // so the states' angles about its centre sweep from the start's, through the interim point's,
    // to the goal's, never back. (However far apart a loaded machine spaces the states: 28 mm
    // between the interim point and the nearest chord was seen.)
    let angle = |p: [f64; 3]| angle_on(c, START, p);
    let (through, to) = (angle(interim), angle(goal));
    let swept: Vec<f64> = samples.iter().map(|(p, _)| angle(*p)).collect();
    assert!(swept.windows(2).all(|w| w[1] >= w[0] - 1e-3), "the TCP went back along the circle: {swept:?}");
    assert!(swept.iter().all(|a| *a <= to + 1e-3), "the TCP went past the goal: {swept:?} (goal {to})");
    assert!(
        through < to && swept.iter().any(|a| *a >= through),
        "never passed the interim point's {through}: {swept:?}"
    );

    // Around a centre: a quarter circle back towards the start.
    let (goal2, centre) = ([0.6, 0.15, 0.45], [0.45, 0.15, 0.45]);
    let mut body = pose(goal2);
    body["planner"] = json!("CIRC");
    body["circ"] = json!({"center": point(centre)});
    body["speed"] = json!(0.5);
    let (answer, samples) = traced(&s, "/robot/move/pose", &body).await;
    assert_eq!(answer["success"], true, "{answer}");
    let worst =
        samples.iter().map(|(p, _)| (dist(*p, centre) - 0.15).abs().max((p[2] - 0.45).abs())).fold(0.0, f64::max);
    assert!(worst < 5e-4, "the TCP left the circle around the centre by {worst} m");
    let (_, end) = s.get("/robot/pose").await;
    let end = xyz(&end);
    assert!(dist(end, goal2) < 5e-4, "ended at {end:?}, not {goal2:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn each_wrong_circ_geometry_is_refused_saying_why_and_nothing_moves() {
    let s = at_start().await;
    let before = s.joints().await;
    let goal = [0.45, 0.3, 0.45];
    let cases = [
        (json!({"interim": point([0.45, 0.15, 0.45])}), "one line"),
        (json!({"interim": point(START)}), "interim"),
        (json!({"interim": point(goal)}), "interim"),
        (json!({"center": point([0.5, 0.1, 0.45])}), "equidistant"),
    ];
    for (circ, why) in cases {
        let mut body = pose(goal);
        body["planner"] = json!("circ");
        body["circ"] = circ.clone();
        for path in ["/robot/plan/pose", "/robot/move/pose"] {
            let (status, answer) = s.post_json(path, &body).await;
            assert_eq!((status, &answer["success"]), (200, &json!(false)), "{path} {circ}: {answer}");
            let message = answer["message"].as_str().unwrap_or_default();
            assert!(message.to_lowercase().contains(why), "{path} {circ}: {message:?} does not say {why:?}");
        }
        assert!(close(&s.joints().await, &before, 1e-9), "{circ}: the arm moved");
    }
    // Without an auxiliary point circ stays refused as before; with another planner, or with
    // both points, or a point without z, the request is wrong (422 at `circ`).
    let mut body = pose(goal);
    body["planner"] = json!("circ");
    let (status, answer) = s.post_json("/robot/move/pose", &body).await;
    assert_eq!((status, &answer["success"]), (200, &json!(false)), "{answer}");
    for (planner, circ, loc) in [
        ("lin", json!({"interim": point([0.6, 0.15, 0.45])}), json!(["body", "circ"])),
        (
            "circ",
            json!({"interim": point([0.6, 0.15, 0.45]), "center": point([0.45, 0.15, 0.45])}),
            json!(["body", "circ"]),
        ),
        ("circ", json!({"center": {"x": 0.45, "y": 0.15}}), json!(["body", "circ", "center", "z"])),
        ("circ", json!({"via": point([0.6, 0.15, 0.45])}), json!(["body", "circ", "via"])),
    ] {
        body["planner"] = json!(planner);
        body["circ"] = circ.clone();
        let (status, answer) = s.post_json("/robot/move/pose", &body).await;
        assert_eq!(status, 422, "{planner} {circ}: {answer}");
        assert!(answer["detail"].as_array().unwrap().iter().any(|d| d["loc"] == loc), "{loc} in {answer}");
    }
    assert!(close(&s.joints().await, &before, 1e-9), "the arm moved");
}

/// Four corners of a square in front of the robot, reached by straight lines.
fn square(radius: Option<f64>) -> Value {
    let corners = [[0.45, 0.2, 0.45], [0.65, 0.2, 0.45], [0.65, 0.0, 0.45], [0.45, 0.0, 0.45]];
    let waypoints: Vec<Value> = corners
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let mut w = json!({"pose": pose(*c), "planner": "lin"});
            if let (Some(r), true) = (radius, i < corners.len() - 1) {
                w["blend_radius"] = json!(r);
            }
            w
        })
        .collect();
    json!({"waypoints": waypoints, "speed": 0.5})
}

fn corner(path: &Value, i: usize) -> [f64; 3] {
    let p = &path["waypoints"][i]["pose"];
    [p["x"].as_f64().unwrap(), p["y"].as_f64().unwrap(), p["z"].as_f64().unwrap()]
}

#[tokio::test(flavor = "multi_thread")]
async fn a_blended_path_keeps_its_speed_through_its_waypoints_and_ends_exactly_at_the_last() {
    let s = at_start().await;
    let radius = 0.04;
    let path = square(Some(radius));
    let (status, plan) = s.post_json("/robot/plan/path", &path).await;
    assert_eq!((status, &plan["success"]), (200, &json!(true)), "{plan}");
    let blends = plan["blends"].as_array().unwrap_or_else(|| panic!("no blends: {plan}"));
    assert_eq!(blends.len(), 3, "{plan}");
    for b in blends {
        assert!(b["speed_ratio"].as_f64().unwrap() >= 0.5, "a blend slower than half the cruise: {b}");
        assert!(b["max_deviation"].as_f64().unwrap() <= radius + 1e-6, "{b}");
    }
    let (answer, samples) = traced(&s, "/robot/move/path", &path).await;
    assert_eq!(answer["success"], true, "{answer}");
    let v = speeds(&samples);
    for (i, b) in blends.iter().enumerate() {
        let c = corner(&path, i);
        // The slower of the two segments' cruise speeds, as planned.
        let cruise = b["cruise_tcp_speed_m_s"].as_f64().unwrap();
        let inside: Vec<f64> = v.iter().filter(|(p, _)| dist(*p, c) <= radius).map(|(_, v)| *v).collect();
        let slowest = inside.iter().copied().fold(f64::INFINITY, f64::min);
        // Measured between states: a little slack for their spacing.
        assert!(!inside.is_empty() && slowest >= 0.45 * cruise, "waypoint {i}: {slowest} m/s against {cruise} m/s");
        let nearest = samples.windows(2).map(|w| off_segment(c, w[0].0, w[1].0)).fold(f64::INFINITY, f64::min);
        assert!(nearest <= radius, "waypoint {i}: passed {nearest} m away, more than its radius");
    }
    let (_, end) = s.get("/robot/pose").await;
    let end = xyz(&end);
    assert!(dist(end, corner(&path, 3)) < 5e-4, "ended at {end:?}");
    let goal: Vec<f64> = plan["plan"]["goal"].as_array().unwrap().iter().map(|v| v.as_f64().unwrap()).collect();
    assert!(close(&s.joints().await, &goal, 1e-3), "ended at the planned goal");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_same_path_without_radii_stops_at_each_waypoint() {
    let s = at_start().await;
    let path = square(None);
    let (answer, samples) = traced(&s, "/robot/move/path", &path).await;
    assert_eq!(answer["success"], true, "{answer}");
    let v = speeds(&samples);
    let cruise = v.iter().map(|(_, v)| *v).fold(0.0, f64::max);
    for i in 0..3 {
        let c = corner(&path, i);
        let nearest = samples.iter().map(|(p, _)| dist(*p, c)).fold(f64::INFINITY, f64::min);
        assert!(nearest < 5e-4, "waypoint {i}: passed {nearest} m away");
        let slowest = v.iter().filter(|(p, _)| dist(*p, c) <= 0.01).map(|(_, v)| *v).fold(f64::INFINITY, f64::min);
        assert!(slowest < 0.1 * cruise, "waypoint {i}: never slower than {slowest} m/s (cruise {cruise})");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_path_through_joint_targets_and_named_positions_runs_and_stops_on_request() {
    let s = Server::start(Options::default()).await;
    let home = s.settled().await;
    let mut a = home.clone();
    a[0] += 0.5;
    let mut b = a.clone();
    b[3] += 0.4;
    let body = json!({"waypoints": [
        {"joints": a, "blend_radius": 0.1},
        {"joints": b, "blend_radius": 0.1, "speed": 0.3},
        {"name": "home"},
    ], "speed": 0.2});
    let (status, plan) = s.post_json("/robot/plan/path", &body).await;
    assert_eq!((status, &plan["success"]), (200, &json!(true)), "{plan}");
    let (status, answer) = s.post_json("/robot/move/path", &body).await;
    assert_eq!((status, &answer["success"]), (200, &json!(true)), "{answer}");
    assert!(answer["message"].as_str().unwrap().contains("waypoint"), "{answer}");
    assert!(close(&s.settled().await, &home, 1e-3), "back home");

    // A path belongs to the service: a stop holds it.
    let far = json!({"waypoints": [{"joints": a, "blend_radius": 0.1}, {"joints": b}], "speed": 0.05});
    let mover = {
        let (client, url) = (s.client.clone(), s.url("/robot/move/path"));
        tokio::spawn(async move { client.post(url).json(&far).send().await.expect("POST").json::<Value>().await })
    };
    s.wait_for_joints(Duration::from_secs(30), "the arm moving along the path", |q| !close(q, &home, 1e-3)).await;
    let (status, stopped) = s.post_json("/stop", &json!({})).await;
    assert_eq!(status, 200, "{stopped}");
    let answer = mover.await.expect("the move's task").expect("its answer");
    assert_eq!(answer["success"], false, "{answer}");
    let rest = s.settled().await;
    assert!(!close(&rest, &b, 1e-2), "the arm went on to the end after the stop");
}

#[tokio::test(flavor = "multi_thread")]
async fn bad_paths_are_422_at_the_waypoint_and_field() {
    let s = Server::start(Options::default()).await;
    let before = s.settled().await;
    let q = before.clone();
    let p = json!({"x": 0.45, "y": 0.0, "z": 0.45});
    let cases: Vec<(Value, Value)> = vec![
        (json!({"waypoints": []}), json!(["body", "waypoints"])),
        (json!({"waypoints": vec![json!({"joints": q}); 101]}), json!(["body", "waypoints"])),
        (json!({"waypoints": [{"joints": q, "name": "home"}]}), json!(["body", "waypoints", 0])),
        (json!({"waypoints": [{}]}), json!(["body", "waypoints", 0])),
        (json!({"waypoints": [{"name": "nowhere"}]}), json!(["body", "waypoints", 0, "name"])),
        (json!({"waypoints": [{"joints": [9, 0, 0, 0, 0, 0, 0]}]}), json!(["body", "waypoints", 0, "joints", 0])),
        (
            json!({"waypoints": [{"joints": q, "blend_radius": 0}, {"joints": q}]}),
            json!(["body", "waypoints", 0, "blend_radius"]),
        ),
        (
            json!({"waypoints": [{"joints": q, "blend_radius": -0.1}, {"joints": q}]}),
            json!(["body", "waypoints", 0, "blend_radius"]),
        ),
        (
            json!({"waypoints": [{"pose": p, "blend_radius": 5}, {"joints": q}]}),
            json!(["body", "waypoints", 0, "blend_radius"]),
        ),
        (
            json!({"waypoints": [{"joints": q}, {"joints": q, "blend_radius": 0.1}]}),
            json!(["body", "waypoints", 1, "blend_radius"]),
        ),
        (json!({"waypoints": [{"joints": q, "planner": "lin"}]}), json!(["body", "waypoints", 0, "planner"])),
        (json!({"waypoints": [{"pose": p, "circ": {"interim": p}}]}), json!(["body", "waypoints", 0, "circ"])),
        (json!({"waypoints": [{"pose": {"x": 0.4, "y": 0}}]}), json!(["body", "waypoints", 0, "pose", "z"])),
        (json!({"waypoints": [{"pose": p, "planner": "spline"}]}), json!(["body", "waypoints", 0, "planner"])),
        (json!({"waypoints": [{"joints": q, "speed": 2}]}), json!(["body", "waypoints", 0, "speed"])),
        (json!({"waypoints": [{"joints": q, "blend": 0.1}]}), json!(["body", "waypoints", 0, "blend"])),
        (json!({"waypoints": [{"joints": q}], "speed": 0}), json!(["body", "speed"])),
    ];
    for (body, loc) in cases {
        for path in ["/robot/move/path", "/robot/plan/path"] {
            let (status, answer) = s.post_json(path, &body).await;
            assert_eq!(status, 422, "{path} {body}: {answer}");
            let detail = answer["detail"].as_array().unwrap_or_else(|| panic!("{answer}"));
            assert!(detail.iter().any(|d| d["loc"] == loc), "{path}: {loc} not in {answer}");
            assert!(detail.iter().all(|d| d["msg"].as_str().is_some_and(|m| !m.is_empty())), "{answer}");
        }
    }
    assert!(close(&s.joints().await, &before, 1e-9), "the arm moved");
}
