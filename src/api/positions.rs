//! Positions saved at run time (D32): list them with the SRDF's, save one, delete one.

use super::request::kinds::{JointsOrHere, SavedName, Text};
use super::request::{Absent, Field, Form, Request};
use super::{ApiError, App};
use crate::positions::{DESCRIPTION_MAX_CHARS, Source, StoreError};
use armrest_backend::NamedPosition;
use serde::Serialize;
use utoipa::ToSchema;

/// One element of `GET /robot/positions`: the position and where it comes from.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ListedPosition {
    #[serde(flatten)]
    pub position: NamedPosition,
    /// `srdf` (the robot's, read-only) or `saved` (at run time, `PUT /robot/positions/{name}`).
    pub source: Source,
}

/// The SRDF's positions, then the saved ones by name.
pub fn list(app: &App) -> Vec<ListedPosition> {
    let srdf = app.model.named_positions().iter().map(|p| ListedPosition { position: p.clone(), source: Source::Srdf });
    let saved = app.positions.list().into_iter().map(|p| ListedPosition { position: p, source: Source::Saved });
    srdf.chain(saved).collect()
}

const NAME: Field<SavedName> = Field::new(
    "name",
    SavedName("saved position"),
    Absent::Required,
    "The position's name: 1 to 64 letters, digits, `_` and `-` (not one of the SRDF's).",
)
.in_path();
const JOINTS: Field<JointsOrHere> = Field::new(
    "joints",
    JointsOrHere,
    Absent::Default(None),
    "The seven joint angles to save (radians, J1..J7, within the limits); absent: where the arm is now.",
);
const DESCRIPTION: Field<Text> = Field::new(
    "description",
    Text { max_chars: DESCRIPTION_MAX_CHARS },
    Absent::Default(String::new()),
    "What the position is for, as GET /robot/positions shows it.",
);

/// `PUT /robot/positions/{name}`.
#[derive(Debug)]
pub struct SavePosition {
    pub name: String,
    pub joints: Option<armrest_backend::JointPositions>,
    pub description: String,
}

impl Request for SavePosition {
    const NAME: &'static str = "SavePositionBody";
    const DESCRIPTION: &'static str =
        "A position to save: `joints` (absent: where the arm is now) and an optional `description`.";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        let name = form.field(&NAME);
        let joints = form.field(&JOINTS);
        let description = form.field(&DESCRIPTION);
        Some(SavePosition { name: name?, joints: joints?, description: description? })
    }
}

/// `DELETE /robot/positions/{name}`.
#[derive(Debug)]
pub struct PositionNameRequest(pub String);

impl Request for PositionNameRequest {
    const NAME: &'static str = "";
    const DESCRIPTION: &'static str = "";
    fn declare(form: &mut Form<'_>) -> Option<Self> {
        form.field(&NAME).map(PositionNameRequest)
    }
}

fn store_error(e: StoreError) -> ApiError {
    match e {
        StoreError::Srdf(_) | StoreError::CaseTwin { .. } => ApiError::Conflict(e.to_string()),
        StoreError::NotFound(why) => ApiError::NotFound(why),
        StoreError::Write { .. } => ApiError::Internal(e.to_string()),
    }
}

/// Saves `r` (replacing a saved position of its name); answers it as listed.
pub async fn save(app: &App, r: SavePosition) -> Result<ListedPosition, ApiError> {
    if app.positions.is_srdf(&r.name) {
        return Err(store_error(StoreError::Srdf(r.name)));
    }
    let joints = match r.joints {
        Some(q) => q,
        None => {
            let sample = app.backend.joint_state().await?;
            sample.state.positions().ok_or_else(|| {
                ApiError::Conflict("the joint state carries no positions; give `joints` to save".to_owned())
            })?
        }
    };
    let (position, replaced) = app.positions.save(&r.name, joints, r.description).map_err(store_error)?;
    tracing::info!("positions: {} '{}'", if replaced { "replaced" } else { "saved" }, r.name);
    Ok(ListedPosition { position, source: Source::Saved })
}

/// Deletes the saved position `name`; answers it as it was.
pub fn delete(app: &App, name: &str) -> Result<ListedPosition, ApiError> {
    let position = app.positions.delete(name).map_err(store_error)?;
    tracing::info!("positions: deleted '{name}'");
    Ok(ListedPosition { position, source: Source::Saved })
}
