//! A robot's ros2_control controllers file (the YAML its bringup hands the controller manager),
//! read as Jazzy reads it, for `armrest_sim_node --controllers FILE`: the controller manager's
//! list of controllers and types, and the joint trajectory controller's (JTC's) parameters
//! under their upstream names (`joint_trajectory_controller_parameters.yaml`, ros2_controllers
//! `jazzy`), upstream's default where the file is silent and upstream's validation where it
//! refuses. Controllers of another type are listed, as not simulated. A parameter the JTC does
//! not declare is ignored, as a node ignores an override it never declares, and listed.

use crate::ros_parameters::{Parameters, ParametersFile};
use std::collections::BTreeMap;

/// The type of the controller the stand-in simulates.
pub const JTC_TYPE: &str = "joint_trajectory_controller/JointTrajectoryController";

/// The broadcaster the stand-in's joint state publisher stands in for.
pub const BROADCASTER_TYPE: &str = "joint_state_broadcaster/JointStateBroadcaster";

/// The parameters Jazzy's JTC declares, beside the per-joint `constraints.<joint>.*` and
/// `gains.<joint>.*` maps (a position-commanded JTC uses no gains).
const DECLARED: &[&str] = &[
    "joints",
    "command_joints",
    "command_interfaces",
    "state_interfaces",
    "speed_scaling.initial_scaling_factor",
    "speed_scaling.state_interface",
    "speed_scaling.command_interface",
    "allow_partial_joints_goal",
    "open_loop_control",
    "interpolate_from_desired_state",
    "allow_integration_in_goal_trajectories",
    "set_last_command_interface_value_as_state_on_activation",
    "action_monitor_rate",
    "interpolation_method",
    "allow_nonzero_velocity_at_trajectory_end",
    "cmd_timeout",
    "constraints.stopped_velocity_tolerance",
    "constraints.goal_time",
    "constraints.decelerate_on_cancel",
    // Every node has it; the stand-in runs on its own clock (`/clock` it publishes).
    "use_sim_time",
];

/// The JTC's `constraints`: `goal_time` (0: no limit), `stopped_velocity_tolerance`, and per
/// joint `<joint>: {trajectory, goal}` (a position tolerance while moving and at the goal; 0
/// enforces none), upstream's defaults where the file is silent.
#[derive(Clone, Debug, PartialEq)]
pub struct Constraints {
    pub goal_time: f64,
    pub stopped_velocity_tolerance: f64,
    /// Joint name (the URDF's) to its tolerances, for the joints the file sets any for.
    pub joints: BTreeMap<String, JointConstraints>,
}

impl Default for Constraints {
    fn default() -> Self {
        Constraints { goal_time: 0.0, stopped_velocity_tolerance: 0.01, joints: BTreeMap::new() }
    }
}

/// `constraints.<joint>`: its position tolerance while a trajectory runs and at its goal, and
/// how fast `decelerate_on_cancel` brings it to rest (rad/s², 0: not at all, the default).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct JointConstraints {
    pub trajectory: f64,
    pub goal: f64,
    pub max_deceleration_on_cancel: f64,
}

/// `--joint-map FROM=TO,…`: the robot file's joint names renamed to the URDF's.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct JointMap(Vec<(String, String)>);

impl JointMap {
    pub fn parse(text: &str) -> Result<JointMap, String> {
        let mut pairs: Vec<(String, String)> = Vec::new();
        for item in text.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            let Some((from, to)) = item.split_once('=').map(|(f, t)| (f.trim(), t.trim())) else {
                return Err(format!("joint map: {item:?} is not FROM=TO"));
            };
            if from.is_empty() || to.is_empty() {
                return Err(format!("joint map: {item:?} is not FROM=TO"));
            }
            if pairs.iter().any(|(f, _)| f == from) {
                return Err(format!("joint map: {from} is renamed twice"));
            }
            pairs.push((from.to_owned(), to.to_owned()));
        }
        Ok(JointMap(pairs))
    }

    /// The URDF's name for the file's `joint`.
    pub fn rename<'a>(&'a self, joint: &'a str) -> &'a str {
        self.0.iter().find(|(f, _)| f == joint).map_or(joint, |(_, t)| t)
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// The JTC the stand-in simulates, as the robot's file configures it (joints renamed).
#[derive(Clone, Debug, PartialEq)]
pub struct Jtc {
    /// Its node's fully qualified name (`<manager's namespace>/<name>`): its topics and action
    /// are under it.
    pub node: String,
    pub joints: Vec<String>,
    pub command_interfaces: Vec<String>,
    pub state_interfaces: Vec<String>,
    pub initial_scaling_factor: f64,
    pub scaling_state_interface: String,
    pub scaling_command_interface: String,
    pub allow_partial_joints_goal: bool,
    /// `interpolate_from_desired_state`, or the deprecated `open_loop_control` (either starts a
    /// new trajectory from the last command).
    pub interpolate_from_desired_state: bool,
    pub allow_nonzero_velocity_at_trajectory_end: bool,
    pub cmd_timeout: f64,
    pub decelerate_on_cancel: bool,
    pub constraints: Constraints,
    /// What the start-up log lists: the other controllers (not simulated) and the parameters
    /// ignored.
    pub notes: Vec<String>,
}

impl Jtc {
    pub fn has_velocity_state(&self) -> bool {
        self.state_interfaces.iter().any(|i| i == "velocity")
    }

    /// Whether Jazzy's JTC subscribes `~/speed_scaling_input`: only with position command
    /// interfaces alone (`on_configure`).
    pub fn takes_speed_scaling(&self) -> bool {
        self.command_interfaces.iter().all(|i| i == "position")
    }

    /// The controller's name without its namespace, as MoveIt's controller list names it.
    pub fn name(&self) -> &str {
        self.node.trim_start_matches('/')
    }
}

/// Reads the controllers file's text: its controller manager, the JTC it lists (`chosen` when it
/// lists several), that JTC's parameters; the joints renamed by `map` must be the arm's
/// (`arm_joints`), every one of them.
pub fn read(text: &str, chosen: Option<&str>, map: &JointMap, arm_joints: &[String]) -> Result<Jtc, String> {
    let file = ParametersFile::parse(text)?;
    let manager_key = file
        .node_keys()
        .find(|k| k.rsplit('/').next() == Some("controller_manager") && !k.contains('*'))
        .ok_or("no controller_manager node: a ros2_control controllers file lists its controllers under it")?
        .to_owned();
    let namespace = manager_key.rsplit_once('/').map_or("", |(ns, _)| ns).to_owned();
    let manager = file.for_node(&manager_key);
    let mut listed: Vec<(String, String)> = Vec::new();
    for name in manager.names() {
        if let Some(controller) = name.strip_suffix(".type") {
            listed.push((controller.to_owned(), manager.string(name, "")?));
        }
    }
    let jtcs: Vec<&str> = listed.iter().filter(|(_, t)| t == JTC_TYPE).map(|(n, _)| n.as_str()).collect();
    let name = match (chosen, jtcs.as_slice()) {
        (Some(c), _) if jtcs.contains(&c) => c.to_owned(),
        (Some(c), _) => {
            return Err(format!(
                "{manager_key} lists no {JTC_TYPE} named {c} (its: {})",
                if jtcs.is_empty() { "none".to_owned() } else { jtcs.join(", ") }
            ));
        }
        (None, [one]) => (*one).to_owned(),
        (None, []) => {
            return Err(format!(
                "{manager_key} lists no {JTC_TYPE}: the stand-in simulates that controller (listed: {})",
                listed.iter().map(|(n, t)| format!("{n} ({t})")).collect::<Vec<_>>().join(", ")
            ));
        }
        (None, many) => {
            return Err(format!(
                "{manager_key} lists several {JTC_TYPE}s ({}): say which one drives the arm (--controller NAME)",
                many.join(", ")
            ));
        }
    };
    let node = format!("{namespace}/{name}");
    let p = file.for_node(&node);
    let mut notes: Vec<String> = listed
        .iter()
        // The stand-in publishes the joint states as the broadcaster does.
        .filter(|(n, t)| *n != name && t != BROADCASTER_TYPE)
        .map(|(n, t)| format!("not simulated: {namespace}/{n} ({t})"))
        .collect();
    let jtc = jtc_parameters(&p, node, map, arm_joints, &mut notes)?;
    Ok(Jtc { notes, ..jtc })
}

fn jtc_parameters(
    p: &Parameters,
    node: String,
    map: &JointMap,
    arm_joints: &[String],
    notes: &mut Vec<String>,
) -> Result<Jtc, String> {
    let given = p.strings("joints")?;
    if given.is_empty() {
        return Err(format!("{node}: joints is empty or missing (upstream: size_gt 0)"));
    }
    let joints: Vec<String> = given.iter().map(|j| map.rename(j).to_owned()).collect();
    let unknown: Vec<&str> =
        given.iter().zip(&joints).filter(|(_, j)| !arm_joints.contains(j)).map(|(g, _)| g.as_str()).collect();
    if !unknown.is_empty() {
        return Err(format!(
            "{node}: joints the URDF's arm does not have: {} (its joints: {}; --joint-map FROM=TO,… renames)",
            unknown.join(", "),
            arm_joints.join(", ")
        ));
    }
    let missing: Vec<&str> = arm_joints.iter().filter(|j| !joints.contains(j)).map(String::as_str).collect();
    if !missing.is_empty() {
        return Err(format!(
            "{node}: the controller does not own the arm's {} (the stand-in drives the arm with one controller)",
            missing.join(", ")
        ));
    }
    let command_joints = p.strings("command_joints")?;
    if !command_joints.is_empty() && command_joints != given {
        return Err(format!("{node}: command_joints other than joints is not simulated"));
    }
    let interfaces = |name: &str, allowed: &[&str]| -> Result<Vec<String>, String> {
        let v = p.strings(name)?;
        if v.is_empty() {
            return Err(format!("{node}: {name} is empty or missing (upstream: size_gt 0)"));
        }
        if let Some(bad) = v.iter().find(|i| !allowed.contains(&i.as_str())) {
            return Err(format!("{node}: {name} has {bad:?}, not one of {}", allowed.join(", ")));
        }
        Ok(v)
    };
    let command_interfaces = interfaces("command_interfaces", &["position", "velocity", "acceleration", "effort"])?;
    let state_interfaces = interfaces("state_interfaces", &["position", "velocity", "acceleration"])?;
    if !command_interfaces.iter().any(|i| i == "position") {
        return Err(format!(
            "{node}: command_interfaces {command_interfaces:?} are not simulated: the stand-in's drives take position commands"
        ));
    }
    if !state_interfaces.iter().any(|i| i == "position") {
        return Err(format!("{node}: state_interfaces must have position (upstream's combinations)"));
    }
    if p.string("interpolation_method", "splines")? != "splines" {
        return Err(format!("{node}: interpolation_method other than splines is not simulated"));
    }
    if p.bool("allow_integration_in_goal_trajectories", false)? {
        return Err(format!("{node}: allow_integration_in_goal_trajectories is not simulated"));
    }
    let initial_scaling_factor = p.double("speed_scaling.initial_scaling_factor", 1.0)?;
    if !(initial_scaling_factor >= 0.0 && initial_scaling_factor.is_finite()) {
        return Err(format!("{node}: speed_scaling.initial_scaling_factor must be 0 or more"));
    }
    let cmd_timeout = p.double("cmd_timeout", 0.0)?;
    if !(cmd_timeout >= 0.0 && cmd_timeout.is_finite()) {
        return Err(format!("{node}: cmd_timeout must be 0 (off) or more seconds"));
    }
    let monitor = p.double("action_monitor_rate", 20.0)?;
    if monitor < 0.1 {
        return Err(format!("{node}: action_monitor_rate must be 0.1 or more (upstream's validation)"));
    }
    let goal_time = p.double("constraints.goal_time", 0.0)?;
    if !(goal_time >= 0.0 && goal_time.is_finite()) {
        return Err(format!("{node}: constraints.goal_time must be 0 or more (upstream's validation)"));
    }
    let mut per_joint = BTreeMap::new();
    for (g, j) in given.iter().zip(&joints) {
        let c = JointConstraints {
            trajectory: p.double(&format!("constraints.{g}.trajectory"), 0.0)?,
            goal: p.double(&format!("constraints.{g}.goal"), 0.0)?,
            max_deceleration_on_cancel: p.double(&format!("constraints.{g}.max_deceleration_on_cancel"), 0.0)?,
        };
        if c.max_deceleration_on_cancel < 0.0 {
            return Err(format!("{node}: constraints.{g}.max_deceleration_on_cancel must be 0 or more"));
        }
        // Only what the file sets: a joint left out has upstream's zeros.
        if c != JointConstraints::default() {
            per_joint.insert(j.clone(), c);
        }
    }
    let per_joint_name = |name: &str, map_name: &str, keys: &[&str]| {
        name.strip_prefix(map_name)
            .and_then(|rest| rest.split_once('.'))
            .is_some_and(|(joint, key)| given.iter().any(|g| g == joint) && (keys.is_empty() || keys.contains(&key)))
    };
    let ignored: Vec<&str> = p
        .names()
        .filter(|n| {
            !DECLARED.contains(n)
                && !per_joint_name(n, "constraints.", &["trajectory", "goal", "max_deceleration_on_cancel"])
                && !per_joint_name(n, "gains.", &[])
        })
        .collect();
    if !ignored.is_empty() {
        notes.push(format!("{node}: ignored, not parameters of Jazzy's JTC: {}", ignored.join(", ")));
    }
    Ok(Jtc {
        node,
        joints,
        command_interfaces,
        state_interfaces,
        initial_scaling_factor,
        scaling_state_interface: p.string("speed_scaling.state_interface", "")?,
        scaling_command_interface: p.string("speed_scaling.command_interface", "")?,
        allow_partial_joints_goal: p.bool("allow_partial_joints_goal", false)?,
        interpolate_from_desired_state: p.bool("interpolate_from_desired_state", false)?
            || p.bool("open_loop_control", false)?,
        allow_nonzero_velocity_at_trajectory_end: p.bool("allow_nonzero_velocity_at_trajectory_end", false)?,
        cmd_timeout,
        decelerate_on_cancel: p.bool("constraints.decelerate_on_cancel", false)?,
        constraints: Constraints {
            goal_time,
            stopped_velocity_tolerance: p.double("constraints.stopped_velocity_tolerance", 0.01)?,
            joints: per_joint,
        },
        notes: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn arm() -> Vec<String> {
        (1..=7).map(|i| format!("joint{i}")).collect()
    }

    /// A UR-like bringup: its own joint names, a namespaced manager, a second JTC, a broadcaster.
    const UR: &str = "\
ur:
  controller_manager:
    ros__parameters:
      update_rate: 500
      joint_state_broadcaster:
        type: joint_state_broadcaster/JointStateBroadcaster
      scaled_controller:
        type: joint_trajectory_controller/JointTrajectoryController
      passthrough_controller:
        type: joint_trajectory_controller/JointTrajectoryController
/**/scaled_controller:
  ros__parameters:
    joints: [a1, a2, a3, a4, a5, a6, a7]
    command_interfaces: [position]
    state_interfaces: [position, velocity]
    state_publish_rate: 100.0
    speed_scaling:
      state_interface: speed_scaling/speed_scaling_factor
    constraints:
      goal_time: 0.5
      a2: {trajectory: 0.2, goal: 0.1}
    gains:
      a1: {p: 1.0}
";

    fn ur_map() -> JointMap {
        JointMap::parse("a1=joint1,a2=joint2,a3=joint3,a4=joint4,a5=joint5,a6=joint6,a7=joint7").unwrap()
    }

    #[test]
    fn a_robots_file_names_its_controller_its_parameters_and_what_is_not_simulated() {
        let j = read(UR, Some("scaled_controller"), &ur_map(), &arm()).expect("the file reads");
        assert_eq!(j.node, "/ur/scaled_controller");
        assert_eq!(j.joints, arm());
        assert!(j.has_velocity_state() && j.takes_speed_scaling());
        assert_eq!(j.scaling_state_interface, "speed_scaling/speed_scaling_factor");
        assert_eq!(j.constraints.goal_time, 0.5);
        assert_eq!(j.constraints.stopped_velocity_tolerance, 0.01, "upstream's default");
        assert_eq!(
            j.constraints.joints["joint2"],
            JointConstraints { trajectory: 0.2, goal: 0.1, max_deceleration_on_cancel: 0.0 }
        );
        assert!(!j.interpolate_from_desired_state && !j.allow_partial_joints_goal);
        let notes = j.notes.join("\n");
        assert!(!notes.contains("joint_state_broadcaster"), "the stand-in publishes the joint states: {notes}");
        assert!(notes.contains("not simulated: /ur/passthrough_controller"), "{notes}");
        assert!(notes.contains("ignored, not parameters of Jazzy's JTC: state_publish_rate"), "{notes}");
        assert!(!notes.contains("gains"), "{notes}");
    }

    #[test]
    fn what_the_file_leaves_open_or_gets_wrong_is_said() {
        let e = read(UR, None, &ur_map(), &arm()).unwrap_err();
        assert!(e.contains("several") && e.contains("--controller NAME"), "{e}");
        let e = read(UR, Some("scaled_controller"), &JointMap::default(), &arm()).unwrap_err();
        assert!(e.contains("joints the URDF's arm does not have: a1, a2") && e.contains("--joint-map"), "{e}");
        let e = read(UR, Some("nope"), &ur_map(), &arm()).unwrap_err();
        assert!(e.contains("no joint_trajectory_controller/JointTrajectoryController named nope"), "{e}");
        let six = UR.replace(", a7]", "]");
        let e = read(&six, Some("scaled_controller"), &ur_map(), &arm()).unwrap_err();
        assert!(e.contains("does not own the arm's joint7"), "{e}");
        let int = UR.replace("goal_time: 0.5", "goal_time: 1");
        let e = read(&int, Some("scaled_controller"), &ur_map(), &arm()).unwrap_err();
        assert!(e.contains("constraints.goal_time is an integer, declared a double (write 1.0"), "{e}");
        let vel = UR.replace("command_interfaces: [position]", "command_interfaces: [velocity]");
        let e = read(&vel, Some("scaled_controller"), &ur_map(), &arm()).unwrap_err();
        assert!(e.contains("not simulated"), "{e}");
        let e = read("x:\n  ros__parameters: {a: 1.0}\n", None, &ur_map(), &arm()).unwrap_err();
        assert!(e.contains("no controller_manager node"), "{e}");
    }

    #[test]
    fn a_joint_map_is_from_equals_to() {
        assert_eq!(JointMap::parse("a=b, c=d").unwrap().rename("c"), "d");
        assert_eq!(JointMap::parse("").unwrap().rename("x"), "x");
        assert!(JointMap::parse("a").unwrap_err().contains("not FROM=TO"));
        assert!(JointMap::parse("a=b,a=c").unwrap_err().contains("renamed twice"));
        assert!(JointMap::parse("=b").is_err());
    }

    proptest! {
        #[test]
        fn any_file_or_map_is_read_or_refused_never_a_panic(text in "\\PC{0,120}", map in "\\PC{0,30}") {
            let _ = JointMap::parse(&map);
            let _ = read(&text, None, &JointMap::default(), &arm());
        }
    }
}
