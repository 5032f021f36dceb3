import DialLexer
import DialParser

// MARK: - Events (§9): touches, menu selection and presentation

extension Session {
  mutating func perform(_ verb: EventVerb, on target: EventTarget, at range: SourceRange) throws(RuntimeError) {
    switch target {
    case .button(let index): try perform(verb, onButton: index, at: range)
    case .menu(let index):
      if verb == .open || verb == .close { setMenuOpen(index, verb == .open) }
    case .item(let item): try perform(verb, onItem: item, at: range)
    }
    try settle()
  }

  mutating func perform(_ verb: EventVerb, onButton index: Int, at range: SourceRange) throws(RuntimeError) {
    // Fields are read in place: copying a whole state or button costs more than a tap's work.
    var name: String { program.checked.buttons[index].name }
    let highlighted = buttons[index].highlighted
    if verb != .close && !buttons[index].resolved.enabled { return note("ignored: \(name) is disabled") }
    switch verb {
    case .tap:
      guard !highlighted else { return note("ignored: \(name) is already pressed") }
      // Press and release in one statement: the highlight comes and goes before
      // anything else runs, so it leaves no trace and needs no resolution.
      try primaryAction(index, at: range)
    case .press:
      guard !highlighted else { return note("ignored: \(name) is already pressed") }
      writeButton(index) { $0.highlighted = true }
    case .release:
      guard highlighted else { return note("ignored: \(name) is not pressed") }
      writeButton(index) { $0.highlighted = false }
      try primaryAction(index, at: range)
    case .cancel:
      guard highlighted else { return note("ignored: \(name) is not pressed") }
      writeButton(index) { $0.highlighted = false }
    case .open, .close:
      if let menu = program.checked.buttons[index].menu { setMenuOpen(menu, verb == .open) }
    case .select:
      break
    }
  }

  /// What a completed tap does, by behavior (§4).
  mutating func primaryAction(_ index: Int, at range: SourceRange) throws(RuntimeError) {
    switch program.checked.buttons[index].behavior {
    case .push:
      try runHandler(program.checked.buttons[index].tapHandler, owner: index, at: range)
    case .toggle:
      toggleSelected(index)
      try settle()
      try runHandler(program.checked.buttons[index].tapHandler, owner: index, at: range)
    case .pulldown, .popup:
      if let menu = program.checked.buttons[index].menu { setMenuOpen(menu, true) }
    }
  }

  /// Flips a toggle's `selected`. When its configuration does not read
  /// `selected`, only its traits (and so its speech) follow, in place: a tap
  /// then costs what it changes, not a resolution of the whole button.
  mutating func toggleSelected(_ index: Int) {
    guard !program.configurationReadsSelected[index] else { return writeButton(index) { $0.selected.toggle() } }
    recordButton(index)
    buttons.modify(index) { state in
      state.selected.toggle()
      Self.setSelectedTrait(&state.resolved, selected: state.selected)
    }
    markDependents(of: .button(index))
  }

  mutating func perform(_ verb: EventVerb, onItem reference: MenuItemReference, at range: SourceRange)
    throws(RuntimeError)
  {
    let menu = program.checked.menus[reference.menu]
    let item = menu.items[reference.item]
    switch verb {
    case .open, .close: setSubmenuOpen(reference, verb == .open)
    case .select:
      // Choosing through a disabled button's own menu is an event on a disabled button (§9).
      if case .button(let button) = menu.owner, !buttons[button].resolved.enabled {
        return note("ignored: \(program.checked.buttons[button].name) is disabled")
      }
      if item.modifiers.contains(.hidden) { return note("ignored: \(itemPath(reference)) is hidden") }
      guard menus[reference.menu].items[reference.item].enabled else {
        return note("ignored: \(itemPath(reference)) is disabled")
      }
      if item.radioGroup != nil { writeMenu(reference.menu) { Self.choose(reference.item, in: menu, &$0) } }
      try settle()
      try runHandler(item.selectHandler, owner: nil, at: range)
      if !item.modifiers.contains(.keepsOpen) { setMenuOpen(reference.menu, false) }
    default: break
    }
  }

  /// Presents or dismisses a menu; dismissing closes its submenus. The buttons
  /// that show the menu follow it.
  mutating func setMenuOpen(_ index: Int, _ open: Bool) {
    // Closing a menu with the VoiceOver cursor on one of its items returns the
    // cursor to the button that showed the menu, as UIKit does.
    if !open, case .item(let item)? = focus, item.menu == index {
      writeMenu(index) { $0.items[item.item].focused = false }
      let button = program.checked.menus[index].buttons.first
      if let button { writeButton(button) { $0.focused = true } }
      writeFocus(button.map(ElementID.button))
    }
    writeMenu(index) { state in
      state.open = open
      if !open { for item in state.items.indices { state.items[item].open = false } }
    }
    for button in program.checked.menus[index].buttons where buttons[button].open != open {
      writeButton(button) { $0.open = open }
    }
  }

  /// Opening a submenu opens its parents and its menu; closing it closes what is inside.
  mutating func setSubmenuOpen(_ reference: MenuItemReference, _ open: Bool) {
    let menu = program.checked.menus[reference.menu]
    if open && !menus[reference.menu].open { setMenuOpen(reference.menu, true) }
    writeMenu(reference.menu) { state in
      var current: Int? = reference.item
      while let item = current {
        if open || item == reference.item { state.items[item].open = open }
        current = open ? menu.items[item].parent : nil
      }
      if !open {
        for item in menu.items.indices where Self.isInside(item, reference.item, of: menu) {
          state.items[item].open = false
        }
      }
    }
  }

  /// Runs an `on tap` or `on select` handler, counting how deep handlers nest.
  mutating func runHandler(_ statements: [CheckedStatement]?, owner: Int?, at range: SourceRange)
    throws(RuntimeError)
  {
    guard let statements else { return }
    let depth = journal.handlerDepth + 1
    guard depth <= Limits.maxCascadeDepth else {
      throw RuntimeError("event cascade deeper than \(Limits.maxCascadeDepth) handlers", at: range)
    }
    journal.handlerDepth = depth
    defer { journal.handlerDepth = depth - 1 }
    for statement in statements { try execute(statement, owner: owner) }
  }

  mutating func note(_ text: String) {
    journal.notes.append(text)
  }

  // MARK: - Names for output

  /// The name a menu is addressed by: its declaration, or the button whose inline menu it is.
  func menuName(_ index: Int) -> String {
    switch program.checked.menus[index].owner {
    case .declaration(let name): return name
    case .button(let button): return program.checked.buttons[button].name
    }
  }

  /// `more["Sort By"]["Date"]`
  func itemPath(_ reference: MenuItemReference) -> String {
    let titles = program.checked.menus[reference.menu].path(of: reference.item)
    return menuName(reference.menu) + titles.map { "[" + Value.quoted($0) + "]" }.joined()
  }
}
