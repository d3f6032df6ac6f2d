//! How the sequence runner, a process of its own, reaches the robot.

/// Says how `motion_sequence_runner` reaches the robot.
pub trait RunnerAccess: Send + Sync {
    /// How `motion_sequence_runner` reaches this robot's action servers and topics.
    fn runner_connection(&self) -> RunnerConnection;
}

/// How the sequence runner, a process of its own, reaches the robot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RunnerConnection {
    /// The simulator's action socket at this path.
    SimSocket(std::path::PathBuf),
    /// ROS 2 actions and topics, under the names of the endpoints configuration; the
    /// controller's speed scaling topic, whose factors the runner's goals' timeouts follow
    /// (empty: the controller has none, and the runner's goals do not follow the override).
    Ros2 { speed_scaling_topic: String },
}
