import Dial
import DialAudit
import Foundation

/// `dial audit [paths…] [--format text|json|sarif] [--min-severity error|warning] [--baseline F]
/// [--write-baseline F]`: accessibility findings over all twelve text sizes, as located diagnostics with their kind,
/// severity and fix (or JSON Lines, one object per finding, or one SARIF 2.1.0 log). Exit 1 when a finding at or above the minimum severity is reported
/// (one in the baseline is not), 2 on a usage, source or baseline error.
enum AuditCommand {
  static func run(_ arguments: [String]) -> Int32 {
    let valued: Set<String> = ["--min-severity", "--baseline", "--write-baseline"]
    guard
      let options = CommandOptions.parse(
        arguments, command: "audit", valued: valued, formats: ["text", "json", "sarif"])
    else { return 2 }
    guard let minimum = severity(options.values["--min-severity"] ?? "warning") else {
      return CommandLineTool.usageError("--min-severity takes 'error' or 'warning'")
    }
    var baseline = AuditBaseline()
    if let path = options.values["--baseline"] {
      switch AuditBaseline.read(path) {
      case .failure(let error): return CommandLineTool.usageError(error.message)
      case .success(let read): baseline = read
      }
    }
    let files: [String]
    switch TestCommand.collect(options.paths.isEmpty ? ["."] : options.paths) {
    case .failure(let error): return CommandLineTool.usageError(error.message)
    case .success(let found): files = found
    }
    guard !files.isEmpty else { return TestCommand.noFiles("audit", in: options.paths.isEmpty ? ["."] : options.paths) }
    var report = Report(format: options.format, minimum: minimum, baseline: baseline)
    for path in files { report.audit(path) }
    if let path = options.values["--write-baseline"] {
      guard report.written.write(to: path) else { return CommandLineTool.usageError("cannot write '\(path)'") }
    }
    return report.finish()
  }

  static func severity(_ name: String) -> Severity? {
    switch name {
    case "error": return .error
    case "warning": return .warning
    default: return nil
    }
  }

  /// What one run prints and counts.
  struct Report {
    /// `text`, `json` or `sarif`.
    let format: String
    var json: Bool { format == "json" }
    /// The log a `sarif` run prints at its end.
    var sarif = SARIFReport()
    let minimum: Severity
    let baseline: AuditBaseline
    var count = 0
    var failed = false
    var printed: Set<String> = []
    /// Every finding, baselined or not, for `--write-baseline`.
    var written = AuditBaseline()

    mutating func audit(_ path: String) {
      switch AuditCommand.audit(path) {
      case .failure(let failure):
        failure.report()
        failed = true
      case .success(let (findings, files)):
        let renderer = DiagnosticRenderer(files: files, colored: !json && Terminal.colorEnabled(for: 1))
        for finding in findings where finding.severity >= minimum {
          let file = renderer.files[finding.range.file]?.name ?? ""
          written.add(finding, file: file)
          guard !baseline.contains(finding, file: file) else { continue }
          // A file `use`d by several audited files would otherwise be reported once for each.
          guard printed.insert(renderer.location(finding.range) + finding.message).inserted else { continue }
          count += 1
          switch format {
          case "sarif": sarif.add(finding, renderer: renderer)
          case "json": Terminal.out(AuditCommand.encoded(finding, renderer: renderer) + "\n")
          default: Terminal.out(renderer.render(finding.diagnostic))
          }
        }
      }
    }

    func finish() -> Int32 {
      // "no findings" would be untrue of a file that could not be audited.
      if format == "sarif" { Terminal.out(sarif.encoded + "\n") }
      if format == "text" && !(failed && count == 0) {
        Terminal.out(count == 0 ? "no findings\n" : "\(count) finding\(count == 1 ? "" : "s")\n")
      }
      if failed { return 2 }
      return count > 0 ? 1 : 0
    }
  }

  /// Compiles and audits one file.
  static func audit(_ path: String) -> Result<([AuditFinding], SourceFiles), ScriptFailure> {
    switch Compiler.compile(path: path) {
    case .failure(let error): return .failure(.unreadable(error.message))
    case .success(let compilation):
      let program: Program
      do { program = Compiler.measured(try Program(compilation)) } catch { return .failure(.compile(error)) }
      do {
        let audit = AccessibilityAudit(program)
        Terminal.printDiagnostics(audit.suppressionWarnings, files: program.files)
        return .success((try audit.run(), program.files))
      } catch {
        return .failure(.start(error, program.files))
      }
    }
  }

  /// `{"file", "line", "column", "kind", "severity", "element", "message", "fix", "sizes": [".large", …]}`
  static func encoded(_ finding: AuditFinding, renderer: DiagnosticRenderer) -> String {
    let (line, column) = renderer.lineAndColumn(finding.range)
    let fields: [(String, JSON)] = [
      ("file", .string(renderer.files[finding.range.file]?.name ?? "")), ("line", .number(Double(line))),
      ("column", .number(Double(column))), ("kind", .string(finding.kind.rawValue)),
      ("severity", .string(finding.severity.rawValue)), ("element", .string(finding.element)),
      ("message", .string(finding.message)), ("fix", .string(finding.fix)),
      ("sizes", .array(finding.sizes.map { .string(AuditFinding.literal($0)) })),
      ("edits", .array(finding.edits.map { edit($0, renderer: renderer) })),
    ]
    return JSON.object(fields).encoded
  }

  /// `{"file", "line", "column", "length", "newText"}`: 1-based line and column as diagnostics count them, and
  /// the length of what is replaced, in the same unit (Unicode code points).
  static func edit(_ edit: AuditEdit, renderer: DiagnosticRenderer) -> JSON {
    let (line, column) = renderer.lineAndColumn(edit.range)
    let (_, endColumn) = renderer.lineAndColumn(edit.range.endPoint)
    return .object([
      ("file", .string(renderer.files[edit.range.file]?.name ?? "")), ("line", .number(Double(line))),
      ("column", .number(Double(column))), ("length", .number(Double(endColumn - column))),
      ("newText", .string(edit.newText)),
    ])
  }
}
