import DialChecker
import DialLexer
import DialParser

/// Lists what a statement changed (docs/language.md §12): the net changes the journal saw, in declaration order
/// (built-ins first), compared with the state the statement left. Only what the journal saw is compared, so the
/// cost follows the size of the change, not of the program. Reads the session; writes only the log it fills.
enum TransitionRecorder {
  /// Appends the statement's transitions to `changes`.
  static func appendTransitions(of state: SessionState, _ journal: Journal, to changes: inout TransitionLog) {
    let undo = journal.undo
    if let old = undo.textSize, old != state.textSize {
      changes.append(
        .named(
          subject: "textSize", member: "", old: .enumCase(old.enumCase), new: .enumCase(state.textSize.enumCase)))
    }
    if let old = undo.screenWidth, old != state.screenWidth {
      changes.append(.named(subject: "screenWidth", member: "", old: .double(old), new: .double(state.screenWidth)))
    }
    if let old = undo.iOSRelease, old != state.iOSRelease {
      changes.append(
        .named(
          subject: "iOSVersion", member: "", old: .int(Int64(old.rawValue)),
          new: .int(Int64(state.iOSRelease.rawValue))))
    }
    let layout = layoutChanges(state, journal)
    // Most events touch one component and no layout: no sorting, and no list of keys.
    if layout.isEmpty, let key = onlyTouchedKey(state, journal) {
      return appendChanges(of: key, state, journal, to: &changes)
    }
    // Within a component, its layout comes after its other changes (decision 42).
    let keys = touchedKeys(state, journal) + layout.keys.filter { !isTouched($0, state, journal) }
    for key in inDeclarationOrder(keys, state, journal) {
      appendChanges(of: key, state, journal, to: &changes)
      for transition in layout[key] ?? [] { changes.append(transition.change) }
    }
  }

  /// The layout values a change of `textSize` or `screenWidth` (or `--layout`)
  /// changed, by component.
  static func layoutChanges(_ state: SessionState, _ journal: Journal) -> [Symbol.Key: [Transition]] {
    guard let before = journal.undo.layoutBefore else { return [:] }
    var changes: [Symbol.Key: [Transition]] = [:]
    for (old, new) in zip(before, StateLayout.values(in: state)) where old.value != new.value {
      changes[old.key, default: []].append(
        Transition(subject: old.subject, member: old.member, old: old.value, new: new.value))
    }
    return changes
  }

  /// The changes of one variable or component the journal saw.
  static func appendChanges(
    of key: Symbol.Key, _ state: SessionState, _ journal: Journal, to changes: inout TransitionLog
  ) {
    switch key {
    case .variable(let index):
      if let old = journal.undo.variables[index], old != state.variables[index] {
        let name = state.program.checked.variables[index].name
        changes.append(.named(subject: name, member: "", old: old, new: state.variables[index]))
      }
    case .button(let index):
      guard let old = journal.undo.buttons[index] else {
        return FieldTransitions.appendFieldChanges(of: index, state, journal, to: &changes)
      }
      state.buttons.read(index) { buttonChanges(.button(index), old, $0, to: &changes) }
    case .menu(let index): appendMenuChanges(index, state, journal, to: &changes)
    case .header(let index):
      if let old = journal.undo.headers[index] {
        for transition in headerChanges(index, old, state, journal) { changes.append(transition.change) }
      }
    case .style, .event, .function: break
    }
  }

  /// A header title's text, focus and speech.
  static func headerChanges(_ index: Int, _ old: HeaderState, _ state: SessionState, _ journal: Journal) -> [Transition]
  {
    let name = state.program.checked.headers[index].name
    let new = state.headers[index]
    var list: [Transition] = []
    func add(_ member: String, _ before: Value, _ after: Value) {
      if before != after { list.append(Transition(subject: name, member: member, old: before, new: after)) }
    }
    add("title", .string(old.title), .string(new.title))
    add("title.focused", .bool(old.titleFocused), .bool(new.titleFocused))
    let (was, now) = (AccessibilityTree.titleSpeech(old.title), AccessibilityTree.titleSpeech(new.title))
    add("title.speech", .string(was), .string(now))
    return list
  }

  /// The one variable or component the journal saw, when it saw exactly one.
  static func onlyTouchedKey(_ state: SessionState, _ journal: Journal) -> Symbol.Key? {
    let undo = journal.undo
    guard undo.touchedCount == 1 else { return nil }
    if let index = undo.variables.keys.first { return .variable(index) }
    if let index = undo.buttons.keys.first ?? undo.fieldButtons.keys.first { return .button(index) }
    if let index = undo.menus.keys.first { return .menu(index) }
    return undo.headers.keys.first.map { .header($0) }
  }

  /// The variables and components the journal saw.
  static func touchedKeys(_ state: SessionState, _ journal: Journal) -> [Symbol.Key] {
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

  /// Whether the journal saw a change of `key`.
  static func isTouched(_ key: Symbol.Key, _ state: SessionState, _ journal: Journal) -> Bool {
    let undo = journal.undo
    switch key {
    case .variable(let index): return undo.variables.contains(index)
    case .button(let index): return undo.buttons.contains(index) || undo.fieldButtons.contains(index)
    case .menu(let index): return undo.menus.contains(index)
    case .header(let index): return undo.headers.contains(index)
    case .style, .event, .function: return false
    }
  }

  /// Keys sorted by where they were declared.
  static func inDeclarationOrder(_ keys: [Symbol.Key], _ state: SessionState, _ journal: Journal) -> [Symbol.Key] {
    guard keys.count > 1 else { return keys }
    // Each key's place is looked up once, not twice per comparison; ties (an inline menu shares its button's
    // position) keep buttons first.
    let tables = state.program.tables
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
  static func appendMenuChanges(_ index: Int, _ state: SessionState, _ journal: Journal, to list: inout TransitionLog) {
    guard let old = journal.undo.menus[index], old != state.menus[index] else { return }
    let new = state.menus[index]
    let program = state.program
    // The checked items, shared rather than copied with the whole menu.
    let items = program.checked.menus[index].items
    // A button's inline menu is presented through the button, which lists `open` itself.
    if case .declaration = program.checked.menus[index].owner {
      add(.menu(index), "title", .string(old.title), .string(new.title), to: &list)
      add(.menu(index), "open", .bool(old.open), .bool(new.open), to: &list)
    }
    if program.checked.menus[index].isPopup || program.checked.menus[index].isSingle {
      let before = RadioGroups.selection(among: items, old, group: -1)
      add(.menu(index), "selection", before, RadioGroups.selection(among: items, new, group: -1), to: &list)
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
  static func appendItemChanges(
    _ reference: MenuItemReference, _ items: [CheckedMenuItem], _ old: MenuState, _ new: MenuState,
    textsChanged: Bool, to list: inout TransitionLog
  ) {
    let item = reference.item
    let subject = TransitionSubject.item(reference)
    if items[item].modifiers.contains(.single) {
      let before = RadioGroups.selection(among: items, old, group: item)
      add(subject, "selection", before, RadioGroups.selection(among: items, new, group: item), to: &list)
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
    let (was, now) = (AccessibilityTree.itemTraits(before), AccessibilityTree.itemTraits(after))
    if old.open && new.open && !parts.speaksAlike(was, now) {
      list.append(.speech(subject, parts, old: was, new: now))
    }
  }

  /// Lists a member's change, when there is one, by its subject's index.
  static func add(
    _ subject: TransitionSubject, _ member: String, _ old: Value, _ new: Value, to list: inout TransitionLog
  ) {
    guard old != new else { return }
    list.append(.member(subject, member: member, old: old, new: new))
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
