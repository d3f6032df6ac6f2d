//! The robot's motion interface on the simulator: the `cobot/*` actions (goal, feedback,
//! cancel), through the same goal logic as the simulator's action socket so the two transports
//! cannot disagree, and the `cobot/stop` service.

use armrest_backend::stop_signal::StopCause;
use armrest_backend::{DOF, JointStateSample};
use armrest_sim::SimArm;
use armrest_sim::action_socket::protocol::{Goal, Reply};
use armrest_sim::action_socket::server::execute;
use futures::{Stream, StreamExt};
use r2r::cobot_interfaces::action::{MoveToJoints, MoveToPose};
use r2r::std_srvs::srv::Trigger;
use std::sync::Arc;
use std::time::Duration;

/// How often a goal in progress publishes its feedback (wall clock).
const FEEDBACK_PERIOD: Duration = Duration::from_millis(100);

pub(crate) async fn serve_stop(
    arm: Arc<SimArm>,
    mut requests: impl Stream<Item = r2r::ServiceRequest<Trigger::Service>> + Unpin,
) {
    while let Some(request) = requests.next().await {
        let message = if arm.cancel_motion(&StopCause::Robot) { "motion stopped" } else { "no motion in progress" };
        let _ = request.respond(Trigger::Response { success: true, message: message.to_owned() });
    }
}

/// A motion action the node serves: its goal in the simulator's terms, its result and feedback.
pub(crate) trait Served: r2r::WrappedActionTypeSupport + 'static {
    /// The goal, or why it cannot be one (then it is rejected).
    fn goal(g: &Self::Goal) -> Result<Goal, String>;
    fn result(success: bool, message: String) -> Self::Result;
    fn feedback(progress: f64) -> Self::Feedback;
}

impl Served for MoveToJoints::Action {
    fn goal(g: &MoveToJoints::Goal) -> Result<Goal, String> {
        let joints: [f64; DOF] =
            g.joints.as_slice().try_into().map_err(|_| format!("{} joint values, not {DOF}", g.joints.len()))?;
        Ok(Goal::Joints { joints, speed: g.speed, accel_scale: g.accel_scale })
    }
    fn result(success: bool, message: String) -> MoveToJoints::Result {
        MoveToJoints::Result { success, message }
    }
    fn feedback(progress: f64) -> MoveToJoints::Feedback {
        MoveToJoints::Feedback { progress }
    }
}

impl Served for MoveToPose::Action {
    fn goal(g: &MoveToPose::Goal) -> Result<Goal, String> {
        Ok(Goal::Pose {
            x: g.x,
            y: g.y,
            z: g.z,
            a: g.a,
            b: g.b,
            c: g.c,
            speed: g.speed,
            planner: g.planner.clone(),
            frame_id: g.frame_id.clone(),
        })
    }
    fn result(success: bool, message: String) -> MoveToPose::Result {
        MoveToPose::Result { success, message }
    }
    fn feedback(progress: f64) -> MoveToPose::Feedback {
        MoveToPose::Feedback { progress }
    }
}

/// While the controller is inactive, every accepted goal fails as MoveIt's execution fails when
/// the controller rejects its trajectory.
pub(crate) async fn serve_goals<A: Served>(
    arm: Arc<SimArm>,
    action: String,
    mut requests: impl Stream<Item = r2r::ActionServerGoalRequest<A>> + Unpin,
) {
    while let Some(request) = requests.next().await {
        let goal = match A::goal(&request.goal) {
            Ok(goal) => goal,
            Err(why) => {
                arm.trajectory_log().push(format!("{action}: goal rejected: {why}"));
                let _ = request.reject();
                continue;
            }
        };
        let Ok((mut handle, cancels)) = request.accept() else { continue };
        if !arm.controller_active() {
            let why = "CONTROL_FAILED: the controller rejected the trajectory (Can't accept new action goals. \
                       Controller is not running.)";
            arm.trajectory_log().push(format!("{action}: {why}"));
            let _ = handle.abort(A::result(false, why.to_owned()));
            continue;
        }
        tokio::spawn(run_goal(Arc::clone(&arm), action.clone(), goal, handle, cancels));
    }
}

/// One accepted goal: the motion, its feedback, and a cancel that stops the arm where it is.
async fn run_goal<A: Served>(
    arm: Arc<SimArm>,
    action: String,
    goal: Goal,
    mut handle: r2r::ActionServerGoal<A>,
    mut cancels: impl Stream<Item = r2r::ActionServerCancelRequest> + Unpin,
) {
    let motion = execute(&arm, &action, goal);
    tokio::pin!(motion);
    let mut feedback = tokio::time::interval(FEEDBACK_PERIOD);
    let mut cancelled = false;
    let reply = loop {
        tokio::select! {
            reply = &mut motion => break reply,
            cancel = cancels.next(), if !cancelled => {
                cancelled = true;
                if let Some(cancel) = cancel {
                    cancel.accept();
                    arm.cancel_motion(&StopCause::Robot);
                }
            }
            _ = feedback.tick() => {
                if let Some(progress) = arm.motion_progress() {
                    let _ = handle.publish_feedback(A::feedback(progress));
                }
            }
        }
    };
    let _ = match reply {
        Reply::Result { message, .. } if cancelled => handle.cancel(A::result(false, message)),
        Reply::Result { success: true, message } => {
            wait_for_robot_to_stop(&arm).await;
            handle.succeed(A::result(true, message))
        }
        Reply::Result { message, .. } | Reply::Unavailable { message } | Reply::Invalid { message } => {
            handle.abort(A::result(false, message))
        }
        other => handle.abort(A::result(false, format!("unexpected answer from the simulator: {other:?}"))),
    };
}

/// MoveIt's `waitForRobotToStop` after a successful execution (`trajectory_execution_manager.cpp`,
/// jazzy; `wait_for_trajectory_completion` true, its default): until three consecutive joint
/// states each moved no joint more than `allowed_start_tolerance` (0.01 rad) from the one
/// before, at most 1 s; past it the success stands.
async fn wait_for_robot_to_stop(arm: &SimArm) {
    const ALLOWED_START_TOLERANCE: f64 = 0.01;
    const WAIT_TIME: Duration = Duration::from_secs(1);
    let deadline = tokio::time::Instant::now() + WAIT_TIME;
    let mut states = arm.latest_joint_states();
    let positions = |states: &mut tokio::sync::watch::Receiver<Option<Arc<JointStateSample>>>| {
        states.borrow_and_update().as_ref().map(|m| m.state.position.clone())
    };
    let mut previous = positions(&mut states);
    let mut no_motion_count = 0;
    while no_motion_count < 3 {
        if !matches!(tokio::time::timeout_at(deadline, states.changed()).await, Ok(Ok(()))) {
            return;
        }
        let current = positions(&mut states);
        let moved = match (&previous, &current) {
            (Some(a), Some(b)) => a.iter().zip(b).any(|(p, q)| (p - q).abs() > ALLOWED_START_TOLERANCE),
            _ => true,
        };
        no_motion_count = if moved { 0 } else { no_motion_count + 1 };
        previous = current;
    }
}
