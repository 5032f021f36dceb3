import DialLexer

// Property bindings, shared by every kind of body.
extension CheckPass {
  /// The property `name` of `owner`, or nil after reporting it unknown.
  mutating func propertySpec(_ name: Identifier, in owner: PropertyOwner) -> PropertySpec? {
    if let spec = owner.spec(named: name.name) { return spec }
    let hint = suggestion(for: name.name, among: owner.specs.map(\.property.rawValue))
    report(CheckerDiagnostics.unknownProperty(name.name, suggestion: hint, at: name.range))
    return nil
  }

  /// Whether this is the first binding of `spec` in its block; reports a repeat.
  mutating func isFirst(_ name: Identifier, _ spec: PropertySpec, _ seen: inout SeenProperties) -> Bool {
    if let first = seen[spec.property] {
      report(CheckerDiagnostics.duplicateProperty(name.name, at: name.range, first: first))
      return false
    }
    seen[spec.property] = name.range
    return true
  }

  /// Checks a bound value against its property's type.
  mutating func checkPropertyValue(_ binding: PropertyBinding, _ spec: PropertySpec, inComponent: Bool)
    -> CheckedExpression?
  {
    let expression: Expression
    switch binding.value {
    case .button(_, let range):
      report(CheckerDiagnostics.misplacedInlineButton(at: range))
      return nil
    case .expression(let value):
      expression = value
    }
    if spec.type == .insets {
      return checkInsets(expression, inComponent: inComponent).flatMap { constrained($0, spec) }
    }
    let checked = checkValue(expression, as: spec.type, inComponent: inComponent) { found in
      CheckerDiagnostics.propertyType(spec.property.rawValue, expected: spec.type, found: found, at: expression.range)
    }
    return checked.flatMap { constrained($0, spec) }
  }

  /// The value, unless it is a literal that the property's constraint rules out (reported; the runtime checks
  /// computed values): `lines: -1`, `width: 0`, `cornerRadius: -4`.
  mutating func constrained(_ value: CheckedExpression, _ spec: PropertySpec) -> CheckedExpression? {
    let numbers: [Double]
    if case .insets(let top, let leading, let bottom, let trailing) = value.kind {
      numbers = [top, leading, bottom, trailing].compactMap(Self.literalNumber)
    } else if let number = Self.literalNumber(value) {
      numbers = [number]
    } else {
      return value
    }
    let name = spec.property.rawValue
    for number in numbers {
      switch spec.constraint {
      case .nonNegative where number < 0:
        report(CheckerDiagnostics.invalidValue(name, NumberText.plain(number), rule: "0 or more", at: value.range))
        return nil
      case .positive where number <= 0:
        report(
          CheckerDiagnostics.invalidValue(
            name, NumberText.plain(number), rule: "a number greater than 0", at: value.range))
        return nil
      default: continue
      }
    }
    return value
  }

  /// A literal number, possibly converted to Double or negated; nil for anything computed.
  static func literalNumber(_ expression: CheckedExpression) -> Double? {
    switch expression.kind {
    case .constant(.int(let number)): return Double(number)
    case .constant(.double(let number)): return number
    case .toDouble(let inner): return literalNumber(inner)
    case .negate(let inner): return literalNumber(inner).map { -$0 }
    default: return nil
    }
  }

  /// `contentInsets`: a Number for all four edges, `(top, leading, bottom,
  /// trailing)`, or an expression of insets (`compact ? (4, 8, 4, 8) : (14, 20, 14, 20)`,
  /// another button's `.contentInsets`).
  mutating func checkInsets(_ expression: Expression, inComponent: Bool) -> CheckedExpression? {
    if case .tuple(let elements) = expression.kind {
      return checkInsetsTuple(elements, expression.range, inComponent: inComponent)
    }
    if case .enumCase = expression.withoutParentheses.kind {
      // Reported as a Number that is missing, the common case.
      _ = checkInsetValue(expression, inComponent: inComponent)
      return nil
    }
    guard let checked = check(expression, expecting: .insets, inComponent: inComponent) else { return nil }
    if checked.type == .insets { return checked }
    guard let value = convert(checked, to: .double) else {
      report(
        CheckerDiagnostics.propertyType(
          Property.contentInsets.rawValue, expected: .double, found: checked.type.displayName, at: expression.range))
      return nil
    }
    return CheckedExpression(
      .insets(top: value, leading: value, bottom: value, trailing: value), .insets, checked.range)
  }

  /// `(top, leading, bottom, trailing)`: four Numbers.
  mutating func checkInsetsTuple(_ elements: [Expression], _ range: SourceRange, inComponent: Bool)
    -> CheckedExpression?
  {
    guard elements.count == 4 else {
      report(CheckerDiagnostics.insetsCount(elements.count, at: range))
      return nil
    }
    let values = elements.map { checkInsetValue($0, inComponent: inComponent) }
    guard let top = values[0], let leading = values[1], let bottom = values[2], let trailing = values[3] else {
      return nil
    }
    return CheckedExpression(.insets(top: top, leading: leading, bottom: bottom, trailing: trailing), .insets, range)
  }

  /// One inset: a Number, as a Double.
  mutating func checkInsetValue(_ expression: Expression, inComponent: Bool) -> CheckedExpression? {
    checkValue(expression, as: .double, inComponent: inComponent) { found in
      CheckerDiagnostics.propertyType(
        Property.contentInsets.rawValue, expected: .double, found: found,
        at: expression.range)
    }
  }

  /// Checks `on event { … }`, which must be `on expected`, and at most one per body.
  mutating func checkHandler(_ handler: Handler, expected: String, first: inout SourceRange?) -> [CheckedStatement]? {
    let event = handler.event
    guard event.name == expected else {
      reportMisplacedHandler(event)
      return nil
    }
    if let first {
      report(CheckerDiagnostics.duplicateHandler(event.name, at: event.range, first: first))
      return nil
    }
    first = event.range
    let wasInSelect = inSelectHandler
    inSelectHandler = expected == "select"
    defer { inSelectHandler = wasInSelect }
    return checkStatements(handler.body)
  }

  /// Explains where a handler for `event` may stand, or that there is no such event.
  mutating func reportMisplacedHandler(_ event: Identifier) {
    switch event.name {
    case "tap": report(CheckerDiagnostics.misplacedHandler("tap", allowedIn: "a button", at: event.range))
    case "select": report(CheckerDiagnostics.misplacedHandler("select", allowedIn: "a menu action", at: event.range))
    default:
      let hint = suggestion(for: event.name, among: ["tap", "select"])
      report(CheckerDiagnostics.unknownEvent(event.name, suggestion: hint, at: event.range))
    }
  }
}
