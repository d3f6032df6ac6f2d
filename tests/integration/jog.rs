//! `GET /robot/jog` (D29): jogging over a WebSocket. Motion is judged in simulated time: by the
//! stamps of the joint states the session streams (the simulator at time scale 1, whose stamps
//! are its clock), never by how long the test waited.

use crate::common::{Options, Server, close, eventually};
use futures_util::{SinkExt, StreamExt};
use nalgebra::{UnitQuaternion, Vector3};
use serde_json::{Value, json};
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// J1's velocity limit (rad/s, the URDF) and acceleration limit (rad/s², the limits file).
const J1_VELOCITY: f64 = 1.7104;
const J1_ACCELERATION: f64 = 5.0;
/// How often the test repeats a command while it holds it.
const REPEAT: Duration = Duration::from_millis(20);

/// A server at time scale 1 (the jog runs in the operator's time) with a dead man's switch a
/// loaded test machine's pauses between commands never trip; `edit` changes the rest.
async fn server(edit: impl FnOnce(&mut armrest::config::EndpointsConfig)) -> Server {
    Server::start(Options { time_scale: 1.0, ..Options::default() }.with_endpoints(|e| {
        e.jog.deadman_s = 0.5;
        edit(e);
    }))
    .await
}

fn ws_url(s: &Server, query: &str) -> String {
    format!("{}/robot/jog{query}", s.base.replacen("http", "ws", 1))
}

/// Opens a session; the upgrade's refusal as status and D5 body.
async fn open(s: &Server, query: &str) -> Result<Socket, (u16, Value)> {
    match tokio_tungstenite::connect_async(ws_url(s, query)).await {
        Ok((socket, _)) => Ok(socket),
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => {
            let body = r.body().as_deref().map(|b| serde_json::from_slice(b).unwrap_or(Value::Null));
            Err((r.status().as_u16(), body.unwrap_or(Value::Null)))
        }
        Err(e) => panic!("jog upgrade: {e}"),
    }
}

/// The next message as JSON; `None` once the socket is closed.
async fn next(ws: &mut Socket) -> Option<Value> {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(10), ws.next()).await.expect("a message within 10 s");
        match m {
            Some(Ok(Message::Text(t))) => return Some(serde_json::from_str(t.as_str()).expect("JSON")),
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
            Some(Ok(_)) => {}
        }
    }
}

fn joint(j: usize, fraction: f64) -> Value {
    let mut v = [0.0; 7];
    v[j] = fraction;
    json!({"mode": "joint", "velocity": v})
}

fn at(state: &Value, key: &str, j: usize) -> f64 {
    state[key][j].as_f64().unwrap_or_else(|| panic!("{key}[{j}] in {state}"))
}

/// Sends `command` every [`REPEAT`] while reading states, until `done` holds for one (bounded,
/// wall clock); that state. States are handed to `seen` as they come.
async fn hold(ws: &mut Socket, command: &Value, mut seen: impl FnMut(&Value), done: impl Fn(&Value) -> bool) -> Value {
    let text = command.to_string();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    let mut repeat = tokio::time::interval(REPEAT);
    loop {
        assert!(tokio::time::Instant::now() < deadline, "gave up holding {command}");
        tokio::select! {
            _ = repeat.tick() => ws.send(Message::Text(text.clone().into())).await.expect("send"),
            m = next(ws) => {
                let m = m.expect("the session goes on");
                assert_ne!(m["type"], "ended", "the session ended while holding {command}: {m}");
                if m["type"] == "state" {
                    seen(&m);
                    if done(&m) {
                        return m;
                    }
                } else {
                    assert_ne!(m["type"], "error", "{m}");
                }
            }
        }
    }
}

/// Holds `command` from state `first` until the joint 1 has been `steady` for `seconds` of
/// stamps in all: the time and the joint 1's travel summed over the stretches between two steady
/// states, and the last state. A loaded machine's late tick lets the arm brake meanwhile (the
/// dead man's rule, as it should), which is not what the tests of the velocity measure.
async fn hold_steadily(
    ws: &mut Socket,
    command: &Value,
    first: &Value,
    steady: impl Fn(&Value) -> bool,
    seconds: f64,
) -> (Value, f64, f64) {
    let (steady_s, moved) = (std::cell::Cell::new(0.0), std::cell::Cell::new(0.0));
    let previous = std::cell::RefCell::new(first.clone());
    let stamp = |st: &Value| st["stamp"].as_f64().expect("stamp");
    let last = hold(
        ws,
        command,
        |st| {
            let mut p = previous.borrow_mut();
            if steady(&p) && steady(st) {
                steady_s.set(steady_s.get() + stamp(st) - stamp(&p));
                moved.set(moved.get() + at(st, "position", 0) - at(&p, "position", 0));
            }
            *p = st.clone();
        },
        |_| steady_s.get() >= seconds,
    )
    .await;
    (last, steady_s.get(), moved.get())
}

/// Reads states, sending nothing, until `done` holds for one. A session that ends meanwhile
/// fails the test with the reason the server gave.
async fn until(ws: &mut Socket, done: impl Fn(&Value) -> bool) -> Value {
    loop {
        let m = next(ws).await.expect("the session goes on");
        assert_ne!(m["type"], "ended", "the session ended while waiting: {m}");
        if m["type"] == "state" && done(&m) {
            return m;
        }
    }
}

fn at_rest(state: &Value) -> bool {
    state["velocity"].as_array().is_some_and(|v| v.iter().all(|x| x.as_f64() == Some(0.0))) && state["jogging"] == false
}

#[tokio::test(flavor = "multi_thread")]
async fn a_joint_held_at_a_velocity_moves_that_velocity_times_the_time() {
    let s = server(|_| {}).await;
    let mut ws = open(&s, "").await.expect("upgraded");
    let ready = next(&mut ws).await.expect("ready");
    assert_eq!((ready["type"].as_str(), ready["rate_hz"].as_f64()), (Some("ready"), Some(100.0)), "{ready}");
    let fraction = 0.2;
    let v = fraction * J1_VELOCITY;
    let command = joint(0, fraction);
    // The simulated controller reports the velocity of the segment to the latest setpoint: v,
    // give or take a late tick (or, over ROS 2, a message's late delivery).
    let steady = |st: &Value| (at(st, "velocity", 0) - v).abs() < 0.05 * v;
    let first = hold(&mut ws, &command, |_| {}, steady).await;
    let (last, steady_s, moved) = hold_steadily(&mut ws, &command, &first, steady, 1.0).await;
    let expected = v * steady_s;
    assert!((moved - expected).abs() < 0.02 * expected, "moved {moved} rad in {steady_s} s at {v} rad/s");
    // The other joints stayed.
    for j in 1..7 {
        assert!((at(&last, "position", j) - at(&first, "position", j)).abs() < 1e-9, "{last}");
    }
    // Smooth: the joint never steps back between two states while the jog goes on. Over ROS 2
    // Jazzy's controller starts each setpoint's trajectory from the measured state
    // (`interpolate_from_desired_state` false, its default), which would step the command back
    // by the tracking lag at every tick; armrest starts each from the controller's own command
    // (docs/ros2.md, "What the robot's settings mean").
    let (most_back, previous) = (std::cell::Cell::new(0.0f64), std::cell::Cell::new(at(&last, "position", 0)));
    let until_s = last["stamp"].as_f64().expect("stamp") + 0.5;
    hold(
        &mut ws,
        &command,
        |st| {
            let q = at(st, "position", 0);
            most_back.set(most_back.get().max(previous.get() - q));
            previous.set(q);
        },
        |st| st["stamp"].as_f64().is_some_and(|t| t >= until_s),
    )
    .await;
    assert!(most_back.get() <= 1e-9, "joint 1 stepped back {} rad during the jog", most_back.get());
    // A session is logged when it begins, not per setpoint.
    let (_, logs) = s.get("/trajectory/logs?n=300").await;
    let lines: Vec<&str> = logs["lines"].as_array().expect("lines").iter().filter_map(Value::as_str).collect();
    assert!(lines.iter().any(|l| l.contains("jog: session began")), "{lines:?}");
    let per_point = lines.iter().filter(|l| l.contains("executing trajectory") || l.contains("published")).count();
    assert_eq!(per_point, 0, "{lines:?}");
    // A stream is logged again only when a tick came later than the last setpoint's braking
    // (the arm at rest meanwhile): on a loaded machine now and then, never per setpoint.
    let streams = lines.iter().filter(|l| l.contains("following stream")).count();
    assert!(streams <= 10, "{streams} streams for about 100 setpoints: {lines:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn when_commands_stop_the_arm_rests_within_the_dead_man_time_and_braking() {
    let deadman = 0.1;
    let s = server(|e| e.jog.deadman_s = deadman).await;
    let mut ws = open(&s, "").await.expect("upgraded");
    let v = 0.25 * J1_VELOCITY;
    // Sent faster than the dead man's switch: a loaded machine's pause must not trip it here.
    let command = joint(0, 0.25).to_string();
    let last_sent = loop {
        ws.send(Message::Text(command.clone().into())).await.expect("send");
        let st = until(&mut ws, |_| true).await;
        if (at(&st, "velocity", 0) - v).abs() < 0.05 * v {
            break st["stamp"].as_f64().expect("stamp");
        }
    };
    let rest = until(&mut ws, at_rest).await;
    let took = rest["stamp"].as_f64().unwrap() - last_sent;
    // Dead man, braking at the jog's share of the acceleration limit, the setpoints' lead, the
    // drives' window (the arm is at rest on its command that long after it), and room for the
    // ticks of a loaded machine (a tick integrates at most three periods). Without the dead
    // man's switch the arm would not stop at all.
    let braking = v / (0.5 * J1_ACCELERATION);
    let bound = deadman + braking + 3.0 * 0.01 + armrest_backend::drive::WINDOW_S + 0.15;
    assert!(took <= bound, "at rest {took} s after the last command (bound {bound} s)");
    // The command's own ramp took the arm forward, and nothing moves now.
    s.settled().await;
    s.still_for(Duration::from_millis(200)).await.expect("still");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_jog_toward_a_limit_stops_short_of_it() {
    let s = server(|e| e.jog.max_speed = 0.9).await;
    let mut ws = open(&s, "").await.expect("upgraded");
    let (upper, margin) = (3.05, 0.02);
    let mut highest = f64::MIN;
    // Held on while the arm comes to rest: the command goes on asking.
    let stopped = hold(
        &mut ws,
        &joint(6, 1.0),
        |st| highest = highest.max(at(st, "position", 6)),
        |st| st["limited"].to_string().contains("joint_limit") && at(st, "velocity", 6).abs() < 1e-4,
    )
    .await;
    let q = at(&stopped, "position", 6);
    assert!(highest <= upper - margin + 1e-9, "passed the rest point inside the limit: {highest}");
    assert!(q > upper - margin - 0.01, "stopped short by more than the margin: {q}");
    let limited = stopped["limited"].to_string();
    assert!(limited.contains("joint_limit: joint7"), "{stopped}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_tool_frame_z_jog_moves_the_tcp_along_the_tool_z_axis() {
    let s = server(|_| {}).await;
    let (_, before) = s.get("/robot/pose").await;
    let o = &before["orientation"];
    let f = |v: &Value| v.as_f64().expect("number");
    let rotation =
        UnitQuaternion::from_quaternion(nalgebra::Quaternion::new(f(&o["w"]), f(&o["x"]), f(&o["y"]), f(&o["z"])));
    let tool_z = rotation * Vector3::z();
    let p =
        |pose: &Value| Vector3::new(f(&pose["position"]["x"]), f(&pose["position"]["y"]), f(&pose["position"]["z"]));
    let p0 = p(&before);
    let mut ws = open(&s, "").await.expect("upgraded");
    let command = json!({"mode": "cartesian", "frame": "tool", "linear": [0, 0, 0.05], "angular": [0, 0, 0]});
    let moved = |st: &Value| st["position"].as_array().is_some_and(|q| q.len() == 7) && st["jogging"] == true;
    let home = s.joints().await;
    hold(
        &mut ws,
        &command,
        |_| {},
        |st| {
            moved(st)
                && !close(
                    &st["position"].as_array().unwrap().iter().map(|x| x.as_f64().unwrap()).collect::<Vec<_>>(),
                    &home,
                    0.05,
                )
        },
    )
    .await;
    drop(ws);
    s.settled().await;
    let (_, after) = s.get("/robot/pose").await;
    let d = p(&after) - p0;
    assert!(d.norm() > 0.01, "moved {d}");
    let along = d.normalize().dot(&tool_z);
    assert!(along > 0.995, "moved {d}, tool z {tool_z}: cosine {along}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_jog_and_a_motion_refuse_each_other_with_409() {
    let s = server(|_| {}).await;
    let moving = s.slow_move_under_way(&[0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5]).await;
    let (status, body) = open(&s, "").await.expect_err("refused");
    assert_eq!(status, 409, "{body}");
    assert!(body["detail"].as_str().is_some_and(|d| d.contains("motion")), "{body}");
    s.post_json("/stop", &json!({})).await;
    moving.await.expect("the move answered");
    s.settled().await;
    let mut ws = open(&s, "").await.expect("upgraded");
    next(&mut ws).await.expect("ready");
    for (path, body) in Server::motion_requests() {
        let (status, answer) = s.post_json(path, &body).await;
        assert_eq!(status, 409, "{path}: {answer}");
    }
    // A trajectory would cut into the session's setpoints (D18).
    let here = s.joints().await;
    let (status, answer) =
        s.post_json("/trajectory/send", &json!({"points": [{"positions": here, "time_from_start": 1.0}]})).await;
    assert_eq!(status, 409, "{answer}");
    assert!(answer["detail"].as_str().is_some_and(|d| d.contains("jog session")), "{answer}");
    let (status, answer) = open(&s, "").await.expect_err("one session at a time");
    assert_eq!(status, 409, "{answer}");
    ws.close(None).await.expect("close");
    // Free again once the session ended.
    eventually(Duration::from_secs(10), "the arm to be free after the session", async || {
        let (status, answer) = s.post_json("/robot/move/named", &json!({"name": "home"})).await;
        if status == 200 { Ok(()) } else { Err(answer) }
    })
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn stop_ends_the_session_and_later_commands_move_nothing() {
    let s = server(|_| {}).await;
    let mut ws = open(&s, "").await.expect("upgraded");
    hold(&mut ws, &joint(0, 0.25), |_| {}, |st| at(st, "velocity", 0) > 0.1).await;
    let (_, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(stop["success"], true, "{stop}");
    // Commands keep coming; the session says why it ended and closes.
    let command = joint(0, 0.25).to_string();
    let ended = loop {
        let _ = ws.send(Message::Text(command.clone().into())).await;
        match next(&mut ws).await {
            Some(m) if m["type"] == "ended" => break m,
            Some(_) => {}
            None => panic!("closed without saying why"),
        }
    };
    assert!(ended["detail"].as_str().is_some_and(|d| d.contains("POST /stop")), "{ended}");
    for _ in 0..10 {
        let _ = ws.send(Message::Text(command.clone().into())).await;
    }
    s.settled().await;
    s.still_for(Duration::from_millis(300)).await.expect("nothing moves after the stop");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_bad_command_is_answered_with_located_problems_and_stops_the_arm() {
    let s = server(|_| {}).await;
    let mut ws = open(&s, "").await.expect("upgraded");
    hold(&mut ws, &joint(0, 0.25), |_| {}, |st| at(st, "velocity", 0) > 0.1).await;
    // Bad commands keep arriving (no dead man's pause): the arm still comes to rest.
    let bad = json!({"mode": "joint", "velocity": [2, 0, 0, 0, 0, 0], "speed": 1}).to_string();
    let mut error = None;
    let mut repeat = tokio::time::interval(REPEAT);
    let rest = loop {
        tokio::select! {
            _ = repeat.tick() => ws.send(Message::Text(bad.clone().into())).await.expect("send"),
            m = next(&mut ws) => {
                let m = m.expect("the session goes on");
                if m["type"] == "error" {
                    error = Some(m);
                } else if m["type"] == "state" && error.is_some() && at_rest(&m) {
                    break m;
                }
            }
        }
    };
    let error = error.expect("an error");
    let problems: Vec<(String, String)> = error["detail"]
        .as_array()
        .expect("detail")
        .iter()
        .map(|p| (p["loc"].to_string(), p["type"].as_str().unwrap_or("").to_owned()))
        .collect();
    assert!(problems.contains(&(r#"["message","speed"]"#.into(), "extra_forbidden".into())), "{error}");
    assert!(problems.contains(&(r#"["message","velocity"]"#.into(), "too_short".into())), "{error}");
    assert!(at_rest(&rest));
    ws.send(Message::Text("not json".into())).await.expect("send");
    // Answers to bad commands sent before the arm was seen at rest may still be on their way.
    let m = loop {
        let m = next(&mut ws).await.expect("open");
        if m["type"] == "error" && m["detail"] != error["detail"] {
            break m;
        }
    };
    assert_eq!(m["detail"][0]["type"], "json_invalid", "{m}");
}

#[tokio::test(flavor = "multi_thread")]
async fn in_lease_mode_a_jog_needs_the_lease_and_stops_when_it_is_given_back() {
    let s = server(|e| {
        e.control.mode = armrest::control::ControlMode::Lease;
        e.control.ttl_s = 30.0;
    })
    .await;
    let (status, body) = open(&s, "").await.expect_err("refused");
    assert_eq!(status, 423, "{body}");
    let (status, grant) = s.post_json("/control", &json!({"holder": "pendant"})).await;
    assert_eq!(status, 200, "{grant}");
    let lease = grant["lease"].as_str().expect("lease").to_owned();
    let (status, body) = open(&s, "?lease=not-a-lease").await.expect_err("refused");
    assert_eq!(status, 423, "{body}");
    assert!(body["detail"].as_str().is_some_and(|d| d.contains("`pendant`")), "{body}");
    // A browser passes the lease in the query: the session opens and the joint moves.
    let mut ws = open(&s, &format!("?lease={lease}")).await.expect("upgraded with the lease");
    next(&mut ws).await.expect("ready");
    let q0 = s.joints().await[0];
    hold(&mut ws, &joint(0, 0.2), |_| {}, |st| at(st, "position", 0) > q0 + 0.02).await;
    // Given back, the lease no longer moves the arm: commands are refused and it comes to rest.
    let released = s.client.delete(s.url("/control")).header("X-Armrest-Lease", &lease).send().await.expect("release");
    assert_eq!(released.status(), 200);
    ws.send(Message::Text(joint(0, 0.2).to_string().into())).await.expect("send");
    let refused = loop {
        let m = next(&mut ws).await.expect("open");
        if m["type"] == "error" {
            break m;
        }
    };
    assert_eq!(refused["detail"][0]["type"], "locked", "{refused}");
    let rest = until(&mut ws, at_rest).await;
    for _ in 0..5 {
        ws.send(Message::Text(joint(0, 0.2).to_string().into())).await.expect("send");
    }
    let later = s.still_for(Duration::from_millis(300)).await.expect("stays at rest");
    assert!(close(&later[..1], &[at(&rest, "position", 0)], 1e-6), "{later:?} {rest}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_plain_get_is_refused_in_d5_form() {
    let s = server(|_| {}).await;
    let (status, body) = s.get("/robot/jog").await;
    assert!((400..500).contains(&status), "{status} {body}");
    assert!(body["detail"].is_string(), "{body}");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_open_jog_socket_keeps_its_place_among_the_connections() {
    let s = server(|e| e.connections.max = 1).await;
    let mut ws = open(&s, "").await.expect("upgraded");
    next(&mut ws).await.expect("ready");
    // The one place is the socket's: a new connection is served only by closing it.
    let fresh = reqwest::Client::new();
    let answer = fresh.get(s.url("/robot/joint_states")).send().await.expect("served");
    assert_eq!(answer.status(), 200);
    eventually(Duration::from_secs(10), "the jog socket to be closed for the newcomer", async || {
        match tokio::time::timeout(Duration::from_secs(1), ws.next()).await {
            Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => Ok(()),
            other => Err(format!("{other:?}")),
        }
    })
    .await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_speed_override_scales_a_jog() {
    let s = server(|_| {}).await;
    let (status, body) = s.put_json("/robot/override", &json!({"fraction": 0.5})).await;
    assert_eq!(status, 200, "{body}");
    let mut ws = open(&s, "").await.expect("upgraded");
    next(&mut ws).await.expect("ready");
    // Half of 0.2 of the limit: the override scales what the jog commands, once.
    let v = 0.5 * 0.2 * J1_VELOCITY;
    let steady = hold(&mut ws, &joint(0, 0.2), |_| {}, |st| (at(st, "velocity", 0) - v).abs() < 0.05 * v).await;
    let mut fastest: f64 = 0.0;
    hold(
        &mut ws,
        &joint(0, 0.2),
        |st| fastest = fastest.max(at(st, "velocity", 0)),
        |st| st["stamp"].as_f64() > steady["stamp"].as_f64().map(|t| t + 0.5),
    )
    .await;
    assert!(fastest < 1.1 * v, "never faster than the override allows: {fastest} against {v}");
}

/// At time scale 20 the jog runs on the simulator's clock, as moves do: a joint jogged at a
/// share of its limit moves at that share in simulated seconds (the velocity the controller
/// reports), so twenty times as far per second of the wall clock; and one held jog is one
/// stream, not one restarted each tick. (Over ROS 2 armrest follows the sim node's `/clock`.)
#[tokio::test(flavor = "multi_thread")]
async fn at_time_scale_20_a_jog_moves_on_the_simulators_clock() {
    let scale = 20.0;
    let s =
        Server::start(Options { time_scale: scale, ..Options::default() }.with_endpoints(|e| e.jog.deadman_s = 0.5))
            .await;
    let mut ws = open(&s, "").await.expect("upgraded");
    next(&mut ws).await.expect("ready");
    let fraction = 0.02;
    let v = fraction * J1_VELOCITY;
    let command = joint(0, fraction);
    let steady = |st: &Value| (at(st, "velocity", 0) - v).abs() < 0.05 * v;
    let first = hold(&mut ws, &command, |_| {}, steady).await;
    // Stamps are the wall clock's at a time scale above 1: while the joint reports v, it covers
    // v per simulated second, twenty times v per stamped second. On the wall clock's time the
    // arm would cover a twentieth.
    let (_, steady_s, moved) = hold_steadily(&mut ws, &command, &first, steady, 0.5).await;
    let expected = v * scale * steady_s;
    assert!(
        (moved - expected).abs() < 0.05 * expected,
        "moved {moved} rad in {steady_s} s of wall clock; {v} rad/s of simulated time is {expected} rad"
    );
    let (_, logs) = s.get("/trajectory/logs?n=300").await;
    let lines: Vec<&str> = logs["lines"].as_array().expect("lines").iter().filter_map(Value::as_str).collect();
    let streams = lines.iter().filter(|l| l.contains("following stream")).count();
    // As at time scale 1: a stream begins again only after a tick later than the last
    // setpoint's braking, now and then on a loaded machine, never per setpoint.
    assert!(streams <= 10, "{streams} streams for one held jog: {lines:?}");
}
