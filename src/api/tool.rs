//! The tool the arm carries (D36): read it, make a definition or a configured tool the active
//! one, go back to the bare flange. A change is refused while anything holds the arm (a motion, a
//! jog, a sequence: 409), through the admission, so no motion starts halfway through it.

use super::request::{Context, Described, Form, Place, Request, Transport};
use super::{ApiError, App};
use armrest_backend::client_text::quoted;
use armrest_backend::collision::Primitive;
use armrest_backend::collision::robot_bodies::TOOL;
use armrest_backend::collision::world::{MAX_ANGLE_RAD, MAX_EXTENT_M};
use armrest_backend::middleware::seconds;
use armrest_backend::tool::{
    MAX_TOOL_ANGLE_RAD, MAX_TOOL_OFFSET_M, TOOL_NAME_MAX_CHARS, TOOL_NAME_PATTERN, ToolDefinition, read_name,
};
use armrest_backend::validation::{Checker, Extras, Loc};
use armrest_backend::{JointPositions, Violations};
use serde::Serialize;
use serde_json::{Value, json};
use utoipa::ToSchema;

/// The tool as `GET`, `PUT` and `DELETE /robot/tool` answer it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ToolView {
    /// The active tool; `null`: none, the TCP is the flange.
    pub active: Option<ToolDefinition>,
    /// The link the tool is mounted on (the flange, `tool0`): `frame_id` of that name still
    /// means the flange.
    pub flange: String,
    /// What the TCP is now, in words.
    pub message: String,
    /// The tools of the configuration (`robot.tools`), which `PUT {"name"}` makes active.
    pub configured: Vec<ToolDefinition>,
    /// The arm's rated payload (`robot.payload_rating_kg`): a heavier tool is refused.
    pub payload_rating_kg: f64,
}

pub fn get(app: &App) -> ToolView {
    view(app)
}

fn view(app: &App) -> ToolView {
    let model = &app.model;
    let flange = model.frames().tcp_link.clone();
    let active = model.tool().map(|t| t.as_ref().clone());
    let message = match &active {
        Some(t) => {
            let p = t.tcp;
            format!(
                "tool {} is active: the TCP is {} m, {} m, {} m and a {} b {} c {} rad from the flange ({flange}), \
                 carrying {} kg",
                quoted(&t.name),
                fmt(p.x),
                fmt(p.y),
                fmt(p.z),
                fmt(p.a),
                fmt(p.b),
                fmt(p.c),
                fmt(t.mass_kg)
            )
        }
        None => format!("no tool: the TCP is the bare flange ({flange})"),
    };
    ToolView {
        active,
        flange,
        message,
        configured: model.configured_tools().to_vec(),
        payload_rating_kg: model.payload_rating_kg(),
    }
}

fn fmt(x: f64) -> String {
    armrest_backend::validation::fmt_num(x)
}

/// `PUT /robot/tool`: a definition, or `{"name"}` of a configured tool.
#[derive(Debug)]
pub struct PutTool(pub ToolDefinition);

impl Request for PutTool {
    const NAME: &'static str = "ToolBody";
    const DESCRIPTION: &'static str =
        "A tool definition, or `{\"name\"}` of a tool of the configuration (`robot.tools`).";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let ctx = form.context();
        form.body(tool_fields, |c, v, loc| read_put(c, v, loc, &ctx)).map(PutTool)
    }
}

/// Reads a `PUT`'s body: `{"name"}` alone names a configured tool, anything more is a
/// definition. A tool definition is armrest's own (no FastAPI client sends one): an unknown key
/// is refused, as in a world object (D25, D28).
fn read_put(c: &mut Checker, v: &Value, loc: &Loc, ctx: &Context<'_>) -> Option<ToolDefinition> {
    let model = ctx.model;
    let obj = c.object(v, loc)?;
    let given: Vec<&String> = obj.iter().filter(|(_, v)| !v.is_null()).map(|(k, _)| k).collect();
    if given.len() == 1 && given[0] == "name" {
        let at = loc.at("name");
        let name = read_name(c, &obj["name"], &at)?;
        let configured = model.configured_tools();
        return match configured.iter().find(|t| t.name == name) {
            Some(t) => Some(t.clone()),
            None => {
                let known: Vec<&str> = configured.iter().map(|t| t.name.as_str()).collect();
                let known = if known.is_empty() { "none".to_owned() } else { known.join(", ") };
                c.push(
                    at,
                    "value_error",
                    format!(
                        "no tool {} in the configuration (robot.tools: {known}); give a whole definition (tcp, \
                         mass_kg, cog) to use another",
                        quoted(&name)
                    ),
                );
                None
            }
        };
    }
    ToolDefinition::read(c, v, loc, model.payload_rating_kg(), Extras::Refused)
}

/// What an agent's change of the tool (D36) changes, in words for the person asked to confirm it:
/// the tool mounted (or removed) and the one it replaces. `None` when it changes nothing (no tool
/// to remove) or is no valid request (it then fails as it would anyway).
pub fn change_words(app: &App, put: bool, arguments: &Value) -> Option<String> {
    let now = match app.model.tool() {
        Some(t) => format!("tool {}", quoted(&t.name)),
        None => "the bare flange".to_owned(),
    };
    if !put {
        return app.model.tool().map(|_| format!("Remove {now}: the TCP is the flange again."));
    }
    let mut c = Checker::new();
    let ctx = app.context();
    let tool = read_put(&mut c, arguments, &Loc::empty(), &ctx);
    let t = c.finish(|| tool).ok()?;
    let p = t.tcp;
    Some(format!(
        "Mount tool {} in place of {now}: its TCP {} m, {} m, {} m and a {} b {} c {} rad from the flange, {} kg.",
        quoted(&t.name),
        fmt(p.x),
        fmt(p.y),
        fmt(p.z),
        fmt(p.a),
        fmt(p.b),
        fmt(p.c),
        fmt(t.mass_kg)
    ))
}

/// Makes `tool` the active tool; 409 while anything holds the arm.
pub fn put(app: &App, tool: ToolDefinition) -> Result<ToolView, ApiError> {
    change(app, Some(tool))
}

/// Back to the bare flange; 409 while anything holds the arm.
pub fn delete(app: &App) -> Result<ToolView, ApiError> {
    change(app, None)
}

fn change(app: &App, tool: Option<ToolDefinition>) -> Result<ToolView, ApiError> {
    // Held while the tool changes: no motion, jog or sequence starts halfway through, and none
    // runs now (D36).
    let _held = app.admission.motion().map_err(|refused| match ApiError::from(refused) {
        ApiError::Conflict(why) => ApiError::Conflict(format!("the tool cannot change now: {why}; nothing changed")),
        other => other,
    })?;
    // Nor while the arm still moves without a motion of its own: a published trajectory, a
    // stop's hold (issue 49: a tool mounted then was met by an immediate protective stop).
    let latest = app.backend.joint_state_samples().borrow().clone();
    let fresh = latest.filter(|s| s.received.elapsed() < seconds(app.endpoints.joint_states.wait_s));
    if let Some(sample) = &fresh
        && let Some(v) = sample.motion_velocities().iter().copied().map(f64::abs).reduce(f64::max)
        && v > AT_REST_RAD_S
    {
        return Err(ApiError::Conflict(format!(
            "the tool cannot change now: the arm is moving (a joint at {v:.3} rad/s: a trajectory or a stop's hold); \
             change it with the arm at rest; nothing changed"
        )));
    }
    // Judged against the arm and the world where the arm stands, as a world object is (D28).
    if let (Some(t), Some(q)) = (&tool, fresh.as_ref().and_then(|s| s.state.positions()))
        && let Some(touch) = tool_touches(app, t, &q)
    {
        return Err(Violations::one(
            Loc::root(Place::Body.loc_root()),
            "touches_arm",
            format!(
                "tool {} would touch {touch} where the arm stands now: every move would be refused as a collision at \
                 0% of its path. Move the arm clear first, or mount a smaller tool; nothing changed",
                quoted(&t.name)
            ),
        )
        .into());
    }
    let said = match &tool {
        Some(t) => format!("tool: {} active", quoted(&t.name)),
        None => "tool: none active, the TCP is the flange".to_owned(),
    };
    app.model.set_tool(tool);
    tracing::info!("{said}");
    super::world::announce(app);
    Ok(view(app))
}

/// The fastest a joint of an arm at rest moves, rad/s: above joint-state noise.
const AT_REST_RAD_S: f64 = 1e-3;

/// What `tool`'s geometry would touch with the arm at `q` (the world's objects, the arm's own
/// links), as a message names them; `None` when nothing, or it has no geometry.
fn tool_touches(app: &App, tool: &ToolDefinition, q: &JointPositions) -> Option<String> {
    let geometry = tool.geometry.clone()?;
    let mut world = app.model.world().world.clone();
    world.tool = Some(geometry);
    let mut touched: Vec<String> = Vec::new();
    for c in app.model.scene_of(&world).distances(q) {
        let other = match (c.body == TOOL, c.other == TOOL) {
            (true, _) => c.other_kind.map_or(c.other.clone(), |k| k.describe(&c.other)),
            (_, true) => c.body.clone(),
            _ => continue,
        };
        if c.distance <= 0.0 && !touched.contains(&other) {
            touched.push(other);
        }
    }
    (!touched.is_empty()).then(|| touched.join(", "))
}

/// The body fields of a tool definition as `transport` publishes them.
fn tool_fields(ctx: &Context<'_>, _: Transport) -> Vec<Described> {
    let rating = ctx.model.payload_rating_kg();
    let offset = json!({"type": "number", "minimum": -MAX_TOOL_OFFSET_M, "maximum": MAX_TOOL_OFFSET_M, "default": 0});
    let angle = json!({"type": "number", "minimum": -MAX_TOOL_ANGLE_RAD, "maximum": MAX_TOOL_ANGLE_RAD, "default": 0});
    let extent = json!({"type": "number", "exclusiveMinimum": 0, "maximum": MAX_EXTENT_M});
    let coordinate = json!({"type": "number", "minimum": -MAX_EXTENT_M, "maximum": MAX_EXTENT_M, "default": 0});
    let geometry_angle = json!({"type": "number", "minimum": -MAX_ANGLE_RAD, "maximum": MAX_ANGLE_RAD, "default": 0});
    let field = |name, required, schema: Value| Described { name, place: Place::Body, required, schema };
    vec![
        field(
            "name",
            true,
            json!({"type": "string", "minLength": 1, "maxLength": TOOL_NAME_MAX_CHARS, "pattern": TOOL_NAME_PATTERN,
                   "description": "The tool's name. Alone (`{\"name\"}`), it names a tool of the configuration \
                                   (`robot.tools`)."}),
        ),
        field(
            "tcp",
            false,
            json!({"type": "object", "additionalProperties": false,
                   "properties": {"x": offset, "y": offset, "z": offset, "a": angle, "b": angle, "c": angle},
                   "description": "The TCP as an offset from the flange (tool0): metres and ABC radians (R = \
                                   Rz(a)·Ry(b)·Rx(c)), as every pose of the API. Required in a definition."}),
        ),
        field(
            "mass_kg",
            false,
            json!({"type": "number", "minimum": 0, "maximum": rating, "default": 0,
                   "description": "The payload, kilograms: at most the arm's rating (robot.payload_rating_kg; \
                                   above it is 422)."}),
        ),
        field(
            "cog",
            false,
            json!({"type": "array", "items": offset, "minItems": 3, "maxItems": 3, "default": [0, 0, 0],
                   "description": "The payload's centre of gravity in the flange's frame, metres."}),
        ),
        field(
            "geometry",
            false,
            json!({"type": "object",
                   "properties": {
                       "shape": {"type": "string", "enum": Primitive::NAMES, "maxLength": 16},
                       "size": {"type": "array", "items": extent, "minItems": 3, "maxItems": 3},
                       "radius": extent, "length": extent,
                       "pose": {"type": "object", "additionalProperties": false,
                                "properties": {"x": coordinate, "y": coordinate, "z": coordinate,
                                               "a": geometry_angle, "b": geometry_angle, "c": geometry_angle}}},
                   "required": ["shape"],
                   "description": "The tool's collision geometry in the flange's frame, as the world's `tool` \
                                   (D28): while the tool is active it is the world's `tool`. Absent: the world's \
                                   `tool` is kept."}),
        ),
    ]
}
