import DialChecker
import DialLexer
import DialParser

/// Every change of a session's state during a statement: a write keeps, on the first write to a value in the
/// statement, what it was (so that the journal can roll it back and list it), and marks what reads it for the
/// ``Settler``. While the session starts there is nothing to undo, so nothing is kept.
enum Writer {
  /// Sets a variable.
  static func writeVariable(_ index: Int, _ value: Value, in state: inout SessionState, _ journal: inout Journal) {
    guard state.variables[index] != value else { return }
    recordVariable(index, in: state, &journal)
    state.variables[index] = value
    markDependents(of: .variable(index), in: state, &journal)
  }

  /// Sets the Dynamic Type size.
  static func writeTextSize(_ value: TextSize, in state: inout SessionState, _ journal: inout Journal) {
    guard state.textSize != value else { return }
    snapshotLayoutIfNeeded(&state, &journal)
    if journal.undo.textSize == nil { journal.undo.textSize = state.textSize }
    state.textSize = value
    markEveryButton(in: state, &journal)
    markDependents(of: .builtin(.textSize), in: state, &journal)
  }

  /// Sets the width of the screen.
  static func writeScreenWidth(_ value: Double, in state: inout SessionState, _ journal: inout Journal) {
    guard state.screenWidth != value else { return }
    snapshotLayoutIfNeeded(&state, &journal)
    if journal.undo.screenWidth == nil { journal.undo.screenWidth = state.screenWidth }
    state.screenWidth = value
    markEveryButton(in: state, &journal)
    markDependents(of: .builtin(.screenWidth), in: state, &journal)
  }

  /// Sets the iOS release: every button is resolved again (each one's preset colors follow the release), and
  /// whatever reads `iOSVersion` or a system color.
  static func writeIOSRelease(_ value: IOSRelease, in state: inout SessionState, _ journal: inout Journal) {
    guard state.iOSRelease != value else { return }
    if journal.undo.iOSRelease == nil { journal.undo.iOSRelease = state.iOSRelease }
    state.iOSRelease = value
    markEveryButton(in: state, &journal)
    markDependents(of: .builtin(.iOSVersion), in: state, &journal)
  }

  /// Marks every button for resolution, after a change of what every button's defaults may follow: the iOS
  /// release (preset colors and corner styles), the text size (a `.dynamic` radius) and the text size or screen
  /// width (a capsule's radius, half a height that the text wraps into). Marked here rather than listed as
  /// readers: a dependency of every button would cost every program a list as long as its buttons, for changes
  /// that a spec makes a few times.
  static func markEveryButton(in state: SessionState, _ journal: inout Journal) {
    for button in state.buttons.indices { mark(.button(button), in: &journal) }
  }

  /// Changes a button's state and marks the button for resolution.
  static func writeButton(
    _ index: Int, in state: inout SessionState, _ journal: inout Journal, _ body: (inout ButtonState) -> Void
  ) {
    recordButton(index, in: state, &journal)
    state.buttons.modify(index, body)
    mark(.button(index), in: &journal)
    // Readers are marked without comparing states: most buttons have none, and
    // a reader resolved again for nothing changes nothing.
    markDependents(of: .button(index), in: state, &journal)
  }

  /// Changes a menu's state; its readers are marked when it changed.
  static func writeMenu(
    _ index: Int, in state: inout SessionState, _ journal: inout Journal, _ body: (inout MenuState) -> Void
  ) {
    recordMenu(index, in: state, &journal)
    let before = state.menus[index]
    state.menus.modify(index, body)
    if state.menus[index] != before { markDependents(of: .menu(index), in: state, &journal) }
  }

  /// Changes a header's state.
  static func writeHeader(
    _ index: Int, in state: inout SessionState, _ journal: inout Journal, _ body: (inout HeaderState) -> Void
  ) {
    recordHeader(index, in: state, &journal)
    state.headers.modify(index, body)
  }

  /// Moves the VoiceOver cursor.
  static func writeFocus(_ element: ElementID?, in state: inout SessionState, _ journal: inout Journal) {
    if journal.undo.focus == nil { journal.undo.focus = .some(state.focus) }
    state.focus = element
  }

  /// Emits host event `event` with `arguments`: its count and last arguments change, what reads them is marked,
  /// and the emission waits in ``HostEventState`` until the statement completes.
  static func writeEmission(_ event: Int, _ arguments: [Value], in state: inout SessionState, _ journal: inout Journal)
  {
    guard state.program.tables.eventLabels.indices.contains(event) else { return }
    let labels = state.program.tables.eventLabels[event]
    let name = state.program.checked.events[event].name
    state.hostEvents.emit(event, arguments, name: name, labels: labels, undo: journal.recordsUndo)
    markDependents(of: .hostEvent(event), in: state, &journal)
  }

  /// Sets `lastAnnouncement`, as `announce` does.
  static func writeAnnouncement(_ text: String, in state: inout SessionState, _ journal: inout Journal) {
    state.hostEvents.announce(text, undo: journal.recordsUndo)
    markDependents(of: .builtin(.lastAnnouncement), in: state, &journal)
  }

  // MARK: - The undo log

  /// Keeps a variable's value from before the statement's first write to it.
  static func recordVariable(_ index: Int, in state: SessionState, _ journal: inout Journal) {
    if journal.recordsUndo, !journal.undo.variables.contains(index) {
      journal.undo.variables.add(index, state.variables[index])
    }
  }

  /// Keeps a button whole; one that field patches changed first is kept as it was before them.
  static func recordButton(_ index: Int, in state: SessionState, _ journal: inout Journal) {
    guard journal.recordsUndo, !journal.undo.buttons.contains(index) else { return }
    guard journal.undo.fieldButtons.isEmpty || !journal.undo.fieldButtons.contains(index) else {
      return journal.undo.buttons.add(index, FieldPatcher.unpatched(index, state.buttons[index], in: journal))
    }
    journal.undo.buttons.add(index, state.buttons[index])
  }

  /// Keeps a menu's state from before the statement's first write to it.
  static func recordMenu(_ index: Int, in state: SessionState, _ journal: inout Journal) {
    if journal.recordsUndo, !journal.undo.menus.contains(index) {
      journal.undo.menus.add(index, state.menus[index])
    }
  }

  /// Keeps a header's state from before the statement's first write to it.
  static func recordHeader(_ index: Int, in state: SessionState, _ journal: inout Journal) {
    if journal.recordsUndo, !journal.undo.headers.contains(index) {
      journal.undo.headers.add(index, state.headers[index])
    }
  }

  /// Before the first change of a built-in in a statement, records the layout
  /// as it was when the statement began.
  static func snapshotLayoutIfNeeded(_ state: inout SessionState, _ journal: inout Journal) {
    guard journal.isOpen, journal.undo.layoutBefore == nil else { return }
    var before = state
    journal.undo.restore(&before)
    journal.undo.layoutBefore = StateLayout.values(in: before)
  }

  // MARK: - Dependencies

  /// Queues a target to resolve, while a statement (or the start) runs.
  static func mark(_ target: Target, in journal: inout Journal) {
    if journal.isOpen { journal.queue.mark(target) }
  }

  /// Marks everything that reads `source`: a patch plan where a button has one, else a resolution, noting where
  /// a `selected` binding must be re-applied.
  static func markDependents(of source: Source, in state: SessionState, _ journal: inout Journal) {
    guard journal.isOpen, !state.program.dependents.isEmpty(at: source),
      let targets = state.program.dependents[source]
    else { return }
    let plans = state.program.dependentPatches[source] ?? []
    let patches = journal.patchesBindings
    if patches, journal.queue.deferred.isEmpty, let run = patchRun(of: plans, readers: targets.count) {
      return journal.queue.markPatches(run)
    }
    for (position, target) in targets.enumerated() {
      if patches, position < plans.count, plans[position] >= 0 {
        journal.queue.markPatch(plans[position], for: target)
        continue
      }
      switch target {
      case .button(let index) where state.program.selectedSources[index].contains(source):
        journal.queue.reapplySelected.insert(target)
      case .menu(let index):
        // Per action: a change that a menu's other bindings read leaves a choice alone (docs/language.md §6, §7).
        for binding in state.program.itemSelectedSources[index] where binding.sources.contains(source) {
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

  /// Marks the components whose `selected:` bindings read `source` to re-apply them, without the rest of what
  /// reads it (which an unchanged value leaves as it is).
  static func markSelectedReaders(of source: Source, in state: SessionState, _ journal: inout Journal) {
    guard journal.isOpen, let targets = state.program.dependents[source] else { return }
    for target in targets {
      switch target {
      case .button(let index) where state.program.selectedSources[index].contains(source):
        journal.queue.reapplySelected.insert(target)
        journal.queue.mark(target)
      case .menu(let index):
        let bindings = state.program.itemSelectedSources[index].filter { $0.sources.contains(source) }
        for binding in bindings {
          journal.queue.reapplyItemSelected.insert(MenuItemReference(menu: index, item: binding.item))
        }
        if !bindings.isEmpty { journal.queue.mark(target) }
      default: break
      }
    }
  }
}
