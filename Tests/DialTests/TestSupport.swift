import Dial
import Foundation

/// Paths and helpers shared by the tests.
enum TestSupport {
  /// Whether the slow lane runs (`DIAL_SLOW_TESTS=1 swift test`, which `.ci/run` also runs): the searches,
  /// prefixes and cross-checks that the everyday suite runs smaller run whole there. The everyday suite keeps
  /// each check's kind of coverage on smaller inputs, so that `swift test` stays under a minute.
  static let slowLane = ProcessInfo.processInfo.environment["DIAL_SLOW_TESTS"] == "1"

  /// The package's root folder, found from this file's path so tests run from anywhere.
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The `.dial` files under a folder of the package, sorted, as paths relative to the root.
  static func dialFiles(under folder: String) -> [String] {
    let base = root.appendingPathComponent(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".dial") }.sorted()
      .map { folder + "/" + $0 }
  }

  /// The bytes of a file under the root.
  static func bytes(_ relativePath: String) -> [UInt8] {
    (try? Data(contentsOf: root.appendingPathComponent(relativePath))).map { [UInt8]($0) } ?? []
  }

  /// Every diagnostic of a source, as `severity: line:col message` lines, through
  /// the whole front-end (lexer, parser and checker).
  static func diagnosticLines(_ bytes: [UInt8], name: String = "test.dial") -> [String] {
    let compilation = Frontend.compile(entry: SourceFile(name: name, bytes: bytes), loader: nil)
    let renderer = DiagnosticRenderer(files: compilation.files)
    return compilation.diagnostics.map { diagnostic in
      let (line, column) = renderer.lineAndColumn(diagnostic.range)
      return "\(diagnostic.severity.rawValue): \(line):\(column) \(diagnostic.message)"
    }
  }

  /// Parses text and returns its diagnostics' messages.
  static func messages(_ source: String) -> [String] {
    Parser.parse(Array(source.utf8)).diagnostics.map(\.message)
  }
}
