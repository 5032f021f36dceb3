import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// The keys of explored states: 64 tables (``KeyTable``), chosen by a key's top six bits. Apart, a table
/// grows without the others (the old and new tables coexist only for one sixty-fourth of the keys), and the
/// workers of a parallel exploration fill different tables at once.
///
/// A key is a 64-bit fingerprint of a state (``Probing/key(of:)``): two states share one with probability
/// 2^-64, so among n states some two do with probability about n² / 2^65 (3 × 10^-8 at 2^20 states,
/// 2.7 × 10^-4 at 10^8), which is what `dial explore` reports.
struct StateKeySet: Sendable {
  /// How many tables: 2^shardBits.
  static let shardBits = 6
  /// The tables.
  var shards = Array(repeating: KeyTable(), count: 1 << shardBits)

  /// The table that holds `key`.
  @inline(__always)
  static func shard(of key: UInt64) -> Int { Int(truncatingIfNeeded: key >> UInt64(64 - shardBits)) }

  /// How many keys the set holds.
  var count: Int { shards.reduce(0) { $0 + $1.count } }

  /// The bytes its tables hold.
  var bytes: Int { shards.reduce(0) { $0 + $1.capacity * MemoryLayout<UInt64>.stride } }

  /// Whether the set holds `key`.
  func contains(_ key: UInt64) -> Bool { shards[Self.shard(of: key)].contains(key) }

  /// Adds `key`; whether it was not there before.
  @discardableResult
  mutating func insert(_ key: UInt64) -> Bool { shards[Self.shard(of: key)].insert(key) }
}

/// A set of 64-bit keys in one flat table, open addressing with linear probing.
///
/// A state's key is already a mixed hash (``Probing/key(of:)``), so its low bits index the table directly:
/// `Set<UInt64>` would hash each key again with SipHash, which costs more than the rest of trying a seen state.
struct KeyTable: Sendable {
  /// The table: 0 marks an empty slot, so the key 0 is kept apart in ``hasZero``.
  private var slots: [UInt64]
  private var hasZero = false
  /// How many keys the set holds.
  private(set) var count = 0

  /// An empty set with room for a few dozen keys before it grows.
  init() { slots = Array(repeating: 0, count: 64) }

  /// How many slots the table has.
  var capacity: Int { slots.count }

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

  /// Calls `body` with every key, in no order.
  func visitKeys(_ body: (UInt64) -> Void) {
    if hasZero { body(0) }
    for key in slots where key != 0 { body(key) }
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
