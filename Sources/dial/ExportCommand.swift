import Dial
import DialExport
import Foundation

/// `dial export uikit|swiftui file.dial [-o out.swift]`: the Swift of a screen (`SwiftExport`); to standard
/// output without `-o`. A file that does not check, or a construct that cannot be exported, writes nothing and
/// exits 2 with its diagnostics.
enum ExportCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      return CommandLineTool.usageError("'export' takes a target first: uikit or swiftui")
    }
    guard let target = ExportTarget(rawValue: first) else {
      return CommandLineTool.usageError("unknown export target '\(first)'; use uikit or swiftui")
    }
    guard
      let options = CommandOptions.parse(
        Array(arguments.dropFirst()), command: "export", valued: ["-o", "--output"], formats: ["text"])
    else { return 2 }
    guard options.paths.count == 1, let path = options.paths.first else {
      return CommandLineTool.usageError("'export' takes exactly one file")
    }
    guard let source = export(path, target: target) else { return 2 }
    return Terminal.write(source, to: options.values["-o"] ?? options.values["--output"])
  }

  /// The export of `path`, or nil after reporting why there is none.
  static func export(_ path: String, target: ExportTarget) -> String? {
    guard let program = Compiler.programReportingFailure(path: path) else { return nil }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    do throws(ExportError) {
      return try SwiftExport.source(
        of: program, path: path, target: target, command: "dial export \(target.rawValue) \(name)")
    } catch {
      Terminal.error(
        DiagnosticRenderer(files: program.files, colored: Terminal.colorEnabled(for: 2)).render(error.diagnostics))
      return nil
    }
  }
}
