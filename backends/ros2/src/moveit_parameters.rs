//! The robot's MoveIt execution duration monitoring ([`ExecutionMonitoring`]), read from its
//! `move_group` node (`motion.moveit_node`) through the node's `~/get_parameters` service
//! (`rcl_interfaces/srv/GetParameters`, what `ros2 param get` calls). MoveIt cancels a `cobot/*`
//! goal that the controller's speed scaling slows past the bound, so armrest refuses an override
//! that would do so ([`Ros2Backend`](crate::backend::Ros2Backend)'s override and moves).
//!
//! Read when first needed and kept once read; until then (no such node, or it does not answer
//! within `motion.server_check_s`) MoveIt's defaults are assumed, as a `move_group` without
//! these parameters runs with them, and every answer that uses them says so.

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

pub struct MoveItParameters {
    /// `None` when `motion.moveit_node` is empty: the motion server is not MoveIt.
    client: Option<(String, r2r::Client<GetParameters::Service>)>,
    read: Mutex<Option<ExecutionMonitoring>>,
}

impl MoveItParameters {
    pub fn start(node: &RosNode, moveit_node: &str) -> Result<MoveItParameters, RosError> {
        let client = match moveit_node.trim_end_matches('/') {
            "" => None,
            name => {
                let service = format!("{name}/get_parameters");
                let client =
                    node.with(|n| n.create_client::<GetParameters::Service>(&service, r2r::QosProfile::default()))?;
                Some((name.to_owned(), client))
            }
        };
        Ok(MoveItParameters { client, read: Mutex::new(None) })
    }

    /// The monitoring as the robot has it, reading it (within `wait`) if it was not read yet;
    /// `None` when the motion server is not MoveIt.
    pub async fn monitoring(&self, wait: Duration) -> Option<Monitoring> {
        let (name, client) = self.client.as_ref()?;
        if let Some(rules) = *self.read.lock().unwrap_or_else(PoisonError::into_inner) {
            return Some(Monitoring { rules, source: format!("read from {name}") });
        }
        match read(client, name, wait).await {
            Ok(rules) => {
                *self.read.lock().unwrap_or_else(PoisonError::into_inner) = Some(rules);
                Some(Monitoring { rules, source: format!("read from {name}") })
            }
            Err(why) => Some(Monitoring {
                rules: ExecutionMonitoring::default(),
                source: format!("MoveIt's defaults assumed: {why} (motion.moveit_node)"),
            }),
        }
    }
}

async fn read(
    client: &r2r::Client<GetParameters::Service>,
    name: &str,
    wait: Duration,
) -> Result<ExecutionMonitoring, String> {
    let service = format!("{name}/get_parameters");
    let names = [ENABLED_PARAMETER, SCALING_PARAMETER, MARGIN_PARAMETER].map(str::to_owned).to_vec();
    let answer = call(client, &GetParameters::Request { names }, wait).await.map_err(|e| match e {
        CallError::Unavailable => format!("{service} unavailable within {} s", wait.as_secs_f64()),
        CallError::Request(e) => format!("{service}: {e}"),
        CallError::Failed(e) => format!("{service} failed: {e}"),
        CallError::TimedOut => format!("{service} did not answer within {} s", wait.as_secs_f64()),
    })?;
    from_values(&answer.values)
}

/// The three parameters from `values` (in the order asked), MoveIt's default for each not set.
fn from_values(values: &[ParameterValue]) -> Result<ExecutionMonitoring, String> {
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
    m.check()?;
    Ok(m)
}

/// `rcl_interfaces/msg/ParameterType`'s values.
const NOT_SET: u8 = 0;
const BOOL: u8 = 1;
const INTEGER: u8 = 2;
const DOUBLE: u8 = 3;

#[cfg(test)]
mod tests {
    use super::*;

    fn value(type_: u8, b: bool, x: f64) -> ParameterValue {
        ParameterValue { type_, bool_value: b, double_value: x, ..Default::default() }
    }

    #[test]
    fn values_not_set_are_moveits_defaults_and_a_wrong_type_is_named() {
        assert_eq!(from_values(&[]), Ok(ExecutionMonitoring::default()));
        let read = from_values(&[value(BOOL, false, 0.0), value(DOUBLE, false, 1.2), value(NOT_SET, false, 9.0)]);
        assert_eq!(read, Ok(ExecutionMonitoring { enabled: false, scaling: 1.2, margin_s: 0.5 }));
        let wrong = from_values(&[value(DOUBLE, false, 1.0)]).unwrap_err();
        assert!(wrong.contains(ENABLED_PARAMETER), "{wrong}");
        let below = from_values(&[value(NOT_SET, false, 0.0), value(DOUBLE, false, 0.5)]).unwrap_err();
        assert!(below.contains(SCALING_PARAMETER), "{below}");
    }

    #[test]
    fn the_floor_names_the_parameter_and_is_none_when_monitoring_is_off() {
        let on = Monitoring { rules: ExecutionMonitoring::default(), source: "read from /move_group".into() };
        let (f, why) = on.floor().expect("a floor");
        assert!((f - 1.0 / 1.1).abs() < 1e-12);
        assert!(why.contains(ENABLED_PARAMETER) && why.contains("0.909") && why.contains("/move_group"), "{why}");
        let off = Monitoring { rules: ExecutionMonitoring { enabled: false, ..on.rules }, ..on };
        assert_eq!(off.floor(), None);
    }
}
