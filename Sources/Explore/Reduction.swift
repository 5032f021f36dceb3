import DialRuntime

/// An exploration split into independent parts (``Independence``): each part's events are explored from the
/// start on their own, and the reports are combined into the report of the whole product.
///
/// The combination is the full search's report: every violation is met first in a state where the other parts
/// are at their start, by a path of its part's events, so each part's search finds it with the same shortest
/// sequence; violations are ordered as the full search meets them (by the length of their sequence, then by its
/// events in exploration order); what is covered is the union of what the parts cover.
struct Reduction {
  /// One part: its events, as indices into the whole exploration's.
  struct Piece: Sendable {
    var events: [Int]
  }

  let program: Program
  let pieces: [Piece]

  /// The independent parts of `program` with `events`; nil when there are fewer than two (nothing to reduce).
  init?(_ program: Program, events: [ExplorationEvent], textSizes: Bool) {
    let parts = Independence.parts(of: program, textSizes: textSizes)
    guard parts.count > 1 else { return nil }
    var pieces = parts.map { _ in Piece(events: []) }
    var (buttonPart, menuPart): ([Int: Int], [Int: Int]) = ([:], [:])
    for (index, part) in parts.enumerated() {
      for button in part.buttons { buttonPart[button] = index }
      for menu in part.menus { menuPart[menu] = index }
    }
    let sizes = parts.firstIndex(where: \.textSizes)
    for (index, event) in events.enumerated() {
      var part = sizes
      if let button = event.target.button { part = buttonPart[button] }
      if let item = event.target.item { part = menuPart[item.menu] }
      if let part { pieces[part].events.append(index) }
    }
    self.program = program
    self.pieces = pieces.filter { !$0.events.isEmpty }
    guard self.pieces.count > 1 else { return nil }
  }

  /// The options of a part's search, with what is left of the state limit.
  func options(_ options: Explorer.Options, used: Int) -> Explorer.Options {
    var options = options
    options.maxStates = max(1, options.maxStates - used)
    // Progress counts the states of the parts before too, so that it never goes back.
    if let progress = options.progress { options.progress = { states, depth in progress(used + states, depth) } }
    return options
  }

  /// The report of the whole exploration from the parts' searches, in the order of ``pieces``; a part missing
  /// from the end was not searched (the state limit was reached).
  func report(_ searches: [Search]) -> ExplorationReport {
    var coverage = searches.first?.coverage ?? Coverage(program)
    for search in searches.dropFirst() { coverage.merge(search.coverage) }
    var report = ExplorationReport(
      violations: violations(searches), states: searches.reduce(0) { $0 + $1.log.count },
      transitions: searches.reduce(0) { $0 + $1.transitions }, depth: searches.reduce(0) { $0 + $1.depth },
      exhausted: searches.count == pieces.count && searches.allSatisfy(\.exhausted),
      unreachable: coverage.unreachable(),
      neverEnabled: coverage.enabled.indices.filter { !coverage.enabled[$0] }, whenWitnesses: coverage.witnesses)
    report.parts = searches.map(\.log.count)
    report.partCount = pieces.count
    report.spilledBytes = searches.reduce(0) { $0 + $1.log.spilledBytes }
    report.stoppedByMemory = searches.contains(where: \.stoppedByMemory)
    return report
  }

  /// Each violation once, with the earliest sequence any part met it by, in the full search's order.
  func violations(_ searches: [Search]) -> [ExplorationReport.Violation] {
    var kept: [String: (order: [Int], violation: ExplorationReport.Violation)] = [:]
    for (search, piece) in zip(searches, pieces) {
      for (key, found) in search.violations.byKey {
        // The full search meets shorter sequences first, then by their events in order, then by finding.
        let order = [found.path.count] + found.path.map { piece.events[$0] } + [found.index]
        if let earlier = kept[key], !order.lexicographicallyPrecedes(earlier.order) { continue }
        kept[key] = (order, found.violation)
      }
    }
    return kept.values.sorted { $0.order.lexicographicallyPrecedes($1.order) }.map(\.violation)
  }
}
