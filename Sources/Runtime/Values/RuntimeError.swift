import DialLexer

/// A failure while running a statement: integer overflow, division by zero, a
/// cascade too deep, a name the host asked for that does not exist, …
/// The statement that hit it has been rolled back.
///
/// A state the checker rules out, if the runtime ever meets one, is an
/// ``InternalError`` carried in ``internalError``: it travels where runtime
/// errors do (the runtime's functions throw this one type) but stays a bug in
/// Dial, not a mistake in the program.
public struct RuntimeError: Error, Equatable, Sendable {
  /// One lower-case sentence.
  public var message: String
  /// Where it happened, when it happened in Dial source.
  public var range: SourceRange?
  /// The bug in Dial this error reports, or nil for an error the program caused.
  public var internalError: InternalError?

  /// Makes a runtime error.
  public init(_ message: String, at range: SourceRange? = nil) {
    self.message = message
    self.range = range
  }

  /// Carries an internal error; the message is its `internal error: …, please report`.
  public init(_ error: InternalError) {
    self.message = error.description
    self.range = error.range
    self.internalError = error
  }

  /// The error as a diagnostic, for the one renderer.
  public var diagnostic: Diagnostic? {
    if let internalError { return internalError.diagnostic }
    return range.map { Diagnostic(.runtimeError, message, at: $0) }
  }
}

extension RuntimeError: CustomStringConvertible {
  /// The message, for a host that prints the error.
  public var description: String { message }
}
