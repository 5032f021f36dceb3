import DialLexer
import Testing

/// Terminal columns per grapheme cluster, by East Asian width.
struct DisplayWidthTests {
  struct Case: Sendable, CustomStringConvertible {
    let text: String
    let columns: Int
    var description: String { text.debugDescription }
  }

  static let cases: [Case] = [
    Case(text: "tap add", columns: 7),
    Case(text: "日本語", columns: 6),
    Case(text: "👍", columns: 2),
    Case(text: "👍🏽", columns: 2),  // a skin-tone modifier is part of the cluster
    Case(text: "👨‍👩‍👧", columns: 2),  // zero-width-joined family
    Case(text: "🇯🇵", columns: 2),  // a flag: two regional indicators
    Case(text: "❤️", columns: 2),  // text-default symbol with emoji presentation
    Case(text: "e\u{301}", columns: 1),  // a combining accent adds nothing
    Case(text: "\u{301}", columns: 0),  // a lone combining mark
    Case(text: "\u{200B}", columns: 0),  // zero-width space
    Case(text: "ｈｉ", columns: 4),  // fullwidth Latin
    Case(text: "한국", columns: 4),
    Case(text: "\"日本語 👍\"", columns: 11),
    Case(text: "αβγ", columns: 3),  // ambiguous width counts 1
  ]

  @Test(arguments: cases)
  func columns(_ testCase: Case) {
    #expect(DisplayWidth.of(testCase.text) == testCase.columns)
  }
}

/// A diagnostic's caret lines up under its span by display width: after CJK and emoji, which take two columns
/// each, the `^~~~~` starts under the misspelled name, as a terminal draws the line.
struct CaretWidthTests {
  @Test(arguments: ["日本語 👍", "plain", "é", "한국어"])
  func theCaretIsUnderTheSpan(_ title: String) {
    let text = "button b { title: \"\(title)\"; titel: \"x\" }\n"
    let file = SourceFile(name: "w.dial", text: text)
    var files = SourceFiles()
    _ = files.add(file)
    let start = Array(text.utf8).firstIndex(of: UInt8(ascii: ";")).map { $0 + 2 } ?? 0
    let range = SourceRange(file: FileID(0), start: start, end: start + 5)
    let rendered = DiagnosticRenderer(files: files).render(Diagnostic(.unknownProperty, "x", at: range))
    let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
    let source = lines.first { $0.hasPrefix("  button") }.map(String.init) ?? ""
    let caret = lines.first { $0.contains("^") }.map(String.init) ?? ""
    let column = DisplayWidth.of(caret.prefix { $0 == " " })
    let expected = DisplayWidth.of(source.prefix { $0 != ";" }) + 2
    #expect(column == expected, "\(rendered)")
  }
}
