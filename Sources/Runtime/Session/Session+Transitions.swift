import DialLexer
import DialParser

// MARK: - Atomic statements and their transitions

extension Session {
  /// Runs a top-level statement atomically: on an error, every change is
  /// rolled back and the outcome carries the error.
  public mutating func run(_ statement: CheckedStatement) -> StatementOutcome {
    if case .event(.tap, .button(let index)) = statement.kind, let transitions = tapLocally(index) {
      return StatementOutcome(range: statement.range, transitions: transitions)
    }
    return atomically(statement.range) { session throws(RuntimeError) in try session.execute(statement, owner: nil) }
  }

  /// Runs `body` as one top-level statement: inside a journal, settled, and
  /// either listed as transitions or rolled back.
  mutating func atomically(
    _ range: SourceRange, _ body: (inout Session) throws(RuntimeError) -> Void
  ) -> StatementOutcome {
    var outcome = StatementOutcome(range: range)
    journal.open(recordsUndo: true)
    if listsLayout {
      let layout = layoutValues()
      journal.layoutBefore = layout
    }
    do {
      try body(&self)
      outcome.transitions = transitions()
    } catch {
      outcome.error = error
    }
    outcome.notes = journal.notes
    outcome.output = journal.output
    outcome.expectations = journal.expectations
    if outcome.error != nil { rollBack() }
    journal.close()
    return outcome
  }

  /// Restores everything the journal saw changing.
  mutating func rollBack() {
    for (index, value) in zip(journal.variables.keys, journal.variables.values) { variables[index] = value }
    if let value = journal.textSize { textSize = value }
    if let value = journal.screenWidth { screenWidth = value }
    for (index, state) in zip(journal.buttons.keys, journal.buttons.values) { buttons[index] = state }
    for (index, state) in zip(journal.menus.keys, journal.menus.values) { menus[index] = state }
    for (index, state) in zip(journal.headers.keys, journal.headers.values) { headers[index] = state }
    if let value = journal.focus { focus = value }
  }

  /// The net changes recorded by the journal, in declaration order (built-ins
  /// first). Only what the journal saw is compared, so the cost follows the
  /// size of the change, not of the program.
  func transitions() -> [Transition] {
    var list: [Transition] = []
    if let old = journal.textSize, old != textSize {
      list.append(Transition(path: "textSize", old: .enumCase(old.enumCase), new: .enumCase(textSize.enumCase)))
    }
    if let old = journal.screenWidth, old != screenWidth {
      list.append(Transition(path: "screenWidth", old: .double(old), new: .double(screenWidth)))
    }
    let layout = layoutChanges()
    let touched = journal.variables.count + journal.buttons.count + journal.menus.count + journal.headers.count
    // Most events touch one button and no layout: no sorting, and no list of keys.
    if touched == 1, layout.isEmpty, let index = journal.buttons.keys.first {
      appendButtonChanges(index, journal.buttons.values[0], to: &list)
      return list
    }
    // Within a component, its layout comes after its other changes (decision 42).
    for key in inDeclarationOrder(touchedKeys() + layout.keys.filter { !isTouched($0) }) {
      appendChanges(of: key, to: &list)
      list += layout[key] ?? []
    }
    return list
  }

  /// The layout values a change of `textSize` or `screenWidth` (or `--layout`)
  /// changed, by component.
  func layoutChanges() -> [Symbol.Key: [Transition]] {
    guard let before = journal.layoutBefore else { return [:] }
    var changes: [Symbol.Key: [Transition]] = [:]
    for (old, new) in zip(before, layoutValues()) where old.value != new.value {
      changes[old.key, default: []].append(
        Transition(subject: old.subject, member: old.member, old: old.value, new: new.value))
    }
    return changes
  }

  /// The changes of one variable or component the journal saw.
  func appendChanges(of key: Symbol.Key, to list: inout [Transition]) {
    switch key {
    case .variable(let index):
      if let old = journal.variables[index], old != variables[index] {
        list.append(Transition(path: program.checked.variables[index].name, old: old, new: variables[index]))
      }
    case .button(let index):
      if let old = journal.buttons[index] { appendButtonChanges(index, old, to: &list) }
    case .menu(let index): list += menuChanges(index)
    case .header(let index):
      if let old = journal.headers[index] { list += headerChanges(index, old) }
    case .style: break
    }
  }

  func appendButtonChanges(_ index: Int, _ old: ButtonState, to list: inout [Transition]) {
    Self.buttonChanges(program.checked.buttons[index].name, old, buttons[index], to: &list)
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

  /// The variables and components the journal saw.
  func touchedKeys() -> [Symbol.Key] {
    var keys: [Symbol.Key] = journal.variables.keys.map { .variable($0) }
    keys += journal.buttons.keys.map { .button($0) }
    keys += journal.menus.keys.map { .menu($0) }
    keys += journal.headers.keys.map { .header($0) }
    return keys
  }

  func isTouched(_ key: Symbol.Key) -> Bool {
    switch key {
    case .variable(let index): return journal.variables.contains(index)
    case .button(let index): return journal.buttons.contains(index)
    case .menu(let index): return journal.menus.contains(index)
    case .header(let index): return journal.headers.contains(index)
    case .style: return false
    }
  }

  /// Keys sorted by where they were declared.
  func inDeclarationOrder(_ keys: [Symbol.Key]) -> [Symbol.Key] {
    guard keys.count > 1 else { return keys }
    // Ties (an inline menu shares its button's position) keep buttons first.
    return keys.sorted { left, right in
      let a = left.source.flatMap { program.symbolPosition[$0] } ?? Int.max
      let b = right.source.flatMap { program.symbolPosition[$0] } ?? Int.max
      return a != b ? a < b : left.tieOrder < right.tieOrder
    }
  }

  /// A button's changed properties in the order of the schema's table
  /// (``Schema/buttonProperties``, each listed as its row says), then its
  /// states, then its speech.
  static func buttonChanges(_ name: String, _ old: ButtonState, _ new: ButtonState, to list: inout [Transition]) {
    guard old != new else { return }
    func add(_ member: String, _ before: Value, _ after: Value) {
      list.append(Transition(subject: name, member: member, old: before, new: after))
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
    if !a.speaksAlike(b) { add("speech", .string(a.speech), .string(b.speech)) }
  }

  /// A menu's presentation, title, selections and item states.
  func menuChanges(_ index: Int) -> [Transition] {
    guard let old = journal.menus[index], old != menus[index] else { return [] }
    let new = menus[index]
    let menu = program.checked.menus[index]
    let name = menuName(index)
    var list: [Transition] = []
    func add(_ subject: String, _ member: String, _ before: Value, _ after: Value) {
      if before != after { list.append(Transition(subject: subject, member: member, old: before, new: after)) }
    }
    // A button's inline menu is presented through the button, which lists `open` itself.
    if case .declaration = menu.owner {
      add(name, "title", .string(old.title), .string(new.title))
      add(name, "open", .bool(old.open), .bool(new.open))
    }
    if menu.isPopup {
      add(name, "selection", Self.selection(in: menu, old, group: -1), Self.selection(in: menu, new, group: -1))
    }
    for (item, checked) in menu.items.enumerated() {
      let single = checked.modifiers.contains(.single)
      let (before, after) = (old.items[item], new.items[item])
      // Paths are built only for items that may have changed.
      guard single || before != after else { continue }
      let path = itemPath(MenuItemReference(menu: index, item: item))
      if single {
        add(path, "selection", Self.selection(in: menu, old, group: item), Self.selection(in: menu, new, group: item))
      }
      guard before != after else { continue }
      // In the order an item's body lists them (docs/language.md §7): image, subtitle, selected, enabled; then states.
      add(path, "image", .string(before.image), .string(after.image))
      add(path, "subtitle", .string(before.subtitle), .string(after.subtitle))
      add(path, "selected", .bool(before.selected), .bool(after.selected))
      add(path, "enabled", .bool(before.enabled), .bool(after.enabled))
      add(path, "open", .bool(before.open), .bool(after.open))
      add(path, "focused", .bool(before.focused), .bool(after.focused))
      // Items are elements only while their menu is open.
      if old.open && new.open {
        add(
          path, "speech", .string(Self.itemSpeech(checked.title, before)),
          .string(Self.itemSpeech(checked.title, after)))
      }
    }
    return list
  }

  /// A radio group's selection in a given menu state (see ``selection(inMenu:group:)``).
  static func selection(in menu: CheckedMenu, _ state: MenuState, group: Int) -> Value {
    for (index, item) in menu.items.enumerated() where item.kind == .action && state.items[index].selected {
      if group == -1 ? item.radioGroup != nil : isInside(index, group, of: menu) { return .string(item.title) }
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
