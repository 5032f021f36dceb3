import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// `dial explore`: visits every state a program can reach from its start, breadth first, by tapping every button,
/// choosing every action and (optionally) setting every text size, and checks the declared invariants and the
/// built-in ones in each. Each violation is reported once, with a shortest sequence of events that reaches it.
///
/// ```swift
/// let report = try Explorer(program, options: .init(maxDepth: 10)).run()
/// report.violations.first?.events   // ["tap add", "tap remove", "tap remove"]
/// ```
///
/// States are deduplicated by a 64-bit fingerprint of everything observable: variables, built-ins, the VoiceOver
/// cursor, and each button's and menu item's state (resolved values follow from those). Of a visited state only
/// its fingerprint and how it was reached are kept (``Search``); parts of the program that share no state are
/// explored apart (``Options/reduces``), and large levels are split between workers (``run(workers:)``).
public struct Explorer: Sendable {
  /// Limits and choices.
  public struct Options: Sendable {
    /// The longest event sequence explored.
    public var maxDepth: Int
    /// The most states visited.
    public var maxStates: Int
    /// Whether every text size is an event too.
    public var textSizes: Bool
    /// Called with the states visited and the depth being explored, every
    /// ``progressInterval`` states: what `dial explore` shows as a progress line on a terminal.
    public var progress: (@Sendable (_ states: Int, _ depth: Int) -> Void)?
    /// The smallest level that ``Explorer/run(workers:)`` splits between workers: below it, starting tasks
    /// costs more than it saves.
    public var minimumParallelLevel = 256
    /// How many states of a level ``Explorer/run(workers:)`` expands between two merges: what the workers
    /// hold for the merge (a few megabytes) is bounded by it, not by the level's size.
    public var parallelBatch = 1 << 16
    /// Whether independent parts of the program (``Independence``) are explored apart and their reports
    /// combined: the same violations and sequences as exploring the whole, from the sum of the parts' states
    /// rather than their product. `--depth` applies to each part; `--states` to the states of all parts.
    public var reduces = true
    /// The most bytes the exploration's own records may hold (the visited states' fingerprints and the parent
    /// log), or nil for no limit. Past it, the oldest part of the parent log goes to ``spillFile``; when the
    /// fingerprints alone pass it, the search stops, bounded (``ExplorationReport/stoppedByMemory``).
    public var memoryLimit: Int?
    /// Makes the file the parent log spills to, when a ``memoryLimit`` is set.
    public var spillFile: (@Sendable () -> (any SpillFile)?)?
    /// The parent log's chunk, the unit it spills in: 2^16 states (half a megabyte); tests make it small.
    public var parentLogChunkBits = 16
    /// How many new states between two calls of ``progress`` (a power of two).
    public static let progressInterval = 4096

    /// Options; the defaults explore up to 20 events deep and a million states.
    public init(maxDepth: Int = 20, maxStates: Int = 1_000_000, textSizes: Bool = false) {
      (self.maxDepth, self.maxStates, self.textSizes) = (maxDepth, maxStates, textSizes)
    }
  }

  /// The program explored.
  public let program: Program
  /// The options.
  public let options: Options

  /// An explorer of `program`.
  public init(_ program: Program, options: Options = Options()) {
    self.program = program
    self.options = options
  }

  /// Explores on one core; fails only when the program cannot start.
  public func run() throws(RuntimeError) -> ExplorationReport {
    let plan = try Plan(self)
    var searches: [Search] = []
    while var search = plan.next(after: searches) {
      search.run()
      searches.append(plan.finished(search))
    }
    return plan.report(searches)
  }

  /// Explores with `workers` tasks expanding each large level (as many as there are cores): the same
  /// report as ``run()``, states numbered and violations found in the same order.
  public func run(workers: Int) async throws(RuntimeError) -> ExplorationReport {
    let plan = try Plan(self)
    var searches: [Search] = []
    while var search = plan.next(after: searches) {
      await search.run(workers: max(1, workers))
      searches.append(plan.finished(search))
    }
    return plan.report(searches)
  }

  /// The searches an exploration runs: one of the whole program, or one per independent part (``Reduction``).
  struct Plan {
    let start: Session
    let events: [ExplorationEvent]
    let options: Options
    let reduction: Reduction?

    init(_ explorer: Explorer) throws(RuntimeError) {
      start = try Session(explorer.program)
      options = explorer.options
      events = Explorer.events(of: start, textSizes: options.textSizes)
      reduction = options.reduces ? Reduction(explorer.program, events: events, textSizes: options.textSizes) : nil
    }

    /// The search to run after `searches`; nil when there is none left, or the state limit is reached.
    func next(after searches: [Search]) -> Search? {
      guard let reduction else {
        return searches.isEmpty ? Search(start: start, events: events, options: options) : nil
      }
      let used = searches.reduce(0) { $0 + $1.log.count }
      guard searches.count < reduction.pieces.count, used < options.maxStates else { return nil }
      let piece = reduction.pieces[searches.count]
      return Search(
        start: start, events: piece.events.map { events[$0] }, options: reduction.options(options, used: used))
    }

    /// A search that has run, without its fingerprints once another part's follows: they are not needed again.
    func finished(_ search: Search) -> Search {
      var search = search
      if reduction != nil { search.seen = StateKeySet() }
      return search
    }

    func report(_ searches: [Search]) -> ExplorationReport {
      reduction?.report(searches) ?? searches.first?.report()
        ?? ExplorationReport(violations: [], states: 0, transitions: 0, depth: 0, exhausted: false, unreachable: [])
    }
  }

  /// Every event the exploration tries in each state, in a fixed order: taps in declaration order, then
  /// selections in menu order, then text sizes.
  static func events(of session: Session, textSizes: Bool) -> [ExplorationEvent] {
    let checked = session.program.checked
    let range = SourceRange(file: FileID(0), start: 0, end: 0)
    var events: [ExplorationEvent] = checked.buttons.indices.map { index in
      ExplorationEvent(
        statement: CheckedStatement(.event(.tap, .button(index)), range), text: "tap " + checked.buttons[index].name,
        target: .init(button: index, item: nil))
    }
    for (menu, checkedMenu) in checked.menus.enumerated() {
      var through: Int? { if case .button(let owner) = checkedMenu.owner { owner } else { nil } }
      for (item, entry) in checkedMenu.items.enumerated() where entry.kind == .action {
        let reference = MenuItemReference(menu: menu, item: item)
        events.append(
          ExplorationEvent(
            statement: CheckedStatement(.event(.select, .item(reference, through: through)), range),
            text: "select " + session.state.itemPath(reference),
            target: .init(button: nil, item: reference)))
      }
    }
    guard textSizes else { return events }
    for size in DynamicTypeSize.allCases {
      let value = CheckedExpression(.constant(.enumCase(size.enumCase)), .enumeration(.textSize), range)
      events.append(
        ExplorationEvent(
          statement: CheckedStatement(.assignment(.builtin(.textSize), .assign, value), range),
          text: "textSize = ." + size.rawValue, target: .init(button: nil, item: nil)))
    }
    return events
  }
}

/// One event the exploration can send, as a statement and as the Dial text that replays it.
public struct ExplorationEvent: Sendable {
  /// The statement run.
  public var statement: CheckedStatement
  /// It as Dial source: `tap add`, `select more["Sort By"]["Date"]`, `textSize = .large`.
  public var text: String
  /// What it acts on.
  var target: Target

  /// The button an exploration event taps or the action it chooses: a plain value, read for every event tried.
  struct Target: Sendable {
    /// The button it taps, if it is a tap.
    var button: Int?
    /// The action it chooses, if it is a selection.
    var item: MenuItemReference?
  }
}
