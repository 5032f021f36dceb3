import DialLexer
import DialParser
@_spi(Tools) import DialRuntime

/// The breadth-first search of ``Explorer``: one level of states at a time, each state's events in a fixed
/// order, so that the first time a violation is seen, the events that led there are a shortest sequence.
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
  var violations: [ExplorationReport.Violation] = []
  var violationKeys: Set<String> = []
  var transitions = 0
  /// The depth of the states of ``level``.
  var depth = 0
  var exhausted = true
  var coverage: Coverage
  /// The built-in properties checked in every state.
  let checks: BuiltInChecks

  init(start: Session, events: [ExplorationEvent], options: Explorer.Options) {
    self.events = events
    targets = events.map(\.target)
    self.options = options
    var session = start
    Probing.startExploring(&session)
    self.start = session
    replayer = Replayer(start: session)
    coverage = Coverage(session.program)
    checks = BuiltInChecks(session.program)
    seen.insert(Probing.key(of: session))
    log.append(parent: -1, event: -1)
    visit(session, id: 0)
  }

  mutating func run() {
    while !level.isEmpty {
      guard depth < options.maxDepth else {
        exhausted = false
        return
      }
      let first = log.count
      guard expandLevel() else { return }
      level = first..<log.count
      if !level.isEmpty { depth += 1 }
    }
  }

  /// Expands every state of the level in order; false, with the search marked bounded and stopped, when the
  /// state limit cut it.
  mutating func expandLevel() -> Bool {
    for id in level {
      if let error = replayer.move(to: id, depth: depth, log: log, events: events, targets: targets) {
        report("replay " + String(id), "a state no longer replays: \(error.message)", error.range, id: id)
        continue
      }
      var scratch = replayer.takeCurrent()
      defer { replayer.put(scratch) }
      guard expand(&scratch, id: id) else {
        exhausted = false
        return false
      }
    }
    return true
  }

  /// Sends every event to `scratch`, the state numbered `id`, putting it back after each; false when the state
  /// limit stopped it.
  mutating func expand(_ scratch: inout Session, id: Int) -> Bool {
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
        defer { Self.undo(made, &scratch) }
        guard log.count < options.maxStates else { return false }
        log.append(parent: id, event: index)
        let newID = log.count - 1
        if newID & (Explorer.Options.progressInterval - 1) == 0 { options.progress?(log.count, depth + 1) }
        visit(scratch, id: newID)
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
      Probing.flipLocally(button, in: &scratch)
      return .new(newKey, .flipped(button))
    }
    switch Probing.begin(events[index].statement, in: &scratch) {
    case .failure(let error): return .error(error)
    case .success(let newKey):
      guard seen.insertNew(newKey) else {
        _ = Probing.end(&scratch, keeping: false)
        return .seen
      }
      return .new(newKey, .journaled)
    }
  }

  /// Puts back the state a probe made.
  static func undo(_ made: ProbeResult.Made, _ scratch: inout Session) {
    switch made {
    case .flipped(let button): Probing.flipLocally(button, in: &scratch)
    case .journaled: _ = Probing.end(&scratch, keeping: false)
    }
  }

  /// Checks a newly visited state and notes what happens in it.
  mutating func visit(_ session: Session, id: Int) {
    coverage.noteState(session)
    for found in Self.findings(in: session, checks: checks) { report(found.key, found.message, found.range, id: id) }
  }

  /// The declared and built-in properties that fail in `session`, in the order they are reported.
  static func findings(in session: Session, checks: BuiltInChecks) -> [Finding] {
    var found: [Finding] = []
    let range = SourceRange(file: FileID(0), start: 0, end: 0)
    for violation in session.violatedInvariants(after: range) {
      let source = Inspection.sourceText(violation.invariant, in: session)
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
    report(
      "handler-error " + (error.range.map { "\($0.start)" } ?? text),
      "\(text) raises a runtime error: \(error.message)", error.range, path: path(to: id) + [text])
  }

  mutating func report(_ key: String, _ message: String, _ range: SourceRange?, id: Int) {
    guard !violationKeys.contains(key) else { return }
    report(key, message, range, path: path(to: id))
  }

  mutating func report(_ key: String, _ message: String, _ range: SourceRange?, path: [String]) {
    guard violationKeys.insert(key).inserted else { return }
    let kind = String(key.prefix { $0 != " " })
    violations.append(ExplorationReport.Violation(kind: kind, message: message, range: range, events: path))
  }

  /// The events from the start to state `id`.
  func path(to id: Int) -> [String] {
    log.events(to: id).map { events[$0].text }
  }

  /// A property that fails in a state: its key (one report per key), message and place.
  struct Finding: Sendable {
    var key: String
    var message: String
    var range: SourceRange?
  }

  func report() -> ExplorationReport {
    ExplorationReport(
      violations: violations, states: log.count, transitions: transitions, depth: depth,
      exhausted: exhausted, unreachable: coverage.unreachable(),
      neverEnabled: coverage.enabled.indices.filter { !coverage.enabled[$0] }, whenWitnesses: coverage.witnesses)
  }
}
