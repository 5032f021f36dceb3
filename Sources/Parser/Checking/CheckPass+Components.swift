import DialLexer

// The bodies of styles and buttons (§4): bindings, `when` blocks, `on tap`
// and the static properties `behavior` and `menu`.
extension CheckPass {
  /// What a component body declares besides its bindings.
  struct ComponentOutcome {
    var tapHandler: [CheckedStatement]?
    var tapRange: SourceRange?
    var behavior: (Behavior, SourceRange)?
  }

  // MARK: - Styles and buttons

  mutating func checkStyles() {
    for index in styleSyntax.indices {
      var outcome = ComponentOutcome()
      program.styles[index].body = checkComponentBlock(
        styleSyntax[index].body, isStyle: true, condition: nil, inWhen: false, &outcome)
      program.styles[index].behavior = outcome.behavior
    }
    // Bases come first in `styleOrder`, so each style inherits a finished behaviour.
    for index in styleOrder where program.styles[index].behavior == nil {
      if let base = program.styles[index].base { program.styles[index].behavior = program.styles[base].behavior }
    }
  }

  mutating func checkButtons() {
    for index in buttonSyntax.indices {
      var outcome = ComponentOutcome()
      program.buttons[index].body = checkComponentBlock(
        buttonSyntax[index].body, isStyle: false, condition: nil, inWhen: false, &outcome)
      program.buttons[index].tapHandler = outcome.tapHandler
      settleBehavior(of: index, own: outcome.behavior)
    }
  }

  /// Fixes a button's behaviour (§4) and checks it against its menu.
  mutating func settleBehavior(of index: Int, own: (Behavior, SourceRange)?) {
    let button = program.buttons[index]
    let inherited = button.style.flatMap { program.styles[$0].behavior }
    let menu = button.menu
    let behavior = (own ?? inherited)?.0 ?? (menu == nil ? .push : .pulldown)
    // An inherited behaviour is reported at the button, which is where the menu is missing or extra.
    let range = own?.1 ?? button.range
    if behavior.needsMenu && menu == nil {
      report(CheckerDiagnostics.behaviorNeedsMenu(behavior, button.name, at: range))
    }
    if behavior == .toggle && menu != nil { report(CheckerDiagnostics.toggleWithMenu(button.name, at: range)) }
    program.buttons[index].behavior = behavior
    if behavior == .popup, let menu { makePopup(menu) }
  }

  // MARK: - Bodies

  /// Checks one block of a component body; `when` blocks recurse with `inWhen`.
  mutating func checkComponentBlock(
    _ items: [BodyItem], isStyle: Bool, condition: CheckedExpression?, inWhen: Bool, _ outcome: inout ComponentOutcome
  ) -> CheckedBlock {
    var seen = SeenProperties()
    var block = CheckedBlock(condition: condition, bindings: [], whens: [])
    for item in items {
      switch item.kind {
      case .property(let binding):
        let context = BindingContext(isStyle: isStyle, inWhen: inWhen, range: item.range)
        if let checked = checkComponentBinding(binding, context, &seen, &outcome) { block.bindings.append(checked) }
      case .when(let when):
        let condition = checkCondition(when.condition, "when", inComponent: true)
        let nested = checkComponentBlock(when.body, isStyle: isStyle, condition: condition, inWhen: true, &outcome)
        if condition != nil { block.whens.append(nested) }
      case .handler(let handler):
        checkComponentHandler(handler, isStyle: isStyle, inWhen: inWhen, &outcome)
      case .menu:
        checkInlineMenu(at: item.range, isStyle: isStyle, inWhen: inWhen, &seen)
      }
    }
    return block
  }

  /// Where a binding stands.
  struct BindingContext {
    var isStyle: Bool
    var inWhen: Bool
    var range: SourceRange
  }

  mutating func checkComponentBinding(
    _ binding: PropertyBinding, _ context: BindingContext, _ seen: inout SeenProperties,
    _ outcome: inout ComponentOutcome
  ) -> CheckedBinding? {
    guard let spec = propertySpec(binding.name, in: .component), isFirst(binding.name, spec, &seen) else {
      return nil
    }
    if spec.isStatic && context.inWhen {
      report(CheckerDiagnostics.staticInWhen(binding.name.name, at: binding.name.range))
      return nil
    }
    switch spec.property {
    case .menu:
      checkMenuBinding(binding, spec, isStyle: context.isStyle)
      return nil
    case .behavior:
      outcome.behavior = checkBehaviorBinding(binding)
      return nil
    default:
      guard let value = checkPropertyValue(binding, spec, inComponent: true) else { return nil }
      checkSelfDependency(spec.property, value, at: binding.name.range)
      return CheckedBinding(property: spec.property, value: value, range: context.range)
    }
  }

  /// `menu: name`: the link itself was made in ``linkButtonMenus()``; this checks the value.
  mutating func checkMenuBinding(_ binding: PropertyBinding, _ spec: PropertySpec, isStyle: Bool) {
    if isStyle {
      report(CheckerDiagnostics.menuInStyle(at: binding.name.range))
      return
    }
    _ = checkPropertyValue(binding, spec, inComponent: false)
  }

  /// `behavior: .toggle`: static, so it must be written as a case.
  mutating func checkBehaviorBinding(_ binding: PropertyBinding) -> (Behavior, SourceRange)? {
    guard case .expression(let value) = binding.value else {
      _ = checkPropertyValue(
        binding, PropertySpec(.behavior, .enumeration(.behavior), .behaviorForMenu), inComponent: false)
      return nil
    }
    guard case .enumCase = value.withoutParentheses.kind else {
      report(CheckerDiagnostics.behaviorNotConstant(at: value.range))
      return nil
    }
    let spec = PropertySpec(.behavior, .enumeration(.behavior), .behaviorForMenu)
    guard let checked = checkPropertyValue(binding, spec, inComponent: false),
      case .constant(.enumCase(let value)) = checked.kind, let behavior = Behavior(rawValue: value.name)
    else { return nil }
    return (behavior, checked.range)
  }

  mutating func checkComponentHandler(
    _ handler: Handler, isStyle: Bool, inWhen: Bool, _ outcome: inout ComponentOutcome
  ) {
    guard handler.event.name == "tap", !isStyle else {
      reportMisplacedHandler(handler.event)
      return
    }
    if inWhen {
      report(
        CheckerDiagnostics.misplacedHandler("tap", allowedIn: "the top level of a button", at: handler.event.range))
      return
    }
    if let statements = checkHandler(handler, expected: "tap", first: &outcome.tapRange) {
      outcome.tapHandler = statements
    }
  }

  /// An inline `menu { … }`: only at the top level of a button, and only one.
  mutating func checkInlineMenu(at range: SourceRange, isStyle: Bool, inWhen: Bool, _ seen: inout SeenProperties) {
    let keyword = SourceRange(file: range.file, start: range.start, end: range.start + 4)
    if isStyle {
      report(CheckerDiagnostics.menuInStyle(at: keyword))
    } else if inWhen {
      report(CheckerDiagnostics.staticInWhen("menu", at: keyword))
    } else if let first = seen[.menu] {
      report(CheckerDiagnostics.duplicateProperty("menu", at: keyword, first: first))
    } else {
      seen[.menu] = keyword
    }
  }

  /// `enabled: !enabled` would never settle (§4: these name the button's own state).
  mutating func checkSelfDependency(_ property: Property, _ value: CheckedExpression, at range: SourceRange) {
    guard property == .enabled || property == .selected || property == .loading,
      let member = Member(rawValue: property.rawValue), value.readsOwnState(member)
    else { return }
    report(CheckerDiagnostics.selfDependentState(property.rawValue, at: range))
  }
}

extension Expression {
  /// The expression inside any parentheses.
  var withoutParentheses: Expression {
    var current = self
    while case .parenthesized(let inner) = current.kind { current = inner }
    return current
  }
}

extension CheckedExpression {
  /// Whether evaluating the expression reads the button's own `member` state.
  func readsOwnState(_ member: Member) -> Bool {
    switch kind {
    case .ownState(let read): return read == member
    case .constant, .variable, .builtin, .reference: return false
    case .interpolation(let parts):
      return parts.contains { part in
        if case .value(let value) = part { return value.readsOwnState(member) }
        return false
      }
    case .member(let base, _), .not(let base), .negate(let base), .toDouble(let base):
      return base.readsOwnState(member)
    case .contains(let a, let b), .binary(_, let a, let b):
      return a.readsOwnState(member) || b.readsOwnState(member)
    case .ternary(let a, let b, let c):
      return a.readsOwnState(member) || b.readsOwnState(member) || c.readsOwnState(member)
    case .insets(let top, let leading, let bottom, let trailing):
      return [top, leading, bottom, trailing].contains { $0.readsOwnState(member) }
    }
  }
}
