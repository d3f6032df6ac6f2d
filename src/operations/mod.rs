//! The catalogue of operations: every endpoint of the service, declared once. The HTTP router
//! (`http::routes`), the OpenAPI document, the endpoints switches and the MCP tool list are all
//! built from [`catalogue`], so a new endpoint is one entry here and one function in `api`, and
//! no transport, document or switch can miss it.
//!
//! An entry ([`Operation`]) says how the endpoint is reached and documented ([`Spec`]: method,
//! path, tag, answers, MCP tool or none), which switch enables it ([`Switch`], D3), and what
//! serves it ([`Serves`]): a typed request (see [`crate::api::request`]) handed to the `api`
//! function the entry names, or one of the routes that are not request/answer (the event
//! stream, the jog WebSocket, the 3D page, the mesh files, a recording's files), each served by
//! its HTTP handler.
//!
//! The entries live by tag, one small file each ([`robot`], [`plan`], [`trajectory`],
//! [`sequences`], [`world`], [`tool`], [`recordings`], [`speed`], [`stop`], [`control`], [`live`], [`audit`], [`health`]); the
//! type-erased machinery that turns a typed function into a [`Serves::Request`] is
//! [`machinery`].

/// A tool description for an operation that moves the arm: said once, for every such tool.
macro_rules! moves_the_arm {
    ($description:literal) => {
        concat!($description, " With the ROS 2 backend this moves the real robot arm.")
    };
}

/// A plan tool's description: said once, for every such tool.
macro_rules! plans_only {
    ($what:literal) => {
        concat!(
            $what,
            " without moving: duration, start and goal joints, goal pose, peak joint speeds against their limits, \
             TCP path length. Over ROS 2 the plan is armrest's estimate (`estimate: true`)."
        )
    };
}

mod answers;
mod audit;
mod control;
pub mod health;
mod live;
mod machinery;
mod plan;
mod recordings;
mod robot;
mod sequences;
mod speed;
mod stop;
mod tool;
mod trajectory;
mod world;

pub use machinery::{Outcome, Planned, Prepared, Reply};
pub use tool::TOOL_PATH;

use crate::api::ApiError;
use crate::api::request::{Context, Described, Source, Transport};
use crate::app::App;
use crate::config::EndpointsConfig;
use crate::config::endpoints::EnabledEndpoints;
use serde_json::Value;
use utoipa::ToSchema;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Get,
    Post,
    Put,
    Delete,
}

impl Method {
    /// Its name in an OpenAPI path item.
    pub fn openapi(self) -> &'static str {
        match self {
            Method::Get => "get",
            Method::Post => "post",
            Method::Put => "put",
            Method::Delete => "delete",
        }
    }
}

/// How an HTTP request carries the operation's body fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// No body (any body is ignored).
    None,
    /// A JSON object.
    Json,
    /// `multipart/form-data`; `part` names the file part a non-multipart request lacks.
    Multipart { part: &'static str },
    /// An optional body that is read by no one (`POST /stop` accepts `{}`).
    Ignored,
}

/// What an operation does to the arm or the service: decides whether it needs control (D29) and
/// what an MCP client should know before calling its tool (its annotations).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Reads state; changes nothing.
    Reads,
    /// Moves the arm.
    Moves,
    /// Stops what runs; never starts motion.
    Stops,
    /// Changes what the service knows (the world), not the arm: needs control in `lease` mode;
    /// over MCP audited, and a change that takes protection away follows `mcp.motion` (D28).
    Changes,
    /// Grants, renews or releases the control lease (D29).
    Controls,
    /// Changes how fast the arm moves (the speed override, D29): slows, pauses or resumes the
    /// motion in progress, never starts one. Audited; agents may lower it, and raise it only
    /// within their speed cap.
    Paces,
}

impl Effect {
    /// Whether a request of this effect needs control of the arm (the lease, in `lease` mode):
    /// it moves the arm, changes how fast it moves, or changes the world its motions are
    /// checked against (D28: what protects the arm is the holder's to change).
    pub fn needs_control(self) -> bool {
        match self {
            Effect::Moves | Effect::Paces | Effect::Changes => true,
            Effect::Reads | Effect::Stops | Effect::Controls => false,
        }
    }
}

/// The operation's MCP tool.
pub struct Tool {
    pub name: &'static str,
    pub description: &'static str,
}

/// A description: fixed, or written from the running configuration (the jog's bounds).
#[derive(Clone, Copy)]
pub enum Text {
    Fixed(&'static str),
    Of(fn(&EndpointsConfig) -> String),
}

impl Text {
    pub fn of(self, endpoints: &EndpointsConfig) -> String {
        match self {
            Text::Fixed(text) => text.to_owned(),
            Text::Of(write) => write(endpoints),
        }
    }
}

/// Schema components, by name, as an answer adds them to the document.
pub type Components = Vec<(String, utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>)>;

/// One documented answer.
pub struct Answer {
    pub status: u16,
    pub description: &'static str,
    /// Name of the JSON body's schema component (a list of them when `list`); empty when the
    /// body is no component (an event stream, a page, a file) or there is none.
    pub body: String,
    pub list: bool,
    pub example: Option<Value>,
    /// Adds the body's schema and those it refers to.
    pub register: fn(&mut Components),
    /// The body's media types, each with its schema, as the document gives them; none: no body
    /// (101).
    pub content: Vec<(&'static str, Value)>,
}

impl Answer {
    /// A JSON answer of type `T`.
    pub fn of<T: ToSchema>(status: u16, description: &'static str) -> Self {
        Answer {
            status,
            description,
            body: T::name().into_owned(),
            list: false,
            example: None,
            register: |all| {
                all.push((T::name().into_owned(), T::schema()));
                T::schemas(all);
            },
            content: vec![("application/json", reference(&T::name()))],
        }
    }
    /// A JSON list of `T`.
    pub fn list_of<T: ToSchema>(status: u16, description: &'static str) -> Self {
        let items = reference(&T::name());
        Answer {
            list: true,
            content: vec![("application/json", serde_json::json!({"type": "array", "items": items}))],
            ..Answer::of::<T>(status, description)
        }
    }
    /// An answer of media type `media` whose schema is `schema` (no component).
    pub fn media(status: u16, description: &'static str, media: &'static str, schema: Value) -> Self {
        Answer {
            status,
            description,
            body: String::new(),
            list: false,
            example: None,
            register: |_| {},
            content: vec![(media, schema)],
        }
    }
    /// An answer without a body.
    pub fn empty(status: u16, description: &'static str) -> Self {
        Answer { content: Vec::new(), ..Answer::media(status, description, "", Value::Null) }
    }
    /// The same body may come as media type `media` too (a mesh file: STL or COLLADA).
    pub fn or_as(mut self, media: &'static str) -> Self {
        if let Some((_, schema)) = self.content.first() {
            self.content.push((media, schema.clone()));
        }
        self
    }
    pub fn example(mut self, example: Value) -> Self {
        self.example = Some(example);
        self
    }
    /// Adds schema components the answer's schema refers to.
    pub fn registering(mut self, register: fn(&mut Components)) -> Self {
        self.register = register;
        self
    }
}

/// A reference to schema component `name`.
pub fn reference(name: &str) -> Value {
    serde_json::json!({"$ref": format!("#/components/schemas/{name}")})
}

/// How an operation is reached and documented: everything of a catalogue entry but its request
/// type and what serves it.
pub struct Spec {
    /// Its `operationId` and, unless its [`Switch`] says otherwise, its switch under `enabled:`
    /// in the endpoints configuration.
    pub name: &'static str,
    pub method: Method,
    /// Its route; a `{*rest}` segment takes the rest of the path (the document writes `{rest}`).
    pub path: &'static str,
    pub tag: &'static str,
    pub summary: &'static str,
    pub description: Text,
    pub encoding: Encoding,
    pub answers: Vec<Answer>,
    pub effect: Effect,
    /// Its MCP tool; `None`: offered over HTTP only.
    pub tool: Option<Tool>,
    /// Read a large request on a blocking thread (a long trajectory; see
    /// [`crate::api::request::Source::is_large`]).
    pub heavy: bool,
}

/// What enables an entry (D3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Switch {
    /// Its own switch under `enabled:`, named as the entry.
    Own,
    /// Another entry's switch under `enabled:` (the mesh files go with the robot description).
    Of(&'static str),
    /// `mcp.enabled`: a part of the agents' interface.
    Mcp,
}

/// Whether a request reads the `X-Armrest-Lease` header (D29), and how the document says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lease {
    /// It does not.
    No,
    /// It needs one in `lease` mode only (it moves the arm, or changes its world).
    InLeaseMode,
    /// It acts on the caller's own lease (a renewal, a release): it needs one.
    Own,
    /// The jog: the header, or the `lease` query parameter, in `lease` mode.
    HeaderOrQuery,
}

/// What serves an entry. The HTTP layer maps each to its handler in one match
/// (`http::routes`); MCP offers the [`Serves::Request`] entries that have a tool.
pub enum Serves {
    /// Reads a request, runs the `api` function the entry names, answers JSON.
    Request(machinery::Prepare),
    /// `GET /robot/stream`: server-sent events (`http::stream`).
    Stream,
    /// `GET /robot/jog`: the jog WebSocket (`http::jog`, the session in `crate::jog`).
    Jog,
    /// `GET /view` and its files (`http::view`).
    Page,
    /// The mesh files the URDF names (`http::view`).
    Meshes,
    /// A recording's file to download (`http::recording_file`), in the format named.
    RecordingFile(crate::api::recordings::Format),
    /// An operations probe or the metrics (`http::health`, D38).
    Probe(health::Probe),
}

/// One entry of the catalogue.
pub struct Operation {
    pub spec: Spec,
    pub switch: Switch,
    /// The request body's schema component (empty: the body has no fields).
    pub request_name: &'static str,
    pub request_description: &'static str,
    /// Its fields (body, query, path) as a transport publishes them.
    pub describe: fn(Context<'_>, Transport) -> Vec<Described>,
    pub lease: Lease,
    pub serves: Serves,
}

impl Operation {
    /// Reads the request from `source` and runs the operation for a caller presenting `lease`
    /// (the control lease, D29: an operation that moves the arm needs it in `lease` mode).
    pub fn run(&self, app: App, source: Source, lease: Option<String>) -> Outcome {
        let prepared = self.read(app, source, lease, false);
        Box::pin(async move { prepared.await?.run.await })
    }

    /// Reads the request from `source`: what it would do and how to run it.
    pub async fn prepare(&self, app: App, source: Source, lease: Option<String>) -> Result<Prepared, ApiError> {
        self.read(app, source, lease, true).await
    }

    fn read(&self, app: App, source: Source, lease: Option<String>, with_intent: bool) -> machinery::Reading {
        match &self.serves {
            Serves::Request(prepare) => prepare(app, source, lease, with_intent),
            Serves::Stream
            | Serves::Jog
            | Serves::Page
            | Serves::Meshes
            | Serves::RecordingFile(_)
            | Serves::Probe(_) => {
                let name = self.spec.name;
                Box::pin(async move { Err(ApiError::Internal(format!("`{name}` is no request/answer operation"))) })
            }
        }
    }

    /// Served for this switch: the entry's own, another's, or that of the agents' interface.
    pub fn switch(mut self, switch: Switch) -> Operation {
        self.switch = switch;
        self
    }

    /// Whether the endpoints configuration enables it.
    pub fn is_enabled(&self, endpoints: &EndpointsConfig) -> bool {
        match self.switch {
            Switch::Own => endpoints.enabled.is_enabled(self.spec.name),
            Switch::Of(name) => endpoints.enabled.is_enabled(name),
            Switch::Mcp => endpoints.mcp.enabled,
        }
    }
}

/// Every entry: the request/answer operations in the order the spec lists them (the MCP tool
/// list keeps it), then the routes of their own and the agents' audit.
pub fn catalogue() -> Vec<Operation> {
    [
        robot::reads(),
        robot::moves(),
        plan::all(),
        trajectory::all(),
        sequences::all(),
        world::all(),
        tool::all(),
        recordings::all(),
        speed::all(),
        stop::all(),
        control::all(),
        live::all(),
        audit::all(),
        health::all(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// The enabled entries.
pub fn enabled(endpoints: &EndpointsConfig) -> Vec<Operation> {
    catalogue().into_iter().filter(|op| op.is_enabled(endpoints)).collect()
}

/// The enabled entries that are MCP tools.
pub fn tools(endpoints: &EndpointsConfig) -> Vec<Operation> {
    enabled(endpoints).into_iter().filter(|op| op.spec.tool.is_some()).collect()
}

/// Switches other modules switch their own parts by (MCP resources, the URDF's files).
pub const POSITIONS: &str = "positions";
pub const DESCRIPTION: &str = "description";
pub const WORLD: &str = "world";
/// The live stream, the 3D page and the jog WebSocket (D29).
pub const STREAM: &str = "stream";
pub const VIEW: &str = "view";
pub const JOG: &str = "jog";

/// Every name `enabled:` may give: the entries that have a switch of their own.
pub fn switch_names() -> Vec<&'static str> {
    catalogue().iter().filter(|op| op.switch == Switch::Own).map(|op| op.spec.name).collect()
}

/// The first switch under `enabled:` that names no operation, with what it should have been.
pub fn unknown_switch(enabled: &EnabledEndpoints) -> Option<(String, String)> {
    let names = switch_names();
    enabled.0.keys().find(|k| !names.contains(&k.as_str())).map(|k| {
        (format!("enabled.{k}"), format!("no endpoint is named `{k}`; the switches are: {}", names.join(", ")))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::EndpointsConfig;
    use armrest_backend::formats::yaml_file;
    use serde_json::json;

    #[test]
    fn the_shipped_endpoints_file_names_every_switch_and_no_other() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("config/api_endpoints.yaml");
        let file: EndpointsConfig = yaml_file::load(&path).expect("the shipped endpoints file loads");
        let mut given: Vec<&str> = file.enabled.0.keys().map(String::as_str).collect();
        let mut names = switch_names();
        given.sort_unstable();
        names.sort_unstable();
        assert_eq!(given, names, "config/api_endpoints.yaml lists each switch once");
        assert!(file.enabled.0.values().all(|on| *on), "every endpoint is served by default");
        assert_eq!(unknown_switch(&file.enabled), None);
    }

    #[test]
    fn an_unknown_switch_is_named_with_the_known_ones() {
        let mut enabled = EnabledEndpoints::default();
        enabled.0.insert("move_joints".into(), false);
        enabled.0.insert("trajectory_sned".into(), true);
        let (key, problem) = unknown_switch(&enabled).expect("refused");
        assert_eq!(key, "enabled.trajectory_sned");
        assert!(problem.contains("trajectory_send") && problem.contains("view"), "{problem}");
    }

    /// Each entry is one method on one path, named once (its `operationId`), and another
    /// entry's switch it borrows exists.
    #[test]
    fn every_entry_is_one_route_and_one_name() {
        let all = catalogue();
        let mut routes = std::collections::BTreeSet::new();
        let mut names = std::collections::BTreeSet::new();
        for op in &all {
            assert!(routes.insert((op.spec.path, op.spec.method.openapi())), "{} {} twice", op.spec.path, op.spec.name);
            assert!(names.insert(op.spec.name), "{} twice", op.spec.name);
            if let Switch::Of(other) = op.switch {
                assert!(switch_names().contains(&other), "{}: no switch {other}", op.spec.name);
            }
            let request = matches!(op.serves, Serves::Request(_));
            assert!(request || op.spec.tool.is_none(), "{}: a tool runs a request", op.spec.name);
        }
    }

    /// Whether a field's schema is text a client writes (not an uploaded file).
    fn is_text(schema: &Value) -> bool {
        let string = |t: &Value| t == "string" || t.as_array().is_some_and(|a| a.contains(&json!("string")));
        let component = schema["$ref"].as_str().is_some_and(|r| r.ends_with("/PositionName"));
        let choice = schema["oneOf"].as_array().is_some_and(|a| a.iter().any(|s| string(&s["type"])));
        (string(&schema["type"]) || component || choice) && schema["format"] != "binary"
    }

    /// D26: every text field of every operation, on both transports, publishes a length bound.
    #[test]
    fn every_text_field_has_a_length_bound() {
        let model = armrest_backend::RobotModel::shipped(std::path::Path::new(env!("CARGO_MANIFEST_DIR")))
            .expect("the shipped model loads");
        let endpoints = EndpointsConfig::default();
        let ctx = Context { model: &model, endpoints: &endpoints, joint_state_rate_hz: 100.0, positions: None };
        let mut bounded = Vec::new();
        for op in catalogue() {
            for transport in [Transport::Http, Transport::Tool] {
                for f in (op.describe)(ctx, transport) {
                    // An MCP client's files (`csv`) are bounded by the request size limit.
                    if !is_text(&f.schema) || (transport == Transport::Tool && f.name == "csv") {
                        continue;
                    }
                    let max = f.schema["maxLength"].as_u64();
                    assert!(max.is_some(), "{} {}: no maxLength in {}", op.spec.name, f.name, f.schema);
                    bounded.push(f.name);
                }
            }
        }
        for expected in
            ["name", "frame_id", "planner", "separator", "bag_path", "topics", "joints_action", "pose_action"]
        {
            assert!(bounded.contains(&expected), "{expected} not among {bounded:?}");
        }
    }
}
