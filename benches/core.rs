//! Hot paths of the domain layer: joint-limit validation, CSV trajectory parsing and forward
//! kinematics. Run with `cargo bench --bench core`; figures are in docs/performance.md.

use armrest_backend::formats::trajectory_csv;
use armrest_backend::{JointPositions, RobotModel};
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

fn csv_file(rows: usize) -> Vec<u8> {
    let mut out = String::with_capacity(rows * 64 + 64);
    out.push_str("t,joint1,joint2,joint3,joint4,joint5,joint6,joint7\n");
    for (i, q) in configurations(rows).iter().enumerate() {
        out.push_str(&format!("{:.3}", i as f64 * 0.01));
        for x in q {
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

fn csv(c: &mut Criterion) {
    let m = model();
    let mut g = c.benchmark_group("csv_parse_validate");
    g.sample_size(10);
    for rows in [10_000usize, 1_000_000] {
        let file = csv_file(rows);
        g.throughput(Throughput::Elements(rows as u64));
        g.bench_with_input(BenchmarkId::from_parameter(rows), &file, |b, file| {
            b.iter(|| trajectory_csv::parse(black_box(file), b',', Some(m.limits())).map(|t| t.points().len()))
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

criterion_group!(benches, validation, csv, fk);
criterion_main!(benches);
