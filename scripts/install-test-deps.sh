#!/usr/bin/env bash
# Installs what the test suite needs beyond the Rust toolchain, from Debian's packages:
# Chromium, for the test that opens /docs in a real browser with no network but loopback.
# Safe to run again: it installs only what is missing.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v unshare >/dev/null 2>&1 || need+=(util-linux)
command -v ip >/dev/null 2>&1 || need+=(iproute2)
if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi
echo "installing test dependencies: ${need[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { echo "need root (or sudo) to install: ${need[*]}" >&2; exit 1; }
  sudo=sudo
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
