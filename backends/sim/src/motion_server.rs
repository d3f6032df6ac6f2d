//! What MoveIt's trajectory execution manager checks when it executes a plan (`jazzy`,
//! `trajectory_execution_manager.cpp`), as the sim node's `cobot/*` motion server stands in for
//! it ([`MoveItRules`]): before it hands a plan to the controller it validates that the plan's
//! start is within `trajectory_execution.allowed_start_tolerance` (0.01 rad by default; 0 turns
//! the check off) of where the arm is now; else the execution fails ("Invalid Trajectory: start
//! point deviates from current robot state more than 0.01 at joint 'joint2'."). MoveIt plans from
//! the arm's state, moving or not, so on a real robot a move sent while the arm still
//! decelerates (after a stop, a jog) fails; the stand-in's server waits for rest before it plans
//! (see [`crate::arm::SimArm`]'s `planning_start`), so it fails only where the arm moved while
//! it planned. While the plan runs, MoveIt's execution duration monitoring
//! ([`ExecutionMonitoring`]) cancels a goal still running past its upper bound: the controller
//! holds the arm mid-path and the move fails TIMED_OUT.

use armrest_backend::execution_monitoring::ExecutionMonitoring;
use armrest_backend::{DOF, JointPositions};

/// The `trajectory_execution` parameters the stand-in applies.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveItRules {
    /// `trajectory_execution.allowed_start_tolerance`, rad (0: not checked).
    pub allowed_start_tolerance: f64,
    /// `trajectory_execution.execution_duration_monitoring` and its bounds.
    pub monitoring: ExecutionMonitoring,
}

impl MoveItRules {
    /// Why a plan starting at `start` is not executed with the arm at `current` (`names`: the
    /// joints'), in MoveIt's words, if it is not.
    pub fn start_deviation(
        &self,
        start: &JointPositions,
        current: &JointPositions,
        names: &[String],
    ) -> Option<String> {
        let tolerance = self.allowed_start_tolerance;
        if tolerance == 0.0 {
            return None;
        }
        let j = (0..DOF).find(|&j| (start[j] - current[j]).abs() > tolerance)?;
        Some(format!(
            "Invalid Trajectory: start point deviates from current robot state more than {tolerance} at joint '{}'.",
            names.get(j).map_or("?", String::as_str)
        ))
    }

    /// MoveIt's words when it cancels a plan of `planned_s` for taking too long
    /// (`trajectory_execution_manager.cpp`, `executePart`), or `None` when it never does.
    pub fn timed_out(&self, planned_s: f64) -> Option<String> {
        let bound = self.monitoring.upper_bound_s(planned_s)?;
        Some(format!(
            "Controller is taking too long to execute trajectory (the expected upper bound for the trajectory \
             execution was {bound:.6} seconds). Stopping trajectory."
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_start_beyond_the_tolerance_is_named_by_its_joint_and_zero_checks_nothing() {
        let names: Vec<String> = (1..=DOF).map(|i| format!("joint{i}")).collect();
        let rules = MoveItRules { allowed_start_tolerance: 0.01, monitoring: ExecutionMonitoring::default() };
        let mut current = [0.0; DOF];
        assert_eq!(rules.start_deviation(&[0.0; DOF], &current, &names), None);
        current[1] = 0.011;
        let why = rules.start_deviation(&[0.0; DOF], &current, &names).expect("deviates");
        assert_eq!(
            why,
            "Invalid Trajectory: start point deviates from current robot state more than 0.01 at joint 'joint2'."
        );
        assert_eq!(
            MoveItRules { allowed_start_tolerance: 0.0, ..rules }.start_deviation(&[0.0; DOF], &current, &names),
            None
        );
    }
}
