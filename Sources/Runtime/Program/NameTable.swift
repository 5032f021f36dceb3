import DialChecker
import DialParser

/// The program's names and what each declares, for the events a host sends
/// by name (``Session/send(_:)``).
///
/// In a program of 100 000 buttons, finding a name is a trip to main memory
/// unless the table stays in the processor's cache; a `Dictionary` reads its
/// keys, its values and then the symbol, about 10 MB in all. This table keeps
/// an 8-byte slot per name, a fingerprint of its hash and what it declares,
/// about 1 MB, and leaves checking the name itself to the caller, who checks
/// it where the event goes anyway (for a button, its state in the session).
struct NameTable: Sendable {
  /// `fingerprint << 32 | kind << 29 | index`; 0 marks an empty slot (kinds start at 1).
  private var slots: [UInt64]

  /// Indexes of declarations fit in 29 bits (the checker allows far fewer).
  static var indexBits: UInt64 { 29 }

  /// A table of every symbol of `program`.
  init(_ program: CheckedProgram) {
    // At most three quarters full, so probe runs stay short and an empty slot ends them.
    slots = Array(repeating: 0, count: max(8, program.symbols.count * 4 / 3 + 1))
    for symbol in program.symbols {
      guard let target = Self.encode(Symbol.Key(symbol.kind)) else { continue }
      let hash = Self.hash(symbol.name)
      var position = start(of: hash)
      while slots[position] != 0 { position = position + 1 == slots.count ? 0 : position + 1 }
      slots[position] = hash & 0xFFFF_FFFF_0000_0000 | target
    }
  }

  /// What `name` declares, if anything: the first entry whose fingerprint
  /// matches and that `isNamed` confirms is declared as `name`.
  func key(for name: String, isNamed: (Symbol.Key) -> Bool) -> Symbol.Key? {
    let hash = Self.hash(name)
    let fingerprint = hash & 0xFFFF_FFFF_0000_0000
    var position = start(of: hash)
    // Ends at an empty slot: the table is never full.
    for _ in slots.indices {
      let slot = slots[position]
      guard slot != 0 else { return nil }
      if slot & 0xFFFF_FFFF_0000_0000 == fingerprint, let key = Self.decode(slot), isNamed(key) { return key }
      position = position + 1 == slots.count ? 0 : position + 1
    }
    return nil
  }

  /// Where a hash's probe starts: its low half scaled to the table's size (no division).
  private func start(of hash: UInt64) -> Int {
    Int(((hash & 0xFFFF_FFFF) &* UInt64(slots.count)) >> 32)
  }

  static func hash(_ name: String) -> UInt64 {
    UInt64(bitPattern: Int64(name.hashValue))
  }

  static func encode(_ key: Symbol.Key) -> UInt64? {
    let (kind, index): (UInt64, Int)
    switch key {
    case .variable(let value): (kind, index) = (1, value)
    case .button(let value): (kind, index) = (2, value)
    case .menu(let value): (kind, index) = (3, value)
    case .header(let value): (kind, index) = (4, value)
    case .style(let value): (kind, index) = (5, value)
    case .event(let value): (kind, index) = (6, value)
    case .function(let value): (kind, index) = (7, value)
    }
    guard let index = UInt64(exactly: index), index < 1 << indexBits else { return nil }
    return kind << indexBits | index
  }

  static func decode(_ slot: UInt64) -> Symbol.Key? {
    let index = Int(slot & (1 << indexBits - 1))
    switch slot >> indexBits & 0b111 {
    case 1: return .variable(index)
    case 2: return .button(index)
    case 3: return .menu(index)
    case 4: return .header(index)
    case 5: return .style(index)
    case 6: return .event(index)
    case 7: return .function(index)
    default: return nil
    }
  }
}
