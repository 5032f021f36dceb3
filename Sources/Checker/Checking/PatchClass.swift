import DialParser
/// How a running button follows a change of a binding of the property without resolving its whole
/// configuration again (docs/internals.md, "What an event costs").
public enum PatchClass: Hashable, Sendable {
  /// Stored in place, field by field, with an undo record of what it overwrote; then only what it feeds is
  /// derived again.
  case inPlace(Feeds)
  /// Stored over the configuration, which is then finished again (derived defaults, state colors, accessibility
  /// output).
  case overConfiguration
  /// Only by resolving the button again: a binding of it makes every change of the button a resolution
  /// (`cornerStyle`, whose `.capsule` radius follows the whole layout), or it is state that a resolution
  /// re-applies (`selected`).
  case byResolution
  /// Never: the property is fixed when the program starts.
  case never

  /// What a property stored in place feeds, and so what is derived again after it changes.
  public enum Feeds: Hashable, Sendable {
    /// The label (a title, a subtitle, an `accessibilityLabel`), and with it the speech.
    case label
    /// The accessibility value (an `accessibilityValue`, `loading`'s "In progress").
    case value
    /// The traits (`.notEnabled`) and the state colors: `enabled`.
    case traitsAndColors
  }
}
