//! `GET /mcp/audit`: the latest agents' calls that could move the arm.

use crate::app::App;
use crate::audit::AuditEntry;
use serde::Serialize;
use utoipa::ToSchema;

/// The latest audit entries, oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct AuditLog {
    pub entries: Vec<AuditEntry>,
}

/// The latest `n` entries of the agents' audit, oldest first.
pub fn latest(app: &App, n: usize) -> AuditLog {
    AuditLog { entries: app.audit.latest(n) }
}
