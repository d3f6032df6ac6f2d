//! A robot's MoveIt `moveit_controllers.yaml` (what its launch hands `move_group` as
//! parameters), read as MoveIt `jazzy` reads it, for `armrest_sim_node --moveit-controllers FILE`:
//! `trajectory_execution.*` (its defaults where the file is silent), the controller manager
//! plugin (`moveit_controller_manager`) and its controller list (`<plugin's package>.
//! controller_names`, each controller's `type`, `action_ns`, `default`, `joints`), and each
//! controller's overrides of the duration monitoring (`<package>.<controller>.
//! allowed_execution_duration_scaling` and `…allowed_goal_duration_margin`, which
//! `TrajectoryExecutionManager::loadControllerParams` reads). The file may also be a
//! parameters file with `move_group`'s `ros__parameters`.

use crate::ros_parameters::{Parameters, ParametersFile};
use armrest_backend::execution_monitoring::{
    ENABLED_PARAMETER, ExecutionMonitoring, MARGIN_PARAMETER, SCALING_PARAMETER,
};

/// MoveIt's default controller manager plugin.
pub const SIMPLE_MANAGER: &str = "moveit_simple_controller_manager/MoveItSimpleControllerManager";
/// The MoveIt node whose parameters the file holds.
const MOVE_GROUP: &str = "/move_group";
pub const START_TOLERANCE_PARAMETER: &str = "trajectory_execution.allowed_start_tolerance";

/// MoveIt's `trajectory_execution.*`, its defaults where the file is silent:
/// `allowed_start_tolerance` (rad, 0.01; 0 turns the check off): a plan whose start the arm has
/// left by more while it was planned is not executed; `execution_duration_monitoring` (true),
/// `allowed_execution_duration_scaling` (1.1) and `allowed_goal_duration_margin` (0.5 s): a
/// goal still running past scaling × its planned duration + margin is cancelled, TIMED_OUT
/// ([`armrest_backend::execution_monitoring`]). The sim node answers them on the MoveIt node's
/// `get_parameters` service (`motion.moveit_node`), as `move_group` does.
#[derive(Clone, Copy, Debug, PartialEq)]
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

/// One controller of MoveIt's list.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveItController {
    pub name: String,
    pub type_: String,
    pub action_ns: String,
    pub default: bool,
    pub joints: Vec<String>,
    /// Its own `allowed_execution_duration_scaling` and `allowed_goal_duration_margin`, where set.
    pub scaling: Option<f64>,
    pub margin: Option<f64>,
}

/// What the file says.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveItControllers {
    pub execution: TrajectoryExecution,
    /// `moveit_controller_manager`: the controller manager plugin.
    pub plugin: String,
    /// The plugin's package: the prefix of the controller list's parameters.
    pub package: String,
    pub controllers: Vec<MoveItController>,
}

impl MoveItControllers {
    /// The names `move_group` answers for one controller's overrides.
    pub fn override_names(package: &str, controller: &str) -> [String; 2] {
        [
            format!("{package}.{controller}.allowed_execution_duration_scaling"),
            format!("{package}.{controller}.allowed_goal_duration_margin"),
        ]
    }

    /// The monitoring a goal on `controller` is judged by: the global parameters with that
    /// controller's overrides, as `executePart` takes them.
    pub fn execution_for(&self, controller: &str) -> TrajectoryExecution {
        let mut e = self.execution;
        if let Some(c) = self.controllers.iter().find(|c| c.name.trim_matches('/') == controller.trim_matches('/')) {
            if let Some(s) = c.scaling {
                e.allowed_execution_duration_scaling = s;
            }
            if let Some(m) = c.margin {
                e.allowed_goal_duration_margin = m;
            }
        }
        e
    }
}

/// Reads the file's text.
pub fn read(text: &str) -> Result<MoveItControllers, String> {
    let p = match ParametersFile::parse(text) {
        Ok(file) => file.for_node(MOVE_GROUP),
        Err(_) => Parameters::flatten(MOVE_GROUP, text)?,
    };
    let d = TrajectoryExecution::default();
    let execution = TrajectoryExecution {
        allowed_start_tolerance: p.double(START_TOLERANCE_PARAMETER, d.allowed_start_tolerance)?,
        execution_duration_monitoring: p.bool(ENABLED_PARAMETER, d.execution_duration_monitoring)?,
        allowed_execution_duration_scaling: p.double(SCALING_PARAMETER, d.allowed_execution_duration_scaling)?,
        allowed_goal_duration_margin: p.double(MARGIN_PARAMETER, d.allowed_goal_duration_margin)?,
    };
    if !(execution.allowed_start_tolerance >= 0.0 && execution.allowed_start_tolerance.is_finite()) {
        return Err(format!("{START_TOLERANCE_PARAMETER} must be 0 (not checked) or more radians"));
    }
    execution.monitoring().check()?;
    let plugin = p.string("moveit_controller_manager", SIMPLE_MANAGER)?;
    let package = plugin.split('/').next().unwrap_or_default().to_owned();
    let mut controllers = Vec::new();
    for name in p.strings(&format!("{package}.controller_names"))? {
        let key = |k: &str| format!("{package}.{name}.{k}");
        let [scaling_name, margin_name] = MoveItControllers::override_names(&package, &name);
        let optional = |n: &str| -> Result<Option<f64>, String> {
            if p.is_set(n) { p.double(n, 0.0).map(Some) } else { Ok(None) }
        };
        let c = MoveItController {
            type_: p.string(&key("type"), "")?,
            action_ns: p.string(&key("action_ns"), "")?,
            default: p.bool(&key("default"), false)?,
            joints: p.strings(&key("joints"))?,
            scaling: optional(&scaling_name)?,
            margin: optional(&margin_name)?,
            name,
        };
        let bound = c.scaling.unwrap_or(execution.allowed_execution_duration_scaling);
        let margin = c.margin.unwrap_or(execution.allowed_goal_duration_margin);
        TrajectoryExecution {
            allowed_execution_duration_scaling: bound,
            allowed_goal_duration_margin: margin,
            ..execution
        }
        .monitoring()
        .check()
        .map_err(|e| format!("{}: {e}", c.name))?;
        controllers.push(c);
    }
    Ok(MoveItControllers { execution, plugin, package, controllers })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// As MoveIt Setup Assistant writes it, with one controller's own bound.
    const FILE: &str = "\
trajectory_execution:
  allowed_execution_duration_scaling: 1.2
  allowed_goal_duration_margin: 0.5
moveit_controller_manager: moveit_simple_controller_manager/MoveItSimpleControllerManager
moveit_simple_controller_manager:
  controller_names:
    - arm_controller
    - gripper_controller
  arm_controller:
    type: FollowJointTrajectory
    action_ns: follow_joint_trajectory
    default: true
    joints: [joint1, joint2]
    allowed_execution_duration_scaling: 2.0
  gripper_controller:
    type: GripperCommand
    action_ns: gripper_cmd
    joints: [finger]
";

    #[test]
    fn the_file_gives_moveits_rules_its_controllers_and_their_overrides() {
        let m = read(FILE).expect("the file reads");
        assert_eq!(m.execution.allowed_execution_duration_scaling, 1.2);
        assert!(m.execution.execution_duration_monitoring, "MoveIt's default");
        assert_eq!(m.execution.allowed_start_tolerance, 0.01, "MoveIt's default");
        assert_eq!(m.package, "moveit_simple_controller_manager");
        assert_eq!(m.controllers.len(), 2);
        assert_eq!(m.controllers[0].scaling, Some(2.0));
        assert!(m.controllers[0].default && m.controllers[0].action_ns == "follow_joint_trajectory");
        assert_eq!(m.execution_for("arm_controller").allowed_execution_duration_scaling, 2.0);
        assert_eq!(m.execution_for("/gripper_controller").allowed_execution_duration_scaling, 1.2);
        assert_eq!(
            MoveItControllers::override_names("moveit_simple_controller_manager", "arm_controller")[0],
            "moveit_simple_controller_manager.arm_controller.allowed_execution_duration_scaling"
        );
    }

    #[test]
    fn a_move_group_parameters_file_reads_the_same() {
        let wrapped = format!(
            "move_group:\n  ros__parameters:\n{}",
            FILE.lines().map(|l| format!("    {l}\n")).collect::<String>()
        );
        assert_eq!(read(&wrapped).unwrap(), read(FILE).unwrap());
    }

    #[test]
    fn what_moveit_would_refuse_is_refused_naming_it() {
        let e = read("trajectory_execution:\n  allowed_execution_duration_scaling: 1\n").unwrap_err();
        assert!(e.contains("allowed_execution_duration_scaling is an integer"), "{e}");
        let e = read(&FILE.replace("scaling: 2.0", "scaling: -2.0")).unwrap_err();
        assert!(e.starts_with("arm_controller: "), "{e}");
        assert!(read("- a\n").is_err());
    }
}
