//! What start-up waits for before it says it listens: the robot's first joint state, bounded by
//! `joint_states.startup_wait_s`. Over ROS 2 a fresh node first has to discover the graph (on a
//! loaded machine, seconds); a client that reads as soon as armrest listens then gets the state,
//! not a 503. Without one in time armrest listens anyway (reads answer 503 until one arrives,
//! and `/stop` must be reachable), and says so.

use armrest_backend::ArmState;
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
pub async fn first_joint_state(backend: &dyn ArmState, config: &JointStatesConfig) -> FirstState {
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

#[cfg(test)]
mod tests {
    //! With a fake arm: the wait needs only the state capability, not a simulator.
    use super::*;
    use armrest_backend::DOF;
    use armrest_backend::fake::FakeArm;
    use std::sync::Arc;

    fn config(startup_wait_s: f64) -> JointStatesConfig {
        JointStatesConfig { startup_wait_s, ..JointStatesConfig::default() }
    }

    #[tokio::test(start_paused = true)]
    async fn start_up_waits_for_the_first_joint_state_and_no_longer() {
        let arm = Arc::new(FakeArm::default());
        let publisher = Arc::clone(&arm);
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(1500)).await;
            publisher.publish([0.0; DOF]);
        });
        let t = tokio::time::Instant::now();
        let first = first_joint_state(arm.as_ref(), &config(5.0)).await;
        assert!(matches!(first, FirstState::Arrived(_)), "the state came within the wait: {first:?}");
        let waited = t.elapsed();
        assert!(waited >= Duration::from_millis(1500) && waited < Duration::from_secs(5), "waited {waited:?}");
    }

    #[tokio::test(start_paused = true)]
    async fn without_a_joint_state_the_wait_ends_at_its_bound() {
        let arm = FakeArm::default();
        let t = tokio::time::Instant::now();
        assert_eq!(first_joint_state(&arm, &config(5.0)).await, FirstState::Missing);
        assert!(t.elapsed() >= Duration::from_secs(5), "waited the whole bound: {:?}", t.elapsed());
        assert_eq!(first_joint_state(&arm, &config(0.0)).await, FirstState::NotWaited);
    }
}
