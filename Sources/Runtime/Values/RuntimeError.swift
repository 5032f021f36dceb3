import DialLexer

/// A failure while running a statement: integer overflow, division by zero, a
/// cascade too deep, a name the host asked for that does not exist, …
/// The statement that hit it has been rolled back.
public struct RuntimeError: Error, Equatable, Sendable {
  /// One lower-case sentence.
  public var message: String
  /// Where it happened, when it happened in Dial source.
  public var range: SourceRange?

  /// Makes a runtime error.
  public init(_ message: String, at range: SourceRange? = nil) {
    self.message = message
    self.range = range
  }

  /// The error as a diagnostic, for the one renderer.
  public var diagnostic: Diagnostic? {
    range.map { Diagnostic("runtime-error", message, at: $0) }
  }
}

extension RuntimeError: CustomStringConvertible {
  /// The message, for a host that prints the error.
  public var description: String { message }
}
