//! Forward kinematics of the shipped URDF against an independent product of homogeneous
//! transforms written from the arm's data sheet (the table in the foundation issue).

use armrest_backend::RobotModel;
use nalgebra::{Matrix4, Vector3};
use proptest::prelude::*;
use std::path::PathBuf;

fn model() -> &'static RobotModel {
    static MODEL: std::sync::OnceLock<RobotModel> = std::sync::OnceLock::new();
    MODEL.get_or_init(load)
}

fn load() -> RobotModel {
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    RobotModel::shipped(&repo).expect("shipped model loads")
}

/// (origin, axis) of each joint, then the flange offset.
const JOINTS: [([f64; 3], [f64; 3]); 7] = [
    ([0.0, 0.0, 0.1475], [0.0, 0.0, 1.0]),
    ([0.0, -0.0105, 0.1925], [0.0, 1.0, 0.0]),
    ([0.0, 0.0105, 0.2075], [0.0, 0.0, 1.0]),
    ([0.0, 0.0105, 0.1925], [0.0, -1.0, 0.0]),
    ([0.0, -0.0105, 0.2075], [0.0, 0.0, 1.0]),
    ([0.0, -0.0707, 0.1925], [0.0, 1.0, 0.0]),
    ([0.0, 0.0707, 0.091], [0.0, 0.0, 1.0]),
];
const FLANGE: [f64; 3] = [0.0, 0.0, 0.035];

fn translation(t: [f64; 3]) -> Matrix4<f64> {
    let mut m = Matrix4::identity();
    m[(0, 3)] = t[0];
    m[(1, 3)] = t[1];
    m[(2, 3)] = t[2];
    m
}

/// Rodrigues' formula for a rotation of `angle` about the unit `axis`.
fn rotation(axis: [f64; 3], angle: f64) -> Matrix4<f64> {
    let k = Vector3::from(axis).normalize();
    let (s, c) = angle.sin_cos();
    let kx = nalgebra::Matrix3::new(0.0, -k.z, k.y, k.z, 0.0, -k.x, -k.y, k.x, 0.0);
    let r = nalgebra::Matrix3::identity() + kx * s + kx * kx * (1.0 - c);
    let mut m = Matrix4::identity();
    for i in 0..3 {
        for j in 0..3 {
            m[(i, j)] = r[(i, j)];
        }
    }
    m
}

fn reference_fk(q: &[f64; 7]) -> Matrix4<f64> {
    let mut t: Matrix4<f64> = Matrix4::identity();
    for ((origin, axis), angle) in JOINTS.iter().zip(q) {
        t = t * translation(*origin) * rotation(*axis, *angle);
    }
    t * translation(FLANGE)
}

#[test]
fn zero_pose_flange_height() {
    let m = model();
    let p = m.tcp_pose(&[0.0; 7]).translation.vector;
    assert!((p - Vector3::new(0.0, 0.0, 1.266)).norm() < 1e-12, "{p}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]
    #[test]
    fn urdf_fk_matches_the_data_sheet(q in proptest::array::uniform7(-3.05f64..3.05)) {
        let m = model();
        let ours = m.tcp_pose(&q).to_homogeneous();
        let reference = reference_fk(&q);
        prop_assert!((ours - reference).abs().max() < 1e-9, "{ours} vs {reference}");
    }
}

#[test]
fn named_positions_are_distinct_and_within_limits() {
    let m = model();
    let names: Vec<&str> = m.named_positions().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["home", "work", "transport"]);
    for (i, a) in m.named_positions().iter().enumerate() {
        assert!(m.limits().contains(&a.joints));
        for b in &m.named_positions()[i + 1..] {
            assert!(a.joints.iter().zip(&b.joints).any(|(x, y)| (x - y).abs() > 0.1));
        }
    }
}

proptest! {
    #[test]
    fn flattened_chain_matches_k(q in proptest::array::uniform7(-3.05f64..3.05)) {
        let m = model();
        let a = m.fk(&q).to_homogeneous();
        let b = m.fk_by_k(&q).to_homogeneous();
        prop_assert!((a - b).abs().max() < 1e-12);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    /// A reachable target (the FK of a configuration within the limits) is solved from a seed
    /// near that configuration, and the solution reproduces the target and respects the limits.
    #[test]
    fn ik_solutions_reproduce_the_target(
        q in proptest::array::uniform7(-1.5f64..1.5),
        nudge in proptest::array::uniform7(-0.3f64..0.3),
    ) {
        let m = model();
        let target = m.fk(&q);
        let seed: [f64; 7] = std::array::from_fn(|i| q[i] + nudge[i]);
        let sol = m.ik(&target, &seed);
        prop_assert!(sol.is_ok(), "no solution for the FK of {q:?} from {seed:?}: {sol:?}");
        let sol = sol.unwrap_or(q);
        let err = armrest_backend::kinematics::pose_error(&target, &m.fk(&sol));
        prop_assert!(err.fixed_rows::<3>(0).norm() < 1e-5 && err.fixed_rows::<3>(3).norm() < 1e-5, "{err}");
        prop_assert!(m.limits().contains(&sol));
    }
}

#[test]
fn ik_finds_most_reachable_targets_from_home() {
    let m = model();
    let home = m.named_position("home").unwrap().joints;
    let mut state = 12345u64;
    let mut rnd = move || {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (state >> 11) as f64 / (1u64 << 53) as f64
    };
    let mut solved = 0;
    for _ in 0..100 {
        let q: [f64; 7] = std::array::from_fn(|i| (rnd() - 0.5) * 2.0 * m.limits().upper()[i] * 0.8);
        if m.ik(&m.fk(&q), &home).is_ok() {
            solved += 1;
        }
    }
    assert!(solved >= 90, "solved {solved} of 100");
}

#[test]
fn far_targets_are_out_of_reach() {
    let m = model();
    let home = m.named_position("home").unwrap().joints;
    let far = nalgebra::Isometry3::translation(2.0, 0.0, 0.5);
    let e = m.ik(&far, &home).unwrap_err();
    assert!(e.to_string().contains("outside the workspace"), "{e}");
}
