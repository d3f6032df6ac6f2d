use crate::api::App;
use crate::api::motion::{self as ops, MoveJointsRequest, MoveNamedRequest, MovePoseRequest};
use crate::api::schema::MotionResponses;
use crate::api::stop::{self, StopResponse};
use crate::http::body::JsonBody;
use crate::http::error::HttpError;
use armrest_backend::motion::MotionResult;
use armrest_backend::validation::Loc;
use axum::Json;
use axum::extract::State;

/// Move to a named position
///
/// Moves the arm to a named position from `/robot/positions`. Answers when the motion has
/// finished, failed or timed out; check `success`.
#[utoipa::path(post, path = "/robot/move/named", tag = "robot",
    request_body = MoveNamedRequest,
    responses(MotionResponses))]
pub async fn named(State(app): State<App>, JsonBody(body): JsonBody) -> Result<Json<MotionResult>, HttpError> {
    let goal = ops::parse_named(&app, &body, &Loc::root("body"))?;
    Ok(Json(ops::move_joints(&app, goal).await?))
}

/// Move the TCP to a pose
///
/// Cartesian motion of the tool-centre point to `x, y, z` (metres) and ABC angles (radians) in
/// `frame_id`. Answers when the motion has finished, failed or timed out; check `success`.
#[utoipa::path(post, path = "/robot/move/pose", tag = "robot",
    request_body = MovePoseRequest,
    responses(MotionResponses))]
pub async fn pose(State(app): State<App>, JsonBody(body): JsonBody) -> Result<Json<MotionResult>, HttpError> {
    let goal = ops::parse_pose(&body, &Loc::root("body"))?;
    Ok(Json(ops::move_pose(&app, goal).await?))
}

/// Move the joints
///
/// Moves the seven joints to the given angles (radians, J1..J7, each within its limits).
/// Answers when the motion has finished, failed or timed out; check `success`.
#[utoipa::path(post, path = "/robot/move/joints", tag = "robot",
    request_body = MoveJointsRequest,
    responses(MotionResponses))]
pub async fn joints(State(app): State<App>, JsonBody(body): JsonBody) -> Result<Json<MotionResult>, HttpError> {
    let goal = ops::parse_joints(&app, &body, &Loc::root("body"))?;
    Ok(Json(ops::move_joints(&app, goal).await?))
}

/// Stop
///
/// Stops the running sequence, makes the controller hold at the current position (an empty
/// trajectory when no joint state is available) and stops the planner. A motion request in
/// flight answers `success: false`. This is not an emergency stop: verify the robot's state.
#[utoipa::path(post, path = "/stop", tag = "stop",
    request_body(content = Option<serde_json::Value>, description = "Optional; ignored (clients may send `{}`)"),
    responses((status = 200, description = "What the stop did", body = StopResponse)))]
pub async fn stop(State(app): State<App>) -> Json<StopResponse> {
    Json(stop::stop(&app).await)
}
