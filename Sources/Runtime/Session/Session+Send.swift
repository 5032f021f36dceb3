import DialChecker
import DialLexer
import DialParser

// MARK: - Sending events from a host, without going through source text

extension Session {
  /// Sends one event and returns its transitions; throws, changing nothing,
  /// when it names nothing or fails at run time.
  ///
  /// Names are resolved directly against the program (no parsing or
  /// checking), so an event costs what it changes; an event by handle
  /// (`.tap(handle)`) skips even the name lookup. The transitions render
  /// their paths and values when read; ``perform(_:)`` does not even make
  /// the array.
  public mutating func send(_ event: Event) throws(RuntimeError) -> [Transition] {
    _ = try perform(event)
    return Array(lastTransitions)
  }

  /// Sends one event and returns its transitions together with its notes:
  /// why it was ignored, and what VoiceOver announced. Throws, changing
  /// nothing, as ``send(_:)`` does.
  ///
  /// ```swift
  /// let report = try session.deliver(.tap("checkout"))
  /// report.ignoredBecause  // "checkout is disabled"
  /// ```
  public mutating func deliver(_ event: Event) throws(RuntimeError) -> EventReport {
    _ = try perform(event)
    return EventReport(transitions: Array(lastTransitions), eventNotes: lastEventNotes, emitted: lastEmissions)
  }

  /// What the last event a host sent noted, as `dial run` prints it: `["ignored: checkout is disabled"]`,
  /// `["VoiceOver: \"Add. Button.\""]`; ``lastEventNotes`` holds the same notes typed.
  public var lastNotes: [String] { lastEventNotes.map(\.description) }

  /// Sends one event and returns how many transitions it made, which
  /// ``lastTransitions`` lists until the next event; throws, changing
  /// nothing, when it names nothing or fails at run time.
  ///
  /// The cheapest way to send events: the session records transitions in a
  /// log it reuses, so a tap on a toggle allocates nothing and builds no text.
  public mutating func perform(_ event: Event) throws(RuntimeError) -> Int {
    // A host's tap by handle on a local button has nothing to look up: it goes first, before any other work.
    if case .button(.tap, let handle) = event, handle.program == program.shared.identity,
      tapLocally(handle.index)
    {
      if !history.eventNotes.isEmpty { history.eventNotes = [] }
      return history.localTap?.count ?? 0
    }
    // An event that names nothing leaves no transitions or notes of the one before.
    history.clearLastEvent()
    state.hostEvents.clearDelivered()
    guard let (verb, target) = try HostEvents.eventTarget(for: event, in: state) else {
      return try performStatement(try HostEvents.statement(for: event, in: state))
    }
    if case .tap = verb, case .button(let index) = target, tapLocally(index) { return history.localTap?.count ?? 0 }
    // What executing `CheckedStatement(.event(verb, target))` does (the event, then its bindings settle),
    // without making the statement.
    let range = Self.hostRange
    try performAtomically(range) { state, journal throws(RuntimeError) in
      try EventDispatch.perform(verb, on: target, at: range, in: &state, &journal)
      try Settler.settle(&state, &journal)
    }
    return history.log.count
  }

  /// Runs an assignment made from an event, throwing its error. As ``run(_:)`` does, but its transitions stay
  /// in the log: ``run(_:)`` copies them into its outcome, which this caller would throw away.
  mutating func performStatement(_ statement: CheckedStatement) throws(RuntimeError) -> Int {
    try performAtomically(statement.range) { state, journal throws(RuntimeError) in
      try StatementRunner.execute(statement, owner: nil, in: &state, &journal)
    }
    return history.log.count
  }

  /// Where a statement made from a host's event says it is: nowhere in the source.
  static var hostRange: SourceRange { SourceRange(file: FileID(0), start: 0, end: 0) }
}
