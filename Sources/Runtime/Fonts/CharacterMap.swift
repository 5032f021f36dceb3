/// A font's `cmap`: the glyph of each Unicode scalar, from a format 12 subtable (all of Unicode) or a format 4
/// one (the Basic Multilingual Plane). The BMP is an array, so a lookup there is one index; scalars above it are
/// a binary search over format 12's groups.
struct CharacterMap {
  /// The glyph of each BMP scalar; 0 (`.notdef`) where the font has none.
  private var bmp: [UInt16]
  /// Format 12 groups above the BMP: first scalar, last scalar, glyph of the first; sorted.
  private var groups: [(first: UInt32, last: UInt32, glyph: UInt32)] = []

  /// The best Unicode subtable of the `cmap` table at `offset`.
  init(_ data: FontBytes, at offset: Int, glyphCount: Int) throws(FontError) {
    bmp = Array(repeating: 0, count: 0x1_0000)
    let count = Int(try data.uint16(offset + 2))
    var best: (rank: Int, offset: Int)?
    for index in 0..<count {
      let record = offset + 4 + 8 * index
      let platform = try data.uint16(record)
      let encoding = try data.uint16(record + 2)
      let subtable = offset + Int(try data.uint32(record + 4))
      let format = try data.uint16(subtable)
      // Full Unicode (format 12) before the BMP (format 4); Unicode and Windows platforms only.
      let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
      guard unicode, format == 12 || format == 4 else { continue }
      let rank = format == 12 ? 2 : 1
      if rank > best?.rank ?? 0 { best = (rank, subtable) }
    }
    guard let best else { throw FontError("the 'cmap' table has no Unicode subtable of format 4 or 12") }
    if best.rank == 2 {
      try readFormat12(data, at: best.offset, glyphCount: glyphCount)
    } else {
      try readFormat4(data, at: best.offset, glyphCount: glyphCount)
    }
  }

  /// The glyph of `scalar`, or 0 when the font has none.
  func glyph(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x1_0000 { return Int(bmp[Int(value)]) }
    var low = 0
    var high = groups.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let group = groups[middle]
      if value < group.first {
        high = middle - 1
      } else if value > group.last {
        low = middle + 1
      } else {
        return Int(group.glyph + (value - group.first))
      }
    }
    return 0
  }

  /// A glyph index the font's metrics do not cover.
  static func pastGlyphs(_ scalar: UInt32, _ glyph: Int, _ count: Int) -> FontError {
    let code = String(scalar, radix: 16, uppercase: true)
    let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
    return FontError("the 'cmap' table maps U+\(padded) to glyph \(glyph), past the font's \(count) glyphs")
  }

  private mutating func readFormat4(_ data: FontBytes, at offset: Int, glyphCount: Int) throws(FontError) {
    let segments = Int(try data.uint16(offset + 6)) / 2
    let ends = offset + 14
    let starts = ends + 2 * segments + 2
    let deltas = starts + 2 * segments
    let ranges = deltas + 2 * segments
    // Segments do not overlap in a well-formed table: more scalars than the plane holds (a crafted table of
    // overlapping segments would take billions of steps) is refused.
    var mapped = 0
    for segment in 0..<segments {
      let end = Int(try data.uint16(ends + 2 * segment))
      let start = Int(try data.uint16(starts + 2 * segment))
      let delta = Int(try data.uint16(deltas + 2 * segment))
      let rangeOffset = Int(try data.uint16(ranges + 2 * segment))
      guard start <= end else { continue }
      mapped += end - start + 1
      guard mapped <= 0x1_0000 else { throw FontError("the 'cmap' table's format 4 segments overlap") }
      for scalar in start...end {
        var glyph: Int
        if rangeOffset == 0 {
          glyph = (scalar + delta) & 0xFFFF
        } else {
          let address = ranges + 2 * segment + rangeOffset + 2 * (scalar - start)
          glyph = Int(try data.uint16(address))
          if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
        }
        guard glyph < glyphCount else { throw Self.pastGlyphs(UInt32(scalar), glyph, glyphCount) }
        bmp[scalar] = UInt16(glyph)
      }
    }
  }

  private mutating func readFormat12(_ data: FontBytes, at offset: Int, glyphCount: Int) throws(FontError) {
    let count = Int(try data.uint32(offset + 12))
    try data.require(offset + 16, count * 12, "the 'cmap' format 12 groups")
    // Groups are sorted and do not overlap: one that starts at or before the last one's end is refused (a
    // crafted table of overlapping groups would take billions of steps).
    var previousLast: UInt32?
    for index in 0..<count {
      let record = offset + 16 + 12 * index
      let first = try data.uint32(record)
      let last = min(try data.uint32(record + 4), 0x10_FFFF)
      let glyph = try data.uint32(record + 8)
      guard first <= last else { continue }
      if let previousLast, first <= previousLast { throw FontError("the 'cmap' table's format 12 groups overlap") }
      previousLast = last
      guard Int(glyph) + Int(last - first) < glyphCount else {
        throw Self.pastGlyphs(last, Int(glyph) + Int(last - first), glyphCount)
      }
      if first < 0x1_0000 {
        for scalar in first...min(last, 0xFFFF) { bmp[Int(scalar)] = UInt16(glyph + (scalar - first)) }
      }
      if last >= 0x1_0000 {
        let start = max(first, 0x1_0000)
        groups.append((start, last, glyph + (start - first)))
      }
    }
    groups.sort { $0.first < $1.first }
  }
}
