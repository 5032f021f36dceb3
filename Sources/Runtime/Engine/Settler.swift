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
  static func settle(_ session: inout Session) throws(RuntimeError) {
    // Shared values live while bindings settle: the next statement may change what they read.
    defer { session.sharedValues.removeAll() }
    var steps = 0
    let checked = session.program.checked
    let cap = 64 * (checked.buttons.count + checked.menus.count + checked.headers.count + 1)
    while true {
      steps += 1
      if steps > cap { throw RuntimeError(InternalError("bindings did not settle")) }
      switch session.journal.queue.next() {
      case .resolve(.button(let index))?: try refreshButton(index, in: &session)
      case .resolve(.menu(let index))?: try refreshMenu(index, in: &session)
      case .resolve(.header(let index))?: try refreshHeader(index, in: &session)
      case .patch(let plan)?: try Patcher.patchButton(plan, in: session.program.tables, session: &session)
      case .patches(let plans)?:
        // The tables are held once for the run, not once per reader.
        let tables = session.program.tables
        for plan in plans { try Patcher.patchButton(plan, in: tables, session: &session) }
      case nil: return
      }
    }
  }

  /// Resolves a button again; if anything changed, records it and marks its readers.
  static func refreshButton(_ index: Int, in session: inout Session) throws(RuntimeError) {
    // A button that reads itself stores each pass as it resolves (see ``resolveUntilSettled(_:state:in:)``), so
    // what changed is judged against the state before the first pass, or its readers would not be marked.
    let before = session.buttons[index]
    var state = before
    if session.journal.queue.takeSelectedReapplication(index), let binding = session.program.selectedBindings[index] {
      let value = try Evaluator.evaluate(binding, in: session, owner: Owner(index: index, state: state))
      guard let selected = value.boolValue else { throw .type("Bool", value, at: binding.range) }
      state.selected = selected
    }
    state.resolved = try resolveUntilSettled(index, state: &state, in: &session)
    guard state != before else {
      if !session.buttons.matches(state, at: index) { session.buttons[index] = state }
      return
    }
    Writer.recordButton(index, in: &session)
    session.buttons[index] = state
    Writer.markDependents(of: .button(index), in: &session)
  }

  /// Resolves a button; one that reads itself (`title: enabled ? … : …`,
  /// `subtitle: b.title + "!"` inside `b`) is resolved again, each pass seeing
  /// the last, until nothing changes. A disabled button loses its highlight, as
  /// in UIKit.
  static func resolveUntilSettled(_ index: Int, state: inout ButtonState, in session: inout Session)
    throws(RuntimeError) -> ResolvedButton
  {
    var resolved = try Resolver.resolve(index, state: state, in: session)
    var passes = 0
    while true {
      if !resolved.enabled && state.highlighted {
        state.highlighted = false
      } else if !session.program.readsItself[index] || resolved == state.resolved {
        return resolved
      }
      passes += 1
      guard passes <= 8 else {
        throw RuntimeError(.unsettledBindings(button: session.program.checked.buttons[index].name))
      }
      state.resolved = resolved
      if session.program.readsItself[index] {
        // `b.member` inside `b` reads the stored state: store this pass for the next.
        Writer.recordButton(index, in: &session)
        session.buttons[index].resolved = resolved
      }
      resolved = try Resolver.resolve(index, state: state, in: session)
    }
  }

  /// Re-evaluates a menu's title and items' bindings, keeping radio groups to
  /// at most one selected action (exactly one for a pop-up). An action's
  /// `selected` binding is applied only when something it reads changed (or at
  /// start): in between, a choice sticks, as for a button (docs/language.md §6).
  static func refreshMenu(_ index: Int, in session: inout Session) throws(RuntimeError) {
    let menu = session.program.checked.menus[index]
    var state = session.menus[index]
    if let title = menu.title { state.title = try string(Evaluator.evaluate(title, in: session), title.range) }
    for (item, checked) in menu.items.enumerated() {
      for binding in checked.bindings {
        let reference = MenuItemReference(menu: index, item: item)
        if binding.property == .selected, !session.journal.queue.takeSelectedReapplication(reference) { continue }
        let value = try Evaluator.evaluate(binding.value, in: session)
        try apply(binding, value, toItem: item, of: menu, &state)
      }
    }
    if menu.isPopup { RadioGroups.keepOneSelected(menu, &state) }
    guard state != session.menus[index] else { return }
    Writer.recordMenu(index, in: &session)
    session.menus[index] = state
    Writer.markDependents(of: .menu(index), in: &session)
  }

  /// Stores an action's binding (`image subtitle enabled selected`, ``Schema/actionProperties``) in its menu's
  /// state; `selected: true` chooses it in its radio group.
  static func apply(
    _ binding: CheckedBinding, _ value: Value, toItem item: Int, of menu: CheckedMenu, _ state: inout MenuState
  ) throws(RuntimeError) {
    let property = binding.property
    if property == .image { state.texts[item].image = try string(value, binding.range) }
    if property == .subtitle { state.texts[item].subtitle = try string(value, binding.range) }
    if property == .enabled { state.items[item].enabled = try bool(value, binding.range) }
    if property == .selected {
      if try bool(value, binding.range) {
        RadioGroups.choose(item, among: menu.items, &state)
      } else {
        state.items[item].selected = false
      }
    }
  }

  /// Re-evaluates a header's title; a change is recorded and its readers marked.
  static func refreshHeader(_ index: Int, in session: inout Session) throws(RuntimeError) {
    guard let title = session.program.checked.headers[index].title else { return }
    let text = try string(Evaluator.evaluate(title, in: session), title.range)
    guard text != session.headers[index].title else { return }
    Writer.writeHeader(index, in: &session) { $0.title = text }
    Writer.markDependents(of: .header(index), in: &session)
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
