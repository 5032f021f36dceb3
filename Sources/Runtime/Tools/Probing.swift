import DialChecker
import DialLexer
import DialParser

/// What `dial explore` needs to visit states fast: a state's key, and trying one event from a state and putting
/// everything back, copying the session only for a state not seen before.
///
/// The one surface the tools reach behind a session's public API, and why it cannot be public: each member opens,
/// rolls back or copies around the journal of the statement in progress, or encodes a state as a key whose make-up
/// (one term per button and menu) may change with the storage. A host that sent a statement through `begin`
/// without `end` would leave a journal open; a host has ``Session/run(_:)`` and ``Session/send(_:)``, which are
/// atomic.
///
/// Trying an event costs what it changes, and the session's journal keeps its storage from one event to the
/// next: an event runs inside a journal (``begin(_:in:)``), the caller checks the key it led to (and looks at a
/// new state in place), and ``end(_:)`` rolls the event back.
@_spi(Tools) public enum Probing {
  /// Gives a state about to be expanded a journal of its own, empty, so that trying events from it writes into
  /// no storage it shares with the state it was copied from.
  /// Not public: it replaces the journal, which in the middle of a statement holds what would roll it back.
  public static func startExpanding(_ session: inout Session) {
    session.journal = Journal()
  }

  /// Runs `statement` in a journal and returns the key of the state it led to, the change left in place until
  /// ``end(_:)``; or the runtime error it raised, rolled back already.
  /// Not public: it leaves the statement open, its journal unrecorded, until ``end(_:)``; a host runs a
  /// statement with ``Session/run(_:)``, which records or rolls back before it returns.
  public static func begin(_ statement: CheckedStatement, in session: inout Session) -> Result<UInt64, RuntimeError> {
    session.history.localTap = nil
    session.journal.open(recordsUndo: true)
    do {
      try StatementRunner.execute(statement, owner: nil, in: &session.state, &session.journal)
    } catch {
      session.rollBack()
      session.state.hostEvents.finishStatement(failed: true)
      session.journal.close()
      return .failure(error)
    }
    return .success(key(of: session))
  }

  /// Ends what ``begin(_:in:)`` began: the event rolled back.
  /// Not public: it rolls back whatever the open journal holds, and is only meaningful after ``begin(_:in:)``.
  public static func end(_ session: inout Session) {
    session.rollBack()
    // The host events keep their own undo records: put back like a failed statement's.
    session.state.hostEvents.finishStatement(failed: true)
    session.journal.close()
  }

  /// Sends `statement` to `session` for good, as a state already explored was reached: what rebuilds a state
  /// from the events that lead to it, so that an exploration keeps only keys and a parent log, not sessions.
  /// The runtime error the statement raised, had it raised one, with `session` rolled back.
  /// Not public: it records no transitions and checks no invariant, for speed; a host has ``Session/run(_:)``.
  public static func replay(_ statement: CheckedStatement, in session: inout Session) -> RuntimeError? {
    session.history.localTap = nil
    session.journal.open(recordsUndo: true)
    defer { session.journal.close() }
    do {
      try StatementRunner.execute(statement, owner: nil, in: &session.state, &session.journal)
    } catch {
      session.rollBack()
      session.state.hostEvents.finishStatement(failed: true)
      return error
    }
    // Emissions kept, their undo records dropped, so that a probe from here cannot put them back.
    session.state.hostEvents.finishStatement(failed: false)
    session.state.hostEvents.clearDelivered()
    return nil
  }

  /// A copy of `session` whose menus' storage is its own, not shared with `session`: what each worker of a
  /// parallel exploration starts from, so that workers do not count references to the same item arrays.
  /// Not public: what it copies follows the storage of menus, which may change.
  public static func isolated(_ session: Session) -> Session {
    var copy = session
    for index in 0..<copy.state.menus.count {
      copy.state.menus.modify(index) { state in
        state.items = state.items.withUnsafeBufferPointer { Array($0) }
        state.texts = state.texts.withUnsafeBufferPointer { Array($0) }
      }
    }
    return copy
  }

  /// Flips button `index` as a local tap does, when its tap is local now (``localTapKey(_:from:in:)``); whether
  /// it was. Doing it twice puts the state back, so a state reached by a local tap is looked at without a copy.
  /// Not public: it changes a button without a journal or transitions; a host taps with ``Session/send(_:)``.
  public static func flipIfLocal(_ index: Int, in session: inout Session) -> Bool {
    guard session.tapsLocally(index) else { return false }
    _ = session.state.buttons.flipLocally(index)
    return true
  }

  /// A copy of `session` that is a state of its own, taken in the middle of a probe: without the probe's
  /// journal, whose undo log would put it back.
  /// Not public: it drops a probe's journal, which only an exploration in the middle of a probe holds.
  public static func detached(_ session: Session) -> Session {
    var copy = session
    copy.journal = Journal()
    copy.history.localTap = nil
    copy.state.hostEvents.finishStatement(failed: false)
    copy.state.hostEvents.clearDelivered()
    return copy
  }

  /// The key of the state a tap on button `index` leads to, when the tap is local (``Session/tapLocally(_:)``);
  /// nil when it needs the general path. A local tap flips the button's `selected` and nothing else, so the key
  /// is computed without making the tap: the button's term with the flipped flag replaces its term.
  /// Not public: a key is made of one term per button and menu, an encoding that follows the storage.
  public static func localTapKey(_ index: Int, from key: UInt64, in session: Session) -> UInt64? {
    guard session.tapsLocally(index) else { return nil }
    let flags = buttonFlags(index, in: session.state)
    return key ^ mix(UInt64(index) << 3 | flags) ^ mix(UInt64(index) << 3 | (flags ^ 1))
  }

  /// A snapshot of `session` with a local tap on button `index` made in it, which
  /// ``localTapKey(_:from:in:)`` allowed: `session` itself is not touched.
  static func flippedCopy(_ index: Int, of session: inout Session) -> Session {
    var reached = snapshot(&session)
    _ = reached.state.buttons.flipLocally(index)
    return reached
  }

  /// A copy of the session as a state of its own: without this session's journal, whose undo log would put it
  /// back, and with an empty journal of its own. The journal is set aside while copying, so the copy does not
  /// retain its storage only to release it.
  static func snapshot(_ session: inout Session) -> Session {
    var kept = Journal()
    swap(&session.journal, &kept)
    defer { swap(&session.journal, &kept) }
    var copy = session
    copy.history.localTap = nil
    return copy
  }

  /// A hash of everything observable that events change: variables, built-ins, the VoiceOver cursor, and each
  /// button's and menu's state. Resolved values follow from these, so two states with the same key are the
  /// same state. It is the exclusive or of one term per button and per menu and one for the rest, so that an
  /// event that changes one button changes one term.
  /// Not public: a key is made of one term per button and menu, an encoding that follows the storage.
  public static func key(of session: Session) -> UInt64 {
    var hasher = Hasher()
    hasher.combine(session.state.variables)
    hasher.combine(session.textSize.ordinal)
    hasher.combine(session.screenWidth)
    hasher.combine(session.iOSRelease)
    hasher.combine(session.state.focus)
    combineHostEvents(of: session, into: &hasher)
    var key = UInt64(bitPattern: Int64(hasher.finalize()))
    for index in 0..<session.state.buttons.count {
      key ^= mix(UInt64(index) << 3 | buttonFlags(index, in: session.state))
    }
    for index in 0..<session.state.menus.count { key ^= menuTerm(index, in: session.state) }
    return key
  }

  /// The host events' counts and arguments, and the last announcement, that something reads
  /// (``HostStateReads``): a count nobody reads would make every emission a new state.
  static func combineHostEvents(of session: Session, into hasher: inout Hasher) {
    let reads = session.program.tables.hostStateReads
    for event in reads.counts.indices {
      if reads.counts[event], let count = session.state.hostEvents.count(of: event) {
        // A count compared only with constants is saturated: past the bound, every comparison reads the same.
        hasher.combine(reads.countBounds[event].map { min(count, $0) } ?? count)
      }
      if reads.arguments[event] { hasher.combine(session.state.hostEvents.arguments(of: event)) }
    }
    if reads.lastAnnouncement { hasher.combine(session.state.hostEvents.lastAnnouncement) }
  }

  /// The states of button `index` that events change, as bits: `selected` 1, `highlighted` 2, `open` 4.
  static func buttonFlags(_ index: Int, in state: SessionState) -> UInt64 {
    // `selected` from the tap bits, which hold it for a button a local tap may have flipped; the rest as stored.
    (state.buttons.selected(index) ? 1 : 0) | (state.buttons[stored: index].highlighted ? 2 : 0)
      | (state.buttons[stored: index].open ? 4 : 0)
  }

  /// A menu's term: its presentation and its items' states, folded two bits an item into 64-bit words, each
  /// word mixed into the term with SplitMix64's finalizer (a term is computed for every event tried, so not
  /// with SipHash).
  static func menuTerm(_ index: Int, in state: SessionState) -> UInt64 {
    // The menu's index in the high bits keeps its terms apart from the buttons' (`index << 3 | flags`).
    let presenter = state.menus[index].presenter.map { UInt64(truncatingIfNeeded: $0) &+ 2 } ?? 1
    let open: UInt64 = state.menus[index].open ? 1 : 0
    var term = mix(UInt64(truncatingIfNeeded: index) | 1 << 63) ^ mix(presenter << 1 | open)
    var (word, bits): (UInt64, UInt64) = (1, 0)
    for item in state.menus[index].items {
      word = word << 2 | (item.selected ? 1 : 0) | (item.open ? 2 : 0)
      bits += 2
      if bits == 62 {
        term = mix(term ^ word)
        (word, bits) = (1, 0)
      }
    }
    return mix(term ^ word)
  }

  /// SplitMix64's finalizer: a term of the key from a button's index and flags.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
