//! The state of a running service that every layer above shares: the robot, its
//! configuration, who holds the arm, the sequence supervisor, the live events and the agents'
//! audit. It lives below the operations (`api`) and the transports (`http`, `mcp`), so each of
//! them reads it without depending on another.

use crate::admission::Admission;
use crate::audit::Audit;
use crate::config::EndpointsConfig;
use crate::control::Control;
use crate::events::Hub;
use crate::sequence_supervisor::Supervisor;
use armrest_backend::{Backend, PerSample, RobotModel, TcpPose};
use serde_json::value::RawValue;
use std::sync::Arc;

/// Shared state of a running service: one reference, so every request and task that holds
/// it costs one count, not one per part.
#[derive(Clone)]
pub struct App(Arc<Parts>);

impl App {
    pub fn new(parts: Parts) -> App {
        App(Arc::new(parts))
    }
}

impl std::ops::Deref for App {
    type Target = Parts;

    fn deref(&self) -> &Parts {
        &self.0
    }
}

/// What the service's state is made of.
pub struct Parts {
    pub backend: Arc<dyn Backend>,
    pub model: Arc<RobotModel>,
    pub endpoints: Arc<EndpointsConfig>,
    /// Positions saved at run time (D32), beside the SRDF's.
    pub positions: Arc<crate::positions::PositionStore>,
    /// Recordings of demonstrations (D33), and the one under way.
    pub recordings: Arc<crate::recordings::RecordingStore>,
    pub recorder: crate::recordings::Recorder,
    pub admission: Admission,
    /// Who may move the arm (D29).
    pub control: Arc<Control>,
    pub sequences: Arc<Supervisor>,
    /// Live events (`GET /robot/stream`).
    pub events: Arc<Hub>,
    /// Agents' calls that could move the arm (`GET /mcp/audit`).
    pub audit: Arc<Audit>,
    /// Reads' answers, written once per sample.
    pub answers: Answers,
    /// What `GET /metrics` tells (D38).
    pub metrics: Arc<crate::metrics::Metrics>,
    /// The bytes of large request bodies parsed at once (D13).
    pub large_bodies: crate::large_bodies::LargeBodies,
}

/// The answers of the reads clients ask for most, as JSON text written once per sample.
#[derive(Default)]
pub struct Answers {
    /// `GET /robot/joint_states`: per joint state sample.
    pub joint_state: PerSample<Arc<RawValue>>,
    /// `GET /robot/pose`: per pose the backend worked out (the simulator once per sample).
    pub pose: PerSample<Arc<RawValue>, TcpPose>,
}
