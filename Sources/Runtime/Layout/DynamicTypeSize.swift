/// The twelve Dynamic Type sizes of iOS, smallest first, as Dial's `textSize` names them.
///
/// The raw values are the sizes' indices in this order, which is also the order in which the checker stores the
/// cases of Dial's `textSize` enum, so converting between the two is `DynamicTypeSize(rawValue: index)`.
/// Sizes compare by that order (`size >= .accessibilityMedium`), as Dial's text sizes do.
public enum DynamicTypeSize: Int, CaseIterable, Comparable, Sendable {
  /// UIKit's `.extraSmall` (`UIContentSizeCategory.extraSmall`).
  case extraSmall
  /// UIKit's `.small`.
  case small
  /// UIKit's `.medium`.
  case medium
  /// UIKit's `.large`, the system default.
  case large
  /// UIKit's `.extraLarge`.
  case extraLarge
  /// UIKit's `.extraExtraLarge`.
  case extraExtraLarge
  /// UIKit's `.extraExtraExtraLarge`, the largest size that is not an accessibility size.
  case extraExtraExtraLarge
  /// UIKit's `.accessibilityMedium`, the smallest accessibility size.
  case accessibilityMedium
  /// UIKit's `.accessibilityLarge`.
  case accessibilityLarge
  /// UIKit's `.accessibilityExtraLarge`.
  case accessibilityExtraLarge
  /// UIKit's `.accessibilityExtraExtraLarge`.
  case accessibilityExtraExtraLarge
  /// UIKit's `.accessibilityExtraExtraExtraLarge`, the largest size.
  case accessibilityExtraExtraExtraLarge

  /// Whether this is one of the five accessibility sizes (`.accessibilityMedium` and larger), where
  /// UIKit's `isAccessibilityCategory` is true and bar buttons offer the Large Content Viewer.
  public var isAccessibilitySize: Bool { self >= .accessibilityMedium }

  /// This size, or `maximum` when this one is larger: how a control that stops growing sees the size.
  public func capped(at maximum: DynamicTypeSize) -> DynamicTypeSize { self > maximum ? maximum : self }

  /// Orders sizes from smallest to largest.
  public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}
