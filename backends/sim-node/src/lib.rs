//! The simulator's ROS 2 face (`armrest_sim_node`): the simulated arm served on a ROS 2 graph
//! under the endpoints configuration's names, as the arm's real stack serves it. It publishes
//! `sensor_msgs/JointState`, follows `trajectory_msgs/JointTrajectory` on the controller topic
//! with the simulator's controller rules, answers `/compute_fk` from the URDF, serves the
//! `cobot/*` motion actions (with feedback and cancel) through the same goal logic as the
//! simulator's action socket, and `cobot/stop`. With the `planner_unavailable` fault there is
//! no `/compute_fk`, no action server and no stop service; with `joint_states_silent` the topic is quiet.
//!
//! Its controller follows Jazzy's joint_trajectory_controller where armrest's safety depends on
//! it ([`JtcRules`](armrest_sim::controller::JtcRules)): the controller's FollowJointTrajectory action, whose goals preempt the
//! active one; a `cobot/*` goal executes as MoveIt executes it, a goal on the controller, so its
//! cancel (or `cobot/stop`) reaches the controller's cancel callback and holds the measured
//! position at once unless `decelerate_on_cancel`; a topic message replaces the trajectory and
//! leaves that goal active. A [`Stack`] file says which controller and broadcaster it stands in
//! for (velocities reported or NaN, speed scaling input, active or not, extra joints, QoS).
//!
//! Built with the `ros2` feature (it needs a ROS 2 environment); without it the crate is empty,
//! so the workspace builds and tests on machines without ROS. The binary is `armrest_sim_node`
//! (src/main.rs); the modules, one interface each: `controller` (the joint trajectory
//! controller), `motion` (the `cobot/*` actions and `cobot/stop`), `fk` (`/compute_fk`),
//! `parameters` (`move_group`'s and the controller's parameter services), `publishing` (joint states
//! and the clock), `faults` (faults injected at run time).
#![cfg(feature = "ros2")]

mod controller;
mod faults;
mod fk;
mod motion;
mod parameters;
mod publishing;

use armrest_ros2::clock_rate::CLOCK_TOPIC;
use armrest_ros2::node::{PublisherThread, RosError, RosNode};
use armrest_ros2::stack::{Stack, TrajectoryQos};
use armrest_sim::SimArm;
use armrest_sim::controller::{JtcParams, SpeedScaling};
use armrest_sim::motion_server::MoveItRules;
use controller::ControllerFace;
use r2r::QosProfile;
use r2r::cobot_interfaces::action::{MoveToJoints, MoveToPose};
use r2r::control_msgs::action::FollowJointTrajectory;
use r2r::control_msgs::msg::JointTrajectoryControllerState;
use r2r::control_msgs::msg::SpeedScalingFactor;
use r2r::moveit_msgs::srv::GetPositionFK;
use r2r::rcl_interfaces::srv::GetParameters;
use r2r::rosgraph_msgs::msg::Clock;
use r2r::sensor_msgs::msg::JointState as JointStateMsg;
use r2r::std_srvs::srv::Trigger;
use r2r::trajectory_msgs::msg::JointTrajectory;
use std::sync::Arc;
use tokio::task::JoinHandle;

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
        let mut m = arm.middleware().clone();
        // A robot's controllers file names the controller, and so its topics and action.
        if let Some(jtc) = &stack.controller {
            m.trajectory.controller_topic = format!("{jtc}/joint_trajectory");
            m.trajectory.controller_action = format!("{jtc}/follow_joint_trajectory");
            m.trajectory.speed_scaling_topic = format!("{jtc}/speed_scaling_input");
        }
        let qos = QosProfile::default;
        let mut tasks = Vec::new();
        arm.configure_jtc(&JtcParams {
            decelerate_on_cancel: stack.decelerate_on_cancel,
            interpolate_from_desired_state: stack.interpolate_from_desired_state,
            velocity_state: stack.velocity_state,
            cmd_timeout: stack.cmd_timeout,
            constraints: controller::constraints_of(stack, arm.model().joint_names()),
            speed_scaling: SpeedScaling {
                initial_factor: stack.speed_scaling_initial_factor,
                state_interface: stack.speed_scaling_state_interface,
                command_interface: stack.speed_scaling_command_interface,
            },
        });
        if !stack.controller_active {
            arm.deactivate_controller();
        }
        arm.follow_moveit_rules(MoveItRules {
            allowed_start_tolerance: stack.trajectory_execution.allowed_start_tolerance,
            monitoring: stack.trajectory_execution.monitoring(),
        });
        let publishing = Publishing { nan_velocity_effort: publishing.nan_velocity_effort || !stack.velocity_state };
        let controller = Arc::new(ControllerFace { stack: stack.clone() });
        let states = PublisherThread::<JointStateMsg>::start(&node, &m.joint_states.topic, qos())?;
        tasks.push(tokio::spawn(publishing::publish_joint_states(
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
        tasks.push(tokio::spawn(controller::topic::follow(Arc::clone(&arm), Arc::clone(&controller), trajectories)));
        if !m.trajectory.controller_action.is_empty() {
            let goals = node
                .with(|n| n.create_action_server::<FollowJointTrajectory::Action>(&m.trajectory.controller_action))?;
            tasks.push(tokio::spawn(controller::action::serve_controller_goals(
                Arc::clone(&arm),
                Arc::clone(&controller),
                goals,
            )));
        }
        // The simulator's clock, as a simulator publishes it for nodes on its time.
        let clock = PublisherThread::<Clock>::start(&node, CLOCK_TOPIC, qos())?;
        tasks.push(tokio::spawn(publishing::publish_clock(Arc::clone(&arm), clock)));
        // The controller's state, as Jazzy's joint_trajectory_controller publishes it.
        let state_topic = armrest_ros2::controller_state::controller_state_topic(&m.trajectory.controller_topic);
        let states = PublisherThread::<JointTrajectoryControllerState>::start(&node, &state_topic, qos())?;
        let shape = controller::state::StateShape {
            joint_names: arm.model().joint_names().iter().chain(&stack.extra_joints).cloned().collect(),
            extra_joints: stack.extra_joints.len(),
            velocity_state: stack.velocity_state,
        };
        tasks.push(tokio::spawn(controller::state::publish_controller_state(Arc::clone(&arm), states, shape)));
        // The controller's speed scaling, as Jazzy's joint_trajectory_controller subscribes it
        // (from 4.39 on).
        if !m.trajectory.speed_scaling_topic.is_empty() && stack.speed_scaling_input {
            let topic = &m.trajectory.speed_scaling_topic;
            let factors =
                node.with(|n| n.subscribe::<SpeedScalingFactor>(topic, QosProfile::default().transient_local()))?;
            tasks.push(tokio::spawn(controller::topic::follow_scaling(Arc::clone(&arm), factors)));
        }
        // The stop service is the planner's, as in the simulator: the fault takes it too.
        if !arm.settings().faults.planner_unavailable {
            let stops = node.with(|n| n.create_service::<Trigger::Service>(&m.stop.service, qos()))?;
            tasks.push(tokio::spawn(motion::serve_stop(Arc::clone(&arm), stops)));
            let fk = node.with(|n| n.create_service::<GetPositionFK::Service>(&m.pose.fk_service, qos()))?;
            tasks.push(tokio::spawn(fk::serve_fk(Arc::clone(&arm), fk)));
            let joints = node.with(|n| n.create_action_server::<MoveToJoints::Action>(&m.motion.joints_action))?;
            tasks.push(tokio::spawn(motion::serve_goals(Arc::clone(&arm), m.motion.joints_action.clone(), joints)));
            let pose = node.with(|n| n.create_action_server::<MoveToPose::Action>(&m.motion.pose_action))?;
            tasks.push(tokio::spawn(motion::serve_goals(Arc::clone(&arm), m.motion.pose_action.clone(), pose)));
        }
        // MoveIt's trajectory_execution parameters, where `ros2 param get` (and armrest) reads
        // them: the MoveIt node's parameter service.
        let moveit_node = m.motion.moveit_node.trim_end_matches('/');
        if !moveit_node.is_empty() {
            let service = format!("{moveit_node}/get_parameters");
            let requests = node.with(|n| n.create_service::<GetParameters::Service>(&service, qos()))?;
            tasks.push(tokio::spawn(parameters::serve(parameters::NodeParameters::move_group(stack), requests)));
        }
        // The controller's parameters, where armrest reads them: its node's parameter service.
        let controller_node = match &stack.controller {
            Some(node) => node.clone(),
            None => format!("/{}", armrest_ros2::moveit_parameters::controller_name(&m.trajectory.controller_topic)),
        };
        let requests = node.with(|n| {
            n.create_service::<GetParameters::Service>(&format!("{controller_node}/get_parameters"), qos())
        })?;
        let joints = arm.model().joint_names().to_vec();
        tasks.push(tokio::spawn(parameters::serve(parameters::NodeParameters::controller(stack, &joints), requests)));
        // Faults injected at run time (docs/ros2.md, "The simulator as a ROS 2 stack").
        for (service, fault) in [
            (faults::HARDWARE_ERROR, faults::Fault::HardwareError),
            (faults::HARDWARE_RECOVERED, faults::Fault::HardwareRecovered),
            (faults::DRIVE_LAG, faults::Fault::DriveLag),
            (faults::DRIVES_RECOVERED, faults::Fault::DrivesRecovered),
        ] {
            let requests = node.with(|n| n.create_service::<Trigger::Service>(&format!("/{name}/{service}"), qos()))?;
            tasks.push(tokio::spawn(faults::serve(Arc::clone(&arm), fault, requests)));
        }
        Ok(SimNode { node, tasks })
    }
}
