/// A laid-out element's rectangle, in points, with the origin at the top left (UIKit's coordinates).
///
/// Dial reads it as `b.frame`: `x y width height` and the derived `minX midX maxX minY midY maxY`.
public struct LayoutFrame: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// A frame of the given origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The left edge (`x`).
  public var minX: Double { x }
  /// The horizontal center.
  public var midX: Double { x + width / 2 }
  /// The right edge.
  public var maxX: Double { x + width }
  /// The top edge (`y`).
  public var minY: Double { y }
  /// The vertical center.
  public var midY: Double { y + height / 2 }
  /// The bottom edge.
  public var maxY: Double { y + height }
}
