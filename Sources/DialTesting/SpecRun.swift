import Dial
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of a spec: runs its statements in order, as `dial test` does, and
/// turns each failure into an issue at its place in the `.dial` file.
struct SpecRun {
  let program: Program
  /// The module named in the issues' file identifiers.
  let module: String
  /// Where to record issues when the script is not a file: the call.
  let caller: SourceLocation?
  var renderer: DiagnosticRenderer { DiagnosticRenderer(files: program.files) }

  func run() -> SpecReport {
    var report = SpecReport()
    var session: Session
    do {
      session = try Session(program)
    } catch {
      record("the program cannot start: \(error.message)", at: error.range, into: &report)
      return report
    }
    for violation in session.startViolations() {
      record(violation.message(in: program.files) + " at the start", at: violation.invariant, into: &report)
    }
    for outcome in session.runScript() {
      for expectation in outcome.expectations {
        guard !expectation.passed else {
          report.passed += 1
          continue
        }
        let detail = expectation.detail.isEmpty ? "" : " (\(expectation.detail))"
        record(
          "expect failed: " + program.files.text(of: expectation.range, after: "expect") + detail,
          at: expectation.range, into: &report)
      }
      if let error = outcome.error { record(error.message, at: error.range ?? outcome.range, into: &report) }
      for violation in outcome.violations {
        record(violation.message(in: program.files), at: violation.range, into: &report)
      }
    }
    return report
  }

  /// Records an issue at `range` in the `.dial` file (or at its start when there is none).
  func record(_ message: String, at range: SourceRange?, into report: inout SpecReport) {
    let file = range.flatMap { program.files[$0.file] } ?? program.files.files.first
    let (line, column) = range.map { renderer.lineAndColumn($0) } ?? (1, 1)
    let name = file?.name ?? "spec.dial"
    let base = name.split(separator: "/").last.map(String.init) ?? name
    if let caller {
      Issue.record(Comment(rawValue: "\(name):\(line): " + message), sourceLocation: caller)
    } else {
      let location = SourceLocation(
        fileID: module + "/" + base, filePath: absolute(name), line: max(line, 1), column: max(column, 1))
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    }
    report.failures.append(SpecReport.Failure(file: name, line: line, column: column, message: message))
  }

  /// The file's absolute path, so that an editor opens it from the issue.
  func absolute(_ path: String) -> String {
    guard !path.hasPrefix("/"), let directory = getcwd(nil, 0) else { return path }
    defer { free(directory) }
    return String(cString: directory) + "/" + path
  }
}
