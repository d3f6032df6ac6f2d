//! The [`Backend`] over ROS 2.

use crate::actions::MotionActions;
use crate::node::{PublisherThread, RosError, RosNode, available};
use armrest_backend::middleware::{MiddlewareConfig, PoseSource, seconds};
use armrest_backend::motion::{Hold, JointGoal, MotionResult, PoseGoal, StopReport};
use armrest_backend::{Backend, BackendError, DOF, JointState, LogBuffer, RobotModel, TcpPose, Trajectory};
use async_trait::async_trait;
use futures::StreamExt;
use nalgebra::{Isometry3, Quaternion, Translation3, UnitQuaternion};
use r2r::QosProfile;
use r2r::cobot_interfaces::action::{MoveToJoints, MoveToPose};
use r2r::moveit_msgs::srv::GetPositionFK;
use r2r::sensor_msgs::msg::JointState as JointStateMsg;
use r2r::std_srvs::srv::Trigger;
use r2r::trajectory_msgs::msg::{JointTrajectory, JointTrajectoryPoint};
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::watch;

/// The latest joint state message, J1..J7, and when it arrived.
#[derive(Clone, Debug)]
struct Latest {
    received: Instant,
    state: JointState,
}

pub struct Ros2Backend {
    node: RosNode,
    model: Arc<RobotModel>,
    middleware: MiddlewareConfig,
    joint_states: watch::Receiver<Option<Latest>>,
    fk: r2r::Client<GetPositionFK::Service>,
    stop: r2r::Client<Trigger::Service>,
    trajectory: PublisherThread<JointTrajectory>,
    actions: MotionActions,
    log: LogBuffer,
}

impl Drop for Ros2Backend {
    fn drop(&mut self) {
        self.node.shutdown();
    }
}

impl Ros2Backend {
    /// Creates the node and every entity it needs. Must run inside a tokio runtime.
    pub fn start(model: Arc<RobotModel>, middleware: MiddlewareConfig) -> Result<Ros2Backend, RosError> {
        let node = RosNode::start("armrest")?;
        let qos = QosProfile::default;
        let (states, fk, stop) = node.with(|n| -> Result<_, RosError> {
            Ok((
                n.subscribe::<JointStateMsg>(&middleware.joint_states.topic, QosProfile::sensor_data())?,
                n.create_client::<GetPositionFK::Service>(&middleware.pose.fk_service, qos())?,
                n.create_client::<Trigger::Service>(&middleware.stop.service, qos())?,
            ))
        })?;
        let trajectory = PublisherThread::start(&node, &middleware.trajectory.controller_topic, qos())?;
        let (tx, joint_states) = watch::channel(None);
        let names = model.joint_names().clone();
        tokio::spawn(async move {
            let mut states = states;
            while let Some(msg) = states.next().await {
                // Answers are in J1..J7 order whatever the message's order; a message without
                // all seven joints is not a state of this arm.
                if let Some(state) = reorder(&msg, &names) {
                    tx.send_replace(Some(Latest { received: Instant::now(), state }));
                }
            }
        });
        let actions = MotionActions::new(
            node.clone(),
            seconds(middleware.motion.server_wait_s),
            seconds(middleware.motion.timeout_s),
        );
        Ok(Ros2Backend {
            log: LogBuffer::new(middleware.trajectory.log_lines),
            node,
            model,
            middleware,
            joint_states,
            fk,
            stop,
            trajectory,
            actions,
        })
    }

    fn fresh_state(&self) -> Option<JointState> {
        let wait = seconds(self.middleware.joint_states.wait_s);
        self.joint_states.borrow().as_ref().filter(|l| l.received.elapsed() < wait).map(|l| l.state.clone())
    }

    async fn publish(&self, points: Vec<JointTrajectoryPoint>) -> Result<(), BackendError> {
        let msg = JointTrajectory { joint_names: self.model.joint_names().to_vec(), points, ..Default::default() };
        self.trajectory.publish(msg).await.map_err(BackendError::Unavailable)
    }
}

fn reorder(msg: &JointStateMsg, names: &[String]) -> Option<JointState> {
    let mut state = JointState {
        name: names.to_vec(),
        position: Vec::with_capacity(DOF),
        velocity: Vec::with_capacity(DOF),
        effort: Vec::with_capacity(DOF),
    };
    for name in names {
        let i = msg.name.iter().position(|n| n == name)?;
        state.position.push(*msg.position.get(i)?);
        state.velocity.push(msg.velocity.get(i).copied().unwrap_or(0.0));
        state.effort.push(msg.effort.get(i).copied().unwrap_or(0.0));
    }
    Some(state)
}

fn duration(seconds: f64) -> r2r::builtin_interfaces::msg::Duration {
    let whole = seconds.floor();
    r2r::builtin_interfaces::msg::Duration {
        sec: whole as i32,
        nanosec: ((seconds - whole) * 1e9).round().min(999_999_999.0) as u32,
    }
}

#[async_trait]
impl Backend for Ros2Backend {
    fn name(&self) -> &'static str {
        "ros2"
    }

    async fn joint_state(&self) -> Result<JointState, BackendError> {
        if let Some(s) = self.fresh_state() {
            return Ok(s);
        }
        let js = &self.middleware.joint_states;
        let mut rx = self.joint_states.clone();
        rx.mark_unchanged();
        match tokio::time::timeout(seconds(js.wait_s), rx.changed()).await {
            Ok(Ok(())) => {
                rx.borrow().as_ref().map(|l| l.state.clone()).ok_or_else(|| no_state(js.topic.as_str(), js.wait_s))
            }
            _ => Err(no_state(&js.topic, js.wait_s)),
        }
    }

    async fn tcp_pose(&self) -> Result<TcpPose, BackendError> {
        let state = self.joint_state().await?;
        let frames = self.model.frames();
        if self.middleware.pose.source == PoseSource::Local {
            let q = state.positions().ok_or_else(|| BackendError::Unavailable("joint state incomplete".into()))?;
            return Ok(TcpPose::from_isometry(&frames.planning_frame, &self.model.tcp_pose(&q)));
        }
        let service = &self.middleware.pose.fk_service;
        if !available(seconds(self.middleware.pose.wait_s), r2r::Node::is_available(&self.fk)).await {
            return Err(BackendError::Unavailable(format!(
                "the planning framework's {service} service is not available"
            )));
        }
        let mut request = GetPositionFK::Request::default();
        request.header.frame_id = frames.planning_frame.clone();
        request.fk_link_names = vec![frames.tcp_link.clone()];
        request.robot_state.joint_state.name = state.name.clone();
        request.robot_state.joint_state.position = state.position.clone();
        let call = self.fk.request(&request).map_err(|e| BackendError::Unavailable(format!("{service}: {e}")))?;
        let response = match tokio::time::timeout(seconds(self.middleware.pose.wait_s), call).await {
            Ok(Ok(r)) => r,
            Ok(Err(e)) => return Err(BackendError::Unavailable(format!("{service} failed: {e}"))),
            Err(_) => return Err(BackendError::Unavailable(format!("{service} did not answer in time"))),
        };
        if response.error_code.val != 1 {
            return Err(BackendError::Unavailable(format!(
                "{service} answered MoveIt error code {}",
                response.error_code.val
            )));
        }
        let pose = response
            .pose_stamped
            .first()
            .ok_or_else(|| BackendError::Unavailable(format!("{service} returned no pose")))?;
        let (p, o) = (&pose.pose.position, &pose.pose.orientation);
        let iso = Isometry3::from_parts(
            Translation3::new(p.x, p.y, p.z),
            UnitQuaternion::from_quaternion(Quaternion::new(o.w, o.x, o.y, o.z)),
        );
        let frame = if pose.header.frame_id.is_empty() {
            frames.planning_frame.as_str()
        } else {
            pose.header.frame_id.as_str()
        };
        Ok(TcpPose::from_isometry(frame, &iso))
    }

    async fn send_trajectory(&self, trajectory: Trajectory) -> Result<(), BackendError> {
        let points: Vec<JointTrajectoryPoint> = trajectory
            .points()
            .iter()
            .map(|p| JointTrajectoryPoint {
                positions: p.positions.to_vec(),
                time_from_start: duration(p.time_from_start),
                ..Default::default()
            })
            .collect();
        let n = points.len();
        self.publish(points).await?;
        self.log.push(format!("published {n} point(s) to {}", self.middleware.trajectory.controller_topic));
        Ok(())
    }

    fn trajectory_log(&self, n: usize) -> Vec<String> {
        self.log.tail(n)
    }

    async fn move_joints(&self, goal: JointGoal) -> Result<MotionResult, BackendError> {
        let msg = MoveToJoints::Goal {
            joints: goal.joints.to_vec(),
            speed: goal.scaling.speed,
            accel_scale: goal.scaling.accel,
        };
        self.actions.move_to_joints(&self.middleware.motion.joints_action, msg).await
    }

    async fn move_pose(&self, goal: PoseGoal) -> Result<MotionResult, BackendError> {
        let msg = MoveToPose::Goal {
            x: goal.position[0],
            y: goal.position[1],
            z: goal.position[2],
            a: goal.orientation.a,
            b: goal.orientation.b,
            c: goal.orientation.c,
            speed: goal.scaling.speed,
            planner: goal.planner.name().to_owned(),
            frame_id: goal.frame_id.clone(),
        };
        self.actions.move_to_pose(&self.middleware.motion.pose_action, msg).await
    }

    async fn stop(&self) -> StopReport {
        let mut notes = Vec::new();
        if self.actions.cancel_active().await {
            notes.push("active goal cancelled".to_owned());
        }
        let topic = &self.middleware.trajectory.controller_topic;
        let hold = match self.fresh_state() {
            Some(state) => {
                let point = JointTrajectoryPoint {
                    positions: state.position,
                    time_from_start: duration(0.0),
                    ..Default::default()
                };
                match self.publish(vec![point]).await {
                    Ok(()) => notes.push(format!("hold point published to {topic}")),
                    Err(e) => notes.push(e.to_string()),
                }
                Hold::HoldPoint
            }
            None => {
                match self.publish(Vec::new()).await {
                    Ok(()) => notes.push(format!("no joint state available: empty trajectory published to {topic}")),
                    Err(e) => notes.push(e.to_string()),
                }
                Hold::EmptyTrajectory
            }
        };
        self.log.push(format!("stop: {}", notes.last().cloned().unwrap_or_default()));
        let service = &self.middleware.stop.service;
        let wait = seconds(self.middleware.stop.wait_s);
        let planner_stopped = if !available(wait, r2r::Node::is_available(&self.stop)).await {
            notes.push(format!("{service} unavailable: the planner was not stopped"));
            false
        } else {
            match self.stop.request(&Trigger::Request {}) {
                Ok(call) => match tokio::time::timeout(wait, call).await {
                    Ok(Ok(r)) => {
                        notes.push(format!("{service}: {}", if r.message.is_empty() { "called" } else { &r.message }));
                        r.success
                    }
                    _ => {
                        notes.push(format!("{service} did not answer"));
                        false
                    }
                },
                Err(e) => {
                    notes.push(format!("{service}: {e}"));
                    false
                }
            }
        };
        StopReport { hold, planner_stopped, notes }
    }

    fn runner_transport(&self) -> Vec<String> {
        let m = &self.middleware.motion;
        vec![
            "--ros2".to_owned(),
            "--server-wait".to_owned(),
            m.server_wait_s.to_string(),
            "--motion-timeout".to_owned(),
            m.timeout_s.to_string(),
        ]
    }
}

fn no_state(topic: &str, wait: f64) -> BackendError {
    BackendError::Unavailable(format!("no joint state message on {topic} within {wait} s"))
}
