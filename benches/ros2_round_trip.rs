//! Round trips over ROS 2 on loopback against the same on the simulator backend: armrest on
//! `--backend ros2` talking to `armrest_sim_node` (DDS on loopback, its own ROS domain) versus
//! armrest on `--backend sim`, each a process of its own, each asked over HTTP for
//! `GET /robot/joint_states` (the latest state, kept by a subscription), `GET /robot/pose`
//! (a `/compute_fk` call over ROS 2) and a zero-length `POST /robot/move/joints` (a
//! MoveToJoints goal to the position the arm holds: goal, acceptance and result). Compare the
//! two backends' times in one run (the machine is noisy). Needs the ROS 2 environment:
//!   . target/ros2/env.sh
//!   export ROS_AUTOMATIC_DISCOVERY_RANGE=LOCALHOST   # keep the bench's graph to this machine
//!   export CARGO_TARGET_DIR=target/ros2/cargo ARMREST_ALLOW_TEST_INTERFACES=1
//!   cargo build --release --features ros2 -p armrest-sim-node   # the node, another crate's binary
//!   cargo bench --features ros2 --bench ros2_round_trip

// A bench uses a few of the integration tests' helpers.
#[allow(dead_code)]
#[path = "../tests/integration/common/mod.rs"]
mod common;

use common::{Options, Server};
use criterion::{Criterion, criterion_group, criterion_main};
use serde_json::json;

/// A ROS domain no test uses.
const DOMAIN: u32 = 77;

fn round_trips(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let sim = rt.block_on(Server::start_as_process(Options::default()));
    let ros2 = rt.block_on(Server::start_over_ros2(Options::default(), DOMAIN));
    let backends = [("sim", &sim), ("ros2", &ros2)];
    for path in ["/robot/joint_states", "/robot/pose"] {
        let mut g = c.benchmark_group(format!("GET {path}"));
        for (name, server) in backends {
            g.bench_function(name, |b| {
                b.to_async(&rt).iter(|| async {
                    let (status, body) = server.get(path).await;
                    assert_eq!(status, 200, "{body}");
                })
            });
        }
        g.finish();
    }
    let mut g = c.benchmark_group("POST /robot/move/joints (zero length)");
    for (name, server) in backends {
        let here = rt.block_on(server.joints());
        g.bench_function(name, |b| {
            b.to_async(&rt).iter(|| async {
                let (status, body) = server.post_json("/robot/move/joints", &json!({"joints": here})).await;
                assert_eq!((status, &body["success"]), (200, &json!(true)), "{body}");
            })
        });
    }
    g.finish();
}

criterion_group!(benches, round_trips);
criterion_main!(benches);
