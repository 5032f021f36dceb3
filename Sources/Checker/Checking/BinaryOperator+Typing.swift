import DialLexer
import DialParser

// What a binary operator makes of two checked operands (docs/language.md §5): Swift's rules, with Int and
// Double mixing into Double. Rules of the types alone; the expression checker reports when they give nil.
extension BinaryOperator {
  /// `a op b` over checked operands, typed; nil when the operator does not apply to their types.
  func applied(to a: CheckedExpression, _ b: CheckedExpression, _ range: SourceRange) -> CheckedExpression? {
    switch self {
    case .and, .or:
      return a.type == .bool && b.type == .bool ? CheckedExpression(.binary(self, a, b), .bool, range) : nil
    case .equal, .notEqual:
      return equality(a, b, range)
    case .less, .lessEqual, .greater, .greaterEqual:
      return ordering(a, b, range)
    case .add, .subtract, .multiply, .divide, .remainder:
      return arithmetic(a, b, range)
    }
  }

  /// `==`, `!=`: values of one type (numbers mixing), or a `String?` with a String or nil.
  func equality(_ a: CheckedExpression, _ b: CheckedExpression, _ range: SourceRange) -> CheckedExpression? {
    if let (x, y) = CheckedExpression.promoted(a, b) { return CheckedExpression(.binary(self, x, y), .bool, range) }
    let optionalMix =
      (a.type == .optionalString && b.type == .string) || (a.type == .string && b.type == .optionalString)
    guard optionalMix || (a.type == b.type && !a.type.isReference) else { return nil }
    return CheckedExpression(.binary(self, a, b), .bool, range)
  }

  /// `<`, `<=`, `>`, `>=`: numbers, Strings, and text sizes (smallest first).
  func ordering(_ a: CheckedExpression, _ b: CheckedExpression, _ range: SourceRange) -> CheckedExpression? {
    if let (x, y) = CheckedExpression.promoted(a, b) { return CheckedExpression(.binary(self, x, y), .bool, range) }
    guard a.type == b.type else { return nil }
    switch a.type {
    case .string: return CheckedExpression(.binary(self, a, b), .bool, range)
    case .enumeration(let type) where type.isOrdered: return CheckedExpression(.binary(self, a, b), .bool, range)
    default: return nil
    }
  }

  /// `+ - * /` on numbers (Int when both are Ints), `%` on Ints (as in Swift), and `+` on Strings.
  func arithmetic(_ a: CheckedExpression, _ b: CheckedExpression, _ range: SourceRange) -> CheckedExpression? {
    if self == .remainder {
      return a.type == .int && b.type == .int ? CheckedExpression(.binary(self, a, b), .int, range) : nil
    }
    if let (x, y) = CheckedExpression.promoted(a, b) { return CheckedExpression(.binary(self, x, y), x.type, range) }
    guard self == .add, a.type == .string, b.type == .string else { return nil }
    return CheckedExpression(.binary(self, a, b), .string, range)
  }
}
