import DialParser
/// How a button's background corners are rounded (`cornerStyle`,
/// `UIButton.Configuration.CornerStyle`).
public enum CornerStyle: String, DialEnum {
  /// The radius `cornerRadius` sets, fixed at every text size.
  case fixed
  /// A radius that follows the button's size (the default).
  case dynamic
  /// A small radius.
  case small
  /// A medium radius.
  case medium
  /// A large radius.
  case large
  /// Half the button's height: a capsule.
  case capsule

  /// `.cornerStyle`.
  public static var enumType: EnumType { .cornerStyle }
}
