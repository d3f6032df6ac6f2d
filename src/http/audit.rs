//! `GET /mcp/audit`: the latest agents' calls that could move the arm, and the route's entry in
//! the OpenAPI document.

use super::error::HttpError;
use super::handler::query_pairs;
use crate::api::logs::Lines;
use crate::api::request::{self, Body as RequestBody, Source};
use crate::app::App;
use crate::audit::{AuditEntry, Decision, KEPT};
use axum::Json;
use axum::extract::{Request, State};
use axum::routing::{MethodRouter, get};
use serde::Serialize;
use serde_json::{Map, Value, json};
use utoipa::{PartialSchema, ToSchema};

pub const PATH: &str = "/mcp/audit";

/// The latest audit entries, oldest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct AuditLog {
    pub entries: Vec<AuditEntry>,
}

pub fn route() -> MethodRouter<App> {
    get(audit)
}

async fn audit(State(app): State<App>, request: Request) -> Result<Json<AuditLog>, HttpError> {
    let query = query_pairs(request.uri().query().unwrap_or(""));
    let source = Source::Http { path: Vec::new(), query, body: RequestBody::None };
    let Lines(n) = request::read::<Lines>(app.context(), &source)?;
    Ok(Json(AuditLog { entries: app.audit.latest(n) }))
}

/// The route's path item and the schemas it refers to.
pub fn document(app: &App, components: &mut Map<String, Value>) -> Value {
    let mut all = vec![
        (AuditLog::name().into_owned(), AuditLog::schema()),
        (AuditEntry::name().into_owned(), AuditEntry::schema()),
        (Decision::name().into_owned(), Decision::schema()),
    ];
    AuditEntry::schemas(&mut all);
    for (name, schema) in all {
        components.insert(name, serde_json::to_value(schema).unwrap_or_default());
    }
    json!({"get": {
        "tags": ["mcp"],
        "summary": "Audit of agents' motion calls",
        "description": format!("The latest MCP tool calls that could move the arm (up to {KEPT}, oldest first): \
            when, the client's name and version, the tool, its arguments (long values shortened), what the \
            guardrails decided (`mcp:` in the endpoints configuration) and what came of it. The same entries go \
            to the service log under the target `armrest::audit`."),
        "operationId": "mcp_audit",
        "parameters": super::openapi::query_parameters::<Lines>(app),
        "responses": {
            "200": {
                "description": "Audit entries, oldest first",
                "content": {"application/json": {"schema": {"$ref": format!("#/components/schemas/{}", AuditLog::name())}}},
            },
            "422": super::openapi::invalid_query("`n` out of range"),
        },
    }})
}
