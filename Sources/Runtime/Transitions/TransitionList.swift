/// The transitions of the last statement or event a session ran, each
/// rendered only when read (see ``Session/lastTransitions``).
///
/// It shares the session's log of compact changes rather than copying it:
/// read it before the session's next event, since keeping it makes that event
/// copy the log instead of reusing its storage.
public struct TransitionList: RandomAccessCollection, Sendable {
  /// The changes, as the session recorded them.
  let log: TransitionLog
  /// A local tap's, instead, with the parts of its button's speech.
  let localTap: (tap: LocalTap, parts: SpeechParts)?
  /// The field records and the buttons that ``TransitionLog/Entry/field(_:)`` entries are read from, as they were
  /// when the list was made (shared, not copied); nil when the last statement patched no field, so that a list
  /// of a tap retains neither.
  let fieldSource: (records: [FieldUndo], buttons: ButtonStates)?
  /// The program that names them.
  let program: SharedProgram

  /// The first position: 0.
  public var startIndex: Int { 0 }
  /// One past the last transition: their number.
  public var endIndex: Int { localTap?.tap.count ?? log.count }

  /// The transition at `position`, which renders its path and values when they are read.
  public subscript(position: Int) -> Transition {
    Transition(change(at: position), in: program)
  }

  /// The change at `position`, its values read from where a field change points.
  func change(at position: Int) -> TransitionChange {
    if let (tap, parts) = localTap {
      // Positions come from the host's own iteration, never from Dial source: out of range is a host's bug,
      // and traps as `Array`'s subscript does (the Collection contract), rather than inventing a transition.
      precondition(position >= 0 && position < tap.count, "TransitionList index out of range")
      return tap.change(at: position, parts: parts)
    }
    switch log.entries[position] {
    case .change(let index): return log.changes[Int(index)]
    case .field(let field):
      // A list of field changes is made with their records (see ``Session/lastTransitions``).
      guard let (records, buttons) = fieldSource else { return .named(subject: "", member: "", old: .none, new: .none) }
      return field.change(records: records, buttons: buttons)
    }
  }

  /// Appends every transition's line to `bytes` as UTF-8, each after `indent` and followed by a newline, written
  /// in place: what `dial run` prints under a statement, with an indent of two spaces. No ``Transition`` and
  /// no string is made on the way (`toggle_taps_rendered_per_s` in `dial-bench events`).
  public func write(to bytes: inout [UInt8], indent: String = "") {
    let frame = TransitionLine.Frame(indent: indent, end: "\n")
    if let (tap, parts) = localTap {
      return tap.writeAll(parts: parts, name: program.buttonNames[tap.button], frame: frame, to: &bytes)
    }
    for position in indices { change(at: position).write(in: program, frame: frame, to: &bytes) }
  }
}

extension Session {
  /// The transitions of the last statement or event the session ran (by
  /// ``perform(_:)``, ``send(_:)`` or ``run(_:)``), rendered when read: a host
  /// that counts them, or prints a few, builds no other text.
  public var lastTransitions: TransitionList {
    let local = history.localTap.map {
      (tap: $0, parts: AccessibilityTree.speechParts(ofButton: $0.button, in: state))
    }
    let fieldSource =
      local == nil && !history.fieldLog.isEmpty ? (records: history.fieldLog, buttons: state.buttons) : nil
    // A local tap's list reads nothing of the log, which its tap emptied.
    return TransitionList(
      log: local == nil ? history.log : TransitionLog(), localTap: local, fieldSource: fieldSource,
      program: program.shared)
  }

  /// Appends the lines of the last statement's or event's transitions to `bytes`, as
  /// ``TransitionList/write(to:indent:)`` writes them, read from the session in place: a host that prints
  /// every event's transitions makes no list per event (`toggle_taps_rendered_per_s` in `dial-bench events`).
  public func writeLastTransitions(to bytes: inout [UInt8], indent: String = "") {
    guard let tap = history.localTap else { return lastTransitions.write(to: &bytes, indent: indent) }
    let frame = TransitionLine.Frame(indent: indent, end: "\n")
    // The name from the button's state, which keeps it: the program's table is not touched.
    let name = state.buttons[stored: tap.button].name
    tap.writeAll(
      parts: AccessibilityTree.speechParts(ofButton: tap.button, in: state), name: name, frame: frame, to: &bytes)
  }
}
