//! How the runner reaches the robot: a small trait, so the sequence logic is written once and
//! runs over the simulator's socket or over ROS 2 actions alike.

use crate::bag::BagWriter;
use armrest_backend::formats::sequence::Waypoint;
use armrest_backend::motion::MotionResult;
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

    /// The latest joint state recorded: when it arrived and whether it showed the arm at rest;
    /// `None` where the transport records without delay (the simulator's), so a fixed tail
    /// suffices.
    fn recorded_rest(&self) -> Option<tokio::sync::watch::Receiver<Option<RecordedState>>> {
        None
    }
}

/// The latest joint state a recording received, for its end: see [`Transport::recorded_rest`].
#[derive(Clone, Copy, Debug)]
pub struct RecordedState {
    pub arrived: std::time::Instant,
    pub at_rest: bool,
}
