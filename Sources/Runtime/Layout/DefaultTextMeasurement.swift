import DialChecker
import DialParser

/// Dial's model of text metrics, used when the host plugs in no real font.
///
/// Every `Character` (grapheme cluster, what a reader sees as one character: "é" written as e + U+0301, a flag or a
/// family emoji each count once) advances `0.55 × pointSize`, except CJK and emoji characters, which advance
/// `1.0 × pointSize`; a line is `1.2 × pointSize` high. Heavier weights are wider: `.regular`, `.medium` and
/// `.semibold` advance as above, `.bold` 5% more and `.heavy` 10% more (``widthFactor(of:)``).
///
/// ```swift
/// let font = DynamicFont(.headline, size: .large)        // 17 pt
/// DefaultTextMeasurement().width(of: "Cancel", in: font)   // 6 × 0.55 × 17 = 56.1
/// ```
///
/// Widths are computed in twentieths of the point size (11 for a narrow character, 20 for a wide one), so a
/// whole number of points comes out exact. ASCII lines take a fast path over their UTF-8 bytes; nothing allocates
/// except the text of a truncation.
public struct DefaultTextMeasurement: TextMeasurement {
  /// The advance of a narrow character, in twentieths of the point size (0.55).
  static let narrowUnits = 11
  /// The advance of a CJK or emoji character, in twentieths of the point size (1.0).
  static let wideUnits = 20
  /// Units per point size.
  static let unitsPerEm = 20.0

  /// The default measurement.
  public init() {}

  /// The line's width: its characters' advances, each `0.55 × pointSize` or, for CJK and emoji, `pointSize`.
  public func width(of line: Substring, in font: DynamicFont) -> Double {
    Self.width(units: Self.units(of: line), font: font)
  }

  /// `1.2 × pointSize`, computed as `6 × pointSize / 5` so that a whole point size gives the nearest Double.
  public func lineHeight(of font: DynamicFont) -> Double {
    font.pointSize * 6 / 5
  }

  /// The longest prefix and "…" that fits, found in one pass over the characters.
  public func truncate(_ line: Substring, toFit width: Double, in font: DynamicFont) -> TruncatedText {
    let ellipsisUnits = Self.narrowUnits  // "…" is one narrow character
    func fits(_ units: Int) -> Bool { roundedUpToPoints(Self.width(units: units, font: font)) <= width }
    guard fits(ellipsisUnits) else { return .empty }
    var units = 0
    var end = line.startIndex
    for index in line.indices {
      let next = units + Self.units(of: line[index])
      guard fits(next + ellipsisUnits) else { break }
      units = next
      end = line.index(after: index)
    }
    let width = Self.width(units: units + ellipsisUnits, font: font)
    return TruncatedText(prefix: line[..<end], width: width)
  }

  // MARK: - Units

  /// The width in points of `units` twentieths of `pointSize`. Multiplying before dividing keeps whole results
  /// exact: 11 × 17 × 6 / 20 is 56.1's nearest Double, and 20 × 0.55 × 20 is exactly 220.
  static func width(units: Int, pointSize: Double) -> Double {
    Double(units) * pointSize / unitsPerEm
  }

  /// The width in points of `units` twentieths of the font's point size, widened for its weight.
  static func width(units: Int, font: DynamicFont) -> Double {
    let factor = widthFactor(of: font.weight)
    // The common weights take the exact path above; a factor of 21 or 22 twentieths widens bold and heavy.
    guard factor != 20 else { return width(units: units, pointSize: font.pointSize) }
    return Double(units * factor) * font.pointSize / (unitsPerEm * unitsPerEm)
  }

  /// How much wider a weight sets text than `.regular`, in twentieths: 20 for `.regular`, `.medium` and
  /// `.semibold` (so `.headline`, semibold, measures as every other style), 21 for `.bold`, 22 for `.heavy`.
  static func widthFactor(of weight: FontWeight) -> Int {
    switch weight {
    case .regular, .medium, .semibold: return 20
    case .bold: return 21
    case .heavy: return 22
    }
  }

  /// The advance of a line in twentieths of the point size.
  static func units(of line: Substring) -> Int {
    if let count = asciiCharacterCount(line) { return count * narrowUnits }
    var units = 0
    for character in line { units += self.units(of: character) }
    return units
  }

  /// The advance of one character in twentieths of the point size.
  static func units(of character: Character) -> Int {
    isWide(character) ? wideUnits : narrowUnits
  }

  /// The number of characters of an all-ASCII line without "\r" (where each byte is one character), or nil for
  /// any other line, which is then walked character by character.
  static func asciiCharacterCount(_ line: Substring) -> Int? {
    for byte in line.utf8 where byte >= 0x80 || byte == 0x0D { return nil }
    return line.utf8.count
  }
}
