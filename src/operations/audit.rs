//! The agents' audit (tag `mcp`): part of the agents' interface, so switched by `mcp.enabled`;
//! no MCP tool itself.

use super::answers::invalid;
use super::machinery::operation;
use super::{Answer, Effect, Encoding, Method, Operation, Spec, Switch, Text};
use crate::api;
use crate::api::audit::AuditLog;
use crate::api::logs::Lines;

/// `GET /mcp/audit`.
pub fn all() -> Vec<Operation> {
    vec![
        operation(
            Spec {
                name: "mcp_audit",
                method: Method::Get,
                path: "/mcp/audit",
                tag: "mcp",
                summary: "Audit of agents' motion calls",
                description: Text::Of(|_| {
                    format!(
                        "The latest MCP tool calls that could move the arm (up to {}, oldest first): \
                         when, the client's name and version, the tool, its arguments (long values shortened), what the \
                         guardrails decided (`mcp:` in the endpoints configuration) and what came of it. The same entries go \
                         to the service log under the target `armrest::audit`.",
                        crate::audit::KEPT
                    )
                }),
                encoding: Encoding::None,
                answers: vec![Answer::of::<AuditLog>(200, "Audit entries, oldest first"), invalid("`n` out of range")],
                effect: Effect::Reads,
                tool: None,
                heavy: false,
            },
            |app, Lines(n)| async move { Ok(api::audit::latest(&app, n)) },
        )
        .switch(Switch::Mcp),
    ]
}
