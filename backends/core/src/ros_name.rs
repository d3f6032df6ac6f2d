//! ROS 2 names (topics, services, actions), checked as ROS 2 checks a topic name before it
//! expands it (rcl's `rcl_validate_topic_name`): tokens of letters, digits and underscores,
//! none starting with a digit, joined by single slashes, optionally absolute (`/…`) or private
//! (`~/…`), no trailing slash. Substitutions (`{node}`) are refused: armrest has no node name
//! to put in them. A name that is no ROS name (`--help`, a blank, a path with spaces) would
//! only fail later, inside the runner or the middleware.

use crate::client_text::quoted;

/// The longest name accepted: rmw's `RMW_TOPIC_MAX_NAME_LENGTH` (255 less the 8 characters
/// the middleware adds).
pub const MAX_LEN: usize = 247;

/// The most names one list of names (the topics a run records) may hold: more than a robot
/// cell records, few enough that checking and logging them costs nothing.
pub const LIST_MAX_NAMES: usize = 64;

/// The longest list of names, characters: room for [`LIST_MAX_NAMES`] names of the longest
/// length with a comma and a space between them.
pub const LIST_MAX_CHARS: usize = 16 * 1024;
const _: () = assert!(LIST_MAX_NAMES * (MAX_LEN + 2) <= LIST_MAX_CHARS);

/// The same rule as a regular expression (no anchors), for JSON Schema `pattern`s.
pub const PATTERN: &str = "(~|(~/|/)?[A-Za-z_][A-Za-z0-9_]*(/[A-Za-z_][A-Za-z0-9_]*)*)";

/// `Ok` for a valid ROS 2 name; else why not, in words for a 422 message.
pub fn check(name: &str) -> Result<(), String> {
    if name.is_empty() {
        return Err("a ROS name must not be empty".into());
    }
    if name.len() > MAX_LEN {
        return Err(format!("a ROS name has at most {MAX_LEN} characters; this one has {}", name.len()));
    }
    let body = match name.strip_prefix('~') {
        Some("") => return Ok(()),
        Some(rest) => rest.strip_prefix('/').ok_or("`~` must be followed by `/` in a ROS name")?,
        None => name.strip_prefix('/').unwrap_or(name),
    };
    if body.is_empty() {
        return Err("a ROS name needs a token after `/`".into());
    }
    for token in body.split('/') {
        let Some(first) = token.chars().next() else {
            return Err("a ROS name has no empty token: no `//` and no `/` at its end".into());
        };
        if first.is_ascii_digit() {
            return Err(format!("a token of a ROS name must not start with a digit: {}", quoted(token)));
        }
        if let Some(bad) = token.chars().find(|c| !(c.is_ascii_alphanumeric() || *c == '_')) {
            return Err(format!("a ROS name has only letters, digits, `_` and `/`; it may not contain {bad:?}"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn names_as_ros_2_takes_them() {
        for ok in
            ["cobot/move_to_joints", "/joint_states", "~/move", "~", "a1/_b", "/robot_arm_controller/joint_trajectory"]
        {
            assert_eq!(check(ok), Ok(()), "{ok}");
        }
        for bad in ["", "--help", "/", "a//b", "a/", "1abc", "a/2b", "a b", "a-b", "{node}/x", "~x", "a\nb", "a\0b"] {
            assert!(check(bad).is_err(), "{bad:?}");
        }
        assert!(check(&"a".repeat(MAX_LEN)).is_ok());
        assert!(check(&"a".repeat(MAX_LEN + 1)).unwrap_err().contains("247"));
    }

    proptest! {
        #[test]
        fn what_the_pattern_matches_the_check_accepts(
            name in proptest::string::string_regex(PATTERN).expect("a regular expression")
        ) {
            prop_assume!(name.len() <= MAX_LEN);
            prop_assert_eq!(check(&name), Ok(()));
        }

        #[test]
        fn anything_with_a_character_outside_the_alphabet_is_refused(
            head in "[a-z]{1,5}", bad in "[^a-zA-Z0-9_/~]", tail in "[a-z]{0,5}"
        ) {
            let name = format!("{head}{bad}{tail}");
            prop_assert!(check(&name).is_err(), "{:?}", name);
        }
    }
}
