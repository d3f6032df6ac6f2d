//! The endpoints configuration (`web.endpoints`, D3): middleware names and waits per endpoint
//! group, log and upload sizes, named-position descriptions, and which endpoints are served.

use armrest_backend::log_buffer::MAX_TAIL;
use armrest_backend::middleware::{
    JointStatesConfig, MiddlewareConfig, MotionConfig, PoseConfig, StopConfig, TrajectoryConfig,
};
use armrest_backend::motion::{SPEED_MAX, SPEED_MIN};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct EndpointsConfig {
    pub joint_states: JointStatesConfig,
    pub pose: PoseConfig,
    pub positions: PositionsConfig,
    pub recordings: RecordingsConfig,
    pub motion: MotionConfig,
    pub trajectory: TrajectoryConfig,
    pub sequences: SequencesConfig,
    pub stop: StopConfig,
    pub uploads: UploadsConfig,
    pub shutdown: ShutdownConfig,
    pub mcp: McpConfig,
    pub stream: StreamConfig,
    pub connections: ConnectionsConfig,
    pub control: crate::control::ControlConfig,
    /// `GET /robot/jog` (D29).
    pub jog: super::jog::JogConfig,
    pub enabled: EnabledEndpoints,
}

/// Client connections (D26): how long armrest waits on a client, and how many it serves at
/// once. Together they keep `POST /stop` reachable whatever other clients do.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct ConnectionsConfig {
    /// Seconds from a request head's first byte to its end; longer, the connection is closed.
    pub header_read_timeout_s: f64,
    /// Seconds a connection may keep armrest waiting with nothing moving: silent between
    /// requests, a body that stopped arriving, an answer the client does not read. Not while
    /// armrest works on a request (a motion) or has nothing to send (a quiet stream).
    pub idle_timeout_s: f64,
    /// Connections served at once. Lowered at start-up to the open-file limit less
    /// `reserved_files`; when all are taken, the one that kept armrest waiting longest is closed.
    pub max: usize,
    /// Of those, event streams and WebSockets served at once (at most half of the connections
    /// in force): one over it is refused, 503. When every connection is taken and none keeps
    /// armrest waiting, the oldest stream is closed for the new one.
    pub max_streams: usize,
    /// Open files kept for the rest of the service (middleware, runner, bags, logs).
    pub reserved_files: usize,
}

impl Default for ConnectionsConfig {
    fn default() -> Self {
        ConnectionsConfig {
            header_read_timeout_s: 10.0,
            idle_timeout_s: 60.0,
            max: 1024,
            max_streams: 256,
            reserved_files: 64,
        }
    }
}

/// `GET /robot/stream`, the live event stream.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct StreamConfig {
    /// State events per second when a client does not say (`rate`).
    pub default_rate: f64,
    /// Motion, sequence and log events a client may fall behind by; one more disconnects it
    /// (with a final event saying why). State events never queue: a slow client gets the latest.
    pub queue: usize,
    /// Seconds between keep-alive comments on a quiet stream (proxies close idle connections).
    pub keep_alive_s: f64,
}

impl Default for StreamConfig {
    fn default() -> Self {
        StreamConfig { default_rate: 30.0, queue: 1024, keep_alive_s: 15.0 }
    }
}

/// What happens on SIGTERM or SIGINT.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct ShutdownConfig {
    /// Seconds requests in flight get to finish after the arm was stopped and held.
    pub drain_s: f64,
}

impl Default for ShutdownConfig {
    fn default() -> Self {
        ShutdownConfig { drain_s: 10.0 }
    }
}

/// The MCP interface at `/mcp/mcp` (D14) and the guardrails on what an agent may move.
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct McpConfig {
    pub enabled: bool,
    /// Host names (or `host:port`) clients may use besides those `web.host` implies; with
    /// `web.host` 0.0.0.0 and this empty, any host is served.
    pub allowed_hosts: Vec<String>,
    /// What a tool call that moves the arm needs.
    pub motion: MotionPolicy,
    /// Highest speed scale an agent may ask for (a trajectory: its fastest joint's share of its
    /// velocity limit). Above it the call is refused, never scaled down.
    pub max_speed: f64,
    /// Highest acceleration scale an agent may ask for (0 in a request follows its speed).
    pub max_accel_scale: f64,
    /// Seconds the person asked to confirm a motion has to answer; then nothing moves.
    pub confirm_wait_s: f64,
    /// How far (rad, any joint) the arm may have moved between the question and the person's
    /// acceptance for the approval to hold (D25); farther, nothing moves (audit: `stale`).
    pub start_tolerance_rad: f64,
}

impl Default for McpConfig {
    fn default() -> Self {
        McpConfig {
            enabled: true,
            allowed_hosts: Vec::new(),
            motion: MotionPolicy::Confirm,
            max_speed: 0.25,
            max_accel_scale: 0.25,
            confirm_wait_s: 120.0,
            start_tolerance_rad: 0.01,
        }
    }
}

/// `mcp.motion`: whether an agent's motion, trajectory and sequence tools run.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum MotionPolicy {
    /// They run when called (within the caps).
    Allow,
    /// Each call is planned and shown to the person at the client (MCP elicitation), and runs
    /// only when they accept.
    #[default]
    Confirm,
    /// They are not offered; reads, plans and `stop` are.
    Deny,
}

impl MotionPolicy {
    pub fn name(self) -> &'static str {
        match self {
            MotionPolicy::Allow => "allow",
            MotionPolicy::Confirm => "confirm",
            MotionPolicy::Deny => "deny",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct PositionsConfig {
    /// Text for `GET /robot/positions`, by position name.
    pub descriptions: BTreeMap<String, String>,
    /// The file positions saved at run time live in (D32); relative to the settings file's
    /// folder. Empty: `positions.yaml` in the data folder (`data.dir`). Resolved to an absolute
    /// path at load.
    pub file: String,
}

/// Recordings of demonstrations (D33).
#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct RecordingsConfig {
    /// The folder recordings live in, one folder each; relative to the settings file's folder.
    /// Empty: `recordings` in the data folder (`data.dir`). Resolved to an absolute path at load.
    pub dir: String,
    /// Seconds (on the arm's clock) after which a recording ends on its own, saying so.
    pub max_duration_s: f64,
    /// The most the recordings folder may hold, MB (10^6 bytes): at or past it, a new
    /// recording, an import or a bag not yet written is refused with 507 (issue 49).
    pub max_total_mb: f64,
}

impl RecordingsConfig {
    /// The longest `max_duration_s` the configuration may give: a day.
    pub const MAX_DURATION_LIMIT_S: f64 = 86_400.0;
    /// The largest `max_total_mb` the configuration may give: a terabyte.
    pub const MAX_TOTAL_LIMIT_MB: f64 = 1_000_000.0;

    /// `max_total_mb` in bytes.
    pub fn max_total_bytes(&self) -> u64 {
        // Validated finite, positive and at most a terabyte: the product fits.
        (self.max_total_mb * 1e6) as u64
    }
}

impl Default for RecordingsConfig {
    fn default() -> Self {
        RecordingsConfig { dir: String::new(), max_duration_s: 600.0, max_total_mb: 1000.0 }
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct SequencesConfig {
    /// The runner executable; empty: `armrest` starts its own executable as the runner (D30).
    pub runner: String,
    /// Lines of runner output `/sequences/logs` keeps.
    pub log_lines: usize,
    /// Seconds between SIGTERM and SIGKILL when the runner is stopped.
    pub stop_grace_s: f64,
    /// The folder every `bag_path` lives in (D19); relative to the settings file's folder.
    /// Empty: `bags` in the data folder (`data.dir`). Resolved to an absolute path at load.
    pub bag_root: String,
}

impl Default for SequencesConfig {
    fn default() -> Self {
        SequencesConfig { runner: String::new(), log_lines: 5000, stop_grace_s: 3.0, bag_root: String::new() }
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct UploadsConfig {
    /// Largest accepted request body (JSON, CSV or sequence upload), bytes (D13).
    pub max_bytes: usize,
    /// Seconds armrest spends reading the unread rest of a body it answered early (an error
    /// before the upload was read), so the connection stays usable; past it, or past
    /// `max_bytes`, the answer says `Connection: close`.
    pub drain_s: f64,
}

impl Default for UploadsConfig {
    fn default() -> Self {
        UploadsConfig { max_bytes: 16 * 1024 * 1024, drain_s: 5.0 }
    }
}

/// `enabled:` one switch per operation, keyed by the operation's name in the catalogue (the
/// stream, the jog and the view are entries too); a disabled one is neither routed nor documented.
/// A name the file does not give is enabled. Names are checked against the catalogue at
/// start-up (`operations::unknown_switch`): the catalogue lives above this module.
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Serialize)]
#[serde(transparent)]
pub struct EnabledEndpoints(pub BTreeMap<String, bool>);

impl EnabledEndpoints {
    pub fn is_enabled(&self, name: &str) -> bool {
        self.0.get(name).copied().unwrap_or(true)
    }
}

impl EndpointsConfig {
    pub fn middleware(&self) -> MiddlewareConfig {
        MiddlewareConfig {
            joint_states: self.joint_states.clone(),
            pose: self.pose.clone(),
            motion: self.motion.clone(),
            trajectory: self.trajectory.clone(),
            stop: self.stop.clone(),
        }
    }

    /// Values out of range, as `(key, expected form)`.
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        let mut secs = |key: &'static str, v: f64, max: f64| {
            if !(v.is_finite() && v > 0.0 && v <= max) {
                out.push((key, format!("expected seconds > 0 and <= {max}, got {v}")));
            }
        };
        secs("joint_states.wait_s", self.joint_states.wait_s, 60.0);
        secs("pose.wait_s", self.pose.wait_s, 60.0);
        secs("motion.timeout_s", self.motion.timeout_s, 3600.0);
        secs("recordings.max_duration_s", self.recordings.max_duration_s, RecordingsConfig::MAX_DURATION_LIMIT_S);
        secs("motion.server_wait_s", self.motion.server_wait_s, 60.0);
        secs("motion.accept_wait_s", self.motion.accept_wait_s, 60.0);
        secs("motion.cancel_wait_s", self.motion.cancel_wait_s, 60.0);
        secs("motion.server_check_s", self.motion.server_check_s, 10.0);
        secs("stop.hold_max_age_s", self.stop.hold_max_age_s, 10.0);
        secs("stop.hold_min_s", self.stop.hold_min_s, 10.0);
        secs("motion.discovery_wait_s", self.motion.discovery_wait_s, 600.0);
        secs("motion.settle_wait_s", self.motion.settle_wait_s, 60.0);
        secs("shutdown.drain_s", self.shutdown.drain_s, 300.0);
        secs("uploads.drain_s", self.uploads.drain_s, 300.0);
        secs("sequences.stop_grace_s", self.sequences.stop_grace_s, 60.0);
        secs("stop.wait_s", self.stop.wait_s, 60.0);
        secs("trajectory.speed_scaling_period_s", self.trajectory.speed_scaling_period_s, 1.0);
        secs("trajectory.speed_scaling_confirm_s", self.trajectory.speed_scaling_confirm_s, 60.0);
        secs("trajectory.continue_max_age_s", self.trajectory.continue_max_age_s, 10.0);
        secs("trajectory.controller_silent_s", self.trajectory.controller_silent_s, 60.0);
        secs("stream.keep_alive_s", self.stream.keep_alive_s, 3600.0);
        secs("mcp.confirm_wait_s", self.mcp.confirm_wait_s, 3600.0);
        secs("connections.header_read_timeout_s", self.connections.header_read_timeout_s, 3600.0);
        secs("connections.idle_timeout_s", self.connections.idle_timeout_s, 86_400.0);
        let mb = self.recordings.max_total_mb;
        if !(mb.is_finite() && mb > 0.0 && mb <= RecordingsConfig::MAX_TOTAL_LIMIT_MB) {
            out.push((
                "recordings.max_total_mb",
                format!("expected megabytes > 0 and <= {}, got {mb}", RecordingsConfig::MAX_TOTAL_LIMIT_MB),
            ));
        }
        let (ttl, min, max) = (self.control.ttl_s, crate::control::TTL_MIN_S, crate::control::TTL_MAX_S);
        if !(ttl.is_finite() && (min..=max).contains(&ttl)) {
            out.push(("control.ttl_s", format!("expected seconds from {min} to {max}, got {ttl}")));
        }
        out.extend(self.jog.problems());
        let mut scale = |key: &'static str, v: f64| {
            if !(v.is_finite() && (SPEED_MIN..=SPEED_MAX).contains(&v)) {
                out.push((key, format!("expected a scale from {SPEED_MIN} to {SPEED_MAX}, got {v}")));
            }
        };
        scale("mcp.max_speed", self.mcp.max_speed);
        scale("mcp.max_accel_scale", self.mcp.max_accel_scale);
        if !(self.stop.deceleration_scale.is_finite()
            && self.stop.deceleration_scale > 0.0
            && self.stop.deceleration_scale <= 1.0)
        {
            out.push((
                "stop.deceleration_scale",
                format!("expected a share > 0 and <= 1, got {}", self.stop.deceleration_scale),
            ));
        }
        if !(self.joint_states.startup_wait_s.is_finite() && (0.0..=600.0).contains(&self.joint_states.startup_wait_s))
        {
            out.push((
                "joint_states.startup_wait_s",
                format!("expected seconds from 0 to 600, got {}", self.joint_states.startup_wait_s),
            ));
        }
        if !(self.joint_states.rate_hz.is_finite() && (1.0..=10_000.0).contains(&self.joint_states.rate_hz)) {
            out.push((
                "joint_states.rate_hz",
                format!("expected a rate from 1 to 10000, got {}", self.joint_states.rate_hz),
            ));
        }
        if !(self.stream.default_rate.is_finite() && self.stream.default_rate >= 1.0) {
            out.push((
                "stream.default_rate",
                format!("expected a rate of at least 1, got {}", self.stream.default_rate),
            ));
        }
        let mut radians = |key: &'static str, v: f64| {
            if !(v.is_finite() && (0.0..=0.1).contains(&v)) {
                out.push((key, format!("expected radians from 0 to 0.1, got {v}")));
            }
        };
        radians("trajectory.hold_tolerance_rad", self.trajectory.hold_tolerance_rad);
        radians("mcp.start_tolerance_rad", self.mcp.start_tolerance_rad);
        let mut count = |key: &'static str, v: usize, min: usize, max: usize| {
            if !(min..=max).contains(&v) {
                out.push((key, format!("expected a whole number from {min} to {max}, got {v}")));
            }
        };
        count("trajectory.log_lines", self.trajectory.log_lines, MAX_TAIL, 1_000_000);
        count("sequences.log_lines", self.sequences.log_lines, MAX_TAIL, 1_000_000);
        count("uploads.max_bytes", self.uploads.max_bytes, 1024, 1 << 30);
        count("stream.queue", self.stream.queue, 16, 1_000_000);
        count("connections.max", self.connections.max, 1, 1_000_000);
        count("connections.max_streams", self.connections.max_streams, 1, 1_000_000);
        count("connections.reserved_files", self.connections.reserved_files, 0, 1_000_000);
        let names = [
            ("joint_states.topic", &self.joint_states.topic),
            ("pose.fk_service", &self.pose.fk_service),
            ("pose.planning_frame", &self.pose.planning_frame),
            ("pose.tcp_link", &self.pose.tcp_link),
            ("motion.joints_action", &self.motion.joints_action),
            ("motion.pose_action", &self.motion.pose_action),
            ("trajectory.controller_topic", &self.trajectory.controller_topic),
            ("stop.service", &self.stop.service),
        ];
        for (key, v) in names {
            if v.trim().is_empty() {
                out.push((key, "expected a non-empty name".to_owned()));
            }
        }
        out
    }
}
