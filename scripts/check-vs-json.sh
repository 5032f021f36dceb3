#!/usr/bin/env bash
# Whole-process comparison: `dial check` on a generated program against Python's C
# `json.loads` on the same content as JSON (Sources/dial-bench/ProgramGenerator.swift
# writes both). Runs alternate, N times each, in one run, so that both see the same
# machine load; the best time of each is kept.
#
#   scripts/check-vs-json.sh [RUNS] [MB]        defaults: 5 runs, 10 MB
#
# Wall time, CPU time (user + system, less disturbed by other load) and peak RSS come from a small
# Python wrapper that starts each process and reads its own rusage with os.wait4 (exact per process,
# unlike RUSAGE_CHILDREN, which keeps the maximum over all children so far), so GNU time is not
# needed. The python3 that runs the wrapper also runs json.loads (its real binary, not a shim).
set -euo pipefail
runs="${1:-5}"
megabytes="${2:-10}"
cd "$(dirname "$0")/.."

swift build -c release --product dial >&2
swift build -c release --product dial-bench >&2
dir="$(mktemp -d "${TMPDIR:-/tmp}/check-vs-json.XXXXXX")"
trap 'rm -rf "$dir"' EXIT
.build/release/dial-bench generate --mb "$megabytes" "$dir" >&2

python3 - "$runs" "$dir" <<'PY'
import os, subprocess, sys, time

runs, directory = int(sys.argv[1]), sys.argv[2]
dial_file = os.path.join(directory, "program.dial")
json_file = os.path.join(directory, "program.json")
commands = {
    "dial": [".build/release/dial", "check", dial_file],
    "python": [sys.executable, "-c", "import json,sys; json.loads(open(sys.argv[1],'rb').read())", json_file],
}

def measure(argv):
    """Wall seconds, CPU seconds (user + system) and peak RSS in MB of one process (ru_maxrss is in KB)."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"check-vs-json: {' '.join(argv)} failed with status {os.waitstatus_to_exitcode(status)}")
    return seconds, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime

results = {name: [] for name in commands}
for run in range(runs):
    for name, argv in commands.items():
        results[name].append(measure(argv))

sizes = {"dial": os.path.getsize(dial_file), "python": os.path.getsize(json_file)}
print(f"{runs} alternating runs each; best wall time, and peak RSS of that process kind (max over runs)")
for name in commands:
    best = min(seconds for seconds, _, _ in results[name])
    cpu = min(cpu for _, _, cpu in results[name])
    rss = max(memory for _, memory, _ in results[name])
    megabytes = sizes[name] / 1048576
    times = " ".join(f"{seconds:.3f}" for seconds, _, _ in results[name])
    print(f"{name:7} {megabytes:6.2f} MB  best {best:.3f} s ({megabytes / best:5.1f} MB/s)  best CPU {cpu:.3f} s"
          f"  peak RSS {rss:6.1f} MB  (wall: {times})")
def best(name, column):
    return min(run[column] for run in results[name])
print(f"python_s / dial_s = {best('python', 0) / best('dial', 0):.2f} wall, "
      f"{best('python', 2) / best('dial', 2):.2f} CPU (user + system)")
PY
