import DialChecker
import DialParser

/// A title kept on one line by its line-break mode (docs/language.md §10): `.byClipping` cuts it at the edge,
/// `.byTruncatingHead`, `.byTruncatingTail` and `.byTruncatingMiddle` replace what does not fit by "…" at its
/// start, end or middle. A line break in the text reads as a space. Each search over lengths measures
/// O(log n) candidates, as ``TextMeasurement/truncate(_:toFit:in:)`` does.
enum SingleLineText {
  /// The one line `text` shows in `mode` within `width` (nil: no limit), and whether text was cut.
  static func line(
    of text: String, mode: LineBreakMode, width: Double?, font: DynamicFont, measurement: some TextMeasurement
  ) -> (line: String, isCut: Bool) {
    let joined = text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
    guard let width, roundedUpToPoints(measurement.width(of: joined[...], in: font)) > width else {
      return (joined, false)
    }
    let line = joined[...]
    switch mode {
    case .byClipping: return (String(line.prefix(longest(line.count) { fits(line.prefix($0), width) })), true)
    case .byTruncatingHead: return (head(line, width: width, font: font, measurement: measurement), true)
    case .byTruncatingMiddle: return (middle(line, width: width, font: font, measurement: measurement), true)
    case .byTruncatingTail, .byWordWrapping, .byCharWrapping:
      return (measurement.truncate(line, toFit: width, in: font).text, true)
    }

    func fits(_ piece: Substring, _ width: Double) -> Bool {
      roundedUpToPoints(measurement.width(of: piece, in: font)) <= width
    }
  }

  /// "…" and the longest end of `line` that fits `width` after it; empty when not even "…" fits.
  static func head(_ line: Substring, width: Double, font: DynamicFont, measurement: some TextMeasurement) -> String {
    let ellipsis = measurement.width(of: TruncatedText.ellipsis[...], in: font)
    guard roundedUpToPoints(ellipsis) <= width else { return "" }
    let kept = longest(line.count) { count in
      roundedUpToPoints(ellipsis + measurement.width(of: line.suffix(count), in: font)) <= width
    }
    return TruncatedText.ellipsis + line.suffix(kept)
  }

  /// The longest start and end of `line` around "…" that fit `width` (the start one character longer when the
  /// count is odd); empty when not even "…" fits.
  static func middle(_ line: Substring, width: Double, font: DynamicFont, measurement: some TextMeasurement) -> String {
    let ellipsis = measurement.width(of: TruncatedText.ellipsis[...], in: font)
    guard roundedUpToPoints(ellipsis) <= width else { return "" }
    func parts(_ count: Int) -> (Substring, Substring) { (line.prefix((count + 1) / 2), line.suffix(count / 2)) }
    let kept = longest(line.count) { count in
      let (start, end) = parts(count)
      let total = measurement.width(of: start, in: font) + ellipsis + measurement.width(of: end, in: font)
      return roundedUpToPoints(total) <= width
    }
    let (start, end) = parts(kept)
    return String(start) + TruncatedText.ellipsis + end
  }

  /// The largest count in 0…`limit` for which `fits` holds, `fits` being true for 0 and monotonic.
  static func longest(_ limit: Int, _ fits: (Int) -> Bool) -> Int {
    var (low, high) = (0, limit)
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(middle) { low = middle } else { high = middle - 1 }
    }
    return low
  }
}
