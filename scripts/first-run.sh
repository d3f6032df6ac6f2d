#!/usr/bin/env bash
# The first five minutes of a new user, as a test: a fresh clone of this repository (its
# committed HEAD, with a clean target folder), the README's run command `cargo run --release`,
# then a motion sequence that must finish with returncode 0; then `cargo install --path .` and
# the same with the installed `armrest`, started from another folder. Both must work with no
# second build step: armrest starts its own executable as `motion_sequence_runner` (D30).
#
#   scripts/first-run.sh                   the whole check, in a scratch folder
#   scripts/first-run.sh --build-only DIR  only the clone and its release build, into DIR
#   scripts/first-run.sh --in DIR          the check on the clone --build-only left in DIR
#                                          (the same commit), then DIR is removed
# scripts/test.sh splits it so: the release build, from the clone's empty target folder, runs
# at the lowest CPU priority beside the test stages that leave a core idle; `cargo run --release`
# then finds it built, as it would on a second run. What is checked is the same.
#
# The run command serves on port 8007 as the README says, so that port must be free.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
mode=all
case "${1:-}" in
  --build-only) mode=build; work=${2:?--build-only DIR} ;;
  --in) mode=run; work=${2:?--in DIR} ;;
  "") work=$(mktemp -d "${TMPDIR:-/tmp}/armrest-first-run-XXXXXX") ;;
  *) echo "usage: scripts/first-run.sh [--build-only DIR | --in DIR]" >&2; exit 2 ;;
esac
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [ "$mode" = build ] || rm -rf "$work"
}
trap cleanup EXIT
say() { printf '[first-run] %s\n' "$*"; }
fail() { say "FAILED: $*"; for f in "$work"/*.log; do [ -f "$f" ] && { echo "--- $f"; tail -n 40 "$f"; }; done; exit 1; }

# The clone's own target folder, as on a new machine; nothing inherited from the caller's build.
unset CARGO_TARGET_DIR CARGO_BUILD_TARGET_DIR RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS
if [ "$mode" = run ]; then
  [ -d "$work/armrest" ] || fail "no clone in $work: run scripts/first-run.sh --build-only $work first"
  built=$(git -C "$work/armrest" rev-parse HEAD) head=$(git -C "$repo" rev-parse HEAD)
  [ "$built" = "$head" ] || fail "the clone in $work is of $built, not of HEAD $head"
else
  rm -rf "$work" && mkdir -p "$work"
  say "cloning $repo into $work/armrest"
  git clone -q "$repo" "$work/armrest"
fi
cd "$work/armrest"
if [ "$mode" = build ]; then
  say "cargo build --release, from the clone's empty target folder"
  cargo build --release >"$work/build.log" 2>&1 || fail "cargo build --release"
  say "built"
  exit 0
fi

python3 - <<'PY' || fail "port 8007 is taken: the README's run command serves there"
import socket
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("0.0.0.0", 8007))
PY

# Waits (bounded) for the line `armrest listening on http://ADDR` in a log; prints ADDR.
listening() {
  local log=$1 pid=$2 deadline=$((SECONDS + $3))
  while [ $SECONDS -lt $deadline ]; do
    local addr
    addr=$(sed -n 's/.*armrest listening on http:\/\/\([^ ]*\).*/\1/p' "$log" | head -n 1)
    if [ -n "$addr" ]; then echo "$addr"; return 0; fi
    kill -0 "$pid" 2>/dev/null || return 1
    sleep 1
  done
  return 1
}

# Starts a sequence of two joint targets on the service at $1 and waits (bounded) for it to
# finish; fails unless its returncode is 0 and its log shows the runner's work.
sequence_runs() {
  python3 - "$1" <<'PY'
import json, sys, time, urllib.request, uuid
base = "http://" + sys.argv[1].replace("0.0.0.0", "127.0.0.1")
seq = {"waypoints": [{"joints": [0.2, 0.3, 0.0, -1.2, 0.0, 1.0, 0.0], "speed": 1.0},
                     {"joints": [0.0, 0.5, 0.0, -1.4, 0.0, 1.2, 0.0], "speed": 1.0}]}
boundary = uuid.uuid4().hex
def part(name, value, filename=None):
    head = f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"'
    head += f'; filename="{filename}"\r\nContent-Type: application/json' if filename else ""
    return (head + "\r\n\r\n").encode() + value + b"\r\n"
body = part("config", json.dumps(seq).encode(), "sequence.json") + part("n_iterations", b"1") \
    + part("delay_between_iterations", b"0") + f"--{boundary}--\r\n".encode()
req = urllib.request.Request(base + "/sequences/start", data=body, method="POST",
                             headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
answer = json.load(urllib.request.urlopen(req, timeout=30))
assert answer.get("status") == "started" and isinstance(answer.get("motion_id"), int), answer
deadline = time.monotonic() + 120
while True:
    status = json.load(urllib.request.urlopen(base + "/sequences/status", timeout=10))
    if status["status"] == "finished" or time.monotonic() > deadline:
        break
    time.sleep(0.2)
lines = json.load(urllib.request.urlopen(base + "/sequences/logs?n=300", timeout=10))["lines"]
print("\n".join(lines))
assert status == {"status": "finished", "returncode": 0}, f"sequence ended {status}"
assert any("started motion_sequence_runner" in l for l in lines), "the runner's start is logged"
assert any("sequence finished: 2 motion(s)" in l for l in lines), "the runner did both motions"
PY
}

say "cargo run --release (the README's run command), in the fresh clone"
cargo run --release >"$work/run.log" 2>&1 &
pids+=($!)
addr=$(listening "$work/run.log" "${pids[0]}" 1800) || fail "cargo run --release did not serve"
say "serving on $addr; starting a sequence"
sequence_runs "$addr" >"$work/sequence-run.log" 2>&1 || fail "the sequence on cargo run --release: $(cat "$work/sequence-run.log")"
kill -TERM "${pids[0]}"
wait "${pids[0]}" || fail "armrest did not exit cleanly on SIGTERM"
pids=()

say "cargo install --path . (reusing the release build of the clone)"
CARGO_TARGET_DIR="$work/armrest/target" cargo install -q --locked --path . --root "$work/install" >"$work/install.log" 2>&1 \
  || fail "cargo install --path ."
cd "$work"
"$work/install/bin/armrest" --config "$work/armrest/config/settings.yaml" --host 127.0.0.1 --port 0 \
  >"$work/installed.log" 2>&1 &
pids+=($!)
addr=$(listening "$work/installed.log" "${pids[0]}" 60) || fail "the installed armrest did not serve"
say "installed armrest serving on $addr; starting a sequence"
sequence_runs "$addr" >"$work/sequence-installed.log" 2>&1 \
  || fail "the sequence on the installed armrest: $(cat "$work/sequence-installed.log")"
echo "first-run: 2 passed, 0 failed"
