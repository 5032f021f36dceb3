import DialParser
/// Where each symbol sits in ``CheckedProgram/symbols``, by name: an open-addressing table, probed
/// linearly, that reads the names from the symbols themselves. A `[String: Int]` kept each name a second
/// time beside a full-width index, 24 bytes a slot: 6.3 MB for 110 000 symbols, where this table takes 1 MB.
struct SymbolSlots: Sendable {
  /// Each slot holds a fingerprint of a name's hash over the index of its symbol plus one, or 0 when empty.
  /// The count is zero or a power of two, 2^``indexBits``, at least twice the number of symbols, so that
  /// probe runs stay short, an empty slot ends each one, and an index plus one fits in ``indexBits`` bits;
  /// the fingerprint takes the bits above (14 of them for 110 000 symbols) and settles most probes without
  /// reading the symbol, a memory access elsewhere. 32-bit slots, where 64-bit ones held a 32-bit
  /// fingerprint: the table is made before declaring, while the whole syntax is in memory.
  private var slots: [UInt32] = []
  /// How many bits of a slot hold an index plus one: log2 of the number of slots.
  private var indexBits: UInt32 = 0
  /// How many symbols the table holds.
  private var count = 0

  /// Makes room for `capacity` symbols, so that adding them never rebuilds the table.
  mutating func reserveCapacity(_ capacity: Int, symbols: [Symbol]) {
    var size = 8
    while size < capacity * 2 { size *= 2 }
    if size > slots.count { rebuild(size: size, symbols: symbols) }
  }

  /// The index in `symbols` of the symbol called `name`, or nil.
  func index(of name: String, in symbols: [Symbol]) -> Int? {
    guard !slots.isEmpty else { return nil }
    let hash = UInt64(UInt(bitPattern: name.hashValue))
    let fingerprint = self.fingerprint(hash)
    let indexMask = UInt32(truncatingIfNeeded: slots.count - 1)
    var position = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while slots[position] != 0 {
      let slot = slots[position]
      let index = Int(slot & indexMask) - 1
      if slot & ~indexMask == fingerprint && index < symbols.count && symbols[index].name == name {
        return index
      }
      position = (position + 1) & (slots.count - 1)
    }
    return nil
  }

  /// Records the last of `symbols`, whose name no other symbol has.
  mutating func addLast(of symbols: [Symbol]) {
    if (count + 1) * 2 > slots.count { rebuild(size: max(8, slots.count * 2), symbols: symbols) }
    place(symbols.count - 1, named: symbols[symbols.count - 1].name)
    count += 1
  }

  /// The bits of a slot above its index: the top of the hash, which the position (its bottom) does not use.
  private func fingerprint(_ hash: UInt64) -> UInt32 {
    indexBits >= 32 ? 0 : UInt32(truncatingIfNeeded: hash >> 32) & ~(1 << indexBits - 1)
  }

  private mutating func place(_ index: Int, named name: String) {
    let hash = UInt64(UInt(bitPattern: name.hashValue))
    var position = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while slots[position] != 0 { position = (position + 1) & (slots.count - 1) }
    slots[position] = fingerprint(hash) | UInt32(truncatingIfNeeded: index + 1)
  }

  /// Slots of a new size, with the `count` symbols placed so far placed again.
  private mutating func rebuild(size: Int, symbols: [Symbol]) {
    slots = Array(repeating: 0, count: size)
    indexBits = UInt32(size.trailingZeroBitCount)
    for index in 0..<count { place(index, named: symbols[index].name) }
  }
}
