//! Reading the robot: joint state, TCP pose, named positions.

use super::logs::{DEFAULT_LINES, MIN_LINES};
use super::{ApiError, App};
use armrest_backend::log_buffer::MAX_TAIL;
use armrest_backend::motion::{SPEED_DEFAULT, SPEED_MAX, SPEED_MIN};
use armrest_backend::{JointLimit, PerSample};
use serde::Serialize;
use serde_json::value::RawValue;
use std::sync::Arc;
use utoipa::ToSchema;

/// The robot description the service loaded, as ROS's `robot_description` and
/// `robot_description_semantic` parameters carry it.
#[derive(Debug, Serialize, ToSchema)]
pub struct RobotDescription {
    /// The URDF text. Mesh files it names as `package://NAME/PATH` are served at
    /// `/robot/description/packages/NAME/PATH`.
    pub urdf: String,
    /// The SRDF text (named positions, planning groups).
    pub srdf: String,
    /// The frame poses are reported in.
    pub planning_frame: String,
    /// The link whose pose is the TCP.
    pub tcp_link: String,
    /// The limits every request is checked against (the URDF's, overridden by the limits
    /// file), J1..J7: radians, rad/s, rad/s².
    pub limits: Vec<JointLimit>,
    /// The other bounds requests are checked against, so a client can fit its controls to
    /// them rather than keep copies.
    pub ranges: Ranges,
}

/// Bounds of request parameters, the ones the service validates with.
#[derive(Debug, Serialize, ToSchema)]
pub struct Ranges {
    /// `speed` of the motion requests: a fraction of the joints' maximum velocity.
    pub speed: ScaleRange,
    /// `n` of the log endpoints and `GET /mcp/audit`: how many of the latest lines or entries
    /// one call returns.
    pub log_lines: CountRange,
}

/// A scale's bounds, both included, and what a request that gives none gets.
#[derive(Debug, Serialize, ToSchema)]
pub struct ScaleRange {
    pub min: f64,
    pub max: f64,
    pub default: f64,
}

/// A count's bounds, both included, and what a request that gives none gets.
#[derive(Debug, Serialize, ToSchema)]
pub struct CountRange {
    pub min: usize,
    pub max: usize,
    pub default: usize,
}

impl Ranges {
    /// The constants reading a request checks against.
    pub const SERVICE: Ranges = Ranges {
        speed: ScaleRange { min: SPEED_MIN, max: SPEED_MAX, default: SPEED_DEFAULT },
        log_lines: CountRange { min: MIN_LINES, max: MAX_TAIL, default: DEFAULT_LINES },
    };
}

/// An answer as JSON text written once for the backend's latest sample, or the latest pose it
/// worked out ([`armrest_backend::PerSample`]), and shared by every read of it: the latest joint
/// state ([`armrest_backend::JointState`]'s schema), the TCP pose ([`armrest_backend::TcpPose`]'s).
pub struct Written(Arc<RawValue>);

impl Serialize for Written {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.serialize(serializer)
    }
}

/// The text of `value`, kept in `answers` for as long as `key` is the backend's latest.
fn written<K, T: Serialize>(
    answers: &PerSample<Arc<RawValue>, K>,
    key: Arc<K>,
    value: impl FnOnce(&K) -> &T,
    what: &str,
) -> Result<Written, ApiError> {
    answers
        .of(key, |k| serde_json::value::to_raw_value(value(k)).map(Arc::from))
        .map(Written)
        .map_err(|e| ApiError::Internal(format!("the {what} could not be written: {e}")))
}

pub async fn joint_states(app: &App) -> Result<Written, ApiError> {
    let sample = app.backend.joint_state().await?;
    written(&app.answers.joint_state, sample, |s| &s.state, "joint state")
}

pub async fn pose(app: &App) -> Result<Written, ApiError> {
    let pose = app.backend.tcp_pose().await?;
    written(&app.answers.pose, pose, |p| p, "TCP pose")
}

/// `GET /robot/motion` (D39): the current or last motion; 404 before the first.
pub fn motion(app: &App) -> Result<crate::motions::MotionReport, ApiError> {
    app.admission.motions().report(app.backend.last_execution()).ok_or_else(|| {
        ApiError::NotFound(
            "no motion since the service started: a move, a trajectory, a sequence, a replay or a jog session \
             starts one, and its answer gives its motion_id"
                .to_owned(),
        )
    })
}

pub fn description(app: &App) -> RobotDescription {
    let model = &app.model;
    let d = model.description();
    RobotDescription {
        urdf: d.urdf.to_string(),
        srdf: d.srdf.to_string(),
        planning_frame: model.frames().planning_frame.clone(),
        tcp_link: model.frames().tcp_link.clone(),
        limits: model.limits().joints().to_vec(),
        ranges: Ranges::SERVICE,
    }
}

#[cfg(test)]
mod tests {
    use super::Ranges;
    use crate::api::logs::Lines;
    use crate::api::motion::MoveJointsRequest;
    use crate::api::request::{Context, Source, read};
    use crate::config::EndpointsConfig;
    use armrest_backend::RobotModel;
    use serde_json::{Value, json};
    use std::path::Path;

    /// The ranges the description gives a client are the ones reading a request enforces: both
    /// ends accepted, just beyond them refused, and the default what an absent value reads as.
    #[test]
    fn ranges_are_the_ones_requests_are_checked_against() {
        let model = RobotModel::shipped(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("the shipped model loads");
        let endpoints = EndpointsConfig::default();
        let ctx = Context { model: &model, endpoints: &endpoints, joint_state_rate_hz: 100.0, positions: None };
        let home = [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0];
        let speed = |speed: Value| {
            let mut args = json!({"joints": home});
            if !speed.is_null() {
                args["speed"] = speed;
            }
            read::<MoveJointsRequest>(ctx, &Source::Tool(args)).ok().map(|r| r.0.scaling.speed)
        };
        let lines = |n: Value| {
            let args = if n.is_null() { json!({}) } else { json!({"n": n}) };
            read::<Lines>(ctx, &Source::Tool(args)).ok().map(|Lines(n)| n)
        };
        let Ranges { speed: s, log_lines: l } = Ranges::SERVICE;

        assert_eq!(speed(json!(s.min)), Some(s.min));
        assert_eq!(speed(json!(s.max)), Some(s.max));
        assert_eq!(speed(json!(s.min - 1e-9)), None);
        assert_eq!(speed(json!(s.max + 1e-9)), None);
        assert_eq!(speed(Value::Null), Some(s.default));

        assert_eq!(lines(json!(l.min)), Some(l.min));
        assert_eq!(lines(json!(l.max)), Some(l.max));
        assert_eq!(lines(json!(l.min - 1)), None);
        assert_eq!(lines(json!(l.max + 1)), None);
        assert_eq!(lines(Value::Null), Some(l.default));
    }
}
