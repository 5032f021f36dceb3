import DialLexer
import DialParser

/// The result of checking: the resolved program and every problem found.
public struct CheckResult: Sendable {
  /// The resolved program; complete only when ``diagnostics`` has no errors.
  public var program: CheckedProgram
  /// Errors and warnings, sorted by file, then by offset.
  public var diagnostics: [Diagnostic]
}

/// The static checker: name resolution, type checking and the static rules of
/// docs/language.md §4–§8 and §11, over all the scripts of a program at once.
///
/// ```swift
/// let parsed = Parser.parse(Array(source.utf8), file: FileID(0))
/// let result = Checker.check([parsed.syntax])
/// if !result.diagnostics.hasErrors { run(result.program) }
/// ```
///
/// Declarations are hoisted and share one namespace across all scripts;
/// statements are checked in order. The checker never stops at the first
/// error, and it never reports an error caused only by an earlier one (an
/// expression whose type could not be found is not checked further).
/// It runs in time linear in the size of the program: lookups are hashed, and
/// did-you-mean suggestions are computed only for the first
/// ``DiagnosticSink/suggestionLimit`` errors that want one.
public enum Checker {
  /// Checks `scripts` (the entry script first, then the files it uses) as one program.
  public static func check(_ scripts: [ScriptSyntax]) -> CheckResult {
    check(scripts, declarationLimit: Limits.maxDeclarations)
  }

  /// Checks with a lower limit on declarations, so that tests reach it without a million of them.
  static func check(_ scripts: [ScriptSyntax], declarationLimit: Int) -> CheckResult {
    check(consuming: scripts, declarationLimit: declarationLimit)
  }

  /// Checks `scripts`; when the caller gives up its last reference to them, each declaration's syntax is
  /// freed as soon as it is checked (see ``CheckPass/run(_:)``).
  static func check(consuming scripts: consuming [ScriptSyntax], declarationLimit: Int) -> CheckResult {
    var pass = CheckPass()
    pass.declarationLimit = declarationLimit
    pass.run(scripts)
    return CheckResult(program: pass.context.program, diagnostics: sortedByLocation(pass.context.sink.diagnostics))
  }

  /// Sorts by file, then offset; diagnostics at the same place keep their order.
  static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      let (left, right) = (a.element.range, b.element.range)
      if left.file != right.file { return left.file < right.file }
      if left.start != right.start { return left.start < right.start }
      return a.offset < b.offset
    }.map(\.element)
  }
}
