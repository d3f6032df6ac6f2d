//! Motion sequence files (the JSON uploaded to `POST /sequences/start` and read by
//! `motion_sequence_runner`): an optional `home` joint point and a list of `waypoints`, each a
//! joint point (`joints`, optional `speed`, `blend_radius`) or a Cartesian point (`x y z`,
//! optional `a b c`, `speed`, `planner`, `blend_radius`). A file whose waypoints carry a
//! `blend_radius` runs each iteration as one blended path (D37). Parsed and validated once, here, for the service (422 before launch)
//! and the runner (exit code 2) alike.

use crate::joint_vector::read_joints;
use crate::motion::{
    BLEND_RADIUS_MAX_M, BLEND_RADIUS_MAX_RAD, JointGoal, MotionGoal, Planner, PoseGoal, SPEED_DEFAULT, SPEED_MAX,
    SPEED_MIN, Scaling,
};
use crate::pose::ANGLE_MAX;
use crate::validation::{Checker, Loc, Reading, Violations};
use crate::{Abc, JointLimits, JointPositions};
use serde_json::{Map, Value, json};

/// Repetitions of the waypoints when a start request gives none (the form, the MCP tool and
/// the runner's command line all read this).
pub const N_ITERATIONS_DEFAULT: u64 = 3;
/// Pause between iterations, seconds, when a start request gives none.
pub const DELAY_BETWEEN_ITERATIONS_DEFAULT_S: f64 = 5.0;
/// The longest pause between iterations, seconds: a day. A longer one is a mistake (a pause of
/// 1e20 s would hold the arm for ever), not a plan.
pub const DELAY_BETWEEN_ITERATIONS_MAX_S: f64 = 86_400.0;
/// Most waypoints a file lists (D26: every list a client sends has a bound). Each is a motion
/// goal of its own; a sequence of more is no teach-in but a trajectory, which `/trajectory/send`
/// takes.
pub const WAYPOINTS_MAX: usize = 10_000;

/// One point of a sequence.
#[derive(Clone, Debug, PartialEq)]
pub enum Waypoint {
    /// Sent as a MoveToJoints goal (or, blended, a waypoint of the iteration's path).
    Joints { joints: JointPositions, speed: f64, blend_radius: Option<f64> },
    /// Sent as a MoveToPose goal (or, blended, a waypoint of the iteration's path).
    Pose { position: [f64; 3], orientation: Abc, speed: f64, planner: Planner, blend_radius: Option<f64> },
}

impl Waypoint {
    /// The goal the runner sends for this waypoint. A sequence file gives no acceleration
    /// scale: it follows the speed.
    pub fn goal(&self) -> MotionGoal {
        match self {
            Waypoint::Joints { joints, speed, .. } => {
                MotionGoal::Joints(JointGoal { joints: *joints, scaling: Scaling::new(*speed) })
            }
            Waypoint::Pose { position, orientation, speed, planner, .. } => MotionGoal::Pose(PoseGoal {
                position: *position,
                orientation: *orientation,
                scaling: Scaling::new(*speed),
                planner: *planner,
                frame_id: String::new(),
                circ: None,
            }),
        }
    }

    /// The blend radius the waypoint carries (metres for a Cartesian point, radians for a joint
    /// point), if any.
    pub fn blend_radius(&self) -> Option<f64> {
        match self {
            Waypoint::Joints { blend_radius, .. } | Waypoint::Pose { blend_radius, .. } => *blend_radius,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct SequenceFile {
    /// Visited once, before the first iteration.
    pub home: Option<Waypoint>,
    pub waypoints: Vec<Waypoint>,
}

impl SequenceFile {
    /// Reads and checks a sequence from its JSON text. `loc` is where the file sits in the
    /// request (`["body", "config"]`); joint limits are checked when `limits` is given.
    pub fn parse(text: &[u8], loc: &Loc, limits: Option<&JointLimits>) -> Result<SequenceFile, Violations> {
        let value: Value = serde_json::from_slice(text).map_err(|e| {
            Violations::one(loc.clone(), "json_invalid", format!("the sequence file is not valid JSON: {e}"))
        })?;
        Self::from_value(&value, loc, limits)
    }

    pub fn from_value(v: &Value, loc: &Loc, limits: Option<&JointLimits>) -> Result<SequenceFile, Violations> {
        let mut c = Checker::new();
        let Some(obj) = c.object(v, loc) else { return c.finish(|| None) };
        let home = match Checker::optional(obj, "home") {
            Some(h) => {
                let at = loc.at("home");
                let point = c.object(h, &at).and_then(|o| {
                    if o.contains_key(BLEND_RADIUS) {
                        c.push(
                            at.at(BLEND_RADIUS),
                            "value_error",
                            "home takes no blend_radius: it is visited once, before the first iteration, and the arm \
                             stops there",
                        );
                    }
                    if o.contains_key("joints") {
                        joint_point(&mut c, o, &at, limits)
                    } else {
                        c.push(at.at("joints"), "missing", "Field required: home is a joint point (`joints`)");
                        None
                    }
                });
                Some(point)
            }
            None => None,
        };
        let waypoints = c.required(obj, "waypoints", loc).and_then(|w| {
            let at = loc.at("waypoints");
            let items = c.array(w, &at)?;
            if !c.length(items.len(), &at, 1, WAYPOINTS_MAX) {
                return None;
            }
            let points: Vec<Option<Waypoint>> =
                items.iter().enumerate().map(|(i, p)| waypoint(&mut c, p, &at.at(i), limits)).collect();
            points.into_iter().collect::<Option<Vec<_>>>()
        });
        c.finish(|| {
            let home = match home {
                Some(h) => Some(h?),
                None => None,
            };
            Some(SequenceFile { home, waypoints: waypoints? })
        })
    }

    /// Whether any waypoint carries a blend radius: then each iteration runs as one blended path
    /// (D37) rather than a goal per waypoint.
    pub fn blended(&self) -> bool {
        self.waypoints.iter().any(|w| w.blend_radius().is_some())
    }

    /// The JSON form, as a client writes it.
    pub fn to_value(&self) -> Value {
        let mut out = Map::new();
        if let Some(h) = &self.home {
            out.insert("home".into(), h.to_value());
        }
        out.insert("waypoints".into(), Value::Array(self.waypoints.iter().map(Waypoint::to_value).collect()));
        Value::Object(out)
    }
}

impl Waypoint {
    pub fn to_value(&self) -> Value {
        let mut v = match self {
            Waypoint::Joints { joints, speed, .. } => json!({"joints": joints, "speed": speed}),
            Waypoint::Pose { position, orientation, speed, planner, .. } => json!({
                "x": position[0], "y": position[1], "z": position[2],
                "a": orientation.a, "b": orientation.b, "c": orientation.c,
                "speed": speed, "planner": planner.name(),
            }),
        };
        if let (Some(r), Value::Object(m)) = (self.blend_radius(), &mut v) {
            m.insert(BLEND_RADIUS.into(), json!(r));
        }
        v
    }
}

fn waypoint(c: &mut Checker, v: &Value, loc: &Loc, limits: Option<&JointLimits>) -> Option<Waypoint> {
    let obj = c.object(v, loc)?;
    if obj.contains_key("joints") { joint_waypoint(c, obj, loc, limits) } else { pose_point(c, obj, loc) }
}

fn speed(c: &mut Checker, obj: &Map<String, Value>, loc: &Loc) -> Option<f64> {
    match Checker::optional(obj, "speed") {
        Some(s) => c.number_in_as(s, &loc.at("speed"), SPEED_MIN, SPEED_MAX, Reading::Share),
        None => Some(SPEED_DEFAULT),
    }
}

/// The key of a waypoint's blend radius.
pub const BLEND_RADIUS: &str = "blend_radius";

/// A waypoint's `blend_radius`: absent (or `null`) is none; else a number in (0, `max`], in
/// `unit` (`m` or `rad`).
fn blend_radius(c: &mut Checker, obj: &Map<String, Value>, loc: &Loc, max: f64, unit: &str) -> Option<Option<f64>> {
    let Some(v) = obj.get(BLEND_RADIUS).filter(|v| !v.is_null()) else { return Some(None) };
    let at = loc.at(BLEND_RADIUS);
    let r = c.number(v, &at)?;
    if r <= 0.0 {
        c.push(
            at,
            "greater_than",
            format!("Input should be greater than 0 ({unit}); leave blend_radius out to stop at the waypoint exactly"),
        );
        return None;
    }
    c.range_as(r, &at, 0.0, max, Reading::Plain).map(Some)
}

fn joint_point(c: &mut Checker, obj: &Map<String, Value>, loc: &Loc, limits: Option<&JointLimits>) -> Option<Waypoint> {
    let joints = obj.get("joints").and_then(|j| read_joints(c, j, &loc.at("joints"), limits));
    let speed = speed(c, obj, loc);
    Some(Waypoint::Joints { joints: joints?, speed: speed?, blend_radius: None })
}

/// A waypoint's joint point, with its blend radius (radians).
fn joint_waypoint(
    c: &mut Checker,
    obj: &Map<String, Value>,
    loc: &Loc,
    limits: Option<&JointLimits>,
) -> Option<Waypoint> {
    let point = joint_point(c, obj, loc, limits);
    let radius = blend_radius(c, obj, loc, BLEND_RADIUS_MAX_RAD, "rad");
    match (point?, radius?) {
        (Waypoint::Joints { joints, speed, .. }, blend_radius) => {
            Some(Waypoint::Joints { joints, speed, blend_radius })
        }
        (other, _) => Some(other),
    }
}

fn pose_point(c: &mut Checker, obj: &Map<String, Value>, loc: &Loc) -> Option<Waypoint> {
    // Positions in metres; angles in radians within ±ANGLE_MAX, as a pose target takes them.
    let coord = |c: &mut Checker, key: &'static str, required: bool| match obj.get(key).filter(|v| !v.is_null()) {
        Some(v) if required => c.number(v, &loc.at(key)),
        Some(v) => c.number_in_as(v, &loc.at(key), -ANGLE_MAX, ANGLE_MAX, Reading::Radians),
        None if required => {
            c.push(loc.at(key), "missing", "Field required: a point has `joints` or `x`, `y`, `z`");
            None
        }
        None => Some(0.0),
    };
    let (x, y, z) = (coord(c, "x", true), coord(c, "y", true), coord(c, "z", true));
    let (a, b, cc) = (coord(c, "a", false), coord(c, "b", false), coord(c, "c", false));
    let speed = speed(c, obj, loc);
    let planner = match Checker::optional(obj, "planner") {
        Some(p) => c.choice(p, &loc.at("planner"), &Planner::NAMES).and_then(Planner::from_name),
        None => Some(Planner::DEFAULT),
    };
    let blend_radius = blend_radius(c, obj, loc, BLEND_RADIUS_MAX_M, "m");
    Some(Waypoint::Pose {
        position: [x?, y?, z?],
        orientation: Abc { a: a?, b: b?, c: cc? },
        speed: speed?,
        planner: planner?,
        blend_radius: blend_radius?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn loc() -> Loc {
        Loc::root("body").at("config")
    }

    #[test]
    fn locates_problems_inside_the_file() {
        let text = br#"{"home": {"joints": [0,0,0,0,0,0,0]},
            "waypoints": [{"joints": [0,0,0,0,0,0,0], "speed": 0.5},
                          {"x": 0.4, "y": 0, "z": 0.5, "planner": "spline"},
                          {"joints": [0,0,0,0,0,0]},
                          {"y": 1}]}"#;
        let e = SequenceFile::parse(text, &loc(), None).unwrap_err();
        let locs: Vec<String> = e.0.iter().map(|v| v.loc.to_string()).collect();
        assert_eq!(
            locs,
            [
                "body.config.waypoints[1].planner",
                "body.config.waypoints[2].joints",
                "body.config.waypoints[3].x",
                "body.config.waypoints[3].z"
            ]
        );
        assert_eq!(SequenceFile::parse(b"{", &loc(), None).unwrap_err().0[0].kind, "json_invalid");
        assert!(SequenceFile::parse(br#"{"waypoints": []}"#, &loc(), None).is_err());
        let many = json!({"waypoints": vec![json!({"joints": [0, 0, 0, 0, 0, 0, 0]}); WAYPOINTS_MAX + 1]}).to_string();
        let e = SequenceFile::parse(many.as_bytes(), &loc(), None).unwrap_err();
        assert_eq!((e.0.len(), e.0[0].kind, e.0[0].loc.to_string()), (1, "too_long", "body.config.waypoints".into()));
        let most = json!({"waypoints": vec![json!({"joints": [0, 0, 0, 0, 0, 0, 0]}); WAYPOINTS_MAX]}).to_string();
        assert!(SequenceFile::parse(most.as_bytes(), &loc(), None).is_ok());
        assert!(
            SequenceFile::parse(br#"{"home": {"x": 1}, "waypoints": [{"joints": [0,0,0,0,0,0,0]}]}"#, &loc(), None)
                .is_err()
        );
    }

    /// A valid blend radius up to `max`, or none.
    fn radius(max: f64) -> impl Strategy<Value = Option<f64>> {
        proptest::option::of(prop_oneof![Just(max), 1e-9..=max])
    }

    fn waypoint_strategy() -> impl Strategy<Value = Waypoint> {
        prop_oneof![
            (proptest::array::uniform7(-2.0f64..2.0), 0.01f64..=1.0, radius(BLEND_RADIUS_MAX_RAD))
                .prop_map(|(joints, speed, blend_radius)| Waypoint::Joints { joints, speed, blend_radius }),
            (
                proptest::array::uniform3(-1.0f64..1.0),
                proptest::array::uniform3(-3.0f64..3.0),
                0.01f64..=1.0,
                0usize..5,
                radius(BLEND_RADIUS_MAX_M),
            )
                .prop_map(|(position, abc, speed, p, blend_radius)| Waypoint::Pose {
                    position,
                    orientation: Abc { a: abc[0], b: abc[1], c: abc[2] },
                    speed,
                    planner: Planner::ALL[p],
                    blend_radius,
                }),
        ]
    }

    proptest! {
        #[test]
        fn any_valid_sequence_round_trips(
            home in proptest::option::of((proptest::array::uniform7(-2.0f64..2.0), 0.01f64..=1.0)),
            waypoints in proptest::collection::vec(waypoint_strategy(), 1..20),
        ) {
            let home = home.map(|(joints, speed)| Waypoint::Joints { joints, speed, blend_radius: None });
            let file = SequenceFile { home, waypoints };
            let text = serde_json::to_vec(&file.to_value()).unwrap();
            let back = SequenceFile::parse(&text, &loc(), None).unwrap();
            prop_assert_eq!(back.blended(), back.waypoints.iter().any(|w| w.blend_radius().is_some()));
            prop_assert_eq!(back, file);
        }

        /// A radius outside (0, max] (max: metres for a Cartesian point, radians for a joint
        /// point) is refused at the waypoint's `blend_radius`, and only there.
        #[test]
        fn a_blend_radius_out_of_range_is_refused_where_it_is(
            cartesian in any::<bool>(),
            r in prop_oneof![Just(0.0), Just(-0.0), -1e9f64..=0.0, (BLEND_RADIUS_MAX_M.max(BLEND_RADIUS_MAX_RAD) * 1.000_001)..1e9, Just(f64::MAX)],
            others in 0usize..4,
            at in 0usize..4,
        ) {
            let point = |radius: Option<f64>| {
                let mut p = if cartesian { json!({"x": 0.4, "y": 0.0, "z": 0.5}) } else { json!({"joints": [0, 0, 0, 0, 0, 0, 0]}) };
                if let Some(r) = radius {
                    p["blend_radius"] = json!(r);
                }
                p
            };
            let at = at.min(others);
            let mut points: Vec<Value> = (0..=others).map(|_| point(Some(0.05))).collect();
            points[at] = point(Some(r));
            let e = SequenceFile::from_value(&json!({"waypoints": points}), &loc(), None).unwrap_err();
            let locs: Vec<String> = e.0.iter().map(|v| v.loc.to_string()).collect();
            prop_assert_eq!(locs, vec![format!("body.config.waypoints[{at}].blend_radius")]);
            let kind = if r <= 0.0 { "greater_than" } else { "less_than_equal" };
            prop_assert_eq!(e.0[0].kind, kind);
        }
    }

    #[test]
    fn blend_radii_read_in_the_unit_of_the_point() {
        let file = |points: Value| SequenceFile::from_value(&json!({"waypoints": points}), &loc(), None);
        let ok = file(json!([
            {"joints": [0, 0, 0, 0, 0, 0, 0], "blend_radius": BLEND_RADIUS_MAX_RAD},
            {"x": 0.4, "y": 0, "z": 0.5, "blend_radius": BLEND_RADIUS_MAX_M},
            {"x": 0.4, "y": 0.1, "z": 0.5, "blend_radius": null},
        ]))
        .unwrap();
        assert!(ok.blended());
        let radii: Vec<Option<f64>> = ok.waypoints.iter().map(Waypoint::blend_radius).collect();
        assert_eq!(radii, [Some(BLEND_RADIUS_MAX_RAD), Some(BLEND_RADIUS_MAX_M), None]);
        assert!(!file(json!([{"joints": [0, 0, 0, 0, 0, 0, 0]}])).unwrap().blended());
        let e = file(json!([{"joints": [0, 0, 0, 0, 0, 0, 0], "blend_radius": "big"}])).unwrap_err();
        assert_eq!(
            (e.0[0].loc.to_string(), e.0[0].kind),
            ("body.config.waypoints[0].blend_radius".into(), "float_type")
        );
        // `home` is visited once and stopped at: a radius there is refused, saying so.
        let e = SequenceFile::from_value(
            &json!({"home": {"joints": [0, 0, 0, 0, 0, 0, 0], "blend_radius": 0.1}, "waypoints": [{"joints": [0, 0, 0, 0, 0, 0, 0]}]}),
            &loc(),
            None,
        )
        .unwrap_err();
        assert_eq!(e.0[0].loc.to_string(), "body.config.home.blend_radius");
        assert!(e.0[0].msg.contains("home takes no blend_radius"), "{}", e.0[0].msg);
    }
}
