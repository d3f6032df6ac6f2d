//! The world the arm works in (D28): obstacles no link may touch, keep-out zones no link may
//! enter, and the tool the arm carries. Read from the configured world file at start-up and from
//! `PUT /world/objects/{id}` bodies by the same reader, so one set of rules applies to both.

use crate::client_text::quoted;
use crate::pose::Abc;
use crate::validation::{Checker, Extras, Loc, Violations, fmt_num, unknown_frame, unknown_key};
use crate::yaml_file::FileError;
use nalgebra::{Isometry3, Translation3};
use serde::Serialize;
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::path::Path;
use utoipa::ToSchema;

/// Largest size, radius or length of a shape, and farthest a pose may lie from its frame, metres:
/// anything bigger is a unit mistake (millimetres for metres), not a cell.
pub const MAX_EXTENT_M: f64 = 100.0;
/// Longest object id; ids are path segments of `/world/objects/{id}`.
pub const MAX_ID_CHARS: usize = 64;
/// Largest angle of a pose, radians: more is no orientation anyone means.
pub const MAX_ANGLE_RAD: f64 = 1e3;
/// What an id may be (ids are path segments: none is `.` or `..`, or starts with `.`).
pub const ID_PATTERN: &str = "^[A-Za-z0-9_-][A-Za-z0-9_.-]*$";
/// Most objects a world holds; each is checked against every link at every checked state.
pub const MAX_OBJECTS: usize = 200;

/// What an object is to the arm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ObjectKind {
    /// A solid thing: no link may touch it.
    Obstacle,
    /// A zone no link may enter (a door, a person's place).
    KeepOut,
}

impl ObjectKind {
    pub const NAMES: [&'static str; 2] = ["obstacle", "keep_out"];

    pub fn name(self) -> &'static str {
        match self {
            ObjectKind::Obstacle => "obstacle",
            ObjectKind::KeepOut => "keep_out",
        }
    }

    /// How a message names an object of this kind.
    pub fn describe(self, id: &str) -> String {
        match self {
            ObjectKind::Obstacle => format!("obstacle {}", quoted(id)),
            ObjectKind::KeepOut => format!("keep-out zone {}", quoted(id)),
        }
    }
}

/// A shape, in its own frame: a box centred on it, a sphere, a cylinder along its z axis.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, ToSchema)]
#[serde(tag = "shape", rename_all = "snake_case")]
pub enum Primitive {
    Box {
        /// Edge lengths along x, y, z, metres.
        size: [f64; 3],
    },
    Sphere {
        radius: f64,
    },
    Cylinder {
        radius: f64,
        /// Along z, centred on the frame.
        length: f64,
    },
}

impl Primitive {
    pub const NAMES: [&'static str; 3] = ["box", "sphere", "cylinder"];

    pub fn name(&self) -> &'static str {
        match self {
            Primitive::Box { .. } => "box",
            Primitive::Sphere { .. } => "sphere",
            Primitive::Cylinder { .. } => "cylinder",
        }
    }
}

/// A pose as everywhere in the API: metres and ABC radians (D6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, ToSchema)]
pub struct WorldPose {
    pub x: f64,
    pub y: f64,
    pub z: f64,
    pub a: f64,
    pub b: f64,
    pub c: f64,
}

impl WorldPose {
    pub fn isometry(&self) -> Isometry3<f64> {
        let rotation = Abc { a: self.a, b: self.b, c: self.c }.rotation();
        Isometry3::from_parts(Translation3::new(self.x, self.y, self.z), rotation)
    }
}

/// One object of the world.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct WorldObject {
    pub id: String,
    pub kind: ObjectKind,
    #[serde(flatten)]
    pub shape: Primitive,
    pub pose: WorldPose,
    /// Frame of the pose: a link no joint moves; empty for the planning frame.
    pub frame_id: String,
    /// Links allowed to touch the object (the base on its mounting surface).
    pub touch_links: Vec<String>,
}

/// Geometry the arm carries at its TCP link: it collides as a link does.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct Tool {
    #[serde(flatten)]
    pub shape: Primitive,
    /// In the TCP link's frame.
    pub pose: WorldPose,
}

/// The objects by id, and the tool.
#[derive(Clone, Debug, Default, PartialEq, Serialize, ToSchema)]
pub struct World {
    pub objects: BTreeMap<String, WorldObject>,
    pub tool: Option<Tool>,
}

#[derive(Debug, thiserror::Error)]
pub enum WorldError {
    #[error(transparent)]
    File(#[from] FileError),
}

/// What object frames and touch links are checked against.
pub struct Frames<'a> {
    /// Links no joint moves (their pose in the root is fixed): where objects may be given.
    pub fixed: &'a [String],
    /// Every link: what `touch_links` may name.
    pub links: &'a [String],
}

impl World {
    /// Reads the world file at `path`.
    pub fn load(path: &Path, frames: &Frames<'_>) -> Result<World, WorldError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| FileError::new(path, "", format!("cannot read the file: {e}")))?;
        let value: Value =
            serde_saphyr::from_str(&text).map_err(|e| FileError::new(path, "", format!("not valid YAML: {e}")))?;
        World::read(&value, frames).map_err(|v| {
            let first = &v.0[0];
            let key = first
                .loc
                .0
                .iter()
                .map(|i| match i {
                    crate::validation::LocItem::Key(k) => k.to_string(),
                    crate::validation::LocItem::Index(i) => i.to_string(),
                })
                .collect::<Vec<_>>()
                .join(".");
            FileError::new(path, key, first.msg.clone()).into()
        })
    }

    /// Reads a world: `{objects: [...], tool: {...} | null}`.
    pub fn read(v: &Value, frames: &Frames<'_>) -> Result<World, Violations> {
        let mut c = Checker::new();
        let root = Loc::empty();
        let mut world = World::default();
        if let Some(obj) = c.object(v, &root) {
            if let Some(items) = Checker::optional(obj, "objects").filter(|v| !v.is_null()) {
                let loc = root.at("objects");
                if let Some(items) = c.array(items, &loc)
                    && c.length(items.len(), &loc, 0, MAX_OBJECTS)
                {
                    for (i, item) in items.iter().enumerate() {
                        let at = loc.at(i);
                        if let Some(o) = WorldObject::read(&mut c, item, &at, None, frames) {
                            if world.objects.contains_key(&o.id) {
                                c.push(at.at("id"), "value_error", format!("id {} is given twice", quoted(&o.id)));
                            }
                            world.objects.insert(o.id.clone(), o);
                        }
                    }
                }
            }
            if let Some(tool) = Checker::optional(obj, "tool").filter(|v| !v.is_null()) {
                world.tool = Tool::read(&mut c, tool, &root.at("tool"));
            }
            unknown_keys(&mut c, obj, &root, &["objects", "tool"], "a key of the world file");
        }
        c.finish(|| Some(world))
    }
}

impl WorldObject {
    /// Reads an object; `path_id` is the id of the URL it was sent to (the body's own `id`, if
    /// any, must agree).
    pub fn read(
        c: &mut Checker,
        v: &Value,
        loc: &Loc,
        path_id: Option<&str>,
        frames: &Frames<'_>,
    ) -> Option<WorldObject> {
        let before = c.count();
        let obj = c.object(v, loc)?;
        let id = match (Checker::optional(obj, "id"), path_id) {
            (Some(v), path) => {
                let at = loc.at("id");
                let id = c.string(v, &at).filter(|id| check_id(c, id, &at));
                if let (Some(id), Some(path)) = (id, path)
                    && id != path
                {
                    c.push(
                        at,
                        "value_error",
                        format!("the body's id {} differs from the URL's {}", quoted(id), quoted(path)),
                    );
                }
                id.map(str::to_owned)
            }
            (None, Some(path)) => Some(path.to_owned()),
            (None, None) => {
                c.push(loc.at("id"), "missing", "Field required");
                None
            }
        };
        let kind = match Checker::optional(obj, "kind") {
            None => Some(ObjectKind::Obstacle),
            Some(v) => c.choice(v, &loc.at("kind"), &ObjectKind::NAMES).map(|k| match k {
                "keep_out" => ObjectKind::KeepOut,
                _ => ObjectKind::Obstacle,
            }),
        };
        let shape = read_shape(c, obj, loc);
        let pose = read_pose(c, obj, loc);
        let frame_id = match Checker::optional(obj, "frame_id") {
            None => Some(String::new()),
            Some(v) => c.string(v, &loc.at("frame_id")).and_then(|f| {
                if f.is_empty() || frames.fixed.iter().any(|l| l == f) {
                    Some(f.to_owned())
                } else if frames.links.iter().any(|l| l == f) {
                    c.push(
                        loc.at("frame_id"),
                        "value_error",
                        format!(
                            "frame {} moves with the arm; give objects in a fixed frame ({}), and what the arm carries as the tool",
                            quoted(f),
                            frames.fixed.join(", ")
                        ),
                    );
                    None
                } else {
                    unknown_frame(c, &loc.at("frame_id"), f, "fixed frames", frames.fixed);
                    None
                }
            }),
        };
        let touch_links = match Checker::optional(obj, "touch_links") {
            None => Some(Vec::new()),
            Some(v) => {
                let at = loc.at("touch_links");
                // At most every link once: a longer list names one twice, and is kept as long as
                // the object is.
                c.array(v, &at).filter(|items| c.length(items.len(), &at, 0, frames.links.len())).map(|items| {
                    let mut out: Vec<String> = Vec::new();
                    for (i, item) in items.iter().enumerate() {
                        let Some(name) = c.string(item, &at.at(i)) else { continue };
                        if out.iter().any(|l| l == name) {
                            // Named twice: allowed once.
                        } else if frames.links.iter().any(|l| l == name) {
                            out.push(name.to_owned());
                        } else {
                            c.push(
                                at.at(i),
                                "value_error",
                                format!("{} is not a link of the robot ({})", quoted(name), frames.links.join(", ")),
                            );
                        }
                    }
                    out
                })
            }
        };
        unknown_keys(c, obj, loc, &OBJECT_KEYS, "a field of a world object");
        if c.count() != before {
            return None;
        }
        Some(WorldObject {
            id: id?,
            kind: kind?,
            shape: shape?,
            pose: pose?,
            frame_id: frame_id?,
            touch_links: touch_links?,
        })
    }
}

impl Tool {
    pub fn read(c: &mut Checker, v: &Value, loc: &Loc) -> Option<Tool> {
        let before = c.count();
        let obj = c.object(v, loc)?;
        let shape = read_shape(c, obj, loc);
        let pose = read_pose(c, obj, loc);
        unknown_keys(c, obj, loc, &["shape", "size", "radius", "length", "pose"], "a field of the tool");
        if c.count() != before {
            return None;
        }
        Some(Tool { shape: shape?, pose: pose? })
    }
}

const OBJECT_KEYS: [&str; 9] = ["id", "kind", "shape", "size", "radius", "length", "pose", "frame_id", "touch_links"];

/// Whether `id` may name an object (a URL's `{id}` is checked by this too); the problem is
/// recorded when not.
pub fn check_id(c: &mut Checker, id: &str, loc: &Loc) -> bool {
    let ok_char = |ch: char| ch.is_ascii_alphanumeric() || matches!(ch, '_' | '-' | '.');
    if id.is_empty() || id.chars().count() > MAX_ID_CHARS || !id.chars().all(ok_char) || id.starts_with('.') {
        c.push(
            loc.clone(),
            "value_error",
            format!(
                "an id is 1 to {MAX_ID_CHARS} characters of letters, digits, '_', '-' and '.', not starting with '.', got {}",
                quoted(id)
            ),
        );
        return false;
    }
    true
}

/// A length of a shape: finite, above zero, at most [`MAX_EXTENT_M`].
fn extent(c: &mut Checker, obj: &Map<String, Value>, key: &'static str, loc: &Loc) -> Option<f64> {
    let at = loc.at(key);
    let v = c.required(obj, key, loc)?;
    let x = c.number(v, &at)?;
    if !(x > 0.0 && x <= MAX_EXTENT_M) {
        c.push(at, "value_error", format!("must be above 0 and at most {MAX_EXTENT_M} (metres), got {}", fmt_num(x)));
        return None;
    }
    Some(x)
}

/// The shape: `shape: box` with `size: [x, y, z]`, `shape: sphere` with `radius`, `shape:
/// cylinder` with `radius` and `length`. `shape` may also be an object holding `type` and the
/// dimensions (`{"type": "box", "size": [...]}`).
fn read_shape(c: &mut Checker, obj: &Map<String, Value>, loc: &Loc) -> Option<Primitive> {
    let raw = c.required(obj, "shape", loc)?;
    let (fields, at, name_value) = match raw {
        Value::Object(inner) => {
            let at = loc.at("shape");
            let name = c.required(inner, "type", &at)?;
            unknown_keys(c, inner, &at, &["type", "size", "radius", "length"], "a field of a shape");
            (inner, at.clone(), (name, at.at("type")))
        }
        other => (obj, loc.clone(), (other, loc.at("shape"))),
    };
    let name = c.choice(name_value.0, &name_value.1, &Primitive::NAMES)?;
    // A dimension of another shape is a mistake to name (a box's `radius` would be ignored).
    let own = shape_keys(name);
    let before = c.count();
    for key in SHAPE_KEYS.iter().filter(|k| !own.contains(k) && Checker::optional(fields, k).is_some()) {
        let has = own.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(" and ");
        c.push(at.at(*key), "extra_forbidden", format!("`{key}` is not a field of a {name} (a {name} has {has})"));
    }
    if c.count() != before {
        return None;
    }
    match name {
        "box" => {
            let size_loc = at.at("size");
            let items = c.required(fields, "size", &at).and_then(|v| c.array(v, &size_loc))?;
            if !c.length(items.len(), &size_loc, 3, 3) {
                return None;
            }
            let mut size = [0.0; 3];
            let before = c.count();
            for (i, item) in items.iter().enumerate() {
                let l = size_loc.at(i);
                if let Some(x) = c.number(item, &l) {
                    if x > 0.0 && x <= MAX_EXTENT_M {
                        size[i] = x;
                    } else {
                        c.push(
                            l,
                            "value_error",
                            format!("must be above 0 and at most {MAX_EXTENT_M} (metres), got {}", fmt_num(x)),
                        );
                    }
                }
            }
            (c.count() == before).then_some(Primitive::Box { size })
        }
        "sphere" => extent(c, fields, "radius", &at).map(|radius| Primitive::Sphere { radius }),
        _ => {
            let radius = extent(c, fields, "radius", &at);
            let length = extent(c, fields, "length", &at);
            Some(Primitive::Cylinder { radius: radius?, length: length? })
        }
    }
}

/// The pose: `pose: {x, y, z, a, b, c}`, each optional (0).
fn read_pose(c: &mut Checker, obj: &Map<String, Value>, loc: &Loc) -> Option<WorldPose> {
    let Some(v) = Checker::optional(obj, "pose").filter(|v| !v.is_null()) else {
        return Some(WorldPose::default());
    };
    let at = loc.at("pose");
    let p = c.object(v, &at)?;
    let before = c.count();
    let mut out = [0.0; 6];
    for (slot, key) in out.iter_mut().zip(["x", "y", "z", "a", "b", "c"]) {
        let Some(v) = Checker::optional(p, key) else { continue };
        let l = at.at(key);
        let limit = if matches!(key, "x" | "y" | "z") { MAX_EXTENT_M } else { MAX_ANGLE_RAD };
        if let Some(x) = c.number_in(v, &l, -limit, limit) {
            *slot = x;
        }
    }
    unknown_keys(c, p, &at, &["x", "y", "z", "a", "b", "c"], "a field of a pose");
    let [x, y, z, a, b, cc] = out;
    (c.count() == before).then_some(WorldPose { x, y, z, a, b, c: cc })
}

/// Every key not in `known` is an error: a misspelt `raduis` must not silently become a default.
/// The world is armrest's own (no FastAPI client sends one), so no key is ignored (D25, D28).
fn unknown_keys(c: &mut Checker, obj: &Map<String, Value>, loc: &Loc, known: &[&str], of: &str) {
    for key in obj.keys().filter(|k| !known.contains(&k.as_str())) {
        unknown_key(c, loc, key, known, of, Extras::Refused);
    }
}

/// The dimensions a shape may have: every shape's, and `name`'s own.
const SHAPE_KEYS: [&str; 3] = ["size", "radius", "length"];
fn shape_keys(name: &str) -> &'static [&'static str] {
    match name {
        "box" => &["size"],
        "sphere" => &["radius"],
        _ => &["radius", "length"],
    }
}

#[cfg(test)]
mod tests;
