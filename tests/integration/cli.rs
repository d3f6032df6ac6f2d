//! The command line (D40): the built `armrest` binary run as a client of a live server, each
//! subcommand's output for a person and with `--json`, and its exit codes (0 done, 1 the motion
//! did not succeed, 3 unreachable, 4 refused); the lease kept renewed through a move longer than
//! its ttl. The CLI only talks HTTP, so these run over ROS 2 too.

use crate::common::{Options, Server, close, eventually, motion_seconds, temp_dir};
use armrest::control::ControlMode;
use serde_json::{Value, json};
use std::time::Duration;
use tokio::io::AsyncBufReadExt;

const A: [f64; 7] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];
/// A command's longest run in these tests (a sequence, a slow move) on a busy machine.
const LIMIT: Duration = Duration::from_secs(120);

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

impl Run {
    fn json(&self) -> Value {
        serde_json::from_str(self.stdout.trim()).unwrap_or_else(|e| panic!("{e}: not JSON: {:?}", self.stdout))
    }
}

/// `armrest` with the client environment cleared (a developer's ARMREST_URL is not the test's).
fn command(args: &[&str]) -> tokio::process::Command {
    let mut c = tokio::process::Command::new(env!("CARGO_BIN_EXE_armrest"));
    c.args(args).env_remove("ARMREST_URL").env_remove("ARMREST_TOKEN").env_remove("ARMREST_LEASE");
    c.stdin(std::process::Stdio::null()).kill_on_drop(true);
    c
}

/// Runs `armrest --url <server> ARGS` to its end.
async fn cli(s: &Server, args: &[&str]) -> Run {
    run(&[&["--url", s.base.as_str()], args].concat()).await
}

async fn run(args: &[&str]) -> Run {
    let out = tokio::time::timeout(LIMIT, command(args).output())
        .await
        .unwrap_or_else(|_| panic!("armrest {args:?} did not end within {LIMIT:?}"))
        .expect("armrest runs");
    let run = Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    };
    eprintln!("armrest {args:?}: exit {}\n{}{}", run.code, run.stdout, run.stderr);
    run
}

fn joint_args(q: &[f64]) -> Vec<String> {
    q.iter().map(f64::to_string).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn state_pose_and_positions_read_as_tables_and_as_the_services_json() {
    let s = Server::start(Options::default()).await;
    let state = cli(&s, &["state"]).await;
    assert_eq!(state.code, 0, "{}", state.stderr);
    let lines: Vec<&str> = state.stdout.lines().collect();
    assert!(lines[0].starts_with("joint") && lines[0].contains("position"), "{}", state.stdout);
    assert_eq!(lines.len(), 8, "a header and 7 joints: {}", state.stdout);
    assert!(lines[1].starts_with("joint1"), "{}", state.stdout);
    // `--json` after the subcommand as before it: the service's own answer.
    for args in [&["state", "--json"][..], &["--json", "state"][..]] {
        let json = cli(&s, args).await;
        assert_eq!(json.code, 0);
        let answer = json.json();
        assert_eq!(answer["name"].as_array().map(Vec::len), Some(7), "{answer}");
        assert!(close(&crate::common::positions(&answer), &s.joints().await, 1e-3));
    }
    let pose = cli(&s, &["pose"]).await;
    assert_eq!(pose.code, 0);
    assert!(pose.stdout.contains("position  x ") && pose.stdout.contains("(frame base_link)"), "{}", pose.stdout);
    let positions = cli(&s, &["positions"]).await;
    assert_eq!(positions.code, 0);
    for name in ["home", "work", "transport"] {
        assert!(positions.stdout.lines().any(|l| l.starts_with(name)), "{name}: {}", positions.stdout);
    }
    assert_eq!(cli(&s, &["positions", "--json"]).await.json().as_array().map(Vec::len), Some(3));
}

#[tokio::test(flavor = "multi_thread")]
async fn move_joints_exits_0_with_the_arm_there_and_a_failed_move_exits_1() {
    let s = Server::start(Options::default()).await;
    let q = joint_args(&A);
    let args: Vec<&str> =
        ["move", "joints"].into_iter().chain(q.iter().map(String::as_str)).chain(["--speed", "0.5"]).collect();
    let moved = cli(&s, &args).await;
    assert_eq!(moved.code, 0, "{}", moved.stderr);
    assert!(moved.stdout.starts_with("reached the joint target"), "{}", moved.stdout);
    s.wait_for_joints(Duration::from_secs(10), "the arm at A", |q| close(q, &A, 1e-3)).await;
    // A plan that cannot be followed is the service's `success: false`: exit 1, its answer printed.
    let far = cli(&s, &["--json", "move", "pose", "1.5", "0.1", "0.5", "0", "3.14159", "0", "--planner", "lin"]).await;
    assert_eq!(far.code, 1, "{}", far.stderr);
    assert_eq!(far.json()["success"], false);
    // A plan prints its figures and moves nothing.
    let plan = cli(&s, &["plan", "named", "work"]).await;
    assert_eq!(plan.code, 0, "{}", plan.stderr);
    assert!(plan.stdout.contains("nothing moved") && plan.stdout.contains("duration "), "{}", plan.stdout);
    assert!(close(&s.joints().await, &A, 1e-3));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_move_beyond_the_limits_exits_4_with_the_422_message_and_nothing_moves() {
    let s = Server::start(Options::default()).await;
    let before = s.settled().await;
    let refused = cli(&s, &["move", "joints", "9", "0", "0", "0", "0", "0", "0"]).await;
    assert_eq!(refused.code, 4, "{}", refused.stderr);
    assert!(refused.stderr.contains("422") && refused.stderr.contains("body.joints.0"), "{}", refused.stderr);
    assert!(refused.stderr.contains("upper limit"), "the service's message: {}", refused.stderr);
    // `--json`: the service's D5 answer on stdout.
    let json = cli(&s, &["--json", "move", "joints", "9", "0", "0", "0", "0", "0", "0"]).await;
    assert_eq!(json.code, 4);
    assert_eq!(json.json()["detail"][0]["loc"], json!(["body", "joints", 0]));
    assert!(close(&s.still_for(Duration::from_millis(100)).await.expect("nothing moved"), &before, 1e-9));
    // Usage mistakes are clap's: exit 2.
    assert_eq!(cli(&s, &["move", "joints", "1", "2"]).await.code, 2);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_unreachable_service_exits_3() {
    // A port that was free a moment ago: nothing listens there.
    let port = std::net::TcpListener::bind("127.0.0.1:0").expect("bind").local_addr().expect("addr").port();
    let url = format!("http://127.0.0.1:{port}");
    let refused = run(&["--url", &url, "state"]).await;
    assert_eq!(refused.code, 3, "{}", refused.stderr);
    assert!(refused.stderr.contains("cannot reach") && refused.stderr.contains(&url), "{}", refused.stderr);
    // ARMREST_URL says the same.
    let out = command(&["state"]).env("ARMREST_URL", &url).output().await.expect("runs");
    assert_eq!(out.status.code(), Some(3));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_robot_without_joint_states_exits_3() {
    let faults = armrest_sim::SimFaults { joint_states_silent: true, ..Default::default() };
    let s = Server::start(Options { faults, ..Options::default() }).await;
    let silent = cli(&s, &["state"]).await;
    assert_eq!(silent.code, 3, "503: {}", silent.stderr);
    assert!(silent.stderr.contains("503"), "{}", silent.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn the_token_is_sent_as_a_bearer_and_a_wrong_one_exits_4() {
    let s = Server::start(Options { auth_token: "s3cret", ..Options::default() }).await;
    assert_eq!(cli(&s, &["state"]).await.code, 4, "401 without the token");
    assert_eq!(cli(&s, &["state", "--token", "wrong"]).await.code, 4);
    assert_eq!(cli(&s, &["--token", "s3cret", "state"]).await.code, 0);
    let out = command(&["--url", &s.base, "state"]).env("ARMREST_TOKEN", "s3cret").output().await.expect("runs");
    assert_eq!(out.status.code(), Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn stop_ends_a_move_in_progress() {
    // Real time: the slow move lasts seconds, so the stop meets it however long the CLI's process
    // takes to start on a loaded machine (at time scale 20 it lasted 0.25 s and was sometimes
    // over before the stop arrived).
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }).await;
    let slow = s.slow_move_under_way(&A).await;
    let stop = cli(&s, &["stop"]).await;
    assert_eq!(stop.code, 0, "{}", stop.stderr);
    assert!(stop.stdout.contains("stopped"), "{}", stop.stdout);
    let answer = slow.await.expect("the move's answer");
    assert_eq!(answer["success"], false, "{answer}");
    let rest = s.settled().await;
    assert!(!close(&rest, &A, 1e-3), "held before A");
}

#[tokio::test(flavor = "multi_thread")]
async fn trajectory_send_publishes_a_csv_file() {
    let s = Server::start(Options::default()).await;
    let dir = temp_dir("cli-trajectory");
    let file = dir.join("traj.csv");
    std::fs::write(&file, "t;joint1;joint2;joint3;joint4;joint5;joint6;joint7\n2.0;0.2;0.5;0;-1.2;0;1.0;0\n")
        .expect("write");
    let sent = cli(&s, &["trajectory", "send", file.to_str().expect("path")]).await;
    assert_eq!(sent.code, 0, "{}", sent.stderr);
    assert!(sent.stdout.starts_with("trajectory sent"), "{}", sent.stdout);
    let target = [0.2, 0.5, 0.0, -1.2, 0.0, 1.0, 0.0];
    s.wait_for_joints(Duration::from_secs(30), "the trajectory's end", |q| close(q, &target, 1e-3)).await;
    // A file the service refuses: 4, the row and column named.
    let bad = dir.join("bad.csv");
    std::fs::write(&bad, "t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n2.0,9,0.5,0,-1.2,0,1.0,0\n")
        .expect("write");
    let refused = cli(&s, &["trajectory", "send", bad.to_str().expect("path")]).await;
    assert_eq!(refused.code, 4, "{}", refused.stderr);
    assert!(refused.stderr.contains("body.file.row.2.joint1"), "{}", refused.stderr);
    // Sent, then refused by the controller (times that do not increase are the client's duty,
    // D11): the command follows the motion to that outcome and exits 1 (issue 49: it said
    // "trajectory sent", exit 0).
    assert!(sent.stdout.contains("succeeded"), "followed to its end: {}", sent.stdout);
    let backwards = dir.join("backwards.json");
    let body = json!({"points": [{"positions": A, "time_from_start": 4.0}, {"positions": A, "time_from_start": 3.9}]});
    std::fs::write(&backwards, body.to_string()).expect("write");
    let out = cli(&s, &["trajectory", "send", backwards.to_str().expect("path")]).await;
    assert_eq!(out.code, 1, "{} {}", out.stdout, out.stderr);
    assert!(out.stdout.contains("trajectory sent") && out.stdout.contains("did not succeed"), "{}", out.stdout);
}

#[tokio::test(flavor = "multi_thread")]
async fn sequence_start_follows_the_log_to_the_end_and_records_it() {
    let s = Server::start(Options::default()).await;
    let dir = temp_dir("cli-sequence");
    let file = dir.join("sequence.json");
    let config = json!({"waypoints": [{"joints": A, "speed": 0.5}, {"name": "home", "speed": 0.5}]});
    std::fs::write(&file, config.to_string()).expect("write");
    let path = file.to_str().expect("path");
    let run =
        cli(&s, &["sequence", "start", path, "--iterations", "2", "--delay", "0", "--record", "cli-demo", "--follow"])
            .await;
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("iteration 2/2, waypoint 2/2"), "every line followed: {}", run.stdout);
    assert!(run.stdout.contains("runner exited with return code 0"), "{}", run.stdout);
    assert!(run.stdout.contains("sequence finished with return code 0"), "{}", run.stdout);
    assert_eq!(s.get("/sequences/status").await.1["returncode"], 0);
    let (status, recording) = s.get("/recordings/cli-demo").await;
    assert_eq!(status, 200, "{recording}");
    assert_eq!(recording["state"], "stopped", "stopped after the sequence: {recording}");
    assert!(recording["points"].as_u64().unwrap_or(0) > 1, "{recording}");
    // A sequence whose waypoint cannot be reached runs and fails: return code 1, exit 1.
    let unreachable =
        json!({"waypoints": [{"x": 1.5, "y": 0.1, "z": 0.5, "b": std::f64::consts::PI, "planner": "lin"}]});
    std::fs::write(&file, unreachable.to_string()).expect("write");
    let failed = cli(&s, &["sequence", "start", path, "--iterations", "1", "--follow"]).await;
    assert_eq!(failed.code, 1, "{}", failed.stderr);
    assert!(failed.stdout.contains("sequence finished with return code 1"), "{}", failed.stdout);
    // One refused before it runs (a position that does not exist) is 422: exit 4.
    std::fs::write(&file, json!({"waypoints": [{"name": "nowhere"}]}).to_string()).expect("write");
    let refused = cli(&s, &["sequence", "start", path, "--follow"]).await;
    assert_eq!(refused.code, 4, "{}", refused.stderr);
    assert!(refused.stderr.contains("no named position `nowhere`"), "{}", refused.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn world_put_list_and_rm() {
    let s = Server::start(Options::default()).await;
    let dir = temp_dir("cli-world");
    let file = dir.join("crate.json");
    let object =
        json!({"kind": "obstacle", "shape": "box", "size": [0.1, 0.1, 0.1], "pose": {"x": 0.0, "y": 0.7, "z": 0.15}});
    std::fs::write(&file, object.to_string()).expect("write");
    let put = cli(&s, &["world", "put", file.to_str().expect("path")]).await;
    assert_eq!(put.code, 0, "{}", put.stderr);
    assert!(put.stdout.contains("put `crate`"), "the file's name is its id: {}", put.stdout);
    let list = cli(&s, &["world", "list"]).await;
    assert!(list.stdout.lines().any(|l| l.starts_with("crate ") && l.contains("obstacle")), "{}", list.stdout);
    let ids: Vec<Value> = cli(&s, &["world", "list", "--json"]).await.json()["objects"]
        .as_array()
        .expect("objects")
        .iter()
        .map(|o| o["id"].clone())
        .collect();
    assert!(ids.contains(&json!("crate")), "{ids:?}");
    assert_eq!(cli(&s, &["world", "rm", "crate"]).await.code, 0);
    let gone = cli(&s, &["world", "rm", "crate"]).await;
    assert_eq!(gone.code, 4, "404: {}", gone.stderr);
    assert!(gone.stderr.contains("no world object `crate`"), "{}", gone.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_lease_shorter_than_the_move_is_kept_renewed_by_the_cli() {
    const TTL_S: f64 = 2.0;
    // Real time: the move takes several seconds of the wall clock, the lease lapses in two.
    let s = Server::start(Options { time_scale: 1.0, ..Options::default() }.with_endpoints(|e| {
        e.control.mode = ControlMode::Lease;
        e.control.ttl_s = TTL_S;
    }))
    .await;
    let q = joint_args(&A);
    let joints: Vec<&str> = q.iter().map(String::as_str).collect();
    // Without the lease: refused, 423 is exit 4.
    let refused = cli(&s, &[&["move", "joints"][..], &joints].concat()).await;
    assert_eq!(refused.code, 4, "{}", refused.stderr);
    assert!(refused.stderr.contains("423"), "{}", refused.stderr);
    let take = cli(&s, &["control", "take", "--holder", "cli-test"]).await;
    assert_eq!(take.code, 0, "{}", take.stderr);
    let lease = take.stdout.trim().to_owned();
    assert_eq!(lease.len(), 32, "the lease alone on stdout: {lease:?}");
    let moved =
        cli(&s, &[&["--lease", &lease, "--json", "move", "joints"][..], &joints, &["--speed", "0.05"]].concat()).await;
    assert_eq!(moved.code, 0, "the lease was kept: {}", moved.stderr);
    let answer = moved.json();
    assert_eq!(answer["success"], true, "{answer}");
    assert!(motion_seconds(&answer) > 2.0 * TTL_S, "the move outlasted the lease's ttl: {answer}");
    s.wait_for_joints(Duration::from_secs(10), "the arm at A", |q| close(q, &A, 1e-3)).await;
    let (_, control) = s.get("/control").await;
    assert_eq!((&control["held"], &control["holder"]), (&json!(true), &json!("cli-test")), "{control}");
    let released = cli(&s, &["control", "release", "--lease", &lease]).await;
    assert_eq!(released.code, 0, "{}", released.stderr);
    assert_eq!(s.get("/control").await.1["held"], false);
    // `--take-control` takes one for the command and gives it back after.
    let home = cli(&s, &["--take-control", "move", "named", "home", "--speed", "0.5"]).await;
    assert_eq!(home.code, 0, "{}", home.stderr);
    assert_eq!(s.get("/control").await.1["held"], false, "released after the command");
}

#[tokio::test(flavor = "multi_thread")]
async fn override_reads_and_sets_the_fraction() {
    let s = Server::start(Options::default()).await;
    let set = cli(&s, &["override", "0.5"]).await;
    assert_eq!(set.code, 0, "{}", set.stderr);
    assert_eq!(s.get("/robot/override").await.1["fraction"], 0.5);
    assert_eq!(cli(&s, &["override", "--json"]).await.json()["fraction"], 0.5);
    let refused = cli(&s, &["override", "2"]).await;
    assert_eq!(refused.code, 4, "{}", refused.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn watch_prints_a_line_per_state_when_not_on_a_terminal() {
    let s = Server::start(Options::default()).await;
    let mut child = command(&["--url", &s.base, "watch", "--rate", "10"])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("armrest watch");
    let mut lines = tokio::io::BufReader::new(child.stdout.take().expect("stdout")).lines();
    let first = eventually(Duration::from_secs(30), "two state lines", async || {
        let mut seen = Vec::new();
        while seen.len() < 2 {
            match lines.next_line().await {
                Ok(Some(line)) => seen.push(line),
                other => return Err(format!("{other:?} after {seen:?}")),
            }
        }
        Ok(seen)
    })
    .await;
    for line in first {
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 8, "a stamp and 7 positions: {line}");
        assert!(fields[1..].iter().all(|f| f.parse::<f64>().is_ok()), "{line}");
    }
    child.kill().await.expect("ended");
}

#[tokio::test(flavor = "multi_thread")]
async fn completions_are_generated_for_each_shell() {
    for shell in ["bash", "zsh", "fish"] {
        let out = run(&["completions", shell]).await;
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert!(out.stdout.contains("armrest") && out.stdout.contains("sequence"), "{shell}");
    }
    let help = run(&["--help"]).await;
    for code in ["0  done", "1  the motion", "2  usage", "3  the service or the robot is unreachable", "4  refused"] {
        assert!(help.stdout.contains(code), "{code}: {}", help.stdout);
    }
}
