import Dial

/// Measures the static checker on a generated program of about `megabytes` MB,
/// parsed once beforehand, so that only checking is timed.
enum CheckBenchmark {
  static func run(json: Bool, megabytes: Int) {
    let source = Array(ProgramGenerator(targetBytes: megabytes << 20).dial.utf8)
    let parsed = Parser.parse(source)
    var diagnostics = 0
    let seconds = Measure.best(5) { diagnostics = Checker.check([parsed.syntax]).diagnostics.count }
    let parseSeconds = Measure.best(3) { _ = Parser.parse(source) }
    Measure.report(
      [
        ("check_mb_s", Double(source.count) / 1_048_576 / seconds), ("check_seconds", seconds),
        ("check_over_parse", seconds / parseSeconds), ("check_diagnostics", Double(diagnostics)),
      ], json: json)
  }
}
