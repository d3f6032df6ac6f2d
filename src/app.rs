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
use armrest_backend::{Backend, RobotModel};
use std::sync::Arc;

/// Shared state of a running service.
#[derive(Clone)]
pub struct App {
    pub backend: Arc<dyn Backend>,
    pub model: Arc<RobotModel>,
    pub endpoints: Arc<EndpointsConfig>,
    pub admission: Admission,
    /// Who may move the arm (D29).
    pub control: Arc<Control>,
    pub sequences: Arc<Supervisor>,
    /// Live events (`GET /robot/stream`).
    pub events: Arc<Hub>,
    /// Agents' calls that could move the arm (`GET /mcp/audit`).
    pub audit: Arc<Audit>,
}
