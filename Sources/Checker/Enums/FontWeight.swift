import DialParser
/// The weights a `.system(size:weight:)` font takes (`UIFont.Weight`), lightest first.
///
/// Apple's Dynamic Type table uses two of them: `.semibold` for `.headline` and `.regular` for every other style.
public enum FontWeight: String, DialEnum {
  /// The weight of running text.
  case regular
  /// Between regular and semibold.
  case medium
  /// The weight of `.headline`.
  case semibold
  /// `UIFont.boldSystemFont(ofSize:)`.
  case bold
  /// Heavier than bold.
  case heavy

  /// `.fontWeight`.
  public static var enumType: EnumType { .fontWeight }
}
