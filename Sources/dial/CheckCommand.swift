import Dial

/// `dial check files…`: parse and type-check only.
enum CheckCommand {
  static func run(_ arguments: [String]) -> Int32 {
    if let flag = arguments.first(where: { $0.hasPrefix("-") }) {
      return CommandLineTool.usageError("unknown option '\(flag)' for 'check'")
    }
    guard !arguments.isEmpty else { return CommandLineTool.usageError("'check' needs at least one file") }
    var failed = false
    for path in arguments {
      switch Compiler.compile(path: path) {
      case .failure(let error):
        Terminal.error("dial: error: \(error.message)\n")
        failed = true
      case .success(let compilation):
        Terminal.printDiagnostics(compilation.diagnostics, files: compilation.files)
        if compilation.diagnostics.hasErrors { failed = true }
      }
    }
    return failed ? 2 : 0
  }
}
