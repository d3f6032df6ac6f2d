//! A fake robot for tests: a settable joint state and pose, and a stop that ends its tokens
//! and remembers why. It implements only [`ArmState`] and [`Stop`], to show (and to test) that
//! code asking for a capability needs no whole robot. Built for this crate's tests and, with
//! the `fake` feature, for other crates' tests.

use crate::capabilities::{ArmState, Stop};
use crate::motion::{Hold, StopReport};
use crate::stop_signal::{StopCause, StopSignal, StopToken};
use crate::{BackendError, DOF, JointPositions, JointState, JointStateSample, TcpPose};
use async_trait::async_trait;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, SystemTime};
use tokio::sync::{broadcast, watch};

/// A robot whose joint state a test sets. No sample until the first [`FakeArm::publish`].
pub struct FakeArm {
    samples: watch::Sender<Option<Arc<JointStateSample>>>,
    pose: Mutex<Option<Arc<TcpPose>>>,
    rate_hz: f64,
    /// How long [`ArmState::joint_state`] waits for a first sample.
    wait: Duration,
    signal: StopSignal,
    stops: Mutex<Vec<StopCause>>,
    protective: broadcast::Sender<String>,
}

impl Default for FakeArm {
    fn default() -> Self {
        FakeArm::new(100.0, Duration::ZERO)
    }
}

impl FakeArm {
    /// A fake that says it publishes `rate_hz` samples a second, and whose `joint_state` waits
    /// up to `wait` for a first one.
    pub fn new(rate_hz: f64, wait: Duration) -> FakeArm {
        FakeArm {
            samples: watch::channel(None).0,
            pose: Mutex::new(None),
            rate_hz,
            wait,
            signal: StopSignal::default(),
            stops: Mutex::new(Vec::new()),
            protective: broadcast::channel(16).0,
        }
    }

    /// Publishes a joint state sample at `positions` (J1..J7, `joint1` … `joint7`), at rest,
    /// received now, and answers it.
    pub fn publish(&self, positions: JointPositions) -> Arc<JointStateSample> {
        let sample = Arc::new(JointStateSample {
            received: tokio::time::Instant::now(),
            stamp: SystemTime::now(),
            state: JointState {
                name: (1..=DOF).map(|i| format!("joint{i}")).collect(),
                position: positions.to_vec(),
                velocity: vec![0.0; DOF],
                effort: vec![0.0; DOF],
            },
            velocity_estimate: None,
        });
        self.samples.send_replace(Some(Arc::clone(&sample)));
        sample
    }

    /// Sets the pose [`ArmState::tcp_pose`] answers (none: it answers `Unavailable`).
    pub fn set_pose(&self, pose: TcpPose) {
        *self.pose.lock().unwrap_or_else(PoisonError::into_inner) = Some(Arc::new(pose));
    }

    /// The controller makes a protective stop: [`Stop::protective_stops`] receivers get `why`.
    pub fn protective_stop(&self, why: &str) {
        // No receiver: nobody listens for it, as on a robot.
        let _ = self.protective.send(why.to_owned());
    }

    /// The causes of the stops made, oldest first.
    pub fn stops(&self) -> Vec<StopCause> {
        self.stops.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }
}

#[async_trait]
impl ArmState for FakeArm {
    fn name(&self) -> &'static str {
        "fake"
    }

    async fn joint_state(&self) -> Result<Arc<JointStateSample>, BackendError> {
        let mut rx = self.samples.subscribe();
        match tokio::time::timeout(self.wait, rx.wait_for(Option::is_some)).await {
            Ok(Ok(sample)) => sample.clone().ok_or_else(unreachable_none),
            _ => Err(BackendError::Unavailable(format!(
                "no joint state from the fake arm within {} s",
                self.wait.as_secs_f64()
            ))),
        }
    }

    async fn tcp_pose(&self) -> Result<Arc<TcpPose>, BackendError> {
        self.pose
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
            .ok_or_else(|| BackendError::Unavailable("the fake arm has no pose set".to_owned()))
    }

    fn joint_state_samples(&self) -> watch::Receiver<Option<Arc<JointStateSample>>> {
        self.samples.subscribe()
    }

    fn joint_state_rate_hz(&self) -> f64 {
        self.rate_hz
    }
}

/// `wait_for(Option::is_some)` answered a `None`: cannot happen; said as an error, not a panic.
fn unreachable_none() -> BackendError {
    BackendError::Unavailable("the fake arm's sample went missing".to_owned())
}

#[async_trait]
impl Stop for FakeArm {
    fn stop_token(&self) -> StopToken {
        self.signal.token()
    }

    /// Holds at once (nothing moves), then ends every motion whose token came before.
    async fn stop(&self, cause: &StopCause, held: &(dyn Fn() + Send + Sync)) -> StopReport {
        self.stops.lock().unwrap_or_else(PoisonError::into_inner).push(cause.clone());
        self.signal.announce(cause);
        held();
        self.signal.raise(cause);
        StopReport {
            hold: Hold::HoldPoint,
            confirmed: true,
            planner_stopped: true,
            notes: vec!["the fake arm holds".to_owned()],
        }
    }

    fn protective_stops(&self) -> Option<broadcast::Receiver<String>> {
        Some(self.protective.subscribe())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// What a read-only caller asks for: the state capability alone.
    async fn positions(arm: &dyn ArmState) -> Result<Vec<f64>, BackendError> {
        Ok(arm.joint_state().await?.state.position.clone())
    }

    #[tokio::test(start_paused = true)]
    async fn a_read_waits_for_the_first_sample_then_answers_the_latest() {
        let arm = Arc::new(FakeArm::new(50.0, Duration::from_secs(1)));
        assert!(matches!(positions(&*arm).await, Err(BackendError::Unavailable(_))), "none within the wait");
        let publisher = Arc::clone(&arm);
        let later = tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(300)).await;
            publisher.publish([0.1; DOF]);
        });
        assert_eq!(positions(&*arm).await.unwrap(), vec![0.1; DOF], "the sample that came within the wait");
        later.await.unwrap();
        arm.publish([0.2; DOF]);
        assert_eq!(positions(&*arm).await.unwrap(), vec![0.2; DOF]);
        assert_eq!(arm.joint_state_samples().borrow().as_ref().map(|s| s.state.position[0]), Some(0.2));
        assert!(matches!(arm.tcp_pose().await, Err(BackendError::Unavailable(_))));
    }

    #[tokio::test]
    async fn a_stop_holds_first_then_ends_the_motions_admitted_before_it() {
        let arm = FakeArm::default();
        let before = arm.stop_token();
        let mut protective = arm.protective_stops().expect("the fake reports its protective stops");
        let held = AtomicBool::new(false);
        let report = arm
            .stop(&StopCause::Request, &|| {
                assert!(!before.is_raised(), "the hold comes before the motion ends");
                held.store(true, Ordering::SeqCst);
            })
            .await;
        assert!(held.load(Ordering::SeqCst) && report.confirmed);
        assert!(before.is_raised(), "a motion admitted before the stop is ended");
        assert!(!arm.stop_token().is_raised(), "a motion admitted after it is not");
        assert_eq!(arm.stops(), vec![StopCause::Request]);
        arm.protective_stop("contact ahead");
        assert_eq!(protective.recv().await.unwrap(), "contact ahead");
    }
}
