//! MoveIt's execution duration monitoring (`jazzy`, `trajectory_execution_manager.cpp`): while a
//! plan runs, MoveIt waits for the controller at most `allowed_execution_duration_scaling` times
//! the plan's duration plus `allowed_goal_duration_margin`; past that it cancels the goal (the
//! trajectory controller holds the arm mid-path) and the execution ends TIMED_OUT. Anything that
//! slows a plan the controller runs (its speed scaling, a pause) therefore aborts a `cobot/*`
//! move on a robot whose `move_group` has `trajectory_execution.execution_duration_monitoring`
//! on, which is MoveIt's default. The stand-in applies these rules; armrest reads the robot's
//! values and refuses what they would abort.

/// The parameters' names on `move_group`, as `ros2 param get` and launch files spell them.
pub const ENABLED_PARAMETER: &str = "trajectory_execution.execution_duration_monitoring";
pub const SCALING_PARAMETER: &str = "trajectory_execution.allowed_execution_duration_scaling";
pub const MARGIN_PARAMETER: &str = "trajectory_execution.allowed_goal_duration_margin";

/// MoveIt's defaults (`DEFAULT_CONTROLLER_GOAL_DURATION_SCALING` and `…_MARGIN`).
pub const DEFAULT_SCALING: f64 = 1.1;
pub const DEFAULT_MARGIN_S: f64 = 0.5;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExecutionMonitoring {
    /// `trajectory_execution.execution_duration_monitoring`.
    pub enabled: bool,
    /// `trajectory_execution.allowed_execution_duration_scaling`.
    pub scaling: f64,
    /// `trajectory_execution.allowed_goal_duration_margin`, s.
    pub margin_s: f64,
}

impl Default for ExecutionMonitoring {
    fn default() -> Self {
        ExecutionMonitoring { enabled: true, scaling: DEFAULT_SCALING, margin_s: DEFAULT_MARGIN_S }
    }
}

impl ExecutionMonitoring {
    /// How long MoveIt waits for a plan of `planned_s` before it cancels it (its
    /// `expected_trajectory_duration`), or `None` when it waits for ever.
    pub fn upper_bound_s(&self, planned_s: f64) -> Option<f64> {
        self.enabled.then_some(planned_s * self.scaling + self.margin_s)
    }

    /// The lowest speed override under which every plan, however long, still ends within
    /// [`ExecutionMonitoring::upper_bound_s`]: a plan run throughout at `f` takes `planned / f`,
    /// within `planned · scaling + margin` for every `planned` exactly when `f ≥ 1 / scaling`.
    /// 0 when monitoring is off (a pause is taken).
    pub fn slowest_override(&self) -> f64 {
        if self.enabled { (1.0 / self.scaling).min(1.0) } else { 0.0 }
    }

    /// The rule in words, for answers and `/ready`.
    pub fn describe(&self) -> String {
        if self.enabled {
            format!(
                "{ENABLED_PARAMETER} true: MoveIt cancels a move still running after {} × its planned duration + {} s \
                 ({SCALING_PARAMETER}, {MARGIN_PARAMETER})",
                self.scaling, self.margin_s
            )
        } else {
            format!("{ENABLED_PARAMETER} false: MoveIt waits for a move however long it takes")
        }
    }

    /// Why values read from a robot cannot be MoveIt's (MoveIt itself takes any double; these
    /// would cancel every move at once or never).
    pub fn check(&self) -> Result<(), String> {
        if !(self.scaling.is_finite() && self.scaling >= 1.0) {
            return Err(format!("{SCALING_PARAMETER} is {}: it must be 1 or more", self.scaling));
        }
        if !(self.margin_s.is_finite() && self.margin_s >= 0.0) {
            return Err(format!("{MARGIN_PARAMETER} is {}: it must be 0 or more seconds", self.margin_s));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn moveits_defaults_give_a_two_second_plan_two_point_seven_seconds() {
        let m = ExecutionMonitoring::default();
        assert!((m.upper_bound_s(2.0).unwrap() - 2.7).abs() < 1e-12);
        assert!((m.slowest_override() - 1.0 / 1.1).abs() < 1e-12);
        let off = ExecutionMonitoring { enabled: false, ..m };
        assert_eq!((off.upper_bound_s(2.0), off.slowest_override()), (None, 0.0));
        assert!(ExecutionMonitoring { scaling: 0.9, ..m }.check().unwrap_err().contains(SCALING_PARAMETER));
        assert!(ExecutionMonitoring { margin_s: -1.0, ..m }.check().unwrap_err().contains(MARGIN_PARAMETER));
    }

    proptest! {
        /// At the slowest override taken, no plan outlasts MoveIt's wait; a little slower, a
        /// long enough plan does.
        #[test]
        fn the_slowest_override_is_the_bound_for_every_plan(
            scaling in 1.0f64..3.0, margin in 0.0f64..2.0, planned in 0.01f64..1000.0
        ) {
            let m = ExecutionMonitoring { enabled: true, scaling, margin_s: margin };
            let f = m.slowest_override();
            prop_assert!(planned / f <= m.upper_bound_s(planned).unwrap() + 1e-9);
            let slower = f * 0.99;
            let long = (margin + 1.0) / (1.0 / slower - scaling);
            prop_assert!(long / slower > m.upper_bound_s(long).unwrap());
        }
    }
}
