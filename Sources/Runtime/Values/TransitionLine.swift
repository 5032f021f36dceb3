import DialLexer

/// Writes a transition's line, `subject.member: old -> new`, measured first
/// and then written once: into a string of that size
/// (``Transition/description``), or in place at the end of a byte buffer
/// (``TransitionList/write(to:indent:)``, which `dial run` prints from).
///
/// `dial run` prints every transition this way, and a host rendering each
/// event's transitions pays for it per event (`toggle_taps_rendered_per_s` in
/// `dial-bench events`). The pieces are lent by the caller, never gathered
/// into a value of their own. A string that needs no escape is copied between
/// its quotes as it is, and a speech straight from its parts, never built on
/// its own; one that needs escapes is quoted by ``Value/literal``, as
/// everywhere else, so both write the same text (`TransitionLineTests`).
enum TransitionLine {
  /// What goes around a line: `dial run` indents each by two spaces and ends it with a newline.
  struct Frame {
    /// Written before the line.
    var indent: String = ""
    /// Written after it.
    var end: StaticString = ""

    /// The line alone, as ``Transition/description`` reads.
    static let bare = Frame()

    var count: Int { indent.utf8.count + end.utf8CodeUnitCount }
  }

  /// Writes a line of two values.
  static func write<Sink: TextSink>(
    subject: String, member: String, old: Value, new: Value, frame: Frame, to sink: inout Sink
  ) {
    let (before, after) = (ValueLiteral(old), ValueLiteral(new))
    let count = pathCount(subject, member) + 2 + before.count + 4 + after.count + frame.count
    sink.write(count: count) { writer in
      writePath(subject, member, frame, to: &writer)
      writer.write(": ")
      before.write(to: &writer)
      writer.write(" -> ")
      after.write(to: &writer)
      writer.write(frame.end)
    }
  }

  /// Writes a speech's line from its parts and the traits before and after: neither speech is built on its own,
  /// unless the parts need escapes (rare), when both are quoted as values.
  static func writeSpeech<Sink: TextSink>(
    subject: String, member: String, parts: SpeechParts, old: TraitSet, new: TraitSet, frame: Frame,
    to sink: inout Sink
  ) {
    guard !parts.needsEscapes else {
      let (before, after) = (parts.speech(old), parts.speech(new))
      return write(subject: subject, member: member, old: .string(before), new: .string(after), frame: frame, to: &sink)
    }
    let (before, after) = (parts.shape(old), parts.shape(new))
    let count = pathCount(subject, member) + 4 + parts.count(before) + 6 + parts.count(after) + 1 + frame.count
    sink.write(count: count) { writer in
      writePath(subject, member, frame, to: &writer)
      writer.write(": \"")
      parts.write(before, to: &writer)
      writer.write("\" -> \"")
      parts.write(after, to: &writer)
      writer.write("\"")
      writer.write(frame.end)
    }
  }

  /// The length of `subject.member`, or of `subject` alone when `member` is empty.
  @inline(__always)
  private static func pathCount(_ subject: String, _ member: String) -> Int {
    subject.utf8.count + (member.isEmpty ? 0 : 1 + member.utf8.count)
  }

  /// Writes the indent and `subject.member`.
  @inline(__always)
  private static func writePath(_ subject: String, _ member: String, _ frame: Frame, to writer: inout TextWriter) {
    writer.write(frame.indent)
    writer.write(subject)
    guard !member.isEmpty else { return }
    writer.write(".")
    writer.write(member)
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
}
