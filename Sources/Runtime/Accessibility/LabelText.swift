import DialLexer

/// A label as VoiceOver reads it, kept as the pieces it is made of: a button's
/// title and subtitle, read as "title, subtitle" (docs/language.md §9), or one
/// text (an `accessibilityLabel`, a header's or an item's title).
///
/// The label follows from a button's configuration, so it is derived when
/// read rather than stored. Joined, a title and a subtitle are a new string,
/// an allocation per change of either: a variable read by a hundred subtitles
/// made a hundred labels per event, and freed them at the next
/// (`variable_change_per_s` in `dial-bench events`). Kept as pieces, it is
/// written straight into a speech or a transition's line, and compared
/// without being joined; ``text`` joins it for a reader that wants a string.
struct LabelText: Sendable {
  /// The first piece; empty only when the whole label is.
  private(set) var first: String
  /// The piece after ", ", or empty.
  private(set) var second: String

  /// A label of one text.
  init(_ text: String) {
    (first, second) = (text, "")
  }

  /// A button's label from its title and subtitle: the non-empty ones joined by ", ".
  init(title: String, subtitle: String) {
    (first, second) = title.isEmpty ? (subtitle, "") : (title, subtitle)
  }

  var isEmpty: Bool { first.isEmpty }

  /// The length of the joined label in UTF-8 bytes.
  var count: Int {
    second.isEmpty ? first.utf8.count : first.utf8.count + 2 + second.utf8.count
  }

  /// The label as one string: joined in one allocation when it has two pieces.
  var text: String {
    guard !second.isEmpty else { return first }
    return TextWriter.string(count: count) { write(to: &$0) }
  }

  /// Writes the joined label.
  @inline(__always)
  func write(to writer: inout TextWriter) {
    writer.write(first)
    guard !second.isEmpty else { return }
    writer.write(", ")
    writer.write(second)
  }

  /// Whether the joined label ends in a period, so that the speech adds none.
  var endsInPeriod: Bool {
    Speech.endsInPeriod(second.isEmpty ? first : second)
  }

  /// Whether a string literal of the label needs escapes (", " needs none).
  var needsEscapes: Bool {
    StringLiteral.needsEscapes(first) || StringLiteral.needsEscapes(second)
  }
}

extension LabelText: Equatable {
  /// Two labels are equal when they read alike, however they are split: the pieces first, then the lengths,
  /// then both written side by side into a buffer on the stack.
  static func == (lhs: LabelText, rhs: LabelText) -> Bool {
    // With one piece the same, the labels are equal exactly when the other pieces are (a subtitle that changed).
    if lhs.first == rhs.first { return lhs.second == rhs.second }
    if !lhs.second.isEmpty && lhs.second == rhs.second { return false }
    let count = lhs.count
    guard count == rhs.count else { return false }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * count) { buffer in
      var left = TextWriter(buffer: UnsafeMutableBufferPointer(rebasing: buffer[..<count]))
      lhs.write(to: &left)
      var right = TextWriter(buffer: UnsafeMutableBufferPointer(rebasing: buffer[count...]))
      rhs.write(to: &right)
      guard let base = buffer.baseAddress else { return true }
      for offset in 0..<count where base[offset] != base[count + offset] { return false }
      return true
    }
  }
}
