#!/usr/bin/env bash
# The ROS 2 suite: ROS 2 Jazzy from PyPI wheels (scripts/ros2-env.sh, with the test-only
# moveit_msgs stand-in), the lints of the `ros2` feature's code, then in one build: the ROS 2
# crate's unit tests, the tests against the fake robot stack (tests/ros2_backend.rs: hung, dying
# and lagging servers, MoveIt error codes), the sim node's own tests (tests/ros2_sim_node.rs),
# and every HTTP suite again with ARMREST_TEST_BACKEND=ros2: armrest on `--backend ros2`
# against `armrest_sim_node`, a ROS domain per server. Tests that cannot apply over ROS 2 print
# "SKIPPED over ROS 2: <why>".
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ros2-env.sh --with-test-interfaces
. target/ros2/env.sh
# A target folder of its own: switching features in one folder would rebuild both ways.
export CARGO_TARGET_DIR="$PWD/target/ros2/cargo"
cargo clippy --features ros2 -p armrest -p armrest-ros2 --all-targets -- -D warnings
ARMREST_TEST_BACKEND=ros2 cargo test --features ros2 -p armrest -p armrest-ros2 --lib --tests -- --test-threads=3
