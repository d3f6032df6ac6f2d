//! A joint trajectory: points of seven positions, each reached at its `time_from_start`, and,
//! for every point or none, its velocities and accelerations ([`PointRates`]): with them the
//! controller joins the points by cubics or quintics ([`crate::drive::interpolation`]).
//!
//! Construction checks what the HTTP contract requires (at least one point, finite numbers,
//! times >= 0). That times increase is the client's duty (the spec says so); the controller,
//! real or simulated, is what refuses a trajectory whose times do not. With the limits checked,
//! consecutive points must not need more than a joint's velocity limit (D24).

use crate::drive::interpolation::{self, Knot};
use crate::drive::{self, JointRates, Start};
use crate::joint_vector::read_joints;
pub use crate::trajectory_point::TrajectoryPoint;
use crate::validation::{Checker, Loc, Violations};
use crate::{DOF, JointLimits, JointPositions};
use serde_json::Value;

#[derive(Clone, Debug, PartialEq)]
pub struct Trajectory {
    points: Vec<TrajectoryPoint>,
    rates: Option<PointRates>,
}

/// Every point's velocities (rad/s) and, where given, accelerations (rad/s²), in the order of the
/// points: a trajectory gives them for every point or for none, as Jazzy's controller
/// interpolates a segment by what both its points give.
#[derive(Clone, Debug, PartialEq)]
pub struct PointRates {
    pub velocities: Vec<JointPositions>,
    pub accelerations: Option<Vec<JointPositions>>,
}

/// A point's velocity or acceleration beyond its joint's limit ([`Trajectory::first_rate_beyond`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RateBeyond {
    pub point: usize,
    /// `velocities` or `accelerations`.
    pub field: &'static str,
    pub joint: usize,
    pub asked: f64,
    pub allowed: f64,
}

impl RateBeyond {
    /// The excess in words, naming the joint by its name in `limits`.
    pub fn describe(&self, limits: &JointLimits) -> String {
        let joint = limits.joints().get(self.joint).map_or("a joint", |j| j.name.as_str());
        let (what, unit) = if self.field == "velocities" { ("velocity", "rad/s") } else { ("acceleration", "rad/s²") };
        format!(
            "point {}: its {} ask {joint} for {} {unit}, more than its {what} limit of {} {unit}",
            self.point,
            self.field,
            crate::validation::fmt_num(self.asked),
            crate::validation::fmt_num(self.allowed)
        )
    }
}

/// Why a trajectory's last point must rest: the controller holds it after the end.
const LAST_POINT_RESTS: &str = "the last point's velocities must be 0: the arm comes to rest there (Jazzy's controller \
     refuses a moving end unless allow_nonzero_velocity_at_trajectory_end, and then steps the velocity to 0)";

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
        c.finish(|| Some(Trajectory { points, rates: None }))
    }

    /// `self` with every point's velocities and accelerations (`rates`, one per point, finite;
    /// the last point's velocities 0); problems are located by point index.
    pub fn with_rates(self, rates: PointRates) -> Result<Trajectory, Violations> {
        let mut c = Checker::new();
        let n = self.points.len();
        let lists = std::iter::once(("velocities", &rates.velocities))
            .chain(rates.accelerations.iter().map(|a| ("accelerations", a)));
        for (name, list) in lists {
            if list.len() != n {
                c.push(
                    Loc::empty(),
                    "value_error",
                    format!("{} {name} for {n} points: give them for every point", list.len()),
                );
                continue;
            }
            for (i, v) in list.iter().enumerate() {
                for (j, x) in v.iter().enumerate() {
                    if !x.is_finite() {
                        c.push(Loc::empty().at(i).at(name).at(j), "finite_number", "Input should be a finite number");
                    }
                }
            }
        }
        if let Some(j) = rates.velocities.last().and_then(|v| v.iter().position(|x| *x != 0.0)) {
            c.push(Loc::empty().at(n - 1).at("velocities").at(j), "value_error", LAST_POINT_RESTS);
        }
        c.finish(|| Some(Trajectory { rates: Some(rates), ..self }))
    }

    /// For callers that checked every point themselves with their own locations.
    pub(crate) fn from_checked(points: Vec<TrajectoryPoint>, rates: Option<PointRates>) -> Trajectory {
        debug_assert!(!points.is_empty());
        Trajectory { points, rates }
    }

    /// Every point's velocities and accelerations, if the trajectory gives them.
    pub fn rates(&self) -> Option<&PointRates> {
        self.rates.as_ref()
    }

    /// The first point whose velocity (or acceleration) asks a joint for more than `rates`
    /// allow: no curve through it can be followed (and an unbounded one would send the
    /// controller's curve anywhere between the points).
    pub fn first_rate_beyond(&self, rates: &JointRates) -> Option<RateBeyond> {
        let r = self.rates.as_ref()?;
        let lists = std::iter::once(("velocities", &r.velocities, &rates.velocity))
            .chain(r.accelerations.iter().map(|a| ("accelerations", a, &rates.acceleration)));
        lists
            .flat_map(|(field, list, allowed)| {
                list.iter().enumerate().flat_map(move |(point, v)| {
                    (0..DOF).map(move |joint| RateBeyond {
                        point,
                        field,
                        joint,
                        asked: v[joint].abs(),
                        allowed: allowed[joint],
                    })
                })
            })
            .filter(|b| drive::over(b.asked, b.allowed))
            .min_by_key(|b| (b.point, b.field == "accelerations", b.joint))
    }

    /// How the controller joins the points: "cubic" through velocities, "quintic" through
    /// velocities and accelerations, "straight lines" through positions only.
    pub fn curve(&self) -> &'static str {
        match &self.rates {
            Some(PointRates { accelerations: Some(_), .. }) => "quintic",
            Some(_) => "cubic",
            None => "straight lines",
        }
    }

    /// The points as the interpolation reads them.
    pub fn knots(&self) -> Vec<(f64, Knot)> {
        self.points
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let r = self.rates.as_ref();
                let knot = Knot {
                    positions: p.positions,
                    velocities: r.and_then(|r| r.velocities.get(i).copied()),
                    accelerations: r.and_then(|r| r.accelerations.as_ref()).and_then(|a| a.get(i).copied()),
                };
                (p.time_from_start, knot)
            })
            .collect()
    }

    /// What the controller commands along a trajectory that gives velocities: its cubics (or
    /// quintics) sampled ([`interpolation::sampled`]) from where the command is at `from` (from
    /// the first point without one), each sample with the index of the point it leads to. `None`
    /// for position-only points, which are commanded as they are.
    pub fn commanded(&self, from: Option<&Start>) -> Option<Vec<(TrajectoryPoint, usize)>> {
        self.rates.as_ref()?;
        let knots = self.knots();
        Some(match from {
            Some(s) => {
                let start = Knot { positions: s.command, velocities: Some(s.velocity), accelerations: None };
                interpolation::sampled(&start, &knots)
            }
            None => {
                let (t0, first) = knots[0];
                let later: Vec<(f64, Knot)> = knots[1..].iter().map(|&(t, k)| (t - t0, k)).collect();
                let mut samples = vec![(TrajectoryPoint { positions: first.positions, time_from_start: 0.0 }, 0)];
                samples.extend(interpolation::sampled(&first, &later).into_iter().map(|(p, i)| (p, i + 1)));
                samples.iter_mut().for_each(|(p, _)| p.time_from_start += t0);
                samples
            }
        })
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

    /// Reads a JSON array of `{positions, time_from_start}` objects (with `velocities` and
    /// `accelerations` on every point or none), checking limits when `limits` is given. Every
    /// problem is recorded with its location below `loc`.
    pub fn read_json(checker: &mut Checker, v: &Value, loc: &Loc, limits: Option<&JointLimits>) -> Option<Trajectory> {
        let items = checker.array(v, loc)?;
        if !checker.length(items.len(), loc, 1, usize::MAX) {
            return None;
        }
        let before = checker.count();
        let mut points = Vec::with_capacity(items.len());
        let mut rates = RatesReader::of(items);
        for (i, item) in items.iter().enumerate() {
            // A valid point is read without building a location; any other is read again below
            // to say what is wrong where.
            if let Some(point) = point_within(item, limits) {
                points.push(point);
                rates.read(checker, item, i, loc);
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
            rates.read(checker, item, i, loc);
            if let (Some(positions), Some(time_from_start)) = (positions, time) {
                points.push(TrajectoryPoint { positions, time_from_start });
            }
        }
        if let Some(limits) = limits
            && checker.count() == before
        {
            check_velocities(&points, limits, checker, |i, j| loc.at(i).at("positions").at(j));
        }
        if checker.count() != before {
            return None;
        }
        let rates = rates.finish(checker, items.len(), loc)?;
        (checker.count() == before).then(|| Trajectory::from_checked(points, rates))
    }
}

/// Reads the points' `velocities` and `accelerations`: for every point or none, as the first
/// point gives them; accelerations only with velocities; the last point's velocities 0.
struct RatesReader {
    velocities: Option<Vec<JointPositions>>,
    accelerations: Option<Vec<JointPositions>>,
}

impl RatesReader {
    /// What the first of `items` gives decides what every point must.
    fn of(items: &[Value]) -> RatesReader {
        let gives = |key: &str| items.first().and_then(Value::as_object).is_some_and(|o| o.contains_key(key));
        RatesReader {
            velocities: gives("velocities").then(|| Vec::with_capacity(items.len())),
            accelerations: gives("accelerations").then(|| Vec::with_capacity(items.len())),
        }
    }

    fn read(&mut self, c: &mut Checker, item: &Value, i: usize, loc: &Loc) {
        let Some(obj) = item.as_object() else { return };
        // Position-only points (nearly every trajectory) build no location.
        if self.velocities.is_none()
            && self.accelerations.is_none()
            && !obj.contains_key("velocities")
            && !obj.contains_key("accelerations")
        {
            return;
        }
        let at = loc.at(i);
        for (key, list) in [("velocities", &mut self.velocities), ("accelerations", &mut self.accelerations)] {
            match (obj.get(key), list) {
                (Some(v), Some(list)) => {
                    let fast = v.as_array().and_then(|items| crate::joint_vector::joints_within(items, None));
                    if let Some(q) = fast.or_else(|| read_joints(c, v, &at.at(key), None)) {
                        list.push(q);
                    }
                }
                (None, Some(_)) => c.push(
                    at.at(key),
                    "missing",
                    format!("Field required: point 0 gives {key}, so every point does (or none)"),
                ),
                (Some(_), None) => c.push(
                    at.at(key),
                    "extra_forbidden",
                    format!("point 0 gives no {key}, so no point does: give them for every point or for none"),
                ),
                (None, None) => {}
            }
        }
        if obj.contains_key("accelerations") && !obj.contains_key("velocities") {
            c.push(
                at.at("accelerations"),
                "value_error",
                "accelerations need velocities: the controller interpolates a quintic through both, and without \
                 velocities ignores them",
            );
        }
    }

    fn finish(self, c: &mut Checker, n: usize, loc: &Loc) -> Option<Option<PointRates>> {
        let Some(velocities) = self.velocities else { return Some(None) };
        if let Some(j) = velocities.last().and_then(|v| v.iter().position(|x| *x != 0.0)) {
            c.push(loc.at(n - 1).at("velocities").at(j), "value_error", LAST_POINT_RESTS);
            return None;
        }
        Some(Some(PointRates { velocities, accelerations: self.accelerations }))
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

    /// Points at 0.5 s steps, velocities on those in `with` (every point's 0.1 but the last's 0).
    fn with_velocities_on(with: &[bool]) -> Value {
        let n = with.len();
        Value::Array(
            with.iter()
                .enumerate()
                .map(|(i, w)| {
                    let mut p = json!({"positions": (vec![0.1 * i as f64; 7]), "time_from_start": 0.5 * i as f64});
                    if *w {
                        p["velocities"] = json!((vec![if i + 1 == n { 0.0 } else { 0.1 }; 7]));
                    }
                    p
                })
                .collect(),
        )
    }

    #[test]
    fn reads_velocities_and_accelerations_given_for_every_point() {
        let v = json!([
            {"positions": (vec![0; 7]), "time_from_start": 0.5, "velocities": (vec![0.1; 7]), "accelerations": (vec![0; 7])},
            {"positions": (vec![0.1; 7]), "time_from_start": 1, "velocities": (vec![0; 7]), "accelerations": (vec![-0.5; 7])}
        ]);
        let mut c = Checker::new();
        let t = Trajectory::read_json(&mut c, &v, &Loc::root("body").at("points"), None).expect("valid");
        let r = t.rates().expect("rates");
        assert_eq!(r.velocities, [[0.1; 7], [0.0; 7]]);
        assert_eq!(r.accelerations.as_deref(), Some(&[[0.0; 7], [-0.5; 7]][..]));
        let knots = t.knots();
        assert_eq!(knots[1].1.accelerations, Some([-0.5; 7]));
        // Position-only points give none, and are commanded as they are.
        let mut c = Checker::new();
        let plain = Trajectory::read_json(&mut c, &with_velocities_on(&[false, false]), &Loc::root("p"), None).unwrap();
        assert!(plain.rates().is_none() && plain.commanded(None).is_none());
    }

    #[test]
    fn velocities_that_are_not_for_every_point_or_end_moving_are_refused_where_they_are() {
        let cases = [
            (
                json!([{"positions": (vec![0; 7]), "time_from_start": 0.5, "accelerations": (vec![0; 7])}]),
                vec![("p[0].accelerations", "value_error")],
            ),
            (
                json!([{"positions": (vec![0; 7]), "time_from_start": 0.5, "velocities": [0.2, 0, 0, 0, 0, 0, 0]}]),
                vec![("p[0].velocities[0]", "value_error")],
            ),
            (
                json!([{"positions": (vec![0; 7]), "time_from_start": 0.5, "velocities": [0, 0, 0, 0, 0, 0]}]),
                vec![("p[0].velocities", "too_short")],
            ),
        ];
        for (v, want) in cases {
            let mut c = Checker::new();
            assert!(Trajectory::read_json(&mut c, &v, &Loc::root("p"), None).is_none(), "{v}");
            let e = c.finish(|| Some(())).unwrap_err();
            let got: Vec<(String, &str)> = e.0.iter().map(|p| (p.loc.to_string(), p.kind)).collect();
            let want: Vec<(String, &str)> = want.into_iter().map(|(l, k)| (l.to_owned(), k)).collect();
            assert_eq!(got, want, "{v}: {e}");
        }
        let mut c = Checker::new();
        Trajectory::read_json(&mut c, &with_velocities_on(&[true, true]), &Loc::root("p"), None).expect("valid");
        let moving_end =
            json!([{"positions": (vec![0; 7]), "time_from_start": 0.5, "velocities": [0, 0, 0.3, 0, 0, 0, 0]}]);
        let mut c = Checker::new();
        assert!(Trajectory::read_json(&mut c, &moving_end, &Loc::root("p"), None).is_none());
        let e = c.finish(|| Some(())).unwrap_err();
        assert!(e.0[0].msg.starts_with("the last point's velocities must be 0"), "{e}");
    }

    proptest! {
        /// Velocities on some points but not all are refused at every point that differs from
        /// point 0, and nowhere else; on all or none they are read.
        #[test]
        fn velocities_are_for_every_point_or_none(with in prop::collection::vec(any::<bool>(), 1..12)) {
            let mut c = Checker::new();
            let read = Trajectory::read_json(&mut c, &with_velocities_on(&with), &Loc::root("p"), None);
            let differ: Vec<String> =
                (0..with.len()).filter(|&i| with[i] != with[0]).map(|i| format!("p[{i}].velocities")).collect();
            if differ.is_empty() {
                let t = read.expect("the same on every point");
                prop_assert_eq!(t.rates().is_some(), with[0]);
            } else {
                prop_assert!(read.is_none());
                let e = c.finish(|| Some(())).unwrap_err();
                let locs: Vec<String> = e.0.iter().map(|p| p.loc.to_string()).collect();
                prop_assert_eq!(locs, differ);
            }
        }
    }

    #[test]
    fn the_command_of_a_trajectory_with_velocities_is_its_cubics_from_where_the_command_is() {
        let mut c = Checker::new();
        let v = json!([{"positions": (vec![1.0; 7]), "time_from_start": 2.0, "velocities": (vec![0; 7])}]);
        let t = Trajectory::read_json(&mut c, &v, &Loc::root("p"), None).unwrap();
        let at_rest = Start::at_rest([0.0; 7], 1e-3);
        let samples = t.commanded(Some(&at_rest)).expect("a curve");
        assert_eq!(samples.len(), 200);
        // From rest to rest: half-way at half the time, and never faster than 1.5 times the mean.
        assert!((samples[99].0.positions[0] - 0.5).abs() < 1e-12, "{:?}", samples[99]);
        assert!(samples.iter().all(|(_, i)| *i == 0));
        // Without a start, from the first point on.
        assert_eq!(t.commanded(None).expect("a curve").len(), 1);
    }

    #[test]
    fn a_velocity_or_acceleration_beyond_a_joints_limit_is_found_at_its_point() {
        let p = |t| TrajectoryPoint { positions: [0.0; 7], time_from_start: t };
        let rates = JointRates { velocity: [1.0; 7], acceleration: [5.0; 7] };
        let within = PointRates { velocities: vec![[0.5; 7], [0.0; 7]], accelerations: Some(vec![[4.0; 7], [0.0; 7]]) };
        let t = Trajectory::new(vec![p(0.5), p(1.0)]).unwrap().with_rates(within).unwrap();
        assert_eq!(t.first_rate_beyond(&rates), None);
        let mut v = [0.5; 7];
        v[3] = -1e300;
        let mut a = [4.0; 7];
        a[1] = 6.0;
        let beyond = PointRates { velocities: vec![v, [0.0; 7]], accelerations: Some(vec![a, [0.0; 7]]) };
        let t = Trajectory::new(vec![p(0.5), p(1.0)]).unwrap().with_rates(beyond).unwrap();
        let b = t.first_rate_beyond(&rates).expect("beyond");
        assert_eq!((b.point, b.field, b.joint), (0, "velocities", 3));
        let limits = crate::limits::tests::spec_limits();
        assert!(
            b.describe(&limits).starts_with("point 0: its velocities ask joint4 for 1e300 rad/s"),
            "{}",
            b.describe(&limits)
        );
    }

    #[test]
    fn rates_for_a_built_trajectory_are_checked() {
        let p = |t| TrajectoryPoint { positions: [0.0; 7], time_from_start: t };
        let t = Trajectory::new(vec![p(0.5), p(1.0)]).unwrap();
        let ok = PointRates { velocities: vec![[0.1; 7], [0.0; 7]], accelerations: None };
        assert!(t.clone().with_rates(ok).is_ok());
        let short = PointRates { velocities: vec![[0.0; 7]], accelerations: None };
        assert!(t.clone().with_rates(short).is_err());
        let moving = PointRates { velocities: vec![[0.0; 7], [f64::NAN; 7]], accelerations: None };
        let e = t.with_rates(moving).unwrap_err();
        assert_eq!(e.0[0].kind, "finite_number");
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
