/// A state that Dial's own checks should have ruled out: a bug in Dial, not a
/// mistake in the program being run.
///
/// It is a type of its own, apart from the errors a program can cause, so that
/// a host can tell the two apart and a reader of the code sees which failures
/// are impossible by design. It prints as `internal error: …, please report`,
/// so that a user knows the program is not at fault and whom to tell.
public struct InternalError: Error, Equatable, Sendable {
  /// What went wrong, one lower-case phrase: `'+' is not arithmetic`.
  public var problem: String
  /// Where in Dial source it happened, when it happened in Dial source.
  public var range: SourceRange?

  /// Makes an internal error.
  public init(_ problem: String, at range: SourceRange? = nil) {
    self.problem = problem
    self.range = range
  }

  /// The error as a diagnostic, for the one renderer.
  public var diagnostic: Diagnostic? {
    range.map { Diagnostic(.internalError, description, at: $0) }
  }
}

extension InternalError: CustomStringConvertible {
  /// `internal error: <problem>, please report`.
  public var description: String { "internal error: \(problem), please report" }
}
