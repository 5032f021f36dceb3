import DialLexer
import DialParser

/// Checks statements and events (docs/language.md §11), at the top level and in handlers.
///
/// It holds where the statements stand, which decides what their expressions may name; the program and the
/// diagnostics are lent to each call (``CheckContext``).
struct StatementChecker {
  /// Whether the statements are a button's `on tap`, where its own states can be named.
  var inTapHandler = false
  /// Whether the statements are an `on select`, where `item` names the chosen action.
  var inSelectHandler = false

  /// How the statements' expressions are checked: with the button's states in a tap handler, and `item` in a
  /// select handler.
  var expressions: ExpressionChecker {
    ExpressionChecker(inComponent: inTapHandler, inSelectHandler: inSelectHandler)
  }

  /// The statements that check, in order; the others are reported and left out.
  func check(_ statements: [Statement], in context: inout CheckContext) -> [CheckedStatement] {
    statements.compactMap { check($0, in: &context) }
  }

  /// One statement, or nil after reporting it wrong.
  func check(_ statement: Statement, in context: inout CheckContext) -> CheckedStatement? {
    let kind: CheckedStatementKind?
    switch statement.kind {
    case .event(let verb, let target):
      kind = eventTarget(verb, target, in: &context).map { .event(verb, $0) }
    case .assignment(let name, let op, let value):
      kind = checkAssignment(name, op, value, in: &context)
    case .ifElse(let ifElse):
      kind = checkIf(ifElse, in: &context)
    case .expect(let condition):
      kind = expressions.checkValue(condition, as: .bool, in: &context) { found in
        CheckerDiagnostics.expectType(found: found, at: condition.range)
      }.map { .expect($0) }
    case .print(let value):
      kind = expressions.check(value, expecting: nil, in: &context).flatMap {
        ExpressionChecker.isValue($0, in: &context) ? .print($0) : nil
      }
    case .focus(let target):
      kind = focusTarget(target, in: &context).map { .focus($0) }
    case .activate:
      kind = .activate
    case .emit(let name, let arguments):
      kind = checkEmit(name, arguments, statement.range, in: &context)
    case .announce(let text):
      kind = expressions.checkValue(text, as: .string, in: &context) { found in
        HostDiagnostics.announcementType(found: found, at: text.range)
      }.map { .announce($0) }
    }
    return kind.map { CheckedStatement($0, statement.range) }
  }

  /// `if c { … } else { … }`: both branches are checked even when the condition is wrong.
  func checkIf(_ statement: IfStatement, in context: inout CheckContext) -> CheckedStatementKind? {
    let condition = expressions.checkCondition(statement.condition, "if", in: &context)
    let thenBody = check(statement.thenBody, in: &context)
    let elseBody = statement.elseBody.map { check($0, in: &context) }
    return condition.map { .ifElse(condition: $0, then: thenBody, otherwise: elseBody) }
  }

  // MARK: - Assignments

  /// `x = e`, `x += e`, `x -= e`: to variables and the built-ins only (docs/language.md §11).
  func checkAssignment(
    _ name: Identifier, _ op: AssignmentOperator, _ value: Expression, in context: inout CheckContext
  ) -> CheckedStatementKind? {
    guard let (target, type) = Self.assignmentTarget(name, in: &context) else { return nil }
    if op != .assign && !(type.isNumber || (op == .add && type == .string)) {
      context.report(CheckerDiagnostics.compoundAssignment(op, found: type, at: name.range))
      return nil
    }
    let checked = expressions.checkValue(value, as: type, in: &context) { found in
      CheckerDiagnostics.assignmentType(name.name, target: type, found: found, at: value.range)
    }
    return checked.map { .assignment(target, op, $0) }
  }

  /// What an assignment writes: a variable, once typed, or a built-in; nil after reporting anything else.
  static func assignmentTarget(_ name: Identifier, in context: inout CheckContext) -> (AssignmentTarget, DialType)? {
    if let symbol = context.program.symbol(named: name.name) {
      guard case .variable(let index) = symbol.kind else {
        context.report(CheckerDiagnostics.notAssignable(name.name, kind: symbol.kind.word, at: name.range))
        return nil
      }
      return context.variableType(index).map { (.variable(index), $0) }
    }
    if let builtin = BuiltinVariable(rawValue: name.name) {
      guard builtin.isAssignable else {
        context.report(HostDiagnostics.readOnlyBuiltin(name.name, at: name.range))
        return nil
      }
      return (.builtin(builtin), builtin.type)
    }
    let symbols = context.program.symbols
    let hint = context.suggestion(for: name.name, among: assignableNames(symbols))
    context.report(CheckerDiagnostics.unknownName(name.name, suggestion: hint, at: name.range))
    return nil
  }

  /// The names an assignment may write, for suggestions.
  static func assignableNames(_ symbols: [Symbol]) -> [String] {
    Suggestions.names(in: symbols) { if case .variable = $0 { true } else { false } }
      + BuiltinVariable.allCases.filter(\.isAssignable).map(\.rawValue)
  }

  // MARK: - Host events and announcements

  /// `emit name(label: value, …)`: a declared host event, its arguments by label and in order.
  func checkEmit(_ name: Identifier, _ arguments: [Argument], _ range: SourceRange, in context: inout CheckContext)
    -> CheckedStatementKind?
  {
    guard let symbol = context.program.symbol(named: name.name) else {
      let events = context.program.events.map(\.name)
      let hint = context.suggestion(for: name.name, among: events)
      context.report(HostDiagnostics.unknownHostEvent(name.name, suggestion: hint, at: name.range))
      return nil
    }
    guard case .event(let index) = symbol.kind else {
      context.report(HostDiagnostics.notAHostEvent(name.name, kind: symbol.kind.word, at: name.range))
      return nil
    }
    let event = context.program.events[index]
    return expressions.checkArguments(arguments, of: event.name, isEvent: true, event.parameters, range, in: &context)
      .map {
        .emit(index, $0)
      }
  }

  // MARK: - Events

  /// What an event acts on: buttons for taps, actions for `select`, menus for `open`/`close`.
  func eventTarget(_ verb: EventVerb, _ target: Expression, in context: inout CheckContext) -> EventTarget? {
    guard let checked = expressions.check(target, expecting: nil, in: &context) else { return nil }
    let buttons = context.program.buttons
    switch (verb.target, checked.kind) {
    case (.button, .reference(.button(let index))): return .button(index)
    case (.buttonWithMenu, .reference(.button(let index))) where buttons[index].menu != nil,
      (.presenter, .reference(.button(let index))) where buttons[index].menu != nil:
      return .button(index)
    case (.presenter, .reference(.menu(let menu))): return .menu(menu)
    case (.presenter, .reference(.item(let item))) where checked.type == .submenu,
      (.action, .reference(.item(let item))) where checked.type == .menuItem:
      return .item(item, through: pathButton(target, in: &context))
    default:
      context.report(
        CheckerDiagnostics.invalidEventTarget(
          verb.rawValue, needs: verb.target.description, found: Self.describe(checked, in: context.program),
          at: target.range))
      return nil
    }
  }

  /// The button an item path starts from (`b` in `b["Sort By"]["Date"]`), or nil when it starts from a
  /// menu's own name. Called on a path that has checked, so its start checks again without diagnostics.
  func pathButton(_ path: Expression, in context: inout CheckContext) -> Int? {
    var start = path
    while true {
      switch start.kind {
      case .subscriptItem(let base, _), .parenthesized(let base): start = base
      default:
        guard start != path, let checked = expressions.check(start, expecting: nil, in: &context),
          case .reference(.button(let index)) = checked.kind
        else { return nil }
        return index
      }
    }
  }

  /// Where `focus` moves: first, next, previous, or a button, header title or menu item.
  func focusTarget(_ target: FocusTarget, in context: inout CheckContext) -> CheckedFocusTarget? {
    switch target {
    case .first: return .first
    case .next: return .next
    case .previous: return .previous
    case .element(let element):
      guard let checked = expressions.check(element, expecting: nil, in: &context) else { return nil }
      switch checked.kind {
      case .reference(.button(let index)): return .button(index)
      case .reference(.headerTitle(let header)): return .headerTitle(header)
      case .reference(.item(let item)): return .item(item)
      default:
        context.report(
          CheckerDiagnostics.invalidEventTarget(
            "focus", needs: "a button, a header title or a menu item",
            found: Self.describe(checked, in: context.program), at: element.range))
        return nil
      }
    }
  }

  /// Names what an expression is, for messages: `button 'b'`, `submenu "Sort By"`, `a value of type Int`.
  static func describe(_ expression: CheckedExpression, in program: CheckedProgram) -> String {
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
