//! The robot's own settings armrest depends on, read at start-up from its nodes' parameter
//! services (`rcl_interfaces/srv/GetParameters`, what `ros2 param get` calls): the joint
//! trajectory controller's (`/<controller>`, the node `trajectory.controller_action` or
//! `controller_topic` belongs to) and `move_group`'s execution duration monitoring
//! ([`MoveItParameters`]). `GET /ready` shows them with what they mean for armrest's motions
//! ([`advice`]) and the start-up log says it once read. Each read is bounded by
//! `motion.server_check_s`; a node that does not answer is asked again every
//! [`RETRY`] until it does, and `/ready` says why nothing was read meanwhile.

use crate::moveit_parameters::{Monitoring, MoveItParameters};
use crate::node::{CallError, RosError, RosNode, call};
use armrest_backend::execution_monitoring::{ENABLED_PARAMETER, MARGIN_PARAMETER, SCALING_PARAMETER};
use armrest_backend::robot_parameters::{NodeParameters, ParameterValue, RobotParameters};
use r2r::rcl_interfaces::srv::GetParameters;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// The joint trajectory controller's parameters armrest asks for, under upstream's names.
pub const CONTROLLER_PARAMETERS: &[&str] = &[
    "command_interfaces",
    "state_interfaces",
    "interpolate_from_desired_state",
    "open_loop_control",
    "allow_partial_joints_goal",
    "allow_nonzero_velocity_at_trajectory_end",
    "cmd_timeout",
    "speed_scaling.initial_scaling_factor",
    "speed_scaling.state_interface",
    "speed_scaling.command_interface",
    "constraints.goal_time",
    "constraints.stopped_velocity_tolerance",
    "constraints.decelerate_on_cancel",
];

/// How often a node that did not answer is asked again.
pub const RETRY: Duration = Duration::from_secs(5);

/// The settings as last read; refreshed in the background until every node answered.
pub struct RobotSettings {
    read: Arc<Mutex<Option<RobotParameters>>>,
}

impl RobotSettings {
    /// Starts reading `/<controller>`'s parameters and `moveit`'s monitoring, each within `wait`.
    pub fn start(
        node: &RosNode,
        controller: &str,
        moveit: Arc<MoveItParameters>,
        wait: Duration,
    ) -> Result<RobotSettings, RosError> {
        let controller_node = format!("/{}", controller.trim_matches('/'));
        let service = format!("{controller_node}/get_parameters");
        let client = node.with(|n| n.create_client::<GetParameters::Service>(&service, r2r::QosProfile::default()))?;
        let read = Arc::new(Mutex::new(None));
        let shared = Arc::clone(&read);
        tokio::spawn(async move {
            loop {
                let controller = read_controller(&client, &controller_node, wait).await;
                let monitoring = moveit.monitoring(wait).await;
                let done = controller.source.starts_with("read from")
                    && monitoring.as_ref().is_none_or(|m| m.source.starts_with("read from"));
                let moveit = monitoring.as_ref().map(moveit_parameters);
                let advice = advice(&controller, monitoring.as_ref());
                let settings = RobotParameters { controller, moveit, advice };
                if done {
                    tracing::info!("the robot's controller: {}", settings.controller.source);
                    for line in &settings.advice {
                        tracing::info!("{line}");
                    }
                }
                *shared.lock().unwrap_or_else(PoisonError::into_inner) = Some(settings);
                if done {
                    break;
                }
                tokio::time::sleep(RETRY).await;
            }
        });
        Ok(RobotSettings { read })
    }

    pub fn get(&self) -> Option<RobotParameters> {
        self.read.lock().unwrap_or_else(PoisonError::into_inner).clone()
    }
}

async fn read_controller(client: &r2r::Client<GetParameters::Service>, node: &str, wait: Duration) -> NodeParameters {
    let names: Vec<String> = CONTROLLER_PARAMETERS.iter().map(|n| (*n).to_owned()).collect();
    let service = format!("{node}/get_parameters");
    let secs = wait.as_secs_f64();
    match call(client, &GetParameters::Request { names: names.clone() }, wait).await {
        Ok(answer) => NodeParameters {
            node: node.to_owned(),
            source: format!("read from {node}"),
            values: names.into_iter().zip(&answer.values).filter_map(|(n, v)| value(v).map(|v| (n, v))).collect(),
        },
        Err(e) => NodeParameters {
            node: node.to_owned(),
            source: match e {
                CallError::Unavailable => format!("not read: {service} unavailable within {secs} s"),
                CallError::TimedOut => format!("not read: {service} did not answer within {secs} s"),
                CallError::Request(e) => format!("not read: {service}: {e}"),
                CallError::Failed(e) => format!("not read: {service} failed: {e}"),
            },
            values: Vec::new(),
        },
    }
}

/// A value as `rcl_interfaces/msg/ParameterType` types it; `None` for NOT_SET and the types
/// armrest reads none of.
fn value(v: &r2r::rcl_interfaces::msg::ParameterValue) -> Option<ParameterValue> {
    match v.type_ {
        1 => Some(ParameterValue::Bool(v.bool_value)),
        2 => Some(ParameterValue::Integer(v.integer_value)),
        3 => Some(ParameterValue::Double(v.double_value)),
        4 => Some(ParameterValue::String(v.string_value.clone())),
        9 => Some(ParameterValue::Strings(v.string_array_value.clone())),
        _ => None,
    }
}

fn moveit_parameters(m: &Monitoring) -> NodeParameters {
    NodeParameters {
        node: m.node.clone(),
        source: m.source.clone(),
        values: vec![
            (ENABLED_PARAMETER.to_owned(), ParameterValue::Bool(m.rules.enabled)),
            (SCALING_PARAMETER.to_owned(), ParameterValue::Double(m.rules.scaling)),
            (MARGIN_PARAMETER.to_owned(), ParameterValue::Double(m.rules.margin_s)),
        ],
    }
}

/// What the robot's settings mean for armrest's motions, a sentence each, for the robot's
/// operator (docs/ros2.md, "What the robot's settings mean").
pub fn advice(controller: &NodeParameters, monitoring: Option<&Monitoring>) -> Vec<String> {
    let mut out = Vec::new();
    let node = &controller.node;
    if controller.strings("state_interfaces").is_some_and(|s| !s.iter().any(|i| i == "velocity")) {
        out.push(format!(
            "{node} has no velocity state interface: the joint states carry no velocities (armrest estimates them \
             from positions for a stop's hold) and the controller starts each new trajectory at rest"
        ));
    }
    let from_command = controller.bool("interpolate_from_desired_state") == Some(true)
        || controller.bool("open_loop_control") == Some(true);
    if controller.bool("interpolate_from_desired_state") == Some(false) && !from_command {
        out.push(format!(
            "{node} starts each new trajectory from the measured state (interpolate_from_desired_state false): armrest \
             continues the controller's command from its ~/controller_state, so a stop's hold and each jog tick go on \
             from the command; while that state is not heard (trajectory.controller_silent_s) each would step the \
             command back by the tracking lag (set interpolate_from_desired_state to true on the controller to avoid it)"
        ));
    }
    if let Some(other) = controller.strings("command_interfaces").and_then(|c| c.iter().find(|i| *i != "position")) {
        out.push(format!(
            "{node} has a {other} command interface: it takes no ~/speed_scaling_input, so the override and the pause \
             are refused (set trajectory.speed_scaling_topic to \"\")"
        ));
    }
    let state_if = controller.string("speed_scaling.state_interface").unwrap_or_default();
    if !state_if.is_empty() && controller.string("speed_scaling.command_interface").unwrap_or_default().is_empty() {
        out.push(format!(
            "{node} reads its speed scaling from the hardware ({state_if}) and writes none: the factor armrest sends is \
             overwritten, so an override or a pause is reported not applied"
        ));
    }
    if let Some(m) = monitoring {
        out.push(match m.floor() {
            Some((f, _)) => format!(
                "{}: MoveIt cancels a cobot/* move slowed below an override of {f:.3} ({}), so such an override \
                 is refused while a cobot/* move or a sequence runs",
                m.node,
                m.rules.describe()
            ),
            None => format!("{}: {}; the override may slow or pause a cobot/* move", m.node, m.rules.describe()),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use armrest_backend::execution_monitoring::ExecutionMonitoring;

    fn controller(values: Vec<(&str, ParameterValue)>) -> NodeParameters {
        NodeParameters {
            node: "/robot_arm_controller".into(),
            source: "read from /robot_arm_controller".into(),
            values: values.into_iter().map(|(n, v)| (n.to_owned(), v)).collect(),
        }
    }

    fn strings(s: &[&str]) -> ParameterValue {
        ParameterValue::Strings(s.iter().map(|x| (*x).to_owned()).collect())
    }

    #[test]
    fn each_setting_that_changes_armrests_motions_is_said_once() {
        let position_only = controller(vec![
            ("command_interfaces", strings(&["position"])),
            ("state_interfaces", strings(&["position"])),
            ("interpolate_from_desired_state", ParameterValue::Bool(false)),
            ("speed_scaling.state_interface", ParameterValue::String("speed_scaling/factor".into())),
            ("speed_scaling.command_interface", ParameterValue::String(String::new())),
        ]);
        let on = Monitoring {
            node: "/move_group".into(),
            rules: ExecutionMonitoring::default(),
            source: "read from /move_group".into(),
        };
        let a = advice(&position_only, Some(&on)).join("\n");
        assert!(a.contains("no velocity state interface"), "{a}");
        assert!(a.contains("from the measured state (interpolate_from_desired_state false)"), "{a}");
        assert!(a.contains("(speed_scaling/factor) and writes none"), "{a}");
        assert!(a.contains("below an override of 0.909"), "{a}");
        assert!(!a.contains("command interface:"), "{a}");
        let from_command = controller(vec![
            ("command_interfaces", strings(&["position", "velocity"])),
            ("state_interfaces", strings(&["position", "velocity"])),
            ("interpolate_from_desired_state", ParameterValue::Bool(true)),
        ]);
        let off = Monitoring { rules: ExecutionMonitoring { enabled: false, ..on.rules }, ..on };
        let a = advice(&from_command, Some(&off));
        assert_eq!(a.len(), 2, "{a:?}");
        assert!(a[0].contains("has a velocity command interface"), "{a:?}");
        assert!(a[1].contains("false: MoveIt waits") && a[1].contains("may slow or pause"), "{a:?}");
        assert!(advice(&controller(Vec::new()), None).is_empty(), "nothing read, nothing said");
    }
}
