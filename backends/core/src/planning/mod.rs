//! Motion planning without the robot's planner: the simulator moves by these plans, and a plan
//! preview (`/robot/plan/*`) is one of them summarised, on every backend.

pub mod circ;
pub mod handover;
pub mod path;
pub mod planner;
pub mod preview;
pub mod profile;
pub mod retime;
pub mod thread;

/// The drives' rates a plan keeps within (the drive model's, [`crate::drive`]).
pub use crate::drive::JointRates;
pub use planner::Plan;
pub use preview::{ClosestPair, PlanPreview, PlanSummary};
pub use thread::PlanningThread;

use crate::client_text::quoted;
use crate::collision::PathContact;
use crate::motion::{JointGoal, MotionGoal, Planner, PoseGoal, Scaling};
use crate::{DOF, JointLimits, JointPositions, RobotModel};
use nalgebra::{Isometry3, Translation3};
use std::sync::Arc;

/// The joints' limits scaled for a motion (D16); `Err` names a joint the limits file gives no
/// acceleration limit, which time-parameterisation needs.
pub fn rates(limits: &JointLimits, scaling: Scaling) -> Result<JointRates, String> {
    let joints = limits.joints();
    let accel = scaling.effective_accel();
    let mut acceleration = [0.0; DOF];
    for (slot, j) in acceleration.iter_mut().zip(joints) {
        let max = j.max_acceleration.ok_or_else(|| {
            format!("{} has no acceleration limit in the joint limits file; no motion can be timed", j.name)
        })?;
        *slot = max * accel;
    }
    Ok(JointRates { velocity: std::array::from_fn(|i| joints[i].max_velocity * scaling.speed), acceleration })
}

/// The TCP target of `goal` in the URDF's root frame, with the arm at `start` (a frame that
/// moves with the arm is taken where it is now).
pub fn pose_target(model: &RobotModel, start: &JointPositions, goal: &PoseGoal) -> Result<Isometry3<f64>, String> {
    let frame_pose = frame_pose(model, start, &goal.frame_id)?;
    let [x, y, z] = goal.position;
    Ok(frame_pose * Isometry3::from_parts(Translation3::new(x, y, z), goal.orientation.rotation()))
}

/// The pose of `frame_id` (empty: the planning frame) in the URDF's root frame with the arm at
/// `start`; `Err` when the robot has no such link.
pub fn frame_pose(model: &RobotModel, start: &JointPositions, frame_id: &str) -> Result<Isometry3<f64>, String> {
    if frame_id.is_empty() || frame_id == model.frames().planning_frame {
        Ok(model.planning_frame_pose(start))
    } else {
        model.frame_pose(frame_id, start).ok_or_else(|| {
            format!(
                "frame {} is not a link of the robot model (known frames: {})",
                quoted(frame_id),
                model.links().join(", ")
            )
        })
    }
}

/// Plans the motion of `goal` from `start`: `lin` along the straight line, `circ` along its arc
/// (D35), the others in joint space to an inverse-kinematics solution, clear of the world. `Err` says why not, as the move
/// answers it.
pub fn to_pose(
    model: &RobotModel,
    start: &JointPositions,
    goal: &PoseGoal,
    rates: &JointRates,
) -> Result<Plan, String> {
    clear_of_the_world(model, start, path_to_pose(model, start, goal, rates)?)
}

/// The motion of `goal` from `start`, not yet checked against the world.
fn path_to_pose(
    model: &RobotModel,
    start: &JointPositions,
    goal: &PoseGoal,
    rates: &JointRates,
) -> Result<Plan, String> {
    let target = pose_target(model, start, goal)?;
    match goal.planner {
        Planner::Lin => planner::lin(model, start, &target, rates),
        Planner::Circ => match &goal.circ {
            Some(aux) => circ::circ(
                model,
                start,
                &target,
                &circ::aux_in_root(&frame_pose(model, start, &goal.frame_id)?, aux),
                rates,
            ),
            None => Err(CIRC_NEEDS_AUX.to_owned()),
        },
        _ => match model.ik(&target, start) {
            Ok(q) => planner::ptp(start, &q, rates),
            Err(e) => Err(format!("{e}; the arm did not move")),
        },
    }
}

/// What `circ` without an auxiliary point answers.
pub const CIRC_NEEDS_AUX: &str = "circ needs an auxiliary (via or centre) point, which this endpoint does not take; \
                                  use lin for a straight line or ptp";

/// `plan` (from `start`) if no state along it touches the world or the robot itself (D28);
/// else why not, naming the two bodies and where on the path.
pub fn clear_of_the_world(model: &RobotModel, start: &JointPositions, plan: Plan) -> Result<Plan, String> {
    let check = model.world().scene.check_path(&waypoints(start, &plan.trajectory), false);
    match check.contact {
        Some(contact) => Err(collides(&contact)),
        None => Ok(plan),
    }
}

fn collides(contact: &PathContact) -> String {
    format!("the path collides: {}; the arm did not move", contact.describe())
}

/// As [`clear_of_the_world`], for a preview: with the pair nearest along the path (exact), or
/// the pair that would touch.
fn clearance(model: &RobotModel, start: &JointPositions, plan: Result<Plan, String>) -> Checked {
    let Ok(plan) = plan else { return (plan, None) };
    let check = model.world().scene.check_path(&waypoints(start, &plan.trajectory), true);
    match check.contact {
        Some(contact) => {
            // Where they would touch: the check's nearest state lies within its resolution.
            let touching = ClosestPair { distance_m: 0.0, ..ClosestPair::of(&contact.closest, contact.fraction) };
            (Err(collides(&contact)), Some(touching))
        }
        None => (Ok(plan), check.clearance.map(|(c, at)| ClosestPair::of(&c, at))),
    }
}

type Checked = (Result<Plan, String>, Option<ClosestPair>);

/// Why armrest's own plan of `goal` from `start` collides (D28), when it does. Over ROS 2 the
/// robot's planner makes the real plan; for Pilz-style planners (`ptp` straight in joint space,
/// `lin` straight in Cartesian space, `circ` on its arc) it takes this path. `None` when the plan is clear or
/// cannot be made here (the robot's planner then decides alone).
pub fn estimate_collides(model: &RobotModel, start: &JointPositions, goal: &MotionGoal) -> Option<String> {
    let scaling = match goal {
        MotionGoal::Joints(g) => g.scaling,
        MotionGoal::Pose(g) => g.scaling,
    };
    let rates = rates(model.limits(), scaling).ok()?;
    let plan = match goal {
        MotionGoal::Joints(g) => planner::ptp(start, &g.joints, &rates),
        MotionGoal::Pose(g) => path_to_pose(model, start, g, &rates),
    };
    clear_of_the_world(model, start, plan.ok()?).err()
}

/// The states of `trajectory` with their times, from `start` when it does not begin there.
pub fn waypoints(start: &JointPositions, trajectory: &crate::Trajectory) -> Vec<(JointPositions, f64)> {
    let points = trajectory.points();
    let mut out = Vec::with_capacity(points.len() + 1);
    if points.first().is_none_or(|p| p.time_from_start > 0.0) {
        out.push((*start, 0.0));
    }
    out.extend(points.iter().map(|p| (p.positions, p.time_from_start)));
    out
}

/// Plans the joint-space move of `goal` from `start` with `rates` and summarises it.
pub fn preview_joints(
    model: &RobotModel,
    start: &JointPositions,
    goal: &JointGoal,
    rates: Result<JointRates, String>,
    estimate: Option<&str>,
) -> PlanPreview {
    let plan = clearance(model, start, rates.and_then(|r| planner::ptp(start, &goal.joints, &r)));
    PlanPreview::of(model, Planner::Ptp, "the joint target", start, plan, estimate)
}

/// Plans the motion of `goal` from `start` with `rates` on `thread` and summarises it.
pub async fn preview_pose(
    thread: &PlanningThread,
    model: &Arc<RobotModel>,
    start: JointPositions,
    goal: &PoseGoal,
    rates: Result<JointRates, String>,
    estimate: Option<&str>,
) -> PlanPreview {
    let (m, g) = (Arc::clone(model), goal.clone());
    let plan = thread
        .run(move || clearance(&m, &start, rates.and_then(|r| path_to_pose(&m, &start, &g, &r))))
        .await
        .unwrap_or_else(|| (Err(PLANNING_DEFECT.to_owned()), None));
    let target = format!("the pose target ({})", goal.planner.name());
    PlanPreview::of(model, goal.planner, &target, &start, plan, estimate)
}

/// What a plan that panicked (a defect) answers.
pub const PLANNING_DEFECT: &str = "planning failed (an internal error, see the service log); the arm did not move";

/// What a finished path answers: its waypoints, and the slowest of its blends against the
/// speed of the segments it joined.
pub fn path_done(planned: &path::PathPlan) -> String {
    let blended: Vec<&path::BlendReport> = planned.blends.iter().filter(|b| b.blend_radius.is_some()).collect();
    let slowest = blended.iter().map(|b| b.speed_ratio).fold(f64::INFINITY, f64::min);
    let through = if blended.is_empty() {
        String::new()
    } else {
        format!(
            ", blending through {} of them at no less than {:.0}% of the joined segments' cruise speed",
            blended.len(),
            slowest * 100.0
        )
    };
    format!("reached the path's last waypoint ({} waypoint(s){through})", planned.blends.len() + 1)
}
