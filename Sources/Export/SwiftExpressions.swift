import DialChecker
import DialLexer
import DialParser
import DialRuntime

extension CheckedExpression {
  /// Whether the expression is a choice (`c ? a : b`), which another choice's condition parenthesizes.
  var isTernary: Bool {
    if case .ternary = kind { return true }
    return false
  }
}

/// Dial's checked expressions as Swift expressions that compute the same values: Dial's operators, string
/// interpolation (through a formatting helper where Swift prints a value another way), its colors as explicit
/// values. What has no Swift form yet is reported where it is written.
struct SwiftExpressions {
  let program: CheckedProgram
  /// The program's files, for quoting what cannot be exported.
  let files: SourceFiles
  /// The buttons' texts the model computes once (``DerivedTexts``), by their property's name.
  var derived: [DerivedText: String] = [:]

  /// The Swift for `expression` in `scope`; after a problem is reported, a placeholder that keeps the rest of
  /// the export going.
  func swift(_ expression: CheckedExpression, in scope: ExpressionScope, _ log: inout ExportLog)
    -> String
  {
    // What the user sees is localized; the parts of it that compute (a comparison, an argument) are not.
    guard !scope.localizes else { return localized(expression, in: scope, &log) }
    switch expression.kind {
    case .constant(let value): return constant(value, in: scope, expression.range, &log)
    // A system color stays the system's, so the app shows the value of the iOS it runs on.
    case .systemColor(let color): return SwiftLiterals.systemColor(color, target: scope.target)
    case .interpolation(let parts): return interpolation(parts, in: scope, &log)
    case .variable(let index):
      return scope.modelPrefix + SwiftNames.identifier(program.variables[index].name)
    case .builtin, .emissionCount, .emittedArgument: return state(expression, in: scope, &log)
    case .parameter(let position):
      return scope.parameters.indices.contains(position) ? scope.parameters[position] : "_"
    case .call(let function, let arguments): return call(function, arguments, in: scope, &log)
    case .ownState(let member): return ownState(member, in: scope, expression.range, &log)
    case .member(let base, let name): return member(name, of: base, in: scope, expression, &log)
    case .systemFont(let size, let weight, let relativeTo):
      return systemFont(size, weight, relativeTo, expression, in: scope, &log)
    case .not(let value): return "!" + operand(value, in: scope, &log)
    case .negate(let value): return "-" + operand(value, in: scope, &log)
    case .binary(let op, let left, let right): return binary(op, left, right, in: scope, &log)
    case .ternary(let condition, let whenTrue, let whenFalse):
      let test = condition.isTernary ? "(\(swift(condition, in: scope, &log)))" : swift(condition, in: scope, &log)
      return "\(test) ? \(swift(whenTrue, in: scope, &log)) : \(swift(whenFalse, in: scope, &log))"
    case .toDouble(let value):
      if case .constant(.int(let number)) = value.kind { return SwiftLiterals.double(Double(number)) }
      return "Double(\(swift(value, in: scope, &log)))"
    case .insets, .styleFont: return composite(expression, in: scope, &log)
    case .opacity(let base, let fraction): return opacity(base, fraction, in: scope, expression, &log)
    default: return unsupported(expression, &log)
    }
  }

  /// `color.opacity(x)`: folded as Dial computes it where both are constants; otherwise the framework's. SwiftUI's
  /// `opacity` scales the alpha as Dial's does; UIKit's `withAlphaComponent` sets it, the same for an opaque color
  /// (a system color, or a constant one).
  func opacity(
    _ base: CheckedExpression, _ fraction: CheckedExpression, in scope: ExpressionScope,
    _ expression: CheckedExpression, _ log: inout ExportLog
  ) -> String {
    if case .constant(.color(let rgba)) = base.kind, let value = Self.number(fraction) {
      return constant(.color(ColorMath.withOpacity(rgba, value)), in: scope, expression.range, &log)
    }
    if case .constant(.color(let rgba)) = base.kind, rgba & 0xFF != 0xFF, scope.target == .uikit {
      return unsupported(expression, &log)
    }
    let color = operand(base, in: scope, &log)
    let amount = swift(fraction, in: scope, &log)
    return scope.target == .uikit ? "\(color).withAlphaComponent(\(amount))" : "\(color).opacity(\(amount))"
  }

  /// A text the user sees: a literal as `String(localized:)` (an interpolation's values not localized), a choice
  /// between texts with each side localized; anything else computes a text, as it is.
  func localized(_ expression: CheckedExpression, in scope: ExpressionScope, _ log: inout ExportLog) -> String {
    var plain = scope
    plain.localizes = false
    switch expression.kind {
    case .constant(.string(let text)) where !text.isEmpty:
      return "String(localized: \(SwiftLiterals.string(text)))"
    case .interpolation(let parts) where parts.contains(where: { if case .text = $0 { true } else { false } }):
      return "String(localized: \(interpolation(parts, in: plain, &log)))"
    case .ternary(let condition, let whenTrue, let whenFalse):
      let test = condition.isTernary ? "(\(swift(condition, in: plain, &log)))" : swift(condition, in: plain, &log)
      return "\(test) ? \(swift(whenTrue, in: scope, &log)) : \(swift(whenFalse, in: scope, &log))"
    default: return swift(expression, in: plain, &log)
    }
  }

  /// The built-ins and what the model keeps of host events: the last announcement, the text size where the
  /// scope reads it, an event's count and last arguments.
  func state(_ expression: CheckedExpression, in scope: ExpressionScope, _ log: inout ExportLog) -> String {
    switch expression.kind {
    case .builtin(.lastAnnouncement):
      log.helpers.insert(.lastAnnouncement)
      return scope.modelPrefix + "lastAnnouncement"
    case .builtin(.textSize):
      guard let textSize = scope.textSize else { return unsupported(expression, &log) }
      if scope.target == .swiftui { log.helpers.insert(.dynamicTypeSize) }
      return textSize
    case .emissionCount(let event):
      log.countedEvents.insert(event)
      return scope.modelPrefix + ModelExport.count(of: program.events[event].name)
    case .emittedArgument(let event, let parameter):
      log.readArguments.insert([event, parameter])
      let declaration = program.events[event]
      return scope.modelPrefix + ModelExport.lastArgument(declaration.name, declaration.parameters[parameter].name)
    default: return unsupported(expression, &log)
    }
  }

  /// `HostCart.itemsLabel(n: count)`: a function, a static method of the namespace, its arguments labelled.
  func call(
    _ function: Int, _ arguments: [CheckedExpression], in scope: ExpressionScope, _ log: inout ExportLog
  ) -> String {
    let declaration = program.functions[function]
    let labelled = zip(declaration.parameters, arguments).map { parameter, argument in
      "\(parameter.name): \(swift(argument, in: scope, &log))"
    }
    return "\(scope.namespace).\(SwiftNames.identifier(declaration.name))(\(labelled.joined(separator: ", ")))"
  }

  /// `.system(size: 15, weight: .bold)` with constant arguments, as the target makes the font.
  func systemFont(
    _ size: CheckedExpression, _ weight: CheckedExpression, _ relativeTo: CheckedExpression?,
    _ expression: CheckedExpression, in scope: ExpressionScope, _ log: inout ExportLog
  ) -> String {
    guard let points = Self.number(size), case .constant(.enumCase(let weightCase)) = weight.kind,
      let fontWeight = FontWeight(rawValue: weightCase.name)
    else { return unsupported(expression, &log) }
    var style: TextStyle?
    if let relativeTo {
      guard case .constant(.enumCase(let styleCase)) = relativeTo.kind else { return unsupported(expression, &log) }
      style = TextStyle(rawValue: styleCase.name)
    }
    return font(.system(size: points, weight: fontWeight, relativeTo: style), in: scope, &log)
  }

  /// A font as the target makes it; in SwiftUI a size relative to a text style is a `@ScaledMetric` the view
  /// declares.
  func font(_ font: Font, in scope: ExpressionScope, _ log: inout ExportLog) -> String {
    guard scope.target == .swiftui, case .system(let size, let weight, let style?) = font else {
      return SwiftLiterals.font(font, target: scope.target)
    }
    return "Font.system(size: \(log.scaledSize(size, relativeTo: style)), weight: .\(weight.rawValue))"
  }

  /// Insets and a text style's font: values built from parts.
  func composite(_ expression: CheckedExpression, in scope: ExpressionScope, _ log: inout ExportLog) -> String {
    switch expression.kind {
    case .insets(let top, let leading, let bottom, let trailing):
      let edges = [top, leading, bottom, trailing].map { swift($0, in: scope, &log) }
      let labelled = zip(["top", "leading", "bottom", "trailing"], edges).map { "\($0): \($1)" }
      let type = scope.target == .uikit ? "NSDirectionalEdgeInsets" : "EdgeInsets"
      return "\(type)(\(labelled.joined(separator: ", ")))"
    case .styleFont(let style):
      if case .constant(.enumCase(let value)) = style.kind, let textStyle = TextStyle(rawValue: value.name) {
        return SwiftLiterals.font(.style(textStyle), target: scope.target)
      }
      return unsupported(expression, &log)
    default: return unsupported(expression, &log)
    }
  }

  /// Reports an expression the export cannot write yet; a placeholder in its place.
  func unsupported(_ expression: CheckedExpression, _ log: inout ExportLog) -> String {
    log.unsupported(
      "'\(text(of: expression))'", because: "reading it has no Swift counterpart in the export yet",
      at: expression.range)
    return "_"
  }

  /// An operand of a prefix operator, parenthesized unless it is a name or a literal.
  func operand(_ expression: CheckedExpression, in scope: ExpressionScope, _ log: inout ExportLog)
    -> String
  {
    let text = swift(expression, in: scope, &log)
    // Swift reads `--a` and `!!a` as one operator, which it does not have: a prefixed operand is parenthesized.
    if text.first == "-" || text.first == "!" { return "(\(text))" }
    switch expression.kind {
    case .constant, .systemColor, .variable, .parameter, .call, .builtin, .not, .negate, .emissionCount,
      .emittedArgument:
      return text
    // A property of a button is written as its bindings give it, which may be an operation.
    case .ownState, .member: return text.contains(" ") ? "(\(text))" : text
    default: return "(\(text))"
    }
  }

  /// How tightly Swift binds an operator, which for Dial's operators is as tightly as Dial does: `||` loosest,
  /// then `&&`, the comparisons, the additive, the multiplicative.
  static func precedence(_ op: BinaryOperator) -> Int {
    switch op {
    case .or: return 1
    case .and: return 2
    case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: return 3
    case .add, .subtract: return 4
    case .multiply, .divide, .remainder: return 5
    }
  }

  /// An operand of a binary operator: parenthesized only where Swift would group it otherwise (a looser
  /// operator inside, an equal one on the right of a non-associative one, a comparison inside a comparison).
  func binaryOperand(
    _ expression: CheckedExpression, of op: BinaryOperator, right: Bool, in scope: ExpressionScope,
    _ log: inout ExportLog
  ) -> String {
    let text = swift(expression, in: scope, &log)
    switch expression.kind {
    case .binary(let inner, _, _):
      let (outer, own) = (Self.precedence(op), Self.precedence(inner))
      let associative = inner == op && (op == .and || op == .or || op == .add || op == .multiply)
      if own > outer && !(op.isComparison && inner.isComparison) { return text }
      if own == outer && (associative || (!right && !op.isComparison)) { return text }
      return "(\(text))"
    case .ternary: return "(\(text))"
    // A property written as its bindings give it may be a choice.
    default: return SwiftCode.ternary(text) != nil ? "(\(text))" : text
    }
  }

  /// `a op b`, an operand parenthesized only where Swift would read it otherwise, so that Dial's grouping is kept.
  /// A Double `%` is `truncatingRemainder(dividingBy:)`, as Dial computes it.
  func binary(
    _ op: BinaryOperator, _ left: CheckedExpression, _ right: CheckedExpression, in scope: ExpressionScope,
    _ log: inout ExportLog
  ) -> String {
    if op == .remainder && left.type == .double {
      return "\(operand(left, in: scope, &log)).truncatingRemainder(dividingBy: \(swift(right, in: scope, &log)))"
    }
    if op == .equal || op == .notEqual, let compared = enumComparison(op, left, right, in: scope, &log) {
      return compared
    }
    let a = binaryOperand(left, of: op, right: false, in: scope, &log)
    let b = binaryOperand(right, of: op, right: true, in: scope, &log)
    return "\(a) \(op.rawValue) \(b)"
  }

  /// `model.moreSortBySelection == .date` for `more["Sort By"].selection == "Date"`: a selection held as an enum
  /// compared with one of its titles (or `nil`) is compared with that case; nil for any other comparison.
  func enumComparison(
    _ op: BinaryOperator, _ left: CheckedExpression, _ right: CheckedExpression, in scope: ExpressionScope,
    _ log: inout ExportLog
  ) -> String? {
    for (selection, other) in [(left, right), (right, left)] {
      guard case .member(let base, .selection) = selection.kind, let group = selectionGroup(of: base) else { continue }
      let menu = MenuExport(program: program, menu: program.menus[group.menu])
      guard let enumeration = menu.selectionEnum(of: group.item) else { return nil }
      let property = scope.modelPrefix + menu.selection(of: group.item)
      switch other.kind {
      case .constant(.none): return "\(property) \(op.rawValue) nil"
      case .constant(.string(let title)):
        guard let action = enumeration.actions.first(where: { menu.menu.items[$0].title == title }) else { return nil }
        return "\(property) \(op.rawValue) \(enumeration.value(action))"
      default: return nil
      }
    }
    return nil
  }

  /// `"\(n) items"`: text as a Swift literal; a String, Int or Bool interpolated as Swift does, which is as
  /// Dial prints them; anything else through ``DialText`` (written into the export when used).
  func interpolation(_ parts: [CheckedStringPart], in scope: ExpressionScope, _ log: inout ExportLog)
    -> String
  {
    var literal = "\""
    for part in parts {
      switch part {
      case .text(let text): literal += SwiftLiterals.escaped(text)
      case .value(let value):
        let code = swift(value, in: scope, &log)
        switch value.type {
        case .string, .int, .bool: literal += "\\(\(code))"
        case .optionalString: literal += "\\(\(code) ?? \"nil\")"
        case .double:
          log.helpers.insert(.numberText)
          let owner = scope.modelPrefix.isEmpty ? "" : scope.namespace + "."
          literal += "\\(\(owner)DialText.number(\(code)))"
        default:
          log.unsupported(
            "interpolating \(value.type.displayNameWithArticle)", because: "its Dial text has no Swift helper yet",
            at: value.range)
        }
      }
    }
    return literal + "\""
  }

  /// The value of a constant number, an Int one widened to a Double included.
  static func number(_ expression: CheckedExpression) -> Double? {
    switch expression.kind {
    case .constant(.int(let number)): return Double(number)
    case .constant(.double(let number)): return number
    case .toDouble(let operand): return number(operand)
    default: return nil
    }
  }

  /// `checkout.selected`: a state of another button, where the scope reaches buttons.
  func member(
    _ member: Member, of base: CheckedExpression, in scope: ExpressionScope, _ expression: CheckedExpression,
    _ log: inout ExportLog
  ) -> String {
    if case .chosenItem = base.kind, member == .title, let item = scope.chosenItem { return item }
    if case .chosenItem = base.kind, let value = scope.chosenItemMembers[member] { return value }
    // A constant color's `darkened` is folded as Dial computes it.
    if member == .darkened, case .constant(.color(let rgba)) = base.kind {
      return constant(.color(ColorMath.darkened(rgba)), in: scope, expression.range, &log)
    }
    // A text's or a trait set's length, as Swift has them.
    if member == .count || member == .isEmpty, base.type == .string || base.type == .traitSet {
      if case .reference = base.kind {} else { return "\(operand(base, in: scope, &log)).\(member.rawValue)" }
    }
    if member == .selection, let group = selectionGroup(of: base) {
      let menu = MenuExport(program: program, menu: program.menus[group.menu])
      let property = scope.modelPrefix + menu.selection(of: group.item)
      // A selection held as an enum reads as its title, as Dial's does.
      guard menu.selectionEnum(of: group.item) != nil else { return property }
      return property + (menu.menu.isPopup ? ".rawValue" : "?.rawValue")
    }
    guard case .reference(.button(let index)) = base.kind else { return unsupported(expression, &log) }
    let button = program.buttons[index]
    // A toggle's selection is the model's: handlers and other buttons read it there.
    if member == .selected && button.behavior == .toggle {
      return scope.modelPrefix + ModelExport.selection(of: button, in: program)
    }
    if let reach = scope.buttonName, let property = Self.stateProperty(member) {
      return "\(reach(button.name)).\(property)"
    }
    return property(member, of: index, in: scope, expression, &log)
  }

  /// The radio group whose `selection` a path reads: a single menu or a pop-up (group -1), a single submenu (its
  /// item); the model holds each group's selection.
  func selectionGroup(of base: CheckedExpression) -> MenuItemReference? {
    switch base.kind {
    case .reference(.menu(let menu)): return MenuItemReference(menu: menu, item: -1)
    case .reference(.button(let index)):
      return program.buttons[index].menu.map { MenuItemReference(menu: $0, item: -1) }
    case .reference(.item(let reference)): return reference
    default: return nil
    }
  }

  /// `b.title`: the value `b`'s own bindings give the property, written in place (its `when` blocks as
  /// conditions on `b`'s states); a property nothing binds is its constant default.
  func property(
    _ member: Member, of index: Int, in scope: ExpressionScope, _ expression: CheckedExpression,
    _ log: inout ExportLog
  ) -> String {
    let button = program.buttons[index]
    guard scope.inlined < 4, let property = Property(rawValue: member.rawValue), Schema.buttonSpec(property) != nil
    else { return unsupported(expression, &log) }
    if let name = derived[DerivedText(button: index, property: property)] { return scope.modelPrefix + name }
    var inner = scope
    inner.inlined += 1
    inner.ownButton = scope.buttonName.map { $0(button.name) }
    // Its own property reads its states as its bindings do; another button's, from that button.
    if index != scope.ownIndex { inner.ownValues = [:] }
    let selection =
      button.behavior == .toggle ? scope.modelPrefix + ModelExport.selection(of: button, in: program) : nil
    let values = PropertyValues(
      program.configuration(of: button), selection: selection, only: property, expressions: self, scope: inner, &log)
    if let value = values[property] { return value }
    let fallback = PropertyValues.defaultValue(property, inner, self, &log)
    return fallback == "nil" ? unsupported(expression, &log) : fallback
  }

  /// The `UIControl` property of a button state: `isEnabled`, `isHighlighted`, `isSelected`.
  static func stateProperty(_ member: Member) -> String? {
    switch member {
    case .enabled: return "isEnabled"
    case .highlighted: return "isHighlighted"
    case .selected: return "isSelected"
    default: return nil
    }
  }

  /// `enabled`, `highlighted`, `selected` of the button being configured.
  func ownState(_ member: Member, in scope: ExpressionScope, _ range: SourceRange, _ log: inout ExportLog)
    -> String
  {
    if let value = scope.ownValues[member] { return value }
    // `when loading`: the configuration built so far, bindings before the block included.
    if member == .loading, scope.target == .uikit, let button = scope.ownButton {
      return "(\(button).configuration?.showsActivityIndicator ?? false)"
    }
    guard let property = Self.stateProperty(member) else {
      // `self.title`: the value the button's own bindings give, as another button's is read.
      if let index = scope.ownIndex {
        return self.property(member, of: index, in: scope, CheckedExpression(.ownState(member), .string, range), &log)
      }
      log.unsupported("'\(member.rawValue)' of the button itself", because: "only its states are", at: range)
      return "_"
    }
    guard let button = scope.ownButton else {
      log.unsupported("'\(member.rawValue)' here", because: "no button is being configured", at: range)
      return "_"
    }
    return "\(button).\(property)"
  }

  /// A constant: Swift's literal of it, a color as an explicit value, an enum case as the target names it.
  func constant(
    _ value: ConstantValue, in scope: ExpressionScope, _ range: SourceRange, _ log: inout ExportLog
  ) -> String {
    switch value {
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .double(let number): return SwiftLiterals.double(number)
    case .string(let text): return "\"" + SwiftLiterals.escaped(text) + "\""
    case .color(let rgba):
      log.helpers.insert(.color)
      return SwiftLiterals.color(rgba, target: scope.target)
    case .enumCase(let value): return "." + SwiftEnumCases.name(of: value, target: scope.target)
    case .none: return "nil"
    case .font(let value): return font(value, in: scope, &log)
    }
  }

  /// The source text of an expression, for messages.
  func text(of expression: CheckedExpression) -> String {
    files[expression.range.file]?.text(expression.range.bytes) ?? "this expression"
  }
}
