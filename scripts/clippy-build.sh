#!/usr/bin/env bash
# Sourced by scripts/test.sh and scripts/test-ros2.sh: clippy's lints, `-D warnings`, run inside
# the test build of the workspace's own crates. clippy-driver is the workspace's compiler wrapper,
# as `cargo clippy` makes it for its check build: the workspace is type-checked once, in the
# build, instead of once for clippy and again for the build, and the dependencies are not
# checked apart from their build. What it lints is what `cargo clippy --all-targets -- -D
# warnings` lints, given `--all-targets`.
#
# Every cargo command after it has the same wrapper (cargo counts it in a crate's fingerprint): a
# command without it would build the workspace's crates again. A new user's build
# (scripts/first-run.sh) and the fuzz targets' (scripts/fuzz.sh) clear it.
driver=$(command -v clippy-driver) || {
  echo "clippy-driver not found: rustup component add clippy" >&2
  exit 1
}
export RUSTC_WORKSPACE_WRAPPER="$driver"
# cargo-clippy's own way of handing the driver its arguments.
export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
