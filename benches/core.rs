//! Hot paths of the domain layer: joint-limit validation, the drive check (D24), CSV trajectory
//! parsing and forward kinematics. Run with `cargo bench --bench core`; figures are in
//! docs/performance.md.

use armrest_backend::drive::{self, Start};
use armrest_backend::formats::trajectory_csv::{self, Reading};
use armrest_backend::planning::JointRates;
use armrest_backend::{JointPositions, RobotModel, TrajectoryPoint};
use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::path::PathBuf;

fn model() -> RobotModel {
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    RobotModel::shipped(&repo).expect("model")
}

/// Deterministic pseudo-random joint vectors inside the limits.
fn configurations(n: usize) -> Vec<JointPositions> {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state >> 11) as f64 / (1u64 << 53) as f64
    };
    (0..n).map(|_| std::array::from_fn(|_| (next() - 0.5) * 4.0)).collect()
}

/// A smooth trajectory sampled at 100 Hz, from rest at 0 to rest, within every joint's velocity
/// and acceleration limit (as a planner's is): each joint swings out and back once per 10 s.
fn smooth(points: usize) -> Vec<TrajectoryPoint> {
    let omega = 2.0 * std::f64::consts::PI / 10.0;
    let duration = points as f64 * 0.01;
    // Whole swings only, so the last point is at rest too.
    let swings = (duration / 10.0).floor().max(1.0);
    let omega = omega * (duration / 10.0) / swings;
    (0..points)
        .map(|i| {
            let t = (i + 1) as f64 * 0.01;
            TrajectoryPoint {
                positions: std::array::from_fn(|j| (0.2 + 0.05 * j as f64) * (1.0 - (omega * t).cos()) / 2.0),
                time_from_start: t,
            }
        })
        .collect()
}

fn csv_file(rows: usize) -> Vec<u8> {
    let mut out = String::with_capacity(rows * 64 + 64);
    out.push_str("t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n");
    for p in smooth(rows) {
        out.push_str(&format!("{:.3}", p.time_from_start));
        for x in p.positions {
            out.push_str(&format!(",{x:.5}"));
        }
        out.push('\n');
    }
    out.into_bytes()
}

fn validation(c: &mut Criterion) {
    let m = model();
    let points = configurations(1024);
    let mut g = c.benchmark_group("limits");
    g.throughput(Throughput::Elements(points.len() as u64));
    g.bench_function("contains_per_1024_points", |b| {
        b.iter(|| points.iter().filter(|q| m.limits().contains(black_box(q))).count())
    });
    g.finish();
}

/// The check every trajectory goes through (D24): the 422's velocity check between points, and
/// the simulated controller's (velocity and acceleration from where the arm is), 10,000 points.
fn drive_check(c: &mut Criterion) {
    let m = model();
    let points = smooth(10_000);
    let start = Start::at_rest([0.0; 7], 1e-3);
    let rates = JointRates::of(m.limits());
    // The accepting path is what is measured: a refusal stops at its first excess.
    assert!(
        drive::first_excess(&points, Some(&start), &rates).is_none(),
        "the benchmark's trajectory is within limits"
    );
    let mut g = c.benchmark_group("drive_check");
    g.throughput(Throughput::Elements(points.len() as u64));
    g.bench_function("validate_limits_velocity_10000_points", |b| {
        b.iter(|| armrest_backend::trajectory::within_velocity_limits(black_box(&points), m.limits()))
    });
    g.bench_function("controller_10000_points", |b| {
        b.iter(|| drive::first_excess(black_box(&points), Some(&start), &rates).is_none())
    });
    g.finish();
}

fn csv(c: &mut Criterion) {
    let m = model();
    let mut g = c.benchmark_group("csv_parse_validate");
    g.sample_size(10);
    for rows in [10_000usize, 1_000_000] {
        let file = csv_file(rows);
        assert!(trajectory_csv::parse(&file, b',', Some(m.limits())).is_ok(), "the benchmark's file is valid");
        g.throughput(Throughput::Elements(rows as u64));
        g.bench_with_input(BenchmarkId::from_parameter(rows), &file, |b, file| {
            b.iter(|| trajectory_csv::parse(black_box(file), b',', Some(m.limits())).map(|t| t.points().len()))
        });
    }
    g.finish();
    // The same on the calling thread alone: what one core parses (issue 25's measure).
    let mut g = c.benchmark_group("csv_parse_validate_one_core");
    g.sample_size(10);
    for rows in [10_000usize, 1_000_000] {
        let file = csv_file(rows);
        g.throughput(Throughput::Elements(rows as u64));
        g.bench_with_input(BenchmarkId::from_parameter(rows), &file, |b, file| {
            b.iter(|| {
                trajectory_csv::parse_with(black_box(file), b',', Some(m.limits()), Reading::OneThread)
                    .map(|t| t.points().len())
            })
        });
    }
    g.finish();
}

fn fk(c: &mut Criterion) {
    let m = model();
    let qs = configurations(256);
    let mut i = 0;
    c.bench_function("fk_tcp_pose", |b| {
        b.iter(|| {
            i = (i + 1) % qs.len();
            m.tcp_pose(black_box(&qs[i]))
        })
    });
}

criterion_group!(benches, validation, drive_check, csv, fk);
criterion_main!(benches);
