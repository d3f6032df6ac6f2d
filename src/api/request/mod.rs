//! Requests declared once. Each request type lists its fields in one function,
//! [`Request::declare`]; running that function over a [`Form`] either reads and checks a request
//! (every problem collected with its `loc`, D5) or describes it (the JSON Schema the OpenAPI
//! document and the MCP tool list publish). A field's range, default and choices are written in
//! its [`Field`] constant, so the schema and the 422 rules cannot drift apart.

pub mod kinds;
pub mod waypoints;

use crate::config::EndpointsConfig;
use armrest_backend::validation::{Checker, Extras, Loc, unknown_key};
use armrest_backend::{RobotModel, Violations};
use axum::body::Bytes;
use serde_json::{Map, Value, json};

/// What the rules of a request depend on: the robot model (limits, named positions) and the
/// running endpoints configuration (action names, the bag folder).
#[derive(Clone, Copy)]
pub struct Context<'a> {
    pub model: &'a RobotModel,
    pub endpoints: &'a EndpointsConfig,
    /// Joint state messages per second the running backend receives.
    pub joint_state_rate_hz: f64,
    /// The positions saved at run time (D32), named like the SRDF's; `None`: the SRDF's only.
    pub positions: Option<&'a crate::positions::PositionStore>,
}

impl Context<'_> {
    /// The named position `name`: the SRDF's, else a saved one.
    pub fn named_position(&self, name: &str) -> Option<armrest_backend::NamedPosition> {
        self.model.named_position(name).cloned().or_else(|| self.positions.and_then(|s| s.get(name)))
    }

    /// Every named position's name: the SRDF's, then the saved ones.
    pub fn position_names(&self) -> Vec<String> {
        let srdf = self.model.named_positions().iter().map(|p| p.name.clone());
        srdf.chain(self.positions.map(|s| s.names()).unwrap_or_default()).collect()
    }
}

/// Where an HTTP request carries a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Body,
    Query,
    /// A segment of the URL's path (`{id}`); an MCP tool takes it as an argument.
    Path,
}

impl Place {
    pub fn loc_root(self) -> &'static str {
        match self {
            Place::Body => "body",
            Place::Query => "query",
            Place::Path => "path",
        }
    }
}

/// Who reads a description: the OpenAPI document (files are uploads) or an MCP client (files
/// are inline arguments).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transport {
    Http,
    Tool,
}

/// A field's value as received: JSON (a JSON body, MCP arguments) or text (a form field, a
/// query parameter).
#[derive(Clone, Copy)]
pub enum Raw<'v> {
    Json(&'v Value),
    Text(&'v Bytes),
}

impl Raw<'_> {
    /// The text of a text value, or of a JSON string; `None` for other JSON values.
    pub fn text(&self) -> Option<std::borrow::Cow<'_, str>> {
        match self {
            Raw::Json(Value::String(s)) => Some(std::borrow::Cow::Borrowed(s)),
            Raw::Json(_) => None,
            Raw::Text(bytes) => Some(String::from_utf8_lossy(bytes.as_ref())),
        }
    }
}

/// A type of field value: how it is read, checked and described.
pub trait Kind {
    type Value;
    /// Reads a present value, recording every problem in `c`.
    fn read(&self, c: &mut Checker, raw: Raw<'_>, loc: &Loc, ctx: &Context<'_>) -> Option<Self::Value>;
    /// JSON Schema of the value (without description and default).
    fn schema(&self, transport: Transport, ctx: &Context<'_>) -> Value;
    /// True when blank text means "not given" (so the default applies).
    fn blank_is_absent(&self) -> bool {
        false
    }
    /// The most characters a text value may have (D26), checked before the value is read and
    /// published as the schema's `maxLength`. Every kind read from a client's string has one;
    /// `None` for values that are no text, and for uploads (the upload limit bounds them).
    fn max_chars(&self) -> Option<usize> {
        None
    }
    /// True for an uploaded file: a form part that is present even when empty (an empty file
    /// is said to be empty, not missing).
    fn upload(&self) -> bool {
        false
    }
    /// A value as the schema's `default` shows it (only kinds that have defaults say).
    fn json(&self, _value: &Self::Value) -> Option<Value> {
        None
    }
}

/// What an absent field means.
pub enum Absent<T> {
    Required,
    Default(T),
    /// A default taken from the running configuration (D12: the schema shows it too).
    Configured(fn(&Context<'_>) -> T),
}

/// One field of a request.
pub struct Field<K: Kind> {
    pub name: &'static str,
    /// The argument's name in MCP when it differs (an uploaded file given inline).
    pub tool_name: Option<&'static str>,
    pub place: Place,
    pub description: &'static str,
    pub kind: K,
    pub absent: Absent<K::Value>,
    pub example: Option<f64>,
    /// Whether `null` reads as absent (every optional body field, as FastAPI reads it) or is a
    /// value the kind refuses: where absent means something else than a null would (`csv`:
    /// absent records live, issue 49).
    pub null_is_absent: bool,
}

impl<K: Kind> Field<K> {
    pub const fn new(name: &'static str, kind: K, absent: Absent<K::Value>, description: &'static str) -> Self {
        Field {
            name,
            tool_name: None,
            place: Place::Body,
            description,
            kind,
            absent,
            example: None,
            null_is_absent: true,
        }
    }
    /// `null` is refused as the kind refuses any value it does not read, not taken as absent.
    pub const fn null_refused(mut self) -> Self {
        self.null_is_absent = false;
        self
    }
    pub const fn in_query(mut self) -> Self {
        self.place = Place::Query;
        self
    }
    pub const fn in_path(mut self) -> Self {
        self.place = Place::Path;
        self
    }
    pub const fn tool_name(mut self, name: &'static str) -> Self {
        self.tool_name = Some(name);
        self
    }
    pub const fn example(mut self, x: f64) -> Self {
        self.example = Some(x);
        self
    }

    fn name_for(&self, transport: Transport) -> &'static str {
        match (transport, self.tool_name) {
            (Transport::Tool, Some(name)) => name,
            _ => self.name,
        }
    }

    /// Where the field sits in a request of `transport`: `[place, name]` over HTTP, `[name]`
    /// for an MCP tool.
    fn loc(&self, transport: Transport) -> Loc {
        match transport {
            Transport::Http => Loc(vec![self.place.loc_root().into(), self.name.into()]),
            Transport::Tool => Loc(vec![self.name_for(transport).into()]),
        }
    }
}

/// A request: its fields, declared once.
pub trait Request: Sized {
    /// Name of the body's schema component in the OpenAPI document.
    const NAME: &'static str;
    /// What the body is, for the schema.
    const DESCRIPTION: &'static str;
    /// Reads every field through `form` and builds the request; `None` when a field was
    /// invalid (the problem is recorded) or when the form only describes.
    fn declare(form: &mut Form<'_>) -> Option<Self>;
}

/// Where a request's fields come from.
pub enum Source {
    /// An HTTP request: its path parameters (decoded), its query parameters and its body.
    Http { path: Vec<(String, Bytes)>, query: Vec<(String, Bytes)>, body: Body },
    /// An MCP tool call's arguments (a JSON object).
    Tool(Value),
}

/// A share of the bytes large request bodies may take at once while they are parsed and read
/// (D13): held as long as the parsed body lives.
pub use crate::large_bodies::BodyShare;

/// Bytes of a body (JSON text, form fields) past which it is parsed and read on a blocking
/// thread rather than on the async worker it arrived on (about 100 µs of work).
pub const INLINE_MAX_BYTES: usize = 64 * 1024;
/// JSON values (every number, string, array and object) past which a request is read on a
/// blocking thread: about 200 trajectory points.
const INLINE_MAX_VALUES: usize = 2_000;
/// Trajectory points up to which a path's collision check runs on the async worker.
pub const INLINE_CHECK_MAX_POINTS: usize = 32;

impl Source {
    /// Whether reading this request takes long enough to belong on a blocking thread.
    pub fn is_large(&self) -> bool {
        match self {
            Source::Http { body: Body::Json(v, _), .. } | Source::Tool(v) => {
                more_values_than(v, &mut { INLINE_MAX_VALUES })
            }
            Source::Http { body: Body::Form(parts), .. } => {
                parts.iter().map(|(_, b)| b.len()).sum::<usize>() > INLINE_MAX_BYTES
            }
            Source::Http { body: Body::None, .. } => false,
        }
    }
}

/// Whether `v` holds more values than `budget`, which it spends as it counts.
fn more_values_than(v: &Value, budget: &mut usize) -> bool {
    if *budget == 0 {
        return true;
    }
    *budget -= 1;
    match v {
        Value::Array(items) => items.iter().any(|v| more_values_than(v, budget)),
        Value::Object(map) => map.values().any(|v| more_values_than(v, budget)),
        _ => false,
    }
}

/// An HTTP request's body.
pub enum Body {
    None,
    /// A JSON body, and the share of the large-body budget it holds while it lives (D13).
    Json(Value, Option<BodyShare>),
    /// Multipart form fields, in order.
    Form(Vec<(String, Bytes)>),
}

enum Mode<'a> {
    Read(&'a Source),
    Describe {
        transport: Transport,
        fields: Vec<Described>,
    },
    /// Only the names of the fields, as `transport` calls them, and where each sits.
    Names {
        transport: Transport,
        names: Vec<(&'static str, Place)>,
        own_body: bool,
    },
}

/// One described field.
pub struct Described {
    pub name: &'static str,
    pub place: Place,
    pub required: bool,
    pub schema: Value,
}

/// The fields of one request, being read or described.
pub struct Form<'a> {
    ctx: Context<'a>,
    mode: Mode<'a>,
    checker: Checker,
    /// The JSON object the fields are read from, once it was found to be one.
    object: Option<&'a Map<String, Value>>,
}

impl<'a> Form<'a> {
    /// Reads field `f`: its value, its default when absent, or `None` with the problem recorded.
    /// While describing, records its schema and returns `None`.
    pub fn field<K: Kind>(&mut self, f: &Field<K>) -> Option<K::Value>
    where
        K::Value: Clone,
    {
        let source = match &mut self.mode {
            Mode::Describe { transport, fields } => {
                let described = describe_field(f, *transport, &self.ctx);
                fields.push(described);
                return None;
            }
            Mode::Names { transport, names, .. } => {
                names.push((f.name_for(*transport), f.place));
                return None;
            }
            Mode::Read(source) => *source,
        };
        let (loc, raw) = raw_of(f, source, self.object);
        if let Some(parts) = repeated_part(f, source) {
            // Which one would count is a guess; a form names each field once.
            self.checker.push(
                loc,
                "value_error",
                format!("The form has {parts} parts named `{}`; send exactly one", f.name),
            );
            return None;
        }
        // Bounded before anything reads the text further, or repeats it (D26).
        if let (Some(max), Some(text)) = (f.kind.max_chars(), raw.as_ref().and_then(Raw::text))
            && !self.checker.text_length(&text, &loc, max)
        {
            return None;
        }
        // Keys inside the value (a trajectory point's, a waypoint's) that its schema does not
        // declare (D25): an MCP client's are refused, an HTTP body's misspellings too.
        if let Some(Raw::Json(v)) = raw
            && has_object(v)
        {
            let (transport, extras) = match source {
                Source::Tool(_) => (Transport::Tool, Extras::Refused),
                Source::Http { .. } => (Transport::Http, Extras::Misspelt),
            };
            let schema = f.kind.schema(transport, &self.ctx);
            check_keys(&mut self.checker, v, &schema, &loc, extras, &mut Refs::new(&self.ctx));
        }
        let blank = |raw: &Raw<'_>| raw.text().is_some_and(|t| t.trim().is_empty());
        match raw.filter(|r| !(f.kind.blank_is_absent() && blank(r))) {
            Some(raw) => f.kind.read(&mut self.checker, raw, &loc, &self.ctx),
            None => match &f.absent {
                Absent::Required => {
                    self.checker.push(loc, "missing", "Field required");
                    None
                }
                Absent::Default(v) => Some(v.clone()),
                Absent::Configured(v) => Some(v(&self.ctx)),
            },
        }
    }

    /// Reads the whole body (the MCP arguments) as one value with `read`, for a body that is a
    /// domain object with its own reader (a world object): its fields are described by
    /// `fields`, and `read` gets the object and where it sits. While describing, records the
    /// fields and returns `None`.
    pub fn body<T>(
        &mut self,
        fields: fn(&Context<'_>, Transport) -> Vec<Described>,
        read: impl FnOnce(&mut Checker, &Value, &Loc) -> Option<T>,
    ) -> Option<T> {
        match &mut self.mode {
            // `read` checks every key of the body itself.
            Mode::Names { own_body, .. } => {
                *own_body = true;
                None
            }
            Mode::Describe { transport, fields: described } => {
                let http = *transport == Transport::Http;
                // As for every optional body field: `null` reads as absent, and the schema says so.
                described.extend(fields(&self.ctx, *transport).into_iter().map(|mut f| {
                    if http && !f.required {
                        f.schema = nullable(f.schema);
                    }
                    f
                }));
                None
            }
            Mode::Read(source) => {
                let (root, transport) = match source {
                    Source::Tool(_) => (Loc::empty(), Transport::Tool),
                    Source::Http { .. } => (Loc::root(Place::Body.loc_root()), Transport::Http),
                };
                let object = Value::Object(self.object.cloned().unwrap_or_default());
                // Bounded before anything reads the text further, or repeats it (D26).
                let mut bounded = true;
                for f in fields(&self.ctx, transport) {
                    if let (Some(max), Some(Value::String(text))) = (f.schema["maxLength"].as_u64(), object.get(f.name))
                    {
                        let max = usize::try_from(max).unwrap_or(usize::MAX);
                        bounded &= self.checker.text_length(text, &root.at(f.name), max);
                    }
                }
                if !bounded {
                    return None;
                }
                read(&mut self.checker, &object, &root)
            }
        }
    }

    /// Checks a rule between fields already read; `rule` records its problem and says whether
    /// it held. Describing, nothing is checked.
    pub fn rule(&mut self, rule: impl FnOnce(&mut Checker) -> bool) -> bool {
        match self.mode {
            Mode::Read(_) => rule(&mut self.checker),
            Mode::Describe { .. } | Mode::Names { .. } => true,
        }
    }

    /// What the request's rules depend on.
    pub fn context(&self) -> Context<'a> {
        self.ctx
    }

    /// Where field `f` sits in the request being read.
    pub fn loc_of<K: Kind>(&self, f: &Field<K>) -> Loc {
        match &self.mode {
            Mode::Read(Source::Tool(_))
            | Mode::Describe { transport: Transport::Tool, .. }
            | Mode::Names { transport: Transport::Tool, .. } => f.loc(Transport::Tool),
            _ => f.loc(Transport::Http),
        }
    }
}

/// Field `f`'s schema as `transport` publishes it, with its description, default and example.
fn describe_field<K: Kind>(f: &Field<K>, transport: Transport, ctx: &Context<'_>) -> Described {
    let mut schema = f.kind.schema(transport, ctx);
    if let Value::Object(m) = &mut schema {
        // The field says what it is for; a kind's own note (a bound it cannot put in a keyword)
        // follows.
        let note = m.remove("description").and_then(|d| d.as_str().map(str::to_owned));
        let description = [Some(f.description.to_owned()).filter(|d| !d.is_empty()), note].into_iter().flatten();
        let description = description.collect::<Vec<_>>().join(" ");
        if !description.is_empty() {
            m.insert("description".into(), json!(description));
        }
        if let Some(max) = f.kind.max_chars() {
            m.insert("maxLength".into(), json!(max));
        }
        let default = match &f.absent {
            Absent::Required => None,
            Absent::Default(v) => f.kind.json(v),
            Absent::Configured(v) => f.kind.json(&v(ctx)),
        };
        if let Some(d) = default {
            m.insert("default".into(), d);
        }
        if let Some(x) = f.example {
            m.insert("example".into(), json!(x));
        }
    }
    let required = matches!(f.absent, Absent::Required);
    if !required && f.place == Place::Body && transport == Transport::Http && f.null_is_absent {
        schema = nullable(schema);
    }
    Described { name: f.name_for(transport), place: f.place, required, schema }
}

/// Where field `f` sits in `source`, and its value there if it was given.
fn raw_of<'s, K: Kind>(
    f: &Field<K>,
    source: &'s Source,
    object: Option<&'s Map<String, Value>>,
) -> (Loc, Option<Raw<'s>>) {
    match source {
        Source::Tool(_) => {
            let name = f.name_for(Transport::Tool);
            (f.loc(Transport::Tool), object.and_then(|o| present(f, o, name)).map(Raw::Json))
        }
        Source::Http { path, query, body } => {
            let raw = match (f.place, body) {
                (Place::Query, _) => query.iter().find(|(k, _)| k == f.name).map(|(_, v)| Raw::Text(v)),
                (Place::Path, _) => path.iter().find(|(k, _)| k == f.name).map(|(_, v)| Raw::Text(v)),
                (Place::Body, Body::Json(..)) => object.and_then(|o| present(f, o, f.name)).map(Raw::Json),
                // A blank form field is an absent one, as HTML forms send every field; an empty
                // file is a file.
                (Place::Body, Body::Form(parts)) => parts
                    .iter()
                    .find(|(k, _)| k == f.name)
                    .filter(|(_, v)| f.kind.upload() || !v.iter().all(u8::is_ascii_whitespace))
                    .map(|(_, v)| Raw::Text(v)),
                (Place::Body, Body::None) => None,
            };
            (f.loc(Transport::Http), raw)
        }
    }
}

/// Field `f`'s value in `object` under `name`, if given: `null` is absent unless `f` refuses it.
fn present<'o, K: Kind>(f: &Field<K>, object: &'o Map<String, Value>, name: &str) -> Option<&'o Value> {
    if f.null_is_absent { Checker::optional(object, name) } else { object.get(name) }
}

/// How many parts of a multipart form are named as field `f`, when more than one.
fn repeated_part<K: Kind>(f: &Field<K>, source: &Source) -> Option<usize> {
    let Source::Http { body: Body::Form(parts), .. } = source else { return None };
    let count = parts.iter().filter(|(k, _)| k == f.name).count();
    (f.place == Place::Body && count > 1).then_some(count)
}

/// An optional body field may be `null` (read as absent, as FastAPI does), and its schema says so.
fn nullable(mut schema: Value) -> Value {
    let Value::Object(m) = &mut schema else { return schema };
    // An enum, or a reference (a joint vector), is one choice beside `null`.
    if m.contains_key("enum") || m.contains_key("$ref") {
        let mut choice = Map::new();
        for key in ["type", "enum", "$ref"] {
            if let Some(v) = m.remove(key) {
                choice.insert(key.to_owned(), v);
            }
        }
        m.insert("oneOf".into(), json!([choice, {"type": "null"}]));
    } else if let Some(Value::String(t)) = m.get("type") {
        let t = t.clone();
        m.insert("type".into(), json!([t, "null"]));
    }
    schema
}

/// Reads request `R` from `source`: the request, or every problem found.
pub fn read<R: Request>(ctx: Context<'_>, source: &Source) -> Result<R, Violations> {
    let mut checker = Checker::new();
    let object = match source {
        Source::Tool(args) => checker.object(args, &Loc::empty()),
        Source::Http { body: Body::Json(v, _), .. } => checker.object(v, &Loc::root("body")),
        Source::Http { .. } => None,
    };
    if !checker.is_clean() {
        return checker.finish(|| None);
    }
    check_top_keys::<R>(&mut checker, ctx, source, object);
    let mut form = Form { ctx, mode: Mode::Read(source), checker, object };
    let request = R::declare(&mut form);
    form.checker.finish(|| request)
}

/// Records the keys of the request's top level that `R` does not declare (D25). A tool's input
/// schema says `additionalProperties: false`: an argument it does not declare is a mistake to
/// name, never ignored (a misspelt `sped` would run at the default). An HTTP body ignores a field
/// it does not know, as FastAPI does for the original clients, unless it misspells one it knows
/// ([`armrest_backend::validation::TYPO_MAX_EDITS`]); so do the parts of a multipart form.
fn check_top_keys<R: Request>(
    checker: &mut Checker,
    ctx: Context<'_>,
    source: &Source,
    object: Option<&Map<String, Value>>,
) {
    let (keys, transport): (Vec<&str>, _) = match (source, object) {
        (Source::Tool(_), Some(args)) => (args.keys().map(String::as_str).collect(), Transport::Tool),
        (Source::Http { body: Body::Json(..), .. }, Some(body)) => {
            (body.keys().map(String::as_str).collect(), Transport::Http)
        }
        (Source::Http { body: Body::Form(parts), .. }, _) => {
            let mut names: Vec<&str> = parts.iter().map(|(k, _)| k.as_str()).collect();
            names.dedup();
            (names, Transport::Http)
        }
        _ => return,
    };
    if keys.is_empty() {
        return;
    }
    let mut form = Form {
        ctx,
        mode: Mode::Names { transport, names: Vec::new(), own_body: false },
        checker: Checker::new(),
        object: None,
    };
    let _ = R::declare(&mut form);
    let Mode::Names { names, own_body: false, .. } = form.mode else { return };
    let (root, known, of, extras): (_, Vec<&str>, _, _) = match transport {
        Transport::Tool => {
            (Loc::empty(), names.iter().map(|(n, _)| *n).collect(), "an argument of this tool", Extras::Refused)
        }
        Transport::Http => (
            Loc::root(Place::Body.loc_root()),
            names.iter().filter(|(_, p)| *p == Place::Body).map(|(n, _)| *n).collect(),
            "a field of this body",
            Extras::Misspelt,
        ),
    };
    let mut seen: Vec<&str> = Vec::new();
    for key in keys.into_iter().filter(|k| !known.contains(k)) {
        if !seen.contains(&key) {
            seen.push(key);
            unknown_key(checker, &root, key, &known, of, extras);
        }
    }
}

/// Whether `v` is or holds an object (whose keys a schema may not declare).
fn has_object(v: &Value) -> bool {
    match v {
        Value::Object(_) => true,
        Value::Array(items) => items.iter().any(has_object),
        _ => false,
    }
}

/// The schema components a field's schema may refer to (those of the robot model), built when
/// first needed.
struct Refs<'c> {
    ctx: &'c Context<'c>,
    components: Option<Map<String, Value>>,
}

impl<'c> Refs<'c> {
    fn new(ctx: &'c Context<'c>) -> Self {
        Refs { ctx, components: None }
    }

    /// The component `schema` refers to, when it is a reference.
    fn target(&mut self, schema: &Value) -> Option<Value> {
        let name = schema.get("$ref")?.as_str()?.strip_prefix("#/components/schemas/")?;
        let ctx = self.ctx;
        let components =
            self.components.get_or_insert_with(|| crate::api::schema::model_components(ctx).into_iter().collect());
        components.get(name).cloned()
    }
}

/// Records every key of `v` (at `loc`) that `schema` does not declare, as `extras` says, at every
/// depth the schema describes. An object whose schema says `additionalProperties: false` refuses
/// every unknown key; one whose schema lists no `properties` is not looked into.
fn check_keys(c: &mut Checker, v: &Value, schema: &Value, loc: &Loc, extras: Extras, refs: &mut Refs<'_>) {
    let target = refs.target(schema);
    let schema = target.as_ref().unwrap_or(schema);
    match v {
        Value::Object(m) => {
            let Some(properties) = schema.get("properties").and_then(Value::as_object) else { return };
            let extras =
                if schema.get("additionalProperties") == Some(&Value::Bool(false)) { Extras::Refused } else { extras };
            let known: Vec<&str> = properties.keys().map(String::as_str).collect();
            for (key, item) in m {
                match properties.get(key) {
                    Some(inner) if has_object(item) => check_keys(c, item, inner, &loc.at(key.clone()), extras, refs),
                    Some(_) => {}
                    None => unknown_key(c, loc, key, &known, "a field of this object", extras),
                }
            }
        }
        Value::Array(items) => {
            let Some(inner) = schema.get("items").filter(|s| s.is_object()) else { return };
            let target = refs.target(inner);
            let inner = target.as_ref().unwrap_or(inner);
            for (i, item) in items.iter().enumerate().filter(|(_, item)| has_object(item)) {
                check_keys(c, item, inner, &loc.at(i), extras, refs);
            }
        }
        _ => {}
    }
}

/// [`check_keys`] for a value a field reads from text (an uploaded file's JSON), with the
/// schema that describes it.
pub fn check_file_keys(c: &mut Checker, v: &Value, schema: &Value, loc: &Loc, ctx: &Context<'_>, extras: Extras) {
    check_keys(c, v, schema, loc, extras, &mut Refs::new(ctx));
}

/// The fields of `R` as `transport` publishes them.
pub fn describe<R: Request>(ctx: Context<'_>, transport: Transport) -> Vec<Described> {
    let mut form =
        Form { ctx, mode: Mode::Describe { transport, fields: Vec::new() }, checker: Checker::new(), object: None };
    let _ = R::declare(&mut form);
    match form.mode {
        Mode::Describe { fields, .. } => fields,
        Mode::Read(_) | Mode::Names { .. } => Vec::new(),
    }
}

/// An object schema of the given fields.
pub fn object_schema<'d>(fields: impl IntoIterator<Item = &'d Described>, description: &str) -> Value {
    let mut properties = Map::new();
    let mut required = Vec::new();
    for f in fields {
        properties.insert(f.name.to_owned(), f.schema.clone());
        if f.required {
            required.push(f.name);
        }
    }
    let mut schema = json!({"type": "object", "properties": properties});
    if !required.is_empty() {
        schema["required"] = json!(required);
    }
    if !description.is_empty() {
        schema["description"] = json!(description);
    }
    schema
}

/// A request with no fields (operations that take nothing).
pub struct NoFields;

impl Request for NoFields {
    const NAME: &'static str = "";
    const DESCRIPTION: &'static str = "";
    fn declare(_: &mut Form<'_>) -> Option<Self> {
        Some(NoFields)
    }
}

#[cfg(test)]
mod tests;
