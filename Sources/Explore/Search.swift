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
  /// Per visited state, in visiting order: the state it was reached from and the event (-1 for the start).
  var parents: [(state: Int32, event: Int32)] = []
  /// The states of the level being expanded, with their visiting index.
  var frontier: [Visited] = []
  var violations: [ExplorationReport.Violation] = []
  var violationKeys: Set<String> = []
  var transitions = 0
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
    coverage = Coverage(session.program)
    checks = BuiltInChecks(session.program)
    let key = Probing.key(of: session)
    seen.insert(key)
    parents.append((-1, -1))
    visit(session, id: 0)
    frontier = [Visited(session: session, id: 0, key: key)]
  }

  mutating func run() {
    while !frontier.isEmpty {
      guard depth < options.maxDepth else {
        exhausted = false
        return
      }
      var next: [Visited] = []
      guard expandLevel(into: &next) else { return }
      if !next.isEmpty { depth += 1 }
      frontier = next
    }
  }

  /// Expands every state of the frontier in order; false, with the search marked bounded and stopped, when
  /// the state limit cut it.
  mutating func expandLevel(into next: inout [Visited]) -> Bool {
    // Each state of the level is the working copy of its own expansion, changed in place: the level is not
    // needed once expanded, so no state is copied to be expanded.
    var level = frontier
    frontier = []
    for index in level.indices {
      let (id, key) = (level[index].id, level[index].key)
      guard expand(&level[index].session, id: id, key: key, into: &next) else {
        exhausted = false
        return false
      }
    }
    return true
  }

  /// Sends every event to `scratch`, a state taken out of its level, putting it back after each; false when
  /// the state limit stopped it.
  mutating func expand(_ scratch: inout Session, id: Int, key: UInt64, into next: inout [Visited]) -> Bool {
    // The state itself is the working copy, which each event changes and puts back.
    Probing.startExpanding(&scratch)
    // Local copies (one retain each), so an event is read in place while `self` changes.
    let (events, targets) = (self.events, self.targets)
    var reached: Session?
    for index in events.indices {
      coverage.noteEvent(targets[index], in: scratch)
      let result = Self.probe(&scratch, events, targets, index, key: key, seen: &seen, reached: &reached)
      transitions += 1
      switch result {
      case .seen: continue
      case .error(let error): reportHandlerError(error, event: index, from: id)
      case .new(let reachedKey):
        // A new state is always handed back in `reached`.
        guard let state = reached.take() else { continue }
        guard parents.count < options.maxStates else { return false }
        parents.append((Int32(id), Int32(index)))
        let newID = parents.count - 1
        if newID & (Explorer.Options.progressInterval - 1) == 0 { options.progress?(parents.count, depth + 1) }
        visit(state, id: newID)
        next.append(Visited(session: consume state, id: newID, key: reachedKey))
      }
    }
    return true
  }

  /// Tries event `index` on `scratch`: a local tap without its statement, anything else through it.
  static func probe<Keys: ExplorationKeys>(
    _ scratch: inout Session, _ events: [ExplorationEvent], _ targets: [ExplorationEvent.Target], _ index: Int,
    key: UInt64, seen: inout Keys, reached: inout Session?
  ) -> ProbeResult {
    // A local tap is tried without its statement: the key it leads to is computed, and only a new state made.
    if let button = targets[index].button, let newKey = Probing.localTapKey(button, from: key, in: scratch) {
      guard seen.insertNew(newKey) else { return .seen }
      reached = Probing.flippedCopy(button, of: &scratch)
      return .new(newKey)
    }
    switch Probing.begin(events[index].statement, in: &scratch) {
    case .failure(let error): return .error(error)
    case .success(let newKey):
      let isNew = seen.insertNew(newKey)
      reached = Probing.end(&scratch, keeping: isNew)
      return isNew ? .new(newKey) : .seen
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
    var texts: [String] = []
    var current = id
    while current > 0 {
      let (parent, event) = parents[current]
      texts.append(events[Int(event)].text)
      current = Int(parent)
    }
    return texts.reversed()
  }

  /// A visited state, in the level being expanded or the next: the session, its number (an index into
  /// ``parents``) and its key. A struct rather than a tuple, so that moving one is specialized code.
  struct Visited: Sendable {
    var session: Session
    var id: Int
    var key: UInt64
  }

  /// A property that fails in a state: its key (one report per key), message and place.
  struct Finding: Sendable {
    var key: String
    var message: String
    var range: SourceRange?
  }

  func report() -> ExplorationReport {
    ExplorationReport(
      violations: violations, states: parents.count, transitions: transitions, depth: depth,
      exhausted: exhausted, unreachable: coverage.unreachable(),
      neverEnabled: coverage.enabled.indices.filter { !coverage.enabled[$0] }, whenWitnesses: coverage.witnesses)
  }
}
