#!/usr/bin/env bash
# Captures what a `dial` executable prints for every example and test program, so that two builds can be
# compared byte for byte (timings aside):
#
#   scripts/capture-outputs.sh OLD/.build/release/dial /tmp/old
#   scripts/capture-outputs.sh .build/release/dial /tmp/new
#   diff -r /tmp/old /tmp/new && echo same
#
# For each `.dial` file under examples/ and Tests/: `check`, `run` (plain, `--layout`, `--format json`,
# `--layout --format json`), and for each example and runnable test program `explore` (bounded, and with
# text sizes as JSON), `audit` (text, JSON and SARIF), `preview` (start state and `--run`), `export` (UIKit and
# SwiftUI) and `test` (text and JUnit); and `fmt` of every file. Each output file
# ends with the command's exit status. Rates (`states/s`) and durations are replaced by `#`.
set -uo pipefail
dial="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
out="$2"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mkdir -p "$out"

# Runs one command, its standard output and error and its status into one file, rates and times masked.
capture() {
  local file="$1"
  shift
  mkdir -p "$(dirname "$file")"
  {
    "$@" 2>&1
    echo "exit $?"
  } | sed -E 's/[0-9]+ states\/s/# states\/s/; s/"states_per_s":[0-9.]+/"states_per_s":#/; s/\([0-9.]+ m?s\)/(#)/g' \
    >"$file"
}

files=$(find examples Tests -name '*.dial' | LC_ALL=C sort)
for file in $files; do
  dest="$out/$file"
  capture "$dest.check" "$dial" check "$file"
  capture "$dest.run" "$dial" run "$file"
  capture "$dest.layout" "$dial" run --layout "$file"
  capture "$dest.json" "$dial" run --format json "$file"
  capture "$dest.layout.json" "$dial" run --layout --format json "$file"
done

# The tools on every file that compiles: test programs meant to fail are skipped by `check`'s status.
for file in $files; do
  "$dial" check "$file" >/dev/null 2>&1 || continue
  dest="$out/$file"
  capture "$dest.explore" "$dial" explore "$file" --depth 6 --states 20000
  capture "$dest.explore.json" "$dial" explore "$file" --depth 3 --text-sizes --format json
  capture "$dest.audit" "$dial" audit "$file"
  capture "$dest.audit.json" "$dial" audit "$file" --format json
  capture "$dest.preview" "$dial" preview "$file"
  capture "$dest.preview-run" "$dial" preview "$file" --run
  capture "$dest.sarif" "$dial" audit "$file" --format sarif
  capture "$dest.uikit" "$dial" export uikit "$file"
  capture "$dest.swiftui" "$dial" export swiftui "$file"
  capture "$dest.test" "$dial" test "$file"
  capture "$dest.junit" "$dial" test "$file" --format junit
done

# The formatter on every file, the ones that do not parse included (its errors are output too).
for file in $files; do
  capture "$out/$file.fmt" "$dial" fmt - <"$file"
done
echo "captured $(find "$out" -type f | wc -l) outputs of $(echo "$files" | wc -l) files into $out"
