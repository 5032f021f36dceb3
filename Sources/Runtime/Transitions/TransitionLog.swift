/// The transitions of the last statement or event, in order, as a session
/// records them: each entry either a field change, kept where it lies, or the
/// position of a ``TransitionChange`` kept beside the entries.
///
/// A variable read by a hundred subtitles records a field change for most of
/// its readers. A ``TransitionChange`` is some 160 bytes with strings in it;
/// an entry is 16 bytes and holds no reference, so recording it copies little
/// and emptying the log at the next event releases nothing
/// (`variable_change_per_s` in `dial-bench events`).
struct TransitionLog: Sendable {
  /// One transition: where to read it from.
  enum Entry: Sendable {
    /// The change at this position in ``changes``.
    case change(Int32)
    /// A change of a field-patched button, read from its record and the button (see ``FieldTransition``).
    case field(FieldTransition)
  }

  /// The transitions, in order.
  private(set) var entries: [Entry] = []
  /// The changes that ``Entry/change(_:)`` entries point at.
  private(set) var changes: [TransitionChange] = []

  /// How many transitions there are.
  var count: Int { entries.count }
  var isEmpty: Bool { entries.isEmpty }

  /// Appends a change made of values, taken over rather than copied: most are made for the call.
  mutating func append(_ change: consuming TransitionChange) {
    entries.append(.change(Int32(truncatingIfNeeded: changes.count)))
    changes.append(change)
  }

  /// Appends a field change, recorded by where its values lie.
  mutating func append(field: FieldTransition) {
    entries.append(.field(field))
  }

  /// Forgets every transition, keeping the storage for the next event.
  mutating func removeAll() {
    if !entries.isEmpty { entries.removeAll(keepingCapacity: true) }
    if !changes.isEmpty { changes.removeAll(keepingCapacity: true) }
  }
}
