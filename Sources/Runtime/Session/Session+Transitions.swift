import DialLexer
import DialParser

// MARK: - Atomic statements and their transitions

extension Session {
  /// Runs a top-level statement atomically: on an error, every change is
  /// rolled back and the outcome carries the error.
  public mutating func run(_ statement: CheckedStatement) -> StatementOutcome {
    if checksInvariants && failingInvariants.count != program.checked.invariants.count {
      failingInvariants = invariantsFailingNow()
    }
    var outcome: StatementOutcome
    if case .event(.tap, .button(let index)) = statement.kind, tapLocally(index) {
      outcome = StatementOutcome(range: statement.range, transitions: Array(lastTransitions))
    } else {
      outcome = atomically(statement.range) { session throws(RuntimeError) in
        try session.execute(statement, owner: nil)
      }
      outcome.transitions = Array(lastTransitions)
    }
    // The invariants are checked in the state the statement left, whether it completed or was rolled back.
    if checksInvariants && !program.checked.invariants.isEmpty {
      outcome.violations = newlyViolatedInvariants(after: statement.range)
    }
    return outcome
  }

  /// Runs `body` as one top-level statement: inside a journal, settled, and
  /// either recorded as transitions in the log (``lastTransitions``, not in
  /// the outcome, which a host counting them does not need) or rolled back.
  mutating func atomically(
    _ range: SourceRange, _ body: (inout Session) throws(RuntimeError) -> Void
  ) -> StatementOutcome {
    var outcome = StatementOutcome(range: range)
    outcome.error = journaled(range, body)
    (outcome.eventNotes, outcome.output, outcome.expectations) = (journal.notes, journal.output, journal.expectations)
    journal.close()
    return outcome
  }

  /// Runs `body` as ``atomically(_:_:)`` does, for a host's event: its notes become ``lastEventNotes``, and an error is
  /// thrown, without making an outcome (whose copies cost a select 7% of its instructions).
  mutating func performAtomically(
    _ range: SourceRange, _ body: (inout Session) throws(RuntimeError) -> Void
  ) throws(RuntimeError) {
    let failure = journaled(range, body)
    if failure == nil && !journal.notes.isEmpty { lastEventNotes = journal.notes }
    journal.close()
    if let failure { throw failure }
  }

  /// Opens the journal and runs `body`, then records its transitions or rolls everything back; returns the
  /// error. The journal is left open, with the statement's notes, output and expectations, for the caller to
  /// take before it closes it.
  mutating func journaled(
    _ range: SourceRange, _ body: (inout Session) throws(RuntimeError) -> Void
  ) -> RuntimeError? {
    localTap = nil
    journal.open(recordsUndo: true)
    journal.statement = range
    if listsLayout {
      let layout = layoutValues()
      journal.undo.layoutBefore = layout
    }
    var failure: RuntimeError?
    do {
      try body(&self)
      recordTransitions()
    } catch {
      failure = error
      log.removeAll()
      rollBack()
    }
    keepFieldRecords(failure == nil)
    if failure == nil {
      for write in journal.writes { lastWrites[write.variable] = VariableWrite(assignment: write.at, statement: range) }
    }
    return failure
  }

  /// Hands a completed statement's field records (which its field transitions point into) from the journal to the
  /// session, and the last statement's to the journal, which empties them; when there are none, the last
  /// statement's go, and their storage with them when large.
  mutating func keepFieldRecords(_ completed: Bool) {
    if completed && !journal.undo.fields.isEmpty {
      swap(&fieldLog, &journal.undo.fields)
    } else if !fieldLog.isEmpty {
      fieldLog.removeAll(keepingCapacity: fieldLog.capacity <= TouchLog<FieldSpan>.keptCapacity)
    }
  }

  /// Restores everything the journal saw changing.
  mutating func rollBack() {
    for (index, value) in zip(journal.undo.variables.keys, journal.undo.variables.values) { variables[index] = value }
    if let value = journal.undo.textSize { textSize = value }
    if let value = journal.undo.screenWidth { screenWidth = value }
    revertFields()
    for (index, state) in zip(journal.undo.buttons.keys, journal.undo.buttons.values) { buttons[index] = state }
    for (index, state) in zip(journal.undo.menus.keys, journal.undo.menus.values) { menus[index] = state }
    for (index, state) in zip(journal.undo.headers.keys, journal.undo.headers.values) { headers[index] = state }
    if let value = journal.undo.focus { focus = value }
  }

  /// Replaces the log with the statement's transitions, reusing its storage.
  mutating func recordTransitions() {
    // Taken out while it is filled, so that filling it can read the rest of the session.
    var changes = log
    log = TransitionLog()
    changes.removeAll()
    appendTransitions(to: &changes)
    log = changes
  }

  /// The net changes recorded by the journal, in declaration order (built-ins
  /// first). Only what the journal saw is compared, so the cost follows the
  /// size of the change, not of the program.
  func appendTransitions(to changes: inout TransitionLog) {
    if let old = journal.undo.textSize, old != textSize {
      changes.append(
        .named(subject: "textSize", member: "", old: .enumCase(old.enumCase), new: .enumCase(textSize.enumCase)))
    }
    if let old = journal.undo.screenWidth, old != screenWidth {
      changes.append(.named(subject: "screenWidth", member: "", old: .double(old), new: .double(screenWidth)))
    }
    let layout = layoutChanges()
    // Most events touch one component and no layout: no sorting, and no list of keys.
    if layout.isEmpty, let key = onlyTouchedKey { return appendChanges(of: key, to: &changes) }
    // Within a component, its layout comes after its other changes (decision 42).
    for key in inDeclarationOrder(touchedKeys() + layout.keys.filter { !isTouched($0) }) {
      appendChanges(of: key, to: &changes)
      for transition in layout[key] ?? [] { changes.append(transition.change) }
    }
  }

  /// The layout values a change of `textSize` or `screenWidth` (or `--layout`)
  /// changed, by component.
  func layoutChanges() -> [Symbol.Key: [Transition]] {
    guard let before = journal.undo.layoutBefore else { return [:] }
    var changes: [Symbol.Key: [Transition]] = [:]
    for (old, new) in zip(before, layoutValues()) where old.value != new.value {
      changes[old.key, default: []].append(
        Transition(subject: old.subject, member: old.member, old: old.value, new: new.value))
    }
    return changes
  }

  /// The changes of one variable or component the journal saw.
  func appendChanges(of key: Symbol.Key, to changes: inout TransitionLog) {
    switch key {
    case .variable(let index):
      if let old = journal.undo.variables[index], old != variables[index] {
        changes.append(
          .named(subject: program.checked.variables[index].name, member: "", old: old, new: variables[index]))
      }
    case .button(let index):
      guard let old = journal.undo.buttons[index] else { return appendFieldChanges(of: index, to: &changes) }
      buttons.read(index) { Self.buttonChanges(.button(index), old, $0, to: &changes) }
    case .menu(let index): appendMenuChanges(index, to: &changes)
    case .header(let index):
      if let old = journal.undo.headers[index] {
        for transition in headerChanges(index, old) { changes.append(transition.change) }
      }
    case .style: break
    }
  }

  /// A header title's text, focus and speech.
  func headerChanges(_ index: Int, _ old: HeaderState) -> [Transition] {
    let name = program.checked.headers[index].name
    let new = headers[index]
    var list: [Transition] = []
    func add(_ member: String, _ before: Value, _ after: Value) {
      if before != after { list.append(Transition(subject: name, member: member, old: before, new: after)) }
    }
    add("title", .string(old.title), .string(new.title))
    add("title.focused", .bool(old.titleFocused), .bool(new.titleFocused))
    add("title.speech", .string(Self.titleSpeech(old.title)), .string(Self.titleSpeech(new.title)))
    return list
  }

  /// The one variable or component the journal saw, when it saw exactly one.
  var onlyTouchedKey: Symbol.Key? {
    let touched = journal.undo.touchedCount
    guard touched == 1 else { return nil }
    if let index = journal.undo.variables.keys.first { return .variable(index) }
    if let index = journal.undo.buttons.keys.first ?? journal.undo.fieldButtons.keys.first { return .button(index) }
    if let index = journal.undo.menus.keys.first { return .menu(index) }
    return journal.undo.headers.keys.first.map { .header($0) }
  }

  /// The variables and components the journal saw.
  func touchedKeys() -> [Symbol.Key] {
    let undo = journal.undo
    var keys: [Symbol.Key] = []
    keys.reserveCapacity(undo.touchedCount)
    for index in undo.variables.keys { keys.append(.variable(index)) }
    for index in undo.buttons.keys { keys.append(.button(index)) }
    // An empty log of whole buttons (most statements that patch fields) answers `contains` without a search.
    for index in undo.fieldButtons.keys where !undo.buttons.contains(index) { keys.append(.button(index)) }
    for index in undo.menus.keys { keys.append(.menu(index)) }
    for index in undo.headers.keys { keys.append(.header(index)) }
    return keys
  }

  func isTouched(_ key: Symbol.Key) -> Bool {
    switch key {
    case .variable(let index): return journal.undo.variables.contains(index)
    case .button(let index): return journal.undo.buttons.contains(index) || journal.undo.fieldButtons.contains(index)
    case .menu(let index): return journal.undo.menus.contains(index)
    case .header(let index): return journal.undo.headers.contains(index)
    case .style: return false
    }
  }

  /// Keys sorted by where they were declared.
  func inDeclarationOrder(_ keys: [Symbol.Key]) -> [Symbol.Key] {
    guard keys.count > 1 else { return keys }
    // Each key's place is looked up once, not twice per comparison; ties (an inline menu shares its button's
    // position) keep buttons first.
    let tables = program.tables
    func place(_ key: Symbol.Key) -> (position: Int, tie: Int) {
      (key.source.flatMap { tables.symbolPosition[$0] } ?? Int.max, key.tieOrder)
    }
    // The readers of one change are touched in declaration order: most often the keys are sorted already, which
    // one pass tells, with nothing made.
    var (sorted, previous) = (true, place(keys[0]))
    for key in keys.dropFirst() where sorted {
      let next = place(key)
      sorted = previous <= next
      previous = next
    }
    if sorted { return keys }
    var placed = keys.map { key in (position: place(key).position, tie: key.tieOrder, key: key) }
    placed.sort { ($0.position, $0.tie) < ($1.position, $1.tie) }
    return placed.map(\.key)
  }

  /// A button's changed properties in the order of the schema's table
  /// (``Schema/buttonProperties``, each listed as its row says), then its
  /// states, then its speech, recorded by index: the button's name, and a
  /// speech that changed with its traits alone, are written only when read.
  static func buttonChanges(
    _ subject: TransitionSubject, _ old: ButtonState, _ new: ButtonState, to changes: inout TransitionLog
  ) {
    guard old != new else { return }
    func add(_ member: String, _ before: Value, _ after: Value) {
      changes.append(.member(subject, member: member, old: before, new: after))
    }
    let (a, b) = (old.resolved, new.resolved)
    // A tap changes no configuration: the table is walked only when something in it changed.
    let configurationChanged = a != b
    for (property, listing) in ButtonRows.listed {
      if listing == .state {
        if old.selected != new.selected { add("selected", .bool(old.selected), .bool(new.selected)) }
      } else if configurationChanged, !a.lists(property, as: listing, like: b),
        let before = a.listedValue(of: property, as: listing), let after = b.listedValue(of: property, as: listing)
      {
        add(property.rawValue, before, after)
      }
    }
    if old.highlighted != new.highlighted { add("highlighted", .bool(old.highlighted), .bool(new.highlighted)) }
    if old.open != new.open { add("open", .bool(old.open), .bool(new.open)) }
    if old.focused != new.focused { add("focused", .bool(old.focused), .bool(new.focused)) }
    guard !a.speaksAlike(b) else { return }
    let (before, after) = (a.speechParts, b.speechParts)
    if before == after {
      changes.append(.speech(subject, after, old: a.traits, new: b.traits))
    } else {
      changes.append(.reworded(subject, old: before, a.traits, new: after, b.traits))
    }
  }

  /// A menu's presentation, title, selections and item states, recorded by
  /// index: an item's path (`more["Sort By"]["Date"]`, its titles quoted) is
  /// built only when the transition is read (`selects_per_s` in `dial-bench events`).
  func appendMenuChanges(_ index: Int, to list: inout TransitionLog) {
    guard let old = journal.undo.menus[index], old != menus[index] else { return }
    let new = menus[index]
    // The checked items, shared rather than copied with the whole menu.
    let items = program.checked.menus[index].items
    // A button's inline menu is presented through the button, which lists `open` itself.
    if case .declaration = program.checked.menus[index].owner {
      add(.menu(index), "title", .string(old.title), .string(new.title), to: &list)
      add(.menu(index), "open", .bool(old.open), .bool(new.open), to: &list)
    }
    if program.checked.menus[index].isPopup || program.checked.menus[index].isSingle {
      let before = Self.selection(among: items, old, group: -1)
      add(.menu(index), "selection", before, Self.selection(among: items, new, group: -1), to: &list)
    }
    // A statement that wrote no item's text left the texts shared: one comparison of the arrays says so.
    let textsChanged = old.texts != new.texts
    for item in items.indices {
      let reference = MenuItemReference(menu: index, item: item)
      appendItemChanges(reference, items, old, new, textsChanged: textsChanged, to: &list)
    }
  }

  /// One item's changes between two states of its menu: a `single` submenu's
  /// selection, then in the order an item's body lists them (docs/language.md §7): image,
  /// subtitle, selected, enabled; then states and speech.
  func appendItemChanges(
    _ reference: MenuItemReference, _ items: [CheckedMenuItem], _ old: MenuState, _ new: MenuState,
    textsChanged: Bool, to list: inout TransitionLog
  ) {
    let item = reference.item
    let subject = TransitionSubject.item(reference)
    if items[item].modifiers.contains(.single) {
      let before = Self.selection(among: items, old, group: item)
      add(subject, "selection", before, Self.selection(among: items, new, group: item), to: &list)
    }
    if textsChanged && old.texts[item] != new.texts[item] {
      let (before, after) = (old.texts[item], new.texts[item])
      add(subject, "image", .string(before.image), .string(after.image), to: &list)
      add(subject, "subtitle", .string(before.subtitle), .string(after.subtitle), to: &list)
    }
    // The flags and the speech, which follows from them and the item's title.
    guard old.items[item] != new.items[item] else { return }
    let (before, after) = (old.items[item], new.items[item])
    add(subject, "selected", .bool(before.selected), .bool(after.selected), to: &list)
    add(subject, "enabled", .bool(before.enabled), .bool(after.enabled), to: &list)
    add(subject, "open", .bool(before.open), .bool(after.open), to: &list)
    add(subject, "focused", .bool(before.focused), .bool(after.focused), to: &list)
    // Items are elements only while their menu is open.
    let parts = SpeechParts(label: items[item].title, value: "", hint: "")
    let (was, now) = (Self.itemTraits(before), Self.itemTraits(after))
    if old.open && new.open && !parts.speaksAlike(was, now) {
      list.append(.speech(subject, parts, old: was, new: now))
    }
  }

  /// Lists a member's change, when there is one, by its subject's index.
  func add(
    _ subject: TransitionSubject, _ member: String, _ old: Value, _ new: Value, to list: inout TransitionLog
  ) {
    guard old != new else { return }
    list.append(.member(subject, member: member, old: old, new: new))
  }

  /// A radio group's selection in a given menu state (see ``selection(inMenu:group:)``).
  static func selection(in menu: CheckedMenu, _ state: MenuState, group: Int) -> Value {
    selection(among: menu.items, state, group: group)
  }

  /// The same, given the menu's items.
  static func selection(among items: [CheckedMenuItem], _ state: MenuState, group: Int) -> Value {
    for index in items.indices where items[index].kind == .action && state.items[index].selected {
      if group == -1 ? items[index].radioGroup != nil : isInside(index, group, among: items) {
        return .string(items[index].title)
      }
    }
    return .none
  }
}

extension Symbol.Key {
  /// Orders a button before its inline menu, which shares its position.
  var tieOrder: Int {
    switch self {
    case .button: return 0
    case .menu: return 1
    default: return 2
    }
  }
}
