//! Blended paths (D35): one motion through several waypoints, leaving each waypoint that has a
//! blend radius without stopping, time-parameterised as one within the scaled joint limits.
//! `POST /robot/move/path`, `/robot/plan/path` and sequences with `blend_radius` plan with this.

use super::{JointRates, Plan};
use crate::JointPositions;
use crate::motion::{CircAux, Planner};
use crate::{Abc, RobotModel};
use serde::Serialize;
use utoipa::ToSchema;

/// Most waypoints one path lists (D26: every list has a bound).
pub const PATH_WAYPOINTS_MAX: usize = 100;

/// Largest blend radius of a Cartesian waypoint, metres.
pub const BLEND_RADIUS_MAX_M: f64 = 1.0;
/// Largest blend radius of a joint-space waypoint, radians.
pub const BLEND_RADIUS_MAX_RAD: f64 = 1.0;

/// What a path's waypoint asks for: a joint target or a TCP pose reached by a planner.
#[derive(Clone, Debug, PartialEq)]
pub enum PathTarget {
    /// Joint angles (a named position is its joints by now); reached in joint space (`ptp`).
    Joints(JointPositions),
    /// A TCP pose in `frame_id` (empty: the planning frame), reached by `planner` (`ptp`, `lin`
    /// or `circ` with its auxiliary point).
    Pose { position: [f64; 3], orientation: Abc, frame_id: String, planner: Planner, circ: Option<CircAux> },
}

/// One waypoint of a path.
#[derive(Clone, Debug, PartialEq)]
pub struct PathWaypoint {
    pub target: PathTarget,
    /// Speed scale of the segment that ends here (the path's `speed` when `None`).
    pub speed: Option<f64>,
    /// Metres for a pose waypoint, radians for a joint waypoint; `None` (or on the last
    /// waypoint) stops there exactly.
    pub blend_radius: Option<f64>,
}

/// A path: its waypoints in order, from where the arm is.
#[derive(Clone, Debug, PartialEq)]
pub struct PathGoal {
    pub waypoints: Vec<PathWaypoint>,
    /// Speed scale of the segments that name none.
    pub speed: f64,
}

/// How the path passes one inner waypoint.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct BlendReport {
    /// The waypoint's index in the request (0-based).
    pub waypoint: usize,
    /// The blend radius asked for (m or rad); `null`: the path stops at the waypoint.
    pub blend_radius: Option<f64>,
    /// The smallest TCP speed while within the radius, m/s (0 where the path stops).
    pub min_tcp_speed_m_s: f64,
    /// The lower cruise TCP speed of the two segments joined, m/s.
    pub cruise_tcp_speed_m_s: f64,
    /// `min_tcp_speed_m_s / cruise_tcp_speed_m_s` (1 when both are 0).
    pub speed_ratio: f64,
    /// The TCP's largest distance from the waypoint while blending, m: at most the radius
    /// (Cartesian waypoints; for joint waypoints the joints' largest distance, rad).
    pub max_deviation: f64,
}

/// A planned path: the motion and how it passes each inner waypoint.
#[derive(Clone, Debug)]
pub struct PathPlan {
    pub plan: Plan,
    /// One per inner waypoint (all but the last), in order.
    pub blends: Vec<BlendReport>,
}

/// Plans `goal` from `start` (not yet checked against the world): `rates(speed)` gives the
/// scaled joint rates of a segment's speed. `Err` says why not, naming the waypoint
/// (`"waypoint 2: ..."`), as the move answers it.
pub fn plan(
    model: &RobotModel,
    start: &JointPositions,
    goal: &PathGoal,
    rates: &dyn Fn(f64) -> Result<JointRates, String>,
) -> Result<PathPlan, String> {
    let _ = (model, start, goal, rates);
    Err("blended paths are not planned yet".to_owned())
}

/// A path planned with nothing moved: the plan's numbers as every preview gives them, and how
/// it passes each inner waypoint.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct PathPreview {
    #[serde(flatten)]
    pub preview: super::PlanPreview,
    /// One per inner waypoint (empty when no plan was made).
    pub blends: Vec<BlendReport>,
}

/// Plans `goal` from `start` on `thread`, checks it against the world, and summarises it
/// (`estimate`: the note of a plan armrest estimated for another planner).
pub async fn preview(
    thread: &super::PlanningThread,
    model: &std::sync::Arc<RobotModel>,
    start: JointPositions,
    goal: &PathGoal,
    rates: std::sync::Arc<dyn Fn(f64) -> Result<JointRates, String> + Send + Sync>,
    estimate: Option<&str>,
) -> PathPreview {
    let _ = (thread, rates);
    PathPreview {
        preview: super::PlanPreview::of(
            model,
            Planner::Ptp,
            "the path's last waypoint",
            &start,
            (plan(model, &start, goal, &|_| Err(String::new())).map(|p| p.plan), None),
            estimate,
        ),
        blends: Vec::new(),
    }
}
