//! MoveToJoints and MoveToPose goals on named action servers: wait for the server, send the
//! goal, await the result within the motion timeout, cancel on request. The backend and the
//! sequence runner's ROS 2 transport both send goals through this.

use crate::node::{RosNode, available};
use armrest_backend::BackendError;
use armrest_backend::motion::MotionResult;
use futures::FutureExt;
use r2r::cobot_interfaces::action::{MoveToJoints, MoveToPose};
use r2r::{ActionClient, ActionClientGoal, GoalStatus};
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// The goal in progress, so a stop can cancel it.
#[derive(Clone)]
enum Active {
    Joints(ActionClientGoal<MoveToJoints::Action>),
    Pose(ActionClientGoal<MoveToPose::Action>),
}

/// The two cobot actions, as far as sending a goal needs to tell them apart.
trait CobotAction: r2r::WrappedActionTypeSupport + 'static {
    fn active(goal: ActionClientGoal<Self>) -> Active;
    /// `success` and `message` of a result.
    fn outcome(result: Self::Result) -> (bool, String);
}

impl CobotAction for MoveToJoints::Action {
    fn active(goal: ActionClientGoal<Self>) -> Active {
        Active::Joints(goal)
    }
    fn outcome(result: Self::Result) -> (bool, String) {
        (result.success, result.message)
    }
}

impl CobotAction for MoveToPose::Action {
    fn active(goal: ActionClientGoal<Self>) -> Active {
        Active::Pose(goal)
    }
    fn outcome(result: Self::Result) -> (bool, String) {
        (result.success, result.message)
    }
}

pub struct MotionActions {
    node: RosNode,
    joints: Mutex<HashMap<String, ActionClient<MoveToJoints::Action>>>,
    pose: Mutex<HashMap<String, ActionClient<MoveToPose::Action>>>,
    active: Arc<Mutex<Option<Active>>>,
    server_wait: Duration,
    timeout: Duration,
}

impl MotionActions {
    pub fn new(node: RosNode, server_wait: Duration, timeout: Duration) -> Self {
        MotionActions {
            node,
            joints: Mutex::new(HashMap::new()),
            pose: Mutex::new(HashMap::new()),
            active: Arc::new(Mutex::new(None)),
            server_wait,
            timeout,
        }
    }

    fn client<A: 'static + r2r::WrappedActionTypeSupport>(
        &self,
        cache: &Mutex<HashMap<String, ActionClient<A>>>,
        name: &str,
    ) -> Result<ActionClient<A>, BackendError> {
        let mut cache = cache.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(c) = cache.get(name) {
            return Ok(c.clone());
        }
        let c = self
            .node
            .with(|n| n.create_action_client::<A>(name))
            .map_err(|e| BackendError::Unavailable(format!("cannot create an action client for {name}: {e}")))?;
        cache.insert(name.to_owned(), c.clone());
        Ok(c)
    }

    /// Sends a MoveToJoints goal to `action`.
    pub async fn move_to_joints(&self, action: &str, goal: MoveToJoints::Goal) -> Result<MotionResult, BackendError> {
        self.send(&self.joints, action, goal).await
    }

    /// Sends a MoveToPose goal to `action`.
    pub async fn move_to_pose(&self, action: &str, goal: MoveToPose::Goal) -> Result<MotionResult, BackendError> {
        self.send(&self.pose, action, goal).await
    }

    async fn send<A: CobotAction>(
        &self,
        cache: &Mutex<HashMap<String, ActionClient<A>>>,
        action: &str,
        goal: A::Goal,
    ) -> Result<MotionResult, BackendError> {
        let client = self.client(cache, action)?;
        if !available(self.server_wait, r2r::Node::is_available(&client)).await {
            return Err(unavailable(action, self.server_wait));
        }
        let sent = client.send_goal_request(goal).map_err(|e| BackendError::Unavailable(format!("{action}: {e}")))?;
        let (handle, result, _feedback) = match sent.await {
            Ok(accepted) => accepted,
            Err(e) => return Ok(MotionResult::failed(format!("goal rejected by {action}: {e}"))),
        };
        *self.active.lock().unwrap_or_else(PoisonError::into_inner) = Some(A::active(handle.clone()));
        let outcome = self
            .finish(
                action,
                result.map(|r| {
                    r.map(|(status, result)| {
                        let (success, message) = A::outcome(result);
                        (status, success, message)
                    })
                }),
            )
            .await;
        Ok(settle(outcome, handle.cancel().ok()).await)
    }

    /// Awaits a goal's result; `Err` carries the timeout answer (the caller cancels the goal).
    async fn finish(
        &self,
        action: &str,
        result: impl Future<Output = r2r::Result<(GoalStatus, bool, String)>>,
    ) -> Result<MotionResult, MotionResult> {
        let outcome = tokio::time::timeout(self.timeout, result).await;
        *self.active.lock().unwrap_or_else(PoisonError::into_inner) = None;
        match outcome {
            Ok(Ok((GoalStatus::Succeeded, success, message))) => Ok(MotionResult { success, message }),
            Ok(Ok((GoalStatus::Canceled, _, message))) => {
                Ok(MotionResult::failed(format!("goal cancelled (stopped) before it finished: {message}")))
            }
            Ok(Ok((GoalStatus::Aborted, _, message))) => {
                Ok(MotionResult::failed(format!("goal aborted by {action}: {message}")))
            }
            Ok(Ok((status, _, message))) => {
                Ok(MotionResult::failed(format!("goal ended with status {status:?}: {message}")))
            }
            Ok(Err(e)) => Ok(MotionResult::failed(format!("no result from {action}: {e}"))),
            Err(_) => Err(MotionResult::failed(format!(
                "timed out after {} s; the goal was cancelled",
                self.timeout.as_secs_f64()
            ))),
        }
    }

    /// Cancels the goal in progress, if any. True if there was one.
    pub async fn cancel_active(&self) -> bool {
        let active = self.active.lock().unwrap_or_else(PoisonError::into_inner).take();
        let cancel = match &active {
            Some(Active::Joints(g)) => g.cancel().ok().map(|f| f.boxed()),
            Some(Active::Pose(g)) => g.cancel().ok().map(|f| f.boxed()),
            None => return false,
        };
        if let Some(f) = cancel {
            let _ = tokio::time::timeout(Duration::from_secs(2), f).await;
        }
        true
    }
}

/// The answer of a goal: its result, or after a timeout, the timeout answer once the cancel
/// request went out.
async fn settle(
    outcome: Result<MotionResult, MotionResult>,
    cancel: Option<impl Future<Output = r2r::Result<()>>>,
) -> MotionResult {
    match outcome {
        Ok(result) => result,
        Err(timed_out) => {
            if let Some(cancel) = cancel {
                let _ = tokio::time::timeout(Duration::from_secs(2), cancel).await;
            }
            timed_out
        }
    }
}

fn unavailable(action: &str, wait: Duration) -> BackendError {
    BackendError::Unavailable(format!("action server {action} is not available (waited {} s)", wait.as_secs_f64()))
}
