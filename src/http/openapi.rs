//! The OpenAPI 3.1 document, built from the catalogue's entries only (every path, the stream,
//! the jog, the page and the audit included) and from the running configuration (D12): per-joint
//! limits on every joint array, the named positions as an enum, the configured action names as
//! defaults, and the crate version.

use crate::api::request::{Described, Place, Transport, object_schema};
use crate::api::schema::{self, ValidationItem};
use crate::app::App;
use crate::control::{LEASE_HEADER_NAME, LEASE_MAX_CHARS};
use crate::operations::{Encoding, Lease, Operation};
use serde_json::{Map, Value, json};
use utoipa::OpenApi;
use utoipa::openapi::Server;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "armrest",
        description = "Reads the state of a 7-joint robot arm and commands it. Motion requests are \
            synchronous; there is no queue. `POST /stop` cancels software operations only: it does \
            not replace the robot's safety system or emergency stop.",
    ),
    components(schemas(ValidationItem)),
    tags(
        (name = "robot", description = "Robot state and motion"),
        (name = "plan", description = "Plan previews: the motion a move would make, with nothing moved"),
        (name = "trajectory", description = "Trajectory publication"),
        (name = "sequences", description = "Motion sequences run by a separate process"),
        (name = "world", description = "The world every path is checked against: obstacles, keep-out zones, the tool (D28)"),
        (name = "recordings", description = "Demonstrations recorded from the measured joint states, downloaded, imported and replayed (D33)"),
        (name = "stop", description = "Stopping API commands and the planner"),
        (name = "control", description = "The control lease: one client at a time may move the arm when control.mode is lease (D29)"),
        (name = "mcp", description = "The AI agents' interface (MCP at /mcp/mcp): the audit of their motion calls"),
        (name = "view", description = "The arm in 3D in the browser"),
        (name = "service", description = "Operations probes: health, readiness, version and Prometheus metrics (D38)"),
    )
)]
struct ApiDoc;

/// The document of `operations` for the running service; `saved_positions`: whether the named
/// positions' enum lists those saved at run time besides the SRDF's (only for a reader who may
/// read them, D12).
pub fn document(app: &App, operations: &[Operation], saved_positions: bool) -> Value {
    let context = || {
        let context = app.context();
        if saved_positions { context } else { crate::api::request::Context { positions: None, ..context } }
    };
    let mut doc = ApiDoc::openapi();
    doc.info.version = crate::api::health::API_VERSION.to_owned();
    doc.servers = Some(vec![Server::new("/")]);
    let mut doc = serde_json::to_value(doc).unwrap_or_else(|_| json!({}));
    let mut components = Map::new();
    let mut registered = Vec::new();
    for op in operations {
        for answer in &op.spec.answers {
            (answer.register)(&mut registered);
        }
    }
    for (name, schema) in registered {
        components.insert(name, serde_json::to_value(schema).unwrap_or_default());
    }
    components.extend(schema::model_components(&context()));
    let mut paths = Map::new();
    for op in operations {
        let fields = (op.describe)(context(), Transport::Http);
        let (parameters, body): (Vec<_>, Vec<_>) = fields.iter().partition(|f| f.place != Place::Body);
        let mut operation = json!({
            "tags": [op.spec.tag],
            "summary": op.spec.summary,
            "description": op.spec.description.of(&app.endpoints),
            "operationId": op.spec.name,
            "responses": responses(op),
        });
        let mut parameters: Vec<Value> = parameters.into_iter().map(parameter).collect();
        parameters.extend(rest_of_path(op.spec.path));
        parameters.extend(lease_header(op.lease));
        if !parameters.is_empty() {
            operation["parameters"] = Value::Array(parameters);
        }
        match op.spec.encoding {
            Encoding::Json | Encoding::Multipart { .. } if !body.is_empty() => {
                let content_type =
                    if op.spec.encoding == Encoding::Json { "application/json" } else { "multipart/form-data" };
                let mut schema = object_schema(body, op.request_description);
                // An HTTP body ignores a field it does not know (D25), unless it misspells one it
                // knows: said, so no generator reads the absence as "none allowed".
                schema["additionalProperties"] = json!(true);
                components.insert(op.request_name.to_owned(), schema);
                operation["requestBody"] = json!({
                    "content": {content_type: {"schema": {"$ref": format!("#/components/schemas/{}", op.request_name)}}},
                    "required": true,
                });
            }
            Encoding::Ignored => {
                operation["requestBody"] = json!({
                    "description": "Optional; ignored (clients may send `{}`)",
                    "content": {"application/json": {"schema": {}}},
                });
            }
            _ => {}
        }
        let method = op.spec.method.openapi();
        let item = paths.entry(documented_path(op.spec.path)).or_insert_with(|| json!({}));
        item[method] = operation;
    }
    doc["paths"] = Value::Object(paths);
    doc["components"]["schemas"] = Value::Object(components);
    doc
}

/// A route's path as the document writes it: `{*rest}` (the rest of the path) as `{rest}`.
pub fn documented_path(path: &str) -> String {
    path.replace("{*", "{")
}

/// The parameter of a `{*rest}` segment: the rest of the path.
fn rest_of_path(path: &str) -> Option<Value> {
    let name = path.split_once("{*")?.1.split_once('}')?.0;
    Some(
        json!({"name": name, "in": "path", "description": "The rest of the path", "required": true, "schema": {"type": "string"}}),
    )
}

/// A query or path parameter's entry: the field's schema, its description beside it.
pub fn parameter(f: &Described) -> Value {
    let mut schema = f.schema.clone();
    let description = schema.as_object_mut().and_then(|m| m.remove("description"));
    let place = f.place.loc_root();
    json!({"name": f.name, "in": place, "description": description, "required": f.required, "schema": schema})
}

/// The `X-Armrest-Lease` header (D29), as the operation reads it: required by a renewal or
/// release, needed by a request that moves the arm when `control.mode` is `lease`.
fn lease_header(lease: Lease) -> Option<Value> {
    let header = |description: &str, required: bool, schema: Value| json!({"name": LEASE_HEADER_NAME, "in": "header", "description": description, "required": required, "schema": schema});
    let bounded = |min: u8| json!({"type": "string", "minLength": min, "maxLength": LEASE_MAX_CHARS});
    match lease {
        Lease::No => None,
        Lease::Own => Some(header("The lease `POST /control` answered.", true, bounded(1))),
        Lease::InLeaseMode => Some(header(
            "The control lease `POST /control` answered; needed when `control.mode` is `lease` (else 423).",
            false,
            bounded(0),
        )),
        Lease::HeaderOrQuery => Some(header(
            "The control lease (`control.mode: lease`); wins over the `lease` parameter.",
            false,
            json!({"type": "string", "maxLength": LEASE_MAX_CHARS}),
        )),
    }
}

fn responses(op: &Operation) -> Value {
    let mut all = Map::new();
    for a in &op.spec.answers {
        let mut answer = json!({"description": a.description});
        let mut by_media = Map::new();
        for (media, schema) in &a.content {
            let mut content = json!({"schema": schema});
            if let Some(example) = &a.example {
                content["example"] = example.clone();
            }
            by_media.insert((*media).to_owned(), content);
        }
        if !by_media.is_empty() {
            answer["content"] = Value::Object(by_media);
        }
        all.insert(a.status.to_string(), answer);
    }
    Value::Object(all)
}
