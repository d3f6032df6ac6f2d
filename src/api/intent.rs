//! What a request that moves the arm would do, told before it runs: the target in plain words,
//! how long and how fast (from the plan a preview gives), and the scales it asks for. The MCP
//! guardrails show it to the person asked to confirm and check its scales against their caps;
//! the HTTP API runs requests without it.

pub mod confirmation_text;

use self::confirmation_text as say;
use super::plan;
use super::schema::Ack;
use super::sequences::parse_sequence;
use super::trajectory::{CsvUpload, parse_csv};
use super::{ApiError, App};
use crate::audit::Decision;
use crate::sequence_supervisor::Launch;
use armrest_backend::client_text::quoted;
use armrest_backend::drive::{self, Start};
use armrest_backend::formats::sequence::Waypoint;
use armrest_backend::motion::{JointGoal, MotionResult, PoseGoal, Scaling};
use armrest_backend::planning::path::{PathGoal, PathTarget};
use armrest_backend::planning::preview::fastest;
use armrest_backend::planning::{JointRates, PlanPreview};
use armrest_backend::{RobotModel, Trajectory, TrajectoryPoint};
use serde_json::Value;

/// What a moving request would do.
#[derive(Clone, Debug)]
pub struct Intent {
    /// For the person asked: target, duration, fastest joint as a share of its limit, each
    /// figure rounded ([`say`]).
    pub words: String,
    /// The speed and acceleration scales of a single move, as it will run (the person is told
    /// them, and whether the call gave them); `None` for trajectories and sequences.
    pub pace: Option<Scaling>,
    /// The scales the request asks for, to hold against the caps.
    pub demands: Vec<Demand>,
    /// Why the operation cannot run (a pose out of reach, a path that collides): nobody needs
    /// to be asked about it; it is answered with `not_run(Decision::NotPlannable, why)`.
    pub refusal: Option<String>,
    /// How the operation answers when it did not run, as the audit records it (`decision`),
    /// because `reason`.
    pub not_run: fn(Decision, String) -> Value,
    /// What the words were judged from, to judge again when the person accepts (D25).
    pub basis: Option<Basis>,
}

/// Where the arm was, how long the motion was to take and what its names stood for when a
/// request was judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Basis {
    /// Joint angles, rad, J1..J7.
    pub start: Vec<f64>,
    /// Seconds the motion was to take.
    pub duration_s: f64,
    /// What the request's names resolved to (a named position's joints, a recording's points, a
    /// sequence's waypoints): what the person was shown, and what runs only if it is still so
    /// (issue 49: a position saved anew while the person read ran to the new place).
    pub resolved: Vec<Resolved>,
}

/// One thing a request named, as it was when the request was judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Resolved {
    /// What it is, for the person: "the named position 'pick'", "recording 'demo'".
    pub what: String,
    pub value: Fixed,
}

/// What a name stood for.
#[derive(Clone, Debug, PartialEq)]
pub enum Fixed {
    /// Joint angles, rad.
    Joints(Vec<f64>),
    /// Content too large to keep (a recording's points): its SHA-256 and a summary for a person.
    Content { digest: [u8; 32], summary: String },
}

impl Resolved {
    /// How `now` differs from `self` (the same thing judged again), in words; `None` if it
    /// does not.
    fn changed(&self, now: &Resolved, names: &[String]) -> Option<String> {
        match (&self.value, &now.value) {
            (Fixed::Joints(a), Fixed::Joints(b)) if a.len() == b.len() => {
                let (j, d) = a
                    .iter()
                    .zip(b)
                    .map(|(x, y)| (x - y).abs())
                    .enumerate()
                    .fold((0, 0.0), |m, (i, d)| if d > m.1 { (i, d) } else { m });
                (d > 0.0).then(|| {
                    let name = names.get(j).map_or("a joint", String::as_str);
                    format!("{} changed ({name} {} → {})", self.what, say::angle(a[j]), say::angle(b[j]))
                })
            }
            (Fixed::Content { digest: a, summary: was }, Fixed::Content { digest: b, summary: is }) => {
                (a != b).then(|| format!("{} changed (approved: {was}; now: {is})", self.what))
            }
            _ => Some(format!("{} changed", self.what)),
        }
    }
}

impl Basis {
    /// Why `now`, the same request judged again, is not what was approved as `self`, if it is
    /// not: a name it uses stands for something else, the arm moved by more than `tolerance`
    /// rad, or the plan takes another time.
    pub fn stale(&self, now: &Basis, tolerance: f64, names: &[String]) -> Option<String> {
        let changed = if self.resolved.len() == now.resolved.len() {
            self.resolved.iter().zip(&now.resolved).find_map(|(was, is)| was.changed(is, names))
        } else {
            Some("what the request names changed".to_owned())
        };
        if let Some(what) = changed {
            return Some(format!(
                "stale: {what} while the person was asked; what was approved is not what would run, so nothing moved. Call the tool again to have it approved as it is now."
            ));
        }
        let (joint, moved) = self
            .start
            .iter()
            .zip(&now.start)
            .map(|(a, b)| (a - b).abs())
            .enumerate()
            .fold((0, 0.0), |m, (i, d)| if d > m.1 { (i, d) } else { m });
        if moved > tolerance {
            let name = names.get(joint).map_or("a joint", String::as_str);
            return Some(format!(
                "stale: the arm moved while the person was asked ({name} by {moved:.3} rad, more than mcp.start_tolerance_rad = {tolerance}); what was approved is not what would run, so nothing moved. Call the tool again to have the motion from where the arm is now approved."
            ));
        }
        // A plan from the same start to the same target takes the same time; another duration
        // means something else changed.
        if (self.duration_s - now.duration_s).abs() > 0.01 + 0.01 * self.duration_s {
            return Some(format!(
                "stale: the plan changed while the person was asked (it now takes {:.2} s, not the {:.2} s approved); nothing moved. Call the tool again to have the new plan approved.",
                now.duration_s, self.duration_s
            ));
        }
        None
    }
}

/// One scale a request asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Demand {
    pub scale: Scale,
    /// Where it comes from, as the caller wrote it: "speed", "waypoint 2's speed".
    pub what: String,
    pub value: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    /// A share of the joints' velocity limits.
    Speed,
    /// A share of the joints' acceleration limits.
    Accel,
}

/// A move's answer when it did not run: `success: false` and why (a move's answer has no status).
fn motion_not_run(_: Decision, reason: String) -> Value {
    serde_json::to_value(MotionResult::failed(reason)).unwrap_or(Value::Null)
}

/// A trajectory's or a sequence's answer when nothing was sent or started: its `status` is the
/// audit's decision where that says what happened to the call (`not_plannable`, `stale`), and
/// `declined` when the person did not accept (declined, dismissed or did not answer; the
/// message says which).
fn ack_not_run(decision: Decision, reason: String) -> Value {
    let status = match decision {
        Decision::NotPlannable | Decision::Stale => decision.word(),
        _ => Decision::Declined.word(),
    };
    serde_json::to_value(Ack { status, message: Some(reason), motion_id: None }).unwrap_or(Value::Null)
}

fn scaling_demands(s: &Scaling, prefix: &str) -> Vec<Demand> {
    let accel_what = if s.accel > 0.0 {
        format!("{prefix}accel_scale")
    } else {
        format!("{prefix}acceleration (follows the speed when accel_scale is 0)")
    };
    vec![
        Demand { scale: Scale::Speed, what: format!("{prefix}speed"), value: s.speed },
        Demand { scale: Scale::Accel, what: accel_what, value: s.effective_accel() },
    ]
}

/// A move to joint angles (`target` names them: "the named position 'work'"); `named`: whether
/// `target` is a name, which the joints are then held to.
pub async fn joints(app: App, goal: JointGoal, target: String, named: bool) -> Result<Intent, ApiError> {
    let demands = scaling_demands(&goal.scaling, "");
    let pace = goal.scaling;
    let resolved = Resolved { what: target.clone(), value: Fixed::Joints(goal.joints.to_vec()) };
    let preview = plan::plan_joints(&app, goal).await?;
    let intent = of_preview(&app.model, &format!("Move the arm to {target}"), preview, demands, pace);
    Ok(if named { intent.resolved(vec![resolved]) } else { intent })
}

/// A move of the TCP to a pose.
pub async fn pose(app: App, goal: PoseGoal) -> Result<Intent, ApiError> {
    let demands = scaling_demands(&goal.scaling, "");
    let [x, y, z] = goal.position;
    let o = goal.orientation;
    let frame = if goal.frame_id.is_empty() { &app.endpoints.pose.planning_frame } else { &goal.frame_id };
    // The planner is said once, with the plan.
    let what = format!(
        "Move the TCP to x {}, y {}, z {}, a {}, b {}, c {} in {}",
        say::length(x),
        say::length(y),
        say::length(z),
        say::angle(o.a),
        say::angle(o.b),
        say::angle(o.c),
        quoted(frame),
    );
    let pace = goal.scaling;
    let preview = plan::plan_pose(&app, goal).await?;
    Ok(of_preview(&app.model, &what, preview, demands, pace))
}

/// A blended path (D35): its waypoints, then the plan as every move's, and how it passes them.
pub async fn path(app: App, goal: PathGoal) -> Result<Intent, ApiError> {
    let mut demands = scaling_demands(&Scaling::new(goal.speed), "");
    for (i, w) in goal.waypoints.iter().enumerate() {
        if let Some(speed) = w.speed {
            demands.extend(scaling_demands(&Scaling::new(speed), &format!("waypoint {i}'s ")));
        }
    }
    let pace = Scaling::new(goal.speed);
    let blended = goal.waypoints.iter().filter(|w| w.blend_radius.is_some()).count();
    let what = format!(
        "Move the arm along a path of {} waypoint(s), passing {blended} of them without stopping",
        goal.waypoints.len()
    );
    // A named waypoint is its joints by now: each joint waypoint is held to what it was.
    let resolved = goal
        .waypoints
        .iter()
        .enumerate()
        .filter_map(|(i, w)| match w.target {
            PathTarget::Joints(q) => {
                Some(Resolved { what: format!("waypoint {i}'s joints"), value: Fixed::Joints(q.to_vec()) })
            }
            PathTarget::Pose { .. } => None,
        })
        .collect();
    let preview = super::path::plan_path(&app, goal).await?;
    let mut intent = of_preview(&app.model, &what, preview.preview, demands, pace).resolved(resolved);
    if intent.refusal.is_none() {
        for b in preview.blends.iter().filter(|b| b.blend_radius.is_some()) {
            intent.words.push_str(&format!(
                "\nThrough waypoint {} the tool keeps at least {} ({} of the joined segments' speed).",
                b.waypoint,
                say::speed(b.min_tcp_speed_m_s),
                say::percent(b.speed_ratio)
            ));
        }
    }
    Ok(intent)
}

/// Names joint angles for a person, rounded, in radians and degrees: "[0.400 rad (22.9°), …]".
pub fn angles(q: &[f64]) -> String {
    say::angles(q)
}

/// `what` is the request in words ("Move the arm to the named position 'work'").
fn of_preview(model: &RobotModel, what: &str, preview: PlanPreview, demands: Vec<Demand>, pace: Scaling) -> Intent {
    let Some(p) = preview.plan.as_ref().filter(|_| preview.success) else {
        return Intent {
            words: format!("{what}: not possible ({})", preview.message),
            pace: Some(pace),
            demands,
            refusal: Some(preview.message),
            not_run: motion_not_run,
            basis: None,
        };
    };
    let (j, ratio) = p.fastest_joint();
    let mut words = format!(
        "{what}.\nPlan ({} planner): {}; the tool travels {}; the fastest joint, {}, reaches {} of its speed limit.",
        p.planner,
        say::seconds(p.duration_s),
        say::length(p.path_length_m),
        joint_name(model, j),
        say::percent(ratio),
    );
    if let Some(c) = &preview.closest {
        let other =
            if c.other_kind == "link" { c.other.clone() } else { format!("{} {}", c.other_kind, quoted(&c.other)) };
        words.push_str(&format!(
            "\nIt passes {} from the nearest thing it could hit ({} and {}, at {} of the way).",
            say::length(c.distance_m),
            c.body,
            other,
            say::percent(c.at_fraction)
        ));
    }
    if preview.estimate {
        words.push_str("\n(armrest's estimate: the robot's planner makes the real plan.)");
    }
    words.push_str("\nJoints, from → to:");
    for (i, (from, to)) in p.start.iter().zip(&p.goal).enumerate() {
        words.push_str(&format!("\n  {}: {} → {}", joint_name(model, i), say::angle(*from), say::angle(*to)));
    }
    let basis = Basis { start: p.start.clone(), duration_s: p.duration_s, resolved: Vec::new() };
    Intent { words, pace: Some(pace), demands, refusal: None, not_run: motion_not_run, basis: Some(basis) }
}

impl Intent {
    /// The intent with `resolved`, what its request's names stood for, in its basis.
    fn resolved(mut self, resolved: Vec<Resolved>) -> Intent {
        if let Some(basis) = &mut self.basis {
            basis.resolved = resolved;
        }
        self
    }
}

fn joint_name(model: &RobotModel, i: usize) -> String {
    model.joint_names().get(i).cloned().unwrap_or_else(|| format!("joint{}", i + 1))
}

/// Publishing a trajectory, judged by the drive check (D24) from where the arm is now: its
/// fastest joint (a jump at time 0 is infinitely fast) is the speed it asks for, its
/// fastest-accelerating joint the acceleration; what no drive could follow, or a controller
/// would refuse, is refused without asking anyone.
pub async fn trajectory(app: App, trajectory: Trajectory, checked: bool) -> Result<Intent, ApiError> {
    let pts = trajectory.points();
    let Some(last) = pts.last() else {
        return Err(ApiError::Internal("a trajectory without points reached the guard".into()));
    };
    let what = format!(
        "Send a trajectory of {} point(s) over {} to the controller",
        pts.len(),
        say::seconds(last.time_from_start)
    );
    if let Some(i) = trajectory.first_non_increasing_time() {
        let why = format!(
            "refused: point {i}'s time_from_start ({} s) is not later than point {}'s ({} s); a joint trajectory controller refuses a trajectory whose times do not increase, so nothing was sent",
            pts[i].time_from_start,
            i - 1,
            pts[i - 1].time_from_start
        );
        return Ok(Intent {
            words: format!("{what}: the controller would refuse it ({why})"),
            pace: None,
            demands: Vec::new(),
            refusal: Some(why),
            not_run: ack_not_run,
            basis: None,
        });
    }
    let sample = app.backend.joint_state().await?;
    let position = sample.state.positions().ok_or_else(|| {
        ApiError::Internal("the joint state has the wrong number of joints; the trajectory cannot be judged".into())
    })?;
    // Estimated from positions where the robot reports none, as the drive check takes them.
    let velocity = sample.motion_velocities();
    let start = Start::measured(position, velocity, app.endpoints.trajectory.hold_tolerance_rad);
    let limits = app.model.limits();
    let mut first = None;
    // As the gate judges it (D24): each velocity step by its size; points with velocities on
    // the controller's curves through them (D42).
    let curve = trajectory.commanded(Some(&start));
    let dense: Vec<TrajectoryPoint> = curve.iter().flatten().map(|s| s.0).collect();
    let judged = if curve.is_some() { &dense[..] } else { pts };
    let peaks = drive::follow_by(drive::Steps::EachBySize, judged, Some(&start), &JointRates::of(limits), |e| {
        first.get_or_insert(e);
    });
    let (j, speed) = fastest(&peaks.velocity_ratios(limits));
    let (k, accel) = fastest(&peaks.acceleration_ratios(limits));
    let fastest_words = if speed.is_finite() {
        format!("the fastest joint, {}, reaches {} of its speed limit", joint_name(&app.model, j), say::percent(speed))
    } else {
        format!("{} would jump: its first point at time 0 is not where the arm is", joint_name(&app.model, j))
    };
    let mut words = format!("{what}, ending at {}; {fastest_words}.", angles(&last.positions));
    let demands = vec![
        Demand {
            scale: Scale::Speed,
            what: format!(
                "the trajectory's fastest joint ({}, as a share of its velocity limit)",
                joint_name(&app.model, j)
            ),
            value: speed,
        },
        Demand {
            scale: Scale::Accel,
            what: format!(
                "the trajectory's fastest-accelerating joint ({}, as a share of its acceleration limit)",
                joint_name(&app.model, k)
            ),
            value: accel,
        },
    ];
    let duration_s = last.time_from_start;
    let said = |e: drive::Excess| match curve.as_ref().and_then(|c| c.get(e.point)) {
        Some(&(_, point)) => e.describe_on_curve(limits, point, trajectory.curve()),
        None => e.describe(limits),
    };
    let mut refusal = first.map(|e| format!("refused: {}; no drive could follow it, so nothing was sent", said(e)));
    // Every path an agent sends is checked against the world before anyone is asked (issue 49):
    // what the send would answer 422 is refused here too; with `validate_limits: false` the
    // person is told what it would hit.
    if refusal.is_none() && !checked && !app.backend.controller_refuses_beyond_limits() {
        refusal = super::trajectory::first_beyond_the_limits(&app, &trajectory).map(|b| format!("refused: {}", b.why));
    }
    if refusal.is_none() {
        match super::trajectory::first_contact(&app, trajectory, Some(&start)).await? {
            (_, Some(c)) if checked => {
                refusal = Some(format!("refused: the path collides: {}; nothing was sent", c.what));
            }
            (_, Some(c)) => words.push_str(&format!(
                "\nWARNING: the path collides: {} (point {}). validate_limits is false, so armrest would send it; \
                 the arm's own collision detection, if any, is all that stops it.",
                c.what, c.point
            )),
            (_, None) => words.push_str("\nThe path is clear of the world and of the robot itself."),
        }
    }
    let basis = Basis { start: position.to_vec(), duration_s, resolved: Vec::new() };
    Ok(Intent { words, pace: None, demands, refusal, not_run: ack_not_run, basis: Some(basis) })
}

/// Publishing a CSV trajectory: the file read as the operation reads it.
pub async fn csv(app: App, upload: CsvUpload) -> Result<Intent, ApiError> {
    let checked = upload.validate_limits;
    let parsed = parse_csv(&app, upload).await?;
    trajectory(app, parsed, checked).await
}

/// Replaying a recording (D33): the approach and the recorded path as `plan_replay` sets them
/// out; the speed scales both (the acceleration follows it). A path that collides, or an
/// approach that cannot be planned, is refused without asking anyone.
pub async fn replay(app: App, r: super::recordings::ReplayRequest) -> Result<Intent, ApiError> {
    let demands = scaling_demands(&Scaling::new(r.speed), "");
    let name = r.name.clone();
    let loaded = r.loaded.clone();
    let plan = super::recordings::plan(&app, r).await?;
    // The recording as it was read for this plan, which the replay then runs (the same read).
    let resolved = loaded
        .get()
        .map(|l| Resolved { what: format!("recording {}", quoted(&name)), value: l.content() })
        .into_iter()
        .collect();
    let [from, to] = plan.recorded_s;
    let what = format!(
        "Replay recording {} ({} to {} of it): approach its first point, then follow the recorded path",
        quoted(&name),
        say::seconds(from),
        say::seconds(to)
    );
    if !plan.success {
        return Ok(Intent {
            words: format!("{what}: not possible ({})", plan.message),
            pace: None,
            demands,
            refusal: Some(plan.message),
            not_run: motion_not_run,
            basis: None,
        });
    }
    let words = format!(
        "{what}.\nApproach: {}; the recorded path: {} ({} points); {} in all.",
        say::seconds(plan.approach.plan.as_ref().map_or(0.0, |p| p.duration_s)),
        say::seconds(plan.path_duration_s),
        plan.points,
        say::seconds(plan.duration_s),
    );
    let start = plan.approach.plan.as_ref().map(|p| p.start.clone()).unwrap_or_default();
    let basis = Basis { start, duration_s: plan.duration_s, resolved };
    Ok(Intent { words, pace: None, demands, refusal: None, not_run: motion_not_run, basis: Some(basis) })
}

/// Starting a sequence: every point's speed is asked for (its acceleration follows it).
pub async fn sequence(app: App, launch: Launch) -> Result<Intent, ApiError> {
    app.admission.sequence_free()?;
    let file = parse_sequence(&app, &launch.config)?;
    let mut demands = Vec::new();
    let named = file
        .home
        .iter()
        .map(|h| ("home".to_owned(), h))
        .chain(file.waypoints.iter().enumerate().map(|(i, w)| (format!("waypoint {i}"), w)));
    for (name, w) in named {
        let speed = match w {
            Waypoint::Joints { speed, .. } | Waypoint::Pose { speed, .. } => *speed,
        };
        demands.extend(scaling_demands(&Scaling::new(speed), &format!("{name}'s ")));
    }
    let cartesian = file.waypoints.iter().filter(|w| matches!(w, Waypoint::Pose { .. })).count();
    let top = demands.iter().map(|d| d.value).fold(0.0, f64::max);
    let mut words = format!(
        "Start a sequence in the runner: {}{} waypoint(s) ({} joint, {} Cartesian), {} iteration(s) with {} between; \
         speeds up to {} of the joint limits.",
        if file.home.is_some() { "the home point, then " } else { "" },
        file.waypoints.len(),
        file.waypoints.len() - cartesian,
        cartesian,
        launch.options.n_iterations,
        say::seconds(launch.options.delay_between_iterations),
        say::share(top),
    );
    if file.blended() {
        words.push_str(
            " Each iteration runs as one blended path through its waypoints (blend radii), without stopping \
                         at those with a radius.",
        );
    }
    if !launch.options.bag_path.is_empty() {
        words.push_str(&format!(" Records a bag to {}.", launch.options.bag_path));
    }
    words.push_str(" It runs until it ends or is stopped.");
    // Each waypoint is planned by the runner from where the arm then is; its named waypoints
    // are their joints by now, held to what they were when the person was asked.
    let joints = |what: String, w: &Waypoint| match w {
        Waypoint::Joints { joints, .. } => Some(Resolved { what, value: Fixed::Joints(joints.to_vec()) }),
        Waypoint::Pose { .. } => None,
    };
    let resolved = file
        .home
        .iter()
        .filter_map(|h| joints("the home point".to_owned(), h))
        .chain(file.waypoints.iter().enumerate().filter_map(|(i, w)| joints(format!("waypoint {i}"), w)))
        .collect();
    let basis = Basis { start: Vec::new(), duration_s: 0.0, resolved };
    Ok(Intent { words, pace: None, demands, refusal: None, not_run: ack_not_run, basis: Some(basis) })
}
