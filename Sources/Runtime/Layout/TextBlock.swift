import DialChecker
import DialParser

/// The measured lines of a label's text (a button's title or subtitle), one above the other.
///
/// With a width, the text wraps (``TextWrapping``); without one (a header's button, which keeps one line per line
/// break), each line break starts a line. A `lines` limit keeps the first lines only, the last one shown ending
/// in "…" as UILabel truncates its last line: with a width, the rest of that paragraph is cut to fit it; without
/// one, "…" is added to the line. Width and height are rounded up to whole points, as UIKit's label sizing does.
struct TextBlock: Hashable, Sendable {
  /// The widest shown line, rounded up to whole points; 0 for an empty text.
  var width: Double
  /// The shown lines' height (count × line height), rounded up to whole points; 0 for an empty text.
  var height: Double
  /// The shown lines, as drawn (the last one ending in "…" when text was cut).
  var lines: [String]
  /// Whether text was cut: lines left out because of the `lines` limit.
  var isTruncated: Bool

  /// How many lines are shown.
  var lineCount: Int { lines.count }

  /// Measures `text` in `font`, wrapped at `wrapWidth` when one is given, showing at most `maximumLines` lines
  /// (0 or less: all of them); a `mode` that does not wrap keeps it on one line (``SingleLineText``).
  init(
    _ text: String, font: DynamicFont, maximumLines: Int, wrapWidth: Double?, mode: LineBreakMode = .byWordWrapping,
    measurement: some TextMeasurement
  ) {
    guard mode.wraps || text.isEmpty else {
      let single = SingleLineText.line(
        of: text, mode: mode, width: wrapWidth.map { max(0, $0) }, font: font, measurement: measurement)
      self.init(lines: [single.line], isTruncated: single.isCut, font: font, measurement: measurement)
      return
    }
    var shown: [Substring]
    var cut: String?
    if let wrapWidth {
      let width = max(0, wrapWidth)
      let ranges = TextWrapping.lines(
        of: text, width: width, font: font, measurement: measurement, byCharacters: mode == .byCharWrapping)
      shown = ranges.map { text[$0] }
      if maximumLines > 0 && ranges.count > maximumLines {
        shown.removeLast(ranges.count - maximumLines)
        let last = ranges[maximumLines - 1]
        let rest = text[last.lowerBound...].prefix { !$0.isNewline }
        cut = measurement.truncate(rest, toFit: max(0, wrapWidth), in: font).text
      }
    } else {
      shown = Array(TextLines(text))
      if maximumLines > 0 && shown.count > maximumLines {
        shown.removeLast(shown.count - maximumLines)
        cut = String(shown[maximumLines - 1]) + TruncatedText.ellipsis
      }
    }
    var lines = shown.map(String.init)
    if let cut { lines[lines.count - 1] = cut }
    self.init(lines: lines, isTruncated: cut != nil, font: font, measurement: measurement)
  }

  /// The block of `lines` as shown, measured.
  init(lines: [String], isTruncated: Bool, font: DynamicFont, measurement: some TextMeasurement) {
    var widest = 0.0
    for line in lines { widest = max(widest, measurement.width(of: line[...], in: font)) }
    self.width = roundedUpToPoints(widest)
    self.height = roundedUpToPoints(Double(lines.count) * measurement.lineHeight(of: font))
    self.lines = lines
    self.isTruncated = isTruncated
  }
}
