import DialChecker
import DialParser

/// A font at one Dynamic Type size: what a `TextMeasurement` measures with.
///
/// A text style takes its point size from Apple's table; a fixed system font keeps its size at every text size;
/// a system font relative to a style grows as that style does, by `style(size) / style(.large)`, as
/// `UIFontMetrics.scaledFont(for:)` scales it (the scaled size is not rounded).
///
/// ```swift
/// DynamicFont(.headline, size: .large).pointSize                                    // 17
/// DynamicFont(.system(size: 14, weight: .bold, relativeTo: nil), size: .accessibilityLarge).pointSize  // 14
/// DynamicFont(.system(size: 14, weight: .bold, relativeTo: .body), size: .extraLarge).pointSize  // 14 × 19 / 17
/// ```
public struct DynamicFont: Hashable, Sendable {
  /// The font as the program sets it.
  public var font: Font
  /// The Dynamic Type size the font is for.
  public var size: DynamicTypeSize
  /// The font's point size.
  public var pointSize: Double
  /// The leading (line height) in Apple's table, in points, scaled with the font for a relative system font and
  /// 1.2 × the size for a fixed one. The default measurement does not use it (it takes 1.2 × the point size); it
  /// is here for hosts that plug in real metrics.
  public var leading: Double
  /// The font's weight.
  public var weight: FontWeight

  /// The font of `style` at `size`, from the Dynamic Type table.
  public init(_ style: TextStyle, size: DynamicTypeSize) {
    self.init(.style(style), size: size)
  }

  /// `font` at `size`.
  public init(_ font: Font, size: DynamicTypeSize) {
    self.font = font
    self.size = size
    switch font {
    case .style(let style):
      let metrics = DynamicTypeTable.metrics(style, size)
      (pointSize, leading, weight) = (metrics.pointSize, metrics.leading, style.weight)
    case .system(let points, let weight, nil):
      (pointSize, leading, self.weight) = (points, points * 6 / 5, weight)
    case .system(let points, let weight, let style?):
      let scaled = DynamicTypeTable.metrics(style, size)
      let base = DynamicTypeTable.metrics(style, .large)
      let scale = scaled.pointSize / base.pointSize
      (pointSize, leading, self.weight) = (points * scale, base.leading * scale * points / base.pointSize, weight)
    }
  }

  /// The text style the font follows: its own, or the one a system font is relative to; nil for a fixed font.
  public var style: TextStyle? {
    switch font {
    case .style(let style): return style
    case .system(_, _, let style): return style
    }
  }
}
