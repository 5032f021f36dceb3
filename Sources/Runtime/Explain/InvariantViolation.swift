import DialChecker
import DialLexer
import DialParser

/// An `invariant` that did not hold after a statement (or that raised a runtime error): a failure located at the
/// statement that broke it.
public struct InvariantViolation: Sendable, Equatable {
  /// The `invariant` declaration.
  public var invariant: SourceRange
  /// The statement after which it failed.
  public var range: SourceRange
  /// The values the condition read, as `name = literal` pairs: `itemCount = 0, checkout.enabled = true`.
  public var detail: String
  /// The runtime error its evaluation raised, if that is why it failed.
  public var error: RuntimeError?

  /// How Dial reports it: `invariant failed: count >= 0 (count = -1)`, or with the error its evaluation raised.
  public func message(in files: SourceFiles) -> String {
    var text = "invariant failed: " + files.text(of: invariant, after: "invariant")
    if let error { text += " (error: " + error.message + ")" }
    if !detail.isEmpty { text += " (" + detail + ")" }
    return text
  }
}
