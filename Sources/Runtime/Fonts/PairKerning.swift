/// The horizontal adjustment between two adjacent glyphs, in font units: the `kern` table's format 0 pairs and
/// the `GPOS` table's pair-adjustment lookups of the `kern` feature, as iOS applies them by default. Glyph pairs
/// are a dictionary; class-based subtables keep their classes, as the font stores them.
struct PairKerning {
  /// The lookups, in order; each adds the value of its first subtable that applies to a pair.
  private var lookups: [[KerningSubtable]] = []

  /// Whether the font kerns at all.
  var isEmpty: Bool { lookups.isEmpty }

  /// Every variation index the kerning refers to (a variable font's varied pairs).
  var variationIndices: Set<UInt32> {
    var found: Set<UInt32> = []
    for lookup in lookups {
      for subtable in lookup {
        switch subtable {
        case .pairs(_, let variations): found.formUnion(variations.values)
        case .classes(let table): found.formUnion(table.variations.values)
        }
      }
    }
    return found
  }

  /// The adjustment between `first` and `second`; `deltas` adds a variable font's varied kerning at a weight.
  func adjustment(_ first: Int, _ second: Int, deltas: [UInt32: Int]? = nil) -> Int {
    var total = 0
    for lookup in lookups {
      for subtable in lookup {
        if let value = subtable.adjustment(first, second, deltas: deltas) {
          total += value
          break
        }
      }
    }
    return total
  }

  /// The font's kerning: its `GPOS` pair lookups of the `kern` feature, or its `kern` table when `GPOS` has
  /// none (as HarfBuzz and Core Text prefer `GPOS`).
  init(_ data: FontBytes, _ tables: FontTables, glyphCount: Int) throws(FontError) {
    if let offset = tables.offset("GPOS") {
      var reader = GPOSPairReader(data: data, glyphCount: glyphCount)
      try reader.read(at: offset)
      lookups = reader.lookups
    }
    if lookups.isEmpty, let offset = tables.offset("kern") { try readKern(data, at: offset) }
  }

  /// `kern` format 0 subtables (the Microsoft header, version 0, and Apple's, version 1), horizontal ones only.
  private mutating func readKern(_ data: FontBytes, at offset: Int) throws(FontError) {
    let apple = try data.uint16(offset) == 1
    let count = Int(apple ? try data.uint32(offset + 4) : UInt32(try data.uint16(offset + 2)))
    var subtable = offset + (apple ? 8 : 4)
    for _ in 0..<min(count, 64) {
      let length = Int(apple ? try data.uint32(subtable) : UInt32(try data.uint16(subtable + 2)))
      let coverage = try data.uint16(subtable + 4)
      let header = apple ? 8 : 6
      // Microsoft: format in the high byte, bit 0 horizontal; Apple: format in the low byte, 0x8000 vertical.
      let format = apple ? coverage & 0xFF : coverage >> 8
      let horizontal = apple ? coverage & 0x8000 == 0 : coverage & 1 == 1
      if format == 0, horizontal {
        let pairCount = Int(try data.uint16(subtable + header))
        let first = subtable + header + 8
        try data.require(first, pairCount * 6, "the 'kern' pairs")
        var pairs: [UInt32: Int32] = [:]
        for index in 0..<pairCount {
          let record = first + 6 * index
          let key = UInt32(try data.uint16(record)) << 16 | UInt32(try data.uint16(record + 2))
          pairs[key, default: 0] += Int32(try data.int16(record + 4))
        }
        // Each subtable of a `kern` table adds its own adjustment.
        lookups.append([.pairs(pairs, variations: [:])])
      }
      guard length > 0 else { break }
      subtable += length
    }
  }
}

/// One pair-adjustment subtable: glyph pairs, or classes of glyphs.
enum KerningSubtable {
  /// Glyph pairs, and the variation indices of those a variable font varies.
  case pairs([UInt32: Int32], variations: [UInt32: UInt32])
  case classes(ClassKerning)

  /// The adjustment, or nil when the subtable does not apply to the pair (so the lookup's next one may): a
  /// glyph-pair subtable applies to the pairs it lists, a class one to every pair whose first glyph it covers.
  func adjustment(_ first: Int, _ second: Int, deltas: [UInt32: Int]? = nil) -> Int? {
    switch self {
    case .pairs(let pairs, let variations):
      let key = UInt32(truncatingIfNeeded: first) << 16 | UInt32(truncatingIfNeeded: second)
      guard let value = pairs[key] else { return nil }
      let varied = deltas.flatMap { deltas in variations[key].flatMap { deltas[$0] } } ?? 0
      return Int(value) + varied
    case .classes(let table): return table.adjustment(first, second, deltas: deltas)
    }
  }
}

/// A class-based pair adjustment (`GPOS` pair positioning, format 2): the first glyph's coverage and class, the
/// second's class, and a value per pair of classes.
struct ClassKerning {
  /// Whether each glyph is covered as a first glyph.
  let covered: [Bool]
  /// Each glyph's class as a first glyph and as a second.
  let firstClass: [UInt16]
  let secondClass: [UInt16]
  let secondCount: Int
  /// The adjustments, `firstClass * secondCount + secondClass`.
  let values: [Int16]
  /// The variation indices of the adjustments a variable font varies, by the same index.
  var variations: [Int: UInt32] = [:]

  func adjustment(_ first: Int, _ second: Int, deltas: [UInt32: Int]? = nil) -> Int? {
    guard first >= 0, first < covered.count, covered[first] else { return nil }
    guard second >= 0, second < secondClass.count else { return 0 }
    let index = Int(firstClass[first]) * secondCount + Int(secondClass[second])
    guard index < values.count else { return 0 }
    let varied = deltas.flatMap { deltas in variations[index].flatMap { deltas[$0] } } ?? 0
    return Int(values[index]) + varied
  }
}
