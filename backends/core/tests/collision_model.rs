//! The shipped robot's collision model (D28, issue 23): the SRDF disables exactly the pairs
//! MoveIt's setup assistant would (adjacent links, and pairs no state within the limits brings
//! into contact), and the checks agree with exact distances.

use armrest_backend::collision::{RobotBodies, Scene, World};
use armrest_backend::{JointPositions, RobotModel};
use nalgebra::Isometry3;
use std::collections::BTreeMap;
use std::path::Path;

fn model() -> RobotModel {
    RobotModel::shipped(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")).expect("the shipped model loads")
}

/// `n` states spread over the joint limits (a fixed sequence, so a failure repeats).
fn states(model: &RobotModel, n: usize) -> Vec<JointPositions> {
    let limits = model.limits().joints();
    let mut seed: u64 = 0x5eed;
    (0..n)
        .map(|_| {
            std::array::from_fn(|i| {
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let u = (seed >> 11) as f64 / (1u64 << 53) as f64;
                limits[i].min_position + u * (limits[i].max_position - limits[i].min_position)
            })
        })
        .collect()
}

#[test]
fn the_srdf_disables_the_pairs_moveit_would() {
    let model = model();
    let mut all: RobotBodies = model.bodies().clone();
    let disabled = std::mem::take(&mut all.disabled);
    let scene = Scene::new(&model.chain(), &all, &World::default(), &Isometry3::identity(), |_| None);
    let mut touched: BTreeMap<(String, String), usize> = BTreeMap::new();
    for q in states(&model, 20_000) {
        for c in scene.distances(&q) {
            let key = armrest_backend::collision::robot_bodies::pair(&c.body, &c.other);
            *touched.entry(key).or_default() += usize::from(c.distance <= 0.0);
        }
    }
    let chain = ["base_link", "link1", "link2", "link3", "link4", "link5", "link6", "link7"];
    for (pair, contacts) in &touched {
        let adjacent = chain.windows(2).any(|w| armrest_backend::collision::robot_bodies::pair(w[0], w[1]) == *pair);
        if adjacent || *contacts == 0 {
            assert!(disabled.contains(pair), "{pair:?} ({contacts} contacts, adjacent: {adjacent}) should be disabled");
        } else {
            assert!(!disabled.contains(pair), "{pair:?} touches in {contacts} states, yet the SRDF disables it");
        }
    }
    // Within its limits the wrist cannot fold into the arm: only the base is reachable.
    let enabled: Vec<_> = touched.keys().filter(|p| !disabled.contains(*p)).collect();
    assert!(enabled.iter().all(|(a, _)| a == "base_link"), "{enabled:?}");
    assert!(!enabled.is_empty());
}

/// The shipped model in a world of a few objects around the arm.
fn cluttered() -> RobotModel {
    let model = model();
    let v = serde_json::json!({"objects": [
        {"id": "surface", "shape": "box", "size": [4, 4, 0.02], "pose": {"z": -0.01}, "touch_links": ["base_link"]},
        {"id": "crate", "shape": "box", "size": [0.2, 0.3, 0.4], "pose": {"x": 0.5, "y": 0.1, "z": 0.3, "a": 0.4}},
        {"id": "ball", "kind": "keep_out", "shape": "sphere", "radius": 0.15, "pose": {"x": -0.4, "z": 0.8}},
        {"id": "post", "shape": "cylinder", "radius": 0.05, "length": 1.0, "pose": {"y": -0.6, "z": 0.5, "c": 0.3}}
    ]});
    let world = World::read(&v, &model.world_frames()).expect("the world reads");
    model.set_world(world);
    model
}

#[test]
fn a_check_is_the_smallest_exact_distance_of_every_pair() {
    let model = cluttered();
    let scene = &model.world().scene;
    let mut scratch = Default::default();
    for q in states(&model, 500) {
        let all = scene.distances(&q);
        let min = all.iter().map(|c| c.distance).fold(f64::INFINITY, f64::min);
        let c = scene.check(&q, f64::INFINITY, &mut scratch);
        assert!(c.exact);
        assert!((c.distance() - min).abs() < 1e-9, "{q:?}: {} vs {min}", c.distance());
        // With a cutoff, a distance above it may be a lower bound, never more than the truth.
        let near = scene.check(&q, 0.05, &mut scratch);
        assert!(near.distance() <= min + 1e-9);
        if min < 0.05 {
            assert!(near.exact && (near.distance() - min).abs() < 1e-9);
        } else {
            assert!(near.distance() >= 0.05 - 1e-9 || near.exact);
        }
    }
}

mod properties {
    use super::*;
    use proptest::prelude::*;
    use std::sync::OnceLock;

    fn shared() -> &'static RobotModel {
        static MODEL: OnceLock<RobotModel> = OnceLock::new();
        MODEL.get_or_init(cluttered)
    }

    fn state() -> impl Strategy<Value = JointPositions> {
        let limits: Vec<(f64, f64)> =
            shared().limits().joints().iter().map(|j| (j.min_position, j.max_position)).collect();
        limits.into_iter().map(|(lo, hi)| lo..hi).collect::<Vec<_>>().prop_map(|v| std::array::from_fn(|i| v[i]))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// A state the check calls free has a positive distance to every object and every
        /// checked link.
        #[test]
        fn a_free_state_clears_every_pair(q in state()) {
            let scene = &shared().world().scene;
            let c = scene.check(&q, 4.0 * armrest_backend::collision::TRAVEL_STEP, &mut Default::default());
            if c.distance() > 0.0 {
                for d in scene.distances(&q) {
                    prop_assert!(d.distance > 0.0, "{d:?}");
                }
            }
        }

        /// The dense check never misses a contact that sampling the same path every millimetre
        /// of travel finds.
        #[test]
        fn the_dense_check_misses_nothing_a_millimetre_sampling_finds(a in state(), b in state()) {
            let scene = &shared().world().scene;
            let check = scene.check_path(&[(a, 0.0), (b, 1.0)], false);
            let n = (scene.travel(&a, &b) / 0.001).ceil().max(1.0) as usize;
            let mut s = Default::default();
            let found = (0..=n).find(|&i| {
                let u = i as f64 / n as f64;
                let q: JointPositions = std::array::from_fn(|j| a[j] + (b[j] - a[j]) * u);
                scene.check(&q, f64::INFINITY, &mut s).distance() <= 0.0
            });
            if let Some(i) = found {
                let contact = check.contact.as_ref();
                prop_assert!(contact.is_some(), "a 1 mm sampling touches at {i}/{n}; the dense check found nothing");
                // Found no later than the sampling did.
                prop_assert!(contact.unwrap().fraction <= i as f64 / n as f64 + 1e-9);
            }
        }
    }
}
