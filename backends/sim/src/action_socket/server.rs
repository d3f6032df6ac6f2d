//! The simulator's stand-in for the ROS 2 action servers and topics the sequence runner uses:
//! a Unix socket speaking [`super::protocol`]. Goals go to the same simulated arm the HTTP API
//! moves; a goal whose action name the simulator does not serve gets `Unavailable`, as a
//! missing action server would; closing the connection mid-goal cancels it.

use super::protocol::{Goal, Point, Reply, Request};
use crate::arm::SimArm;
use armrest_backend::limits::JointLimits;
use armrest_backend::motion::{
    ACCEL_SCALE_MAX, ACCEL_SCALE_MIN, JointGoal, MotionResult, Planner, PoseGoal, SPEED_MAX, SPEED_MIN, Scaling,
};
use armrest_backend::stop_signal::StopCause;
use armrest_backend::{Abc, Trajectory, TrajectoryPoint};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::UNIX_EPOCH;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::unix::OwnedWriteHalf;
use tokio::net::{UnixListener, UnixStream};
use tokio::task::JoinHandle;

/// The listening socket; removed when dropped.
pub struct ActionServer {
    path: PathBuf,
    task: JoinHandle<()>,
}

impl Drop for ActionServer {
    fn drop(&mut self) {
        self.task.abort();
        let _ = std::fs::remove_file(&self.path);
    }
}

impl ActionServer {
    /// Listens on a socket at `path` (in the service's runtime folder).
    pub fn start(arm: Arc<SimArm>, path: PathBuf) -> std::io::Result<ActionServer> {
        let _ = std::fs::remove_file(&path);
        let listener = UnixListener::bind(&path)?;
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                tokio::spawn(serve(Arc::clone(&arm), stream));
            }
        });
        Ok(ActionServer { path, task })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

async fn send(out: &mut OwnedWriteHalf, reply: &Reply) -> std::io::Result<()> {
    let mut line = serde_json::to_vec(reply).map_err(std::io::Error::other)?;
    line.push(b'\n');
    out.write_all(&line).await
}

async fn serve(arm: Arc<SimArm>, stream: UnixStream) {
    let (read, mut out) = stream.into_split();
    let mut lines = BufReader::new(read).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        let reply = match serde_json::from_str::<Request>(&line) {
            Err(e) => Reply::Invalid { message: format!("not a request: {e}") },
            Ok(Request::Topics) => Reply::Topics { topics: vec![arm.middleware().joint_states.topic.clone()] },
            Ok(Request::Cancel) => continue,
            Ok(Request::Subscribe { topic }) => {
                stream_topic(&arm, &topic, &mut out).await;
                return;
            }
            Ok(Request::JointState) => match arm.joint_state().await {
                Ok(sample) => joint_state_reply(sample.stamp, &sample.state),
                Err(e) => Reply::Unavailable { message: e.to_string() },
            },
            Ok(request @ (Request::Goal { .. } | Request::Trajectory { .. })) => {
                let on: &SimArm = &arm;
                let motion: std::pin::Pin<Box<dyn std::future::Future<Output = Reply> + Send + '_>> = match request {
                    Request::Goal { action, goal } => Box::pin(async move { execute(on, &action, goal).await }),
                    Request::Trajectory { action, points } => {
                        Box::pin(async move { follow(on, &action, points).await })
                    }
                    _ => continue,
                };
                tokio::pin!(motion);
                // A cancel, or the runner going away, stops the motion where it is.
                loop {
                    tokio::select! {
                        reply = &mut motion => break reply,
                        next = lines.next_line() => match next {
                            Ok(Some(l)) if matches!(serde_json::from_str(&l), Ok(Request::Cancel)) => {
                                arm.stop(&StopCause::Terminated).await;
                            }
                            Ok(Some(_)) => {}
                            _ => {
                                arm.stop(&StopCause::Terminated).await;
                                return;
                            }
                        },
                    }
                }
            }
        };
        if send(&mut out, &reply).await.is_err() {
            return;
        }
    }
}

async fn stream_topic(arm: &SimArm, topic: &str, out: &mut OwnedWriteHalf) {
    if topic != arm.middleware().joint_states.topic {
        let _ = send(out, &Reply::Unavailable { message: format!("the simulator does not publish {topic}") }).await;
        return;
    }
    let mut messages = arm.subscribe_joint_states();
    loop {
        let m = match messages.recv().await {
            Ok(m) => m,
            Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => continue,
            Err(_) => return,
        };
        let reply = joint_state_reply(m.stamp, &m.state);
        if send(out, &reply).await.is_err() {
            return;
        }
    }
}

fn joint_state_reply(stamp: std::time::SystemTime, s: &armrest_backend::JointState) -> Reply {
    Reply::JointState {
        stamp_ns: stamp.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64),
        name: s.name.clone(),
        position: s.position.clone(),
        velocity: s.velocity.clone(),
        effort: s.effort.clone(),
    }
}

/// Runs a trajectory as a goal of the controller's FollowJointTrajectory action `action`: the
/// controller judges it by the drive model from its command when it arrives (D24), as
/// [`SimArm::follow_trajectory`] does for the service's own trajectories.
pub async fn follow(arm: &SimArm, action: &str, points: Vec<Point>) -> Reply {
    let served = &arm.middleware().trajectory.controller_action;
    if served.is_empty() || action != served.as_str() {
        return Reply::Unavailable {
            message: format!(
                "no FollowJointTrajectory action server '{action}' (the simulator serves {})",
                if served.is_empty() {
                    "none: trajectory.controller_action is empty".to_owned()
                } else {
                    format!("'{served}'")
                }
            ),
        };
    }
    let points: Vec<TrajectoryPoint> = points
        .into_iter()
        .map(|p| TrajectoryPoint { positions: p.positions, time_from_start: p.time_from_start })
        .collect();
    let trajectory = match Trajectory::new(points) {
        Ok(t) => t,
        Err(why) => return Reply::Result { success: false, message: format!("goal rejected: {why}") },
    };
    if let Some(outside) = trajectory.points().iter().find_map(|p| arm.model().limits().first_outside(&p.positions)) {
        return Reply::Result { success: false, message: format!("goal rejected: {outside}") };
    }
    let n = trajectory.points().len();
    let r = arm.follow_trajectory(trajectory, &format!("followed {n} point(s)"), arm.stop_token()).await;
    Reply::Result { success: r.success, message: r.message }
}

/// Runs one goal on the arm, as the action server `action` would (the ROS 2 node serves its
/// actions through this too).
pub async fn execute(arm: &SimArm, action: &str, goal: Goal) -> Reply {
    let stop = arm.stop_token();
    let motion = &arm.middleware().motion;
    let (served, kind) = match &goal {
        Goal::Joints { .. } => (&motion.joints_action, "MoveToJoints"),
        Goal::Pose { .. } => (&motion.pose_action, "MoveToPose"),
    };
    if action != served.as_str() {
        return Reply::Unavailable {
            message: format!("no {kind} action server '{action}' (the simulator serves '{served}')"),
        };
    }
    let outcome = match goal {
        Goal::Joints { joints, speed, accel_scale } => {
            match check_joint_goal(arm.model().limits(), &joints, speed, accel_scale) {
                Err(why) => Ok(MotionResult::failed(why)),
                Ok(()) => {
                    let scaling = Scaling { speed, accel: accel_scale };
                    arm.move_joints(JointGoal { joints, scaling }, stop).await
                }
            }
        }
        Goal::Pose { x, y, z, a, b, c, speed, planner, frame_id } => {
            let Some(planner) = Planner::from_name(&planner) else {
                return Reply::Result {
                    success: false,
                    message: format!("goal rejected: unknown planner '{planner}'"),
                };
            };
            if !(SPEED_MIN..=SPEED_MAX).contains(&speed) || ![x, y, z, a, b, c].iter().all(|v| v.is_finite()) {
                return Reply::Result { success: false, message: "goal rejected: speed or pose out of range".into() };
            }
            let goal = PoseGoal {
                position: [x, y, z],
                orientation: Abc { a, b, c },
                scaling: Scaling::new(speed),
                planner,
                frame_id,
                circ: None,
            };
            arm.move_pose(goal, stop).await
        }
    };
    match outcome {
        Ok(r) => Reply::Result { success: r.success, message: r.message },
        Err(e) => Reply::Unavailable { message: e.to_string() },
    }
}

fn check_joint_goal(limits: &JointLimits, joints: &[f64; 7], speed: f64, accel_scale: f64) -> Result<(), String> {
    if !(SPEED_MIN..=SPEED_MAX).contains(&speed) {
        return Err(format!("goal rejected: speed {speed} outside {SPEED_MIN}..{SPEED_MAX}"));
    }
    if !(ACCEL_SCALE_MIN..=ACCEL_SCALE_MAX).contains(&accel_scale) {
        return Err(format!("goal rejected: accel_scale {accel_scale} outside {ACCEL_SCALE_MIN}..{ACCEL_SCALE_MAX}"));
    }
    if let Some(outside) = limits.first_outside(joints) {
        return Err(format!("goal rejected: {outside}"));
    }
    Ok(())
}
