//! The controller's FollowJointTrajectory action: what a `cobot/*` goal reaches when MoveIt
//! executes it, so its cancel (or `cobot/stop`) meets the controller's cancel callback.

use super::ControllerFace;
use super::message::message_of;
use armrest_sim::SimArm;
use armrest_sim::controller::jtc_tolerances::{GoalTolerances, JointTolerance};
use armrest_sim::controller::{Ended, Outcome};
use futures::{Stream, StreamExt};
use r2r::control_msgs::action::FollowJointTrajectory;
use std::sync::Arc;

/// The controller's FollowJointTrajectory action, as Jazzy's serves it: a goal is rejected when
/// the controller is inactive or the trajectory invalid (`validate_trajectory_msg`), else
/// accepted, preempting the active goal; it succeeds when its trajectory ends; a cancel of the
/// active goal holds (`goal_cancelled_callback`).
pub(crate) async fn serve_controller_goals(
    arm: Arc<SimArm>,
    face: Arc<ControllerFace>,
    mut requests: impl Stream<Item = r2r::ActionServerGoalRequest<FollowJointTrajectory::Action>> + Unpin,
) {
    while let Some(request) = requests.next().await {
        let msg = &request.goal.trajectory;
        let checked = match face.refuses(&arm, &msg.joint_names) {
            Some(why) => Err(why),
            None => message_of(&face.arm_message(&arm, msg), arm.model().joint_names(), face.checks()),
        };
        let m = match checked {
            Ok(m) => m,
            Err(why) => {
                arm.trajectory_log().push(format!("controller: rejected an action goal: {why}"));
                let _ = request.reject();
                continue;
            }
        };
        let tolerances = goal_tolerances(&request.goal);
        let Ok((mut handle, cancels)) = request.accept() else { continue };
        match arm.action_goal(&m, &tolerances) {
            Ok((_, ended)) => {
                tokio::spawn(run_controller_goal(Arc::clone(&arm), handle, cancels, ended));
            }
            Err(why) => {
                // The simulator's drives refuse what Jazzy's controller would run (D24).
                let result = FollowJointTrajectory::Result {
                    error_code: FollowJointTrajectory::Result::INVALID_GOAL as i32,
                    error_string: format!("the simulated drives cannot follow it: {why}"),
                };
                let _ = handle.abort(result);
            }
        }
    }
}

/// One accepted controller goal: its end, or a cancel.
async fn run_controller_goal(
    arm: Arc<SimArm>,
    mut handle: r2r::ActionServerGoal<FollowJointTrajectory::Action>,
    mut cancels: impl Stream<Item = r2r::ActionServerCancelRequest> + Unpin,
    ended: tokio::sync::oneshot::Receiver<Ended>,
) {
    tokio::pin!(ended);
    let result = |code, text: &str| FollowJointTrajectory::Result { error_code: code, error_string: text.to_owned() };
    loop {
        tokio::select! {
            end = &mut ended => {
                let _ = match end {
                    Ok(Ended { outcome: Outcome::Finished, .. }) => handle.succeed(result(
                        FollowJointTrajectory::Result::SUCCESSFUL as i32,
                        "Goal successfully reached!",
                    )),
                    Ok(Ended { outcome: Outcome::Preempted, .. }) | Err(_) => handle.abort(result(
                        FollowJointTrajectory::Result::INVALID_GOAL as i32,
                        "Current goal preempted by new incoming action.",
                    )),
                    Ok(Ended { outcome: Outcome::PathTolerance(_), .. }) => handle.abort(result(
                        FollowJointTrajectory::Result::PATH_TOLERANCE_VIOLATED as i32,
                        "Aborted due to path tolerance violation",
                    )),
                    Ok(Ended { outcome: Outcome::GoalTolerance(why), .. }) => handle.abort(result(
                        FollowJointTrajectory::Result::GOAL_TOLERANCE_VIOLATED as i32,
                        &why,
                    )),
                    // Not Jazzy's: the stand-in's world and drive model end a goal where the
                    // real arm's safety or drives would; said in the stand-in's own words.
                    Ok(Ended { outcome: Outcome::Held, .. }) => handle.abort(result(
                        FollowJointTrajectory::Result::INVALID_GOAL as i32,
                        "the trajectory was held before its end",
                    )),
                    Ok(Ended { outcome: Outcome::ProtectiveStop(why), .. }) => handle.abort(result(
                        FollowJointTrajectory::Result::INVALID_GOAL as i32,
                        &why,
                    )),
                    // `on_deactivate`: the active goal aborted in upstream's words.
                    Ok(Ended { outcome: Outcome::Deactivated, .. }) => handle.abort(result(
                        FollowJointTrajectory::Result::INVALID_GOAL as i32,
                        armrest_sim::controller::DEACTIVATED,
                    )),
                };
                return;
            }
            cancel = cancels.next() => {
                let Some(cancel) = cancel else { continue };
                cancel.accept();
                arm.cancel_action_goal();
                let _ = handle.cancel(result(0, ""));
                return;
            }
        }
    }
}

/// A goal's `path_tolerance`, `goal_tolerance` and `goal_time_tolerance`, as the controller
/// reads them.
fn goal_tolerances(goal: &FollowJointTrajectory::Goal) -> GoalTolerances {
    let each = |list: &[r2r::control_msgs::msg::JointTolerance]| {
        list.iter()
            .map(|t| JointTolerance {
                name: t.name.clone(),
                position: t.position,
                velocity: t.velocity,
                acceleration: t.acceleration,
            })
            .collect()
    };
    let time = &goal.goal_time_tolerance;
    GoalTolerances {
        path_tolerance: each(&goal.path_tolerance),
        goal_tolerance: each(&goal.goal_tolerance),
        goal_time_tolerance: f64::from(time.sec) + f64::from(time.nanosec) * 1e-9,
    }
}
