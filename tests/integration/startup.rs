//! The `armrest` binary's start-up (D1, D2): the listening line, overrides, `web.enabled`, and
//! a clear refusal for every kind of configuration mistake.

use crate::common::{self, Options, repo, settings, temp_dir, write_config, write_yaml};
use armrest::config::{EndpointsConfig, SettingsFile};
use armrest_backend::formats::yaml_file;
use armrest_backend::limits::LimitsFile;
use futures_util::StreamExt;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};

/// Why these tests do not run again over ROS 2 (see `common::over_ros2`).
const NOT_A_BACKEND_TEST: &str = "start-up and configuration checks of the binary happen before any backend runs";

fn armrest() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_armrest"));
    c.env_remove("ARMREST_CONFIG").env_remove("ARMREST_AUTH_TOKEN").env_remove("AMENT_PREFIX_PATH");
    c
}

/// Runs armrest on the settings file `path` and returns (exit code, stderr); for
/// configurations that must not start.
fn refuse_file(path: &Path) -> (i32, String) {
    let out = armrest().arg("--config").arg(path).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// `refuse_file` on `settings`, written to `dir`.
fn refuse(settings: &SettingsFile, dir: &Path) -> (i32, String) {
    refuse_file(&write_yaml(&dir.join("settings.yaml"), settings))
}

/// `refuse_file` on a settings text, for a mistake no typed value can hold.
fn refuse_text(text: &str, dir: &Path) -> (i32, String) {
    let path = dir.join("settings.yaml");
    std::fs::write(&path, text).unwrap();
    refuse_file(&path)
}

/// A test server's settings (see `common::settings`).
fn good() -> SettingsFile {
    settings(&Options::default())
}

/// `value` as YAML text, but with the key at the dotted `path` set to `bad`: a value of a
/// type the key cannot hold, or a key the file does not have, as a person might write them.
fn yaml_with(value: &impl serde::Serialize, path: &str, bad: Value) -> String {
    let mut tree = serde_json::to_value(value).expect("the configuration serializes");
    let (parents, key) = path.rsplit_once('.').unwrap_or(("", path));
    let mut node = &mut tree;
    for part in parents.split('.').filter(|p| !p.is_empty()) {
        node = &mut node[part];
    }
    node[key] = bad;
    serde_saphyr::to_string(&tree).expect("YAML")
}

/// A change that makes a configuration wrong, and what the refusal must name.
type Mistake<T> = (fn(&mut T), &'static [&'static str]);

/// Checks that armrest refused to start (code 2), naming each of `needles`.
fn refused_naming((code, err): (i32, String), needles: &[&str]) {
    assert_eq!(code, 2, "should refuse: {needles:?}\n{err}");
    for n in needles {
        assert!(err.contains(n), "message should name {n:?}: {err}");
    }
}

#[test]
fn logs_where_it_listens_and_serves() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    let dir = temp_dir("listen");
    let path = write_config(&dir, &Options::default());
    let mut child = armrest()
        .arg("--config")
        .arg(&path)
        .args(["--port", "0", "--host", "127.0.0.1", "--backend", "sim", "--time-scale", "3"])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let mut before = Vec::new();
    let line = lines
        .by_ref()
        .map_while(Result::ok)
        .find(|l| {
            before.push(l.clone());
            l.contains("listening on")
        })
        .expect("listening line");
    // What the collision checks cover is said before it listens (D28).
    let checks = before.iter().find(|l| l.contains("collision checks:")).expect("a collision checks line");
    assert!(checks.contains("robot bodies, 1 world object(s)"), "{checks}");
    let addr = line.split("http://").nth(1).unwrap().split_whitespace().next().unwrap().to_owned();
    assert!(line.contains("armrest listening on http://127.0.0.1:") && line.contains("(backend: sim)"), "{line}");
    assert!(!addr.ends_with(":0"), "{addr}");
    let mut stream = std::net::TcpStream::connect(&addr).expect("the port accepts connections");
    use std::io::{Read, Write};
    stream.write_all(b"GET /robot/positions HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 200") && answer.contains("home"), "{answer}");
    // SIGTERM stops it cleanly.
    let _ = Command::new("kill").arg(child.id().to_string()).status();
    assert!(child.wait().unwrap().success());
}

#[test]
fn disabled_web_exits_zero() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    let dir = temp_dir("disabled");
    let mut disabled = good();
    disabled.web.enabled = false;
    let (code, err) = refuse(&disabled, &dir);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("disabled"), "{err}");
}

#[test]
fn every_kind_of_mistake_names_file_key_and_form() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    let dir = temp_dir("mistakes");
    let typed: Vec<Mistake<SettingsFile>> = vec![
        (|s| s.simulator.time_scale = -1.0, &["simulator.time_scale", "> 0"]),
        (|s| s.simulator.initial_position = "nowhere".into(), &["initial_position", "nowhere", "home"]),
        (
            |s| s.robot.urdf = "pkg://robot_config/urdf/missing.urdf".into(),
            &["robot.urdf", "robot_config", "missing.urdf"],
        ),
        (|s| s.robot.urdf = "pkg://other_pkg/arm.urdf".into(), &["robot.urdf", "other_pkg"]),
        (|s| s.web.host = String::new(), &["web.host"]),
    ];
    for (mistake, needles) in typed {
        let mut settings = good();
        mistake(&mut settings);
        refused_naming(refuse(&settings, &dir), needles);
    }
    let g = good();
    let textual: Vec<(String, &[&str])> = vec![
        (yaml_with(&g, "web.port", json!(99999)), &["settings.yaml", "web.port"]),
        (yaml_with(&g, "web.colour", json!("blue")), &["settings.yaml", "unknown field `colour`"]),
        (yaml_with(&g, "web.enabled", json!("maybe")), &["settings.yaml", "web.enabled"]),
        (yaml_with(&g, "robot.backend", json!("gazebo")), &["settings.yaml", "robot.backend", "sim"]),
        ("web: [1\n".to_owned(), &["settings.yaml"]),
    ];
    for (text, needles) in textual {
        refused_naming(refuse_text(&text, &dir), needles);
    }
}

#[test]
fn mistakes_in_the_named_files_are_reported_too() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    let dir = temp_dir("files");
    let endpoints_typed: Vec<Mistake<EndpointsConfig>> = vec![
        (|e| e.joint_states.wait_s = -2.0, &["api_endpoints.yaml", "joint_states.wait_s"]),
        (
            |e| {
                e.enabled.0.insert("teleport".into(), true);
            },
            // The key, and the switches there are: the catalogue's names.
            &["api_endpoints.yaml", "enabled.teleport", "move_joints", "view"],
        ),
        (
            |e| {
                e.positions.descriptions.insert("garage".into(), "x".into());
            },
            &["positions.descriptions.garage"],
        ),
        (|e| e.pose.tcp_link = "flange".into(), &["tcp_link", "flange"]),
        (|e| e.mcp.max_speed = 2.0, &["mcp.max_speed", "from 0.01 to 1"]),
        (|e| e.mcp.max_accel_scale = 0.0, &["mcp.max_accel_scale"]),
        (|e| e.mcp.confirm_wait_s = 0.0, &["mcp.confirm_wait_s"]),
    ];
    for (mistake, needles) in endpoints_typed {
        refused_naming(refuse_file(&write_config(&dir, &Options::default().with_endpoints(mistake))), needles);
    }
    let shipped = common::shipped_endpoints();
    let endpoints_textual: Vec<(String, &[&str])> = vec![
        (yaml_with(&shipped, "uploads.max_bytes", json!("lots")), &["api_endpoints.yaml", "uploads.max_bytes"]),
        (yaml_with(&shipped, "mcp.motion", json!("ask")), &["mcp.motion", "allow", "confirm", "deny"]),
    ];
    for (text, needles) in endpoints_textual {
        let path = dir.join("api_endpoints.yaml");
        std::fs::write(&path, text).unwrap();
        let mut settings = good();
        settings.web.endpoints = path.display().to_string();
        refused_naming(refuse(&settings, &dir), needles);
    }
    let limits: LimitsFile =
        yaml_file::load(&repo().join("config/moveit/joint_limits.yaml")).expect("the shipped limits load");
    let limits_typed: Vec<Mistake<LimitsFile>> = vec![
        (
            |l| l.joint_limits.get_mut("joint1").expect("joint1").max_velocity = Some(-1.0),
            &["joint_limits.yaml", "joint_limits.joint1.max_velocity"],
        ),
        (
            |l| l.joint_limits.get_mut("joint1").expect("joint1").min_position = Some(3.5),
            &["joint_limits.joint1.min_position"],
        ),
        (
            |l| {
                let joint7 = l.joint_limits.remove("joint7").expect("joint7");
                l.joint_limits.insert("joint9".into(), joint7);
            },
            &["joint_limits.joint9"],
        ),
    ];
    let limits_path = dir.join("joint_limits.yaml");
    let mut settings = good();
    settings.web.joint_limits = limits_path.display().to_string();
    for (mistake, needles) in limits_typed {
        let mut wrong = limits.clone();
        mistake(&mut wrong);
        write_yaml(&limits_path, &wrong);
        refused_naming(refuse(&settings, &dir), needles);
    }
    let text = yaml_with(&limits, "joint_limits.joint1.has_position_limits", json!("sometimes"));
    std::fs::write(&limits_path, text).unwrap();
    refused_naming(refuse(&settings, &dir), &["joint_limits.joint1.has_position_limits"]);
}

/// Without `data.dir` the data (a sequence's bags) goes to the user's data folder,
/// `$XDG_DATA_HOME/armrest`, not into the configuration folder; start-up says where.
#[test]
fn data_goes_to_the_users_data_folder_and_start_up_says_where() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    let dir = temp_dir("data-dir");
    let mut settings = good();
    settings.data.dir = String::new();
    let path = write_yaml(&dir.join("settings.yaml"), &settings);
    let xdg = dir.join("xdg");
    let mut child = armrest()
        .arg("--config")
        .arg(&path)
        .args(["--port", "0", "--host", "127.0.0.1", "--backend", "sim"])
        .env("XDG_DATA_HOME", &xdg)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let line = lines.map_while(Result::ok).find(|l| l.contains("data folder:")).expect("a data folder line");
    let _ = Command::new("kill").arg(child.id().to_string()).status();
    let _ = child.wait();
    let data = xdg.join("armrest");
    assert!(line.contains(&format!("data folder: {} ", data.display())), "{line}");
    assert!(line.contains(&format!("bags in {}", data.join("bags").display())), "{line}");
}

/// Started in another folder, armrest finds no `config/settings.yaml`: it says where it looked
/// and how to name the file.
#[test]
fn started_elsewhere_it_says_where_it_looked_and_how_to_name_the_file() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    let dir = temp_dir("elsewhere");
    let out = armrest().current_dir(&dir).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    let looked = dir.join("config/settings.yaml");
    refused_naming(
        (out.status.code().unwrap_or(-1), err.into_owned()),
        &["cannot read the settings file", &format!("looked for {}", looked.display()), "--config PATH"],
    );
}

#[cfg(not(feature = "ros2"))]
#[test]
fn ros2_backend_without_the_feature_says_how_to_build_it() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    let dir = temp_dir("ros2");
    let mut ros2 = good();
    ros2.robot.backend = armrest::config::BackendKind::Ros2;
    let (code, err) = refuse(&ros2, &dir);
    assert_eq!(code, 2);
    assert!(err.contains("--features ros2"), "{err}");
}

/// One line per request after its answer, under `armrest::request`, with the client's path
/// quoted; none lost, though the log is written off the request path: every line of a burst is
/// in the log once armrest has exited on SIGTERM.
#[tokio::test(flavor = "multi_thread")]
async fn every_request_is_one_log_line_and_none_is_lost_at_exit() {
    if common::skipped_over_ros2("the service's own log, written the same whatever the backend") {
        return;
    }
    let dir = temp_dir("request-log");
    let path = write_config(&dir, &Options::default());
    // Killed should an assertion fail before it exits.
    let mut p = common::Killed(common::Process::start(&path));
    let client = reqwest::Client::new();
    const BURST: usize = 2000;
    // 16 at a time: within the connection bound (D26), many lines in each of the log's writes.
    let base = p.0.base.clone();
    let requests = (0..BURST).map(|i| client.get(format!("{base}/robot/joint_states?n={i}")).send());
    let answers: Vec<_> = futures_util::stream::iter(requests).buffer_unordered(16).collect().await;
    for answer in answers {
        assert_eq!(answer.expect("an answer").status(), 200);
    }
    let odd = client.get(format!("{base}/no/such%0Apath`")).send().await.expect("an answer");
    assert_eq!(odd.status(), 404);
    p.0.signal("TERM");
    let (status, log) = p.0.exit_and_log();
    assert!(status.success(), "{status}");
    // Logged just before the process ends: written all the same.
    assert!(log.lines().last().is_some_and(|l| l.contains("armrest stopped")), "{log}");
    let requests: Vec<&str> = log.lines().filter(|l| l.contains("armrest::request:")).collect();
    for i in 0..BURST {
        let wanted = format!("GET `/robot/joint_states?n={i}` HTTP/1.1 200 ");
        assert_eq!(requests.iter().filter(|l| l.contains(&wanted)).count(), 1, "{wanted} in {requests:#?}");
    }
    // The client's text stays on its line, escaped.
    let line = requests.iter().find(|l| l.contains(" 404 ")).expect("the 404's line");
    assert!(line.contains("GET `/no/such%0Apath%60` HTTP/1.1 404 ") && line.ends_with(" ms"), "{line}");
    assert_eq!(requests.len(), BURST + 1, "one line per request");
}
