//! The world every path is checked in (D28): read it, put an object, delete one. A change holds
//! until restart (the world file is the start) and is a `world` event on the live stream.

use super::request::kinds::ObjectId;
use super::request::{Absent, Context, Described, Field, Form, Place, Request, Transport};
use super::{ApiError, App};
use armrest_backend::client_text::{NAME_MAX_CHARS, quoted};
use armrest_backend::collision::world::{MAX_ANGLE_RAD, MAX_EXTENT_M, MAX_OBJECTS};
use armrest_backend::collision::{ObjectKind, Primitive, Tool, World, WorldObject};
use armrest_backend::validation::Loc;
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
    /// What the arm carries at its TCP link, when the world file gives it.
    pub tool: Option<Tool>,
}

impl WorldView {
    pub fn of(world: &World, version: u64) -> WorldView {
        WorldView { version, objects: world.objects.values().cloned().collect(), tool: world.tool.clone() }
    }
}

pub fn get(app: &App) -> WorldView {
    let now = app.model.world();
    WorldView::of(&now.world, now.version)
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

/// Puts `object` in the world, replacing one of the same id.
pub fn put(app: &App, object: WorldObject) -> Result<WorldObject, ApiError> {
    let id = object.id.clone();
    let stored = object.clone();
    let version = app.model.change_world(|w| {
        if !w.objects.contains_key(&id) && w.objects.len() >= MAX_OBJECTS {
            return Err(armrest_backend::Violations::one(
                Loc::root(Place::Path.loc_root()).at("id"),
                "value_error",
                format!("the world holds at most {MAX_OBJECTS} objects; delete one before adding {}", quoted(&id)),
            ));
        }
        w.objects.insert(id.clone(), object);
        Ok(())
    });
    version?;
    tracing::info!("world: put {} ({})", stored.kind.describe(&id), stored.shape.name());
    announce(app);
    Ok(stored)
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

fn announce(app: &App) {
    let now = app.model.world();
    app.events.world(&now.world, now.version);
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
