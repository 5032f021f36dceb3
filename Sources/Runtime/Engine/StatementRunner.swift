import DialChecker
import DialLexer
import DialParser

/// Runs statements (docs/language.md §11) inside the current journal: events, assignments, `if`, `expect`,
/// `print`, `focus` and `activate`. `owner` is the button whose handler is running, if any.
enum StatementRunner {
  /// Runs one statement, then settles what it disturbed, so that the next statement (and the transitions)
  /// see its effects.
  static func execute(
    _ statement: CheckedStatement, owner: Int?, in state: inout SessionState, _ journal: inout Journal
  ) throws(RuntimeError) {
    let announced = try apply(statement, owner: owner, in: &state, &journal)
    try Settler.settle(&state, &journal)
    // VoiceOver speaks the newly focused element as it is once settled.
    if let announced {
      EventDispatch.note(.spoke(AccessibilityTree.element(announced, in: state).speech), in: &journal)
    }
  }

  /// What one statement does, before its bindings settle; the element the VoiceOver cursor moved to, if any.
  private static func apply(
    _ statement: CheckedStatement, owner: Int?, in state: inout SessionState, _ journal: inout Journal
  )
    throws(RuntimeError) -> ElementID?
  {
    switch statement.kind {
    case .event(let verb, let target):
      try EventDispatch.perform(verb, on: target, at: statement.range, in: &state, &journal)
    case .assignment(let target, let op, let value):
      try assign(target, op, value, at: statement.range, in: &state, &journal)
    case .ifElse(let condition, let thenBody, let otherwise):
      let test = try Evaluator.evaluate(condition, in: state, owner: ownerState(owner, in: state))
      guard let holds = test.boolValue else { throw .type("Bool", test, at: condition.range) }
      for nested in (holds ? thenBody : otherwise ?? []) { try execute(nested, owner: owner, in: &state, &journal) }
    case .expect(let condition): try expect(condition, owner: owner, at: statement.range, in: &state, &journal)
    case .print(let value):
      let text = try Evaluator.evaluate(value, in: state, owner: ownerState(owner, in: state)).text
      journal.output.append(text)
    case .focus(let target): return try Navigation.moveFocus(target, in: &state, &journal)
    case .activate: try Navigation.activate(at: statement.range, in: &state, &journal)
    case .emit(let event, let arguments):
      var values: [Value] = []
      values.reserveCapacity(arguments.count)
      let context = ownerState(owner, in: state)
      for argument in arguments { values.append(try Evaluator.evaluate(argument, in: state, owner: context)) }
      Writer.writeEmission(event, values, in: &state, &journal)
    case .announce(let text):
      let announced = try Evaluator.evaluate(text, in: state, owner: ownerState(owner, in: state)).text
      Writer.writeAnnouncement(announced, in: &state, &journal)
      EventDispatch.note(.announced(announced), in: &journal)
    }
    return nil
  }

  /// The button whose handler runs, with its state, for expressions that read `enabled`, `selected`, ….
  static func ownerState(_ owner: Int?, in state: SessionState) -> Owner? {
    owner.map { Owner(index: $0, state: state.buttons[$0]) }
  }

  /// `v = e`, `v += e`, `v -= e`, on a variable or a built-in.
  static func assign(
    _ target: AssignmentTarget, _ op: AssignmentOperator, _ expression: CheckedExpression, at range: SourceRange,
    in state: inout SessionState, _ journal: inout Journal
  ) throws(RuntimeError) {
    var value = try Evaluator.evaluate(expression, in: state)
    if op != .assign {
      let current = read(target, in: state)
      value = try Arithmetic.arithmetic(op == .add ? .add : .subtract, current, value, at: range)
    }
    switch target {
    case .variable(let index):
      // An Int assigned to a Double variable is widened (the checker allows it).
      if case .double = state.variables[index], let number = value.doubleValue { value = .double(number) }
      let unchanged = state.variables[index] == value
      Writer.writeVariable(index, value, in: &state, &journal)
      journal.writes.append((index, range))
      // As setting `children[i].state = .on` in UIKit selects every time it runs, an assignment re-applies the
      // `selected:` bindings that read the variable even when its value stays the same.
      if unchanged { Writer.markSelectedReaders(of: .variable(index), in: state, &journal) }
      try SelectionSync.applySelectionBindings(of: index, value, at: range, in: &state, &journal)
    case .builtin(.textSize):
      guard let size = value.enumValue?.decoded(as: TextSize.self) else { throw .type("TextSize", value, at: range) }
      Writer.writeTextSize(size, in: &state, &journal)
    case .builtin(.screenWidth):
      guard let width = value.doubleValue, width > 0, width.isFinite else {
        throw RuntimeError(.screenWidth(value), at: range)
      }
      Writer.writeScreenWidth(width, in: &state, &journal)
    case .builtin(.iOSVersion):
      guard let version = value.intValue, let release = IOSRelease(version: version) else {
        throw RuntimeError(.iOSVersion(value), at: range)
      }
      Writer.writeIOSRelease(release, in: &state, &journal)
    case .builtin(.lastAnnouncement):
      throw RuntimeError(InternalError("'lastAnnouncement' assigned", at: range))
    }
  }

  /// The current value of an assignment's target (inlined: an outlined call costs an assignment a tenth more).
  @inline(__always)
  static func read(_ target: AssignmentTarget, in state: SessionState) -> Value {
    switch target {
    case .variable(let index): return state.variables[index]
    case .builtin(.textSize): return .enumCase(state.textSize.enumCase)
    case .builtin(.screenWidth): return .double(state.screenWidth)
    case .builtin(.iOSVersion): return .int(Int64(state.iOSRelease.rawValue))
    case .builtin(.lastAnnouncement): return .string(state.hostEvents.lastAnnouncement)
    }
  }

  /// Records whether a Bool holds; for a comparison, also both sides.
  static func expect(
    _ condition: CheckedExpression, owner: Int?, at range: SourceRange, in state: inout SessionState,
    _ journal: inout Journal
  )
    throws(RuntimeError)
  {
    let context = ownerState(owner, in: state)
    let result = try Evaluator.evaluate(condition, in: state, owner: context)
    guard let passed = result.boolValue else { throw .type("Bool", result, at: condition.range) }
    var detail = ""
    if !passed, case .binary(let op, let left, let right) = condition.kind, op.isComparison {
      let lhs = try Evaluator.evaluate(left, in: state, owner: context)
      let rhs = try Evaluator.evaluate(right, in: state, owner: context)
      detail = "left: \(lhs.literal), right: \(rhs.literal)"
    }
    journal.expectations.append(Expectation(passed: passed, range: range, detail: detail))
  }
}
