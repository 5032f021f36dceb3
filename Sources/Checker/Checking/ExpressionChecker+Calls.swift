import DialLexer
import DialParser

// Calls (docs/language.md §5, §6, §10): `x.contains(y)`, `c.opacity(x)` and `.system(size:weight:relativeTo:)`,
// and `self.member`.
extension ExpressionChecker {
  /// The methods a value can call.
  static let methods: Set<String> = [Member.contains.rawValue, Member.opacity.rawValue]

  /// A call: a font, or a method of a String, a trait set or a Color.
  func checkCall(_ callee: Expression, _ arguments: [Argument], _ range: SourceRange, in context: inout CheckContext)
    -> CheckedExpression?
  {
    if case .enumCase("system") = callee.withoutParentheses.kind {
      return checkSystemFont(arguments, range, in: &context)
    }
    if case .name(let name) = callee.withoutParentheses.kind {
      return checkFunctionCall(Identifier(name, callee.range), arguments, range, in: &context)
    }
    guard case .member(let base, let name) = callee.withoutParentheses.kind, Self.methods.contains(name.name) else {
      context.report(CheckerDiagnostics.invalidCall(at: callee.range))
      return nil
    }
    guard let checkedBase = check(base, expecting: Self.colorContext(base, name), in: &context),
      let spec = Self.memberSpec(name, of: checkedBase.type, in: &context)
    else { return nil }
    guard let argumentType = spec.argument, arguments.count == 1, let argument = arguments.first?.value else {
      context.report(CheckerDiagnostics.argumentCount(name.name, found: arguments.count, at: range))
      return nil
    }
    let checked = checkValue(argument, as: argumentType, in: &context) { found in
      CheckerDiagnostics.argumentType(name.name, expected: argumentType, found: found, at: argument.range)
    }
    guard let checked else { return nil }
    guard spec.member == .opacity else { return CheckedExpression(.contains(checkedBase, checked), .bool, range) }
    if let fraction = checked.literalNumber, !(0...1).contains(fraction) {
      context.report(
        CheckerDiagnostics.invalidValue(
          "an opacity", NumberText.plain(fraction), rule: "between 0 and 1", at: checked.range))
      return nil
    }
    return CheckedExpression(.opacity(checkedBase, checked), .color, range)
  }

  /// `name(label: value, …)`: a call of a declared function, its arguments by label, in order.
  func checkFunctionCall(
    _ name: Identifier, _ arguments: [Argument], _ range: SourceRange, in context: inout CheckContext
  ) -> CheckedExpression? {
    guard case .function(let index)? = context.program.symbol(named: name.name)?.kind else {
      let names = context.program.functions.map(\.name)
      let hint = context.suggestion(for: name.name, among: names)
      context.report(HostDiagnostics.unknownFunction(name.name, suggestion: hint, at: name.range))
      return nil
    }
    let function = context.program.functions[index]
    guard let values = checkArguments(arguments, of: function.name, function.parameters, range, in: &context) else {
      return nil
    }
    return CheckedExpression(.call(index, values), function.returnType, range)
  }

  /// The arguments of a call or an emission against `parameters`: every one by its label, in order, each of its
  /// parameter's type. Nil after reporting what is wrong.
  func checkArguments(
    _ arguments: [Argument], of callee: String, isEvent: Bool = false, _ parameters: [CheckedParameter],
    _ range: SourceRange, in context: inout CheckContext
  ) -> [CheckedExpression]? {
    if context.incompleteSignatures.contains(callee) {
      // Its declaration's error is the one to fix; the arguments are still checked on their own.
      for argument in arguments { _ = check(argument.value, expecting: nil, in: &context) }
      return nil
    }
    let labels = arguments.map { $0.label?.name }
    if let mismatch = ArgumentLabelMismatch.first(labels: labels, parameters: parameters.map(\.name)) {
      context.report(
        HostDiagnostics.argumentLabels(
          mismatch, callee: callee, isEvent: isEvent, parameters: parameters, arguments: arguments, at: range))
      return nil
    }
    var values: [CheckedExpression] = []
    for (argument, parameter) in zip(arguments, parameters) {
      let checked = checkValue(argument.value, as: parameter.type, in: &context) { found in
        HostDiagnostics.argumentType(
          callee, parameter.name, expected: parameter.type, found: found, at: argument.value.range)
      }
      guard let checked else { return nil }
      values.append(checked)
    }
    return values
  }

  /// `.white.darkened`: a named color followed by a Color member is a Color, whatever the context, as Swift
  /// infers `UIColor.white` from the member that follows.
  static func colorContext(_ base: Expression, _ member: Identifier) -> DialType? {
    guard case .enumCase(let name) = base.withoutParentheses.kind, NamedColors.value(named: name) != nil,
      Schema.member(member.name, of: .color) != nil
    else { return nil }
    return .color
  }

  // MARK: - self

  /// `self.member` inside a style or button body (or its handler): the configuration of the button being
  /// resolved, or one of its states.
  func checkSelfMember(_ name: Identifier, _ range: SourceRange, in context: inout CheckContext) -> CheckedExpression? {
    guard inComponent else {
      context.report(CheckerDiagnostics.selfOutsideComponent(at: range))
      return nil
    }
    if let state = Self.ownStates[name.name] { return CheckedExpression(.ownState(state), .bool, range) }
    let readable = Schema.buttonProperties.filter { $0.property != .menu }
    guard let spec = readable.first(where: { $0.property.rawValue == name.name }),
      let member = Member(rawValue: name.name)
    else {
      let derived = Schema.member(name.name, of: .button) != nil
      let hint = derived ? nil : context.suggestion(for: name.name, among: readable.map(\.property.rawValue))
      context.report(
        CheckerDiagnostics.unknownSelfMember(name.name, derived: derived, suggestion: hint, at: name.range))
      return nil
    }
    return CheckedExpression(.ownState(member), spec.type, range)
  }
}
