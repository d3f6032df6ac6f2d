//! `move_group`'s `~/get_parameters` (`rcl_interfaces/srv/GetParameters`), as the sim node
//! stands in for it: the stack's `trajectory_execution.*`, under MoveIt's names, so armrest (or
//! `ros2 param get /move_group trajectory_execution.execution_duration_monitoring`) reads what
//! the stand-in's motion server applies, and each controller's own overrides
//! (`moveit_simple_controller_manager.<controller>.allowed_execution_duration_scaling` and
//! `…allowed_goal_duration_margin`) where the robot's `moveit_controllers.yaml` sets them. A name
//! it does not hold answers NOT_SET, as a node answers for a parameter it never declared.

use armrest_backend::execution_monitoring::{ENABLED_PARAMETER, MARGIN_PARAMETER, SCALING_PARAMETER};
use armrest_ros2::moveit_controllers_file::{MoveItControllers, START_TOLERANCE_PARAMETER};
use armrest_ros2::stack::{Stack, TrajectoryExecution};
use futures::{Stream, StreamExt};
use r2r::rcl_interfaces::msg::ParameterValue;
use r2r::rcl_interfaces::srv::GetParameters;

/// `rcl_interfaces/msg/ParameterType`'s values.
const BOOL: u8 = 1;
const DOUBLE: u8 = 3;

/// What `move_group` holds: the global rules and each controller's overrides by name.
pub(crate) struct MoveGroup {
    rules: TrajectoryExecution,
    overrides: Vec<(String, f64)>,
}

impl MoveGroup {
    pub(crate) fn of(stack: &Stack) -> MoveGroup {
        let Some(m) = &stack.moveit else {
            return MoveGroup { rules: stack.trajectory_execution, overrides: Vec::new() };
        };
        let mut overrides = Vec::new();
        for c in &m.controllers {
            let [scaling, margin] = MoveItControllers::override_names(&m.package, &c.name);
            overrides.extend(c.scaling.map(|v| (scaling, v)));
            overrides.extend(c.margin.map(|v| (margin, v)));
        }
        MoveGroup { rules: m.execution, overrides }
    }
}

pub(crate) async fn serve(
    move_group: MoveGroup,
    mut requests: impl Stream<Item = r2r::ServiceRequest<GetParameters::Service>> + Unpin,
) {
    while let Some(request) = requests.next().await {
        let values = request.message.names.iter().map(|name| value(&move_group, name)).collect();
        let _ = request.respond(GetParameters::Response { values });
    }
}

fn value(move_group: &MoveGroup, name: &str) -> ParameterValue {
    let double = |x: f64| ParameterValue { type_: DOUBLE, double_value: x, ..Default::default() };
    if let Some((_, v)) = move_group.overrides.iter().find(|(n, _)| n == name) {
        return double(*v);
    }
    let rules = &move_group.rules;
    match name {
        ENABLED_PARAMETER => {
            ParameterValue { type_: BOOL, bool_value: rules.execution_duration_monitoring, ..Default::default() }
        }
        SCALING_PARAMETER => double(rules.allowed_execution_duration_scaling),
        MARGIN_PARAMETER => double(rules.allowed_goal_duration_margin),
        START_TOLERANCE_PARAMETER => double(rules.allowed_start_tolerance),
        _ => ParameterValue::default(),
    }
}
