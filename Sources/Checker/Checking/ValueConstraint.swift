import DialParser
/// A check on a property's values beyond their type.
public enum ValueConstraint: Hashable, Sendable {
  /// Any value of the type.
  case none
  /// A finite number of 0 or more (paddings, radii, `lines`); for insets, every edge.
  case nonNegative
  /// A finite number greater than 0, or 0 for "not set" as the default (`width`, `maxWidth`).
  case positive
}
