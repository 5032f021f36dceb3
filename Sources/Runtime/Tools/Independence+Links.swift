import DialChecker
import DialParser

// MARK: - What joins two elements of a program

extension Graph {
  /// Joins everything `program` links (``Independence``); false when a handler moves the VoiceOver cursor, which
  /// links everything.
  mutating func link(_ program: Program, textSizes: Bool) -> Bool {
    let checked = program.checked
    changed = Self.resolvingAgain(checked, textSizes: textSizes)
    linkBindings(program)
    for (index, function) in checked.functions.enumerated() {
      if let body = function.body { join(self.function(index), body.sources) }
    }
    for invariant in checked.invariants {
      let sources = invariant.condition.sources
      if let first = sources.first { join(node(first), sources) }
    }
    for (index, button) in checked.buttons.enumerated() {
      if let menu = button.menu { join(self.button(index), self.menu(menu)) }
      guard let handler = button.tapHandler else { continue }
      guard link(handler, owner: self.button(index), program) else { return false }
    }
    for (index, menu) in checked.menus.enumerated() {
      guard linkMenu(menu, index, program) else { return false }
    }
    linkResolvingAgain(program, changed: changed)
    return true
  }

  /// What bindings read, as the program's table of dependents lists it.
  mutating func linkBindings(_ program: Program) {
    let checked = program.checked
    var sources: [Source] = checked.variables.indices.map { .variable($0) }
    sources += checked.buttons.indices.map { .button($0) } + checked.menus.indices.map { .menu($0) }
    sources += checked.headers.indices.map { .header($0) } + checked.events.indices.map { .hostEvent($0) }
    sources += checked.functions.indices.map { .function($0) } + BuiltinVariable.allCases.map { .builtin($0) }
    for source in sources {
      for target in program.dependents[source] ?? [] { join(node(source), node(Program.sourceOf(target))) }
    }
  }

  /// A menu: the buttons that show it, its selection bindings and its handlers.
  mutating func linkMenu(_ menu: CheckedMenu, _ index: Int, _ program: Program) -> Bool {
    let node = self.menu(index)
    if case .button(let owner) = menu.owner { join(node, button(owner)) }
    for owner in menu.buttons { join(node, button(owner)) }
    for binding in menu.selectionBindings { join(node, variable(binding.variable)) }
    if let handler = menu.selectHandler, !link(handler, owner: node, program) { return false }
    for item in menu.items {
      if let handler = item.selectHandler, !link(handler, owner: node, program) { return false }
    }
    return true
  }

  /// Joins `owner` with what `expression` reads, and with the built-ins that resolve every button again when it
  /// reads a member (``linkResolvingAgain(_:changed:)``).
  mutating func join(_ owner: Int, reading expression: CheckedExpression) {
    join(owner, expression.sources)
    if !changed.isEmpty && expression.readsMember {
      for builtin in changed { join(owner, self.builtin(builtin)) }
    }
  }

  /// A handler's statements, owned by `owner`; false for one that moves the VoiceOver cursor.
  mutating func link(_ statements: [CheckedStatement], owner: Int, _ program: Program) -> Bool {
    let reads = program.tables.hostStateReads
    var pending = statements[...]
    while let statement = pending.popFirst() {
      switch statement.kind {
      case .focus, .activate: return false
      case .event(_, let target):
        switch target {
        case .button(let index): join(owner, button(index))
        case .menu(let index): join(owner, menu(index))
        case .item(let item, let through):
          join(owner, menu(item.menu))
          if let through { join(owner, button(through)) }
        }
      case .assignment(let target, _, let value):
        switch target {
        case .variable(let index): join(owner, variable(index))
        case .builtin(let builtin): join(owner, self.builtin(builtin))
        }
        join(owner, reading: value)
      case .ifElse(let condition, let then, let otherwise):
        join(owner, reading: condition)
        pending += then + (otherwise ?? [])
      case .expect(let value), .print(let value): join(owner, reading: value)
      case .emit(let event, let arguments):
        if reads.counts[event] || reads.arguments[event] { join(owner, self.event(event)) }
        for argument in arguments { join(owner, reading: argument) }
      case .announce(let text):
        if reads.lastAnnouncement { join(owner, builtin(.lastAnnouncement)) }
        join(owner, reading: text)
      }
    }
    return true
  }
}
