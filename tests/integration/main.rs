//! armrest's integration tests, one test binary: each module a former test file, named
//! `module::test` in the output (`cargo test --test integration stream::` runs one module).
//! One binary links the service once, where a binary per file linked it nineteen times.
//!
//! HTTP suites run on the simulator in this process, or with `ARMREST_TEST_BACKEND=ros2` over
//! ROS 2 against `armrest_sim_node` (see `common::over_ros2`); the two ROS 2 modules need the
//! `ros2` feature (scripts/test-ros2.sh).

mod common;

mod bad_inputs;
mod cli;
mod collisions;
mod concurrency;
mod connections;
mod control;
mod docs_browser;
mod docs_current;
mod docs_examples;
mod docs_offline;
mod endpoints;
mod exposure;
mod faults_and_auth;
mod front_door;
mod health;
mod http_motion;
mod http_read;
mod http_sequences;
mod http_trajectory;
mod jog;
mod keep_alive;
mod mcp;
mod mcp_guardrails;
mod motion_handles;
mod motion_ownership;
mod paths;
mod plan;
mod positions;
mod process_cycles;
mod python_client;
mod recordings;
#[cfg(feature = "ros2")]
mod ros2_backend;
#[cfg(feature = "ros2")]
mod ros2_sim_node;
#[cfg(feature = "ros2")]
mod ros2_stacks;
mod sequences_blended;
mod sequences_process;
mod speed_override;
mod startup;
mod stream;
mod tool;
mod view_browser;
mod world;
