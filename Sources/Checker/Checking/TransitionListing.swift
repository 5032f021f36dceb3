import DialParser
/// How a change of a button property is listed among a statement's transitions.
public enum TransitionListing: Hashable, Sendable {
  /// As resolved: `b.title: "" -> "Save"`.
  case resolved
  /// As configured, before the automatic highlighted and disabled adjustments, which follow from
  /// `highlighted` and `enabled`, listed themselves (the colors).
  case configured
  /// As the button's state: `selected`, which a binding sets and a toggle flips.
  case state
  /// Never: static properties cannot change.
  case never
}
