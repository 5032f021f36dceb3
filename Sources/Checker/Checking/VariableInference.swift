import DialLexer
import DialParser

/// Infers the type of each variable (docs/language.md §4) from its initializer, which may read variables
/// declared anywhere. Initializers are checked in dependency order, found by an iterative walk, so that a long
/// chain of variables cannot exhaust the stack, and a cycle is reported where it closes.
///
/// It holds the variables' declarations from declaring to inferring; where each inference stands is in the
/// context (``CheckContext/variableStates``), which every expression that reads a variable consults.
struct VariableInference {
  /// The declarations, parallel to the program's variables.
  var syntax: [VariableDeclaration] = []

  /// The types a variable may be declared with, by the names the reference gives them.
  static let variableTypes: [String: DialType] = {
    var types: [String: DialType] = [
      "Bool": .bool, "Int": .int, "Double": .double, "String": .string, "Color": .color,
      "Selection": .optionalString,
    ]
    for type in EnumType.allCases { types[type.displayName] = .enumeration(type) }
    return types
  }()

  /// Their names, in a fixed order for suggestions.
  static let variableTypeNames: [String] =
    ["Bool", "Int", "Double", "String", "Color", "Selection"] + EnumType.allCases.map(\.displayName)

  /// Declares a variable: its entry in the program, typed once inferred, and its pending state.
  mutating func declare(_ variable: VariableDeclaration, in context: inout CheckContext) {
    let placeholder = CheckedExpression(.constant(.bool(false)), .bool, variable.initializer.range)
    context.program.variables.append(
      CheckedVariable(name: variable.name.name, type: .bool, initializer: placeholder, range: variable.name.range))
    syntax.append(variable)
    context.variableStates.append(.pending)
  }

  /// Types every variable, each after those its initializer reads.
  func inferAll(in context: inout CheckContext) {
    let reads = syntax.map { Self.variableReads($0.initializer, in: context.program) }
    for index in InitializerOrder(reads: reads).order(in: &context) { infer(index, in: &context) }
  }

  /// The variables an initializer names, with where, in source order.
  static func variableReads(_ expression: Expression, in program: CheckedProgram) -> [(
    variable: Int, range: SourceRange
  )] {
    var found: [(Int, SourceRange)] = []
    expression.walk { expression in
      if case .name(let name) = expression.kind, case .variable(let index)? = program.symbol(named: name)?.kind {
        found.append((index, expression.range))
      }
      return .visitChildren
    }
    return found
  }

  /// Types a variable from its initializer, once the variables it reads are typed.
  func infer(_ index: Int, in context: inout CheckContext) {
    let syntax = syntax[index]
    // A variable on a cycle stays failed, but its initializer is still checked for other mistakes.
    let onCycle = context.variableStates[index] == .failed
    if let annotation = syntax.type {
      return inferAnnotated(index, annotation, onCycle: onCycle, in: &context)
    }
    let checked = ExpressionChecker(inComponent: false).check(syntax.initializer, expecting: nil, in: &context)
    guard !onCycle, let checked else {
      context.variableStates[index] = .failed
      return
    }
    guard checked.type.isVariableType else {
      context.report(
        CheckerDiagnostics.invalidVariableType(syntax.name.name, checked.type, at: syntax.initializer.range))
      context.variableStates[index] = .failed
      return
    }
    context.program.variables[index].type = checked.type
    context.program.variables[index].initializer = checked
    context.variableStates[index] = .done
  }

  /// `var name: Type = value`: the written type, and the initial value checked against it (so `nil` and
  /// `.large` need no other context).
  func inferAnnotated(_ index: Int, _ annotation: Identifier, onCycle: Bool, in context: inout CheckContext) {
    let syntax = syntax[index]
    guard let type = Self.variableTypes[annotation.name] else {
      let hint = context.suggestion(for: annotation.name, among: Self.variableTypeNames)
      context.report(CheckerDiagnostics.unknownType(annotation.name, suggestion: hint, at: annotation.range))
      context.variableStates[index] = .failed
      return
    }
    let checked = ExpressionChecker(inComponent: false).checkValue(syntax.initializer, as: type, in: &context) {
      found in
      CheckerDiagnostics.assignmentType(syntax.name.name, target: type, found: found, at: syntax.initializer.range)
    }
    guard !onCycle, let checked else {
      context.variableStates[index] = .failed
      return
    }
    context.program.variables[index].type = type
    context.program.variables[index].initializer = checked
    context.variableStates[index] = .done
  }
}
