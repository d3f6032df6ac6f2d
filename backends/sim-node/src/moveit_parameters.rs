//! `move_group`'s `~/get_parameters` (`rcl_interfaces/srv/GetParameters`), as the sim node
//! stands in for it: the stack's `trajectory_execution.*`, under MoveIt's names, so armrest (or
//! `ros2 param get /move_group trajectory_execution.execution_duration_monitoring`) reads what
//! the stand-in's motion server applies. A name it does not hold answers NOT_SET, as a node
//! answers for a parameter it never declared.

use armrest_backend::execution_monitoring::{ENABLED_PARAMETER, MARGIN_PARAMETER, SCALING_PARAMETER};
use armrest_ros2::stack::TrajectoryExecution;
use futures::{Stream, StreamExt};
use r2r::rcl_interfaces::msg::ParameterValue;
use r2r::rcl_interfaces::srv::GetParameters;

/// `rcl_interfaces/msg/ParameterType`'s values.
const BOOL: u8 = 1;
const DOUBLE: u8 = 3;

pub(crate) async fn serve(
    rules: TrajectoryExecution,
    mut requests: impl Stream<Item = r2r::ServiceRequest<GetParameters::Service>> + Unpin,
) {
    while let Some(request) = requests.next().await {
        let values = request.message.names.iter().map(|name| value(&rules, name)).collect();
        let _ = request.respond(GetParameters::Response { values });
    }
}

fn value(rules: &TrajectoryExecution, name: &str) -> ParameterValue {
    let double = |x: f64| ParameterValue { type_: DOUBLE, double_value: x, ..Default::default() };
    match name {
        ENABLED_PARAMETER => {
            ParameterValue { type_: BOOL, bool_value: rules.execution_duration_monitoring, ..Default::default() }
        }
        SCALING_PARAMETER => double(rules.allowed_execution_duration_scaling),
        MARGIN_PARAMETER => double(rules.allowed_goal_duration_margin),
        "trajectory_execution.allowed_start_tolerance" => double(rules.allowed_start_tolerance),
        _ => ParameterValue::default(),
    }
}
