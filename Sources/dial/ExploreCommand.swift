import Dial
import DialAudit
import DialExplore
import DialREPL
import Foundation

/// `dial explore file.dial [--depth N] [--states N] [--jobs N] [--memory SIZE] [--no-reduce] [--text-sizes] [--quiet]
/// [--format json]`: explores every reachable state breadth first and reports each violated property once, with a
/// shortest replayable sequence of events. Exit 1 on a violation, 0 otherwise, 2 on a usage or source error.
enum ExploreCommand {
  static func run(_ arguments: [String]) -> Int32 {
    let valued: Set<String> = ["--depth", "--states", "--jobs", "--memory"]
    guard
      let parsed = CommandOptions.parse(
        arguments, command: "explore", flags: ["--text-sizes", "--quiet", "--no-reduce"], valued: valued)
    else { return 2 }
    guard parsed.paths.count == 1, let path = parsed.paths.first else {
      return CommandLineTool.usageError("'explore' takes exactly one file")
    }
    guard let (given, jobs) = options(parsed) else { return 2 }
    var options = given
    guard let program = Compiler.programReportingFailure(path: path) else { return 2 }
    let started = Date()
    // Progress only on a terminal, and not with `--quiet`.
    let shows = isatty(STDERR_FILENO) == 1 && !parsed.flags.contains("--quiet")
    let progress = shows ? ProgressLine(started: started) : nil
    if let progress {
      options.progress = { @Sendable states, depth in progress.show(states: states, depth: depth) }
    }
    let report: ExplorationReport
    do { report = try Explorer(program, options: options).run(jobs: jobs) } catch {
      progress?.clear()
      ScriptFailure.start(error, program.files).report()
      return 2
    }
    progress?.clear()
    let seconds = max(Date().timeIntervalSince(started), 1e-9)
    let replay = Replay(path: path, program: program)
    parsed.json
      ? printJSON(report, replay: replay, seconds: seconds) : printText(report, replay: replay, seconds: seconds)
    return report.violations.isEmpty ? 0 : 1
  }

  /// The limits and choices given on the command line, and the number of jobs (by default, the cores this process
  /// may use); nil after a usage error.
  static func options(_ parsed: CommandOptions) -> (Explorer.Options, jobs: Int)? {
    var options = Explorer.Options(textSizes: parsed.flags.contains("--text-sizes"))
    options.reduces = !parsed.flags.contains("--no-reduce")
    var jobs = AvailableCores.count
    for flag in ["--depth", "--states", "--jobs"] {
      guard let text = parsed.values[flag] else { continue }
      guard let number = Int(text), number >= 1 else {
        _ = CommandLineTool.usageError("\(flag) takes a whole number of 1 or more, not '\(text)'")
        return nil
      }
      switch flag {
      case "--depth": options.maxDepth = number
      case "--states": options.maxStates = number
      default: jobs = number
      }
    }
    if let text = parsed.values["--memory"] {
      guard let bytes = byteCount(text) else {
        _ = CommandLineTool.usageError(
          "--memory takes a size such as 512M or 4G (K, M, G: 1024, 1024², 1024³), not '\(text)'")
        return nil
      }
      options.memoryLimit = bytes
      options.spillFile = { TemporarySpillFile() }
    }
    return (options, jobs)
  }

  /// A size: a whole number of bytes, or of K, M or G (powers of 1024), at least 1M; nil otherwise.
  static func byteCount(_ text: String) -> Int? {
    let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
    var digits = Substring(text.uppercased())
    var unit = 1
    if let last = digits.last, let scale = units[last] {
      unit = scale
      digits = digits.dropLast()
    }
    guard let number = Int(digits), number > 0, number <= Int.max / unit, number * unit >= 1 << 20 else { return nil }
    return number * unit
  }

  static func printText(_ report: ExplorationReport, replay: Replay, seconds: Double) {
    let renderer = DiagnosticRenderer(files: replay.program.files)
    for violation in report.violations {
      var text = "violation [\(violation.kind)]: \(violation.message)\n"
      if let range = violation.range { text += "  at \(renderer.location(range))\n" }
      text += "  shortest sequence: \(violation.events.count) event\(violation.events.count == 1 ? "" : "s"); "
      text += "replay it with `dial run`:\n"
      text += replay.script(violation.events).split(separator: "\n").map { "    " + $0 + "\n" }.joined()
      Terminal.out(text)
    }
    if !report.unreachable.isEmpty {
      Terminal.out("never reached:\n" + report.unreachable.map { "  " + $0 + "\n" }.joined())
    }
    Terminal.out(summary(report, seconds: seconds) + "\n")
  }

  static func summary(_ report: ExplorationReport, seconds: Double) -> String {
    let rate = Int(Double(report.states) / seconds)
    let end = report.exhausted ? "exhausted" : "bounded"
    func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
    var lines = [
      "\(counted(report.states, "state")), \(counted(report.transitions, "transition")), depth \(report.depth), "
        + "\(end), \(counted(report.violations.count, "violation")), \(rate) states/s"
    ]
    if !report.parts.isEmpty {
      let searched = report.parts.count < report.partCount ? " (\(report.parts.count) searched: the state limit)" : ""
      lines.append(
        "reduced: \(report.partCount) independent parts\(searched), standing for \(represented(report)) "
          + "state\(report.representedStates == 1 ? "" : "s") (--no-reduce explores them whole)")
    }
    lines.append(
      "fingerprints: 64 bits a state, collision probability "
        + String(format: "%.1e", report.collisionProbability))
    if report.spilledBytes > 0 {
      lines.append("spilled \(report.spilledBytes >> 20) MB of the parent log to a temporary file (--memory)")
    }
    if report.stoppedByMemory {
      lines.append("stopped at the --memory limit: the visited states' fingerprints alone fill it")
    }
    return lines.joined(separator: "\n")
  }

  /// The states a reduced exploration stands for: exact up to 2^53, then in scientific notation.
  static func represented(_ report: ExplorationReport) -> String {
    let states = report.representedStates
    return states < 0x1p53 ? String(Int64(states)) : String(format: "%.3e", states)
  }

  static func printJSON(_ report: ExplorationReport, replay: Replay, seconds: Double) {
    let renderer = DiagnosticRenderer(files: replay.program.files)
    let violations: [JSON] = report.violations.map { violation in
      var fields: [(String, JSON)] = [("kind", .string(violation.kind)), ("message", .string(violation.message))]
      if let range = violation.range {
        let (line, column) = renderer.lineAndColumn(range)
        fields += [("line", .number(Double(line))), ("column", .number(Double(column)))]
      }
      fields += [
        ("events", .array(violation.events.map(JSON.string))), ("script", .string(replay.script(violation.events))),
      ]
      return .object(fields)
    }
    let fields: [(String, JSON)] = [
      ("file", .string(replay.path)), ("states", .number(Double(report.states))),
      ("transitions", .number(Double(report.transitions))), ("depth", .number(Double(report.depth))),
      ("exhausted", .bool(report.exhausted)), ("states_per_s", .number(Double(Int(Double(report.states) / seconds)))),
      ("violations", .array(violations)), ("unreachable", .array(report.unreachable.map(JSON.string))),
      ("parts", .array(report.parts.map { .number(Double($0)) })), ("part_count", .number(Double(report.partCount))),
      ("represented_states", .number(report.representedStates)),
      ("collision_probability", .number(report.collisionProbability)),
      ("spilled_bytes", .number(Double(report.spilledBytes))), ("stopped_by_memory", .bool(report.stoppedByMemory)),
    ]
    Terminal.out(JSON.object(fields).encoded + "\n")
  }

  /// A script that replays a sequence of events: the explored file's declarations (its own statements left
  /// out, since exploring starts from the declarations), then the events.
  struct Replay {
    let path: String
    let program: Program

    func script(_ events: [String]) -> String {
      declarations() + events.joined(separator: "\n") + (events.isEmpty ? "" : "\n")
    }

    /// The entry file's text without its top-level statements.
    func declarations() -> String {
      guard let file = program.files.files.first else { return "" }
      var bytes = file.bytes
      for statement in program.checked.statements.reversed() where statement.range.file == FileID(0) {
        var end = statement.range.end
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        if end < bytes.count { end += 1 }
        bytes.removeSubrange(statement.range.start..<min(end, bytes.count))
      }
      var text = String(decoding: bytes, as: UTF8.self)
      if !text.isEmpty && !text.hasSuffix("\n") { text += "\n" }
      return text
    }
  }
}
