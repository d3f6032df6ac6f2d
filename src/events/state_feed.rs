//! Joint state messages into state events, and the controller's protective stops into motion
//! events. State events: each message as it arrives, with the TCP pose
//! computed from the URDF (the stream must not wait on the planning framework's FK service).

use super::announce::Outcome;
use super::hub::Hub;
use super::kinds::{EventKind, MotionPhase, StateEvent};
use armrest_backend::{Backend, RobotModel, TcpPose};
use std::sync::Arc;

/// Publishes every joint state message the backend receives until the backend goes away.
pub fn spawn_state_feed(hub: Arc<Hub>, backend: &dyn Backend, model: Arc<RobotModel>) {
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
pub fn spawn_protective_stop_feed(hub: Arc<Hub>, backend: &dyn Backend) {
    let Some(mut stops) = backend.protective_stops() else { return };
    tokio::spawn(async move {
        loop {
            match stops.recv().await {
                Ok(why) => hub.motion(
                    MotionPhase::ProtectiveStop,
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
