#!/usr/bin/env bash
# Coverage-guided fuzzing (cargo-fuzz, libFuzzer) of the parsers that read outside input: the
# CSV trajectory parser (also checked against the csv crate), the sequence-file parser and the
# settings / endpoints / joint-limits loaders.
#   scripts/fuzz.sh             the CI smoke run: 20 s per target of the domain crate
#   scripts/fuzz.sh 3600 --all  a longer run, seconds per target, with the service crate's
#                               settings and endpoints loaders too (a much longer build)
#   scripts/fuzz.sh --build-only  only the smoke run's build (scripts/test.sh runs it at the
#                               lowest CPU priority beside other stages; the run then finds it built)
# Runs of 30 s per target or less are smoke runs: built unoptimized and without AddressSanitizer
# (half the build time; the parsers are safe Rust), so they execute fewer inputs per second.
# Longer runs build optimized, with AddressSanitizer.
# Only the stable toolchain exists here; RUSTC_BOOTSTRAP=1 lets it accept the sanitizer flags.
# New inputs go to a scratch copy of tests/fuzz/corpus; crashes to tests/fuzz/artifacts.
set -euo pipefail
cd "$(dirname "$0")/.."
build_only=""
if [ "${1:-}" = "--build-only" ]; then build_only=1; shift; fi
seconds=${1:-20}
targets="csv_trajectory sequence_file limits_file"
features=()
build=()
[ "$seconds" -le 30 ] && build=(--dev --sanitizer none)
if [ "${2:-}" = "--all" ]; then
  targets="$targets config_files"
  features=(--features app)
fi
command -v cargo-fuzz >/dev/null 2>&1 || cargo install cargo-fuzz --locked
export RUSTC_BOOTSTRAP=1
# Not linted here (scripts/test.sh lints its build of the workspace: scripts/clippy-build.sh).
unset RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS
if [ -n "$build_only" ]; then
  # No target named: every target the features allow (config_files needs `--all`).
  exec cargo fuzz build --fuzz-dir tests/fuzz "${build[@]}" "${features[@]}"
fi
for target in $targets; do
  scratch=$(mktemp -d)
  cp -r "tests/fuzz/corpus/$target/." "$scratch/"
  echo "fuzzing $target for $seconds s"
  cargo fuzz run --fuzz-dir tests/fuzz "${build[@]}" "${features[@]}" "$target" "$scratch" -- \
    -max_total_time="$seconds" -rss_limit_mb=1024 -max_len=65536 -print_final_stats=1 2>&1 \
    | grep -E 'stat::number_of_executed_units|stat::peak_rss_mb|ERROR|panicked|SUMMARY|Done' || true
  status=${PIPESTATUS[0]}
  rm -rf "$scratch"
  [ "$status" -eq 0 ] || { echo "fuzzing $target failed (see tests/fuzz/artifacts/$target)" >&2; exit 1; }
done
