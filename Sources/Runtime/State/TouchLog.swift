/// What a statement touched, by index, with each one's value from before the
/// statement, in the order first touched.
///
/// A statement usually touches one to three things, so a short array searched
/// linearly beats hashing; past ``linearLimit`` entries an index dictionary
/// takes over, so a statement that touches thousands stays linear overall.
/// ``removeAll()`` keeps the storage, so a session reusing its journal
/// allocates nothing here per statement.
struct TouchLog<Value: Sendable>: Sendable {
  /// Entries searched linearly before the dictionary is built.
  static var linearLimit: Int { 8 }

  /// The indexes, in the order first touched.
  private(set) var keys: [Int] = []
  /// The value kept for each of ``keys``, at the same position.
  private(set) var values: [Value] = []
  private var positions: [Int: Int] = [:]

  var isEmpty: Bool { keys.isEmpty }
  var count: Int { keys.count }

  /// Whether `key` was touched.
  func contains(_ key: Int) -> Bool { position(of: key) != nil }

  /// Keeps `value` for `key`, which must not be touched yet (see ``contains(_:)``): the first write wins.
  mutating func add(_ key: Int, _ value: Value) {
    keys.append(key)
    values.append(value)
    if keys.count == Self.linearLimit + 1 {
      for (position, key) in keys.enumerated() { positions[key] = position }
    } else if keys.count > Self.linearLimit + 1 {
      positions[key] = keys.count - 1
    }
  }

  /// The value kept for `key`, if it was touched.
  subscript(key: Int) -> Value? {
    position(of: key).map { values[$0] }
  }

  /// Changes the value kept for `key`, if it was touched.
  mutating func modify(_ key: Int, _ body: (inout Value) -> Void) {
    guard let position = position(of: key) else { return }
    body(&values[position])
  }

  /// Entries whose storage is kept for the next statement; a larger log is freed.
  static var keptCapacity: Int { 256 }

  /// Forgets every entry, keeping the storage for the next statement unless
  /// it is large (a statement that touched thousands of buttons).
  mutating func removeAll() {
    guard !keys.isEmpty else { return }
    guard keys.capacity <= Self.keptCapacity else {
      self = TouchLog()
      return
    }
    keys.removeAll(keepingCapacity: true)
    values.removeAll(keepingCapacity: true)
    if !positions.isEmpty { positions.removeAll(keepingCapacity: true) }
  }

  private func position(of key: Int) -> Int? {
    keys.count <= Self.linearLimit ? keys.firstIndex(of: key) : positions[key]
  }
}
