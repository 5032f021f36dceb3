import DialLexer
import DialParser

// Insets (docs/language.md §6): `contentInsets` is a Number for all four edges, `(top, leading, bottom,
// trailing)`, or an expression of insets.
extension ExpressionChecker {
  /// A value of `contentInsets`: a Number, a tuple of four, or an expression of insets
  /// (`compact ? (4, 8, 4, 8) : (14, 20, 14, 20)`, another button's `.contentInsets`).
  func checkInsets(_ expression: Expression, in context: inout CheckContext) -> CheckedExpression? {
    if case .tuple(let elements) = expression.kind {
      return checkInsetsTuple(elements, expression.range, in: &context)
    }
    if case .enumCase = expression.withoutParentheses.kind {
      // Reported as a Number that is missing, the common case.
      _ = checkInsetValue(expression, in: &context)
      return nil
    }
    guard let checked = check(expression, expecting: .insets, in: &context) else { return nil }
    if checked.type == .insets { return checked }
    guard let value = checked.converted(to: .double) else {
      context.report(
        CheckerDiagnostics.propertyType(
          Property.contentInsets.rawValue, expected: .double, found: checked.type.displayName, at: expression.range))
      return nil
    }
    return CheckedExpression(
      .insets(top: value, leading: value, bottom: value, trailing: value), .insets, checked.range)
  }

  /// `(top, leading, bottom, trailing)`: four Numbers.
  func checkInsetsTuple(_ elements: [Expression], _ range: SourceRange, in context: inout CheckContext)
    -> CheckedExpression?
  {
    guard elements.count == 4 else {
      context.report(CheckerDiagnostics.insetsCount(elements.count, at: range))
      return nil
    }
    let values = elements.map { checkInsetValue($0, in: &context) }
    guard let top = values[0], let leading = values[1], let bottom = values[2], let trailing = values[3] else {
      return nil
    }
    return CheckedExpression(.insets(top: top, leading: leading, bottom: bottom, trailing: trailing), .insets, range)
  }

  /// One inset: a Number, as a Double.
  func checkInsetValue(_ expression: Expression, in context: inout CheckContext) -> CheckedExpression? {
    checkValue(expression, as: .double, in: &context) { found in
      CheckerDiagnostics.propertyType(
        Property.contentInsets.rawValue, expected: .double, found: found,
        at: expression.range)
    }
  }
}
