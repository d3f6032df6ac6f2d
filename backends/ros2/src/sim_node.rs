//! The simulator's ROS 2 face (`armrest_sim_node`): the simulated arm served on a ROS 2 graph
//! under the endpoints configuration's names, as the arm's real stack serves it. It publishes
//! `sensor_msgs/JointState`, follows `trajectory_msgs/JointTrajectory` on the controller topic
//! with the simulator's controller rules, answers `/compute_fk` from the URDF, serves the
//! `cobot/*` motion actions (with feedback and cancel) through the same goal logic as the
//! simulator's action socket, and `cobot/stop`. With the `planner_unavailable` fault there is
//! no `/compute_fk`, no action server and no stop service; with `joint_states_silent` the topic is quiet.
//!
//! Its controller follows Jazzy's joint_trajectory_controller where armrest's safety depends on
//! it ([`JtcRules`]): the controller's FollowJointTrajectory action, whose goals preempt the
//! active one; a `cobot/*` goal executes as MoveIt executes it, a goal on the controller, so its
//! cancel (or `cobot/stop`) reaches the controller's cancel callback and holds the measured
//! position at once unless `decelerate_on_cancel`; a topic message replaces the trajectory and
//! leaves that goal active. A [`Stack`] file says which controller and broadcaster it stands in
//! for (velocities reported or NaN, speed scaling input, active or not, extra joints, QoS).

use crate::clock_rate::CLOCK_TOPIC;
use crate::node::{PublisherThread, RosError, RosNode};
use crate::stack::{Stack, TrajectoryQos};
use armrest_backend::JointPositions;
use armrest_backend::stop_signal::StopCause;
use armrest_backend::{DOF, Setpoint, Trajectory, TrajectoryPoint};
use armrest_sim::SimArm;
use armrest_sim::action_socket::protocol::{Goal, Reply};
use armrest_sim::action_socket::server::execute;
use armrest_sim::controller::{Ended, JtcRules, Outcome, Pacing};
use futures::{Stream, StreamExt};
use r2r::QosProfile;
use r2r::cobot_interfaces::action::{MoveToJoints, MoveToPose};
use r2r::control_msgs::action::FollowJointTrajectory;
use r2r::control_msgs::msg::JointTrajectoryControllerState;
use r2r::control_msgs::msg::SpeedScalingFactor;
use r2r::geometry_msgs::msg::{Point, Pose, PoseStamped, Quaternion};
use r2r::moveit_msgs::msg::MoveItErrorCodes;
use r2r::moveit_msgs::srv::GetPositionFK;
use r2r::rosgraph_msgs::msg::Clock;
use r2r::sensor_msgs::msg::JointState as JointStateMsg;
use r2r::std_msgs::msg::Header;
use r2r::std_srvs::srv::Trigger;
use r2r::trajectory_msgs::msg::{JointTrajectory, JointTrajectoryPoint};
use std::sync::Arc;
use std::time::{Duration, UNIX_EPOCH};
use tokio::task::JoinHandle;

/// How often a goal in progress publishes its feedback (wall clock).
const FEEDBACK_PERIOD: Duration = Duration::from_millis(100);

/// The node and its serving tasks; dropping it takes the simulator off the graph.
pub struct SimNode {
    node: RosNode,
    tasks: Vec<JoinHandle<()>>,
}

impl Drop for SimNode {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
        self.node.shutdown();
    }
}

/// How the node publishes, beyond the simulator's settings.
#[derive(Clone, Copy, Debug, Default)]
pub struct Publishing {
    /// Every velocity and effort NaN, as ros2_controllers' joint_state_broadcaster publishes
    /// them for joints without those state interfaces.
    pub nan_velocity_effort: bool,
}

impl SimNode {
    /// Serves `arm` as the ROS 2 node `name`, its controller and broadcaster as `stack` says.
    /// Must run inside a tokio runtime.
    pub fn start(arm: Arc<SimArm>, name: &str, publishing: Publishing, stack: &Stack) -> Result<SimNode, RosError> {
        let node = RosNode::start(name)?;
        let m = arm.middleware().clone();
        let qos = QosProfile::default;
        let mut tasks = Vec::new();
        arm.follow_jtc_rules(JtcRules { decelerate_on_cancel: stack.decelerate_on_cancel });
        let publishing = Publishing { nan_velocity_effort: publishing.nan_velocity_effort || !stack.velocity_state };
        let controller = Arc::new(ControllerFace { stack: stack.clone() });
        let states = PublisherThread::<JointStateMsg>::start(&node, &m.joint_states.topic, qos())?;
        tasks.push(tokio::spawn(publish_joint_states(
            Arc::clone(&arm),
            states,
            publishing,
            stack.extra_joints.clone(),
        )));
        let trajectory_qos = match stack.trajectory_qos {
            TrajectoryQos::Reliable => qos(),
            TrajectoryQos::BestEffort => qos().best_effort(),
        };
        let trajectories =
            node.with(|n| n.subscribe::<JointTrajectory>(&m.trajectory.controller_topic, trajectory_qos))?;
        tasks.push(tokio::spawn(follow(Arc::clone(&arm), Arc::clone(&controller), trajectories)));
        if !m.trajectory.controller_action.is_empty() {
            let goals = node
                .with(|n| n.create_action_server::<FollowJointTrajectory::Action>(&m.trajectory.controller_action))?;
            tasks.push(tokio::spawn(serve_controller_goals(Arc::clone(&arm), Arc::clone(&controller), goals)));
        }
        // The simulator's clock, as a simulator publishes it for nodes on its time.
        let clock = PublisherThread::<Clock>::start(&node, CLOCK_TOPIC, qos())?;
        tasks.push(tokio::spawn(publish_clock(Arc::clone(&arm), clock)));
        // The controller's state, as Jazzy's joint_trajectory_controller publishes it.
        let state_topic = controller_state_topic(&m.trajectory.controller_topic);
        let states = PublisherThread::<JointTrajectoryControllerState>::start(&node, &state_topic, qos())?;
        tasks.push(tokio::spawn(publish_controller_state(Arc::clone(&arm), states, stack.extra_joints.clone())));
        // The controller's speed scaling, as Jazzy's joint_trajectory_controller subscribes it
        // (from 4.39 on).
        if !m.trajectory.speed_scaling_topic.is_empty() && stack.speed_scaling_input {
            let topic = &m.trajectory.speed_scaling_topic;
            let factors =
                node.with(|n| n.subscribe::<SpeedScalingFactor>(topic, QosProfile::default().transient_local()))?;
            tasks.push(tokio::spawn(follow_scaling(Arc::clone(&arm), factors)));
        }
        // The stop service is the planner's, as in the simulator: the fault takes it too.
        if !arm.settings().faults.planner_unavailable {
            let stops = node.with(|n| n.create_service::<Trigger::Service>(&m.stop.service, qos()))?;
            tasks.push(tokio::spawn(serve_stop(Arc::clone(&arm), stops)));
            let fk = node.with(|n| n.create_service::<GetPositionFK::Service>(&m.pose.fk_service, qos()))?;
            tasks.push(tokio::spawn(serve_fk(Arc::clone(&arm), fk)));
            let joints = node.with(|n| n.create_action_server::<MoveToJoints::Action>(&m.motion.joints_action))?;
            let active = stack.controller_active;
            tasks.push(tokio::spawn(serve_goals(Arc::clone(&arm), m.motion.joints_action.clone(), joints, active)));
            let pose = node.with(|n| n.create_action_server::<MoveToPose::Action>(&m.motion.pose_action))?;
            tasks.push(tokio::spawn(serve_goals(Arc::clone(&arm), m.motion.pose_action.clone(), pose, active)));
        }
        Ok(SimNode { node, tasks })
    }
}

fn time(t: std::time::SystemTime) -> r2r::builtin_interfaces::msg::Time {
    let d = t.duration_since(UNIX_EPOCH).unwrap_or_default();
    r2r::builtin_interfaces::msg::Time {
        sec: i32::try_from(d.as_secs()).unwrap_or(i32::MAX),
        nanosec: d.subsec_nanos(),
    }
}

/// How often the simulator's clock is published (wall clock): Gazebo's default rate.
const CLOCK_PERIOD: Duration = Duration::from_millis(10);

/// Publishes the simulated time on [`CLOCK_TOPIC`] (`rosgraph_msgs/msg/Clock`), as a simulator
/// does for the nodes that run on its time: armrest's jog follows its rate when
/// `trajectory.clock_topic` names it.
async fn publish_clock(arm: Arc<SimArm>, publisher: PublisherThread<Clock>) {
    let mut tick = tokio::time::interval(CLOCK_PERIOD);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        tick.tick().await;
        let clock = time(UNIX_EPOCH + Duration::from_secs_f64(arm.sim_seconds()));
        if publisher.publish(Clock { clock }).await.is_err() {
            return;
        }
    }
}

/// Publishes each new joint state; when DDS is slower than the simulator, the newest state goes
/// out and the ones in between are skipped (a backlog would make every reader's state old).
/// `extra_joints`: joints of the controller beyond the arm's, published at rest at 0 after the
/// arm's, as joint_state_broadcaster publishes every joint of the hardware.
async fn publish_joint_states(
    arm: Arc<SimArm>,
    publisher: PublisherThread<JointStateMsg>,
    publishing: Publishing,
    extra_joints: Vec<String>,
) {
    let mut latest = arm.latest_joint_states();
    while latest.changed().await.is_ok() {
        let Some(m) = latest.borrow_and_update().clone() else { continue };
        let s = &m.state;
        let extra = |v: &[f64], rest: f64| v.iter().copied().chain(extra_joints.iter().map(|_| rest)).collect();
        let unknown = |v: &Vec<f64>| {
            if publishing.nan_velocity_effort { vec![f64::NAN; v.len() + extra_joints.len()] } else { extra(v, 0.0) }
        };
        let msg = JointStateMsg {
            header: Header { stamp: time(m.stamp), frame_id: String::new() },
            name: s.name.iter().chain(&extra_joints).cloned().collect(),
            position: extra(&s.position, 0.0),
            velocity: unknown(&s.velocity),
            effort: unknown(&s.effort),
        };
        if publisher.publish(msg).await.is_err() {
            return;
        }
    }
}

/// A trajectory message in the model's joint order, checked as Jazzy's trajectory controller
/// checks it (`validate_trajectory_msg`, ros2_controllers 4.x, partial joint goals off): the
/// seven joint names in any order, at least one point, the last point at rest. The error texts
/// are the controller's.
fn trajectory_of(msg: &JointTrajectory, names: &[String]) -> Result<Trajectory, String> {
    if msg.joint_names.len() != names.len() {
        return Err("Joints on incoming trajectory don't match the controller joints.".to_owned());
    }
    if msg.points.is_empty() {
        return Err("Empty trajectory received.".to_owned());
    }
    if let Some(unknown) = msg.joint_names.iter().find(|m| !names.contains(m)) {
        return Err(format!("Incoming joint {unknown} doesn't match the controller's joints."));
    }
    let order: Vec<usize> = names
        .iter()
        .map(|n| msg.joint_names.iter().position(|m| m == n).ok_or_else(|| format!("joint_names lacks {n}")))
        .collect::<Result<_, _>>()?;
    if let Some((i, v)) =
        msg.points.last().and_then(|p| p.velocities.iter().enumerate().find(|(_, v)| v.abs() > f64::from(f32::EPSILON)))
    {
        return Err(format!("Velocity of last trajectory point of joint {} is not zero: {v:.15}", msg.joint_names[i]));
    }
    let mut points = Vec::with_capacity(msg.points.len());
    for (k, p) in msg.points.iter().enumerate() {
        let mut positions = [0.0; DOF];
        for (slot, &i) in positions.iter_mut().zip(&order) {
            *slot = *p.positions.get(i).ok_or_else(|| format!("point {k} has {} positions", p.positions.len()))?;
        }
        let t = &p.time_from_start;
        points.push(TrajectoryPoint { positions, time_from_start: f64::from(t.sec) + f64::from(t.nanosec) * 1e-9 });
    }
    Trajectory::new(points).map_err(|v| v.to_string())
}

/// A point's velocities in the model's joint order (0 for a joint the message does not name).
fn velocities_of(point: &JointTrajectoryPoint, msg_names: &[String], names: &[String]) -> [f64; DOF] {
    std::array::from_fn(|j| {
        let i = names.get(j).and_then(|n| msg_names.iter().position(|m| m == n));
        i.and_then(|i| point.velocities.get(i)).copied().unwrap_or(0.0)
    })
}

/// The longest `time_from_start` of a one-point trajectory taken as a point of a stream,
/// seconds: armrest's jog sends each point three periods of `jog.rate_hz` (at least 10 Hz)
/// ahead.
const STREAM_POINT_MAX_S: f64 = 0.3;

/// Whether `msg` is a setpoint of armrest's jog stream: position-only, its first point a moment
/// ahead, then the braking that follows it. (A stop's hold point gives velocities, and is
/// followed as the trajectory it is.) Only the log tells the two apart: each is checked and
/// followed as any trajectory.
fn is_stream_point(msg: &JointTrajectory, t: &Trajectory) -> bool {
    let position_only = msg.points.iter().all(|p| p.velocities.is_empty() && p.accelerations.is_empty());
    let pts = t.points();
    let braking_like = pts.windows(2).all(|w| w[1].time_from_start - w[0].time_from_start <= STREAM_POINT_MAX_S)
        && pts.last().map_or(0.0, |p| p.time_from_start) <= STREAM_BRAKING_MAX_S;
    position_only
        && braking_like
        && pts.first().is_some_and(|p| p.time_from_start > 0.0 && p.time_from_start <= STREAM_POINT_MAX_S)
}

/// The longest a setpoint with its braking lasts, seconds: a jog's braking from its fastest at
/// its smallest acceleration share takes a few seconds at most.
const STREAM_BRAKING_MAX_S: f64 = 5.0;

/// `~/controller_state` beside the controller's `~/joint_trajectory` topic.
fn controller_state_topic(controller_topic: &str) -> String {
    let namespace = controller_topic.rsplit_once('/').map_or("", |(ns, _)| ns);
    format!("{namespace}/controller_state")
}

/// How often the controller's state is published: every cycle of a 50 Hz update, as a JTC with
/// the default `update_rate` of a MoveIt robot's controller manager publishes it (a lower rate
/// than its 100 Hz cycle would be throttled there too).
const CONTROLLER_STATE_PERIOD: Duration = Duration::from_millis(20);

/// Publishes `control_msgs/msg/JointTrajectoryControllerState` as Jazzy's controller does: the
/// reference (its command), the feedback (the arm), their difference as the error, the output
/// (the command it writes to a position interface: the reference) and the speed scaling factor.
async fn publish_controller_state(
    arm: Arc<SimArm>,
    publisher: PublisherThread<JointTrajectoryControllerState>,
    extra_joints: Vec<String>,
) {
    let mut tick = tokio::time::interval(CONTROLLER_STATE_PERIOD);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    loop {
        tick.tick().await;
        let c = arm.controller_state();
        let pad = |v: &JointPositions| v.iter().copied().chain(extra_joints.iter().map(|_| 0.0)).collect::<Vec<_>>();
        let point = |q: &JointPositions, v: &JointPositions| JointTrajectoryPoint {
            positions: pad(q),
            velocities: pad(v),
            ..Default::default()
        };
        let error: JointPositions = std::array::from_fn(|j| c.reference[j] - c.feedback[j]);
        let error_velocity: JointPositions = std::array::from_fn(|j| c.reference_velocity[j] - c.feedback_velocity[j]);
        let msg = JointTrajectoryControllerState {
            header: Header { stamp: time(std::time::SystemTime::now()), frame_id: String::new() },
            joint_names: arm.model().joint_names().iter().chain(&extra_joints).cloned().collect(),
            reference: point(&c.reference, &c.reference_velocity),
            feedback: point(&c.feedback, &c.feedback_velocity),
            error: point(&error, &error_velocity),
            output: point(&c.reference, &c.reference_velocity),
            speed_scaling_factor: c.speed_scaling_factor,
            ..Default::default()
        };
        if publisher.publish(msg).await.is_err() {
            return;
        }
    }
}

/// What the stand-in's controller is beyond the simulator's rules: what its stack file says.
struct ControllerFace {
    stack: Stack,
}

impl ControllerFace {
    /// Why the controller takes no message or goal naming `joint_names`, if it takes none:
    /// inactive, or it owns more joints than the message names (partial goals off).
    fn refuses(&self, joint_names: &[String]) -> Option<String> {
        if !self.stack.controller_active {
            return Some("Can't accept new commands. Controller is not running.".to_owned());
        }
        let missing: Vec<&String> = self.stack.extra_joints.iter().filter(|j| !joint_names.contains(j)).collect();
        (!missing.is_empty()).then(|| {
            format!(
                "Joints on incoming trajectory don't match the controller joints (it also owns {}; \
                 allow_partial_joints_goal is false).",
                missing.iter().map(|j| j.as_str()).collect::<Vec<_>>().join(", ")
            )
        })
    }

    /// The message's names without the controller's extra joints, which the simulated arm does
    /// not have (they stay where they are).
    fn arm_part(&self, msg: &JointTrajectory) -> JointTrajectory {
        if self.stack.extra_joints.is_empty() {
            return msg.clone();
        }
        let keep: Vec<usize> =
            (0..msg.joint_names.len()).filter(|&i| !self.stack.extra_joints.contains(&msg.joint_names[i])).collect();
        let pick = |v: &Vec<f64>| {
            if v.is_empty() { Vec::new() } else { keep.iter().filter_map(|&i| v.get(i).copied()).collect() }
        };
        JointTrajectory {
            header: msg.header.clone(),
            joint_names: keep.iter().map(|&i| msg.joint_names[i].clone()).collect(),
            points: msg
                .points
                .iter()
                .map(|p| JointTrajectoryPoint {
                    positions: pick(&p.positions),
                    velocities: pick(&p.velocities),
                    accelerations: pick(&p.accelerations),
                    effort: pick(&p.effort),
                    time_from_start: p.time_from_start.clone(),
                })
                .collect(),
        }
    }
}

async fn follow(
    arm: Arc<SimArm>,
    face: Arc<ControllerFace>,
    mut messages: impl Stream<Item = JointTrajectory> + Unpin,
) {
    let topic = arm.middleware().trajectory.controller_topic.clone();
    while let Some(msg) = messages.next().await {
        if let Some(why) = face.refuses(&msg.joint_names) {
            arm.trajectory_log().push(format!("controller: dropped a trajectory on {topic}: {why}"));
            continue;
        }
        let msg = face.arm_part(&msg);
        if msg.joint_names.len() == DOF && msg.points.is_empty() {
            arm.empty_trajectory();
            continue;
        }
        match trajectory_of(&msg, arm.model().joint_names()) {
            // One point a moment ahead: a point of a stream (armrest's jog, MoveIt Servo), which
            // the controller follows point by point with a log line per stream, not per point.
            Ok(t) if is_stream_point(&msg, &t) => {
                let p = t.points()[0];
                let braking = t.points()[1..].to_vec();
                let setpoint = Setpoint { positions: p.positions, time_from_start: p.time_from_start, braking };
                // Scaled by the controller's factor, as Jazzy's scales every trajectory it runs.
                let _ = arm.jog_setpoint(&setpoint, &arm.stop_token(), Pacing::FollowsOverride);
            }
            // Velocities given (a stop's hold point): a cubic through them, as Jazzy's follows it.
            Ok(t) if msg.points.iter().all(|p| p.velocities.len() == DOF) => {
                let knots: Vec<_> = t
                    .points()
                    .iter()
                    .zip(&msg.points)
                    .map(|(p, m)| {
                        (p.time_from_start, p.positions, velocities_of(m, &msg.joint_names, arm.model().joint_names()))
                    })
                    .collect();
                arm.send_trajectory_cubic(&knots);
            }
            // The controller's own rules (times, limits) decide and log, as in the simulator.
            Ok(t) => {
                let _ = arm.send_trajectory(t).await;
            }
            Err(why) => arm.trajectory_log().push(format!("controller: refused a trajectory on {topic}: {why}")),
        }
    }
}

/// The controller's FollowJointTrajectory action, as Jazzy's serves it: a goal is rejected when
/// the controller is inactive or the trajectory invalid (`validate_trajectory_msg`), else
/// accepted, preempting the active goal; it succeeds when its trajectory ends; a cancel of the
/// active goal holds (`goal_cancelled_callback`).
async fn serve_controller_goals(
    arm: Arc<SimArm>,
    face: Arc<ControllerFace>,
    mut requests: impl Stream<Item = r2r::ActionServerGoalRequest<FollowJointTrajectory::Action>> + Unpin,
) {
    while let Some(request) = requests.next().await {
        let msg = &request.goal.trajectory;
        let refusal = face.refuses(&msg.joint_names).or_else(|| {
            let arm_msg = face.arm_part(msg);
            trajectory_of(&arm_msg, arm.model().joint_names()).err()
        });
        if let Some(why) = refusal {
            arm.trajectory_log().push(format!("controller: rejected an action goal: {why}"));
            let _ = request.reject();
            continue;
        }
        let arm_msg = face.arm_part(msg);
        let names = arm.model().joint_names().to_vec();
        let Ok(t) = trajectory_of(&arm_msg, &names) else { continue };
        let knots: Vec<_> = t
            .points()
            .iter()
            .zip(&arm_msg.points)
            .map(|(p, m)| {
                let v = (m.velocities.len() == DOF).then(|| velocities_of(m, &arm_msg.joint_names, &names));
                (p.time_from_start, p.positions, v)
            })
            .collect();
        let Ok((mut handle, cancels)) = request.accept() else { continue };
        match arm.action_goal(&knots) {
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
                    Ok(Ended { outcome: Outcome::Finished, .. }) => handle.succeed(result(0, "")),
                    Ok(Ended { outcome: Outcome::Preempted, .. }) | Err(_) => handle.abort(result(
                        FollowJointTrajectory::Result::INVALID_GOAL as i32,
                        "Current goal preempted by new incoming action.",
                    )),
                    Ok(Ended { outcome, .. }) => handle.abort(result(
                        FollowJointTrajectory::Result::PATH_TOLERANCE_VIOLATED as i32,
                        &format!("{outcome:?}"),
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

async fn follow_scaling(arm: Arc<SimArm>, mut factors: impl Stream<Item = SpeedScalingFactor> + Unpin) {
    while let Some(msg) = factors.next().await {
        arm.set_speed_scaling(msg.factor);
    }
}

async fn serve_stop(arm: Arc<SimArm>, mut requests: impl Stream<Item = r2r::ServiceRequest<Trigger::Service>> + Unpin) {
    while let Some(request) = requests.next().await {
        let message = if arm.cancel_motion(&StopCause::Robot) { "motion stopped" } else { "no motion in progress" };
        let _ = request.respond(Trigger::Response { success: true, message: message.to_owned() });
    }
}

/// MoveIt's answer for `request`, as move_group's `compute_fk` gives it (moveit2,
/// `kinematics_service_capability.cpp`): the request's joint state applied onto the current
/// state (a joint it leaves out keeps its current value); for each link the model knows, its
/// pose in the model frame, transformed to the header's frame when that differs; unknown links
/// are skipped and the answer is INVALID_LINK_NAME; no link asked: INVALID_LINK_NAME; a frame it
/// cannot transform to: FRAME_TRANSFORM_FAILURE. MoveIt fills neither `message` nor `source`
/// here.
fn fk(arm: &SimArm, request: &GetPositionFK::Request) -> GetPositionFK::Response {
    let model = arm.model();
    let mut response = GetPositionFK::Response::default();
    if request.fk_link_names.is_empty() {
        response.error_code.val = MoveItErrorCodes::INVALID_LINK_NAME as i32;
        return response;
    }
    let js = &request.robot_state.joint_state;
    let mut q = arm.position();
    for (slot, name) in q.iter_mut().zip(model.joint_names().iter()) {
        if let Some(x) = js.name.iter().position(|n| n == name).and_then(|i| js.position.get(i)) {
            *slot = *x;
        }
    }
    let planning_frame = &model.frames().planning_frame;
    let frame = if request.header.frame_id.is_empty() { planning_frame } else { &request.header.frame_id };
    let Some(base) = model.frame_pose(frame, &q) else {
        response.error_code.val = MoveItErrorCodes::FRAME_TRANSFORM_FAILURE as i32;
        return response;
    };
    for link in &request.fk_link_names {
        let Some(pose) = model.frame_pose(link, &q) else { continue };
        let p = base.inverse() * pose;
        let (t, r) = (p.translation.vector, p.rotation);
        response.pose_stamped.push(PoseStamped {
            header: Header { stamp: request.header.stamp.clone(), frame_id: frame.clone() },
            pose: Pose {
                position: Point { x: t.x, y: t.y, z: t.z },
                orientation: Quaternion { x: r.i, y: r.j, z: r.k, w: r.w },
            },
        });
        response.fk_link_names.push(link.clone());
    }
    response.error_code.val = if response.fk_link_names.len() == request.fk_link_names.len() {
        MoveItErrorCodes::SUCCESS as i32
    } else {
        MoveItErrorCodes::INVALID_LINK_NAME as i32
    };
    response
}

async fn serve_fk(
    arm: Arc<SimArm>,
    mut requests: impl Stream<Item = r2r::ServiceRequest<GetPositionFK::Service>> + Unpin,
) {
    while let Some(request) = requests.next().await {
        let response = fk(&arm, &request.message);
        let _ = request.respond(response);
    }
}

/// A motion action the node serves: its goal in the simulator's terms, its result and feedback.
trait Served: r2r::WrappedActionTypeSupport + 'static {
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

/// `controller_active`: false makes every accepted goal fail as MoveIt's execution fails when
/// the controller rejects its trajectory.
async fn serve_goals<A: Served>(
    arm: Arc<SimArm>,
    action: String,
    mut requests: impl Stream<Item = r2r::ActionServerGoalRequest<A>> + Unpin,
    controller_active: bool,
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
        if !controller_active {
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
        Reply::Result { success: true, message } => handle.succeed(A::result(true, message)),
        Reply::Result { message, .. } | Reply::Unavailable { message } | Reply::Invalid { message } => {
            handle.abort(A::result(false, message))
        }
        other => handle.abort(A::result(false, format!("unexpected answer from the simulator: {other:?}"))),
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use armrest_backend::RobotModel;
    use armrest_backend::middleware::MiddlewareConfig;
    use armrest_sim::SimSettings;
    use std::path::PathBuf;

    fn arm() -> SimArm {
        let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
        let model = Arc::new(RobotModel::shipped(&repo).expect("shipped model loads"));
        SimArm::new(model, SimSettings::default(), MiddlewareConfig::default()).expect("the arm starts")
    }

    fn request(links: &[&str], joints: &[(&str, f64)]) -> GetPositionFK::Request {
        let mut r = GetPositionFK::Request {
            fk_link_names: links.iter().map(|l| (*l).to_owned()).collect(),
            ..Default::default()
        };
        r.robot_state.joint_state.name = joints.iter().map(|(n, _)| (*n).to_owned()).collect();
        r.robot_state.joint_state.position = joints.iter().map(|(_, q)| *q).collect();
        r
    }

    /// As move_group's compute_fk answers (moveit2, kinematics_service_capability.cpp).
    #[test]
    fn compute_fk_answers_as_moveit_does() {
        let arm = arm();
        let home = arm.position();
        let tcp = arm.model().tcp_pose(&home).translation.vector;
        // No joint given: the current state; MoveIt fills neither message nor source.
        let r = fk(&arm, &request(&["tool0"], &[]));
        assert_eq!(r.error_code.val, MoveItErrorCodes::SUCCESS as i32);
        assert_eq!((r.error_code.message.as_str(), r.error_code.source.as_str()), ("", ""));
        let p = &r.pose_stamped[0].pose.position;
        assert!((p.x - tcp.x).abs() < 1e-12 && (p.z - tcp.z).abs() < 1e-12, "{p:?}");
        // One joint given: the others keep their current values.
        let r = fk(&arm, &request(&["tool0"], &[("joint1", 0.5)]));
        let mut q = home;
        q[0] = 0.5;
        let moved = arm.model().tcp_pose(&q).translation.vector;
        assert!((r.pose_stamped[0].pose.position.y - moved.y).abs() < 1e-12);
        // An unknown link is skipped, the known one answered, and the code says so.
        let r = fk(&arm, &request(&["tool0", "no_such_link"], &[]));
        assert_eq!(r.error_code.val, MoveItErrorCodes::INVALID_LINK_NAME as i32);
        assert_eq!(r.fk_link_names, ["tool0"]);
        // No link asked.
        assert_eq!(fk(&arm, &request(&[], &[])).error_code.val, MoveItErrorCodes::INVALID_LINK_NAME as i32);
        let mut other_frame = request(&["tool0"], &[]);
        other_frame.header.frame_id = "no_such_frame".into();
        assert_eq!(fk(&arm, &other_frame).error_code.val, MoveItErrorCodes::FRAME_TRANSFORM_FAILURE as i32);
    }
}
