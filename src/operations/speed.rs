//! The speed override (tag `robot`, D29): read it, set it (pause, resume).

use super::answers::{invalid, unavailable};
use super::machinery::operation;
use super::{Answer, Effect, Encoding, Method, Operation, Spec, Text, Tool};
use crate::api;
use crate::api::request::NoFields;
use crate::api::schema::DetailBody;
use crate::api::speed_override::{SetOverrideRequest, SpeedOverride};
use armrest_backend::speed_override::OverrideReport;

/// The entries of this tag, in the order the spec lists them.
pub fn all() -> Vec<Operation> {
    vec![
        operation(
            Spec {
                name: "speed_override",
                method: Method::Get,
                path: "/robot/override",
                tag: "robot",
                summary: "Speed override",
                description: Text::Fixed(
                    "The speed override in effect (D29): the fraction of the planned speed motions run at (1: as\nplanned, 0: paused).",
                ),
                encoding: Encoding::None,
                answers: vec![Answer::of::<SpeedOverride>(200, "The speed override")],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "read_speed_override",
                    description: "Read the speed override: the fraction (0..1) of the planned speed motions run at; 0 means paused.",
                }),
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::speed_override::get(&app)) },
        ),
        operation(
            Spec {
                name: "speed_override_set",
                method: Method::Put,
                path: "/robot/override",
                tag: "robot",
                summary: "Set the speed override (pause, resume)",
                description: Text::Fixed(
                    "Scales the speed of the motion in progress and of later ones, as a pendant's override does\n(D29). `1` runs them as planned; `0` pauses: the arm decelerates to rest on its path and the\nmotion stays in progress (other motions still get 409); a fraction above 0 resumes along the same\npath to the same goal. Speed changes ramp within the acceleration limits; stops are never slowed.\nThe answer says what the change applied to and, in `not_applied`, what it could not reach (over\nROS 2 the robot's controller scales the motion through its speed scaling; one without it keeps\nthe motion in progress at its speed: see the user guide). A `motion` event (`phase: override`)\ntells the change.",
                ),
                encoding: Encoding::Json,
                answers: vec![
                    Answer::of::<OverrideReport>(200, "The override in effect and what it applied to"),
                    Answer::of::<DetailBody>(
                        409,
                        "Not now: over ROS 2, a pause while the robot's motion server runs a move",
                    ),
                    invalid("`fraction` missing or outside 0..1"),
                    unavailable("The controller topic or joint state unavailable"),
                ],
                effect: Effect::Paces,
                tool: Some(Tool {
                    name: "set_speed_override",
                    description: "Set the speed override: `fraction` 0..1 of the planned speed for the motion in progress and later ones; 0 pauses on the path (the motion stays in progress), above 0 resumes it. The answer says what it applied to and what it could not. Audited.",
                }),
                heavy: false,
            },
            |app, SetOverrideRequest(fraction)| async move { api::speed_override::set(&app, fraction).await },
        ),
    ]
}
