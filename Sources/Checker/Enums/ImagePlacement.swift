import DialParser
/// Where a button's image sits relative to its text (`imagePlacement`, UIKit's
/// `NSDirectionalRectEdge`).
public enum ImagePlacement: String, DialEnum {
  /// Before the text, in a row (the default).
  case leading
  /// After the text, in a row.
  case trailing
  /// Above the text, in a column.
  case top
  /// Below the text, in a column.
  case bottom

  /// `.imagePlacement`.
  public static var enumType: EnumType { .imagePlacement }

  /// Whether image and text stand side by side (`.leading`, `.trailing`) rather than stacked.
  public var isHorizontal: Bool { self == .leading || self == .trailing }
}
