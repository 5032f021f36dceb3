import Dial
import DialAudit
import DialREPL

/// `dial run file.dial [--layout] [--format text|json]`: runs a script and prints each statement's transitions.
enum RunCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard let options = CommandOptions.parse(arguments, command: "run", flags: ["--layout"]) else { return 2 }
    let (json, layout) = (options.json, options.flags.contains("--layout"))
    guard options.paths.count == 1, let path = options.paths.first else {
      return CommandLineTool.usageError("'run' takes exactly one file")
    }
    switch ScriptRun.execute(path, listsLayout: layout) {
    case .failure(let failure):
      failure.report()
      return 2
    case .success(let run):
      Terminal.printDiagnostics(run.warnings, files: run.files)
      json ? printJSON(run) : printText(run)
      if run.outcomes.contains(where: { $0.error != nil }) { return 2 }
      let failed = run.outcomes.contains { $0.expectations.contains { !$0.passed } || !$0.violations.isEmpty }
      return failed || !run.startViolations.isEmpty ? 1 : 0
    }
  }

  static func printText(_ run: ScriptRun) {
    Terminal.write(textChunks(run, colored: Terminal.colorEnabled(for: 1)))
  }

  /// What `dial run` prints as text, as chunks for standard output and standard error.
  static func textChunks(_ run: ScriptRun, colored: Bool) -> [OutputChunk] {
    let renderer = DiagnosticRenderer(files: run.files, colored: colored)
    var chunks: [OutputChunk] = []
    for violation in run.startViolations {
      let text =
        "\(run.line(violation.range)): at the start\n  " + OutcomePrinter.describe(violation, renderer: renderer)
      chunks.append(.out(text + "\n"))
    }
    for outcome in run.outcomes {
      let header = "\(run.line(outcome.range)): \(run.text(outcome.range))"
      chunks += OutcomePrinter.chunks(outcome, header: header, renderer: renderer)
    }
    return chunks
  }

  static func printJSON(_ run: ScriptRun) {
    let renderer = DiagnosticRenderer(files: run.files)
    printStartViolationsJSON(run, renderer: renderer)
    for outcome in run.outcomes {
      let (line, column) = renderer.lineAndColumn(outcome.range)
      var fields: [(String, JSON)] = [
        ("file", .string(run.files[outcome.range.file]?.name ?? run.path)), ("line", .number(Double(line))),
        ("column", .number(Double(column))), ("source", .string(run.text(outcome.range))),
        (
          "transitions",
          .array(
            outcome.transitions.map {
              .object([("path", .string($0.path)), ("old", .string($0.old.literal)), ("new", .string($0.new.literal))])
            })
        ),
        ("notes", .array(outcome.eventNotes.map { .string($0.description) })),
        ("output", .array(outcome.output.map(JSON.string))),
        (
          "expectations",
          .array(
            outcome.expectations.map { expectation in
              // Its own place: an `expect` in a handler is not where the statement is.
              let (line, column) = renderer.lineAndColumn(expectation.range)
              return .object([
                ("passed", .bool(expectation.passed)), ("detail", .string(expectation.detail)),
                ("line", .number(Double(line))), ("column", .number(Double(column))),
                ("source", .string(run.text(expectation.range))),
              ])
            })
        ),
      ]
      if !outcome.violations.isEmpty {
        fields.append(("violations", .array(outcome.violations.map { violationJSON($0, run: run) })))
      }
      fields += hostFields(outcome)
      if let error = outcome.error { fields.append(("error", .string(error.message))) }
      Terminal.out(JSON.object(fields).encoded + "\n")
    }
  }
}

extension RunCommand {
  /// `"emissions"` and `"announcements"`, each only when the statement made some: a program without host events
  /// prints what it printed before they existed.
  static func hostFields(_ outcome: StatementOutcome) -> [(String, JSON)] {
    var fields: [(String, JSON)] = []
    if !outcome.emissions.isEmpty { fields.append(("emissions", .array(outcome.emissions.map(emissionJSON)))) }
    let announcements = outcome.eventNotes.compactMap(\.announcement)
    if !announcements.isEmpty { fields.append(("announcements", .array(announcements.map(JSON.string)))) }
    return fields
  }

  /// `{"event": "addedToCart", "arguments": {"count": "1", "sku": "\"A1\""}}`: an emitted host event, each
  /// argument as a Dial literal, as transitions give their values.
  static func emissionJSON(_ emission: Emission) -> JSON {
    .object([
      ("event", .string(emission.name)),
      ("arguments", .object(emission.arguments.map { ($0.label, JSON.string($0.value.literal)) })),
    ])
  }

  /// Invariants that fail before any statement: an object each, at its declaration, as the text prints them,
  /// with the fields a statement's object has (empty) and `"atStart": true`.
  static func printStartViolationsJSON(_ run: ScriptRun, renderer: DiagnosticRenderer) {
    for violation in run.startViolations {
      let (line, column) = renderer.lineAndColumn(violation.range)
      let fields: [(String, JSON)] = [
        ("file", .string(run.files[violation.range.file]?.name ?? run.path)), ("line", .number(Double(line))),
        ("column", .number(Double(column))), ("source", .string(run.text(violation.range))),
        ("transitions", .array([])), ("notes", .array([])), ("output", .array([])), ("expectations", .array([])),
        ("violations", .array([violationJSON(violation, run: run)])), ("atStart", .bool(true)),
      ]
      Terminal.out(JSON.object(fields).encoded + "\n")
    }
  }

  /// `{"invariant": "count >= 0", "values": "count = -1", "error": …}`.
  static func violationJSON(_ violation: InvariantViolation, run: ScriptRun) -> JSON {
    var fields: [(String, JSON)] = [
      ("invariant", .string(run.files.text(of: violation.invariant, after: "invariant"))),
      ("values", .string(violation.detail)),
    ]
    if let error = violation.error { fields.append(("error", .string(error.message))) }
    return .object(fields)
  }
}
