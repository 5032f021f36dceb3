import Dial
import Foundation

// `dial-bench <benchmark> [--json]`: measurements in release mode, each compared
// with a reference measured in the same run. Build with `-c release`.
let arguments = Array(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
// Words that are not flags nor the values of `--mb`, `--scale`, `--toggles` or `--buttons`.
let names = arguments.enumerated().filter { index, word in
  let valued = ["--mb", "--scale", "--toggles", "--buttons", "--font"]
  return !word.hasPrefix("-") && (index == 0 || !valued.contains(arguments[index - 1]))
}.map(\.element)

switch names.first ?? "parse" {
case "parse":
  ParseBenchmark.run(json: json, megabytes: Options.value("--mb", in: arguments) ?? 10)
case "check":
  CheckBenchmark.run(json: json, megabytes: Options.value("--mb", in: arguments) ?? 10)
case "repl":
  ReplBenchmark.run(json: json, buttons: Options.value("--buttons", in: arguments) ?? 10_000)
case "lex":
  // Lexer only, many times: for profiling the lexer loop.
  let source = Array(ProgramGenerator(targetBytes: 10 << 20).dial.utf8)
  let seconds = Measure.best(20) { _ = Lexer.tokenize(source) }
  Measure.report([("lex_mb_s", Double(source.count) / 1_048_576 / seconds)], json: json)
case "profile":
  do {
    try ProfileRun.run(
      kind: names.dropFirst().first ?? "taps", count: Options.value("--count", in: arguments) ?? 1_000,
      toggles: Options.value("--toggles", in: arguments) ?? 10_000)
  } catch {
    FileHandle.standardError.write(Data("dial-bench profile: \(error)\n".utf8))
    exit(1)
  }
case "generate" where names.count == 2:
  GenerateCommand.run(megabytes: Options.value("--mb", in: arguments) ?? 10, directory: names[1])
case "lsp":
  LSPBenchmark.run(json: json)
case "fonts":
  FontBenchmark.run(
    json: json,
    path: Options.text("--font", in: arguments) ?? "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf")
case "explore":
  ExploreBenchmark.run(json: json, toggles: Options.value("--toggles", in: arguments) ?? 20)
case "events":
  EventsBenchmark.run(
    json: json, scale: Options.value("--scale", in: arguments) ?? 1, toggles: Options.value("--toggles", in: arguments),
    profiled: Options.text("--only", in: arguments))
default:
  let usage = """
    usage: dial-bench parse|check [--mb N] [--json] | lex
           dial-bench explore [--toggles N] [--json]
           dial-bench lsp [--json]
           dial-bench fonts [--font FILE] [--json]
           dial-bench events [--scale K] [--toggles N [--only rendered|selects|variable]] [--json]
           dial-bench profile taps|handles|rendered|selects|variable|push|emit|push-handles|emit-handles [--count N] [--toggles N]
           dial-bench repl [--buttons N] [--json]
           dial-bench generate [--mb N] DIR    (writes DIR/program.dial and DIR/program.json)

    """
  FileHandle.standardError.write(Data(usage.utf8))
  exit(2)
}

/// Reads numeric options such as `--mb 10`.
enum Options {
  static func value(_ flag: String, in arguments: [String]) -> Int? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return Int(arguments[index + 1])
  }

  /// Reads text options such as `--only selects`.
  static func text(_ flag: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
  }
}
