//! The operations of the service, independent of the transport: each takes a request as JSON
//! (or bytes), validates it into domain values, calls the [`armrest_backend::Backend`] and
//! returns a result or an [`ApiError`]. The HTTP handlers and the MCP tools are thin wrappers
//! over these functions, so a rule is written once and answers the same way on both.

pub mod audit;
pub mod control;
pub mod error;
pub mod health;
pub mod intent;
pub mod jog;
pub mod logs;
pub mod motion;
pub mod path;
pub mod plan;
pub mod positions;
pub mod recordings;
pub mod request;
pub mod robot;
pub mod schema;
pub mod sequences;
pub mod speed_override;
pub mod stop;
pub mod stream;
pub mod tool;
pub mod trajectory;
pub mod world;

use crate::app::App;
pub use error::ApiError;

impl App {
    /// What request rules depend on: the robot model and the endpoints configuration.
    pub fn context(&self) -> request::Context<'_> {
        request::Context {
            model: &self.model,
            endpoints: &self.endpoints,
            joint_state_rate_hz: self.backend.joint_state_rate_hz(),
            positions: Some(&self.positions),
        }
    }
}
