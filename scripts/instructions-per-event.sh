#!/usr/bin/env bash
# Instructions per event, counted by callgrind (repeatable whatever else the machine does): for each kind of
# event, `dial-bench profile KIND --count N` minus `--count 0`, divided by N.
#
#   scripts/instructions-per-event.sh .build/release/dial-bench [N]
#   scripts/instructions-per-event.sh OLD/.build/release/dial-bench 2000 > old.txt
set -euo pipefail
bench="$1"
count="${2:-2000}"
export SWIFT_DETERMINISTIC_HASHING=1

# The instructions callgrind counts for one run.
instructions() {
  local out
  out=$(mktemp)
  valgrind --tool=callgrind --callgrind-out-file="$out" "$bench" profile "$@" >/dev/null 2>&1
  grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}'
  rm -f "$out"
}

# KINDS picks the kinds; the default is those every build has. Host events add emit, push-handles and
# emit-handles (a tap whose handler emits, and a plain push tap, by handle).
kinds="${KINDS:-handles taps rendered selects push variable}"
for kind in $kinds; do
  n="$count"
  # A variable change settles a hundred readers: fewer of them make the same precision.
  [[ "$kind" == variable ]] && n=$((count / 10))
  base=$(instructions "$kind" --count 0)
  run=$(instructions "$kind" --count "$n")
  echo "$kind $(((run - base) / n))"
done
