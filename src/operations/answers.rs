//! Answers many entries share.

use super::Answer;
use crate::api::schema::{DetailBody, ValidationErrorBody};
use armrest_backend::motion::MotionResult;
use armrest_backend::planning::PlanPreview;
use armrest_backend::planning::path::PathPreview;

pub fn busy() -> Answer {
    Answer::of::<DetailBody>(409, "Another motion request or a sequence is running.")
}
pub fn invalid(description: &'static str) -> Answer {
    Answer::of::<ValidationErrorBody>(422, description)
}
pub fn unavailable(description: &'static str) -> Answer {
    Answer::of::<DetailBody>(503, description)
}
pub fn too_large(description: &'static str) -> Answer {
    Answer::of::<DetailBody>(413, description)
}

pub fn motion_answers() -> Vec<Answer> {
    vec![
        Answer::of::<MotionResult>(
            200,
            "Motion finished (`success: true`) or failed (`success: false`, `message` says why).",
        ),
        busy(),
        invalid("Invalid request."),
        unavailable("Planning framework or action server unavailable."),
    ]
}

/// A path plan's answers: a plan's, with how it passes each waypoint.
pub fn path_plan_answers() -> Vec<Answer> {
    let mut answers = plan_answers();
    answers[0] = Answer::of::<PathPreview>(
        200,
        "Planned (`success: true`, with `plan` and `blends`) or not plannable (`success: false`, `message` as the move would give).",
    );
    answers
}

pub fn plan_answers() -> Vec<Answer> {
    vec![
        Answer::of::<PlanPreview>(
            200,
            "Planned (`success: true`, with `plan`) or not plannable (`success: false`, `message` as the move would give).",
        ),
        busy(),
        invalid("Invalid request."),
        unavailable("Planning framework or joint state unavailable."),
    ]
}
