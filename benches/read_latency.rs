//! Reads stay fast while `lin` paths are planned (no request handler blocks a runtime worker).
//! Measures `GET /robot/joint_states` over loopback with the arm idle, then while a second
//! client asks for moves back to back, once with `ptp` (one IK solve: the cost of the requests
//! themselves) and once with `lin` (an IK solve every 2 mm / 0.5 degrees), and prints p50/p99
//! of each and the p99 ratios (target: at most 2x). Run with
//! `cargo bench --bench read_latency`; figures are in docs/performance.md.

// A bench uses a few of the integration tests' helpers.
#[allow(dead_code)]
#[path = "../tests/integration/common/mod.rs"]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Requests per sampled phase.
const SAMPLES: usize = 3000;

/// Two far-apart poses with the tool down: with `lin`, a straight line between them is a long
/// IK path; with `ptp`, one IK solve.
fn targets(planner: &str) -> [serde_json::Value; 2] {
    let pose = |x: f64, y: f64, a: f64| {
        serde_json::json!({"x": x, "y": y, "z": 0.35, "a": a, "b": std::f64::consts::PI, "c": 0.0,
                           "planner": planner, "speed": 1.0})
    };
    [pose(0.55, -0.35, -1.0), pose(0.45, 0.4, 1.0)]
}

/// Keeps a client asking for moves with `planner` until `done`; counts them.
fn motion_load(
    server: &common::Server,
    planner: &'static str,
    done: Arc<AtomicBool>,
    moves: Arc<AtomicUsize>,
) -> tokio::task::JoinHandle<()> {
    let client = server.client.clone();
    let url = server.url("/robot/move/pose");
    tokio::spawn(async move {
        let targets = targets(planner);
        let mut i = 0;
        while !done.load(Ordering::Relaxed) {
            let _ = client.post(&url).json(&targets[i % 2]).send().await;
            moves.fetch_add(1, Ordering::Relaxed);
            i += 1;
        }
    })
}

async fn sample(server: &common::Server, n: usize) -> Vec<Duration> {
    let url = server.url("/robot/joint_states");
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let t = Instant::now();
        let r = server.client.get(&url).send().await.expect("GET");
        let _ = r.bytes().await.expect("body");
        out.push(t.elapsed());
    }
    out.sort();
    out
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 * p) as usize).min(sorted.len() - 1)]
}

/// p50 and p99 of reads while a client keeps asking for moves with `planner`, and the number of
/// moves it made meanwhile.
fn under_load(rt: &tokio::runtime::Runtime, server: &common::Server, planner: &'static str) -> (Vec<Duration>, usize) {
    let (done, plans) = (Arc::new(AtomicBool::new(false)), Arc::new(AtomicUsize::new(0)));
    let load = {
        let _inside = rt.enter();
        motion_load(server, planner, Arc::clone(&done), Arc::clone(&plans))
    };
    // Measure only once the load is under way.
    rt.block_on(async {
        while plans.load(Ordering::Relaxed) < 1 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    });
    let samples = rt.block_on(sample(server, SAMPLES));
    done.store(true, Ordering::Relaxed);
    let _ = rt.block_on(load);
    (samples, plans.load(Ordering::Relaxed))
}

fn reads_while_planning(c: &mut Criterion) {
    // Two workers, as on the 2-core machine the service runs on.
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let server = rt.block_on(common::Server::start(common::Options { time_scale: 1000.0, ..Default::default() }));
    let idle = rt.block_on(sample(&server, SAMPLES));
    // The same request loop with trivial planning: what the second client's requests cost.
    let (ptp, ptp_moves) = under_load(&rt, &server, "ptp");
    let (lin, lin_moves) = under_load(&rt, &server, "lin");
    let p99 = |s: &[Duration]| percentile(s, 0.99);
    println!(
        "GET /robot/joint_states over loopback, {SAMPLES} requests each:\n  \
         idle:                   p50 {:?}  p99 {:?}\n  \
         ptp moves back to back: p50 {:?}  p99 {:?}  ({ptp_moves} moves)\n  \
         lin moves back to back: p50 {:?}  p99 {:?}  ({lin_moves} moves)\n  \
         p99 ratios: lin/idle {:.2}, lin/ptp {:.2} (planning's own share; target <= 2)",
        percentile(&idle, 0.5),
        p99(&idle),
        percentile(&ptp, 0.5),
        p99(&ptp),
        percentile(&lin, 0.5),
        p99(&lin),
        p99(&lin).as_secs_f64() / p99(&idle).as_secs_f64(),
        p99(&lin).as_secs_f64() / p99(&ptp).as_secs_f64(),
    );
    let url = server.url("/robot/joint_states");
    c.bench_function("joint_states_idle", |b| {
        b.to_async(&rt)
            .iter(|| async { server.client.get(&url).send().await.expect("GET").bytes().await.expect("body").len() })
    });
}

criterion_group!(benches, reads_while_planning);
criterion_main!(benches);
