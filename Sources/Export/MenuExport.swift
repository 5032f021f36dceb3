import DialChecker
import DialLexer
import DialParser

/// A menu's part of the model: each radio group's selection (a variable of its own, or the one `selection:`
/// binds, both ways), and what choosing an action does, as Dial's `select` does it: the group's selection,
/// then the action's own handler, then the handlers of the submenus around it, innermost first, then the
/// menu's (docs/language.md §7).
struct MenuExport {
  let program: CheckedProgram
  let menu: CheckedMenu

  /// `more`, or `colorMenu` for a button's inline menu: the prefix of the model's names for it.
  var name: String {
    switch menu.owner {
    case .declaration(let name): return name
    case .button(let index): return program.buttons[index].name + "Menu"
    }
  }

  /// The radio groups: -1 for the whole menu (single, or a pop-up's), else a single submenu's item index.
  var groups: [Int] {
    // A pop-up always has a selection, even one whose menu has no action to give it.
    var seen: [Int] = menu.isPopup ? [-1] : []
    for item in menu.items { if let group = item.radioGroup, !seen.contains(group) { seen.append(group) } }
    return seen
  }

  /// `moreSortBySelection`: the model's property for a group's selection; the variable itself where `selection:`
  /// binds one that holds a selection as the group does (a pop-up's to a String, a single menu's to a String?).
  func selection(of group: Int) -> String {
    if let variable = boundVariable(of: group) { return SwiftNames.identifier(program.variables[variable].name) }
    return ownSelection(of: group)
  }

  /// The group's selection as an enum of its choices; nil where it is a text (``SelectionEnum``).
  func selectionEnum(of group: Int) -> SelectionEnum? { SelectionEnum(self, group: group) }

  /// The type of a group's selection: its enum, or a text; optional unless the menu is a pop-up's.
  func selectionType(of group: Int) -> String {
    (selectionEnum(of: group)?.typeName ?? "String") + (menu.isPopup ? "" : "?")
  }

  /// The value that selects `item` in its group: its enum case (`.date`), or its title.
  func selectionValue(_ item: Int) -> String {
    if let group = menu.items[item].radioGroup, let enumeration = selectionEnum(of: group) {
      return enumeration.value(item)
    }
    return SwiftLiterals.string(menu.items[item].title)
  }

  /// `model.sizePickerMenuSelection.title`: a pop-up's selection as the text the screen shows.
  var shownSelection: String {
    let selection = "model." + selection(of: -1)
    // A text selection is the title of one of the actions, which the menu shows localized.
    return selectionEnum(of: -1) == nil
      ? "String(localized: String.LocalizationValue(\(selection)))" : selection + ".title"
  }

  /// The variable `selection:` binds for the group, when it holds the selection as the group does.
  func boundVariable(of group: Int) -> Int? {
    guard let binding = menu.selectionBindings.first(where: { $0.group == group }) else { return nil }
    let optional = program.variables[binding.variable].type == .optionalString
    return menu.isPopup != optional ? binding.variable : nil
  }

  /// Whether a choice in the group runs a handler, so that a picker's binding goes through the model's action.
  func groupNeedsAction(_ group: Int) -> Bool {
    actions(in: group).contains(where: needsAction)
  }

  /// The model's own property for a group's selection, whatever binds it.
  func ownSelection(of group: Int) -> String {
    let title = menu.items.indices.contains(group) ? SwiftNames.upperCamel(SwiftNames.camelCase(path(group))) : ""
    return name + title + "Selection"
  }

  /// `Sort By/Date` as one camel-cased path: `sortByDate`.
  func path(_ item: Int) -> String { menu.path(of: item).joined(separator: " ") }

  /// `moreSortByDateChosen`: what choosing action `item` does.
  func chosen(_ item: Int) -> String { name + SwiftNames.upperCamel(SwiftNames.camelCase(path(item))) + "Chosen" }

  /// `moreSortBySelect`: what a picker's binding calls with the title chosen in group `group`.
  func select(_ group: Int) -> String {
    let title = menu.items.indices.contains(group) ? SwiftNames.upperCamel(SwiftNames.camelCase(path(group))) : ""
    return name + title + "Select"
  }

  /// `moreSortByChose`: a menu's or submenu's shared handler (`item` nil: the menu's own).
  func shared(_ item: Int?) -> String {
    name + (item.map { SwiftNames.upperCamel(SwiftNames.camelCase(path($0))) } ?? "") + "Chose"
  }

  /// The group's actions, in order.
  func actions(in group: Int) -> [Int] {
    menu.items.indices.filter { menu.items[$0].kind == .action && menu.items[$0].radioGroup == group }
  }

  /// A group's initial selection: its marked action, or a pop-up's first enabled action that is not hidden
  /// (else its first visible one, else its first).
  func initialSelection(of group: Int) -> String? {
    initialAction(of: group).map { menu.items[$0].title }
  }

  /// The action of a group's initial selection (``initialSelection(of:)``).
  func initialAction(of group: Int) -> Int? {
    let members = actions(in: group)
    if let marked = members.first(where: { menu.items[$0].modifiers.contains(.selected) }) { return marked }
    guard menu.isPopup else { return nil }
    let visible = members.filter { !menu.items[$0].modifiers.contains(.hidden) }
    let enabled = visible.first { !menu.items[$0].modifiers.contains(.disabled) }
    return enabled ?? visible.first ?? members.first
  }

  /// Whether choosing `item` does anything the model must carry out.
  func hasEffect(_ item: Int) -> Bool {
    menu.items[item].radioGroup != nil || needsAction(item)
  }

  /// Whether choosing `item` runs a handler, so that the model has an action for it (a choice that only selects
  /// sets the selection where it is made).
  func needsAction(_ item: Int) -> Bool {
    if menu.items[item].selectHandler != nil || menu.selectHandler != nil { return true }
    return ancestors(of: item).contains { menu.items[$0].selectHandler != nil }
  }

  /// The statement that chooses `item`, reaching the model through `prefix` (`self.model.`, or nothing in the
  /// model): its action, or its group's selection set; nil when choosing it does nothing.
  func choice(_ item: Int, prefix: String) -> String? {
    if needsAction(item) { return "\(prefix)\(chosen(item))()" }
    guard let group = menu.items[item].radioGroup else { return nil }
    return "\(prefix)\(selection(of: group)) = \(selectionValue(item))"
  }

  /// The submenus around `item`, innermost first.
  func ancestors(of item: Int) -> [Int] {
    var found: [Int] = []
    var current = menu.items[item].parent
    while let index = current, menu.items.indices.contains(index) {
      found.append(index)
      current = menu.items[index].parent
    }
    return found
  }
}
