//! armrest: an HTTP service that reads the state of a 7-joint robot arm and commands it, on
//! the robot's ROS 2 stack or on a built-in simulator.
//!
//! Layout: `config` loads and checks start-up configuration; `api` holds the operations shared
//! by every transport and `operations` their catalogue; `http` and `mcp` serve that catalogue;
//! `sequence_supervisor` (in the service) and `sequence_runner` (the child process
//! `motion_sequence_runner`) are the two sides of a motion sequence; `server` runs it all.

pub mod api;
pub mod backend_select;
pub mod bag;
pub mod cli;
pub mod config;
pub mod events;
pub mod http;
pub mod mcp;
pub mod operations;
pub mod runtime_dir;
pub mod sequence_runner;
pub mod sequence_supervisor;
pub mod server;
