import DialParser
/// A button's size (`size`, `UIButton.Configuration.Size`): it chooses the
/// default content insets and the radius of the `.dynamic` corner style.
public enum ButtonSize: String, DialEnum {
  /// The smallest: insets (4, 8, 4, 8).
  case mini
  /// Insets (5, 10, 5, 10).
  case small
  /// The default: insets (7, 12, 7, 12).
  case medium
  /// The largest: insets (14, 20, 14, 20).
  case large

  /// `.buttonSize`.
  public static var enumType: EnumType { .buttonSize }
}
