#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs what the tests need, then formatting, lints and
# every test of the workspace (unit, property, HTTP integration, browser), schema
# conformance (schemathesis), a fuzzing smoke run of the parsers, then the ROS 2 suite
# (scripts/test-ros2.sh; ARMREST_SKIP_ROS2=1 leaves it out for a quick local run). Each stage
# prints how long it took, for the split the README gives.
set -euo pipefail
cd "$(dirname "$0")/.."
# A run from a clean tree gains nothing from incremental compilation, and its caches took
# gigabytes of the disk CI shares (one run failed with "No space left on device").
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
stage() {
  local name="$1" start=$SECONDS
  shift
  "$@"
  echo "== stage '$name' took $((SECONDS - start)) s"
}
build_and_lint() {
  TEST_VENV="$PWD/target/test-venv" scripts/install-test-deps.sh
  cargo fmt --all -- --check
  cargo clippy --workspace --all-targets -- -D warnings
  cargo test --workspace --no-run
}
stage "dependencies, fmt, clippy, build" build_and_lint
stage "cargo test" env ARMREST_REQUIRE_TEST_DEPS=1 TEST_VENV="$PWD/target/test-venv" cargo test --workspace
stage "schemathesis" env TEST_VENV="$PWD/target/test-venv" scripts/schemathesis.sh
stage "fuzz" scripts/fuzz.sh 10
if [ -z "${ARMREST_SKIP_ROS2:-}" ]; then
  stage "ROS 2" scripts/test-ros2.sh
fi
echo "== all stages took $SECONDS s"
