//! Starting a sequence (validating the uploaded file and the form before anything runs),
//! its status and its log.

use super::request::kinds::{BagFolder, Integer, Number, RosNames, SequenceUpload};
use super::request::{Absent, Field, Form, Request};
use super::schema::{Ack, LogLines};
use super::{ApiError, App};
use crate::sequence_runner::args::RunOptions;
use crate::sequence_supervisor::Launch;
use crate::sequence_supervisor::supervisor::StartError;
use armrest_backend::formats::sequence;
use armrest_backend::validation::Loc;

const CONFIG: Field<SequenceUpload> = Field::new(
    "config",
    SequenceUpload,
    Absent::Required,
    "Sequence file (JSON): `home` (a joint point, visited once before the first iteration) and \
     `waypoints` (joint points `{\"joints\": [7 numbers], \"speed\", \"blend_radius\"}` or Cartesian \
     points `{\"x\", \"y\", \"z\", \"a\", \"b\", \"c\", \"speed\", \"planner\", \"blend_radius\"}`). \
     `blend_radius` (optional; metres for a Cartesian point, radians for a joint point; > 0, at most 1): \
     with any, each iteration runs as one blended path that passes such waypoints without stopping.",
)
.tool_name("sequence");
const N_ITERATIONS: Field<Integer> = Field::new(
    "n_iterations",
    Integer { min: 1, max: None },
    Absent::Default(sequence::N_ITERATIONS_DEFAULT as i64),
    "Number of repetitions, >= 1.",
);
const DELAY: Field<Number> = Field::new(
    "delay_between_iterations",
    Number::within(0.0, sequence::DELAY_BETWEEN_ITERATIONS_MAX_S),
    Absent::Default(sequence::DELAY_BETWEEN_ITERATIONS_DEFAULT_S),
    "Pause between iterations, seconds, from 0 to a day.",
);
const BAG_PATH: Field<BagFolder> = Field::new(
    "bag_path",
    BagFolder,
    Absent::Configured(|_| String::new()),
    "Output folder for a rosbag2 recording, inside the bag folder (`sequences.bag_root`): relative \
     to it, or absolute within it. Empty disables recording.",
);
const TOPICS: Field<RosNames> = Field::new(
    "topics",
    RosNames { list: true },
    Absent::Configured(|_| String::new()),
    "Comma-separated topics to record; empty records every topic available.",
);
const JOINTS_ACTION: Field<RosNames> = Field::new(
    "joints_action",
    RosNames { list: false },
    Absent::Configured(|ctx| ctx.endpoints.motion.joints_action.clone()),
    "Action name for joint targets.",
);
const POSE_ACTION: Field<RosNames> = Field::new(
    "pose_action",
    RosNames { list: false },
    Absent::Configured(|ctx| ctx.endpoints.motion.pose_action.clone()),
    "Action name for Cartesian targets.",
);

/// The `multipart/form-data` form of `POST /sequences/start`, checked (the file against the
/// joint limits) before anything runs.
#[derive(Debug)]
pub struct StartSequenceForm(pub Launch);

impl Request for StartSequenceForm {
    const NAME: &'static str = "StartSequenceForm";
    const DESCRIPTION: &'static str = "The `multipart/form-data` form of `POST /sequences/start`.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let config = form.field(&CONFIG);
        let n_iterations = form.field(&N_ITERATIONS);
        let delay = form.field(&DELAY);
        let bag_path = form.field(&BAG_PATH);
        let topics = form.field(&TOPICS);
        let joints_action = form.field(&JOINTS_ACTION);
        let pose_action = form.field(&POSE_ACTION);
        Some(StartSequenceForm(Launch {
            config: config?,
            options: RunOptions {
                n_iterations: u64::try_from(n_iterations?).ok()?,
                delay_between_iterations: delay?,
                bag_path: bag_path?,
                topics: topics?,
                joints_action: joints_action?,
                pose_action: pose_action?,
            },
        }))
    }
}

pub async fn start(app: &App, launch: Launch) -> Result<Ack, ApiError> {
    let fraction = app.backend.speed_override();
    if let Some(why) = super::speed_override::below_goal_floor(app, fraction).await {
        return Err(ApiError::Conflict(format!(
            "the sequence was not started: the speed override is {} and {why}",
            armrest_backend::speed_override::describe_fraction(fraction)
        )));
    }
    match app.sequences.start(launch) {
        Ok((_, motion_id)) => Ok(Ack::of_motion("started", motion_id)),
        Err(StartError::Refused(e)) => Err(e.into()),
        Err(e @ StartError::Spawn { .. }) => {
            Err(ApiError::Backend(armrest_backend::BackendError::Unavailable(e.to_string())))
        }
    }
}

/// The sequence file of a launch as the runner will read it.
pub fn parse_sequence(app: &App, config: &[u8]) -> Result<sequence::SequenceFile, ApiError> {
    Ok(sequence::SequenceFile::parse(config, &Loc::empty(), Some(app.model.limits()))?)
}

pub fn logs(app: &App, n: usize) -> LogLines {
    LogLines { lines: app.sequences.log(n) }
}
