import DialLexer
import DialParser

/// What every part of the checker shares: the program resolved so far, where each variable's type stands, and
/// the diagnostics.
///
/// Each part of the checker owns its own state and is lent this one (`inout`) for a call, rather than holding
/// a copy of the program: a write to the program while a copy is held copies the whole array written (100 000
/// buttons), and even a copy that lives for one expression retains and releases each of the
/// program's ten arrays, for every one of a large program's hundreds of thousands of expressions.
struct CheckContext {
  /// Where a variable's type inference stands.
  enum InferenceState {
    /// Declared, not typed yet.
    case pending
    /// Typed: expressions may read it.
    case done
    /// Its initializer is wrong or on a cycle: what reads it is not checked further.
    case failed
  }

  /// The program as resolved so far: its symbols and components from the start, their checked bodies as the
  /// phases that check them end.
  var program = CheckedProgram()
  /// Where the inference of each variable's type stands, parallel to the program's variables: an expression
  /// may read a variable only once its type is `done`.
  var variableStates: [InferenceState] = []
  /// Where everything found wrong is reported.
  var sink = DiagnosticSink()
  /// Per host event, how its count (`emitted`) is read: how many reads, how many of them compared with an Int
  /// constant, and the largest such constant (``CheckedEvent/countBound``).
  var countReads: [Int: CountReads] = [:]

  /// The host events and functions with a parameter left out (reported at the declaration): their calls,
  /// emissions and member reads are not held to a signature that is known to be wrong, so one mistake is one
  /// error.
  var incompleteSignatures: Set<String> = []

  /// How a host event's count is read, counted while expressions are checked.
  struct CountReads {
    var reads = 0
    var comparedWithConstant = 0
    var largestConstant: Int64 = 0
  }

  /// Reports a diagnostic (``DiagnosticSink/report(_:)``).
  mutating func report(_ diagnostic: Diagnostic) {
    sink.report(diagnostic)
  }

  /// The closest candidate to `name`, while the suggestion budget lasts (``DiagnosticSink/suggestion(for:among:)``).
  mutating func suggestion<S: Sequence>(for name: String, among candidates: @autoclosure () -> S) -> String?
  where S.Element == String {
    sink.suggestion(for: name, among: candidates())
  }

  /// The type of variable `index`; nil while it is inferred, or when its initializer failed.
  func variableType(_ index: Int) -> DialType? {
    variableStates[index] == .done ? program.variables[index].type : nil
  }
}
