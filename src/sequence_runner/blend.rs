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
    let planned = path::plan(model, &at.position, &file.path_goal(), &rates)?;
    let plan = planning::clear_of_the_world(model, &at.position, planned.plan)?;
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
