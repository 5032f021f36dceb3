import DialChecker
import DialLexer
import DialParser

// MARK: - The event loop: each statement atomic, its transitions recorded or everything rolled back

extension Session {
  /// Runs a top-level statement atomically: on an error, every change is
  /// rolled back and the outcome carries the error.
  public mutating func run(_ statement: CheckedStatement) -> StatementOutcome {
    if checksInvariants && failingInvariants.count != program.checked.invariants.count {
      failingInvariants = InvariantChecker.failingNow(in: self)
    }
    var outcome: StatementOutcome
    if case .event(.tap, .button(let index)) = statement.kind, tapLocally(index) {
      outcome = StatementOutcome(range: statement.range, transitions: Array(lastTransitions))
    } else {
      outcome = atomically(statement.range) { session throws(RuntimeError) in
        try StatementRunner.execute(statement, owner: nil, in: &session)
      }
      outcome.transitions = Array(lastTransitions)
    }
    // The invariants are checked in the state the statement left, whether it completed or was rolled back.
    if checksInvariants && !program.checked.invariants.isEmpty {
      outcome.violations = InvariantChecker.newlyViolated(after: statement.range, in: &self)
    }
    return outcome
  }

  /// Runs `body` as one top-level statement: inside a journal, settled, and
  /// either recorded as transitions in the log (``lastTransitions``, not in
  /// the outcome, which a host counting them does not need) or rolled back.
  mutating func atomically(
    _ range: SourceRange, _ body: (inout Session) throws(RuntimeError) -> Void
  ) -> StatementOutcome {
    var outcome = StatementOutcome(range: range)
    outcome.error = journaled(range, body)
    (outcome.eventNotes, outcome.output, outcome.expectations) = (journal.notes, journal.output, journal.expectations)
    outcome.emissions = hostEvents.delivered
    journal.close()
    return outcome
  }

  /// Runs `body` as ``atomically(_:_:)`` does, for a host's event: its notes become ``lastEventNotes``, and an
  /// error is thrown, without making an outcome (whose copies cost a select 7% of its instructions).
  mutating func performAtomically(
    _ range: SourceRange, _ body: (inout Session) throws(RuntimeError) -> Void
  ) throws(RuntimeError) {
    let failure = journaled(range, body)
    if failure == nil && !journal.notes.isEmpty { lastEventNotes = journal.notes }
    journal.close()
    if let failure { throw failure }
  }

  /// Opens the journal and runs `body`, then records its transitions or rolls everything back; returns the
  /// error. The journal is left open, with the statement's notes, output and expectations, for the caller to
  /// take before it closes it.
  mutating func journaled(
    _ range: SourceRange, _ body: (inout Session) throws(RuntimeError) -> Void
  ) -> RuntimeError? {
    localTap = nil
    journal.open(recordsUndo: true)
    journal.statement = range
    if listsLayout {
      let layout = StateLayout.values(in: self)
      journal.undo.layoutBefore = layout
    }
    var failure: RuntimeError?
    // Asked three times below: a Bool, where `failure == nil` copies the error each time (a tenth of a push tap).
    var failed = false
    do {
      try body(&self)
      recordTransitions()
    } catch {
      failure = error
      failed = true
      log.removeAll()
      rollBack()
      // A failed statement's announcements were never made (its emissions are dropped below).
      if !journal.notes.isEmpty { journal.notes.removeAll { $0.announcement != nil } }
    }
    // A failed statement's emissions are never delivered, and what it emitted and announced is put back.
    hostEvents.finishStatement(failed: failed)
    keepFieldRecords(!failed)
    if !failed {
      for write in journal.writes { lastWrites[write.variable] = VariableWrite(assignment: write.at, statement: range) }
    }
    return failure
  }

  /// Hands a completed statement's field records (which its field transitions point into) from the journal to the
  /// session, and the last statement's to the journal, which empties them; when there are none, the last
  /// statement's go, and their storage with them when large.
  mutating func keepFieldRecords(_ completed: Bool) {
    if completed && !journal.undo.fields.isEmpty {
      swap(&fieldLog, &journal.undo.fields)
    } else if !fieldLog.isEmpty {
      fieldLog.removeAll(keepingCapacity: fieldLog.capacity <= TouchLog<FieldSpan>.keptCapacity)
    }
  }

  /// Restores everything the journal saw changing. The host events' state keeps its own undo records, put back
  /// by ``HostEventState/finishStatement(failed:)`` (kept beside it, so that copying a session copies no more).
  mutating func rollBack() {
    for (index, value) in zip(journal.undo.variables.keys, journal.undo.variables.values) { variables[index] = value }
    if let value = journal.undo.textSize { textSize = value }
    if let value = journal.undo.screenWidth { screenWidth = value }
    if let value = journal.undo.iOSRelease { iOSRelease = value }
    FieldPatcher.revertFields(&self)
    for (index, state) in zip(journal.undo.buttons.keys, journal.undo.buttons.values) { buttons[index] = state }
    for (index, state) in zip(journal.undo.menus.keys, journal.undo.menus.values) { menus[index] = state }
    for (index, state) in zip(journal.undo.headers.keys, journal.undo.headers.values) { headers[index] = state }
    if let value = journal.undo.focus { focus = value }
  }

  /// Replaces the log with the statement's transitions, reusing its storage.
  mutating func recordTransitions() {
    // Taken out while it is filled, so that filling it can read the rest of the session.
    var changes = log
    log = TransitionLog()
    changes.removeAll()
    TransitionRecorder.appendTransitions(of: self, to: &changes)
    log = changes
  }
}
