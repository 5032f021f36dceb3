import DialLexer

// Expressions (docs/language.md §2, §5): literals, names, enum cases and strings, and the
// entry points that check a value against the type its context expects.
extension CheckPass {
  // MARK: - Values in context

  /// Checks `expression` where a `type` is expected, reporting `mismatch(found)` when it is something else.
  ///
  /// `found` is the found type's name, or the case (`'.large'`) when an enum
  /// case stands where no enumeration is expected.
  mutating func checkValue(
    _ expression: Expression, as type: DialType, inComponent: Bool, mismatch: (String) -> Diagnostic
  ) -> CheckedExpression? {
    if case .enumCase(let name) = expression.withoutParentheses.kind, !type.hasNamedCases {
      report(mismatch("'.\(name)'"))
      return nil
    }
    guard let checked = check(expression, expecting: type, inComponent: inComponent) else { return nil }
    guard let converted = convert(checked, to: type) else {
      report(mismatch(checked.type.displayName))
      return nil
    }
    return converted
  }

  /// A Bool condition of `construct` (`when`, `if`, `?:`).
  mutating func checkCondition(_ expression: Expression, _ construct: String, inComponent: Bool)
    -> CheckedExpression?
  {
    checkValue(expression, as: .bool, inComponent: inComponent) { found in
      CheckerDiagnostics.conditionType(construct, found: found, at: expression.range)
    }
  }

  /// `expression` as a `type`, with the implicit conversions of ``DialType/accepts(_:)`` made explicit.
  func convert(_ expression: CheckedExpression, to type: DialType) -> CheckedExpression? {
    if expression.type == type { return expression }
    guard type.accepts(expression.type) else { return nil }
    switch type {
    case .double:
      return CheckedExpression(.toDouble(expression), .double, expression.range)
    case .font:
      return Self.styleAsFont(expression)
    case .insets:
      guard let edge = convert(expression, to: .double) else { return nil }
      return CheckedExpression(
        .insets(top: edge, leading: edge, bottom: edge, trailing: edge), .insets,
        expression.range)
    default:
      return CheckedExpression(expression.kind, type, expression.range)
    }
  }

  // MARK: - Dispatch

  /// Checks an expression; `expecting` types enum cases and `nil` that have no type of their own.
  /// Returns nil when the expression is wrong, after reporting why.
  mutating func check(_ expression: Expression, expecting: DialType?, inComponent: Bool) -> CheckedExpression? {
    let range = expression.range
    switch expression.kind {
    case .integer(let value): return CheckedExpression(.constant(.int(value)), .int, range)
    case .double(let value): return CheckedExpression(.constant(.double(value)), .double, range)
    case .boolean(let value): return CheckedExpression(.constant(.bool(value)), .bool, range)
    case .color(let value): return CheckedExpression(.constant(.color(value)), .color, range)
    case .string(let parts): return checkString(parts, range, inComponent: inComponent)
    case .text(let text): return CheckedExpression(.constant(.string(text)), .string, range)
    case .nilLiteral: return checkNil(range, expecting: expecting)
    case .name(let name): return checkName(name, range, inComponent: inComponent)
    case .enumCase(let name): return checkEnumCase(name, range, expecting: expecting)
    case .member(let base, let member): return checkMember(base, member, range, inComponent: inComponent)
    case .subscriptItem(let base, let title): return checkSubscript(base, title, range, inComponent: inComponent)
    case .call(let callee, let arguments):
      return checkCall(callee, arguments, range, expecting: expecting, inComponent: inComponent)
    case .unary(let op, let operand): return checkUnary(op, operand, range, inComponent: inComponent)
    case .binary(let op, let left, let right):
      return checkBinary(op, left, right, range, inComponent: inComponent)
    case .ternary(let condition, let whenTrue, let whenFalse):
      return checkTernary(condition, whenTrue, whenFalse, range, expecting: expecting, inComponent: inComponent)
    case .parenthesized(let inner):
      guard let checked = check(inner, expecting: expecting, inComponent: inComponent) else { return nil }
      return CheckedExpression(checked.kind, checked.type, range)
    case .tuple(let elements):
      // Four numbers are insets where insets are expected: a branch of `?:` bound
      // to `contentInsets`, or the other side of `b.contentInsets == (…)`.
      guard expecting == .insets else {
        report(CheckerDiagnostics.misplacedTuple(at: range))
        return nil
      }
      return checkInsetsTuple(elements, range, inComponent: inComponent)
    case .traitSet(let elements):
      return checkTraitSet(elements, range, expecting: expecting, inComponent: inComponent)
    case .invalid:
      return nil
    }
  }

  // MARK: - Leaves

  mutating func checkString(_ parts: [StringPart], _ range: SourceRange, inComponent: Bool) -> CheckedExpression? {
    // Most literals interpolate nothing: they become a constant without an array of checked parts.
    if let text = Self.plainText(parts) { return CheckedExpression(.constant(.string(text)), .string, range) }
    var checkedParts: [CheckedStringPart] = []
    var failed = false
    for part in parts {
      switch part {
      case .text(let text):
        checkedParts.append(.text(text))
      case .interpolation(let value):
        guard let checked = check(value, expecting: nil, inComponent: inComponent), isValue(checked) else {
          failed = true
          continue
        }
        checkedParts.append(.value(checked))
      }
    }
    if failed { return nil }
    var text = ""
    for part in checkedParts {
      guard case .text(let piece) = part else {
        return CheckedExpression(.interpolation(checkedParts), .string, range)
      }
      text += piece
    }
    return CheckedExpression(.constant(.string(text)), .string, range)
  }

  /// The text of a literal without interpolations, joined; nil when it interpolates.
  static func plainText(_ parts: [StringPart]) -> String? {
    if parts.count == 1, case .text(let text)? = parts.first { return text }
    var text = ""
    for part in parts {
      guard case .text(let piece) = part else { return nil }
      text += piece
    }
    return text
  }

  /// Whether a checked expression is a value rather than a component; reports a component.
  mutating func isValue(_ expression: CheckedExpression) -> Bool {
    guard expression.type.isReference else { return true }
    report(CheckerDiagnostics.referenceAsValue(expression.type, at: expression.range))
    return false
  }

  mutating func checkNil(_ range: SourceRange, expecting: DialType?) -> CheckedExpression? {
    guard expecting == .optionalString else {
      report(CheckerDiagnostics.misplacedNil(at: range))
      return nil
    }
    return CheckedExpression(.constant(.none), .optionalString, range)
  }

  /// `.name`: a case of the expected enumeration, a named color, or, without context, the one case of that name.
  mutating func checkEnumCase(_ name: String, _ range: SourceRange, expecting: DialType?) -> CheckedExpression? {
    switch expecting {
    case .enumeration(let type)?:
      if let value = type.enumCase(named: name) {
        return CheckedExpression(.constant(.enumCase(value)), .enumeration(type), range)
      }
      let hint = suggestion(for: name, among: type.cases)
      report(
        CheckerDiagnostics.unknownEnumCase(name, of: type.displayName, suggestion: hint, cases: type.cases, at: range))
      return nil
    case .font?:
      if let style = TextStyle(rawValue: name) {
        return CheckedExpression(.constant(.font(.style(style))), .font, range)
      }
      let hint = suggestion(for: name, among: EnumType.textStyle.cases + ["system"])
      report(
        CheckerDiagnostics.unknownEnumCase(
          name, of: "Font", suggestion: hint, cases: EnumType.textStyle.cases + ["system(size:weight:)"], at: range))
      return nil
    case .color?:
      if let value = NamedColors.value(named: name) {
        return CheckedExpression(.constant(.color(value)), .color, range)
      }
      // UIKit's `.blue` is written `.systemBlue` here, as the system colors are: suggest it.
      let system = "system" + name.prefix(1).uppercased() + name.dropFirst()
      let hint = NamedColors.value(named: system) != nil ? system : suggestion(for: name, among: NamedColors.names)
      report(
        CheckerDiagnostics.unknownEnumCase(name, of: "Color", suggestion: hint, cases: NamedColors.names, at: range))
      return nil
    default:
      return reportCaseWithoutContext(name, range)
    }
  }

  /// A case written where nothing gives it a type. As in Swift, `.top` has no type on its own,
  /// even where only one enumeration has such a case (docs/language.md §2, §4; decision 14).
  mutating func reportCaseWithoutContext(_ name: String, _ range: SourceRange) -> CheckedExpression? {
    var types = EnumType.allCases.filter { $0.enumCase(named: name) != nil }.map(\.displayName)
    if NamedColors.value(named: name) != nil { types.append("Color") }
    if types.isEmpty {
      report(CheckerDiagnostics.unknownCase(name, at: range))
    } else {
      report(CheckerDiagnostics.caseWithoutContext(name, types: types, at: range))
    }
    return nil
  }

  /// Whether an expression has no type of its own (`.large`, `nil`, `[.button]`) and takes its context's.
  func needsContext(_ expression: Expression) -> Bool {
    switch expression.withoutParentheses.kind {
    case .enumCase, .nilLiteral, .traitSet, .tuple: return true
    case .ternary(_, let whenTrue, let whenFalse): return needsContext(whenTrue) && needsContext(whenFalse)
    default: return false
    }
  }
}

extension DialType {
  /// Whether `.name` cases can stand for values of the type: enumerations and colors.
  var hasNamedCases: Bool {
    if case .enumeration = self { return true }
    return self == .color || self == .font
  }
}
