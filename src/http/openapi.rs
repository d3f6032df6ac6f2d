//! The OpenAPI 3.1 document. Routes add their own paths (utoipa-axum); this module adds what
//! only the running configuration knows (D12): per-joint limits on every joint array, the
//! named positions as an enum, and the crate version.

use crate::api::schema::{Ack, DetailBody, JointVector, LogLines, PositionName, ValidationErrorBody, ValidationItem};
use armrest_backend::RobotModel;
use serde_json::json;
use utoipa::OpenApi;
use utoipa::openapi::schema::{ArrayBuilder, ArrayItems, ObjectBuilder, Schema, SchemaType, Type};
use utoipa::openapi::{RefOr, Server};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "armrest",
        description = "Reads the state of a 7-joint robot arm and commands it. Motion requests are \
            synchronous; there is no queue. `POST /stop` cancels software operations only: it does \
            not replace the robot's safety system or emergency stop.",
    ),
    components(schemas(JointVector, PositionName, Ack, LogLines, ValidationErrorBody, ValidationItem, DetailBody)),
    tags(
        (name = "robot", description = "Robot state and motion"),
        (name = "trajectory", description = "Trajectory publication"),
        (name = "sequences", description = "Motion sequences run by a separate process"),
        (name = "stop", description = "Stopping API commands and the planner"),
    )
)]
struct ApiDoc;

/// The document before routes are added.
pub fn base() -> utoipa::openapi::OpenApi {
    let mut doc = ApiDoc::openapi();
    doc.info.version = env!("CARGO_PKG_VERSION").to_owned();
    doc.servers = Some(vec![Server::new("/")]);
    doc
}

/// Puts the loaded robot model into the document.
pub fn customize(doc: &mut utoipa::openapi::OpenApi, model: &RobotModel) {
    let Some(components) = doc.components.as_mut() else { return };
    components.schemas.insert("JointVector".to_owned(), RefOr::T(joint_vector_schema(model)));
    let names: Vec<&str> = model.named_positions().iter().map(|p| p.name.as_str()).collect();
    let position_name = ObjectBuilder::new()
        .schema_type(SchemaType::Type(Type::String))
        .enum_values(Some(names.clone()))
        .description(Some("A named position from GET /robot/positions (the SRDF's group states)"))
        .examples(names.first().map(|n| json!(n)))
        .build();
    components.schemas.insert("PositionName".to_owned(), RefOr::T(Schema::Object(position_name)));
}

/// Exactly seven numbers, each with its joint's bounds (`prefixItems`, OpenAPI 3.1).
pub fn joint_vector_schema(model: &RobotModel) -> Schema {
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
