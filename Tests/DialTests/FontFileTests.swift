import DialChecker
import DialParser
import Foundation
import Testing

@testable import DialPreview
@testable import DialRuntime

/// Which face a text is set in, what a face lacks, tracking, and font files that are not fonts, truncated or
/// inconsistent: each refused with a message naming what is wrong, and no input traps (a seeded fuzz).
struct FontFileTests {
  static func bytes(_ name: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontMeasurementTests.folder + name)))
  }

  /// A copy of `bytes` whose `OS/2` weight class is `weight`.
  static func weighted(_ bytes: [UInt8], _ weight: Int) throws -> [UInt8] {
    var bytes = bytes
    let offset = try #require(tableOffset(bytes, "OS/2"))
    bytes[offset + 4] = UInt8(weight >> 8)
    bytes[offset + 5] = UInt8(weight & 0xFF)
    return bytes
  }

  /// The offset of table `tag` in a one-face file, read from its directory.
  static func tableOffset(_ bytes: [UInt8], _ tag: String) -> Int? {
    func uint(_ at: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 << 8 | Int(bytes[at + $1]) } }
    for index in 0..<uint(4, 2) {
      let record = 12 + 16 * index
      if String(decoding: bytes[record..<record + 4], as: UTF8.self) == tag { return uint(record + 8, 4) }
    }
    return nil
  }

  /// The face whose weight class is nearest the text's weight: a tie goes to the heavier.
  @Test(arguments: [
    (FontWeight.regular, 400), (.medium, 600), (.semibold, 600), (.bold, 700), (.heavy, 700),
  ])
  func aTextIsSetInTheNearestWeight(_ weight: FontWeight, _ expected: Int) throws {
    let regular = try Self.bytes("Inter-Regular.otf")
    let faces = try [
      FontFace(bytes: regular, name: "400"), FontFace(bytes: Self.weighted(regular, 600), name: "600"),
      FontFace(bytes: Self.bytes("Inter-Bold.otf"), name: "700"),
    ]
    let measurement = try #require(FontMeasurement(faces: faces))
    #expect(measurement.face(for: weight).weightClass == expected)
  }

  /// A character the face has no glyph for advances as the default model sets it: 1 em for CJK and emoji,
  /// 0.55 em for others; never zero.
  @Test(arguments: [("A\u{65E5}", 1.0), ("A\u{1F44D}", 1.0), ("A\u{0915}", 0.55)])
  func aMissingCharacterAdvancesAsTheModelSetsIt(_ text: String, _ ems: Double) throws {
    let measurement = try #require(FontMeasurement(faces: [FontMeasurementTests.face("Inter-Regular.otf")]))
    let font = DynamicFont(.system(size: 20, weight: .regular, relativeTo: nil), size: .large)
    let alone = measurement.width(of: "A", in: font)
    #expect(abs(measurement.width(of: text[...], in: font) - (alone + ems * 20)) < 1e-9)
  }

  /// `trak`: the normal track's value per character, interpolated between the sizes the table lists and the
  /// nearest size's outside them (40 units at 12 pt, -20 at 24 pt in the test face).
  @Test(arguments: [(10.0, 40.0), (12.0, 40.0), (18.0, 10.0), (24.0, -20.0), (30.0, -20.0)])
  func trackingFollowsThePointSize(_ size: Double, _ track: Double) throws {
    let tracked = try #require(FontMeasurement(faces: [FontMeasurementTests.face("LiberationSans-Tracked.ttf")]))
    let font = DynamicFont(.system(size: size, weight: .regular, relativeTo: nil), size: .large)
    #expect(abs(tracked.width(of: "Cancel", in: font) - (6375 + 6 * track) * size / 2048) < 1e-9)
  }

  /// Malformed files, each refused with what is wrong.
  @Test func aMalformedFileSaysWhatIsWrong() throws {
    let font = try Self.bytes("LiberationSans-Regular.ttf")
    func message(_ bytes: [UInt8], face: Int = 0) -> String? {
      do {
        _ = try FontFace(bytes: bytes, name: "test", face: face)
        return nil
      } catch { return error.message }
    }
    #expect(message(Array("not a font at all, just text".utf8))?.contains("not an OpenType or TrueType") == true)
    #expect(message([0, 1])?.contains("too short") == true)
    #expect(message(font, face: 1)?.contains("holds one face") == true)
    #expect(message(try Self.bytes("LiberationSans.ttc"), face: 2)?.contains("has 2 faces") == true)
    var outside = font
    outside[12 + 8] = 0x7F  // the first table's offset, far past the end
    #expect(message(outside)?.contains("lies outside the file") == true)
    var fewGlyphs = font
    let maxp = try #require(Self.tableOffset(font, "maxp"))
    (fewGlyphs[maxp + 4], fewGlyphs[maxp + 5]) = (0, 5)
    #expect(message(fewGlyphs) != nil)
  }

  /// Every truncation of a font that cuts a table is refused (in a collection, by the face whose table it
  /// cuts): every 61st length in the slow lane, every 241st in the everyday suite.
  @Test(arguments: ["LiberationSans-Regular.ttf", "Inter-Regular.otf", "LiberationSans.ttc"])
  func aTruncatedFileIsRefused(_ name: String) throws {
    let font = try Self.bytes(name)
    let faces = name.hasSuffix(".ttc") ? [0, 1] : [0]
    for length in stride(from: 0, to: font.count - 4, by: TestSupport.slowLane ? 61 : 241) {
      #expect(throws: FontError.self, "\(name) cut at \(length)") {
        for face in faces { _ = try FontFace(bytes: Array(font[..<length]), name: name, face: face) }
      }
    }
  }

  /// Random damage never traps: each damaged file is refused or measured (400 damaged files each in the slow lane,
  /// 100 in the everyday suite).
  @Test(arguments: ["LiberationSans-Regular.ttf", "Inter-Regular.otf", "NotoSansCJK-Subset.otf"])
  func damagedFilesNeverTrap(_ name: String) throws {
    let font = try Self.bytes(name)
    var random = SplitMix64(seed: 0x5EED)
    let dynamic = DynamicFont(.body, size: .large)
    for _ in 0..<(TestSupport.slowLane ? 400 : 100) {
      var damaged = font
      for _ in 0..<(1 + Int(random.next() % 8)) {
        // Damage the directory and the tables' headers more often: that is where offsets and counts are.
        let limit = random.next() % 2 == 0 ? min(damaged.count, 2048) : damaged.count
        damaged[Int(random.next() % UInt64(limit))] = UInt8(truncatingIfNeeded: random.next())
      }
      guard let face = try? FontFace(bytes: damaged, name: name),
        let measurement = FontMeasurement(faces: [face])
      else { continue }
      _ = measurement.width(of: "Free delivery caf\u{E9} \u{65E5}\u{1F44D}", in: dynamic)
      _ = measurement.lineHeight(of: dynamic)
    }
  }
}

/// Fonts crafted by hand to make a reader do far more work than their size, kept as fixtures in `Fonts/Crafted`:
/// `gpos-stride0` (a class pair table whose value records have no size, claiming 4 × 10⁹ pairs),
/// `gpos-sub-1600` (1600 subtable offsets sharing one subtable), `fvar-inverted` (Inter's variable subset with its
/// weight axis running from 900 down to 100) and `cmap12-1000` (1000 overlapping format 12 groups). Each is
/// refused or read quickly, and never traps.
struct CraftedFontTests {
  @Test(arguments: ["gpos-stride0.ttf", "gpos-sub-1600.ttf", "fvar-inverted.ttf", "cmap12-1000.ttf"])
  func aCraftedFontIsReadQuicklyOrRefused(_ name: String) throws {
    let bytes = try FontFileTests.bytes("Crafted/" + name)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      if let face = try? FontFace(bytes: bytes, name: name), let measurement = FontMeasurement(faces: [face]) {
        _ = measurement.width(of: "AVATAR Tokyo", in: DynamicFont(.headline, size: .large))
      }
    }
    #expect(elapsed < .seconds(1), "\(name) took \(elapsed)")
  }
}

/// The base64 the built-in fonts are stored in and the preview embeds fonts with: every length round-trips.
struct Base64Tests {
  @Test func everyLengthRoundTrips() {
    for length in 0..<64 {
      let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 37 + 11) }
      let text = DialPreview.Base64.encode(bytes)
      #expect(text.utf8.count == (length + 2) / 3 * 4)
      #expect(DialRuntime.Base64.decode(text) == bytes, "\(length) bytes")
    }
    #expect(DialPreview.Base64.encode(Array("Dial".utf8)) == "RGlhbA==")
  }
}
