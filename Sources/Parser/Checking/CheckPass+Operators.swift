import DialLexer

// Operators (docs/language.md §5): Swift's rules, with Int and Double mixing into Double.
extension CheckPass {
  mutating func checkUnary(_ op: UnaryOperator, _ operand: Expression, _ range: SourceRange, inComponent: Bool)
    -> CheckedExpression?
  {
    guard let value = check(operand, expecting: nil, inComponent: inComponent) else { return nil }
    switch op {
    case .not where value.type == .bool:
      return CheckedExpression(.not(value), .bool, range)
    case .negate where value.type.isNumber:
      return CheckedExpression(.negate(value), value.type, range)
    default:
      report(CheckerDiagnostics.unaryOperand(op, value.type, at: range))
      return nil
    }
  }

  mutating func checkBinary(
    _ op: BinaryOperator, _ left: Expression, _ right: Expression, _ range: SourceRange, inComponent: Bool
  ) -> CheckedExpression? {
    // `a < b < c` parses (after the parser reports it) as a comparison of a comparison; stay quiet.
    if op.isComparison, case .binary(let inner, _, _) = left.kind, inner.isComparison { return nil }
    guard let (a, b) = checkOperands(left, right, inComponent: inComponent) else { return nil }
    let result: CheckedExpression?
    switch op {
    case .and, .or:
      result = a.type == .bool && b.type == .bool ? CheckedExpression(.binary(op, a, b), .bool, range) : nil
    case .equal, .notEqual:
      result = equality(op, a, b, range)
    case .less, .lessEqual, .greater, .greaterEqual:
      result = ordering(op, a, b, range)
    case .add, .subtract, .multiply, .divide, .remainder:
      result = arithmetic(op, a, b, range)
    }
    if result == nil { report(CheckerDiagnostics.binaryOperands(op, a.type, b.type, at: range)) }
    return result
  }

  /// Checks both operands; one that needs context (`.large`, `nil`) is typed by the other.
  mutating func checkOperands(_ left: Expression, _ right: Expression, inComponent: Bool)
    -> (CheckedExpression, CheckedExpression)?
  {
    if needsContext(left) && !needsContext(right) {
      guard let b = check(right, expecting: nil, inComponent: inComponent),
        let a = check(left, expecting: b.type, inComponent: inComponent)
      else { return nil }
      return (a, b)
    }
    guard let a = check(left, expecting: nil, inComponent: inComponent),
      let b = check(right, expecting: a.type, inComponent: inComponent)
    else { return nil }
    return (a, b)
  }

  /// `==`, `!=`: values of one type (numbers mixing), or a `String?` with a String or nil.
  func equality(_ op: BinaryOperator, _ a: CheckedExpression, _ b: CheckedExpression, _ range: SourceRange)
    -> CheckedExpression?
  {
    if let (x, y) = promoted(a, b) { return CheckedExpression(.binary(op, x, y), .bool, range) }
    let optionalMix =
      (a.type == .optionalString && b.type == .string) || (a.type == .string && b.type == .optionalString)
    guard optionalMix || (a.type == b.type && !a.type.isReference) else { return nil }
    return CheckedExpression(.binary(op, a, b), .bool, range)
  }

  /// `<`, `<=`, `>`, `>=`: numbers, Strings, and text sizes (smallest first).
  func ordering(_ op: BinaryOperator, _ a: CheckedExpression, _ b: CheckedExpression, _ range: SourceRange)
    -> CheckedExpression?
  {
    if let (x, y) = promoted(a, b) { return CheckedExpression(.binary(op, x, y), .bool, range) }
    guard a.type == b.type else { return nil }
    switch a.type {
    case .string: return CheckedExpression(.binary(op, a, b), .bool, range)
    case .enumeration(let type) where type.isOrdered: return CheckedExpression(.binary(op, a, b), .bool, range)
    default: return nil
    }
  }

  /// `+ - * /` on numbers (Int when both are Ints), `%` on Ints (as in Swift), and `+` on Strings.
  func arithmetic(_ op: BinaryOperator, _ a: CheckedExpression, _ b: CheckedExpression, _ range: SourceRange)
    -> CheckedExpression?
  {
    if op == .remainder {
      return a.type == .int && b.type == .int ? CheckedExpression(.binary(op, a, b), .int, range) : nil
    }
    if let (x, y) = promoted(a, b) { return CheckedExpression(.binary(op, x, y), x.type, range) }
    guard op == .add, a.type == .string, b.type == .string else { return nil }
    return CheckedExpression(.binary(op, a, b), .string, range)
  }

  /// Two numbers of one type: Ints stay Ints; mixed with a Double, an Int becomes a Double.
  func promoted(_ a: CheckedExpression, _ b: CheckedExpression) -> (CheckedExpression, CheckedExpression)? {
    guard a.type.isNumber, b.type.isNumber else { return nil }
    if a.type == b.type { return (a, b) }
    guard let x = convert(a, to: .double), let y = convert(b, to: .double) else { return nil }
    return (x, y)
  }

  mutating func checkTernary(
    _ condition: Expression, _ whenTrue: Expression, _ whenFalse: Expression, _ range: SourceRange,
    expecting: DialType?, inComponent: Bool
  ) -> CheckedExpression? {
    let test = checkCondition(condition, "?:", inComponent: inComponent)
    let branches: (CheckedExpression, CheckedExpression)?
    if let expecting {
      let a = check(whenTrue, expecting: expecting, inComponent: inComponent)
      let b = check(whenFalse, expecting: expecting, inComponent: inComponent)
      branches = a.flatMap { a in b.map { (a, $0) } }
    } else {
      branches = checkOperands(whenTrue, whenFalse, inComponent: inComponent)
    }
    guard let test, let (a, b) = branches, isValue(a), isValue(b) else { return nil }
    guard let (x, y) = unifiedBranches(a, b) else {
      report(CheckerDiagnostics.branchMismatch(a.type, b.type, at: range))
      return nil
    }
    return CheckedExpression(.ternary(test, x, y), x.type, range)
  }

  /// The branches of `?:` made one type: equal, numbers mixed to Double, or a String with a `String?`.
  func unifiedBranches(_ a: CheckedExpression, _ b: CheckedExpression) -> (CheckedExpression, CheckedExpression)? {
    if a.type == b.type { return (a, b) }
    if let pair = promoted(a, b) { return pair }
    guard let x = convert(a, to: .optionalString), let y = convert(b, to: .optionalString) else { return nil }
    return (x, y)
  }
}
