/// Why ``Session/evaluate(_:name:)`` or ``Session/explain(_:)`` gave no value:
/// the expression does not compile, or it failed while computing.
public enum EvaluationError: Error, Sendable, CustomStringConvertible {
  /// The expression does not parse or check: its diagnostics.
  case compile(CompileError)
  /// Computing it failed (an overflow, a division by zero…).
  case runtime(RuntimeError)

  /// The error as Dial prints it: the rendered diagnostics, or the runtime message.
  public var description: String {
    switch self {
    case .compile(let error): return error.description
    case .runtime(let error): return error.description
    }
  }
}
