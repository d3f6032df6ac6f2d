//! Motion goals and results, as every backend receives and answers them. Goals arrive
//! validated (speeds in range, joints within limits); a backend only plans and executes.

use crate::{Abc, JointPositions};
use serde::Serialize;
use utoipa::ToSchema;

/// Speed scale bounds (fraction of the joints' maximum velocity).
pub const SPEED_MIN: f64 = 0.01;
pub const SPEED_MAX: f64 = 1.0;
/// Speed scale when a request gives none.
pub const SPEED_DEFAULT: f64 = 0.1;

/// Largest blend radius of a Cartesian waypoint (a path's, a sequence's), metres (D35, D37).
pub const BLEND_RADIUS_MAX_M: f64 = 1.0;
/// Largest blend radius of a joint-space waypoint, radians.
pub const BLEND_RADIUS_MAX_RAD: f64 = 1.0;

/// Acceleration scale bounds; 0 stands for "follow the speed scale".
pub const ACCEL_SCALE_MIN: f64 = 0.0;
pub const ACCEL_SCALE_MAX: f64 = 1.0;

/// Motion planners a pose target may name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Planner {
    Ompl,
    Ptp,
    Lin,
    Circ,
    Chomp,
}

impl Planner {
    /// Every planner, in the order the schema lists them.
    pub const ALL: [Planner; 5] = [Planner::Ompl, Planner::Ptp, Planner::Lin, Planner::Circ, Planner::Chomp];

    /// The names requests use, from [`Planner::name`].
    pub const NAMES: [&'static str; 5] = {
        let mut names = [""; 5];
        let mut i = 0;
        while i < names.len() {
            names[i] = Planner::ALL[i].name();
            i += 1;
        }
        names
    };

    /// The planner a pose target uses when it names none.
    pub const DEFAULT: Planner = Planner::Ptp;

    /// The planner a name means: case-insensitive, surrounding blanks ignored.
    pub fn from_name(name: &str) -> Option<Planner> {
        let name = name.trim();
        Planner::ALL.into_iter().find(|p| p.name().eq_ignore_ascii_case(name))
    }

    pub const fn name(self) -> &'static str {
        match self {
            Planner::Ompl => "ompl",
            Planner::Ptp => "ptp",
            Planner::Lin => "lin",
            Planner::Circ => "circ",
            Planner::Chomp => "chomp",
        }
    }
}

/// Scales applied to the joints' velocity and acceleration limits.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scaling {
    /// 0.01..=1.0
    pub speed: f64,
    /// 0..=1.0; 0 means "use `speed`".
    pub accel: f64,
}

impl Scaling {
    pub fn new(speed: f64) -> Self {
        Scaling { speed, accel: 0.0 }
    }

    /// The acceleration scale in effect.
    pub fn effective_accel(&self) -> f64 {
        if self.accel > 0.0 { self.accel } else { self.speed }
    }
}

/// Move the joints to `joints`. A named position is its joints by the time it is a goal: the
/// robot's MoveToJoints action takes no name, so no backend answers with one.
#[derive(Clone, Debug, PartialEq)]
pub struct JointGoal {
    pub joints: JointPositions,
    pub scaling: Scaling,
}

/// Move the TCP to a pose.
#[derive(Clone, Debug, PartialEq)]
pub struct PoseGoal {
    /// Metres, in `frame_id`.
    pub position: [f64; 3],
    pub orientation: Abc,
    pub scaling: Scaling,
    pub planner: Planner,
    /// Frame of the target; empty means the planning frame.
    pub frame_id: String,
    /// `circ` only: the auxiliary point of the arc (D35). `None` with `circ` is refused as
    /// before: a circle needs a third point.
    pub circ: Option<CircAux>,
}

/// The auxiliary point of a circular move, in the target's frame (metres), as Pilz's `circ`
/// takes it: a point the arc passes through, or the circle's centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CircAux {
    /// A point on the arc between start and goal.
    Interim([f64; 3]),
    /// The circle's centre: equidistant (within [`CIRC_CENTER_TOLERANCE_M`]) from start and goal.
    Center([f64; 3]),
}

/// How far a `circ` centre's distances to start and goal may differ, metres.
pub const CIRC_CENTER_TOLERANCE_M: f64 = 0.001;

/// A goal of either motion action, as the robot's motion server takes them.
#[derive(Clone, Debug, PartialEq)]
pub enum MotionGoal {
    /// A MoveToJoints goal.
    Joints(JointGoal),
    /// A MoveToPose goal.
    Pose(PoseGoal),
}

/// Outcome of a motion request. `success: false` (planning or execution failed) still comes
/// with HTTP 200; the message says why.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
pub struct MotionResult {
    pub success: bool,
    pub message: String,
    /// The motion's handle (D39): `GET /robot/motion` tells its phase. Set by the service for
    /// every motion it answers; a backend leaves it `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub motion_id: Option<u64>,
}

impl MotionResult {
    pub fn ok(message: impl Into<String>) -> Self {
        MotionResult { success: true, message: message.into(), motion_id: None }
    }
    pub fn failed(message: impl Into<String>) -> Self {
        MotionResult { success: false, message: message.into(), motion_id: None }
    }
    /// A result with `success` as given.
    pub fn new(success: bool, message: impl Into<String>) -> Self {
        MotionResult { success, message: message.into(), motion_id: None }
    }
}

/// What `POST /stop` made the controller do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Hold {
    /// A hold point was published: ahead of the arm along its velocity, reached decelerating
    /// within the acceleration limits (D27).
    HoldPoint,
    /// No recent joint state was available (none, or older than `stop.hold_max_age_s`), so an
    /// empty trajectory was published, as the specification says. Jazzy's trajectory controller
    /// refuses it: the controller was not held, and `success` is false (D27).
    EmptyTrajectory,
    /// Nothing could be published to the controller (its topic failed): the arm was not told
    /// to hold. `success` is false.
    None,
}

/// What a stop without a hold point says (D27): `why` no hold point could be made, that the
/// controller was not held, whether the goal in progress was cancelled, what to check.
pub fn not_held_note(why: &str, joint_states_topic: &str, goal_cancelled: bool) -> String {
    let goal = if goal_cancelled {
        "; the goal in progress was cancelled (its motion server brings the arm to rest)"
    } else {
        ""
    };
    format!(
        "{why}: published an empty trajectory, which Jazzy's trajectory controller refuses (\"Empty trajectory \
         received.\"): the controller was NOT held and a trajectory sent to it runs on{goal}; check the arm, and \
         why no joint state arrives on {joint_states_topic}"
    )
}

/// The backend's part of a stop: controller hold and planner stop.
#[derive(Clone, Debug, PartialEq)]
pub struct StopReport {
    pub hold: Hold,
    /// The controller confirmed the hold (over ROS 2: it accepted it as a goal on its action;
    /// the simulator's controller is armrest's own). Unconfirmed, `success` is false.
    pub confirmed: bool,
    pub planner_stopped: bool,
    /// What happened, step by step, for the response message.
    pub notes: Vec<String>,
}
