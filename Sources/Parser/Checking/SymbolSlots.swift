/// Where each symbol sits in ``CheckedProgram/symbols``, by name: an open-addressing table, probed
/// linearly, that reads the names from the symbols themselves. A `[String: Int]` kept each name a second
/// time beside a full-width index, 24 bytes a slot: 6.3 MB for 110 000 symbols, where this table takes 2 MB.
struct SymbolSlots: Sendable {
  /// Each slot holds the upper half of a name's hash over the index of its symbol plus one, or 0 when empty.
  /// The hash half settles most probes without reading the symbol, a memory access elsewhere. The count is
  /// zero or a power of two, at least twice the number of symbols, so that probe runs stay short and an
  /// empty slot ends each one.
  private var slots: [UInt64] = []
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
    let fingerprint = hash & 0xFFFF_FFFF_0000_0000
    var position = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while slots[position] != 0 {
      let slot = slots[position]
      let index = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
      if slot & 0xFFFF_FFFF_0000_0000 == fingerprint && index < symbols.count && symbols[index].name == name {
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

  private mutating func place(_ index: Int, named name: String) {
    let hash = UInt64(UInt(bitPattern: name.hashValue))
    var position = Int(truncatingIfNeeded: hash) & (slots.count - 1)
    while slots[position] != 0 { position = (position + 1) & (slots.count - 1) }
    slots[position] = hash & 0xFFFF_FFFF_0000_0000 | UInt64(UInt32(truncatingIfNeeded: index + 1))
  }

  /// Slots of a new size, with the `count` symbols placed so far placed again.
  private mutating func rebuild(size: Int, symbols: [Symbol]) {
    slots = Array(repeating: 0, count: size)
    for index in 0..<count { place(index, named: symbols[index].name) }
  }
}
