import DialChecker
import DialParser
import Testing

@_spi(Tools) @testable import DialRuntime

/// `titleLineBreakMode` (docs/language.md §10): the wrapping modes give lines, the others keep the title on one
/// line, cut or with "…" at its start, end or middle. A `.headline` character is 9.35 pt at `.large` in the
/// default measurement; a button 150 pt wide with the medium insets (12 on each side) leaves the title 126 pt,
/// which holds 13 characters, or 12 and "…".
struct LineBreakModeTests {
  static let title = "Subscribe to the weekly newsletter"

  @Test(arguments: [
    (LineBreakMode.byWordWrapping, ["Subscribe to", "the weekly", "newsletter"], false),
    (.byCharWrapping, ["Subscribe to ", "the weekly ne", "wsletter"], false),
    (.byClipping, ["Subscribe to "], true),
    (.byTruncatingTail, ["Subscribe to…"], true),
    (.byTruncatingHead, ["…y newsletter"], true),
    (.byTruncatingMiddle, ["Subscr…letter"], true),
  ])
  func aTitleTooWideForItsButton(_ mode: LineBreakMode, _ lines: [String], _ truncated: Bool) {
    let input = ButtonLayout.Input(title: Self.title, fixedWidth: 150, titleLineBreakMode: mode)
    let layout = ButtonLayout(input, textSize: .large)
    #expect(layout.titleLines == lines)
    #expect(layout.isTextTruncated == truncated)
    #expect(layout.width == 150)
  }

  /// A title that fits is shown whole in every mode; a line break reads as a space on one line.
  @Test(arguments: LineBreakMode.allCases)
  func aTitleThatFitsIsShownWhole(_ mode: LineBreakMode) {
    let layout = ButtonLayout(ButtonLayout.Input(title: "Save", titleLineBreakMode: mode), textSize: .large)
    #expect(layout.titleLines == ["Save"])
    #expect(!layout.isTextTruncated)
    let twoLines = ButtonLayout(ButtonLayout.Input(title: "A\nB", titleLineBreakMode: mode), textSize: .large)
    #expect(twoLines.titleLines == (mode.wraps ? ["A", "B"] : ["A B"]))
  }

  /// Only the wrapping modes wrap; the subtitle always does.
  @Test func theSubtitleWrapsWhateverTheTitlesMode() {
    let input = ButtonLayout.Input(
      title: Self.title, subtitle: Self.title, fixedWidth: 150, titleLineBreakMode: .byTruncatingTail)
    let layout = ButtonLayout(input, textSize: .large)
    #expect(layout.titleLines.count == 1)
    #expect(layout.subtitleLines.count > 1)
  }

  /// A button reads and follows the property: `b.truncated` and its frame.
  @Test func aButtonFollowsItsMode() throws {
    var session = try Session(
      dial: """
        var single = false
        button b { title: "\(Self.title)"; width: 150; titleLineBreakMode: single ? .byTruncatingTail : .byWordWrapping }
        """)
    #expect(try session.evaluate("b.titleLineBreakMode") == .enumCase(LineBreakMode.byWordWrapping.enumCase))
    #expect(try session.evaluate("b.titleLines") == .int(3))
    _ = try session.run(source: "single = true")
    #expect(try session.evaluate("b.titleLines") == .int(1))
    #expect(try session.evaluate("b.truncated") == .bool(true))
  }
}
