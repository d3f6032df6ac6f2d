//! The speed override and pause (D29): `GET` and `PUT /robot/override`. The fraction scales
//! the speed of the motion in progress and of later ones; 0 pauses on the path, above 0
//! resumes. The backend does the pacing; this layer checks the fraction, tells the stream and
//! says what the change reached.

use super::request::kinds::Number;
use super::request::{Absent, Context, Field, Form, Kind, Raw, Request, Transport};
use super::{ApiError, App};
use crate::admission::Holder;
use crate::events::Outcome;
use crate::events::kinds::MotionPhase;
use armrest_backend::RunnerConnection;
use armrest_backend::speed_override::{
    FRACTION_MAX, FRACTION_MIN, FRACTION_RUNNING_MIN, OverrideError, OverrideReport, describe_fraction, normalized,
    valid_fraction,
};
use armrest_backend::validation::{Checker, Loc, fmt_num};
use serde::Serialize;
use serde_json::{Value, json};
use utoipa::ToSchema;

/// The override's fraction: 0 (pauses), or from [`FRACTION_RUNNING_MIN`] to [`FRACTION_MAX`];
/// `-0` reads as 0.
pub struct Fraction;

impl Fraction {
    const BOUNDS: Number = Number::share(FRACTION_MIN, FRACTION_MAX);
}

impl Kind for Fraction {
    type Value = f64;
    fn json(&self, v: &f64) -> Option<Value> {
        Some(json!(v))
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, ctx: &Context<'_>) -> Option<f64> {
        let x = Fraction::BOUNDS.read(c, raw, loc, ctx)?;
        if valid_fraction(x) {
            return Some(normalized(x));
        }
        c.push(
            loc.clone(),
            "greater_than_equal",
            format!(
                "Input should be 0 (to pause) or greater than or equal to {} (got {})",
                fmt_num(FRACTION_RUNNING_MIN),
                fmt_num(x)
            ),
        );
        None
    }
    fn schema(&self, t: Transport, ctx: &Context<'_>) -> Value {
        let mut s = Fraction::BOUNDS.schema(t, ctx);
        s["anyOf"] = json!([{"const": FRACTION_MIN}, {"minimum": FRACTION_RUNNING_MIN}]);
        s
    }
}

/// The request field, with the bounds every transport publishes and enforces.
pub const FRACTION: Field<Fraction> = Field::new(
    "fraction",
    Fraction,
    Absent::Required,
    "Speed override: the fraction of the planned speed the motion in progress and later ones run at. \
     1 runs them as planned; 0 pauses (the arm decelerates to rest on its path and the motion stays \
     in progress); a fraction above 0 resumes along the same path to the same goal. Above 0, the \
     smallest fraction taken is `speed`'s smallest (the `minimum` in `anyOf`).",
)
.example(0.5);

/// Body of `PUT /robot/override`.
#[derive(Debug)]
pub struct SetOverrideRequest(pub f64);

impl Request for SetOverrideRequest {
    const NAME: &'static str = "SetOverrideRequest";
    const DESCRIPTION: &'static str = "Body of `PUT /robot/override`.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        form.field(&FRACTION).map(SetOverrideRequest)
    }
}

/// The speed override in effect.
#[derive(Debug, Serialize, ToSchema)]
pub struct SpeedOverride {
    /// 0..1; 1 runs motions as planned.
    #[schema(example = 1.0)]
    pub fraction: f64,
    /// The fraction is 0: the motion in progress, if any, rests on its path until it rises.
    pub paused: bool,
}

pub fn get(app: &App) -> SpeedOverride {
    let fraction = app.backend.speed_override();
    SpeedOverride { fraction, paused: fraction == 0.0 }
}

/// Why the robot's motion server would cancel its goals at `fraction` (over ROS 2, MoveIt's
/// execution duration monitoring), if it would.
pub async fn below_goal_floor(app: &App, fraction: f64) -> Option<String> {
    app.backend.goal_override_floor().await.filter(|(floor, _)| fraction < *floor).map(|(_, why)| why)
}

/// Sets the override; the answer says what it applied to and what it could not.
pub async fn set(app: &App, fraction: f64) -> Result<OverrideReport, ApiError> {
    // A sequence's runner sends its goals to the motion server itself: the backend does not see
    // them run, this layer does.
    if app.admission.holder() == Holder::Sequence
        && let Some(why) = below_goal_floor(app, fraction).await
    {
        return Err(ApiError::Conflict(format!(
            "cannot set the speed override to {} while a sequence runs: {why}; the override stays {}",
            describe_fraction(fraction),
            describe_fraction(app.backend.speed_override())
        )));
    }
    let mut report = app.backend.set_speed_override(fraction).await.map_err(|e| match e {
        OverrideError::Refused(why) => ApiError::Conflict(why),
        OverrideError::Backend(e) => ApiError::Backend(e),
    })?;
    // Over ROS 2 without the controller's speed scaling the runner sends its goals to the
    // motion server itself: the override never reaches them. (With it, the controller scales
    // them; the simulator's runner drives the same simulated controller.)
    let unscaled_runner = matches!(
        app.backend.runner_connection(),
        RunnerConnection::Ros2 { speed_scaling_topic } if speed_scaling_topic.is_empty()
    );
    if app.admission.holder() == Holder::Sequence && unscaled_runner {
        let runner = "the running sequence's runner sends its goals to the motion server itself, with the speeds of \
                      its file: its waypoints do not follow the override";
        report.not_applied = Some(match report.not_applied.take() {
            Some(other) => format!("{other}; {runner}"),
            None => runner.to_owned(),
        });
    }
    let (from, to) = (describe_fraction(report.previous), describe_fraction(report.fraction));
    let target = report.applied_to.as_ref().map_or_else(|| "no motion in progress".to_owned(), |m| m.motion.clone());
    let mut message = report.notes.join("; ");
    if let Some(left_out) = &report.not_applied {
        message = format!("{message}; not applied: {left_out}");
    }
    tracing::info!("speed override {from} -> {to}: {message}");
    app.events.motion(
        MotionPhase::Override,
        None,
        "override",
        &target,
        Some(Outcome { success: true, message: &message }),
    );
    Ok(report)
}
