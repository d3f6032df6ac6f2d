//! What the simulator's action server and `motion_sequence_runner` say to each other over the
//! local socket: one JSON object per line. It stands in for ROS 2 actions and topics, so the
//! runner drives the simulated arm exactly as it would drive a real one.

use armrest_backend::motion::MotionGoal;
use serde::{Deserialize, Serialize};

/// From the runner.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Request {
    /// Send a goal to the action server named `action`; the reply is a `Result` (or
    /// `Unavailable`) once it ends.
    Goal { action: String, goal: Goal },
    /// Cancel the goal in progress (closing the connection does the same).
    Cancel,
    /// Stream every message of `topic` (`JointState` replies) until the connection closes.
    Subscribe { topic: String },
    /// List the topics the simulator publishes.
    Topics,
    /// The arm's joint state now: one `JointState` reply.
    JointState,
    /// Send a trajectory as a goal to the controller's FollowJointTrajectory action `action`
    /// (`trajectory.controller_action`); the reply is a `Result` (or `Unavailable`) once it
    /// ends. A sequence's blended path (D37) goes this way.
    Trajectory { action: String, points: Vec<Point> },
}

/// One point of a [`Request::Trajectory`]: positions only, as the controller interpolates them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Point {
    pub positions: [f64; 7],
    pub time_from_start: f64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Goal {
    /// A MoveToJoints goal.
    Joints {
        joints: [f64; 7],
        speed: f64,
        /// 0 means "follow the speed".
        #[serde(default)]
        accel_scale: f64,
    },
    /// A MoveToPose goal.
    Pose {
        x: f64,
        y: f64,
        z: f64,
        a: f64,
        b: f64,
        c: f64,
        speed: f64,
        planner: String,
        #[serde(default)]
        frame_id: String,
    },
}

impl From<&MotionGoal> for Goal {
    fn from(goal: &MotionGoal) -> Goal {
        match goal {
            MotionGoal::Joints(g) => {
                Goal::Joints { joints: g.joints, speed: g.scaling.speed, accel_scale: g.scaling.accel }
            }
            MotionGoal::Pose(g) => Goal::Pose {
                x: g.position[0],
                y: g.position[1],
                z: g.position[2],
                a: g.orientation.a,
                b: g.orientation.b,
                c: g.orientation.c,
                speed: g.scaling.speed,
                planner: g.planner.name().to_owned(),
                frame_id: g.frame_id.clone(),
            },
        }
    }
}

/// From the simulator.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Reply {
    /// The goal ended.
    Result {
        success: bool,
        message: String,
    },
    /// No action server of that name (or the planner is absent).
    Unavailable {
        message: String,
    },
    /// The request was not understood.
    Invalid {
        message: String,
    },
    Topics {
        topics: Vec<String>,
    },
    /// One message of a subscribed topic; `stamp_ns` is wall-clock time since the Unix epoch.
    JointState {
        stamp_ns: u64,
        name: Vec<String>,
        position: Vec<f64>,
        velocity: Vec<f64>,
        effort: Vec<f64>,
    },
}
