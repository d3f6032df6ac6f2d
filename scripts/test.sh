#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs what the tests need, then formatting, lints and
# every test of the workspace (unit, property, HTTP integration, browser, the Python client's), the
# systemd unit of deploy/ (systemd-analyze verify), a new user's first run from a fresh clone
# (scripts/first-run.sh), the committed Python client against the schema
# (scripts/python-client.sh --check), schema conformance (schemathesis), a fuzzing
# smoke run of the parsers, then the ROS 2 suite (scripts/test-ros2.sh; ARMREST_SKIP_ROS2=1
# leaves it out for a quick local run). Each stage prints how long it took, for the CI split
# in docs/contributing.md.
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
  # The committed vendor/ bundles are what the pinned npm packages give (needs npm).
  scripts/update-scalar.sh --check
  scripts/update-view-libs.sh --check
  cargo fmt --all -- --check
  cargo clippy --workspace --all-targets -- -D warnings
  cargo test --workspace --no-run
}
stage "dependencies, fmt, clippy, build" build_and_lint
stage "deploy: systemd-analyze verify" scripts/verify-deploy.sh
stage "cargo test" env ARMREST_REQUIRE_TEST_DEPS=1 TEST_VENV="$PWD/target/test-venv" cargo test --workspace
stage "first run (fresh clone: cargo run --release, cargo install)" scripts/first-run.sh
# The committed Python client is what the current /openapi.json generates (D41), else "clients/python
# is stale: run scripts/python-client.sh". A few seconds: it serves the binary schemathesis.sh uses.
stage "python client current" env TEST_VENV="$PWD/target/test-venv" scripts/python-client.sh --check
stage "schemathesis" env TEST_VENV="$PWD/target/test-venv" scripts/schemathesis.sh
stage "fuzz" scripts/fuzz.sh 10
if [ -z "${ARMREST_SKIP_ROS2:-}" ]; then
  stage "ROS 2" scripts/test-ros2.sh
fi
echo "== all stages took $SECONDS s"
