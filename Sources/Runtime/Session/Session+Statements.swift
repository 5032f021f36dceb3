import DialLexer
import DialParser

// MARK: - Statements (docs/language.md §11)

extension Session {
  /// Runs one statement inside the current journal. `owner` is the button
  /// whose handler is running, if any.
  ///
  /// Bindings settle in two places only: here, when a statement has made its
  /// changes, so that the next statement (and the transitions) see them; and
  /// in ``runHandler(_:owner:at:)``, before a handler's first statement reads
  /// anything. Events and writes only mark what they disturb.
  mutating func execute(_ statement: CheckedStatement, owner: Int?) throws(RuntimeError) {
    let announced = try apply(statement, owner: owner)
    try settle()
    // VoiceOver speaks the newly focused element as it is once settled.
    if let announced { note(.spoke(element(announced).speech)) }
  }

  /// What one statement does, before its bindings settle; the element the VoiceOver cursor moved to, if any.
  private mutating func apply(_ statement: CheckedStatement, owner: Int?) throws(RuntimeError) -> ElementID? {
    switch statement.kind {
    case .event(let verb, let target): try perform(verb, on: target, at: statement.range)
    case .assignment(let target, let op, let value): try assign(target, op, value, at: statement.range)
    case .ifElse(let condition, let thenBody, let otherwise):
      let test = try evaluate(condition, owner: ownerState(owner))
      guard let holds = test.boolValue else { throw .type("Bool", test, at: condition.range) }
      for nested in (holds ? thenBody : otherwise ?? []) { try execute(nested, owner: owner) }
    case .expect(let condition): try expect(condition, owner: owner, at: statement.range)
    case .print(let value):
      let text = try evaluate(value, owner: ownerState(owner)).text
      journal.output.append(text)
    case .focus(let target): return try moveFocus(target)
    case .activate: try activate(at: statement.range)
    }
    return nil
  }

  func ownerState(_ owner: Int?) -> Owner? {
    owner.map { Owner(index: $0, state: buttons[$0]) }
  }

  mutating func assign(
    _ target: AssignmentTarget, _ op: AssignmentOperator, _ expression: CheckedExpression,
    at range: SourceRange
  ) throws(RuntimeError) {
    var value = try evaluate(expression)
    if op != .assign {
      let current = read(target)
      value = try Self.arithmetic(op == .add ? .add : .subtract, current, value, at: range)
    }
    switch target {
    case .variable(let index):
      // An Int assigned to a Double variable is widened (the checker allows it).
      if case .double = variables[index], let number = value.doubleValue { value = .double(number) }
      let unchanged = variables[index] == value
      writeVariable(index, value)
      journal.writes.append((index, range))
      // As setting `children[i].state = .on` in UIKit selects every time it runs, an assignment re-applies the
      // `selected:` bindings that read the variable even when its value stays the same.
      if unchanged { markSelectedReaders(of: .variable(index)) }
      try applySelectionBindings(of: index, value, at: range)
    case .builtin(.textSize):
      guard let size = value.enumValue?.decoded(as: TextSize.self) else { throw .type("TextSize", value, at: range) }
      writeTextSize(size)
    case .builtin(.screenWidth):
      guard let width = value.doubleValue, width > 0, width.isFinite else {
        throw RuntimeError(.screenWidth(value), at: range)
      }
      writeScreenWidth(width)
    }
  }

  func read(_ target: AssignmentTarget) -> Value {
    switch target {
    case .variable(let index): return variables[index]
    case .builtin(.textSize): return .enumCase(textSize.enumCase)
    case .builtin(.screenWidth): return .double(screenWidth)
    }
  }

  /// Records whether a Bool holds; for a comparison, also both sides.
  mutating func expect(_ condition: CheckedExpression, owner: Int?, at range: SourceRange) throws(RuntimeError) {
    let context = ownerState(owner)
    let result = try evaluate(condition, owner: context)
    guard let passed = result.boolValue else { throw .type("Bool", result, at: condition.range) }
    var detail = ""
    if !passed, case .binary(let op, let left, let right) = condition.kind, op.isComparison {
      let lhs = try evaluate(left, owner: context)
      let rhs = try evaluate(right, owner: context)
      detail = "left: \(lhs.literal), right: \(rhs.literal)"
    }
    journal.expectations.append(Expectation(passed: passed, range: range, detail: detail))
  }
}
