//! The OpenAPI 3.1 document, built from the catalogue of operations and from the running
//! configuration (D12): per-joint limits on every joint array, the named positions as an enum,
//! the configured action names as defaults, and the crate version.

use crate::api::request::{self, Described, Place, Request, Transport, object_schema};
use crate::api::schema::{self, ValidationErrorBody, ValidationItem};
use crate::app::App;
use crate::operations::{Encoding, Operation};
use serde_json::{Map, Value, json};
use utoipa::openapi::Server;
use utoipa::{OpenApi, ToSchema};

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
        (name = "stop", description = "Stopping API commands and the planner"),
        (name = "control", description = "The control lease: one client at a time may move the arm when control.mode is lease (D29)"),
        (name = "mcp", description = "The AI agents' interface (MCP at /mcp/mcp): the audit of their motion calls"),
    )
)]
struct ApiDoc;

/// The document of `operations` for the running service.
pub fn document(app: &App, operations: &[Operation]) -> Value {
    let mut doc = ApiDoc::openapi();
    doc.info.version = env!("CARGO_PKG_VERSION").to_owned();
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
    components.extend(schema::model_components(&app.model));
    let mut paths = Map::new();
    for op in operations {
        let fields = (op.describe)(app.context(), Transport::Http);
        let (parameters, body): (Vec<_>, Vec<_>) = fields.iter().partition(|f| f.place != Place::Body);
        let mut operation = json!({
            "tags": [op.spec.tag],
            "summary": op.spec.summary,
            "description": op.spec.description,
            "operationId": op.spec.name,
            "responses": responses(op),
        });
        let mut parameters: Vec<Value> = parameters.into_iter().map(parameter).collect();
        if let Some(required) = op.lease {
            parameters.push(lease_header(required));
        }
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
        let item = paths.entry(op.spec.path.to_owned()).or_insert_with(|| json!({}));
        item[method] = operation;
    }
    if app.endpoints.enabled.is_enabled(crate::operations::STREAM) {
        paths.insert(super::stream::PATH.to_owned(), super::stream::document(app, &mut components));
    }
    if app.endpoints.enabled.is_enabled(crate::operations::JOG) {
        paths.insert(super::jog::PATH.to_owned(), super::jog::document(app, &mut components));
    }
    if app.endpoints.mcp.enabled {
        paths.insert(super::audit::PATH.to_owned(), super::audit::document(app, &mut components));
    }
    doc["paths"] = Value::Object(paths);
    doc["components"]["schemas"] = Value::Object(components);
    doc
}

/// The query parameters of request `R`, as a route of its own documents them.
pub fn query_parameters<R: Request>(app: &App) -> Vec<Value> {
    let fields = request::describe::<R>(app.context(), Transport::Http);
    fields.iter().filter(|f| f.place == Place::Query).map(parameter).collect()
}

/// The 422 answer of a route of its own whose query is invalid.
pub fn invalid_query(description: &str) -> Value {
    let schema = json!({"$ref": format!("#/components/schemas/{}", ValidationErrorBody::name())});
    json!({"description": description, "content": {"application/json": {"schema": schema}}})
}

/// A query or path parameter's entry: the field's schema, its description beside it.
pub fn parameter(f: &Described) -> Value {
    let mut schema = f.schema.clone();
    let description = schema.as_object_mut().and_then(|m| m.remove("description"));
    let place = f.place.loc_root();
    json!({"name": f.name, "in": place, "description": description, "required": f.required, "schema": schema})
}

/// The `X-Armrest-Lease` header (D29): required by a renewal or release, needed by a request that
/// moves the arm when `control.mode` is `lease`.
fn lease_header(required: bool) -> Value {
    let description = if required {
        "The lease `POST /control` answered."
    } else {
        "The control lease `POST /control` answered; needed when `control.mode` is `lease` (else 423)."
    };
    json!({
        "name": crate::control::LEASE_HEADER_NAME,
        "in": "header",
        "description": description,
        "required": required,
        "schema": {"type": "string", "minLength": u8::from(required), "maxLength": crate::control::LEASE_MAX_CHARS},
    })
}

fn responses(op: &Operation) -> Value {
    let mut all = Map::new();
    for a in &op.spec.answers {
        let reference = json!({"$ref": format!("#/components/schemas/{}", a.body)});
        let schema = if a.list { json!({"type": "array", "items": reference}) } else { reference };
        let mut content = json!({"schema": schema});
        if let Some(example) = &a.example {
            content["example"] = example.clone();
        }
        all.insert(
            a.status.to_string(),
            json!({"description": a.description, "content": {"application/json": content}}),
        );
    }
    Value::Object(all)
}
