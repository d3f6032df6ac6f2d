//! The MCP tools: one per enabled operation of the catalogue, with input schemas from the same
//! request declarations as the HTTP schema, and calls that run the same operations (same
//! validation, same backend calls, same results).

use crate::api::request::{Source, Transport, object_schema};
use crate::api::{ApiError, App, schema};
use crate::http::openapi::inline_refs;
use crate::operations::{Effect, Operation};
use armrest_backend::Violations;
use rmcp::model::{JsonObject, Tool, ToolAnnotations};
use serde_json::{Map, Value};

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

/// The tools of the enabled operations, with schemas for the loaded robot model and the running
/// configuration.
pub fn tools(app: &App, operations: &[Operation]) -> Vec<Tool> {
    let components: Map<String, Value> = schema::model_components(&app.model).into_iter().collect();
    operations
        .iter()
        .map(|op| {
            let fields = (op.describe)(app.context(), Transport::Tool);
            let mut input = inline_refs(&object_schema(&fields, ""), &components);
            input["additionalProperties"] = Value::Bool(false);
            let input: JsonObject = match input {
                Value::Object(m) => m,
                _ => JsonObject::new(),
            };
            let annotations = match op.spec.tool.effect {
                Effect::Reads => ToolAnnotations::new().read_only(true).destructive(false),
                Effect::Moves => ToolAnnotations::new().read_only(false).destructive(true),
                Effect::Stops => ToolAnnotations::new().read_only(false).destructive(false),
            };
            Tool::new(op.spec.tool.name, op.spec.tool.description, input).annotate(annotations)
        })
        .collect()
}

/// Calls the tool `name` of `operations` with `args` (a JSON object).
pub async fn call(app: &App, operations: &[Operation], name: &str, args: Value) -> Result<Value, ToolError> {
    let op =
        operations.iter().find(|op| op.spec.tool.name == name).ok_or_else(|| ToolError::Unknown(name.to_owned()))?;
    Ok(op.run(app.clone(), Source::Tool(args)).await?)
}
