//! armrest's ROS 2 backend: the arm's ROS 2 stack through r2r. It subscribes the joint state
//! topic, calls MoveIt's `/compute_fk`, sends `cobot/move_to_joints` and `cobot/move_to_pose`
//! goals, publishes to the trajectory controller and calls `cobot/stop`, under the names of
//! the endpoints configuration.
//!
//! Compiled only with the `ros2` feature (it needs a ROS 2 Jazzy environment at build time);
//! without it the crate is empty and the rest of armrest builds and tests without ROS.

#[cfg(feature = "ros2")]
pub mod actions;
#[cfg(feature = "ros2")]
pub mod backend;
pub mod clock_rate;
pub mod continuation;
pub mod controller_state;
pub mod controllers_file;
pub mod moveit_controllers_file;
#[cfg(feature = "ros2")]
pub mod moveit_error;
#[cfg(feature = "ros2")]
pub mod moveit_parameters;
#[cfg(feature = "ros2")]
pub mod node;
#[cfg(feature = "ros2")]
pub mod robot_parameters;
pub mod ros_parameters;
#[cfg(feature = "ros2")]
pub mod speed_scaling;
pub mod stack;

#[cfg(feature = "ros2")]
pub use backend::Ros2Backend;
