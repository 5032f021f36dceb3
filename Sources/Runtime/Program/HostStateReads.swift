import DialChecker
import DialParser

/// Which parts of the host events' state anything in a program reads: a binding, a `when` or `if` condition,
/// an invariant, a handler's statement. An exploration keeps in a state only what is read
/// (``Probing/key(of:)``), so that emitting on every tap does not make a finite space infinite: a count nobody
/// reads cannot tell two states apart.
struct HostStateReads: Sendable {
  /// Per host event, whether its count (`emitted`) is read.
  var counts: [Bool]
  /// Per host event, whether an argument of its last emission is read.
  var arguments: [Bool]
  /// Whether `lastAnnouncement` is read.
  var lastAnnouncement = false
  /// Per host event, the count from which every comparison the program makes reads the same (it compares the
  /// count only with constants), or nil: counts past it are one state.
  var countBounds: [Int64?]

  /// What `program` reads, its bindings and conditions found in `dependents`.
  init(_ program: CheckedProgram, dependents: SourceTable<[Target]>) {
    counts = Array(repeating: false, count: program.events.count)
    arguments = counts
    countBounds = program.events.map(\.countBound)
    lastAnnouncement = !dependents.isEmpty(at: .builtin(.lastAnnouncement))
    for event in program.events.indices where !dependents.isEmpty(at: .hostEvent(event)) {
      (counts[event], arguments[event]) = (true, true)
    }
    for invariant in program.invariants { note(invariant.condition) }
    for statement in Self.statements(of: program) { note(statement) }
  }

  /// The statements an exploration runs: the `on tap` and `on select` handlers (the file's own statements are
  /// not run, so what they read cannot tell two explored states apart).
  static func statements(of program: CheckedProgram) -> [CheckedStatement] {
    var all: [CheckedStatement] = []
    for button in program.buttons { all += button.tapHandler ?? [] }
    for menu in program.menus {
      all += menu.selectHandler ?? []
      for item in menu.items { all += item.selectHandler ?? [] }
    }
    return all
  }

  /// Notes what a statement's expressions read, nested statements included.
  mutating func note(_ statement: CheckedStatement) {
    switch statement.kind {
    case .assignment(_, _, let value), .expect(let value), .print(let value), .announce(let value): note(value)
    case .ifElse(let condition, let then, let otherwise):
      note(condition)
      for nested in then + (otherwise ?? []) { note(nested) }
    case .emit(_, let arguments): for argument in arguments { note(argument) }
    case .event, .focus, .activate: break
    }
  }

  /// Notes what an expression reads.
  mutating func note(_ expression: CheckedExpression) {
    expression.walk { node in
      switch node.kind {
      case .emissionCount(let event): counts[event] = true
      case .emittedArgument(let event, _): arguments[event] = true
      case .builtin(.lastAnnouncement): lastAnnouncement = true
      default: break
      }
      return .visitChildren
    }
  }
}
