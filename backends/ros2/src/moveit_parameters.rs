//! The robot's MoveIt execution duration monitoring ([`ExecutionMonitoring`]), read from its
//! `move_group` node (`motion.moveit_node`) through the node's `~/get_parameters` service
//! (`rcl_interfaces/srv/GetParameters`, what `ros2 param get` calls). MoveIt cancels a `cobot/*`
//! goal that the controller's speed scaling slows past the bound, so armrest refuses an override
//! that would do so ([`Ros2Backend`](crate::backend::Ros2Backend)'s override and moves).
//!
//! MoveIt judges a goal by the controller's own `allowed_execution_duration_scaling` and
//! `allowed_goal_duration_margin` where its controller manager's parameters set them
//! (`<plugin package>.<controller>.…`, `loadControllerParams`): the controller is the one
//! armrest's trajectory endpoints name (`trajectory.controller_action`, else `controller_topic`).
//!
//! Read when first needed and kept once read; until then (no such node, or it does not answer
//! within `motion.server_check_s`) MoveIt's defaults are assumed, as a `move_group` without
//! these parameters runs with them, and every answer that uses them says so.

use crate::moveit_controllers_file::{MoveItControllers, SIMPLE_MANAGER};
use crate::node::{CallError, RosError, RosNode, call};
use armrest_backend::execution_monitoring::{
    ENABLED_PARAMETER, ExecutionMonitoring, MARGIN_PARAMETER, SCALING_PARAMETER,
};
use r2r::rcl_interfaces::msg::ParameterValue;
use r2r::rcl_interfaces::srv::GetParameters;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

/// The monitoring a move is judged by, and where it comes from.
#[derive(Clone, Debug, PartialEq)]
pub struct Monitoring {
    /// The MoveIt node (`/move_group`).
    pub node: String,
    pub rules: ExecutionMonitoring,
    /// "read from /move_group", or why MoveIt's defaults are assumed.
    pub source: String,
}

impl Monitoring {
    /// The lowest override a `cobot/*` goal runs at without MoveIt cancelling it, and the
    /// reason in words, or `None` when any is taken.
    pub fn floor(&self) -> Option<(f64, String)> {
        let f = self.rules.slowest_override();
        (f > 0.0).then(|| {
            (
                f,
                format!(
                    "the robot's MoveIt cancels a cobot/* move slowed below an override of {f:.3} ({}; {}): it would \
                     end TIMED_OUT with the arm held mid-path; set {ENABLED_PARAMETER} to false on move_group to \
                     slow or pause its moves",
                    self.rules.describe(),
                    self.source
                ),
            )
        })
    }
}

/// The controller manager plugins whose per-controller overrides armrest asks for.
const MANAGER_PARAMETER: &str = "moveit_controller_manager";
const ROS_CONTROL_MANAGER: &str = "moveit_ros_control_interface/Ros2ControlManager";

pub struct MoveItParameters {
    /// `None` when `motion.moveit_node` is empty: the motion server is not MoveIt.
    client: Option<(String, r2r::Client<GetParameters::Service>)>,
    /// MoveIt's name of the arm's controller (`robot_arm_controller`).
    controller: String,
    /// The rules once read, and where they came from.
    read: Mutex<Option<Monitoring>>,
}

/// MoveIt's name of the controller a trajectory endpoint belongs to: `/robot_arm_controller/
/// follow_joint_trajectory` and `/robot_arm_controller/joint_trajectory` name
/// `robot_arm_controller`.
pub fn controller_name(endpoint: &str) -> String {
    endpoint.trim_matches('/').rsplit_once('/').map_or("", |(c, _)| c).to_owned()
}

impl MoveItParameters {
    /// Reads `moveit_node`'s parameters for the controller `controller` (MoveIt's name).
    pub fn start(node: &RosNode, moveit_node: &str, controller: &str) -> Result<MoveItParameters, RosError> {
        let client = match moveit_node.trim_end_matches('/') {
            "" => None,
            name => {
                let service = format!("{name}/get_parameters");
                let client =
                    node.with(|n| n.create_client::<GetParameters::Service>(&service, r2r::QosProfile::default()))?;
                Some((name.to_owned(), client))
            }
        };
        Ok(MoveItParameters { client, controller: controller.to_owned(), read: Mutex::new(None) })
    }

    /// The monitoring as the robot has it, reading it (within `wait`) if it was not read yet;
    /// `None` when the motion server is not MoveIt.
    pub async fn monitoring(&self, wait: Duration) -> Option<Monitoring> {
        let (name, client) = self.client.as_ref()?;
        if let Some(m) = self.read.lock().unwrap_or_else(PoisonError::into_inner).clone() {
            return Some(m);
        }
        match read(client, name, &self.controller, wait).await {
            Ok((rules, own)) => {
                let source = match own.as_slice() {
                    [] => format!("read from {name}"),
                    own => format!("read from {name}, with {}", own.join(" and ")),
                };
                let m = Monitoring { node: name.clone(), rules, source };
                *self.read.lock().unwrap_or_else(PoisonError::into_inner) = Some(m.clone());
                Some(m)
            }
            Err(why) => Some(Monitoring {
                node: name.clone(),
                rules: ExecutionMonitoring::default(),
                source: format!("MoveIt's defaults assumed: {why} (motion.moveit_node)"),
            }),
        }
    }
}

/// The names asked, in order: the three global parameters, the plugin, then the controller's
/// two overrides under each plugin's package ([`from_values`] reads them in this order).
fn names(controller: &str) -> Vec<String> {
    let mut names =
        [ENABLED_PARAMETER, SCALING_PARAMETER, MARGIN_PARAMETER, MANAGER_PARAMETER].map(str::to_owned).to_vec();
    for plugin in [SIMPLE_MANAGER, ROS_CONTROL_MANAGER] {
        names.extend(MoveItControllers::override_names(package(plugin), controller));
    }
    names
}

fn package(plugin: &str) -> &str {
    plugin.split('/').next().unwrap_or_default()
}

async fn read(
    client: &r2r::Client<GetParameters::Service>,
    name: &str,
    controller: &str,
    wait: Duration,
) -> Result<(ExecutionMonitoring, Vec<String>), String> {
    let service = format!("{name}/get_parameters");
    let names = names(controller);
    let answer = call(client, &GetParameters::Request { names: names.clone() }, wait).await.map_err(|e| match e {
        CallError::Unavailable => format!("{service} unavailable within {} s", wait.as_secs_f64()),
        CallError::Request(e) => format!("{service}: {e}"),
        CallError::Failed(e) => format!("{service} failed: {e}"),
        CallError::TimedOut => format!("{service} did not answer within {} s", wait.as_secs_f64()),
    })?;
    from_values(&answer.values, &names)
}

/// The parameters from `values` (in the order of [`names`]), MoveIt's default for each not set,
/// the controller's own scaling and margin over the global ones where its plugin's are set (their
/// names returned beside).
fn from_values(values: &[ParameterValue], names: &[String]) -> Result<(ExecutionMonitoring, Vec<String>), String> {
    let mut m = ExecutionMonitoring::default();
    let get = |i: usize| values.get(i).filter(|v| v.type_ != NOT_SET);
    if let Some(v) = get(0) {
        m.enabled = match v.type_ {
            BOOL => v.bool_value,
            _ => return Err(format!("{ENABLED_PARAMETER} is not a bool")),
        };
    }
    let number = |i: usize, name: &str| -> Result<Option<f64>, String> {
        match get(i) {
            None => Ok(None),
            Some(v) if v.type_ == DOUBLE => Ok(Some(v.double_value)),
            Some(v) if v.type_ == INTEGER => Ok(Some(v.integer_value as f64)),
            Some(_) => Err(format!("{name} is not a number")),
        }
    };
    if let Some(x) = number(1, SCALING_PARAMETER)? {
        m.scaling = x;
    }
    if let Some(x) = number(2, MARGIN_PARAMETER)? {
        m.margin_s = x;
    }
    let plugin = match get(3) {
        None => SIMPLE_MANAGER,
        Some(v) if v.type_ == STRING => v.string_value.as_str(),
        Some(_) => return Err(format!("{MANAGER_PARAMETER} is not a string")),
    };
    let first = match plugin {
        SIMPLE_MANAGER => Some(4),
        ROS_CONTROL_MANAGER => Some(6),
        _ => None,
    };
    let mut own = Vec::new();
    if let Some(i) = first {
        let name = |i: usize| names.get(i).map_or("", String::as_str);
        if let Some(x) = number(i, name(i))? {
            m.scaling = x;
            own.push(name(i).to_owned());
        }
        if let Some(x) = number(i + 1, name(i + 1))? {
            m.margin_s = x;
            own.push(name(i + 1).to_owned());
        }
    }
    m.check()?;
    Ok((m, own))
}

/// `rcl_interfaces/msg/ParameterType`'s values.
const NOT_SET: u8 = 0;
const BOOL: u8 = 1;
const INTEGER: u8 = 2;
const DOUBLE: u8 = 3;
const STRING: u8 = 4;

#[cfg(test)]
mod tests {
    use super::*;

    fn value(type_: u8, b: bool, x: f64) -> ParameterValue {
        ParameterValue { type_, bool_value: b, double_value: x, ..Default::default() }
    }

    #[test]
    fn values_not_set_are_moveits_defaults_and_a_wrong_type_is_named() {
        let n = names("c");
        assert_eq!(from_values(&[], &n), Ok((ExecutionMonitoring::default(), Vec::new())));
        let read = from_values(&[value(BOOL, false, 0.0), value(DOUBLE, false, 1.2), value(NOT_SET, false, 9.0)], &n);
        assert_eq!(read, Ok((ExecutionMonitoring { enabled: false, scaling: 1.2, margin_s: 0.5 }, Vec::new())));
        let wrong = from_values(&[value(DOUBLE, false, 1.0)], &n).unwrap_err();
        assert!(wrong.contains(ENABLED_PARAMETER), "{wrong}");
        let below = from_values(&[value(NOT_SET, false, 0.0), value(DOUBLE, false, 0.5)], &n).unwrap_err();
        assert!(below.contains(SCALING_PARAMETER), "{below}");
    }

    #[test]
    fn the_controllers_own_overrides_win_under_its_plugins_package() {
        let asked = names("robot_arm_controller");
        assert_eq!(
            asked[4],
            "moveit_simple_controller_manager.robot_arm_controller.allowed_execution_duration_scaling"
        );
        assert_eq!(asked[7], "moveit_ros_control_interface.robot_arm_controller.allowed_goal_duration_margin");
        let unset = value(NOT_SET, false, 0.0);
        let mut v = vec![unset.clone(), value(DOUBLE, false, 1.2), unset.clone(), unset.clone()];
        v.extend([value(DOUBLE, false, 2.0), value(DOUBLE, false, 1.5), value(DOUBLE, false, 9.0), unset.clone()]);
        let (rules, own) = from_values(&v, &asked).unwrap();
        assert_eq!(rules, ExecutionMonitoring { enabled: true, scaling: 2.0, margin_s: 1.5 });
        assert_eq!(own, asked[4..6]);
        v[3] = ParameterValue { type_: STRING, string_value: ROS_CONTROL_MANAGER.into(), ..Default::default() };
        let (rules, own) = from_values(&v, &asked).unwrap();
        assert_eq!(rules, ExecutionMonitoring { enabled: true, scaling: 9.0, margin_s: 0.5 });
        assert_eq!(own, asked[6..7]);
        assert_eq!(controller_name("/robot_arm_controller/follow_joint_trajectory"), "robot_arm_controller");
        assert_eq!(controller_name("/ur/scaled/joint_trajectory"), "ur/scaled");
    }

    #[test]
    fn the_floor_names_the_parameter_and_is_none_when_monitoring_is_off() {
        let on = Monitoring {
            node: "/move_group".into(),
            rules: ExecutionMonitoring::default(),
            source: "read from /move_group".into(),
        };
        let (f, why) = on.floor().expect("a floor");
        assert!((f - 1.0 / 1.1).abs() < 1e-12);
        assert!(why.contains(ENABLED_PARAMETER) && why.contains("0.909") && why.contains("/move_group"), "{why}");
        let off = Monitoring { rules: ExecutionMonitoring { enabled: false, ..on.rules }, ..on };
        assert_eq!(off.floor(), None);
    }
}
