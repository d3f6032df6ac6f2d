//! Schema-only types for the OpenAPI document. Where a schema depends on the running
//! configuration (joint limits, named positions), the type here is a placeholder that
//! `http::openapi` replaces when the server starts (D12).

use armrest_backend::RobotModel;
use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;
use utoipa::openapi::schema::{ArrayBuilder, ArrayItems, ObjectBuilder, Schema, SchemaType, Type};

/// Seven joint angles in J1..J7 order, radians, each within its joint's limits. (Replaced at
/// start-up by a schema carrying the loaded limits.)
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct JointVector(Vec<f64>);

/// Name of a named position (`GET /robot/positions`). (Replaced at start-up by an enum of the
/// SRDF's positions.)
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct PositionName(String);

/// Acknowledgement of a publication or start; see each endpoint for what it confirms.
#[derive(Debug, Serialize, ToSchema)]
pub struct Ack {
    #[schema(example = "sent")]
    pub status: &'static str,
}

/// Latest log entries, oldest first, each starting with a UTC timestamp.
#[derive(Debug, Serialize, ToSchema)]
pub struct LogLines {
    pub lines: Vec<String>,
}

/// A 422 answer: one item per problem.
#[derive(Serialize, ToSchema)]
pub struct ValidationErrorBody {
    pub detail: Vec<ValidationItem>,
}

#[derive(Serialize, ToSchema)]
pub struct ValidationItem {
    /// Path to the offending value, e.g. `["body", "joints", 3]`.
    #[schema(value_type = Vec<serde_json::Value>)]
    pub loc: Vec<serde_json::Value>,
    pub msg: String,
    #[serde(rename = "type")]
    pub kind: String,
}

/// Any other error: a human-readable message.
#[derive(Serialize, ToSchema)]
pub struct DetailBody {
    pub detail: String,
}

/// The answers of the three motion endpoints.
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)]
pub enum MotionResponses {
    /// Motion finished (`success: true`) or failed (`success: false`, `message` says why).
    #[response(status = 200)]
    Done(armrest_backend::motion::MotionResult),
    /// Another motion request or a sequence is running.
    #[response(status = 409)]
    Busy(DetailBody),
    /// Invalid request.
    #[response(status = 422)]
    Invalid(ValidationErrorBody),
    /// Planning framework or action server unavailable.
    #[response(status = 503)]
    Unavailable(DetailBody),
}

/// Exactly seven numbers, each with its joint's bounds (`prefixItems`, OpenAPI 3.1).
pub fn joint_vector(model: &RobotModel) -> Schema {
    let names = model.joint_names();
    let limits = model.limits();
    let items = names.iter().enumerate().map(|(i, name)| {
        ObjectBuilder::new()
            .schema_type(SchemaType::Type(Type::Number))
            .title(Some(name.clone()))
            .description(Some(format!("{name}, radians")))
            .minimum(Some(limits.lower()[i]))
            .maximum(Some(limits.upper()[i]))
            .build()
    });
    let example: Vec<f64> = model.named_positions().first().map(|p| p.joints.to_vec()).unwrap_or_default();
    Schema::Array(
        ArrayBuilder::new()
            .prefix_items(items)
            .items(ArrayItems::False)
            .min_items(Some(names.len()))
            .max_items(Some(names.len()))
            .description(Some(format!(
                "Exactly {} joint angles in {} order, radians, each within its joint's limits",
                names.len(),
                names.join(", ")
            )))
            .examples([json!(example)])
            .build(),
    )
}

/// The named positions of the loaded SRDF, as an enum.
pub fn position_name(model: &RobotModel) -> Schema {
    let names: Vec<&str> = model.named_positions().iter().map(|p| p.name.as_str()).collect();
    Schema::Object(
        ObjectBuilder::new()
            .schema_type(SchemaType::Type(Type::String))
            .enum_values(Some(names.clone()))
            .description(Some("A named position from GET /robot/positions (the SRDF's group states)"))
            .examples(names.first().map(|n| json!(n)))
            .build(),
    )
}
