//! Motion planning and the motion endpoint: IK solve time for reachable random targets, PTP
//! plan time, and the end-to-end latency of `POST /robot/move/joints` for a zero-length move
//! over loopback. Run with `cargo bench --bench motion`; figures are in docs/performance.md.

// A bench uses a few of the integration tests' helpers.
#[allow(dead_code)]
#[path = "../tests/integration/common/mod.rs"]
mod common;

use armrest_backend::planning::JointRates;
use armrest_backend::planning::planner;
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn random_configurations(n: usize, limits: &armrest_backend::JointLimits) -> Vec<armrest_backend::JointPositions> {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 11) as f64 / (1u64 << 53) as f64
    };
    (0..n).map(|_| std::array::from_fn(|i| (next() - 0.5) * 1.6 * limits.upper()[i])).collect()
}

fn shipped_model() -> armrest_backend::RobotModel {
    let settings = common::repo().join("config/settings.yaml");
    let config = armrest::config::Config::load(&settings, &Default::default(), None).expect("config");
    config.robot_model().expect("model")
}

fn ik(c: &mut Criterion) {
    let m = shipped_model();
    let home = m.named_position("home").expect("home").joints;
    let targets: Vec<_> = random_configurations(64, m.limits()).iter().map(|q| m.fk(q)).collect();
    let mut i = 0;
    c.bench_function("ik_reachable_random_target_from_home", |b| {
        b.iter(|| {
            i = (i + 1) % targets.len();
            m.ik(black_box(&targets[i]), &home).is_ok()
        })
    });
}

fn ptp(c: &mut Criterion) {
    let m = shipped_model();
    let qs = random_configurations(64, m.limits());
    let rates = JointRates {
        velocity: std::array::from_fn(|i| m.limits().joints()[i].max_velocity * 0.5),
        acceleration: std::array::from_fn(|i| m.limits().joints()[i].max_acceleration.unwrap_or(5.0) * 0.5),
    };
    let mut i = 0;
    c.bench_function("ptp_plan_random_pair", |b| {
        b.iter(|| {
            i = (i + 1) % (qs.len() - 1);
            planner::ptp(black_box(&qs[i]), &qs[i + 1], &rates).map(|p| p.trajectory.points().len())
        })
    });
}

fn move_joints_latency(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    let server = rt.block_on(common::Server::start(common::Options::default()));
    let here = rt.block_on(server.joints());
    let body = serde_json::json!({"joints": here, "speed": 0.5});
    c.bench_function("http_move_joints_zero_length", |b| {
        b.to_async(&rt).iter(|| async {
            let r = server.client.post(server.url("/robot/move/joints")).json(&body).send().await.expect("POST");
            assert_eq!(r.status(), 200);
            r.bytes().await.expect("body").len()
        })
    });
}

criterion_group!(benches, ik, ptp, move_joints_latency);
criterion_main!(benches);
