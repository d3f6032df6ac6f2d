//! Trajectory publication and its log (tag `trajectory`).

use super::answers::{invalid, too_large, unavailable};
use super::machinery::{moving, operation};
use super::{Answer, Effect, Encoding, Method, Operation, Spec, Text, Tool};
use crate::api;
use crate::api::intent;
use crate::api::logs::Lines;
use crate::api::schema::{Ack, DetailBody, LogLines};
use crate::api::trajectory::{CsvUpload, SendTrajectoryRequest};

/// The entries of this tag, in the order the spec lists them.
pub fn all() -> Vec<Operation> {
    vec![
        moving(
            Spec {
                name: "trajectory_send",
                method: Method::Post,
                path: "/trajectory/send",
                tag: "trajectory",
                summary: "Publish a trajectory (JSON)",
                description: Text::Fixed(
                    "Publishes a joint trajectory to the controller topic. `sent` confirms publication only;\nfollow the motion through `/robot/joint_states` and `/trajectory/logs`. Whatever\n`validate_limits` says, a trajectory no joint's drive could follow from where the arm is (velocity,\na velocity change beyond what the drives spread over 0.1 s, a jump at time 0) is 422 at the point\nand joint, and nothing is published (D24).",
                ),
                encoding: Encoding::Json,
                answers: vec![
                    Answer::of::<Ack>(200, "Published").example(serde_json::json!({"status": "sent"})),
                    Answer::of::<DetailBody>(409, "A move, a jog session or a sequence holds the arm"),
                    too_large("Body larger than the upload limit"),
                    invalid("Invalid trajectory, or one no drive could follow from where the arm is (D24)"),
                    unavailable("Controller topic unavailable"),
                ],
                effect: Effect::Moves,
                tool: Some(Tool {
                    name: "send_trajectory",
                    description: moves_the_arm!(
                        "Publish a joint trajectory to the controller (points of 7 positions with increasing time_from_start). Returns when published, not when the motion ends; follow it with read_joint_states and read_trajectory_logs."
                    ),
                }),
                // Checking every point of a long trajectory is not a job for an async worker.
                heavy: true,
            },
            |app, r: &SendTrajectoryRequest| {
                Box::pin(intent::trajectory(app.clone(), r.trajectory.clone(), r.validate_limits))
            },
            |app, SendTrajectoryRequest { trajectory, at, validate_limits }| async move {
                api::trajectory::send(&app, "trajectory_send", trajectory, &at, validate_limits).await
            },
        ),
        moving(
            Spec {
                name: "trajectory_send_csv",
                method: Method::Post,
                path: "/trajectory/send_csv",
                tag: "trajectory",
                summary: "Publish a trajectory (CSV upload)",
                description: Text::Fixed(
                    "Uploads a CSV file and publishes it as a trajectory. Problems are reported with the row\n(the file's line number, the header being row 1) and the column.",
                ),
                encoding: Encoding::Multipart { part: "file" },
                answers: vec![
                    Answer::of::<Ack>(200, "Published").example(serde_json::json!({"status": "sent"})),
                    Answer::of::<DetailBody>(409, "A move, a jog session or a sequence holds the arm"),
                    too_large("Upload larger than the limit"),
                    invalid(
                        "Invalid CSV or parameters, or a trajectory no drive could follow; `loc` names row and column",
                    ),
                    unavailable("Controller topic unavailable"),
                ],
                effect: Effect::Moves,
                tool: Some(Tool {
                    name: "send_trajectory_csv",
                    description: moves_the_arm!(
                        "Publish a joint trajectory given as CSV text (`csv`: a header naming joint1..joint7 and t, time or time_from_start; one point per row). Problems name the row and column. Returns when published; follow it with read_joint_states and read_trajectory_logs."
                    ),
                }),
                heavy: false,
            },
            |app, upload: &CsvUpload| Box::pin(intent::csv(app.clone(), upload.clone())),
            |app, upload: CsvUpload| async move {
                let (at, validate_limits) = (upload.at(), upload.validate_limits);
                let trajectory = api::trajectory::parse_csv(&app, upload).await?;
                api::trajectory::send(&app, "trajectory_send_csv", trajectory, &at, validate_limits).await
            },
        ),
        operation(
            Spec {
                name: "trajectory_logs",
                method: Method::Get,
                path: "/trajectory/logs",
                tag: "trajectory",
                summary: "Trajectory log",
                description: Text::Fixed(
                    "Latest entries of the trajectory module's log, oldest first, each with a UTC timestamp.",
                ),
                encoding: Encoding::None,
                answers: vec![Answer::of::<LogLines>(200, "Log entries, oldest first"), invalid("`n` out of range")],
                effect: Effect::Reads,
                tool: Some(Tool {
                    name: "read_trajectory_logs",
                    description: "Read the latest entries of the trajectory log (UTC timestamped).",
                }),
                heavy: false,
            },
            |app, Lines(n)| async move { Ok(api::trajectory::logs(&app, n)) },
        ),
    ]
}
