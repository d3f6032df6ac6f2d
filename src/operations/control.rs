//! The control lease (tag `control`, D29).

use super::answers::invalid;
use super::machinery::{operation, with_lease};
use super::{Answer, Effect, Encoding, Method, Operation, Spec, Text, Tool};
use crate::api;
use crate::api::control::{ControlStatus, LeaseGrant};
use crate::api::request::NoFields;
use crate::api::schema::DetailBody;

/// The entries of this tag, in the order the spec lists them.
pub fn all() -> Vec<Operation> {
    vec![
        operation(
            Spec {
                name: "control_status",
                method: Method::Get,
                path: "/control",
                tag: "control",
                summary: "Who holds control",
                description: Text::Fixed(
                    "Whether the control lease is held, by whom, and for how long more unless renewed\n(D29). Anyone may ask. In `control.mode: lease` only the holder may move the arm.",
                ),
                encoding: Encoding::None,
                answers: vec![Answer::of::<ControlStatus>(200, "The lease as anyone may see it")],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "read_control",
                    description: "Who holds the control lease and for how long more; whether this server needs it to move the arm (mode lease) or not (mode open).",
                }),
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::control::status(&app)) },
        ),
        operation(
            Spec {
                name: "control_take",
                method: Method::Post,
                path: "/control",
                tag: "control",
                summary: "Take control",
                description: Text::Fixed(
                    "Grants the control lease (D29). Send the `lease` it answers in the `X-Armrest-Lease`\nheader with every request that moves the arm, and renew it within `ttl_s` (`POST\n/control/renew`); not renewed, it lapses and the arm is held as `POST /stop` holds it. While\nanother holds it: 409 naming them, unless `take` is true, which stops the arm first.",
                ),
                encoding: Encoding::Json,
                answers: vec![
                    Answer::of::<LeaseGrant>(200, "Granted"),
                    Answer::of::<DetailBody>(409, "Someone else holds control; `detail` names them"),
                    invalid("Invalid request"),
                ],
                effect: Effect::Controls,
                tool: Some(Tool {
                    name: "take_control",
                    description: "Take the control lease for this MCP session, named after your client. The session keeps it and renews it with each of your tool calls (and while one runs); it lapses ttl_s after your last call ends, and the arm is then held. With take: true, stops the arm and takes control from whoever holds it.",
                }),
                heavy: false,
            },
            api::control::take,
        ),
        with_lease(
            Spec {
                name: "control_renew",
                method: Method::Post,
                path: "/control/renew",
                tag: "control",
                summary: "Renew control",
                description: Text::Fixed(
                    "Renews the lease named in the `X-Armrest-Lease` header for its `ttl_s` from now.",
                ),
                encoding: Encoding::Ignored,
                answers: vec![
                    Answer::of::<ControlStatus>(200, "Renewed"),
                    Answer::of::<DetailBody>(409, "The lease is no longer in force (lapsed, released or taken over)"),
                    invalid("No lease in the `X-Armrest-Lease` header"),
                ],
                effect: Effect::Controls,
                tool: Some(Tool {
                    name: "renew_control",
                    description: "Renew this session's control lease for its ttl_s from now (any tool call renews it too).",
                }),
                heavy: false,
            },
            |app, NoFields, lease| api::control::renew(app, lease),
        ),
        with_lease(
            Spec {
                name: "control_release",
                method: Method::Delete,
                path: "/control",
                tag: "control",
                summary: "Release control",
                description: Text::Fixed(
                    "Gives back the lease named in the `X-Armrest-Lease` header. What its holder started\nruns on; the arm is not stopped.",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<ControlStatus>(200, "Released; the lease as it is now"),
                    Answer::of::<DetailBody>(409, "The lease is no longer in force (lapsed, released or taken over)"),
                    invalid("No lease in the `X-Armrest-Lease` header"),
                ],
                effect: Effect::Controls,
                tool: Some(Tool {
                    name: "release_control",
                    description: "Give back this session's control lease. Nothing stops.",
                }),
                heavy: false,
            },
            |app, NoFields, lease| api::control::release(app, lease),
        ),
    ]
}
