/// The buttons a statement changed by field patches, in the order first
/// patched, each with where its records lie in ``UndoLog/fields``.
///
/// A variable read by a hundred subtitles patches a hundred buttons per
/// change, and each is looked up three or four times (is it patched yet,
/// where are its records). A table by button index answers with one read,
/// where a hashed log probed and rebuilt its index as it grew. The table is
/// as long as the highest button patched and is kept between statements;
/// emptying it clears only the entries the statement set.
struct FieldSpanTable: Sendable {
  /// The buttons, in the order first patched.
  private(set) var keys: [Int] = []
  /// For each button index: the positions of its first and last records, or `first` -1 when it is not patched.
  private var slots: [(first: Int32, last: Int32)] = []

  var isEmpty: Bool { keys.isEmpty }

  /// Whether `button` was patched.
  func contains(_ button: Int) -> Bool { self[button] != nil }

  /// The span of `button`'s records, if it was patched.
  subscript(button: Int) -> FieldSpan? {
    guard slots.indices.contains(button), slots[button].first >= 0 else { return nil }
    return FieldSpan(first: Int(slots[button].first), last: Int(slots[button].last))
  }

  /// Notes a record at `position` of `button`: its first, or its last so far.
  mutating func record(_ button: Int, at position: Int) {
    guard button >= 0 else { return }
    if button >= slots.count {
      slots.append(contentsOf: repeatElement((first: Int32(-1), last: Int32(-1)), count: button + 1 - slots.count))
    }
    let at = Int32(truncatingIfNeeded: position)
    if slots[button].first < 0 {
      keys.append(button)
      slots[button].first = at
    }
    slots[button].last = at
  }

  /// Forgets every button, clearing only the slots they took; keeps the storage unless a statement patched
  /// more than ``TouchLog/keptCapacity`` buttons.
  mutating func removeAll() {
    guard !keys.isEmpty else { return }
    for button in keys { slots[button] = (first: -1, last: -1) }
    keys.removeAll(keepingCapacity: keys.capacity <= TouchLog<FieldSpan>.keptCapacity)
  }
}

/// Where one button's field records lie in ``UndoLog/fields``: from the first to the last, with other buttons'
/// in between when patches of several buttons alternate.
struct FieldSpan: Sendable {
  var first: Int
  var last: Int
}
