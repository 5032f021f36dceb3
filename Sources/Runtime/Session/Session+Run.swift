import DialChecker
import DialLexer
import DialParser

// MARK: - The event loop: each statement atomic, its transitions recorded or everything rolled back

extension Session {
  /// Runs a top-level statement atomically: on an error, every change is
  /// rolled back and the outcome carries the error.
  public mutating func run(_ statement: CheckedStatement) -> StatementOutcome {
    if options.checksInvariants && history.failingInvariants.count != program.checked.invariants.count {
      history.failingInvariants = InvariantChecker.failingNow(in: state)
    }
    var outcome: StatementOutcome
    if case .event(.tap, .button(let index)) = statement.kind, tapLocally(index) {
      outcome = StatementOutcome(range: statement.range, transitions: Array(lastTransitions))
    } else {
      outcome = atomically(statement.range) { state, journal throws(RuntimeError) in
        try StatementRunner.execute(statement, owner: nil, in: &state, &journal)
      }
      outcome.transitions = Array(lastTransitions)
    }
    // The invariants are checked in the state the statement left, whether it completed or was rolled back.
    if options.checksInvariants && !program.checked.invariants.isEmpty {
      outcome.violations = InvariantChecker.newlyViolated(
        after: statement.range, in: state, failing: &history.failingInvariants)
    }
    return outcome
  }

  /// Runs `body` as one top-level statement: inside a journal, settled, and
  /// either recorded as transitions in the log (``lastTransitions``, not in
  /// the outcome, which a host counting them does not need) or rolled back.
  mutating func atomically(
    _ range: SourceRange, _ body: (inout SessionState, inout Journal) throws(RuntimeError) -> Void
  ) -> StatementOutcome {
    var outcome = StatementOutcome(range: range)
    outcome.error = journaled(range, body)
    (outcome.eventNotes, outcome.output, outcome.expectations) = (journal.notes, journal.output, journal.expectations)
    outcome.emissions = state.hostEvents.delivered
    journal.close()
    return outcome
  }

  /// Runs `body` as ``atomically(_:_:)`` does, for a host's event: its notes become ``lastEventNotes``, and an
  /// error is thrown, without making an outcome (whose copies cost a select 7% of its instructions).
  mutating func performAtomically(
    _ range: SourceRange, _ body: (inout SessionState, inout Journal) throws(RuntimeError) -> Void
  ) throws(RuntimeError) {
    let failure = journaled(range, body)
    if failure == nil && !journal.notes.isEmpty { history.eventNotes = journal.notes }
    journal.close()
    if let failure { throw failure }
  }

  /// Opens the journal and runs `body`, then records its transitions or rolls everything back; returns the
  /// error. The journal is left open, with the statement's notes, output and expectations, for the caller to
  /// take before it closes it.
  mutating func journaled(
    _ range: SourceRange, _ body: (inout SessionState, inout Journal) throws(RuntimeError) -> Void
  ) -> RuntimeError? {
    history.localTap = nil
    journal.open(recordsUndo: true)
    journal.statement = range
    if options.listsLayout {
      let layout = StateLayout.values(in: state)
      journal.undo.layoutBefore = layout
    }
    var failure: RuntimeError?
    // Asked three times below: a Bool, where `failure == nil` copies the error each time (a tenth of a push tap).
    var failed = false
    do {
      try body(&state, &journal)
      recordTransitions()
    } catch {
      failure = error
      failed = true
      history.log.removeAll()
      rollBack()
      // A failed statement's announcements were never made (its emissions are dropped below).
      if !journal.notes.isEmpty { journal.notes.removeAll { $0.announcement != nil } }
    }
    // A failed statement's emissions are never delivered, and what it emitted and announced is put back.
    state.hostEvents.finishStatement(failed: failed)
    keepFieldRecords(!failed)
    if !failed {
      for write in journal.writes {
        history.lastWrites[write.variable] = VariableWrite(assignment: write.at, statement: range)
      }
    }
    return failure
  }

  /// Hands a completed statement's field records (which its field transitions point into) from the journal to the
  /// session, and the last statement's to the journal, which empties them; when there are none, the last
  /// statement's go, and their storage with them when large.
  mutating func keepFieldRecords(_ completed: Bool) {
    if completed && !journal.undo.fields.isEmpty {
      swap(&history.fieldLog, &journal.undo.fields)
    } else if !history.fieldLog.isEmpty {
      history.fieldLog.removeAll(keepingCapacity: history.fieldLog.capacity <= TouchLog<FieldSpan>.keptCapacity)
    }
  }

  /// Restores everything the journal saw changing (``UndoLog/restore(_:)``).
  mutating func rollBack() {
    journal.undo.restore(&state)
  }

  /// Replaces the log with the statement's transitions, reusing its storage.
  mutating func recordTransitions() {
    // Taken out while it is filled, so that filling it can read the rest of the session.
    var changes = history.log
    history.log = TransitionLog()
    changes.removeAll()
    TransitionRecorder.appendTransitions(of: state, journal, to: &changes)
    history.log = changes
  }
}
