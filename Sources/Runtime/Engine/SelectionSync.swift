import DialChecker
import DialLexer
import DialParser

/// `selection: v` (docs/language.md §7): a radio group's selection and a variable, each following the other.
enum SelectionSync {
  /// After choosing an action: its title into the variable bound to its group, if any, and from there into
  /// every other group bound to the same variable, as an assignment of the title would (a group without an
  /// action of that title is an error, and the choice is rolled back).
  static func writeSelectionVariable(
    _ reference: MenuItemReference, group: Int, at range: SourceRange, in state: inout SessionState,
    _ journal: inout Journal
  ) throws(RuntimeError) {
    // Read in place: a copy of the checked menu would retain each of its arrays, on every choice.
    let bindings = state.program.checked.menus[reference.menu].selectionBindings
    guard let binding = bindings.first(where: { $0.group == group }) else { return }
    let title = Value.string(state.program.checked.menus[reference.menu].items[reference.item].title)
    Writer.writeVariable(binding.variable, title, in: &state, &journal)
    try applySelectionBindings(
      of: binding.variable, title, at: range, except: (reference.menu, group), in: &state, &journal)
  }

  /// After an assignment to `variable`: the groups bound to it (but `except`, the group just chosen in)
  /// select the action of that title (`nil` deselects a single group). An unknown title, or `nil` for a
  /// pop-up, is an error.
  static func applySelectionBindings(
    of variable: Int, _ value: Value, at range: SourceRange, except chosen: (menu: Int, group: Int)? = nil,
    in state: inout SessionState, _ journal: inout Journal
  ) throws(RuntimeError) {
    for menu in state.program.selectionMenus {
      for binding in state.program.checked.menus[menu].selectionBindings
      where binding.variable == variable && !(chosen?.menu == menu && chosen?.group == binding.group) {
        try select(value, inGroup: binding.group, of: menu, at: range, in: &state, &journal)
      }
    }
  }

  /// At the start: each bound variable's value selects in its group.
  static func applySelectionBindingsAtStart(_ state: inout SessionState, _ journal: inout Journal) throws(RuntimeError)
  {
    for menu in state.program.selectionMenus {
      for binding in state.program.checked.menus[menu].selectionBindings {
        let value = state.variables[binding.variable]
        try select(value, inGroup: binding.group, of: menu, at: binding.range, in: &state, &journal)
      }
      try Settler.settle(&state, &journal)
    }
  }

  /// Selects the action titled `value` in a group, deselecting the rest; `nil` deselects them all.
  static func select(
    _ value: Value, inGroup group: Int, of menu: Int, at range: SourceRange, in state: inout SessionState,
    _ journal: inout Journal
  ) throws(RuntimeError) {
    let checked = state.program.checked.menus[menu]
    let members = checked.items.indices.filter { index in
      checked.items[index].kind == .action && checked.items[index].radioGroup != nil
        && (group == -1 || RadioGroups.isInside(index, group, among: checked.items))
    }
    guard case .string(let title) = value else {
      guard !checked.isPopup else {
        throw RuntimeError(.popupSetToNil(group: groupName(menu, group, in: state)), at: range)
      }
      Writer.writeMenu(menu, in: &state, &journal) { menu in
        for index in members { menu.items[index].selected = false }
      }
      return
    }
    guard let item = members.first(where: { checked.items[$0].title == title }) else {
      throw RuntimeError(.unknownSelection(title: title, group: groupName(menu, group, in: state)), at: range)
    }
    Writer.writeMenu(menu, in: &state, &journal) { RadioGroups.choose(item, among: checked.items, &$0) }
  }

  /// A group as Dial names it: `more["Sort By"]`, or the menu (or its pop-up button).
  static func groupName(_ menu: Int, _ group: Int, in state: SessionState) -> String {
    group == -1
      ? AccessibilityTree.menuName(menu, in: state)
      : AccessibilityTree.itemPath(MenuItemReference(menu: menu, item: group), in: state)
  }
}
