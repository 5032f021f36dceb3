import Dial

/// `dial why file.dial expr`: runs the script, then explains the value of a button property or a variable.
enum WhyCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard arguments.count == 2 else { return CommandLineTool.usageError("'why' takes a file and an expression") }
    let (path, expression) = (arguments[0], arguments[1])
    guard let program = Compiler.programReportingFailure(path: path) else { return 2 }
    var session: Session
    do { session = try Session(program) } catch {
      ScriptFailure.start(error, program.files).report()
      return 2
    }
    _ = session.runScript()
    do throws(EvaluationError) {
      Terminal.out(try session.explain(expression).text(files: program.files))
      return 0
    } catch {
      switch error {
      case .compile(let error):
        Terminal.error(
          DiagnosticRenderer(files: error.files, colored: Terminal.colorEnabled(for: 2)).render(error.diagnostics))
        return 2
      case .runtime(let error):
        Terminal.error("dial: error: \(error)\n")
        return 2
      }
    }
  }
}
