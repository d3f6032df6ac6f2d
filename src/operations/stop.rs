//! Stopping API commands and the planner (tag `stop`).

use super::machinery::operation;
use super::{Answer, Effect, Encoding, Method, Operation, Spec, Text, Tool};
use crate::api;
use crate::api::request::NoFields;
use crate::api::stop::StopResponse;
use armrest_backend::stop_signal::StopCause;

/// The entries of this tag, in the order the spec lists them.
pub fn all() -> Vec<Operation> {
    vec![operation(
        Spec {
            name: "stop",
            method: Method::Post,
            path: "/stop",
            tag: "stop",
            summary: "Stop",
            description: Text::Fixed(
                "Stops the running sequence, makes the controller hold at the current position (an empty\ntrajectory when no joint state is available) and stops the planner. A motion request in\nflight answers `success: false`. This is not an emergency stop: verify the robot's state.",
            ),
            encoding: Encoding::Ignored,
            answers: vec![Answer::of::<StopResponse>(200, "What the stop did")],
            effect: Effect::Stops,
            tool: Some(Tool {
                name: "stop",
                description: "Stop software operations: end a running sequence, make the arm hold where it is, stop the planner. Not an emergency stop; verify the robot's state afterwards.",
            }),
            heavy: false,
        },
        |app, NoFields| async move { Ok(api::stop::stop(&app, &StopCause::Request).await) },
    )]
}
