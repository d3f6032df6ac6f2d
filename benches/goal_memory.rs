//! Resident memory of armrest over 10,000 motion goals (issue 22, item 6): armrest on
//! `--backend ros2` against `armrest_sim_node`, each a process of its own, sent zero-length
//! `POST /robot/move/joints` (a MoveToJoints goal to where the arm is: goal, acceptance,
//! feedback, result). r2r's action client keeps per-goal channels; a service that runs for
//! months must not grow with every goal. Prints armrest's VmRSS every 1,000 goals and the growth
//! per goal over the second half (after allocator and DDS warm-up). Not a criterion bench: one
//! long run, read as a trend. Needs the ROS 2 environment:
//!   . target/ros2/env.sh
//!   export ROS_AUTOMATIC_DISCOVERY_RANGE=LOCALHOST ARMREST_ALLOW_TEST_INTERFACES=1
//!   export CARGO_TARGET_DIR=target/ros2/cargo
//!   cargo build --release --features ros2 -p armrest-sim-node   # the node, another crate's binary
//!   cargo bench --features ros2 --bench goal_memory [-- GOALS] [sim]

#[allow(dead_code)]
#[path = "../tests/integration/common/mod.rs"]
mod common;

use common::{Options, Server};
use serde_json::json;

/// A ROS domain no test uses.
const DOMAIN: u32 = 78;

fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let goals: u64 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(10_000);
    // `sim`: the same goals on the simulator backend, to tell armrest's own share of any growth
    // from the middleware's.
    let sim = args.iter().any(|a| a == "sim");
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let server = if sim {
        rt.block_on(Server::start_as_process(Options::default()))
    } else {
        rt.block_on(Server::start_over_ros2(Options::default(), DOMAIN))
    };
    println!("backend: {}", if sim { "sim" } else { "ros2 (armrest_sim_node)" });
    let pid = server.pid.expect("armrest runs as a process");
    let here = rt.block_on(server.joints());
    let step = (goals / 10).max(1);
    let mut samples = vec![(0, rss_kib(pid))];
    println!("goals  VmRSS (KiB)");
    println!("{:>5}  {}", 0, samples[0].1);
    for i in 1..=goals {
        let (status, body) = rt.block_on(server.post_json("/robot/move/joints", &json!({"joints": here})));
        assert_eq!((status, &body["success"]), (200, &json!(true)), "goal {i}: {body}");
        if i % step == 0 {
            let rss = rss_kib(pid);
            samples.push((i, rss));
            println!("{i:>5}  {rss}");
        }
    }
    let half = samples[samples.len() / 2];
    let last = samples[samples.len() - 1];
    let per_goal = (last.1 as f64 - half.1 as f64) * 1024.0 / (last.0 - half.0).max(1) as f64;
    println!("growth over the second half: {per_goal:.1} bytes per goal");
}
