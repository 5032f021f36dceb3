import DialChecker
import DialLexer
import DialParser
@_spi(Tools) import DialRuntime

/// The breadth-first search of ``Explorer``: one level of states at a time, each state's events in a fixed
/// order, so that the first time a violation is seen, the events that led there are a shortest sequence.
///
/// It keeps of a state its key and how it was reached (``ParentLog``): a level is a range of state numbers,
/// whose states are rebuilt one after another by replaying events (``Replayer``). A state is looked at (its
/// invariants and built-in checks, what it covers) when it is expanded, or, for the states no level expands
/// (past the depth or state limit), by a last pass.
struct Search {
  let events: [ExplorationEvent]
  /// What each event acts on, apart: read for every event tried, without copying the event's statement.
  let targets: [ExplorationEvent.Target]
  let options: Explorer.Options
  /// Keys of the states visited.
  var seen = StateKeySet()
  /// How each visited state was reached, in visiting order: all that is kept of a state besides its key.
  var log = ParentLog()
  /// The states of the level being expanded, by number: a level's states are numbered one after another.
  var level = 0..<1
  /// The start, from which workers replay their states.
  let start: Session
  /// Rebuilds the states of the level, one after another.
  var replayer: Replayer
  /// Each violation's earliest report, by key (``ViolationLog``).
  var violations = ViolationLog()
  var transitions = 0
  /// The depth of the states of ``level``.
  var depth = 0
  var exhausted = true
  /// Whether the memory limit stopped the search.
  var stoppedByMemory = false
  var coverage: Coverage
  /// The built-in properties checked in every state.
  let checks: BuiltInChecks

  init(start: Session, events: [ExplorationEvent], options: Explorer.Options) {
    self.events = events
    targets = events.map(\.target)
    self.options = options
    var session = start
    session.checksInvariants = false
    self.start = session
    replayer = Replayer(start: session)
    coverage = Coverage(session.program)
    checks = BuiltInChecks(session.program)
    seen.insert(Probing.key(of: session))
    log = ParentLog(chunkBits: options.parentLogChunkBits)
    if options.memoryLimit != nil { log.spill = options.spillFile?() }
    log.append(parent: -1, event: -1)
  }

  /// Whether the records are within the memory limit, the parent log told how much of it may stay in memory;
  /// false, with the search marked stopped, when the fingerprints alone, or with a log that cannot spill, pass it.
  mutating func withinMemory() -> Bool {
    guard let limit = options.memoryLimit else { return true }
    let fingerprints = seen.bytes
    log.residentLimit = max(0, limit - fingerprints)
    let cannotSpill = log.spill == nil || log.spillFailed
    let resident = fingerprints + (cannotSpill ? log.residentChunks * log.chunkBytes : 0)
    if resident > limit { stoppedByMemory = true }
    return !stoppedByMemory
  }

  mutating func run() {
    while !level.isEmpty {
      guard depth < options.maxDepth, withinMemory() else { return stop(lookingFrom: level.lowerBound) }
      let first = log.count
      if let cut = expandLevel() { return stop(lookingFrom: cut + 1) }
      level = first..<log.count
      if !level.isEmpty { depth += 1 }
    }
  }

  /// Ends a search that a limit cut: the states numbered from `id` on, never expanded, are looked at.
  mutating func stop(lookingFrom id: Int) {
    exhausted = false
    let rest = max(id, level.lowerBound)..<log.count
    look(at: rest.clamped(to: level), depth: depth)
    look(at: rest.clamped(to: level.upperBound..<log.count), depth: depth + 1)
  }

  /// Expands every state of the level (from `first` on) in order; the number of the state being expanded when
  /// the state limit cut the level, or nil.
  mutating func expandLevel(from first: Int? = nil) -> Int? {
    for id in (first ?? level.lowerBound)..<level.upperBound {
      guard var scratch = move(to: id, depth: depth) else { continue }
      let completed = expand(&scratch, id: id)
      replayer.put(consume scratch)
      if !completed { return id }
    }
    return nil
  }

  /// Looks at the states `ids`, at `depth`, without expanding them.
  mutating func look(at ids: Range<Int>, depth: Int) {
    for id in ids {
      guard let scratch = move(to: id, depth: depth) else { continue }
      visit(scratch, id: id)
      replayer.put(scratch)
    }
  }

  /// State `id` rebuilt, taken out of the replayer (to be put back); nil, reported, when it no longer replays.
  mutating func move(to id: Int, depth: Int) -> Session? {
    if let error = replayer.move(to: id, depth: depth, log: log, events: events, targets: targets) {
      keep(Self.replayFailure(error, id: id), at: position(of: id), pathTo: id)
      return nil
    }
    return replayer.takeCurrent()
  }

  /// Looks at `scratch`, the state numbered `id`, then sends it every event, putting it back after each; false
  /// when the state limit stopped it.
  mutating func expand(_ scratch: inout Session, id: Int) -> Bool {
    visit(scratch, id: id)
    let key = Probing.key(of: scratch)
    // Local copies (one retain each), so an event is read in place while `self` changes.
    let (events, targets) = (self.events, self.targets)
    for index in events.indices {
      coverage.noteEvent(targets[index], in: scratch)
      let result = Self.probe(&scratch, events, targets, index, key: key, seen: &seen)
      transitions += 1
      switch result {
      case .seen: continue
      case .error(let error): reportHandlerError(error, event: index, from: id)
      case .new(_, let made):
        Self.undo(made, &scratch)
        guard log.count < options.maxStates else { return false }
        log.append(parent: id, event: index)
        if (log.count - 1) & (Explorer.Options.progressInterval - 1) == 0 {
          options.progress?(log.count, depth + 1)
          guard withinMemory() else { return false }
        }
      }
    }
    return true
  }

  /// Tries event `index` on `scratch`: a local tap without its statement, anything else through it. A new state
  /// is left made in `scratch`, to be looked at, until ``undo(_:_:)``.
  static func probe<Keys: ExplorationKeys>(
    _ scratch: inout Session, _ events: [ExplorationEvent], _ targets: [ExplorationEvent.Target], _ index: Int,
    key: UInt64, seen: inout Keys
  ) -> ProbeResult {
    // A local tap is tried without its statement: the key it leads to is computed, and only a new state made.
    if let button = targets[index].button, let newKey = Probing.localTapKey(button, from: key, in: scratch) {
      guard seen.insertNew(newKey) else { return .seen }
      _ = Probing.flipIfLocal(button, in: &scratch)
      return .new(newKey, .flipped(button))
    }
    switch Probing.begin(events[index].statement, in: &scratch) {
    case .failure(let error): return .error(error)
    case .success(let newKey):
      guard seen.insertNew(newKey) else {
        Probing.end(&scratch)
        return .seen
      }
      return .new(newKey, .journaled)
    }
  }

  /// Puts back the state a probe made.
  static func undo(_ made: ProbeResult.Made, _ scratch: inout Session) {
    switch made {
    case .flipped(let button): _ = Probing.flipIfLocal(button, in: &scratch)
    case .journaled: Probing.end(&scratch)
    }
  }

  /// Checks state `id` and notes what happens in it.
  mutating func visit(_ session: Session, id: Int) {
    coverage.noteState(session)
    report(Self.findings(in: session, checks: checks), of: id)
  }

  /// Reports what fails in state `id`.
  mutating func report(_ findings: [Finding], of id: Int) {
    guard !findings.isEmpty else { return }
    let position = position(of: id)
    for (index, found) in findings.enumerated() {
      let violation = ExplorationReport.Violation(
        kind: ViolationLog.kind(of: found.key), message: found.message, range: found.range, events: [])
      keep((found.key, violation), at: .init(position.state, position.event, index), pathTo: id)
    }
  }

  /// The declared and built-in properties that fail in `session`, in the order they are reported.
  static func findings(in session: Session, checks: BuiltInChecks) -> [Finding] {
    var found: [Finding] = []
    let range = SourceRange(file: FileID(0), start: 0, end: 0)
    for violation in session.violatedInvariants(after: range) {
      let source = session.state.sourceText(violation.invariant)
      var message = source + " fails"
      if let error = violation.error { message += " (error: \(error.message))" }
      if !violation.detail.isEmpty { message += " (\(violation.detail))" }
      found.append(Finding(key: "invariant \(violation.invariant.start)", message: message, range: violation.invariant))
    }
    for violation in checks.violations(in: session) {
      found.append(Finding(key: violation.key, message: violation.message, range: violation.range))
    }
    return found
  }

  /// An event that raised a runtime error from state `id`.
  mutating func reportHandlerError(_ error: RuntimeError, event index: Int, from id: Int) {
    let text = events[index].text
    let key = "handler-error " + (error.range.map { "\($0.start)" } ?? text)
    let violation = ExplorationReport.Violation(
      kind: "handler-error", message: "\(text) raises a runtime error: \(error.message)", range: error.range,
      events: [])
    keep((key, violation), at: .init(id, index, 0), pathTo: id, then: index)
  }

  /// Keeps a violation met at `position`, with the events to state `id` (then `event`), unless it was met
  /// earlier: the events are read only for one kept.
  mutating func keep(
    _ found: (key: String, violation: ExplorationReport.Violation), at position: ViolationLog.Position,
    pathTo id: Int, then event: Int? = nil
  ) {
    guard violations.wants(found.key, at: position) else { return }
    var violation = found.violation
    var indices = log.events(to: id) ?? []
    violation.events = indices.map { events[$0].text }
    if let event {
      violation.events.append(events[event].text)
      indices.append(event)
    }
    violations.record((found.key, violation), at: position, path: indices)
  }

  /// A state that no longer replays: a bug of the exploration, reported rather than trapped on.
  static func replayFailure(_ error: RuntimeError, id: Int) -> (String, ExplorationReport.Violation) {
    let violation = ExplorationReport.Violation(
      kind: "replay", message: "a visited state no longer replays: \(error.message)", range: error.range, events: [])
    return ("replay \(id)", violation)
  }

  /// Where state `id` was found in the sequential order: the state expanded and the event sent.
  func position(of id: Int) -> ViolationLog.Position {
    // A link that cannot be read back (the spill file failed) puts the violation last.
    guard let link = log[id] else { return ViolationLog.Position(Int.max, 0, 0) }
    return ViolationLog.Position(Int(link.parent), Int(link.event), 0)
  }

  /// The events from the start to state `id`.
  func path(to id: Int) -> [String] {
    (log.events(to: id) ?? []).map { events[$0].text }
  }

  /// A property that fails in a state: its key (one report per key), message and place.
  struct Finding: Sendable {
    var key: String
    var message: String
    var range: SourceRange?
  }

  func report() -> ExplorationReport {
    ExplorationReport(
      violations: violations.inOrder, states: log.count, transitions: transitions, depth: depth,
      exhausted: exhausted, unreachable: coverage.unreachable(),
      neverEnabled: coverage.enabled.indices.filter { !coverage.enabled[$0] }, whenWitnesses: coverage.witnesses,
      spilledBytes: log.spilledBytes, stoppedByMemory: stoppedByMemory)
  }
}
