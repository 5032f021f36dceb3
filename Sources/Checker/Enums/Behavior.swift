import DialParser
/// What a tap on a button does (`behavior`).
public enum Behavior: String, DialEnum {
  /// Runs `on tap`.
  case push
  /// Flips `selected`, then runs `on tap`.
  case toggle
  /// Opens the menu.
  case pulldown
  /// Opens the menu, whose actions form one radio group shown in the title.
  case popup

  /// `.behavior`.
  public static var enumType: EnumType { .behavior }

  /// Whether the behaviour needs a menu.
  public var needsMenu: Bool { self == .pulldown || self == .popup }
}
