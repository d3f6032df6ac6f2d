//! Blended paths (D35): one motion through several waypoints, leaving each waypoint that has a
//! blend radius without stopping, time-parameterised as one within the scaled joint limits.
//! `POST /robot/move/path`, `/robot/plan/path` and sequences with `blend_radius` plan with this.

use super::planner::{self, MAX_DURATION, MAX_SAMPLES, Plan};
use super::retime::{self, MIN_SAMPLE_GAP_S};
use super::{JointRates, circ};
use crate::drive::WINDOW_S;
use crate::motion::{CircAux, Planner, PoseGoal, Scaling};
use crate::validation::fmt_fixed;
use crate::{Abc, DOF, JointPositions, RobotModel, Trajectory, TrajectoryPoint};
use nalgebra::Vector3;
use serde::Serialize;
use utoipa::ToSchema;

/// Most waypoints one path lists (D26: every list has a bound).
pub const PATH_WAYPOINTS_MAX: usize = 100;

/// Largest blend radius of a Cartesian waypoint, metres.
pub const BLEND_RADIUS_MAX_M: f64 = 1.0;
/// Largest blend radius of a joint-space waypoint, radians.
pub const BLEND_RADIUS_MAX_RAD: f64 = 1.0;

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
    /// `min_tcp_speed_m_s / cruise_tcp_speed_m_s` (1 when both are 0).
    pub speed_ratio: f64,
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
        PathTarget::Joints(j) => return Ok(straight(q, j)),
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

/// The blend at waypoint `k` between segment `before` and `after` with radius `r` measured by
/// `metric`: a quadratic Bézier in joint space from the entry through the waypoint's joints (its
/// control point) to the exit, the radius shrunk until the TCP (or the joints) stays within it.
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
        let joints = (0..DOF).map(|i| (w[i] - a[i]).abs() + (b[i] - w[i]).abs()).fold(0.0, f64::max);
        let tcp = match metric {
            Metric::Tcp(_) => 2.0 * r,
            Metric::Joints(_) => 0.0,
        };
        let n = ((joints / JOINT_STEP).max(tcp / TCP_STEP).ceil() as usize).max(4);
        let curve: Vec<JointPositions> = (0..=n)
            .map(|j| {
                let u = j as f64 / n as f64;
                std::array::from_fn(|i| (1.0 - u) * (1.0 - u) * a[i] + 2.0 * u * (1.0 - u) * w[i] + u * u * b[i])
            })
            .collect();
        if curve.iter().all(|q| distance(q) <= r * (1.0 + 1e-6) + 1e-9) {
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
        // The blend must leave the segment after the blend before it has joined it.
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
    });
    for (k, seg) in segments.iter().enumerate() {
        let from = match k.checked_sub(1).and_then(|j| blends[j].as_ref()) {
            Some(b) => b.exit,
            None => 0.0,
        };
        let to = blends[k].as_ref().map_or((seg.samples.len() - 1) as f64, |b| b.entry);
        let part = parts.last_mut().expect("a part");
        let mut push = |q: JointPositions, r: &JointRates, blend: Option<usize>| {
            part.push(Sample { q, velocity: r.velocity, acceleration: r.acceleration, segment: k, blend });
        };
        let whole = ((from.floor() as usize) + 1)..=(to.ceil() as usize).saturating_sub(1);
        for i in whole {
            push(seg.samples[i], &seg.rates, None);
        }
        push(point(&seg.samples, to), &seg.rates, None);
        match &blends[k] {
            Some(b) => {
                // Through the blend at the lower of the two segments' velocities.
                let next = &segments[k + 1].rates;
                let slower = JointRates {
                    velocity: std::array::from_fn(|i| seg.rates.velocity[i].min(next.velocity[i])),
                    acceleration: std::array::from_fn(|i| seg.rates.acceleration[i].min(next.acceleration[i])),
                };
                if let Some(entry) = part.last_mut() {
                    entry.blend = Some(k);
                }
                for q in &b.curve[1..] {
                    part.push(Sample {
                        q: *q,
                        velocity: slower.velocity,
                        acceleration: slower.acceleration,
                        segment: k,
                        blend: Some(k),
                    });
                }
            }
            None if k + 1 < n => {
                let end = *part.last().expect("a sample");
                parts.push(vec![end]);
            }
            None => {}
        }
    }
    // Each part timed from rest to rest; a part after a stop starts one drive window later, so
    // the arm is at rest at the waypoint before it leaves.
    let mut points: Vec<TrajectoryPoint> = Vec::new();
    let mut labels: Vec<Sample> = Vec::new();
    for part in parts {
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
    let goal_joints = segments[n - 1].samples.last().copied().unwrap_or(*start);
    if points.is_empty() {
        points.push(TrajectoryPoint { positions: goal_joints, time_from_start: 0.0 });
        labels.push(Sample { q: goal_joints, velocity: [0.0; DOF], acceleration: [0.0; DOF], segment: 0, blend: None });
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
    let reports = (0..n - 1)
        .map(|k| {
            let here = segments[k].samples[segments[k].samples.len() - 1];
            let metric = Metric::of(model, &goal.waypoints[k].target, &here);
            report(
                model,
                &trajectory,
                &labels,
                k,
                goal.waypoints[k].blend_radius,
                blends[k].as_ref().map(|b| b.radius),
                metric,
            )
        })
        .collect();
    Ok(PathPlan { plan: Plan { trajectory, duration }, blends: reports })
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

/// How the trajectory passes inner waypoint `k`.
fn report(
    model: &RobotModel,
    trajectory: &Trajectory,
    labels: &[Sample],
    k: usize,
    asked: Option<f64>,
    used: Option<f64>,
    metric: Metric,
) -> BlendReport {
    let points = trajectory.points();
    let tcp: Vec<Vector3<f64>> = points.iter().map(|p| model.tcp_pose(&p.positions).translation.vector).collect();
    let speed = |i: usize| {
        let dt = points[i].time_from_start - points[i - 1].time_from_start;
        if dt > 0.0 { (tcp[i] - tcp[i - 1]).norm() / dt } else { 0.0 }
    };
    let cruise = |seg: usize| {
        (1..points.len())
            .filter(|&i| labels[i].segment == seg && labels[i].blend.is_none() && labels[i - 1].segment == seg)
            .map(speed)
            .fold(0.0, f64::max)
    };
    let cruise_tcp_speed_m_s = cruise(k).min(cruise(k + 1));
    let inside: Vec<usize> =
        (1..points.len()).filter(|&i| labels[i].blend == Some(k) && labels[i - 1].blend == Some(k)).collect();
    let (min_tcp_speed_m_s, max_deviation) = if used.is_some() && !inside.is_empty() {
        let min = inside.iter().map(|&i| speed(i)).fold(f64::INFINITY, f64::min);
        let deviation = (0..points.len())
            .filter(|&i| labels[i].blend == Some(k))
            .map(|i| metric.distance(model, &points[i].positions))
            .fold(0.0, f64::max);
        (min, deviation)
    } else {
        (0.0, 0.0)
    };
    let speed_ratio = if cruise_tcp_speed_m_s > 0.0 { min_tcp_speed_m_s / cruise_tcp_speed_m_s } else { 1.0 };
    BlendReport {
        waypoint: k,
        blend_radius: asked,
        blend_radius_used: used,
        min_tcp_speed_m_s,
        cruise_tcp_speed_m_s,
        speed_ratio,
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
