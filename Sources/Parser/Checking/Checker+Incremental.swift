import DialLexer

// Checking more code against a program that is already checked: what the REPL
// and `Session.evaluate(_:)` need for a line typed after the program ran.
extension Checker {
  /// Checks one expression against `program` (its names, types and menus).
  ///
  /// Returns the checked expression, or nil when it has errors, and the diagnostics.
  public static func check(expression: Expression, in program: CheckedProgram) -> (
    expression: CheckedExpression?, diagnostics: [Diagnostic]
  ) {
    var pass = CheckPass(resuming: program)
    let checked = pass.check(expression, expecting: nil, inComponent: false).flatMap { pass.isValue($0) ? $0 : nil }
    return (checked, sortedByLocation(pass.diagnostics))
  }

  /// Checks statements against `program`, as if they followed its top-level statements.
  ///
  /// Statements with errors are left out of the result; the diagnostics say why.
  public static func check(statements: [Statement], in program: CheckedProgram) -> (
    statements: [CheckedStatement], diagnostics: [Diagnostic]
  ) {
    var pass = CheckPass(resuming: program)
    let checked = pass.checkStatements(statements)
    return (checked, sortedByLocation(pass.diagnostics))
  }
}

extension CheckPass {
  /// A pass over a checked program, whose variables' types are all known.
  init(resuming program: CheckedProgram) {
    self.program = program
    variableStates = Array(repeating: .done, count: program.variables.count)
  }
}
