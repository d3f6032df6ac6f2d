//! armrest: an HTTP service that reads the state of a 7-joint robot arm and commands it, on
//! the robot's ROS 2 stack or on a built-in simulator.
//!
//! Layout, top-down (each module uses only those below it; `layering` tests it):
//! - `server` starts it all; `http` serves the catalogue over HTTP (router, OpenAPI, `/docs`,
//!   `/view`, the stream), mounting `mcp`, which serves it to agents with guardrails;
//! - `operations` is the catalogue of every endpoint, `api` the operations themselves
//!   (validation into domain types, calls to the [`armrest_backend::Backend`]);
//! - `app` is the shared state of a running service; `sequence_supervisor` launches and
//!   follows the runner; `admission` decides who holds the arm; `audit` keeps agents' calls;
//!   `positions` and `recordings` keep what a person taught (saved positions, demonstrations);
//! - leaves: `config` (start-up configuration), `events` (the live event hub), `bag` (rosbag2
//!   recording), `file_replace` (a file replaced whole), `runtime_dir`, `logging` (the service log, written off the request path), `metrics` (what
//!   `GET /metrics` counts), `large_bodies` (the budget large request bodies share, D13).
//!
//! `sequence_runner` is the other side of a sequence: the `motion_sequence_runner` process,
//! which `armrest` runs by starting its own executable under that name (D30).

pub mod admission;
pub mod api;
pub mod app;
pub mod audit;
pub mod backend_select;
pub mod bag;
pub mod cli;
pub mod client;
pub mod config;
pub mod control;
pub mod events;
pub mod file_replace;
pub mod http;
pub mod jog;
pub mod large_bodies;
#[cfg(test)]
mod layering;
pub mod logging;
pub mod mcp;
pub mod metrics;
pub mod motions;
pub mod operations;
pub mod positions;
pub mod readiness;
pub mod recordings;
pub mod runtime_dir;
pub mod sequence_runner;
pub mod sequence_supervisor;
pub mod server;
