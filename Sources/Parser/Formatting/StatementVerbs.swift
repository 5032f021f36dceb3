/// The contextual verbs that begin a statement (docs/language.md §11): `print -1` is a verb and a
/// negative number, not a subtraction, so the formatter must not space it as one.
enum StatementVerbs {
  static let words: [[UInt8]] = [
    "tap", "press", "release", "cancel", "select", "open", "close", "longPress", "focus", "activate", "expect", "print",
  ].map { Array($0.utf8) }

  /// Whether `bytes[range]` is one of the verbs.
  static func contains(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    let word = bytes[range]
    return words.contains { $0.count == word.count && $0.elementsEqual(word) }
  }
}
