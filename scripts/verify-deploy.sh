#!/usr/bin/env bash
# Checks deploy/armrest.service with `systemd-analyze verify` (D38): its directives, sections
# and values, as systemd reads them. The unit names the installed binary
# (/usr/local/bin/armrest), which a test machine need not have: the check verifies a copy whose
# ExecStart names a stand-in executable, and fails on any warning systemd prints (an unknown or
# misspelt directive is only a warning to systemd). Without systemd-analyze (install-test-deps.sh
# installs it) it fails, or with ARMREST_ALLOW_SKIP_SYSTEMD=1 prints SKIPPED.
set -euo pipefail
cd "$(dirname "$0")/.."
unit=deploy/armrest.service
if ! command -v systemd-analyze >/dev/null 2>&1; then
  if [ -n "${ARMREST_ALLOW_SKIP_SYSTEMD:-}" ]; then
    echo "SKIPPED: systemd-analyze verify $unit (no systemd-analyze; scripts/install-test-deps.sh installs it)"
    exit 0
  fi
  echo "no systemd-analyze: run scripts/install-test-deps.sh (Debian package systemd)" >&2
  exit 1
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
binary=$(sed -n 's|^ExecStart=\([^ ]*\).*|\1|p' "$unit")
[ "$binary" = /usr/local/bin/armrest ] || { echo "$unit: ExecStart should start /usr/local/bin/armrest, not $binary" >&2; exit 1; }
printf '#!/bin/sh\nexit 0\n' > "$dir/armrest"
chmod 755 "$dir/armrest"
sed "s|^ExecStart=/usr/local/bin/armrest|ExecStart=$dir/armrest|" "$unit" > "$dir/armrest.service"
out=$(systemd-analyze verify --man=no "$dir/armrest.service" 2>&1) || { echo "$out" >&2; exit 1; }
if [ -n "$out" ]; then
  echo "systemd-analyze verify $unit warned:" >&2
  echo "$out" >&2
  exit 1
fi
echo "systemd-analyze verify $unit: ok"
