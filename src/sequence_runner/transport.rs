//! How the runner reaches the robot: a small trait, so the sequence logic is written once and
//! runs over the simulator's socket or over ROS 2 actions alike.

use crate::bag::BagWriter;
use armrest_backend::formats::sequence::Waypoint;
use armrest_backend::motion::MotionResult;
use armrest_backend::{JointPositions, Trajectory};
use async_trait::async_trait;
use std::sync::{Arc, Mutex};

#[derive(Debug, thiserror::Error)]
pub enum TransportError {
    /// No action server or topic of that name, or the middleware cannot be reached.
    #[error("{0}")]
    Unavailable(String),
}

/// A bag being written by recording tasks; finished when the sequence ends.
pub type SharedBag = Arc<Mutex<Option<BagWriter>>>;

#[async_trait]
pub trait Transport: Send {
    /// Sends `waypoint` as a goal to the action server `action` and waits for its result.
    async fn send_goal(&mut self, action: &str, waypoint: &Waypoint) -> Result<MotionResult, TransportError>;

    /// Where a blended iteration reads the arm's state: the model's joints (their order, and the
    /// names a trajectory goal gives) and the joint state topic (`joint_states.topic`, ROS 2).
    fn plan_with(&mut self, _joint_names: &[String], _joint_states_topic: &str) {}

    /// The arm's joint state now, in the model's joint order (a blended iteration plans from it).
    async fn arm_state(&mut self) -> Result<MeasuredState, TransportError>;

    /// Sends `trajectory` as one goal to the controller's FollowJointTrajectory action `action`
    /// (`trajectory.controller_action`) and waits for its result: a blended iteration (D37).
    async fn follow(&mut self, action: &str, trajectory: &Trajectory) -> Result<MotionResult, TransportError>;

    /// Cancels the goal in progress, if any (before the runner exits on a signal).
    async fn cancel(&mut self) {}

    /// Topics that can be recorded, once the `wanted` ones (or, none named, all there are)
    /// have been discovered or the discovery wait is over.
    async fn topics(&mut self, wanted: &[String]) -> Result<Vec<String>, TransportError>;

    /// Starts recording `topic` into `bag` in the background, until `bag` is taken.
    async fn record(&mut self, topic: &str, bag: SharedBag) -> Result<(), TransportError>;

    /// Goes on discovering while `bag` is recorded, as rosbag2's recorder does: every topic that
    /// appears later (of the `wanted` ones, or any when none are named) and is not in `tried` is
    /// recorded from then on, or named once in a skip line. A transport whose topics are fixed
    /// has nothing to discover.
    fn keep_discovering(&mut self, _tried: Vec<String>, _wanted: Vec<String>, _bag: SharedBag) {}

    /// The latest joint state recorded: when it arrived, its stamp and whether it showed the arm
    /// at rest; `None` where the transport records without delay (the simulator's), so a fixed
    /// tail suffices.
    fn recorded_rest(&self) -> Option<tokio::sync::watch::Receiver<Option<RecordedState>>> {
        None
    }

    /// The header stamp (ns, the robot's clock) of a joint state that arrived after this call:
    /// where a recording must reach to hold the arm's state now. `None` where the transport
    /// has no stamps (the simulator's) or none came in time.
    async fn arm_stamp(&mut self) -> Option<i64> {
        None
    }
}

/// The latest joint state a recording received, for its end: see [`Transport::recorded_rest`].
#[derive(Clone, Copy, Debug)]
pub struct RecordedState {
    /// When the recording took it from the middleware; on a loaded machine seconds after it was
    /// sent, so a state that arrives after the end may be from before it.
    pub arrived: std::time::Instant,
    /// Its header stamp (ns, the robot's clock): which states it follows.
    pub stamp_ns: i64,
    pub at_rest: bool,
}

/// Where the arm is and how fast it moves, as a joint state reported it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MeasuredState {
    pub position: JointPositions,
    /// rad/s; a velocity the robot does not report counts as 0 (the arm rests between goals).
    pub velocity: JointPositions,
}

impl MeasuredState {
    /// The state of a message naming `names` with `position` and `velocity` (in that order),
    /// reordered into `joints`' order; `None` when it does not name them all or a position is
    /// not a number.
    pub fn from_message(
        joints: &[String],
        names: &[String],
        position: &[f64],
        velocity: &[f64],
    ) -> Option<MeasuredState> {
        if joints.len() != armrest_backend::DOF {
            return None;
        }
        let mut state = MeasuredState { position: [0.0; armrest_backend::DOF], velocity: [0.0; armrest_backend::DOF] };
        for (j, joint) in joints.iter().enumerate() {
            let k = names.iter().position(|n| n == joint)?;
            state.position[j] = position.get(k).copied().filter(|p| p.is_finite())?;
            state.velocity[j] = velocity.get(k).copied().filter(|v| v.is_finite()).unwrap_or(0.0);
        }
        Some(state)
    }
}
