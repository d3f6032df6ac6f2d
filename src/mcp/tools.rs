//! The MCP tools: one per enabled operation of the catalogue, with input schemas from the same
//! request declarations as the HTTP schema, and calls that run the same operations (same
//! validation, same backend calls, same results).

use super::guard::Guard;
use crate::api::request::{Transport, object_schema};
use crate::api::schema::inline_refs;
use crate::api::{ApiError, schema};
use crate::app::App;
use crate::operations::{Effect, Operation};
use armrest_backend::Violations;
use rmcp::model::{CallToolResult, ContentBlock, JsonObject, Tool, ToolAnnotations};
use serde_json::{Map, Value, json};

/// Why a tool call failed.
#[derive(Debug, thiserror::Error)]
pub enum ToolError {
    #[error("invalid arguments: {0}")]
    Invalid(Violations),
    /// The arm is taken (HTTP would answer 409): try again when it is free.
    #[error("refused, the arm is busy (conflict, HTTP 409): {0}")]
    Conflict(String),
    /// Control is leased to someone else (HTTP would answer 423).
    #[error("refused, control is leased (HTTP 423): {0}")]
    Locked(String),
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
            ApiError::Locked(m) => ToolError::Locked(m),
            ApiError::NotFound(m) | ApiError::InsufficientStorage(m) => ToolError::Failed(m),
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
pub fn tools(app: &App, operations: &[Operation], guard: &Guard) -> Vec<Tool> {
    let components: Map<String, Value> = schema::model_components(&app.context()).into_iter().collect();
    operations
        .iter()
        .filter_map(|op| op.spec.tool.as_ref().map(|tool| (op, tool)))
        .map(|(op, offered)| {
            let fields = (op.describe)(app.context(), Transport::Tool);
            let mut input = inline_refs(&object_schema(&fields, ""), &components);
            closed(&mut input);
            let input: JsonObject = match input {
                Value::Object(m) => m,
                _ => JsonObject::new(),
            };
            let annotations = match op.spec.effect {
                Effect::Reads => ToolAnnotations::new().read_only(true).destructive(false),
                Effect::Moves => ToolAnnotations::new().read_only(false).destructive(true),
                Effect::Stops => ToolAnnotations::new().read_only(false).destructive(false),
                // Putting the same object twice leaves the same world.
                Effect::Changes => ToolAnnotations::new().read_only(false).destructive(true).idempotent(true),
                // A take stops the arm; a renewal or release changes who may move it.
                Effect::Controls => ToolAnnotations::new().read_only(false).destructive(true),
                // Raising it speeds up or resumes the arm; setting the same fraction twice changes
                // nothing more.
                Effect::Paces => ToolAnnotations::new().read_only(false).destructive(true).idempotent(true),
            };
            let description = match op.spec.effect {
                Effect::Moves => format!("{} {}", offered.description, guard.describe()),
                Effect::Paces => format!("{} {}", offered.description, guard.describe_pacing()),
                Effect::Reads | Effect::Stops | Effect::Changes | Effect::Controls => offered.description.to_owned(),
            };
            let tool = Tool::new(offered.name, description, input).annotate(annotations);
            match output_schema(op) {
                Some(output) => tool.with_raw_output_schema(std::sync::Arc::new(output)),
                None => tool,
            }
        })
        .collect()
}

/// `schema` with `additionalProperties: false` on every object it describes, at every depth (D25):
/// the arguments, a trajectory point, a waypoint, a pose. Reading refuses any other key there.
fn closed(schema: &mut Value) {
    match schema {
        Value::Object(m) => {
            let object = |t: &Value| t == "object" || t.as_array().is_some_and(|ts| ts.iter().any(|t| t == "object"));
            if m.get("type").is_some_and(object) {
                m.insert("additionalProperties".into(), Value::Bool(false));
            }
            // A property named `type` is a schema, not a type: the properties' own values are
            // schemas, looked into as every other.
            m.values_mut().for_each(closed);
        }
        Value::Array(items) => items.iter_mut().for_each(closed),
        _ => {}
    }
}

/// The schema of a tool's `structuredContent`: the HTTP 200 answer's schema, with its
/// references inlined. MCP wants an object, so a list answer is wrapped as `{"items": [...]}`
/// (see [`answer`]).
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
        // An object made of parts (a world object: its fields and its shape's): an object too.
        Value::Object(mut m) if m.get("type").is_none() && m.contains_key("allOf") => {
            m.insert("type".into(), json!("object"));
            Some(m)
        }
        _ => None,
    }
}

/// Where a list answer sits in `structuredContent`.
const ITEMS: &str = "items";

/// A tool's answer: the JSON text as content (for clients that predate structured results) and,
/// when the tool declares an output schema, as `structuredContent` (a list wrapped as `items`).
pub fn answer(op: &Operation, tool: &Tool, value: Value) -> CallToolResult {
    let mut result = CallToolResult::success(vec![ContentBlock::text(value.to_string())]);
    if tool.output_schema.is_some() {
        let list = op.spec.answers.iter().any(|a| a.status == 200 && a.list);
        result.structured_content = Some(if list { json!({ ITEMS: value }) } else { value });
    }
    result
}

/// A tool error: the call was refused or failed.
pub fn failure(text: &str) -> CallToolResult {
    CallToolResult::error(vec![ContentBlock::text(text.to_owned())])
}
