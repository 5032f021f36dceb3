import DialLexer

/// The contextual verbs that begin a statement (docs/language.md §11), as ``Verb`` lists them: what a statement
/// that starts with a name close to one is suggested (`tapp b`); what the formatter must not space as an operator
/// (`print -1` is a verb and a negative number, not a subtraction); and what another framework's event method
/// (`b.tap()`) stands for.
enum StatementVerbs {
  /// The verbs.
  static let all = Verb.statementWords

  static let words: [[UInt8]] = all.map { Array($0.utf8) }

  /// Whether `bytes[range]` is one of the verbs.
  static func contains(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    let word = bytes[range]
    return words.contains { $0.count == word.count && $0.elementsEqual(word) }
  }

  /// The statement verb a method call of another framework stands for: `tap()`, `click()`, `sendActions(for:)`
  /// are a tap; Dial's own verbs as methods are themselves.
  static func forMethod(_ name: String) -> String? {
    if ["click", "sendActions", "performClick", "simulateTap"].contains(name) { return "tap" }
    return EventVerb(rawValue: name).map(\.rawValue)
  }
}

extension TokenKind {
  /// `=`, `+=` or `-=`.
  var isAssignmentOperator: Bool { self == .assign || self == .plusAssign || self == .minusAssign }
}
