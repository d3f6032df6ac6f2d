//! Starting a sequence (validating the uploaded file and the form before anything runs),
//! its status and its log.

use super::schema::{Ack, LogLines};
use super::{ApiError, App};
use crate::sequences::supervisor::StartError;
use crate::sequences::{Launch, bag_path};
use armrest_backend::Violations;
use armrest_backend::sequence::SequenceFile;
use armrest_backend::validation::{Checker, Loc};
use utoipa::ToSchema;

/// The `multipart/form-data` form of `POST /sequences/start`.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct StartSequenceForm {
    /// Sequence file (JSON): `home` (a joint point, visited once before the first iteration)
    /// and `waypoints` (joint points `{"joints": [7 numbers], "speed"}` or Cartesian points
    /// `{"x", "y", "z", "a", "b", "c", "speed", "planner"}`).
    #[schema(value_type = String, format = Binary)]
    config: Vec<u8>,
    /// Number of repetitions, >= 1.
    #[schema(minimum = 1, default = 3)]
    n_iterations: Option<u64>,
    /// Pause between iterations, seconds, >= 0.
    #[schema(minimum = 0.0, default = 5.0)]
    delay_between_iterations: Option<f64>,
    /// Output folder for a rosbag2 recording, inside the bag folder (`sequences.bag_root`):
    /// relative to it, or absolute within it. Empty disables recording.
    #[schema(default = "")]
    bag_path: Option<String>,
    /// Comma-separated topics to record; empty records every topic available.
    #[schema(default = "")]
    topics: Option<String>,
    /// Action name for joint targets.
    #[schema(default = "cobot/move_to_joints")]
    joints_action: Option<String>,
    /// Action name for Cartesian targets.
    #[schema(default = "cobot/move_to_pose")]
    pose_action: Option<String>,
}

/// The form's fields as received (text fields as text).
#[derive(Debug, Default)]
pub struct StartFields {
    pub config: Option<Vec<u8>>,
    pub n_iterations: Option<String>,
    pub delay_between_iterations: Option<String>,
    pub bag_path: Option<String>,
    pub topics: Option<String>,
    pub joints_action: Option<String>,
    pub pose_action: Option<String>,
}

/// Where a start request's fields sit, for locations: `["body", FIELD]` with the file as
/// `config` over HTTP; `[FIELD]` with the file as `sequence` for an MCP tool.
pub struct StartLocs {
    pub root: Loc,
    pub config: &'static str,
}

impl StartLocs {
    pub fn http() -> Self {
        StartLocs { root: Loc::root("body"), config: "config" }
    }
}

/// Checks every field and the sequence file (against the joint limits).
pub fn parse_start(app: &App, f: StartFields, at: &StartLocs) -> Result<Launch, Violations> {
    let mut c = Checker::new();
    let body = &at.root;
    let config = match &f.config {
        None => {
            c.push(body.at(at.config), "missing", format!("Field required: give the sequence file as `{}`", at.config));
            None
        }
        Some(bytes) => match SequenceFile::parse(bytes, &body.at(at.config), Some(app.model.limits())) {
            Ok(_) => Some(bytes.clone()),
            Err(v) => {
                c.extend(v);
                None
            }
        },
    };
    let n_iterations = match f.n_iterations.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => Some(3),
        Some(raw) => match raw.parse::<i64>() {
            Ok(n) if n >= 1 => Some(n as u64),
            Ok(_) => {
                c.push(body.at("n_iterations"), "greater_than_equal", "Input should be greater than or equal to 1");
                None
            }
            Err(_) => {
                c.push(
                    body.at("n_iterations"),
                    "int_parsing",
                    "Input should be a valid integer, unable to parse string as an integer",
                );
                None
            }
        },
    };
    let delay = match f.delay_between_iterations.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        None => Some(5.0),
        Some(raw) => match raw.parse::<f64>() {
            Ok(d) if d.is_finite() && d >= 0.0 => Some(d),
            Ok(d) if !d.is_finite() => {
                c.push(body.at("delay_between_iterations"), "finite_number", "Input should be a finite number");
                None
            }
            Ok(_) => {
                c.push(
                    body.at("delay_between_iterations"),
                    "greater_than_equal",
                    "Input should be greater than or equal to 0",
                );
                None
            }
            Err(_) => {
                c.push(
                    body.at("delay_between_iterations"),
                    "float_parsing",
                    "Input should be a valid number, unable to parse string as a number",
                );
                None
            }
        },
    };
    let given = f.bag_path.unwrap_or_default().trim().to_owned();
    let bag_path = if given.is_empty() {
        Some(String::new())
    } else {
        match bag_path::resolve(std::path::Path::new(&app.endpoints.sequences.bag_root), &given) {
            Err(why) => {
                c.push(body.at("bag_path"), "value_error", why);
                None
            }
            Ok(p) if p.exists() && std::fs::read_dir(&p).map_or(true, |mut d| d.next().is_some()) => {
                c.push(
                    body.at("bag_path"),
                    "value_error",
                    format!("{} already exists and is not an empty folder; choose a new path", p.display()),
                );
                None
            }
            Ok(p) => Some(p.display().to_string()),
        }
    };
    let motion = &app.endpoints.motion;
    let action = |v: Option<String>, default: &str| {
        v.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()).unwrap_or_else(|| default.to_owned())
    };
    let joints_action = action(f.joints_action, &motion.joints_action);
    let pose_action = action(f.pose_action, &motion.pose_action);
    let topics = f.topics.unwrap_or_default().trim().to_owned();
    c.finish(|| {
        Some(Launch {
            config: config?,
            n_iterations: n_iterations?,
            delay_between_iterations: delay?,
            bag_path: bag_path?,
            topics,
            joints_action,
            pose_action,
        })
    })
}

pub fn start(app: &App, launch: Launch) -> Result<Ack, ApiError> {
    match app.sequences.start(launch) {
        Ok(_) => Ok(Ack { status: "started" }),
        Err(StartError::Refused(e)) => Err(e),
        Err(e @ StartError::Spawn { .. }) => {
            Err(ApiError::Backend(armrest_backend::BackendError::Unavailable(e.to_string())))
        }
    }
}

pub fn logs(app: &App, n: usize) -> LogLines {
    LogLines { lines: app.sequences.log(n) }
}
