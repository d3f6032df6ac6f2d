//! The parameter services (`~/get_parameters`, `rcl_interfaces/srv/GetParameters`) of the nodes
//! the sim node stands in for, so armrest (or `ros2 param get`) reads what the stand-in applies:
//! - `move_group`'s (`motion.moveit_node`): the stack's `trajectory_execution.*`, under MoveIt's
//!   names, and each controller's own overrides
//!   (`moveit_simple_controller_manager.<controller>.allowed_execution_duration_scaling` and
//!   `…allowed_goal_duration_margin`) where the robot's `moveit_controllers.yaml` sets them;
//! - the joint trajectory controller's (`/<controller>`): its parameters under upstream's names.
//!
//! A name a node does not hold answers NOT_SET, as a node answers for a parameter it never
//! declared.

use armrest_backend::execution_monitoring::{ENABLED_PARAMETER, MARGIN_PARAMETER, SCALING_PARAMETER};
use armrest_ros2::moveit_controllers_file::{MoveItControllers, START_TOLERANCE_PARAMETER};
use armrest_ros2::stack::Stack;
use futures::{Stream, StreamExt};
use r2r::rcl_interfaces::msg::ParameterValue;
use r2r::rcl_interfaces::srv::GetParameters;

/// `rcl_interfaces/msg/ParameterType`'s values.
const BOOL: u8 = 1;
const DOUBLE: u8 = 3;
const STRING: u8 = 4;
const STRING_ARRAY: u8 = 9;

/// A node's parameters by name.
pub(crate) struct NodeParameters(Vec<(String, ParameterValue)>);

fn double(x: f64) -> ParameterValue {
    ParameterValue { type_: DOUBLE, double_value: x, ..Default::default() }
}

fn boolean(b: bool) -> ParameterValue {
    ParameterValue { type_: BOOL, bool_value: b, ..Default::default() }
}

fn string(s: &str) -> ParameterValue {
    ParameterValue { type_: STRING, string_value: s.to_owned(), ..Default::default() }
}

fn strings(s: &[&str]) -> ParameterValue {
    ParameterValue {
        type_: STRING_ARRAY,
        string_array_value: s.iter().map(|x| (*x).to_owned()).collect(),
        ..Default::default()
    }
}

impl NodeParameters {
    /// What `move_group` holds: the global rules and each controller's overrides.
    pub(crate) fn move_group(stack: &Stack) -> NodeParameters {
        let rules = stack.moveit.as_ref().map_or(stack.trajectory_execution, |m| m.execution);
        let mut values = vec![
            (ENABLED_PARAMETER.to_owned(), boolean(rules.execution_duration_monitoring)),
            (SCALING_PARAMETER.to_owned(), double(rules.allowed_execution_duration_scaling)),
            (MARGIN_PARAMETER.to_owned(), double(rules.allowed_goal_duration_margin)),
            (START_TOLERANCE_PARAMETER.to_owned(), double(rules.allowed_start_tolerance)),
        ];
        if let Some(m) = &stack.moveit {
            values.push(("moveit_controller_manager".to_owned(), string(&m.plugin)));
            for c in &m.controllers {
                let [scaling, margin] = MoveItControllers::override_names(&m.package, &c.name);
                values.extend(c.scaling.map(|v| (scaling, double(v))));
                values.extend(c.margin.map(|v| (margin, double(v))));
            }
        }
        NodeParameters(values)
    }

    /// What the joint trajectory controller holds, as the stack sets it.
    pub(crate) fn controller(stack: &Stack, joints: &[String]) -> NodeParameters {
        let state: &[&str] = if stack.velocity_state { &["position", "velocity"] } else { &["position"] };
        let scaling_state = if stack.speed_scaling_state_interface { "speed_scaling/speed_scaling_factor" } else { "" };
        let scaling_command =
            if stack.speed_scaling_command_interface { "speed_scaling/speed_scaling_factor" } else { "" };
        let c = &stack.constraints;
        let mut values = vec![
            (
                "joints".to_owned(),
                ParameterValue { type_: STRING_ARRAY, string_array_value: joints.to_vec(), ..Default::default() },
            ),
            ("command_interfaces".to_owned(), strings(&["position"])),
            ("state_interfaces".to_owned(), strings(state)),
            ("interpolate_from_desired_state".to_owned(), boolean(stack.interpolate_from_desired_state)),
            ("open_loop_control".to_owned(), boolean(false)),
            ("allow_partial_joints_goal".to_owned(), boolean(stack.allow_partial_joints_goal)),
            (
                "allow_nonzero_velocity_at_trajectory_end".to_owned(),
                boolean(stack.allow_nonzero_velocity_at_trajectory_end),
            ),
            ("cmd_timeout".to_owned(), double(stack.cmd_timeout)),
            ("speed_scaling.initial_scaling_factor".to_owned(), double(stack.speed_scaling_initial_factor)),
            ("speed_scaling.state_interface".to_owned(), string(scaling_state)),
            ("speed_scaling.command_interface".to_owned(), string(scaling_command)),
            ("constraints.goal_time".to_owned(), double(c.goal_time)),
            ("constraints.stopped_velocity_tolerance".to_owned(), double(c.stopped_velocity_tolerance)),
            ("constraints.decelerate_on_cancel".to_owned(), boolean(stack.decelerate_on_cancel)),
        ];
        for (joint, jc) in &c.joints {
            values.push((format!("constraints.{joint}.trajectory"), double(jc.trajectory)));
            values.push((format!("constraints.{joint}.goal"), double(jc.goal)));
            values.push((
                format!("constraints.{joint}.max_deceleration_on_cancel"),
                double(jc.max_deceleration_on_cancel),
            ));
        }
        NodeParameters(values)
    }

    fn value(&self, name: &str) -> ParameterValue {
        self.0.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone()).unwrap_or_default()
    }
}

pub(crate) async fn serve(
    node: NodeParameters,
    mut requests: impl Stream<Item = r2r::ServiceRequest<GetParameters::Service>> + Unpin,
) {
    while let Some(request) = requests.next().await {
        let values = request.message.names.iter().map(|name| node.value(name)).collect();
        let _ = request.respond(GetParameters::Response { values });
    }
}
