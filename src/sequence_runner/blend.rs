//! Sequences with blend radii (D37): each iteration's waypoints planned as one blended path from
//! where the arm is, checked against the world and by the drive model from the measured state,
//! and sent as one trajectory goal to the controller.
//!
//! The runner is a process of its own and reads no configuration: what it plans with (the
//! robot's files, the world as it was when the sequence started, the hold tolerance, the joint
//! state topic) comes in a file the service writes beside the sequence file ([`Planning`],
//! `--planning`). The world of the start is the one the whole run is checked against, as a
//! named position's angles are those of the start (D32).

use super::transport::MeasuredState;
use armrest_backend::collision::World;
use armrest_backend::drive::{self, Start};
use armrest_backend::formats::sequence::SequenceFile;
use armrest_backend::motion::Scaling;
use armrest_backend::planning::{self, path};
use armrest_backend::robot_model::{Frames, RobotFiles};
use armrest_backend::tool::ToolDefinition;
use armrest_backend::validation::{Checker, Extras, Loc};
use armrest_backend::{RobotModel, Trajectory};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What the runner plans a blended path with: the file `--planning` names.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Planning {
    pub urdf: PathBuf,
    pub srdf: PathBuf,
    pub joint_limits: PathBuf,
    /// Mesh files by `NAME/PATH` of their `package://NAME/PATH`.
    pub meshes: BTreeMap<String, PathBuf>,
    pub planning_frame: String,
    pub tcp_link: String,
    /// The world when the sequence started, as `GET /world` reads (`{"objects": [...],
    /// "tool": ...}`).
    pub world: serde_json::Value,
    /// `trajectory.hold_tolerance_rad` (D24).
    pub hold_tolerance_rad: f64,
    /// `joint_states.topic`: where the runner reads the arm's state over ROS 2.
    pub joint_states_topic: String,
    /// The tool mounted when the sequence started (D36), as `GET /robot/tool` gives its
    /// `active`: its TCP is what the waypoints' poses aim; `null`, the bare flange.
    #[serde(default)]
    pub tool: serde_json::Value,
}

impl Planning {
    /// The world as the file carries it.
    pub fn world_value(world: &World) -> serde_json::Value {
        serde_json::json!({"objects": world.objects.values().collect::<Vec<_>>(), "tool": world.tool})
    }

    /// Reads the file and loads the robot model with its world; `Err` says why not.
    pub fn load(path: &Path) -> Result<(Planning, Arc<RobotModel>), String> {
        let text = std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let planning: Planning =
            serde_json::from_slice(&text).map_err(|e| format!("{} is no planning file: {e}", path.display()))?;
        let files = RobotFiles {
            urdf: &planning.urdf,
            srdf: &planning.srdf,
            joint_limits: &planning.joint_limits,
            meshes: &planning.meshes,
        };
        let frames = Frames { planning_frame: planning.planning_frame.clone(), tcp_link: planning.tcp_link.clone() };
        let model = RobotModel::load(files, frames, &BTreeMap::new()).map_err(|e| e.to_string())?;
        let world = World::read(&planning.world, &model.world_frames())
            .map_err(|v| format!("the world in {}: {v}", path.display()))?;
        model.set_world(world);
        if !planning.tool.is_null() {
            let mut c = Checker::new();
            let tool = ToolDefinition::read(&mut c, &planning.tool, &Loc::root("tool"), f64::INFINITY, Extras::Refused);
            let tool = c.finish(|| tool).map_err(|v| format!("the tool in {}: {v}", path.display()))?;
            model.set_tool(Some(tool));
        }
        Ok((planning, Arc::new(model)))
    }
}

/// What the runner needs to run blended iterations.
pub struct Blending {
    pub model: Arc<RobotModel>,
    pub hold_tolerance: f64,
    /// The controller's FollowJointTrajectory action (`trajectory.controller_action`).
    pub controller_action: String,
}

/// The trajectory of one iteration: `file`'s waypoints planned as one path from `at`, clear of
/// the world, shifted by a drive window and checked by the drive model from the measured state.
pub fn plan_iteration(blending: &Blending, file: &SequenceFile, at: &MeasuredState) -> Result<Trajectory, String> {
    let model = &blending.model;
    let limits = model.limits();
    let rates = |speed: f64| planning::rates(limits, Scaling::new(speed));
    let plan = path::plan_checked(model, &at.position, &path::PathGoal::of_sequence(file), &rates)?.plan;
    let start = Start::measured(at.position, at.velocity, blending.hold_tolerance);
    let points = drive::from_the_arm(plan.trajectory.points().to_vec(), Some(&start), limits)
        .map_err(|e| format!("the path cannot be followed from where the arm is: {e}; the arm did not move"))?;
    Trajectory::new(points).map_err(|v| v.to_string())
}

/// [`plan_iteration`] off the runner's thread (planning takes a while; signals are answered
/// meanwhile).
pub async fn plan_off_thread(
    blending: &Blending,
    file: &SequenceFile,
    at: MeasuredState,
) -> Result<Trajectory, String> {
    let (model, hold_tolerance) = (Arc::clone(&blending.model), blending.hold_tolerance);
    let file = file.clone();
    let blending = Blending { model, hold_tolerance, controller_action: String::new() };
    tokio::task::spawn_blocking(move || plan_iteration(&blending, &file, &at))
        .await
        .unwrap_or_else(|e| Err(format!("the planner failed: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use armrest_backend::DOF;
    use serde_json::json;

    const W1: [f64; DOF] = [0.4, 0.3, -0.2, -1.1, 0.3, 0.8, -0.5];
    const W2: [f64; DOF] = [0.0, 0.5, 0.0, -1.3, 0.0, 0.9, -0.2];
    const W3: [f64; DOF] = [-0.4, 0.5, 0.2, -1.4, -0.3, 1.1, 0.1];

    /// The shipped robot's planning file with `world`, written to a file of its own.
    fn planning_file(tag: &str, world: serde_json::Value) -> PathBuf {
        planning_file_with(tag, world, serde_json::Value::Null)
    }

    fn planning_file_with(tag: &str, world: serde_json::Value, tool: serde_json::Value) -> PathBuf {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let planning = Planning {
            urdf: root.join("urdf/arm.urdf"),
            srdf: root.join("urdf/arm.srdf"),
            joint_limits: root.join("config/moveit/joint_limits.yaml"),
            meshes: BTreeMap::new(),
            planning_frame: "base_link".into(),
            tcp_link: "tool0".into(),
            world,
            hold_tolerance_rad: 0.001,
            joint_states_topic: "/joint_states".into(),
            tool,
        };
        let path = std::env::temp_dir().join(format!("armrest-planning-{tag}-{}.json", std::process::id()));
        std::fs::write(&path, serde_json::to_vec(&planning).unwrap()).unwrap();
        path
    }

    /// The tool mounted when the sequence started is the one its poses aim (D36).
    #[test]
    fn the_planning_file_carries_the_mounted_tool() {
        let tool = json!({"name": "gripper", "tcp": {"x": 0.0, "y": 0.0, "z": 0.2}, "mass_kg": 1.0});
        let path = planning_file_with("tool", json!({"objects": [], "tool": null}), tool);
        let (_, model) = Planning::load(&path).unwrap();
        let _ = std::fs::remove_file(&path);
        assert_eq!(model.tool().map(|t| t.name.clone()), Some("gripper".to_owned()));
        assert!((model.tool_offset().translation.vector.z - 0.2).abs() < 1e-12);
        let bare = planning_file("bare", json!({"objects": [], "tool": null}));
        let (_, model) = Planning::load(&bare).unwrap();
        let _ = std::fs::remove_file(&bare);
        assert!(model.tool().is_none());
    }

    fn blending(path: &Path) -> Blending {
        let (planning, model) = Planning::load(path).unwrap();
        let _ = std::fs::remove_file(path);
        Blending { model, hold_tolerance: planning.hold_tolerance_rad, controller_action: String::new() }
    }

    fn file() -> SequenceFile {
        let text = json!({"waypoints": [
            {"joints": W1, "speed": 0.5, "blend_radius": 0.1},
            {"joints": W2, "speed": 0.5, "blend_radius": 0.1},
            {"joints": W3, "speed": 0.5},
        ]});
        SequenceFile::from_value(&text, &armrest_backend::validation::Loc::empty(), None).unwrap()
    }

    fn at_rest(position: [f64; DOF]) -> MeasuredState {
        MeasuredState { position, velocity: [0.0; DOF] }
    }

    #[test]
    fn an_iteration_is_one_trajectory_from_the_arm_to_the_last_waypoint() {
        let b = blending(&planning_file("plain", json!({"objects": [], "tool": null})));
        let t = plan_iteration(&b, &file(), &at_rest([0.0, 0.2, 0.0, -1.0, 0.0, 0.6, 0.0])).unwrap();
        let points = t.points();
        // One drive window ahead of where the arm is (D24), ending exactly on the last waypoint.
        assert!(points[0].time_from_start >= drive::WINDOW_S, "{:?}", points[0]);
        assert_eq!(points.last().map(|p| p.positions), Some(W3));
    }

    #[test]
    fn a_path_through_the_world_of_the_start_is_refused_naming_it() {
        // A keep-out zone around the TCP at the middle waypoint: the path passes through it.
        let probe = blending(&planning_file("probe", json!({"objects": []})));
        let tcp = probe.model.tcp_pose(&W2).translation.vector;
        let zone = json!({"objects": [{
            "id": "zone", "kind": "keep_out", "shape": "sphere", "radius": 0.2,
            "pose": {"x": tcp.x, "y": tcp.y, "z": tcp.z, "a": 0, "b": 0, "c": 0},
            "frame_id": "", "touch_links": [],
        }]});
        let b = blending(&planning_file("zone", zone));
        assert_eq!(b.model.world().world.objects.len(), 1, "the file's world is the model's");
        let why = plan_iteration(&b, &file(), &at_rest(W1)).unwrap_err();
        assert!(why.contains("collides") && why.contains("zone"), "{why}");
        // The same world written back as the service writes it reads the same.
        let again = Planning::world_value(&b.model.world().world);
        let b2 = blending(&planning_file("again", again));
        assert_eq!(b2.model.world().world, b.model.world().world);
    }

    #[test]
    fn a_path_the_drives_cannot_follow_from_the_measured_state_is_refused() {
        let b = blending(&planning_file("moving", json!({})));
        // The arm measured moving fast away from the path: the command cannot turn in a window.
        let mut at = at_rest(W1);
        at.velocity[0] = 1.5;
        at.velocity[1] = -1.5;
        let why = plan_iteration(&b, &file(), &at).unwrap_err();
        assert!(why.contains("cannot be followed from where the arm is"), "{why}");
    }

    #[test]
    fn a_message_s_joints_are_read_in_the_model_s_order() {
        let joints: Vec<String> = (1..=DOF).map(|j| format!("joint{j}")).collect();
        let mut names = joints.clone();
        names.reverse();
        let position: Vec<f64> = (0..DOF).map(|j| j as f64).collect();
        let s = MeasuredState::from_message(&joints, &names, &position, &[f64::NAN; DOF]).unwrap();
        assert_eq!(s.position, [6.0, 5.0, 4.0, 3.0, 2.0, 1.0, 0.0]);
        assert_eq!(s.velocity, [0.0; DOF], "an unreported velocity counts as none");
        assert!(MeasuredState::from_message(&joints, &names[1..], &position[1..], &[]).is_none());
    }
}
