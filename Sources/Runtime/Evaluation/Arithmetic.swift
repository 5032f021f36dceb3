import DialChecker
import DialLexer
import DialParser

/// Dial's operators on values (docs/language.md §5): Swift's semantics, with overflow and division by zero as
/// runtime errors instead of traps. Pure functions of their operands.
enum Arithmetic {
  /// Equality across Int and Double compares numbers; a selection (`String?`) equals its text.
  static func equal(_ lhs: Value, _ rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.int(let a), .double(let b)): return Double(a) == b
    case (.double(let a), .int(let b)): return a == Double(b)
    default: return lhs == rhs
    }
  }

  /// `<`, `<=`, `>`, `>=` on numbers, strings and enum cases (by declaration order).
  static func compare(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at range: SourceRange) throws(RuntimeError)
    -> Bool
  {
    let order: Int
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): order = a < b ? -1 : a == b ? 0 : 1
    case (.string(let a), .string(let b)): order = a < b ? -1 : a == b ? 0 : 1
    case (.enumCase(let a), .enumCase(let b)): order = a.index < b.index ? -1 : a.index == b.index ? 0 : 1
    default:
      guard let a = lhs.doubleValue, let b = rhs.doubleValue else { throw .type("Number", lhs, at: range) }
      order = a < b ? -1 : a == b ? 0 : 1
    }
    switch op {
    case .less: return order < 0
    case .lessEqual: return order <= 0
    case .greater: return order > 0
    default: return order >= 0
    }
  }

  /// `+ - * / %` on Ints, Doubles (an Int with a Double is a Double) and `+` on Strings.
  static func arithmetic(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at range: SourceRange)
    throws(RuntimeError) -> Value
  {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)): return .int(try integer(op, a, b, at: range))
    case (.string(let a), .string(let b)) where op == .add: return .string(a + b)
    default:
      guard let a = lhs.doubleValue, let b = rhs.doubleValue else { throw .type("Number", lhs, at: range) }
      return .double(try double(op, a, b, at: range))
    }
  }

  /// Double arithmetic: `+ - * /`. A result that is not finite is an overflow, as for Int: infinities and NaN never
  /// enter the state (NaN would not even equal itself, so no snapshot would equal the state it was taken of).
  /// Never inlined, nor is ``integer(_:_:_:at:)``: so ``arithmetic(_:_:_:at:)`` stays small enough to be
  /// inlined where a compound assignment computes (push taps).
  @inline(never)
  static func double(_ op: BinaryOperator, _ a: Double, _ b: Double, at range: SourceRange) throws(RuntimeError)
    -> Double
  {
    let result: Double
    switch op {
    case .add: result = a + b
    case .subtract: result = a - b
    case .multiply: result = a * b
    case .divide:
      if b == 0 { throw RuntimeError(.divisionByZero, at: range) }
      result = a / b
    // `%` on a Double is a type error (docs/language.md §5), so the checker lets no other operator through.
    default: throw RuntimeError(InternalError("'\(op.rawValue)' is not Double arithmetic", at: range))
    }
    guard result.isFinite else { throw RuntimeError(.numberOverflow(a, op, b), at: range) }
    return result
  }

  /// Int arithmetic, an overflow or a division by zero reported rather than trapped.
  @inline(never)
  static func integer(_ op: BinaryOperator, _ a: Int64, _ b: Int64, at range: SourceRange) throws(RuntimeError)
    -> Int64
  {
    let result: (partialValue: Int64, overflow: Bool)
    switch op {
    case .add: result = a.addingReportingOverflow(b)
    case .subtract: result = a.subtractingReportingOverflow(b)
    case .multiply: result = a.multipliedReportingOverflow(by: b)
    case .divide, .remainder:
      if b == 0 { throw RuntimeError(.divisionByZero, at: range) }
      result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
    default: throw RuntimeError(InternalError("'\(op.rawValue)' is not arithmetic", at: range))
    }
    if result.overflow { throw RuntimeError(.integerOverflow(a, op, b), at: range) }
    return result.partialValue
  }

  /// `-x`: the one Int whose negation does not fit is an overflow.
  static func negate(_ value: Value, at range: SourceRange) throws(RuntimeError) -> Value {
    switch value {
    case .int(let number):
      let (result, overflow) = Int64(0).subtractingReportingOverflow(number)
      if overflow { throw RuntimeError(.negationOverflow(number), at: range) }
      return .int(result)
    case .double(let number): return .double(-number)
    default: throw .type("Number", value, at: range)
    }
  }
}
