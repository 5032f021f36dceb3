import DialLexer

/// The transitions of a local tap, as the session keeps them until its next
/// event (``Session/lastTransitions`` reads them): which button, its
/// `selected` and its traits before and after, and whether its speech
/// changed. No strings and no references, so recording one, and replacing
/// it with the next, costs a few stores; the speech's label, value and hint,
/// which the tap leaves alone, are read from the button when the transitions are.
struct LocalTap: Sendable {
  var button: Int
  /// `selected` before the tap.
  var selected: Bool
  var old: TraitSet
  var new: TraitSet
  var speechChanged: Bool

  /// How many transitions: `selected`, then `speech` when it changed.
  var count: Int { speechChanged ? 2 : 1 }

  /// The transition at `position`, given the parts of the button's speech.
  func change(at position: Int, parts: SpeechParts) -> TransitionChange {
    guard position == 1 else {
      return .member(.button(button), member: "selected", old: .bool(selected), new: .bool(!selected))
    }
    return .speech(.button(button), parts, old: old, new: new)
  }

  /// Writes the line of the transition at `position` as ``change(at:parts:)`` would, without making it: `name`
  /// is the button's.
  func write<Sink: TextSink>(
    at position: Int, parts: SpeechParts, name: String, frame: TransitionLine.Frame, to sink: inout Sink
  ) {
    guard position == 1 else {
      return TransitionLine.write(
        subject: name, member: "selected", old: .bool(selected), new: .bool(!selected), frame: frame, to: &sink)
    }
    TransitionLine.writeSpeech(
      subject: name, member: "speech", parts: parts, old: old, new: new, frame: frame, to: &sink)
  }

  /// Appends every line of the tap (see ``TransitionList/write(to:indent:)``); `name` is the button's.
  func writeAll(parts: SpeechParts, name: String, frame: TransitionLine.Frame, to bytes: inout [UInt8]) {
    if writeBothLines(parts: parts, name: name, frame: frame, to: &bytes) { return }
    for position in 0..<count { write(at: position, parts: parts, name: name, frame: frame, to: &bytes) }
  }

  /// Writes both lines of a tap that flipped `.selected` alone on an element with a label or a value, as
  /// ``write(at:parts:name:frame:to:)`` writes them, in one reservation; false, writing nothing, for any other tap.
  ///
  /// Such a flip only adds "Selected: " before the speech, or takes it away (``Speech/shape(label:value:traits:hint:)``):
  /// the speech without it is measured and written once, and copied after the arrow. Every rendered toggle tap
  /// takes this way (`toggle_taps_rendered_per_s` in `dial-bench events`, `TransitionLineTests`).
  func writeBothLines(parts: SpeechParts, name: String, frame: TransitionLine.Frame, to bytes: inout [UInt8]) -> Bool {
    guard speechChanged, old.symmetricDifference(new) == .selected, !parts.label.isEmpty || !parts.value.isEmpty
    else { return false }
    let shape = parts.shape(old.subtracting(.selected))
    let (core, flip) = (parts.count(shape), Self.flipText(from: selected))
    let line = frame.count + name.utf8.count
    let selectedCount = line + Self.selectedMember.utf8CodeUnitCount + flip.utf8CodeUnitCount
    let speechCount = line + Self.speechMember.utf8CodeUnitCount + Self.selectedPrefix.utf8CodeUnitCount + 2 * core + 7
    var plain = true
    bytes.write(count: selectedCount + speechCount) { writer in
      writer.write(frame.indent)
      writer.write(name)
      let path = writer.written
      writer.write(Self.selectedMember)
      writer.write(flip)
      writer.write(frame.end)
      writer.copyWritten(0..<path)
      writer.write(Self.speechMember)
      if old.contains(.selected) { writer.write(Self.selectedPrefix) }
      let start = writer.written
      parts.write(shape, to: &writer)
      let end = writer.written
      // The speech is the only piece that can need an escape (a name is an identifier): its bytes are read
      // where they were written, and a speech that needs one is quoted by the general path instead.
      guard !writer.writtenBytes(in: start..<end, satisfy: StringLiteral.anyEscaped) else {
        plain = false
        return writer.discardAll()
      }
      writer.write("\" -> \"")
      if new.contains(.selected) { writer.write(Self.selectedPrefix) }
      writer.copyWritten(start..<end)
      writer.write("\"")
      writer.write(frame.end)
    }
    return plain
  }

  /// What ``writeBothLines(parts:name:frame:to:)`` writes after the button's name.
  static let selectedMember: StaticString = ".selected: "
  static let speechMember: StaticString = ".speech: \""
  static let selectedPrefix: StaticString = "Selected: "

  /// `selected`'s values before and after a tap, as their line shows them.
  static func flipText(from selected: Bool) -> StaticString {
    selected ? "true -> false" : "false -> true"
  }
}
