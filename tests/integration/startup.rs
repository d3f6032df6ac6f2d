//! The `armrest` binary's start-up (D1, D2): the listening line, overrides, `web.enabled`, and
//! a clear refusal for every kind of configuration mistake.

use crate::common::{self, Options, repo, settings_yaml, temp_dir};
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

/// Runs armrest on `settings` and returns (exit code, stderr); for configurations that must not start.
fn refuse(settings: &str, dir: &Path) -> (i32, String) {
    let path = dir.join("settings.yaml");
    std::fs::write(&path, settings).unwrap();
    let out = armrest().arg("--config").arg(&path).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn good(dir: &Path) -> String {
    settings_yaml(dir, &Options::default())
}

#[test]
fn logs_where_it_listens_and_serves() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    let dir = temp_dir("listen");
    let path = dir.join("settings.yaml");
    std::fs::write(&path, good(&dir)).unwrap();
    let mut child = armrest()
        .arg("--config")
        .arg(&path)
        .args(["--port", "0", "--host", "127.0.0.1", "--backend", "sim", "--time-scale", "3"])
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stderr.take().unwrap()).lines();
    let line = lines.by_ref().map_while(Result::ok).find(|l| l.contains("listening on")).expect("listening line");
    let addr = line.split("http://").nth(1).unwrap().split_whitespace().next().unwrap().to_owned();
    assert!(line.contains("armrest listening on http://127.0.0.1:") && line.contains("(backend: sim)"), "{line}");
    assert!(!addr.ends_with(":0"), "{addr}");
    let mut stream = std::net::TcpStream::connect(&addr).expect("the port accepts connections");
    use std::io::{Read, Write};
    stream.write_all(b"GET /robot/positions HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").unwrap();
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
    let (code, err) = refuse(&good(&dir).replace("enabled: true", "enabled: false"), &dir);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("disabled"), "{err}");
}

#[test]
fn every_kind_of_mistake_names_file_key_and_form() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    let dir = temp_dir("mistakes");
    let g = good(&dir);
    let cases: Vec<(String, &[&str])> = vec![
        (g.replace("port: 0", "port: 99999"), &["settings.yaml", "web.port"]),
        (g.replace("port: 0", "port: 0\n  colour: blue"), &["settings.yaml", "unknown field `colour`"]),
        (g.replace("enabled: true", "enabled: maybe"), &["settings.yaml", "web.enabled"]),
        (g.replace("backend: sim", "backend: gazebo"), &["settings.yaml", "robot.backend", "sim"]),
        (g.replace("time_scale: 20", "time_scale: -1"), &["simulator.time_scale", "> 0"]),
        (g.replace("initial_position: home", "initial_position: nowhere"), &["initial_position", "nowhere", "home"]),
        (
            g.replace("urdf: pkg://robot_config/urdf/arm.urdf", "urdf: pkg://robot_config/urdf/missing.urdf"),
            &["robot.urdf", "robot_config", "missing.urdf"],
        ),
        (
            g.replace("urdf: pkg://robot_config/urdf/arm.urdf", "urdf: pkg://other_pkg/arm.urdf"),
            &["robot.urdf", "other_pkg"],
        ),
        (g.replace("host: 127.0.0.1", "host: \"\""), &["web.host"]),
        ("web: [1\n".to_owned(), &["settings.yaml"]),
    ];
    for (settings, needles) in cases {
        let (code, err) = refuse(&settings, &dir);
        assert_eq!(code, 2, "should refuse: {needles:?}\n{err}");
        for n in needles {
            assert!(err.contains(n), "message should name {n:?}: {err}");
        }
    }
}

#[test]
fn mistakes_in_the_named_files_are_reported_too() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    let dir = temp_dir("files");
    let shipped = std::fs::read_to_string(repo().join("config/api_endpoints.yaml")).unwrap();
    let limits = std::fs::read_to_string(repo().join("config/moveit/joint_limits.yaml")).unwrap();
    let endpoints_cases: Vec<(String, &[&str])> = vec![
        (
            shipped.replace("wait_s: 2.0                      #", "wait_s: -2 #"),
            &["api_endpoints.yaml", "joint_states.wait_s"],
        ),
        (shipped.replace("max_bytes: 16777216", "max_bytes: lots"), &["api_endpoints.yaml", "uploads.max_bytes"]),
        (shipped.replace("  pose: true", "  pose: true\n  teleport: true"), &["api_endpoints.yaml", "teleport"]),
        (shipped.replace("    home: Start", "    garage: x\n    home: Start"), &["positions.descriptions.garage"]),
        (shipped.replace("tcp_link: tool0", "tcp_link: flange"), &["tcp_link", "flange"]),
        (shipped.replace("motion: confirm ", "motion: ask "), &["mcp.motion", "allow", "confirm", "deny"]),
        (shipped.replace("max_speed: 0.25 ", "max_speed: 2 "), &["mcp.max_speed", "from 0.01 to 1"]),
        (shipped.replace("max_accel_scale: 0.25 ", "max_accel_scale: 0 "), &["mcp.max_accel_scale"]),
        (shipped.replace("confirm_wait_s: 120.0 ", "confirm_wait_s: 0 "), &["mcp.confirm_wait_s"]),
    ];
    for (text, needles) in endpoints_cases {
        let settings = settings_yaml(&dir, &Options { endpoints_yaml: Some(text), ..Options::default() });
        let (code, err) = refuse(&settings, &dir);
        assert_eq!(code, 2, "{err}");
        for n in needles {
            assert!(err.contains(n), "message should name {n:?}: {err}");
        }
    }
    let limits_cases: Vec<(String, &[&str])> = vec![
        (
            limits.replacen("max_velocity: 1.7104", "max_velocity: -1", 1),
            &["joint_limits.yaml", "joint_limits.joint1.max_velocity"],
        ),
        (limits.replacen("min_position: -2.97", "min_position: 3.5", 1), &["joint_limits.joint1.min_position"]),
        (limits.replace("  joint7:", "  joint9:"), &["joint_limits.joint9"]),
        (
            limits.replacen("has_position_limits: true", "has_position_limits: sometimes", 1),
            &["joint_limits.joint1.has_position_limits"],
        ),
    ];
    for (text, needles) in limits_cases {
        let lpath = dir.join("joint_limits.yaml");
        std::fs::write(&lpath, text).unwrap();
        let settings = good(&dir).replace(
            "joint_limits: pkg://robot_config/config/moveit/joint_limits.yaml",
            &format!("joint_limits: {}", lpath.display()),
        );
        let (code, err) = refuse(&settings, &dir);
        assert_eq!(code, 2, "{err}");
        for n in needles {
            assert!(err.contains(n), "message should name {n:?}: {err}");
        }
    }
}

#[cfg(not(feature = "ros2"))]
#[test]
fn ros2_backend_without_the_feature_says_how_to_build_it() {
    if common::skipped_over_ros2(NOT_A_BACKEND_TEST) {
        return;
    }
    let dir = temp_dir("ros2");
    let (code, err) = refuse(&good(&dir).replace("backend: sim", "backend: ros2"), &dir);
    assert_eq!(code, 2);
    assert!(err.contains("--features ros2"), "{err}");
}
