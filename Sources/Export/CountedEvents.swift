import DialParser

/// The host events whose count (`addedToCart.emitted`) something in a program reads: the exported model counts
/// those, found before anything is written, so that an `emit` written before a read still counts.
struct CountedEvents {
  private(set) var found: Set<Int> = []
  /// The events' parameters whose last argument something reads (`addedToCart.count`), by event and position.
  private(set) var arguments: Set<[Int]> = []

  /// Every event whose count a binding, a condition, a handler or an invariant reads.
  static func of(_ program: CheckedProgram) -> Set<Int> {
    scan(program).found
  }

  /// Every count and every last argument something reads.
  static func scan(_ program: CheckedProgram) -> CountedEvents {
    var scan = CountedEvents()
    for invariant in program.invariants { scan.note(invariant.condition) }
    for button in program.buttons {
      scan.note(button.body)
      scan.note(button.tapHandler)
    }
    for style in program.styles { scan.note(style.body) }
    for header in program.headers { scan.note(header.title) }
    for menu in program.menus {
      scan.note(menu.selectHandler)
      for item in menu.items {
        scan.note(item.selectHandler)
        for binding in item.bindings { scan.note(binding.value) }
      }
    }
    return scan
  }

  mutating func note(_ expression: CheckedExpression?) {
    expression?.walk { node in
      if case .emissionCount(let event) = node.kind { found.insert(event) }
      if case .emittedArgument(let event, let parameter) = node.kind { arguments.insert([event, parameter]) }
      return .visitChildren
    }
  }

  mutating func note(_ block: CheckedBlock) {
    for binding in block.bindings { note(binding.value) }
    for when in block.whens {
      note(when.condition)
      note(when)
    }
  }

  mutating func note(_ statements: [CheckedStatement]?) {
    for statement in statements ?? [] {
      switch statement.kind {
      case .assignment(_, _, let value), .expect(let value), .print(let value), .announce(let value): note(value)
      case .ifElse(let condition, let then, let otherwise):
        note(condition)
        note(then)
        note(otherwise)
      case .emit(_, let arguments): for argument in arguments { note(argument) }
      case .event, .focus, .activate: break
      }
    }
  }
}
