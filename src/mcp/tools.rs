//! The MCP tools: one per enabled operation of the catalogue, with input schemas from the same
//! request declarations as the HTTP schema, and calls that run the same operations (same
//! validation, same backend calls, same results).

use crate::api::request::{Source, Transport, object_schema};
use crate::api::{ApiError, App, schema};
use crate::http::openapi::inline_refs;
use crate::operations::{Effect, Operation};
use armrest_backend::Violations;
use rmcp::model::{JsonObject, Tool, ToolAnnotations};
use serde_json::{Map, Value, json};

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
            let tool = Tool::new(op.spec.tool.name, op.spec.tool.description, input).annotate(annotations);
            match output_schema(op) {
                Some(output) => tool.with_raw_output_schema(std::sync::Arc::new(output)),
                None => tool,
            }
        })
        .collect()
}

/// The schema of a tool's `structuredContent`: the HTTP 200 answer's schema, with its
/// references inlined. MCP wants an object, so a list answer is wrapped as `{"items": [...]}`
/// (see [`structured`]).
fn output_schema(op: &Operation) -> Option<JsonObject> {
    let ok = op.spec.answers.iter().find(|a| a.status == 200)?;
    let mut all = Vec::new();
    (ok.register)(&mut all);
    let components: Map<String, Value> =
        all.into_iter().map(|(name, schema)| (name, serde_json::to_value(schema).unwrap_or_default())).collect();
    let body = inline_refs(&json!({"$ref": format!("#/components/schemas/{}", ok.body)}), &components);
    let schema = if ok.list {
        json!({"type": "object", "properties": {ITEMS: {"type": "array", "items": body}}, "required": [ITEMS]})
    } else {
        body
    };
    match schema {
        Value::Object(m) if m.get("type") == Some(&json!("object")) => Some(m),
        _ => None,
    }
}

/// Where a list answer sits in `structuredContent`.
const ITEMS: &str = "items";

/// A tool's result as `structuredContent` for `op`'s output schema.
pub fn structured(op: &Operation, value: Value) -> Value {
    let list = op.spec.answers.iter().any(|a| a.status == 200 && a.list);
    if list { json!({ ITEMS: value }) } else { value }
}

/// Calls the tool `name` of `operations` with `args` (a JSON object): its answer, and its
/// `structuredContent` when the tool declares an output schema.
pub async fn call(
    app: &App,
    operations: &[Operation],
    name: &str,
    args: Value,
) -> Result<(Value, Option<Value>), ToolError> {
    let op =
        operations.iter().find(|op| op.spec.tool.name == name).ok_or_else(|| ToolError::Unknown(name.to_owned()))?;
    let value = op.run(app.clone(), Source::Tool(args)).await?;
    let structured = output_schema(op).is_some().then(|| structured(op, value.clone()));
    Ok((value, structured))
}
