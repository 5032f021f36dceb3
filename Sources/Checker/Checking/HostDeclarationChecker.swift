import DialLexer
import DialParser

/// Declares and checks host events and functions (docs/language.md §4): their parameters' types when they are
/// declared (so that calls and emissions anywhere can be typed), then, once every name is declared, the
/// functions' bodies, and last that no function calls itself.
struct HostDeclarationChecker {
  /// Each function's declaration, by index, until its body is checked.
  var functionSyntax: [FunctionDeclaration] = []
  /// The functions whose return type is unknown (reported): their bodies are not checked against it.
  var unknownReturnTypes: Set<Int> = []

  /// The parameters of declaration `name`, typed; a parameter that is wrong is reported and left out, and the
  /// declaration noted as incomplete (``CheckContext/incompleteSignatures``).
  static func parameters(
    _ parameters: [Parameter], of name: String, isEvent: Bool, in context: inout CheckContext
  ) -> [CheckedParameter] {
    let checked = typed(parameters, isEvent: isEvent, in: &context)
    if checked.count < parameters.count { context.incompleteSignatures.insert(name) }
    return checked
  }

  /// The parameters that are right, typed; the others reported.
  private static func typed(_ parameters: [Parameter], isEvent: Bool, in context: inout CheckContext)
    -> [CheckedParameter]
  {
    var checked: [CheckedParameter] = []
    var seen: Set<String> = []
    for parameter in parameters {
      if isEvent && parameter.name.name == "emitted" {
        context.report(HostDiagnostics.reservedParameter(parameter.name.name, at: parameter.name.range))
        continue
      }
      guard seen.insert(parameter.name.name).inserted else {
        context.report(HostDiagnostics.duplicateParameter(parameter.name.name, at: parameter.name.range))
        continue
      }
      guard let type = valueType(parameter.type, in: &context) else { continue }
      checked.append(CheckedParameter(name: parameter.name.name, type: type))
    }
    return checked
  }

  /// A type written by name that a variable may hold, or nil after reporting it.
  static func valueType(_ name: Identifier, in context: inout CheckContext) -> DialType? {
    if let type = VariableInference.variableTypes[name.name] { return type }
    let hint = context.suggestion(for: name.name, among: VariableInference.variableTypeNames)
    context.report(HostDiagnostics.parameterType(name.name, suggestion: hint, at: name.range))
    return nil
  }

  /// Declares an event: its entry in the program, typed now.
  static func declare(_ event: EventDeclaration, in context: inout CheckContext) -> Int {
    let parameters = parameters(event.parameters, of: event.name.name, isEvent: true, in: &context)
    if event.isIncomplete { context.incompleteSignatures.insert(event.name.name) }
    context.program.events.append(CheckedEvent(name: event.name.name, range: event.name.range, parameters: parameters))
    return context.program.events.count - 1
  }

  /// Declares a function: its signature now, its body later (``checkBodies(in:)``).
  mutating func declare(_ function: FunctionDeclaration, in context: inout CheckContext) -> Int {
    let parameters = Self.parameters(function.parameters, of: function.name.name, isEvent: false, in: &context)
    if function.isIncomplete { context.incompleteSignatures.insert(function.name.name) }
    // An unknown return type is reported; the function is kept, typed as its body is, so calls still check.
    let returnType = Self.valueType(function.returnType, in: &context)
    if returnType == nil { unknownReturnTypes.insert(context.program.functions.count) }
    context.program.functions.append(
      CheckedFunction(
        name: function.name.name, range: function.name.range, parameters: parameters,
        returnType: returnType ?? .string, body: nil))
    functionSyntax.append(function)
    return context.program.functions.count - 1
  }

  /// Checks every function's body against its return type, then reports the functions that call themselves.
  mutating func checkBodies(in context: inout CheckContext) {
    for (index, syntax) in functionSyntax.enumerated() where !unknownReturnTypes.contains(index) {
      let function = context.program.functions[index]
      let checker = ExpressionChecker(inComponent: false, function: index)
      context.program.functions[index].body = checker.checkValue(syntax.body, as: function.returnType, in: &context) {
        found in
        HostDiagnostics.returnType(function.name, expected: function.returnType, found: found, at: syntax.body.range)
      }
    }
    reportRecursion(in: &context)
    functionSyntax = []
    unknownReturnTypes = []
  }

  /// Reports each function that reaches itself through calls, at its first call on the cycle; its body is
  /// dropped, so that the program does not run (every script terminates).
  func reportRecursion(in context: inout CheckContext) {
    let functions = context.program.functions
    let calls = functions.map { $0.body.map(Self.calledFunctions) ?? [] }
    for start in functions.indices {
      guard let (path, firstCall) = Self.cycle(from: start, calls: calls) else { continue }
      let names = (path + [start]).map { functions[$0].name }
      context.report(HostDiagnostics.recursiveFunction(names, at: firstCall))
      context.program.functions[start].body = nil
    }
  }

  /// The functions an expression calls, with where, in source order.
  static func calledFunctions(_ expression: CheckedExpression) -> [(function: Int, range: SourceRange)] {
    var found: [(Int, SourceRange)] = []
    expression.walk { node in
      if case .call(let function, _) = node.kind { found.append((function, node.range)) }
      return .visitChildren
    }
    return found
  }

  /// The functions on a path of calls from `start` back to it, `start` first, with where `start` makes the
  /// first call of the path; nil when `start` does not reach itself. Iterative, each function visited once.
  static func cycle(from start: Int, calls: [[(function: Int, range: SourceRange)]])
    -> (path: [Int], firstCall: SourceRange)?
  {
    // `reachedBy[f]`: the function that first called `f` on the way, and where.
    var reachedBy: [Int: (caller: Int, range: SourceRange)] = [:]
    var pending = [start]
    while let current = pending.popLast() {
      for call in calls[current] {
        if call.function == start {
          var path = [current]
          while let step = reachedBy[path[path.count - 1]] { path.append(step.caller) }
          path.reverse()
          let firstCall = path.count > 1 ? reachedBy[path[1]]?.range ?? call.range : call.range
          return (path, firstCall)
        }
        guard reachedBy[call.function] == nil else { continue }
        reachedBy[call.function] = (current, call.range)
        pending.append(call.function)
      }
    }
    return nil
  }
}
