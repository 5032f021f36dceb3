/// Reads the pair-adjustment lookups (type 2, or type 9 extensions of it) of a `GPOS` table's `kern` feature into
/// ``KerningSubtable``s: the first glyph's horizontal advance adjustment plus the second's, as a horizontal line
/// applies them. Each record is checked before it is read; because offsets may share bytes, each lookup and
/// subtable is read once (by offset), and a font with more subtables or pairs than any real font has is refused
/// rather than followed.
struct GPOSPairReader {
  let data: FontBytes
  let glyphCount: Int
  /// The lookups read, in lookup-list order.
  private(set) var lookups: [[KerningSubtable]] = []
  /// The subtables read, by offset, and the glyph pairs read so far: the budget a crafted font cannot exceed.
  private var seen: Set<Int> = []
  private var pairsRead = 0
  static let maximumSubtables = 256
  static let maximumPairs = 4_000_000

  init(data: FontBytes, glyphCount: Int) { (self.data, self.glyphCount) = (data, glyphCount) }

  /// Reads the table at `offset`.
  mutating func read(at offset: Int) throws(FontError) {
    let features = offset + Int(try data.uint16(offset + 6))
    let lookupList = offset + Int(try data.uint16(offset + 8))
    var indices: Set<Int> = []
    let featureCount = Int(try data.uint16(features))
    for index in 0..<featureCount {
      let record = features + 2 + 6 * index
      guard try data.tag(record) == "kern" else { continue }
      let feature = features + Int(try data.uint16(record + 4))
      let count = Int(try data.uint16(feature + 2))
      for lookup in 0..<count { indices.insert(Int(try data.uint16(feature + 4 + 2 * lookup))) }
    }
    let lookupCount = Int(try data.uint16(lookupList))
    var read: Set<Int> = []
    for index in indices.sorted() where index < lookupCount {
      let lookup = lookupList + Int(try data.uint16(lookupList + 2 + 2 * index))
      guard read.insert(lookup).inserted else { continue }
      let subtables = try readLookup(at: lookup)
      if !subtables.isEmpty { lookups.append(subtables) }
    }
  }

  /// A lookup's pair subtables; none for another lookup type.
  private mutating func readLookup(at lookup: Int) throws(FontError) -> [KerningSubtable] {
    let type = try data.uint16(lookup)
    let count = Int(try data.uint16(lookup + 4))
    var found: [KerningSubtable] = []
    for index in 0..<count {
      var subtable = lookup + Int(try data.uint16(lookup + 6 + 2 * index))
      if type == 9 {
        guard try data.uint16(subtable + 2) == 2 else { continue }
        subtable += Int(try data.uint32(subtable + 4))
      } else if type != 2 {
        continue
      }
      guard seen.insert(subtable).inserted else { continue }
      guard seen.count <= Self.maximumSubtables else {
        throw FontError("the 'GPOS' table has more than \(Self.maximumSubtables) kerning subtables")
      }
      switch try data.uint16(subtable) {
      case 1: try readPairs(at: subtable).map { found.append(.pairs($0.pairs, variations: $0.variations)) }
      case 2: try readClasses(at: subtable).map { found.append(.classes($0)) }
      default: continue
      }
    }
    return found
  }

  /// The size in bytes of a value record of `format`, and the offset of its horizontal advance in it.
  static func valueRecord(_ format: UInt16) -> (size: Int, xAdvance: Int?) {
    let size = 2 * format.nonzeroBitCount
    guard format & 0x4 != 0 else { return (size, nil) }
    return (size, 2 * (format & 0x3).nonzeroBitCount)
  }

  /// Where a value record of `format` keeps the offset of its horizontal advance's device table, if it has one.
  static func advanceDevice(_ format: UInt16) -> Int? {
    format & 0x40 != 0 ? 2 * (format & 0x3F).nonzeroBitCount : nil
  }

  /// The variation index (`outer << 16 | inner`) of the first value record's advance device table at `record`,
  /// its offset taken from `base`: how a variable font varies the kerning (a device table of format 0x8000).
  func variationIndex(record: Int, device: Int?, base: Int) throws(FontError) -> UInt32? {
    guard let device else { return nil }
    let offset = Int(try data.uint16(record + device))
    guard offset != 0, try data.uint16(base + offset + 4) == 0x8000 else { return nil }
    return UInt32(try data.uint16(base + offset)) << 16 | UInt32(try data.uint16(base + offset + 2))
  }

  /// The two glyphs' advance adjustments of the value records at `offset`.
  func advance(at offset: Int, _ first: (size: Int, xAdvance: Int?), _ second: (size: Int, xAdvance: Int?))
    throws(FontError) -> Int32
  {
    var total: Int32 = 0
    if let at = first.xAdvance { total += Int32(try data.int16(offset + at)) }
    if let at = second.xAdvance { total += Int32(try data.int16(offset + first.size + at)) }
    return total
  }

  /// Pair positioning format 1: a pair set per covered first glyph, and the pairs' variation indices; nil when it
  /// changes no advance.
  private mutating func readPairs(at subtable: Int) throws(FontError) -> (
    pairs: [UInt32: Int32], variations: [UInt32: UInt32]
  )? {
    let firsts = try coverage(at: subtable + Int(try data.uint16(subtable + 2)))
    let device = Self.advanceDevice(try data.uint16(subtable + 4))
    var variations: [UInt32: UInt32] = [:]
    let first = Self.valueRecord(try data.uint16(subtable + 4))
    let second = Self.valueRecord(try data.uint16(subtable + 6))
    guard first.xAdvance != nil || second.xAdvance != nil else { return nil }
    let setCount = Int(try data.uint16(subtable + 8))
    var pairs: [UInt32: Int32] = [:]
    for (index, glyph) in firsts.enumerated() where index < setCount {
      let set = subtable + Int(try data.uint16(subtable + 10 + 2 * index))
      let count = Int(try data.uint16(set))
      let stride = 2 + first.size + second.size
      try data.require(set + 2, count * stride, "a 'GPOS' pair set")
      pairsRead += count
      guard pairsRead <= Self.maximumPairs else {
        throw FontError("the 'GPOS' table has more than \(Self.maximumPairs) kerning pairs")
      }
      for pair in 0..<count {
        let record = set + 2 + stride * pair
        let other = try data.uint16(record)
        let key = UInt32(glyph) << 16 | UInt32(other)
        pairs[key] = try advance(at: record + 2, first, second)
        if let index = try variationIndex(record: record + 2, device: device, base: set) { variations[key] = index }
      }
    }
    return (pairs, variations)
  }

  /// Pair positioning format 2: classes of first and second glyphs, a value per pair of classes; nil when it
  /// changes no advance.
  private mutating func readClasses(at subtable: Int) throws(FontError) -> ClassKerning? {
    var covered = Array(repeating: false, count: glyphCount)
    for glyph in try coverage(at: subtable + Int(try data.uint16(subtable + 2))) where Int(glyph) < glyphCount {
      covered[Int(glyph)] = true
    }
    let first = Self.valueRecord(try data.uint16(subtable + 4))
    let second = Self.valueRecord(try data.uint16(subtable + 6))
    guard first.xAdvance != nil || second.xAdvance != nil else { return nil }
    let firstClasses = try classes(at: subtable + Int(try data.uint16(subtable + 8)))
    let secondClasses = try classes(at: subtable + Int(try data.uint16(subtable + 10)))
    let firstCount = Int(try data.uint16(subtable + 12))
    let secondCount = Int(try data.uint16(subtable + 14))
    let stride = first.size + second.size
    try data.require(subtable + 16, firstCount * secondCount * stride, "a 'GPOS' class pair table")
    pairsRead += firstCount * secondCount
    guard pairsRead <= Self.maximumPairs else {
      throw FontError("the 'GPOS' table has more than \(Self.maximumPairs) kerning pairs")
    }
    var values: [Int16] = []
    var variations: [Int: UInt32] = [:]
    let device = Self.advanceDevice(try data.uint16(subtable + 4))
    values.reserveCapacity(firstCount * secondCount)
    for index in 0..<(firstCount * secondCount) {
      let record = subtable + 16 + stride * index
      values.append(Int16(clamping: try advance(at: record, first, second)))
      if let variation = try variationIndex(record: record, device: device, base: subtable) {
        variations[index] = variation
      }
    }
    return ClassKerning(
      covered: covered, firstClass: firstClasses, secondClass: secondClasses, secondCount: secondCount,
      values: values, variations: variations)
  }

  /// The glyphs of the coverage table at `offset`, in coverage order.
  func coverage(at offset: Int) throws(FontError) -> [UInt16] {
    let format = try data.uint16(offset)
    let count = Int(try data.uint16(offset + 2))
    var glyphs: [UInt16] = []
    if format == 1 {
      try data.require(offset + 4, 2 * count, "a 'GPOS' coverage table")
      for index in 0..<count { glyphs.append(try data.uint16(offset + 4 + 2 * index)) }
    } else if format == 2 {
      try data.require(offset + 4, 6 * count, "a 'GPOS' coverage table")
      for index in 0..<count {
        let start = try data.uint16(offset + 4 + 6 * index)
        let end = try data.uint16(offset + 6 + 6 * index)
        guard start <= end, Int(end) < max(glyphCount, 1) else { continue }
        // Ranges do not overlap in a well-formed table: more glyphs than the font has is refused, not followed.
        guard glyphs.count + Int(end - start) < glyphCount else {
          throw FontError("a 'GPOS' coverage table covers more glyphs than the font has")
        }
        for glyph in start...end { glyphs.append(glyph) }
      }
    }
    return glyphs
  }

  /// Each glyph's class in the class definition table at `offset` (0 where it gives none).
  func classes(at offset: Int) throws(FontError) -> [UInt16] {
    var classes = Array(repeating: UInt16(0), count: glyphCount)
    let format = try data.uint16(offset)
    if format == 1 {
      let start = Int(try data.uint16(offset + 2))
      let count = Int(try data.uint16(offset + 4))
      for index in 0..<count where start + index < glyphCount {
        classes[start + index] = try data.uint16(offset + 6 + 2 * index)
      }
    } else if format == 2 {
      let count = Int(try data.uint16(offset + 2))
      var assigned = 0
      for index in 0..<count {
        let record = offset + 4 + 6 * index
        let start = Int(try data.uint16(record))
        let end = min(Int(try data.uint16(record + 2)), glyphCount - 1)
        let value = try data.uint16(record + 4)
        guard start <= end else { continue }
        assigned += end - start + 1
        guard assigned <= glyphCount else {
          throw FontError("a 'GPOS' class definition assigns more glyphs than the font has")
        }
        for glyph in start...end { classes[glyph] = value }
      }
    }
    return classes
  }
}
