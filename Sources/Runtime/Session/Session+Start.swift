import DialParser

// MARK: - The initial state

extension Session {
  /// Initializes variables, then resolves every component once, inside a
  /// journal so that the same settling machinery as for events is used.
  ///
  /// A variable whose initializer reads a component, directly or through
  /// other variables, is *late* (docs/language.md §4, decision 67): the other variables are
  /// initialized first, then every component that does not read a late
  /// variable (directly or through other components) is resolved, then the
  /// late variables are initialized, reading those components, and last the
  /// components that read them are resolved. No binding ever reads a variable
  /// that has no value yet.
  mutating func start() throws(RuntimeError) {
    journal.open(recordsUndo: false)
    defer { journal.close() }
    let late = lateStart()
    try initializeVariables(skipping: late.variables)
    // Late components are left alone until the late variables have their values.
    journal.queue.deferred = late.targets
    for (index, menu) in program.checked.menus.enumerated() {
      menus.modify(index) { state in
        for (item, checked) in menu.items.enumerated() {
          state.items[item].selected = checked.modifiers.contains(.selected)
          state.items[item].enabled = !checked.modifiers.contains(.disabled)
        }
      }
      for binding in program.itemSelectedSources[index] {
        journal.queue.reapplyItemSelected.insert(MenuItemReference(menu: index, item: binding.item))
      }
      mark(.menu(index))
    }
    for index in program.checked.buttons.indices {
      journal.queue.reapplySelected.insert(.button(index))
      mark(.button(index))
    }
    for index in program.checked.headers.indices { mark(.header(index)) }
    try settle()
    try applySelectionBindingsAtStart()
    guard late.variables.contains(true) else { return }
    try initializeVariables(skipping: late.variables.map { !$0 })
    // Their `selected` bindings are still due (noted above), as for every component at start.
    journal.queue.deferred = []
    for target in late.targets.sorted(by: { $0.order < $1.order }) { mark(target) }
    try settle()
  }

  /// The late variables (those whose initializer reads a component, directly
  /// or through other variables) and the components that read one of them,
  /// directly or through other components. Both are found by walking readers
  /// from what is read, so each reader is visited once.
  func lateStart() -> (variables: [Bool], targets: Set<Target>) {
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
  mutating func initializeVariables(skipping skipped: [Bool]) throws(RuntimeError) {
    let declared = program.checked.variables
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
        variables[index] = try evaluate(declared[index].initializer)
        done[index] = true
      }
    }
  }

  // MARK: - Menus and headers

  /// Re-evaluates a menu's title and items' bindings, keeping radio groups to
  /// at most one selected action (exactly one for a pop-up). An action's
  /// `selected` binding is applied only when something it reads changed (or at
  /// start): in between, a choice sticks, as for a button (docs/language.md §6).
  mutating func refreshMenu(_ index: Int) throws(RuntimeError) {
    let menu = program.checked.menus[index]
    var state = menus[index]
    if let title = menu.title { state.title = try string(evaluate(title), title.range) }
    for (item, checked) in menu.items.enumerated() {
      for binding in checked.bindings {
        if binding.property == .selected, !takeSelectedReapplication(MenuItemReference(menu: index, item: item)) {
          continue
        }
        let value = try evaluate(binding.value)
        switch binding.property {
        case .image: state.texts[item].image = try string(value, binding.range)
        case .subtitle: state.texts[item].subtitle = try string(value, binding.range)
        case .enabled: state.items[item].enabled = try bool(value, binding.range)
        case .selected:
          let on = try bool(value, binding.range)
          if on { Self.choose(item, in: menu, &state) } else { state.items[item].selected = false }
        default: break
        }
      }
    }
    if menu.isPopup { keepOneSelected(menu, &state) }
    guard state != menus[index] else { return }
    recordMenu(index)
    menus[index] = state
    markDependents(of: .menu(index))
  }

  /// Whether an action's `selected` binding is due to be applied; if it is, it no longer is.
  mutating func takeSelectedReapplication(_ item: MenuItemReference) -> Bool {
    journal.queue.takeSelectedReapplication(item)
  }

  /// Turns an action on and, in a radio group, the rest of its group off.
  static func choose(_ item: Int, in menu: CheckedMenu, _ state: inout MenuState) {
    choose(item, among: menu.items, &state)
  }

  /// The same, given the menu's items.
  static func choose(_ item: Int, among items: [CheckedMenuItem], _ state: inout MenuState) {
    state.items[item].selected = true
    guard let group = items[item].radioGroup else { return }
    for other in items.indices where other != item && items[other].radioGroup == group {
      state.items[other].selected = false
    }
  }

  /// A pop-up always shows one selection: when none is, the first enabled
  /// action that is not hidden (else the first visible one).
  func keepOneSelected(_ menu: CheckedMenu, _ state: inout MenuState) {
    let group = menu.items.indices.filter { menu.items[$0].kind == .action && menu.items[$0].radioGroup != nil }
    guard !group.contains(where: { state.items[$0].selected }) else { return }
    let visible = group.filter { !menu.items[$0].modifiers.contains(.hidden) }
    if let first = visible.first(where: { state.items[$0].enabled }) ?? visible.first ?? group.first {
      Self.choose(first, in: menu, &state)
    }
  }

  mutating func refreshHeader(_ index: Int) throws(RuntimeError) {
    guard let title = program.checked.headers[index].title else { return }
    let text = try string(evaluate(title), title.range)
    guard text != headers[index].title else { return }
    writeHeader(index) { $0.title = text }
    markDependents(of: .header(index))
  }
}
