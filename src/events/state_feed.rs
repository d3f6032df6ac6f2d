//! Joint state messages into state events, and the controller's protective stops into motion
//! events. State events: each message as it arrives, with the TCP pose
//! computed from the URDF (the stream must not wait on the planning framework's FK service).

use super::announce::Outcome;
use super::hub::Hub;
use super::kinds::{EventKind, MotionPhase, StateEvent};
use armrest_backend::{ArmState, RobotModel, Stop, TcpPose};
use std::sync::Arc;

/// Publishes every joint state message the backend receives until the backend goes away.
pub fn spawn_state_feed(hub: Arc<Hub>, backend: &dyn ArmState, model: Arc<RobotModel>) {
    let mut samples = backend.joint_state_samples();
    tokio::spawn(async move {
        while samples.changed().await.is_ok() {
            let Some(sample) = samples.borrow_and_update().clone() else { continue };
            let Some(q) = sample.state.positions() else { continue };
            let pose = TcpPose::from_isometry(&model.frames().planning_frame, &model.tcp_pose(&q));
            let s = &sample.state;
            hub.publish(EventKind::State, sample.stamp, |seq, stamp| StateEvent {
                seq,
                stamp,
                name: s.name.clone(),
                position: s.position.clone(),
                velocity: s.velocity.clone(),
                effort: s.effort.clone(),
                pose,
            });
        }
    });
}

/// Publishes a `motion` event for every protective stop the backend's controller makes (D28).
pub fn spawn_protective_stop_feed(hub: Arc<Hub>, backend: &dyn Stop) {
    let Some(mut stops) = backend.protective_stops() else { return };
    tokio::spawn(async move {
        loop {
            match stops.recv().await {
                Ok(why) => hub.motion(
                    MotionPhase::ProtectiveStop,
                    None,
                    "controller",
                    "the running trajectory",
                    Some(Outcome { success: false, message: &why }),
                ),
                // Stops missed while behind are in the trajectory log; go on with the next.
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
            }
        }
    });
}

#[cfg(test)]
mod tests {
    //! With a fake arm: the feeds need only the state and stop capabilities, not a simulator.
    use super::*;
    use crate::events::Kinds;
    use armrest_backend::DOF;
    use armrest_backend::fake::FakeArm;
    use std::path::Path;
    use std::time::Duration;

    /// Waits (bounded) for `check` to answer something.
    async fn within<T>(what: &str, mut check: impl FnMut() -> Option<T>) -> T {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(t) = check() {
                return t;
            }
            assert!(tokio::time::Instant::now() < deadline, "{what} within 10 s");
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    #[tokio::test]
    async fn each_joint_state_becomes_a_state_event_with_the_urdf_pose() {
        let model = Arc::new(RobotModel::shipped(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("the shipped model"));
        let hub = Arc::new(Hub::new(16, Duration::from_secs(15)));
        let arm = FakeArm::default();
        spawn_state_feed(Arc::clone(&hub), &arm, Arc::clone(&model));
        let q = [0.1, -0.2, 0.3, -0.4, 0.5, -0.6, 0.7];
        arm.publish(q);
        let text = within("a state event", || hub.latest_state()).await;
        let event: serde_json::Value = serde_json::from_str(&text).expect("a state event is JSON");
        assert_eq!(event["position"], serde_json::json!(q), "{event}");
        assert_eq!(event["name"][DOF - 1], "joint7", "{event}");
        let expected = TcpPose::from_isometry(&model.frames().planning_frame, &model.tcp_pose(&q));
        let pose = format!("\"pose\":{}", serde_json::to_string(&expected).expect("a pose is JSON"));
        assert!(text.contains(&pose), "the URDF's pose {pose} in {text}");
    }

    #[tokio::test]
    async fn each_protective_stop_becomes_a_motion_event() {
        let hub = Arc::new(Hub::new(16, Duration::from_secs(15)));
        let mut motion = hub.subscribe([EventKind::Motion].into_iter().collect::<Kinds>(), 10.0);
        let arm = FakeArm::default();
        spawn_protective_stop_feed(Arc::clone(&hub), &arm);
        arm.protective_stop("link5 would touch the table");
        let frame = tokio::time::timeout(Duration::from_secs(10), motion.next())
            .await
            .expect("a motion event within 10 s")
            .expect("the stream goes on");
        let frame = String::from_utf8_lossy(&frame);
        assert!(frame.contains("protective_stop") && frame.contains("link5 would touch the table"), "{frame}");
        assert!(frame.contains("\"success\":false"), "{frame}");
    }
}
