//! Reading a seven-joint vector from JSON: the count, finite numbers and, when asked, the
//! limits. Motion targets, trajectory points and sequence waypoints all use it.

use crate::validation::{Checker, Loc};
use crate::{DOF, JointLimits, JointPositions};
use serde_json::Value;

/// Reads `v` as exactly [`DOF`] finite numbers, checked against `limits` when given. Records
/// every problem (one per offending element) and returns `None` if there was any.
pub fn read_joints(
    checker: &mut Checker,
    v: &Value,
    loc: &Loc,
    limits: Option<&JointLimits>,
) -> Option<JointPositions> {
    let items = checker.array(v, loc)?;
    if !checker.length(items.len(), loc, DOF, DOF) {
        return None;
    }
    // Nearly every request is valid: read it without building a location for each number.
    if let Some(q) = joints_within(items, limits) {
        return Some(q);
    }
    let before = checker.count();
    let mut q = [0.0; DOF];
    for (i, item) in items.iter().enumerate() {
        let at = loc.at(i);
        if let Some(x) = checker.number(item, &at) {
            q[i] = x;
            if let Some(l) = limits {
                l.check_one_into(i, x, checker, &at);
            }
        }
    }
    (checker.count() == before).then_some(q)
}

/// `items` as joint positions when they are exactly [`DOF`] finite numbers within `limits` (when
/// given); `None` when any is not, and the caller reads them again to say why.
pub fn joints_within(items: &[Value], limits: Option<&JointLimits>) -> Option<JointPositions> {
    if items.len() != DOF {
        return None;
    }
    let mut q = [0.0; DOF];
    for (i, item) in items.iter().enumerate() {
        let x = item.as_f64().filter(|x| x.is_finite())?;
        if limits.is_some_and(|l| !l.allows(i, x)) {
            return None;
        }
        q[i] = x;
    }
    Some(q)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::JointLimit;
    use serde_json::json;

    fn limits() -> JointLimits {
        JointLimits::new(
            (1..=7)
                .map(|i| JointLimit {
                    name: format!("joint{i}"),
                    min_position: -2.0,
                    max_position: 2.0,
                    max_velocity: 1.0,
                    max_acceleration: None,
                })
                .collect(),
        )
        .unwrap()
    }

    #[test]
    fn one_problem_per_bad_element() {
        let mut c = Checker::new();
        let loc = Loc::root("body").at("joints");
        let r = read_joints(&mut c, &json!([0, 0, 3, 0, "x", 0, -5]), &loc, Some(&limits()));
        assert!(r.is_none());
        let e = c.finish(|| Some(())).unwrap_err();
        let locs: Vec<String> = e.0.iter().map(|v| v.loc.to_string()).collect();
        assert_eq!(locs, ["body.joints[2]", "body.joints[4]", "body.joints[6]"]);
    }

    #[test]
    fn wrong_count_is_one_problem_on_the_array() {
        let mut c = Checker::new();
        assert!(read_joints(&mut c, &json!([0, 0]), &Loc::root("j"), None).is_none());
        let e = c.finish(|| Some(())).unwrap_err();
        assert_eq!(e.0.len(), 1);
        assert_eq!(e.0[0].kind, "too_short");
    }

    #[test]
    fn accepts_in_limits() {
        let mut c = Checker::new();
        let q = read_joints(&mut c, &json!([0, 2, -2, 0.5, 0, 0, 1]), &Loc::root("j"), Some(&limits()));
        assert_eq!(q, Some([0.0, 2.0, -2.0, 0.5, 0.0, 0.0, 1.0]));
    }
}
