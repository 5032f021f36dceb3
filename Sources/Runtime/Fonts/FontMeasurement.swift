import DialChecker
import DialParser

/// Text measured with real fonts: each text is set in the face whose weight class is nearest the font's weight
/// (regular 400, medium 500, semibold 600, bold 700, heavy 800; a tie goes to the heavier), summing its
/// characters' advances, the kerning between adjacent glyphs and the face's tracking at the point size. A
/// character the face has no glyph for advances as ``DefaultTextMeasurement`` would set it (0.55 em, or 1 em
/// for CJK and emoji), never zero. The default model's widening of bold and heavy does not apply: a real face
/// is as wide as it is.
///
/// After loading, an ASCII line costs an array index per character (advances and kerning are tables of the 128
/// ASCII characters); other lines look each scalar up in the character map.
public struct FontMeasurement: TextMeasurement {
  /// The faces, as given.
  public let faces: [FontFace]

  /// Measures with `faces`; nil when there are none.
  public init?(faces: [FontFace]) {
    guard !faces.isEmpty else { return nil }
    self.faces = faces
  }

  /// The face a text of `weight` is set in.
  public func face(for weight: FontWeight) -> FontFace { faces[faceIndex(for: weight)] }

  /// The index in ``faces`` of the face a text of `weight` is set in.
  public func faceIndex(for weight: FontWeight) -> Int {
    let wanted = Self.weightClass(weight)
    var best = 0
    // A variable face sets every weight in its range: it is at no distance from them.
    func distance(_ face: FontFace) -> Int {
      face.weightRange?.contains(wanted) == true ? 0 : abs(face.weightClass - wanted)
    }
    for index in faces.indices.dropFirst() {
      let (distance, bestDistance) = (distance(faces[index]), distance(faces[best]))
      if distance < bestDistance || (distance == bestDistance && faces[index].weightClass > faces[best].weightClass) {
        best = index
      }
    }
    return best
  }

  /// The weight class of a Dial weight.
  public static func weightClass(_ weight: FontWeight) -> Int {
    switch weight {
    case .regular: return 400
    case .medium: return 500
    case .semibold: return 600
    case .bold: return 700
    case .heavy: return 800
    }
  }

  public func width(of line: Substring, in font: DynamicFont) -> Double {
    let face = face(for: font.weight)
    let (units, fallbackEms, characters) = Self.measure(line, in: face, weight: Self.weightClass(font.weight))
    let tracked = Double(units) + Double(characters) * face.tracking(at: font.pointSize)
    // Multiplying before dividing keeps a whole result exact.
    return tracked * font.pointSize / Double(face.unitsPerEm) + fallbackEms * font.pointSize
  }

  public func lineHeight(of font: DynamicFont) -> Double {
    let face = face(for: font.weight)
    return Double(face.lineHeightUnits) * font.pointSize / Double(face.unitsPerEm)
  }

  /// A line's advance in font units, the ems of the characters the face lacks, and its character count.
  static func measure(_ line: Substring, in face: FontFace, weight: Int = 400)
    -> (units: Int, fallbackEms: Double, characters: Int)
  {
    let instance = face.instance(at: weight)
    let advances = instance.advances
    if let units = ascii(line, advances: instance.ascii, kerning: instance.asciiKerning) {
      return (units, 0, line.utf8.count)
    }
    var units = 0
    var fallbackUnits = 0
    var characters = 0
    var previous = 0
    for character in line {
      characters += 1
      var (first, last, advance) = (0, 0, 0)
      var missing = false
      for scalar in character.unicodeScalars {
        let glyph = face.glyph(scalar)
        // A variation selector the face lacks changes no width; any other missing scalar is the model's.
        if glyph == 0 {
          if !(0xFE00...0xFE0F).contains(scalar.value) { missing = true }
          continue
        }
        if first == 0 { first = glyph }
        last = glyph
        advance += glyph < advances.count ? Int(advances[glyph]) : 0
      }
      if missing || first == 0 {
        fallbackUnits += DefaultTextMeasurement.units(of: character)
        previous = 0
        continue
      }
      // The last glyph of one character kerns with the first of the next.
      if previous != 0 { units += face.kern(previous, first, deltas: instance.kerning) }
      units += advance
      previous = last
    }
    return (units, Double(fallbackUnits) / DefaultTextMeasurement.unitsPerEm, characters)
  }

  /// An all-ASCII line's advance in font units, from the face's tables; nil for any other line, or one with a
  /// character the face lacks, or a "\r" (where "\r\n" is one character).
  static func ascii(_ line: Substring, advances: [Int32], kerning: [Int16]) -> Int? {
    var units = 0
    var previous = -1
    for byte in line.utf8 {
      guard byte < 0x80, byte != 0x0D else { return nil }
      let advance = advances[Int(byte)]
      guard advance >= 0 else { return nil }
      units += Int(advance)
      if previous >= 0 { units += Int(kerning[previous * 128 + Int(byte)]) }
      previous = Int(byte)
    }
    return units
  }
}
