import DialChecker
import DialLexer
import DialParser

/// What events do (docs/language.md §11): touches on buttons, the selection and presentation of menus, and the
/// handlers they run. Every change goes through the ``Writer``, so that the statement can be rolled back.
enum EventDispatch {
  /// An event on a button, a menu or an item path.
  static func perform(
    _ verb: EventVerb, on target: EventTarget, at range: SourceRange, in state: inout SessionState,
    _ journal: inout Journal
  )
    throws(RuntimeError)
  {
    switch target {
    case .button(let index): try perform(verb, onButton: index, at: range, in: &state, &journal)
    case .menu(let index):
      if verb == .open { presentMenu(index, through: nil, in: &state, &journal) }
      if verb == .close { dismissMenu(index, in: &state, &journal) }
    case .item(let item, let button): try perform(verb, onItem: item, through: button, at: range, in: &state, &journal)
    }
  }

  /// A touch on a button: ignored, with a note, on a disabled button or one in the wrong state of press.
  static func perform(
    _ verb: EventVerb, onButton index: Int, at range: SourceRange, in state: inout SessionState,
    _ journal: inout Journal
  )
    throws(RuntimeError)
  {
    // Fields are read in place: copying a whole state or button costs more than a tap's work, and the program is
    // read through the session, not copied out of it (which would retain it).
    var name: String { state.program.checked.buttons[index].name }
    let highlighted = state.buttons[stored: index].highlighted
    if verb != .close && !state.buttons[stored: index].resolved.enabled {
      return note(.ignored(.disabledButton(name: name)), in: &journal)
    }
    switch verb {
    case .tap:
      guard !highlighted else { return note(.ignored(.alreadyPressed(button: name)), in: &journal) }
      // Press and release in one statement: the highlight comes and goes before
      // anything else runs, so it leaves no trace and needs no resolution.
      try primaryAction(index, at: range, in: &state, &journal)
    case .press:
      guard !highlighted else { return note(.ignored(.alreadyPressed(button: name)), in: &journal) }
      Writer.writeButton(index, in: &state, &journal) { $0.highlighted = true }
    case .release:
      guard highlighted else { return note(.ignored(.notPressed(button: name)), in: &journal) }
      Writer.writeButton(index, in: &state, &journal) { $0.highlighted = false }
      try primaryAction(index, at: range, in: &state, &journal)
    case .cancel:
      guard highlighted else { return note(.ignored(.notPressed(button: name)), in: &journal) }
      Writer.writeButton(index, in: &state, &journal) { $0.highlighted = false }
    case .open, .longPress:
      // A long press presents the menu as a context menu: for a `.toggle`, the only way to.
      if let menu = state.program.checked.buttons[index].menu {
        presentMenu(menu, through: index, in: &state, &journal)
      }
    case .close:
      // The menu the button shows is dismissed, whichever of its buttons presented it.
      if let menu = state.program.checked.buttons[index].menu { dismissMenu(menu, in: &state, &journal) }
    case .select:
      break
    }
  }

  /// What a completed tap does, by behavior (docs/language.md §6).
  static func primaryAction(_ index: Int, at range: SourceRange, in state: inout SessionState, _ journal: inout Journal)
    throws(RuntimeError)
  {
    switch state.program.checked.buttons[index].behavior {
    case .push:
      try runHandler(state.program.checked.buttons[index].tapHandler, owner: index, at: range, in: &state, &journal)
    case .toggle:
      toggleSelected(index, in: &state, &journal)
      try runHandler(state.program.checked.buttons[index].tapHandler, owner: index, at: range, in: &state, &journal)
    case .pulldown, .popup:
      if let menu = state.program.checked.buttons[index].menu {
        presentMenu(menu, through: index, in: &state, &journal)
      }
    }
  }

  /// Flips a toggle's `selected`. When its configuration does not read
  /// `selected`, only its traits (and so its speech) and its colors follow, in place: a tap
  /// then costs what it changes, not a resolution of the whole button.
  static func toggleSelected(_ index: Int, in state: inout SessionState, _ journal: inout Journal) {
    guard !state.program.configurationReadsSelected[index] else {
      return Writer.writeButton(index, in: &state, &journal) { $0.selected.toggle() }
    }
    Writer.recordButton(index, in: state, &journal)
    state.buttons.modify(index) { button in
      button.selected.toggle()
      button.resolved.setSelectedTrait(button.selected)
      button.showStateColors()
    }
    Writer.markDependents(of: .button(index), in: state, &journal)
  }

  /// `select`, `open` or `close` on an item path, through `button` when the path starts from one.
  static func perform(
    _ verb: EventVerb, onItem reference: MenuItemReference, through button: Int?, at range: SourceRange,
    in state: inout SessionState, _ journal: inout Journal
  ) throws(RuntimeError) {
    // The checked menu and item are read in place: copying them retains every array they hold.
    let owner = state.program.checked.menus[reference.menu].owner
    // An event through a disabled button (`select p["B"]`, `open p["Sub"]`), or on its inline menu
    // (which only it shows, e.g. by `activate`), is an event on a disabled button (docs/language.md §11, Decision 62).
    var inlineOwner: Int? { if case .button(let owner) = owner { owner } else { nil } }
    if let through = button ?? inlineOwner, !state.buttons[stored: through].resolved.enabled {
      return note(.ignored(.disabledButton(name: state.program.checked.buttons[through].name)), in: &journal)
    }
    switch verb {
    case .open, .close: setSubmenuOpen(reference, verb == .open, through: button, in: &state, &journal)
    case .select: try select(reference, at: range, in: &state, &journal)
    default: break
    }
  }

  /// Chooses a menu action: ignored when hidden or disabled; in a radio group, the rest of its group is
  /// deselected; its handler runs and the menu closes unless the action `keepsOpen`.
  static func select(
    _ reference: MenuItemReference, at range: SourceRange, in state: inout SessionState, _ journal: inout Journal
  )
    throws(RuntimeError)
  {
    let modifiers = state.program.checked.menus[reference.menu].items[reference.item].modifiers
    if modifiers.contains(.hidden) {
      return note(.ignored(.hiddenItem(path: AccessibilityTree.itemPath(reference, in: state))), in: &journal)
    }
    guard state.menus[reference.menu].items[reference.item].enabled else {
      return note(.ignored(.disabledItem(path: AccessibilityTree.itemPath(reference, in: state))), in: &journal)
    }
    if let group = state.program.checked.menus[reference.menu].items[reference.item].radioGroup {
      let items = state.program.checked.menus[reference.menu].items
      Writer.writeMenu(reference.menu, in: &state, &journal) { RadioGroups.choose(reference.item, among: items, &$0) }
      try SelectionSync.writeSelectionVariable(reference, group: group, at: range, in: &state, &journal)
    }
    try runSelectHandlers(reference, at: range, in: &state, &journal)
    if !modifiers.contains(.keepsOpen) { dismissMenu(reference.menu, in: &state, &journal) }
  }

  /// The chosen action's `on select`, then each enclosing submenu's, innermost first, then the menu's own; in
  /// each, `item` is the chosen action.
  static func runSelectHandlers(
    _ reference: MenuItemReference, at range: SourceRange, in state: inout SessionState, _ journal: inout Journal
  )
    throws(RuntimeError)
  {
    state.chosenItems.append(reference)
    defer { state.chosenItems.removeLast() }
    var current: Int? = reference.item
    while let item = current {
      try runHandler(
        state.program.checked.menus[reference.menu].items[item].selectHandler, owner: nil, at: range, in: &state,
        &journal)
      current = state.program.checked.menus[reference.menu].items[item].parent
    }
    try runHandler(
      state.program.checked.menus[reference.menu].selectHandler, owner: nil, at: range, in: &state, &journal)
  }

  /// Presents a menu through `button`, one of the buttons that show it, which
  /// alone becomes `open`: a menu shared by several buttons is presented by
  /// one of them at a time (docs/language.md §7, "Presentation"). Presented by its own name
  /// (`button` nil), it is followed by the button that shows it when only one
  /// does; when several do, none presented it and none is marked. Opening an
  /// open menu by name changes nothing; through another button, it moves there.
  static func presentMenu(_ index: Int, through button: Int?, in state: inout SessionState, _ journal: inout Journal) {
    let (isOpen, previous) = (state.menus[index].open, state.menus[index].presenter)
    if isOpen && (button == nil || button == previous) { return }
    let shownBy = state.program.checked.menus[index].buttons
    let presenter = button ?? (shownBy.count == 1 ? shownBy.first : nil)
    if let previous, previous != presenter { Writer.writeButton(previous, in: &state, &journal) { $0.open = false } }
    Writer.writeMenu(index, in: &state, &journal) { menu in
      menu.open = true
      menu.presenter = presenter
    }
    if let presenter, !state.buttons[stored: presenter].open {
      Writer.writeButton(presenter, in: &state, &journal) { $0.open = true }
    }
  }

  /// Dismisses a menu and its submenus; the button that presented it is no
  /// longer `open`. With the VoiceOver cursor on one of its items, the cursor
  /// returns to that button, as UIKit does (or leaves the tree when no button
  /// presented the menu).
  static func dismissMenu(_ index: Int, in state: inout SessionState, _ journal: inout Journal) {
    let presenter = state.menus[index].presenter
    if case .item(let item)? = state.focus, item.menu == index {
      Writer.writeMenu(index, in: &state, &journal) { $0.items[item.item].focused = false }
      if let presenter { Writer.writeButton(presenter, in: &state, &journal) { $0.focused = true } }
      Writer.writeFocus(presenter.map(ElementID.button), in: &state, &journal)
    }
    // A menu chosen from while closed (an action selected by its path) has nothing to close: no write, which
    // would compare the whole menu with itself.
    if state.menus[index].open || presenter != nil || state.menus[index].items.contains(where: \.open) {
      Writer.writeMenu(index, in: &state, &journal) { menu in
        menu.open = false
        menu.presenter = nil
        for item in menu.items.indices { menu.items[item].open = false }
      }
    }
    if let presenter, state.buttons[stored: presenter].open {
      Writer.writeButton(presenter, in: &state, &journal) { $0.open = false }
    }
  }

  /// Opening a submenu opens its parents and its menu, presented through `button` when the path
  /// starts from one (by name otherwise); closing it closes what is inside.
  static func setSubmenuOpen(
    _ reference: MenuItemReference, _ open: Bool, through button: Int?, in state: inout SessionState,
    _ journal: inout Journal
  ) {
    let menu = state.program.checked.menus[reference.menu]
    if open { presentMenu(reference.menu, through: button, in: &state, &journal) }
    Writer.writeMenu(reference.menu, in: &state, &journal) { menuState in
      var current: Int? = reference.item
      while let item = current {
        if open || item == reference.item { menuState.items[item].open = open }
        current = open ? menu.items[item].parent : nil
      }
      if !open {
        for item in menu.items.indices where RadioGroups.isInside(item, reference.item, among: menu.items) {
          menuState.items[item].open = false
        }
      }
    }
  }

  /// Runs an `on tap` or `on select` handler, counting how deep handlers nest.
  static func runHandler(
    _ statements: [CheckedStatement]?, owner: Int?, at range: SourceRange, in state: inout SessionState,
    _ journal: inout Journal
  ) throws(RuntimeError) {
    guard let statements else { return }
    let depth = journal.handlerDepth + 1
    guard depth <= Limits.maxCascadeDepth else { throw RuntimeError(.cascadeTooDeep, at: range) }
    journal.handlerDepth = depth
    defer { journal.handlerDepth = depth - 1 }
    // The handler reads what the event changed.
    try Settler.settle(&state, &journal)
    for statement in statements { try StatementRunner.execute(statement, owner: owner, in: &state, &journal) }
  }

  /// Notes why the event was ignored, or what VoiceOver read, beside the statement's transitions.
  static func note(_ note: EventNote, in journal: inout Journal) {
    journal.notes.append(note)
  }
}
