#!/usr/bin/env bash
# Load and soak test (a developer's script, not CI): wrk on loopback, 64 connections for
# DURATION seconds (default 60) against the read endpoints and /trajectory/send while the
# simulator executes a long trajectory. Reports requests, errors, p50/p99 latency and the
# service's resident memory before and after. Sends traffic to 127.0.0.1 only.
#   scripts/load.sh [DURATION]
set -euo pipefail
cd "$(dirname "$0")/.."
duration=${1:-60}
if ! command -v wrk >/dev/null 2>&1; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq wrk >/dev/null
fi
cargo build --release --quiet --bin armrest --bin motion_sequence_runner
log=$(mktemp)
RUST_LOG=warn,armrest=info,armrest::request=warn target/release/armrest --host 127.0.0.1 --port 0 2>"$log" &
server=$!
trap 'kill $server 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 100); do
  base=$(grep -o 'http://127.0.0.1:[0-9]*' "$log" | head -n 1 || true)
  [ -n "${base:-}" ] && break
  sleep 0.1
done
rss() { awk '/VmRSS/ {print $2}' "/proc/$server/status"; }
curl -s -X POST "$base/trajectory/send" -H 'content-type: application/json' \
  -d '{"points": [{"positions": [0.3, 0.4, -0.1, -1.2, 0.1, 1.0, -0.2], "time_from_start": 120.0}]}' >/dev/null
# Warm up, then measure memory around the run.
wrk -t2 -c64 -d2s -s scripts/load.lua "$base" >/dev/null
before=$(rss)
wrk -t2 -c64 -d"${duration}s" --latency -s scripts/load.lua "$base" | tail -n 2
after=$(rss)
echo "resident memory: ${before} kB before, ${after} kB after ${duration} s"
if grep -q panicked "$log"; then echo "armrest panicked" >&2; exit 1; fi
