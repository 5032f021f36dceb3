/// The lines of a text, split at every newline `Character` ("\n", "\r\n", "\r", U+2028, …) as UILabel splits
/// them, as slices of the text (no allocation).
///
/// An empty text has no lines; otherwise a text with n line breaks has n + 1 lines, the last one possibly empty
/// ("a\n" is "a" and "").
struct TextLines: Sequence, IteratorProtocol {
  /// The text not yet returned, or nil when every line has been.
  private var rest: Substring?

  /// The lines of `text`.
  init(_ text: String) {
    rest = text.isEmpty ? nil : text[...]
  }

  /// The next line, without its line break.
  mutating func next() -> Substring? {
    guard let text = rest else { return nil }
    guard let lineBreak = text.firstIndex(where: \.isNewline) else {
      rest = nil
      return text
    }
    rest = text[text.index(after: lineBreak)...]
    return text[..<lineBreak]
  }
}
