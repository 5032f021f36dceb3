import DialParser
/// One accessibility trait, as a trait-set literal names it (`[.button, .selected]`).
public enum Trait: String, DialEnum {
  /// The element acts as a button.
  case button
  /// The element is selected.
  case selected
  /// The element is disabled: VoiceOver says "Dimmed".
  case notEnabled
  /// The element is a heading.
  case header

  /// `.trait`.
  public static var enumType: EnumType { .trait }
}
