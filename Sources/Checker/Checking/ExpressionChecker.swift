import DialLexer
import DialParser

/// Types and resolves expressions (docs/language.md §2, §5): literals, names, enum cases and strings here,
/// names and members, calls, operators, fonts, trait sets and insets in `ExpressionChecker+*.swift`.
///
/// It holds only where the expression stands, which decides what a few names mean; the program it resolves
/// names in and the diagnostics it reports are lent to each call (``CheckContext``). An expression whose type
/// could not be found is reported once and not checked further: every function returns nil after reporting.
struct ExpressionChecker {
  /// Whether the expression is in a style's or a button's body (or its `on tap`), where the button's own
  /// states can be named (`enabled`, `self.title`).
  var inComponent: Bool
  /// Whether the expression is in an `on select`, where `item` names the chosen action.
  var inSelectHandler = false
  /// The function whose body the expression is, by index: its parameters are the only names it reads.
  var function: Int? = nil

  // MARK: - Values in context

  /// Checks `expression` where a `type` is expected, reporting `mismatch(found)` when it is something else.
  ///
  /// `found` is the found type's name, or the case (`'.large'`) when an enum
  /// case stands where no enumeration is expected.
  func checkValue(
    _ expression: Expression, as type: DialType, in context: inout CheckContext, mismatch: (String) -> Diagnostic
  ) -> CheckedExpression? {
    if case .enumCase(let name) = expression.withoutParentheses.kind, !type.hasNamedCases {
      context.report(mismatch("'.\(name)'"))
      return nil
    }
    guard let checked = check(expression, expecting: type, in: &context) else { return nil }
    guard let converted = checked.converted(to: type) else {
      context.report(mismatch(checked.type.displayName))
      return nil
    }
    return converted
  }

  /// A Bool condition of `construct` (`when`, `if`, `?:`).
  func checkCondition(_ expression: Expression, _ construct: String, in context: inout CheckContext)
    -> CheckedExpression?
  {
    checkValue(expression, as: .bool, in: &context) { found in
      CheckerDiagnostics.conditionType(construct, found: found, at: expression.range)
    }
  }

  // MARK: - Dispatch

  /// Checks an expression; `expecting` types enum cases and `nil` that have no type of their own.
  /// Returns nil when the expression is wrong, after reporting why.
  func check(_ expression: Expression, expecting: DialType?, in context: inout CheckContext) -> CheckedExpression? {
    let range = expression.range
    switch expression.kind {
    case .integer(let value): return CheckedExpression(.constant(.int(value)), .int, range)
    case .double(let value): return CheckedExpression(.constant(.double(value)), .double, range)
    case .boolean(let value): return CheckedExpression(.constant(.bool(value)), .bool, range)
    case .color(let value): return CheckedExpression(.constant(.color(value)), .color, range)
    case .string(let parts): return checkString(parts, range, in: &context)
    case .text(let text): return CheckedExpression(.constant(.string(text)), .string, range)
    case .nilLiteral: return checkNil(range, expecting: expecting, in: &context)
    case .name(let name): return checkName(name, range, in: &context)
    case .enumCase(let name): return checkEnumCase(name, range, expecting: expecting, in: &context)
    case .member(let base, let member): return checkMember(base, member, range, in: &context)
    case .subscriptItem(let base, let title): return checkSubscript(base, title, range, in: &context)
    case .call(let callee, let arguments): return checkCall(callee, arguments, range, in: &context)
    case .unary(let op, let operand): return checkUnary(op, operand, range, in: &context)
    case .binary(let op, let left, let right): return checkBinary(op, left, right, range, in: &context)
    case .ternary(let condition, let whenTrue, let whenFalse):
      return checkTernary(condition, whenTrue, whenFalse, range, expecting: expecting, in: &context)
    case .parenthesized(let inner):
      guard let checked = check(inner, expecting: expecting, in: &context) else { return nil }
      return CheckedExpression(checked.kind, checked.type, range)
    case .tuple(let elements):
      // Four numbers are insets where insets are expected: a branch of `?:` bound
      // to `contentInsets`, or the other side of `b.contentInsets == (…)`.
      guard expecting == .insets else {
        context.report(CheckerDiagnostics.misplacedTuple(at: range))
        return nil
      }
      return checkInsetsTuple(elements, range, in: &context)
    case .traitSet(let elements):
      return checkTraitSet(elements, range, expecting: expecting, in: &context)
    case .invalid:
      return nil
    }
  }

  // MARK: - Leaves

  /// A string literal: a constant, or the interpolation of values (not components).
  func checkString(_ parts: [StringPart], _ range: SourceRange, in context: inout CheckContext) -> CheckedExpression? {
    // Most literals interpolate nothing: they become a constant without an array of checked parts.
    if let text = Self.plainText(parts) { return CheckedExpression(.constant(.string(text)), .string, range) }
    var checkedParts: [CheckedStringPart] = []
    var failed = false
    for part in parts {
      switch part {
      case .text(let text):
        checkedParts.append(.text(text))
      case .interpolation(let value):
        guard let checked = check(value, expecting: nil, in: &context), Self.isValue(checked, in: &context) else {
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
  static func isValue(_ expression: CheckedExpression, in context: inout CheckContext) -> Bool {
    guard expression.type.isReference else { return true }
    context.report(CheckerDiagnostics.referenceAsValue(expression.type, at: expression.range))
    return false
  }

  /// `nil`: a `String?` (a Selection), the only optional type, where one is expected.
  func checkNil(_ range: SourceRange, expecting: DialType?, in context: inout CheckContext) -> CheckedExpression? {
    guard expecting == .optionalString else {
      context.report(CheckerDiagnostics.misplacedNil(at: range))
      return nil
    }
    return CheckedExpression(.constant(.none), .optionalString, range)
  }

  /// `.name`: a case of the expected enumeration, a named color, or, without context, the one case of that name.
  func checkEnumCase(_ name: String, _ range: SourceRange, expecting: DialType?, in context: inout CheckContext)
    -> CheckedExpression?
  {
    switch expecting {
    case .enumeration(let type)?:
      if let value = type.enumCase(named: name) {
        return CheckedExpression(.constant(.enumCase(value)), .enumeration(type), range)
      }
      let hint = context.suggestion(for: name, among: type.cases)
      context.report(
        CheckerDiagnostics.unknownEnumCase(name, of: type.displayName, suggestion: hint, cases: type.cases, at: range))
      return nil
    case .font?:
      if let style = TextStyle(rawValue: name) {
        return CheckedExpression(.constant(.font(.style(style))), .font, range)
      }
      let hint = context.suggestion(for: name, among: EnumType.textStyle.cases + ["system"])
      context.report(
        CheckerDiagnostics.unknownEnumCase(
          name, of: "Font", suggestion: hint, cases: EnumType.textStyle.cases + ["system(size:weight:)"], at: range))
      return nil
    case .color?:
      if let system = SystemColor(rawValue: name) { return CheckedExpression(.systemColor(system), .color, range) }
      if let value = NamedColors.value(named: name) {
        return CheckedExpression(.constant(.color(value)), .color, range)
      }
      // UIKit's `.blue` is written `.systemBlue` here, as the system colors are: suggest it.
      let system = "system" + name.prefix(1).uppercased() + name.dropFirst()
      let hint =
        NamedColors.value(named: system) != nil ? system : context.suggestion(for: name, among: NamedColors.names)
      context.report(
        CheckerDiagnostics.unknownEnumCase(name, of: "Color", suggestion: hint, cases: NamedColors.names, at: range))
      return nil
    default:
      return Self.reportCaseWithoutContext(name, range, in: &context)
    }
  }

  /// A case written where nothing gives it a type. As in Swift, `.top` has no type on its own,
  /// even where only one enumeration has such a case (docs/language.md §2, §4; decision 14).
  static func reportCaseWithoutContext(_ name: String, _ range: SourceRange, in context: inout CheckContext)
    -> CheckedExpression?
  {
    var types = EnumType.allCases.filter { $0.enumCase(named: name) != nil }.map(\.displayName)
    if NamedColors.value(named: name) != nil { types.append("Color") }
    if types.isEmpty {
      context.report(CheckerDiagnostics.unknownCase(name, at: range))
    } else {
      context.report(CheckerDiagnostics.caseWithoutContext(name, types: types, at: range))
    }
    return nil
  }

  /// Whether an expression has no type of its own (`.large`, `nil`, `[.button]`) and takes its context's.
  ///
  /// Not a walk of the expression: only the branches of `?:` give it their type, not its condition, and
  /// each must need context for the whole to.
  static func needsContext(_ expression: Expression) -> Bool {
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
