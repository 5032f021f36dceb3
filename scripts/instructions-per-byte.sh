#!/usr/bin/env bash
# Where `dial check`'s instructions go, per source byte, stage by stage: callgrind counts every
# instruction of one run of the release build on a generated program, and the inclusive counts of
# the functions that run each stage split them (the lexer's Scanner.run; the parser's UseWalker.visit,
# less the lexer it calls; the checker's CheckPass.run). "other" is start-up, reading the file,
# printing and exit. Counts are exact and repeat from run to run, unlike times on a shared machine.
#
#   scripts/instructions-per-byte.sh [MB]        default: 1 MB (callgrind runs about 50 times slower)
#   scripts/instructions-per-byte.sh --file callgrind.out SOURCE_BYTES   re-reads an earlier profile
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ "${1:-}" == "--file" ]]; then
  profile="$2"
  bytes="$3"
else
  megabytes="${1:-1}"
  swift build -c release --product dial >&2
  swift build -c release --product dial-bench >&2
  dir="$(mktemp -d "${TMPDIR:-/tmp}/instructions.XXXXXX")"
  trap 'rm -rf "$dir"' EXIT
  .build/release/dial-bench generate --mb "$megabytes" "$dir" >&2
  profile="$dir/callgrind.out"
  valgrind --tool=callgrind --callgrind-out-file="$profile" .build/release/dial check "$dir/program.dial" 2>/dev/null
  bytes="$(wc -c <"$dir/program.dial")"
fi

callgrind_annotate --inclusive=yes "$profile" 2>/dev/null | python3 -c '
import re, sys
bytes = int(sys.argv[1])
patterns = {"total": r"PROGRAM TOTALS", "lex": r"DialLexer7ScannerV3runyyF",
            "visit": r"UseWalkerV5visit", "check": r"CheckPassV3runyySayAA12ScriptSyntaxVG"}
found = {}
for line in sys.stdin:
    match = re.match(r"\s*([\d,]+) ", line)
    if not match:
        continue
    count = int(match.group(1).replace(",", ""))
    for name, pattern in patterns.items():
        if re.search(pattern, line) and "=>" not in line:
            found[name] = max(found.get(name, 0), count)
stages = [("lexer", found["lex"]), ("parser", found["visit"] - found["lex"]), ("checker", found["check"])]
stages.append(("other", found["total"] - sum(count for _, count in stages)))
total = found["total"]
print(f"dial check, {bytes} source bytes, {total:,} instructions ({total / bytes:.0f} per byte)")
for name, count in stages:
    print(f"  {name:8} {count / bytes:6.1f} instructions/byte  {count:>13,}")
' "$bytes"
