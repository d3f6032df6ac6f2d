//! What start-up waits for before it says it listens: the robot's first joint state, bounded by
//! `joint_states.startup_wait_s`. Over ROS 2 a fresh node first has to discover the graph (on a
//! loaded machine, seconds); a client that reads as soon as armrest listens then gets the state,
//! not a 503. Without one in time armrest listens anyway (reads answer 503 until one arrives,
//! and `/stop` must be reachable), and says so.

use armrest_backend::Backend;
use armrest_backend::middleware::{JointStatesConfig, seconds};
use std::time::{Duration, Instant};

/// How the wait for the first joint state ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FirstState {
    /// It arrived after this long.
    Arrived(Duration),
    /// None within the wait.
    Missing,
    /// The wait is off (`startup_wait_s: 0`).
    NotWaited,
}

/// Waits (bounded) until `backend` has a joint state.
pub async fn first_joint_state(backend: &dyn Backend, config: &JointStatesConfig) -> FirstState {
    if config.startup_wait_s <= 0.0 {
        return FirstState::NotWaited;
    }
    let t = Instant::now();
    let mut samples = backend.joint_state_samples();
    match tokio::time::timeout(seconds(config.startup_wait_s), samples.wait_for(Option::is_some)).await {
        Ok(Ok(_)) => FirstState::Arrived(t.elapsed()),
        _ => FirstState::Missing,
    }
}

/// Logs how the wait ended.
pub fn report(first: FirstState, config: &JointStatesConfig) {
    match first {
        FirstState::Arrived(after) => {
            tracing::info!("first joint state on {} after {:.2} s", config.topic, after.as_secs_f64());
        }
        FirstState::Missing => tracing::warn!(
            "no joint state on {} within {} s (joint_states.startup_wait_s): listening anyway; reads answer 503 until \
             one arrives",
            config.topic,
            config.startup_wait_s
        ),
        FirstState::NotWaited => {}
    }
}
