//! Circular moves and blended paths (D35) with the shipped model: the TCP on the circle, the
//! wrong geometries refused, blends that keep their speed and their radius, stops that stop,
//! every plan within the drives' limits.

use armrest_backend::collision::World;
use armrest_backend::drive::{self, JointRates, Start};
use armrest_backend::motion::{CircAux, Planner, PoseGoal, Scaling};
use armrest_backend::planning::path::{self, PathGoal, PathTarget, PathWaypoint};
use armrest_backend::planning::{self, Plan};
use armrest_backend::{Abc, JointPositions, RobotModel};
use nalgebra::Vector3;
use proptest::prelude::*;
use std::path::PathBuf;

fn model() -> &'static RobotModel {
    static MODEL: std::sync::OnceLock<RobotModel> = std::sync::OnceLock::new();
    MODEL.get_or_init(|| {
        let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
        RobotModel::shipped(&repo).expect("shipped model loads")
    })
}

fn home() -> JointPositions {
    model().named_position("home").expect("home").joints
}

fn rates(speed: f64) -> Result<JointRates, String> {
    planning::rates(model().limits(), Scaling::new(speed))
}

/// The TCP at `q` in the planning frame.
fn tcp(q: &JointPositions) -> Vector3<f64> {
    model().tcp_pose(q).translation.vector
}

/// Where the TCP is at home, and its orientation.
fn home_pose() -> (Vector3<f64>, Abc) {
    let pose = model().tcp_pose(&home());
    (pose.translation.vector, Abc::of(&pose.rotation))
}

fn pose_goal(p: Vector3<f64>, orientation: Abc, planner: Planner, circ: Option<CircAux>) -> PoseGoal {
    PoseGoal {
        position: [p.x, p.y, p.z],
        orientation,
        scaling: Scaling::new(0.2),
        planner,
        frame_id: String::new(),
        circ,
    }
}

fn passes_the_drive_check(plan: &Plan, start: &JointPositions, r: &JointRates) {
    let start = Start::at_rest(*start, 1e-4);
    let excess = drive::first_excess(plan.trajectory.points(), Some(&start), r);
    assert_eq!(excess, None, "the plan exceeds the drives' limits");
}

/// The circle through three points: centre, normal, radius.
fn circle(a: Vector3<f64>, b: Vector3<f64>, c: Vector3<f64>) -> (Vector3<f64>, Vector3<f64>, f64) {
    let (u, v) = (b - a, c - a);
    let n = u.cross(&v);
    let centre = a + (v.cross(&n) * u.norm_squared() + n.cross(&u) * v.norm_squared()) / (2.0 * n.norm_squared());
    (centre, n.normalize(), (a - centre).norm())
}

/// Distance of `p` from the circle.
fn off_circle(p: Vector3<f64>, (centre, normal, r): (Vector3<f64>, Vector3<f64>, f64)) -> f64 {
    let d = p - centre;
    let h = d.dot(&normal);
    let radial = (d - normal * h).norm() - r;
    (h * h + radial * radial).sqrt()
}

#[test]
fn circ_with_an_interim_point_keeps_the_tcp_on_the_circle_and_ends_at_the_goal() {
    let (p, abc) = home_pose();
    let start = home();
    let r = 0.1;
    // Start at home's TCP, on the circle of radius r around p + (0, r, 0), to the point a
    // quarter turn on, through the point half-way.
    let centre = p + Vector3::new(0.0, r, 0.0);
    let h = r * std::f64::consts::FRAC_1_SQRT_2;
    let interim = centre + Vector3::new(h, -h, 0.0);
    let goal = centre + Vector3::new(r, 0.0, 0.0);
    let g = pose_goal(goal, abc, Planner::Circ, Some(CircAux::Interim([interim.x, interim.y, interim.z])));
    let plan = planning::to_pose(model(), &start, &g, &rates(0.2).unwrap()).expect("circ plans");
    let c = circle(p, interim, goal);
    for point in plan.trajectory.points() {
        let d = off_circle(tcp(&point.positions), c);
        assert!(d < 0.0005, "the TCP is {d} m off the circle");
    }
    let last = plan.trajectory.points().last().unwrap().positions;
    assert!((tcp(&last) - goal).norm() < 1e-5);
    passes_the_drive_check(&plan, &start, &rates(0.2).unwrap());
}

#[test]
fn circ_around_a_centre_makes_a_quarter_circle() {
    let (p, abc) = home_pose();
    let start = home();
    let centre = p + Vector3::new(0.0, 0.15, 0.0);
    let goal = centre + Vector3::new(0.0, 0.0, -0.15);
    let g = pose_goal(goal, abc, Planner::Circ, Some(CircAux::Center([centre.x, centre.y, centre.z])));
    let plan = planning::to_pose(model(), &start, &g, &rates(0.2).unwrap()).expect("circ plans");
    let normal = (p - centre).cross(&(goal - centre)).normalize();
    let mut length = 0.0;
    let points = plan.trajectory.points();
    for w in points.windows(2) {
        length += (tcp(&w[1].positions) - tcp(&w[0].positions)).norm();
    }
    for point in points {
        let d = off_circle(tcp(&point.positions), (centre, normal, 0.15));
        assert!(d < 0.0005, "the TCP is {d} m off the circle");
    }
    // A quarter circle, not the long way round.
    assert!((length - 0.15 * std::f64::consts::FRAC_PI_2).abs() < 0.002, "{length}");
    assert!((tcp(&points.last().unwrap().positions) - goal).norm() < 1e-5);
}

#[test]
fn circ_refuses_wrong_geometry_with_its_reason() {
    let (p, abc) = home_pose();
    let start = home();
    let goal = p + Vector3::new(0.0, 0.2, 0.0);
    let r = rates(0.2).unwrap();
    let refuse = |goal: Vector3<f64>, aux: Option<CircAux>| {
        planning::to_pose(model(), &start, &pose_goal(goal, abc, Planner::Circ, aux), &r).unwrap_err()
    };
    let at = |v: Vector3<f64>| [v.x, v.y, v.z];
    let cases = [
        (goal, Some(CircAux::Interim(at(p + Vector3::new(0.0, 0.1, 0.0)))), "lie on one line"),
        (goal, Some(CircAux::Interim(at(p + Vector3::new(0.0, 0.0, 0.0004)))), "where the TCP starts"),
        (goal, Some(CircAux::Interim(at(goal + Vector3::new(0.0004, 0.0, 0.0)))), "is the goal"),
        (p, Some(CircAux::Interim(at(p + Vector3::new(0.1, 0.1, 0.0)))), "where the TCP is"),
        (goal, Some(CircAux::Center(at(p + Vector3::new(0.0, 0.0, -0.1)))), "not equidistant"),
        (goal, Some(CircAux::Center(at(p + Vector3::new(0.0, 0.1, 0.0)))), "ambiguous"),
        (goal, None, "auxiliary"),
        // A quarter circle of 1 m radius up and out: it leaves the arm's reach.
        (
            p + Vector3::new(1.0, 0.0, 1.0),
            Some(CircAux::Center(at(p + Vector3::new(0.0, 0.0, 1.0)))),
            "the arc leaves the reachable workspace",
        ),
    ];
    for (goal, aux, why) in cases {
        let e = refuse(goal, aux);
        assert!(e.contains(why), "{aux:?}: {e}");
    }
}

/// The four corners of a 0.2 m square in front of home (the first is home's TCP), each a `lin`
/// waypoint with `radius`, back to the first.
fn square(radius: Option<f64>) -> (PathGoal, Vec<Vector3<f64>>) {
    let (p, abc) = home_pose();
    let corners =
        vec![p + Vector3::new(0.0, 0.2, 0.0), p + Vector3::new(0.0, 0.2, -0.2), p + Vector3::new(0.0, 0.0, -0.2), p];
    let waypoints = corners
        .iter()
        .map(|c| PathWaypoint {
            target: PathTarget::Pose {
                position: [c.x, c.y, c.z],
                orientation: abc,
                frame_id: String::new(),
                planner: Planner::Lin,
                circ: None,
            },
            speed: None,
            blend_radius: radius,
        })
        .collect();
    (PathGoal { waypoints, speed: 0.2 }, corners)
}

/// The TCP speed of each trajectory segment, at its end's TCP position.
fn tcp_speeds(plan: &Plan) -> Vec<(Vector3<f64>, f64)> {
    let points = plan.trajectory.points();
    points
        .windows(2)
        .map(|w| {
            let (a, b) = (tcp(&w[0].positions), tcp(&w[1].positions));
            (b, (b - a).norm() / (w[1].time_from_start - w[0].time_from_start))
        })
        .collect()
}

#[test]
fn a_blended_square_keeps_its_speed_through_each_corner_within_the_radius() {
    let start = home();
    let radii = [0.03, 0.04, 0.05, 0.04];
    let (mut goal, corners) = square(None);
    for (w, r) in goal.waypoints.iter_mut().zip(radii) {
        w.blend_radius = Some(r);
    }
    let planned = path::plan(model(), &start, &goal, &rates).expect("the path plans");
    let plan = &planned.plan;
    passes_the_drive_check(plan, &start, &rates(0.2).unwrap());
    // The last waypoint exactly (its IK solution, within the solver's tolerance of the pose).
    let last = plan.trajectory.points().last().unwrap().positions;
    assert!((tcp(&last) - corners[3]).norm() < 1e-5);
    assert_eq!(planned.blends.len(), 3);
    let speeds = tcp_speeds(plan);
    let cruise = speeds.iter().map(|s| s.1).fold(0.0, f64::max);
    for (k, b) in planned.blends.iter().enumerate() {
        assert_eq!(b.waypoint, k);
        assert_eq!(b.blend_radius_used, Some(radii[k]));
        assert!(b.max_deviation <= radii[k] + 1e-6, "{b:?}");
        assert!(b.speed_ratio >= 0.5, "waypoint {k}: {b:?}");
        // Measured independently: the slowest the TCP goes within the radius of the corner.
        let slowest = speeds
            .iter()
            .filter(|(p, _)| (p - corners[k]).norm() <= radii[k])
            .map(|s| s.1)
            .fold(f64::INFINITY, f64::min);
        assert!(slowest >= 0.5 * b.cruise_tcp_speed_m_s, "waypoint {k}: {slowest} m/s, {b:?}");
        assert!(b.cruise_tcp_speed_m_s > 0.3 * cruise, "{b:?}");
        eprintln!("waypoint {k}: {b:?}");
    }
    // Not a stop anywhere but at the end: the TCP never slows to near 0 until the last corner.
    let stopped = speeds[..speeds.len() - 1].iter().skip(1).any(|s| s.1 < 1e-3 && (s.0 - corners[3]).norm() > 0.01);
    assert!(!stopped);
}

#[test]
fn the_same_square_without_radii_stops_at_each_corner() {
    let start = home();
    let (goal, corners) = square(None);
    let planned = path::plan(model(), &start, &goal, &rates).expect("the path plans");
    passes_the_drive_check(&planned.plan, &start, &rates(0.2).unwrap());
    let points = planned.plan.trajectory.points();
    for (k, corner) in corners.iter().enumerate().take(3) {
        // A trajectory point exactly at the corner, held for the drives' window.
        let at = points.iter().position(|p| (tcp(&p.positions) - corner).norm() < 1e-5).expect("reaches the corner");
        let next = points[at + 1];
        assert_eq!(next.positions, points[at].positions, "waypoint {k}: no rest");
        assert!(next.time_from_start - points[at].time_from_start >= drive::WINDOW_S - 1e-9);
        let b = &planned.blends[k];
        assert_eq!((b.blend_radius, b.min_tcp_speed_m_s, b.speed_ratio), (None, 0.0, 0.0));
    }
    // Stopping takes longer than blending.
    let (mut blended, _) = square(Some(0.04));
    blended.waypoints[3].blend_radius = None;
    let fast = path::plan(model(), &start, &blended, &rates).unwrap();
    assert!(fast.plan.duration < planned.plan.duration);
}

/// The speed scale of each trajectory segment (the largest share of its velocity limit any
/// joint moves at), at its end's joints.
fn speed_scales(plan: &Plan) -> Vec<(JointPositions, f64)> {
    let limits = JointRates::of(model().limits()).velocity;
    plan.trajectory
        .points()
        .windows(2)
        .map(|w| {
            let dt = w[1].time_from_start - w[0].time_from_start;
            let scale =
                (0..7).map(|j| (w[1].positions[j] - w[0].positions[j]).abs() / dt / limits[j]).fold(0.0, f64::max);
            (w[1].positions, scale)
        })
        .collect()
}

fn joint_distance(a: &JointPositions, b: &JointPositions) -> f64 {
    a.iter().zip(b).map(|(x, y)| (x - y) * (x - y)).sum::<f64>().sqrt()
}

#[test]
fn joint_waypoints_blend_within_their_radius_in_joint_space() {
    let start = home();
    let mut a = start;
    a[0] += 0.4;
    let mut b = a;
    b[1] += 0.3;
    let mut c = b;
    c[0] -= 0.4;
    let joints = |q: JointPositions, r: Option<f64>| PathWaypoint {
        target: PathTarget::Joints(q),
        speed: None,
        blend_radius: r,
    };
    let goal = PathGoal { waypoints: vec![joints(a, Some(0.1)), joints(b, Some(0.1)), joints(c, None)], speed: 0.3 };
    let planned = path::plan(model(), &start, &goal, &rates).expect("the path plans");
    passes_the_drive_check(&planned.plan, &start, &rates(0.3).unwrap());
    assert_eq!(planned.plan.trajectory.points().last().unwrap().positions, c);
    let scales = speed_scales(&planned.plan);
    let cruise = scales.iter().map(|s| s.1).fold(0.0, f64::max);
    assert!(cruise > 0.25 && cruise <= 0.3 + 1e-9, "{cruise}");
    for (k, w) in [a, b].iter().enumerate() {
        let report = &planned.blends[k];
        assert!(report.max_deviation <= 0.1 + 1e-9, "{report:?}");
        assert!(report.joint_speed_ratio >= 0.5, "{report:?}");
        eprintln!("{report:?}");
        // Measured independently: within 0.1 rad of the waypoint the joints keep at least half
        // the speed scale they cruise at, and pass within the radius.
        let near: Vec<_> = scales.iter().filter(|(q, _)| joint_distance(q, w) <= 0.1).collect();
        assert!(!near.is_empty());
        let slowest = near.iter().map(|s| s.1).fold(f64::INFINITY, f64::min);
        assert!(slowest >= 0.5 * cruise, "waypoint {k}: {slowest} of {cruise}");
        let closest = scales.iter().map(|(q, _)| joint_distance(q, w)).fold(f64::INFINITY, f64::min);
        assert!(closest > 0.01, "waypoint {k}: the path goes through it ({closest} rad) instead of blending");
    }
    // A radius larger than half a segment is shrunk to that half.
    let goal = PathGoal { waypoints: vec![joints(a, Some(0.9)), joints(b, None)], speed: 0.3 };
    let planned = path::plan(model(), &start, &goal, &rates).unwrap();
    assert!((planned.blends[0].blend_radius_used.unwrap() - 0.15).abs() < 1e-9, "{:?}", planned.blends[0]);
}

#[test]
fn a_square_of_ptp_waypoints_blends_in_joint_space_within_the_tcp_radius() {
    let start = home();
    let (mut goal, corners) = square(Some(0.04));
    for w in &mut goal.waypoints {
        if let PathTarget::Pose { planner, .. } = &mut w.target {
            *planner = Planner::Ptp;
        }
    }
    goal.speed = 0.5;
    let planned = path::plan(model(), &start, &goal, &rates).expect("the path plans");
    passes_the_drive_check(&planned.plan, &start, &rates(0.5).unwrap());
    for (k, b) in planned.blends.iter().enumerate() {
        assert!(b.max_deviation <= 0.04 + 1e-6, "{b:?}");
        assert!(b.speed_ratio >= 0.5, "{b:?}");
        let passes = planned
            .plan
            .trajectory
            .points()
            .iter()
            .map(|p| (tcp(&p.positions) - corners[k]).norm())
            .fold(f64::INFINITY, f64::min);
        assert!(passes > 0.001, "waypoint {k}: the TCP goes through it instead of blending");
    }
}

#[test]
fn a_path_preview_plans_checks_the_world_and_reports_its_blends() {
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let thread = planning::PlanningThread::start().expect("the planning thread");
    let shared = std::sync::Arc::new(
        RobotModel::shipped(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")).expect("the model"),
    );
    let (goal, _) = square(Some(0.04));
    let r: std::sync::Arc<dyn Fn(f64) -> Result<JointRates, String> + Send + Sync> = std::sync::Arc::new(rates);
    let preview = rt.block_on(path::preview(&thread, &shared, home(), &goal, r.clone(), None));
    assert!(preview.preview.success, "{}", preview.preview.message);
    assert_eq!(preview.blends.len(), 3);
    assert!(preview.preview.closest.is_some());
    let summary = preview.preview.plan.as_ref().expect("a summary");
    assert!(summary.path_length_m > 0.6 && summary.path_length_m < 0.8, "{}", summary.path_length_m);
    assert_eq!(summary.max_line_deviation_m, None);
    // A waypoint out of reach: no plan, no blends, the reason naming it.
    let (mut far, _) = square(Some(0.04));
    let (p, abc) = home_pose();
    far.waypoints[1].target = PathTarget::Pose {
        position: [p.x + 3.0, p.y, p.z],
        orientation: abc,
        frame_id: String::new(),
        planner: Planner::Ptp,
        circ: None,
    };
    let preview = rt.block_on(path::preview(&thread, &shared, home(), &far, r, None));
    assert!(!preview.preview.success);
    assert!(
        preview.preview.message.starts_with("waypoint 1 (0-based index): target outside"),
        "{}",
        preview.preview.message
    );
    assert!(preview.blends.is_empty());
}

#[test]
fn a_path_with_an_arc_and_speeds_per_segment_plans() {
    let start = home();
    let (p, abc) = home_pose();
    let pose = |v: Vector3<f64>, planner, circ, r| PathWaypoint {
        target: PathTarget::Pose {
            position: [v.x, v.y, v.z],
            orientation: abc,
            frame_id: String::new(),
            planner,
            circ,
        },
        speed: Some(0.1),
        blend_radius: r,
    };
    let a = p + Vector3::new(0.0, 0.15, 0.0);
    let centre = a + Vector3::new(0.0, 0.0, -0.1);
    let b = centre + Vector3::new(0.0, 0.1, 0.0);
    let goal = PathGoal {
        waypoints: vec![
            pose(a, Planner::Lin, None, Some(0.03)),
            pose(b, Planner::Circ, Some(CircAux::Center([centre.x, centre.y, centre.z])), Some(0.03)),
            pose(p, Planner::Ptp, None, None),
        ],
        speed: 0.5,
    };
    let planned = path::plan(model(), &start, &goal, &rates).expect("the path plans");
    passes_the_drive_check(&planned.plan, &start, &rates(0.1).unwrap());
    for b in &planned.blends {
        assert!(b.max_deviation <= 0.03 + 1e-6, "{b:?}");
    }
}

#[test]
fn path_errors_name_the_waypoint() {
    let start = home();
    let (p, abc) = home_pose();
    let (mut goal, _) = square(Some(0.03));
    goal.waypoints[2].target = PathTarget::Pose {
        position: [p.x + 3.0, p.y, p.z],
        orientation: abc,
        frame_id: String::new(),
        planner: Planner::Ptp,
        circ: None,
    };
    let e = path::plan(model(), &start, &goal, &rates).unwrap_err();
    assert!(e.starts_with("waypoint 2 (0-based index): "), "{e}");
    let (mut goal, _) = square(None);
    goal.waypoints[1].target = PathTarget::Pose {
        position: [p.x, p.y, p.z],
        orientation: abc,
        frame_id: "no_such_frame".into(),
        planner: Planner::Circ,
        circ: None,
    };
    let e = path::plan(model(), &start, &goal, &rates).unwrap_err();
    assert!(e.starts_with("waypoint 1 (0-based index): frame"), "{e}");
    let e = path::plan(model(), &start, &PathGoal { waypoints: vec![], speed: 0.1 }, &rates).unwrap_err();
    assert!(e.contains("at least one waypoint"), "{e}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// At any speed and radius the square's blends keep at least half the cruise speed of the
    /// segments they join (slowing the segments where a corner cannot be taken faster), stay
    /// within their radius, end exactly at the last waypoint, and pass the drive check.
    #[test]
    fn blends_keep_half_the_cruise_speed_at_any_speed_and_radius(
        speed in 0.05f64..=1.0,
        radii in proptest::array::uniform3(0.005f64..0.08),
    ) {
        let start = home();
        let (mut goal, corners) = square(None);
        goal.speed = speed;
        for (w, r) in goal.waypoints.iter_mut().zip(radii) {
            w.blend_radius = Some(r);
        }
        let planned = path::plan(model(), &start, &goal, &rates).expect("the path plans");
        passes_the_drive_check(&planned.plan, &start, &rates(speed).unwrap());
        let last = planned.plan.trajectory.points().last().unwrap().positions;
        prop_assert!((tcp(&last) - corners[3]).norm() < 1e-5);
        for b in &planned.blends {
            let used = b.blend_radius_used.expect("blended");
            prop_assert!(used <= radii[b.waypoint] + 1e-12 && used <= 0.1 + 1e-12, "{:?}", b);
            prop_assert!(b.max_deviation <= used + 1e-6, "{:?}", b);
            prop_assert!(b.speed_ratio >= 0.5, "{:?}", b);
        }
    }
}

#[test]
fn a_path_through_an_obstacle_is_refused_and_previewed_as_touching() {
    let shipped = RobotModel::shipped(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")).expect("the model");
    let (p, _) = home_pose();
    // A ball on the square's first edge, in the planning frame (the shipped model's is the root).
    let ball = p + Vector3::new(0.0, 0.1, 0.0);
    let v = serde_json::json!({"objects": [
        {"id": "ball", "shape": "sphere", "radius": 0.03, "pose": {"x": ball.x, "y": ball.y, "z": ball.z}}
    ]});
    shipped.set_world(World::read(&v, &shipped.world_frames()).expect("the world reads"));
    let (goal, _) = square(Some(0.04));
    let e = path::plan_checked(&shipped, &home(), &goal, &rates).unwrap_err();
    assert!(e.starts_with("the path collides: ") && e.contains("ball") && e.ends_with("the arm did not move"), "{e}");
    // Without the ball it is clear.
    assert!(path::plan_checked(model(), &home(), &goal, &rates).is_ok());
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
    let thread = planning::PlanningThread::start().expect("the planning thread");
    let r: std::sync::Arc<dyn Fn(f64) -> Result<JointRates, String> + Send + Sync> = std::sync::Arc::new(rates);
    let preview = rt.block_on(path::preview(&thread, &std::sync::Arc::new(shipped), home(), &goal, r, None));
    assert!(!preview.preview.success);
    let closest = preview.preview.closest.expect("the touching pair");
    assert_eq!((closest.other.as_str(), closest.distance_m), ("ball", 0.0));
    assert!(preview.blends.is_empty());
}
