/// One face of a font file, as measuring needs it: glyph advances, the character map, kerning, tracking and
/// line metrics, read from its `head`, `hhea`, `maxp`, `hmtx`, `cmap`, `OS/2`, `GPOS` or `kern`, and `trak`
/// tables. TrueType (`.ttf`) and CFF (`.otf`) outlines read alike (only metrics are read); a collection's
/// (`.ttc`) face is chosen by index; a variable font is measured at its default instance.
///
/// ```swift
/// let face = try FontFace(bytes: fileBytes, name: "Inter-Regular.otf")
/// FontMeasurement(faces: [face]).width(of: "Cancel", in: DynamicFont(.body, size: .large))
/// ```
public struct FontFace: Sendable {
  /// What the face is called in messages and transcripts: the file it came from.
  public let name: String
  /// Font units per em (`head`).
  public let unitsPerEm: Int
  /// The ascender, descender (negative below the baseline) and line gap, in font units (`hhea`).
  public let ascender: Int, descender: Int, lineGap: Int
  /// The weight class (`OS/2`): 400 regular, 700 bold; a variable font's default instance's.
  public let weightClass: Int
  /// Whether the font's licence forbids embedding it (`OS/2` `fsType` says "restricted license"): a page must
  /// refer to it by name rather than carry it.
  public let embeddingRestricted: Bool
  /// The weights a variable font sets, from its `wght` axis, when its `HVAR` table gives advances at each; nil
  /// for a font of one weight.
  public let weightRange: ClosedRange<Int>?
  /// The face as the file sets it: its advances and the fast path's tables.
  let base: Instance
  /// A variable font at each of Dial's weights in its range.
  let instances: [Int: Instance]

  /// The face at one weight: each glyph's advance in font units; the fast path's tables (each ASCII character's
  /// advance, -1 where the font has none, and the kerning between ASCII characters, `first * 128 + second`); and
  /// a variable font's kerning deltas at that weight (none for the file's own).
  struct Instance {
    let advances: [UInt16]
    let ascii: [Int32]
    let kerning: [UInt32: Int]
    let asciiKerning: [Int16]
  }
  /// The file the face was read from, and the face's index in it: what ``FontFile`` writes a face from.
  let file: [UInt8]
  let faceIndex: Int
  let characters: CharacterMap
  let kerning: PairKerning
  let tracking: Tracking?

  /// Face `face` of the font file `bytes`; an error saying what is wrong for anything else.
  public init(bytes: [UInt8], name: String, face: Int = 0) throws(FontError) {
    let data = FontBytes(bytes: bytes)
    let tables = try FontTables(data, face: face)
    let head = try tables.required("head")
    guard try data.uint32(head + 12) == 0x5F0F_3CF5 else { throw FontError("the 'head' table is not a font header") }
    let units = Int(try data.uint16(head + 18))
    guard (16...16384).contains(units) else { throw FontError("the font has \(units) units per em (16 to 16384)") }
    let hhea = try tables.required("hhea")
    let glyphCount = Int(try data.uint16(try tables.required("maxp") + 4))
    guard glyphCount > 0 else { throw FontError("the font has no glyphs") }
    self.name = name
    (file, faceIndex) = (bytes, face)
    unitsPerEm = units
    (ascender, descender, lineGap) = (
      Int(try data.int16(hhea + 4)), Int(try data.int16(hhea + 6)),
      Int(try data.int16(hhea + 8))
    )
    weightClass = try tables.offset("OS/2").map { offset throws(FontError) in Int(try data.uint16(offset + 4)) } ?? 400
    embeddingRestricted =
      try tables.offset("OS/2").map { offset throws(FontError) in try data.uint16(offset + 8) & 0xF == 0x2 } ?? false
    let advances = try Self.advances(data, tables, metrics: Int(try data.uint16(hhea + 34)), glyphs: glyphCount)
    characters = try CharacterMap(data, at: try tables.required("cmap"), glyphCount: glyphCount)
    kerning = try PairKerning(data, tables, glyphCount: glyphCount)
    tracking = try tables.offset("trak").flatMap { offset throws(FontError) in try Tracking(data, at: offset) }
    let (ascii, asciiKerning) = Self.asciiTables(characters, advances, kerning)
    base = Instance(advances: advances, ascii: ascii, kerning: [:], asciiKerning: asciiKerning)
    (weightRange, instances) = try Self.instances(data, tables, advances, characters, kerning)
  }

  /// A variable font's weight range and its advances and kerning at Dial's weights (400 to 800) inside it.
  static func instances(
    _ data: FontBytes, _ tables: FontTables, _ advances: [UInt16], _ characters: CharacterMap,
    _ kerning: PairKerning
  ) throws(FontError) -> (ClosedRange<Int>?, [Int: Instance]) {
    guard let variations = try AdvanceVariations(data, tables) else { return (nil, [:]) }
    let range = Int(variations.weights.minimum.rounded())...Int(variations.weights.maximum.rounded())
    let store = try AdvanceVariations.kerningStore(data, tables)
    let indices = store == nil ? [] : kerning.variationIndices
    var instances: [Int: Instance] = [:]
    for weight in stride(from: 400, through: 800, by: 100) where range.contains(weight) {
      let varied = try variations.advances(advances, at: Double(weight))
      let deltas =
        try store.map { store throws(FontError) in
          try variations.deltas(of: indices, store: store, at: Double(weight))
        } ?? [:]
      let (ascii, asciiKerning) = asciiTables(characters, varied, kerning, deltas: deltas)
      instances[weight] = Instance(advances: varied, ascii: ascii, kerning: deltas, asciiKerning: asciiKerning)
    }
    return (range, instances)
  }

  /// The face at the weight class `weight`: a variable font's instance, else the file's own.
  func instance(at weight: Int) -> Instance { instances[weight] ?? base }

  /// Each glyph's advance from `hmtx`: `metrics` long metrics, the glyphs after them taking the last one's.
  static func advances(_ data: FontBytes, _ tables: FontTables, metrics: Int, glyphs: Int) throws(FontError)
    -> [UInt16]
  {
    let hmtx = try tables.required("hmtx")
    guard metrics > 0, metrics <= glyphs else {
      throw FontError("'hhea' gives \(metrics) horizontal metrics for \(glyphs) glyphs")
    }
    try data.require(hmtx, 4 * metrics, "the 'hmtx' table's \(metrics) metrics")
    var advances: [UInt16] = []
    advances.reserveCapacity(glyphs)
    for glyph in 0..<metrics { advances.append(try data.uint16(hmtx + 4 * glyph)) }
    let last = advances[metrics - 1]
    advances += repeatElement(last, count: glyphs - metrics)
    return advances
  }

  /// The fast path's tables: ASCII advances and kerning between ASCII characters.
  static func asciiTables(
    _ characters: CharacterMap, _ advances: [UInt16], _ kerning: PairKerning, deltas: [UInt32: Int]? = nil
  ) -> ([Int32], [Int16]) {
    let glyphs = (0..<128).map { code in characters.glyph(Unicode.Scalar(UInt8(code))) }
    let ascii = glyphs.map { $0 == 0 ? Int32(-1) : Int32(advances[$0]) }
    var kerns = Array(repeating: Int16(0), count: 128 * 128)
    if !kerning.isEmpty {
      for first in 0..<128 where glyphs[first] != 0 {
        for second in 0..<128 where glyphs[second] != 0 {
          kerns[first * 128 + second] = Int16(
            clamping: kerning.adjustment(glyphs[first], glyphs[second], deltas: deltas))
        }
      }
    }
    return (ascii, kerns)
  }

  /// The glyph of `scalar`; 0 where the face has none.
  func glyph(_ scalar: Unicode.Scalar) -> Int { characters.glyph(scalar) }

  /// Kerning between two glyphs, in font units; `deltas` are a variable font's at a weight.
  func kern(_ first: Int, _ second: Int, deltas: [UInt32: Int]? = nil) -> Int {
    kerning.adjustment(first, second, deltas: deltas)
  }

  /// The tracking added to each character at `pointSize`, in font units.
  func tracking(at pointSize: Double) -> Double { tracking?.value(at: pointSize) ?? 0 }

  /// One line's height, in font units: ascender − descender + line gap, as `UIFont.lineHeight` is.
  public var lineHeightUnits: Int { ascender - descender + lineGap }
}
