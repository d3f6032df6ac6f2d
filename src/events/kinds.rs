//! What each kind of event carries. The stream's `data:` line is one of these objects with the
//! event's `seq` and `stamp` beside its fields; `/openapi.json` documents them from here.

use armrest_backend::TcpPose;
use armrest_backend::collision::{Tool, WorldObject};
use armrest_backend::tool::ToolDefinition;
use serde::Serialize;
use utoipa::ToSchema;

/// The kinds a client can ask for (`events=`), in the order the documentation lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    State,
    Motion,
    Sequence,
    Log,
    World,
    Control,
}

impl EventKind {
    pub const ALL: [EventKind; 6] = [
        EventKind::State,
        EventKind::Motion,
        EventKind::Sequence,
        EventKind::Log,
        EventKind::World,
        EventKind::Control,
    ];

    /// The SSE event name and the `events=` spelling.
    pub fn name(self) -> &'static str {
        match self {
            EventKind::State => "state",
            EventKind::Motion => "motion",
            EventKind::Sequence => "sequence",
            EventKind::Log => "log",
            EventKind::World => "world",
            EventKind::Control => "control",
        }
    }

    pub fn parse(name: &str) -> Option<EventKind> {
        EventKind::ALL.into_iter().find(|k| k.name() == name)
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// A set of event kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kinds(u8);

impl Kinds {
    pub const ALL: Kinds = Kinds(0b11_1111);
    pub const NONE: Kinds = Kinds(0);

    pub fn with(self, kind: EventKind) -> Kinds {
        Kinds(self.0 | kind.bit())
    }
    pub fn has(self, kind: EventKind) -> bool {
        self.0 & kind.bit() != 0
    }
}

impl FromIterator<EventKind> for Kinds {
    fn from_iter<I: IntoIterator<Item = EventKind>>(kinds: I) -> Kinds {
        kinds.into_iter().fold(Kinds::NONE, Kinds::with)
    }
}

// Every event's object starts with `seq` (strictly increasing over the service's events; a gap
// means events this client did not ask for, or states replaced by newer ones while it was
// behind) and `stamp` (UTC, RFC 3339: a state's message stamp, otherwise the event's moment).

/// `event: state`: the joint state as `/robot/joint_states` gives it and the TCP pose as
/// `/robot/pose` gives it (computed from the URDF, so the stream never waits on a service).
#[derive(Serialize, ToSchema)]
pub struct StateEvent {
    pub seq: u64,
    pub stamp: String,
    pub name: Vec<String>,
    pub position: Vec<f64>,
    /// `null` where the robot does not report it (D27).
    #[schema(value_type = Vec<Option<f64>>)]
    pub velocity: Vec<f64>,
    /// `null` where the robot does not report it (D27).
    #[schema(value_type = Vec<Option<f64>>)]
    pub effort: Vec<f64>,
    pub pose: TcpPose,
}

/// What happened to a motion.
#[derive(Clone, Copy, Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum MotionPhase {
    /// A motion request was admitted; the arm is the request's until it finishes.
    Admitted,
    /// The motion ended: `success` and `message` as the request answers them.
    Finished,
    /// `POST /stop` ran, or a stop a lapsed lease, a take-over or the shutdown made: `success`
    /// and `message` as `POST /stop` answers them (the message names a cause other than
    /// `POST /stop`).
    Stopped,
    /// A trajectory was published to the controller.
    Published,
    /// The controller stopped the arm before a contact with the world or itself (D28: the
    /// simulator's collision detection, as a real arm's would); `message` names the two bodies.
    ProtectiveStop,
    /// The speed override changed (`PUT /robot/override`, D29): `target` names the motion in
    /// progress it applied to (or says none was), `message` what changed and what it did not
    /// reach.
    Override,
}

/// `event: motion`.
#[derive(Serialize, ToSchema)]
pub struct MotionEvent {
    pub seq: u64,
    pub stamp: String,
    pub phase: MotionPhase,
    /// The motion's handle (D39), as its answer gives it and `GET /robot/motion` reports it;
    /// absent where the event is about no one motion (`override`, a `stopped` while none ran,
    /// a protective stop).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub motion_id: Option<u64>,
    /// The request: `move_joints`, `move_named`, `move_pose`, `move_path`, `trajectory_send`,
    /// `trajectory_send_csv`, `stop`, `override`, or `controller` for a protective stop.
    pub request: String,
    /// What the motion goes to, as the logs name it.
    pub target: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub success: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// `event: sequence`: the sequence status changed, as `/sequences/status` reports it.
#[derive(Serialize, ToSchema)]
pub struct SequenceEvent {
    pub seq: u64,
    pub stamp: String,
    /// `running` or `finished`.
    pub status: String,
    /// The runner's exit code once `finished`; a negative signal number when a signal ended it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub returncode: Option<i32>,
}

/// Which log a line is from.
#[derive(Clone, Copy, Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LogSource {
    /// `/trajectory/logs`.
    Trajectory,
    /// `/sequences/logs`.
    Sequence,
}

/// `event: log`: a new line of a log, exactly as the log endpoint will return it.
#[derive(Serialize, ToSchema)]
pub struct LogEvent {
    pub seq: u64,
    pub stamp: String,
    pub source: LogSource,
    pub line: String,
}

/// `event: world`: the world changed (`PUT` or `DELETE` of an object, the tool); the whole world as
/// `GET /world` now gives it.
#[derive(Serialize, ToSchema)]
pub struct WorldEvent {
    pub seq: u64,
    pub stamp: String,
    /// Counts the changes since start-up.
    pub version: u64,
    pub objects: Vec<WorldObject>,
    pub tool: Option<Tool>,
    /// The active tool (D36); `null`: the bare flange. A change of the tool is a `world` event
    /// too (its `version` changes only when the tool's geometry does).
    pub active_tool: Option<ToolDefinition>,
}

/// What happened to the control lease (D29).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ControlChange {
    /// Granted while nobody held it.
    Granted,
    /// Taken over (`"take": true`): the arm was stopped first; `previous_holder` had it.
    Taken,
    /// Given back by its holder.
    Released,
    /// Not renewed within its ttl: the arm was held as `POST /stop` holds it.
    Lapsed,
}

/// `event: control`: who holds control changed. Renewals are no event: they change nothing
/// but the deadline.
#[derive(Serialize, ToSchema)]
pub struct ControlEvent {
    pub seq: u64,
    pub stamp: String,
    pub change: ControlChange,
    /// The holder the change is about: the new one for `granted` and `taken`, the one that
    /// ended for `released` and `lapsed`.
    pub holder: String,
    /// The lease's number (`#3`); its id is never shown.
    pub lease_number: u64,
    pub ttl_s: f64,
    /// For `taken`: who had control.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub previous_holder: Option<String>,
}

/// `event: closed`, the last of a stream armrest ends: the client fell too far behind, or the
/// service is shutting down. Reconnect to go on.
#[derive(Serialize, ToSchema)]
pub struct ClosedEvent {
    pub seq: u64,
    pub stamp: String,
    pub reason: String,
}
