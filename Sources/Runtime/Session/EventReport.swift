import DialLexer

/// What one event a host sent did: its transitions, and the notes a script
/// prints under the statement (why it was ignored, what VoiceOver announced).
public struct EventReport: Sendable, Equatable {
  /// The net transitions, in declaration order; empty when nothing changed.
  public var transitions: [Transition]
  /// `ignored: checkout is disabled`, `VoiceOver: "Add. Button."`, in the order they happened.
  public var notes: [String]

  /// Makes a report.
  public init(transitions: [Transition], notes: [String]) {
    self.transitions = transitions
    self.notes = notes
  }

  /// Why the event did nothing, when it was ignored: `checkout is disabled`,
  /// `add is already pressed`, `nothing is focused`.
  public var ignoredBecause: String? {
    let prefix = "ignored: "
    return notes.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
  }

  /// Whether the event was ignored: a disabled button, a hidden item, nothing focused…
  public var wasIgnored: Bool { ignoredBecause != nil }

  /// What VoiceOver read during the event, as text: a `focus` reads the element it moves to
  /// (the notes hold it as a Dial string literal, `VoiceOver: "Checkout. Button."`).
  public var spoken: [String] {
    let prefix = "VoiceOver: "
    return notes.compactMap { note in
      guard note.hasPrefix(prefix) else { return nil }
      let literal = Array(note.utf8.dropFirst(prefix.utf8.count))
      let quote = UInt8(ascii: "\"")
      guard literal.count >= 2, literal.first == quote, literal.last == quote else { return nil }
      return StringEscapes.decode(literal[1..<(literal.count - 1)])
    }
  }
}
