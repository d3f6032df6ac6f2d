#!/usr/bin/env bash
# The ROS 2 suite: ROS 2 Jazzy from PyPI wheels (scripts/ros2-env.sh, with the test-only
# moveit_msgs stand-in), a build with the `ros2` feature, and the HTTP tests against a fake
# robot stack on a live ROS 2 graph on loopback (tests/ros2_backend.rs), and the ROS 2 crate's
# unit tests.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ros2-env.sh --with-test-interfaces
. target/ros2/env.sh
# A target folder of its own: switching features in one folder would rebuild both ways.
export CARGO_TARGET_DIR="$PWD/target/ros2/cargo"
cargo clippy --features ros2 -p armrest -p armrest-ros2 --all-targets -- -D warnings
# The API over ROS 2 (against the fake stack, and against armrest_sim_node), and the ROS 2
# backend's own unit tests (message conversion, goal outcomes, hold extrapolation), in one
# build.
cargo test --features ros2 -p armrest -p armrest-ros2 --lib --test ros2_backend --test ros2_sim_node -- --test-threads=3
