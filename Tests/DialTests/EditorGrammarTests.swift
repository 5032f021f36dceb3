import Dial
import Foundation
import Testing

/// The VS Code extension's TextMate grammar highlights every token of the examples: each token the lexer finds
/// starts inside a match of one of the grammar's patterns (or inside a string or comment region). No Node: the
/// grammar's regular expressions run here.
struct EditorGrammarTests {
  static let grammarPath = "editors/vscode/syntaxes/dial.tmLanguage.json"

  /// Every `match` and `begin` pattern of the grammar, compiled.
  static func patterns() throws -> [NSRegularExpression] {
    let data = Data(TestSupport.bytes(grammarPath))
    let grammar = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var sources: [String] = []
    func collect(_ value: Any) {
      if let object = value as? [String: Any] {
        for key in ["match", "begin"] { if let pattern = object[key] as? String { sources.append(pattern) } }
        object.values.forEach(collect)
      } else if let array = value as? [Any] {
        array.forEach(collect)
      }
    }
    collect(grammar)
    return try sources.map { try NSRegularExpression(pattern: $0, options: [.anchorsMatchLines]) }
  }

  @Test(arguments: TestSupport.dialFiles(under: "examples"))
  func everyTokenOfTheExamplesIsHighlighted(_ path: String) throws {
    let bytes = TestSupport.bytes(path)
    let text = String(decoding: bytes, as: UTF8.self)
    let covered = try Self.coveredBytes(text, patterns: Self.patterns())
    for token in Lexer.tokenize(bytes).tokens where token.kind != .eof && token.kind != .newline {
      guard token.end > token.start else { continue }
      #expect(
        covered[token.start],
        "\(path): '\(String(decoding: bytes[token.start..<token.end], as: UTF8.self))' at byte \(token.start) is not highlighted"
      )
    }
  }

  /// Which bytes some pattern matches, plus the insides of strings (a `begin`/`end` region).
  static func coveredBytes(_ text: String, patterns: [NSRegularExpression]) -> [Bool] {
    let utf8 = Array(text.utf8)
    var covered = Array(repeating: false, count: utf8.count + 1)
    let whole = NSRange(text.startIndex..., in: text)
    func mark(_ range: NSRange) {
      guard let swiftRange = Range(range, in: text) else { return }
      let start = text.utf8.distance(from: text.startIndex, to: swiftRange.lowerBound)
      let end = text.utf8.distance(from: text.startIndex, to: swiftRange.upperBound)
      for index in start..<max(start, end) { covered[index] = true }
    }
    for pattern in patterns {
      for match in pattern.matches(in: text, range: whole) { mark(match.range) }
    }
    if let strings = try? NSRegularExpression(pattern: #""([^"\\]|\\.)*""#) {
      for match in strings.matches(in: text, range: whole) { mark(match.range) }
    }
    return covered
  }
}
