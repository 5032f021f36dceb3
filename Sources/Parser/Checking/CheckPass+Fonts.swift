import DialLexer

// Fonts (docs/language.md §8): a text style, or `.system(size:weight:relativeTo:)`.
extension CheckPass {
  /// The labels of `.system(…)`, in the order they must be written; `size` alone is required.
  static let systemFontLabels = ["size", "weight", "relativeTo"]

  /// `.system(size: s, weight: w, relativeTo: r)`, folded to a constant when every argument is one.
  mutating func checkSystemFont(_ arguments: [Argument], _ range: SourceRange, inComponent: Bool)
    -> CheckedExpression?
  {
    guard let byLabel = fontArgumentsByLabel(arguments, range) else { return nil }
    guard let sizeArgument = byLabel[0] else {
      report(CheckerDiagnostics.fontArguments("'.system' needs a 'size:'", at: range))
      return nil
    }
    let size = checkFontPart(sizeArgument, as: .double, "size", inComponent: inComponent)
    // A part left out is fine (nil); a part written wrong (reported) fails the whole font.
    var failed = false
    let weight = byLabel[1].flatMap { argument in
      let part = checkFontPart(argument, as: .enumeration(.fontWeight), "weight", inComponent: inComponent)
      failed = failed || part == nil
      return part
    }
    let relativeTo = byLabel[2].flatMap { argument in
      let part = checkFontPart(argument, as: .enumeration(.textStyle), "relativeTo", inComponent: inComponent)
      failed = failed || part == nil
      return part
    }
    guard let size, !failed else { return nil }
    if let points = Self.literalNumber(size), !(points > 0 && points.isFinite) {
      report(
        CheckerDiagnostics.invalidValue(
          "a font size", NumberText.plain(points), rule: "a number greater than 0", at: size.range))
      return nil
    }
    let regular = CheckedExpression(.constant(.enumCase(FontWeight.regular.enumCase)), .enumeration(.fontWeight), range)
    return Self.foldedFont(size: size, weight: weight ?? regular, relativeTo: relativeTo, range)
  }

  /// The arguments by position in ``systemFontLabels``; nil after reporting an unlabelled, unknown, repeated
  /// or misordered one.
  mutating func fontArgumentsByLabel(_ arguments: [Argument], _ range: SourceRange) -> [Expression?]? {
    var byLabel: [Expression?] = [nil, nil, nil]
    var last = -1
    for argument in arguments {
      guard let label = argument.label else {
        report(CheckerDiagnostics.fontArguments("'.system' takes labelled arguments", at: argument.value.range))
        return nil
      }
      guard let position = Self.systemFontLabels.firstIndex(of: label.name) else {
        let hint = suggestion(for: label.name, among: Self.systemFontLabels)
        report(CheckerDiagnostics.unknownFontArgument(label.name, suggestion: hint, at: label.range))
        return nil
      }
      guard position > last else {
        report(
          CheckerDiagnostics.fontArguments(
            "'\(label.name)' is repeated or out of order (size, weight, relativeTo)", at: label.range))
        return nil
      }
      last = position
      byLabel[position] = argument.value
    }
    return byLabel
  }

  mutating func checkFontPart(_ expression: Expression, as type: DialType, _ label: String, inComponent: Bool)
    -> CheckedExpression?
  {
    checkValue(expression, as: type, inComponent: inComponent) { found in
      CheckerDiagnostics.argumentType("system(\(label):)", expected: type, found: found, at: expression.range)
    }
  }

  /// A system font: a constant when its parts are, else an expression the runtime evaluates.
  static func foldedFont(
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

  /// A text style where a Font is expected: a constant font for a literal style.
  static func styleAsFont(_ expression: CheckedExpression) -> CheckedExpression {
    if case .constant(.enumCase(let value)) = expression.kind, let style = value.decoded(as: TextStyle.self) {
      return CheckedExpression(.constant(.font(.style(style))), .font, expression.range)
    }
    return CheckedExpression(.styleFont(expression), .font, expression.range)
  }
}
