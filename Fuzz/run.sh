#!/usr/bin/env bash
# Builds one libFuzzer target and runs it.
#
#   Fuzz/run.sh TARGET SECONDS [extra libFuzzer flags…]
#
# TARGET is lexer, parser or runtime. The core modules (Sources/Lexer,
# Sources/Parser, Sources/Checker, Sources/Runtime) are compiled as separate modules with
# coverage instrumentation and AddressSanitizer, then linked into the target
# with libFuzzer's main. Crashes, leaks and inputs that take over a second are
# failures; their inputs are written to $FUZZ_WORK/TARGET/artifacts/.
#
# The seed corpus is every .dial file under examples/ and
# Tests/DialTests/Programs (for the runtime target, each is also paired with an
# event script); new inputs are kept in $FUZZ_WORK/TARGET/corpus between runs.
# Environment: FUZZ_WORK (default /tmp/dial-fuzz), SWIFTC (default swiftc on
# PATH, else /opt/swift/usr/bin/swiftc).
set -euo pipefail

target=${1:?usage: Fuzz/run.sh lexer|parser|runtime SECONDS [libFuzzer flags…]}
seconds=${2:?usage: Fuzz/run.sh lexer|parser|runtime SECONDS [libFuzzer flags…]}
shift 2
case "$target" in
  lexer) modules=(Lexer); source=LexerFuzz.swift ;;
  parser) modules=(Lexer Parser Checker); source=ParserFuzz.swift ;;
  runtime) modules=(Lexer Parser Checker Runtime); source=RuntimeFuzz.swift ;;
  *) echo "unknown target '$target': expected lexer, parser or runtime" >&2; exit 2 ;;
esac

root=$(cd "$(dirname "$0")/.." && pwd)
work=${FUZZ_WORK:-/tmp/dial-fuzz}
swiftc=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
build="$work/build"
mkdir -p "$build" "$work/$target/corpus" "$work/$target/artifacts" "$work/$target/seeds"

# The instrumented core modules, one static library each, in dependency order.
# One package name for all of them, as SwiftPM gives: the modules share `package` declarations.
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -package-name dial)
for module in "${modules[@]}"; do
  name="Dial$module"
  files=$(find "$root/Sources/$module" -name '*.swift' | sort)
  stamp="$build/$name.stamp"
  if [ ! -f "$stamp" ] || [ -n "$(find $files -newer "$stamp" 2>/dev/null | head -1)" ]; then
    echo "building $name…" >&2
    # shellcheck disable=SC2086
    (cd "$build" && "$swiftc" "${flags[@]}" -module-name "$name" -I "$build" \
      -emit-module -emit-module-path "$build/$name.swiftmodule" \
      -emit-library -static -o "$build/lib$name.a" $files)
    touch "$stamp"
  fi
done

binary="$build/fuzz-$target"
libraries=()
# Dependents before their dependencies, as the static linker resolves left to right.
for ((i = ${#modules[@]} - 1; i >= 0; i--)); do libraries+=("$build/libDial${modules[i]}.a"); done
echo "linking $binary…" >&2
"$swiftc" "${flags[@]}" -I "$build" "$root/Fuzz/Targets/$source" "${libraries[@]}" -o "$binary"

# Seeds: the example programs and the test corpus; for the runtime, each also
# paired with a script of events on its first names.
find "$root/examples" "$root/Tests/DialTests/Programs" -name '*.dial' | while read -r file; do
  seed="$work/$target/seeds/$(echo "$file" | sed "s|$root/||; s|/|_|g")"
  cp "$file" "$seed"
  if [ "$target" = runtime ]; then
    { cat "$file"; printf '\n%%%%\ntap ok\nscreenWidth = 0\ntextSize = .accessibilityLarge\n'; } > "$seed.events"
  fi
done

# Short allocation stacks: collecting them is most of AddressSanitizer's cost on this allocation-heavy code.
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=4}
# -timeout=1: an input taking over a second is a failure; leaks are reported at exit of each input.
exec "$binary" "$work/$target/corpus" "$work/$target/seeds" \
  -dict="$root/Fuzz/dial.dict" -max_total_time="$seconds" -timeout=1 -detect_leaks=1 \
  -rss_limit_mb=2048 -max_len=4096 -print_final_stats=1 \
  -artifact_prefix="$work/$target/artifacts/" "$@"
