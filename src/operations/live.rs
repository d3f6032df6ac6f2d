//! The routes that are not request/answer: the event stream, the jog WebSocket, the 3D page
//! and the robot's mesh files. Declared here like every other entry (path, switch, query,
//! answers with their media types); each is served by its handler in `http` (`http::routes`).

use super::answers::invalid;
use super::machinery::route;
use super::{Answer, Components, Effect, Encoding, Lease, Method, Operation, Serves, Spec, Switch, Text, reference};
use super::{DESCRIPTION, JOG, STREAM, VIEW};
use crate::api::jog::JogQuery;
use crate::api::request::NoFields;
use crate::api::stream::StreamQuery;
use crate::config::EndpointsConfig;
use crate::events::kinds::{ClosedEvent, ControlEvent, LogEvent, MotionEvent, SequenceEvent, StateEvent, WorldEvent};
use crate::jog::command::FRACTION_MAX;
use serde_json::json;
use utoipa::{PartialSchema, ToSchema};

pub fn all() -> Vec<Operation> {
    vec![
        route::<StreamQuery>(
            Spec {
                name: STREAM,
                method: Method::Get,
                path: "/robot/stream",
                tag: "robot",
                summary: "Live events",
                description: Text::Fixed(
                    "Server-sent events (`text/event-stream`; `curl -N`, or `EventSource` in a browser). Each \
                     event is `event: <kind>`, `id: <seq>` and one `data:` line holding a JSON object: `state` (the \
                     joint state as `/robot/joint_states` with `pose` as `/robot/pose`, computed from the URDF), \
                     `motion` (a motion request admitted or finished, a trajectory published, a stop), `sequence` \
                     (a status change), `log` (each new line of `/trajectory/logs` and `/sequences/logs`), `world` \
                     (the world after each change, as `GET /world` gives it) and `control` (who holds the control \
                     lease changed: granted, taken, released, lapsed; D29). \
                     Every object has `seq`, strictly increasing, and `stamp`, UTC. A slow client is never waited \
                     for: it gets the latest state when it catches up (a gap in `seq`); its other events queue \
                     up to `stream.queue`, and past that its stream ends with a `closed` event saying why, as it \
                     does when the service shuts down. Comment lines keep a quiet stream open.",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::media(
                        200,
                        "The event stream; each event's `data` is one of these objects.",
                        "text/event-stream",
                        json!({"oneOf": events().iter().map(|name| reference(name)).collect::<Vec<_>>()}),
                    )
                    .registering(register_events),
                    invalid("Invalid `rate` or `events`; `loc` names the parameter."),
                    Answer::media(
                        503,
                        "As many event streams and WebSockets are open as armrest serves at once \
                         (`connections.max_streams`); the connection is closed with the answer.",
                        "application/json",
                        json!({"type": "object", "properties": {"detail": {"type": "string"}}}),
                    ),
                ],
                effect: Effect::Reads,
                tool: None,
                heavy: false,
            },
            Serves::Stream,
        ),
        Operation {
            lease: Lease::HeaderOrQuery,
            ..route::<JogQuery>(
                Spec {
                    name: JOG,
                    method: Method::Get,
                    path: "/robot/jog",
                    tag: "robot",
                    summary: "Jog the arm (WebSocket)",
                    description: Text::Of(jog_description),
                    encoding: Encoding::None,
                    answers: vec![
                        Answer::empty(101, "Switching to the WebSocket protocol: the session runs."),
                        detail(400, "Not a WebSocket upgrade request."),
                        detail(
                            403,
                            "The upgrade comes from a web page of another origin than this service's (and not \
                             listed in `web.allowed_origins`), D26: refused before anything is admitted.",
                        ),
                        detail(409, "Another motion or a sequence holds the arm."),
                        invalid("Invalid `lease` parameter."),
                        detail(423, "`control.mode: lease` and no current lease given."),
                        detail(
                            503,
                            "As many event streams and WebSockets are open as armrest serves at once \
                             (`connections.max_streams`).",
                        ),
                    ],
                    effect: Effect::Moves,
                    tool: None,
                    heavy: false,
                },
                Serves::Jog,
            )
        },
        route::<NoFields>(
            Spec {
                name: VIEW,
                method: Method::Get,
                path: "/view",
                tag: "view",
                summary: "The arm in 3D",
                description: Text::Fixed(
                    "The arm in 3D in the browser, live (from `/robot/stream`). Served from inside the binary \
                     with its scripts, styles and libraries under `/view/` (no network needed); public like \
                     `/docs` (D15): the page carries no robot data and asks for the token itself.",
                ),
                encoding: Encoding::None,
                answers: vec![Answer::media(200, "The page", "text/html", json!({"type": "string"}))],
                effect: Effect::Reads,
                tool: None,
                heavy: false,
            },
            Serves::Page,
        ),
        route::<NoFields>(
            Spec {
                name: "meshes",
                method: Method::Get,
                path: "/robot/description/packages/{*path}",
                tag: "robot",
                summary: "A mesh file of the robot description",
                description: Text::Fixed(
                    "A mesh file the URDF names as `package://NAME/PATH`, at `NAME/PATH`, as `/view` loads \
                     it (STL, COLLADA, any other file as `application/octet-stream`). Only \
                     the files the URDF names are served. Switched with `description`.",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::media(200, "The file", "model/stl", json!({"type": "string", "format": "binary"}))
                        .or_as("model/vnd.collada+xml")
                        .or_as("application/octet-stream"),
                    Answer::of::<crate::api::schema::DetailBody>(404, "The URDF names no such file"),
                ],
                effect: Effect::Reads,
                tool: None,
                heavy: false,
            },
            Serves::Meshes,
        )
        .switch(Switch::Of(DESCRIPTION)),
    ]
}

/// An answer whose body has a `detail`.
fn detail(status: u16, description: &'static str) -> Answer {
    Answer::media(status, description, "application/json", json!({"type": "object", "properties": {"detail": {}}}))
}

/// The event objects of the stream and the schemas they refer to.
fn register_events(all: &mut Components) {
    for (name, schema) in [
        (StateEvent::name(), StateEvent::schema()),
        (MotionEvent::name(), MotionEvent::schema()),
        (SequenceEvent::name(), SequenceEvent::schema()),
        (LogEvent::name(), LogEvent::schema()),
        (WorldEvent::name(), WorldEvent::schema()),
        (ControlEvent::name(), ControlEvent::schema()),
        (ClosedEvent::name(), ClosedEvent::schema()),
    ] {
        all.push((name.into_owned(), schema));
    }
    StateEvent::schemas(all);
    MotionEvent::schemas(all);
    LogEvent::schemas(all);
    WorldEvent::schemas(all);
    ControlEvent::schemas(all);
}

/// The names of the event objects, in the order registered.
fn events() -> Vec<String> {
    let mut all = Vec::new();
    register_events(&mut all);
    all.into_iter().map(|(name, _)| name).filter(|name| name.ends_with("Event")).collect()
}

/// The jog's description, with the running configuration's bounds.
fn jog_description(endpoints: &EndpointsConfig) -> String {
    let c = &endpoints.jog;
    format!(
        "Upgrades to a WebSocket (`ws://HOST/robot/jog`). Send one JSON object per text \
         message: `{{\"mode\": \"joint\", \"velocity\": [7 fractions, -{f} to {f}, of each joint's velocity \
         limit]}}` or `{{\"mode\": \"cartesian\", \"frame\": \"base\"|\"tool\", \"linear\": [vx, vy, vz] (m/s, each \
         within {lin}), \"angular\": [wx, wy, wz] (rad/s, each within {ang})}}`. armrest answers `ready` once, then \
         a `state` (the joint state, `jogging`, and `limited`: what slows the jog) {rate} times a second, `error` \
         with a 422's `detail` for a refused command (the arm is brought to rest), and `ended` before it closes \
         the socket. Dead man's switch: no command for {dm} s, a refused command, or a closed socket bring \
         the arm to rest within its acceleration limits; joint speeds are capped at {ms} of each limit; a joint \
         stops inside its position limits, a Cartesian jog before a singularity, and both before a contact. \
         The session is a motion: 409 while another runs, and others get 409 while it is open; `POST /stop` \
         ends it. In `control.mode: lease` the lease is needed (423 without it).",
        f = FRACTION_MAX,
        lin = c.max_linear_m_s,
        ang = c.max_angular_rad_s,
        rate = c.rate_hz,
        dm = c.deadman_s,
        ms = c.max_speed
    )
}
