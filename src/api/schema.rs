//! Answer types shared by several operations, and the schemas that depend on the loaded robot
//! model (joint limits, named positions), which request fields refer to (D12).

use armrest_backend::RobotModel;
use serde::Serialize;
use serde_json::{Map, Value, json};
use utoipa::ToSchema;
use utoipa::openapi::schema::{ArrayBuilder, ArrayItems, ObjectBuilder, Schema, SchemaType, Type};

/// Acknowledgement of a publication or start; see each endpoint for what it confirms.
#[derive(Debug, Serialize, ToSchema)]
pub struct Ack {
    /// `sent` or `started`. Only as an MCP tool's result, when nothing was sent or started, the
    /// audit's decision (`GET /mcp/audit`): `declined` (the person asked to confirm declined,
    /// dismissed the question or did not answer), `not_plannable` (refused: no drive or
    /// controller would take it, or its path collides) or `stale` (accepted, but the arm moved
    /// or the plan changed meanwhile).
    #[schema(example = "sent")]
    pub status: &'static str,
    /// Why nothing was sent or started (with those MCP statuses only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// With `sent` and `started`: the motion's handle (D39); `GET /robot/motion` tells what
    /// became of it (the controller's refusal included).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub motion_id: Option<u64>,
}

impl Ack {
    pub fn new(status: &'static str) -> Ack {
        Ack { status, message: None, motion_id: None }
    }

    /// `status` for motion `id`.
    pub fn of_motion(status: &'static str, id: u64) -> Ack {
        Ack { status, message: None, motion_id: Some(id) }
    }
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

/// The model-dependent components request schemas refer to (`JointVector`, `PositionName`,
/// `TrajectoryPoint`), as JSON Schema.
pub fn model_components(ctx: &super::request::Context<'_>) -> Vec<(String, serde_json::Value)> {
    let model = ctx.model;
    let value = |s: Schema| serde_json::to_value(s).unwrap_or_default();
    vec![
        ("JointVector".to_owned(), value(joint_vector(model))),
        ("PositionName".to_owned(), value(position_name(&ctx.position_names()))),
        (
            "TrajectoryPoint".to_owned(),
            json!({
                "type": "object",
                "description": "One trajectory point. `velocities` (and `accelerations`) are given for every point \
                    or for none: with them the controller joins the points by cubics (quintics), as Jazzy's \
                    joint_trajectory_controller does, and armrest judges those curves; the last point's \
                    velocities are 0.",
                "required": ["positions", "time_from_start"],
                "properties": {
                    "positions": {"$ref": "#/components/schemas/JointVector"},
                    "time_from_start": {"type": "number", "format": "double", "minimum": 0,
                                        "description": "Seconds from the start of the trajectory."},
                    "velocities": {"type": "array", "items": {"type": "number", "format": "double"},
                                   "minItems": armrest_backend::DOF, "maxItems": armrest_backend::DOF,
                                   "description": "Each joint's velocity at this point, rad/s."},
                    "accelerations": {"type": "array", "items": {"type": "number", "format": "double"},
                                      "minItems": armrest_backend::DOF, "maxItems": armrest_backend::DOF,
                                      "description": "Each joint's acceleration at this point, rad/s² (with velocities only)."},
                },
            }),
        ),
    ]
}

/// The named positions, as an enum: the loaded SRDF's and those saved at run time (D32), as they
/// are when the schema is written (`/openapi.json` and an MCP tool list are written per request).
pub fn position_name(names: &[String]) -> Schema {
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    Schema::Object(
        ObjectBuilder::new()
            .schema_type(SchemaType::Type(Type::String))
            .enum_values(Some(names.clone()))
            .description(Some(
                "A named position from GET /robot/positions: the SRDF's group states and the positions saved at \
                 run time (source `saved`, D32)",
            ))
            .examples(names.first().map(|n| json!(n)))
            .build(),
    )
}

/// `schema` with every `#/components/schemas/` reference replaced by the component itself (MCP
/// clients get self-contained schemas). Keywords beside a reference (a field's `maxLength`, its
/// description) are kept, over the component's.
pub fn inline_refs(schema: &Value, components: &Map<String, Value>) -> Value {
    match schema {
        Value::Object(m) => {
            if let Some(Value::String(r)) = m.get("$ref")
                && let Some(name) = r.strip_prefix("#/components/schemas/")
                && let Some(target) = components.get(name)
            {
                let mut inlined = inline_refs(target, components);
                if let Value::Object(into) = &mut inlined {
                    for (k, v) in m.iter().filter(|(k, _)| *k != "$ref") {
                        into.insert(k.clone(), inline_refs(v, components));
                    }
                }
                return inlined;
            }
            Value::Object(m.iter().map(|(k, v)| (k.clone(), inline_refs(v, components))).collect())
        }
        Value::Array(items) => Value::Array(items.iter().map(|v| inline_refs(v, components)).collect()),
        other => other.clone(),
    }
}
