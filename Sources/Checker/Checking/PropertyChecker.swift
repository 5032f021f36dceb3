import DialLexer
import DialParser

/// The property bindings of one block of a body (a style's or a button's, a `when`'s, a menu's, an
/// action's, a header's): each property one its owner has, bound at most once in the block, its value
/// checked against the property's type and constraint.
struct PropertyChecker {
  /// The kind of body, whose table says which properties there are.
  let owner: PropertyOwner
  /// The properties bound so far in the block, with where.
  var seen = SeenProperties()

  /// The property `name` of the owner, or nil after reporting it unknown.
  func spec(_ name: Identifier, in context: inout CheckContext) -> PropertySpec? {
    if let spec = owner.spec(named: name.name) { return spec }
    // UIKit's or SwiftUI's name of one of the owner's properties names Dial's.
    if let message = PropertyCounterparts.message(for: name.name),
      let counterpart = PropertyCounterparts.byName[name.name], owner.spec(named: counterpart.property.rawValue) != nil
    {
      context.report(Diagnostic(.unknownProperty, message, at: name.range))
      return nil
    }
    let hint = context.suggestion(for: name.name, among: owner.specs.map(\.property.rawValue))
    context.report(CheckerDiagnostics.unknownProperty(name.name, suggestion: hint, at: name.range))
    return nil
  }

  /// The property `name` when it is known and not bound before in the block, which it now is; nil after
  /// reporting it unknown or repeated.
  mutating func firstSpec(_ name: Identifier, in context: inout CheckContext) -> PropertySpec? {
    guard let spec = spec(name, in: &context) else { return nil }
    if let first = seen[spec.property] {
      context.report(CheckerDiagnostics.duplicateProperty(name.name, at: name.range, first: first))
      return nil
    }
    seen[spec.property] = name.range
    return spec
  }

  /// Checks a bound value against its property's type; `inComponent` says whether the button's own states
  /// can be read in it.
  static func value(
    of binding: PropertyBinding, _ spec: PropertySpec, inComponent: Bool, in context: inout CheckContext
  ) -> CheckedExpression? {
    let expression: Expression
    switch binding.value {
    case .button(_, let range):
      context.report(CheckerDiagnostics.misplacedInlineButton(at: range))
      return nil
    case .expression(let value):
      expression = value
    }
    let expressions = ExpressionChecker(inComponent: inComponent)
    if spec.type == .insets {
      return expressions.checkInsets(expression, in: &context).flatMap { constrained($0, spec, in: &context) }
    }
    let checked = expressions.checkValue(expression, as: spec.type, in: &context) { found in
      CheckerDiagnostics.propertyType(spec.property.rawValue, expected: spec.type, found: found, at: expression.range)
    }
    return checked.flatMap { constrained($0, spec, in: &context) }
  }

  /// The value, unless it is a literal that the property's constraint rules out (reported; the runtime checks
  /// computed values): `lines: -1`, `width: 0`, `cornerRadius: -4`.
  static func constrained(_ value: CheckedExpression, _ spec: PropertySpec, in context: inout CheckContext)
    -> CheckedExpression?
  {
    let numbers: [Double]
    if case .insets(let top, let leading, let bottom, let trailing) = value.kind {
      numbers = [top, leading, bottom, trailing].compactMap(\.literalNumber)
    } else if let number = value.literalNumber {
      numbers = [number]
    } else {
      return value
    }
    let name = spec.property.rawValue
    for number in numbers {
      switch spec.constraint {
      case .nonNegative where number < 0:
        context.report(
          CheckerDiagnostics.invalidValue(name, NumberText.plain(number), rule: "0 or more", at: value.range))
        return nil
      case .positive where number <= 0:
        context.report(
          CheckerDiagnostics.invalidValue(
            name, NumberText.plain(number), rule: "a number greater than 0", at: value.range))
        return nil
      default: continue
      }
    }
    return value
  }
}
