//! The tool the arm carries (D36): where its tool centre point is (an offset from the flange),
//! what it weighs and where its centre of gravity lies, and optionally its collision geometry.
//! Read and checked once, here, for the configuration's tools and for `PUT /robot/tool` alike,
//! so one set of rules applies to both.

use crate::client_text::quoted;
use crate::collision::Tool as ToolGeometry;
use crate::pose::Abc;
use crate::validation::{Checker, Extras, Loc, Reading, Violations, fmt_num, unknown_key};
use nalgebra::{Isometry3, Translation3};
use serde::Serialize;
use serde_json::{Map, Value};
use std::f64::consts::TAU;
use utoipa::ToSchema;

/// Farthest a TCP or a centre of gravity may lie from the flange, metres: a tool longer than
/// this is a unit mistake (millimetres for metres), not a tool an arm of 0.8 m reach carries.
pub const MAX_TOOL_OFFSET_M: f64 = 2.0;
/// Largest magnitude of a TCP angle, radians (as a pose target's, D6: ±2π; they wrap).
pub const MAX_TOOL_ANGLE_RAD: f64 = TAU;
/// Longest tool name.
pub const TOOL_NAME_MAX_CHARS: usize = 64;
/// What a tool name may be.
pub const TOOL_NAME_PATTERN: &str = "^[A-Za-z0-9_-][A-Za-z0-9_.-]*$";
/// Most tools a configuration lists.
pub const MAX_TOOLS: usize = 64;
/// The arm's rated payload when the configuration gives none: the KUKA LBR iiwa 7 R800's 7 kg.
pub const DEFAULT_PAYLOAD_RATING_KG: f64 = 7.0;
/// The 422 `type` of a payload above the arm's rating.
pub const ABOVE_RATING: &str = "above_payload_rating";
/// The keys of a tool definition.
pub const TOOL_KEYS: [&str; 5] = ["name", "tcp", "mass_kg", "cog", "geometry"];
const TCP_KEYS: [&str; 6] = ["x", "y", "z", "a", "b", "c"];

/// The TCP as an offset from the flange (`tool0`): metres and ABC radians, as poses everywhere
/// (D6: R = Rz(A)·Ry(B)·Rx(C)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, ToSchema)]
pub struct ToolTcp {
    pub x: f64,
    pub y: f64,
    pub z: f64,
    pub a: f64,
    pub b: f64,
    pub c: f64,
}

impl ToolTcp {
    /// The TCP's pose in the flange's frame.
    pub fn isometry(&self) -> Isometry3<f64> {
        let rotation = Abc { a: self.a, b: self.b, c: self.c }.rotation();
        Isometry3::from_parts(Translation3::new(self.x, self.y, self.z), rotation)
    }
}

/// A tool: its name, its TCP, its payload and, optionally, its collision geometry.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct ToolDefinition {
    /// 1 to 64 letters, digits, `_`, `-` and `.`.
    pub name: String,
    /// The TCP as an offset from the flange: metres, ABC radians.
    pub tcp: ToolTcp,
    /// The payload, kilograms: at least 0, at most the arm's rating.
    pub mass_kg: f64,
    /// The payload's centre of gravity in the flange's frame, metres.
    pub cog: [f64; 3],
    /// The tool's collision geometry in the flange's frame (as the world's `tool` entry, D28);
    /// while the tool is active it is the world's `tool`. `null`: the world's `tool` is kept.
    pub geometry: Option<ToolGeometry>,
}

impl ToolDefinition {
    /// The TCP's pose in the flange's frame.
    pub fn offset(&self) -> Isometry3<f64> {
        self.tcp.isometry()
    }

    /// Reads a tool definition at `loc`; a payload above `rating_kg` is a problem at
    /// `mass_kg` (type [`ABOVE_RATING`]). `extras` says what an unknown key is.
    pub fn read(c: &mut Checker, v: &Value, loc: &Loc, rating_kg: f64, extras: Extras) -> Option<ToolDefinition> {
        let before = c.count();
        let obj = c.object(v, loc)?;
        let name = c.required(obj, "name", loc).and_then(|v| read_name(c, v, &loc.at("name")));
        let tcp = c.required(obj, "tcp", loc).and_then(|v| read_tcp(c, v, &loc.at("tcp")));
        let mass_kg = match Checker::optional(obj, "mass_kg") {
            None => Some(0.0),
            Some(v) => read_mass(c, v, &loc.at("mass_kg"), rating_kg),
        };
        let cog = match Checker::optional(obj, "cog") {
            None => Some([0.0; 3]),
            Some(v) => read_cog(c, v, &loc.at("cog")),
        };
        let geometry = match Checker::optional(obj, "geometry") {
            None => Some(None),
            Some(v) => ToolGeometry::read(c, v, &loc.at("geometry")).map(Some),
        };
        for key in obj.keys().filter(|k| !TOOL_KEYS.contains(&k.as_str())) {
            unknown_key(c, loc, key, &TOOL_KEYS, "a field of a tool", extras);
        }
        if c.count() != before {
            return None;
        }
        Some(ToolDefinition { name: name?, tcp: tcp?, mass_kg: mass_kg?, cog: cog?, geometry: geometry? })
    }

    /// Reads a list of tool definitions (the configuration's `robot.tools`): each as
    /// [`ToolDefinition::read`], names unique.
    pub fn read_list(v: &Value, rating_kg: f64) -> Result<Vec<ToolDefinition>, Violations> {
        let mut c = Checker::new();
        let root = Loc::empty();
        let mut out: Vec<ToolDefinition> = Vec::new();
        if let Some(items) = c.array(v, &root)
            && c.length(items.len(), &root, 0, MAX_TOOLS)
        {
            for (i, item) in items.iter().enumerate() {
                let at = root.at(i);
                if let Some(t) = ToolDefinition::read(&mut c, item, &at, rating_kg, Extras::Refused) {
                    if out.iter().any(|o| o.name == t.name) {
                        c.push(at.at("name"), "value_error", format!("tool {} is given twice", quoted(&t.name)));
                    }
                    out.push(t);
                }
            }
        }
        c.finish(|| Some(out))
    }
}

/// The flange's target for a TCP target: `target · tcp⁻¹`, in the target's frame. What a motion
/// server that plans for the flange (over ROS 2, `cobot/move_to_pose`) is given, so that the
/// tool's TCP, not the flange, ends on the target (D36).
pub fn flange_target(position: [f64; 3], orientation: Abc, tcp: &Isometry3<f64>) -> ([f64; 3], Abc) {
    let target =
        Isometry3::from_parts(Translation3::new(position[0], position[1], position[2]), orientation.rotation());
    let flange = target * tcp.inverse();
    let p = flange.translation.vector;
    ([p.x, p.y, p.z], Abc::of(&flange.rotation))
}

/// Reads a tool name at `loc`: 1 to [`TOOL_NAME_MAX_CHARS`] letters, digits, `_`, `-` and `.`,
/// not starting with `.`.
pub fn read_name(c: &mut Checker, v: &Value, loc: &Loc) -> Option<String> {
    let name = c.string(v, loc)?;
    let ok_char = |ch: char| ch.is_ascii_alphanumeric() || matches!(ch, '_' | '-' | '.');
    if name.is_empty()
        || name.chars().count() > TOOL_NAME_MAX_CHARS
        || !name.chars().all(ok_char)
        || name.starts_with('.')
    {
        c.push(
            loc.clone(),
            "value_error",
            format!(
                "a tool name is 1 to {TOOL_NAME_MAX_CHARS} characters of letters, digits, '_', '-' and '.', not \
                 starting with '.', got {}",
                quoted(name)
            ),
        );
        return None;
    }
    Some(name.to_owned())
}

fn read_tcp(c: &mut Checker, v: &Value, loc: &Loc) -> Option<ToolTcp> {
    let obj: &Map<String, Value> = c.object(v, loc)?;
    let before = c.count();
    let mut out = [0.0; 6];
    for (slot, key) in out.iter_mut().zip(TCP_KEYS) {
        let Some(v) = Checker::optional(obj, key) else { continue };
        let at = loc.at(key);
        let read = if matches!(key, "x" | "y" | "z") {
            c.number_in(v, &at, -MAX_TOOL_OFFSET_M, MAX_TOOL_OFFSET_M)
        } else {
            c.number_in_as(v, &at, -MAX_TOOL_ANGLE_RAD, MAX_TOOL_ANGLE_RAD, Reading::Radians)
        };
        if let Some(x) = read {
            *slot = x;
        }
    }
    for key in obj.keys().filter(|k| !TCP_KEYS.contains(&k.as_str())) {
        unknown_key(c, loc, key, &TCP_KEYS, "a field of a tool's tcp", Extras::Refused);
    }
    let [x, y, z, a, b, cc] = out;
    (c.count() == before).then_some(ToolTcp { x, y, z, a, b, c: cc })
}

fn read_mass(c: &mut Checker, v: &Value, loc: &Loc, rating_kg: f64) -> Option<f64> {
    let m = c.number(v, loc)?;
    if m < 0.0 {
        c.push(
            loc.clone(),
            "greater_than_equal",
            format!("Input should be greater than or equal to 0 (got {})", fmt_num(m)),
        );
        return None;
    }
    if m > rating_kg {
        c.push(
            loc.clone(),
            ABOVE_RATING,
            format!(
                "a payload of {} kg is above the arm's rating of {} kg (robot.payload_rating_kg); the arm must not \
                 carry it",
                fmt_num(m),
                fmt_num(rating_kg)
            ),
        );
        return None;
    }
    Some(m)
}

fn read_cog(c: &mut Checker, v: &Value, loc: &Loc) -> Option<[f64; 3]> {
    let items = c.array(v, loc)?;
    if !c.length(items.len(), loc, 3, 3) {
        return None;
    }
    let before = c.count();
    let mut out = [0.0; 3];
    for (i, item) in items.iter().enumerate() {
        if let Some(x) = c.number_in(item, &loc.at(i), -MAX_TOOL_OFFSET_M, MAX_TOOL_OFFSET_M) {
            out[i] = x;
        }
    }
    (c.count() == before).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::validation::LocItem;
    use proptest::prelude::*;
    use serde_json::json;

    fn read(v: Value) -> Result<ToolDefinition, Violations> {
        let mut c = Checker::new();
        let t = ToolDefinition::read(&mut c, &v, &Loc::root("body"), DEFAULT_PAYLOAD_RATING_KG, Extras::Refused);
        c.finish(|| t)
    }

    fn loc_of(v: &Violations) -> Vec<String> {
        v.0[0]
            .loc
            .0
            .iter()
            .map(|i| match i {
                LocItem::Key(k) => k.to_string(),
                LocItem::Index(i) => i.to_string(),
            })
            .collect()
    }

    #[test]
    fn a_full_definition_reads_and_defaults_fill_the_rest() {
        let t = read(json!({"name": "gripper", "tcp": {"z": 0.2, "c": 0.5}, "mass_kg": 1.5, "cog": [0, 0, 0.08],
            "geometry": {"shape": "cylinder", "radius": 0.04, "length": 0.2, "pose": {"z": 0.1}}}))
        .expect("valid");
        assert_eq!(t.name, "gripper");
        assert_eq!(t.tcp, ToolTcp { z: 0.2, c: 0.5, ..ToolTcp::default() });
        assert_eq!((t.mass_kg, t.cog), (1.5, [0.0, 0.0, 0.08]));
        assert!(t.geometry.is_some());
        let bare = read(json!({"name": "probe", "tcp": {}})).expect("valid");
        assert_eq!((bare.mass_kg, bare.cog, bare.geometry), (0.0, [0.0; 3], None));
        let offset = t.offset();
        assert!((offset.translation.vector.z - 0.2).abs() < 1e-12);
    }

    #[test]
    fn a_payload_above_the_rating_is_refused_at_its_field() {
        let e = read(json!({"name": "heavy", "tcp": {"z": 0.1}, "mass_kg": 7.5})).expect_err("above 7 kg");
        assert_eq!(loc_of(&e), ["body", "mass_kg"]);
        assert_eq!(e.0[0].kind, ABOVE_RATING);
        assert!(e.0[0].msg.contains("7.5 kg") && e.0[0].msg.contains("7 kg"), "{}", e.0[0].msg);
        assert!(read(json!({"name": "at", "tcp": {}, "mass_kg": 7.0})).is_ok(), "the rating itself is carried");
        let e = read(json!({"name": "neg", "tcp": {}, "mass_kg": -0.1})).expect_err("below 0");
        assert_eq!(loc_of(&e), ["body", "mass_kg"]);
    }

    #[test]
    fn each_mistake_is_named_at_its_place() {
        let cases = [
            (json!({"tcp": {}}), vec!["body", "name"]),
            (json!({"name": "t"}), vec!["body", "tcp"]),
            (json!({"name": ".t", "tcp": {}}), vec!["body", "name"]),
            (json!({"name": "t", "tcp": {"z": 200}}), vec!["body", "tcp", "z"]),
            (json!({"name": "t", "tcp": {"a": 90}}), vec!["body", "tcp", "a"]),
            (json!({"name": "t", "tcp": {"zz": 0.1}}), vec!["body", "tcp", "zz"]),
            (json!({"name": "t", "tcp": {}, "cog": [0, 0]}), vec!["body", "cog"]),
            (json!({"name": "t", "tcp": {}, "cog": [0, 0, "x"]}), vec!["body", "cog", "2"]),
            (json!({"name": "t", "tcp": {}, "mass": 1}), vec!["body", "mass"]),
            (json!({"name": "t", "tcp": {}, "geometry": {"shape": "cone"}}), vec!["body", "geometry", "shape"]),
        ];
        for (body, loc) in cases {
            let e = read(body.clone()).expect_err(&body.to_string());
            assert_eq!(loc_of(&e), loc, "{body}: {:?}", e.0);
        }
        let e = read(json!({"name": "t", "tcp": {"a": 90}})).expect_err("degrees");
        assert!(e.0[0].msg.contains("degrees?"), "{}", e.0[0].msg);
    }

    #[test]
    fn a_list_refuses_a_name_given_twice() {
        let e = ToolDefinition::read_list(&json!([{"name": "a", "tcp": {}}, {"name": "a", "tcp": {}}]), 7.0)
            .expect_err("twice");
        assert_eq!(loc_of(&e), ["1", "name"]);
        assert_eq!(ToolDefinition::read_list(&json!([]), 7.0).expect("empty").len(), 0);
    }

    #[test]
    fn the_flange_target_puts_the_tcp_on_the_target() {
        let tcp = ToolTcp { x: 0.01, z: 0.2, a: 0.3, ..ToolTcp::default() }.isometry();
        let (p, abc) = flange_target([0.5, 0.1, 0.4], Abc { a: 0.2, b: 3.0, c: -0.1 }, &tcp);
        let flange = Isometry3::from_parts(Translation3::new(p[0], p[1], p[2]), abc.rotation());
        let reached = flange * tcp;
        let want = Abc { a: 0.2, b: 3.0, c: -0.1 }.rotation();
        assert!((reached.translation.vector - nalgebra::Vector3::new(0.5, 0.1, 0.4)).norm() < 1e-12);
        assert!(reached.rotation.angle_to(&want) < 1e-12);
    }

    proptest! {
        /// Any finite TCP within the bounds and any payload within the rating is accepted, as
        /// given; anything beyond is refused at its own field, never panicking.
        #[test]
        fn values_within_bounds_read_as_given_and_beyond_are_refused(
            xyz in prop::array::uniform3(-3.0f64..3.0),
            abc in prop::array::uniform3(-8.0f64..8.0),
            mass in -1.0f64..10.0,
            rating in 0.0f64..10.0,
        ) {
            let body = json!({"name": "t", "tcp": {"x": xyz[0], "y": xyz[1], "z": xyz[2],
                "a": abc[0], "b": abc[1], "c": abc[2]}, "mass_kg": mass});
            let mut c = Checker::new();
            let t = ToolDefinition::read(&mut c, &body, &Loc::root("body"), rating, Extras::Refused);
            let valid = xyz.iter().all(|v| v.abs() <= MAX_TOOL_OFFSET_M)
                && abc.iter().all(|v| v.abs() <= MAX_TOOL_ANGLE_RAD)
                && (0.0..=rating).contains(&mass);
            match c.finish(|| t) {
                Ok(t) => {
                    prop_assert!(valid);
                    prop_assert_eq!(t.tcp, ToolTcp { x: xyz[0], y: xyz[1], z: xyz[2], a: abc[0], b: abc[1], c: abc[2] });
                    prop_assert_eq!(t.mass_kg, mass);
                }
                Err(e) => {
                    prop_assert!(!valid);
                    for v in &e.0 {
                        let first = &v.loc.0[1];
                        prop_assert!(matches!(first, LocItem::Key(k) if *k == "tcp" || *k == "mass_kg"), "{:?}", v);
                    }
                }
            }
        }
    }
}
