//! What a MoveIt error code says, for the 503 of a failed `/compute_fk` (D27): the code's name
//! from `moveit_msgs/msg/MoveItErrorCodes` (2.6.0, as Jazzy ships it), and MoveIt's own
//! `message` and `source` (moveit_msgs >= 2.4) when it fills them.

/// Every code of `MoveItErrorCodes`, value and name.
const CODES: [(i32, &str); 31] = [
    (1, "SUCCESS"),
    (0, "UNDEFINED"),
    (99999, "FAILURE"),
    (-1, "PLANNING_FAILED"),
    (-2, "INVALID_MOTION_PLAN"),
    (-3, "MOTION_PLAN_INVALIDATED_BY_ENVIRONMENT_CHANGE"),
    (-4, "CONTROL_FAILED"),
    (-5, "UNABLE_TO_AQUIRE_SENSOR_DATA"),
    (-6, "TIMED_OUT"),
    (-7, "PREEMPTED"),
    (-10, "START_STATE_IN_COLLISION"),
    (-11, "START_STATE_VIOLATES_PATH_CONSTRAINTS"),
    (-26, "START_STATE_INVALID"),
    (-12, "GOAL_IN_COLLISION"),
    (-13, "GOAL_VIOLATES_PATH_CONSTRAINTS"),
    (-14, "GOAL_CONSTRAINTS_VIOLATED"),
    (-27, "GOAL_STATE_INVALID"),
    (-28, "UNRECOGNIZED_GOAL_TYPE"),
    (-15, "INVALID_GROUP_NAME"),
    (-16, "INVALID_GOAL_CONSTRAINTS"),
    (-17, "INVALID_ROBOT_STATE"),
    (-18, "INVALID_LINK_NAME"),
    (-19, "INVALID_OBJECT_NAME"),
    (-21, "FRAME_TRANSFORM_FAILURE"),
    (-22, "COLLISION_CHECKING_UNAVAILABLE"),
    (-23, "ROBOT_STATE_STALE"),
    (-24, "SENSOR_INFO_STALE"),
    (-25, "COMMUNICATION_FAILURE"),
    (-29, "CRASH"),
    (-30, "ABORT"),
    (-31, "NO_IK_SOLUTION"),
];

/// The name of MoveIt error code `val`, if it is one.
pub fn name(val: i32) -> Option<&'static str> {
    CODES.iter().find(|(v, _)| *v == val).map(|(_, n)| *n)
}

/// `error code -18 (INVALID_LINK_NAME): <message> (source: <source>)`, each part there when
/// known.
pub fn describe(val: i32, message: &str, source: &str) -> String {
    let mut out = format!("error code {val}");
    if let Some(n) = name(val) {
        out.push_str(&format!(" ({n})"));
    }
    if !message.is_empty() {
        out.push_str(&format!(": {message}"));
    }
    if !source.is_empty() {
        out.push_str(&format!(" (source: {source})"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_named_with_moveits_own_words() {
        assert_eq!(describe(-18, "", ""), "error code -18 (INVALID_LINK_NAME)");
        assert_eq!(
            describe(99999, "no solution", "kinematics"),
            "error code 99999 (FAILURE): no solution (source: kinematics)"
        );
        assert_eq!(describe(-99, "", ""), "error code -99");
        // The table is the message's: every constant of the installed MoveItErrorCodes.
        use r2r::moveit_msgs::msg::MoveItErrorCodes as C;
        for (v, n) in
            [(C::SUCCESS as i32, "SUCCESS"), (C::NO_IK_SOLUTION as i32, "NO_IK_SOLUTION"), (C::ABORT as i32, "ABORT")]
        {
            assert_eq!(name(v), Some(n));
        }
    }
}
