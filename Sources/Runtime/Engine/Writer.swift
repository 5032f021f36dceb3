import DialChecker
import DialLexer
import DialParser

/// Every change of a session's state during a statement: a write keeps, on the first write to a value in the
/// statement, what it was (so that the journal can roll it back and list it), and marks what reads it for the
/// ``Settler``. While the session starts there is nothing to undo, so nothing is kept.
enum Writer {
  /// Sets a variable.
  static func writeVariable(_ index: Int, _ value: Value, in session: inout Session) {
    guard session.variables[index] != value else { return }
    recordVariable(index, in: &session)
    session.variables[index] = value
    markDependents(of: .variable(index), in: &session)
  }

  /// Sets the Dynamic Type size.
  static func writeTextSize(_ value: TextSize, in session: inout Session) {
    guard session.textSize != value else { return }
    snapshotLayoutIfNeeded(&session)
    if session.journal.undo.textSize == nil { session.journal.undo.textSize = session.textSize }
    session.textSize = value
    markEveryButton(in: &session)
    markDependents(of: .builtin(.textSize), in: &session)
  }

  /// Sets the width of the screen.
  static func writeScreenWidth(_ value: Double, in session: inout Session) {
    guard session.screenWidth != value else { return }
    snapshotLayoutIfNeeded(&session)
    if session.journal.undo.screenWidth == nil { session.journal.undo.screenWidth = session.screenWidth }
    session.screenWidth = value
    markEveryButton(in: &session)
    markDependents(of: .builtin(.screenWidth), in: &session)
  }

  /// Sets the iOS release: every button is resolved again (each one's preset colors follow the release), and
  /// whatever reads `iOSVersion` or a system color.
  static func writeIOSRelease(_ value: IOSRelease, in session: inout Session) {
    guard session.iOSRelease != value else { return }
    if session.journal.undo.iOSRelease == nil { session.journal.undo.iOSRelease = session.iOSRelease }
    session.iOSRelease = value
    markEveryButton(in: &session)
    markDependents(of: .builtin(.iOSVersion), in: &session)
  }

  /// Marks every button for resolution, after a change of what every button's defaults may follow: the iOS
  /// release (preset colors and corner styles), the text size (a `.dynamic` radius) and the text size or screen
  /// width (a capsule's radius, half a height that the text wraps into). Marked here rather than listed as
  /// readers: a dependency of every button would cost every program a list as long as its buttons, for changes
  /// that a spec makes a few times.
  static func markEveryButton(in session: inout Session) {
    for button in session.buttons.indices { mark(.button(button), in: &session) }
  }

  /// Changes a button's state and marks the button for resolution.
  static func writeButton(_ index: Int, in session: inout Session, _ body: (inout ButtonState) -> Void) {
    recordButton(index, in: &session)
    session.buttons.modify(index, body)
    mark(.button(index), in: &session)
    // Readers are marked without comparing states: most buttons have none, and
    // a reader resolved again for nothing changes nothing.
    markDependents(of: .button(index), in: &session)
  }

  /// Changes a menu's state; its readers are marked when it changed.
  static func writeMenu(_ index: Int, in session: inout Session, _ body: (inout MenuState) -> Void) {
    recordMenu(index, in: &session)
    let before = session.menus[index]
    session.menus.modify(index, body)
    if session.menus[index] != before { markDependents(of: .menu(index), in: &session) }
  }

  /// Changes a header's state.
  static func writeHeader(_ index: Int, in session: inout Session, _ body: (inout HeaderState) -> Void) {
    recordHeader(index, in: &session)
    session.headers.modify(index, body)
  }

  /// Moves the VoiceOver cursor.
  static func writeFocus(_ element: ElementID?, in session: inout Session) {
    if session.journal.undo.focus == nil { session.journal.undo.focus = .some(session.focus) }
    session.focus = element
  }

  /// Emits host event `event` with `arguments`: its count and last arguments change, what reads them is marked,
  /// and the emission waits in ``HostEventState`` until the statement completes.
  static func writeEmission(_ event: Int, _ arguments: [Value], in session: inout Session) {
    guard session.program.tables.eventLabels.indices.contains(event) else { return }
    let labels = session.program.tables.eventLabels[event]
    let name = session.program.checked.events[event].name
    session.hostEvents.emit(event, arguments, name: name, labels: labels, undo: session.journal.recordsUndo)
    markDependents(of: .hostEvent(event), in: &session)
  }

  /// Sets `lastAnnouncement`, as `announce` does.
  static func writeAnnouncement(_ text: String, in session: inout Session) {
    session.hostEvents.announce(text, undo: session.journal.recordsUndo)
    markDependents(of: .builtin(.lastAnnouncement), in: &session)
  }

  // MARK: - The undo log

  /// Keeps a variable's value from before the statement's first write to it.
  static func recordVariable(_ index: Int, in session: inout Session) {
    if session.journal.recordsUndo, !session.journal.undo.variables.contains(index) {
      session.journal.undo.variables.add(index, session.variables[index])
    }
  }

  /// Keeps a button whole; one that field patches changed first is kept as it was before them.
  static func recordButton(_ index: Int, in session: inout Session) {
    guard session.journal.recordsUndo, !session.journal.undo.buttons.contains(index) else { return }
    guard session.journal.undo.fieldButtons.isEmpty || !session.journal.undo.fieldButtons.contains(index) else {
      return session.journal.undo.buttons.add(index, FieldPatcher.unpatched(index, session.buttons[index], in: session))
    }
    session.journal.undo.buttons.add(index, session.buttons[index])
  }

  /// Keeps a menu's state from before the statement's first write to it.
  static func recordMenu(_ index: Int, in session: inout Session) {
    if session.journal.recordsUndo, !session.journal.undo.menus.contains(index) {
      session.journal.undo.menus.add(index, session.menus[index])
    }
  }

  /// Keeps a header's state from before the statement's first write to it.
  static func recordHeader(_ index: Int, in session: inout Session) {
    if session.journal.recordsUndo, !session.journal.undo.headers.contains(index) {
      session.journal.undo.headers.add(index, session.headers[index])
    }
  }

  /// Before the first change of a built-in in a statement, records the layout
  /// as it was when the statement began.
  static func snapshotLayoutIfNeeded(_ session: inout Session) {
    guard session.journal.isOpen, session.journal.undo.layoutBefore == nil else { return }
    var before = session
    before.rollBack()
    session.journal.undo.layoutBefore = StateLayout.values(in: before)
  }

  // MARK: - Dependencies

  /// Queues a target to resolve, while a statement (or the start) runs.
  static func mark(_ target: Target, in session: inout Session) {
    if session.journal.isOpen { session.journal.queue.mark(target) }
  }

  /// Marks everything that reads `source`: a patch plan where a button has one, else a resolution, noting where
  /// a `selected` binding must be re-applied.
  static func markDependents(of source: Source, in session: inout Session) {
    guard session.journal.isOpen, !session.program.dependents.isEmpty(at: source),
      let targets = session.program.dependents[source]
    else { return }
    let plans = session.program.dependentPatches[source] ?? []
    let patches = session.patchesBindings
    if patches, session.journal.queue.deferred.isEmpty, let run = patchRun(of: plans, readers: targets.count) {
      return session.journal.queue.markPatches(run)
    }
    for (position, target) in targets.enumerated() {
      if patches, position < plans.count, plans[position] >= 0 {
        session.journal.queue.markPatch(plans[position], for: target)
        continue
      }
      switch target {
      case .button(let index) where session.program.selectedSources[index].contains(source):
        session.journal.queue.reapplySelected.insert(target)
      case .menu(let index):
        // Per action: a change that a menu's other bindings read leaves a choice alone (docs/language.md §6, §7).
        for binding in session.program.itemSelectedSources[index] where binding.sources.contains(source) {
          session.journal.queue.reapplyItemSelected.insert(MenuItemReference(menu: index, item: binding.item))
        }
      default: break
      }
      session.journal.queue.mark(target)
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
  static func markSelectedReaders(of source: Source, in session: inout Session) {
    guard session.journal.isOpen, let targets = session.program.dependents[source] else { return }
    for target in targets {
      switch target {
      case .button(let index) where session.program.selectedSources[index].contains(source):
        session.journal.queue.reapplySelected.insert(target)
        session.journal.queue.mark(target)
      case .menu(let index):
        let bindings = session.program.itemSelectedSources[index].filter { $0.sources.contains(source) }
        for binding in bindings {
          session.journal.queue.reapplyItemSelected.insert(MenuItemReference(menu: index, item: binding.item))
        }
        if !bindings.isEmpty { session.journal.queue.mark(target) }
      default: break
      }
    }
  }
}
