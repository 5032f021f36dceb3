import DialLexer
import DialParser

// Fonts (docs/language.md §10): a text style, or `.system(size:weight:relativeTo:)`.
extension ExpressionChecker {
  /// The labels of `.system(…)`, in the order they must be written; `size` alone is required.
  static let systemFontLabels = ["size", "weight", "relativeTo"]

  /// `.system(size: s, weight: w, relativeTo: r)`, folded to a constant when every argument is one.
  func checkSystemFont(_ arguments: [Argument], _ range: SourceRange, in context: inout CheckContext)
    -> CheckedExpression?
  {
    guard let byLabel = Self.fontArgumentsByLabel(arguments, range, in: &context) else { return nil }
    guard let sizeArgument = byLabel[0] else {
      context.report(CheckerDiagnostics.fontArguments("'.system' needs a 'size:'", at: range))
      return nil
    }
    let size = checkFontPart(sizeArgument, as: .double, "size", in: &context)
    // A part left out is fine (nil); a part written wrong (reported) fails the whole font.
    var failed = false
    let weight = byLabel[1].flatMap { argument in
      let part = checkFontPart(argument, as: .enumeration(.fontWeight), "weight", in: &context)
      failed = failed || part == nil
      return part
    }
    let relativeTo = byLabel[2].flatMap { argument in
      let part = checkFontPart(argument, as: .enumeration(.textStyle), "relativeTo", in: &context)
      failed = failed || part == nil
      return part
    }
    guard let size, !failed else { return nil }
    if let points = size.literalNumber, !(points > 0 && points.isFinite) {
      context.report(
        CheckerDiagnostics.invalidValue(
          "a font size", NumberText.plain(points), rule: "a number greater than 0", at: size.range))
      return nil
    }
    let regular = CheckedExpression(.constant(.enumCase(FontWeight.regular.enumCase)), .enumeration(.fontWeight), range)
    return CheckedExpression.systemFont(size: size, weight: weight ?? regular, relativeTo: relativeTo, range)
  }

  /// The arguments by position in ``systemFontLabels``; nil after reporting an unlabelled, unknown, repeated
  /// or misordered one.
  static func fontArgumentsByLabel(_ arguments: [Argument], _ range: SourceRange, in context: inout CheckContext)
    -> [Expression?]?
  {
    var byLabel: [Expression?] = [nil, nil, nil]
    var last = -1
    for argument in arguments {
      guard let label = argument.label else {
        context.report(
          CheckerDiagnostics.fontArguments("'.system' takes labelled arguments", at: argument.value.range))
        return nil
      }
      guard let position = systemFontLabels.firstIndex(of: label.name) else {
        let hint = context.suggestion(for: label.name, among: systemFontLabels)
        context.report(CheckerDiagnostics.unknownFontArgument(label.name, suggestion: hint, at: label.range))
        return nil
      }
      guard position > last else {
        context.report(
          CheckerDiagnostics.fontArguments(
            "'\(label.name)' is repeated or out of order (size, weight, relativeTo)", at: label.range))
        return nil
      }
      last = position
      byLabel[position] = argument.value
    }
    return byLabel
  }

  /// One argument of `.system(…)`, as a `type`.
  func checkFontPart(_ expression: Expression, as type: DialType, _ label: String, in context: inout CheckContext)
    -> CheckedExpression?
  {
    checkValue(expression, as: type, in: &context) { found in
      CheckerDiagnostics.argumentType("system(\(label):)", expected: type, found: found, at: expression.range)
    }
  }
}
