import DialChecker
import DialLexer
import DialParser

/// The bookkeeping of the statement being run: its undo log, what must
/// settle before it is done, and what it has produced (notes, `print`
/// output, expectations).
struct Journal: Sendable {
  /// Whether a statement (or the session's start) is running.
  private(set) var isOpen = false
  /// Whether first writes keep the value from before (not while the session starts).
  private(set) var recordsUndo = false
  /// What the statement has written, as it was before.
  var undo = UndoLog()

  /// What must settle before the statement is done.
  var queue = ResolutionQueue()

  /// How many handlers are running inside each other.
  var handlerDepth = 0
  /// The values of shared bindings while bindings settle (``SharedValues``); empty between settlings.
  var sharedValues = SharedValues()
  /// Whether buttons follow a change by their patch plans (``PatchPlan``) rather than by a resolution; tests
  /// turn it off to check that both give the same transitions and state.
  var patchesBindings = true
  /// Why events were ignored and what VoiceOver read, in order.
  var notes: [EventNote] = []
  var output: [String] = []
  var expectations: [Expectation] = []
  /// The variables assigned, with the assignment's place, kept as the last writes once the statement completes.
  var writes: [(variable: Int, at: SourceRange)] = []
  /// The top-level statement being run.
  var statement: SourceRange?

  /// Starts a statement (or the session's start, which keeps no undo log).
  mutating func open(recordsUndo: Bool) {
    isOpen = true
    self.recordsUndo = recordsUndo
  }

  /// Ends the statement: empties the journal, keeping the storage of its logs
  /// and queue. A session reuses one journal, so a small statement allocates
  /// nothing for its bookkeeping.
  mutating func close() {
    (isOpen, recordsUndo) = (false, false)
    undo.removeAll()
    queue.removeAll()
    handlerDepth = 0
    // Handed on to the statement's outcome, so not kept.
    if !notes.isEmpty { notes = [] }
    if !output.isEmpty { output = [] }
    if !expectations.isEmpty { expectations = [] }
    if !writes.isEmpty { writes = [] }
    statement = nil
  }
}

/// The result of an `expect`.
public struct Expectation: Sendable, Equatable {
  /// Whether it held.
  public var passed: Bool
  /// The `expect` statement.
  public var range: SourceRange
  /// For a failing comparison, both sides as literals: `left: "", right: "1 in cart"`.
  public var detail: String
}

/// Everything one top-level statement did.
public struct StatementOutcome: Sendable {
  /// The statement.
  public var range: SourceRange
  /// Its net transitions, in declaration order.
  public var transitions: [Transition] = []
  /// Why events were ignored and what VoiceOver read, in order.
  public var eventNotes: [EventNote] = []
  /// What `print` wrote.
  public var output: [String] = []
  /// The `expect`s it ran, in order (handlers can run several).
  public var expectations: [Expectation] = []
  /// The error that rolled it back, if any.
  public var error: RuntimeError?
  /// The invariants that did not hold after it.
  public var violations: [InvariantViolation] = []
  /// The host events it emitted, in order (none when it failed).
  public var emissions: [Emission] = []
}

extension StatementOutcome {
  /// Ignored events and VoiceOver output, as printed under the statement: `ignored: checkout is disabled`,
  /// `VoiceOver: "Checkout. Button."`.
  public var notes: [String] { eventNotes.map(\.description) }
}
