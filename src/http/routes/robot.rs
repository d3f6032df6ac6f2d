use crate::api::schema::DetailBody;
use crate::api::{self, App};
use crate::http::error::HttpError;
use armrest_backend::{JointState, NamedPosition, TcpPose};
use axum::Json;
use axum::extract::State;

/// Current joint state
///
/// The latest message of the `/joint_states` topic, joints in J1..J7 order.
#[utoipa::path(get, path = "/robot/joint_states", tag = "robot",
    responses(
        (status = 200, description = "Latest joint state", body = JointState),
        (status = 503, description = "No joint state message within the wait (2 s)", body = DetailBody),
    ))]
pub async fn joint_states(State(app): State<App>) -> Result<Json<JointState>, HttpError> {
    Ok(Json(api::robot::joint_states(&app).await?))
}

/// TCP pose
///
/// Tool-centre-point pose relative to the planning frame (`base_link`), computed by forward
/// kinematics from the current joint state.
#[utoipa::path(get, path = "/robot/pose", tag = "robot",
    responses(
        (status = 200, description = "TCP pose", body = TcpPose),
        (status = 503, description = "Joint state or planning framework unavailable", body = DetailBody),
    ))]
pub async fn pose(State(app): State<App>) -> Result<Json<TcpPose>, HttpError> {
    Ok(Json(api::robot::pose(&app).await?))
}

/// Named positions
///
/// Read from the robot's semantic description (SRDF `group_state` entries); each `name` can be
/// used with `POST /robot/move/named`.
#[utoipa::path(get, path = "/robot/positions", tag = "robot",
    responses((status = 200, description = "Named positions", body = Vec<NamedPosition>)))]
pub async fn positions(State(app): State<App>) -> Json<Vec<NamedPosition>> {
    Json(api::robot::positions(&app))
}
