import DialChecker
import DialParser

/// Apple's Dynamic Type table: the point size and leading of each text style at each text size.
///
/// The data is embedded as Swift (`DynamicTypeTable+Data.swift`, generated from `shared/data/dynamic-type.csv` by
/// `scripts/generate-dynamic-type-table.sh`), so the runtime never reads a file. Lookups are O(1) and allocate
/// nothing.
public enum DynamicTypeTable {
  /// The point size and leading, in points, of one cell of the table.
  public struct Metrics: Hashable, Sendable {
    /// The font's point size.
    public var pointSize: Double
    /// The table's leading (line height).
    public var leading: Double
  }

  /// The point size and leading of `style` at `size`.
  public static func metrics(_ style: TextStyle, _ size: DynamicTypeSize) -> Metrics {
    let index = style.ordinal * sizeCount + size.ordinal
    // The index is in range by construction (11 styles × 12 sizes, checked by LayoutTests); the check keeps a
    // mistaken regeneration of the data from trapping, falling back to body at .large.
    guard index < pointSizes.count, index < leadings.count else { return Metrics(pointSize: 17, leading: 22) }
    return Metrics(pointSize: Double(pointSizes[index]), leading: Double(leadings[index]))
  }

  /// The number of text sizes, a row of the table (`allCases` would build an array per lookup).
  static let sizeCount = DynamicTypeSize.allCases.count

  /// The point size of `style` at `size`.
  public static func pointSize(_ style: TextStyle, _ size: DynamicTypeSize) -> Double {
    metrics(style, size).pointSize
  }

  /// The leading of `style` at `size`.
  public static func leading(_ style: TextStyle, _ size: DynamicTypeSize) -> Double {
    metrics(style, size).leading
  }
}
