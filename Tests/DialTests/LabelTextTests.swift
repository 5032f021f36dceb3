import Testing

@_spi(Tools) @testable import DialRuntime

/// A button's label is kept as its title and subtitle and joined only when read: joined, compared and measured,
/// it is the text "title, subtitle" (the non-empty ones), however it is split.
struct LabelTextTests {
  static let pieces = ["", "Add", "Add, 1", "1 in cart", "Done.", "Café ☕️"]

  static func joined(_ title: String, _ subtitle: String) -> String {
    [title, subtitle].filter { !$0.isEmpty }.joined(separator: ", ")
  }

  @Test func aLabelReadsAsItsPiecesJoined() {
    for title in Self.pieces {
      for subtitle in Self.pieces {
        let label = LabelText(title: title, subtitle: subtitle)
        let text = Self.joined(title, subtitle)
        #expect(label.text == text)
        #expect(label.count == text.utf8.count)
        #expect(label.isEmpty == text.isEmpty)
        #expect(label.endsInPeriod == text.hasSuffix("."))
      }
    }
  }

  /// Labels are equal when their texts are, however they are split: "Add, 1" alone reads as "Add" and "1".
  @Test func labelsAreEqualWhenTheyReadAlike() {
    let labels =
      Self.pieces.flatMap { title in Self.pieces.map { LabelText(title: title, subtitle: $0) } }
      + Self.pieces.map(LabelText.init)
    for left in labels {
      for right in labels {
        #expect((left == right) == (left.text == right.text), "\(left.text) vs \(right.text)")
      }
    }
    #expect(LabelText("Add, 1") == LabelText(title: "Add", subtitle: "1"))
  }
}
