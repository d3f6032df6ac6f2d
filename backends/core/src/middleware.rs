//! What a backend talks to and how long it waits (D3): topic, service and action names, the
//! joint-state wait, the motion timeout. Read from the endpoints configuration; the ROS 2
//! backend uses the names as they are, the simulator serves the same names to its runner.

use crate::hold::HoldShape;
use serde::{Deserialize, Serialize};
use std::time::Duration;

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct JointStatesConfig {
    pub topic: String,
    /// Seconds `/robot/joint_states` waits for a message before answering 503.
    pub wait_s: f64,
    /// Messages per second the robot publishes on the topic (ROS 2 backend; the simulator
    /// publishes at its own `publish_rate_hz`): the fastest `GET /robot/stream` can follow.
    pub rate_hz: f64,
    /// Seconds start-up waits for the first joint state before it says it listens; 0: none.
    pub startup_wait_s: f64,
}

impl Default for JointStatesConfig {
    fn default() -> Self {
        JointStatesConfig { topic: "/joint_states".into(), wait_s: 2.0, rate_hz: 100.0, startup_wait_s: 20.0 }
    }
}

/// Where `/robot/pose` gets forward kinematics from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PoseSource {
    /// The planning framework's `/compute_fk` service (the spec's behaviour).
    #[default]
    ComputeFk,
    /// The URDF, in process.
    Local,
}

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct PoseConfig {
    pub fk_service: String,
    pub planning_frame: String,
    pub tcp_link: String,
    pub source: PoseSource,
    /// Seconds to wait for the FK service.
    pub wait_s: f64,
}

impl Default for PoseConfig {
    fn default() -> Self {
        PoseConfig {
            fk_service: "/compute_fk".into(),
            planning_frame: "base_link".into(),
            tcp_link: "tool0".into(),
            source: PoseSource::ComputeFk,
            wait_s: 2.0,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct MotionConfig {
    pub joints_action: String,
    pub pose_action: String,
    /// Seconds a motion request may take before it is cancelled and reported as failed.
    pub timeout_s: f64,
    /// Seconds to wait for an action server to appear.
    pub server_wait_s: f64,
    /// Seconds to wait for an action server to accept or reject a goal.
    pub accept_wait_s: f64,
    /// Seconds to wait for an action server to answer a cancel request.
    pub cancel_wait_s: f64,
    /// Seconds between checks that the action server serving a goal is still there; a server
    /// gone from the graph ends the request with 503 and the arm gets a hold.
    pub server_check_s: f64,
    /// Seconds a fresh process (the sequence runner) may take to discover the graph: its wait
    /// for an action server, and for the topics it records (ROS 2).
    pub discovery_wait_s: f64,
    /// Seconds to wait for the joint state to show the arm at rest (ROS 2): after a goal
    /// succeeded (Jazzy's controller reports success as its command reaches the last point, the
    /// arm still trailing it; MoveIt waits likewise, `waitForRobotToStop`, 1 s), and before a
    /// `cobot/*` goal (MoveIt plans from the arm's state and refuses to execute a plan whose
    /// start the arm has left by its `allowed_start_tolerance`: after a stop or a jog the arm
    /// still decelerates).
    pub settle_wait_s: f64,
    /// The robot's MoveIt node (ROS 2), whose `trajectory_execution.*` parameters armrest reads
    /// through its `get_parameters` service: MoveIt's execution duration monitoring cancels a
    /// `cobot/*` goal that the speed override slows past its bound
    /// ([`crate::execution_monitoring`]). Empty: the motion server is not MoveIt and times no
    /// goal out.
    pub moveit_node: String,
}

impl Default for MotionConfig {
    fn default() -> Self {
        MotionConfig {
            joints_action: "cobot/move_to_joints".into(),
            pose_action: "cobot/move_to_pose".into(),
            timeout_s: 120.0,
            server_wait_s: 2.0,
            accept_wait_s: 5.0,
            cancel_wait_s: 2.0,
            server_check_s: 0.5,
            discovery_wait_s: 20.0,
            settle_wait_s: 1.0,
            moveit_node: "/move_group".into(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct TrajectoryConfig {
    pub controller_topic: String,
    /// Lines `/trajectory/logs` keeps.
    pub log_lines: usize,
    /// How far (rad, per joint) a trajectory's first point at `time_from_start: 0` may lie from
    /// where the controller's command is and still be where the arm is: farther is a jump no
    /// drive can make, which the send (422), the simulated controller and the MCP confirmations
    /// refuse (D24), within a moving joint's braking distance too.
    pub hold_tolerance_rad: f64,
    /// Where the controller takes its speed scaling (D29): Jazzy's joint_trajectory_controller
    /// reads `~/speed_scaling_input` (control_msgs/msg/SpeedScalingFactor) and scales the time of
    /// whatever trajectory it runs. Over ROS 2 the speed override goes there. Empty: the
    /// controller takes none (before Jazzy); the override then only slows what armrest sends
    /// from then on, and a pause while the arm moves is refused.
    pub speed_scaling_topic: String,
    /// Seconds between the factors of a ramp armrest publishes there: the controller applies
    /// each at once, so a change of the override goes out as a ramp rather than one step.
    pub speed_scaling_period_s: f64,
    /// Seconds the controller's `~/controller_state` has, after a factor went out, to show its
    /// `speed_scaling_factor` following it (issue 50): an override is reported applied only then.
    /// A controller that publishes no state leaves it unconfirmed, and the answer says so.
    pub speed_scaling_confirm_s: f64,
    /// The oldest `~/controller_state` (seconds by its arrival on armrest's clock) a trajectory
    /// or jog message continues the controller's command from (issue 50): such a message is
    /// stamped with that state's instant, so the controller samples it where its command is by
    /// then however old the state is; older (a controller that stopped publishing), the message
    /// goes out stamped 0 and the controller restarts it from where it restarts (Jazzy: the
    /// measured state). A stop's hold keeps to `stop.hold_max_age_s`.
    pub continue_max_age_s: f64,
    /// Seconds without a `~/controller_state` (by arrival), after one came, before the controller
    /// counts as inactive (issue 50): an active Jazzy JTC publishes its state every cycle of
    /// `state_publish_rate`; one deactivated (a hardware error) publishes none, and takes no
    /// trajectory. `GET /ready` is then 503 (check `controller`). A controller never heard from
    /// (one that publishes no state) is not judged.
    pub controller_silent_s: f64,
    /// The controller's FollowJointTrajectory action (Jazzy's JTC: `~/follow_joint_trajectory`).
    /// A stop sends its hold there as a goal (D27): it preempts the goal MoveIt is executing, so
    /// the cancel that follows no longer reaches the controller's cancel callback, which would
    /// replace the decelerating hold with an instant one; and the controller's acceptance
    /// confirms the hold. Empty: the hold goes to `controller_topic` only, unconfirmed.
    pub controller_action: String,
    /// A simulator's clock (`rosgraph_msgs/msg/Clock`, conventionally `/clock`): the jog's
    /// velocities and times follow its rate, as the simulated controller runs on it (D29).
    /// Empty (the default, a real arm): the controller's clock is the wall clock. Beside
    /// `armrest_sim_node` at a time scale other than 1, set it to `/clock`.
    pub clock_topic: String,
}

impl Default for TrajectoryConfig {
    fn default() -> Self {
        TrajectoryConfig {
            controller_topic: "/robot_arm_controller/joint_trajectory".into(),
            log_lines: 1000,
            hold_tolerance_rad: 0.001,
            speed_scaling_topic: "/robot_arm_controller/speed_scaling_input".into(),
            speed_scaling_period_s: 0.01,
            speed_scaling_confirm_s: 1.0,
            continue_max_age_s: 0.5,
            controller_silent_s: 1.0,
            controller_action: "/robot_arm_controller/follow_joint_trajectory".into(),
            clock_topic: String::new(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, default)]
pub struct StopConfig {
    pub service: String,
    /// Seconds to wait for the stop service to appear and to answer.
    pub wait_s: f64,
    /// Oldest joint state (seconds, by its arrival) a hold point may be computed from; older or
    /// none: the empty trajectory.
    pub hold_max_age_s: f64,
    /// The share of each joint's acceleration limit the hold decelerates at (D27).
    pub deceleration_scale: f64,
    /// The shortest time from the hold's arrival to rest, seconds (D27).
    pub hold_min_s: f64,
}

impl StopConfig {
    /// How the hold point is shaped.
    pub fn hold_shape(&self) -> HoldShape {
        HoldShape { deceleration_scale: self.deceleration_scale, min_s: self.hold_min_s }
    }
}

impl Default for StopConfig {
    fn default() -> Self {
        StopConfig {
            service: "cobot/stop".into(),
            wait_s: 2.0,
            hold_max_age_s: 0.1,
            deceleration_scale: 0.5,
            hold_min_s: 0.25,
        }
    }
}

/// Everything a backend needs to know about the middleware.
#[derive(Clone, Debug, Default)]
pub struct MiddlewareConfig {
    pub joint_states: JointStatesConfig,
    pub pose: PoseConfig,
    pub motion: MotionConfig,
    pub trajectory: TrajectoryConfig,
    pub stop: StopConfig,
}

/// Seconds from configuration as a duration; negative or non-finite values (refused when the
/// file is loaded) count as zero rather than panicking.
pub fn seconds(s: f64) -> Duration {
    Duration::try_from_secs_f64(s).unwrap_or(Duration::ZERO)
}
