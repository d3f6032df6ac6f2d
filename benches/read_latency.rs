//! Reads stay fast while a long `lin` path is planned (issue: no request handler blocks a
//! runtime worker). Measures `GET /robot/joint_states` over loopback with the arm idle, then
//! while a client keeps asking for long straight-line moves (thousands of IK solves each), and
//! prints p50/p99 of both and their ratio (target: planning p99 at most 2x idle p99). Run with
//! `cargo bench --bench read_latency`; figures are in the README.

#[path = "../tests/common/mod.rs"]
mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Requests per sampled phase.
const SAMPLES: usize = 3000;

/// Two far-apart poses with the tool down: a straight line between them is a long IK path.
fn lin_targets() -> [serde_json::Value; 2] {
    let pose = |x: f64, y: f64, a: f64| {
        serde_json::json!({"x": x, "y": y, "z": 0.35, "a": a, "b": std::f64::consts::PI, "c": 0.0,
                           "planner": "lin", "speed": 1.0})
    };
    [pose(0.55, -0.35, -1.0), pose(0.45, 0.4, 1.0)]
}

/// Keeps the planner busy until `done`; counts the plans it asked for.
fn planning_load(
    server: &common::Server,
    done: Arc<AtomicBool>,
    plans: Arc<AtomicUsize>,
) -> tokio::task::JoinHandle<()> {
    let client = server.client.clone();
    let url = server.url("/robot/move/pose");
    tokio::spawn(async move {
        let targets = lin_targets();
        let mut i = 0;
        while !done.load(Ordering::Relaxed) {
            let _ = client.post(&url).json(&targets[i % 2]).send().await;
            plans.fetch_add(1, Ordering::Relaxed);
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

fn reads_while_planning(c: &mut Criterion) {
    // Two workers, as on the 2-core machine the service runs on.
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let server = rt.block_on(common::Server::start(common::Options { time_scale: 1000.0, ..Default::default() }));
    let idle = rt.block_on(sample(&server, SAMPLES));
    let (done, plans) = (Arc::new(AtomicBool::new(false)), Arc::new(AtomicUsize::new(0)));
    let load = {
        let _inside = rt.enter();
        planning_load(&server, Arc::clone(&done), Arc::clone(&plans))
    };
    // Measure only once planning is under way.
    rt.block_on(async {
        while plans.load(Ordering::Relaxed) < 1 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    });
    let busy = rt.block_on(sample(&server, SAMPLES));
    let planned = plans.load(Ordering::Relaxed);
    let (idle99, busy99) = (percentile(&idle, 0.99), percentile(&busy, 0.99));
    println!(
        "GET /robot/joint_states over loopback, {SAMPLES} requests each:\n  idle:          p50 {:?}  p99 {idle99:?}\n  \
         lin planning:  p50 {:?}  p99 {busy99:?}  ({planned} lin moves planned meanwhile)\n  p99 ratio planning/idle: {:.2} (target <= 2)",
        percentile(&idle, 0.5),
        percentile(&busy, 0.5),
        busy99.as_secs_f64() / idle99.as_secs_f64()
    );
    let url = server.url("/robot/joint_states");
    c.bench_function("joint_states_while_lin_planning", |b| {
        b.to_async(&rt)
            .iter(|| async { server.client.get(&url).send().await.expect("GET").bytes().await.expect("body").len() })
    });
    done.store(true, Ordering::Relaxed);
    let _ = rt.block_on(load);
    c.bench_function("joint_states_idle", |b| {
        b.to_async(&rt)
            .iter(|| async { server.client.get(&url).send().await.expect("GET").bytes().await.expect("body").len() })
    });
}

criterion_group!(benches, reads_while_planning);
criterion_main!(benches);
