#!/usr/bin/env bash
# Schema conformance: schemathesis, generated from /openapi.json, against a running armrest on
# the simulator: every endpoint, with checks for server errors, undocumented status codes,
# response bodies off the schema, content types, and requests wrongly accepted or rejected.
#   scripts/schemathesis.sh          the CI profile (about a minute)
#   scripts/schemathesis.sh --long   many more examples per operation, for a developer
set -euo pipefail
cd "$(dirname "$0")/.."
venv=${TEST_VENV:-$PWD/target/test-venv}
TEST_VENV=$venv scripts/install-test-deps.sh
examples=50
[ "${1:-}" = "--long" ] && examples=1000
# The binaries as the test build makes them (building them with `cargo build` would unify
# features differently and rebuild half the dependency tree).
cargo test --quiet --no-run --test integration
log=$(mktemp)
# Bags the generated sequence starts record go to a folder of this run, not the user's data.
data=$(mktemp -d)
# Recordings end after 2 s of the arm's time here (recordings.max_duration_s): a replay at the
# default speed (0.1) of a recording the run left going would otherwise outlast the request
# timeout (ten minutes of recording replay in a hundred). The rest is the shipped configuration.
conf=$(mktemp -d)
sed 's/^\(  max_duration_s:\) 600\.0/\1 2.0/' config/api_endpoints.yaml >"$conf/api_endpoints.yaml"
grep -q '^  max_duration_s: 2.0' "$conf/api_endpoints.yaml" || { echo "recordings.max_duration_s not set" >&2; exit 1; }
sed -e "s#^  endpoints: .*#  endpoints: $conf/api_endpoints.yaml#" -e "s#^  robot_config: \.\..*#  robot_config: $PWD#" \
  config/settings.yaml >"$conf/settings.yaml"
target/debug/armrest --config "$conf/settings.yaml" --host 127.0.0.1 --port 0 --time-scale 50 --data-dir "$data" \
  2>"$log" &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$log" "$data" "$conf"' EXIT
base=""
for _ in $(seq 1 100); do
  base=$(grep -o 'http://127.0.0.1:[0-9]*' "$log" | head -n 1 || true)
  [ -n "$base" ] && break
  sleep 0.1
done
[ -n "$base" ] || { echo "armrest did not start:" >&2; cat "$log" >&2; exit 1; }
"$venv/bin/schemathesis" --config-file tests/schemathesis/schemathesis.toml run "$base/openapi.json" \
  --max-examples "$examples" --generation-deterministic
if grep -q panicked "$log"; then
  echo "armrest panicked during the run:" >&2
  grep -A5 panicked "$log" >&2
  exit 1
fi
