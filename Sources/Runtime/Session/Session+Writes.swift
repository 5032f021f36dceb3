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
    if journal.textSize == nil { journal.textSize = textSize }
    textSize = value
    markDependents(of: .builtin(.textSize))
  }

  mutating func writeScreenWidth(_ value: Double) {
    guard screenWidth != value else { return }
    snapshotLayoutIfNeeded()
    if journal.screenWidth == nil { journal.screenWidth = screenWidth }
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
    if journal.focus == nil { journal.focus = .some(focus) }
    focus = element
  }

  // MARK: - The undo log

  // The first write in a statement keeps the value from before it. While the
  // session starts there is nothing to undo, so nothing is kept.

  mutating func recordVariable(_ index: Int) {
    if journal.recordsUndo, !journal.variables.contains(index) { journal.variables.add(index, variables[index]) }
  }

  mutating func recordButton(_ index: Int) {
    if journal.recordsUndo, !journal.buttons.contains(index) { journal.buttons.add(index, buttons[index]) }
  }

  mutating func recordMenu(_ index: Int) {
    if journal.recordsUndo, !journal.menus.contains(index) { journal.menus.add(index, menus[index]) }
  }

  mutating func recordHeader(_ index: Int) {
    if journal.recordsUndo, !journal.headers.contains(index) { journal.headers.add(index, headers[index]) }
  }

  // MARK: - Dependencies

  mutating func mark(_ target: Target) {
    // A short queue is searched for the target; a long one (a change feeding
    // thousands of bindings) takes duplicates, which resolve to no change.
    guard journal.isOpen, journal.deferred.isEmpty || !journal.deferred.contains(target), !isPending(target)
    else { return }
    journal.dirty.append(target)
  }

  /// Whether a short queue already holds `target`.
  func isPending(_ target: Target) -> Bool {
    guard journal.dirty.count - journal.dirtyHead <= 64 else { return false }
    return journal.dirty[journal.dirtyHead...].contains(target)
  }

  /// Marks everything that reads `source`, noting where a `selected` binding must be re-applied.
  mutating func markDependents(of source: Source) {
    guard let targets = program.dependents[source], !targets.isEmpty else { return }
    let plans = program.dependentPatches[source] ?? []
    for (position, target) in targets.enumerated() {
      if patchesBindings, position < plans.count, plans[position] >= 0 {
        markPatch(plans[position], for: target)
        continue
      }
      switch target {
      case .button(let index) where program.selectedSources[index].contains(source):
        journal.reapplySelected.insert(target)
      case .menu(let index):
        // Per action: a change that a menu's other bindings read leaves a choice alone (docs/language.md §6, §7).
        for binding in program.itemSelectedSources[index] where binding.sources.contains(source) {
          journal.reapplyItemSelected.insert(MenuItemReference(menu: index, item: binding.item))
        }
      default: break
      }
      mark(target)
    }
  }

  /// Queues a patch plan, unless the statement is not open or the target waits for a late variable.
  mutating func markPatch(_ plan: Int32, for target: Target) {
    guard journal.isOpen, journal.deferred.isEmpty || !journal.deferred.contains(target) else { return }
    journal.patches.append(plan)
  }

  mutating func nextPatch() -> Int32? {
    let head = journal.patchHead
    guard head < journal.patches.count else {
      if !journal.patches.isEmpty { journal.patches.removeAll(keepingCapacity: true) }
      journal.patchHead = 0
      return nil
    }
    journal.patchHead = head + 1
    return journal.patches[head]
  }

  mutating func nextDirty() -> Target? {
    let head = journal.dirtyHead
    guard head < journal.dirty.count else {
      if !journal.dirty.isEmpty { journal.dirty.removeAll(keepingCapacity: true) }
      journal.dirtyHead = 0
      return nil
    }
    journal.dirtyHead = head + 1
    return journal.dirty[head]
  }

  /// Resolves marked targets until nothing more changes. The checker rejects
  /// cycles between bindings, so this ends; the cap guards against a bug.
  mutating func settle() throws(RuntimeError) {
    var steps = 0
    let cap = 64 * (program.checked.buttons.count + program.checked.menus.count + program.checked.headers.count + 1)
    while true {
      steps += 1
      if steps > cap { throw RuntimeError(InternalError("bindings did not settle")) }
      if let target = nextDirty() {
        switch target {
        case .button(let index): try refreshButton(index)
        case .menu(let index): try refreshMenu(index)
        case .header(let index): try refreshHeader(index)
        }
      } else if let plan = nextPatch() {
        try patchButton(Int(plan))
      } else {
        return
      }
    }
  }
}
