//! Motion sequences run by a separate process (tag `sequences`).

use super::answers::{invalid, too_large};
use super::machinery::{moving, operation};
use super::{Answer, Effect, Encoding, Method, Operation, Spec, Text, Tool};
use crate::api;
use crate::api::intent;
use crate::api::logs::Lines;
use crate::api::request::NoFields;
use crate::api::schema::{Ack, DetailBody, LogLines};
use crate::api::sequences::StartSequenceForm;
use crate::sequence_supervisor::SequenceStatus;

/// The entries of this tag, in the order the spec lists them.
pub fn all() -> Vec<Operation> {
    vec![
        moving(
            Spec {
                name: "sequences_start",
                method: Method::Post,
                path: "/sequences/start",
                tag: "sequences",
                summary: "Start a sequence",
                description: Text::Fixed(
                    "Uploads a sequence file and launches the separate `motion_sequence_runner` process. The\nfile and the form are validated first (422 with `loc` into the file, nothing starts).\n`started` confirms the launch only; follow `/sequences/status` and `/sequences/logs`.",
                ),
                encoding: Encoding::Multipart { part: "config" },
                answers: vec![
                    Answer::of::<Ack>(200, "Runner launched").example(serde_json::json!({"status": "started"})),
                    Answer::of::<DetailBody>(409, "A sequence (or a motion request) is already running"),
                    too_large("Upload larger than the limit"),
                    invalid("Invalid file or form field"),
                ],
                effect: Effect::Moves,
                tool: Some(Tool {
                    name: "start_sequence",
                    description: moves_the_arm!(
                        "Start a motion sequence in a separate runner process: `sequence` is {\"home\": joint point, \"waypoints\": [joint points {joints, speed} or Cartesian points {x, y, z, a, b, c, speed, planner}]}. Returns once started; follow with read_sequence_status and read_sequence_logs."
                    ),
                }),
                heavy: false,
            },
            |app, StartSequenceForm(launch)| Box::pin(intent::sequence(app.clone(), launch.clone())),
            |app, StartSequenceForm(launch)| async move { api::sequences::start(&app, launch).await },
        ),
        operation(
            Spec {
                name: "sequences_status",
                method: Method::Get,
                path: "/sequences/status",
                tag: "sequences",
                summary: "Sequence status",
                description: Text::Fixed(
                    "`idle` (none started), `running`, or `finished` with the runner's `returncode` (0 all\nwaypoints done, 1 a motion failed, 2 invalid configuration, 3 middleware unavailable,\nnegative: ended by that signal, e.g. -15 after `POST /stop`).",
                ),
                encoding: Encoding::None,
                answers: vec![Answer::of::<SequenceStatus>(200, "Runner state")],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "read_sequence_status",
                    description: "Read the sequence runner's state: idle, running, or finished with its return code (0 ok, 1 motion failed, 2 invalid file, 3 middleware unavailable, negative: stopped by a signal).",
                }),
                heavy: false,
            },
            |app, NoFields| async move { Ok(app.sequences.status()) },
        ),
        operation(
            Spec {
                name: "sequences_logs",
                method: Method::Get,
                path: "/sequences/logs",
                tag: "sequences",
                summary: "Sequence log",
                description: Text::Fixed(
                    "The latest lines the runner printed (stdout, and stderr prefixed `stderr:`), oldest first,\neach with a UTC timestamp. A new start replaces the previous run's lines.",
                ),
                encoding: Encoding::None,
                answers: vec![Answer::of::<LogLines>(200, "Log lines"), invalid("`n` out of range")],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "read_sequence_logs",
                    description: "Read the latest lines the sequence runner printed (UTC timestamped).",
                }),
                heavy: false,
            },
            |app, Lines(n)| async move { Ok(api::sequences::logs(&app, n)) },
        ),
    ]
}
