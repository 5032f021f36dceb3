#!/bin/sh
# Runs the tests with code coverage and prints the line coverage of the three
# core modules: DialLexer (Sources/Lexer), DialParser (Sources/Parser),
# DialChecker (Sources/Checker) and DialRuntime (Sources/Runtime), from llvm-cov's report over the profile and the
# test binary that SwiftPM writes.
#
# Usage: scripts/coverage.sh [--files] [--skip-tests]
#   --files       also list each file's coverage
#   --skip-tests  report on the profile of the last run
# Environment: SCRATCH_PATH (default .build/coverage, apart from the normal build
# so that switching instrumentation on and off does not rebuild everything),
# LLVM_COV (default llvm-cov next to swift, else on PATH).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${SCRATCH_PATH:-"$root/.build/coverage"}
swift_bin=$(dirname "$(command -v swift)")
llvm_cov=${LLVM_COV:-$( [ -x "$swift_bin/llvm-cov" ] && echo "$swift_bin/llvm-cov" || command -v llvm-cov )}
files=no
tests=yes
for argument in "$@"; do
  case "$argument" in
    --files) files=yes ;;
    --skip-tests) tests=no ;;
    *) echo "usage: scripts/coverage.sh [--files] [--skip-tests]" >&2; exit 2 ;;
  esac
done

cd "$root"
if [ "$tests" = yes ]; then
  swift test --enable-code-coverage --scratch-path "$scratch" >"$scratch.log" 2>&1 || {
    tail -40 "$scratch.log" >&2; echo "coverage: the tests failed (log: $scratch.log)" >&2; exit 1; }
fi
profile="$scratch/debug/codecov/default.profdata"
binary=$(ls -d "$scratch"/debug/*PackageTests.xctest 2>/dev/null | head -1)
[ -f "$profile" ] && [ -n "$binary" ] || { echo "coverage: no profile or test binary under $scratch" >&2; exit 1; }

echo "module        lines  missed  line coverage"
for module in Lexer Parser Checker Runtime; do
  report=$("$llvm_cov" report "$binary" -instr-profile="$profile" "$root/Sources/$module")
  [ "$files" = yes ] && echo "$report" | grep "^Sources\|\.swift" | awk '{ print "  " $1, $(NF-3), $(NF-2), $(NF) }' || true
  # TOTAL columns: regions, missed, cover, functions, missed, executed, lines, missed, cover, branches…
  echo "$report" | awk -v name="Dial$module" '$1 == "TOTAL" { printf "%-12s %6s %7s  %s\n", name, $8, $9, $10 }'
done
