import DialChecker
import DialLexer
import DialParser

// MARK: - The library API

extension Session {
  /// Checks and runs statements written in Dial (`tap a; expect a.selected`),
  /// each atomically. Throws a ``CompileError`` when they do not check, before
  /// running any of them; a runtime error is in the failing statement's outcome.
  public mutating func run(source: String, name: String = "<input>") throws(CompileError) -> [StatementOutcome] {
    let (files, file) = snippet(source, name: name)
    let parsed = Parser.parse(Array(source.utf8), file: file)
    var diagnostics = parsed.diagnostics
    var statements: [Statement] = []
    for item in parsed.syntax.items {
      switch item {
      case .statement(let statement): statements.append(statement)
      case .declaration(let declaration):
        diagnostics.append(
          Diagnostic(
            .declarationInSession, "declarations cannot be added to a running session", at: declaration.range))
      }
    }
    let checked = Checker.check(statements: statements, in: program.checked)
    diagnostics += checked.diagnostics
    guard !diagnostics.hasErrors else { throw CompileError(diagnostics: diagnostics, files: files) }
    let outcomes = checked.statements.map { run($0) }
    quoteWrites(in: file, of: files)
    return outcomes
  }

  /// Quotes the writes made by statements of a snippet, whose file the session does not keep, so that
  /// ``explain(_:)`` can still show them.
  mutating func quoteWrites(in file: FileID, of files: SourceFiles) {
    guard let source = files[file] else { return }
    let renderer = DiagnosticRenderer(files: files)
    func quote(_ range: SourceRange) -> VariableWrite.Quote {
      VariableWrite.Quote(text: source.text(range.bytes), place: "\(source.name):\(renderer.lineAndColumn(range).line)")
    }
    for (variable, write) in history.lastWrites where write.statement.file == file || write.assignment.file == file {
      var quoted = write
      if write.statement.file == file && write.statementOutside == nil {
        quoted.statementOutside = quote(write.statement)
      }
      if write.assignment.file == file && write.assignmentOutside == nil {
        quoted.assignmentOutside = quote(write.assignment)
      }
      history.lastWrites[variable] = quoted
    }
  }

  /// Runs one line of statements, as the REPL does: the same as ``run(source:name:)``.
  public mutating func run(statement: String) throws(CompileError) -> [StatementOutcome] {
    try run(source: statement)
  }

  /// Evaluates an expression written in Dial against the current state.
  public func evaluate(_ source: String, name: String = "<input>") throws(EvaluationError) -> Value {
    let expression = try checkedExpression(source, name: name)
    do { return try Evaluator.evaluate(expression, in: state) } catch { throw .runtime(error) }
  }

  /// An expression written in Dial, parsed and checked against the program.
  func checkedExpression(_ source: String, name: String) throws(EvaluationError) -> CheckedExpression {
    let (files, file) = snippet(source, name: name)
    var (expression, diagnostics) = Parser.parseExpression(Array(source.utf8), file: file)
    guard !diagnostics.hasErrors else { throw .compile(CompileError(diagnostics: diagnostics, files: files)) }
    let checked = Checker.check(expression: expression, in: program.checked)
    diagnostics += checked.diagnostics
    guard let checkedExpression = checked.expression, !diagnostics.hasErrors else {
      throw .compile(CompileError(diagnostics: diagnostics, files: files))
    }
    return checkedExpression
  }

  /// Runs the program's own top-level statements, in order, each atomically.
  public mutating func runScript() -> [StatementOutcome] {
    program.checked.statements.map { run($0) }
  }

  /// The program's files plus one for a snippet of source.
  func snippet(_ source: String, name: String) -> (SourceFiles, FileID) {
    var files = program.files
    let file = files.add(SourceFile(name: name, text: source))
    return (files, file)
  }
}
