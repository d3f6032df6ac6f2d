//! MCP resources: what an agent can read without calling a tool, before it plans. The latest
//! state (the state event of `GET /robot/stream`, no stream needed), the robot description,
//! the named positions, the loaded limits, the world and the recordings.

use crate::app::App;
use armrest_backend::client_text::quoted;
use rmcp::ErrorData as McpError;
use rmcp::model::{ReadResourceResult, Resource, ResourceContents};

pub const STATE: &str = "armrest://robot/state";
pub const URDF: &str = "armrest://robot/description/urdf";
pub const SRDF: &str = "armrest://robot/description/srdf";
pub const POSITIONS: &str = "armrest://robot/positions";
pub const LIMITS: &str = "armrest://robot/limits";
pub const WORLD: &str = "armrest://world";
pub const RECORDINGS: &str = "armrest://recordings";

pub fn list(app: &App) -> Vec<Resource> {
    let mut all = Vec::new();
    if app.endpoints.enabled.is_enabled(crate::operations::STREAM) {
        all.push(
            Resource::new(STATE, "robot_state")
                .with_title("Latest robot state")
                .with_description(
                    "The latest joint state (name, position, velocity, effort) with the TCP pose and its \
                     stamp, as the `state` event of GET /robot/stream.",
                )
                .with_mime_type("application/json"),
        );
    }
    if app.endpoints.enabled.is_enabled(crate::operations::DESCRIPTION) {
        all.push(
            Resource::new(URDF, "robot_description")
                .with_title("URDF")
                .with_description("The robot's URDF: links, joints, limits, geometry.")
                .with_mime_type("application/xml"),
        );
        all.push(
            Resource::new(SRDF, "robot_description_semantic")
                .with_title("SRDF")
                .with_description("The robot's SRDF: planning groups and named positions.")
                .with_mime_type("application/xml"),
        );
    }
    if app.endpoints.enabled.is_enabled(crate::operations::POSITIONS) {
        all.push(
            Resource::new(POSITIONS, "named_positions")
                .with_title("Named positions")
                .with_description("The named positions (the SRDF's and those saved at run time, each with its source) with their joint angles, as GET /robot/positions.")
                .with_mime_type("application/json"),
        );
    }
    if app.endpoints.enabled.is_enabled(crate::operations::DESCRIPTION) {
        all.push(
            Resource::new(LIMITS, "joint_limits")
                .with_title("Joint limits")
                .with_description(
                    "The limits requests are checked against: position range, velocity and acceleration of each \
                     joint, J1..J7, as `limits` of GET /robot/description.",
                )
                .with_mime_type("application/json"),
        );
    }
    if app.endpoints.enabled.is_enabled(crate::operations::WORLD) {
        all.push(
            Resource::new(WORLD, "world")
                .with_title("The world")
                .with_description(
                    "The obstacles and keep-out zones every motion is checked against, and the tool the arm \
                     carries, as GET /world.",
                )
                .with_mime_type("application/json"),
        );
    }
    if app.endpoints.enabled.is_enabled("recordings") {
        all.push(
            Resource::new(RECORDINGS, "recordings")
                .with_title("Recordings")
                .with_description(
                    "The recorded demonstrations (name, created, duration_s, points, origin, state), as GET \
                     /recordings; replay one with replay_recording after plan_replay.",
                )
                .with_mime_type("application/json"),
        );
    }
    all
}

pub fn read(app: &App, uri: &str) -> Result<ReadResourceResult, McpError> {
    let Some(resource) = list(app).into_iter().find(|r| r.uri == uri) else {
        return Err(McpError::resource_not_found(format!("no resource {}", quoted(uri)), None));
    };
    let text = match uri {
        STATE => app.events.latest_state().map(|s| s.to_string()).ok_or_else(|| {
            McpError::resource_not_found("no joint state has been received yet; read it again shortly", None)
        })?,
        URDF => app.model.description().urdf.to_string(),
        SRDF => app.model.description().srdf.to_string(),
        POSITIONS => json(&crate::api::positions::list(app))?,
        WORLD => json(&crate::api::world::get(app))?,
        RECORDINGS => json(&crate::api::recordings::list(app))?,
        _ => json(&crate::api::robot::description(app).limits)?,
    };
    let contents = ResourceContents::text(text, uri).with_mime_type(resource.mime_type.unwrap_or_default());
    Ok(ReadResourceResult::new(vec![contents]))
}

fn json(value: &impl serde::Serialize) -> Result<String, McpError> {
    serde_json::to_string(value)
        .map_err(|e| McpError::internal_error(format!("the resource could not be written: {e}"), None))
}
