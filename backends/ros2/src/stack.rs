//! What the robot's ROS 2 stack is, for `armrest_sim_node --stack FILE`: which version and
//! parameters of Jazzy's joint_trajectory_controller (JTC) and joint_state_broadcaster the sim
//! node stands in for, so the ROS 2 suite runs against the stacks robots ship
//! (`config/stacks/*.yaml`, docs/ros2.md "The stand-in's stack files").

use armrest_backend::execution_monitoring::ExecutionMonitoring;
use serde::Deserialize;
use std::collections::BTreeMap;

/// One stack file. Every key has the default of a MoveIt robot on Jazzy's JTC 4.4x
/// (`config/stacks/jazzy-moveit.yaml`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Stack {
    /// The hardware has a velocity state interface: joint_state_broadcaster publishes measured
    /// velocities. Without one it publishes NaN for them (and for efforts).
    pub velocity_state: bool,
    /// The controller subscribes `~/speed_scaling_input` (JTC 4.39 on, position-only command
    /// interfaces).
    pub speed_scaling_input: bool,
    /// `speed_scaling.state_interface` without a command interface: the controller reads its
    /// factor from the hardware every cycle, so what `~/speed_scaling_input` sets is overwritten
    /// (the topic is still subscribed). Its `~/controller_state` shows the hardware's factor, 1.
    pub speed_scaling_state_interface: bool,
    /// `speed_scaling.command_interface` beside the state interface: the factor the controller
    /// is given (the initial one, then the topic's) is written to the hardware, which reports it
    /// back, so the topic's factor holds.
    pub speed_scaling_command_interface: bool,
    /// `speed_scaling.initial_scaling_factor` (1 by default): the factor the controller starts
    /// at, before anything comes on its topic (the hardware's own where it overwrites it).
    pub speed_scaling_initial_factor: f64,
    /// `constraints.decelerate_on_cancel` (JTC 4.39 on, off by default): a cancelled goal (a
    /// tolerance abort, a command timeout) decelerates to rest from the measured state at each
    /// joint's `constraints.<joint>.max_deceleration_on_cancel`; without a velocity state or with
    /// any joint's at 0 (the default), `set_hold_position` holds the measured position at once.
    pub decelerate_on_cancel: bool,
    /// `cmd_timeout` (seconds, 0: none, the default): that long past a trajectory's last point
    /// (not holding), the controller holds the measured position ("Aborted due to command
    /// timeout"). Ignored unless greater than `constraints.goal_time`.
    pub cmd_timeout: f64,
    /// `interpolate_from_desired_state` (or the deprecated `open_loop_control`): a new
    /// trajectory starts from the controller's last command. Off (the default), it starts from
    /// the measured state: its positions, and its velocities where `velocity_state` is true.
    pub interpolate_from_desired_state: bool,
    /// The controller is active. An inactive JTC drops topic messages and rejects goals.
    pub controller_active: bool,
    /// Joints the controller owns beyond the arm's seven: a message naming only the seven is
    /// rejected (`allow_partial_joints_goal` off, the default).
    pub extra_joints: Vec<String>,
    /// `allow_partial_joints_goal` (false by default): a message or goal may name some of the
    /// controller's joints; the others hold where the controller commands them.
    pub allow_partial_joints_goal: bool,
    /// The QoS of the controller's `~/joint_trajectory` subscription.
    pub trajectory_qos: TrajectoryQos,
    /// `allow_nonzero_velocity_at_trajectory_end` (false by default): a message or goal whose
    /// last point has a velocity is taken; else refused.
    pub allow_nonzero_velocity_at_trajectory_end: bool,
    /// The controller's `constraints` parameters (tolerances), under upstream's names.
    pub constraints: Constraints,
    /// MoveIt's `trajectory_execution` parameters (`moveit_controllers.yaml`), as the `cobot/*`
    /// motion server the sim node stands in for applies them.
    pub trajectory_execution: TrajectoryExecution,
}

/// MoveIt's `trajectory_execution.*`, its defaults where the file is silent:
/// `allowed_start_tolerance` (rad, 0.01; 0 turns the check off): a plan whose start the arm has
/// left by more while it was planned is not executed; `execution_duration_monitoring` (true),
/// `allowed_execution_duration_scaling` (1.1) and `allowed_goal_duration_margin` (0.5 s): a
/// goal still running past scaling × its planned duration + margin is cancelled, TIMED_OUT
/// ([`armrest_backend::execution_monitoring`]). The sim node answers them on the MoveIt node's
/// `get_parameters` service (`motion.moveit_node`), as `move_group` does.
#[derive(Clone, Copy, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct TrajectoryExecution {
    pub allowed_start_tolerance: f64,
    pub execution_duration_monitoring: bool,
    pub allowed_execution_duration_scaling: f64,
    pub allowed_goal_duration_margin: f64,
}

impl Default for TrajectoryExecution {
    fn default() -> Self {
        let m = ExecutionMonitoring::default();
        TrajectoryExecution {
            allowed_start_tolerance: 0.01,
            execution_duration_monitoring: m.enabled,
            allowed_execution_duration_scaling: m.scaling,
            allowed_goal_duration_margin: m.margin_s,
        }
    }
}

impl TrajectoryExecution {
    pub fn monitoring(&self) -> ExecutionMonitoring {
        ExecutionMonitoring {
            enabled: self.execution_duration_monitoring,
            scaling: self.allowed_execution_duration_scaling,
            margin_s: self.allowed_goal_duration_margin,
        }
    }
}

/// The JTC's `constraints`: `goal_time` (0: no limit), `stopped_velocity_tolerance`, and per
/// joint `<joint>: {trajectory, goal}` (a position tolerance while moving and at the goal; 0
/// enforces none), upstream's defaults where the file is silent.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(default)]
pub struct Constraints {
    pub goal_time: f64,
    pub stopped_velocity_tolerance: f64,
    /// Joint name to its tolerances: the keys beside the two above, as upstream nests them.
    #[serde(flatten)]
    pub joints: BTreeMap<String, JointConstraints>,
}

impl Default for Constraints {
    fn default() -> Self {
        Constraints { goal_time: 0.0, stopped_velocity_tolerance: 0.01, joints: BTreeMap::new() }
    }
}

/// `constraints.<joint>`: its position tolerance while a trajectory runs and at its goal, and
/// how fast `decelerate_on_cancel` brings it to rest (rad/s², 0: not at all, the default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct JointConstraints {
    pub trajectory: f64,
    pub goal: f64,
    pub max_deceleration_on_cancel: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TrajectoryQos {
    Reliable,
    BestEffort,
}

impl Default for Stack {
    fn default() -> Self {
        Stack {
            velocity_state: true,
            speed_scaling_input: true,
            speed_scaling_state_interface: false,
            speed_scaling_command_interface: false,
            speed_scaling_initial_factor: 1.0,
            decelerate_on_cancel: false,
            cmd_timeout: 0.0,
            interpolate_from_desired_state: false,
            controller_active: true,
            extra_joints: Vec::new(),
            allow_partial_joints_goal: false,
            trajectory_qos: TrajectoryQos::Reliable,
            allow_nonzero_velocity_at_trajectory_end: false,
            constraints: Constraints::default(),
            trajectory_execution: TrajectoryExecution::default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped(name: &str) -> Stack {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/stacks").join(name);
        let text = std::fs::read_to_string(&path).expect("the shipped stack file");
        serde_saphyr::from_str(&text).expect("a valid stack file")
    }

    #[test]
    fn the_shipped_stacks_read_and_the_default_is_jazzy_moveit() {
        assert_eq!(shipped("jazzy-moveit.yaml"), Stack::default());
        let p = shipped("position-only.yaml");
        assert!(!p.velocity_state && !p.speed_scaling_input && p.controller_active);
        let h = shipped("hardware-scaling.yaml");
        assert!(h.speed_scaling_input && h.speed_scaling_state_interface && h.velocity_state);
    }

    #[test]
    fn constraints_read_under_upstreams_names_with_its_defaults() {
        let s: Stack = serde_saphyr::from_str("constraints:\n  goal_time: 0.5\n  joint2: {trajectory: 0.05}\n")
            .expect("a valid stack file");
        assert_eq!(s.constraints.goal_time, 0.5);
        assert_eq!(s.constraints.stopped_velocity_tolerance, 0.01);
        assert_eq!(s.constraints.joints["joint2"], JointConstraints { trajectory: 0.05, ..Default::default() });
        let e = serde_saphyr::from_str::<Stack>("constraints:\n  joint2: {trajectori: 0.05}\n").unwrap_err();
        assert!(e.to_string().contains("trajectori"), "{e}");
    }

    #[test]
    fn an_unknown_key_is_refused_naming_it() {
        let e = serde_saphyr::from_str::<Stack>("velocity_stat: true\n").unwrap_err().to_string();
        assert!(e.contains("velocity_stat"), "{e}");
    }
}
