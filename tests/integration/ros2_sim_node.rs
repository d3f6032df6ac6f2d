//! The simulator as a ROS 2 stack: armrest on `--backend ros2` against `armrest_sim_node`
//! (HTTP → ROS 2 backend → DDS → simulated arm) answers as the simulator backend does. Each test
//! has a ROS domain of its own. Needs a build with `--features ros2` in the environment of
//! scripts/ros2-env.sh (scripts/test-ros2.sh does both).
use crate::common::{self, Options, Server, close};
use armrest_sim::SimFaults;
use serde_json::json;
use std::time::Duration;

const HOME: [f64; 7] = [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0];
const TARGET: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];

#[tokio::test(flavor = "multi_thread")]
async fn reads_and_fk_equal_the_simulator() {
    let s = Server::start_over_ros2(Options::default(), 120).await;
    let (status, js) = s.get("/robot/joint_states").await;
    assert_eq!(status, 200, "{js}");
    assert_eq!(js["name"], json!(["joint1", "joint2", "joint3", "joint4", "joint5", "joint6", "joint7"]));
    let q = s.joints().await;
    assert!(close(&q, &HOME, 1e-12), "starts at home: {q:?}");
    // /compute_fk answers from the same URDF as the simulator backend's own FK.
    let (status, pose) = s.get("/robot/pose").await;
    assert_eq!(status, 200, "{pose}");
    let model = common::shipped_model();
    let expected = model.tcp_pose(&HOME);
    let p = &pose["position"];
    let got = [p["x"].as_f64().unwrap(), p["y"].as_f64().unwrap(), p["z"].as_f64().unwrap()];
    let want = expected.translation.vector;
    assert!(close(&got, &[want.x, want.y, want.z], 1e-9), "{got:?} vs {want:?}");
    let o = &pose["orientation"];
    let r = expected.rotation;
    let same = [o["x"].as_f64().unwrap(), o["y"].as_f64().unwrap(), o["z"].as_f64().unwrap(), o["w"].as_f64().unwrap()];
    let sign = if (same[3] * r.w) < 0.0 { -1.0 } else { 1.0 };
    assert!(close(&same, &[sign * r.i, sign * r.j, sign * r.k, sign * r.w], 1e-9), "{same:?} vs {r:?}");
    assert_eq!(s.get("/robot/positions").await.1.as_array().map(Vec::len), Some(3));
}

#[tokio::test(flavor = "multi_thread")]
async fn moves_trajectories_and_stop_go_through_the_ros_graph() {
    let s = Server::start_over_ros2(Options::default(), 121).await;
    let (status, r) = s.post_json("/robot/move/joints", &json!({"joints": TARGET, "speed": 1.0})).await;
    assert_eq!((status, r["success"].as_bool()), (200, Some(true)), "{r}");
    assert!(r["message"].as_str().unwrap().starts_with("reached the joint target in"), "{r}");
    s.wait_for_joints(Duration::from_secs(5), "the arm at the target", |q| close(q, &TARGET, 1e-9)).await;
    let (status, r) = s.post_json("/robot/move/named", &json!({"name": "home", "speed": 1.0})).await;
    assert_eq!((status, r["success"].as_bool()), (200, Some(true)), "{r}");
    let (status, r) = s
        .post_json(
            "/robot/move/pose",
            &json!({"x": 0.45, "y": 0.1, "z": 0.45, "b": 3.0, "planner": "lin", "speed": 1.0}),
        )
        .await;
    assert_eq!((status, r["success"].as_bool()), (200, Some(true)), "{r}");
    // A trajectory on the controller topic, followed by the simulated controller.
    let (status, answer) =
        s.post_json("/trajectory/send", &json!({"points": [{"positions": HOME, "time_from_start": 5.0}]})).await;
    assert_eq!(status, 200, "{answer}");
    s.wait_for_joints(Duration::from_secs(10), "the trajectory to reach its point", |q| close(q, &HOME, 1e-9)).await;
    // /stop mid-motion: the goal is cancelled, never success, and the arm holds.
    let mover = s.post_in_background("/robot/move/joints", json!({"joints": TARGET, "speed": 0.05}));
    s.wait_for_joints(Duration::from_secs(10), "the slow move to get under way", |q| !close(q, &HOME, 1e-3)).await;
    let (status, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(status, 200);
    // The joint state's age is its arrival (D27): a fresh state at 100 Hz, a hold point.
    assert_eq!((stop["hold"].as_str(), stop["success"].as_bool()), (Some("hold_point"), Some(true)), "{stop}");
    let r = mover.await.unwrap();
    assert_eq!(r["success"], false, "{r}");
    // The goal's cancel and the hold point reach the sim node separately, each bringing the arm
    // to rest ahead: it comes to rest within moments.
    let held = common::eventually(Duration::from_secs(5), "the arm to rest for 300 ms", async || {
        s.still_for(Duration::from_millis(300)).await
    })
    .await;
    assert!(!close(&held, &TARGET, 1e-3), "stopped short of the target");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_sequence_runs_over_the_ros_actions() {
    let s = Server::start_over_ros2(Options::default(), 122).await;
    let file = json!({"home": {"joints": HOME, "speed": 1.0}, "waypoints": [{"joints": TARGET, "speed": 1.0}]});
    let form = reqwest::multipart::Form::new()
        .part("config", reqwest::multipart::Part::bytes(serde_json::to_vec(&file).unwrap()).file_name("s.json"))
        .text("n_iterations", "2")
        .text("delay_between_iterations", "0");
    let r = s.client.post(s.url("/sequences/start")).multipart(form).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let status = s.sequence_finished().await;
    let (_, logs) = s.get("/sequences/logs?n=50").await;
    assert_eq!(status["returncode"], 0, "{logs}");
    assert!(close(&s.settled().await, &TARGET, 1e-6));
}

#[tokio::test(flavor = "multi_thread")]
async fn the_planner_fault_removes_fk_and_the_actions() {
    let o = Options { faults: SimFaults { planner_unavailable: true, ..SimFaults::default() }, ..Options::default() };
    let s = Server::start_over_ros2(o, 123).await;
    let (status, body) = s.get("/robot/pose").await;
    assert_eq!(status, 503, "{body}");
    let (status, body) = s.post_json("/robot/move/joints", &json!({"joints": TARGET})).await;
    assert_eq!(status, 503, "{body}");
    assert!(close(&s.joints().await, &HOME, 1e-12), "nothing moved");
}

/// The ROS settings `target/ros2/env.sh` leaves in force when the user's shell has `preset`:
/// `ROS_DOMAIN_ID|ROS_AUTOMATIC_DISCOVERY_RANGE|RMW_IMPLEMENTATION`.
fn run_environment(preset: &[(&str, &str)]) -> String {
    let env_sh = common::repo().join("target/ros2/env.sh");
    assert!(env_sh.is_file(), "no {} (scripts/ros2-env.sh writes it)", env_sh.display());
    let out = std::process::Command::new("bash")
        .env_clear()
        .env("PATH", "/usr/bin:/bin")
        .envs(preset.iter().copied())
        .arg("-c")
        .arg(r#". "$1" && echo "${ROS_DOMAIN_ID-}|${ROS_AUTOMATIC_DISCOVERY_RANGE-}|${RMW_IMPLEMENTATION-}""#)
        .arg("bash")
        .arg(&env_sh)
        .output()
        .expect("bash runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

/// D27: the environment armrest runs in beside a robot takes the user's ROS network settings
/// (ROS's defaults when unset); only the test scripts keep to the machine and their domains.
#[test]
fn the_run_environment_keeps_the_users_ros_network_settings() {
    let robot_on_another_host = [("ROS_DOMAIN_ID", "7"), ("ROS_AUTOMATIC_DISCOVERY_RANGE", "SUBNET")];
    assert_eq!(run_environment(&robot_on_another_host), "7|SUBNET|rmw_fastrtps_cpp");
    assert_eq!(run_environment(&[]), "||rmw_fastrtps_cpp", "unset stays unset: ROS's own defaults apply");
    assert_eq!(run_environment(&[("RMW_IMPLEMENTATION", "rmw_fastrtps_dynamic_cpp")]), "||rmw_fastrtps_dynamic_cpp");
}

/// D27/issue 22 item 7: with both cores busy, a freshly started armrest beside a running stack
/// answers its first read with the state as soon as it says it listens (start-up waits for the
/// first joint state, `joint_states.startup_wait_s`), and its runner finds the action servers
/// (`motion.discovery_wait_s`).
#[tokio::test(flavor = "multi_thread")]
async fn under_load_a_fresh_armrest_reads_at_once_and_its_sequences_find_their_servers() {
    let _load = common::BusyLoops::start(2);
    let dir = common::temp_dir("ros2-load");
    let path = common::write_config(&dir, &Options::default());
    let config = path.display().to_string();
    let env = [("ROS_DOMAIN_ID", "124".to_owned())];
    let _node = common::Killed(common::Process::start_until(
        &common::sim_node_exe(),
        &["--config", &config],
        &env,
        "armrest_sim_node ready",
    ));
    let client = reqwest::Client::new();
    for round in 0..2 {
        let mut armrest = common::Killed(common::Process::start_with(&path, &["--backend", "ros2"], &env));
        let base = armrest.0.base.clone();
        // It said it listens: the first read, at once.
        let (status, js) = common::decode(client.get(format!("{base}/robot/joint_states")).send().await.unwrap()).await;
        let log = armrest.0.log.lock().unwrap().join("\n");
        assert_eq!(status, 200, "round {round}: {js}\n{log}");
        assert!(log.contains("first joint state on /joint_states"), "{log}");
        let file = json!({"waypoints": [{"joints": if round == 0 { TARGET } else { HOME }, "speed": 1.0}]});
        let form = reqwest::multipart::Form::new()
            .part("config", reqwest::multipart::Part::bytes(serde_json::to_vec(&file).unwrap()).file_name("s.json"))
            .text("n_iterations", "1");
        let r = client.post(format!("{base}/sequences/start")).multipart(form).send().await.unwrap();
        assert_eq!(r.status(), 200);
        let status = common::eventually(Duration::from_secs(60), "the sequence to finish", async || {
            let (_, status) =
                common::decode(client.get(format!("{base}/sequences/status")).send().await.unwrap()).await;
            if status["status"] == "finished" { Ok(status) } else { Err(status) }
        })
        .await;
        let (_, logs) = common::decode(client.get(format!("{base}/sequences/logs?n=50")).send().await.unwrap()).await;
        assert_eq!(status["returncode"], 0, "round {round}: {logs}");
        // Ended as a service ends (SIGTERM), not killed: a participant killed outright can leave
        // Fast DDS shared memory that the next round's participant stalls on.
        armrest.0.signal("TERM");
        let _ = armrest.0.exit_and_log();
    }
}

/// Whether the JSON Schema `schema` lets a value be `null`.
fn allows_null(schema: &serde_json::Value) -> bool {
    match &schema["type"] {
        serde_json::Value::String(t) => t == "null",
        serde_json::Value::Array(types) => types.iter().any(|t| t == "null"),
        _ => schema["oneOf"].as_array().or(schema["anyOf"].as_array()).is_some_and(|s| s.iter().any(allows_null)),
    }
}

/// D27: joint_state_broadcaster publishes NaN for a joint without a velocity or effort
/// interface. armrest answers `null` there, and every schema that describes the answer (HTTP,
/// stream, MCP output) says `number | null`; the hold estimates an unknown velocity from
/// positions (issue 37, the next test).
#[tokio::test(flavor = "multi_thread")]
async fn unknown_velocities_and_efforts_are_null_wherever_a_schema_says_so() {
    // At time scale 1 the slow move below lasts seconds of wall clock: the stop meets it moving
    // however loaded the machine.
    let o = Options { time_scale: 1.0, sim_node_args: &["--nan-velocity-effort"], ..Options::default() };
    let s = Server::start_over_ros2(o, 125).await;
    let nulls = json!([null, null, null, null, null, null, null]);
    let (status, js) = s.get("/robot/joint_states").await;
    assert_eq!(status, 200, "{js}");
    assert_eq!((&js["velocity"], &js["effort"]), (&nulls, &nulls), "{js}");
    assert!(close(&common::positions(&js), &HOME, 1e-12));
    // The OpenAPI schemas of the answer and of the stream's state event.
    let (_, doc) = s.get("/openapi.json").await;
    for schema in ["JointState", "StateEvent"] {
        for field in ["velocity", "effort"] {
            let items = &doc["components"]["schemas"][schema]["properties"][field]["items"];
            assert!(allows_null(items), "{schema}.{field} items: {items}");
        }
        let position = &doc["components"]["schemas"][schema]["properties"]["position"]["items"];
        assert!(!allows_null(position), "positions are always numbers: {position}");
    }
    // The stream.
    let mut stream = common::sse::EventReader::open(&s.client, &s.url("/robot/stream?events=state")).await;
    let e = stream.next(Duration::from_secs(10)).await.expect("a state event");
    assert_eq!((&e.data["velocity"], &e.data["effort"]), (&nulls, &nulls), "{}", e.data);
    // MCP: the structured answer and the tool's declared output schema.
    use rmcp::ServiceExt;
    let transport = rmcp::transport::StreamableHttpClientTransport::from_uri(s.url("/mcp/mcp"));
    let client = ().serve(transport).await.expect("initialize");
    let tools = client.list_all_tools().await.expect("tools/list");
    let tool = tools.iter().find(|t| t.name == "read_joint_states").expect("read_joint_states");
    let output = serde_json::Value::Object((*tool.output_schema.clone().expect("an output schema")).clone());
    for field in ["velocity", "effort"] {
        assert!(allows_null(&output["properties"][field]["items"]), "{output}");
    }
    let r = client.call_tool(rmcp::model::CallToolRequestParams::new("read_joint_states")).await.expect("tools/call");
    let structured = r.structured_content.expect("structured content");
    assert_eq!((&structured["velocity"], &structured["effort"]), (&nulls, &nulls), "{structured}");
    let _ = client.cancel().await;
    // Moving, and stopped: the hold from the controller's command, whatever the joint state lacks.
    let mover = s.post_in_background("/robot/move/joints", json!({"joints": TARGET, "speed": 0.05}));
    s.wait_for_joints(Duration::from_secs(10), "the slow move to get under way", |q| !close(q, &HOME, 1e-3)).await;
    let (_, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!((stop["hold"].as_str(), stop["success"].as_bool()), (Some("hold_point"), Some(true)), "{stop}");
    let message = stop["message"].as_str().unwrap_or_default();
    assert!(message.contains("continuing the controller's command"), "{message}");
    assert_eq!(mover.await.unwrap()["success"], false);
}

/// An action's status topic, watched by tests/ros2/action_status.py: every GoalStatusArray
/// received, as the goal ids it lists. The watcher is killed when this is dropped.
struct StatusWatcher {
    child: std::process::Child,
    seen: std::sync::Arc<std::sync::Mutex<Vec<Vec<String>>>>,
}

impl StatusWatcher {
    fn start(domain: u32, topic: &str) -> StatusWatcher {
        use std::io::BufRead;
        let mut child = std::process::Command::new(crate::ros2_backend::python())
            .arg(common::repo().join("tests/ros2/action_status.py"))
            .arg(topic)
            .env("ROS_DOMAIN_ID", domain.to_string())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("the status watcher starts (source target/ros2/env.sh)");
        let stdout = child.stdout.take().expect("stdout");
        let mut lines = std::io::BufReader::new(stdout).lines();
        assert!(lines.by_ref().map_while(Result::ok).any(|l| l == "ready"), "the status watcher did not come up");
        let seen: std::sync::Arc<std::sync::Mutex<Vec<Vec<String>>>> = std::sync::Arc::default();
        let sink = std::sync::Arc::clone(&seen);
        std::thread::spawn(move || {
            for line in lines.map_while(Result::ok) {
                sink.lock().unwrap().push(line.split_whitespace().map(str::to_owned).collect());
            }
        });
        StatusWatcher { child, seen }
    }

    fn last(&self) -> Option<Vec<String>> {
        self.seen.lock().unwrap().last().cloned()
    }
}

impl Drop for StatusWatcher {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Issue 22 item 6: a robot's action servers (rclcpp) forget a finished goal once its result
/// timeout has passed (Jazzy's default: 10 s), so the status list each client receives holds the
/// goals of the last seconds. r2r's server never expired a goal (its loop never ran): the
/// simulator's node sent every goal it had ever taken, and armrest's memory grew with them
/// (benches/goal_memory.rs). Fixed in backends/ros2/r2r-patched.
#[tokio::test(flavor = "multi_thread")]
async fn the_sim_nodes_action_servers_forget_finished_goals_as_rclcpps_do() {
    const DOMAIN: u32 = 126;
    let s = Server::start_over_ros2(Options::default(), DOMAIN).await;
    let watcher = StatusWatcher::start(DOMAIN, "/cobot/move_to_joints/_action/status");
    let here = s.joints().await;
    let goal = json!({"joints": here});
    let (status, r) = s.post_json("/robot/move/joints", &goal).await;
    assert_eq!((status, r["success"].as_bool()), (200, Some(true)), "{r}");
    let first = common::eventually(Duration::from_secs(10), "the first goal's status", async || {
        watcher.last().filter(|ids| !ids.is_empty()).ok_or("no status yet")
    })
    .await;
    assert_eq!(first.len(), 1, "a fresh server lists the one goal it took: {first:?}");
    // Goals after it, until the status lists no longer carry the first goal. Before the fix it
    // stayed in every list for the server's life.
    let later = common::eventually(Duration::from_secs(60), "the first goal to expire", async || {
        let (status, r) = s.post_json("/robot/move/joints", &goal).await;
        assert_eq!((status, r["success"].as_bool()), (200, Some(true)), "{r}");
        match watcher.last() {
            Some(ids) if !ids.is_empty() && !ids.contains(&first[0]) => Ok(ids),
            seen => Err(seen.map(|ids| ids.len())),
        }
    })
    .await;
    assert!(!later.is_empty(), "{later:?}");
}

/// Issue 37 item 3: joint_state_broadcaster publishes NaN velocities for joints without a
/// velocity interface. The stop's hold took them as 0 and went to where the arm was last
/// measured, behind a moving arm: each joint reversed by `v * (age + latency)`. Now armrest
/// estimates them from the positions by arrival, and the hold is ahead: no joint moves back
/// against its direction of travel. The answers still report `null`.
#[tokio::test(flavor = "multi_thread")]
async fn a_stop_with_unreported_velocities_never_reverses_the_arm() {
    // In real time, as a robot moves: the velocities the positions give are the arm's.
    let o = Options { sim_node_args: &["--nan-velocity-effort"], time_scale: 1.0, ..Options::default() };
    let s = Server::start_over_ros2(o, 127).await;
    // HOME to TARGET over 1.5 s, every joint along a half cosine (at rest at both ends, fastest
    // midway: up to 0.52 rad/s), sampled every 10 ms: a trajectory the drives can follow.
    const DURATION_S: f64 = 1.5;
    let points: Vec<_> = (1..=150)
        .map(|k| {
            let t = DURATION_S * f64::from(k) / 150.0;
            let share = (1.0 - (std::f64::consts::PI * t / DURATION_S).cos()) / 2.0;
            let q: Vec<f64> = (0..7).map(|j| HOME[j] + (TARGET[j] - HOME[j]) * share).collect();
            json!({"positions": q, "time_from_start": t})
        })
        .collect();
    let mut stream = common::sse::EventReader::open(&s.client, &s.url("/robot/stream?events=state")).await;
    let (status, r) = s.post_json("/trajectory/send", &json!({"points": points})).await;
    assert_eq!(status, 200, "{r}");
    // Mid-motion, where the joints are fastest: a third of the way along joint7's travel.
    let j7 = |q: &[f64]| (q[6] - HOME[6]) / (TARGET[6] - HOME[6]);
    s.wait_for_joints(Duration::from_secs(10), "the arm a third of the way", |q| j7(q) > 0.33).await;
    let (status, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(status, 200, "{stop}");
    assert_eq!(stop["hold"].as_str(), Some("hold_point"), "{stop}");
    // The hold continues the controller's command, read with its velocities from
    // `~/controller_state`: the joint state's missing velocities are not needed (their estimate
    // from positions is the fallback without that state: the backend's unit test
    // `unreported_velocities_are_estimated_from_positions_by_arrival_for_the_hold`).
    let message = stop["message"].as_str().unwrap_or_default();
    assert!(message.contains("continuing the controller's command"), "{message}");
    // Every state from before the trajectory until the arm is at rest for 30 states in a row.
    let mut still = 0;
    let mut last: Option<Vec<f64>> = None;
    let events = stream
        .until(Duration::from_secs(20), "the arm at rest for 30 states", |e| {
            let q = common::positions(&e.data);
            still = if last.as_ref().is_some_and(|p| close(p, &q, 1e-12)) { still + 1 } else { 0 };
            last = Some(q);
            still >= 30
        })
        .await;
    let nulls = json!([null, null, null, null, null, null, null]);
    assert!(events.iter().all(|e| e.data["velocity"] == nulls), "the answers report what the robot said");
    let rest = common::positions(&events[events.len() - 1].data);
    assert!(j7(&rest) < 0.95, "stopped short of the target: {rest:?}");
    // Each joint travels one way, HOME to TARGET, then comes to rest ahead: never back by more
    // than 0.1 mrad from the farthest it got. (Before the fix the hold was a step back against
    // the arm's motion, beyond its drives: the simulated controller refused it, as D24 has it,
    // and the arm ran on to the target; a controller that takes it reverses the joints.)
    for j in 0..7 {
        let direction = (TARGET[j] - HOME[j]).signum();
        let mut farthest = f64::NEG_INFINITY;
        for e in &events {
            let along = common::positions(&e.data)[j] * direction;
            farthest = farthest.max(along);
            assert!(
                farthest - along <= 1e-4,
                "joint{} moved back {:.6} rad against its direction of travel (stop: {message})",
                j + 1,
                farthest - along
            );
        }
    }
}
