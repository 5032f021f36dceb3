import DialLexer
import DialParser

// MARK: - Events (docs/language.md §11): touches, menu selection and presentation

extension Session {
  mutating func perform(_ verb: EventVerb, on target: EventTarget, at range: SourceRange) throws(RuntimeError) {
    switch target {
    case .button(let index): try perform(verb, onButton: index, at: range)
    case .menu(let index):
      if verb == .open { presentMenu(index, through: nil) }
      if verb == .close { dismissMenu(index) }
    case .item(let item, let button): try perform(verb, onItem: item, through: button, at: range)
    }
  }

  mutating func perform(_ verb: EventVerb, onButton index: Int, at range: SourceRange) throws(RuntimeError) {
    // Fields are read in place: copying a whole state or button costs more than a tap's work.
    var name: String { program.checked.buttons[index].name }
    let highlighted = buttons[stored: index].highlighted
    if verb != .close && !buttons[stored: index].resolved.enabled { return note(.ignored(.disabledButton(name: name))) }
    switch verb {
    case .tap:
      guard !highlighted else { return note(.ignored(.alreadyPressed(button: name))) }
      // Press and release in one statement: the highlight comes and goes before
      // anything else runs, so it leaves no trace and needs no resolution.
      try primaryAction(index, at: range)
    case .press:
      guard !highlighted else { return note(.ignored(.alreadyPressed(button: name))) }
      writeButton(index) { $0.highlighted = true }
    case .release:
      guard highlighted else { return note(.ignored(.notPressed(button: name))) }
      writeButton(index) { $0.highlighted = false }
      try primaryAction(index, at: range)
    case .cancel:
      guard highlighted else { return note(.ignored(.notPressed(button: name))) }
      writeButton(index) { $0.highlighted = false }
    case .open, .longPress:
      // A long press presents the menu as a context menu: for a `.toggle`, the only way to.
      if let menu = program.checked.buttons[index].menu { presentMenu(menu, through: index) }
    case .close:
      // The menu the button shows is dismissed, whichever of its buttons presented it.
      if let menu = program.checked.buttons[index].menu { dismissMenu(menu) }
    case .select:
      break
    }
  }

  /// What a completed tap does, by behavior (docs/language.md §6).
  mutating func primaryAction(_ index: Int, at range: SourceRange) throws(RuntimeError) {
    switch program.checked.buttons[index].behavior {
    case .push:
      try runHandler(program.checked.buttons[index].tapHandler, owner: index, at: range)
    case .toggle:
      toggleSelected(index)
      try runHandler(program.checked.buttons[index].tapHandler, owner: index, at: range)
    case .pulldown, .popup:
      if let menu = program.checked.buttons[index].menu { presentMenu(menu, through: index) }
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

  /// `select`, `open` or `close` on an item path, through `button` when the path starts from one.
  mutating func perform(
    _ verb: EventVerb, onItem reference: MenuItemReference, through button: Int?, at range: SourceRange
  ) throws(RuntimeError) {
    // The checked menu and item are read in place: copying them retains every array they hold.
    let owner = program.checked.menus[reference.menu].owner
    // An event through a disabled button (`select p["B"]`, `open p["Sub"]`), or on its inline menu
    // (which only it shows, e.g. by `activate`), is an event on a disabled button (docs/language.md §11, Decision 62).
    var inlineOwner: Int? { if case .button(let owner) = owner { owner } else { nil } }
    if let through = button ?? inlineOwner, !buttons[stored: through].resolved.enabled {
      return note(.ignored(.disabledButton(name: program.checked.buttons[through].name)))
    }
    switch verb {
    case .open, .close: setSubmenuOpen(reference, verb == .open, through: button)
    case .select: try select(reference, at: range)
    default: break
    }
  }

  /// Chooses a menu action: ignored when hidden or disabled; in a radio group, the rest of its group is
  /// deselected; its handler runs and the menu closes unless the action `keepsOpen`.
  mutating func select(_ reference: MenuItemReference, at range: SourceRange) throws(RuntimeError) {
    let modifiers = program.checked.menus[reference.menu].items[reference.item].modifiers
    if modifiers.contains(.hidden) { return note(.ignored(.hiddenItem(path: itemPath(reference)))) }
    guard menus[reference.menu].items[reference.item].enabled else {
      return note(.ignored(.disabledItem(path: itemPath(reference))))
    }
    if let group = program.checked.menus[reference.menu].items[reference.item].radioGroup {
      let items = program.checked.menus[reference.menu].items
      writeMenu(reference.menu) { Self.choose(reference.item, among: items, &$0) }
      try writeSelectionVariable(reference, group: group, at: range)
    }
    try runSelectHandlers(reference, at: range)
    if !modifiers.contains(.keepsOpen) { dismissMenu(reference.menu) }
  }

  /// The chosen action's `on select`, then each enclosing submenu's, innermost first, then the menu's own; in
  /// each, `item` is the chosen action.
  mutating func runSelectHandlers(_ reference: MenuItemReference, at range: SourceRange) throws(RuntimeError) {
    journal.chosenItems.append(reference)
    defer { journal.chosenItems.removeLast() }
    var current: Int? = reference.item
    while let item = current {
      try runHandler(program.checked.menus[reference.menu].items[item].selectHandler, owner: nil, at: range)
      current = program.checked.menus[reference.menu].items[item].parent
    }
    try runHandler(program.checked.menus[reference.menu].selectHandler, owner: nil, at: range)
  }

  /// Presents a menu through `button`, one of the buttons that show it, which
  /// alone becomes `open`: a menu shared by several buttons is presented by
  /// one of them at a time (docs/language.md §7, "Presentation"). Presented by its own name
  /// (`button` nil), it is followed by the button that shows it when only one
  /// does; when several do, none presented it and none is marked. Opening an
  /// open menu by name changes nothing; through another button, it moves there.
  mutating func presentMenu(_ index: Int, through button: Int?) {
    let (isOpen, previous) = (menus[index].open, menus[index].presenter)
    if isOpen && (button == nil || button == previous) { return }
    let shownBy = program.checked.menus[index].buttons
    let presenter = button ?? (shownBy.count == 1 ? shownBy.first : nil)
    if let previous, previous != presenter { writeButton(previous) { $0.open = false } }
    writeMenu(index) { state in
      state.open = true
      state.presenter = presenter
    }
    if let presenter, !buttons[stored: presenter].open { writeButton(presenter) { $0.open = true } }
  }

  /// Dismisses a menu and its submenus; the button that presented it is no
  /// longer `open`. With the VoiceOver cursor on one of its items, the cursor
  /// returns to that button, as UIKit does (or leaves the tree when no button
  /// presented the menu).
  mutating func dismissMenu(_ index: Int) {
    let presenter = menus[index].presenter
    if case .item(let item)? = focus, item.menu == index {
      writeMenu(index) { $0.items[item.item].focused = false }
      if let presenter { writeButton(presenter) { $0.focused = true } }
      writeFocus(presenter.map(ElementID.button))
    }
    // A menu chosen from while closed (an action selected by its path) has nothing to close: no write, which
    // would compare the whole menu with itself.
    if menus[index].open || presenter != nil || menus[index].items.contains(where: \.open) {
      writeMenu(index) { state in
        state.open = false
        state.presenter = nil
        for item in state.items.indices { state.items[item].open = false }
      }
    }
    if let presenter, buttons[stored: presenter].open { writeButton(presenter) { $0.open = false } }
  }

  /// Opening a submenu opens its parents and its menu, presented through `button` when the path
  /// starts from one (by name otherwise); closing it closes what is inside.
  mutating func setSubmenuOpen(_ reference: MenuItemReference, _ open: Bool, through button: Int?) {
    let menu = program.checked.menus[reference.menu]
    if open { presentMenu(reference.menu, through: button) }
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
      throw RuntimeError(.cascadeTooDeep, at: range)
    }
    journal.handlerDepth = depth
    defer { journal.handlerDepth = depth - 1 }
    // The handler reads what the event changed.
    try settle()
    for statement in statements { try execute(statement, owner: owner) }
  }

  /// Notes why the event was ignored, or what VoiceOver read, beside the statement's transitions.
  mutating func note(_ note: EventNote) {
    journal.notes.append(note)
  }

  // MARK: - Names for output

  /// The name a menu is addressed by: its declaration, or the button whose inline menu it is.
  func menuName(_ index: Int) -> String {
    program.checked.menuName(index)
  }

  /// `more["Sort By"]["Date"]`
  func itemPath(_ reference: MenuItemReference) -> String {
    let titles = program.checked.menus[reference.menu].path(of: reference.item)
    return menuName(reference.menu) + titles.map { "[" + Value.quoted($0) + "]" }.joined()
  }
}
