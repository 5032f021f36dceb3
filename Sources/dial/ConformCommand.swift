import Dial
import DialConform
import DialExport
import Foundation

/// `dial conform SPEC.dial DUMP [--after "…"] [--text-size S] [--tolerance N] [--format text|json|junit]`:
/// compares a dump of the running app's accessibility tree with what the spec shows after the given events, at
/// the given text size (`.large` by default). Exit 0 when the app conforms, 1 on differences, 2 on bad input.
enum ConformCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard
      let options = CommandOptions.parse(
        arguments, command: "conform", valued: ["--after", "--text-size", "--tolerance"],
        formats: ["text", "json", "junit"])
    else { return 2 }
    guard options.paths.count == 2 else { return CommandLineTool.usageError("'conform' takes a spec and a dump") }
    let (specPath, dumpPath) = (options.paths[0], options.paths[1])
    let tolerance = options.values["--tolerance"].map { Double($0) } ?? 1
    guard let tolerance, tolerance >= 0, tolerance.isFinite else {
      return CommandLineTool.usageError("--tolerance takes a number of points, 0 or more")
    }
    guard let dump = readDump(dumpPath), let program = Compiler.programReportingFailure(path: specPath) else {
      return 2
    }
    guard let session = session(program, options) else { return 2 }
    let report = session.conform(to: dump, tolerance: tolerance)
    let name = dumpPath.split(separator: "/").last.map(String.init) ?? dumpPath
    switch options.format {
    case "json": Terminal.out(report.json(in: program, dumpName: name))
    case "junit": Terminal.out(report.junit(in: program, dumpName: name))
    default: Terminal.out(report.text(in: program, dumpName: dumpPath))
    }
    return report.conforms ? 0 : 1
  }

  /// The dump at `path`, or nil when it cannot be read, said on standard error with its line.
  static func readDump(_ path: String) -> AccessibilityDump? {
    guard let data = FileManager.default.contents(atPath: path) else {
      _ = CommandLineTool.usageError("cannot read the dump '\(path)': \(unreadable(path))")
      return nil
    }
    do throws(DumpError) {
      return try AccessibilityDump(reading: String(decoding: data, as: UTF8.self))
    } catch {
      Terminal.error("\(path):\(error.line): error: \(error.message)\n")
      return nil
    }
  }

  /// Why the file at `path` cannot be read.
  static func unreadable(_ path: String) -> String {
    var folder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &folder) else { return "no such file" }
    return folder.boolValue ? "it is a folder" : "permission denied"
  }

  /// The spec's session in the state compared: at the text size given, after the events given. The file's own
  /// statements are its tests, and are not run.
  static func session(_ program: Program, _ options: CommandOptions) -> Session? {
    var session: Session
    do { session = try Session(program) } catch {
      ScriptFailure.start(error, program.files).report()
      return nil
    }
    if let size = options.values["--text-size"] {
      guard let name = textSizeName(size) else {
        _ = CommandLineTool.usageError(
          "unknown text size '\(size)'; use one of \(TextSize.allCases.map { "." + $0.rawValue }.joined(separator: ", "))"
        )
        return nil
      }
      guard run("textSize = .\(name)", as: "--text-size", in: &session) else { return nil }
    }
    if let events = options.values["--after"], !run(events, as: "--after", in: &session) { return nil }
    return session
  }

  /// Runs `source` in `session`; false, said on standard error, when it does not check or a statement fails.
  static func run(_ source: String, as name: String, in session: inout Session) -> Bool {
    do throws(CompileError) {
      let outcomes = try session.run(source: source, name: name)
      if let failed = outcomes.first(where: { $0.error != nil }), let error = failed.error {
        Terminal.error("dial: error: \(name): \(error.message)\n")
        return false
      }
      return true
    } catch {
      Terminal.error(
        DiagnosticRenderer(files: error.files, colored: Terminal.colorEnabled(for: 2)).render(error.diagnostics))
      return false
    }
  }

  /// A text size as Dial names it (`accessibilityLarge`, with or without its dot) or as UIKit's content size
  /// category does (`AccessibilityL`, `UICTContentSizeCategoryXXXL`); nil when it is neither.
  static func textSizeName(_ text: String) -> String? {
    let name = text.hasPrefix(".") ? String(text.dropFirst()) : text
    if TextSize(rawValue: name) != nil { return name }
    let category = name.hasPrefix("UICTContentSizeCategory") ? String(name.dropFirst(23)) : name
    return TextSize.allCases.first { XCUITestExport.contentSizeCategory($0.rawValue) == category }?.rawValue
  }
}
