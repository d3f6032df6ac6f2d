//! Jazzy's joint_trajectory_controller `tolerances.hpp`, ported line by line (issue 50): the
//! tolerances a trajectory runs under, from the controller's `constraints` parameters and a
//! FollowJointTrajectory goal's `path_tolerance`, `goal_tolerance` and `goal_time_tolerance`,
//! and the check of one joint's error against them. A tolerance of 0 is not enforced.
//!
//! Upstream logs an illegal tolerance in a goal and runs the goal under the defaults; here the
//! same fallback comes with the log's text ([`Resolved::fallback`]), so the stand-in can log it.

#[cfg(test)]
mod upstream_tests;

/// `StateTolerances`: one joint's tolerance on each variable; 0 enforces none.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct StateTolerances {
    pub position: f64,
    pub velocity: f64,
    pub acceleration: f64,
}

/// `SegmentTolerances`: the joints' tolerances while the trajectory runs (`state_tolerance`)
/// and at its end (`goal_state_tolerance`), and the time past the last point's the goal
/// tolerances may take to be met (0: no limit).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SegmentTolerances {
    pub state_tolerance: Vec<StateTolerances>,
    pub goal_state_tolerance: Vec<StateTolerances>,
    pub goal_time_tolerance: f64,
}

impl SegmentTolerances {
    /// `SegmentTolerances(size)`: none enforced for `size` joints.
    pub fn new(size: usize) -> Self {
        SegmentTolerances {
            state_tolerance: vec![StateTolerances::default(); size],
            goal_state_tolerance: vec![StateTolerances::default(); size],
            goal_time_tolerance: 0.0,
        }
    }
}

/// One joint's entry under the controller's `constraints` (`constraints.<joint>.trajectory`,
/// `.goal`; both default 0).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct JointConstraints {
    pub trajectory: f64,
    pub goal: f64,
    /// `max_deceleration_on_cancel` (rad/s², 0 by default): with `decelerate_on_cancel`, how
    /// fast the joint is brought to rest; 0 on any joint turns the deceleration off.
    pub max_deceleration_on_cancel: f64,
}

/// The controller's `constraints` parameters, with upstream's defaults.
#[derive(Clone, Debug, PartialEq)]
pub struct Constraints {
    pub goal_time: f64,
    pub stopped_velocity_tolerance: f64,
    /// Per joint, in the controller's joint order.
    pub joints: Vec<JointConstraints>,
}

impl Constraints {
    /// Upstream's defaults (`joint_trajectory_controller_parameters.yaml`) for `n` joints.
    pub fn defaults(n: usize) -> Self {
        Constraints { goal_time: 0.0, stopped_velocity_tolerance: 0.01, joints: vec![JointConstraints::default(); n] }
    }
}

/// `control_msgs/msg/JointTolerance`: 0 leaves the default, -1 erases it, another negative
/// value is illegal.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct JointTolerance {
    pub name: String,
    pub position: f64,
    pub velocity: f64,
    pub acceleration: f64,
}

/// The tolerances of a FollowJointTrajectory goal (its fields of that name).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GoalTolerances {
    pub path_tolerance: Vec<JointTolerance>,
    pub goal_tolerance: Vec<JointTolerance>,
    /// Seconds.
    pub goal_time_tolerance: f64,
}

/// `get_segment_tolerances(logger, params)`: the controller's default tolerances.
pub fn from_constraints(constraints: &Constraints) -> SegmentTolerances {
    let n = constraints.joints.len();
    let mut tolerances = SegmentTolerances::new(n);
    tolerances.goal_time_tolerance = constraints.goal_time;
    for (i, joint) in constraints.joints.iter().enumerate() {
        tolerances.state_tolerance[i].position = joint.trajectory;
        tolerances.goal_state_tolerance[i].position = joint.goal;
        tolerances.goal_state_tolerance[i].velocity = constraints.stopped_velocity_tolerance;
    }
    tolerances
}

/// `resolve_tolerance_source`: a goal's value over the default; `None` for an illegal one.
pub fn resolve_tolerance_source(default_value: f64, goal_value: f64) -> Option<f64> {
    // control_msgs' JointTolerance.msg: 0 is unspecified (the default stays), -1 erases it.
    const ERASE_VALUE: f64 = -1.0;
    let is_erase_value = |value: f64| (value - ERASE_VALUE).abs() < f64::from(f32::EPSILON);
    if goal_value > 0.0 {
        Some(goal_value)
    } else if is_erase_value(goal_value) {
        Some(0.0)
    } else if goal_value < 0.0 {
        None
    } else {
        Some(default_value)
    }
}

/// What [`get_segment_tolerances`] made of a goal: the tolerances, and where the goal had an
/// illegal or unknown entry, upstream's error text (the defaults then apply).
#[derive(Clone, Debug, PartialEq)]
pub struct Resolved {
    pub tolerances: SegmentTolerances,
    pub fallback: Option<String>,
}

/// `get_segment_tolerances(logger, default_tolerances, goal, joints)`.
pub fn get_segment_tolerances(default: &SegmentTolerances, goal: &GoalTolerances, joints: &[String]) -> Resolved {
    let fallback = |text: String| Resolved { tolerances: default.clone(), fallback: Some(text) };
    let mut active = default.clone();
    match resolve_tolerance_source(default.goal_time_tolerance, goal.goal_time_tolerance) {
        Some(t) => active.goal_time_tolerance = t,
        None => {
            return fallback(format!(
                "Specified illegal goal_time_tolerance: {:.6}. Using default tolerances",
                goal.goal_time_tolerance
            ));
        }
    }
    for (field, entries) in [("path_tolerance", &goal.path_tolerance), ("goal_tolerance", &goal.goal_tolerance)] {
        for tol in entries {
            let Some(i) = joints.iter().position(|j| *j == tol.name) else {
                return fallback(format!(
                    "joint '{}' specified in goal.{field} does not exist. Using default tolerances.",
                    tol.name
                ));
            };
            let (defaults, target) = if field == "path_tolerance" {
                (default.state_tolerance[i], &mut active.state_tolerance[i])
            } else {
                (default.goal_state_tolerance[i], &mut active.goal_state_tolerance[i])
            };
            for (interface, from, given, into) in [
                ("position", defaults.position, tol.position, &mut target.position),
                ("velocity", defaults.velocity, tol.velocity, &mut target.velocity),
                ("acceleration", defaults.acceleration, tol.acceleration, &mut target.acceleration),
            ] {
                match resolve_tolerance_source(from, given) {
                    Some(v) => *into = v,
                    None => {
                        return fallback(format!(
                            "joint '{}' specified in goal.{field} has a invalid {interface} tolerance. Using default \
                             tolerances.",
                            tol.name
                        ));
                    }
                }
            }
        }
    }
    Resolved { tolerances: active, fallback: None }
}

/// One joint's error (command less state) on each variable; a variable the state does not
/// give is an error of 0.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct JointError {
    pub position: f64,
    pub velocity: Option<f64>,
    pub acceleration: Option<f64>,
}

/// `check_state_tolerance_per_joint`: whether `error` is within `tolerance`; else, upstream's
/// error lines for each variable past it.
pub fn check_state_tolerance_per_joint(error: &JointError, tolerance: &StateTolerances) -> Result<(), String> {
    let variables = [
        ("Position", error.position, tolerance.position),
        ("Velocity", error.velocity.unwrap_or(0.0), tolerance.velocity),
        ("Acceleration", error.acceleration.unwrap_or(0.0), tolerance.acceleration),
    ];
    let past: Vec<String> = variables
        .iter()
        .filter(|(_, e, t)| *t > 0.0 && e.abs() > *t)
        .map(|(name, e, t)| format!("{name} Error: {e:.6}, {name} Tolerance: {t:.6}"))
        .collect();
    if past.is_empty() { Ok(()) } else { Err(past.join("; ")) }
}
