//! The kinds of field requests are made of. Each reads JSON values (bodies, MCP arguments) and
//! text (form fields, query parameters) with the messages pydantic gives, and describes itself
//! as JSON Schema with the same bounds it checks.

use super::{Context, Kind, Raw, Transport};
use crate::events::{EventKind, Kinds};
use crate::sequence_supervisor::bag_path;
use armrest_backend::client_text::{NAME_MAX_CHARS, quoted};
use armrest_backend::formats::sequence::{SequenceFile, WAYPOINTS_MAX};
use armrest_backend::joint_vector::read_joints;
use armrest_backend::motion::Planner;
use armrest_backend::motion::{SPEED_DEFAULT, SPEED_MAX, SPEED_MIN};
use armrest_backend::planning::path::{BLEND_RADIUS_MAX_M, BLEND_RADIUS_MAX_RAD};
use armrest_backend::pose::ANGLE_MAX;
use armrest_backend::ros_name;
use armrest_backend::validation::{Checker, Extras, Loc, Reading, one_of, unknown_frame};
use armrest_backend::{NamedPosition, Trajectory};
use axum::body::Bytes;
use serde_json::{Value, json};

/// Reference to a schema component the OpenAPI document defines from the robot model.
fn component(name: &str) -> Value {
    json!({"$ref": format!("#/components/schemas/{name}")})
}

/// A JSON value, or text read as JSON (a form field holding a list).
fn json_of<'v>(c: &mut Checker, raw: Raw<'v>, loc: &Loc) -> Option<std::borrow::Cow<'v, Value>> {
    match raw {
        Raw::Json(v) => Some(std::borrow::Cow::Borrowed(v)),
        Raw::Text(bytes) => match serde_json::from_slice(bytes) {
            Ok(v) => Some(std::borrow::Cow::Owned(v)),
            Err(e) => {
                c.push(loc.clone(), "json_invalid", format!("Invalid JSON: {e}"));
                None
            }
        },
    }
}

/// A finite number, optionally bounded (bounds included).
pub struct Number {
    pub min: Option<f64>,
    pub max: Option<f64>,
    /// What it measures: a value out of range that reads as another unit says so.
    pub reading: Reading,
}

impl Number {
    pub const fn within(min: f64, max: f64) -> Self {
        Number { min: Some(min), max: Some(max), reading: Reading::Plain }
    }
    /// A share of 0..1 within `[min, max]`: `50` is answered as a percentage.
    pub const fn share(min: f64, max: f64) -> Self {
        Number { min: Some(min), max: Some(max), reading: Reading::Share }
    }
    /// An ABC angle of a pose target, radians within ±[`ANGLE_MAX`]: `180` is answered as degrees.
    pub const ANGLE: Number = Number { min: Some(-ANGLE_MAX), max: Some(ANGLE_MAX), reading: Reading::Radians };
    pub const fn at_least(min: f64) -> Self {
        Number { min: Some(min), max: None, reading: Reading::Plain }
    }
    pub const ANY: Number = Number { min: None, max: None, reading: Reading::Plain };
}

impl Kind for Number {
    type Value = f64;
    fn json(&self, v: &f64) -> Option<Value> {
        Some(json!(v))
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<f64> {
        let x = match raw {
            Raw::Json(v) => c.number(v, loc)?,
            Raw::Text(_) => match raw.text().unwrap_or_default().trim().parse::<f64>() {
                Ok(x) if x.is_finite() => x,
                Ok(_) => {
                    c.push(loc.clone(), "finite_number", "Input should be a finite number");
                    return None;
                }
                Err(_) => {
                    c.push(
                        loc.clone(),
                        "float_parsing",
                        "Input should be a valid number, unable to parse string as a number",
                    );
                    return None;
                }
            },
        };
        c.range_as(x, loc, self.min.unwrap_or(f64::NEG_INFINITY), self.max.unwrap_or(f64::INFINITY), self.reading)
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        let mut s = json!({"type": "number", "format": "double"});
        if let Some(min) = self.min {
            s["minimum"] = json!(min);
        }
        if let Some(max) = self.max {
            s["maximum"] = json!(max);
        }
        s
    }
}

/// A whole number within bounds.
pub struct Integer {
    pub min: i64,
    pub max: Option<i64>,
}

impl Kind for Integer {
    type Value = i64;
    fn json(&self, v: &i64) -> Option<Value> {
        Some(json!(v))
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<i64> {
        let n = match raw {
            Raw::Json(v) => c.integer(v, loc)?,
            Raw::Text(_) => match raw.text().unwrap_or_default().trim().parse::<i64>() {
                Ok(n) => n,
                Err(_) => {
                    c.push(
                        loc.clone(),
                        "int_parsing",
                        "Input should be a valid integer, unable to parse string as an integer",
                    );
                    return None;
                }
            },
        };
        let max = self.max.map_or(f64::INFINITY, |m| m as f64);
        c.range(n as f64, loc, self.min as f64, max).map(|_| n)
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        let mut s = json!({"type": "integer", "format": "int64", "minimum": self.min});
        if let Some(max) = self.max {
            s["maximum"] = json!(max);
        }
        s
    }
}

/// A boolean; as text, the spellings FastAPI accepts in a query string.
pub struct Flag;

/// Query-string booleans as FastAPI reads them.
fn parse_bool(raw: &str) -> Option<bool> {
    match raw.trim().to_ascii_lowercase().as_str() {
        "true" | "1" | "yes" | "on" | "t" | "y" => Some(true),
        "false" | "0" | "no" | "off" | "f" | "n" => Some(false),
        _ => None,
    }
}

impl Kind for Flag {
    type Value = bool;
    fn json(&self, v: &bool) -> Option<Value> {
        Some(json!(v))
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<bool> {
        match raw {
            Raw::Json(v) => c.boolean(v, loc),
            Raw::Text(_) => parse_bool(&raw.text().unwrap_or_default()).or_else(|| {
                c.push(loc.clone(), "bool_parsing", "Input should be a valid boolean, unable to interpret input");
                None
            }),
        }
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        json!({"type": "boolean"})
    }
}

/// The text of a value that must be text (a JSON string, or a form field).
fn text_of<'r>(c: &mut Checker, raw: &'r Raw<'_>, loc: &Loc) -> Option<std::borrow::Cow<'r, str>> {
    let text = raw.text();
    if text.is_none() {
        c.push(loc.clone(), "string_type", "Input should be a valid string");
    }
    text
}

/// Text of at most `max_chars` characters, surrounding blanks removed; blank text reads as the
/// field's default.
pub struct Text {
    pub max_chars: usize,
}

impl Text {
    /// A name ([`NAME_MAX_CHARS`]): a frame, for one.
    pub const NAME: Text = Text { max_chars: NAME_MAX_CHARS };
}

/// The text of a value that must be text, surrounding blanks removed.
fn trimmed(c: &mut Checker, raw: &Raw<'_>, loc: &Loc) -> Option<String> {
    text_of(c, raw, loc).map(|s| s.trim().to_owned())
}

impl Kind for Text {
    type Value = String;
    fn blank_is_absent(&self) -> bool {
        true
    }
    fn max_chars(&self) -> Option<usize> {
        Some(self.max_chars)
    }
    fn json(&self, v: &String) -> Option<Value> {
        Some(json!(v))
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<String> {
        trimmed(c, &raw, loc)
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        json!({"type": "string"})
    }
}

/// The frame of a pose target: a link of the robot model; blank (the default) is the planning
/// frame. Any other name is refused before anything moves, in the words the world uses.
pub struct FrameName;

impl Kind for FrameName {
    type Value = String;
    fn blank_is_absent(&self) -> bool {
        true
    }
    fn max_chars(&self) -> Option<usize> {
        Some(NAME_MAX_CHARS)
    }
    fn json(&self, v: &String) -> Option<Value> {
        Some(json!(v))
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, ctx: &Context<'_>) -> Option<String> {
        let frame = trimmed(c, &raw, loc)?;
        let model = ctx.model;
        if frame.is_empty() || frame == model.frames().planning_frame || model.links().contains(&frame) {
            return Some(frame);
        }
        unknown_frame(c, loc, &frame, "frames", model.links());
        None
    }
    fn schema(&self, _: Transport, ctx: &Context<'_>) -> Value {
        let mut frames = vec![""];
        frames.extend(ctx.model.links().iter().map(String::as_str));
        json!({"type": "string", "enum": frames})
    }
}

/// ROS 2 names (an action's, topics), each checked as ROS 2 checks it
/// ([`armrest_backend::ros_name`]): one name, or (`list`) a comma list of at most
/// [`ros_name::LIST_MAX_NAMES`] whose empty elements are ignored, as HTTP reads its lists, kept
/// as the names joined by commas. Blank reads as the field's default.
pub struct RosNames {
    pub list: bool,
}

impl Kind for RosNames {
    type Value = String;
    fn blank_is_absent(&self) -> bool {
        true
    }
    fn max_chars(&self) -> Option<usize> {
        Some(if self.list { ros_name::LIST_MAX_CHARS } else { ros_name::MAX_LEN })
    }
    fn json(&self, v: &String) -> Option<Value> {
        Some(json!(v))
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<String> {
        let text = trimmed(c, &raw, loc)?;
        let names: Vec<&str> = if self.list {
            text.split(',').map(str::trim).filter(|n| !n.is_empty()).collect()
        } else {
            vec![text.as_str()]
        };
        if names.len() > ros_name::LIST_MAX_NAMES {
            c.push(
                loc.clone(),
                "too_long",
                format!("List should have at most {} names, not {}", ros_name::LIST_MAX_NAMES, names.len()),
            );
            return None;
        }
        for name in &names {
            if let Err(why) = ros_name::check(name) {
                c.push(
                    loc.clone(),
                    "value_error",
                    format!("{} is no ROS name: {why}; e.g. `cobot/move_to_joints`", quoted(name)),
                );
                return None;
            }
        }
        Some(names.join(","))
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        let name = ros_name::PATTERN;
        if !self.list {
            return json!({"type": "string", "pattern": format!("^\\s*({name})?\\s*$")});
        }
        json!({
            "type": "string",
            "pattern": format!("^\\s*({name})?\\s*(,\\s*({name})?\\s*)*$"),
            "description": format!("At most {} names.", ros_name::LIST_MAX_NAMES),
        })
    }
}

/// One of [`Planner::NAMES`], case-insensitive.
pub struct PlannerName;

impl Kind for PlannerName {
    type Value = Planner;
    fn json(&self, v: &Planner) -> Option<Value> {
        Some(json!(v.name()))
    }
    fn max_chars(&self) -> Option<usize> {
        Some(NAME_MAX_CHARS)
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<Planner> {
        let text = text_of(c, &raw, loc)?;
        Planner::from_name(&text).or_else(|| {
            c.push(loc.clone(), "enum", format!("Input should be {}", one_of(&Planner::NAMES)));
            None
        })
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        json!({"type": "string", "enum": Planner::NAMES})
    }
}

/// A world object's id (a path segment of `/world/objects/{id}`).
pub struct ObjectId;

impl Kind for ObjectId {
    type Value = String;
    fn max_chars(&self) -> Option<usize> {
        Some(armrest_backend::collision::world::MAX_ID_CHARS)
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<String> {
        let id = text_of(c, &raw, loc)?;
        armrest_backend::collision::world::check_id(c, &id, loc).then(|| id.into_owned())
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        json!({"type": "string", "pattern": armrest_backend::collision::world::ID_PATTERN})
    }
}

/// Seven joint angles within the loaded limits.
pub struct Joints;

impl Kind for Joints {
    type Value = armrest_backend::JointPositions;
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, ctx: &Context<'_>) -> Option<Self::Value> {
        let v = json_of(c, raw, loc)?;
        read_joints(c, &v, loc, Some(ctx.model.limits()))
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        component("JointVector")
    }
}

/// A named position: the loaded SRDF's or one saved at run time (D32).
pub struct PositionName;

impl Kind for PositionName {
    type Value = NamedPosition;
    fn max_chars(&self) -> Option<usize> {
        Some(NAME_MAX_CHARS)
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, ctx: &Context<'_>) -> Option<NamedPosition> {
        let name = text_of(c, &raw, loc)?;
        let found = ctx.named_position(&name);
        if found.is_none() {
            let names = ctx.position_names();
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            c.push(
                loc.clone(),
                "enum",
                format!("Input should be {} (the named positions of /robot/positions)", one_of(&names)),
            );
        }
        found
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        component("PositionName")
    }
}

/// The name something is saved under, a position (D32) or a recording (D33):
/// [`crate::positions::NAME_PATTERN`]; the text says what it names ("saved position").
pub struct SavedName(pub &'static str);

impl Kind for SavedName {
    type Value = String;
    fn max_chars(&self) -> Option<usize> {
        Some(crate::positions::NAME_MAX_CHARS)
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<String> {
        let name = text_of(c, &raw, loc)?;
        if !crate::positions::name_ok(&name) {
            c.push(
                loc.clone(),
                "string_pattern_mismatch",
                format!("a {}'s name is {}, not {}", self.0, crate::positions::NAME_RULE, quoted(&name)),
            );
            return None;
        }
        Some(name.into_owned())
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        json!({"type": "string", "pattern": crate::positions::NAME_PATTERN})
    }
}

/// A CSV given inline as text (a recording's import, D33): absent is none; present, it has
/// content (blank text is refused as an empty file, not read as absent).
pub struct CsvText {
    pub max_chars: usize,
}

impl Kind for CsvText {
    type Value = Option<String>;
    fn max_chars(&self) -> Option<usize> {
        Some(self.max_chars)
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<Self::Value> {
        let text = text_of(c, &raw, loc)?;
        if !not_empty(c, text.as_bytes(), loc, "expected a header row naming joint1..joint7 and t") {
            return None;
        }
        Some(Some(text.into_owned()))
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        json!({"type": "string"})
    }
}

/// Seconds from a start (0 or more), or none: a bound left open ("to the end").
pub struct OpenSeconds;

impl Kind for OpenSeconds {
    type Value = Option<f64>;
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, ctx: &Context<'_>) -> Option<Self::Value> {
        Number::at_least(0.0).read(c, raw, loc, ctx).map(Some)
    }
    fn schema(&self, transport: Transport, ctx: &Context<'_>) -> Value {
        Number::at_least(0.0).schema(transport, ctx)
    }
}

/// Seven joint angles within the loaded limits, or none (where the arm is now).
pub struct JointsOrHere;

impl Kind for JointsOrHere {
    type Value = Option<armrest_backend::JointPositions>;
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, ctx: &Context<'_>) -> Option<Self::Value> {
        Joints.read(c, raw, loc, ctx).map(Some)
    }
    fn schema(&self, transport: Transport, ctx: &Context<'_>) -> Value {
        Joints.schema(transport, ctx)
    }
}

/// Trajectory points, checked against the joint limits when `limits` is set.
pub struct Points {
    pub limits: bool,
}

impl Points {
    /// Most points a trajectory sent as JSON has (D26: every list a client sends has a bound): a
    /// 1 kHz trajectory of over 16 minutes, as many rows as the largest CSV upload measured
    /// (docs/performance.md). 16 MiB of JSON holds about a third of it.
    pub const MAX_ITEMS: usize = 1_000_000;
}

impl Kind for Points {
    type Value = Trajectory;
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, ctx: &Context<'_>) -> Option<Trajectory> {
        let v = json_of(c, raw, loc)?;
        // Bounded before a point is read (1 is the reader's own minimum).
        if let Value::Array(items) = v.as_ref()
            && !c.length(items.len(), loc, 1, Points::MAX_ITEMS)
        {
            return None;
        }
        Trajectory::read_json(c, &v, loc, self.limits.then(|| ctx.model.limits()))
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        json!({"type": "array", "minItems": 1, "maxItems": Points::MAX_ITEMS, "items": component("TrajectoryPoint")})
    }
}

/// The column separator of a CSV upload: one ASCII character other than a quote or a line
/// end; `\t` names a tab.
pub struct Separator;

impl Separator {
    /// The longest spelling of a separator: `\t`.
    const MAX_CHARS: usize = 2;
}

impl Kind for Separator {
    type Value = u8;
    fn max_chars(&self) -> Option<usize> {
        Some(Separator::MAX_CHARS)
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<u8> {
        let text = raw.text().unwrap_or_default();
        match text.as_ref() {
            "\\t" => Some(b'\t'),
            s if s.len() == 1 && s.is_ascii() && !matches!(s.as_bytes()[0], b'"' | b'\n' | b'\r') => {
                Some(s.as_bytes()[0])
            }
            _ => {
                c.push(
                    loc.clone(),
                    "value_error",
                    "separator must be one ASCII character other than a quote or line end (a semicolon is sent as %3B)",
                );
                None
            }
        }
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        json!({"type": "string"})
    }
}

/// Whether an uploaded file has content; else a problem saying it is empty (and what was
/// `expected`), which "Field required" would not: the part was there.
fn not_empty(c: &mut Checker, bytes: &[u8], loc: &Loc, expected: &str) -> bool {
    if bytes.iter().all(u8::is_ascii_whitespace) {
        c.push(loc.clone(), "value_error", format!("The file is empty; {expected}"));
        return false;
    }
    true
}

/// An uploaded CSV file: a file part over HTTP, the text itself for an MCP client.
pub struct CsvFile;

impl Kind for CsvFile {
    type Value = Bytes;
    fn upload(&self) -> bool {
        true
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<Bytes> {
        let bytes = match raw {
            Raw::Text(bytes) => bytes.clone(),
            Raw::Json(Value::String(s)) => Bytes::from(s.clone().into_bytes()),
            Raw::Json(_) => {
                c.push(loc.clone(), "string_type", "Input should be a valid string (the CSV text)");
                return None;
            }
        };
        not_empty(c, &bytes, loc, "expected a header row naming joint1..joint7 and t").then_some(bytes)
    }
    fn schema(&self, t: Transport, _: &Context<'_>) -> Value {
        match t {
            Transport::Http => json!({"type": "string", "format": "binary"}),
            Transport::Tool => json!({"type": "string"}),
        }
    }
}

/// A sequence file, checked against the joint limits before anything starts: a file part over
/// HTTP, the JSON object itself for an MCP client. The value is the file's bytes as given.
pub struct SequenceUpload;

impl Kind for SequenceUpload {
    type Value = Vec<u8>;
    fn upload(&self) -> bool {
        true
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, ctx: &Context<'_>) -> Option<Vec<u8>> {
        let bytes = match raw {
            Raw::Text(bytes) => bytes.to_vec(),
            Raw::Json(v) => v.to_string().into_bytes(),
        };
        if !not_empty(c, &bytes, loc, "expected a JSON object with `waypoints`") {
            return None;
        }
        // An uploaded file's misspelt keys (D25; an MCP client's argument is checked against the
        // input schema as every argument is).
        let before = c.count();
        let mut bytes = bytes;
        if let Ok(mut v) = serde_json::from_slice::<Value>(&bytes) {
            if let Raw::Text(_) = raw {
                super::check_file_keys(c, &v, &SequenceUpload::file_schema(), loc, ctx, Extras::Misspelt);
            }
            // Named waypoints become joint ones now (D32): the runner gets the angles the name
            // had when the sequence started, and an unknown name is refused before any motion.
            if resolve_named(c, &mut v, loc, ctx) {
                if c.count() > before {
                    return None;
                }
                bytes = v.to_string().into_bytes();
            }
        }
        match SequenceFile::parse(&bytes, loc, Some(ctx.model.limits())) {
            Ok(_) => (c.count() == before).then_some(bytes),
            Err(v) => {
                c.extend(v);
                None
            }
        }
    }
    fn schema(&self, t: Transport, _: &Context<'_>) -> Value {
        match t {
            Transport::Http => json!({"type": "string", "format": "binary"}),
            Transport::Tool => SequenceUpload::file_schema(),
        }
    }
}

/// Turns each waypoint (and `home`) that names a position, `{"name": "work", "speed": …}`, into
/// a joint waypoint with that position's angles; an unknown name, or a name beside `joints`, is a
/// problem at its `name`. True when the file names a position.
fn resolve_named(c: &mut Checker, file: &mut Value, loc: &Loc, ctx: &Context<'_>) -> bool {
    let Value::Object(file) = file else { return false };
    let mut named = false;
    let mut resolve = |point: &mut Value, at: Loc| {
        let Value::Object(m) = point else { return };
        let Some(name) = m.get("name") else { return };
        named = true;
        let at = at.at("name");
        if m.contains_key("joints") {
            c.push(at, "value_error", "a waypoint gives `joints` or `name`, not both");
            return;
        }
        let Some(name) = name.as_str() else {
            c.push(at, "string_type", "Input should be a valid string (a name from /robot/positions)");
            return;
        };
        match ctx.named_position(name) {
            Some(p) => {
                m.remove("name");
                m.insert("joints".to_owned(), json!(p.joints.to_vec()));
            }
            None => {
                let names = ctx.position_names();
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                c.push(
                    at,
                    "enum",
                    format!(
                        "no named position {}; input should be {} (the named positions of /robot/positions)",
                        quoted(name),
                        one_of(&names)
                    ),
                );
            }
        }
    };
    if let Some(home) = file.get_mut("home") {
        resolve(home, loc.at("home"));
    }
    if let Some(Value::Array(points)) = file.get_mut("waypoints") {
        for (i, point) in points.iter_mut().enumerate() {
            resolve(point, loc.at("waypoints").at(i));
        }
    }
    named
}

impl SequenceUpload {
    /// A sequence file's JSON Schema: what an MCP client sends inline, and what an uploaded
    /// file's keys are checked against.
    pub fn file_schema() -> Value {
        let speed = json!({"type": "number", "minimum": SPEED_MIN, "maximum": SPEED_MAX, "default": SPEED_DEFAULT});
        let number = json!({"type": "number"});
        let name = json!({"type": "string", "maxLength": NAME_MAX_CHARS, "description": "A named position (GET /robot/positions)"});
        let angle = json!({"type": "number", "minimum": -ANGLE_MAX, "maximum": ANGLE_MAX, "default": 0});
        json!({
            "type": "object",
            "required": ["waypoints"],
            "properties": {
                "home": {
                    "type": "object",
                    "description": "Visited once, before the first iteration: `joints`, or the `name` of a position \
                                    from /robot/positions (D32).",
                    "properties": {"joints": component("JointVector"), "name": name, "speed": speed},
                },
                "waypoints": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": WAYPOINTS_MAX,
                    "items": {
                        "type": "object",
                        "description": "A joint point (`joints`, or the `name` of a position from \
                                        /robot/positions, D32) or a Cartesian point of the TCP in the planning \
                                        frame (`x`, `y`, `z`, metres; `a`, `b`, `c`, radians).",
                        "properties": {
                            "joints": component("JointVector"), "name": name, "speed": speed,
                            "x": number, "y": number, "z": number, "a": angle, "b": angle, "c": angle,
                            "planner": {"type": "string", "enum": Planner::NAMES, "default": Planner::DEFAULT.name()},
                            "blend_radius": {
                                "type": "number",
                                "exclusiveMinimum": 0,
                                "maximum": BLEND_RADIUS_MAX_M.max(BLEND_RADIUS_MAX_RAD),
                                "description": format!(
                                    "Optional: metres for a Cartesian point (at most {BLEND_RADIUS_MAX_M}), radians for a \
                                     joint point (at most {BLEND_RADIUS_MAX_RAD}). With any, each iteration runs as one \
                                     blended path that passes such waypoints within the radius without stopping (D37)."
                                ),
                            },
                        },
                    },
                },
            },
        })
    }
}

/// Where a run's bag goes: inside `sequences.bag_root` (D19), a new or empty folder. The value
/// is the resolved absolute path.
pub struct BagFolder;

impl Kind for BagFolder {
    type Value = String;
    fn blank_is_absent(&self) -> bool {
        true
    }
    fn max_chars(&self) -> Option<usize> {
        Some(bag_path::MAX_CHARS)
    }
    fn json(&self, v: &String) -> Option<Value> {
        Some(json!(v))
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, ctx: &Context<'_>) -> Option<String> {
        let given = trimmed(c, &raw, loc)?;
        if given.is_empty() {
            return Some(given);
        }
        let root = std::path::Path::new(&ctx.endpoints.sequences.bag_root);
        match bag_path::resolve(root, &given) {
            Err(why) => {
                c.push(loc.clone(), "value_error", why);
                None
            }
            Ok(p) if p.exists() && std::fs::read_dir(&p).map_or(true, |mut d| d.next().is_some()) => {
                c.push(
                    loc.clone(),
                    "value_error",
                    format!("{} already exists and is not an empty folder; choose a new path", p.display()),
                );
                None
            }
            Ok(p) => Some(p.display().to_string()),
        }
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        json!({"type": "string"})
    }
}

/// State events per second: from 1 to the rate the robot publishes joint states at.
pub struct StateRate;

impl StateRate {
    fn bounds(ctx: &Context<'_>) -> Number {
        Number::within(1.0, ctx.joint_state_rate_hz)
    }
}

impl Kind for StateRate {
    type Value = f64;
    fn json(&self, v: &f64) -> Option<Value> {
        Some(json!(v))
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, ctx: &Context<'_>) -> Option<f64> {
        StateRate::bounds(ctx).read(c, raw, loc, ctx)
    }
    fn schema(&self, t: Transport, ctx: &Context<'_>) -> Value {
        StateRate::bounds(ctx).schema(t, ctx)
    }
}

/// A comma-separated list of event kinds (`state,log`); each at most once is not required.
pub struct EventKinds;

impl Kind for EventKinds {
    type Value = Kinds;
    fn blank_is_absent(&self) -> bool {
        true
    }
    fn max_chars(&self) -> Option<usize> {
        Some(NAME_MAX_CHARS)
    }
    fn json(&self, v: &Kinds) -> Option<Value> {
        let names: Vec<&str> = EventKind::ALL.into_iter().filter(|k| v.has(*k)).map(EventKind::name).collect();
        Some(json!(names.join(",")))
    }
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, _: &Context<'_>) -> Option<Kinds> {
        let Some(text) = raw.text() else {
            c.push(loc.clone(), "string_type", "Input should be a valid string");
            return None;
        };
        // A comma list as HTTP reads one (RFC 9110, 5.6.1): empty elements are ignored, so
        // `state,` is `state`, and a list of none (`events=` or `,`) is the default, every kind.
        let mut kinds = Kinds::NONE;
        for name in text.split(',').map(str::trim).filter(|n| !n.is_empty()) {
            match EventKind::parse(name) {
                Some(kind) => kinds = kinds.with(kind),
                None => {
                    let choices: Vec<&str> = EventKind::ALL.into_iter().map(EventKind::name).collect();
                    c.push(
                        loc.clone(),
                        "enum",
                        format!("Input should be a comma-separated list of {}; got {}", one_of(&choices), quoted(name)),
                    );
                    return None;
                }
            }
        }
        Some(if kinds == Kinds::NONE { Kinds::ALL } else { kinds })
    }
    fn schema(&self, _: Transport, _: &Context<'_>) -> Value {
        let names: Vec<&str> = EventKind::ALL.into_iter().map(EventKind::name).collect();
        json!({"type": "string", "pattern": format!("^\\s*({0})?\\s*(,\\s*({0})?\\s*)*$", names.join("|"))})
    }
}
