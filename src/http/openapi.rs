//! The OpenAPI 3.1 document. Routes add their own paths (utoipa-axum); this module adds what
//! only the running configuration knows (D12): per-joint limits on every joint array, the
//! named positions as an enum, and the crate version.

use crate::api::schema::{
    self, Ack, DetailBody, JointVector, LogLines, PositionName, ValidationErrorBody, ValidationItem,
};
use armrest_backend::RobotModel;
use armrest_backend::motion::MotionResult;
use utoipa::OpenApi;
use utoipa::openapi::{RefOr, Server};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "armrest",
        description = "Reads the state of a 7-joint robot arm and commands it. Motion requests are \
            synchronous; there is no queue. `POST /stop` cancels software operations only: it does \
            not replace the robot's safety system or emergency stop.",
    ),
    components(schemas(JointVector, PositionName, MotionResult, Ack, LogLines, ValidationErrorBody, ValidationItem, DetailBody)),
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
    components.schemas.insert("JointVector".to_owned(), RefOr::T(schema::joint_vector(model)));
    components.schemas.insert("PositionName".to_owned(), RefOr::T(schema::position_name(model)));
}
