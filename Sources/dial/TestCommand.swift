import Dial
import DialREPL
import Foundation

/// `dial test [--update] [--filter TEXT] [--format text|junit] [paths…]`: runs scripts as tests, counting
/// `expect`s, invariants and golden transcripts; one line per file, then `N passed, N failed` (or JUnit XML).
enum TestCommand {
  /// One file's result.
  struct FileResult {
    var path: String
    var passed = 0
    var failed = 0
    /// Each failure as printed: location, what failed, and details.
    var failures: [String] = []
    var seconds = 0.0
    /// Everything counted, each once, as JUnit test cases: an expectation run (named by its file, line and
    /// source; `#2` for its second run), the transcript, a runtime error; with its failure's text, if it failed.
    var cases: [(name: String, failure: String?)] = []

    /// Counts one passed or failed item, named `name`: a second item of one name is `name #2`.
    mutating func record(_ name: String, failure: String?) {
      let runs = cases.count { $0.name == name || $0.name.hasPrefix(name + " #") }
      cases.append((runs == 0 ? name : "\(name) #\(runs + 1)", failure))
      if let failure {
        failed += 1
        failures.append(failure)
      } else {
        passed += 1
      }
    }
  }

  static func run(_ arguments: [String]) -> Int32 {
    guard
      let options = CommandOptions.parse(
        arguments, command: "test", flags: ["--update"], valued: ["--filter"], formats: ["text", "junit"])
    else { return 2 }
    let junit = options.format == "junit"
    let paths = collect(options.paths.isEmpty ? ["."] : options.paths)
    guard case .success(var files) = paths else {
      if case .failure(let error) = paths { return CommandLineTool.usageError(error.message) }
      return 2
    }
    if let filter = options.values["--filter"] { files = files.filter { $0.contains(filter) } }
    guard !files.isEmpty else {
      let filter = options.values["--filter"].map { " whose path contains '\($0)'" } ?? ""
      return noFiles("test", in: options.paths.isEmpty ? ["."] : options.paths, filter: filter)
    }
    var results: [FileResult] = []
    var sourceErrors = false
    for path in files {
      let result = test(path, update: options.flags.contains("--update"), sourceErrors: &sourceErrors)
      if !junit {
        Terminal.out(result.failures.joined())
        let time = String(Int(result.seconds * 1000))
        Terminal.out("\(path): \(result.passed) passed, \(result.failed) failed (\(time) ms)\n")
      }
      results.append(result)
    }
    let (passed, failed) = results.reduce((0, 0)) { ($0.0 + $1.passed, $0.1 + $1.failed) }
    Terminal.out(junit ? JUnitReport.xml(results) : "\(passed) passed, \(failed) failed\n")
    return sourceErrors ? 2 : failed > 0 ? 1 : 0
  }

  /// A command given folders without `.dial` files (most likely the wrong ones): a usage error, exit 2, so that
  /// CI never passes a job that checked nothing.
  static func noFiles(_ verb: String, in paths: [String], filter: String = "") -> Int32 {
    CommandLineTool.usageError("no .dial files\(filter) to \(verb) in \(paths.joined(separator: ", "))")
  }

  /// Runs one file: its passed and failed counts and its failures' text. A file that cannot be read or compiled
  /// sets `sourceErrors` and counts as one failure; one whose start fails at run time (an initializer
  /// overflows) is a runtime error, which counts as a failure like any other (exit 1).
  static func test(_ path: String, update: Bool, sourceErrors: inout Bool) -> FileResult {
    let started = Date()
    var result = FileResult(path: path)
    defer { result.seconds = Date().timeIntervalSince(started) }
    let release = Self.release(for: path, update: update)
    let found = FontOption.$release.withValue(release) { measured(path, update: update) }
    guard case .success(let (specs, execution)) = found else {
      // The transcript names fonts that cannot be used; `measured` printed why.
      sourceErrors = true
      result.record(path, failure: "\(path): the fonts its transcript names cannot be used\n")
      return result
    }
    switch execution {
    case .failure(let failure):
      failure.report()
      if case .start = failure {} else { sourceErrors = true }
      result.record(path, failure: "\(path): could not run\n" + failure.text)
      result.failures = ["\(path): could not run\n"]
    case .success(let run):
      // Warnings go to standard error, as `dial run` and `dial check` print them.
      Terminal.printDiagnostics(run.warnings, files: run.files)
      result = report(run)
      let transcript = "\(path): transcript"
      switch GoldenTranscript.check(run, update: update, fonts: specs, release: release) {
      case .passed: result.record(transcript, failure: nil)
      case .written:
        result.record(transcript, failure: nil)
        Terminal.out("wrote \(GoldenTranscript.path(for: path))\n")
      case .failed(let diff):
        result.record(
          transcript, failure: "\(path): the output differs from \(GoldenTranscript.path(for: path))\n" + diff)
      case .unreadable(let message):
        Terminal.error("dial: error: \(message)\n")
        sourceErrors = true
      case .absent: break
      }
    }
    return result
  }

  /// The release the transcript of `path` was made in, unless `--ios` says otherwise or it is being written.
  static func release(for path: String, update: Bool) -> IOSRelease {
    (update || FontOption.releaseGiven ? nil : GoldenTranscript.release(for: path)) ?? FontOption.release
  }

  /// Runs `path` measured as its transcript was made (the fonts its first line names), unless `--font` says
  /// otherwise or the transcript is being written: the fonts the transcript records, and the run.
  static func measured(_ path: String, update: Bool) -> Result<
    ([String], Result<ScriptRun, ScriptFailure>), CommandError
  > {
    let recorded = update || !FontOption.specs.isEmpty ? [] : GoldenTranscript.fonts(for: path)
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let measurement = FontOption.measurement(recorded, relativeTo: folder)
    if case .failure(let error) = measurement {
      Terminal.error("dial: error: \(GoldenTranscript.path(for: path)): \(error.message)\n")
    }
    return measurement.map { found in
      let measurement = found ?? FontOption.measurement
      let run = FontOption.$measurement.withValue(measurement) { ScriptRun.execute(path) }
      return (recorded.isEmpty ? GoldenTranscript.recordedFonts(FontOption.specs, for: path) : recorded, run)
    }
  }

  /// A run's failures (expectations, invariants, runtime errors) and its counts.
  static func report(_ run: ScriptRun) -> FileResult {
    let renderer = DiagnosticRenderer(files: run.files, colored: Terminal.colorEnabled(for: 1))
    var result = FileResult(path: run.path)
    for violation in run.startViolations {
      let text = renderer.location(violation.range) + ": " + OutcomePrinter.describe(violation, renderer: renderer)
      result.record(renderer.location(violation.range) + ": at the start", failure: text + "\n  at the start\n")
    }
    for outcome in run.outcomes {
      for expectation in outcome.expectations {
        let name = Self.lineName(expectation.range, renderer) + ": " + run.text(expectation.range)
        guard !expectation.passed else {
          result.record(name, failure: nil)
          continue
        }
        var text = renderer.location(expectation.range) + ": expectation failed: " + run.text(expectation.range)
        if !expectation.detail.isEmpty { text += "\n  " + expectation.detail }
        result.record(name, failure: text + "\n")
      }
      for violation in outcome.violations {
        let text = renderer.location(violation.range) + ": " + OutcomePrinter.describe(violation, renderer: renderer)
        result.record(
          Self.lineName(violation.range, renderer) + ": invariant",
          failure: text + "\n  after: " + run.text(violation.range) + "\n")
      }
      if let error = outcome.error {
        // Rendered as every diagnostic is (docs/language.md §14): location, source line, caret.
        let text = error.diagnostic.map { renderer.render($0) } ?? "error: " + error.message + "\n"
        result.record(error.range.map { Self.lineName($0, renderer) } ?? run.path, failure: text)
      }
    }
    return result
  }

  /// `file:line`, a test case's name before its source.
  static func lineName(_ range: SourceRange, _ renderer: DiagnosticRenderer) -> String {
    let file = renderer.files[range.file]?.name ?? ""
    return "\(file):\(renderer.lineAndColumn(range).line)"
  }

  /// The files named, and the `.dial` files under the directories named, sorted.
  static func collect(_ paths: [String]) -> Result<[String], CommandError> {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        return .failure(CommandError("no such file or directory: \(path)"))
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
      files += found.filter { $0.hasSuffix(".dial") }.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
    return .success(files)
  }
}
