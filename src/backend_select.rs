//! Chooses and starts the backend the configuration names.

use crate::config::{BackendKind, Config};
use armrest_backend::{Backend, RobotModel};
use std::sync::Arc;

#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Sim(#[from] armrest_sim::SimError),
    #[error(
        "this armrest was built without ROS 2 support; build it with `cargo build --release --features ros2` \
         in a ROS 2 environment (see README, \"ROS 2 backend\"), or run with --backend sim"
    )]
    Ros2NotBuilt,
}

pub fn start(config: &Config, model: Arc<RobotModel>) -> Result<Arc<dyn Backend>, StartError> {
    let middleware = config.endpoints.middleware();
    match config.settings.robot.backend {
        BackendKind::Sim => {
            let sim = armrest_sim::SimBackend::start(model, config.settings.simulator.clone(), middleware)?;
            Ok(Arc::new(sim))
        }
        BackendKind::Ros2 => Err(StartError::Ros2NotBuilt),
    }
}
