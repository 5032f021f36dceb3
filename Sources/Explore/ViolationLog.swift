/// The violations an exploration found, each once, with a shortest sequence of events.
///
/// A violation is kept with the place in the sequential search where it was first met: the state being
/// expanded and the event being sent (a state's own findings are met where the state was found). Reports may
/// then come in any order (a state's findings are computed when it is expanded, a level later, and the workers
/// of a parallel search report level by level), and the earliest place wins: the sequential search's first
/// report, and so a shortest sequence.
struct ViolationLog: Sendable {
  /// A place in the sequential search's order.
  struct Position: Comparable, Sendable {
    /// The state expanded (-1 for the start's own findings).
    var state: Int
    /// The event sent.
    var event: Int
    /// Among one state's findings, its index.
    var index: Int

    init(_ state: Int, _ event: Int, _ index: Int) { (self.state, self.event, self.index) = (state, event, index) }

    static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.state, lhs.event, lhs.index) < (rhs.state, rhs.event, rhs.index)
    }
  }

  /// A kept violation: where it was met, and the events that reach it as indices into the search's events, with
  /// its index among its state's findings (what orders violations of several searches, ``Reduction``).
  struct Kept: Sendable {
    var position: Position
    var violation: ExplorationReport.Violation
    var path: [Int]
    var index: Int
  }

  private(set) var byKey: [String: Kept] = [:]

  /// Whether a violation with `key` met at `position` would be kept: none with its key was met earlier.
  func wants(_ key: String, at position: Position) -> Bool {
    byKey[key].map { position < $0.position } ?? true
  }

  /// Keeps `found` (a key and a violation), met at `position` by the events `path`, unless its key was met
  /// earlier.
  mutating func record(
    _ found: (key: String, violation: ExplorationReport.Violation), at position: Position, path: [Int]
  ) {
    guard wants(found.key, at: position) else { return }
    byKey[found.key] = Kept(position: position, violation: found.violation, path: path, index: position.index)
  }

  /// The kind of a finding with `key`: its first word.
  static func kind(of key: String) -> String {
    String(key.prefix { $0 != " " })
  }

  /// Every violation, in the order the sequential search first met them.
  var inOrder: [ExplorationReport.Violation] {
    byKey.values.sorted { $0.position < $1.position }.map(\.violation)
  }
}
