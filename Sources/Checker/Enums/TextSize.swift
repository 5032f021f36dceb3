import DialParser
/// The twelve Dynamic Type sizes of iOS (`UIContentSizeCategory`), smallest
/// first: the values of the built-in variable `textSize`.
///
/// Sizes are ordered (`textSize >= .accessibilityMedium`), by their position here.
public enum TextSize: String, DialEnum, Comparable {
  /// The seven standard sizes; `.large` is the system default.
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  /// The five accessibility sizes, where UIKit's `isAccessibilityCategory` is true and bar buttons offer the
  /// Large Content Viewer.
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
  case accessibilityExtraExtraExtraLarge

  /// `.textSize`.
  public static var enumType: EnumType { .textSize }

  /// Whether this is one of the five accessibility sizes (`.accessibilityMedium` and larger).
  public var isAccessibilitySize: Bool { self >= .accessibilityMedium }

  /// This size, or `maximum` when this one is larger: how a control that stops growing sees the size.
  public func capped(at maximum: TextSize) -> TextSize { self > maximum ? maximum : self }

  /// Orders sizes from smallest to largest.
  public static func < (lhs: TextSize, rhs: TextSize) -> Bool { lhs.ordinal < rhs.ordinal }
}
