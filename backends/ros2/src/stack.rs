//! What the robot's ROS 2 stack is, for `armrest_sim_node`: which parameters of Jazzy's
//! joint_trajectory_controller (JTC), joint_state_broadcaster and MoveIt's trajectory execution
//! the sim node stands in for, so the ROS 2 suite runs against the stacks robots ship.
//!
//! They come from the robot's own files ([`controllers_file`], [`moveit_controllers_file`]),
//! named by `--controllers` and `--moveit-controllers` or by a stand-in file (`--stack FILE`,
//! [`StackFile`]), which holds only what no robot file says: the JTC's version, faults, the
//! graph's QoS (`config/stacks/*.yaml`, docs/ros2.md "The stand-in's stack files"). [`Stack`] is
//! the result, every parameter resolved.
//!
//! [`controllers_file`]: crate::controllers_file
//! [`moveit_controllers_file`]: crate::moveit_controllers_file

use crate::controllers_file::{self, JointMap, Jtc};
pub use crate::controllers_file::{Constraints, JointConstraints};
pub use crate::moveit_controllers_file::TrajectoryExecution;
use crate::moveit_controllers_file::{self, MoveItControllers};
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// The stand-in's own file (`--stack FILE`): the robot files it stands in for (paths relative
/// to it) and what no robot file says. Every key has the default of a MoveIt robot on Jazzy's
/// JTC 4.4x (`config/stacks/jazzy-moveit.yaml`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct StackFile {
    /// The robot's ros2_control controllers file (`--controllers` overrides it).
    pub controllers: Option<PathBuf>,
    /// The robot's `moveit_controllers.yaml` (`--moveit-controllers` overrides it).
    pub moveit_controllers: Option<PathBuf>,
    /// Which JTC of the controllers file drives the arm, where it lists several.
    pub controller: Option<String>,
    /// The files' joint names renamed to the URDF's, `FROM=TO,…` (`--joint-map`).
    pub joint_map: String,
    /// The JTC's version subscribes `~/speed_scaling_input` (4.39 on; with position command
    /// interfaces alone).
    pub speed_scaling_input: bool,
    /// A fault: the controller is inactive. An inactive JTC drops topic messages and rejects
    /// goals.
    pub controller_active: bool,
    /// A fault: joints the controller owns beyond the URDF's seven (a message naming only the
    /// seven is rejected unless `allow_partial_joints_goal`); the broadcaster publishes them at 0.
    pub extra_joints: Vec<String>,
    /// The QoS of the controller's `~/joint_trajectory` subscription.
    pub trajectory_qos: TrajectoryQos,
}

impl Default for StackFile {
    fn default() -> Self {
        StackFile {
            controllers: None,
            moveit_controllers: None,
            controller: None,
            joint_map: String::new(),
            speed_scaling_input: true,
            controller_active: true,
            extra_joints: Vec::new(),
            trajectory_qos: TrajectoryQos::Reliable,
        }
    }
}

/// What the command line says beside (and over) the stand-in file.
#[derive(Clone, Debug, Default)]
pub struct RobotFiles {
    pub stack: Option<PathBuf>,
    pub controllers: Option<PathBuf>,
    pub moveit_controllers: Option<PathBuf>,
    pub controller: Option<String>,
    pub joint_map: Option<String>,
}

fn read_text(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: cannot read the file: {e}", path.display()))
}

impl Stack {
    /// The stack `files` describe for an arm with `arm_joints` (the URDF's, in order):
    /// upstream's defaults where no file says, errors naming the file and the key.
    pub fn load(files: &RobotFiles, arm_joints: &[String]) -> Result<Stack, String> {
        let mut stand_in = StackFile::default();
        if let Some(path) = &files.stack {
            stand_in = serde_saphyr::from_str(&read_text(path)?).map_err(|e| format!("{}: {e}", path.display()))?;
            let dir = path.parent().unwrap_or(Path::new("."));
            stand_in.controllers = stand_in.controllers.map(|p| dir.join(p));
            stand_in.moveit_controllers = stand_in.moveit_controllers.map(|p| dir.join(p));
        }
        let controllers = files.controllers.clone().or(stand_in.controllers.clone());
        let moveit = files.moveit_controllers.clone().or(stand_in.moveit_controllers.clone());
        let chosen = files.controller.clone().or(stand_in.controller.clone());
        let map = JointMap::parse(files.joint_map.as_deref().unwrap_or(&stand_in.joint_map))?;
        let jtc = match &controllers {
            Some(path) => Some(
                controllers_file::read(&read_text(path)?, chosen.as_deref(), &map, arm_joints)
                    .map_err(|e| format!("{}: {e}", path.display()))?,
            ),
            None => None,
        };
        let moveit = match &moveit {
            Some(path) => {
                Some(moveit_controllers_file::read(&read_text(path)?).map_err(|e| format!("{}: {e}", path.display()))?)
            }
            None => None,
        };
        let mut stack = Stack {
            speed_scaling_input: stand_in.speed_scaling_input,
            controller_active: stand_in.controller_active,
            extra_joints: stand_in.extra_joints,
            trajectory_qos: stand_in.trajectory_qos,
            ..Stack::default()
        };
        if let Some(j) = &jtc {
            stack.apply(j);
        }
        if let Some(m) = moveit {
            let name = jtc.as_ref().map_or("robot_arm_controller", Jtc::name);
            arm_controller_of(&m, name, &map, arm_joints)?;
            stack.trajectory_execution = m.execution_for(name);
            stack.moveit = Some(m);
        }
        Ok(stack)
    }

    /// The JTC's parameters, as the robot's file sets them.
    fn apply(&mut self, j: &Jtc) {
        self.controller = Some(j.node.clone());
        self.velocity_state = j.has_velocity_state();
        self.speed_scaling_input = self.speed_scaling_input && j.takes_speed_scaling();
        self.speed_scaling_state_interface = !j.scaling_state_interface.is_empty();
        self.speed_scaling_command_interface = !j.scaling_command_interface.is_empty();
        self.speed_scaling_initial_factor = j.initial_scaling_factor;
        self.decelerate_on_cancel = j.decelerate_on_cancel;
        self.cmd_timeout = j.cmd_timeout;
        self.interpolate_from_desired_state = j.interpolate_from_desired_state;
        self.allow_partial_joints_goal = j.allow_partial_joints_goal;
        self.allow_nonzero_velocity_at_trajectory_end = j.allow_nonzero_velocity_at_trajectory_end;
        self.constraints = j.constraints.clone();
        self.notes = j.notes.clone();
    }
}

/// MoveIt's controller for the arm must be the JTC simulated (`name`), with its action: MoveIt
/// sends the arm's goals to `<name>/<action_ns>`.
fn arm_controller_of(m: &MoveItControllers, name: &str, map: &JointMap, arm_joints: &[String]) -> Result<(), String> {
    let for_arm: Vec<_> = m
        .controllers
        .iter()
        .filter(|c| c.joints.iter().any(|j| arm_joints.iter().any(|a| a == map.rename(j))))
        .collect();
    let Some(c) = for_arm.iter().find(|c| c.name.trim_matches('/') == name) else {
        return Err(format!(
            "MoveIt's controllers for the arm are {}, not the simulated {name} ({}.controller_names)",
            if for_arm.is_empty() {
                "none".to_owned()
            } else {
                for_arm.iter().map(|c| c.name.as_str()).collect::<Vec<_>>().join(", ")
            },
            m.package
        ));
    };
    if c.type_ != "FollowJointTrajectory" || c.action_ns != "follow_joint_trajectory" {
        return Err(format!(
            "{}.{}: type {:?} and action_ns {:?}: the JTC serves FollowJointTrajectory on follow_joint_trajectory",
            m.package, c.name, c.type_, c.action_ns
        ));
    }
    let missing: Vec<&str> = arm_joints
        .iter()
        .filter(|a| !c.joints.iter().any(|j| map.rename(j) == a.as_str()))
        .map(String::as_str)
        .collect();
    if !missing.is_empty() {
        return Err(format!("{}.{}.joints lacks the arm's {}", m.package, c.name, missing.join(", ")));
    }
    Ok(())
}

/// The stack resolved: every parameter the stand-in runs by. Without any file, the defaults
/// of a MoveIt robot on Jazzy's JTC 4.4x (`config/stacks/jazzy-moveit.yaml`).
#[derive(Clone, Debug, PartialEq)]
pub struct Stack {
    /// The JTC's node (`/<name>`), whose name sets its topics and action; `None` (no
    /// controllers file): the endpoints configuration's names.
    pub controller: Option<String>,
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
    /// MoveIt's `trajectory_execution` parameters, as the `cobot/*` motion server the sim node
    /// stands in for applies them to the arm's controller (its own overrides taken).
    pub trajectory_execution: TrajectoryExecution,
    /// The robot's `moveit_controllers.yaml`, where one was given: what `move_group` answers.
    pub moveit: Option<MoveItControllers>,
    /// What the start-up log says: controllers not simulated, parameters ignored.
    pub notes: Vec<String>,
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
            controller: None,
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
            moveit: None,
            notes: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arm() -> Vec<String> {
        (1..=7).map(|i| format!("joint{i}")).collect()
    }

    fn stacks() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../config/stacks")
    }

    fn shipped(name: &str) -> Stack {
        let files = RobotFiles { stack: Some(stacks().join(name)), ..RobotFiles::default() };
        Stack::load(&files, &arm()).expect("a valid stack file")
    }

    #[test]
    fn the_shipped_stacks_read_and_the_default_is_jazzy_moveit() {
        let j = shipped("jazzy-moveit.yaml");
        assert_eq!(j.controller.as_deref(), Some("/robot_arm_controller"));
        assert!(j.moveit.is_some() && j.notes.iter().all(|n| n.starts_with("not simulated")), "{:?}", j.notes);
        assert_eq!(Stack { controller: None, moveit: None, notes: Vec::new(), ..j }, Stack::default());
        let p = shipped("position-only.yaml");
        assert!(!p.velocity_state && !p.speed_scaling_input && p.controller_active);
        let h = shipped("hardware-scaling.yaml");
        assert!(h.speed_scaling_input && h.speed_scaling_state_interface && h.velocity_state);
        assert!(!h.trajectory_execution.execution_duration_monitoring);
    }

    #[test]
    fn the_command_line_overrides_the_stand_in_files_robot_files() {
        let dir = std::env::temp_dir().join(format!("armrest-stack-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let moveit = dir.join("moveit_controllers.yaml");
        std::fs::write(
            &moveit,
            "moveit_simple_controller_manager:\n  controller_names: [robot_arm_controller]\n  robot_arm_controller:\n    \
             type: FollowJointTrajectory\n    action_ns: follow_joint_trajectory\n    \
             joints: [joint1, joint2, joint3, joint4, joint5, joint6, joint7]\n    \
             allowed_goal_duration_margin: 3.0\n",
        )
        .unwrap();
        let files = RobotFiles {
            stack: Some(stacks().join("jazzy-moveit.yaml")),
            moveit_controllers: Some(moveit.clone()),
            ..RobotFiles::default()
        };
        let s = Stack::load(&files, &arm()).unwrap();
        assert_eq!(s.trajectory_execution.allowed_goal_duration_margin, 3.0, "the controller's own margin");
        assert_eq!(s.moveit.as_ref().unwrap().execution.allowed_goal_duration_margin, 0.5);
        std::fs::write(
            &moveit,
            "moveit_simple_controller_manager:\n  controller_names: [other]\n  other: {joints: [joint1]}\n",
        )
        .unwrap();
        let e = Stack::load(&files, &arm()).unwrap_err();
        assert!(
            e.contains("MoveIt's controllers for the arm are other, not the simulated robot_arm_controller"),
            "{e}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_unknown_or_moved_key_is_refused_naming_it() {
        let e = serde_saphyr::from_str::<StackFile>("velocity_state: true\n").unwrap_err().to_string();
        assert!(e.contains("velocity_state"), "{e}");
        let files = RobotFiles { stack: Some("no/such.yaml".into()), ..RobotFiles::default() };
        assert!(Stack::load(&files, &arm()).unwrap_err().contains("no/such.yaml: cannot read the file"));
    }
}
