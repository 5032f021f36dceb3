/// What a statement touched, by index, with each one's value from before the
/// statement, in the order first touched.
///
/// A statement usually touches one to three things, so a short array searched
/// linearly beats hashing; past ``linearLimit`` entries an index takes over, so
/// a statement that touches thousands stays linear overall. A key greater
/// than every key so far (the readers of one change are written in
/// declaration order) is known to be new without a search. The index is an
/// open-addressed table of positions, hashed by a multiplication: a variable
/// read by a hundred buttons looks a log up several times per button, and a
/// `Dictionary`'s seeded hashing cost more than the rest of the lookup.
/// ``removeAll()`` keeps the storage, so a session reusing its journal
/// allocates nothing here per statement.
struct TouchLog<Value: Sendable>: Sendable {
  /// Entries searched linearly before the dictionary is built.
  static var linearLimit: Int { 8 }

  /// The indexes, in the order first touched.
  private(set) var keys: [Int] = []
  /// The value kept for each of ``keys``, at the same position.
  private(set) var values: [Value] = []
  /// The index: each slot 0 (empty) or a position plus one, probed linearly from the key's hash. Its size is a
  /// power of two at least twice the number of keys; empty while the log is short.
  private var slots: [Int32] = []
  /// Whether every key is greater than the one before, so that a key greater than the last is known to be new.
  private var ascending = true

  var isEmpty: Bool { keys.isEmpty }
  var count: Int { keys.count }

  /// Whether `key` was touched.
  func contains(_ key: Int) -> Bool { position(of: key) != nil }

  /// Keeps `value` for `key`, which must not be touched yet (see ``contains(_:)``): the first write wins.
  mutating func add(_ key: Int, _ value: Value) {
    if ascending, let last = keys.last, key <= last { ascending = false }
    keys.append(key)
    values.append(value)
    guard keys.count > Self.linearLimit else { return }
    if keys.count * 2 > slots.count {
      reindex(size: max(4 * Self.linearLimit, slots.count * 2))
    } else {
      index(key, at: keys.count - 1)
    }
  }

  /// Builds the index again at `size` slots (a power of two), for every key.
  private mutating func reindex(size: Int) {
    slots.removeAll(keepingCapacity: true)
    slots.append(contentsOf: repeatElement(0, count: size))
    for (position, key) in keys.enumerated() { index(key, at: position) }
  }

  /// Puts `position` in the first free slot from `key`'s hash.
  private mutating func index(_ key: Int, at position: Int) {
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: position + 1)
  }

  /// A key's hash: Fibonacci hashing, whose high bits mix all of the key's.
  private static func hash(_ key: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15) >> 32)
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
    if !slots.isEmpty { slots.removeAll(keepingCapacity: true) }
    ascending = true
  }

  private func position(of key: Int) -> Int? {
    guard let last = keys.last else { return nil }
    // The key touched last is the one most often looked up again: a write records, then reads, the same thing.
    if last == key { return keys.count - 1 }
    if ascending && key > last { return nil }
    guard keys.count > Self.linearLimit else { return keys.firstIndex(of: key) }
    let mask = slots.count - 1
    var slot = Self.hash(key) & mask
    while slots[slot] != 0 {
      let position = Int(slots[slot]) - 1
      if keys[position] == key { return position }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
