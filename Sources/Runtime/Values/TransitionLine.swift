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
///
/// Generic over the two literals, so that each kind of line is compiled on
/// its own and no literal is copied on the way (an enum of them was).
enum TransitionLine {
  static func write<Old: LiteralText, New: LiteralText>(
    subject: String, member: String, old: Old, new: New
  ) -> String {
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

  /// A value as a Dial literal: `true`, `4.5`, `.large`, `"text"`, with its quotes and escapes.
  struct ValueLiteral: LiteralText {
    /// The literal, or a string's text when it needs no escape.
    var text: String
    var fixed: StaticString = ""
    /// Whether ``text`` is a string to write between quotes.
    var isQuoted = false

    init(_ value: Value) {
      switch value {
      case .bool(let bool): (text, fixed) = ("", bool ? "true" : "false")
      case .string(let string) where !StringLiteral.needsEscapes(string): (text, isQuoted) = (string, true)
      default: text = value.literal
      }
    }

    var count: Int { text.utf8.count + fixed.utf8CodeUnitCount + (isQuoted ? 2 : 0) }

    func write(to writer: inout TextWriter) {
      if isQuoted { writer.write("\"") }
      writer.write(text)
      writer.write(fixed)
      if isQuoted { writer.write("\"") }
    }
  }

  /// A speech as a string literal, written between quotes from its parts
  /// when they need no escape.
  struct SpeechLiteral: LiteralText {
    var parts: SpeechParts
    var shape: Speech.Shape
    /// The whole literal, when the parts need escapes.
    var escaped: String?

    init(_ parts: SpeechParts, _ traits: TraitSet) {
      self.parts = parts
      shape = parts.shape(traits)
      escaped = parts.needsEscapes ? Value.quoted(parts.speech(traits)) : nil
    }

    var count: Int { escaped?.utf8.count ?? parts.count(shape) + 2 }

    func write(to writer: inout TextWriter) {
      if let escaped { return writer.write(escaped) }
      writer.write("\"")
      parts.write(shape, to: &writer)
      writer.write("\"")
    }
  }
}

/// A literal in a transition's line: how long it is, and writing it.
protocol LiteralText {
  /// Its length in UTF-8 bytes.
  var count: Int { get }
  /// Writes it after what `writer` has written.
  func write(to writer: inout TextWriter)
}
