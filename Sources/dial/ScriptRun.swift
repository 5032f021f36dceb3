import Dial

/// A script compiled from disk and run to the end: what `run` and `test` share.
struct ScriptRun {
  let path: String
  let files: SourceFiles
  let warnings: [Diagnostic]
  let outcomes: [StatementOutcome]
  /// The invariants that do not hold in the start state, located at their declarations.
  var startViolations: [InvariantViolation] = []

  /// Compiles and runs `path`; a compile or start-up failure comes back as diagnostics to print.
  static func execute(_ path: String, listsLayout: Bool = false) -> Result<ScriptRun, ScriptFailure> {
    Compiler.program(path: path).flatMap { program in
      var session: Session
      do throws(RuntimeError) { session = try Session(program) } catch {
        return .failure(.start(error, program.files))
      }
      session.listsLayout = listsLayout
      let startViolations = program.checked.invariants.isEmpty ? [] : session.startViolations()
      let outcomes = session.runScript()
      return .success(
        ScriptRun(
          path: path, files: program.files, warnings: program.warnings, outcomes: outcomes,
          startViolations: startViolations))
    }
  }

  /// The statement's source text.
  func text(_ range: SourceRange) -> String {
    files[range.file]?.text(range.bytes) ?? ""
  }

  /// `file:line`
  func line(_ range: SourceRange) -> String {
    let (line, _) = DiagnosticRenderer(files: files).lineAndColumn(range)
    return "\(files[range.file]?.name ?? path):\(line)"
  }
}

/// Why a script could not run at all.
enum ScriptFailure: Error {
  case unreadable(String)
  case compile(CompileError)
  case start(RuntimeError, SourceFiles)

  /// The failure as it is printed, without color: what a JUnit test case of the file holds.
  var text: String {
    let renderer = { (files: SourceFiles) in DiagnosticRenderer(files: files, colored: false) }
    switch self {
    case .unreadable(let message): return "dial: error: \(message)\n"
    case .compile(let error): return error.diagnostics.map { renderer(error.files).render($0) }.joined()
    case .start(let error, let files):
      return error.diagnostic.map { renderer(files).render($0) } ?? "dial: error: \(error.message)\n"
    }
  }

  /// Prints the failure to standard error.
  func report() {
    switch self {
    case .unreadable(let message): Terminal.error("dial: error: \(message)\n")
    case .compile(let error): Terminal.printDiagnostics(error.diagnostics, files: error.files)
    case .start(let error, let files):
      if let diagnostic = error.diagnostic {
        Terminal.printDiagnostics([diagnostic], files: files)
      } else {
        Terminal.error("dial: error: \(error.message)\n")
      }
    }
  }
}
