//! Planning circular moves and blended paths (D35) with the shipped model: a `circ` quarter
//! circle of 0.15 m radius around a centre, and a blended path through the four corners of a
//! 0.2 m square (`lin`, radii 0.03 to 0.05 m), and the same square stopping at each corner (the
//! cost of blending, as a ratio in one run), all from home. Run with `cargo bench --bench
//! paths`.

use armrest_backend::RobotModel;
use armrest_backend::motion::{CircAux, Planner, PoseGoal, Scaling};
use armrest_backend::planning::path::{self, PathGoal, PathTarget, PathWaypoint};
use armrest_backend::planning::{self, JointRates};
use armrest_backend::pose::Abc;
use criterion::{Criterion, criterion_group, criterion_main};
use nalgebra::Vector3;
use std::hint::black_box;
use std::path::Path;

fn paths(c: &mut Criterion) {
    let m = RobotModel::shipped(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("shipped model");
    let home = m.named_position("home").expect("home").joints;
    let pose = m.tcp_pose(&home);
    let (p, abc) = (pose.translation.vector, Abc::of(&pose.rotation));
    let rates = |speed: f64| -> Result<JointRates, String> { planning::rates(m.limits(), Scaling::new(speed)) };

    // A quarter circle of 0.15 m radius in the y-z plane, around a centre beside home's TCP.
    let centre = p + Vector3::new(0.0, 0.15, 0.0);
    let goal = centre + Vector3::new(0.0, 0.0, -0.15);
    let circ = PoseGoal {
        position: [goal.x, goal.y, goal.z],
        orientation: abc,
        scaling: Scaling::new(0.2),
        planner: Planner::Circ,
        frame_id: String::new(),
        circ: Some(CircAux::Center([centre.x, centre.y, centre.z])),
    };
    let r = rates(0.2).expect("rates");
    planning::to_pose(&m, &home, &circ, &r).expect("the quarter circle plans");
    c.bench_function("circ_quarter_circle_0_15_m", |b| b.iter(|| planning::to_pose(&m, &home, black_box(&circ), &r)));

    // The corners of a 0.2 m square in front of home, blended.
    let corners =
        [p + Vector3::new(0.0, 0.2, 0.0), p + Vector3::new(0.0, 0.2, -0.2), p + Vector3::new(0.0, 0.0, -0.2), p];
    let radii = [Some(0.03), Some(0.04), Some(0.05), None];
    let waypoints = corners
        .iter()
        .zip(radii)
        .map(|(c, blend_radius)| PathWaypoint {
            target: PathTarget::Pose {
                position: [c.x, c.y, c.z],
                orientation: abc,
                frame_id: String::new(),
                planner: Planner::Lin,
                circ: None,
            },
            speed: None,
            blend_radius,
        })
        .collect();
    let square = PathGoal { waypoints, speed: 0.2 };
    path::plan(&m, &home, &square, &rates).expect("the square plans");
    c.bench_function("path_four_lin_waypoints_blended", |b| {
        b.iter(|| path::plan(&m, &home, black_box(&square), &rates))
    });
    // The same square stopping at each corner: the cost of blending, as a ratio in one run.
    let mut stopping = square.clone();
    for w in &mut stopping.waypoints {
        w.blend_radius = None;
    }
    c.bench_function("path_four_lin_waypoints_stopping", |b| {
        b.iter(|| path::plan(&m, &home, black_box(&stopping), &rates))
    });
}

criterion_group!(benches, paths);
criterion_main!(benches);
