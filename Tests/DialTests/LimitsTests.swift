import Dial
import Foundation
import Testing

@testable import DialChecker
@testable import DialParser

/// §15: every limit is a located diagnostic (or, for the handler cascade, a runtime error), never a crash
/// or a hang. Each limit is tested just past it, and where it is cheap, right at it.
struct LimitsTests {
  /// The `id`s and `line:col` of a source's diagnostics, through the whole front end.
  static func located(_ source: String, files: [String: String] = [:]) -> [String] {
    let compilation = CheckerSupport.compile(source, files: files)
    return compilation.diagnostics.map { diagnostic in
      let (line, column) = compilation.files[diagnostic.range.file]?.lineAndColumn(of: diagnostic.range.start) ?? (0, 0)
      return "\(diagnostic.id) \(line):\(column)"
    }
  }

  // MARK: - Lexical limits

  @Test func aSourceLargerThan64MiBIsRefusedBeforeLexing() {
    let lexed = Lexer.tokenize([UInt8](repeating: UInt8(ascii: " "), count: Limits.maxSourceBytes + 1))
    #expect(lexed.diagnostics.map(\.id) == [.sourceTooLarge])
    #expect(lexed.diagnostics.first?.message == "source is 67108865 bytes; the limit is 67108864")
    #expect(lexed.tokens.map(\.kind) == [.eof])
  }

  @Test func nestingDeeperThan256IsAnError() {
    func nested(_ depth: Int) -> String {
      "var x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    }
    #expect(Self.located(nested(Limits.maxNestingDepth - 2)) == [])
    #expect(Self.located(nested(Limits.maxNestingDepth + 1)).first?.hasPrefix("nesting-too-deep 1:") == true)
  }

  @Test func anIdentifierLongerThan256BytesIsAnError() {
    let atLimit = String(repeating: "a", count: Limits.maxIdentifierBytes)
    #expect(Self.located("var \(atLimit) = 1") == [])
    #expect(Self.located("var \(atLimit)b = 1") == ["identifier-too-long 1:5"])
  }

  @Test func aStringLongerThan1MiBIsAnError() {
    let long = String(repeating: "x", count: Limits.maxStringBytes + 1)
    #expect(Self.located("var s = \"\"\nvar t = \"\(long)\"") == ["string-too-long 2:9"])
    // The rest of the string is skipped to its closing quote, escapes included, and lexing goes on after it.
    #expect(
      Self.located("var t = \"\(long)\\\" \\(x)\"; var u = @") == [
        "string-too-long 1:9", "unexpected-character 1:\(long.count + 28)",
      ])
  }

  /// A too-long string that does not close on its line is reported once, not also as unterminated.
  @Test func aTooLongUnterminatedStringIsReportedOnce() {
    let long = String(repeating: "x", count: Limits.maxStringBytes + 1)
    #expect(Self.located("var t = \"\(long)\\\nvar u = @") == ["string-too-long 1:9", "unexpected-character 2:9"])
    #expect(Self.located("var t = \"\(long)") == ["string-too-long 1:9"])
  }

  // MARK: - Program limits

  /// The checker takes a lower limit here; the real one (a million) is the same code path.
  @Test func declarationsPastTheLimitAreReportedOnceAtTheFirstOneOver() {
    let source = (1...5).map { "var v\($0) = \($0)" }.joined(separator: "\n")
    let parsed = Parser.parse(Array(source.utf8))
    let result = Checker.check([parsed.syntax], declarationLimit: 3)
    #expect(result.diagnostics.map(\.id) == [.tooManyDeclarations])
    #expect(result.diagnostics.first?.message == "too many declarations; a program has at most 3")
    #expect(result.diagnostics.first?.range.start == source.utf8.count - "var v4 = 4\nvar v5 = 5".utf8.count)
    #expect(result.program.variables.count == 3)
    #expect(Checker.check([parsed.syntax], declarationLimit: 5).diagnostics.isEmpty)
  }

  /// The limit's diagnostic is kept even when the diagnostics limit has been reached.
  @Test func theDeclarationsLimitIsReportedPastTheDiagnosticsLimit() {
    let source = String(repeating: "var same = 1\n", count: Limits.maxDiagnostics + 3)
    let result = Checker.check([Parser.parse(Array(source.utf8)).syntax], declarationLimit: Limits.maxDiagnostics + 2)
    #expect(result.diagnostics.last?.id == .tooManyDeclarations)
  }

  @Test func menusNestedDeeperThan16LevelsAreAnError() {
    func menu(depth: Int) -> String {
      var body = "action \"Leaf\""
      for level in stride(from: depth, to: 1, by: -1) { body = "menu \"Level \(level)\" { \(body) }" }
      return "menu root { \(body) }"
    }
    #expect(Self.located(menu(depth: Limits.maxMenuDepth)) == [])
    let tooDeep = menu(depth: Limits.maxMenuDepth + 1)
    // Reported at the submenu whose items would be at level 17.
    let title = tooDeep.distance(from: tooDeep.startIndex, to: tooDeep.range(of: "\"Level 17\"")!.lowerBound)
    #expect(Self.located(tooDeep) == ["menu-too-deep 1:\(title + 1)"])
  }

  @Test func aChainOfUseDeeperThan32IsAnError() {
    func chain(_ length: Int) -> [String: String] {
      var files: [String: String] = [:]
      for index in 1...length {
        files["f\(index).dial"] = index < length ? "use \"f\(index + 1).dial\"\nvar v\(index) = 1" : "var last = 1"
      }
      return files
    }
    #expect(Self.located("use \"f1.dial\"", files: chain(Limits.maxUseDepth)) == [])
    let message = "'f33.dial' is used through more than 32 levels of 'use'"
    let compilation = CheckerSupport.compile("use \"f1.dial\"", files: chain(Limits.maxUseDepth + 1))
    #expect(compilation.diagnostics.map(\.message) == [message])
    #expect(compilation.files[compilation.diagnostics[0].range.file]?.name == "f32.dial")
  }

  @Test func usingMoreThan1000FilesIsAnError() {
    let count = Limits.maxUsedFiles + 1
    let files = Dictionary(uniqueKeysWithValues: (1...count).map { ("f\($0).dial", "var v\($0) = 1") })
    let uses = (1...count).map { "use \"f\($0).dial\"" }
    #expect(Self.located(uses.dropLast().joined(separator: "\n"), files: files) == [])
    #expect(Self.located(uses.joined(separator: "\n"), files: files) == ["too-many-used-files \(count):5"])
  }

  /// The program's files together are held to the source limit, so `use` cannot multiply it.
  @Test func usedFilesBeyond64MiBTogetherAreRefusedBeforeParsing() {
    struct BigLoader: SourceLoader {
      func load(_ path: String, from includer: String) -> Result<SourceFile, LoadFailure> {
        .success(SourceFile(name: path, bytes: [UInt8](repeating: UInt8(ascii: " "), count: Limits.maxSourceBytes)))
      }
    }
    let entry = SourceFile(name: "main.dial", text: "use \"big.dial\"")
    let compilation = Frontend.compile(entry: entry, loader: BigLoader())
    #expect(compilation.diagnostics.map(\.id) == [.programTooLarge])
    #expect(compilation.files.files.count == 1)
  }

  // MARK: - Output limits

  /// A flood of errors stops at 1000, with one more that says so.
  @Test func diagnosticsStopAt1000() {
    let lines = TestSupport.diagnosticLines(Array(String(repeating: "@ ", count: 5000).utf8))
    #expect(lines.count == Limits.maxDiagnostics + 1)
    #expect(lines.last == "error: 1:2001 too many diagnostics; the first 1000 are shown")
  }

  /// Notes are rendered with their own location and source line.
  @Test func notesAreRenderedWithTheirSourceLine() {
    let compilation = CheckerSupport.compile("var a = 1\nvar a = 2")
    let rendered = DiagnosticRenderer(files: compilation.files).render(compilation.diagnostics)
    #expect(rendered.contains("test.dial:1:5: note: "))
    #expect(rendered.contains("  var a = 1\n      ^\n"))
  }

  /// A diagnostic on a very long line shows a window of it around the caret, so output stays small.
  @Test func aLongLineIsShownAsAWindowAroundTheCaret() {
    let source = String(repeating: ";", count: 20_000) + "@" + String(repeating: ";", count: 20_000)
    let compilation = CheckerSupport.compile(source)
    let rendered = DiagnosticRenderer(files: compilation.files).render(compilation.diagnostics)
    let lines = rendered.split(separator: "\n")
    #expect(lines.first == "test.dial:1:20001: error: unexpected character '@'")
    #expect(lines[1] == "  …" + String(repeating: ";", count: 40) + "@" + String(repeating: ";", count: 79) + "…")
    #expect(lines[2] == "  " + String(repeating: " ", count: 41) + "^")
  }
}
