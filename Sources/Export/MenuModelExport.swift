import DialChecker
import DialLexer
import DialParser

/// A menu's selections and actions written into the model (``MenuExport`` names them).
struct MenuModelExport {
  let model: ModelExport
  let menu: MenuExport

  var program: CheckedProgram { model.program }

  /// The enums of the groups whose selection is one (``SelectionEnum``).
  func enums(_ source: inout SwiftSource) {
    for group in menu.groups {
      if let enumeration = menu.selectionEnum(of: group) { source.append(enumeration.declaration) }
    }
  }

  /// Each radio group's selection: `var moreSortBySelection: SortBy? = .title`, or the bound variable, both ways.
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
      if let enumeration = menu.selectionEnum(of: group) {
        // An optional starts as nil without saying so.
        let initial = menu.initialAction(of: group).map { " = " + enumeration.value($0) } ?? ""
        source.line("var \(name): \(menu.selectionType(of: group))\(initial)")
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

  /// `func moreSortBySelect(_ choice: SortBy?)`: a picker's choice, as the choice of that action.
  func select(_ group: Int, into source: inout SwiftSource) {
    let enumeration = menu.selectionEnum(of: group)
    source.line()
    source.block("func \(menu.select(group))(_ choice: \(menu.selectionType(of: group)))") { body in
      body.switchBlock("switch choice") { cases in
        for action in menu.actions(in: group) {
          let value = enumeration?.value(action) ?? SwiftLiterals.string(menu.menu.items[action].title)
          cases.line("case \(value): \(menu.choice(action, prefix: "") ?? "break")")
        }
        // An enum's cases are all there; a text or nothing chosen is none of them.
        if enumeration == nil {
          cases.line("default: break")
        } else if !menu.menu.isPopup {
          cases.line("case nil: break")
        }
      }
    }
  }

  /// `func moreSortByChose(item: String)`: a menu's `on select`, for every action below it; the chosen action's
  /// other members it reads are passed beside its title (`itemImage: String`).
  func shared(_ name: String, _ handler: [CheckedStatement], into source: inout SwiftSource, _ log: inout ExportLog) {
    let members = Self.itemMembers(read: handler)
    var statements = StatementExport(program: program, expressions: model.expressions, model: model, chosenItem: "item")
    var parameters = ["item: String"]
    for member in members {
      statements.scope.chosenItemMembers[member] = Self.parameter(member)
      parameters.append("\(Self.parameter(member)): \(member == .selected || member == .enabled ? "Bool" : "String")")
    }
    source.line()
    source.block("func \(name)(\(parameters.joined(separator: ", ")))") { body in
      statements.writeHandler(handler, into: &body, &log)
    }
  }

  /// `itemImage`: the parameter that passes the chosen action's `member` to a shared handler.
  static func parameter(_ member: Member) -> String { "item" + SwiftNames.upperCamel(member.rawValue) }

  /// The members of `item` other than its title that `statements` read, in a fixed order.
  static func itemMembers(read statements: [CheckedStatement]) -> [Member] {
    var found: Set<Member> = []
    func visit(_ expression: CheckedExpression) {
      expression.walk { node in
        if case .member(let base, let member) = node.kind, case .chosenItem = base.kind, member != .title {
          found.insert(member)
        }
        return .visitChildren
      }
    }
    func visit(_ statements: [CheckedStatement]) {
      for statement in statements {
        switch statement.kind {
        case .assignment(_, _, let value): visit(value)
        case .ifElse(let condition, let then, let otherwise):
          visit(condition)
          visit(then)
          visit(otherwise ?? [])
        case .emit(_, let arguments): arguments.forEach(visit)
        case .announce(let text): visit(text)
        default: break
        }
      }
    }
    visit(statements)
    return found.sorted { $0.rawValue < $1.rawValue }
  }

  /// What `member` of action `item` is once it is chosen: an action of a group is selected; another as its
  /// binding or mark says; its other members, as its bindings give them (a text nothing binds is empty).
  func chosenValue(_ member: Member, of item: Int, _ log: inout ExportLog) -> String {
    let action = menu.menu.items[item]
    if member == .selected, action.radioGroup != nil || action.modifiers.contains(.selected) { return "true" }
    if member == .enabled, action.modifiers.contains(.disabled) { return "false" }
    guard let property = Property(rawValue: member.rawValue),
      let binding = action.bindings.last(where: { $0.property == property })
    else { return member == .selected ? "false" : member == .enabled ? "true" : "\"\"" }
    return model.expressions.swift(binding.value, in: model.scope, &log)
  }

  /// `func moreSortByDateChosen()`: the group's selection, the action's handler, then the shared ones.
  func chosen(_ item: Int, into source: inout SwiftSource, _ log: inout ExportLog) {
    let action = menu.menu.items[item]
    let title = "\"" + SwiftLiterals.escaped(action.title) + "\""
    var statements = StatementExport(
      program: program, expressions: model.expressions, model: model, chosenItem: title)
    for member in Self.itemMembers(read: action.selectHandler ?? []) {
      statements.scope.chosenItemMembers[member] = chosenValue(member, of: item, &log)
    }
    source.line()
    source.block("func \(menu.chosen(item))()") { body in
      if let group = action.radioGroup { body.line("\(menu.selection(of: group)) = \(menu.selectionValue(item))") }
      statements.writeHandler(action.selectHandler ?? [], into: &body, &log)
      let owners = menu.ancestors(of: item).filter { menu.menu.items[$0].selectHandler != nil }
      let handlers =
        owners.map { (menu.shared($0), menu.menu.items[$0].selectHandler ?? []) }
        + (menu.menu.selectHandler.map { [(menu.shared(nil), $0)] } ?? [])
      for (name, handler) in handlers {
        let arguments = Self.itemMembers(read: handler).map {
          "\(Self.parameter($0)): \(chosenValue($0, of: item, &log))"
        }
        body.line("\(name)(item: \(([title] + arguments).joined(separator: ", ")))")
      }
    }
  }
}
