import Dial
import DialREPL
import Foundation

/// `dial test [--update] [paths…]`: runs scripts as tests, counting `expect`s and golden transcripts; the last
/// line is `N passed, N failed`.
enum TestCommand {
  static func run(_ arguments: [String]) -> Int32 {
    var arguments = arguments
    let update = arguments.contains("--update")
    arguments.removeAll { $0 == "--update" }
    if let flag = arguments.first(where: { $0.hasPrefix("-") }) {
      return CommandLineTool.usageError("unknown option '\(flag)' for 'test'")
    }
    let paths = collect(arguments.isEmpty ? ["."] : arguments)
    guard case .success(let files) = paths else {
      if case .failure(let error) = paths { return CommandLineTool.usageError(error.message) }
      return 2
    }
    var passed = 0
    var failed = 0
    var sourceErrors = false
    for path in files {
      guard let (filePassed, fileFailed) = test(path, update: update, sourceErrors: &sourceErrors) else {
        // A file that cannot run counts as a failure; one that does not compile makes the exit code 2
        // (docs/language.md §14).
        failed += 1
        continue
      }
      passed += filePassed
      failed += fileFailed
    }
    Terminal.out("\(passed) passed, \(failed) failed\n")
    return sourceErrors ? 2 : failed > 0 ? 1 : 0
  }

  /// Runs one file; returns its passed and failed counts, printing each
  /// failure, or nil when the file could not be read, compiled or started.
  /// A file that cannot be read or compiled sets `sourceErrors`; one whose
  /// start fails at run time (an initializer overflows) is a runtime error,
  /// which counts as a failure like any other (exit 1).
  static func test(_ path: String, update: Bool, sourceErrors: inout Bool) -> (Int, Int)? {
    switch ScriptRun.execute(path) {
    case .failure(let failure):
      failure.report()
      if case .start = failure {} else { sourceErrors = true }
      return nil
    case .success(let run):
      // Warnings go to standard error, as `dial run` and `dial check` print them.
      Terminal.printDiagnostics(run.warnings, files: run.files)
      var (passed, failed) = report(run)
      switch GoldenTranscript.check(run, update: update) {
      case .passed: passed += 1
      case .written:
        passed += 1
        Terminal.out("wrote \(GoldenTranscript.path(for: path))\n")
      case .failed(let diff):
        failed += 1
        Terminal.out("\(path): the output differs from \(GoldenTranscript.path(for: path))\n" + diff)
      case .unreadable(let message):
        Terminal.error("dial: error: \(message)\n")
        sourceErrors = true
      case .absent: break
      }
      return (passed, failed)
    }
  }

  /// Prints a run's failures (expectations, invariants, runtime errors) and counts its `expect`s.
  static func report(_ run: ScriptRun) -> (passed: Int, failed: Int) {
    let renderer = DiagnosticRenderer(files: run.files, colored: Terminal.colorEnabled(for: 1))
    var (passed, failed) = (0, 0)
    for violation in run.startViolations {
      failed += 1
      let text = renderer.location(violation.range) + ": " + OutcomePrinter.describe(violation, renderer: renderer)
      Terminal.out(text + "\n  at the start\n")
    }
    for outcome in run.outcomes {
      for expectation in outcome.expectations {
        if expectation.passed {
          passed += 1
          continue
        }
        failed += 1
        var text = renderer.location(expectation.range) + ": expectation failed: " + run.text(expectation.range)
        if !expectation.detail.isEmpty { text += "\n  " + expectation.detail }
        Terminal.out(text + "\n")
      }
      for violation in outcome.violations {
        failed += 1
        let text = renderer.location(violation.range) + ": " + OutcomePrinter.describe(violation, renderer: renderer)
        Terminal.out(text + "\n  after: " + run.text(violation.range) + "\n")
      }
      if let error = outcome.error {
        failed += 1
        // Rendered as every diagnostic is (docs/language.md §14): location, source line, caret.
        Terminal.out(error.diagnostic.map { renderer.render($0) } ?? "error: " + error.message + "\n")
      }
    }
    return (passed, failed)
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
