import DialLexer

// `selection: v` (docs/language.md §7): a radio group's selection bound to a variable both ways.
extension CheckPass {
  /// `selection: v` in a `.popup` button's body: the whole menu's group.
  mutating func checkPopupSelection(_ binding: PropertyBinding, button: Int?) {
    guard let button else {
      report(CheckerDiagnostics.selectionBindingPlace("a style", at: binding.name.range))
      return
    }
    guard program.buttons[button].behavior == .popup, let menu = program.buttons[button].menu else {
      report(CheckerDiagnostics.selectionBindingPlace("a button that is not .popup", at: binding.name.range))
      return
    }
    guard let variable = selectionVariable(binding) else { return }
    program.menus[menu].selectionBindings.append(
      SelectionBinding(group: -1, variable: variable, range: binding.name.range))
  }

  /// `selection: v` in a menu's or a submenu's body, which must be `single`.
  mutating func checkMenuSelection(_ binding: PropertyBinding, menu: Int, in submenu: Int?) {
    let root = program.menus[menu]
    let isSingle = submenu.map { root.items[$0].modifiers.contains(.single) } ?? (root.isSingle || root.isPopup)
    guard isSingle else {
      report(CheckerDiagnostics.selectionBindingPlace("a menu that is not single", at: binding.name.range))
      return
    }
    // A single submenu inside a single menu adds nothing: its actions are in the outer group.
    let items = program.menus[menu].items
    let group = submenu.map { items[$0].radioGroup ?? $0 } ?? -1
    if program.menus[menu].selectionBindings.contains(where: { $0.group == group }) {
      report(CheckerDiagnostics.duplicateProperty("selection", at: binding.name.range, first: binding.name.range))
      return
    }
    guard let variable = selectionVariable(binding) else { return }
    program.menus[menu].selectionBindings.append(
      SelectionBinding(group: group, variable: variable, range: binding.name.range))
  }

  /// The variable of `selection: v`: a name, of type String or Selection.
  mutating func selectionVariable(_ binding: PropertyBinding) -> Int? {
    guard case .expression(let value) = binding.value, case .name(let name) = value.withoutParentheses.kind,
      case .variable(let index)? = program.symbol(named: name)?.kind
    else {
      report(CheckerDiagnostics.selectionNotAVariable(at: binding.name.range))
      return nil
    }
    guard let type = variableType(index) else { return nil }
    guard type == .string || type == .optionalString else {
      report(CheckerDiagnostics.selectionVariableType(name, type, at: value.range))
      return nil
    }
    return index
  }
}
