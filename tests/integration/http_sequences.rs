//! Motion sequences over HTTP on the simulator: the runner process's lifecycle, validation,
//! stop, action names, logs and bag recording (spec "States and transitions", D9).

use crate::common::{self, Options, Server, close, locs, temp_dir};
use serde_json::{Value, json};
use std::time::Duration;

const A: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];
const HOME: [f64; 7] = [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0];

fn sequence() -> Value {
    json!({
        "home": {"joints": HOME, "speed": 0.8},
        "waypoints": [
            {"joints": A, "speed": 0.8},
            {"x": 0.5, "y": 0.1, "z": 0.5, "a": 0.0, "b": std::f64::consts::PI, "c": 0.0, "speed": 0.5, "planner": "lin"},
            {"x": 0.45, "y": -0.15, "z": 0.4, "a": 0.2, "b": 3.0, "c": 0.0, "speed": 0.8, "planner": "ptp"}
        ]
    })
}

async fn start(s: &Server, file: &Value, fields: &[(&str, &str)]) -> (u16, Value) {
    let mut form = reqwest::multipart::Form::new()
        .part("config", reqwest::multipart::Part::bytes(serde_json::to_vec(file).unwrap()).file_name("sequence.json"));
    for (k, v) in fields {
        form = form.text(k.to_string(), v.to_string());
    }
    let r = s.client.post(s.url("/sequences/start")).multipart(form).send().await.unwrap();
    common::decode(r).await
}

async fn finished(s: &Server) -> Value {
    s.sequence_finished().await
}

async fn log_lines(s: &Server) -> Vec<String> {
    let (status, body) = s.get("/sequences/logs?n=300").await;
    assert_eq!(status, 200);
    body["lines"].as_array().unwrap().iter().map(|l| l.as_str().unwrap().to_owned()).collect()
}

/// The runner's pid, from the first log line.
fn runner_pid(lines: &[String]) -> i32 {
    let l = lines.iter().find(|l| l.contains("(pid ")).expect("start line");
    l.split("(pid ").nth(1).unwrap().split(')').next().unwrap().parse().unwrap()
}

fn process_alive(pid: i32) -> bool {
    // A zombie would still have /proc/PID: that counts as alive (not reaped) here.
    std::path::Path::new(&format!("/proc/{pid}")).exists()
}

#[tokio::test(flavor = "multi_thread")]
async fn lifecycle_idle_running_finished_and_again() {
    let s = Server::start(Options::default()).await;
    assert_eq!(s.get("/sequences/status").await, (200, json!({"status": "idle"})));
    let (status, body) = start(&s, &sequence(), &[("n_iterations", "2"), ("delay_between_iterations", "0.05")]).await;
    assert_eq!((status, common::ack(body.clone())), (200, json!({"status": "started"})));
    let (_, running) = s.get("/sequences/status").await;
    assert!(running == json!({"status": "running"}) || running["status"] == "finished", "{running}");
    let done = finished(&s).await;
    assert_eq!(done, json!({"status": "finished", "returncode": 0}));
    let lines = log_lines(&s).await;
    let steps: Vec<&String> = lines.iter().filter(|l| l.contains(" ok in ")).collect();
    assert_eq!(steps.len(), 1 + 2 * 3, "{lines:#?}");
    assert!(steps[0].contains("home: MoveToJoints"), "home is visited first: {}", steps[0]);
    assert!(steps[2].contains("iteration 1/2, waypoint 2/3: MoveToPose lin"), "{}", steps[2]);
    assert!(lines.iter().all(|l| l.as_bytes().get(4) == Some(&b'-') && l.contains("Z ")), "timestamps: {lines:#?}");
    // The last waypoint (Cartesian, ptp) was reached.
    s.settled().await;
    let (_, pose) = s.get("/robot/pose").await;
    let p = &pose["position"];
    let err = ((p["x"].as_f64().unwrap() - 0.45).powi(2)
        + (p["y"].as_f64().unwrap() + 0.15).powi(2)
        + (p["z"].as_f64().unwrap() - 0.4).powi(2))
    .sqrt();
    assert!(err < 1e-3, "{pose}");
    // Again from finished; the new run's log replaces the old.
    let (status, _) = start(&s, &json!({"waypoints": [{"joints": A}]}), &[("n_iterations", "1")]).await;
    assert_eq!(status, 200);
    assert_eq!(finished(&s).await, json!({"status": "finished", "returncode": 0}));
    let again = log_lines(&s).await;
    assert!(again[0].contains("started"), "{again:#?}");
    assert_eq!(again.iter().filter(|l| l.contains(" ok in ")).count(), 1, "{again:#?}");
    assert!(close(&s.settled().await, &A, 1e-3));
    assert!(!process_alive(runner_pid(&again)));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_second_start_and_motion_requests_are_409_while_running() {
    let s = Server::start(Options { time_scale: 2.0, ..Options::default() }).await;
    let (status, _) = start(&s, &sequence(), &[("n_iterations", "20"), ("delay_between_iterations", "0.5")]).await;
    assert_eq!(status, 200);
    let (status, body) = start(&s, &sequence(), &[]).await;
    assert_eq!(status, 409, "{body}");
    assert!(body["detail"].as_str().unwrap().contains("already running"));
    for (path, body) in Server::motion_requests() {
        let (status, answer) = s.post_json(path, &body).await;
        assert_eq!(status, 409, "{path}: {answer}");
        assert!(answer["detail"].as_str().unwrap().contains("sequence"), "{answer}");
    }
    let (_, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(stop["sequence_stopped"], true);
}

#[tokio::test(flavor = "multi_thread")]
async fn stop_ends_the_runner_with_a_signal_and_the_arm_holds() {
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let slow = json!({"waypoints": [{"joints": A, "speed": 0.05}, {"joints": HOME, "speed": 0.05}]});
    let (status, _) = start(&s, &slow, &[("n_iterations", "5")]).await;
    assert_eq!(status, 200);
    let before = s.joints().await;
    s.wait_for_joints(Duration::from_secs(10), "the sequence to move the arm", |q| !close(q, &before, 1e-3)).await;
    let pid = runner_pid(&log_lines(&s).await);
    assert!(process_alive(pid));
    let (status, stop) = s.post_json("/stop", &json!({})).await;
    assert_eq!(status, 200);
    assert_eq!((stop["sequence_stopped"].as_bool(), stop["success"].as_bool()), (Some(true), Some(true)), "{stop}");
    let status = finished(&s).await;
    assert_eq!(status, json!({"status": "finished", "returncode": -15}));
    assert!(!process_alive(pid), "the runner process is gone");
    s.settled().await;
    let held = s.still_for(Duration::from_millis(300)).await.expect("the arm holds");
    assert!(!close(&held, &A, 1e-2));
    // Motion is allowed again.
    let (_, r) = s.post_json("/robot/move/joints", &json!({"joints": HOME, "speed": 1.0})).await;
    assert_eq!(r["success"], true, "{r}");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unknown_action_name_is_returncode_3() {
    let s = Server::start(Options::default()).await;
    let (status, _) = start(&s, &sequence(), &[("joints_action", "cobot/teleport")]).await;
    assert_eq!(status, 200);
    assert_eq!(finished(&s).await, json!({"status": "finished", "returncode": 3}));
    let lines = log_lines(&s).await;
    assert!(lines.iter().any(|l| l.contains("stderr:") && l.contains("cobot/teleport")), "{lines:#?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_failing_motion_is_returncode_1() {
    let s = Server::start(Options::default()).await;
    let (status, _) = start(&s, &json!({"waypoints": [{"x": 3.0, "y": 0, "z": 0.5}]}), &[("n_iterations", "1")]).await;
    assert_eq!(status, 200);
    assert_eq!(finished(&s).await, json!({"status": "finished", "returncode": 1}));
    assert!(log_lines(&s).await.iter().any(|l| l.contains("outside the workspace")));
}

#[tokio::test(flavor = "multi_thread")]
async fn invalid_files_and_fields_are_422_and_nothing_starts() {
    let s = Server::start(Options::default()).await;
    type Case = (Value, Vec<(&'static str, &'static str)>, Vec<Value>);
    let cases: Vec<Case> = vec![
        (
            json!({"waypoints": [{"joints": [0, 0, 0, 0, 0, 0]}]}),
            vec![],
            vec![json!(["body", "config", "waypoints", 0, "joints"])],
        ),
        (
            json!({"waypoints": [{"joints": A}, {"joints": [0, 0, 0, 0, 0, 0, 3.2]}]}),
            vec![],
            vec![json!(["body", "config", "waypoints", 1, "joints", 6])],
        ),
        (
            json!({"waypoints": [{"joints": A, "speed": 2}]}),
            vec![],
            vec![json!(["body", "config", "waypoints", 0, "speed"])],
        ),
        (
            json!({"waypoints": [{"x": 0.4, "y": 0, "z": 0.4, "planner": "spline"}]}),
            vec![],
            vec![json!(["body", "config", "waypoints", 0, "planner"])],
        ),
        (json!({"waypoints": [{"y": 0, "z": 0.4}]}), vec![], vec![json!(["body", "config", "waypoints", 0, "x"])]),
        (
            json!({"home": {"joints": [9, 0, 0, 0, 0, 0, 0]}, "waypoints": [{"joints": A}]}),
            vec![],
            vec![json!(["body", "config", "home", "joints", 0])],
        ),
        (
            json!({"home": HOME}),
            vec![],
            vec![json!(["body", "config", "home"]), json!(["body", "config", "waypoints"])],
        ),
        (json!([1]), vec![], vec![json!(["body", "config"])]),
        (sequence(), vec![("n_iterations", "0")], vec![json!(["body", "n_iterations"])]),
        (sequence(), vec![("n_iterations", "two")], vec![json!(["body", "n_iterations"])]),
        (sequence(), vec![("delay_between_iterations", "-1")], vec![json!(["body", "delay_between_iterations"])]),
        (sequence(), vec![("delay_between_iterations", "soon")], vec![json!(["body", "delay_between_iterations"])]),
        // A pause beyond a day is a mistake, not a plan.
        (sequence(), vec![("delay_between_iterations", "1e20")], vec![json!(["body", "delay_between_iterations"])]),
        // Names as ROS 2 checks them, before a runner would choke on them.
        (sequence(), vec![("joints_action", "--help")], vec![json!(["body", "joints_action"])]),
        (sequence(), vec![("pose_action", "cobot/move to pose")], vec![json!(["body", "pose_action"])]),
        (sequence(), vec![("topics", "/joint_states,not a topic")], vec![json!(["body", "topics"])]),
        // A bag path may not forge log lines or reach the file system with a NUL.
        (sequence(), vec![("bag_path", "run\u{0}x")], vec![json!(["body", "bag_path"])]),
        (sequence(), vec![("bag_path", "run\nforged line")], vec![json!(["body", "bag_path"])]),
    ];
    for (file, fields, expected) in cases {
        let (status, body) = start(&s, &file, &fields).await;
        assert_eq!(status, 422, "{file} {fields:?}: {body}");
        assert_eq!(locs(&body), expected, "{file} {fields:?}: {body}");
    }
    let long = "a".repeat(5000);
    let (status, body) = start(&s, &sequence(), &[("bag_path", long.as_str())]).await;
    assert_eq!((status, locs(&body)), (422, vec![json!(["body", "bag_path"])]), "{body}");
    assert!(body.to_string().len() < 500, "the answer does not echo the path: {body}");
    // Not JSON at all, and no file part.
    let form = reqwest::multipart::Form::new()
        .part("config", reqwest::multipart::Part::bytes(b"{oops".to_vec()).file_name("s.json"));
    let r = s.client.post(s.url("/sequences/start")).multipart(form).send().await.unwrap();
    let (status, body) = common::decode(r).await;
    assert_eq!((status, locs(&body)), (422, vec![json!(["body", "config"])]));
    let form = reqwest::multipart::Form::new().text("n_iterations", "2");
    let r = s.client.post(s.url("/sequences/start")).multipart(form).send().await.unwrap();
    let (status, body) = common::decode(r).await;
    assert_eq!((status, locs(&body)), (422, vec![json!(["body", "config"])]));
    let (status, body) = s.post_json("/sequences/start", &sequence()).await;
    assert_eq!((status, locs(&body)), (422, vec![json!(["body", "config"])]));
    assert_eq!(s.get("/sequences/status").await, (200, json!({"status": "idle"})));
    for bad in ["0", "301", "x"] {
        let (status, body) = s.get(&format!("/sequences/logs?n={bad}")).await;
        assert_eq!((status, locs(&body)), (422, vec![json!(["query", "n"])]));
    }
}

/// Decodes a CDR `sensor_msgs/msg/JointState` with the independent `cdr` crate.
#[derive(serde::Deserialize, Debug)]
struct Time {
    sec: i32,
    nanosec: u32,
}
#[derive(serde::Deserialize, Debug)]
struct Header {
    stamp: Time,
    frame_id: String,
}
#[derive(serde::Deserialize, Debug)]
struct JointStateMsg {
    header: Header,
    name: Vec<String>,
    position: Vec<f64>,
    velocity: Vec<f64>,
    effort: Vec<f64>,
}

/// A topic named for the bag that nobody publishes: no motion starts, the runner exits 3
/// (unavailable) naming it, after the discovery wait.
#[tokio::test(flavor = "multi_thread")]
async fn a_named_topic_nobody_publishes_starts_no_motion() {
    let s = Server::start(Options::default().with_endpoints(|e| e.motion.discovery_wait_s = 2.0)).await;
    let before = s.joints().await;
    let (status, body) = start(
        &s,
        &json!({"waypoints": [{"joints": A, "speed": 1.0}]}),
        &[("bag_path", "nobody"), ("topics", "/joint_states,/nobody_publishes_this")],
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let lines = log_lines(&s).await;
    assert_eq!(finished(&s).await["returncode"], 3, "{lines:#?}");
    let lines = log_lines(&s).await;
    // Over ROS 2 a fresh runner may not even have discovered /joint_states within 2 s: it is
    // named then too.
    let refused = |l: &String| l.contains("no publisher of") && l.contains("/nobody_publishes_this");
    assert!(lines.iter().any(|l| refused(l) && l.contains("no motion started")), "{lines:#?}");
    assert!(close(&s.joints().await, &before, 1e-9), "the arm did not move");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_bag_is_recorded_and_reads_back() {
    let s = Server::start(Options::default()).await;
    // Relative to the bag folder, `bags/` beside the settings file.
    let bag = s.dir.join("bags/run1");
    let (status, body) = start(
        &s,
        &json!({"home": {"joints": HOME, "speed": 1.0}, "waypoints": [{"joints": A, "speed": 0.5}]}),
        &[("n_iterations", "1"), ("bag_path", "run1"), ("topics", "")],
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(finished(&s).await["returncode"], 0, "{:#?}", log_lines(&s).await);
    let metadata = std::fs::read_to_string(bag.join("metadata.yaml")).expect("metadata.yaml");
    assert!(
        metadata.contains("storage_identifier: mcap") && metadata.contains("sensor_msgs/msg/JointState"),
        "{metadata}"
    );
    let mcap_file = std::fs::read_dir(&bag)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "mcap"))
        .expect("an .mcap file");
    let bytes = std::fs::read(&mcap_file).unwrap();
    let mut messages = Vec::new();
    let mut recorded = 0;
    for m in mcap::MessageStream::new(&bytes).unwrap() {
        let m = m.unwrap();
        recorded += 1;
        assert_eq!(m.channel.message_encoding, "cdr");
        if m.channel.topic != "/joint_states" {
            // Empty `topics` is every discovered topic: on a ROS 2 graph there are others (the
            // controller's speed scaling input); the simulator records /joint_states alone.
            assert!(common::over_ros2(), "only /joint_states on the simulator, not {}", m.channel.topic);
            continue;
        }
        assert_eq!(m.channel.schema.as_ref().unwrap().name, "sensor_msgs/msg/JointState");
        let msg: JointStateMsg = cdr::deserialize(&m.data).expect("CDR JointState");
        let stamp = msg.header.stamp.sec as u64 * 1_000_000_000 + msg.header.stamp.nanosec as u64;
        if common::over_ros2() {
            // As rosbag2 records: the log time is when the message arrived, after its stamp.
            assert!(stamp <= m.log_time && m.log_time - stamp < 5_000_000_000, "{stamp} vs {}", m.log_time);
        } else {
            assert_eq!(stamp, m.log_time);
        }
        messages.push(msg);
    }
    let count_line = metadata.lines().find(|l| l.trim_start().starts_with("message_count:")).unwrap();
    assert_eq!(count_line.split(':').nth(1).unwrap().trim().parse::<usize>().unwrap(), recorded);
    assert!(messages.len() > 20, "{} messages", messages.len());
    let first = &messages[0];
    assert_eq!(first.name, ["joint1", "joint2", "joint3", "joint4", "joint5", "joint6", "joint7"]);
    assert!(first.header.frame_id.is_empty() && first.effort.len() == 7 && first.velocity.len() == 7);
    assert!(close(&first.position, &HOME, 1e-3), "starts at home: {:?}", first.position);
    let last = messages.last().unwrap();
    assert!(close(&last.position, &A, 1e-3), "ends at the waypoint: {:?}", last.position);
    assert!(messages.iter().any(|m| m.velocity.iter().any(|v| v.abs() > 1e-3)), "the motion is in the bag");
    // The metadata and the channel carry the type's RIHS01 hash; the schema its full definition.
    let hash = armrest::bag::cdr::JointStateMessage::definition().unwrap().type_hash;
    assert!(metadata.contains(&format!("type_description_hash: {hash}")), "{metadata}");
    // Two independent readers (`rosbags`, `mcap-ros2-support`), decoding from the file's own
    // schemas only, read every message and every field alike.
    if let Some(python) = common::test_python() {
        let out = std::process::Command::new(python)
            .arg(common::repo().join("tests/python/read_bag.py"))
            .arg(&bag)
            .output()
            .expect("python runs");
        assert!(out.status.success(), "the readers could not read the bag: {}", String::from_utf8_lossy(&out.stderr));
        let read: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(read["message_count"], recorded);
        assert_eq!(read["type_hashes"]["/joint_states"], hash);
        assert_eq!(read["readers_agree"], true, "{read}");
        for reader in ["rosbags", "mcap_ros2"] {
            let r = &read[reader];
            assert_eq!(r["topics"]["/joint_states"], messages.len(), "{reader}");
            assert_eq!(r["names"], json!(first.name), "{reader}");
            let last_read: Vec<f64> = serde_json::from_value(r["last"].clone()).unwrap();
            assert_eq!(last_read, last.position, "{reader}");
            let fields = json!([
                "effort",
                "header.frame_id",
                "header.stamp.nanosec",
                "header.stamp.sec",
                "name",
                "position",
                "velocity"
            ]);
            assert_eq!(r["fields"]["/joint_states"], fields, "{reader}");
        }
    }
    // An existing, non-empty folder is refused before launch, named relatively or absolutely.
    for named in ["run1", bag.to_str().unwrap()] {
        let (status, body) = start(&s, &sequence(), &[("bag_path", named)]).await;
        assert_eq!((status, locs(&body)), (422, vec![json!(["body", "bag_path"])]), "{named}");
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_bag_cannot_be_written_outside_the_bag_folder() {
    let s = Server::start(Options::default()).await;
    let outside = temp_dir("outside");
    std::fs::create_dir_all(s.dir.join("bags")).unwrap();
    std::os::unix::fs::symlink(&outside, s.dir.join("bags/escape")).unwrap();
    let absolute = outside.join("run").display().to_string();
    let dots = format!("{}/bags/../run", s.dir.display());
    for bad in [absolute.as_str(), "../run", "a/../../run", dots.as_str(), "escape/run", "/"] {
        let (status, body) = start(&s, &sequence(), &[("bag_path", bad)]).await;
        assert_eq!((status, locs(&body)), (422, vec![json!(["body", "bag_path"])]), "{bad}: {body}");
        assert!(body["detail"][0]["msg"].as_str().unwrap().contains("sequences.bag_root"), "{body}");
    }
    assert_eq!(s.get("/sequences/status").await.1["status"], "idle", "nothing started");
    assert_eq!(std::fs::read_dir(&outside).unwrap().count(), 0, "nothing written outside");
    assert!(!s.dir.join("run").exists());
    // Inside the folder, `..` that stays inside is fine.
    let (status, body) = start(&s, &sequence(), &[("bag_path", "a/../inside"), ("n_iterations", "1")]).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(finished(&s).await["returncode"], 0);
    assert!(s.dir.join("bags/inside/metadata.yaml").is_file());
}

#[test]
fn the_runner_by_hand_refuses_a_bad_file_with_code_2() {
    if common::skipped_over_ros2("the runner's file check, before it reaches any backend") {
        return;
    }
    let dir = temp_dir("runner");
    let file = dir.join("bad.json");
    std::fs::write(&file, r#"{"waypoints": [{"joints": [1, 2]}]}"#).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_motion_sequence_runner"))
        .arg("--config")
        .arg(&file)
        .args(["--sim-socket", "/nonexistent.sock"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("waypoints[0].joints"));
    let good = dir.join("good.json");
    std::fs::write(&good, r#"{"waypoints": [{"joints": [0, 0, 0, 0, 0, 0, 0]}]}"#).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_motion_sequence_runner"))
        .arg("--config")
        .arg(&good)
        .args(["--sim-socket", "/nonexistent.sock"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(3), "middleware unavailable: {}", String::from_utf8_lossy(&out.stderr));
}
