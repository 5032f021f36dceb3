import DialChecker
import DialParser

/// Radio groups (docs/language.md §7): a pop-up menu's whole group, or a `single` submenu's actions; what is
/// selected in one, and choosing in one. Functions of a menu's checked items and its state.
enum RadioGroups {
  /// The selected action's title in a radio group: a single submenu (by its
  /// index) or, with -1, a pop-up menu's whole group.
  static func selection(inMenu menu: Int, group: Int, in state: SessionState) -> String? {
    selection(among: state.program.checked.menus[menu].items, state.menus[menu], group: group).stringValue
  }

  /// A radio group's selection in a given menu state, given the menu's items: the title of its selected action,
  /// or nil.
  static func selection(among items: [CheckedMenuItem], _ menuState: MenuState, group: Int) -> Value {
    for index in items.indices where items[index].kind == .action && menuState.items[index].selected {
      if group == -1 ? items[index].radioGroup != nil : isInside(index, group, among: items) {
        return .string(items[index].title)
      }
    }
    return .none
  }

  /// Whether `item` sits, at any depth, in the submenu `ancestor`, given the menu's items: taken
  /// without the rest of the menu, so that a select's transitions read the items in place.
  static func isInside(_ item: Int, _ ancestor: Int, among items: [CheckedMenuItem]) -> Bool {
    var current = items[item].parent
    while let parent = current {
      if parent == ancestor { return true }
      current = items[parent].parent
    }
    return false
  }

  /// The title a pop-up button shows: its menu's selection.
  static func popupSelection(of button: Int, in state: SessionState) -> String? {
    guard let menu = state.program.checked.buttons[button].menu else { return nil }
    return selection(inMenu: menu, group: -1, in: state)
  }

  /// The image of a pop-up's selected action ("" for none), which the button shows unless it sets its own.
  static func popupSelectionImage(of button: Int, in state: SessionState) -> String {
    guard let menu = state.program.checked.buttons[button].menu else { return "" }
    let items = state.program.checked.menus[menu].items
    for index in items.indices where items[index].kind == .action && items[index].radioGroup != nil {
      if state.menus[menu].items[index].selected { return state.menus[menu].texts[index].image }
    }
    return ""
  }

  /// Turns an action on and, in a radio group, the rest of its group off.
  static func choose(_ item: Int, among items: [CheckedMenuItem], _ menuState: inout MenuState) {
    menuState.items[item].selected = true
    guard let group = items[item].radioGroup else { return }
    for other in items.indices where other != item && items[other].radioGroup == group {
      menuState.items[other].selected = false
    }
  }

  /// A pop-up always shows one selection: when none is, the first enabled
  /// action that is not hidden (else the first visible one).
  static func keepOneSelected(_ menu: CheckedMenu, _ menuState: inout MenuState) {
    let group = menu.items.indices.filter { menu.items[$0].kind == .action && menu.items[$0].radioGroup != nil }
    guard !group.contains(where: { menuState.items[$0].selected }) else { return }
    let visible = group.filter { !menu.items[$0].modifiers.contains(.hidden) }
    if let first = visible.first(where: { menuState.items[$0].enabled }) ?? visible.first ?? group.first {
      choose(first, among: menu.items, &menuState)
    }
  }
}
