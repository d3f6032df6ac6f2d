//! armrest's shared vocabulary: the capability traits a robot connection implements (reading its
//! state, moving, planning, stopping, the override, jogging; together a [`Backend`]) and the
//! domain types (joint state, pose, limits, trajectories, the robot model) that the HTTP layer,
//! the MCP tools, the sequence runner and every backend exchange. Each type is validated once,
//! here, so no caller re-checks what it receives.

pub mod backend;
pub mod capabilities;
pub mod client_text;
pub mod collision;
pub mod drive;
pub mod error;
pub mod execution_monitoring;
#[cfg(any(test, feature = "fake"))]
pub mod fake;
pub mod formats;
pub mod hold;
pub mod jog;
pub mod joint_state;
pub mod joint_vector;
pub mod kinematics;
pub mod limits;
pub mod log_buffer;
pub mod middleware;
pub mod motion;
pub mod named_position;
pub mod planning;
pub mod pose;
pub mod robot_model;
pub mod robot_parameters;
pub mod ros_name;
pub mod setpoint;
pub mod sim_settings;
pub mod speed_override;
pub mod stop_signal;
pub mod tool;
pub mod trajectory;
pub mod trajectory_point;
pub mod validation;
pub mod velocity_estimate;
pub mod yaml_file;

pub use backend::Backend;
pub use capabilities::{
    ArmState, Delivery, Execution, Motion, Planning, RunnerAccess, RunnerConnection, SetpointStream, SpeedOverride,
    Stop, Trajectories,
};
pub use error::BackendError;
pub use joint_state::{JointState, JointStateSample, PerSample};
pub use limits::{JointLimit, JointLimits, OutsideLimits};
pub use log_buffer::LogBuffer;
pub use named_position::NamedPosition;
pub use pose::{Abc, Orientation, Position, TcpPose};
pub use robot_model::{ModelError, RobotFiles, RobotModel};
pub use setpoint::Setpoint;
pub use trajectory::{PointRates, RateBeyond, Trajectory};
pub use trajectory_point::TrajectoryPoint;
pub use validation::{Loc, LocItem, Violation, Violations};
pub use velocity_estimate::{VelocityEstimate, VelocityEstimator};

/// Degrees of freedom of the arm. The HTTP contract fixes it: every joint vector has exactly
/// seven values in J1..J7 order, and the robot model refuses a URDF whose chain differs.
pub const DOF: usize = 7;

/// One value per joint, J1..J7, radians.
pub type JointPositions = [f64; DOF];
