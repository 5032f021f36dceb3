import DialExplore
import DialLexer
import DialParser
@_spi(Tools) import DialRuntime

/// Which states beyond the start the audit checks a button in, and whether each can happen: a button disabled at
/// start is checked as it looks once enabled unless an exploration of the program (within its default limits) saw
/// every reachable state and never saw it enabled. When the exploration stopped at a limit, the state is assumed
/// reachable, and a finding in it says so.
struct StateReachability: Sendable {
  /// The buttons an exhaustive exploration never saw enabled.
  private var neverEnabled: Set<Int> = []
  /// Whether the exploration, when one ran, visited every reachable state.
  private(set) var exhausted = true

  /// Explores `program` when some button starts disabled (`start` is its session at start), else nothing.
  init(_ program: Program, start: Session) {
    let disabled = program.checked.buttons.indices.filter { !DialRuntime.Inspection.isEnabled(button: $0, in: start) }
    guard !disabled.isEmpty else { return }
    guard let report = try? Explorer(program).run() else {
      exhausted = false
      return
    }
    exhausted = report.exhausted
    if exhausted { neverEnabled = Set(report.neverEnabled) }
  }

  /// Whether button `index` can be enabled: false only when an exhaustive exploration never saw it so.
  func canBeEnabled(_ index: Int) -> Bool { !neverEnabled.contains(index) }

  /// What a state found by exploration, or assumed, is called in a finding: `enabled`, or `enabled (assumed
  /// reachable)` when the exploration stopped at a limit.
  func name(_ state: String) -> String { exhausted ? state : state + " (assumed reachable)" }
}
