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
  static func write(subject: String, member: String, old: ValueLiteral, new: ValueLiteral) -> String {
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
  struct ValueLiteral {
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

  /// A speech's line, `subject.speech: "old" -> "new"`, written from the
  /// parts and the traits before and after: neither speech is built on its
  /// own. Parts that need escapes are quoted by ``Value/literal`` instead.
  static func writeSpeech(
    subject: String, member: String, parts: SpeechParts, old: TraitSet, new: TraitSet
  ) -> String {
    let (before, after) = (parts.shape(old), parts.shape(new))
    let quoted = parts.count(before) + parts.count(after) + 4
    let count = subject.utf8.count + 1 + member.utf8.count + 2 + quoted + 4
    // The parts are checked for escapes as they are copied: a line that needs them (rare) is written again.
    var needsEscapes = false
    let line = TextWriter.string(count: count) { writer in
      writer.write(subject)
      writer.write(".")
      writer.write(member)
      writer.write(": \"")
      parts.write(before, to: &writer, checking: true)
      writer.write("\" -> \"")
      parts.write(after, to: &writer, checking: true)
      writer.write("\"")
      needsEscapes = writer.sawEscaped
    }
    guard needsEscapes else { return line }
    return write(
      subject: subject, member: member, old: ValueLiteral(.string(parts.speech(old))),
      new: ValueLiteral(.string(parts.speech(new))))
  }
}
