import DialChecker
import DialLexer
import DialParser

/// Brings what a statement disturbed up to date: works through the journal's queue of marked components and
/// patch plans, resolving each (``Resolver``) or patching it (``Patcher``), and records every change so that
/// it can be listed and rolled back.
///
/// Bindings settle in two places only: when a statement has made its changes, so that the next statement (and
/// the transitions) see them; and before a handler's first statement reads anything. Events and writes only
/// mark what they disturb (``Writer``).
enum Settler {
  /// Resolves marked targets until nothing more changes. The checker rejects
  /// cycles between bindings, so this ends; the cap guards against a bug.
  static func settle(_ state: inout SessionState, _ journal: inout Journal) throws(RuntimeError) {
    // Shared values live while bindings settle: the next statement may change what they read.
    defer { journal.sharedValues.removeAll() }
    var steps = 0
    let checked = state.program.checked
    let cap = 64 * (checked.buttons.count + checked.menus.count + checked.headers.count + 1)
    while true {
      steps += 1
      if steps > cap { throw RuntimeError(InternalError("bindings did not settle")) }
      switch journal.queue.next() {
      case .resolve(.button(let index))?: try refreshButton(index, in: &state, &journal)
      case .resolve(.menu(let index))?: try refreshMenu(index, in: &state, &journal)
      case .resolve(.header(let index))?: try refreshHeader(index, in: &state, &journal)
      case .patch(let plan)?: try Patcher.patchButton(plan, in: state.program.tables, state: &state, &journal)
      case .patches(let plans)?:
        // The tables are held once for the run, not once per reader.
        let tables = state.program.tables
        for plan in plans { try Patcher.patchButton(plan, in: tables, state: &state, &journal) }
      case nil: return
      }
    }
  }

  /// Resolves a button again; if anything changed, records it and marks its readers.
  static func refreshButton(_ index: Int, in state: inout SessionState, _ journal: inout Journal) throws(RuntimeError) {
    // A button that reads itself stores each pass as it resolves (see ``resolveUntilSettled(_:state:in:)``), so
    // what changed is judged against the state before the first pass, or its readers would not be marked.
    let before = state.buttons[index]
    var button = before
    if journal.queue.takeSelectedReapplication(index), let binding = state.program.selectedBindings[index] {
      let value = try Evaluator.evaluate(binding, in: state, owner: Owner(index: index, state: button))
      guard let selected = value.boolValue else { throw .type("Bool", value, at: binding.range) }
      button.selected = selected
    }
    button.resolved = try resolveUntilSettled(index, state: &button, in: &state, &journal)
    guard button != before else {
      if !state.buttons.matches(button, at: index) { state.buttons[index] = button }
      return
    }
    Writer.recordButton(index, in: state, &journal)
    state.buttons[index] = button
    Writer.markDependents(of: .button(index), in: state, &journal)
  }

  /// Resolves a button; one that reads itself (`title: enabled ? … : …`,
  /// `subtitle: b.title + "!"` inside `b`) is resolved again, each pass seeing
  /// the last, until nothing changes. A disabled button loses its highlight, as
  /// in UIKit.
  static func resolveUntilSettled(
    _ index: Int, state button: inout ButtonState, in state: inout SessionState, _ journal: inout Journal
  )
    throws(RuntimeError) -> ResolvedButton
  {
    var resolved = try Resolver.resolve(index, state: button, in: state)
    var passes = 0
    while true {
      if !resolved.enabled && button.highlighted {
        button.highlighted = false
      } else if !state.program.readsItself[index] || resolved == button.resolved {
        return resolved
      }
      passes += 1
      guard passes <= 8 else {
        throw RuntimeError(.unsettledBindings(button: state.program.checked.buttons[index].name))
      }
      button.resolved = resolved
      if state.program.readsItself[index] {
        // `b.member` inside `b` reads the stored state: store this pass for the next.
        Writer.recordButton(index, in: state, &journal)
        state.buttons[index].resolved = resolved
      }
      resolved = try Resolver.resolve(index, state: button, in: state)
    }
  }

  /// Re-evaluates a menu's title and items' bindings, keeping radio groups to
  /// at most one selected action (exactly one for a pop-up). An action's
  /// `selected` binding is applied only when something it reads changed (or at
  /// start): in between, a choice sticks, as for a button (docs/language.md §6).
  static func refreshMenu(_ index: Int, in state: inout SessionState, _ journal: inout Journal) throws(RuntimeError) {
    let menu = state.program.checked.menus[index]
    var menuState = state.menus[index]
    if let title = menu.title { menuState.title = try string(Evaluator.evaluate(title, in: state), title.range) }
    for (item, checked) in menu.items.enumerated() {
      for binding in checked.bindings {
        let reference = MenuItemReference(menu: index, item: item)
        if binding.property == .selected, !journal.queue.takeSelectedReapplication(reference) { continue }
        let value = try Evaluator.evaluate(binding.value, in: state)
        try apply(binding, value, toItem: item, of: menu, &menuState)
      }
    }
    if menu.isPopup { RadioGroups.keepOneSelected(menu, &menuState) }
    guard menuState != state.menus[index] else { return }
    Writer.recordMenu(index, in: state, &journal)
    state.menus[index] = menuState
    Writer.markDependents(of: .menu(index), in: state, &journal)
  }

  /// Stores an action's binding (`image subtitle enabled selected`, ``Schema/actionProperties``) in its menu's
  /// state; `selected: true` chooses it in its radio group.
  static func apply(
    _ binding: CheckedBinding, _ value: Value, toItem item: Int, of menu: CheckedMenu, _ menuState: inout MenuState
  ) throws(RuntimeError) {
    let property = binding.property
    if property == .image { menuState.texts[item].image = try string(value, binding.range) }
    if property == .subtitle { menuState.texts[item].subtitle = try string(value, binding.range) }
    if property == .enabled { menuState.items[item].enabled = try bool(value, binding.range) }
    if property == .selected {
      if try bool(value, binding.range) {
        RadioGroups.choose(item, among: menu.items, &menuState)
      } else {
        menuState.items[item].selected = false
      }
    }
  }

  /// Re-evaluates a header's title; a change is recorded and its readers marked.
  static func refreshHeader(_ index: Int, in state: inout SessionState, _ journal: inout Journal) throws(RuntimeError) {
    guard let title = state.program.checked.headers[index].title else { return }
    let text = try string(Evaluator.evaluate(title, in: state), title.range)
    guard text != state.headers[index].title else { return }
    Writer.writeHeader(index, in: &state, &journal) { $0.title = text }
    Writer.markDependents(of: .header(index), in: state, &journal)
  }

  /// A String, which the checker guarantees `value` is.
  static func string(_ value: Value, _ range: SourceRange) throws(RuntimeError) -> String {
    guard let text = value.stringValue else { throw .type("String", value, at: range) }
    return text
  }

  /// A Bool, which the checker guarantees `value` is.
  static func bool(_ value: Value, _ range: SourceRange) throws(RuntimeError) -> Bool {
    guard let flag = value.boolValue else { throw .type("Bool", value, at: range) }
    return flag
  }
}
