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
    var sizes = HTMLPreview.defaultTextSizes
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "-o", "--output":
        index += 1
        guard index < arguments.count else { return CommandLineTool.usageError("\(argument) needs a file name") }
        output = arguments[index]
      case "--run": runsScript = true
      case "--sizes":
        index += 1
        guard index < arguments.count else { return CommandLineTool.usageError("--sizes needs a list of text sizes") }
        switch textSizes(arguments[index]) {
        case .success(let chosen): sizes = chosen
        case .failure(let error): return CommandLineTool.usageError(error.message)
        }
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
    switch render(path, runsScript: runsScript, sizes: sizes) {
    case .failure(let failure):
      failure.report()
      return 2
    case .success(let page): html = page
    }
    return Terminal.write(html, to: output)
  }

  /// `--sizes large,accessibilityLarge` (a leading dot allowed, `all` for all twelve): the text sizes shown.
  static func textSizes(_ list: String) -> Result<[DynamicTypeSize], CommandError> {
    if list == "all" { return .success(DynamicTypeSize.allCases) }
    var sizes: [DynamicTypeSize] = []
    for name in list.split(separator: ",").map({ $0.hasPrefix(".") ? String($0.dropFirst()) : String($0) }) {
      guard let size = DynamicTypeSize.allCases.first(where: { String(describing: $0) == name }) else {
        let names = DynamicTypeSize.allCases.map { String(describing: $0) }.joined(separator: ", ")
        return .failure(CommandError("unknown text size '\(name)' for --sizes; the sizes are \(names), or all"))
      }
      if !sizes.contains(size) { sizes.append(size) }
    }
    guard !sizes.isEmpty else { return .failure(CommandError("--sizes needs at least one text size")) }
    return .success(sizes)
  }

  /// Compiles `path` and renders its preview at `sizes`; warnings go to standard error.
  static func render(_ path: String, runsScript: Bool, sizes: [DynamicTypeSize] = HTMLPreview.defaultTextSizes)
    -> Result<String, ScriptFailure>
  {
    switch Compiler.compile(path: path) {
    case .failure(let error): return .failure(.unreadable(error.message))
    case .success(let compilation):
      let program: Program
      do { program = Compiler.measured(try Program(compilation)) } catch { return .failure(.compile(error)) }
      Terminal.printDiagnostics(program.warnings, files: program.files)
      do {
        guard runsScript else {
          var preview = HTMLPreview(program)
          preview.textSizes = sizes
          return .success(try preview.render(title: path))
        }
        var session = try Session(program)
        let notes = runScript(&session, files: program.files)
        var preview = HTMLPreview(session)
        (preview.textSizes, preview.scriptNotes) = (sizes, notes)
        return .success(try preview.render(title: path))
      } catch {
        return .failure(.start(error, program.files))
      }
    }
  }

  /// Runs the script's statements: each rolled-back one is a warning on standard error, and each such statement
  /// and each failed `expect` is a note for the page, located.
  static func runScript(_ session: inout Session, files: SourceFiles) -> [String] {
    let renderer = DiagnosticRenderer(files: files, colored: Terminal.colorEnabled(for: 2))
    let plain = DiagnosticRenderer(files: files)
    var notes: [String] = []
    for outcome in session.runScript() {
      for expectation in outcome.expectations where !expectation.passed {
        let text = files[expectation.range.file]?.text(expectation.range.bytes) ?? "expect"
        notes.append("\(plain.location(expectation.range)): expectation failed: \(text) (\(expectation.detail))")
      }
      // A failed statement changed nothing; the preview shows the state the others left.
      guard let error = outcome.error else { continue }
      var warning = error.diagnostic ?? Diagnostic(error.id, error.message, at: outcome.range)
      warning.severity = .warning
      warning.notes.append(DiagnosticNote("the statement was rolled back; the preview shows the state before it"))
      Terminal.error(renderer.render(warning))
      let text = files[outcome.range.file]?.text(outcome.range.bytes) ?? "statement"
      notes.append("\(plain.location(outcome.range)): \(text) was rolled back: \(error.message)")
    }
    return notes
  }
}
