//! The kinds of a circular move's auxiliary point and a blended path's waypoints (D35). A
//! waypoint's fields are read by the same kinds as a move's body, so a path's rules are a
//! move's rules.

use super::kinds::{FrameName, Joints, Number, PlannerName, PositionName};
use super::{Context, Kind, Raw, Transport};
use armrest_backend::Abc;
use armrest_backend::client_text::NAME_MAX_CHARS;
use armrest_backend::motion::{CircAux, Planner, SPEED_MAX, SPEED_MIN};
use armrest_backend::planning::path::{
    BLEND_RADIUS_MAX_M, BLEND_RADIUS_MAX_RAD, PATH_WAYPOINTS_MAX, PathTarget, PathWaypoint,
};
use armrest_backend::validation::{Checker, Loc};
use serde_json::{Map, Value, json};

/// The two ways to give a `circ` move its third point.
const CIRC_KEYS: [&str; 2] = ["interim", "center"];

/// `{"interim": {x, y, z}}` or `{"center": {x, y, z}}`, metres in the target's frame.
pub struct CircPoint;

impl Kind for CircPoint {
    type Value = Option<CircAux>;
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<Option<CircAux>> {
        let Raw::Json(v) = raw else {
            c.push(loc.clone(), "dict_type", "Input should be an object with `interim` or `center`");
            return None;
        };
        let obj = c.object(v, loc)?;
        let given: Vec<&str> = CIRC_KEYS.into_iter().filter(|k| obj.contains_key(*k)).collect();
        let [key] = given[..] else {
            let msg = if given.is_empty() {
                "Give the arc's third point: `interim` (a point the arc passes through) or `center` (the circle's centre)"
            } else {
                "Give either `interim` or `center`, not both"
            };
            c.push(loc.clone(), "value_error", msg);
            return None;
        };
        let at = loc.at(key);
        let point = c.object(&obj[key], &at)?;
        let coord = |c: &mut Checker, k: &'static str| c.required(point, k, &at).and_then(|v| c.number(v, &at.at(k)));
        let (x, y, z) = (coord(c, "x"), coord(c, "y"), coord(c, "z"));
        let p = [x?, y?, z?];
        Some(Some(if key == "interim" { CircAux::Interim(p) } else { CircAux::Center(p) }))
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        let point = json!({
            "type": "object",
            "properties": {
                "x": {"type": "number", "format": "double"},
                "y": {"type": "number", "format": "double"},
                "z": {"type": "number", "format": "double"},
            },
            "required": ["x", "y", "z"],
            "additionalProperties": false,
        });
        json!({
            "type": "object",
            "description": "Exactly one of `interim` (a point the arc passes through) and `center` (the circle's \
                            centre, as far from the start as from the goal within 1 mm), metres in the target's frame.",
            "properties": {"interim": point, "center": point},
            "additionalProperties": false,
            "minProperties": 1,
            "maxProperties": 1,
        })
    }
}

/// `circ` given to a pose whose planner is another: refused, since which one was meant is a
/// guess.
pub fn circ_needs_its_planner(c: &mut Checker, loc: &Loc, planner: Planner, circ: Option<CircAux>) -> bool {
    if circ.is_some() && planner != Planner::Circ {
        c.push(
            loc.clone(),
            "value_error",
            format!(
                "`circ` is the auxiliary point of planner `circ`, and this target's planner is `{}`: add \
                 \"planner\": \"circ\" or leave `circ` out",
                planner.name()
            ),
        );
        return false;
    }
    true
}

/// How a waypoint says where it goes.
const TARGET_KEYS: [&str; 3] = ["joints", "name", "pose"];

/// The waypoints of a path: 1 to [`PATH_WAYPOINTS_MAX`], each `{"joints"}`, `{"name"}` or
/// `{"pose", "planner", "circ"}`, with an optional `speed` and `blend_radius`.
pub struct PathWaypoints;

impl Kind for PathWaypoints {
    type Value = Vec<PathWaypoint>;
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, ctx: &Context<'_>) -> Option<Vec<PathWaypoint>> {
        let Raw::Json(v) = raw else {
            c.push(loc.clone(), "list_type", "Input should be a valid list");
            return None;
        };
        let items = c.array(v, loc)?;
        if !c.length(items.len(), loc, 1, PATH_WAYPOINTS_MAX) {
            return None;
        }
        let last = items.len() - 1;
        let read: Vec<Option<PathWaypoint>> =
            items.iter().enumerate().map(|(i, item)| waypoint(c, item, &loc.at(i), ctx, i == last)).collect();
        read.into_iter().collect()
    }
    fn schema(&self, t: Transport, ctx: &Context<'_>) -> Value {
        let pose = json!({
            "type": "object",
            "description": "A TCP pose: metres and ABC radians (R = Rz(a)·Ry(b)·Rx(c)) in `frame_id`.",
            "properties": {
                "x": Number::ANY.schema(t, ctx),
                "y": Number::ANY.schema(t, ctx),
                "z": Number::ANY.schema(t, ctx),
                "a": Number::ANGLE.schema(t, ctx),
                "b": Number::ANGLE.schema(t, ctx),
                "c": Number::ANGLE.schema(t, ctx),
                "frame_id": FrameName.schema(t, ctx),
            },
            "required": ["x", "y", "z"],
            "additionalProperties": false,
        });
        let mut speed = Number::share(SPEED_MIN, SPEED_MAX).schema(t, ctx);
        speed["description"] = json!("Speed scale of the segment that ends here; the path's `speed` when absent.");
        let blend = json!({
            "type": "number", "format": "double", "exclusiveMinimum": 0.0,
            "maximum": BLEND_RADIUS_MAX_M.max(BLEND_RADIUS_MAX_RAD),
            "description": format!(
                "Pass this waypoint without stopping, within this distance of it: metres for a `pose` (at \
                 most {BLEND_RADIUS_MAX_M}), radians in joint space for `joints` and `name` (at most \
                 {BLEND_RADIUS_MAX_RAD}). Absent: the path stops here exactly. The last waypoint takes none."
            ),
        });
        json!({
            "type": "array",
            "minItems": 1,
            "maxItems": PATH_WAYPOINTS_MAX,
            "items": {
                "type": "object",
                "description": "One waypoint: exactly one of `joints`, `name` and `pose`.",
                "properties": {
                    "joints": Joints.schema(t, ctx),
                    "name": PositionName.schema(t, ctx),
                    "pose": pose,
                    "planner": PlannerName.schema(t, ctx),
                    "circ": CircPoint.schema(t, ctx),
                    "speed": speed,
                    "blend_radius": blend,
                },
                "additionalProperties": false,
            },
        })
    }
}

fn waypoint(c: &mut Checker, v: &Value, loc: &Loc, ctx: &Context<'_>, last: bool) -> Option<PathWaypoint> {
    let obj = c.object(v, loc)?;
    let given: Vec<&str> = TARGET_KEYS.into_iter().filter(|k| obj.contains_key(*k)).collect();
    let [key] = given[..] else {
        let msg = if given.is_empty() {
            "A waypoint gives `joints`, `name` or `pose`"
        } else {
            "A waypoint gives one of `joints`, `name` and `pose`, not several"
        };
        c.push(loc.clone(), "value_error", msg);
        return None;
    };
    let value = &obj[key];
    let at = loc.at(key);
    let optional = |k: &str| obj.get(k);
    let target = match key {
        "joints" => Joints.read(c, Raw::Json(value), &at, ctx).map(PathTarget::Joints),
        "name" => bounded(c, value, &at)
            .then(|| PositionName.read(c, Raw::Json(value), &at, ctx))
            .flatten()
            .map(|p| PathTarget::Joints(p.joints)),
        _ => pose(c, obj, value, loc, ctx),
    };
    if key != "pose" {
        for k in ["planner", "circ"].into_iter().filter(|k| optional(k).is_some()) {
            c.push(
                loc.at(k),
                "value_error",
                format!("`{k}` belongs to a `pose` waypoint; a `{key}` waypoint is reached in joint space"),
            );
        }
    }
    let speed = match optional("speed") {
        Some(s) => Number::share(SPEED_MIN, SPEED_MAX).read(c, Raw::Json(s), &loc.at("speed"), ctx).map(Some),
        None => Some(None),
    };
    let blend_radius = match optional("blend_radius") {
        Some(_) if last => {
            c.push(
                loc.at("blend_radius"),
                "value_error",
                "The last waypoint is where the path stops: it takes no `blend_radius`",
            );
            None
        }
        Some(r) => {
            let (max, unit) = if key == "pose" { (BLEND_RADIUS_MAX_M, "m") } else { (BLEND_RADIUS_MAX_RAD, "rad") };
            let at = loc.at("blend_radius");
            match Number::within(0.0, max).read(c, Raw::Json(r), &at, ctx) {
                Some(r) if r > 0.0 => Some(Some(r)),
                Some(_) => {
                    let msg = format!(
                        "Input should be greater than 0 ({unit}); leave `blend_radius` out to stop at the waypoint"
                    );
                    c.push(at, "greater_than", msg);
                    None
                }
                None => None,
            }
        }
        None => Some(None),
    };
    Some(PathWaypoint { target: target?, speed: speed?, blend_radius: blend_radius? })
}

/// A name no longer than names are (D26), checked before it is read further.
fn bounded(c: &mut Checker, v: &Value, loc: &Loc) -> bool {
    v.as_str().is_none_or(|s| c.text_length(s, loc, NAME_MAX_CHARS))
}

fn pose(c: &mut Checker, obj: &Map<String, Value>, value: &Value, loc: &Loc, ctx: &Context<'_>) -> Option<PathTarget> {
    let at = loc.at("pose");
    let p = c.object(value, &at)?;
    let coord = |c: &mut Checker, k: &'static str| match p.get(k) {
        Some(v) => Number::ANY.read(c, Raw::Json(v), &at.at(k), ctx),
        None => {
            c.push(at.at(k), "missing", "Field required");
            None
        }
    };
    let (x, y, z) = (coord(c, "x"), coord(c, "y"), coord(c, "z"));
    let angle = |c: &mut Checker, k: &'static str| match p.get(k) {
        Some(v) => Number::ANGLE.read(c, Raw::Json(v), &at.at(k), ctx),
        None => Some(0.0),
    };
    let (a, b, cc) = (angle(c, "a"), angle(c, "b"), angle(c, "c"));
    let frame_id = match p.get("frame_id") {
        Some(f) if bounded(c, f, &at.at("frame_id")) => FrameName.read(c, Raw::Json(f), &at.at("frame_id"), ctx),
        Some(_) => None,
        None => Some(String::new()),
    };
    let planner = match obj.get("planner") {
        Some(v) if bounded(c, v, &loc.at("planner")) => PlannerName.read(c, Raw::Json(v), &loc.at("planner"), ctx),
        Some(_) => None,
        None => Some(Planner::DEFAULT),
    };
    let circ = match obj.get("circ") {
        Some(v) => CircPoint.read(c, Raw::Json(v), &loc.at("circ"), ctx),
        None => Some(None),
    };
    let (planner, circ) = (planner?, circ?);
    if !circ_needs_its_planner(c, &loc.at("circ"), planner, circ) {
        return None;
    }
    Some(PathTarget::Pose {
        position: [x?, y?, z?],
        orientation: Abc { a: a?, b: b?, c: cc? },
        frame_id: frame_id?,
        planner,
        circ,
    })
}
