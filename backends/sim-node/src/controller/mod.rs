//! The stand-in's joint trajectory controller: the simulator's controller (its rules, [`JtcRules`])
//! behind the interfaces of Jazzy's joint_trajectory_controller, and what the stack file adds to
//! it ([`ControllerFace`]). One file per interface, so the controller model of issue 18 grows here:
//! `message` (how a trajectory message is checked), `topic` (the trajectory and speed scaling
//! topics), `action` (FollowJointTrajectory), `state` (`~/controller_state`).
//!
//! [`JtcRules`]: armrest_sim::controller::JtcRules

pub(crate) mod action;
pub(crate) mod message;
pub(crate) mod state;
pub(crate) mod topic;

use armrest_ros2::stack::Stack;
use armrest_sim::controller::jtc_tolerances::{Constraints, JointConstraints};
use r2r::trajectory_msgs::msg::{JointTrajectory, JointTrajectoryPoint};

/// What the stand-in's controller is beyond the simulator's rules: what its stack file says.
pub(crate) struct ControllerFace {
    pub(crate) stack: Stack,
}

/// The stack's `constraints` in the arm's joint order (`arm_joints`), for the simulated
/// controller; a joint the stack sets none for has upstream's zeros. (The robot's files were
/// validated as they were read: [`armrest_ros2::controllers_file`].)
pub(crate) fn constraints_of(stack: &Stack, arm_joints: &[String]) -> Constraints {
    let c = &stack.constraints;
    let joints = arm_joints
        .iter()
        .map(|j| {
            let given = c.joints.get(j).copied().unwrap_or_default();
            JointConstraints {
                trajectory: given.trajectory,
                goal: given.goal,
                max_deceleration_on_cancel: given.max_deceleration_on_cancel,
            }
        })
        .collect();
    Constraints { goal_time: c.goal_time, stopped_velocity_tolerance: c.stopped_velocity_tolerance, joints }
}

impl ControllerFace {
    /// The message checks the stack's parameters set.
    pub(crate) fn checks(&self) -> message::Checks {
        message::Checks {
            allow_nonzero_velocity_at_trajectory_end: self.stack.allow_nonzero_velocity_at_trajectory_end,
        }
    }

    /// Why the controller takes no message or goal naming `joint_names`, if it takes none:
    /// inactive, or it owns more joints than the message names (partial goals off).
    pub(crate) fn refuses(&self, arm: &armrest_sim::SimArm, joint_names: &[String]) -> Option<String> {
        if !arm.controller_active() {
            return Some(armrest_sim::controller::NOT_RUNNING.to_owned());
        }
        if self.stack.allow_partial_joints_goal {
            return None;
        }
        let missing: Vec<&String> = self.stack.extra_joints.iter().filter(|j| !joint_names.contains(j)).collect();
        (!missing.is_empty()).then(|| {
            format!(
                "Joints on incoming trajectory don't match the controller joints (it also owns {}; \
                 allow_partial_joints_goal is false).",
                missing.iter().map(|j| j.as_str()).collect::<Vec<_>>().join(", ")
            )
        })
    }

    /// The message as the simulated arm's controller takes it: without the controller's extra
    /// joints ([`ControllerFace::arm_part`]) and, with `allow_partial_joints_goal`, the arm's
    /// joints it does not name filled in where the controller commands them
    /// ([`message::fill_partial_goal`]).
    pub(crate) fn arm_message(&self, arm: &armrest_sim::SimArm, msg: &JointTrajectory) -> JointTrajectory {
        let part = self.arm_part(msg);
        if !self.stack.allow_partial_joints_goal {
            return part;
        }
        message::fill_partial_goal(&part, arm.model().joint_names(), &arm.controller_state().reference)
    }

    /// The message's names without the controller's extra joints, which the simulated arm does
    /// not have (they stay where they are).
    pub(crate) fn arm_part(&self, msg: &JointTrajectory) -> JointTrajectory {
        if self.stack.extra_joints.is_empty() {
            return msg.clone();
        }
        let keep: Vec<usize> =
            (0..msg.joint_names.len()).filter(|&i| !self.stack.extra_joints.contains(&msg.joint_names[i])).collect();
        let pick = |v: &Vec<f64>| {
            if v.is_empty() { Vec::new() } else { keep.iter().filter_map(|&i| v.get(i).copied()).collect() }
        };
        JointTrajectory {
            header: msg.header.clone(),
            joint_names: keep.iter().map(|&i| msg.joint_names[i].clone()).collect(),
            points: msg
                .points
                .iter()
                .map(|p| JointTrajectoryPoint {
                    positions: pick(&p.positions),
                    velocities: pick(&p.velocities),
                    accelerations: pick(&p.accelerations),
                    effort: pick(&p.effort),
                    time_from_start: p.time_from_start.clone(),
                })
                .collect(),
        }
    }
}
