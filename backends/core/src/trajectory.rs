//! A joint trajectory: points of seven positions, each reached at its `time_from_start`.
//!
//! Construction checks what the HTTP contract requires (at least one point, finite numbers,
//! times >= 0). That times increase is the client's duty (the spec says so); the controller,
//! real or simulated, is what refuses a trajectory whose times do not. With the limits checked,
//! consecutive points must not need more than a joint's velocity limit (D24).

use crate::drive::{self, JointRates};
use crate::joint_vector::read_joints;
pub use crate::trajectory_point::TrajectoryPoint;
use crate::validation::{Checker, Loc, Violations};
use crate::{DOF, JointLimits};
use serde_json::Value;

#[derive(Clone, Debug, PartialEq)]
pub struct Trajectory {
    points: Vec<TrajectoryPoint>,
}

impl Trajectory {
    /// A trajectory of `points`; problems are located by point index.
    pub fn new(points: Vec<TrajectoryPoint>) -> Result<Trajectory, Violations> {
        let mut c = Checker::new();
        if points.is_empty() {
            c.push(Loc::empty(), "too_short", "List should have at least 1 item after validation, not 0");
        }
        for (i, p) in points.iter().enumerate() {
            let at = Loc::empty().at(i);
            for (j, x) in p.positions.iter().enumerate() {
                if !x.is_finite() {
                    c.push(at.at("positions").at(j), "finite_number", "Input should be a finite number");
                }
            }
            check_time(&mut c, p.time_from_start, &at.at("time_from_start"));
        }
        c.finish(|| Some(Trajectory { points }))
    }

    /// For callers that checked every point themselves with their own locations.
    pub(crate) fn from_checked(points: Vec<TrajectoryPoint>) -> Trajectory {
        debug_assert!(!points.is_empty());
        Trajectory { points }
    }

    pub fn points(&self) -> &[TrajectoryPoint] {
        &self.points
    }

    pub fn into_points(self) -> Vec<TrajectoryPoint> {
        self.points
    }

    /// The first point whose time is not later than the one before it, if any.
    pub fn first_non_increasing_time(&self) -> Option<usize> {
        self.points.windows(2).position(|w| w[1].time_from_start <= w[0].time_from_start).map(|i| i + 1)
    }

    /// Reads a JSON array of `{positions, time_from_start}` objects, checking limits when
    /// `limits` is given. Every problem is recorded with its location below `loc`.
    pub fn read_json(checker: &mut Checker, v: &Value, loc: &Loc, limits: Option<&JointLimits>) -> Option<Trajectory> {
        let items = checker.array(v, loc)?;
        if !checker.length(items.len(), loc, 1, usize::MAX) {
            return None;
        }
        let before = checker.count();
        let mut points = Vec::with_capacity(items.len());
        for (i, item) in items.iter().enumerate() {
            // A valid point is read without building a location; any other is read again below
            // to say what is wrong where.
            if let Some(point) = point_within(item, limits) {
                points.push(point);
                continue;
            }
            let at = loc.at(i);
            let Some(obj) = checker.object(item, &at) else { continue };
            let positions = checker
                .required(obj, "positions", &at)
                .and_then(|p| read_joints(checker, p, &at.at("positions"), limits));
            let time = checker.required(obj, "time_from_start", &at).and_then(|t| {
                let tl = at.at("time_from_start");
                let t = checker.number(t, &tl)?;
                check_time(checker, t, &tl).then_some(t)
            });
            if let (Some(positions), Some(time_from_start)) = (positions, time) {
                points.push(TrajectoryPoint { positions, time_from_start });
            }
        }
        if let Some(limits) = limits
            && checker.count() == before
        {
            check_velocities(&points, limits, checker, |i, j| loc.at(i).at("positions").at(j));
        }
        (checker.count() == before).then(|| Trajectory::from_checked(points))
    }
}

/// `item` as a point when it is one with nothing to report: positions within `limits` (when
/// given) and a time from start that is a finite number >= 0.
fn point_within(item: &Value, limits: Option<&JointLimits>) -> Option<TrajectoryPoint> {
    let obj = item.as_object()?;
    let positions = crate::joint_vector::joints_within(obj.get("positions")?.as_array()?, limits)?;
    let time_from_start = obj.get("time_from_start")?.as_f64().filter(|t| t.is_finite() && *t >= 0.0)?;
    Some(TrajectoryPoint { positions, time_from_start })
}

/// Whether no two consecutive points of `points` need more than a joint's velocity limit: what
/// [`drive::follow`] finds with the velocity limits alone, with its arithmetic (so the same
/// pairs pass), without its peaks and accelerations (every CSV upload is checked so).
pub fn within_velocity_limits(points: &[TrajectoryPoint], limits: &JointLimits) -> bool {
    let limit = JointRates::velocity_only(limits).velocity;
    points.windows(2).all(|pair| {
        let (a, b) = (&pair[0], &pair[1]);
        let dt = b.time_from_start - a.time_from_start;
        // A segment whose time does not increase is not judged here (see `drive::follow`).
        if dt <= 0.0 {
            return true;
        }
        let per_dt = 1.0 / dt;
        (0..DOF).all(|j| !drive::over(((b.positions[j] - a.positions[j]) * per_dt).abs(), limit[j]))
    })
}

/// Records a problem for every pair of consecutive points that needs more than a joint's
/// velocity limit (D24); `loc_of(point, joint)` locates it at the later point.
pub fn check_velocities(
    points: &[TrajectoryPoint],
    limits: &JointLimits,
    checker: &mut Checker,
    loc_of: impl Fn(usize, usize) -> Loc,
) {
    drive::follow(points, None, &JointRates::velocity_only(limits), |e| {
        checker.push(loc_of(e.point, e.joint), "velocity_limit", e.describe(limits));
    });
}

/// Records a problem unless `t` is a finite number of seconds >= 0.
pub(crate) fn check_time(c: &mut Checker, t: f64, loc: &Loc) -> bool {
    if !t.is_finite() {
        c.push(loc.clone(), "finite_number", "Input should be a finite number");
        false
    } else if t < 0.0 {
        c.push(loc.clone(), "greater_than_equal", "Input should be greater than or equal to 0");
        false
    } else {
        true
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::JointPositions;
    use proptest::prelude::*;
    use serde_json::json;

    /// Points from `(dt, dq)` steps, each `dt` after and `dq` on from the one before, the first
    /// from time 0 at the origin.
    pub(crate) fn points_from_steps(steps: Vec<(f64, JointPositions)>) -> Vec<TrajectoryPoint> {
        let (mut t, mut q) = (0.0, [0.0; DOF]);
        steps
            .into_iter()
            .map(|(dt, dq)| {
                t += dt;
                q.iter_mut().zip(dq).for_each(|(x, d)| *x += d);
                TrajectoryPoint { positions: q, time_from_start: t }
            })
            .collect()
    }

    proptest! {
        /// The velocity check of every upload judges each pair as the controller's walk does.
        #[test]
        fn the_velocity_check_agrees_with_the_drive_walk(
            steps in prop::collection::vec((-0.02f64..0.05, prop::array::uniform7(-0.05f64..0.05)), 1..40),
        ) {
            let limits = crate::limits::tests::spec_limits();
            let points = points_from_steps(steps);
            let walk = drive::first_excess(&points, None, &JointRates::velocity_only(&limits)).is_none();
            prop_assert_eq!(within_velocity_limits(&points, &limits), walk);
        }
    }

    #[test]
    fn reads_points_and_locates_problems() {
        let mut c = Checker::new();
        let v = json!([
            {"positions": [0, 0, 0, 0, 0, 0, 0], "time_from_start": 0.5},
            {"positions": [0, 0, 0, 0, 0, 0], "time_from_start": -1},
            {"time_from_start": 1}
        ]);
        assert!(Trajectory::read_json(&mut c, &v, &Loc::root("body").at("points"), None).is_none());
        let e = c.finish(|| Some(())).unwrap_err();
        let locs: Vec<String> = e.0.iter().map(|v| v.loc.to_string()).collect();
        assert_eq!(locs, ["body.points[1].positions", "body.points[1].time_from_start", "body.points[2].positions"]);
    }

    #[test]
    fn consecutive_points_beyond_a_velocity_limit_are_located_at_the_later_point() {
        let limits = crate::limits::tests::spec_limits();
        let v = json!([
            {"positions": [0, 0, 0, 0, 0, 0, 0], "time_from_start": 0},
            {"positions": [0, 0, 0, 0, 0, 0, 0.99], "time_from_start": 1},
            {"positions": [2, 0, 0, 0, 0, 0, 0.99], "time_from_start": 1.5},
            // Times that do not increase are the controller's to refuse, not this check's.
            {"positions": [0, 0, 0, 0, 0, 0, 0.99], "time_from_start": 1.5}
        ]);
        let mut c = Checker::new();
        assert!(Trajectory::read_json(&mut c, &v, &Loc::root("body").at("points"), Some(&limits)).is_none());
        let e = c.finish(|| Some(())).unwrap_err();
        let got: Vec<(String, &str)> = e.0.iter().map(|v| (v.loc.to_string(), v.kind)).collect();
        assert_eq!(got, [("body.points[2].positions[0]".to_owned(), "velocity_limit")]);
        let mut c = Checker::new();
        assert!(Trajectory::read_json(&mut c, &v, &Loc::root("body").at("points"), None).is_some());
    }

    #[test]
    fn empty_and_non_increasing() {
        assert!(Trajectory::new(vec![]).is_err());
        let p = |t| TrajectoryPoint { positions: [0.0; 7], time_from_start: t };
        let t = Trajectory::new(vec![p(0.0), p(1.0), p(1.0)]).unwrap();
        assert_eq!(t.first_non_increasing_time(), Some(2));
        assert_eq!(Trajectory::new(vec![p(0.0), p(1.0)]).unwrap().first_non_increasing_time(), None);
    }
}
