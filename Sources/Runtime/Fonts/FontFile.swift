/// Writes one face as a font file of its own, for a page to embed (`@font-face`): a collection's face as a
/// standalone font, and a TrueType face subset to the glyphs some texts use (every other glyph's outline is
/// left empty, so glyph numbers, metrics and kerning stay as they were; composite glyphs keep their parts).
/// CFF outlines (`.otf`) are written whole, and so is a face with a `GSUB` table, whose substitutions (required
/// ligatures, contextual forms) may draw glyphs no character maps to. The tables are copied as they are, checksums included: browsers
/// do not check them.
public enum FontFile {
  /// `face` as a standalone font file; with `texts`, a TrueType face keeps only the outlines they use.
  public static func write(_ face: FontFace, keepingGlyphsOf texts: [String]? = nil) -> [UInt8] {
    let data = FontBytes(bytes: face.file)
    guard let tables = try? FontTables(data, face: face.faceIndex) else { return face.file }
    var contents: [(tag: String, bytes: [UInt8])] = tables.all.map { table in
      (table.tag, Array(face.file[table.offset..<table.offset + table.length]))
    }
    if let texts, tables.offset("GSUB") == nil, let subset = try? subsetGlyphs(face, data, tables, texts) {
      contents = contents.map { table in
        switch table.tag {
        case "glyf": return ("glyf", subset.glyf)
        case "loca": return ("loca", subset.loca)
        case "head": return ("head", longOffsets(table.bytes))
        default: return table
        }
      }
    }
    let cff = tables.offset("CFF ") != nil || tables.offset("CFF2") != nil
    let version: [UInt8] = cff ? [0x4F, 0x54, 0x54, 0x4F] : [0x00, 0x01, 0x00, 0x00]
    return sfnt(version, contents)
  }

  /// A font file of `tables`: the offset table, the table records, then each table padded to four bytes.
  static func sfnt(_ version: [UInt8], _ tables: [(tag: String, bytes: [UInt8])]) -> [UInt8] {
    var out = version
    let count = tables.count
    var power = 1
    var exponent = 0
    while power * 2 <= count {
      power *= 2
      exponent += 1
    }
    append16(&out, count)
    append16(&out, power * 16)
    append16(&out, exponent)
    append16(&out, count * 16 - power * 16)
    var offset = 12 + 16 * count
    for table in tables {
      out += Array(table.tag.utf8.prefix(4))
      append32(&out, checksum(table.bytes))
      append32(&out, offset)
      append32(&out, table.bytes.count)
      offset += (table.bytes.count + 3) & ~3
    }
    for table in tables {
      out += table.bytes
      out += Array(repeating: 0, count: ((table.bytes.count + 3) & ~3) - table.bytes.count)
    }
    return out
  }

  /// The glyphs `texts` use, `.notdef`, and the parts of composites among them: a new `glyf` with only their
  /// outlines and a `loca` of long offsets.
  static func subsetGlyphs(_ face: FontFace, _ data: FontBytes, _ tables: FontTables, _ texts: [String])
    throws(FontError) -> (glyf: [UInt8], loca: [UInt8])
  {
    let glyf = try tables.required("glyf")
    let loca = try tables.required("loca")
    let head = try tables.required("head")
    let long = try data.int16(head + 50) == 1
    let count = face.base.advances.count
    func location(_ glyph: Int) throws(FontError) -> Int {
      long ? Int(try data.uint32(loca + 4 * glyph)) : 2 * Int(try data.uint16(loca + 2 * glyph))
    }
    var keep: Set<Int> = [0]
    for text in texts { for scalar in text.unicodeScalars { keep.insert(face.glyph(scalar)) } }
    var pending = Array(keep)
    while let glyph = pending.popLast() {
      for part in try components(of: glyph, data, glyf, location) where part < count && !keep.contains(part) {
        keep.insert(part)
        pending.append(part)
      }
    }
    var outlines: [UInt8] = []
    var offsets: [UInt8] = []
    for glyph in 0..<count {
      append32(&offsets, outlines.count)
      guard keep.contains(glyph) else { continue }
      let start = try location(glyph)
      let end = try location(glyph + 1)
      guard start < end else { continue }
      try data.require(glyf + start, end - start, "glyph \(glyph)'s outline")
      outlines += face.file[(glyf + start)..<(glyf + end)]
      outlines += Array(repeating: 0, count: ((outlines.count + 3) & ~3) - outlines.count)
    }
    append32(&offsets, outlines.count)
    return (outlines, offsets)
  }

  /// The glyphs a composite glyph is made of; none for a simple one.
  static func components(
    of glyph: Int, _ data: FontBytes, _ glyf: Int, _ location: (Int) throws(FontError) -> Int
  ) throws(FontError) -> [Int] {
    let start = try location(glyph)
    guard try location(glyph + 1) > start, try data.int16(glyf + start) < 0 else { return [] }
    var parts: [Int] = []
    var at = glyf + start + 10
    while parts.count < 256 {
      let flags = try data.uint16(at)
      parts.append(Int(try data.uint16(at + 2)))
      // Arguments (words or bytes), then a scale, an x and y scale, or a two-by-two matrix.
      at += 4 + (flags & 0x1 != 0 ? 4 : 2)
      at += flags & 0x8 != 0 ? 2 : flags & 0x40 != 0 ? 4 : flags & 0x80 != 0 ? 8 : 0
      guard flags & 0x20 != 0 else { break }
    }
    return parts
  }

  /// A `head` table whose `indexToLocFormat` says long offsets, as the subset's `loca` has.
  static func longOffsets(_ head: [UInt8]) -> [UInt8] {
    var head = head
    if head.count >= 52 { (head[50], head[51]) = (0, 1) }
    return head
  }

  static func checksum(_ bytes: [UInt8]) -> Int {
    var sum: UInt32 = 0
    var index = 0
    while index < bytes.count {
      var word: UInt32 = 0
      for offset in 0..<4 { word = word << 8 | UInt32(index + offset < bytes.count ? bytes[index + offset] : 0) }
      sum &+= word
      index += 4
    }
    return Int(sum)
  }

  static func append16(_ out: inout [UInt8], _ value: Int) {
    out += [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
  }

  static func append32(_ out: inout [UInt8], _ value: Int) {
    out += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
}
