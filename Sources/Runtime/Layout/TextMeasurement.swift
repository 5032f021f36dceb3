/// Measures text for layout: a host plugs in real font metrics by conforming to it.
///
/// Dial measures one line at a time (it splits text at line breaks itself) and rounds each measured text up to
/// whole points, as UIKit's label sizing does, so a conforming type returns exact, unrounded values.
/// `DefaultTextMeasurement` is the model used when the host provides none.
///
/// Conforming types must be monotonic: a prefix of a line is never wider than the line.
public protocol TextMeasurement: Sendable {
  /// The advance width, in points, of `line` (which contains no line break) set in `font`.
  func width(of line: Substring, in font: DynamicFont) -> Double

  /// The height, in points, of one line of text set in `font`.
  func lineHeight(of font: DynamicFont) -> Double

  /// The longest prefix of `line` followed by "…" whose width, rounded up to whole points, is at most `width`;
  /// the empty text (width 0) when not even "…" fits. The ellipsis is always added: the caller decides whether the
  /// line needs truncating.
  func truncate(_ line: Substring, toFit width: Double, in font: DynamicFont) -> TruncatedText
}

extension TextMeasurement {
  /// The default truncation: a binary search over prefix lengths, measuring each candidate prefix and the
  /// ellipsis apart (so kerning across the join is ignored). O(n log n) in the line's length.
  public func truncate(_ line: Substring, toFit width: Double, in font: DynamicFont) -> TruncatedText {
    let ellipsis = self.width(of: TruncatedText.ellipsis[...], in: font)
    guard roundedUpToPoints(ellipsis) <= width else { return .empty }
    // Invariant: a prefix of `low` characters fits; one of `high + 1` does not (or does not exist).
    var low = 0
    var high = line.count
    while low < high {
      let middle = (low + high + 1) / 2
      let prefix = line.prefix(middle)
      if roundedUpToPoints(self.width(of: prefix, in: font) + ellipsis) <= width {
        low = middle
      } else {
        high = middle - 1
      }
    }
    let prefix = line.prefix(low)
    return TruncatedText(prefix: prefix, width: self.width(of: prefix, in: font) + ellipsis)
  }
}
