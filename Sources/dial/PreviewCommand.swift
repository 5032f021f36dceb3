import Dial
import Foundation

/// `dial preview file.dial [-o preview.html]`: writes the HTML page that `HTMLPreview` renders; to standard output
/// without `-o`.
enum PreviewCommand {
  static func run(_ arguments: [String]) -> Int32 {
    var paths: [String] = []
    var output: String?
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-o", "--output":
        index += 1
        guard index < arguments.count else { return CommandLineTool.usageError("\(argument) needs a file name") }
        output = arguments[index]
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
    switch render(path) {
    case .failure(let failure):
      failure.report()
      return 2
    case .success(let page): html = page
    }
    guard let output, output != "-" else {
      Terminal.out(html)
      return 0
    }
    guard FileManager.default.createFile(atPath: output, contents: Data(html.utf8)) else {
      Terminal.error("dial: error: cannot write \(output)\n")
      return 2
    }
    return 0
  }

  /// Compiles `path` and renders its preview; warnings go to standard error.
  static func render(_ path: String) -> Result<String, ScriptFailure> {
    switch Compiler.compile(path: path) {
    case .failure(let error): return .failure(.unreadable(error.message))
    case .success(let compilation):
      let program: Program
      do { program = try Program(compilation) } catch { return .failure(.compile(error)) }
      Terminal.printDiagnostics(program.warnings, files: program.files)
      do {
        return .success(try HTMLPreview(program).render(title: path))
      } catch {
        return .failure(.start(error, program.files))
      }
    }
  }
}
