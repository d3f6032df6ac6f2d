//! The MCP tools: one per endpoint of the spec, with input schemas carrying the same rules as
//! the HTTP schema, and calls that go through the same `api` operations (same validation,
//! same backend calls, same results).

use crate::api::sequences::{StartFields, StartLocs};
use crate::api::{self, ApiError, App, logs, schema};
use armrest_backend::motion::{Planner, SPEED_DEFAULT, SPEED_MAX, SPEED_MIN};
use armrest_backend::validation::Loc;
use armrest_backend::{RobotModel, Violations};
use rmcp::model::{JsonObject, Tool, ToolAnnotations};
use serde::Serialize;
use serde_json::{Value, json};

/// Why a tool call failed.
#[derive(Debug, thiserror::Error)]
pub enum ToolError {
    #[error("unknown tool `{0}`")]
    Unknown(String),
    #[error("invalid arguments: {0}")]
    Invalid(Violations),
    /// The arm is taken (HTTP would answer 409): try again when it is free.
    #[error("refused, the arm is busy (conflict, HTTP 409): {0}")]
    Conflict(String),
    /// The robot's middleware could not serve the call (HTTP would answer 503).
    #[error("unavailable (HTTP 503): {0}")]
    Unavailable(String),
    #[error("{0}")]
    Failed(String),
}

/// The one place operation errors become MCP tool errors.
impl From<ApiError> for ToolError {
    fn from(e: ApiError) -> Self {
        match e {
            ApiError::Invalid(v) => ToolError::Invalid(v),
            ApiError::Conflict(m) => ToolError::Conflict(m),
            e @ (ApiError::ShuttingDown | ApiError::Backend(_)) => ToolError::Unavailable(e.to_string()),
            ApiError::Internal(m) => ToolError::Failed(m),
        }
    }
}

impl From<Violations> for ToolError {
    fn from(v: Violations) -> Self {
        ToolError::Invalid(v)
    }
}

const ON_A_REAL_ROBOT: &str = "With the ROS 2 backend this moves the real robot arm.";

fn object(properties: Value, required: &[&str]) -> JsonObject {
    let schema =
        json!({"type": "object", "properties": properties, "required": required, "additionalProperties": false});
    match schema {
        Value::Object(m) => m,
        _ => JsonObject::new(),
    }
}

fn speed() -> Value {
    json!({"type": "number", "minimum": SPEED_MIN, "maximum": SPEED_MAX, "default": SPEED_DEFAULT,
           "description": "Speed scale, fraction of the joints' maximum velocity"})
}

fn lines() -> Value {
    json!({"type": "integer", "minimum": 1, "maximum": logs::MAX_LINES, "default": logs::DEFAULT_LINES,
           "description": "Number of latest lines"})
}

fn read_only(tool: Tool) -> Tool {
    tool.annotate(ToolAnnotations::new().read_only(true).destructive(false))
}

fn moving(tool: Tool) -> Tool {
    tool.annotate(ToolAnnotations::new().read_only(false).destructive(true))
}

/// Every tool, with schemas for the loaded robot model.
pub fn catalogue(model: &RobotModel) -> Vec<Tool> {
    let joints = serde_json::to_value(schema::joint_vector(model)).unwrap_or_else(|_| json!({"type": "array"}));
    let position = serde_json::to_value(schema::position_name(model)).unwrap_or_else(|_| json!({"type": "string"}));
    let planner = json!({"type": "string", "enum": Planner::NAMES, "default": "ptp",
        "description": "ptp: fast point-to-point; lin: straight tool path; circ needs an auxiliary point (not supported here); ompl/chomp: planned joint motion"});
    let abc = |d: &str| json!({"type": "number", "default": 0.0, "description": d});
    let point = json!({"type": "object", "required": ["positions", "time_from_start"], "additionalProperties": false,
        "properties": {"positions": joints, "time_from_start": {"type": "number", "minimum": 0.0, "description": "Seconds from the start"}}});
    vec![
        read_only(Tool::new("read_joint_states", "Read the arm's current joint state: names joint1..joint7 with position (rad), velocity and effort.", object(json!({}), &[]))),
        read_only(Tool::new("read_tcp_pose", "Read the tool-centre-point pose relative to base_link: position in metres, orientation as quaternion and ABC angles (rad and deg).", object(json!({}), &[]))),
        read_only(Tool::new("list_named_positions", "List the named positions (from the robot's SRDF) with their joint angles; use a name with move_to_named_position.", object(json!({}), &[]))),
        moving(Tool::new("move_to_named_position", format!("Move the arm to a named position and wait until the motion ends; check `success` in the result. {ON_A_REAL_ROBOT}"),
            object(json!({"name": position, "speed": speed(),
                "accel_scale": {"type": "number", "minimum": 0.0, "maximum": 1.0, "default": 0.0, "description": "Acceleration scale; 0 uses speed"}}), &["name"]))),
        moving(Tool::new("move_to_pose", format!("Move the tool-centre point to x, y, z (metres) and ABC angles (radians, R = Rz(a)·Ry(b)·Rx(c)) and wait until the motion ends; check `success`. {ON_A_REAL_ROBOT}"),
            object(json!({"x": {"type": "number"}, "y": {"type": "number"}, "z": {"type": "number"},
                "a": abc("Rotation about Z, rad"), "b": abc("Rotation about Y, rad"), "c": abc("Rotation about X, rad"),
                "speed": speed(), "planner": planner,
                "frame_id": {"type": "string", "default": "", "description": "Frame of the target; empty: base_link"}}), &["x", "y", "z"]))),
        moving(Tool::new("move_to_joints", format!("Move the seven joints to the given angles (radians, J1..J7, within the limits) and wait until the motion ends; check `success`. {ON_A_REAL_ROBOT}"),
            object(json!({"joints": joints, "speed": speed()}), &["joints"]))),
        moving(Tool::new("send_trajectory", format!("Publish a joint trajectory to the controller (points of 7 positions with increasing time_from_start). Returns when published, not when the motion ends; follow it with read_joint_states and read_trajectory_logs. {ON_A_REAL_ROBOT}"),
            object(json!({"points": {"type": "array", "minItems": 1, "items": point},
                "validate_limits": {"type": "boolean", "default": true}}), &["points"]))),
        read_only(Tool::new("read_trajectory_logs", "Read the latest entries of the trajectory log (UTC timestamped).", object(json!({"n": lines()}), &[]))),
        moving(Tool::new("start_sequence", format!("Start a motion sequence in a separate runner process: `sequence` is {{\"home\": joint point, \"waypoints\": [joint points {{joints, speed}} or Cartesian points {{x, y, z, a, b, c, speed, planner}}]}}. Returns once started; follow with read_sequence_status and read_sequence_logs. {ON_A_REAL_ROBOT}"),
            object(json!({
                "sequence": {"type": "object", "description": "The sequence file: home and waypoints", "required": ["waypoints"]},
                "n_iterations": {"type": "integer", "minimum": 1, "default": 3},
                "delay_between_iterations": {"type": "number", "minimum": 0.0, "default": 5.0, "description": "Seconds"},
                "bag_path": {"type": "string", "default": "", "description": "Record topics into this rosbag2 folder, relative to the bag folder (sequences.bag_root; an absolute path must lie inside it); empty: no recording"},
                "topics": {"type": "string", "default": "", "description": "Comma-separated topics to record; empty: all"},
                "joints_action": {"type": "string", "default": "cobot/move_to_joints"},
                "pose_action": {"type": "string", "default": "cobot/move_to_pose"}}), &["sequence"]))),
        read_only(Tool::new("read_sequence_status", "Read the sequence runner's state: idle, running, or finished with its return code (0 ok, 1 motion failed, 2 invalid file, 3 middleware unavailable, negative: stopped by a signal).", object(json!({}), &[]))),
        read_only(Tool::new("read_sequence_logs", "Read the latest lines the sequence runner printed (UTC timestamped).", object(json!({"n": lines()}), &[]))),
        Tool::new("stop", "Stop software operations: end a running sequence, make the arm hold where it is, stop the planner. Not an emergency stop; verify the robot's state afterwards.", object(json!({}), &[]))
            .annotate(ToolAnnotations::new().read_only(false).destructive(false)),
    ]
}

fn to_value(v: impl Serialize) -> Result<Value, ToolError> {
    serde_json::to_value(v).map_err(|e| ToolError::Failed(e.to_string()))
}

/// A scalar argument as the text an HTTP form would carry.
fn text(args: &Value, key: &str) -> Option<String> {
    match args.get(key) {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(other) => Some(other.to_string()),
    }
}

/// Calls tool `name` with `args` (a JSON object).
pub async fn call(app: &App, name: &str, args: Value) -> Result<Value, ToolError> {
    let loc = Loc::empty();
    match name {
        "read_joint_states" => to_value(api::robot::joint_states(app).await?),
        "read_tcp_pose" => to_value(api::robot::pose(app).await?),
        "list_named_positions" => to_value(api::robot::positions(app)),
        "move_to_named_position" => {
            let goal = api::motion::parse_named(app, &args, &loc)?;
            to_value(api::motion::move_joints(app, goal).await?)
        }
        "move_to_pose" => {
            let goal = api::motion::parse_pose(&args, &loc)?;
            to_value(api::motion::move_pose(app, goal).await?)
        }
        "move_to_joints" => {
            let goal = api::motion::parse_joints(app, &args, &loc)?;
            to_value(api::motion::move_joints(app, goal).await?)
        }
        "send_trajectory" => {
            let trajectory = api::trajectory::parse_send(app, &args, &loc)?;
            to_value(api::trajectory::send(app, trajectory).await?)
        }
        "read_trajectory_logs" => {
            let n = logs::lines_param(text(&args, "n").as_deref(), &loc.at("n"))?;
            to_value(api::trajectory::logs(app, n))
        }
        "start_sequence" => {
            let fields = StartFields {
                config: args.get("sequence").filter(|v| !v.is_null()).map(|v| v.to_string().into_bytes()),
                n_iterations: text(&args, "n_iterations"),
                delay_between_iterations: text(&args, "delay_between_iterations"),
                bag_path: text(&args, "bag_path"),
                topics: text(&args, "topics"),
                joints_action: text(&args, "joints_action"),
                pose_action: text(&args, "pose_action"),
            };
            let launch = api::sequences::parse_start(app, fields, &StartLocs { root: loc, config: "sequence" })?;
            to_value(api::sequences::start(app, launch)?)
        }
        "read_sequence_status" => to_value(app.sequences.status()),
        "read_sequence_logs" => {
            let n = logs::lines_param(text(&args, "n").as_deref(), &loc.at("n"))?;
            to_value(api::sequences::logs(app, n))
        }
        "stop" => to_value(api::stop::stop(app).await),
        other => Err(ToolError::Unknown(other.to_owned())),
    }
}
