import Dial

/// `dial audit [paths…] [--format text|json]`: accessibility findings over all twelve text sizes, as located
/// warnings (or JSON Lines, one object per finding); exit 1 when there is any.
enum AuditCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard let options = CommandOptions.parse(arguments, command: "audit") else { return 2 }
    let (paths, json) = (options.paths, options.json)
    let files: [String]
    switch TestCommand.collect(paths.isEmpty ? ["."] : paths) {
    case .failure(let error): return CommandLineTool.usageError(error.message)
    case .success(let found): files = found
    }
    var count = 0
    var failed = false
    var printed: Set<String> = []
    for path in files {
      switch audit(path) {
      case .failure(let failure):
        failure.report()
        failed = true
      case .success(let (findings, files)):
        let renderer = DiagnosticRenderer(files: files, colored: !json && Terminal.colorEnabled(for: 1))
        for finding in findings {
          let text = json ? encoded(finding, renderer: renderer) : renderer.render(finding.diagnostic)
          // A file `use`d by several audited files would otherwise be reported once for each.
          guard printed.insert(renderer.location(finding.range) + finding.message).inserted else { continue }
          Terminal.out(json ? text + "\n" : text)
          count += 1
        }
      }
    }
    // "no findings" would be untrue of a file that could not be audited.
    if !json && !(failed && count == 0) {
      Terminal.out(count == 0 ? "no findings\n" : "\(count) finding\(count == 1 ? "" : "s")\n")
    }
    if failed { return 2 }
    return count > 0 ? 1 : 0
  }

  /// Compiles and audits one file.
  static func audit(_ path: String) -> Result<([AuditFinding], SourceFiles), ScriptFailure> {
    switch Compiler.compile(path: path) {
    case .failure(let error): return .failure(.unreadable(error.message))
    case .success(let compilation):
      let program: Program
      do { program = try Program(compilation) } catch { return .failure(.compile(error)) }
      do {
        return .success((try AccessibilityAudit(program).run(), program.files))
      } catch {
        return .failure(.start(error, program.files))
      }
    }
  }

  /// `{"file": …, "line": …, "column": …, "kind": …, "element": …, "message": …, "sizes": [".large", …]}`
  static func encoded(_ finding: AuditFinding, renderer: DiagnosticRenderer) -> String {
    let (line, column) = renderer.lineAndColumn(finding.range)
    let fields: [(String, JSON)] = [
      ("file", .string(renderer.files[finding.range.file]?.name ?? "")), ("line", .number(Double(line))),
      ("column", .number(Double(column))), ("kind", .string(finding.kind.rawValue)),
      ("element", .string(finding.element)), ("message", .string(finding.message)),
      ("sizes", .array(finding.sizes.map { .string(AuditFinding.literal($0)) })),
    ]
    return JSON.object(fields).encoded
  }
}
