import DialParser

/// A text style's font at one Dynamic Type size: what a `TextMeasurement` measures with.
///
/// ```swift
/// let font = DynamicFont(.headline, size: .large)
/// font.pointSize  // 17
/// font.weight     // .semibold
/// ```
public struct DynamicFont: Hashable, Sendable {
  /// The text style the font is for.
  public var style: TextStyle
  /// The Dynamic Type size the font is for.
  public var size: DynamicTypeSize
  /// The font's point size, from Apple's table.
  public var pointSize: Double
  /// The leading (line height) in Apple's table, in points. The default measurement does not use it (it takes
  /// 1.2 × the point size); it is here for hosts that plug in real metrics.
  public var leading: Double
  /// The font's weight.
  public var weight: FontWeight

  /// The font of `style` at `size`, from the Dynamic Type table.
  public init(_ style: TextStyle, size: DynamicTypeSize) {
    let metrics = DynamicTypeTable.metrics(style, size)
    self.style = style
    self.size = size
    self.pointSize = metrics.pointSize
    self.leading = metrics.leading
    self.weight = style.weight
  }
}
