import DialChecker
import DialParser

/// The initial state (docs/language.md §4): variables initialized, then every component resolved once, inside a
/// journal, so that the same settling machinery as for events is used.
enum SessionStart {
  /// Initializes variables, then resolves every component once.
  ///
  /// A variable whose initializer reads a component, directly or through
  /// other variables, is *late* (docs/language.md §4, decision 67): the other variables are
  /// initialized first, then every component that does not read a late
  /// variable (directly or through other components) is resolved, then the
  /// late variables are initialized, reading those components, and last the
  /// components that read them are resolved. No binding ever reads a variable
  /// that has no value yet.
  static func start(_ state: inout SessionState, _ journal: inout Journal) throws(RuntimeError) {
    journal.open(recordsUndo: false)
    defer { journal.close() }
    let late = lateStart(of: state.program)
    try initializeVariables(skipping: late.variables, in: &state, &journal)
    // Late components are left alone until the late variables have their values.
    journal.queue.deferred = late.targets
    for (index, menu) in state.program.checked.menus.enumerated() {
      state.menus.modify(index) { menuState in
        for (item, checked) in menu.items.enumerated() {
          menuState.items[item].selected = checked.modifiers.contains(.selected)
          menuState.items[item].enabled = !checked.modifiers.contains(.disabled)
        }
      }
      for binding in state.program.itemSelectedSources[index] {
        journal.queue.reapplyItemSelected.insert(MenuItemReference(menu: index, item: binding.item))
      }
      Writer.mark(.menu(index), in: &journal)
    }
    for index in state.program.checked.buttons.indices {
      journal.queue.reapplySelected.insert(.button(index))
      Writer.mark(.button(index), in: &journal)
    }
    for index in state.program.checked.headers.indices { Writer.mark(.header(index), in: &journal) }
    try Settler.settle(&state, &journal)
    try SelectionSync.applySelectionBindingsAtStart(&state, &journal)
    guard late.variables.contains(true) else { return }
    try initializeVariables(skipping: late.variables.map { !$0 }, in: &state, &journal)
    // Their `selected` bindings are still due (noted above), as for every component at start.
    journal.queue.deferred = []
    for target in late.targets.sorted(by: { $0.order < $1.order }) { Writer.mark(target, in: &journal) }
    try Settler.settle(&state, &journal)
  }

  /// The late variables (those whose initializer reads a component, directly
  /// or through other variables) and the components that read one of them,
  /// directly or through other components. Both are found by walking readers
  /// from what is read, so each reader is visited once.
  static func lateStart(of program: Program) -> (variables: [Bool], targets: Set<Target>) {
    let declared = program.checked.variables
    let sources = declared.map(\.initializer.sources)
    var late = sources.map { $0.contains(where: \.isComponent) }
    guard late.contains(true) else { return (late, []) }
    var readers = Array(repeating: [Int](), count: declared.count)
    for (index, read) in sources.enumerated() {
      for case .variable(let other) in read where other != index && declared.indices.contains(other) {
        readers[other].append(index)
      }
    }
    var pending = late.indices.filter { late[$0] }
    while let index = pending.popLast() {
      for reader in readers[index] where !late[reader] {
        late[reader] = true
        pending.append(reader)
      }
    }
    var targets: Set<Target> = []
    var queue = late.indices.filter { late[$0] }.flatMap { program.dependents[.variable($0)] ?? [] }
    while let target = queue.popLast() {
      guard targets.insert(target).inserted else { continue }
      queue += program.dependents[Program.sourceOf(target)] ?? []
    }
    return (late, targets)
  }

  /// Evaluates initializers so that each runs after the variables it reads
  /// (declarations are hoisted), leaving out those `skipped`. The checker
  /// rejects cycles; the walk uses an explicit stack, so a long chain of
  /// variables cannot overflow the stack.
  static func initializeVariables(skipping skipped: [Bool], in state: inout SessionState, _ journal: inout Journal)
    throws(RuntimeError)
  {
    let declared = state.program.checked.variables
    var done = skipped
    for root in declared.indices where !done[root] {
      var stack = [root]
      while let index = stack.last {
        let pending = declared[index].initializer.sources.compactMap { source -> Int? in
          guard case .variable(let other) = source, other != index, declared.indices.contains(other), !done[other]
          else { return nil }
          return other
        }
        if let next = pending.first, !stack.contains(next) {
          stack.append(next)
          continue
        }
        stack.removeLast()
        guard !done[index] else { continue }
        state.variables[index] = try Evaluator.evaluate(declared[index].initializer, in: state)
        done[index] = true
      }
    }
  }
}
