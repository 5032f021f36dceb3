import DialLexer

/// Writes a transition's line, `subject.member: old -> new`, in one allocation.
///
/// `dial run` prints every transition this way, and a host rendering each
/// event's transitions pays for it per event (`toggle_taps_rendered_per_s` in
/// `dial-bench events`). Joining with `+` and interpolation built the path,
/// each literal and the line apart; here the pieces are measured, then copied
/// once into a string of that size. A string that needs no escape is copied
/// between its quotes as it is, and a speech straight from its parts, never
/// built on its own; one that needs escapes is quoted by ``Value/literal``, as
/// everywhere else, so both write the same text (`TransitionLineTests`).
enum TransitionLine {
  static func write(subject: String, member: String, old: Literal, new: Literal) -> String {
    let dot: StaticString = member.isEmpty ? "" : "."
    let count = subject.utf8.count + dot.utf8CodeUnitCount + member.utf8.count + 2 + old.count + 4 + new.count
    return TextWriter.string(count: count) { writer in
      writer.write(subject)
      writer.write(dot)
      writer.write(member)
      writer.write(": ")
      old.write(to: &writer)
      writer.write(" -> ")
      new.write(to: &writer)
    }
  }

  /// A value as a Dial literal, ready to be measured and written.
  enum Literal {
    /// Text written as it is: a number, `.large`, an escaped string with its quotes.
    case plain(String)
    /// Static text written as it is: `true`, `false`.
    case fixed(StaticString)
    /// A string that needs no escape, written between quotes.
    case quoted(String)
    /// A speech that needs no escape, written between quotes from its parts.
    case speech(SpeechParts, Speech.Shape)

    init(_ value: Value) {
      switch value {
      case .bool(let bool): self = .fixed(bool ? "true" : "false")
      case .string(let string): self = StringLiteral.needsEscapes(string) ? .plain(value.literal) : .quoted(string)
      default: self = .plain(value.literal)
      }
    }

    /// The speech of `parts` with `traits`.
    init(speech parts: SpeechParts, _ traits: TraitSet) {
      self = parts.needsEscapes ? .plain(Value.quoted(parts.speech(traits))) : .speech(parts, parts.shape(traits))
    }

    /// The bytes it writes.
    var count: Int {
      switch self {
      case .plain(let text): return text.utf8.count
      case .fixed(let text): return text.utf8CodeUnitCount
      case .quoted(let text): return text.utf8.count + 2
      case .speech(let parts, let shape): return parts.count(shape) + 2
      }
    }

    func write(to writer: inout TextWriter) {
      switch self {
      case .plain(let text): writer.write(text)
      case .fixed(let text): writer.write(text)
      case .quoted(let text):
        writer.write("\"")
        writer.write(text)
        writer.write("\"")
      case .speech(let parts, let shape):
        writer.write("\"")
        parts.write(shape, to: &writer)
        writer.write("\"")
      }
    }
  }
}
