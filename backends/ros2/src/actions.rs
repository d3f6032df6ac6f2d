//! MoveToJoints and MoveToPose goals on named action servers. Every wait is bounded and named
//! in the endpoints configuration (`motion.*`): the server's appearance, the goal's acceptance,
//! its result, a cancel's answer, and the checks that the server is still there. A stop reaches
//! a goal at every stage: before acceptance (it is cancelled if accepted later), while it
//! executes (cancelled, answered `success: false`). Only a goal still active is cancelled. The
//! backend and the sequence runner's ROS 2 transport both send goals through this.

use crate::node::{RosNode, available};
use crate::speed_scaling::PathClock;
use armrest_backend::middleware::{MotionConfig, seconds};
use armrest_backend::motion::{MotionGoal, MotionResult};
use armrest_backend::stop_signal::{StopCause, StopSignal, StopToken};
use armrest_backend::tool::flange_target;
use armrest_backend::{BackendError, RobotModel};
use futures::{FutureExt, StreamExt};
use r2r::cobot_interfaces::action::{MoveToJoints, MoveToPose};
use r2r::control_msgs::action::FollowJointTrajectory;
use r2r::{ActionClient, ActionClientGoal, GoalStatus};
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// The two cobot actions, as far as sending a goal needs to tell them apart.
pub trait CobotAction: r2r::WrappedActionTypeSupport<Result: Send, Feedback: Send> + 'static {
    /// `success` and `message` of a result.
    fn outcome(result: Self::Result) -> (bool, String);
}

impl CobotAction for MoveToJoints::Action {
    fn outcome(result: Self::Result) -> (bool, String) {
        (result.success, result.message)
    }
}

impl CobotAction for MoveToPose::Action {
    fn outcome(result: Self::Result) -> (bool, String) {
        (result.success, result.message)
    }
}

/// A goal on the controller's own action: the result's `error_code` 0 (SUCCESSFUL) is success
/// (Jazzy's controller says "Goal successfully reached!"); any other code is named with what it
/// means, beside the controller's own words.
impl CobotAction for FollowJointTrajectory::Action {
    fn outcome(result: Self::Result) -> (bool, String) {
        if result.error_code == FollowJointTrajectory::Result::SUCCESSFUL as i32 {
            (true, "the controller finished the trajectory".to_owned())
        } else {
            let said =
                if result.error_string.is_empty() { String::new() } else { format!(": {}", result.error_string) };
            (false, format!("{}{said}", follow_joint_trajectory_error(result.error_code)))
        }
    }
}

/// A FollowJointTrajectory result's `error_code` (control_msgs) by name, with what it means.
pub fn follow_joint_trajectory_error(code: i32) -> String {
    use FollowJointTrajectory::Result as R;
    let meaning = match code {
        c if c == R::INVALID_GOAL as i32 => {
            "INVALID_GOAL: the controller refused or ended the goal (invalid, preempted by another goal, or the \
             controller was deactivated)"
        }
        c if c == R::INVALID_JOINTS as i32 => "INVALID_JOINTS: the goal's joints are not the controller's",
        c if c == R::OLD_HEADER_TIMESTAMP as i32 => "OLD_HEADER_TIMESTAMP: the goal's stamp lies in the past",
        c if c == R::PATH_TOLERANCE_VIOLATED as i32 => {
            "PATH_TOLERANCE_VIOLATED: the arm left the path tolerance the controller enforces (its \
             constraints.<joint>.trajectory or the goal's path_tolerance); the controller held the arm"
        }
        c if c == R::GOAL_TOLERANCE_VIOLATED as i32 => {
            "GOAL_TOLERANCE_VIOLATED: the arm was not within the goal tolerance (constraints.<joint>.goal, \
             stopped_velocity_tolerance) by constraints.goal_time after the last point; the controller held the arm"
        }
        _ => return format!("error_code {code} (not one control_msgs defines)"),
    };
    format!("error_code {code} {meaning}")
}

/// The waits of a goal, from `motion.*` of the endpoints configuration.
#[derive(Clone, Copy, Debug)]
pub struct MotionWaits {
    /// `motion.server_wait_s`: for the action server to appear.
    pub server: Duration,
    /// `motion.accept_wait_s`: for the goal to be accepted or rejected.
    pub accept: Duration,
    /// `motion.timeout_s`: for the result.
    pub result: Duration,
    /// `motion.cancel_wait_s`: for the answer to a cancel request (and the result after it).
    pub cancel: Duration,
    /// `motion.server_check_s`: between checks that the server is still in the graph. A
    /// server is gone when it left the graph or its DDS liveliness lapsed (a crashed process
    /// stays until its lease runs out); silent feedback is no sign: a server may plan for long.
    pub check: Duration,
}

impl MotionWaits {
    pub fn from_config(m: &MotionConfig) -> Self {
        MotionWaits {
            server: seconds(m.server_wait_s),
            accept: seconds(m.accept_wait_s),
            result: seconds(m.timeout_s),
            cancel: seconds(m.cancel_wait_s),
            check: seconds(m.server_check_s),
        }
    }
}

pub struct MotionActions {
    node: RosNode,
    joints: Mutex<HashMap<String, ActionClient<MoveToJoints::Action>>>,
    pose: Mutex<HashMap<String, ActionClient<MoveToPose::Action>>>,
    trajectories: Mutex<HashMap<String, ActionClient<FollowJointTrajectory::Action>>>,
    /// Goals in progress (at most one, but a stop must not care).
    active: Arc<Mutex<usize>>,
    /// Cancels sent for goals whose request was dropped mid-goal, not yet answered.
    orphans: Arc<Mutex<Vec<tokio::task::JoinHandle<()>>>>,
    waits: MotionWaits,
    stops: StopSignal,
    /// The time the controller's speed scaling took from motions; `None` without one.
    path_clock: Option<PathClock>,
    /// The model whose active tool a pose goal's TCP target is turned into the flange's by
    /// (D36); `None`: pose goals go as given.
    tool_of: Option<Arc<RobotModel>>,
}

/// An accepted goal, cancelled if the request that follows it is dropped before it ended (the
/// runner ending on a signal, for instance): a goal nobody follows must not run on.
struct Armed<A: CobotAction> {
    handle: Option<ActionClientGoal<A>>,
    orphans: Arc<Mutex<Vec<tokio::task::JoinHandle<()>>>>,
    cancel_wait: Duration,
}

impl<A: CobotAction> Armed<A> {
    /// The goal ended (or was cancelled) while followed: nothing to do on drop.
    fn disarm(&mut self) {
        self.handle = None;
    }
}

impl<A: CobotAction> Drop for Armed<A> {
    fn drop(&mut self) {
        let Some(handle) = self.handle.take() else { return };
        if handle.get_status().is_ok_and(|s| !is_active(s)) {
            return;
        }
        let (Ok(runtime), Ok(request)) = (tokio::runtime::Handle::try_current(), handle.cancel()) else { return };
        let wait = self.cancel_wait;
        let task = runtime.spawn(async move {
            let _ = tokio::time::timeout(wait, request).await;
        });
        keep_orphan(&self.orphans, task);
    }
}

/// Keeps a cancel's task for [`MotionActions::cancel_active`] to await, dropping those already
/// ended, so a service that runs for months does not collect them.
fn keep_orphan(orphans: &Mutex<Vec<tokio::task::JoinHandle<()>>>, task: tokio::task::JoinHandle<()>) {
    let mut orphans = orphans.lock().unwrap_or_else(PoisonError::into_inner);
    orphans.retain(|t| !t.is_finished());
    orphans.push(task);
}

/// Counts a goal in progress while it lives.
struct InProgress(Arc<Mutex<usize>>);

impl InProgress {
    fn new(counter: &Arc<Mutex<usize>>) -> Self {
        *counter.lock().unwrap_or_else(PoisonError::into_inner) += 1;
        InProgress(Arc::clone(counter))
    }
}

impl Drop for InProgress {
    fn drop(&mut self) {
        let mut n = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        *n = n.saturating_sub(1);
    }
}

impl MotionActions {
    pub fn new(node: RosNode, waits: MotionWaits) -> Self {
        MotionActions {
            node,
            joints: Mutex::new(HashMap::new()),
            pose: Mutex::new(HashMap::new()),
            trajectories: Mutex::new(HashMap::new()),
            active: Arc::new(Mutex::new(0)),
            orphans: Arc::new(Mutex::new(Vec::new())),
            waits,
            stops: StopSignal::default(),
            path_clock: None,
            tool_of: None,
        }
    }

    /// Turns each pose goal's TCP target into the flange's by `model`'s active tool (D36).
    pub fn with_tool_of(mut self, model: Arc<RobotModel>) -> Self {
        self.tool_of = Some(model);
        self
    }

    /// Counts toward a goal's timeout (`motion.timeout_s`) only the time its path advanced, by
    /// `clock`: the time the speed override took (slowed or paused) moves the deadline on.
    pub fn with_path_clock(mut self, clock: PathClock) -> Self {
        self.path_clock = Some(clock);
        self
    }

    fn time_lost(&self) -> Duration {
        self.path_clock.as_ref().map_or(Duration::ZERO, PathClock::lost)
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

    /// Sends `goal` to the action server `action` as its action's message (MoveToJoints or
    /// MoveToPose), and waits for the result.
    pub async fn send_goal(
        &self,
        action: &str,
        goal: &MotionGoal,
        stop: StopToken,
    ) -> Result<MotionResult, BackendError> {
        match goal {
            MotionGoal::Joints(g) => {
                let msg = MoveToJoints::Goal {
                    joints: g.joints.to_vec(),
                    speed: g.scaling.speed,
                    accel_scale: g.scaling.accel,
                };
                let client = self.client(&self.joints, action)?;
                self.send(&client, action, msg, stop).await
            }
            MotionGoal::Pose(g) => {
                // The motion server plans for the flange: with a tool, the flange's target is
                // target · tcp⁻¹, so the tool's TCP ends on the target (D36).
                let (position, orientation) = match &self.tool_of {
                    Some(model) => flange_target(g.position, g.orientation, &model.tool_offset()),
                    None => (g.position, g.orientation),
                };
                let msg = MoveToPose::Goal {
                    x: position[0],
                    y: position[1],
                    z: position[2],
                    a: orientation.a,
                    b: orientation.b,
                    c: orientation.c,
                    speed: g.scaling.speed,
                    planner: g.planner.name().to_owned(),
                    frame_id: g.frame_id.clone(),
                };
                let client = self.client(&self.pose, action)?;
                self.send(&client, action, msg, stop).await
            }
        }
    }

    /// Sends `goal` to the controller's FollowJointTrajectory action `action` and waits for its
    /// result, with the waits, the stop and the path clock of a motion goal.
    pub async fn follow_trajectory(
        &self,
        action: &str,
        goal: FollowJointTrajectory::Goal,
        stop: StopToken,
    ) -> Result<MotionResult, BackendError> {
        let client = self.client(&self.trajectories, action)?;
        self.send(&client, action, goal, stop).await
    }

    /// A token for a goal about to be sent: a [`MotionActions::stop`] from now on ends it, at any
    /// stage (taking the node's lock for a client, waiting for the server, for acceptance).
    pub fn stop_token(&self) -> StopToken {
        self.stops.token()
    }

    /// Whether a goal is in progress (at any stage).
    pub fn in_progress(&self) -> bool {
        *self.active.lock().unwrap_or_else(PoisonError::into_inner) > 0
    }

    /// Says a stop is coming (its hold is about to go out): a goal its server ends from now on,
    /// seeing the hold replace its trajectory, was ended by the stop.
    pub fn stop_coming(&self, cause: &StopCause) {
        self.stops.announce(cause);
    }

    /// Ends every goal in progress, whatever its stage; true if one was in progress. Each goal's
    /// own request cancels it and answers `success: false`.
    pub fn stop(&self, cause: &StopCause) -> bool {
        self.stops.raise(cause);
        self.in_progress()
    }

    /// Stops goals in progress, including those whose request was dropped mid-goal, and waits
    /// (bounded by the cancel wait) until their cancels were answered. For a process about to
    /// exit (the runner on a signal).
    pub async fn cancel_active(&self) {
        self.stop(&StopCause::Terminated);
        let t = Instant::now();
        while *self.active.lock().unwrap_or_else(PoisonError::into_inner) > 0 && t.elapsed() < self.waits.cancel * 2 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let orphans = std::mem::take(&mut *self.orphans.lock().unwrap_or_else(PoisonError::into_inner));
        for cancel in orphans {
            let _ = tokio::time::timeout(self.waits.cancel, cancel).await;
        }
    }

    async fn send<A: CobotAction>(
        &self,
        client: &ActionClient<A>,
        action: &str,
        goal: A::Goal,
        mut stop: StopToken,
    ) -> Result<MotionResult, BackendError> {
        let _in_progress = InProgress::new(&self.active);
        let waits = self.waits;
        if !available(waits.server, r2r::Node::is_available(client)).await {
            return Err(BackendError::Unavailable(format!(
                "action server {action} is not available (waited {} s, motion.server_wait_s)",
                waits.server.as_secs_f64()
            )));
        }
        let sent = client.send_goal_request(goal).map_err(|e| BackendError::Unavailable(format!("{action}: {e}")))?;
        let mut sent = Box::pin(sent);
        let accepted = tokio::select! {
            biased;
            () = stop.raised() => {
                cancel_if_accepted_later(sent, waits);
                return Ok(MotionResult::failed(format!(
                    "stopped by {} before {action} accepted the goal; the arm did not start this motion",
                    stop.cause()
                )));
            }
            accepted = tokio::time::timeout(waits.accept, &mut sent) => accepted,
        };
        let (handle, result, feedback) = match accepted {
            Err(_) => {
                cancel_if_accepted_later(sent, waits);
                return Err(BackendError::TimedOut {
                    what: format!("action server {action} (accepting the goal)"),
                    waited: waits.accept,
                    setting: "motion.accept_wait_s",
                });
            }
            Ok(Err(e)) => return Ok(MotionResult::failed(format!("goal rejected by {action}: {e}"))),
            Ok(Ok(accepted)) => accepted,
        };
        let mut armed =
            Armed { handle: Some(handle.clone()), orphans: Arc::clone(&self.orphans), cancel_wait: waits.cancel };
        let result = result.map(|r| r.map(|(status, result)| (status, A::outcome(result))));
        let outcome = self.follow(client, action, &handle, Box::pin(result), feedback, &mut stop).await;
        // Followed to its end: ended, cancelled or its server gone.
        armed.disarm();
        outcome
    }

    /// Follows an accepted goal to its result, a stop, the motion timeout or its server's end.
    async fn follow<A: CobotAction>(
        &self,
        client: &ActionClient<A>,
        action: &str,
        handle: &ActionClientGoal<A>,
        mut result: std::pin::Pin<Box<impl Future<Output = r2r::Result<(GoalStatus, (bool, String))>>>>,
        mut feedback: impl futures::Stream<Item = A::Feedback> + Unpin,
        stop: &mut StopToken,
    ) -> Result<MotionResult, BackendError> {
        let waits = self.waits;
        let deadline = tokio::time::sleep(waits.result);
        tokio::pin!(deadline);
        // The time the override took so far, before this goal and since it was given.
        let mut lost_counted = self.time_lost();
        let mut check = tokio::time::interval(waits.check);
        check.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        check.tick().await;
        let mut feedback_open = true;
        loop {
            tokio::select! {
                // A stop and the goal's end at once: the stop's, as its hold may be why it ended.
                biased;
                () = stop.raised() => {
                    let why = cancel(handle, &mut result, waits).await;
                    return Ok(MotionResult::failed(format!(
                        "stopped by {} before reaching the target: {why}",
                        stop.cause()
                    )));
                }
                done = &mut result => {
                    let ended = interpret(action, done);
                    if stop.is_announced() {
                        return Ok(MotionResult::failed(stopped_while_running(&stop.cause().to_string(), &ended)));
                    }
                    return Ok(ended);
                }
                () = &mut deadline => {
                    let lost = self.time_lost();
                    if lost > lost_counted {
                        // Slowed or paused meanwhile: the deadline moves on by what it took.
                        deadline.as_mut().reset(tokio::time::Instant::now() + (lost - lost_counted));
                        lost_counted = lost;
                        continue;
                    }
                    let why = cancel(handle, &mut result, waits).await;
                    return Ok(MotionResult::failed(format!(
                        "timed out after {} s (motion.timeout_s): {why}",
                        waits.result.as_secs_f64()
                    )));
                }
                // Drained, so r2r's channel never fills; its silence says nothing.
                next = feedback.next(), if feedback_open => feedback_open = next.is_some(),
                _ = check.tick() => {
                    if !available(waits.check, r2r::Node::is_available(client)).await {
                        // Given up: the cancel goes out before the hold, so the hold never
                        // fights a goal still running somewhere.
                        self.cancel_given_up(handle);
                        return Err(BackendError::Aborted(format!(
                            "action server {action} went away mid-goal (gone from the ROS graph, or its liveliness \
                             lapsed); its goal was cancelled and the arm was told to hold"
                        )));
                    }
                }
            }
        }
    }
}

impl MotionActions {
    /// Sends a cancel for a goal given up; its answer is awaited (bounded by the cancel wait)
    /// in the background, as a server that went away may never give one.
    fn cancel_given_up<A: CobotAction>(&self, handle: &ActionClientGoal<A>) {
        let Ok(request) = handle.cancel() else { return };
        let wait = self.waits.cancel;
        let task = tokio::spawn(async move {
            let _ = tokio::time::timeout(wait, request).await;
        });
        keep_orphan(&self.orphans, task);
    }
}

/// The answer of a goal that ended after a stop's hold went out (`cause`: who stopped it). Its
/// server's success says nothing then: under Jazzy's rules a trajectory on the controller topic
/// (the hold) replaces the goal's and leaves the goal active, and the goal succeeds when the hold
/// ends, the arm at rest short of the target. On a loaded machine that happens before the stop
/// gets to cancel the goal (issue 49).
fn stopped_while_running(cause: &str, ended: &MotionResult) -> String {
    if ended.success {
        format!(
            "stopped by {cause} before reaching the target: the stop's hold replaced the goal's trajectory, and the \
             goal then ended (its server said: {})",
            ended.message
        )
    } else {
        format!("stopped by {cause} before reaching the target: {}", ended.message)
    }
}

/// The answer of a finished goal.
fn interpret(action: &str, done: r2r::Result<(GoalStatus, (bool, String))>) -> MotionResult {
    match done {
        Ok((GoalStatus::Succeeded, (success, message))) => MotionResult::new(success, message),
        Ok((GoalStatus::Canceled, (_, message))) => {
            MotionResult::failed(format!("goal cancelled by {action} before it finished: {message}"))
        }
        Ok((GoalStatus::Aborted, (_, message))) => MotionResult::failed(format!("goal aborted by {action}: {message}")),
        Ok((status, (_, message))) => MotionResult::failed(format!("goal ended with status {status:?}: {message}")),
        Err(e) => MotionResult::failed(format!("no result from {action}: {e}")),
    }
}

fn is_active(status: GoalStatus) -> bool {
    matches!(status, GoalStatus::Unknown | GoalStatus::Accepted | GoalStatus::Executing | GoalStatus::Canceling)
}

/// Cancels a goal that is still active and waits (bounded) for its end; says what happened.
async fn cancel<A: CobotAction>(
    handle: &ActionClientGoal<A>,
    result: &mut std::pin::Pin<Box<impl Future<Output = r2r::Result<(GoalStatus, (bool, String))>>>>,
    waits: MotionWaits,
) -> String {
    if handle.get_status().is_ok_and(|s| !is_active(s)) {
        return "the goal had already ended".to_owned();
    }
    let answer = match handle.cancel() {
        Ok(request) => match tokio::time::timeout(waits.cancel, request).await {
            Ok(answer) => CancelAnswer::Answered(answer),
            Err(_) => CancelAnswer::Unanswered,
        },
        Err(e) => CancelAnswer::NotSent(e),
    };
    let ended = tokio::time::timeout(waits.cancel, result.as_mut()).await.is_ok();
    describe_cancel(answer, ended, waits.cancel)
}

/// What became of a cancel request.
enum CancelAnswer {
    Answered(r2r::Result<()>),
    /// Not answered within `motion.cancel_wait_s`.
    Unanswered,
    NotSent(r2r::Error),
}

/// A cancel's outcome as the stopped move's answer says it: the server's answer as it gave it
/// (a refusal, ERROR_REJECTED from an rclcpp server whose cancel callback rejects, is no
/// cancel), and whether the goal ended within `wait`.
fn describe_cancel(answer: CancelAnswer, ended: bool, wait: Duration) -> String {
    let wait_s = wait.as_secs_f64();
    let refused = match answer {
        CancelAnswer::Answered(Ok(())) if ended => return "the goal was cancelled".to_owned(),
        CancelAnswer::Answered(Ok(())) => {
            return format!(
                "the cancel was accepted but the goal did not end within {wait_s} s (motion.cancel_wait_s)"
            );
        }
        CancelAnswer::Answered(Err(r2r::Error::GoalCancelRejected)) => {
            "the server rejected the cancel request (ERROR_REJECTED)".to_owned()
        }
        CancelAnswer::Answered(Err(r2r::Error::GoalCancelUnknownGoalID)) => {
            "the server did not know the goal (ERROR_UNKNOWN_GOAL_ID)".to_owned()
        }
        CancelAnswer::Answered(Err(r2r::Error::GoalCancelAlreadyTerminated)) => {
            "the goal had already ended (ERROR_GOAL_TERMINATED)".to_owned()
        }
        CancelAnswer::Answered(Err(e)) => format!("the cancel request failed: {e}"),
        CancelAnswer::Unanswered => {
            format!("the cancel request was not answered within {wait_s} s (motion.cancel_wait_s)")
        }
        CancelAnswer::NotSent(e) => format!("the cancel request could not be sent: {e}"),
    };
    if ended {
        format!("{refused}; the goal has ended")
    } else {
        format!("{refused}; the goal may still run: check the arm")
    }
}

/// A goal whose acceptance nobody awaits any more (stopped, or accepted too late) must not run:
/// if the server accepts it after all, it is cancelled at once.
fn cancel_if_accepted_later<A, F, R, S>(sent: std::pin::Pin<Box<F>>, waits: MotionWaits)
where
    A: CobotAction,
    F: Future<Output = r2r::Result<(ActionClientGoal<A>, R, S)>> + Send + 'static,
    R: Send + 'static,
    S: Send + 'static,
{
    tokio::spawn(async move {
        if let Ok(Ok((handle, _, _))) = tokio::time::timeout(waits.result, sent).await
            && let Ok(request) = handle.cancel()
        {
            let _ = tokio::time::timeout(waits.cancel, request).await;
        }
    });
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_cancel_is_described_as_the_server_answered_it() {
        use super::{CancelAnswer, describe_cancel};
        let wait = std::time::Duration::from_secs(2);
        assert_eq!(describe_cancel(CancelAnswer::Answered(Ok(())), true, wait), "the goal was cancelled");
        let rejected = describe_cancel(CancelAnswer::Answered(Err(r2r::Error::GoalCancelRejected)), false, wait);
        assert!(
            rejected.contains("rejected the cancel request (ERROR_REJECTED)") && rejected.contains("check the arm")
        );
        let late = describe_cancel(CancelAnswer::Unanswered, true, wait);
        assert!(late.contains("not answered within 2 s (motion.cancel_wait_s)") && late.contains("has ended"));
        let gone = describe_cancel(CancelAnswer::Answered(Err(r2r::Error::GoalCancelAlreadyTerminated)), true, wait);
        assert!(gone.contains("ERROR_GOAL_TERMINATED"), "{gone}");
    }

    use super::*;

    #[test]
    fn only_a_succeeded_goal_can_be_success() {
        let ok = |status| interpret("cobot/move_to_joints", Ok((status, (true, "reached".to_owned()))));
        assert_eq!(ok(GoalStatus::Succeeded), MotionResult::ok("reached"));
        for status in [GoalStatus::Canceled, GoalStatus::Aborted, GoalStatus::Unknown] {
            assert!(!ok(status).success, "{status:?}");
        }
        assert!(ok(GoalStatus::Canceled).message.contains("cancelled by cobot/move_to_joints"));
        assert!(ok(GoalStatus::Aborted).message.contains("aborted"));
        let failed = interpret("a", Ok((GoalStatus::Succeeded, (false, "no IK solution".to_owned()))));
        assert_eq!(failed, MotionResult::failed("no IK solution"), "the server's own failure stands");
        let lost = interpret("a", Err(r2r::Error::GoalCancelAlreadyTerminated));
        assert!(!lost.success && lost.message.starts_with("no result from a"), "{lost:?}");
    }

    #[test]
    fn a_controllers_failure_is_named_with_its_meaning_beside_its_words() {
        let result =
            |code, text: &str| FollowJointTrajectory::Result { error_code: code, error_string: text.to_owned() };
        let (ok, said) = <FollowJointTrajectory::Action as CobotAction>::outcome(result(
            FollowJointTrajectory::Result::PATH_TOLERANCE_VIOLATED as i32,
            "Aborted due to path tolerance violation",
        ));
        assert!(!ok);
        assert_eq!(
            said,
            "error_code -4 PATH_TOLERANCE_VIOLATED: the arm left the path tolerance the controller enforces (its \
             constraints.<joint>.trajectory or the goal's path_tolerance); the controller held the arm: Aborted due \
             to path tolerance violation"
        );
        let (_, odd) = <FollowJointTrajectory::Action as CobotAction>::outcome(result(-42, ""));
        assert_eq!(odd, "error_code -42 (not one control_msgs defines)");
        let (ok, _) = <FollowJointTrajectory::Action as CobotAction>::outcome(result(0, "Goal successfully reached!"));
        assert!(ok);
    }

    #[test]
    fn a_goal_is_active_until_it_ends() {
        for s in [GoalStatus::Unknown, GoalStatus::Accepted, GoalStatus::Executing, GoalStatus::Canceling] {
            assert!(is_active(s), "{s:?}");
        }
        for s in [GoalStatus::Succeeded, GoalStatus::Canceled, GoalStatus::Aborted] {
            assert!(!is_active(s), "{s:?}");
        }
    }

    #[test]
    fn waits_come_from_the_configuration() {
        let m = MotionConfig { accept_wait_s: 1.5, server_check_s: 0.25, ..MotionConfig::default() };
        let w = MotionWaits::from_config(&m);
        assert_eq!(w.accept, Duration::from_secs_f64(1.5));
        assert_eq!(w.check, Duration::from_secs_f64(0.25));
        assert_eq!(w.result, Duration::from_secs_f64(m.timeout_s));
    }
}
