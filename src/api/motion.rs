//! The three motion commands: validation of each request, then one backend call admitted by
//! [`crate::admission`] (one motion at a time, none while a sequence runs) and owned by the
//! service rather than the request.

use super::request::kinds::{FrameName, Joints, Number, PlannerName, PositionName};
use super::request::waypoints::{CircPoint, circ_needs_its_planner};
use super::request::{Absent, Field, Form, Request};
use super::{ApiError, App};
use crate::admission::Permit;
use crate::events::Outcome;
use crate::events::kinds::MotionPhase;
use crate::motions::{Phase, log_prefix};
use armrest_backend::client_text::quoted;
use armrest_backend::motion::{
    ACCEL_SCALE_MAX, ACCEL_SCALE_MIN, CircAux, JointGoal, MotionResult, Planner, PoseGoal, SPEED_DEFAULT, SPEED_MAX,
    SPEED_MIN, Scaling,
};
use armrest_backend::stop_signal::StopToken;
use armrest_backend::validation::fmt_fixed;
use armrest_backend::{Abc, Backend, BackendError};
use std::sync::Arc;

pub const SPEED: Field<Number> = Field::new(
    "speed",
    Number::share(SPEED_MIN, SPEED_MAX),
    Absent::Default(SPEED_DEFAULT),
    "Speed scale, fraction of the joints' maximum velocity.",
)
.example(SPEED_DEFAULT);

pub const ACCEL_SCALE: Field<Number> = Field::new(
    "accel_scale",
    Number::share(ACCEL_SCALE_MIN, ACCEL_SCALE_MAX),
    Absent::Default(0.0),
    "Acceleration scale; 0 means use the value of `speed`.",
);

const JOINTS: Field<Joints> = Field::new("joints", Joints, Absent::Required, "");
const NAME: Field<PositionName> = Field::new("name", PositionName, Absent::Required, "");
const X: Field<Number> = Field::new("x", Number::ANY, Absent::Required, "TCP position, metres.");
const Y: Field<Number> = Field::new("y", Number::ANY, Absent::Required, "");
const Z: Field<Number> = Field::new("z", Number::ANY, Absent::Required, "");
const A: Field<Number> = Field::new(
    "a",
    Number::ANGLE,
    Absent::Default(0.0),
    "ABC angles, radians from -2π to 2π: R = Rz(a)·Ry(b)·Rx(c); rotation about Z.",
);
const B: Field<Number> = Field::new("b", Number::ANGLE, Absent::Default(0.0), "Rotation about Y, radians.");
const C: Field<Number> = Field::new("c", Number::ANGLE, Absent::Default(0.0), "Rotation about X, radians.");
const PLANNER: Field<PlannerName> = Field::new(
    "planner",
    PlannerName,
    Absent::Default(Planner::DEFAULT),
    "Planner; case-insensitive. `ptp` suits moves between points, `lin` gives a straight tool path, \
     `circ` an arc through `circ.interim` or around `circ.center`.",
);
pub const CIRC: Field<CircPoint> = Field::new(
    "circ",
    CircPoint,
    Absent::Default(None),
    "With planner `circ`: the arc's third point (D35). The TCP moves on the circle through the start, this \
     point and the target at the requested speed, its orientation turning from the start's to the target's.",
);
const FRAME_ID: Field<FrameName> = Field::new(
    "frame_id",
    FrameName,
    Absent::Configured(|_| String::new()),
    "Frame of the target pose, a link of the robot model (`/robot/description`); empty uses the planning \
     frame (`base_link`).",
);

/// Body of `POST /robot/move/joints`.
#[derive(Debug)]
pub struct MoveJointsRequest(pub JointGoal);

impl Request for MoveJointsRequest {
    const NAME: &'static str = "MoveJointsRequest";
    const DESCRIPTION: &'static str = "Body of `POST /robot/move/joints`.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let joints = form.field(&JOINTS);
        let speed = form.field(&SPEED);
        Some(MoveJointsRequest(JointGoal { joints: joints?, scaling: Scaling::new(speed?) }))
    }
}

/// Body of `POST /robot/move/named`.
#[derive(Debug)]
pub struct MoveNamedRequest {
    pub name: String,
    pub goal: JointGoal,
}

impl Request for MoveNamedRequest {
    const NAME: &'static str = "MoveNamedRequest";
    const DESCRIPTION: &'static str = "Body of `POST /robot/move/named`.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let position = form.field(&NAME);
        let speed = form.field(&SPEED);
        let accel = form.field(&ACCEL_SCALE);
        let p = position?;
        Some(MoveNamedRequest {
            name: p.name,
            goal: JointGoal { joints: p.joints, scaling: Scaling { speed: speed?, accel: accel? } },
        })
    }
}

/// Body of `POST /robot/move/pose`.
#[derive(Debug)]
pub struct MovePoseRequest(pub PoseGoal);

impl Request for MovePoseRequest {
    const NAME: &'static str = "MovePoseRequest";
    const DESCRIPTION: &'static str = "Body of `POST /robot/move/pose`.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let (x, y, z) = (form.field(&X), form.field(&Y), form.field(&Z));
        let (a, b, c) = (form.field(&A), form.field(&B), form.field(&C));
        let speed = form.field(&SPEED);
        let planner = form.field(&PLANNER);
        let frame_id = form.field(&FRAME_ID);
        let circ = form.field(&CIRC);
        let circ_loc = form.loc_of(&CIRC);
        let (planner, circ) = (planner?, circ?);
        if !form.rule(|c| circ_needs_its_planner(c, &circ_loc, planner, circ)) {
            return None;
        }
        Some(MovePoseRequest(PoseGoal {
            position: [x?, y?, z?],
            orientation: Abc { a: a?, b: b?, c: c? },
            scaling: Scaling::new(speed?),
            planner,
            frame_id: frame_id?,
            circ,
        }))
    }
}

/// Moves to `goal` for operation `request`; `target` names it for the logs ("joint target",
/// "named position 'work'").
pub async fn move_joints(
    app: &App,
    goal: JointGoal,
    request: &'static str,
    target: &str,
) -> Result<MotionResult, ApiError> {
    let admitted = admit(app)?;
    let q: Vec<String> = goal.joints.iter().map(|v| format!("{v:.3}")).collect();
    let what = format!("{target} [{}] speed {} accel {}", q.join(", "), goal.scaling.speed, goal.scaling.accel);
    run(app, admitted, request, what, move |backend, stop| async move { backend.move_joints(goal, stop).await }).await
}

pub async fn move_pose(app: &App, goal: PoseGoal) -> Result<MotionResult, ApiError> {
    let admitted = admit(app)?;
    let [x, y, z] = goal.position;
    let o = goal.orientation;
    // Numbers and the frame as the client gave them: short and one line whatever they were.
    let n = |v: f64| fmt_fixed(v, 3);
    let what = format!(
        "pose x={} y={} z={} a={} b={} c={} frame {} planner {} speed {}",
        n(x),
        n(y),
        n(z),
        n(o.a),
        n(o.b),
        n(o.c),
        quoted(&goal.frame_id),
        goal.planner.name(),
        goal.scaling.speed
    ) + &circ_words(goal.circ);
    run(app, admitted, "move_pose", what, move |backend, stop| async move { backend.move_pose(goal, stop).await }).await
}

/// A `circ` move's auxiliary point for the logs: empty without one.
pub fn circ_words(circ: Option<CircAux>) -> String {
    let n = |v: f64| fmt_fixed(v, 3);
    match circ {
        Some(CircAux::Interim([x, y, z])) => format!(" through interim x={} y={} z={}", n(x), n(y), n(z)),
        Some(CircAux::Center([x, y, z])) => format!(" around centre x={} y={} z={}", n(x), n(y), n(z)),
        None => String::new(),
    }
}

/// Admits a motion with its stop token. The token is taken first: a `/stop` from the moment
/// other requests see the arm taken (409) reaches the motion, however far it has come, even
/// before it reached the backend.
pub fn admit(app: &App) -> Result<(StopToken, Permit), ApiError> {
    let stop = app.backend.stop_token();
    Ok((stop, app.admission.motion()?))
}

/// Runs an admitted motion (`motion`, given the backend and the stop token) as the service's
/// own task, holding `permit` until it ends: a client that gives up or disconnects neither frees
/// the arm nor ends the motion (D18). The outcome goes to the service log and the trajectory
/// log whether or not anyone is left to read the answer.
pub async fn run<F, Fut>(
    app: &App,
    (stop, permit): (StopToken, Permit),
    request: &'static str,
    what: String,
    motion: F,
) -> Result<MotionResult, ApiError>
where
    F: FnOnce(Arc<dyn Backend>, StopToken) -> Fut + Send + 'static,
    Fut: std::future::Future<Output = Result<MotionResult, BackendError>> + Send + 'static,
{
    let id = permit.motion_id();
    tracing::info!("motion {id}: move to {what}");
    // A backend that tells when the controller takes the plan shows it planned until then.
    let phase = if app.backend.reports_executions() { Phase::Planned } else { Phase::Executing };
    app.admission.motions().begin(id, request, &what, phase, None);
    app.backend.trajectory_log().set_prefix(log_prefix(id));
    app.events.motion(MotionPhase::Admitted, Some(id), request, &what, None);
    let backend = Arc::clone(&app.backend);
    let events = Arc::clone(&app.events);
    let metrics = Arc::clone(&app.metrics);
    let admission = app.admission.clone();
    let motion = tokio::spawn(async move {
        let _arm = permit;
        // The token was taken at admission: a stop from then on reached this motion, also one
        // that came before its record began (issue 49).
        let stops = stop.clone();
        let result = motion(Arc::clone(&backend), stop).await;
        let stopped = stops.is_announced();
        // A stop that answered while it ran ended it (D10, D39): no later word of the robot (a
        // goal its server ended successfully with the stop's hold) makes it a success.
        let result = match result {
            Ok(r) if r.success && stopped => {
                let by = admission.motions().stopped_by(id).unwrap_or_else(|| format!("stopped by {}", stops.cause()));
                Ok(MotionResult::failed(format!("{by} while it ran; the robot then reported: {}", r.message)))
            }
            result => result,
        };
        let outcome = match &result {
            Ok(r) if r.success => format!("motion to {what}: done: {}", r.message),
            Ok(r) => format!("motion to {what}: failed: {}", r.message),
            Err(e) => format!("motion to {what}: not executed: {e}"),
        };
        match &result {
            Ok(r) if r.success => tracing::info!("motion {id}: {outcome}"),
            _ => tracing::warn!("motion {id}: {outcome}"),
        }
        backend.trajectory_log().push(&outcome);
        let message = match &result {
            Ok(r) => r.message.clone(),
            Err(e) => e.to_string(),
        };
        let success = matches!(&result, Ok(r) if r.success);
        metrics.motion_finished(request, crate::metrics::MotionOutcome::of(&result));
        // A stop that ended it said so already: the phase stays `stopped`. One that came between
        // its admission and its record's start ends it `stopped` here.
        let phase = match (success, stopped) {
            (true, _) => Phase::Succeeded,
            (false, true) => Phase::Stopped,
            (false, false) => Phase::Failed,
        };
        admission.motions().end(id, phase, &message);
        events.motion(MotionPhase::Finished, Some(id), request, &what, Some(Outcome { success, message: &message }));
        result.map(|r| MotionResult { motion_id: Some(id), ..r })
    });
    let result = motion.await.map_err(|e| ApiError::Internal(format!("the motion task ended abnormally: {e}")))?;
    Ok(result?)
}
