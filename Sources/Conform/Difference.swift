import DialLexer

/// One way the app differs from its spec.
public struct Difference: Equatable, Sendable {
  /// What differs.
  public enum Kind: String, Sendable, CaseIterable {
    /// The spec shows an element the dump does not have.
    case missing
    /// The dump has a control the spec does not declare.
    case extra
    /// The accessibility label.
    case label
    /// The accessibility value.
    case value
    /// Enabled in one, not in the other.
    case enabled
    /// Selected in one, not in the other.
    case selected
    /// Shown in one, hidden in the other.
    case hidden
    /// A frame's width or height, by more than the tolerance.
    case size
  }

  /// What differs.
  public var kind: Kind
  /// The element: its Dial name, or for an extra control how the dump names it.
  public var element: String
  /// What the spec says; empty for an extra control.
  public var expected: String
  /// What the app shows; empty for a missing element.
  public var actual: String
  /// Where the spec declares the element; nil for an extra control.
  public var range: SourceRange?
  /// The dump's line of the app's element; nil for a missing one.
  public var dumpLine: Int?

  /// A difference of `kind` in `element`.
  public init(
    _ kind: Kind, element: String, expected: String, actual: String, range: SourceRange?, dumpLine: Int?
  ) {
    self.kind = kind
    self.element = element
    self.expected = expected
    self.actual = actual
    self.range = range
    self.dumpLine = dumpLine
  }

  /// `label of checkout: "Check Out" in the app, "Checkout" in the spec`.
  public var message: String {
    switch kind {
    case .missing: return "\(element) is not in the app (\(expected))"
    case .extra: return "the app has \(actual), which the spec does not declare"
    case .hidden: return "\(element) is \(actual) in the app, \(expected) in the spec"
    default: return "\(kind.rawValue) of \(element): \(actual) in the app, \(expected) in the spec"
    }
  }
}
