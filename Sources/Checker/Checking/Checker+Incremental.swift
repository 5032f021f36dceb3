import DialLexer
import DialParser

// Checking more code against a program that is already checked: what the REPL
// and `Session.evaluate(_:)` need for a line typed after the program ran.
extension Checker {
  /// Checks one expression against `program` (its names, types and menus).
  ///
  /// Returns the checked expression, or nil when it has errors, and the diagnostics.
  public static func check(expression: Expression, in program: CheckedProgram) -> (
    expression: CheckedExpression?, diagnostics: [Diagnostic]
  ) {
    var context = CheckContext(resuming: program)
    let checked = ExpressionChecker(inComponent: false).check(expression, expecting: nil, in: &context).flatMap {
      ExpressionChecker.isValue($0, in: &context) ? $0 : nil
    }
    return (checked, sortedByLocation(context.sink.diagnostics))
  }

  /// Checks statements against `program`, as if they followed its top-level statements.
  ///
  /// Statements with errors are left out of the result; the diagnostics say why.
  public static func check(statements: [Statement], in program: CheckedProgram) -> (
    statements: [CheckedStatement], diagnostics: [Diagnostic]
  ) {
    var context = CheckContext(resuming: program)
    let checked = StatementChecker().check(statements, in: &context)
    return (checked, sortedByLocation(context.sink.diagnostics))
  }
}

extension CheckContext {
  /// A context over a checked program, whose variables' types are all known.
  init(resuming program: CheckedProgram) {
    self.program = program
    variableStates = Array(repeating: .done, count: program.variables.count)
  }
}
