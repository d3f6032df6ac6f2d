//! Recordings of demonstrations (tag `recordings`, D33): record, list, read, download, import,
//! plan and replay.

use super::answers::{busy, invalid, motion_answers};
use super::machinery::{moving, operation, route};
use super::{Answer, Effect, Encoding, Method, Operation, Serves, Spec, Text, Tool};
use crate::api;
use crate::api::intent;
use crate::api::recordings::{Format, RecordingName, ReplayPlan, ReplayRequest, StartRecording};
use crate::api::request::NoFields;
use crate::api::schema::DetailBody;
use crate::recordings::{RecordingDetail, RecordingInfo};
use serde_json::json;

/// 507: the recordings folder holds `recordings.max_total_mb` (issue 49); nothing was written.
fn folder_full(what: &'static str) -> Answer {
    Answer::of::<DetailBody>(507, what)
}

fn not_found() -> Answer {
    Answer::of::<DetailBody>(404, "No recording of this name")
}

/// The entries of this tag.
pub fn all() -> Vec<Operation> {
    vec![
        operation(
            Spec {
                name: "recordings",
                method: Method::Get,
                path: "/recordings",
                tag: "recordings",
                summary: "List the recordings",
                description: Text::Fixed(
                    "Every recording by name: when it started, its duration (the arm's clock), its points, whether it \
                     was recorded or imported, and its state (`recording` while under way).",
                ),
                encoding: Encoding::None,
                answers: vec![Answer::list_of::<RecordingInfo>(200, "The recordings, by name")],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "list_recordings",
                    description: "List the recorded demonstrations: name, created, duration_s, points, origin (recorded or imported) and state.",
                }),
                heavy: false,
            },
            |app, NoFields| async move { Ok(api::recordings::list(&app)) },
        ),
        operation(
            Spec {
                name: "start_recording",
                method: Method::Post,
                path: "/recordings",
                tag: "recordings",
                summary: "Start a recording (or import a CSV)",
                description: Text::Fixed(
                    "Starts recording the measured joint states under `name` at `rate_hz`, whatever moves the arm \
                     (jog, moves, trajectories, sequences, a hand on a real arm), until `POST \
                     /recordings/{name}/stop` or `recordings.max_duration_s`. One recording at a time (409). With \
                     `csv`, imports that trajectory CSV as a finished recording instead. Nothing moves. In \
                     `control.mode: lease` it needs the lease.",
                ),
                encoding: Encoding::Json,
                answers: vec![
                    Answer::of::<RecordingInfo>(200, "The recording, started (state `recording`) or imported"),
                    Answer::of::<DetailBody>(409, "A recording is under way, or one of this name exists"),
                    invalid("Invalid name or rate, or a CSV that does not read (`loc` names row and column)"),
                    folder_full("The recordings folder is at its size limit, or the import would take it past"),
                ],
                effect: Effect::Changes,
                tool: Some(Tool {
                    name: "start_recording",
                    description: "Start recording the arm's measured joint states under `name` (at `rate_hz`, default 50) whatever moves it, until stop_recording or the configured longest duration; one recording at a time. With `csv` (a trajectory CSV) it imports that path as a recording instead. Nothing moves. Audited.",
                }),
                heavy: false,
            },
            |app, r: StartRecording| async move { api::recordings::start(&app, r).await },
        ),
        operation(
            Spec {
                name: "stop_recording",
                method: Method::Post,
                path: "/recordings/{name}/stop",
                tag: "recordings",
                summary: "Stop a recording",
                description: Text::Fixed(
                    "Ends the recording under way and answers it. A recording that already ended (at its longest \
                     duration, say) is answered as it ended: its `state` says how.",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<RecordingInfo>(200, "The recording, ended"),
                    not_found(),
                    invalid("Invalid name"),
                ],
                effect: Effect::Changes,
                tool: Some(Tool {
                    name: "stop_recording",
                    description: "Stop the recording under way and return it (name, duration_s, points, state). Audited.",
                }),
                heavy: false,
            },
            |app, RecordingName(name)| async move { api::recordings::stop(&app, &name).await },
        ),
        operation(
            Spec {
                name: "recording",
                method: Method::Get,
                path: "/recordings/{name}",
                tag: "recordings",
                summary: "A recording",
                description: Text::Fixed(
                    "The recording's metadata, its path downsampled to at most 200 points (time, joints, TCP \
                     position) and the span where the arm moves in it.",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<RecordingDetail>(200, "The recording"),
                    not_found(),
                    invalid("Invalid name"),
                ],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "read_recording",
                    description: "Read one recording: its metadata, a preview of its path (at most 200 points: t, joints, TCP position) and where the arm moves in it.",
                }),
                heavy: false,
            },
            |app, RecordingName(name)| async move { api::recordings::get(&app, &name).await },
        ),
        operation(
            Spec {
                name: "delete_recording",
                method: Method::Delete,
                path: "/recordings/{name}",
                tag: "recordings",
                summary: "Delete a recording",
                description: Text::Fixed(
                    "Deletes the recording and its files; answers it as it was. One under way is 409 (stop it \
                     first). In `control.mode: lease` it needs the lease.",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::of::<RecordingInfo>(200, "The recording deleted"),
                    not_found(),
                    Answer::of::<DetailBody>(409, "The recording is under way"),
                    invalid("Invalid name"),
                ],
                effect: Effect::Changes,
                tool: None,
                heavy: false,
            },
            |app, RecordingName(name)| async move { api::recordings::delete(&app, &name) },
        ),
        route::<RecordingName>(
            Spec {
                name: "recording_csv",
                method: Method::Get,
                path: "/recordings/{name}/trajectory.csv",
                tag: "recordings",
                summary: "A recording as a trajectory CSV",
                description: Text::Fixed(
                    "The recording's points in the format `POST /trajectory/send_csv` reads: joint1..joint7 and \
                     time_from_start (seconds from its first point).",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::media(200, "The CSV file", "text/csv", json!({"type": "string"})),
                    not_found(),
                    Answer::of::<DetailBody>(409, "The recording is under way"),
                    invalid("Invalid name"),
                ],
                effect: Effect::Reads,
                tool: None,
                heavy: false,
            },
            Serves::RecordingFile(Format::Csv),
        )
        .switch(super::Switch::Of("recording")),
        route::<RecordingName>(
            Spec {
                name: "recording_mcap",
                method: Method::Get,
                path: "/recordings/{name}/bag.mcap",
                tag: "recordings",
                summary: "A recording as a rosbag2 MCAP file",
                description: Text::Fixed(
                    "The recording as a rosbag2 MCAP file: `/joint_states` (`sensor_msgs/msg/JointState`), one \
                     message per point, stamped from the recording's start. `ros2 bag`, `rosbags` and `mcap` read it.",
                ),
                encoding: Encoding::None,
                answers: vec![
                    Answer::media(
                        200,
                        "The MCAP file",
                        "application/octet-stream",
                        json!({"type": "string", "format": "binary"}),
                    ),
                    not_found(),
                    Answer::of::<DetailBody>(409, "The recording is under way"),
                    invalid("Invalid name"),
                    folder_full("The bag is not written yet and the recordings folder is at its size limit"),
                ],
                effect: Effect::Reads,
                tool: None,
                heavy: false,
            },
            Serves::RecordingFile(Format::Mcap),
        )
        .switch(super::Switch::Of("recording")),
        operation(
            Spec {
                name: "plan_replay",
                method: Method::Post,
                path: "/recordings/{name}/plan",
                tag: "recordings",
                summary: "Plan a replay",
                description: Text::Fixed(
                    "What `POST /recordings/{name}/replay` would do, nothing moved: the approach from where the \
                     arm is to the recording's first point, the recorded part re-timed within the joints' limits \
                     at `speed`, the durations, the TCP's trace, and a collision with the world or the robot \
                     itself (`success: false`, naming the bodies and the recording's time).",
                ),
                encoding: Encoding::Json,
                answers: vec![
                    Answer::of::<ReplayPlan>(200, "The replay, planned"),
                    not_found(),
                    busy(),
                    invalid("Invalid name, speed or part, or a recording in which nothing moves"),
                ],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "plan_replay",
                    description: plans_only!(
                        "Plan the replay of a recording (approach to its first point, then the recorded path re-timed at `speed`, optionally only `from_s`..`to_s`)"
                    ),
                }),
                heavy: false,
            },
            |app, r: ReplayRequest| async move { api::recordings::plan(&app, r).await },
        ),
        moving(
            Spec {
                name: "replay_recording",
                method: Method::Post,
                path: "/recordings/{name}/replay",
                tag: "recordings",
                summary: "Replay a recording",
                description: Text::Fixed(
                    "Moves the arm to the recording's first point (planned, at `speed`), then along the recorded \
                     path, its rests at start and end cut, re-timed so that no joint exceeds its velocity or \
                     acceleration limit scaled by `speed` (at `speed: 1` a recording made within the limits keeps \
                     its own time). Checked against the world and the robot itself before anything moves (422 \
                     `collision`, naming the bodies and the recording's time) and again at the first point. An \
                     owned motion: `/stop`, the lease and the speed override act on it. Answers when it has \
                     finished, failed or been stopped; check `success`.",
                ),
                encoding: Encoding::Json,
                answers: {
                    let mut a = motion_answers();
                    a.push(not_found());
                    a
                },
                effect: Effect::Moves,
                tool: Some(Tool {
                    name: "replay_recording",
                    description: moves_the_arm!(
                        "Replay a recorded demonstration: approach its first point, then follow the recorded path re-timed within the joint limits at `speed` (optionally only `from_s`..`to_s` of it), and wait until it ends; check `success`. Plan it first with plan_replay."
                    ),
                }),
                heavy: false,
            },
            |app, r: &ReplayRequest| Box::pin(intent::replay(app.clone(), r.clone())),
            |app, r: ReplayRequest| async move { api::recordings::replay(&app, r).await },
        ),
    ]
}
