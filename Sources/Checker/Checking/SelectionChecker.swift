import DialLexer
import DialParser

/// `selection: v` (docs/language.md §7): a radio group's selection bound to a variable both ways, in a
/// `.popup` button's body (the whole menu's group) or in a single menu's or submenu's body.
struct SelectionChecker {
  /// The binding checked.
  let binding: PropertyBinding

  /// `selection: v` in the body of `button` (nil: a style's), which must be a `.popup` button's.
  func checkPopup(button: Int?, in context: inout CheckContext) {
    guard let button else {
      context.report(CheckerDiagnostics.selectionBindingPlace("a style", at: binding.name.range))
      return
    }
    guard context.program.buttons[button].behavior == .popup, let menu = context.program.buttons[button].menu else {
      context.report(CheckerDiagnostics.selectionBindingPlace("a button that is not .popup", at: binding.name.range))
      return
    }
    guard let variable = variable(in: &context) else { return }
    context.program.menus[menu].selectionBindings.append(
      SelectionBinding(group: -1, variable: variable, range: binding.name.range))
  }

  /// `selection: v` in the body of `menu` or of its item `submenu` (nil: the menu's own), which must be `single`.
  func checkMenu(_ menu: Int, in submenu: Int?, in context: inout CheckContext) {
    let root = context.program.menus[menu]
    let isSingle = submenu.map { root.items[$0].modifiers.contains(.single) } ?? (root.isSingle || root.isPopup)
    guard isSingle else {
      context.report(CheckerDiagnostics.selectionBindingPlace("a menu that is not single", at: binding.name.range))
      return
    }
    // A single submenu inside a single menu adds nothing: its actions are in the outer group.
    let items = context.program.menus[menu].items
    let group = submenu.map { items[$0].radioGroup ?? $0 } ?? -1
    if context.program.menus[menu].selectionBindings.contains(where: { $0.group == group }) {
      context.report(
        CheckerDiagnostics.duplicateProperty("selection", at: binding.name.range, first: binding.name.range))
      return
    }
    guard let variable = variable(in: &context) else { return }
    context.program.menus[menu].selectionBindings.append(
      SelectionBinding(group: group, variable: variable, range: binding.name.range))
  }

  /// The variable of `selection: v`: a name, of type String or Selection; nil after reporting anything else.
  func variable(in context: inout CheckContext) -> Int? {
    guard case .expression(let value) = binding.value, case .name(let name) = value.withoutParentheses.kind,
      case .variable(let index)? = context.program.symbol(named: name)?.kind
    else {
      context.report(CheckerDiagnostics.selectionNotAVariable(at: binding.name.range))
      return nil
    }
    guard let type = context.variableType(index) else { return nil }
    guard type == .string || type == .optionalString else {
      context.report(CheckerDiagnostics.selectionVariableType(name, type, at: value.range))
      return nil
    }
    return index
  }
}
