#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs what the tests need, then formatting, lints and
# every test of the workspace (unit, property, HTTP integration, browser), schema
# conformance (schemathesis), a fuzzing smoke run of the parsers, then the ROS 2 suite
# (scripts/test-ros2.sh; ARMREST_SKIP_ROS2=1 leaves it out for a quick local run).
set -euo pipefail
cd "$(dirname "$0")/.."
TEST_VENV="$PWD/target/test-venv" scripts/install-test-deps.sh
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
ARMREST_REQUIRE_TEST_DEPS=1 TEST_VENV="$PWD/target/test-venv" cargo test --workspace
TEST_VENV="$PWD/target/test-venv" scripts/schemathesis.sh
scripts/fuzz.sh 10
if [ -z "${ARMREST_SKIP_ROS2:-}" ]; then
  scripts/test-ros2.sh
fi
