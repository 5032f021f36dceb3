import DialLexer

/// A failure while running a statement: integer overflow, division by zero, a
/// cascade too deep, a name the host asked for that does not exist, …
/// The statement that hit it has been rolled back.
///
/// Each kind of failure has its own stable ``id`` (`division-by-zero`,
/// `unknown-target`, …; docs/language.md §14), which code compares instead of
/// the message: `error.id == .divisionByZero`.
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
  /// The kind of failure: one of the runtime's identifiers, ``DiagnosticID/internalError`` for a bug in Dial,
  /// or ``DiagnosticID/runtimeError`` for an error a host made from its own message.
  public var id: DiagnosticID

  /// Makes a runtime error from a host's own message; its identifier is ``DiagnosticID/runtimeError``.
  public init(_ message: String, at range: SourceRange? = nil) {
    self.message = message
    self.range = range
    self.id = .runtimeError
  }

  /// Carries an internal error; the message is its `internal error: …, please report`.
  public init(_ error: InternalError) {
    self.message = error.description
    self.range = error.range
    self.internalError = error
    self.id = .internalError
  }

  /// The error of the runtime's catalogue: its identifier and message.
  ///
  /// Never inlined: an error is the cold path, and inlined, the catalogue's switch made the functions that throw
  /// (arithmetic, value checks) too large to be inlined in turn, which cost a push tap 1.5% of its instructions.
  @inline(never)
  init(_ issue: RuntimeIssue, at range: SourceRange? = nil) {
    (id, message) = issue.entry
    self.range = range
  }

  /// The error a host's event met: it happened in no Dial source, so it has no range.
  init(_ issue: RequestIssue) {
    self.init(.request(issue))
  }

  /// The error as a diagnostic, for the one renderer; nil when it happened in no Dial source.
  public var diagnostic: Diagnostic? {
    if let internalError { return internalError.diagnostic }
    return range.map { Diagnostic(id, message, at: $0) }
  }
}

extension RuntimeError {
  /// Whether two errors say the same thing at the same place: their messages, ranges and internal errors.
  ///
  /// The identifier is left out: each message of the runtime's belongs to one kind, so the identifier adds
  /// nothing, and an error a host writes out as its message (`RuntimeError("division by zero")`) still equals
  /// the one the runtime throws.
  public static func == (lhs: RuntimeError, rhs: RuntimeError) -> Bool {
    lhs.message == rhs.message && lhs.range == rhs.range && lhs.internalError == rhs.internalError
  }
}

extension RuntimeError: CustomStringConvertible {
  /// The message, for a host that prints the error.
  public var description: String { message }
}
