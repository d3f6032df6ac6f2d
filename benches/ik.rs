//! Inverse kinematics as issue 41 measures it: the forward-kinematics poses of 10,000 random
//! configurations within 95% of the joint limits (reachable by construction), solved from home.
//! Before criterion's own timing, one pass over all 10,000 prints the success rate and the
//! per-solve p50, p99 and largest time (criterion reports means, not percentiles). Run with
//! `cargo bench --bench ik`; figures are in docs/performance.md (D34 asks p50 ≤ 0.2 ms,
//! p99 ≤ 5 ms, ≥ 99.9% solved).

use armrest_backend::RobotModel;
use armrest_backend::kinematics::pose_error;
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

const POSES: usize = 10_000;

/// Configurations uniformly within `fraction` of each joint's range, from a fixed seed
/// (xorshift64*), so every run solves the same poses.
fn random_configurations(m: &RobotModel, n: usize, fraction: f64) -> Vec<[f64; 7]> {
    let mut state = 0x411d_5eed_u64;
    let mut next = move || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        (state.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 11) as f64 / (1u64 << 53) as f64
    };
    let (lo, hi) = (m.limits().lower(), m.limits().upper());
    (0..n)
        .map(|_| {
            std::array::from_fn(|i| {
                let (mid, half) = ((lo[i] + hi[i]) / 2.0, (hi[i] - lo[i]) / 2.0);
                mid + (2.0 * next() - 1.0) * half * fraction
            })
        })
        .collect()
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn ik(c: &mut Criterion) {
    let m = RobotModel::shipped(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("shipped model");
    let home = m.named_position("home").expect("home").joints;
    let targets: Vec<_> = random_configurations(&m, POSES, 0.95).iter().map(|q| m.fk(q)).collect();

    let mut times = Vec::with_capacity(POSES);
    let mut solved = 0;
    for target in &targets {
        let started = Instant::now();
        let answer = m.ik(black_box(target), &home);
        times.push(started.elapsed().as_secs_f64() * 1e3);
        if let Ok(q) = answer {
            let e = pose_error(target, &m.fk(&q));
            if e.fixed_rows::<3>(0).norm() < 1e-5 && e.fixed_rows::<3>(3).norm() < 1e-5 && m.limits().contains(&q) {
                solved += 1;
            }
        }
    }
    times.sort_by(f64::total_cmp);
    println!(
        "ik: {solved} of {POSES} reachable poses solved ({:.2}%); per solve p50 {:.3} ms, p99 {:.3} ms, \
         largest {:.3} ms, mean {:.3} ms",
        100.0 * solved as f64 / POSES as f64,
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times[POSES - 1],
        times.iter().sum::<f64>() / POSES as f64,
    );

    let mut i = 0;
    c.bench_function("ik_10000_reachable_poses_from_home", |b| {
        b.iter(|| {
            i = (i + 1) % targets.len();
            m.ik(black_box(&targets[i]), &home).is_ok()
        })
    });
}

criterion_group!(benches, ik);
criterion_main!(benches);
