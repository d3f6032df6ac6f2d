//! The HTTP API with `--backend ros2` against a live ROS 2 graph on loopback: a fake robot
//! stack in rclpy (tests/ros2/fake_robot.py) offering what the real arm's stack offers. Each
//! test has its own ROS_DOMAIN_ID. Needs a build with `--features ros2` in the environment of
//! scripts/ros2-env.sh (scripts/test-ros2.sh does both).
use crate::common::{self, Options, Process, close, eventually, temp_dir, write_config};
use armrest::config::EndpointsConfig;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

const TARGET: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];
const HOME: [f64; 7] = [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0];

/// A fake robot stack plus armrest on the ROS 2 backend, in one ROS domain.
struct Stack {
    fake: Option<Child>,
    /// What the fake printed after "ready": its events, in order.
    events: Arc<Mutex<Vec<String>>>,
    armrest: Process,
    client: reqwest::Client,
    /// The settings file's folder (bags go to `bags/` in it).
    dir: std::path::PathBuf,
}

impl Drop for Stack {
    fn drop(&mut self) {
        if let Some(f) = self.fake.as_mut() {
            let _ = f.kill();
            let _ = f.wait();
        }
        let _ = self.armrest.child.kill();
        let _ = self.armrest.child.wait();
    }
}

pub(crate) fn python() -> String {
    std::env::var("VENV").map(|v| format!("{v}/bin/python")).unwrap_or_else(|_| "python3".into())
}

/// A Fast DDS profile whose participants are gone from the graph 3 s after they die without a
/// goodbye (Fast DDS's default lease: 20 s), for every process of a stack.
fn short_lease() -> [(&'static str, String); 2] {
    let profile = common::repo().join("tests/ros2/fastdds_short_lease.xml").display().to_string();
    [("FASTRTPS_DEFAULT_PROFILES_FILE", profile.clone()), ("FASTDDS_DEFAULT_PROFILES_FILE", profile)]
}

fn fake_robot(domain: u32, flags: &[&str], events: &Arc<Mutex<Vec<String>>>) -> Child {
    let mut child = Command::new(python())
        .arg(common::repo().join("tests/ros2/fake_robot.py"))
        .arg("--urdf")
        .arg(common::repo().join("urdf/arm.urdf"))
        .args(flags)
        .envs(short_lease())
        .env("ROS_DOMAIN_ID", domain.to_string())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the fake robot starts (source target/ros2/env.sh)");
    let stdout = child.stdout.take().expect("stdout");
    let mut lines = BufReader::new(stdout).lines();
    let ready = lines.by_ref().map_while(Result::ok).any(|l| l == "ready");
    assert!(ready, "the fake robot did not come up");
    // Keep reading, so the fake never blocks on a full pipe, and keep its events.
    let sink = Arc::clone(events);
    std::thread::spawn(move || lines.map_while(Result::ok).for_each(|l| sink.lock().unwrap().push(l)));
    child
}

impl Stack {
    fn start(domain: u32, fake_flags: Option<&[&str]>, endpoints: Option<EndpointsConfig>) -> Stack {
        Self::start_with(domain, fake_flags, endpoints, &[])
    }

    /// With extra environment variables for armrest (and so its runner).
    fn start_with(
        domain: u32,
        fake_flags: Option<&[&str]>,
        endpoints: Option<EndpointsConfig>,
        env: &[(&str, String)],
    ) -> Stack {
        let events = Arc::new(Mutex::new(Vec::new()));
        let fake = fake_flags.map(|flags| fake_robot(domain, flags, &events));
        // No joint state will come: armrest need not wait for one before it listens.
        let endpoints = if fake_flags.is_none_or(|f| f.contains(&"--silent")) {
            let mut e = endpoints.unwrap_or_else(common::shipped_endpoints);
            e.joint_states.startup_wait_s = 0.0;
            Some(e)
        } else {
            endpoints
        };
        let dir = temp_dir(&format!("ros2-{domain}"));
        let settings = write_config(&dir, &Options { endpoints, ..Options::default() });
        let mut vars = vec![("ROS_DOMAIN_ID", domain.to_string())];
        vars.extend(short_lease());
        vars.extend(env.iter().cloned());
        let armrest = Process::start_with(&settings, &["--backend", "ros2"], &vars);
        Stack { fake, events, armrest, client: reqwest::Client::new(), dir }
    }

    /// Sends a slow move to TARGET in the background and waits (bounded) until the arm moves;
    /// the move's answer.
    async fn slow_move_under_way(&self) -> tokio::task::JoinHandle<Value> {
        self.connected().await;
        let request = self
            .client
            .post(format!("{}/robot/move/joints", self.armrest.base))
            .json(&json!({"joints": TARGET, "speed": 0.05}));
        let mover = tokio::spawn(async move { request.send().await.unwrap().json::<Value>().await.unwrap() });
        let start = self.joints().await;
        self.wait_for(Duration::from_secs(10), "the arm to move", |q| !close(q, &start, 1e-2)).await;
        mover
    }

    /// Starts a long one-waypoint sequence and waits (bounded) until the runner's goal moves the arm.
    async fn long_sequence_moving(&self) {
        self.connected().await;
        let file = json!({"waypoints": [{"joints": TARGET, "speed": 0.02}]});
        let form = reqwest::multipart::Form::new()
            .part("config", reqwest::multipart::Part::bytes(serde_json::to_vec(&file).unwrap()).file_name("s.json"))
            .text("n_iterations", "1");
        let r =
            self.client.post(format!("{}/sequences/start", self.armrest.base)).multipart(form).send().await.unwrap();
        assert_eq!(r.status(), 200);
        let start = self.joints().await;
        self.wait_for(Duration::from_secs(20), "the runner's goal to move the arm", |q| !close(q, &start, 1e-2)).await;
    }

    /// Waits (bounded) until the fake printed an event starting with `prefix`, which `awaited`
    /// describes; its index. The last look's observation is every event the fake printed.
    async fn event(&self, prefix: &str, limit: Duration, awaited: &str) -> usize {
        let line = format!("event {prefix}");
        eventually(limit, &format!("{awaited} (`{line}`)"), async || {
            let events = self.events.lock().unwrap();
            events.iter().position(|e| e.starts_with(&line)).ok_or_else(|| events.clone())
        })
        .await
    }

    async fn get(&self, path: &str) -> (u16, Value) {
        common::decode(self.client.get(format!("{}{path}", self.armrest.base)).send().await.unwrap()).await
    }

    async fn post(&self, path: &str, body: &Value) -> (u16, Value) {
        common::decode(self.client.post(format!("{}{path}", self.armrest.base)).json(body).send().await.unwrap()).await
    }

    /// Waits (bounded) for discovery: the first joint state.
    async fn connected(&self) {
        eventually(Duration::from_secs(20), "a joint state from the fake robot", async || {
            let (status, body) = self.get("/robot/joint_states").await;
            if status == 200 { Ok(()) } else { Err(body) }
        })
        .await
    }

    async fn joints(&self) -> Vec<f64> {
        let (status, js) = self.get("/robot/joint_states").await;
        assert_eq!(status, 200, "{js}");
        js["position"].as_array().unwrap().iter().map(|v| v.as_f64().unwrap()).collect()
    }

    /// Waits (bounded) until the joint positions satisfy `pred`, which `awaited` describes;
    /// those positions.
    async fn wait_for(&self, limit: Duration, awaited: &str, pred: impl Fn(&[f64]) -> bool) -> Vec<f64> {
        eventually(limit, awaited, async || {
            let q = self.joints().await;
            if pred(&q) { Ok(q) } else { Err(q) }
        })
        .await
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn read_endpoints_over_ros2() {
    let s = Stack::start(101, Some(&[]), None);
    s.connected().await;
    let (_, js) = s.get("/robot/joint_states").await;
    assert_eq!(js["name"], json!(["joint1", "joint2", "joint3", "joint4", "joint5", "joint6", "joint7"]));
    assert!(close(&s.joints().await, &[0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0], 1e-9), "J1..J7 whatever the message order");
    let (status, pose) = s.get("/robot/pose").await;
    assert_eq!(status, 200, "{pose}");
    // /compute_fk of the fake computes from the same URDF: compare with armrest's own FK.
    let model = common::shipped_model();
    let local =
        armrest_backend::TcpPose::from_isometry("base_link", &model.tcp_pose(&[0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0]));
    assert!((pose["position"]["x"].as_f64().unwrap() - local.position.x).abs() < 1e-6, "{pose}");
    assert!((pose["position"]["z"].as_f64().unwrap() - local.position.z).abs() < 1e-6, "{pose}");
    assert_eq!(pose["frame_id"], "base_link");
    let (status, positions) = s.get("/robot/positions").await;
    assert_eq!((status, positions.as_array().unwrap().len()), (200, 3));
}

/// `answer`, which a bounded wait of a second or two must give: the deadline (far longer)
/// turns an unbounded wait into a failure instead of a hang.
async fn within<T>(answer: impl std::future::Future<Output = T>) -> T {
    tokio::time::timeout(Duration::from_secs(20), answer).await.expect("answered within its configured wait")
}

/// Samples the joints until `done` resolves; the samples in order.
async fn sample_while(s: &Stack, done: impl std::future::Future<Output = ()>) -> Vec<Vec<f64>> {
    tokio::pin!(done);
    let mut samples = Vec::new();
    loop {
        tokio::select! {
            () = &mut done => return samples,
            q = s.joints() => samples.push(q),
        }
    }
}

/// No joint moved back against its direction of motion (from `start` towards `target`, beyond
/// `tol`) between the last sample before the stop and every sample after it. The direction comes
/// from the request, not from the samples: a loaded machine can return the same state several
/// times in a row, and the sign of no change says nothing.
fn never_backwards(start: &[f64], target: &[f64], last: &[f64], after: &[Vec<f64>], tol: f64) -> Result<(), String> {
    for q in after {
        for j in 0..7 {
            let direction = (target[j] - start[j]).signum();
            let back = (last[j] - q[j]) * direction;
            if back > tol {
                return Err(format!("joint{} moved back by {back:.4} rad after the stop", j + 1));
            }
        }
    }
    Ok(())
}

#[tokio::test(flavor = "multi_thread")]
async fn stop_mid_motion_cancels_the_goal_and_holds_without_moving_back() {
    let s = Stack::start(104, Some(&["--speedup", "2"]), None);
    s.connected().await;
    for kind in ["move", "trajectory"] {
        let start = s.joints().await;
        let target: Vec<f64> = if close(&start, &TARGET, 0.1) { HOME.to_vec() } else { TARGET.to_vec() };
        let mover = if kind == "move" {
            let request = s
                .client
                .post(format!("{}/robot/move/joints", s.armrest.base))
                .json(&json!({"joints": target, "speed": 0.05}));
            Some(tokio::spawn(async move { request.send().await.unwrap().json::<Value>().await.unwrap() }))
        } else {
            let (status, _) =
                s.post("/trajectory/send", &json!({"points": [{"positions": target, "time_from_start": 10.0}]})).await;
            assert_eq!(status, 200);
            None
        };
        let awaited = format!("{kind}: the arm to move");
        let moving = s.wait_for(Duration::from_secs(10), &awaited, |q| !close(q, &start, 1e-2)).await;
        let before = sample_while(&s, tokio::time::sleep(Duration::from_millis(100))).await;
        let (status, stop) = s.post("/stop", &json!({})).await;
        assert_eq!(status, 200);
        assert_eq!(
            (stop["hold"].as_str(), stop["success"].as_bool()),
            (Some("hold_point"), Some(true)),
            "{kind}: {stop}"
        );
        if let Some(mover) = mover {
            let r = mover.await.unwrap();
            assert_eq!(r["success"], false, "a stopped goal is never success: {r}");
        }
        // Held: within a moment the joint states settle (the controller applies the hold point
        // on its next step), and nothing moved back against its motion at any time.
        let after = sample_while(&s, tokio::time::sleep(Duration::from_millis(600))).await;
        let held = after.last().cloned().expect("samples after the stop");
        let settled = &after[after.len() / 2..];
        assert!(settled.iter().all(|q| close(q, &held, 1e-9)), "{kind}: the arm holds still: {settled:?}");
        let last = before.last().unwrap_or(&moving);
        never_backwards(&start, &target, last, &after, 1e-3)
            .unwrap_or_else(|e| panic!("{kind}: {e}; stop: {stop}; last before: {last:?}; held: {held:?}"));
        assert!(!close(&held, &target, 1e-2), "{kind}: stopped short of the target");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_robot_clock_far_off_ours_still_gets_a_hold_point() {
    // The robot's stamps are 100 s behind this machine's clock (or simulated time): the state's
    // age is its arrival on armrest's clock, not its stamp (D27).
    let s = Stack::start(111, Some(&["--speedup", "2", "--clock-offset", "-100"]), None);
    let mover = s.slow_move_under_way().await;
    let (_, stop) = s.post("/stop", &json!({})).await;
    assert_eq!((stop["hold"].as_str(), stop["success"].as_bool()), (Some("hold_point"), Some(true)), "{stop}");
    s.event("trajectory 1", Duration::from_secs(5), "the controller to get the hold point").await;
    assert_eq!(mover.await.unwrap()["success"], false);
}

#[tokio::test(flavor = "multi_thread")]
async fn without_a_joint_state_stop_says_the_controller_was_not_held() {
    // Jazzy's controller refuses the empty trajectory the specification falls back to: /stop
    // must not call that a hold (D27), and what the controller was doing goes on. The robot's
    // joint states go quiet once the controller has a trajectory.
    let s = Stack::start(117, Some(&["--silent-from-trajectory", "--speedup", "2"]), None);
    s.connected().await;
    // A message published before discovery is lost, as a volatile topic's is: publish (at each
    // look) until the controller has one.
    eventually(Duration::from_secs(20), "the controller to get the trajectory", async || {
        let events = s.events.lock().unwrap().clone();
        if events.iter().any(|e| e == "event trajectory 1") {
            return Ok(());
        }
        let body = json!({"points": [{"positions": TARGET, "time_from_start": 20.0}]});
        let (status, sent) = s.post("/trajectory/send", &body).await;
        assert_eq!(status, 200, "{sent}");
        Err(events)
    })
    .await;
    eventually(Duration::from_secs(20), "the joint states to go stale", async || {
        let (status, js) = s.get("/robot/joint_states").await;
        if status == 503 { Ok(()) } else { Err(js) }
    })
    .await;
    // No state, no send (issue 49): nothing else between armrest and Jazzy's controller checks
    // the step from where the arm is.
    let far = json!({"points": [{"positions": [1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], "time_from_start": 0.0}]});
    let (status, refused) = s.post("/trajectory/send", &far).await;
    assert_eq!(status, 503, "{refused}");
    assert!(refused["detail"].as_str().unwrap_or("").contains("/joint_states"), "{refused}");
    let (status, stop) = s.post("/stop", &json!({})).await;
    assert_eq!(status, 200);
    assert_eq!((stop["hold"].as_str(), stop["success"].as_bool()), (Some("empty_trajectory"), Some(false)), "{stop}");
    let message = stop["message"].as_str().unwrap();
    assert!(message.contains("NOT held") && message.contains("/joint_states"), "{message}");
    s.event("refused Empty trajectory received.", Duration::from_secs(5), "the controller to refuse it").await;
}

/// The shipped endpoints configuration with short waits for the misbehaving-server tests.
fn short_waits() -> EndpointsConfig {
    let mut e = common::shipped_endpoints();
    e.motion.accept_wait_s = 1.0;
    e.motion.cancel_wait_s = 1.0;
    e
}

#[tokio::test(flavor = "multi_thread")]
async fn a_server_that_never_answers_a_goal_is_503_within_its_wait_and_frees_the_arm() {
    let s = Stack::start(112, Some(&["--hang-goals"]), Some(short_waits()));
    s.connected().await;
    for _ in 0..2 {
        // Not 409 the second time: the arm is free again.
        // A deadline far beyond the 1 s wait: an unbounded wait fails here instead of hanging.
        let (status, body) = within(s.post("/robot/move/joints", &json!({"joints": TARGET}))).await;
        assert_eq!(status, 503, "{body}");
        let detail = body["detail"].as_str().unwrap();
        assert!(detail.contains("cobot/move_to_joints") && detail.contains("motion.accept_wait_s"), "{detail}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_server_that_dies_mid_goal_is_503_and_the_arm_gets_a_hold() {
    let s = Stack::start(113, Some(&["--exit-mid-goal", "--speedup", "2"]), Some(short_waits()));
    s.connected().await;
    let (status, body) = within(s.post("/robot/move/joints", &json!({"joints": TARGET, "speed": 0.1}))).await;
    assert_eq!(status, 503, "{body}");
    // Gone by the graph: its participant's liveliness lapsed (the stack's 3 s lease, D27). The
    // goal was cancelled before the hold.
    let detail = body["detail"].as_str().unwrap();
    assert!(detail.contains("went away mid-goal") && detail.contains("goal was cancelled"), "{body}");
    let (_, logs) = s.get("/trajectory/logs?n=50").await;
    assert!(logs.to_string().contains("action server lost mid-goal"), "{logs}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_cancel_answered_slowly_still_answers_the_stopped_move_in_bounded_time() {
    let s = Stack::start(114, Some(&["--slow-cancel", "5", "--speedup", "20"]), Some(short_waits()));
    let mover = s.slow_move_under_way().await;
    let (_, stop) = s.post("/stop", &json!({})).await;
    assert_eq!(stop["hold"], "hold_point", "the hold does not wait for the cancel: {stop}");
    // The cancel is answered after 5 s; the move answers after its 1 s cancel wait.
    let r = within(mover).await.unwrap();
    assert_eq!(r["success"], false, "{r}");
    assert!(r["message"].as_str().unwrap().contains("motion.cancel_wait_s"), "{r}");
    s.event("cancel", Duration::from_secs(1), "the cancel request").await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_hold_reaches_the_robot_before_the_runner_exits_and_a_killed_armrest_cancels() {
    // A runner that ignores SIGTERM: the hold must not wait for it.
    let s = Stack::start_with(
        115,
        Some(&["--speedup", "20"]),
        None,
        &[("ARMREST_TEST_RUNNER_IGNORES_SIGTERM", "true".into())],
    );
    s.long_sequence_moving().await;
    let base = s.armrest.base.clone();
    let stopping = tokio::spawn(async move {
        reqwest::Client::new()
            .post(format!("{base}/stop"))
            .json(&json!({}))
            .send()
            .await
            .unwrap()
            .json::<Value>()
            .await
            .unwrap()
    });
    s.event("trajectory 1", Duration::from_secs(2), "the hold point to reach the controller").await;
    assert_eq!(s.get("/sequences/status").await.1["status"], "running", "…while the runner still lived");
    let stop = stopping.await.unwrap();
    assert_eq!(stop["sequence_stopped"], true, "{stop}");
    assert_eq!(s.get("/sequences/status").await.1["returncode"], -9);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_runner_cancels_its_goal_when_armrest_is_killed() {
    let mut s = Stack::start(116, Some(&["--speedup", "20"]), None);
    s.long_sequence_moving().await;
    s.armrest.signal("KILL");
    let _ = s.armrest.child.wait();
    s.event("cancel", Duration::from_secs(5), "the runner to cancel its goal").await;
}

#[tokio::test(flavor = "multi_thread")]
async fn the_sequence_runner_runs_over_ros2_actions() {
    let s = Stack::start(105, Some(&[]), None);
    s.connected().await;
    let file = json!({"home": {"joints": [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0], "speed": 1.0},
                      "waypoints": [{"joints": TARGET, "speed": 1.0}, {"x": 0.45, "y": -0.1, "z": 0.45, "b": 3.0, "speed": 1.0}]});
    let bag = s.dir.join("bags/run");
    let form = reqwest::multipart::Form::new()
        .part("config", reqwest::multipart::Part::bytes(serde_json::to_vec(&file).unwrap()).file_name("s.json"))
        .text("n_iterations", "1")
        .text("bag_path", "run")
        .text("topics", "/joint_states,/fake/best_effort,/fake/latched");
    let r = s.client.post(format!("{}/sequences/start", s.armrest.base)).multipart(form).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let status = eventually(Duration::from_secs(60), "the sequence to finish", async || {
        let (_, status) = s.get("/sequences/status").await;
        if status["status"] == "finished" { Ok(status) } else { Err(status) }
    })
    .await;
    let (_, logs) = s.get("/sequences/logs?n=300").await;
    assert_eq!(status, json!({"status": "finished", "returncode": 0}), "{logs}");
    assert_eq!(
        logs["lines"].as_array().unwrap().iter().filter(|l| l.as_str().unwrap().contains(" ok in ")).count(),
        3,
        "{logs}"
    );
    // The run was recorded from the ROS 2 graph as raw CDR: the fake's reversed joint order
    // shows it is the message as published.
    #[derive(serde::Deserialize)]
    struct Msg {
        _stamp: (i32, u32),
        _frame_id: String,
        name: Vec<String>,
        position: Vec<f64>,
    }
    let metadata = std::fs::read_to_string(bag.join("metadata.yaml")).expect("metadata.yaml");
    assert!(metadata.contains("sensor_msgs/msg/JointState"), "{metadata}");
    let mcap_file = std::fs::read_dir(&bag)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "mcap"));
    let bytes = std::fs::read(mcap_file.expect("an .mcap file")).unwrap();
    let mut count = 0;
    let mut last = Vec::new();
    let mut others = std::collections::BTreeMap::new();
    for m in mcap::MessageStream::new(&bytes).unwrap() {
        let m = m.unwrap();
        if m.channel.topic != "/joint_states" {
            // Recorded with the QoS their publishers offer (best effort, transient local).
            *others.entry(m.channel.topic.clone()).or_insert(0) += 1;
            continue;
        }
        let msg: Msg = cdr::deserialize(&m.data).expect("CDR JointState");
        assert_eq!(msg.name[0], "joint7");
        last = msg.position;
        count += 1;
    }
    assert!(count > 50, "{count} messages");
    assert!(others.get("/fake/best_effort").is_some_and(|n| *n > 0), "a best-effort topic is recorded: {others:?}");
    assert_eq!(others.get("/fake/latched"), Some(&1), "a latched message is recorded: {others:?}");
    last.reverse();
    assert!(close(&last, &s.joints().await, 1e-3), "the last recorded state is where the arm is: {last:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn recording_every_topic_of_a_real_graph_skips_what_it_cannot_record() {
    // A real graph carries types armrest never compiled (/rosout: rcl_interfaces/msg/Log,
    // /diagnostics: diagnostic_msgs/msg/DiagnosticArray). With `topics` empty (every topic) the
    // run must not fail for them (D27): each is recorded or named in a skip line. As rosbag2's
    // recorder, the runner goes on discovering while it records: a topic discovered late (a
    // loaded machine) is recorded from then on. The run waits between its iterations until every
    // topic of the fake robot is accounted for, then is stopped: the bag is completed either way.
    let s = Stack::start(118, Some(&["--diagnostics"]), None);
    s.connected().await;
    let file = json!({"waypoints": [{"joints": TARGET, "speed": 1.0}]});
    let bag = s.dir.join("bags/all");
    let form = reqwest::multipart::Form::new()
        .part("config", reqwest::multipart::Part::bytes(serde_json::to_vec(&file).unwrap()).file_name("s.json"))
        .text("n_iterations", "2")
        .text("delay_between_iterations", "120")
        .text("bag_path", "all");
    let r = s.client.post(format!("{}/sequences/start", s.armrest.base)).multipart(form).send().await.unwrap();
    assert_eq!(r.status(), 200);
    // /fake/late appears with the first goal, after the recording started.
    let topics = ["/rosout", "/diagnostics", "/fake/latched", "/fake/best_effort", "/joint_states", "/fake/late"];
    let named = |lines: &[Value], topic: &str| {
        lines
            .iter()
            .filter_map(Value::as_str)
            .any(|l| l.contains(&format!("recording: skipped {topic}:")) || l.contains(&format!("recording {topic} ")))
    };
    let lines = eventually(Duration::from_secs(60), "every topic recorded or skipped", async || {
        let (_, logs) = s.get("/sequences/logs?n=300").await;
        let lines = logs["lines"].as_array().cloned().unwrap_or_default();
        let waiting = lines.iter().filter_map(Value::as_str).any(|l| l.contains("waiting 120.0 s"));
        if waiting && topics.iter().all(|t| named(&lines, t)) { Ok(lines) } else { Err(lines) }
    })
    .await;
    let (status, stop) = s.post("/stop", &json!({})).await;
    assert_eq!((status, &stop["sequence_stopped"]), (200, &json!(true)), "{stop}");
    let status = eventually(Duration::from_secs(60), "the stopped run to end", async || {
        let (_, status) = s.get("/sequences/status").await;
        if status["status"] == "finished" { Ok(status) } else { Err(status) }
    })
    .await;
    assert_eq!(status, json!({"status": "finished", "returncode": -15}), "{lines:#?}");
    let metadata = std::fs::read_to_string(bag.join("metadata.yaml")).expect("metadata.yaml");
    for topic in ["/rosout", "/diagnostics"] {
        let recorded = metadata.contains(&format!("name: {topic}\n"));
        let skipped =
            lines.iter().filter_map(Value::as_str).any(|l| l.contains(&format!("recording: skipped {topic}:")));
        assert!(recorded || skipped, "{topic} neither recorded nor named as skipped: {lines:#?}");
    }
    // The publishers' QoS, as rosbag2 stores it: the latched topic stays latched on playback.
    let meta: Value = serde_saphyr::from_str(&metadata).expect("metadata.yaml is YAML");
    let topics = meta["rosbag2_bagfile_information"]["topics_with_message_count"].as_array().unwrap().clone();
    let qos_of = |name: &str| {
        topics
            .iter()
            .find(|t| t["topic_metadata"]["name"] == name)
            .map(|t| t["topic_metadata"]["offered_qos_profiles"].clone())
            .unwrap_or_else(|| panic!("{name} recorded: {metadata}"))
    };
    assert_eq!(qos_of("/fake/latched")[0]["durability"], "transient_local", "{metadata}");
    assert_eq!(qos_of("/fake/best_effort")[0]["reliability"], "best_effort", "{metadata}");
    // The late topic is in the bag with its type (its messages may not have arrived before the
    // stop: the run is stopped right after its subscription).
    let late = topics.iter().find(|t| t["topic_metadata"]["name"] == "/fake/late").expect("/fake/late in the bag");
    assert_eq!(late["topic_metadata"]["type"], "std_msgs/msg/String", "{late}");
    // DDS discovery does not carry history and depth: rmw reports them unknown and 0, and
    // rosbag2 stores just that.
    assert_eq!(qos_of("/joint_states")[0]["reliability"], "reliable", "{metadata}");
    assert_eq!(qos_of("/joint_states")[0]["deadline"]["sec"], 9_223_372_036_u64, "infinite, as rmw reports it");
    // The same in the MCAP channel's metadata, as YAML text.
    let mcap_file = std::fs::read_dir(&bag)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "mcap"));
    let bytes = std::fs::read(mcap_file.expect("an .mcap file")).unwrap();
    let summary = mcap::Summary::read(&bytes).unwrap().expect("a summary");
    let latched = summary.channels.values().find(|c| c.topic == "/fake/latched").expect("the latched channel");
    let text = latched.metadata.get("offered_qos_profiles").expect("offered_qos_profiles");
    let channel_qos: Value = serde_saphyr::from_str(text).expect("YAML in the channel metadata");
    assert_eq!(channel_qos[0]["durability"], "transient_local", "{text}");
    // Both independent readers read the whole bag, /joint_states included.
    if let Some(python) = common::test_python() {
        let out = std::process::Command::new(python)
            .arg(common::repo().join("tests/python/read_bag.py"))
            .arg(&bag)
            .output()
            .expect("python runs");
        assert!(out.status.success(), "the readers could not read the bag: {}", String::from_utf8_lossy(&out.stderr));
        let read: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(read["readers_agree"], true, "{read}");
        for reader in ["rosbags", "mcap_ros2"] {
            assert!(read[reader]["topics"]["/joint_states"].as_u64().is_some_and(|n| n > 10), "{reader}: {read}");
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_server_silent_while_it_plans_is_not_taken_for_gone() {
    // One feedback, then 4 s of silent planning (longer than the 3 s after which the silence
    // used to count as a dead server): the server is in the graph, so the goal is followed to its
    // end (D27), with no cancel and no hold fighting it.
    let s = Stack::start(119, Some(&["--feedback-gap", "4", "--speedup", "5"]), None);
    s.connected().await;
    let (status, r) = s.post("/robot/move/joints", &json!({"joints": TARGET, "speed": 1.0})).await;
    assert_eq!(status, 200, "{r}");
    assert_eq!(r["success"], true, "{r}");
    let events = s.events.lock().unwrap().clone();
    assert!(!events.iter().any(|e| e == "event cancel" || e.starts_with("event trajectory")), "{events:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_moveit_error_code_is_a_503_naming_it() {
    let s = Stack::start(110, Some(&["--fk-error"]), None);
    s.connected().await;
    let (status, body) = s.get("/robot/pose").await;
    assert_eq!(status, 503, "{body}");
    let detail = body["detail"].as_str().unwrap();
    // The code, its name, and MoveIt's own message and source (moveit_msgs 2.4+, D27).
    assert!(
        detail.contains("error code 99999 (FAILURE): fake: the kinematics solver failed (source: fake_robot)"),
        "{detail}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn without_a_stack_everything_middleware_is_503() {
    let mut fast = common::shipped_endpoints();
    fast.motion.server_wait_s = 0.5;
    let s = Stack::start(106, None, Some(fast));
    for path in ["/robot/joint_states", "/robot/pose"] {
        let (status, body) = s.get(path).await;
        assert_eq!(status, 503, "{path}: {body}");
    }
    for (path, body) in common::Server::motion_requests() {
        let (status, answer) = s.post(path, &body).await;
        assert_eq!(status, 503, "{path}: {answer}");
    }
    let (status, stop) = s.post("/stop", &json!({})).await;
    assert_eq!(status, 200);
    assert_eq!(
        (stop["hold"].as_str(), stop["planner_stopped"].as_bool()),
        (Some("empty_trajectory"), Some(false)),
        "{stop}"
    );
    assert_eq!(s.get("/robot/positions").await.0, 200);
}

#[tokio::test(flavor = "multi_thread")]
async fn each_missing_part_of_the_stack_is_503() {
    // Joint states silent: reads 503.
    let silent = Stack::start(107, Some(&["--silent"]), None);
    // Each read waits the configured 2 s for a message before it answers 503.
    assert_eq!(silent.get("/robot/joint_states").await.0, 503);
    assert_eq!(silent.get("/robot/pose").await.0, 503);
    drop(silent);
    // No /compute_fk: pose 503, joint states fine.
    let no_fk = Stack::start(108, Some(&["--no-fk"]), None);
    no_fk.connected().await;
    let (status, body) = no_fk.get("/robot/pose").await;
    assert_eq!(status, 503, "{body}");
    assert!(body["detail"].as_str().unwrap().contains("/compute_fk"), "{body}");
    drop(no_fk);
    // No action servers: moves 503.
    let no_actions = Stack::start(109, Some(&["--no-actions"]), None);
    no_actions.connected().await;
    let (status, body) = no_actions.post("/robot/move/joints", &json!({"joints": TARGET})).await;
    assert_eq!(status, 503, "{body}");
    assert!(body["detail"].as_str().unwrap().contains("cobot/move_to_joints"), "{body}");
    drop(no_actions);
    // Joint states that name other joints: 503 saying so, not "no message".
    let renamed = Stack::start(128, Some(&["--joint-prefix", "arm_joint_"]), None);
    let (status, body) = eventually(Duration::from_secs(20), "a 503 naming the other joints", async || {
        let (status, body) = renamed.get("/robot/joint_states").await;
        if body["detail"].as_str().is_some_and(|d| d.contains("`arm_joint_1`")) {
            Ok((status, body))
        } else {
            Err(body)
        }
    })
    .await;
    assert_eq!(status, 503, "{body}");
    assert!(body["detail"].as_str().unwrap().contains("do not name all of the arm's joints"), "{body}");
}
