import DialLexer

// Statements and events (docs/language.md §11), at the top level and in handlers.
extension CheckPass {
  mutating func checkStatements(_ statements: [Statement]) -> [CheckedStatement] {
    statements.compactMap { checkStatement($0) }
  }

  mutating func checkStatement(_ statement: Statement) -> CheckedStatement? {
    let kind: CheckedStatementKind?
    switch statement.kind {
    case .event(let verb, let target):
      kind = eventTarget(verb, target).map { .event(verb, $0) }
    case .assignment(let name, let op, let value):
      kind = checkAssignment(name, op, value)
    case .ifElse(let ifElse):
      kind = checkIf(ifElse)
    case .expect(let condition):
      kind = checkValue(condition, as: .bool, inComponent: inTapHandler) { found in
        CheckerDiagnostics.expectType(found: found, at: condition.range)
      }.map { .expect($0) }
    case .print(let value):
      kind = check(value, expecting: nil, inComponent: inTapHandler).flatMap { isValue($0) ? .print($0) : nil }
    case .focus(let target):
      kind = focusTarget(target).map { .focus($0) }
    case .activate:
      kind = .activate
    }
    return kind.map { CheckedStatement($0, statement.range) }
  }

  mutating func checkIf(_ statement: IfStatement) -> CheckedStatementKind? {
    let condition = checkCondition(statement.condition, "if", inComponent: inTapHandler)
    let thenBody = checkStatements(statement.thenBody)
    let elseBody = statement.elseBody.map { checkStatements($0) }
    return condition.map { .ifElse(condition: $0, then: thenBody, otherwise: elseBody) }
  }

  // MARK: - Assignments

  /// `x = e`, `x += e`, `x -= e`: to variables and the built-ins only (docs/language.md §11).
  mutating func checkAssignment(_ name: Identifier, _ op: AssignmentOperator, _ value: Expression)
    -> CheckedStatementKind?
  {
    guard let (target, type) = assignmentTarget(name) else { return nil }
    if op != .assign && !(type.isNumber || (op == .add && type == .string)) {
      report(CheckerDiagnostics.compoundAssignment(op, found: type, at: name.range))
      return nil
    }
    let checked = checkValue(value, as: type, inComponent: inTapHandler) { found in
      CheckerDiagnostics.assignmentType(name.name, target: type, found: found, at: value.range)
    }
    return checked.map { .assignment(target, op, $0) }
  }

  mutating func assignmentTarget(_ name: Identifier) -> (AssignmentTarget, DialType)? {
    if let symbol = program.symbol(named: name.name) {
      guard case .variable(let index) = symbol.kind else {
        report(CheckerDiagnostics.notAssignable(name.name, kind: symbol.kind.word, at: name.range))
        return nil
      }
      return variableType(index).map { (.variable(index), $0) }
    }
    if let builtin = BuiltinVariable(rawValue: name.name) { return (.builtin(builtin), builtin.type) }
    let symbols = program.symbols
    let hint = suggestion(for: name.name, among: CheckPass.assignableNames(symbols))
    report(CheckerDiagnostics.unknownName(name.name, suggestion: hint, at: name.range))
    return nil
  }

  /// The names an assignment may write, for suggestions.
  static func assignableNames(_ symbols: [Symbol]) -> [String] {
    names(in: symbols) { if case .variable = $0 { true } else { false } } + BuiltinVariable.allCases.map(\.rawValue)
  }

  // MARK: - Events

  /// What an event acts on: buttons for taps, actions for `select`, menus for `open`/`close`.
  mutating func eventTarget(_ verb: EventVerb, _ target: Expression) -> EventTarget? {
    guard let checked = check(target, expecting: nil, inComponent: inTapHandler) else { return nil }
    switch (verb, checked.kind) {
    case (.tap, .reference(.button(let index))), (.press, .reference(.button(let index))),
      (.release, .reference(.button(let index))), (.cancel, .reference(.button(let index))):
      return .button(index)
    case (.select, .reference(.item(let item))) where checked.type == .menuItem:
      return .item(item, through: pathButton(target))
    case (.open, .reference(.menu(let menu))), (.close, .reference(.menu(let menu))):
      return .menu(menu)
    case (.open, .reference(.item(let item))) where checked.type == .submenu,
      (.close, .reference(.item(let item))) where checked.type == .submenu:
      return .item(item, through: pathButton(target))
    case (.open, .reference(.button(let index))) where program.buttons[index].menu != nil,
      (.close, .reference(.button(let index))) where program.buttons[index].menu != nil,
      (.longPress, .reference(.button(let index))) where program.buttons[index].menu != nil:
      return .button(index)
    default:
      let needs: String
      switch verb {
      case .tap, .press, .release, .cancel: needs = "a button"
      case .select: needs = "a menu action"
      case .open, .close: needs = "a menu, a submenu or a button with a menu"
      case .longPress: needs = "a button with a menu"
      }
      report(
        CheckerDiagnostics.invalidEventTarget(
          verb.rawValue, needs: needs, found: describe(checked),
          at: target.range))
      return nil
    }
  }

  /// The button an item path starts from (`b` in `b["Sort By"]["Date"]`), or nil when it starts from a
  /// menu's own name. Called on a path that has checked, so its start checks again without diagnostics.
  mutating func pathButton(_ path: Expression) -> Int? {
    var start = path
    while true {
      switch start.kind {
      case .subscriptItem(let base, _), .parenthesized(let base): start = base
      default:
        guard start != path, let checked = check(start, expecting: nil, inComponent: inTapHandler),
          case .reference(.button(let index)) = checked.kind
        else { return nil }
        return index
      }
    }
  }

  mutating func focusTarget(_ target: FocusTarget) -> CheckedFocusTarget? {
    switch target {
    case .first: return .first
    case .next: return .next
    case .previous: return .previous
    case .element(let element):
      guard let checked = check(element, expecting: nil, inComponent: inTapHandler) else { return nil }
      switch checked.kind {
      case .reference(.button(let index)): return .button(index)
      case .reference(.headerTitle(let header)): return .headerTitle(header)
      case .reference(.item(let item)): return .item(item)
      default:
        report(
          CheckerDiagnostics.invalidEventTarget(
            "focus", needs: "a button, a header title or a menu item",
            found: describe(checked), at: element.range))
        return nil
      }
    }
  }

  /// Names what an expression is, for messages: `button 'b'`, `submenu "Sort By"`, `a value of type Int`.
  func describe(_ expression: CheckedExpression) -> String {
    switch expression.kind {
    case .reference(.button(let index)):
      let button = program.buttons[index]
      return button.menu == nil ? "button '\(button.name)' without a menu" : "button '\(button.name)'"
    case .reference(.menu(let menu)):
      if case .declaration(let name) = program.menus[menu].owner { return "menu '\(name)'" }
      return "a menu"
    case .reference(.item(let item)):
      return "\(expression.type.displayName) \"\(program.menus[item.menu].items[item.item].title)\""
    case .reference(.header(let header)):
      return "header '\(program.headers[header].name)'"
    case .reference(.headerTitle(let header)):
      return "the title of header '\(program.headers[header].name)'"
    default:
      return "a value of type \(expression.type.displayName)"
    }
  }
}
