import DialParser
/// How a button aligns its title and subtitle (`titleAlignment`,
/// `UIButton.Configuration.TitleAlignment`).
public enum TitleAlignment: String, DialEnum {
  /// Leading, or centered when the image is above or below the text.
  case automatic
  /// Against the leading edge.
  case leading
  /// Centered.
  case center
  /// Against the trailing edge.
  case trailing

  /// `.titleAlignment`.
  public static var enumType: EnumType { .titleAlignment }
}
