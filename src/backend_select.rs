//! Chooses and starts the backend the configuration names.

use crate::config::{BackendKind, Config};
use armrest_backend::{Backend, RobotModel};
use std::path::Path;
use std::sync::Arc;

#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Sim(#[from] armrest_sim::SimError),
    #[error(
        "this armrest was built without ROS 2 support; build it with `cargo build --release --features ros2` \
         in a ROS 2 environment (see docs/ros2.md), or run with --backend sim"
    )]
    Ros2NotBuilt,
    #[error("cannot start the ROS 2 backend: {0}")]
    Ros2(String),
}

/// A started backend, and the switch of its faults when it is the simulator.
pub struct Started {
    pub backend: Arc<dyn Backend>,
    pub sim_faults: Option<armrest_sim::FaultSwitch>,
}

impl From<Arc<dyn Backend>> for Started {
    fn from(backend: Arc<dyn Backend>) -> Started {
        Started { backend, sim_faults: None }
    }
}

/// Starts the configured backend; `runtime` is the service's runtime folder.
pub fn start(config: &Config, model: Arc<RobotModel>, runtime: &Path) -> Result<Started, StartError> {
    let middleware = config.endpoints.middleware();
    match config.settings.robot.backend {
        BackendKind::Sim => {
            let socket = runtime.join("sim.sock");
            let sim = armrest_sim::SimBackend::start(model, config.settings.simulator.clone(), middleware, socket)?;
            let sim_faults = Some(sim.fault_switch());
            Ok(Started { backend: Arc::new(sim), sim_faults })
        }
        #[cfg(feature = "ros2")]
        BackendKind::Ros2 => {
            let _ = runtime;
            if let Some(copies) = option_env!("ARMREST_TEST_INTERFACES") {
                tracing::warn!(
                    "this armrest was built against armrest's test copies of the MoveIt interfaces ({copies}): for \
                     tests only, never beside a robot (docs/ros2.md, \"Building for a robot\")"
                );
            }
            let ros =
                armrest_ros2::Ros2Backend::start(model, middleware).map_err(|e| StartError::Ros2(e.to_string()))?;
            Ok(Started::from(Arc::new(ros) as Arc<dyn Backend>))
        }
        #[cfg(not(feature = "ros2"))]
        BackendKind::Ros2 => {
            let _ = (model, middleware, runtime);
            Err(StartError::Ros2NotBuilt)
        }
    }
}
