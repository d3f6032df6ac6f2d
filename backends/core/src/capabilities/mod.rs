//! What a robot connection can do, one capability per trait, as openrr's `arci` splits a robot:
//! reading its state, moving it, planning, stopping it, the speed override, streaming jog
//! setpoints, publishing trajectories, and how the sequence runner reaches it. A backend
//! implements the capabilities it has; an operation asks for the ones it needs (a read-only
//! feed takes a `&dyn ArmState`), and a test backend implements only a few
//! (see `crate::fake`, behind the `fake` feature). [`crate::Backend`] is all of them
//! together: what the service holds for a whole robot.
//!
//! Everything that moves the arm can be stopped: [`Motion`], [`SetpointStream`] and
//! [`Trajectories`] require [`Stop`].

pub mod motion;
pub mod planning;
pub mod runner;
pub mod setpoint_stream;
pub mod speed_override;
pub mod state;
pub mod stop;
pub mod trajectory;

pub use motion::Motion;
pub use planning::Planning;
pub use runner::{RunnerAccess, RunnerConnection};
pub use setpoint_stream::SetpointStream;
pub use speed_override::SpeedOverride;
pub use state::ArmState;
pub use stop::Stop;
pub use trajectory::{Delivery, Execution, Trajectories};
