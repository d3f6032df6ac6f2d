//! What a request that moves the arm would do, told before it runs: the target in plain words,
//! how long and how fast (from the plan a preview gives), and the scales it asks for. The MCP
//! guardrails show it to the person asked to confirm and check its scales against their caps;
//! the HTTP API runs requests without it.

use super::plan;
use super::schema::Ack;
use super::sequences::parse_sequence;
use super::trajectory::{CsvUpload, parse_csv};
use super::{ApiError, App};
use crate::sequence_supervisor::Launch;
use armrest_backend::client_text::quoted;
use armrest_backend::formats::sequence::Waypoint;
use armrest_backend::motion::{JointGoal, MotionResult, PoseGoal, Scaling};
use armrest_backend::planning::PlanPreview;
use armrest_backend::planning::preview::{fastest, peak_velocity, velocity_ratios};
use armrest_backend::validation::fmt_fixed;
use armrest_backend::{DOF, RobotModel, Trajectory};
use serde_json::Value;

/// What a moving request would do.
#[derive(Clone, Debug)]
pub struct Intent {
    /// For the person asked: target, duration, fastest joint as a share of its limit.
    pub words: String,
    /// The scales the request asks for, to hold against the caps.
    pub demands: Vec<Demand>,
    /// The answer the operation gives without moving when it cannot run (a pose out of reach):
    /// nobody needs to be asked about it.
    pub refusal: Option<Value>,
    /// How the operation answers when it did not run because `reason`.
    pub not_run: fn(String) -> Value,
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

fn motion_not_run(reason: String) -> Value {
    serde_json::to_value(MotionResult::failed(reason)).unwrap_or(Value::Null)
}

fn ack_not_run(reason: String) -> Value {
    serde_json::to_value(Ack { status: "declined", message: Some(reason) }).unwrap_or(Value::Null)
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

/// A move to joint angles (`target` names them: "the named position 'work'").
pub async fn joints(app: App, goal: JointGoal, target: String) -> Result<Intent, ApiError> {
    let demands = scaling_demands(&goal.scaling, "");
    let preview = plan::plan_joints(&app, goal).await?;
    Ok(of_preview(&app.model, &target, preview, demands))
}

/// A move of the TCP to a pose.
pub async fn pose(app: App, goal: PoseGoal) -> Result<Intent, ApiError> {
    let demands = scaling_demands(&goal.scaling, "");
    let [x, y, z] = goal.position;
    let o = goal.orientation;
    let frame = if goal.frame_id.is_empty() { &app.endpoints.pose.planning_frame } else { &goal.frame_id };
    let n = |v: f64| fmt_fixed(v, 3);
    let target = format!(
        "the TCP pose x {}, y {}, z {} m, a {}, b {}, c {} rad in {} ({} motion)",
        n(x),
        n(y),
        n(z),
        n(o.a),
        n(o.b),
        n(o.c),
        quoted(frame),
        goal.planner.name()
    );
    let preview = plan::plan_pose(&app, goal).await?;
    Ok(of_preview(&app.model, &target, preview, demands))
}

/// Names joint angles for a person: "[0.40, 0.30, …] rad".
pub fn angles(q: &[f64]) -> String {
    let q: Vec<String> = q.iter().map(|v| fmt_fixed(*v, 2)).collect();
    format!("[{}] rad", q.join(", "))
}

fn of_preview(model: &RobotModel, target: &str, preview: PlanPreview, demands: Vec<Demand>) -> Intent {
    let Some(p) = preview.plan.as_ref().filter(|_| preview.success) else {
        return Intent {
            words: format!("Move the arm to {target}: not possible ({})", preview.message),
            demands,
            refusal: Some(motion_not_run(preview.message)),
            not_run: motion_not_run,
        };
    };
    let (j, ratio) = p.fastest_joint();
    let mut words = format!(
        "Move the arm to {target}. It takes {:.1} s ({} planner); the tool travels {:.2} m; the fastest joint, \
         {}, reaches {:.0}% of its speed limit. From {} to {}.",
        p.duration_s,
        p.planner,
        p.path_length_m,
        joint_name(model, j),
        ratio * 100.0,
        angles(&p.start),
        angles(&p.goal)
    );
    if preview.estimate {
        words.push_str(" (armrest's estimate: the robot's planner makes the real plan.)");
    }
    Intent { words, demands, refusal: None, not_run: motion_not_run }
}

fn joint_name(model: &RobotModel, i: usize) -> String {
    model.joint_names().get(i).cloned().unwrap_or_else(|| format!("joint{}", i + 1))
}

/// Publishing a trajectory: its fastest joint (from where the arm is now to the first point
/// included) is the speed it asks for.
pub async fn trajectory(app: App, trajectory: Trajectory) -> Result<Intent, ApiError> {
    let pts = trajectory.points();
    let (Some(first), Some(last)) = (pts.first(), pts.last()) else {
        return Err(ApiError::Internal("a trajectory without points reached the guard".into()));
    };
    let mut peak = peak_velocity(&trajectory);
    // The controller moves from where the arm is to the first point in that point's time.
    if first.time_from_start > 0.0
        && let Ok(now) = app.backend.joint_state().await
        && now.position.len() == DOF
    {
        for (i, p) in peak.iter_mut().enumerate() {
            *p = p.max((first.positions[i] - now.position[i]).abs() / first.time_from_start);
        }
    }
    let (j, ratio) = fastest(&velocity_ratios(&peak, app.model.limits()));
    let words = format!(
        "Send a trajectory of {} point(s) over {} s to the controller, ending at {}; the fastest joint, {}, \
         reaches {}% of its speed limit.",
        pts.len(),
        fmt_fixed(last.time_from_start, 1),
        angles(&last.positions),
        joint_name(&app.model, j),
        fmt_fixed(ratio * 100.0, 0)
    );
    let demands = vec![Demand {
        scale: Scale::Speed,
        what: format!(
            "the trajectory's fastest joint ({}, as a share of its velocity limit)",
            joint_name(&app.model, j)
        ),
        value: ratio,
    }];
    Ok(Intent { words, demands, refusal: None, not_run: ack_not_run })
}

/// Publishing a CSV trajectory: the file read as the operation reads it.
pub async fn csv(app: App, upload: CsvUpload) -> Result<Intent, ApiError> {
    let parsed = parse_csv(&app, upload).await?;
    trajectory(app, parsed).await
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
        "Start a sequence in the runner: {}{} waypoint(s) ({} joint, {} Cartesian), {} iteration(s) with {} s between; \
         speeds up to {top}.",
        if file.home.is_some() { "the home point, then " } else { "" },
        file.waypoints.len(),
        file.waypoints.len() - cartesian,
        cartesian,
        launch.options.n_iterations,
        launch.options.delay_between_iterations,
    );
    if !launch.options.bag_path.is_empty() {
        words.push_str(&format!(" Records a bag to {}.", launch.options.bag_path));
    }
    words.push_str(" It runs until it ends or is stopped.");
    Ok(Intent { words, demands, refusal: None, not_run: ack_not_run })
}
