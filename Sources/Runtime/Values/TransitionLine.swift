import DialLexer

/// Writes a transition's line, `subject.member: old -> new`, in one allocation.
///
/// `dial run` prints every transition this way, and a host rendering each
/// event's transitions pays for it per event (`toggle_taps_rendered_per_s` in
/// `dial-bench events`). Joining with `+` and interpolation built the path,
/// each literal and the line apart; here the pieces are measured, then copied
/// once into a string of that size. A string value that needs no escape is
/// copied between its quotes as it is; one that does is quoted by
/// ``Value/literal``, as everywhere else, so both write the same text
/// (`TransitionLineTests` checks them against the plain join).
enum TransitionLine {
  static func write(subject: String, member: String, old: Value, new: Value) -> String {
    let (before, after) = (Literal(old), Literal(new))
    let dot = member.isEmpty ? "" : "."
    let count =
      subject.utf8.count + dot.utf8.count + member.utf8.count + 2 + before.count + 4 + after.count
    return String(unsafeUninitializedCapacity: count) { buffer in
      var writer = Writer(buffer: buffer)
      writer.write(subject)
      writer.write(dot)
      writer.write(member)
      writer.write(": ")
      before.write(to: &writer)
      writer.write(" -> ")
      after.write(to: &writer)
      return writer.written
    }
  }

  /// A value's literal, or a string's text to write between quotes.
  struct Literal {
    var text: String
    var isQuoted: Bool

    init(_ value: Value) {
      switch value {
      case .bool(let bool): (text, isQuoted) = (bool ? "true" : "false", false)
      case .string(let string) where !StringLiteral.needsEscapes(string): (text, isQuoted) = (string, true)
      default: (text, isQuoted) = (value.literal, false)
      }
    }

    /// The bytes it writes.
    var count: Int { text.utf8.count + (isQuoted ? 2 : 0) }

    func write(to writer: inout Writer) {
      if isQuoted { writer.write("\"") }
      writer.write(text)
      if isQuoted { writer.write("\"") }
    }
  }

  /// Copies text into a buffer measured beforehand, never past its end.
  struct Writer {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var written = 0

    mutating func write(_ piece: String) {
      guard !piece.isEmpty else { return }
      written += Speech.copy(piece, into: UnsafeMutableBufferPointer(rebasing: buffer[written...]))
    }
  }
}
