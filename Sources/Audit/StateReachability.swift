import DialChecker
import DialExplore
import DialLexer
import DialParser
import DialRuntime

/// Which states beyond the start the audit checks a button in, and whether each can happen: a button disabled at
/// start is checked as it looks once enabled unless an exploration of the program (within its default limits) saw
/// every reachable state and never saw it enabled. When the exploration stopped at a limit, the state is assumed
/// reachable, and a finding in it says so.
struct StateReachability: Sendable {
  /// The buttons an exhaustive exploration never saw enabled.
  private var neverEnabled: Set<Int> = []
  /// Whether the exploration, when one ran, visited every reachable state.
  private(set) var exhausted = true
  /// Per button, the `when` blocks on data that do not hold at start but do in a state the exploration reached:
  /// the block's condition as written, and that state.
  private(set) var whenStates: [Int: [(condition: String, session: Session)]] = [:]

  /// Explores `program` when some button starts disabled or has a `when` block that does not hold at start
  /// (`start` is its session at start), else nothing.
  init(_ program: Program, start: Session) {
    let conditions = program.checked.buttons.indices.map {
      program.whenConditions(ofButton: $0)
    }
    let disabled = program.checked.buttons.indices.contains { !start.state.isEnabled(button: $0) }
    guard disabled || conditions.contains(where: { !$0.isEmpty }) else { return }
    guard let report = try? Explorer(program).run() else {
      exhausted = false
      return
    }
    exhausted = report.exhausted
    if exhausted { neverEnabled = Set(report.neverEnabled) }
    whenStates = Self.whenStates(report, conditions: conditions, program: program, start: start)
  }

  /// The witnesses of the blocks that do not hold at start, with their conditions' source text.
  private static func whenStates(
    _ report: ExplorationReport, conditions: [[CheckedExpression?]], program: Program, start: Session
  ) -> [Int: [(condition: String, session: Session)]] {
    var found: [Int: [(condition: String, session: Session)]] = [:]
    for (button, witnesses) in report.whenWitnesses.enumerated() where conditions.indices.contains(button) {
      var atStart = Array(repeating: false, count: conditions[button].count)
      start.state.markHolding(conditions[button], inButton: button, pressed: false, into: &atStart)
      for (position, witness) in witnesses.enumerated() {
        guard let witness, atStart.indices.contains(position), !atStart[position],
          let condition = conditions[button][position],
          let text = program.files[condition.range.file]?.text(condition.range.bytes)
        else { continue }
        found[button, default: []].append(("when " + text, witness))
      }
    }
    return found
  }

  /// Whether button `index` can be enabled: false only when an exhaustive exploration never saw it so.
  func canBeEnabled(_ index: Int) -> Bool { !neverEnabled.contains(index) }

  /// What a state found by exploration, or assumed, is called in a finding: `enabled`, or `enabled (assumed
  /// reachable)` when the exploration stopped at a limit.
  func name(_ state: String) -> String { exhausted ? state : state + " (assumed reachable)" }
}
