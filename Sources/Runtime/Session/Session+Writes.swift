import DialLexer
import DialParser

// MARK: - Journaled writes
//
// Every change of state goes through these, so that the journal can roll it
// back and list it, and so that what depends on it is marked for resolution.

extension Session {
  mutating func writeVariable(_ index: Int, _ value: Value) {
    guard variables[index] != value else { return }
    recordVariable(index)
    variables[index] = value
    markDependents(of: .variable(index))
  }

  mutating func writeTextSize(_ value: TextSize) {
    guard textSize != value else { return }
    snapshotLayoutIfNeeded()
    if journal.undo.textSize == nil { journal.undo.textSize = textSize }
    textSize = value
    markDependents(of: .builtin(.textSize))
  }

  mutating func writeScreenWidth(_ value: Double) {
    guard screenWidth != value else { return }
    snapshotLayoutIfNeeded()
    if journal.undo.screenWidth == nil { journal.undo.screenWidth = screenWidth }
    screenWidth = value
    markDependents(of: .builtin(.screenWidth))
  }

  /// Changes a button's state and marks the button for resolution.
  mutating func writeButton(_ index: Int, _ body: (inout ButtonState) -> Void) {
    recordButton(index)
    buttons.modify(index, body)
    mark(.button(index))
    // Readers are marked without comparing states: most buttons have none, and
    // a reader resolved again for nothing changes nothing.
    markDependents(of: .button(index))
  }

  mutating func writeMenu(_ index: Int, _ body: (inout MenuState) -> Void) {
    recordMenu(index)
    let before = menus[index]
    menus.modify(index, body)
    if menus[index] != before { markDependents(of: .menu(index)) }
  }

  mutating func writeHeader(_ index: Int, _ body: (inout HeaderState) -> Void) {
    recordHeader(index)
    headers.modify(index, body)
  }

  mutating func writeFocus(_ element: ElementID?) {
    if journal.undo.focus == nil { journal.undo.focus = .some(focus) }
    focus = element
  }

  // MARK: - The undo log

  // The first write in a statement keeps the value from before it. While the
  // session starts there is nothing to undo, so nothing is kept.

  mutating func recordVariable(_ index: Int) {
    if journal.recordsUndo, !journal.undo.variables.contains(index) {
      journal.undo.variables.add(index, variables[index])
    }
  }

  /// Keeps a button whole; one that field patches changed first is kept as it was before them.
  mutating func recordButton(_ index: Int) {
    guard journal.recordsUndo, !journal.undo.buttons.contains(index) else { return }
    guard journal.undo.fieldButtons.isEmpty || !journal.undo.fieldButtons.contains(index) else {
      return journal.undo.buttons.add(index, unpatched(index, buttons[index]))
    }
    journal.undo.buttons.add(index, buttons[index])
  }

  mutating func recordMenu(_ index: Int) {
    if journal.recordsUndo, !journal.undo.menus.contains(index) { journal.undo.menus.add(index, menus[index]) }
  }

  mutating func recordHeader(_ index: Int) {
    if journal.recordsUndo, !journal.undo.headers.contains(index) { journal.undo.headers.add(index, headers[index]) }
  }

  // MARK: - Dependencies

  /// Queues a target to resolve, while a statement (or the start) runs.
  mutating func mark(_ target: Target) {
    if journal.isOpen { journal.queue.mark(target) }
  }

  /// Marks everything that reads `source`: a patch plan where a button has one, else a resolution, noting where
  /// a `selected` binding must be re-applied.
  mutating func markDependents(of source: Source) {
    guard journal.isOpen, !program.dependents.isEmpty(at: source), let targets = program.dependents[source] else {
      return
    }
    let plans = program.dependentPatches[source] ?? []
    if patchesBindings, journal.queue.deferred.isEmpty, let run = Self.patchRun(of: plans, readers: targets.count) {
      return journal.queue.markPatches(run)
    }
    for (position, target) in targets.enumerated() {
      if patchesBindings, position < plans.count, plans[position] >= 0 {
        journal.queue.markPatch(plans[position], for: target)
        continue
      }
      switch target {
      case .button(let index) where program.selectedSources[index].contains(source):
        journal.queue.reapplySelected.insert(target)
      case .menu(let index):
        // Per action: a change that a menu's other bindings read leaves a choice alone (docs/language.md §6, §7).
        for binding in program.itemSelectedSources[index] where binding.sources.contains(source) {
          journal.queue.reapplyItemSelected.insert(MenuItemReference(menu: index, item: binding.item))
        }
      default: break
      }
      journal.queue.mark(target)
    }
  }

  /// The plans of a change's readers as one run of indexes, when every reader has a plan: the plans of one source
  /// are made in order, so they are consecutive, and queued as one entry rather than a hundred.
  static func patchRun(of plans: [Int32], readers: Int) -> Range<Int>? {
    guard plans.count == readers, let first = plans.first, first >= 0 else { return nil }
    // Checked one by one, though made so: a run that skipped a reader would lose its change.
    for (offset, plan) in plans.enumerated() where Int(plan) != Int(first) + offset { return nil }
    return Int(first)..<Int(first) + readers
  }

  /// Resolves marked targets until nothing more changes. The checker rejects
  /// cycles between bindings, so this ends; the cap guards against a bug.
  mutating func settle() throws(RuntimeError) {
    // Shared values live while bindings settle: the next statement may change what they read.
    defer { sharedValues.removeAll() }
    var steps = 0
    let cap = 64 * (program.checked.buttons.count + program.checked.menus.count + program.checked.headers.count + 1)
    while true {
      steps += 1
      if steps > cap { throw RuntimeError(InternalError("bindings did not settle")) }
      switch journal.queue.next() {
      case .resolve(.button(let index))?: try refreshButton(index)
      case .resolve(.menu(let index))?: try refreshMenu(index)
      case .resolve(.header(let index))?: try refreshHeader(index)
      case .patch(let plan)?: try patchButton(plan, in: program.tables)
      case .patches(let plans)?:
        // The tables are held once for the run, not once per reader.
        let tables = program.tables
        for plan in plans { try patchButton(plan, in: tables) }
      case nil: return
      }
    }
  }
}
