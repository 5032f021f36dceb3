/// The measured size of a label's text (a button's title or subtitle): its lines, one above the other.
///
/// Text is not wrapped: each line break starts a line, and a `lines` limit keeps the first lines only, the last
/// one shown ending in "…" (as UILabel truncates its last line). Width and height are rounded up to whole points,
/// as UIKit's label sizing does.
struct TextBlock: Hashable, Sendable {
  /// The widest shown line, rounded up to whole points; 0 for an empty text.
  var width: Double
  /// The shown lines' height (count × line height), rounded up to whole points; 0 for an empty text.
  var height: Double
  /// How many lines are shown.
  var lineCount: Int
  /// Whether lines were left out because of the `lines` limit.
  var isTruncated: Bool

  /// Measures `text` in `font`, showing at most `maximumLines` lines (0 or less: all of them).
  init(_ text: String, font: DynamicFont, maximumLines: Int, measurement: some TextMeasurement) {
    var widest = 0.0
    var lastWidth = 0.0
    var count = 0
    var isTruncated = false
    for line in TextLines(text) {
      if maximumLines > 0 && count == maximumLines {
        // UILabel ends the last shown line with "…" when lines are left out; only that line grows.
        widest = max(widest, lastWidth + measurement.width(of: TruncatedText.ellipsis[...], in: font))
        isTruncated = true
        break
      }
      lastWidth = measurement.width(of: line, in: font)
      widest = max(widest, lastWidth)
      count += 1
    }
    self.width = roundedUpToPoints(widest)
    self.height = roundedUpToPoints(Double(count) * measurement.lineHeight(of: font))
    self.lineCount = count
    self.isTruncated = isTruncated
  }
}
