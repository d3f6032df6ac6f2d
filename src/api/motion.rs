//! The three motion commands: validation of each request, then one backend call admitted by
//! [`super::admission`] (one motion at a time, none while a sequence runs) and owned by the
//! service rather than the request.

use super::admission::Permit;
use super::schema::{JointVector, PositionName};
use super::{ApiError, App};
use armrest_backend::joint_vector::read_joints;
use armrest_backend::motion::{
    JointGoal, MotionResult, Planner, PoseGoal, SPEED_DEFAULT, SPEED_MAX, SPEED_MIN, Scaling,
};
use armrest_backend::validation::{Checker, Loc};
use armrest_backend::{Abc, Violations};
use serde_json::{Map, Value};
use std::sync::Arc;
use utoipa::ToSchema;

/// Body of `POST /robot/move/joints`.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct MoveJointsRequest {
    joints: JointVector,
    /// Speed scale, fraction of the joints' maximum velocity.
    #[schema(minimum = 0.01, maximum = 1.0, default = 0.1, example = 0.1)]
    speed: Option<f64>,
}

/// Body of `POST /robot/move/named`.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct MoveNamedRequest {
    name: PositionName,
    /// Speed scale, fraction of the joints' maximum velocity.
    #[schema(minimum = 0.01, maximum = 1.0, default = 0.1, example = 0.1)]
    speed: Option<f64>,
    /// Acceleration scale; 0 means use the value of `speed`.
    #[schema(minimum = 0.0, maximum = 1.0, default = 0.0)]
    accel_scale: Option<f64>,
}

/// Body of `POST /robot/move/pose`.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct MovePoseRequest {
    /// TCP position, metres.
    x: f64,
    y: f64,
    z: f64,
    /// ABC angles, radians: R = Rz(a)·Ry(b)·Rx(c).
    #[schema(default = 0.0)]
    a: Option<f64>,
    #[schema(default = 0.0)]
    b: Option<f64>,
    #[schema(default = 0.0)]
    c: Option<f64>,
    /// Speed scale, fraction of the joints' maximum velocity.
    #[schema(minimum = 0.01, maximum = 1.0, default = 0.1, example = 0.1)]
    speed: Option<f64>,
    /// Planner; case-insensitive. `ptp` suits moves between points, `lin` gives a straight
    /// tool path, `circ` needs an auxiliary point this endpoint does not take.
    #[schema(inline, default = "ptp")]
    planner: Option<Planner>,
    /// Frame of the target pose; empty uses the planning frame (`base_link`).
    #[schema(default = "")]
    frame_id: Option<String>,
}

fn speed(c: &mut Checker, obj: &Map<String, Value>, loc: &Loc) -> Option<f64> {
    match Checker::optional(obj, "speed") {
        Some(v) => c.number_in(v, &loc.at("speed"), SPEED_MIN, SPEED_MAX),
        None => Some(SPEED_DEFAULT),
    }
}

fn number_or_zero(c: &mut Checker, obj: &Map<String, Value>, key: &str, loc: &Loc) -> Option<f64> {
    match Checker::optional(obj, key) {
        Some(v) => c.number(v, &loc.at(key)),
        None => Some(0.0),
    }
}

/// Validates a `/robot/move/joints` body.
pub fn parse_joints(app: &App, body: &Value, loc: &Loc) -> Result<JointGoal, Violations> {
    let mut c = Checker::new();
    let Some(obj) = c.object(body, loc) else { return c.finish(|| None) };
    let joints = c
        .required(obj, "joints", loc)
        .and_then(|v| read_joints(&mut c, v, &loc.at("joints"), Some(app.model.limits())));
    let speed = speed(&mut c, obj, loc);
    c.finish(|| Some(JointGoal { joints: joints?, scaling: Scaling::new(speed?), label: "joint target".to_owned() }))
}

/// Validates a `/robot/move/named` body; the name must be one of the SRDF's positions.
pub fn parse_named(app: &App, body: &Value, loc: &Loc) -> Result<JointGoal, Violations> {
    let mut c = Checker::new();
    let Some(obj) = c.object(body, loc) else { return c.finish(|| None) };
    let names: Vec<&str> = app.model.named_positions().iter().map(|p| p.name.as_str()).collect();
    let position = c.required(obj, "name", loc).and_then(|v| {
        let name = c.string(v, &loc.at("name"))?;
        let found = app.model.named_position(name);
        if found.is_none() {
            c.push(
                loc.at("name"),
                "enum",
                format!(
                    "Input should be {} (the named positions of /robot/positions)",
                    armrest_backend::validation::one_of(&names)
                ),
            );
        }
        found
    });
    let speed = speed(&mut c, obj, loc);
    let accel = match Checker::optional(obj, "accel_scale") {
        Some(v) => c.number_in(v, &loc.at("accel_scale"), 0.0, 1.0),
        None => Some(0.0),
    };
    c.finish(|| {
        let p = position?;
        Some(JointGoal {
            joints: p.joints,
            scaling: Scaling { speed: speed?, accel: accel? },
            label: format!("named position '{}'", p.name),
        })
    })
}

/// Validates a `/robot/move/pose` body.
pub fn parse_pose(body: &Value, loc: &Loc) -> Result<PoseGoal, Violations> {
    let mut c = Checker::new();
    let Some(obj) = c.object(body, loc) else { return c.finish(|| None) };
    let coord = |c: &mut Checker, key: &str| c.required(obj, key, loc).and_then(|v| c.number(v, &loc.at(key)));
    let (x, y, z) = (coord(&mut c, "x"), coord(&mut c, "y"), coord(&mut c, "z"));
    let (a, b, cc) = (
        number_or_zero(&mut c, obj, "a", loc),
        number_or_zero(&mut c, obj, "b", loc),
        number_or_zero(&mut c, obj, "c", loc),
    );
    let speed = speed(&mut c, obj, loc);
    let planner = match Checker::optional(obj, "planner") {
        Some(v) => c.choice(v, &loc.at("planner"), &Planner::NAMES).and_then(Planner::from_name),
        None => Some(Planner::Ptp),
    };
    let frame_id = match Checker::optional(obj, "frame_id") {
        Some(v) => c.string(v, &loc.at("frame_id")).map(|s| s.trim().to_owned()),
        None => Some(String::new()),
    };
    c.finish(|| {
        Some(PoseGoal {
            position: [x?, y?, z?],
            orientation: Abc { a: a?, b: b?, c: cc? },
            scaling: Scaling::new(speed?),
            planner: planner?,
            frame_id: frame_id?,
        })
    })
}

pub async fn move_joints(app: &App, goal: JointGoal) -> Result<MotionResult, ApiError> {
    let permit = app.admission.motion()?;
    let q: Vec<String> = goal.joints.iter().map(|v| format!("{v:.3}")).collect();
    let what = format!("{} [{}] speed {} accel {}", goal.label, q.join(", "), goal.scaling.speed, goal.scaling.accel);
    run(app, permit, what, Goal::Joints(goal)).await
}

pub async fn move_pose(app: &App, goal: PoseGoal) -> Result<MotionResult, ApiError> {
    let permit = app.admission.motion()?;
    let [x, y, z] = goal.position;
    let o = goal.orientation;
    let what = format!(
        "pose x={x:.3} y={y:.3} z={z:.3} a={:.3} b={:.3} c={:.3} frame '{}' planner {} speed {}",
        o.a,
        o.b,
        o.c,
        goal.frame_id,
        goal.planner.name(),
        goal.scaling.speed
    );
    run(app, permit, what, Goal::Pose(goal)).await
}

enum Goal {
    Joints(JointGoal),
    Pose(PoseGoal),
}

/// Runs an admitted motion as the service's own task, holding `permit` until it ends: a client
/// that gives up or disconnects neither frees the arm nor ends the motion (D18). The outcome
/// goes to the service log and the trajectory log whether or not anyone is left to read the
/// answer.
async fn run(app: &App, permit: Permit, what: String, goal: Goal) -> Result<MotionResult, ApiError> {
    tracing::info!("move to {what}");
    let backend = Arc::clone(&app.backend);
    let motion = tokio::spawn(async move {
        let _arm = permit;
        let result = match goal {
            Goal::Joints(g) => backend.move_joints(g).await,
            Goal::Pose(g) => backend.move_pose(g).await,
        };
        let outcome = match &result {
            Ok(r) if r.success => format!("motion to {what}: done: {}", r.message),
            Ok(r) => format!("motion to {what}: failed: {}", r.message),
            Err(e) => format!("motion to {what}: not executed: {e}"),
        };
        match &result {
            Ok(r) if r.success => tracing::info!("{outcome}"),
            _ => tracing::warn!("{outcome}"),
        }
        backend.log(outcome);
        result
    });
    let result = motion.await.map_err(|e| ApiError::Internal(format!("the motion task ended abnormally: {e}")))?;
    Ok(result?)
}
