import DialChecker
import DialParser
import DialRuntime
import Foundation
import Testing

/// Measuring with real font files: advance widths with kerning, line heights, faces by weight, characters a face
/// lacks, and every malformed file refused with a message, never a trap. The files in `Fonts/` are subsets of
/// Inter, Liberation Sans and Noto Sans CJK (SIL Open Font License 1.1, `Fonts/LICENSE.md`) made by
/// `scripts/make-test-fonts.py`; the expected values were computed independently, with HarfBuzz (kerning on,
/// ligatures off) and fontTools, by `scripts/font-reference.py`.
struct FontMeasurementTests {
  static let folder = "Tests/DialTests/Fonts/"

  /// The face at `index` of the test font `name`.
  static func face(_ name: String, _ index: Int = 0) throws -> FontFace {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + name)))
    return try FontFace(bytes: bytes, name: name, face: index)
  }

  /// Font, face index, text, its advance in font units (HarfBuzz), units per em.
  static let widths: [(String, Int, String, Int, Int)] = [
    ("Inter-Regular.otf", 0, "Free delivery", 17248, 2816),
    ("Inter-Regular.otf", 0, "WWW MMM", 16320, 2816),
    ("Inter-Regular.otf", 0, "Add to Cart", 15476, 2816),
    ("Inter-Regular.otf", 0, "AVATAR Tokyo", 19156, 2816),
    ("Inter-Regular.otf", 0, "Flower Power", 17988, 2816),
    ("Inter-Regular.otf", 0, "Cancel", 9164, 2816),
    ("Inter-Regular.otf", 0, "LT To AV", 11584, 2816),
    ("Inter-Regular.otf", 0, "caf\u{E9} \u{2026}", 8856, 2816),
    ("Inter-Bold.otf", 0, "Free delivery", 17854, 2816),
    ("Inter-Bold.otf", 0, "WWW MMM", 17132, 2816),
    ("Inter-Bold.otf", 0, "Add to Cart", 15798, 2816),
    ("Inter-Bold.otf", 0, "AVATAR Tokyo", 20152, 2816),
    ("Inter-Bold.otf", 0, "Flower Power", 18624, 2816),
    ("Inter-Bold.otf", 0, "Cancel", 9606, 2816),
    ("Inter-Bold.otf", 0, "LT To AV", 11875, 2816),
    ("Inter-Bold.otf", 0, "caf\u{E9} \u{2026}", 8906, 2816),
    ("LiberationSans-Regular.ttf", 0, "Free delivery", 11837, 2048),
    ("LiberationSans-Regular.ttf", 0, "WWW MMM", 11486, 2048),
    ("LiberationSans-Regular.ttf", 0, "Add to Cart", 10359, 2048),
    ("LiberationSans-Regular.ttf", 0, "AVATAR Tokyo", 13468, 2048),
    ("LiberationSans-Regular.ttf", 0, "Flower Power", 12519, 2048),
    ("LiberationSans-Regular.ttf", 0, "Cancel", 6375, 2048),
    ("LiberationSans-Regular.ttf", 0, "LT To AV", 7932, 2048),
    ("LiberationSans-Regular.ttf", 0, "caf\u{E9} \u{2026}", 6488, 2048),
    ("LiberationSans-Bold.ttf", 0, "Free delivery", 12637, 2048),
    ("LiberationSans-Bold.ttf", 0, "WWW MMM", 11486, 2048),
    ("LiberationSans-Bold.ttf", 0, "Add to Cart", 11149, 2048),
    ("LiberationSans-Bold.ttf", 0, "AVATAR Tokyo", 14373, 2048),
    ("LiberationSans-Bold.ttf", 0, "Flower Power", 13315, 2048),
    ("LiberationSans-Bold.ttf", 0, "Cancel", 6716, 2048),
    ("LiberationSans-Bold.ttf", 0, "LT To AV", 8455, 2048),
    ("LiberationSans-Bold.ttf", 0, "caf\u{E9} \u{2026}", 6716, 2048),
    ("LiberationSans.ttc", 1, "Free delivery", 12637, 2048),
    ("LiberationSans.ttc", 1, "WWW MMM", 11486, 2048),
    ("LiberationSans.ttc", 1, "Add to Cart", 11149, 2048),
    ("LiberationSans.ttc", 1, "AVATAR Tokyo", 14373, 2048),
    ("LiberationSans.ttc", 1, "Flower Power", 13315, 2048),
    ("LiberationSans.ttc", 1, "Cancel", 6716, 2048),
    ("LiberationSans.ttc", 1, "LT To AV", 8455, 2048),
    ("LiberationSans.ttc", 1, "caf\u{E9} \u{2026}", 6716, 2048),
    ("LiberationSans-KernTable.ttf", 0, "Free delivery", 11837, 2048),
    ("LiberationSans-KernTable.ttf", 0, "WWW MMM", 11486, 2048),
    ("LiberationSans-KernTable.ttf", 0, "Add to Cart", 10359, 2048),
    ("LiberationSans-KernTable.ttf", 0, "AVATAR Tokyo", 13961, 2048),
    ("LiberationSans-KernTable.ttf", 0, "Flower Power", 12519, 2048),
    ("LiberationSans-KernTable.ttf", 0, "Cancel", 6375, 2048),
    ("LiberationSans-KernTable.ttf", 0, "LT To AV", 8119, 2048),
    ("LiberationSans-KernTable.ttf", 0, "caf\u{E9} \u{2026}", 6488, 2048),
    ("Inter-Variable.ttf", 0, "Free delivery", 17248, 2816),
    ("Inter-Variable.ttf", 0, "WWW MMM", 16320, 2816),
    ("Inter-Variable.ttf", 0, "Add to Cart", 15476, 2816),
    ("Inter-Variable.ttf", 0, "AVATAR Tokyo", 19156, 2816),
    ("Inter-Variable.ttf", 0, "Flower Power", 17988, 2816),
    ("Inter-Variable.ttf", 0, "Cancel", 9164, 2816),
    ("Inter-Variable.ttf", 0, "LT To AV", 11584, 2816),
    ("Inter-Variable.ttf", 0, "caf\u{E9} \u{2026}", 8856, 2816),
    ("NotoSansCJK-Subset.otf", 0, "\u{65E5}\u{672C}\u{8A9E}", 3000, 1000),
    ("NotoSansCJK-Subset.otf", 0, "A\u{3042}B", 2265, 1000),
    ("NotoSansCJK-Subset.otf", 0, "\u{20B9F}!", 1323, 1000),
  ]

  /// Each text's advance, kerning included, is HarfBuzz's, to the font unit: CFF (`.otf`) and TrueType
  /// (`.ttf`) outlines, a collection's second face, a `kern` table, a variable font's default instance, and a
  /// CJK face whose character map is format 12.
  @Test(arguments: widths)
  func aTextAdvancesAsHarfBuzzSetsIt(_ row: (String, Int, String, Int, Int)) throws {
    let (name, index, text, units, unitsPerEm) = row
    let face = try Self.face(name, index)
    #expect(face.unitsPerEm == unitsPerEm)
    let measurement = try #require(FontMeasurement(faces: [face]))
    let font = DynamicFont(.system(size: Double(unitsPerEm), weight: .regular, relativeTo: nil), size: .large)
    // At a point size of one em per unit, the width in points is the advance in font units.
    #expect(measurement.width(of: text[...], in: font) == Double(units), "\(name) \(text)")
  }

  /// A line is ascender − descender + line gap, as `UIFont.lineHeight` is (fontTools' `hhea` values).
  @Test(arguments: [
    ("Inter-Regular.otf", 3408.0 / 2816), ("LiberationSans-Regular.ttf", 2355.0 / 2048),
    ("NotoSansCJK-Subset.otf", 1448.0 / 1000),
  ])
  func aLineIsAsHighAsTheFontSays(_ name: String, _ ems: Double) throws {
    let measurement = try #require(FontMeasurement(faces: [try Self.face(name)]))
    let font = DynamicFont(.system(size: 20, weight: .regular, relativeTo: nil), size: .large)
    #expect(abs(measurement.lineHeight(of: font) - ems * 20) < 1e-9)
  }
}

/// A variable font measured at the weight wanted: its `HVAR` advances and its kerning varied through `GDEF`'s item
/// variation store at each weight of its `wght` axis, as HarfBuzz sets them (`font.set_variations({"wght": w})`).
struct VariableFontTests {
  @Test(arguments: [
    (FontWeight.regular, [19156, 17248, 11584]), (.medium, [19487, 17449, 11682]),
    (.semibold, [19816, 17654, 11777]), (.bold, [20152, 17854, 11875]), (.heavy, [20481, 18059, 11970]),
  ])
  func aVariableFontKernsAtEachWeight(_ weight: FontWeight, _ units: [Int]) throws {
    let measurement = try #require(FontMeasurement(faces: [FontMeasurementTests.face("Inter-Variable.ttf")]))
    let font = DynamicFont(.system(size: 2816, weight: weight, relativeTo: nil), size: .large)
    let widths = ["AVATAR Tokyo", "Free delivery", "LT To AV"].map { measurement.width(of: $0[...], in: font) }
    #expect(widths == units.map(Double.init))
    // The same through the general path (a non-ASCII character the face lacks adds the model's 0.55 em).
    let mixed = measurement.width(of: "AVATAR Tokyo\u{0915}", in: font)
    #expect(mixed == Double(units[0]) + 0.55 * 2816)
  }

  @Test(arguments: [
    (FontWeight.regular, "WWW MMM", 16320), (.medium, "WWW MMM", 16592), (.semibold, "WWW MMM", 16860),
    (.bold, "WWW MMM", 17132), (.heavy, "WWW MMM", 17400), (.regular, "Cancel", 9164), (.medium, "Cancel", 9310),
    (.semibold, "Cancel", 9458), (.bold, "Cancel", 9606), (.heavy, "Cancel", 9754),
  ])
  func aVariableFontSetsEachWeight(_ weight: FontWeight, _ text: String, _ units: Int) throws {
    let face = try FontMeasurementTests.face("Inter-Variable.ttf")
    #expect(face.weightRange == 100...900)
    let measurement = try #require(FontMeasurement(faces: [face]))
    let font = DynamicFont(.system(size: 2816, weight: weight, relativeTo: nil), size: .large)
    #expect(measurement.width(of: text[...], in: font) == Double(units))
  }
}
