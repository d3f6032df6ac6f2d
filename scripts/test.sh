#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs what the tests need, then formatting, lints and
# every test of the workspace (unit, property, HTTP integration, browser, the Python client's), the
# systemd unit of deploy/ (systemd-analyze verify), the committed Python client against the schema
# (scripts/python-client.sh --check), schema conformance (schemathesis), the ROS 2 suite
# (scripts/test-ros2.sh; ARMREST_SKIP_ROS2=1 leaves it out for a quick local run), a new user's
# first run from a fresh clone (scripts/first-run.sh), then a fuzzing smoke run of the parsers.
#
# Budget (docs/contributing.md, CI split): 30 minutes from a fresh clone on a quiet 2-core
# machine, 60 beside two busy loops. Each stage prints its time and the tests it ran; the end
# prints the table and the total against the budget. How it keeps within it:
# - The builds that no test waits for yet (the fresh clone's release build for the first run, the
#   fuzz targets, the ROS 2 environment) run in the background from the start: at the lowest CPU
#   priority (`nice -n 19`) while the test build compiles, taking only what it leaves idle (links),
#   then at the normal one beside the test stages, which leave CPU idle on a quiet machine and,
#   beside other load, would otherwise give the jobs' share to that load. A stage that needs one
#   waits for it to end.
# - The simulator's tests run under cargo-nextest (.config/nextest.toml): every test binary side
#   by side, the browser tests one at a time and first.
# - The ROS 2 stage builds in target/ too, so only what the `ros2` feature changes is built again;
#   it runs before the stages that wait for the first-run and fuzz builds, whose CPU its tests'
#   waits leave to them.
# - Each stage's CPU time is in the table beside its time: what it costs, whatever else runs.
set -euo pipefail
cd "$(dirname "$0")/.."
# A run from a clean tree gains nothing from incremental compilation, and its caches took
# gigabytes of the disk CI shares (one run failed with "No space left on device").
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
export TEST_VENV="$PWD/target/test-venv"
. scripts/clippy-build.sh
BUDGET_QUIET_S=1800
BUDGET_BUSY_S=3600
logs="$PWD/target/test-logs"
rm -rf "$logs" && mkdir -p "$logs"

declare -A bg_pid=()
cleanup() {
  for pid in "${bg_pid[@]}"; do kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

# The tests a stage's output says it ran: libtest's and nextest's summaries, first-run's and
# schemathesis's counts, the fuzz targets run, the checks of a one-check stage.
count() {
  awk '
    /^test result: ok\. [0-9]+ passed/ { n += $4 }
    /Summary \[.*\] [0-9]+ tests? run: [0-9]+ passed/ { for (i = 1; i < NF; i++) if ($(i + 1) == "passed") n += $i }
    /^first-run: [0-9]+ passed/ { n += $2 }
    /[0-9]+ generated, [0-9]+ passed/ { for (i = 1; i < NF; i++) if ($(i + 1) == "passed") n += $i }
    /stat::number_of_executed_units/ { n += 1 }
    /^check passed: / { n += 1 }
    END { print n + 0 }' "$1"
}

# cpu_seconds FILE: the CPU time (user + system) of the processes a shell waited for, from the
# output of its `times` (the second line: its children's); what a stage or a background job costs
# a machine whatever else runs on it.
cpu_seconds() {
  awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, a, "m"); t += a[1] * 60 + a[2] } printf "%d", t }' "$1" 2>/dev/null || echo "?"
}

rows=()
failed=()
# stage NAME COMMAND...: runs COMMAND (set -e within it), its output shown and kept in
# target/test-logs/. A failing stage is reported and the run goes on, so that one run shows every
# failure and every stage's time; the run fails at the end.
stage() {
  local name="$1" start=$SECONDS log rc
  shift
  log="$logs/$(echo "$name" | tr -c 'a-zA-Z0-9\n' '-').log"
  set +e
  (
    set -e
    trap 'times >"$log.times"' EXIT
    "$@"
  ) 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  set -e
  local took=$((SECONDS - start)) tests cpu
  tests=$(count "$log")
  cpu=$(cpu_seconds "$log.times")
  if [ "$rc" -eq 0 ]; then
    echo "== stage '$name' took $took s ($cpu s of CPU), $tests tests"
    rows+=("| $name | $took s | $cpu s | $tests |")
  else
    echo "== stage '$name' FAILED (exit $rc) after $took s ($cpu s of CPU), $tests tests passed"
    rows+=("| $name | $took s, FAILED | $cpu s | $tests |")
    failed+=("$name")
  fi
}

# busy_elsewhere: how many processes outside this run use half a core or more over their life (two
# busy loops beside the run: 2; a quiet machine: 0).
busy_elsewhere() {
  ps -eo pid=,ppid=,pcpu= | awk -v root=$$ '
    { parent[$1] = $2; cpu[$1] = $3 }
    END {
      n = 0
      for (p in cpu) {
        q = p; mine = 0
        while (q > 1 && !mine) { if (q == root) mine = 1; else q = parent[q] }
        if (!mine && cpu[p] >= 50) n++
      }
      print n
    }'
}

# background NAME COMMAND...: starts COMMAND at the lowest CPU priority, in a process group of its
# own, its output in target/test-logs/NAME.log.
background() {
  local name="$1"
  shift
  # In this session, not a new one: where the kernel groups processes by session (autogroup), a
  # session of its own would be a group of its own, and nice counts only within a group. In ours,
  # the stages in front take the CPU first and the job what they leave, and beside other load the
  # job shares this run's part of the machine instead of competing for a part of its own.
  set -m
  bash -c 'start=$SECONDS; nice -n 19 "$@"; rc=$?; echo "$rc $((SECONDS - start))" >"$0.status"; times >"$0.times"; exit $rc' \
    "$logs/$name.log" "$@" >"$logs/$name.log" 2>&1 </dev/null &
  bg_pid[$name]=$!
  set +m
}
# await NAME: waits for the background job NAME (the time waited is a row of its own); a job that
# failed shows its log and fails the stage that needed it.
await() {
  local name="$1" rc=0 start=$SECONDS
  # Waited for, it is in front now: back to the normal priority, or any other load on the machine
  # (two busy loops) would leave it almost no CPU. (Raising a priority needs root; elsewhere it
  # stays low.)
  renice -n 0 -g "${bg_pid[$name]}" >/dev/null 2>&1 || true
  wait "${bg_pid[$name]}" || rc=$?
  unset "bg_pid[$name]"
  local took
  took=$(cut -d' ' -f2 "$logs/$name.log.status" 2>/dev/null || echo "?")
  local cpu
  cpu=$(cpu_seconds "$logs/$name.log.times")
  echo "== background '$name' ran $took s ($cpu s of CPU); waited for it $((SECONDS - start)) s (exit $rc)"
  rows+=("| waiting for background: $name (ran $took s) | $((SECONDS - start)) s | $cpu s | |")
  if [ "$rc" -ne 0 ]; then
    tail -n 60 "$logs/$name.log"
    echo "background job '$name' failed: see $logs/$name.log" >&2
    bg_failed+=("$name")
  fi
}
bg_failed=()
# needs NAME: fails a stage whose background job failed.
needs() {
  for f in "${bg_failed[@]}"; do
    if [ "$f" = "$1" ]; then
      echo "the background job '$1' failed: see $logs/$1.log" >&2
      return 1
    fi
  done
}

dependencies() {
  scripts/install-test-deps.sh
  # The committed vendor/ bundles are what the pinned npm packages give (needs npm).
  scripts/update-scalar.sh --check
  scripts/update-view-libs.sh --check
}
lint_and_build() {
  cargo fmt --all -- --check
  # The test build with clippy's lints in it (scripts/clippy-build.sh, sourced above): what
  # `cargo clippy --workspace --all-targets -- -D warnings` checks, with no check build of its own.
  # What cargo-nextest and the doc tests run below; schemathesis and the Python client use its
  # target/debug/armrest.
  cargo test --workspace --all-targets --no-run
}
simulator_tests() {
  ARMREST_REQUIRE_TEST_DEPS=1 cargo nextest run --workspace --no-fail-fast
  ARMREST_REQUIRE_TEST_DEPS=1 cargo test --workspace --doc
}
deploy_verify() {
  scripts/verify-deploy.sh
  echo "check passed: deploy/armrest.service verifies"
}
python_client_current() {
  scripts/python-client.sh --check
  echo "check passed: clients/python is current"
}
first_run() {
  needs first-run-build
  scripts/first-run.sh --in "$PWD/target/first-run"
}
fuzz() {
  needs fuzz-build
  scripts/fuzz.sh 10
}
ros2() {
  needs ros2-env
  scripts/test-ros2.sh
}

stage "dependencies" dependencies
background first-run-build scripts/first-run.sh --build-only "$PWD/target/first-run"
background fuzz-build scripts/fuzz.sh --build-only
[ -n "${ARMREST_SKIP_ROS2:-}" ] || background ros2-env scripts/ros2-env.sh --with-test-interfaces
stage "fmt, clippy, build" lint_and_build
# From here on the stages' tests leave CPU idle. On a quiet machine the jobs take it at `nice 19`:
# at the normal priority they slowed the tests beside them by half again and more (nextest 405 s
# alone, 822-954 s beside them; the run 28.9-31.5 min). Beside other load (two busy loops) their
# CPU at `nice 19` goes to that load instead, and they ran only when waited for (a busy run of
# c470b54 waited 1,027 s for them at the end): there they get the normal priority now.
if [ "$(busy_elsewhere)" -gt 0 ]; then
  echo "== other load on the machine: the background builds run at the normal priority from here"
  for job in "${!bg_pid[@]}"; do renice -n 0 -g "${bg_pid[$job]}" >/dev/null 2>&1 || true; done
else
  echo "== a quiet machine: the background builds stay at nice 19 until a stage waits for them"
fi
stage "deploy: systemd-analyze verify" deploy_verify
stage "cargo test (nextest)" simulator_tests
# The committed Python client is what the current /openapi.json generates (D41), else "clients/python
# is stale: run scripts/python-client.sh". A few seconds: it serves the binary schemathesis.sh uses.
stage "python client current" python_client_current
stage "schemathesis" scripts/schemathesis.sh
# The ROS 2 stage before the two that wait for the longest background builds: the time its tests
# wait on processes and on the middleware is CPU those builds take.
if [ -z "${ARMREST_SKIP_ROS2:-}" ]; then
  await ros2-env
  stage "ROS 2" ros2
fi
await first-run-build
stage "first run (fresh clone: cargo run --release, cargo install)" first_run
await fuzz-build
stage "fuzz" fuzz

total=$SECONDS
echo
echo "| stage | took | CPU | tests |"
echo "|---|---|---|---|"
printf '%s\n' "${rows[@]}"
times >"$logs/total.times"
echo "| total | $total s ($((total / 60)) min $((total % 60)) s) | $(cpu_seconds "$logs/total.times") s | |"
if [ "$total" -le "$BUDGET_QUIET_S" ]; then
  echo "== all stages took $total s: within the budget of $((BUDGET_QUIET_S / 60)) minutes (quiet machine)"
elif [ "$total" -le "$BUDGET_BUSY_S" ]; then
  echo "== all stages took $total s: over the $((BUDGET_QUIET_S / 60))-minute budget of a quiet machine," \
    "within the $((BUDGET_BUSY_S / 60)) minutes of a busy one"
else
  echo "== all stages took $total s: OVER the budget ($((BUDGET_QUIET_S / 60)) minutes quiet," \
    "$((BUDGET_BUSY_S / 60)) beside two busy loops)"
fi
if [ ${#failed[@]} -gt 0 ]; then
  echo "== FAILED: ${failed[*]} (the output of each is in $logs/)"
  exit 1
fi
