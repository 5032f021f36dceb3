import DialLexer
import DialParser

/// Checks the body of one style or button (docs/language.md §6): its bindings, its `when` blocks, its
/// `on tap` and the static properties `behavior`, `menu` and `selection`.
///
/// It holds what the whole body shares: whose body it is and its tap handler, of which there is one per
/// body; each block's guards and bound properties are passed down as blocks nest.
struct ComponentBodyChecker {
  /// The button whose body it is; nil for a style's.
  let button: Int?
  /// The body's `on tap`, checked: at most one, at the top level of a button.
  var tapHandlers = HandlerChecker(event: .tap)
  /// The statements of the body's `on tap`, once checked.
  var tapHandler: [CheckedStatement]?

  /// Whether the body is a style's (no handlers, no menu).
  var isStyle: Bool { button == nil }

  /// Whether a body item can become a binding: a property other than `behavior` and `menu`, which are read
  /// from the syntax instead. Counting those two left a spare 48-byte slot in every toggle's bindings
  /// (4.8 MB over 100 000 toggles).
  static func becomesBinding(_ item: BodyItem) -> Bool {
    guard case .property(let binding) = item.kind else { return false }
    return binding.name.name != Property.behavior.rawValue && binding.name.name != Property.menu.rawValue
      && binding.name.name != Property.selection.rawValue
  }

  /// Checks one block of the body; `guards` are the conditions of the `when` blocks around it, outermost
  /// first (empty at the top), and `when` blocks recurse with their condition as a guard.
  mutating func checkBlock(
    _ items: [BodyItem], guards: [CheckedExpression], condition: CheckedExpression?, in context: inout CheckContext
  ) -> CheckedBlock {
    var properties = PropertyChecker(owner: .component)
    var block = CheckedBlock(condition: condition, bindings: [], whens: [])
    // Sized once: appended one at a time, bindings grow through 1, 2 and 4 slots, and keep spare ones.
    block.bindings.reserveCapacity(items.count(where: Self.becomesBinding))
    for item in items {
      switch item.kind {
      case .property(let binding):
        let checked = checkBinding(binding, item.range, guards: guards, &properties, in: &context)
        if let checked { block.bindings.append(checked) }
      case .when(let when):
        let condition = ExpressionChecker(inComponent: true).checkCondition(when.condition, "when", in: &context)
        // A failed condition still guards, so its body is checked as inside a `when`.
        let guarded = condition ?? CheckedExpression(.constant(.bool(true)), .bool, when.condition.range)
        let nested = checkBlock(when.body, guards: guards + [guarded], condition: condition, in: &context)
        if condition != nil { block.whens.append(nested) }
      case .handler(let handler):
        checkHandler(handler, inWhen: !guards.isEmpty, in: &context)
      case .menu:
        checkInlineMenu(at: item.range, inWhen: !guards.isEmpty, &properties.seen, in: &context)
      }
    }
    return block
  }

  /// A property binding of the body: checked as a binding, or, for `menu`, `behavior` and `selection`, for
  /// what they are; nil when it is not a binding or is wrong.
  func checkBinding(
    _ binding: PropertyBinding, _ range: SourceRange, guards: [CheckedExpression],
    _ properties: inout PropertyChecker, in context: inout CheckContext
  ) -> CheckedBinding? {
    guard let spec = properties.firstSpec(binding.name, in: &context) else { return nil }
    if !guards.isEmpty && (spec.isStatic || spec.property == .selected) {
      context.report(CheckerDiagnostics.staticInWhen(spec.property, at: binding.name.range))
      return nil
    }
    switch spec.property {
    case .menu:
      checkMenuBinding(binding, spec, in: &context)
      return nil
    case .behavior:
      Self.checkBehaviorBinding(binding, spec, in: &context)
      return nil
    case .selection:
      SelectionChecker(binding: binding).checkPopup(button: button, in: &context)
      return nil
    default:
      guard let value = PropertyChecker.value(of: binding, spec, inComponent: true, in: &context) else { return nil }
      Self.checkSelfDependency(spec.property, value, guards, at: binding.name.range, in: &context)
      return CheckedBinding(property: spec.property, value: value, range: range)
    }
  }

  /// `menu: name`: the link itself was made in ``CheckPass/linkButtonMenus()``; this checks the value.
  func checkMenuBinding(_ binding: PropertyBinding, _ spec: PropertySpec, in context: inout CheckContext) {
    if isStyle {
      context.report(CheckerDiagnostics.menuInStyle(at: binding.name.range))
      return
    }
    _ = PropertyChecker.value(of: binding, spec, inComponent: false, in: &context)
  }

  /// `behavior: .toggle`: static, so it must be written as a case; ``CheckPass/settleBehaviors()`` has read it.
  static func checkBehaviorBinding(_ binding: PropertyBinding, _ spec: PropertySpec, in context: inout CheckContext) {
    if case .expression(let value) = binding.value, !isEnumCase(value) {
      context.report(CheckerDiagnostics.behaviorNotConstant(at: value.range))
      return
    }
    _ = PropertyChecker.value(of: binding, spec, inComponent: false, in: &context)
  }

  /// Whether the expression is an enum case, in parentheses or not.
  static func isEnumCase(_ expression: Expression) -> Bool {
    if case .enumCase = expression.withoutParentheses.kind { return true }
    return false
  }

  /// `on tap`: only at the top level of a button.
  mutating func checkHandler(_ handler: Handler, inWhen: Bool, in context: inout CheckContext) {
    guard handler.event.name == HandlerChecker.Event.tap.rawValue, !isStyle else {
      HandlerChecker.reportMisplaced(handler.event, in: &context)
      return
    }
    if inWhen {
      context.report(
        CheckerDiagnostics.misplacedHandler("tap", allowedIn: "the top level of a button", at: handler.event.range))
      return
    }
    if let statements = tapHandlers.check(handler, in: &context) { tapHandler = statements }
  }

  /// An inline `menu { … }`: only at the top level of a button, and only one.
  func checkInlineMenu(
    at range: SourceRange, inWhen: Bool, _ seen: inout SeenProperties, in context: inout CheckContext
  ) {
    let keyword = SourceRange(file: range.file, start: range.start, end: range.start + 4)
    if isStyle {
      context.report(CheckerDiagnostics.menuInStyle(at: keyword))
    } else if inWhen {
      context.report(CheckerDiagnostics.staticInWhen(.menu, at: keyword))
    } else if let first = seen[.menu] {
      context.report(CheckerDiagnostics.duplicateProperty("menu", at: keyword, first: first))
    } else {
      seen[.menu] = keyword
    }
  }

  /// `enabled: !enabled`, or `enabled: true` inside `when !enabled`, would never settle (docs/language.md §6).
  /// The value and the guards come apart, so that the common case, another property, builds no array.
  static func checkSelfDependency(
    _ property: Property, _ value: CheckedExpression, _ guards: [CheckedExpression], at range: SourceRange,
    in context: inout CheckContext
  ) {
    guard property == .enabled || property == .loading || property == .selected,
      let member = Member(rawValue: property.rawValue),
      value.reads(ownState: [member]) || guards.contains(where: { $0.reads(ownState: [member]) })
    else { return }
    context.report(CheckerDiagnostics.selfDependentState(property.rawValue, at: range))
  }
}
