//! The HTTP API with `--backend ros2` against a live ROS 2 graph on loopback: a fake robot
//! stack in rclpy (tests/ros2/fake_robot.py) offering what the real arm's stack offers. Each
//! test has its own ROS_DOMAIN_ID. Needs a build with `--features ros2` in the environment of
//! scripts/ros2-env.sh (scripts/test-ros2.sh does both).
#![cfg(feature = "ros2")]

mod common;
use common::{Options, Process, close, settings_yaml, temp_dir};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

const TARGET: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];

/// A fake robot stack plus armrest on the ROS 2 backend, in one ROS domain.
struct Stack {
    fake: Option<Child>,
    armrest: Process,
    client: reqwest::Client,
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

fn python() -> String {
    std::env::var("VENV").map(|v| format!("{v}/bin/python")).unwrap_or_else(|_| "python3".into())
}

fn fake_robot(domain: u32, flags: &[&str]) -> Child {
    let mut child = Command::new(python())
        .arg(common::repo().join("tests/ros2/fake_robot.py"))
        .arg("--urdf")
        .arg(common::repo().join("urdf/arm.urdf"))
        .args(flags)
        .env("ROS_DOMAIN_ID", domain.to_string())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the fake robot starts (source target/ros2/env.sh)");
    let stdout = child.stdout.take().expect("stdout");
    let ready = BufReader::new(stdout).lines().map_while(Result::ok).any(|l| l == "ready");
    assert!(ready, "the fake robot did not come up");
    child
}

impl Stack {
    fn start(domain: u32, fake_flags: Option<&[&str]>, endpoints_yaml: Option<String>) -> Stack {
        let fake = fake_flags.map(|flags| fake_robot(domain, flags));
        let dir = temp_dir(&format!("ros2-{domain}"));
        let settings = dir.join("settings.yaml");
        std::fs::write(&settings, settings_yaml(&dir, &Options { endpoints_yaml, ..Options::default() })).unwrap();
        let armrest = Process::start_with(&settings, &["--backend", "ros2"], &[("ROS_DOMAIN_ID", domain.to_string())]);
        Stack { fake, armrest, client: reqwest::Client::new() }
    }

    async fn get(&self, path: &str) -> (u16, Value) {
        common::decode(self.client.get(format!("{}{path}", self.armrest.base)).send().await.unwrap()).await
    }

    async fn post(&self, path: &str, body: &Value) -> (u16, Value) {
        common::decode(self.client.post(format!("{}{path}", self.armrest.base)).json(body).send().await.unwrap()).await
    }

    /// Waits (bounded) for discovery: the first joint state.
    async fn connected(&self) {
        let t = Instant::now();
        while t.elapsed() < Duration::from_secs(20) {
            if self.get("/robot/joint_states").await.0 == 200 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
        panic!("no joint state from the fake robot within 20 s");
    }

    async fn joints(&self) -> Vec<f64> {
        let (status, js) = self.get("/robot/joint_states").await;
        assert_eq!(status, 200, "{js}");
        js["position"].as_array().unwrap().iter().map(|v| v.as_f64().unwrap()).collect()
    }

    async fn wait_for(&self, limit: Duration, pred: impl Fn(&[f64]) -> bool) -> Vec<f64> {
        let t = Instant::now();
        loop {
            let q = self.joints().await;
            if pred(&q) || t.elapsed() > limit {
                return q;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
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

#[tokio::test(flavor = "multi_thread")]
async fn trajectories_are_published_to_the_controller() {
    let s = Stack::start(102, Some(&[]), None);
    s.connected().await;
    let (status, body) =
        s.post("/trajectory/send", &json!({"points": [{"positions": TARGET, "time_from_start": 1.0}]})).await;
    assert_eq!((status, body), (200, json!({"status": "sent"})));
    let q = s.wait_for(Duration::from_secs(10), |q| close(q, &TARGET, 1e-6)).await;
    assert!(close(&q, &TARGET, 1e-6), "{q:?}");
    let (_, logs) = s.get("/trajectory/logs").await;
    assert!(logs["lines"].to_string().contains("/robot_arm_controller/joint_trajectory"), "{logs}");
}

#[tokio::test(flavor = "multi_thread")]
async fn motion_goes_through_the_cobot_actions() {
    let s = Stack::start(103, Some(&[]), None);
    s.connected().await;
    let (status, r) = s.post("/robot/move/joints", &json!({"joints": TARGET, "speed": 1.0})).await;
    assert_eq!((status, &r["success"]), (200, &json!(true)), "{r}");
    // The next joint state messages show the target.
    let q = s.wait_for(Duration::from_secs(2), |q| close(q, &TARGET, 1e-6)).await;
    assert!(close(&q, &TARGET, 1e-6), "{q:?}");
    let (_, r) = s.post("/robot/move/named", &json!({"name": "work", "speed": 1.0})).await;
    assert_eq!(r["success"], true, "{r}");
    let work = [0.6, 0.7, 0.1, -1.3, -0.1, 1.1, 0.6];
    let q = s.wait_for(Duration::from_secs(2), |q| close(q, &work, 1e-6)).await;
    assert!(close(&q, &work, 1e-6), "{q:?}");
    let (_, r) = s
        .post("/robot/move/pose", &json!({"x": 0.45, "y": 0.1, "z": 0.45, "a": 0.0, "b": 3.0, "c": 0.0, "speed": 1.0}))
        .await;
    assert_eq!(r["success"], true, "{r}");
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (_, pose) = s.get("/robot/pose").await;
    assert!((pose["position"]["x"].as_f64().unwrap() - 0.45).abs() < 1e-3, "{pose}");
}

#[tokio::test(flavor = "multi_thread")]
async fn stop_mid_motion_cancels_the_goal_and_holds() {
    let s = Stack::start(104, Some(&[]), None);
    s.connected().await;
    let request =
        s.client.post(format!("{}/robot/move/joints", s.armrest.base)).json(&json!({"joints": TARGET, "speed": 0.05}));
    let mover = tokio::spawn(async move { request.send().await.unwrap().json::<Value>().await.unwrap() });
    let start = s.joints().await;
    s.wait_for(Duration::from_secs(10), |q| !close(q, &start, 1e-3)).await;
    let (status, stop) = s.post("/stop", &json!({})).await;
    assert_eq!(status, 200);
    assert_eq!((stop["hold"].as_str(), stop["planner_stopped"].as_bool()), (Some("hold_point"), Some(true)), "{stop}");
    let r = mover.await.unwrap();
    assert_eq!(r["success"], false, "a cancelled goal is never success: {r}");
    tokio::time::sleep(Duration::from_millis(200)).await;
    let held = s.joints().await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(close(&s.joints().await, &held, 1e-9));
    assert!(!close(&held, &TARGET, 1e-2));
}

#[tokio::test(flavor = "multi_thread")]
async fn the_sequence_runner_runs_over_ros2_actions() {
    let s = Stack::start(105, Some(&[]), None);
    s.connected().await;
    let file = json!({"home": {"joints": [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0], "speed": 1.0},
                      "waypoints": [{"joints": TARGET, "speed": 1.0}, {"x": 0.45, "y": -0.1, "z": 0.45, "b": 3.0, "speed": 1.0}]});
    let bag = temp_dir("ros2-bag").join("run");
    let form = reqwest::multipart::Form::new()
        .part("config", reqwest::multipart::Part::bytes(serde_json::to_vec(&file).unwrap()).file_name("s.json"))
        .text("n_iterations", "1")
        .text("bag_path", bag.display().to_string())
        .text("topics", "/joint_states");
    let r = s.client.post(format!("{}/sequences/start", s.armrest.base)).multipart(form).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let t = Instant::now();
    let status = loop {
        let (_, st) = s.get("/sequences/status").await;
        if st["status"] == "finished" || t.elapsed() > Duration::from_secs(60) {
            break st;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
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
    for m in mcap::MessageStream::new(&bytes).unwrap() {
        let m = m.unwrap();
        assert_eq!(m.channel.topic, "/joint_states");
        let msg: Msg = cdr::deserialize(&m.data).expect("CDR JointState");
        assert_eq!(msg.name[0], "joint7");
        last = msg.position;
        count += 1;
    }
    assert!(count > 50, "{count} messages");
    last.reverse();
    assert!(close(&last, &s.joints().await, 1e-3), "the last recorded state is where the arm is: {last:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_moveit_error_code_is_a_503_naming_it() {
    let s = Stack::start(110, Some(&["--fk-error"]), None);
    s.connected().await;
    let (status, body) = s.get("/robot/pose").await;
    assert_eq!(status, 503, "{body}");
    assert!(body["detail"].as_str().unwrap().contains("99999"), "{body}");
}

#[tokio::test(flavor = "multi_thread")]
async fn without_a_stack_everything_middleware_is_503() {
    let shipped = std::fs::read_to_string(common::repo().join("config/api_endpoints.yaml")).unwrap();
    let fast = shipped.replace("server_wait_s: 2.0", "server_wait_s: 0.5");
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
    tokio::time::sleep(Duration::from_secs(3)).await;
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
}
