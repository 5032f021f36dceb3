import DialLexer
import DialParser
@_spi(Tools) import DialRuntime

/// The keys of explored states: a set of 64-bit keys in one flat table, open
/// addressing with linear probing.
///
/// A state's key is already a mixed hash (``Session/explorationKey``), so its
/// low bits index the table directly: `Set<UInt64>` would hash each key again
/// with SipHash, which costs more than the rest of trying a seen state.
struct StateKeySet: Sendable {
  /// The table: 0 marks an empty slot, so the key 0 is kept apart in ``hasZero``.
  private var slots: [UInt64]
  private var hasZero = false
  /// How many keys the set holds.
  private(set) var count = 0

  /// An empty set with room for a few thousand keys before it grows.
  init() { slots = Array(repeating: 0, count: 4096) }

  /// Whether the set holds `key`.
  func contains(_ key: UInt64) -> Bool {
    if key == 0 { return hasZero }
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: key) & mask
    while true {
      let slot = slots[index]
      if slot == key { return true }
      if slot == 0 { return false }
      index = (index + 1) & mask
    }
  }

  /// Adds `key`; whether it was not there before.
  @discardableResult
  mutating func insert(_ key: UInt64) -> Bool {
    if key == 0 {
      defer { hasZero = true }
      if !hasZero { count += 1 }
      return !hasZero
    }
    // At most three quarters full, so a probe ends soon.
    if (count + 1) * 4 > slots.count * 3 { grow() }
    let mask = slots.count - 1
    var index = Int(truncatingIfNeeded: key) & mask
    while true {
      let slot = slots[index]
      if slot == key { return false }
      if slot == 0 {
        slots[index] = key
        count += 1
        return true
      }
      index = (index + 1) & mask
    }
  }

  /// Doubles the table and puts every key back.
  private mutating func grow() {
    let old = slots
    slots = Array(repeating: 0, count: old.count * 2)
    let mask = slots.count - 1
    for key in old where key != 0 {
      var index = Int(truncatingIfNeeded: key) & mask
      while slots[index] != 0 { index = (index + 1) & mask }
      slots[index] = key
    }
  }
}
