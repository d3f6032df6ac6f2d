#!/usr/bin/env bash
# Builds armrest for a ROS 2 graph on a machine without ROS: ROS 2 Jazzy from PyPI wheels
# (scripts/ros2-env.sh, with the moveit_msgs stand-in, as no MoveIt comes with the wheels), then
# the release binaries `armrest`, `motion_sequence_runner` and `armrest_sim_node` with the
# `ros2` feature into target/ros2/cargo/release/.
#
#   scripts/ros2-build.sh
#   . target/ros2/env.sh
#   target/ros2/cargo/release/armrest_sim_node --time-scale 20 &
#   target/ros2/cargo/release/armrest --backend ros2
set -euo pipefail
cd "$(dirname "$0")/.."
# The stand-in gives r2r the GetPositionFK types armrest calls; a robot's MoveIt serves them.
scripts/ros2-env.sh --with-test-interfaces
. target/ros2/env.sh
export CARGO_TARGET_DIR="$PWD/target/ros2/cargo"
# A test build: the MoveIt interfaces are armrest's test copies (build.rs refuses them otherwise).
export ARMREST_ALLOW_TEST_INTERFACES=1
# `armrest_sim_node` is crate armrest-sim-node's (backends/sim-node).
cargo build --release --features ros2 -p armrest -p armrest-sim-node --bin armrest --bin motion_sequence_runner \
  --bin armrest_sim_node
for b in armrest motion_sequence_runner armrest_sim_node; do
  echo "built $CARGO_TARGET_DIR/release/$b"
done
echo "run them in the environment of: . target/ros2/env.sh"
