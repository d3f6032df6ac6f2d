//! Re-timing a recorded path for replay (issue 40): a 60 s recording of all 7 joints at 50 Hz
//! (3,000 samples, sums of sines with 1e-5 rad of jitter, faster than the limits in places)
//! re-timed at speed 1 and 0.5, the drive check of the result included. Run with
//! `cargo bench --bench retime`; figures are in docs/performance.md.

use armrest_backend::planning::JointRates;
use armrest_backend::planning::retime::retime;
use armrest_backend::{DOF, TrajectoryPoint};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

/// 60 s at 50 Hz: each joint a sum of two sines (up to about 1.7 rad/s against 1 rad/s), with
/// jitter: the motion of the test `planning::retime::tests::a_minute_at_50_hz_as_the_bench_times_it`.
fn recording() -> Vec<TrajectoryPoint> {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut noise = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        ((state >> 11) as f64 / (1u64 << 53) as f64 - 0.5) * 2e-5
    };
    (0..3000)
        .map(|k| {
            let t = k as f64 * 0.02;
            let positions = std::array::from_fn(|j| {
                let f = 0.3 + 0.15 * j as f64;
                0.8 * (f * t).sin() + 0.2 * (3.1 * f * t + j as f64).sin() + noise()
            });
            TrajectoryPoint { positions, time_from_start: t }
        })
        .collect()
}

fn retime_recording(c: &mut Criterion) {
    let path = recording();
    let full = JointRates { velocity: [1.0; DOF], acceleration: [5.0; DOF] };
    for speed in [1.0, 0.5] {
        let rates = JointRates {
            velocity: full.velocity.map(|v| v * speed),
            acceleration: full.acceleration.map(|a| a * speed),
        };
        c.bench_function(&format!("retime_60s_50hz_speed_{speed}"), |b| {
            b.iter(|| retime(black_box(&path), &rates, speed).expect("retimed").len())
        });
    }
}

criterion_group!(benches, retime_recording);
criterion_main!(benches);
