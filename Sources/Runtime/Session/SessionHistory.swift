import DialChecker
import DialParser

/// What the last statement or event left for a host to read, and what later statements compare with: its
/// transitions (compact, rendered when read), its notes, which invariants were failing, and where each variable
/// was last written. Written by the event loop once a statement completes or rolls back; the engine never reads it.
struct SessionHistory: Sendable {
  /// The transitions of the last statement or event, as compact changes (``Session/lastTransitions`` renders
  /// them). One log, emptied and refilled by each event, so that recording them allocates nothing.
  var log = TransitionLog()
  /// The field records of the last statement, which its ``TransitionLog/Entry/field(_:)`` entries point into:
  /// the journal's, handed over when the statement completes rather than copied.
  var fieldLog: [FieldUndo] = []
  /// The last event's transitions instead of ``log`` when it was a local tap (``Session/tapLocally(_:)``).
  var localTap: LocalTap?
  /// What the last event a host sent noted beside its transitions.
  var eventNotes: [EventNote] = []
  /// Per invariant, whether it failed after the last statement: a violation is reported by the statement that
  /// breaks an invariant, not again by every statement after it while it stays broken.
  var failingInvariants: [Bool] = []
  /// Per variable, the assignment that last wrote it and the top-level statement it ran in (for `why`).
  var lastWrites: [Int: VariableWrite] = [:]

  /// Forgets the last event's transitions and notes, before an event that may fail without making any.
  mutating func clearLastEvent() {
    localTap = nil
    if !log.isEmpty { log.removeAll() }
    if !eventNotes.isEmpty { eventNotes = [] }
  }
}

/// How a session runs, beside what it runs: set by a host or a test, never by a statement.
struct SessionOptions: Sendable {
  /// Whether every statement's transitions include layout values (`dial run --layout`).
  var listsLayout = false
  /// Whether `run` checks the invariants after each statement (an exploration checks them itself).
  var checksInvariants = true
  /// Whether local taps skip the journal (``Session/tapLocally(_:)``); tests turn it off to check that both
  /// paths give the same transitions and state.
  var specializesTaps = true
}
