#!/usr/bin/env bash
# Generates clients/python, the typed Python client (package armrest_client), from armrest's
# /openapi.json with openapi-python-client, pinned in scripts/install-test-deps.sh and run from
# the test venv (offline: nothing is fetched at generation time).
# Usage: scripts/python-client.sh [--check]
#   (no flag)  regenerates clients/python in place: run it after any change to the API's schema
#   --check    generates into a scratch folder and compares it with the committed clients/python;
#              exits 1 when they differ (scripts/test.sh runs this)
# The document is the one armrest serves on the simulator with the shipped configuration
# (config/settings.yaml, an empty data folder, no token, no ARMREST_* variables): D12 makes
# /openapi.json follow the running configuration (joint limits, saved positions), so the client
# is always generated from that one. clients/python-generator/ holds the generator's
# configuration, the package's README and prepare_openapi.py (rewrites of two OpenAPI 3.1 forms
# the generator cannot read; see its docstring).
set -euo pipefail
cd "$(dirname "$0")/.."
check=""
case "${1:-}" in
  --check) check=1 ;;
  "") ;;
  *) echo "usage: scripts/python-client.sh [--check]" >&2; exit 2 ;;
esac
venv=${TEST_VENV:-$PWD/target/test-venv}
TEST_VENV=$venv scripts/install-test-deps.sh >&2
# The binary as the test build makes it (see scripts/schemathesis.sh); quick when it is current.
cargo test --quiet --no-run --test integration
work=$(mktemp -d)
server=""
cleanup() {
  [ -n "$server" ] && kill "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
mkdir "$work/data"
env -u ARMREST_AUTH_TOKEN -u ARMREST_CONFIG -u ARMREST_DATA_DIR \
  target/debug/armrest --config config/settings.yaml --backend sim --host 127.0.0.1 --port 0 \
  --data-dir "$work/data" 2>"$work/log" &
server=$!
base=""
for _ in $(seq 1 200); do
  base=$(grep -o 'http://127.0.0.1:[0-9]*' "$work/log" | head -n 1 || true)
  [ -n "$base" ] && break
  sleep 0.1
done
[ -n "$base" ] || { echo "armrest did not start:" >&2; cat "$work/log" >&2; exit 1; }
"$venv/bin/python" -c 'import sys, urllib.request; sys.stdout.buffer.write(urllib.request.urlopen(sys.argv[1], timeout=30).read())' \
  "$base/openapi.json" >"$work/openapi.json"
kill "$server" 2>/dev/null || true
wait "$server" 2>/dev/null || true
server=""
"$venv/bin/python" clients/python-generator/prepare_openapi.py <"$work/openapi.json" >"$work/prepared.json"
# The generator formats its output with ruff (pinned beside it): found on PATH.
PATH="$venv/bin:$PATH" RUFF_NO_CACHE=true "$venv/bin/openapi-python-client" generate --path "$work/prepared.json" \
  --config clients/python-generator/config.yaml --meta pdm --output-path "$work/out" --fail-on-warning >"$work/generate.log" 2>&1 ||
  { cat "$work/generate.log" >&2; echo "openapi-python-client failed on armrest's /openapi.json (above)" >&2; exit 1; }
rm -rf "$work/out/.ruff_cache"
cp clients/python-generator/README.md "$work/out/README.md"
if [ -n "$check" ]; then
  if ! diff -r -x __pycache__ -x .ruff_cache -x '*.egg-info' -x build "$work/out" clients/python >"$work/diff"; then
    head -n 60 "$work/diff" >&2
    echo "clients/python is stale: run scripts/python-client.sh" >&2
    exit 1
  fi
  echo "clients/python is current"
else
  rm -rf clients/python
  cp -r "$work/out" clients/python
  echo "wrote clients/python from $base/openapi.json"
fi
