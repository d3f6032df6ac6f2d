#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs what the tests need, then formatting, lints and
# every test of the workspace (unit, property, HTTP integration, browser).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-test-deps.sh
cargo fmt --all -- --check
cargo clippy --workspace --all-targets -- -D warnings
ARMREST_REQUIRE_BROWSER=1 cargo test --workspace
