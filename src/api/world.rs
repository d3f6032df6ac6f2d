//! The world every path is checked in (D28): read it, put an object, delete one. A change holds
//! until restart (the world file is the start) and is a `world` event on the live stream.

use super::request::kinds::ObjectId;
use super::request::{Absent, Context, Described, Field, Form, Place, Request, Source, Transport, read};
use super::{ApiError, App};
use armrest_backend::client_text::{NAME_MAX_CHARS, quoted};
use armrest_backend::collision::robot_bodies::TOOL;
use armrest_backend::collision::world::{MAX_ANGLE_RAD, MAX_EXTENT_M, MAX_OBJECTS};
use armrest_backend::collision::{ObjectKind, Primitive, Tool, World, WorldObject};
use armrest_backend::middleware::seconds;
use armrest_backend::tool::ToolDefinition;
use armrest_backend::validation::{Loc, fmt_fixed};
use armrest_backend::{JointPositions, Violations};
use serde::Serialize;
use serde_json::{Value, json};
use utoipa::ToSchema;

/// The world as `GET /world` gives it and a `world` event carries it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct WorldView {
    /// Counts the changes since start-up (0: as the world file gave it).
    pub version: u64,
    /// The objects, by id.
    pub objects: Vec<WorldObject>,
    /// What the arm carries at its TCP link, when the world file or the active tool gives it.
    pub tool: Option<Tool>,
    /// The active tool (D36, `GET /robot/tool`); `null`: the bare flange.
    pub active_tool: Option<ToolDefinition>,
}

impl WorldView {
    pub fn of(world: &World, version: u64, active_tool: Option<ToolDefinition>) -> WorldView {
        WorldView { version, objects: world.objects.values().cloned().collect(), tool: world.tool.clone(), active_tool }
    }
}

pub fn get(app: &App) -> WorldView {
    let now = app.model.world();
    WorldView::of(&now.world, now.version, app.model.tool().map(|t| t.as_ref().clone()))
}

const ID: Field<ObjectId> =
    Field::new("id", ObjectId, Absent::Required, "The object's id: 1 to 64 letters, digits, `_`, `-` and `.`.")
        .in_path();

/// `PUT /world/objects/{id}`: the object, whole.
#[derive(Debug)]
pub struct PutObject(pub WorldObject);

impl Request for PutObject {
    const NAME: &'static str = "WorldObjectBody";
    const DESCRIPTION: &'static str =
        "An object of the world: what it is to the arm (`kind`), its shape and where it is.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let id = form.field(&ID);
        let model = form.context().model;
        // A bad id is said on the path; a body for no valid id is not read further.
        form.body(object_fields, |c, v, loc| WorldObject::read(c, v, loc, Some(id.as_deref()?), &model.world_frames()))
            .map(PutObject)
    }
}

/// `DELETE /world/objects/{id}`.
#[derive(Debug)]
pub struct ObjectIdRequest(pub String);

impl Request for ObjectIdRequest {
    const NAME: &'static str = "";
    const DESCRIPTION: &'static str = "";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        form.field(&ID).map(ObjectIdRequest)
    }
}

/// The `type` of the 422 for an object that touches the arm where it stands (D28).
pub const TOUCHES_ARM: &str = "touches_arm";

/// Puts `object` in the world, replacing one of the same id. An object that touches the arm
/// where it stands now is refused (422 [`TOUCHES_ARM`]): every move out of it would be refused
/// as a collision at 0% of its path.
pub async fn put(app: &App, object: WorldObject) -> Result<WorldObject, ApiError> {
    let here = arm_now(app).await;
    let id = object.id.clone();
    let stored = object.clone();
    let version = app.model.change_world(|w| {
        if !w.objects.contains_key(&id) && w.objects.len() >= MAX_OBJECTS {
            return Err(Violations::one(
                Loc::root(Place::Path.loc_root()).at("id"),
                "value_error",
                format!("the world holds at most {MAX_OBJECTS} objects; delete one before adding {}", quoted(&id)),
            ));
        }
        // Judged under the world's lock, against the tool the arm carries in this very world.
        if let Some(q) = &here
            && let Some(refusal) = touches_arm(app, w, &object, q)
        {
            return Err(refusal);
        }
        w.objects.insert(id.clone(), object);
        Ok(())
    });
    version?;
    tracing::info!("world: put {} ({})", stored.kind.describe(&id), stored.shape.name());
    announce(app);
    Ok(stored)
}

/// The 422 for `object` when it touches the arm where it stands now, in the world as it is (the
/// tool the arm carries): what a `PUT` of it would answer. An agent's change is judged so before
/// anyone is asked to confirm it.
pub async fn refusal_of(app: &App, object: &WorldObject) -> Option<ApiError> {
    let q = arm_now(app).await?;
    touches_arm(app, &app.model.world().world, object, &q).map(ApiError::from)
}

/// The 422 for `object` when it touches the arm at `q` in `world` (its tool).
fn touches_arm(app: &App, world: &World, object: &WorldObject, q: &JointPositions) -> Option<Violations> {
    let touch = touching(app, world, object, q)?;
    Some(Violations::one(
        Loc::root(Place::Body.loc_root()),
        TOUCHES_ARM,
        format!(
            "{} would touch {touch} where the arm stands now: every move out of it would be refused as a collision \
             at 0% of its path. Place it clear of the arm, or name the link in `touch_links` if it may touch it; \
             the world is unchanged",
            object.kind.describe(&object.id),
        ),
    ))
}

/// Where the arm stands: the latest joint state if fresh, else one waited for as a read waits
/// (`joint_states.wait_s`); `None` when there is none (the change is then not judged against
/// the arm, and the log says so).
async fn arm_now(app: &App) -> Option<JointPositions> {
    let fresh = seconds(app.endpoints.joint_states.wait_s);
    let latest = app.backend.joint_state_samples().borrow().clone();
    let sample = match latest.filter(|s| s.received.elapsed() < fresh) {
        Some(s) => Some(s),
        None => app.backend.joint_state().await.ok(),
    };
    let here = sample.and_then(|s| s.state.positions());
    if here.is_none() {
        tracing::warn!("world: no joint state: a world change was not checked against where the arm stands");
    }
    here
}

/// The links (and the tool) `object` would touch with the arm at `q`, as a message names them
/// (`link6 and link7`); `None` when it touches none (links in its `touch_links` may).
fn touching(app: &App, world: &World, object: &WorldObject, q: &JointPositions) -> Option<String> {
    let alone =
        World { objects: std::iter::once((object.id.clone(), object.clone())).collect(), tool: world.tool.clone() };
    let mut bodies: Vec<String> = Vec::new();
    for c in app.model.scene_of(&alone).distances(q) {
        if c.other_kind.is_some() && c.distance <= 0.0 && !bodies.contains(&c.body) {
            bodies.push(c.body);
        }
    }
    let named: Vec<String> =
        bodies.into_iter().map(|b| if b == TOOL { "the tool the arm carries".to_owned() } else { b }).collect();
    match named.split_last() {
        None => None,
        Some((last, [])) => Some(last.clone()),
        Some((last, rest)) => Some(format!("{} and {last}", rest.join(", "))),
    }
}

/// What a change of the world takes away from what protects the arm, as the person asked to
/// confirm it reads it (D28): removing an object, or putting one over an existing id that is
/// not the same object (smaller, moved, another kind, more `touch_links`: judged simply, any
/// difference counts). `None` when the change only adds (a new id), changes nothing (the same
/// object again), or would fail anyway (no object of that id to delete).
pub fn lessens(app: &App, change: &WorldChange) -> Option<String> {
    let now = app.model.world();
    match change {
        WorldChange::Delete(id) => now.world.objects.get(id).map(|was| {
            format!(
                "Remove {} from the world: {}. Later motions are no longer checked against it.",
                was.kind.describe(id),
                shape_words(was)
            )
        }),
        WorldChange::Put(object) => {
            let was = now.world.objects.get(&object.id).filter(|was| *was != object)?;
            Some(format!(
                "Replace {}: {}\nby {}: {}. Later motions are checked against the new one only.",
                was.kind.describe(&was.id),
                shape_words(was),
                object.kind.describe(&object.id),
                shape_words(object)
            ))
        }
    }
}

/// A change of the world an agent asks for, read from its arguments.
#[derive(Clone, Debug, PartialEq)]
pub enum WorldChange {
    Put(WorldObject),
    Delete(String),
}

impl WorldChange {
    /// The change `arguments` ask of the tool `put` (`PUT /world/objects/{id}`) or the delete
    /// tool; `None` when they are not a valid request (the call then fails as it would anyway).
    pub fn read(app: &App, put: bool, arguments: &Value) -> Option<WorldChange> {
        let source = Source::Tool(arguments.clone());
        if put {
            read::<PutObject>(app.context(), &source).ok().map(|PutObject(o)| WorldChange::Put(o))
        } else {
            read::<ObjectIdRequest>(app.context(), &source).ok().map(|ObjectIdRequest(id)| WorldChange::Delete(id))
        }
    }
}

/// `box 4.000 × 4.000 × 0.020 m at x 0.000, y 0.000, z -0.010 m, a b c 0.000 0.000 0.000 rad in
/// base_link; base_link may touch it`.
fn shape_words(o: &WorldObject) -> String {
    let f = |v: f64| fmt_fixed(v, 3);
    let shape = match o.shape {
        Primitive::Box { size } => format!("box {} × {} × {} m", f(size[0]), f(size[1]), f(size[2])),
        Primitive::Sphere { radius } => format!("sphere of radius {} m", f(radius)),
        Primitive::Cylinder { radius, length } => {
            format!("cylinder of radius {} m and length {} m", f(radius), f(length))
        }
    };
    let p = &o.pose;
    let frame = if o.frame_id.is_empty() { "the planning frame" } else { o.frame_id.as_str() };
    let touch = if o.touch_links.is_empty() {
        "no link may touch it".to_owned()
    } else {
        format!("{} may touch it", o.touch_links.join(", "))
    };
    format!(
        "{shape} at x {}, y {}, z {} m, a b c {} {} {} rad in {frame}; {touch}",
        f(p.x),
        f(p.y),
        f(p.z),
        f(p.a),
        f(p.b),
        f(p.c)
    )
}

/// Removes the object `id` from the world; answers it.
pub fn delete(app: &App, id: String) -> Result<WorldObject, ApiError> {
    let removed = app.model.change_world(|w| {
        w.objects.remove(&id).ok_or_else(|| {
            let known: Vec<&str> = w.objects.keys().map(String::as_str).collect();
            ApiError::NotFound(format!(
                "no world object {}; the world has: {}",
                quoted(&id),
                if known.is_empty() { "none".to_owned() } else { known.join(", ") }
            ))
        })
    })?;
    tracing::info!("world: deleted {}", removed.kind.describe(&id));
    announce(app);
    Ok(removed)
}

/// Tells the stream the world as it is now (a `world` event), its active tool too (D36).
pub(crate) fn announce(app: &App) {
    let now = app.model.world();
    app.events.world(&now.world, now.version, app.model.tool().as_deref());
}

/// The body fields of a world object as `transport` publishes them; an MCP tool takes the id
/// as an argument of its own (the URL's `{id}`).
fn object_fields(ctx: &Context<'_>, _: Transport) -> Vec<Described> {
    let extent = || json!({"type": "number", "exclusiveMinimum": 0, "maximum": MAX_EXTENT_M});
    let coordinate = json!({"type": "number", "minimum": -MAX_EXTENT_M, "maximum": MAX_EXTENT_M, "default": 0});
    let angle = json!({"type": "number", "minimum": -MAX_ANGLE_RAD, "maximum": MAX_ANGLE_RAD, "default": 0});
    let mut frames = vec![String::new()];
    frames.extend(ctx.model.world_frames().fixed.iter().cloned());
    let field = |name, required, schema: Value| Described { name, place: Place::Body, required, schema };
    // The id is the URL's (a body may repeat it, and must agree: no schema can say so, so the
    // schema leaves it out); an MCP tool takes it as an argument of its own.
    let mut fields = Vec::new();
    fields.extend([
        field(
            "kind",
            false,
            json!({"type": "string", "enum": ObjectKind::NAMES, "default": "obstacle", "maxLength": NAME_MAX_CHARS,
                   "description": "`obstacle`: no link may touch it; `keep_out`: a zone no link may enter."}),
        ),
        field(
            "shape",
            true,
            json!({"type": "string", "enum": Primitive::NAMES, "maxLength": NAME_MAX_CHARS,
                   "description": "`box` (with `size`), `sphere` (with `radius`) or `cylinder` (with `radius` and \
                                   `length`, along its z axis), centred on its pose."}),
        ),
        field(
            "size",
            false,
            json!({"type": "array", "items": extent(), "minItems": 3, "maxItems": 3,
                   "description": "Box only: edge lengths along x, y, z, metres."}),
        ),
        field("radius", false, {
            let mut s = extent();
            s["description"] = json!("Sphere and cylinder: radius, metres.");
            s
        }),
        field("length", false, {
            let mut s = extent();
            s["description"] = json!("Cylinder: length along its z axis, metres.");
            s
        }),
        field(
            "pose",
            false,
            json!({"type": "object", "additionalProperties": false,
                   "properties": {"x": coordinate, "y": coordinate, "z": coordinate, "a": angle, "b": angle, "c": angle},
                   "description": "The shape's centre and orientation in `frame_id`: metres and ABC radians (R = \
                                   Rz(a)·Ry(b)·Rx(c)), as every pose of the API."}),
        ),
        field(
            "frame_id",
            false,
            json!({"type": "string", "enum": frames, "default": "", "maxLength": NAME_MAX_CHARS,
                   "description": "A link no joint moves; empty: the planning frame."}),
        ),
        field(
            "touch_links",
            false,
            json!({"type": "array", "items": {"type": "string", "enum": ctx.model.links(), "maxLength": NAME_MAX_CHARS},
                   "maxItems": ctx.model.links().len(),
                   "description": "Links allowed to touch it (the base on its mounting surface)."}),
        ),
    ]);
    fields
}
