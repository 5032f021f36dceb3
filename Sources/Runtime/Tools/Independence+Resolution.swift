import DialChecker
import DialParser

// MARK: - What a change of text size, screen width or iOS release reaches

extension Graph {
  /// The built-ins whose change resolves every button again (the text size, the screen width, the iOS release)
  /// that the exploration changes: the text sizes explored, and those a handler assigns.
  static func resolvingAgain(_ program: CheckedProgram, textSizes: Bool) -> Set<BuiltinVariable> {
    var changed: Set<BuiltinVariable> = textSizes ? [.textSize] : []
    var pending: [CheckedStatement] = program.buttons.flatMap { $0.tapHandler ?? [] }
    for menu in program.menus {
      pending += (menu.selectHandler ?? []) + menu.items.flatMap { $0.selectHandler ?? [] }
    }
    while let statement = pending.popLast() {
      switch statement.kind {
      case .assignment(.builtin(let builtin), _, _): changed.insert(builtin)
      case .ifElse(_, let then, let otherwise): pending += then + (otherwise ?? [])
      default: break
      }
    }
    return changed.intersection([.textSize, .screenWidth, .iOSVersion])
  }

  /// Joins to the built-ins in `changed` whatever reads a resolved value that may follow them without naming
  /// them: a default color follows the iOS release, a default corner radius the text size and the height (and
  /// so the screen width), and a binding that reads its own button may resolve to something new when every
  /// button is resolved again. So every element whose bindings or conditions read a member (`b.background`,
  /// `self.cornerRadius`, `selected`), every handler and invariant that does, and every button that reads
  /// itself, joins them; and a titled header, whose layout follows the text size and width.
  mutating func linkResolvingAgain(_ program: Program, changed: Set<BuiltinVariable>) {
    guard !changed.isEmpty else { return }
    let checked = program.checked
    func joinChanged(_ node: Int) { for builtin in changed { join(node, self.builtin(builtin)) } }
    for (index, chain) in program.tables.buttonBlocks.enumerated()
    where program.tables.readsItself[index] || chain.contains(where: \.readsMember) {
      joinChanged(button(index))
    }
    for (index, menu) in checked.menus.enumerated() {
      let expressions = [menu.title].compactMap { $0 } + menu.items.flatMap { $0.bindings.map(\.value) }
      if expressions.contains(where: \.readsMember) { joinChanged(self.menu(index)) }
    }
    for (index, header) in checked.headers.enumerated() where header.hasTitle { joinChanged(self.header(index)) }
    for invariant in checked.invariants where invariant.condition.readsMember {
      if let read = invariant.condition.sources.first { joinChanged(node(read)) }
    }
  }
}

extension CheckedBlock {
  /// Whether its condition, a binding or a nested block reads a member of a component or of its own button.
  var readsMember: Bool {
    (condition?.readsMember ?? false) || bindings.contains { $0.value.readsMember }
      || whens.contains(where: \.readsMember)
  }
}

extension CheckedExpression {
  /// Whether it reads a member of a component (`b.background`) or of its own button (`self.cornerRadius`,
  /// `selected`): a resolved value, which may follow a built-in it does not name.
  var readsMember: Bool {
    var found = false
    walk { expression in
      switch expression.kind {
      case .member, .ownState:
        found = true
        return .stop
      default: return .visitChildren
      }
    }
    return found
  }
}
