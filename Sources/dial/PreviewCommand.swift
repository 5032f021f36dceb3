import Dial
import DialPreview
import Foundation

/// `dial preview file.dial [--run] [-o preview.html]`: writes the HTML page that `HTMLPreview` renders; to
/// standard output without `-o`. `--run` runs the script's statements first and previews the state they leave.
enum PreviewCommand {
  static func run(_ arguments: [String]) -> Int32 {
    var paths: [String] = []
    var output: String?
    var runsScript = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-o", "--output":
        index += 1
        guard index < arguments.count else { return CommandLineTool.usageError("\(argument) needs a file name") }
        output = arguments[index]
      case "--run": runsScript = true
      case _ where argument.hasPrefix("-") && argument != "-":
        return CommandLineTool.usageError("unknown option '\(argument)' for 'preview'")
      default: paths.append(argument)
      }
      index += 1
    }
    guard paths.count == 1, let path = paths.first else {
      return CommandLineTool.usageError("'preview' takes exactly one file")
    }
    let html: String
    switch render(path, runsScript: runsScript) {
    case .failure(let failure):
      failure.report()
      return 2
    case .success(let page): html = page
    }
    return Terminal.write(html, to: output)
  }

  /// Compiles `path` and renders its preview; warnings go to standard error.
  static func render(_ path: String, runsScript: Bool) -> Result<String, ScriptFailure> {
    switch Compiler.compile(path: path) {
    case .failure(let error): return .failure(.unreadable(error.message))
    case .success(let compilation):
      let program: Program
      do { program = Compiler.measured(try Program(compilation)) } catch { return .failure(.compile(error)) }
      Terminal.printDiagnostics(program.warnings, files: program.files)
      do {
        guard runsScript else { return .success(try HTMLPreview(program).render(title: path)) }
        var session = try Session(program)
        let renderer = DiagnosticRenderer(files: program.files, colored: Terminal.colorEnabled(for: 2))
        for outcome in session.runScript() {
          // A failed statement changed nothing; the preview shows the state the others left.
          guard let error = outcome.error else { continue }
          var warning = error.diagnostic ?? Diagnostic(error.id, error.message, at: outcome.range)
          warning.severity = .warning
          warning.notes.append(DiagnosticNote("the statement was rolled back; the preview shows the state before it"))
          Terminal.error(renderer.render(warning))
        }
        return .success(try HTMLPreview(session).render(title: path))
      } catch {
        return .failure(.start(error, program.files))
      }
    }
  }
}
