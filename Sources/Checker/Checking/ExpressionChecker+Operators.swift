import DialLexer
import DialParser

// Operators (docs/language.md §5): the operands checked here, their types combined by the operators' rules
// (`BinaryOperator+Typing.swift`).
extension ExpressionChecker {
  /// `!x` on a Bool, `-x` on a number.
  func checkUnary(_ op: UnaryOperator, _ operand: Expression, _ range: SourceRange, in context: inout CheckContext)
    -> CheckedExpression?
  {
    guard let value = check(operand, expecting: nil, in: &context) else { return nil }
    switch op {
    case .not where value.type == .bool:
      return CheckedExpression(.not(value), .bool, range)
    case .negate where value.type.isNumber:
      return CheckedExpression(.negate(value), value.type, range)
    default:
      context.report(CheckerDiagnostics.unaryOperand(op, value.type, at: range))
      return nil
    }
  }

  /// `a op b`: both operands checked, then typed by the operator's rules.
  func checkBinary(
    _ op: BinaryOperator, _ left: Expression, _ right: Expression, _ range: SourceRange,
    in context: inout CheckContext
  ) -> CheckedExpression? {
    // `a < b < c` parses (after the parser reports it) as a comparison of a comparison; stay quiet.
    if op.isComparison, case .binary(let inner, _, _) = left.kind, inner.isComparison { return nil }
    guard let (a, b) = checkOperands(left, right, in: &context) else { return nil }
    let result = op.applied(to: a, b, range)
    if result == nil { context.report(CheckerDiagnostics.binaryOperands(op, a.type, b.type, at: range)) }
    if op.isComparison { Self.noteCountComparison(a, b, in: &context) }
    return result
  }

  /// Notes a host event's count compared with an Int constant (`checkoutRequested.emitted <= 1`, either way
  /// round), for ``CheckedEvent/countBound``.
  static func noteCountComparison(_ a: CheckedExpression, _ b: CheckedExpression, in context: inout CheckContext) {
    let pair: (Int, Int64)
    switch (a.kind, b.kind) {
    case (.emissionCount(let event), .constant(.int(let value))),
      (.constant(.int(let value)), .emissionCount(let event)):
      pair = (event, value)
    default: return
    }
    context.countReads[pair.0, default: .init()].comparedWithConstant += 1
    context.countReads[pair.0, default: .init()].largestConstant = max(
      context.countReads[pair.0, default: .init()].largestConstant, pair.1)
  }

  /// Checks both operands; one that needs context (`.large`, `nil`) is typed by the other.
  func checkOperands(_ left: Expression, _ right: Expression, in context: inout CheckContext)
    -> (CheckedExpression, CheckedExpression)?
  {
    if Self.needsContext(left) && !Self.needsContext(right) {
      guard let b = check(right, expecting: nil, in: &context),
        let a = check(left, expecting: b.type, in: &context)
      else { return nil }
      return (a, b)
    }
    guard let a = check(left, expecting: nil, in: &context),
      let b = check(right, expecting: a.type, in: &context)
    else { return nil }
    return (a, b)
  }

  /// `c ? a : b`: a Bool condition, and branches of one type, typed by the context when there is one.
  func checkTernary(
    _ condition: Expression, _ whenTrue: Expression, _ whenFalse: Expression, _ range: SourceRange,
    expecting: DialType?, in context: inout CheckContext
  ) -> CheckedExpression? {
    let test = checkCondition(condition, "?:", in: &context)
    let branches: (CheckedExpression, CheckedExpression)?
    if let expecting {
      let a = check(whenTrue, expecting: expecting, in: &context)
      let b = check(whenFalse, expecting: expecting, in: &context)
      branches = a.flatMap { a in b.map { (a, $0) } }
    } else {
      branches = checkOperands(whenTrue, whenFalse, in: &context)
    }
    guard let test, let (a, b) = branches, Self.isValue(a, in: &context), Self.isValue(b, in: &context) else {
      return nil
    }
    guard let (x, y) = CheckedExpression.unifiedBranches(a, b) else {
      context.report(CheckerDiagnostics.branchMismatch(a.type, b.type, at: range))
      return nil
    }
    return CheckedExpression(.ternary(test, x, y), x.type, range)
  }
}
