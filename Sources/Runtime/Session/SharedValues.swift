/// The values of the bindings that several buttons share (``SharedBindings``), each evaluated once while
/// bindings settle and kept until they have: nothing a binding reads changes in between, since settling writes
/// no variable.
struct SharedValues: Sendable {
  /// By slot: the value, once evaluated.
  private var values: [Value?] = []
  /// The slots that hold a value, so that forgetting them touches no others.
  private var kept: [Int32] = []

  /// The value in `slot`, if it was evaluated.
  func value(at slot: Int32) -> Value? {
    values.indices.contains(Int(slot)) ? values[Int(slot)] : nil
  }

  /// Keeps `value` in `slot`, one of `count` slots.
  mutating func keep(_ value: Value, at slot: Int32, of count: Int) {
    if values.count < count { values = Array(repeating: nil, count: count) }
    guard values.indices.contains(Int(slot)) else { return }
    values[Int(slot)] = value
    kept.append(slot)
  }

  /// Forgets every value: a variable may change next. Inlined, as most settlings keep none (a tap's).
  @inline(__always)
  mutating func removeAll() {
    if !kept.isEmpty { forgetKept() }
  }

  private mutating func forgetKept() {
    for slot in kept { values[Int(slot)] = nil }
    kept.removeAll(keepingCapacity: true)
  }
}
