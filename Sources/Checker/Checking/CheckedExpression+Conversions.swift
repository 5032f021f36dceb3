import DialLexer
import DialParser

// The implicit conversions of docs/language.md §5 made explicit, and the folding of literal values: rules of
// the types alone, which report nothing (the expression checker reports when they give nil).
extension CheckedExpression {
  /// The expression as a `type`, with the implicit conversions of ``DialType/accepts(_:)`` made explicit;
  /// nil when `type` does not accept it.
  func converted(to type: DialType) -> CheckedExpression? {
    if self.type == type { return self }
    guard type.accepts(self.type) else { return nil }
    switch type {
    case .double:
      return CheckedExpression(.toDouble(self), .double, range)
    case .font:
      return asFont
    case .insets:
      guard let edge = converted(to: .double) else { return nil }
      return CheckedExpression(.insets(top: edge, leading: edge, bottom: edge, trailing: edge), .insets, range)
    default:
      return CheckedExpression(kind, type, range)
    }
  }

  /// A text style where a Font is expected: a constant font for a literal style.
  var asFont: CheckedExpression {
    if case .constant(.enumCase(let value)) = kind, let style = value.decoded(as: TextStyle.self) {
      return CheckedExpression(.constant(.font(.style(style))), .font, range)
    }
    return CheckedExpression(.styleFont(self), .font, range)
  }

  /// A literal number, possibly converted to Double or negated; nil for anything computed.
  var literalNumber: Double? {
    switch kind {
    case .constant(.int(let number)): return Double(number)
    case .constant(.double(let number)): return number
    case .toDouble(let inner): return inner.literalNumber
    case .negate(let inner): return inner.literalNumber.map { -$0 }
    default: return nil
    }
  }

  /// Two numbers of one type: Ints stay Ints; mixed with a Double, an Int becomes a Double.
  static func promoted(_ a: CheckedExpression, _ b: CheckedExpression) -> (CheckedExpression, CheckedExpression)? {
    guard a.type.isNumber, b.type.isNumber else { return nil }
    if a.type == b.type { return (a, b) }
    guard let x = a.converted(to: .double), let y = b.converted(to: .double) else { return nil }
    return (x, y)
  }

  /// The branches of `?:` made one type: equal, numbers mixed to Double, or a String with a `String?`.
  static func unifiedBranches(_ a: CheckedExpression, _ b: CheckedExpression) -> (
    CheckedExpression, CheckedExpression
  )? {
    if a.type == b.type { return (a, b) }
    if let pair = promoted(a, b) { return pair }
    guard let x = a.converted(to: .optionalString), let y = b.converted(to: .optionalString) else { return nil }
    return (x, y)
  }

  /// A system font: a constant when its parts are, else an expression the runtime evaluates.
  static func systemFont(
    size: CheckedExpression, weight: CheckedExpression, relativeTo: CheckedExpression?, _ range: SourceRange
  ) -> CheckedExpression {
    if case .constant(.double(let points)) = size.kind, case .constant(.enumCase(let weightCase)) = weight.kind,
      let fontWeight = weightCase.decoded(as: FontWeight.self)
    {
      switch relativeTo?.kind {
      case nil:
        return CheckedExpression(
          .constant(.font(.system(size: points, weight: fontWeight, relativeTo: nil))), .font, range)
      case .constant(.enumCase(let styleCase))?:
        if let style = styleCase.decoded(as: TextStyle.self) {
          return CheckedExpression(
            .constant(.font(.system(size: points, weight: fontWeight, relativeTo: style))), .font, range)
        }
      default: break
      }
    }
    return CheckedExpression(.systemFont(size: size, weight: weight, relativeTo: relativeTo), .font, range)
  }
}
