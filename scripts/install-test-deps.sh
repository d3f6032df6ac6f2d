#!/usr/bin/env bash
# Installs what the test suite needs beyond the Rust toolchain. Safe to run again: it
# installs only what is missing.
# - Debian packages: Chromium (the browser tests of /docs and /view), unshare and ip (the
#   network namespace of the /docs test), systemd-analyze (scripts/verify-deploy.sh checks
#   deploy/armrest.service), Node.js and npm when missing.
# - tests/view/node_modules: playwright-core, which drives Chromium in the /view test.
# - cargo-nextest, which runs the simulator's tests (built from crates.io where the machine lacks it).
# - A Python virtual environment at target/test-venv (TEST_VENV) with `rosbags` and
#   `mcap-ros2-support`, two independent readers for the rosbag2 folders armrest records, `mcp`, the official MCP
#   Python SDK, an independent client of /mcp/mcp, `schemathesis` for schema conformance,
#   `openapi-python-client` with the `ruff` it formats with, which generate clients/python
#   (scripts/python-client.sh), and `pytest`, which runs that client's tests.
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v node >/dev/null 2>&1 || need+=(nodejs npm)
command -v unshare >/dev/null 2>&1 || need+=(util-linux)
command -v ip >/dev/null 2>&1 || need+=(iproute2)
command -v systemd-analyze >/dev/null 2>&1 || need+=(systemd)
python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || need+=(python3-venv)
if [ ${#need[@]} -gt 0 ]; then
  echo "installing test dependencies: ${need[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || { echo "need root (or sudo) to install: ${need[*]}" >&2; exit 1; }
    sudo=sudo
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
# The simulator's tests run under cargo-nextest (scripts/test.sh); the Rust machine image has it,
# elsewhere it is built once from crates.io.
command -v cargo-nextest >/dev/null 2>&1 || cargo install cargo-nextest --locked
venv=${TEST_VENV:-target/test-venv}
# The generator and its formatter are pinned exactly: clients/python is compared byte for byte
# with what they generate. A changed pin here reinstalls.
pins=('rosbags==0.11.9' 'mcap-ros2-support==0.6.0' 'mcp==2.3.0' 'schemathesis==4.32.5'
  'openapi-python-client==0.29.1' 'ruff==0.17.6' 'pytest==9.2.0')
if ! "$venv/bin/python" - "${pins[@]}" >/dev/null 2>&1 <<'PY'
import sys
from importlib.metadata import version
for pin in sys.argv[1:]:
    name, wanted = pin.split("==")
    assert version(name) == wanted, pin
PY
then
  echo "creating the test Python environment in $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "${pins[@]}"
fi
if [ ! -d tests/view/node_modules/playwright-core ]; then
  echo "installing the /view test's playwright-core in tests/view/node_modules"
  (cd tests/view && npm ci --silent --no-audit --no-fund)
fi
