import DialLexer

// The bodies of styles and buttons (docs/language.md §6): bindings, `when` blocks, `on tap`
// and the static properties `behavior` and `menu`.
extension CheckPass {
  /// What a component body declares besides its bindings.
  struct ComponentOutcome {
    var tapHandler: [CheckedStatement]?
    var tapRange: SourceRange?
  }

  // MARK: - Styles and buttons

  mutating func checkStyles() {
    for index in styleSyntax.indices {
      var outcome = ComponentOutcome()
      program.styles[index].body = checkComponentBlock(
        styleSyntax[index].body, BlockContext(isStyle: true, guards: []), condition: nil, &outcome)
      styleSyntax[index].body = []  // Checked: freed now when the caller let go of the syntax (Frontend).
    }
  }

  mutating func checkButtons() {
    for index in buttonBodies.indices {
      var outcome = ComponentOutcome()
      program.buttons[index].body = checkComponentBlock(
        buttonBodies[index], BlockContext(isStyle: false, guards: [], button: index), condition: nil, &outcome)
      program.buttons[index].tapHandler = outcome.tapHandler
      checkBehaviorConsequences(of: index, tapRange: outcome.tapRange)
      buttonBodies[index] = []  // As for styles.
    }
  }

  // MARK: - Bodies

  /// Where a block of a component body stands.
  struct BlockContext {
    /// Whether the body is a style's (no handlers, no menu).
    var isStyle: Bool
    /// The conditions of the `when` blocks around the block, outermost first; empty at the top.
    var guards: [CheckedExpression]
    /// The button whose body it is; nil for a style.
    var button: Int? = nil
    /// Whether the block is inside a `when`.
    var inWhen: Bool { !guards.isEmpty }
  }

  /// Whether a body item can become a binding: a property other than `behavior` and `menu`, which are read
  /// from the syntax instead. Counting those two left a spare 48-byte slot in every toggle's bindings
  /// (4.8 MB over 100 000 toggles).
  static func becomesBinding(_ item: BodyItem) -> Bool {
    guard case .property(let binding) = item.kind else { return false }
    return binding.name.name != Property.behavior.rawValue && binding.name.name != Property.menu.rawValue
      && binding.name.name != Property.selection.rawValue
  }

  /// Checks one block of a component body; `when` blocks recurse with their condition as a guard.
  mutating func checkComponentBlock(
    _ items: [BodyItem], _ context: BlockContext, condition: CheckedExpression?, _ outcome: inout ComponentOutcome
  ) -> CheckedBlock {
    var seen = SeenProperties()
    var block = CheckedBlock(condition: condition, bindings: [], whens: [])
    // Sized once: appended one at a time, bindings grow through 1, 2 and 4 slots, and keep spare ones.
    block.bindings.reserveCapacity(items.count(where: Self.becomesBinding))
    for item in items {
      switch item.kind {
      case .property(let binding):
        if let checked = checkComponentBinding(binding, item.range, context, &seen) { block.bindings.append(checked) }
      case .when(let when):
        let condition = checkCondition(when.condition, "when", inComponent: true)
        var inner = context
        // A failed condition still guards, so its body is checked as inside a `when`.
        inner.guards.append(condition ?? CheckedExpression(.constant(.bool(true)), .bool, when.condition.range))
        let nested = checkComponentBlock(when.body, inner, condition: condition, &outcome)
        if condition != nil { block.whens.append(nested) }
      case .handler(let handler):
        checkComponentHandler(handler, isStyle: context.isStyle, inWhen: context.inWhen, &outcome)
      case .menu:
        checkInlineMenu(at: item.range, isStyle: context.isStyle, inWhen: context.inWhen, &seen)
      }
    }
    return block
  }

  mutating func checkComponentBinding(
    _ binding: PropertyBinding, _ range: SourceRange, _ context: BlockContext, _ seen: inout SeenProperties
  ) -> CheckedBinding? {
    guard let spec = propertySpec(binding.name, in: .component), isFirst(binding.name, spec, &seen) else {
      return nil
    }
    if context.inWhen && (spec.isStatic || spec.property == .selected) {
      report(CheckerDiagnostics.staticInWhen(spec.property, at: binding.name.range))
      return nil
    }
    switch spec.property {
    case .menu:
      checkMenuBinding(binding, spec, isStyle: context.isStyle)
      return nil
    case .behavior:
      checkBehaviorBinding(binding, spec)
      return nil
    case .selection:
      checkPopupSelection(binding, button: context.button)
      return nil
    default:
      guard let value = checkPropertyValue(binding, spec, inComponent: true) else { return nil }
      checkSelfDependency(spec.property, value, context.guards, at: binding.name.range)
      return CheckedBinding(property: spec.property, value: value, range: range)
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

  /// `behavior: .toggle`: static, so it must be written as a case; ``settleBehaviors()`` has read it.
  mutating func checkBehaviorBinding(_ binding: PropertyBinding, _ spec: PropertySpec) {
    if case .expression(let value) = binding.value, !isEnumCase(value) {
      report(CheckerDiagnostics.behaviorNotConstant(at: value.range))
      return
    }
    _ = checkPropertyValue(binding, spec, inComponent: false)
  }

  func isEnumCase(_ expression: Expression) -> Bool {
    if case .enumCase = expression.withoutParentheses.kind { return true }
    return false
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
    // Inside its button, a handler reads the button's states by name, as its body does (docs/language.md §6).
    inTapHandler = true
    defer { inTapHandler = false }
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
      report(CheckerDiagnostics.staticInWhen(.menu, at: keyword))
    } else if let first = seen[.menu] {
      report(CheckerDiagnostics.duplicateProperty("menu", at: keyword, first: first))
    } else {
      seen[.menu] = keyword
    }
  }

  /// `enabled: !enabled`, or `enabled: true` inside `when !enabled`, would never settle (docs/language.md §6).
  /// The value and the guards come apart, so that the common case, another property, builds no array.
  mutating func checkSelfDependency(
    _ property: Property, _ value: CheckedExpression, _ guards: [CheckedExpression], at range: SourceRange
  ) {
    guard property == .enabled || property == .loading || property == .selected,
      let member = Member(rawValue: property.rawValue),
      value.reads(ownState: [member]) || guards.contains(where: { $0.reads(ownState: [member]) })
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
