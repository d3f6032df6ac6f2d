#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs what the tests need, then formatting, lints and
# every test of the workspace (unit, property, HTTP integration, browser).
set -euo pipefail
cd "$(dirname "$0")/.."
TEST_VENV="$PWD/target/test-venv" scripts/install-test-deps.sh
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
ARMREST_REQUIRE_TEST_DEPS=1 TEST_VENV="$PWD/target/test-venv" cargo test --workspace
