import DialChecker
import DialLexer
import DialParser

/// A menu's selections and actions written into the model (``MenuExport`` names them).
struct MenuModelExport {
  let model: ModelExport
  let menu: MenuExport

  var program: CheckedProgram { model.program }

  /// Each radio group's selection: `var moreSortBySelection: String? = "Title"`, or the bound variable, both ways.
  func selections(_ source: inout SwiftSource, _ log: inout ExportLog) {
    // A selection that is a variable already needs no property of its own.
    for group in menu.groups where menu.boundVariable(of: group) == nil {
      let name = menu.selection(of: group)
      let type = menu.menu.isPopup ? "String" : "String?"
      if let binding = menu.menu.selectionBindings.first(where: { $0.group == group }) {
        let variable = SwiftNames.identifier(program.variables[binding.variable].name)
        let optionalVariable = program.variables[binding.variable].type == .optionalString
        let unwrap = menu.menu.isPopup && optionalVariable ? " ?? \"\"" : ""
        // A single group's choice is always a title: a String variable takes it, and keeps its value otherwise.
        let set =
          !menu.menu.isPopup && !optionalVariable
          ? "if let newValue { \(variable) = newValue }" : "\(variable) = newValue"
        source.line("var \(name): \(type) {")
        source.line("  get { \(variable)\(unwrap) }")
        source.line("  set { \(set) }")
        source.line("}")
        continue
      }
      let initial = menu.initialSelection(of: group).map { "\"" + SwiftLiterals.escaped($0) + "\"" } ?? "nil"
      let value = initial == "nil" && menu.menu.isPopup ? "\"\"" : initial
      source.line(type == "String" ? "var \(name) = \(value)" : "var \(name): \(type) = \(value)")
    }
  }

  /// `more["Sort By"]`, `color`: a group as a script names it.
  func describe(_ group: Int) -> String {
    guard menu.menu.items.indices.contains(group) else { return menu.name }
    return menu.name + menu.menu.path(of: group).map { "[\"\($0)\"]" }.joined()
  }

  /// The shared handlers, then an action per action whose choice does something.
  func actions(_ source: inout SwiftSource, _ log: inout ExportLog) {
    let submenus = menu.menu.items.indices.filter { menu.menu.items[$0].kind == .submenu }
    for submenu in submenus {
      guard let handler = menu.menu.items[submenu].selectHandler else { continue }
      shared(menu.shared(submenu), handler, into: &source, &log)
    }
    if let handler = menu.menu.selectHandler { shared(menu.shared(nil), handler, into: &source, &log) }
    for item in menu.menu.items.indices where menu.menu.items[item].kind == .action && menu.needsAction(item) {
      chosen(item, into: &source, &log)
    }
    guard model.target == .swiftui else { return }
    for group in menu.groups where menu.groupNeedsAction(group) { select(group, into: &source) }
  }

  /// `func moreSortBySelect(_ title: String?)`: a picker's choice, as the choice of the action of that title.
  func select(_ group: Int, into source: inout SwiftSource) {
    let type = menu.menu.isPopup ? "String" : "String?"
    source.line()
    source.block("func \(menu.select(group))(_ title: \(type))") { body in
      body.block("switch title") { cases in
        for action in menu.actions(in: group) {
          let title = "\"" + SwiftLiterals.escaped(menu.menu.items[action].title) + "\""
          cases.line("case \(title): \(menu.choice(action, prefix: "") ?? "break")")
        }
        cases.line("default: break")
      }
    }
  }

  /// `func moreSortByChose(item: String)`: a menu's `on select`, for every action below it.
  func shared(_ name: String, _ handler: [CheckedStatement], into source: inout SwiftSource, _ log: inout ExportLog) {
    let statements = StatementExport(
      program: program, expressions: model.expressions, model: model, chosenItem: "item")
    source.line()
    source.block("func \(name)(item: String)") { body in
      statements.writeHandler(handler, into: &body, &log)
    }
  }

  /// `func moreSortByDateChosen()`: the group's selection, the action's handler, then the shared ones.
  func chosen(_ item: Int, into source: inout SwiftSource, _ log: inout ExportLog) {
    let action = menu.menu.items[item]
    let title = "\"" + SwiftLiterals.escaped(action.title) + "\""
    let statements = StatementExport(program: program, expressions: model.expressions, model: model, chosenItem: title)
    source.line()
    source.block("func \(menu.chosen(item))()") { body in
      if let group = action.radioGroup { body.line("\(menu.selection(of: group)) = \(title)") }
      statements.writeHandler(action.selectHandler ?? [], into: &body, &log)
      for submenu in menu.ancestors(of: item) where menu.menu.items[submenu].selectHandler != nil {
        body.line("\(menu.shared(submenu))(item: \(title))")
      }
      if menu.menu.selectHandler != nil { body.line("\(menu.shared(nil))(item: \(title))") }
    }
  }
}
