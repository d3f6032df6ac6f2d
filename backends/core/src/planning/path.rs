//! Blended paths (D35): one motion through several waypoints, leaving each waypoint that has a
//! blend radius without stopping, time-parameterised as one within the scaled joint limits.
//! `POST /robot/move/path`, `/robot/plan/path` and sequences with `blend_radius` plan with this.

use super::planner::{self, MAX_DURATION, MAX_SAMPLES, Plan};
use super::retime::{self, MIN_SAMPLE_GAP_S};
use super::{JointRates, circ};
use crate::drive::WINDOW_S;
use crate::kinematics::{self, IkOptions};
use crate::motion::{CircAux, Planner, PoseGoal, Scaling};
use crate::validation::fmt_fixed;
use crate::{Abc, DOF, JointPositions, RobotModel, Trajectory, TrajectoryPoint};
use nalgebra::Vector3;
use serde::Serialize;
use utoipa::ToSchema;

/// Most waypoints one path lists (D26: every list has a bound).
pub const PATH_WAYPOINTS_MAX: usize = 100;

pub use crate::motion::{BLEND_RADIUS_MAX_M, BLEND_RADIUS_MAX_RAD};

/// What a path's waypoint asks for: a joint target or a TCP pose reached by a planner.
#[derive(Clone, Debug, PartialEq)]
pub enum PathTarget {
    /// Joint angles (a named position is its joints by now); reached in joint space (`ptp`).
    Joints(JointPositions),
    /// A TCP pose in `frame_id` (empty: the planning frame), reached by `planner` (`ptp`, `lin`
    /// or `circ` with its auxiliary point).
    Pose { position: [f64; 3], orientation: Abc, frame_id: String, planner: Planner, circ: Option<CircAux> },
}

/// One waypoint of a path.
#[derive(Clone, Debug, PartialEq)]
pub struct PathWaypoint {
    pub target: PathTarget,
    /// Speed scale of the segment that ends here (the path's `speed` when `None`).
    pub speed: Option<f64>,
    /// Metres for a pose waypoint, radians for a joint waypoint; `None` (or on the last
    /// waypoint) stops there exactly.
    pub blend_radius: Option<f64>,
}

impl PathWaypoint {
    /// A sequence's waypoint as a waypoint of a blended path (D37): the planning frame's pose,
    /// its own speed and radius.
    pub fn of_sequence(w: &crate::formats::sequence::Waypoint) -> PathWaypoint {
        use crate::formats::sequence::Waypoint;
        match w {
            Waypoint::Joints { joints, speed, blend_radius } => {
                PathWaypoint { target: PathTarget::Joints(*joints), speed: Some(*speed), blend_radius: *blend_radius }
            }
            Waypoint::Pose { position, orientation, speed, planner, blend_radius } => PathWaypoint {
                target: PathTarget::Pose {
                    position: *position,
                    orientation: *orientation,
                    frame_id: String::new(),
                    planner: *planner,
                    circ: None,
                },
                speed: Some(*speed),
                blend_radius: *blend_radius,
            },
        }
    }
}

impl PathGoal {
    /// One iteration of a sequence's waypoints as one path, each at its own speed (D37).
    pub fn of_sequence(file: &crate::formats::sequence::SequenceFile) -> PathGoal {
        PathGoal {
            waypoints: file.waypoints.iter().map(PathWaypoint::of_sequence).collect(),
            speed: crate::motion::SPEED_DEFAULT,
        }
    }
}

/// A path: its waypoints in order, from where the arm is.
#[derive(Clone, Debug, PartialEq)]
pub struct PathGoal {
    pub waypoints: Vec<PathWaypoint>,
    /// Speed scale of the segments that name none.
    pub speed: f64,
}

/// How the path passes one inner waypoint.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct BlendReport {
    /// The waypoint's index in the request (0-based).
    pub waypoint: usize,
    /// The blend radius asked for (m or rad); `null`: the path stops at the waypoint.
    pub blend_radius: Option<f64>,
    /// The radius the blend was made with: the one asked for, shrunk to half the distance to
    /// either neighbouring waypoint when larger (or until the TCP stays within it); `null`
    /// where the path stops.
    pub blend_radius_used: Option<f64>,
    /// The smallest TCP speed while within the radius, m/s (0 where the path stops).
    pub min_tcp_speed_m_s: f64,
    /// The lower cruise TCP speed of the two segments joined, m/s.
    pub cruise_tcp_speed_m_s: f64,
    /// `min_tcp_speed_m_s / cruise_tcp_speed_m_s` (1 when the cruise is 0). A path keeps it at
    /// least [`BLEND_SPEED_RATIO`] through the blend of a pose waypoint.
    pub speed_ratio: f64,
    /// The joints' smallest speed while blending, as the share of their velocity limits the
    /// fastest of them moves at (the measure a request's `speed` scales; 0 where the path
    /// stops).
    pub min_joint_speed_scale: f64,
    /// The lower cruise joint speed of the two segments joined, in that measure.
    pub cruise_joint_speed_scale: f64,
    /// `min_joint_speed_scale / cruise_joint_speed_scale` (1 when the cruise is 0). A path keeps
    /// it at least [`BLEND_SPEED_RATIO`] through the blend of a joint waypoint, whose radius is
    /// in joint space too.
    pub joint_speed_ratio: f64,
    /// The TCP's largest distance from the waypoint while blending, m: at most the radius
    /// (Cartesian waypoints; for joint waypoints the joints' largest distance, rad).
    pub max_deviation: f64,
}

/// A planned path: the motion and how it passes each inner waypoint.
#[derive(Clone, Debug)]
pub struct PathPlan {
    pub plan: Plan,
    /// One per inner waypoint (all but the last), in order.
    pub blends: Vec<BlendReport>,
}

/// Largest joint change between two samples of a joint-space segment or a blend, radians.
const JOINT_STEP: f64 = 0.005;

/// Largest TCP step between two samples of a blend, metres.
const TCP_STEP: f64 = 0.002;

/// Samples closer than this along the path parameter (seconds at the segment's cruise) are
/// merged before timing: above [`MIN_SAMPLE_GAP_S`], so the re-timing keeps every sample.
const SAMPLE_GAP_S: f64 = 1.5 * MIN_SAMPLE_GAP_S;

/// Two blends whose ends are closer than this along a segment (in samples) meet there.
const MEET: f64 = 1e-3;

/// How often a blend whose TCP would leave its radius is made again with a smaller radius, and
/// by how much each time.
const SHRINK_TRIES: usize = 12;
const SHRINK: f64 = 0.8;

/// The message of an error at waypoint `k` (0-based, as the request's list counts).
pub fn at_waypoint(k: usize, why: &str) -> String {
    format!("waypoint {k} (0-based index): {why}")
}

/// One segment: the joints from the previous waypoint (or the start) to waypoint `k`.
struct Segment {
    samples: Vec<JointPositions>,
    rates: JointRates,
}

/// How a waypoint's neighbourhood is measured: TCP distance (pose waypoints, metres) or joint
/// distance (joint waypoints, radians).
#[derive(Clone, Copy)]
enum Metric {
    Tcp(Vector3<f64>),
    Joints(JointPositions),
}

impl Metric {
    fn of(model: &RobotModel, target: &PathTarget, q: &JointPositions) -> Metric {
        match target {
            PathTarget::Joints(_) => Metric::Joints(*q),
            PathTarget::Pose { .. } => Metric::Tcp(model.fk(q).translation.vector),
        }
    }

    fn distance(&self, model: &RobotModel, q: &JointPositions) -> f64 {
        match self {
            Metric::Tcp(p) => (model.fk(q).translation.vector - p).norm(),
            Metric::Joints(w) => euclidean(q, w),
        }
    }
}

fn euclidean(a: &JointPositions, b: &JointPositions) -> f64 {
    a.iter().zip(b).map(|(x, y)| (x - y) * (x - y)).sum::<f64>().sqrt()
}

fn lerp(a: &JointPositions, b: &JointPositions, f: f64) -> JointPositions {
    std::array::from_fn(|i| a[i] + (b[i] - a[i]) * f)
}

/// The straight joint-space path from `a` to `b`, every [`JOINT_STEP`] at most.
fn straight(a: &JointPositions, b: &JointPositions) -> Vec<JointPositions> {
    let longest = (0..DOF).map(|i| (b[i] - a[i]).abs()).fold(0.0, f64::max);
    let n = ((longest / JOINT_STEP).ceil() as usize).max(1);
    (0..=n).map(|k| if k == n { *b } else { lerp(a, b, k as f64 / n as f64) }).collect()
}

/// A place along a segment's samples: index plus fraction toward the next.
fn point(samples: &[JointPositions], x: f64) -> JointPositions {
    let last = samples.len() - 1;
    let x = x.clamp(0.0, last as f64);
    let k = (x.floor() as usize).min(last.saturating_sub(1));
    if last == 0 {
        return samples[0];
    }
    lerp(&samples[k], &samples[k + 1], x - k as f64)
}

/// The joints from `q` to waypoint `w` by its planner (the path's frames taken with the arm at
/// `path_start`); the first sample is `q`, the last the waypoint's joints.
fn segment(
    model: &RobotModel,
    path_start: &JointPositions,
    q: &JointPositions,
    w: &PathTarget,
) -> Result<Vec<JointPositions>, String> {
    let (position, orientation, frame_id, planner, circ) = match w {
        PathTarget::Joints(j) => {
            let limits = model.limits();
            if let Some(i) = (0..DOF).find(|&i| !(limits.lower()[i]..=limits.upper()[i]).contains(&j[i])) {
                return Err(format!(
                    "{} = {} rad is outside its limits [{}, {}]; the arm did not move",
                    model.joint_names()[i],
                    fmt_fixed(j[i], 4),
                    fmt_fixed(limits.lower()[i], 4),
                    fmt_fixed(limits.upper()[i], 4)
                ));
            }
            return Ok(straight(q, j));
        }
        PathTarget::Pose { position, orientation, frame_id, planner, circ } => {
            (position, orientation, frame_id, planner, circ)
        }
    };
    let goal = PoseGoal {
        position: *position,
        orientation: *orientation,
        scaling: Scaling::new(1.0),
        planner: *planner,
        frame_id: frame_id.clone(),
        circ: *circ,
    };
    let target = super::pose_target(model, path_start, &goal)?;
    match planner {
        Planner::Lin => planner::straight_line(model, q, &target),
        Planner::Circ => match circ {
            Some(aux) => {
                let frame = super::frame_pose(model, path_start, frame_id)?;
                circ::arc_path(model, q, &target, &circ::aux_in_root(&frame, aux))
            }
            None => {
                Err(super::CIRC_NEEDS_AUX.replace("which this endpoint does not take", "which this waypoint lacks"))
            }
        },
        _ => match model.ik(&target, q) {
            Ok(goal) => Ok(straight(q, &goal)),
            Err(e) => Err(format!("{e}; the arm did not move")),
        },
    }
}

/// A blend at an inner waypoint: where it leaves the segment before (a place along its
/// samples) and joins the one after, the curve between, the radius used.
struct Blend {
    entry: f64,
    exit: f64,
    curve: Vec<JointPositions>,
    radius: f64,
}

/// The place along `samples` (walked from its end when `backward`, else from its start) where
/// `distance` first reaches `r`.
fn crossing(samples: &[JointPositions], r: f64, backward: bool, distance: &dyn Fn(&JointPositions) -> f64) -> f64 {
    let last = samples.len() - 1;
    let order: Vec<usize> = if backward { (0..last).rev().collect() } else { (1..=last).collect() };
    let mut inner = if backward { last } else { 0 };
    for k in order {
        let d = distance(&samples[k]);
        if d >= r {
            // Between samples the distance is taken as linear; refined by bisection.
            let (mut lo, mut hi) = (0.0, 1.0);
            let at = |f: f64| if backward { k as f64 + (1.0 - f) } else { inner as f64 + f };
            for _ in 0..30 {
                let mid = (lo + hi) / 2.0;
                if distance(&point(samples, at(mid))) >= r {
                    hi = mid;
                } else {
                    lo = mid;
                }
            }
            return at(hi);
        }
        inner = k;
    }
    if backward { 0.0 } else { last as f64 }
}

/// The direction of `samples` at place `x` (the chord of the sample interval holding it), unit
/// length; `None` where the samples do not move.
fn direction(samples: &[JointPositions], x: f64) -> Option<JointPositions> {
    let last = samples.len().checked_sub(1).filter(|&l| l > 0)?;
    let k = (x.max(0.0).floor() as usize).min(last - 1);
    let d: JointPositions = std::array::from_fn(|i| samples[k + 1][i] - samples[k][i]);
    let norm = euclidean(&d, &[0.0; DOF]);
    (norm > 0.0).then(|| d.map(|v| v / norm))
}

/// The sharpest turn a blend passes, rad (170°): beyond it the segments go back along
/// themselves, and the blend's curve would have to stop to turn.
pub const REVERSAL_RAD: f64 = 170.0 * std::f64::consts::PI / 180.0;

/// The angle between the last direction of `before` and the first of `after`, in joint space,
/// rad (0: straight on, π: straight back); 0 where either has no direction.
fn turning_angle(before: &[JointPositions], after: &[JointPositions]) -> f64 {
    let last = before.len().saturating_sub(1) as f64;
    match (direction(before, last - 1.0), direction(after, 0.0)) {
        (Some(a), Some(b)) => a.iter().zip(&b).map(|(x, y)| x * y).sum::<f64>().clamp(-1.0, 1.0).acos(),
        _ => 0.0,
    }
}

/// How far beyond its radius a blend's point may lie, m or rad: the IK's position tolerance
/// (a TCP blend's points are IK solutions of points within the radius).
const WITHIN: f64 = 1e-6;

/// The cubic Bézier through `a`, `c1`, `c2`, `b` at `u`, in any number of coordinates.
fn bezier<const N: usize>(a: &[f64; N], c1: &[f64; N], c2: &[f64; N], b: &[f64; N], u: f64) -> [f64; N] {
    let v = 1.0 - u;
    let (k0, k1, k2, k3) = (v * v * v, 3.0 * v * v * u, 3.0 * v * u * u, u * u * u);
    std::array::from_fn(|i| k0 * a[i] + k1 * c1[i] + k2 * c2[i] + k3 * b[i])
}

/// The control distance, as a share of the way to the corner, that makes a cubic Bézier a
/// circular arc of turning angle `theta` (2/3 for no turn, 0.552 for a right angle).
fn arc_share(theta: f64) -> f64 {
    if theta < 1e-6 { 2.0 / 3.0 } else { (4.0 / 3.0 * (theta / 4.0).tan() / (theta / 2.0).tan()).clamp(0.0, 2.0 / 3.0) }
}

/// A blend of a pose waypoint made in Cartesian space: the TCP on a cubic Bézier from the entry
/// `a` to the exit `b` (joints on the segments `before` and `after` at places `entry` and
/// `exit`), leaving and joining the segments along the TCP's own directions, shaped as a
/// circular arc of the turning angle; the orientation slerped from the entry's to the exit's;
/// the joints by IK along it, each seeded from the point before plus the share of the way of
/// the difference between where the IK arrives and the exit's joints, so that the curve ends
/// on the exit's joints (the arm's self-motion carried over smoothly). `None` where the IK
/// cannot follow the curve or its end does not meet the exit's joints: the joint-space blend
/// is made instead.
fn tcp_curve(
    model: &RobotModel,
    before: &[JointPositions],
    after: &[JointPositions],
    entry: f64,
    exit: f64,
    a: &JointPositions,
    b: &JointPositions,
) -> Option<Vec<JointPositions>> {
    let (from, to) = (model.fk(a), model.fk(b));
    let (pa, pb) = (from.translation.vector, to.translation.vector);
    let corner = model.fk(before.last()?).translation.vector;
    // The TCP's directions where the blend leaves and joins the segments.
    let tangent = |samples: &[JointPositions], x: f64| -> Option<Vector3<f64>> {
        let last = samples.len() - 1;
        let k = (x.max(0.0).floor() as usize).min(last.checked_sub(1)?);
        let d = model.fk(&samples[k + 1]).translation.vector - model.fk(&samples[k]).translation.vector;
        (d.norm() > 1e-12).then(|| d.normalize())
    };
    let (t_in, t_out) = (tangent(before, entry)?, tangent(after, exit)?);
    let theta = t_in.dot(&t_out).clamp(-1.0, 1.0).acos();
    let share = arc_share(theta);
    let (la, lb) = ((corner - pa).norm(), (pb - corner).norm());
    let (c1, c2) = (pa + t_in * (share * la), pb - t_out * (share * lb));
    let length = (c1 - pa).norm() + (c2 - c1).norm() + (pb - c2).norm();
    let angle = from.rotation.angle_to(&to.rotation);
    let n = ((length / TCP_STEP).max(angle / 0.5f64.to_radians()).ceil() as usize).clamp(4, 5000);
    let pose = |u: f64| {
        let p = bezier(&[pa.x, pa.y, pa.z], &[c1.x, c1.y, c1.z], &[c2.x, c2.y, c2.z], &[pb.x, pb.y, pb.z], u);
        nalgebra::Isometry3::from_parts(Vector3::from(p).into(), from.rotation.slerp(&to.rotation, u))
    };
    let options = IkOptions { max_iterations: 100, ..IkOptions::default() };
    // First along the curve from the entry, then again carrying the difference at the end
    // back along it.
    let follow = |carry: &JointPositions| -> Option<Vec<JointPositions>> {
        let mut curve = Vec::with_capacity(n + 1);
        curve.push(*a);
        for j in 1..=n {
            let u = j as f64 / n as f64;
            let previous = curve[j - 1];
            let seed: JointPositions = std::array::from_fn(|i| previous[i] + carry[i] / n as f64);
            let q = model.chain().ik_from(&pose(u), &seed, model.limits(), &options).ok()?;
            if kinematics::joint_distance(&q, &previous) > 0.25 {
                return None;
            }
            curve.push(q);
        }
        Some(curve)
    };
    let first = follow(&[0.0; DOF])?;
    let carry: JointPositions = std::array::from_fn(|i| b[i] - first[n][i]);
    let mut curve = follow(&carry)?;
    // The end is the exit's pose; its joints are the segment's own when the carry worked.
    if kinematics::joint_distance(&curve[n], b) > 1e-3 {
        return None;
    }
    curve[n] = *b;
    Some(curve)
}

/// The blend at waypoint `k` between segment `before` and `after` with radius `r` measured by
/// `metric`: a cubic Bézier in joint space from the entry to the exit, leaving and joining
/// the segments along their own directions, its inner control points as far along them as
/// makes a circular arc of the turning angle (where the segments are straight and the legs
/// equal it is within a fraction of a percent of that arc, the curve that turns with the least
/// curvature inside the radius); the radius shrunk until the TCP (or the joints) stays within it.
fn blend(
    model: &RobotModel,
    metric: Metric,
    before: &[JointPositions],
    after: &[JointPositions],
    mut r: f64,
) -> Option<Blend> {
    let distance = |q: &JointPositions| metric.distance(model, q);
    let w = *before.last()?;
    for _ in 0..SHRINK_TRIES {
        let entry = crossing(before, r, true, &distance);
        let exit = crossing(after, r, false, &distance);
        let (a, b) = (point(before, entry), point(after, exit));
        let (la, lb) = (euclidean(&w, &a), euclidean(&b, &w));
        let t_in = direction(before, entry).unwrap_or([0.0; DOF]);
        let t_out = direction(after, exit).unwrap_or([0.0; DOF]);
        // The turning angle θ; a circular arc's control points lie 4/3·tan(θ/4)/tan(θ/2) of the
        // way from its ends to the corner (2/3 for a straight line, 0.552 for a right angle).
        let cos = t_in.iter().zip(&t_out).map(|(x, y)| x * y).sum::<f64>().clamp(-1.0, 1.0);
        let theta = cos.acos();
        let alpha = arc_share(theta);
        let cartesian = match metric {
            Metric::Tcp(_) => tcp_curve(model, before, after, entry, exit, &a, &b),
            Metric::Joints(_) => None,
        };
        let curve = match cartesian {
            Some(curve) => curve,
            None => {
                let c1: JointPositions = std::array::from_fn(|i| a[i] + alpha * la * t_in[i]);
                let c2: JointPositions = std::array::from_fn(|i| b[i] - alpha * lb * t_out[i]);
                let joints = (0..DOF).map(|i| (w[i] - a[i]).abs() + (b[i] - w[i]).abs()).fold(0.0, f64::max);
                let tcp = match metric {
                    Metric::Tcp(_) => 2.0 * r,
                    Metric::Joints(_) => 0.0,
                };
                let n = ((joints / JOINT_STEP).max(tcp / TCP_STEP).ceil() as usize).max(4);
                (0..=n)
                    .map(|j| {
                        let u = j as f64 / n as f64;
                        if j == n { b } else { bezier(&a, &c1, &c2, &b, u) }
                    })
                    .collect()
            }
        };
        if curve.iter().all(|q| distance(q) <= r + WITHIN) {
            return Some(Blend { entry, exit, curve, radius: r });
        }
        r *= SHRINK;
    }
    None
}

/// One sample of the whole path: its joints, the velocity limits of the stretch that ends at
/// it, the acceleration limits there, and what it belongs to.
#[derive(Clone, Copy)]
struct Sample {
    q: JointPositions,
    velocity: JointPositions,
    acceleration: JointPositions,
    /// The segment (the index of the waypoint it ends at).
    segment: usize,
    /// The blend it is part of (its waypoint's index).
    blend: Option<usize>,
    /// How far along its blend, 0 to 1.
    along: f64,
}

/// Plans `goal` from `start` (not yet checked against the world): `rates(speed)` gives the
/// scaled joint rates of a segment's speed. `Err` says why not, naming the waypoint
/// (`"waypoint 2 (0-based index): ..."`), as the move answers it.
///
/// The plan passes the drive check (from rest at `start`) against the rates of the fastest
/// segment's speed: each stretch between stops is timed within the velocity of each of its
/// segments and the smallest acceleration among them.
pub fn plan(
    model: &RobotModel,
    start: &JointPositions,
    goal: &PathGoal,
    rates: &dyn Fn(f64) -> Result<JointRates, String>,
) -> Result<PathPlan, String> {
    let n = goal.waypoints.len();
    if n == 0 {
        return Err("a path needs at least one waypoint".to_owned());
    }
    if n > PATH_WAYPOINTS_MAX {
        return Err(format!("a path lists at most {PATH_WAYPOINTS_MAX} waypoints, this one {n}"));
    }
    // The segments, each from where the one before ended.
    let mut segments = Vec::with_capacity(n);
    let mut q = *start;
    for (k, w) in goal.waypoints.iter().enumerate() {
        let speed = w.speed.unwrap_or(goal.speed);
        let r = rates(speed).map_err(|e| at_waypoint(k, &e))?;
        let samples = segment(model, start, &q, &w.target).map_err(|e| at_waypoint(k, &e))?;
        q = samples.last().copied().unwrap_or(q);
        segments.push(Segment { samples, rates: r });
    }
    // The blends at the inner waypoints that ask for one.
    let mut blends: Vec<Option<Blend>> = Vec::with_capacity(n);
    for (k, w) in goal.waypoints.iter().enumerate() {
        let asked = match w.blend_radius {
            Some(r) if !(r.is_finite() && r >= 0.0) => {
                return Err(at_waypoint(k, &format!("blend_radius must be a number of at least 0, not {r}")));
            }
            Some(r) if r > 0.0 && k + 1 < n => r,
            _ => {
                blends.push(None);
                continue;
            }
        };
        let (before, after) = (&segments[k].samples, &segments[k + 1].samples);
        let here = before[before.len() - 1];
        let metric = Metric::of(model, &w.target, &here);
        let d = |q: &JointPositions| metric.distance(model, q);
        let r = asked.min(d(&before[0]) / 2.0).min(d(&after[after.len() - 1]) / 2.0);
        // A Cartesian path that turns back on itself cannot be passed without stopping (issue
        // 49: a `lin` zigzag's blend took 1,158,307 s): said for what it is. (A joint-space blend
        // at a reversal is a curve the joints follow at their limits.)
        let turn = turning_angle(before, after);
        if matches!(metric, Metric::Tcp(_)) && turn > REVERSAL_RAD {
            return Err(at_waypoint(
                k,
                &format!(
                    "the path turns back on itself here ({:.0}° between the segments, more than {:.0}°): no blend \
                     passes a reversal without stopping; give this waypoint no blend_radius",
                    turn.to_degrees(),
                    REVERSAL_RAD.to_degrees()
                ),
            ));
        }
        if r <= 1e-9 {
            blends.push(None);
            continue;
        }
        let b = blend(model, metric, before, after, r).ok_or_else(|| {
            at_waypoint(
                k,
                "no blend within the radius could be made here (the path turns too sharply in joint space); \
                            give a smaller blend_radius or none",
            )
        })?;
        // The blend must leave the segment after the blend before it has joined it (two blends
        // of half the segment each meet in its middle: the same place, up to rounding).
        let mut b = b;
        if let Some(Some(previous)) = blends.last()
            && b.entry < previous.exit
            && b.entry > previous.exit - MEET
        {
            b.entry = previous.exit;
        }
        if let Some(Some(previous)) = blends.last()
            && b.entry < previous.exit
        {
            return Err(at_waypoint(
                k,
                &format!(
                    "its blend (radius {}) overlaps the blend of waypoint {}; give smaller radii",
                    fmt_fixed(b.radius, 4),
                    k - 1
                ),
            ));
        }
        blends.push(Some(b));
    }
    // The samples of the whole path, split where it stops.
    let mut parts: Vec<Vec<Sample>> = vec![Vec::new()];
    let first = &segments[0].rates;
    parts[0].push(Sample {
        q: *start,
        velocity: first.velocity,
        acceleration: first.acceleration,
        segment: 0,
        blend: None,
        along: 0.0,
    });
    for (k, seg) in segments.iter().enumerate() {
        let from = match k.checked_sub(1).and_then(|j| blends[j].as_ref()) {
            Some(b) => b.exit,
            None => 0.0,
        };
        let to = blends[k].as_ref().map_or((seg.samples.len() - 1) as f64, |b| b.entry);
        let part = parts.last_mut().expect("a part");
        let mut push = |q: JointPositions, r: &JointRates, blend: Option<usize>| {
            part.push(Sample { q, velocity: r.velocity, acceleration: r.acceleration, segment: k, blend, along: 0.0 });
        };
        let whole = ((from.floor() as usize) + 1)..=(to.ceil() as usize).saturating_sub(1);
        for i in whole {
            push(seg.samples[i], &seg.rates, None);
        }
        push(point(&seg.samples, to), &seg.rates, None);
        match &blends[k] {
            Some(b) => {
                // Through the blend from the one segment's velocity limits to the other's, at
                // the lower of their accelerations.
                let next = &segments[k + 1].rates;
                let acceleration = std::array::from_fn(|i| seg.rates.acceleration[i].min(next.acceleration[i]));
                if let Some(entry) = part.last_mut() {
                    entry.blend = Some(k);
                }
                let last = b.curve.len() - 1;
                for (j, q) in b.curve.iter().enumerate().skip(1) {
                    let u = j as f64 / last as f64;
                    let velocity =
                        std::array::from_fn(|i| seg.rates.velocity[i] + (next.velocity[i] - seg.rates.velocity[i]) * u);
                    part.push(Sample { q: *q, velocity, acceleration, segment: k, blend: Some(k), along: u });
                }
            }
            None if k + 1 < n => {
                let end = *part.last().expect("a sample");
                parts.push(vec![end]);
            }
            None => {}
        }
    }
    // Timed; then a blend too tight for the speed of its segments (the TCP slower in it than
    // half their cruise) slows the two segments to twice its speed, and the path is timed again.
    let mut planned = timed(model, goal, &segments, &blends, &parts, &vec![1.0; n], false)?;
    // A blend is judged in its waypoint's measure: the joints' speed for a joint waypoint.
    let joint_space: Vec<bool> = goal.waypoints.iter().map(|w| matches!(w.target, PathTarget::Joints(_))).collect();
    let kept = |b: &BlendReport| {
        let r = if joint_space[b.waypoint] { b.joint_speed_ratio } else { b.speed_ratio };
        b.blend_radius_used.is_none() || r >= BLEND_SPEED_RATIO
    };
    let keeps = |t: &Timed| t.blends.iter().all(kept);
    if keeps(&planned) {
        return Ok(PathPlan { plan: planned.plan, blends: planned.blends });
    }
    let first = planned.clone();
    let mut best: Option<Timed> = None;
    // Two ways through a blend: its velocity limits carried from the one segment's to the
    // other's, or rising in between to the segments' own (unslowed) limits, for a turn whose
    // shape moves the TCP slowly for the joints' speed. The faster timing that keeps every blend.
    for boost in [false, true] {
        let mut slow = vec![1.0; n];
        planned = first.clone();
        for _ in 0..SLOW_TRIES {
            // Each blended segment's velocity limits scaled so that it cannot cruise faster
            // than twice (a little under) the speed of the tighter of its blends: set from the
            // speed the segment would have at its velocity limits, so a short segment that never
            // reaches them is slowed as much as one that does. Sped up again (never above its
            // own limits) where an earlier try slowed it more than needed.
            let mut factor = vec![f64::INFINITY; n];
            for b in planned.blends.iter().filter(|b| b.blend_radius_used.is_some()) {
                let k = b.waypoint;
                let speeds = planned.speeds.measure(joint_space[k]);
                let min = slowest(speeds, &planned.labels, k);
                for j in [k, k + 1] {
                    let at_limits = at_limits(speeds, &planned.plan.trajectory, &planned.labels, j);
                    if at_limits > 0.0 && min > 0.0 {
                        factor[j] = factor[j].min(BLEND_SPEED_MARGIN * min / BLEND_SPEED_RATIO / at_limits);
                    }
                }
            }
            let next: Vec<f64> =
                slow.iter().zip(&factor).map(|(s, f)| if f.is_finite() { (s * f).min(1.0) } else { *s }).collect();
            if next == slow {
                break;
            }
            slow = next;
            planned = timed(model, goal, &segments, &blends, &parts, &slow, boost)?;
            if keeps(&planned) && best.as_ref().is_none_or(|b| planned.plan.duration < b.plan.duration) {
                best = Some(planned.clone());
            }
        }
    }
    // Where no slower timing keeps every blend's speed (a blend whose shape, not its speed,
    // slows it), the path as fast as its segments go: its report says so.
    let planned = best.unwrap_or(first);
    Ok(PathPlan { plan: planned.plan, blends: planned.blends })
}

/// [`plan`], then checked against the world and the robot itself (D28) as a single move is:
/// what `move/path` and a sequence's blended iteration run. `Err` says why not.
pub fn plan_checked(
    model: &RobotModel,
    start: &JointPositions,
    goal: &PathGoal,
    rates: &dyn Fn(f64) -> Result<JointRates, String>,
) -> Result<PathPlan, String> {
    let PathPlan { plan: planned, blends } = plan(model, start, goal, rates)?;
    Ok(PathPlan { plan: super::clear_of_the_world(model, start, planned)?, blends })
}

/// The smallest TCP speed through a blend, as a share of the lower cruise speed of the two
/// segments it joins, that a path keeps (slowing the segments where the blend cannot be
/// passed faster).
pub const BLEND_SPEED_RATIO: f64 = 0.5;

/// Segments slowed for a blend aim this much under the ratio's bound (the re-timed blend may be
/// a little slower too).
const BLEND_SPEED_MARGIN: f64 = 0.95;

/// How often a path is timed again with slower segments.
const SLOW_TRIES: usize = 10;

/// A timed path with the labels of its points.
#[derive(Clone)]
struct Timed {
    plan: Plan,
    labels: Vec<Sample>,
    speeds: Speeds,
    blends: Vec<BlendReport>,
}

/// `parts` timed (each from rest to rest; a part after a stop starts one drive window later, so
/// the arm is at rest at the waypoint before it leaves), the velocity limits of each segment's
/// own samples (not its blends') scaled by `slow`, and how the result passes each waypoint.
fn timed(
    model: &RobotModel,
    goal: &PathGoal,
    segments: &[Segment],
    blends: &[Option<Blend>],
    parts: &[Vec<Sample>],
    slow: &[f64],
    boost: bool,
) -> Result<Timed, String> {
    let n = segments.len();
    let mut points: Vec<TrajectoryPoint> = Vec::new();
    let mut labels: Vec<Sample> = Vec::new();
    for part in parts {
        let part: Vec<Sample> = part
            .iter()
            .map(|s| {
                // Through a blend the scale goes from the one segment's to the other's, rising
                // in between to the segments' own limits (unslowed): a step in the velocity
                // limits would be a corner in the path's timing, and a blend whose turn moves the
                // TCP slowly for the joints' speed keeps their full speed there.
                let scale = match s.blend {
                    None => slow[s.segment],
                    Some(k) => {
                        let ends = slow[k] + (slow.get(k + 1).copied().unwrap_or(1.0) - slow[k]) * s.along;
                        if boost { ends + (1.0 - ends) * (std::f64::consts::PI * s.along).sin() } else { ends }
                    }
                };
                Sample { velocity: s.velocity.map(|v| v * scale), ..*s }
            })
            .collect();
        let (timed, kept) = time_part(&part)?;
        let offset = match points.last() {
            Some(last) if timed.len() > 1 => last.time_from_start + WINDOW_S,
            Some(_) => continue,
            None => 0.0,
        };
        for (p, l) in timed.into_iter().zip(kept) {
            points.push(TrajectoryPoint { positions: p.positions, time_from_start: offset + p.time_from_start });
            labels.push(l);
        }
    }
    if points.is_empty() {
        let goal_joints = segments[n - 1].samples.last().copied().unwrap_or([0.0; DOF]);
        points.push(TrajectoryPoint { positions: goal_joints, time_from_start: 0.0 });
        labels.push(Sample {
            q: goal_joints,
            velocity: [0.0; DOF],
            acceleration: [0.0; DOF],
            segment: 0,
            blend: None,
            along: 0.0,
        });
    }
    let duration = points.last().map_or(0.0, |p| p.time_from_start);
    if !(duration.is_finite() && duration <= MAX_DURATION) {
        return Err(format!(
            "the path would take {} s at these speeds, more than the {MAX_DURATION:.0} s one motion may last; raise \
             speed",
            fmt_fixed(duration, 0)
        ));
    }
    if points.len() > MAX_SAMPLES {
        return Err(format!(
            "the path needs {} trajectory points, more than the {MAX_SAMPLES} one motion may have; give fewer or \
             shorter segments",
            points.len()
        ));
    }
    let trajectory = Trajectory::new(points).map_err(|e| format!("planning produced an invalid trajectory: {e}"))?;
    let speeds = Speeds::of(model, trajectory.points());
    let reports = (0..n - 1)
        .map(|k| {
            let here = segments[k].samples[segments[k].samples.len() - 1];
            let metric = Metric::of(model, &goal.waypoints[k].target, &here);
            let used = blends[k].as_ref().map(|b| b.radius);
            let asked = goal.waypoints[k].blend_radius;
            report(model, trajectory.points(), &speeds, &labels, k, asked, used, metric)
        })
        .collect();
    Ok(Timed { plan: Plan { trajectory, duration }, labels, speeds, blends: reports })
}

/// `part` (samples from rest to rest) timed: the trajectory and the samples it kept (those
/// closer along the path than [`SAMPLE_GAP_S`] to the one before merged).
fn time_part(part: &[Sample]) -> Result<(Vec<TrajectoryPoint>, Vec<Sample>), String> {
    // The path parameter: seconds at each stretch's velocity limits.
    let step = |a: &Sample, b: &Sample| (0..DOF).map(|i| (b.q[i] - a.q[i]).abs() / b.velocity[i]).fold(0.0, f64::max);
    let Some(&first) = part.first() else { return Ok((Vec::new(), Vec::new())) };
    let mut kept = vec![first];
    let mut s = vec![0.0];
    for (i, sample) in part.iter().enumerate().skip(1) {
        let last = *kept.last().expect("a sample");
        let ds = step(&last, sample);
        let is_last = i + 1 == part.len();
        if ds >= SAMPLE_GAP_S {
            kept.push(*sample);
            s.push(s[s.len() - 1] + ds);
        } else if is_last && ds > 0.0 {
            // The end kept exactly: it replaces the sample before it unless that is the start.
            if kept.len() > 1 {
                kept.pop();
                s.pop();
            }
            let ds = step(kept.last().expect("a sample"), sample);
            kept.push(*sample);
            s.push(s[s.len() - 1] + ds.max(SAMPLE_GAP_S));
        }
    }
    if kept.len() < 2 {
        return Ok((vec![TrajectoryPoint { positions: first.q, time_from_start: 0.0 }], vec![first]));
    }
    let velocity = std::array::from_fn(|i| kept.iter().map(|k| k.velocity[i]).fold(0.0, f64::max));
    let acceleration = std::array::from_fn(|i| kept.iter().map(|k| k.acceleration[i]).fold(f64::INFINITY, f64::min));
    let rates = JointRates { velocity, acceleration };
    let path: Vec<TrajectoryPoint> =
        kept.iter().zip(&s).map(|(k, s)| TrajectoryPoint { positions: k.q, time_from_start: *s }).collect();
    let timed = retime::retime(&path, &rates, 1.0).map_err(|e| format!("the path cannot be timed: {e}"))?;
    if timed.len() != kept.len() {
        return Err("the path cannot be timed: samples were lost (an internal error)".to_owned());
    }
    Ok((timed, kept))
}

/// The TCP's speed (m/s) and the joints' speed scale (the largest share of its velocity limit
/// any joint moves at, the measure a request's `speed` sets) over the interval that ends at
/// each point of `points` (0 for the first).
#[derive(Clone)]
struct Speeds {
    tcp: Vec<f64>,
    joints: Vec<f64>,
}

impl Speeds {
    fn of(model: &RobotModel, points: &[TrajectoryPoint]) -> Speeds {
        let tcp: Vec<Vector3<f64>> = points.iter().map(|p| model.tcp_pose(&p.positions).translation.vector).collect();
        let limits = JointRates::of(model.limits()).velocity;
        let mut speeds = Speeds { tcp: vec![0.0; points.len()], joints: vec![0.0; points.len()] };
        for i in 1..points.len() {
            let dt = points[i].time_from_start - points[i - 1].time_from_start;
            if dt > 0.0 {
                speeds.tcp[i] = (tcp[i] - tcp[i - 1]).norm() / dt;
                let (a, b) = (&points[i - 1].positions, &points[i].positions);
                speeds.joints[i] = (0..DOF).map(|j| (b[j] - a[j]).abs() / dt / limits[j]).fold(0.0, f64::max);
            }
        }
        speeds
    }

    /// The speeds a waypoint's blend is judged by: the joints' for a joint waypoint, else the
    /// TCP's.
    fn measure(&self, joint_space: bool) -> &[f64] {
        if joint_space { &self.joints } else { &self.tcp }
    }
}

/// The cruise speed of segment `seg` in `speeds`: the fastest it goes outside the blends.
fn cruise(speeds: &[f64], labels: &[Sample], seg: usize) -> f64 {
    (1..labels.len())
        .filter(|&i| labels[i].segment == seg && labels[i].blend.is_none() && labels[i - 1].segment == seg)
        .map(|i| speeds[i])
        .fold(0.0, f64::max)
}

/// The fastest segment `seg` would go (outside the blends) at its velocity limits as they are
/// (its samples' `velocity`), in the measure of `speeds` (each interval's speed over the
/// share of its velocity limits it uses).
fn at_limits(speeds: &[f64], trajectory: &Trajectory, labels: &[Sample], seg: usize) -> f64 {
    let points = trajectory.points();
    (1..labels.len())
        .filter(|&i| labels[i].segment == seg && labels[i].blend.is_none() && labels[i - 1].segment == seg)
        .map(|i| {
            let dt = points[i].time_from_start - points[i - 1].time_from_start;
            let (a, b) = (&labels[i - 1].q, &labels[i].q);
            let at_caps = (0..DOF).map(|j| (b[j] - a[j]).abs() / labels[i].velocity[j]).fold(0.0, f64::max);
            if at_caps > 0.0 { speeds[i] * dt / at_caps } else { 0.0 }
        })
        .fold(0.0, f64::max)
}

/// The slowest of `speeds` through blend `k`: over the intervals with an end in it (the one
/// into it and the one out of it included: a blend so small that its samples were merged is
/// then measured as the corner it is); 0 where there is none.
fn slowest(speeds: &[f64], labels: &[Sample], k: usize) -> f64 {
    let min = (1..labels.len())
        .filter(|&i| labels[i].blend == Some(k) || labels[i - 1].blend == Some(k))
        .map(|i| speeds[i])
        .fold(f64::INFINITY, f64::min);
    if min.is_finite() { min } else { 0.0 }
}

/// `min / cruise`, 1 where the cruise is nothing (a TCP that only turns, joints that barely
/// move): below [`STILL_SPEED`].
fn ratio(min: f64, cruise: f64) -> f64 {
    if cruise > STILL_SPEED { min / cruise } else { 1.0 }
}

/// A speed (m/s or rad/s) below which a segment counts as not moving in that measure.
const STILL_SPEED: f64 = 1e-6;

/// How the trajectory passes inner waypoint `k`.
#[allow(clippy::too_many_arguments)]
fn report(
    model: &RobotModel,
    points: &[TrajectoryPoint],
    speeds: &Speeds,
    labels: &[Sample],
    k: usize,
    asked: Option<f64>,
    used: Option<f64>,
    metric: Metric,
) -> BlendReport {
    let lower = |v: &[f64]| cruise(v, labels, k).min(cruise(v, labels, k + 1));
    let (cruise_tcp_speed_m_s, cruise_joint_speed_scale) = (lower(&speeds.tcp), lower(&speeds.joints));
    let (min_tcp_speed_m_s, min_joint_speed_scale, max_deviation) = if used.is_some() {
        let deviation = (0..points.len())
            .filter(|&i| labels[i].blend == Some(k))
            .map(|i| metric.distance(model, &points[i].positions))
            .fold(0.0, f64::max);
        (slowest(&speeds.tcp, labels, k), slowest(&speeds.joints, labels, k), deviation)
    } else {
        (0.0, 0.0, 0.0)
    };
    BlendReport {
        waypoint: k,
        blend_radius: asked,
        blend_radius_used: used,
        min_tcp_speed_m_s,
        cruise_tcp_speed_m_s,
        speed_ratio: ratio(min_tcp_speed_m_s, cruise_tcp_speed_m_s),
        min_joint_speed_scale,
        cruise_joint_speed_scale,
        joint_speed_ratio: ratio(min_joint_speed_scale, cruise_joint_speed_scale),
        max_deviation,
    }
}

/// A path planned with nothing moved: the plan's numbers as every preview gives them, and how
/// it passes each inner waypoint.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct PathPreview {
    #[serde(flatten)]
    pub preview: super::PlanPreview,
    /// One per inner waypoint (empty when no plan was made).
    pub blends: Vec<BlendReport>,
}

/// Plans `goal` from `start` on `thread`, checks it against the world, and summarises it
/// (`estimate`: the note of a plan armrest estimated for another planner).
pub async fn preview(
    thread: &super::PlanningThread,
    model: &std::sync::Arc<RobotModel>,
    start: JointPositions,
    goal: &PathGoal,
    rates: std::sync::Arc<dyn Fn(f64) -> Result<JointRates, String> + Send + Sync>,
    estimate: Option<&str>,
) -> PathPreview {
    let (m, g) = (std::sync::Arc::clone(model), goal.clone());
    let planned = thread
        .run(move || match plan(&m, &start, &g, &*rates) {
            Ok(p) => {
                let (checked, closest) = super::clearance(&m, &start, Ok(p.plan));
                ((checked, closest), p.blends)
            }
            Err(e) => ((Err(e), None), Vec::new()),
        })
        .await
        .unwrap_or_else(|| ((Err(super::PLANNING_DEFECT.to_owned()), None), Vec::new()));
    let (checked, blends) = planned;
    let last = goal.waypoints.last().map_or(Planner::Ptp, |w| match &w.target {
        PathTarget::Joints(_) => Planner::Ptp,
        PathTarget::Pose { planner, .. } => *planner,
    });
    let blends = if checked.0.is_ok() { blends } else { Vec::new() };
    let mut preview = super::PlanPreview::of(model, last, "the path's last waypoint", &start, checked, estimate);
    // A path is no one straight line: the line deviation of `lin` does not apply.
    if let Some(summary) = preview.plan.as_mut() {
        summary.max_line_deviation_m = None;
    }
    PathPreview { preview, blends }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drive::{Start, first_excess};
    use proptest::prelude::*;

    fn model() -> &'static RobotModel {
        static MODEL: std::sync::OnceLock<RobotModel> = std::sync::OnceLock::new();
        MODEL.get_or_init(crate::jog::cartesian::tests::model)
    }

    /// A sequence's waypoints become a path's in their order, each with its own speed and
    /// radius, in the unit of its kind (D37).
    #[test]
    fn a_sequence_is_a_path_of_its_waypoints() {
        use crate::formats::sequence::SequenceFile;
        use crate::validation::Loc;
        let file = SequenceFile::from_value(
            &serde_json::json!({"waypoints": [
                {"joints": [0, 0, 0, 0, 0, 0, 0], "blend_radius": BLEND_RADIUS_MAX_RAD, "speed": 0.3},
                {"x": 0.4, "y": 0, "z": 0.5, "blend_radius": BLEND_RADIUS_MAX_M, "planner": "lin"},
                {"x": 0.4, "y": 0.1, "z": 0.5},
            ]}),
            &Loc::empty(),
            None,
        )
        .expect("a valid file");
        let goal = PathGoal::of_sequence(&file);
        assert_eq!(goal.waypoints.len(), 3);
        assert!(matches!(goal.waypoints[0].target, PathTarget::Joints(_)));
        assert_eq!((goal.waypoints[0].speed, goal.waypoints[0].blend_radius), (Some(0.3), Some(BLEND_RADIUS_MAX_RAD)));
        assert!(matches!(goal.waypoints[1].target, PathTarget::Pose { planner: Planner::Lin, .. }));
        assert_eq!(goal.waypoints[1].blend_radius, Some(BLEND_RADIUS_MAX_M));
        assert_eq!(goal.waypoints[2].blend_radius, None);
    }

    fn rates(speed: f64) -> Result<JointRates, String> {
        super::super::rates(model().limits(), Scaling::new(speed))
    }

    fn joints(q: JointPositions, blend_radius: Option<f64>, speed: Option<f64>) -> PathWaypoint {
        PathWaypoint { target: PathTarget::Joints(q), speed, blend_radius }
    }

    fn home() -> JointPositions {
        model().named_position("home").expect("home").joints
    }

    #[test]
    fn a_straight_segment_is_sampled_finely_with_its_ends_exact() {
        let (a, b) = ([0.1; DOF], [0.1, 0.2, 0.3, -0.4, 0.5, 0.6, 0.7]);
        let s = straight(&a, &b);
        assert_eq!((s[0], s[s.len() - 1]), (a, b));
        assert!(s.windows(2).all(|w| (0..DOF).all(|i| (w[1][i] - w[0][i]).abs() <= JOINT_STEP + 1e-12)));
        assert_eq!(straight(&a, &a), vec![a, a]);
    }

    #[test]
    fn the_crossing_of_a_radius_is_found_between_samples() {
        let s = straight(&[0.0; DOF], &[1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
        let w = s[s.len() - 1];
        let d = |q: &JointPositions| euclidean(q, &w);
        let x = crossing(&s, 0.1234, true, &d);
        assert!((d(&point(&s, x)) - 0.1234).abs() < 1e-6);
        let d0 = |q: &JointPositions| euclidean(q, &s[0]);
        let x = crossing(&s, 0.3, false, &d0);
        assert!((d0(&point(&s, x)) - 0.3).abs() < 1e-6);
    }

    #[test]
    fn bad_radii_and_lists_are_refused_naming_the_waypoint() {
        let q = home();
        let mut a = q;
        a[0] += 0.2;
        let goal = PathGoal { waypoints: vec![joints(a, Some(f64::NAN), None), joints(q, None, None)], speed: 0.2 };
        let e = plan(model(), &q, &goal, &rates).unwrap_err();
        assert!(e.starts_with("waypoint 0 (0-based index): blend_radius"), "{e}");
        let goal = PathGoal { waypoints: vec![joints(a, None, None), joints([9.0; DOF], None, None)], speed: 0.2 };
        let e = plan(model(), &q, &goal, &rates).unwrap_err();
        assert!(e.starts_with("waypoint 1 (0-based index): joint1 = 9.0000 rad is outside its limits"), "{e}");
        let goal = PathGoal { waypoints: vec![joints(a, None, None); PATH_WAYPOINTS_MAX + 1], speed: 0.2 };
        assert!(plan(model(), &q, &goal, &rates).unwrap_err().contains("at most 100 waypoints"));
        let goal = PathGoal { waypoints: vec![joints(a, None, Some(0.5))], speed: 0.2 };
        let refuse = |_: f64| -> Result<JointRates, String> { Err("no limits".into()) };
        assert_eq!(plan(model(), &q, &goal, &refuse).unwrap_err(), "waypoint 0 (0-based index): no limits");
    }

    /// Issue 49: a blend where a `lin` path goes back on itself (a zigzag) was planned as a
    /// curve that stops to turn, "would take 1,158,307 s"; it is refused as the reversal it is.
    #[test]
    fn a_blend_at_a_reversal_of_a_lin_path_is_refused_as_one() {
        let q = home();
        let tcp = model().fk(&q);
        let lin = |dx: f64, dy: f64, blend_radius: Option<f64>| PathWaypoint {
            target: PathTarget::Pose {
                position: [tcp.translation.x + dx, tcp.translation.y + dy, tcp.translation.z],
                orientation: crate::Abc::of(&tcp.rotation),
                frame_id: String::new(),
                planner: Planner::Lin,
                circ: None,
            },
            speed: None,
            blend_radius,
        };
        let zigzag = vec![lin(0.1, 0.0, Some(0.05)), lin(-0.1, 0.0, None)];
        let e = plan(model(), &q, &PathGoal { waypoints: zigzag, speed: 0.2 }, &rates).unwrap_err();
        assert!(e.starts_with("waypoint 0 (0-based index): the path turns back on itself here ("), "{e}");
        // A right angle blends.
        let corner = vec![lin(0.1, 0.0, Some(0.05)), lin(0.1, 0.1, None)];
        let planned = plan(model(), &q, &PathGoal { waypoints: corner, speed: 0.2 }, &rates);
        assert!(planned.is_ok(), "{:?}", planned.err());
    }

    #[test]
    fn a_path_to_where_the_arm_is_is_one_point() {
        let q = home();
        let goal = PathGoal { waypoints: vec![joints(q, Some(0.1), None), joints(q, None, None)], speed: 0.2 };
        let p = plan(model(), &q, &goal, &rates).unwrap();
        assert_eq!(p.plan.duration, 0.0);
        assert_eq!(p.plan.trajectory.points().len(), 1);
        assert_eq!(p.blends.len(), 1);
        assert_eq!(p.blends[0].blend_radius_used, None);
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

        /// Joint-space paths of any waypoints, radii and speeds: the last waypoint exactly,
        /// within the drives' limits of the fastest segment, every blend within its radius.
        #[test]
        fn joint_paths_end_exactly_within_the_limits_and_their_radii(
            steps in proptest::collection::vec(
                (proptest::array::uniform7(-0.5f64..0.5), proptest::option::of(0.0f64..0.5), proptest::option::of(0.05f64..=1.0)),
                1..5,
            ),
            speed in 0.05f64..=1.0,
        ) {
            let start = home();
            let limits = model().limits();
            let mut q = start;
            let mut waypoints = Vec::new();
            let mut fastest = speed;
            for (d, r, s) in steps {
                q = std::array::from_fn(|i| (q[i] + d[i]).clamp(limits.lower()[i] + 0.1, limits.upper()[i] - 0.1));
                fastest = fastest.max(s.unwrap_or(speed));
                waypoints.push(joints(q, r, s));
            }
            let goal = PathGoal { waypoints, speed };
            let p = plan(model(), &start, &goal, &rates).unwrap();
            let points = p.plan.trajectory.points();
            prop_assert_eq!(points[points.len() - 1].positions, q);
            prop_assert_eq!(points[0].positions, start);
            prop_assert_eq!(points[0].time_from_start, 0.0);
            let excess = first_excess(points, Some(&Start::at_rest(start, 1e-4)), &rates(fastest).unwrap());
            prop_assert_eq!(excess, None);
            prop_assert_eq!(p.blends.len(), goal.waypoints.len() - 1);
            for b in &p.blends {
                if let Some(used) = b.blend_radius_used {
                    prop_assert!(used <= b.blend_radius.unwrap_or(0.0) + 1e-12);
                    prop_assert!(b.max_deviation <= used * (1.0 + 1e-6) + 1e-9, "{:?}", b);
                    prop_assert!(b.joint_speed_ratio >= BLEND_SPEED_RATIO, "{:?}", b);
                }
            }
        }
    }
}
