import DialLexer
import DialParser

// `selection: v` (docs/language.md §7): a radio group's selection and a variable, each following the other.
extension Session {
  /// After choosing an action: its title into the variable bound to its group, if any, and from there into
  /// every other group bound to the same variable, as an assignment of the title would (a group without an
  /// action of that title is an error, and the choice is rolled back).
  mutating func writeSelectionVariable(_ reference: MenuItemReference, group: Int, at range: SourceRange)
    throws(RuntimeError)
  {
    // Read in place: a copy of the checked menu would retain each of its arrays, on every choice.
    let bindings = program.checked.menus[reference.menu].selectionBindings
    guard let binding = bindings.first(where: { $0.group == group }) else { return }
    let title = Value.string(program.checked.menus[reference.menu].items[reference.item].title)
    writeVariable(binding.variable, title)
    try applySelectionBindings(of: binding.variable, title, at: range, except: (reference.menu, group))
  }

  /// After an assignment to `variable`: the groups bound to it (but `except`, the group just chosen in)
  /// select the action of that title (`nil` deselects a single group). An unknown title, or `nil` for a
  /// pop-up, is an error.
  mutating func applySelectionBindings(
    of variable: Int, _ value: Value, at range: SourceRange, except chosen: (menu: Int, group: Int)? = nil
  ) throws(RuntimeError) {
    for menu in program.selectionMenus {
      for binding in program.checked.menus[menu].selectionBindings
      where binding.variable == variable && !(chosen?.menu == menu && chosen?.group == binding.group) {
        try select(value, inGroup: binding.group, of: menu, at: range)
      }
    }
  }

  /// At the start: each bound variable's value selects in its group.
  mutating func applySelectionBindingsAtStart() throws(RuntimeError) {
    for menu in program.selectionMenus {
      for binding in program.checked.menus[menu].selectionBindings {
        try select(variables[binding.variable], inGroup: binding.group, of: menu, at: binding.range)
      }
      try settle()
    }
  }

  /// Selects the action titled `value` in a group, deselecting the rest; `nil` deselects them all.
  mutating func select(_ value: Value, inGroup group: Int, of menu: Int, at range: SourceRange)
    throws(RuntimeError)
  {
    let checked = program.checked.menus[menu]
    let members = checked.items.indices.filter { index in
      checked.items[index].kind == .action && checked.items[index].radioGroup != nil
        && (group == -1 || Self.isInside(index, group, among: checked.items))
    }
    guard case .string(let title) = value else {
      guard !checked.isPopup else {
        throw RuntimeError(.popupSetToNil(group: groupName(menu, group)), at: range)
      }
      writeMenu(menu) { state in
        for index in members { state.items[index].selected = false }
      }
      return
    }
    guard let item = members.first(where: { checked.items[$0].title == title }) else {
      throw RuntimeError(.unknownSelection(title: title, group: groupName(menu, group)), at: range)
    }
    writeMenu(menu) { Self.choose(item, in: checked, &$0) }
  }

  /// A group as Dial names it: `more["Sort By"]`, or the menu (or its pop-up button).
  func groupName(_ menu: Int, _ group: Int) -> String {
    group == -1 ? menuName(menu) : itemPath(MenuItemReference(menu: menu, item: group))
  }

  /// Marks the components whose `selected:` bindings read `source` to re-apply them, without the rest of what
  /// reads it (which an unchanged value leaves as it is).
  mutating func markSelectedReaders(of source: Source) {
    guard journal.isOpen, let targets = program.dependents[source] else { return }
    for target in targets {
      switch target {
      case .button(let index) where program.selectedSources[index].contains(source):
        journal.queue.reapplySelected.insert(target)
        journal.queue.mark(target)
      case .menu(let index):
        let bindings = program.itemSelectedSources[index].filter { $0.sources.contains(source) }
        for binding in bindings {
          journal.queue.reapplyItemSelected.insert(MenuItemReference(menu: index, item: binding.item))
        }
        if !bindings.isEmpty { journal.queue.mark(target) }
      default: break
      }
    }
  }
}
