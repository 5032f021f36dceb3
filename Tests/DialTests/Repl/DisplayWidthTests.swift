import DialREPL
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
