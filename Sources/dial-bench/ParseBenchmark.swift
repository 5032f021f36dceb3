import Dial
import Foundation

/// `dial-bench parse`: lexer and front-end throughput on a generated program,
/// next to Foundation's JSONSerialization on a JSON twin of the same content.
enum ParseBenchmark {
  static func run(json: Bool, megabytes: Int) {
    let generated = ProgramGenerator(targetBytes: megabytes << 20)
    let source = Array(generated.dial.utf8)
    let twin = Data(generated.json.utf8)
    let sourceMB = Double(source.count) / 1_048_576
    let repetitions = 5

    var tokenCount = 0
    let lexSeconds = Measure.best(repetitions) { tokenCount = Lexer.tokenize(source).tokens.count }
    var errors = 0
    let parseSeconds = Measure.best(repetitions) { errors = compile(source) }
    let jsonSeconds = Measure.best(repetitions) { _ = try? JSONSerialization.jsonObject(with: twin) }
    if errors > 0 { FileHandle.standardError.write(Data("warning: the generated program has \(errors) errors\n".utf8)) }

    Measure.report(
      [
        ("source_mb", sourceMB),
        ("json_twin_mb", Double(twin.count) / 1_048_576),
        ("tokens", Double(tokenCount)),
        ("lex_mb_s", sourceMB / lexSeconds),
        ("parse_check_mb_s", sourceMB / parseSeconds),
        ("json_mb_s", Double(twin.count) / 1_048_576 / jsonSeconds),
        ("parse_vs_json", jsonSeconds / parseSeconds),
        ("peak_memory_mb", Measure.peakMemoryMB()),
      ], json: json)
  }

  /// Lexes, parses and checks; returns the number of errors.
  static func compile(_ source: [UInt8]) -> Int {
    let compilation = Frontend.compile(entry: SourceFile(name: "bench.dial", bytes: source), loader: nil)
    return compilation.diagnostics.filter { $0.severity == .error }.count
  }
}
