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
  /// Each button's span, at the same position as in ``keys``.
  private var spans: [FieldSpan] = []
  /// For each button index: its position in ``keys`` plus one, or 0 when it is not patched.
  private var slots: [Int32] = []

  var isEmpty: Bool { keys.isEmpty }

  /// Whether `button` was patched.
  func contains(_ button: Int) -> Bool { position(of: button) != nil }

  /// The span of `button`'s records, if it was patched.
  subscript(button: Int) -> FieldSpan? {
    position(of: button).map { spans[$0] }
  }

  /// Notes a record at `position` of `button`: its first, or its last so far.
  mutating func record(_ button: Int, at position: Int) {
    if let index = self.position(of: button) {
      spans[index].last = position
      return
    }
    guard button >= 0 else { return }
    if button >= slots.count { slots.append(contentsOf: repeatElement(0, count: button + 1 - slots.count)) }
    keys.append(button)
    spans.append(FieldSpan(first: position, last: position))
    slots[button] = Int32(truncatingIfNeeded: keys.count)
  }

  /// Forgets every button, clearing only the slots they took; keeps the storage unless a statement patched
  /// more than ``TouchLog/keptCapacity`` buttons.
  mutating func removeAll() {
    guard !keys.isEmpty else { return }
    for button in keys { slots[button] = 0 }
    let keep = keys.capacity <= TouchLog<FieldSpan>.keptCapacity
    keys.removeAll(keepingCapacity: keep)
    spans.removeAll(keepingCapacity: keep)
  }

  private func position(of button: Int) -> Int? {
    guard slots.indices.contains(button), slots[button] > 0 else { return nil }
    return Int(slots[button]) - 1
  }
}

/// Where one button's field records lie in ``UndoLog/fields``: from the first to the last, with other buttons'
/// in between when patches of several buttons alternate.
struct FieldSpan: Sendable {
  var first: Int
  var last: Int
}
