//! Motion sequences on the service side: launching `motion_sequence_runner`, following its
//! lifecycle and output, stopping it.

pub mod bag_path;
pub mod runner_path;
pub mod supervisor;

pub use supervisor::{Launch, SequenceStatus, Supervisor, SupervisorConfig};
