//! Joint limits: the URDF's, overridden by the MoveIt / ros2_control `joint_limits.yaml` (D4),
//! and the one check every joint vector goes through.

use crate::validation::{Checker, Loc, degrees_hint, fmt_num};
use crate::yaml_file::{self, FileError};
use crate::{DOF, JointPositions};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// A joint value outside its joint's bounds: the one wording of that fact for files, the
/// simulator's controller and its action server.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[error("{joint} = {} rad is outside its limits [{}, {}]", fmt_num(*.value), fmt_num(*.min), fmt_num(*.max))]
pub struct OutsideLimits {
    pub joint: String,
    pub value: f64,
    pub min: f64,
    pub max: f64,
}

/// Limits of one joint.
#[derive(Clone, Debug, PartialEq, serde::Serialize, utoipa::ToSchema)]
pub struct JointLimit {
    pub name: String,
    pub min_position: f64,
    pub max_position: f64,
    /// rad/s
    pub max_velocity: f64,
    /// rad/s²; the URDF has none, so only the limits file provides it.
    pub max_acceleration: Option<f64>,
}

/// Limits of the seven joints, J1..J7. Bounds are kept in flat arrays because the position check
/// runs on every trajectory point.
#[derive(Clone, Debug, PartialEq)]
pub struct JointLimits {
    joints: Vec<JointLimit>,
    lower: JointPositions,
    upper: JointPositions,
}

impl JointLimits {
    /// `joints` must hold exactly [`DOF`] entries in J1..J7 order.
    pub fn new(joints: Vec<JointLimit>) -> Option<Self> {
        if joints.len() != DOF {
            return None;
        }
        let mut lower = [0.0; DOF];
        let mut upper = [0.0; DOF];
        for (i, j) in joints.iter().enumerate() {
            lower[i] = j.min_position;
            upper[i] = j.max_position;
        }
        Some(JointLimits { joints, lower, upper })
    }

    pub fn joints(&self) -> &[JointLimit] {
        &self.joints
    }

    pub fn lower(&self) -> &JointPositions {
        &self.lower
    }

    pub fn upper(&self) -> &JointPositions {
        &self.upper
    }

    /// True when every value lies within its joint's bounds, bounds included. NaN never does.
    #[inline]
    pub fn contains(&self, q: &JointPositions) -> bool {
        // No early exit: a branch-free pass over seven values is faster than a predicted loop.
        q.iter().zip(&self.lower).zip(&self.upper).fold(true, |ok, ((x, lo), hi)| ok & (x >= lo) & (x <= hi))
    }

    /// The first joint of `q` outside its bounds (or not a number), if any.
    pub fn first_outside(&self, q: &JointPositions) -> Option<OutsideLimits> {
        if self.contains(q) {
            return None;
        }
        let i = (0..DOF).find(|&i| !(self.lower[i] <= q[i] && q[i] <= self.upper[i]))?;
        Some(OutsideLimits { joint: self.joints[i].name.clone(), value: q[i], min: self.lower[i], max: self.upper[i] })
    }

    /// Records a problem for every out-of-range value of `q`; `loc_of(i)` names joint `i`.
    pub fn check_into(&self, q: &JointPositions, checker: &mut Checker, loc_of: impl Fn(usize) -> Loc) {
        if self.contains(q) {
            return;
        }
        for (i, &x) in q.iter().enumerate() {
            self.check_one_into(i, x, checker, &loc_of(i));
        }
    }

    /// Records a problem if `x` is outside joint `i`'s bounds (or not finite).
    /// Whether joint `i` may be at `x` (finite, within its position limits): what
    /// [`JointLimits::check_one_into`] finds no fault with.
    pub fn allows(&self, i: usize, x: f64) -> bool {
        self.joints.get(i).is_some_and(|j| x.is_finite() && x >= j.min_position && x <= j.max_position)
    }

    pub fn check_one_into(&self, i: usize, x: f64, checker: &mut Checker, loc: &Loc) {
        let j = &self.joints[i];
        if !x.is_finite() {
            checker.push(loc.clone(), "finite_number", "Input should be a finite number");
        } else if x < j.min_position {
            checker.push(
                loc.clone(),
                "greater_than_equal",
                format!(
                    "Input should be greater than or equal to {} ({} lower limit, rad; got {}){}",
                    fmt_num(j.min_position),
                    j.name,
                    fmt_num(x),
                    self.degrees_hint(i, x)
                ),
            );
        } else if x > j.max_position {
            checker.push(
                loc.clone(),
                "less_than_equal",
                format!(
                    "Input should be less than or equal to {} ({} upper limit, rad; got {}){}",
                    fmt_num(j.max_position),
                    j.name,
                    fmt_num(x),
                    self.degrees_hint(i, x)
                ),
            );
        }
    }

    /// For joint `i` at `x`: when `x` is beyond every joint's range and, read as degrees, within
    /// joint `i`'s limits, the end of the problem that says so (`: 30 rad is beyond every joint's
    /// range; degrees? 30° = 0.5236 rad`); else nothing.
    fn degrees_hint(&self, i: usize, x: f64) -> String {
        let widest = self.lower.iter().chain(&self.upper).fold(0.0f64, |m, b| m.max(b.abs()));
        match (x.abs() > widest).then(|| degrees_hint(x, self.lower[i], self.upper[i])).flatten() {
            Some(hint) => format!(": {} rad is beyond every joint's range; {hint}", fmt_num(x)),
            None => String::new(),
        }
    }

    /// Every joint's limits replaced by the file's where it gives them (D4).
    pub fn overridden_by(&self, file: &LimitsFile, path: &Path) -> Result<JointLimits, FileError> {
        for name in file.joint_limits.keys() {
            if !self.joints.iter().any(|j| &j.name == name) {
                return Err(FileError::new(
                    path,
                    format!("joint_limits.{name}"),
                    format!(
                        "no joint of that name in the robot model (expected one of {})",
                        self.joints.iter().map(|j| j.name.as_str()).collect::<Vec<_>>().join(", ")
                    ),
                ));
            }
        }
        let mut merged = Vec::with_capacity(DOF);
        for j in &self.joints {
            let mut out = j.clone();
            if let Some(f) = file.joint_limits.get(&j.name) {
                let key = |k: &str| format!("joint_limits.{}.{k}", j.name);
                if f.has_position_limits {
                    let min = f.min_position.ok_or_else(|| {
                        FileError::new(path, key("min_position"), "required when has_position_limits is true")
                    })?;
                    let max = f.max_position.ok_or_else(|| {
                        FileError::new(path, key("max_position"), "required when has_position_limits is true")
                    })?;
                    if !(min.is_finite() && max.is_finite() && min < max) {
                        return Err(FileError::new(
                            path,
                            key("min_position"),
                            format!("expected finite numbers with min_position < max_position, got {min} and {max}"),
                        ));
                    }
                    out.min_position = min;
                    out.max_position = max;
                }
                if f.has_velocity_limits {
                    out.max_velocity = positive(f.max_velocity, path, &key("max_velocity"))?;
                }
                if f.has_acceleration_limits {
                    out.max_acceleration = Some(positive(f.max_acceleration, path, &key("max_acceleration"))?);
                }
            }
            merged.push(out);
        }
        // `new` only fails on a wrong count, and `merged` mirrors `self`.
        Ok(JointLimits::new(merged).unwrap_or_else(|| self.clone()))
    }
}

fn positive(v: Option<f64>, path: &Path, key: &str) -> Result<f64, FileError> {
    match v {
        Some(x) if x.is_finite() && x > 0.0 => Ok(x),
        Some(x) => Err(FileError::new(path, key, format!("expected a positive number, got {x}"))),
        None => Err(FileError::new(path, key, "required when its has_*_limits flag is true")),
    }
}

/// `joint_limits.yaml` as MoveIt and ros2_control write it.
#[derive(Clone, Debug, Default, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsFile {
    #[serde(default)]
    pub default_velocity_scaling_factor: Option<f64>,
    #[serde(default)]
    pub default_acceleration_scaling_factor: Option<f64>,
    pub joint_limits: BTreeMap<String, LimitsFileJoint>,
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsFileJoint {
    #[serde(default)]
    pub has_position_limits: bool,
    pub min_position: Option<f64>,
    pub max_position: Option<f64>,
    #[serde(default)]
    pub has_velocity_limits: bool,
    pub max_velocity: Option<f64>,
    #[serde(default)]
    pub has_acceleration_limits: bool,
    pub max_acceleration: Option<f64>,
    #[serde(default)]
    pub has_deceleration_limits: bool,
    pub max_deceleration: Option<f64>,
    #[serde(default)]
    pub has_jerk_limits: bool,
    pub max_jerk: Option<f64>,
    #[serde(default)]
    pub has_effort_limits: bool,
    pub max_effort: Option<f64>,
}

impl LimitsFile {
    pub fn load(path: &Path) -> Result<Self, FileError> {
        yaml_file::load(path)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use proptest::prelude::*;

    pub(crate) fn spec_limits() -> JointLimits {
        let table = [2.97, 2.10, 2.97, 2.10, 2.97, 2.10, 3.05];
        JointLimits::new(
            table
                .iter()
                .enumerate()
                .map(|(i, &m)| JointLimit {
                    name: format!("joint{}", i + 1),
                    min_position: -m,
                    max_position: m,
                    max_velocity: 1.0,
                    max_acceleration: Some(5.0),
                })
                .collect(),
        )
        .unwrap()
    }

    fn reference_contains(l: &JointLimits, q: &JointPositions) -> bool {
        q.iter().zip(l.joints()).all(|(&x, j)| j.min_position <= x && x <= j.max_position)
    }

    proptest! {
        #[test]
        fn contains_accepts_exactly_in_limit_vectors(
            q in proptest::array::uniform7(prop_oneof![
                -3.5f64..3.5,
                Just(2.97), Just(-2.97), Just(2.10), Just(-2.10), Just(3.05), Just(-3.05),
                Just(2.1000000001), Just(-3.0500000001), Just(f64::NAN), Just(f64::INFINITY),
            ])
        ) {
            let l = spec_limits();
            prop_assert_eq!(l.contains(&q), reference_contains(&l, &q));
            let mut c = Checker::new();
            l.check_into(&q, &mut c, |i| Loc::root("joints").at(i));
            prop_assert_eq!(c.is_clean(), l.contains(&q));
        }
    }

    #[test]
    fn a_joint_in_degrees_is_answered_with_its_radians() {
        let l = spec_limits();
        let mut c = Checker::new();
        let loc = Loc::root("body").at("joints");
        // 30 is beyond every joint (the widest reaches 3.05); 30° is within joint1's.
        l.check_one_into(0, 30.0, &mut c, &loc.at(0));
        l.check_one_into(1, -90.0, &mut c, &loc.at(1));
        // 2.5 is beyond joint2 but within joint1: a radian value, no hint.
        l.check_one_into(1, 2.5, &mut c, &loc.at(1));
        // 170° is beyond joint2's 2.10 rad: no reading puts it in range.
        l.check_one_into(1, 170.0, &mut c, &loc.at(1));
        let err = c.finish(|| Some(())).unwrap_err();
        let msgs: Vec<&str> = err.0.iter().map(|v| v.msg.as_str()).collect();
        assert_eq!(
            msgs,
            [
                "Input should be less than or equal to 2.97 (joint1 upper limit, rad; got 30): 30 rad is beyond every \
                 joint's range; degrees? 30° = 0.5236 rad",
                "Input should be greater than or equal to -2.1 (joint2 lower limit, rad; got -90): -90 rad is beyond \
                 every joint's range; degrees? -90° = -1.5708 rad",
                "Input should be less than or equal to 2.1 (joint2 upper limit, rad; got 2.5)",
                "Input should be less than or equal to 2.1 (joint2 upper limit, rad; got 170)",
            ]
        );
    }

    proptest! {
        /// Any joint value beyond every joint's range whose degrees lie within its joint's limits
        /// is answered with the radians; no other value is.
        #[test]
        fn the_degrees_hint_is_given_exactly_where_it_fits(i in 0usize..7, x in -400.0f64..400.0) {
            let l = spec_limits();
            let mut c = Checker::new();
            l.check_one_into(i, x, &mut c, &Loc::root("j"));
            let hinted = c.finish(|| Some(())).err().is_some_and(|e| e.0[0].msg.contains("degrees?"));
            let fits = x.abs() > 3.05 && l.allows(i, x.to_radians());
            prop_assert_eq!(hinted, fits, "{}", x);
        }
    }

    #[test]
    fn boundaries_are_inside() {
        let l = spec_limits();
        assert!(l.contains(&[2.97, 2.10, 2.97, 2.10, 2.97, 2.10, 3.05]));
        assert!(l.contains(&[-2.97, -2.10, -2.97, -2.10, -2.97, -2.10, -3.05]));
        assert!(!l.contains(&[0.0, 0.0, 0.0, 2.1000001, 0.0, 0.0, 0.0]));
    }

    #[test]
    fn file_overrides_and_rejects_unknown_joint() {
        let l = spec_limits();
        let f: LimitsFile = crate::yaml_file::parse(
            Path::new("l.yaml"),
            "joint_limits:\n  joint2:\n    has_position_limits: true\n    min_position: -1.0\n    max_position: 1.5\n    has_acceleration_limits: true\n    max_acceleration: 9.0\n",
        )
        .unwrap();
        let m = l.overridden_by(&f, Path::new("l.yaml")).unwrap();
        assert_eq!(m.joints()[1].min_position, -1.0);
        assert_eq!(m.joints()[1].max_acceleration, Some(9.0));
        assert_eq!(m.joints()[0], l.joints()[0]);
        let f: LimitsFile =
            crate::yaml_file::parse(Path::new("l.yaml"), "joint_limits:\n  joint9:\n    has_velocity_limits: false\n")
                .unwrap();
        let e = l.overridden_by(&f, Path::new("l.yaml")).unwrap_err();
        assert!(e.to_string().contains("joint_limits.joint9"), "{e}");
    }
}
