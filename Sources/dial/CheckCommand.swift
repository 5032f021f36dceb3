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
      switch Terminal.readFile(path) {
      case .failure(let error):
        Terminal.error("dial: error: \(error.message)\n")
        failed = true
      case .success(let bytes):
        var files = SourceFiles()
        let id = files.add(SourceFile(name: path, bytes: bytes))
        let parsed = Parser.parse(bytes, file: id)
        Terminal.printDiagnostics(parsed.diagnostics, files: files)
        if parsed.diagnostics.hasErrors { failed = true }
      }
    }
    return failed ? 2 : 0
  }
}
