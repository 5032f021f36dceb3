import Dial
import DialExport
import Foundation

/// `dial export uikit|swiftui|strings|xcuitest file.dial [-o OUT]`: the Swift of a screen (`SwiftExport`), the
/// String Catalog of what it shows and says (`StringCatalog`), or its script as a UI test (`XCUITestExport`); to
/// standard output without `-o`. `-o DIR` writes the model and the screen as two files in the folder (a UI test
/// as `<Name>UITests.swift`), `-o FILE.swift` one file. A file that does not check, or a
/// construct that cannot be exported, writes nothing and exits 2 with its diagnostics; so does an `-o` that names
/// a Dial source.
enum ExportCommand {
  /// The forms of `dial export`.
  enum Form: String, CaseIterable {
    case uikit, swiftui, strings, xcuitest
  }

  static func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first else {
      return CommandLineTool.usageError("'export' takes a form first: uikit, swiftui, strings or xcuitest")
    }
    guard let form = Form(rawValue: first) else {
      return CommandLineTool.usageError("unknown export form '\(first)'; use uikit, swiftui, strings or xcuitest")
    }
    guard
      let options = CommandOptions.parse(
        Array(arguments.dropFirst()), command: "export", valued: ["-o", "--output"], formats: ["text"])
    else { return 2 }
    guard options.paths.count == 1, let path = options.paths.first else {
      return CommandLineTool.usageError("'export' takes exactly one file")
    }
    let output = options.values["-o"] ?? options.values["--output"]
    if let output, let refusal = OutputFile.refusal(output, inputs: [path]) {
      return CommandLineTool.usageError(refusal)
    }
    guard let program = Compiler.programReportingFailure(path: path) else { return 2 }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let command = "dial export \(form.rawValue) \(name)"
    switch form {
    case .strings: return Terminal.write(StringCatalog.json(of: program), to: output)
    case .xcuitest: return exportUITest(program, path, command, to: output)
    case .uikit, .swiftui:
      let target: ExportTarget = form == .uikit ? .uikit : .swiftui
      if let output, isFolder(output) { return exportFiles(program, path, target, command, into: output) }
      guard
        let source = reporting(
          { () throws(ExportError) in try SwiftExport.source(of: program, path: path, target: target, command: command)
          }, program)
      else { return 2 }
      return Terminal.write(source, to: output)
    }
  }

  /// `dial export xcuitest`: the script as a UI test; a folder gets it under the name its class has.
  static func exportUITest(_ program: Program, _ path: String, _ command: String, to output: String?) -> Int32 {
    guard
      let source = reporting(
        { () throws(ExportError) in try XCUITestExport.source(of: program, path: path, command: command) }, program)
    else { return 2 }
    if let output, isFolder(output) {
      return Terminal.write(source, to: output + "/" + XCUITestExport.fileName(forFile: path))
    }
    return Terminal.write(source, to: output)
  }

  /// Whether `-o` names a folder: one that exists, or a path that ends with `/`.
  static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return path.hasSuffix("/")
      || (FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue)
  }

  /// The model and the screen as two files in `folder`: 0, or 2 after saying why one could not be written.
  static func exportFiles(
    _ program: Program, _ path: String, _ target: ExportTarget, _ command: String, into folder: String
  ) -> Int32 {
    guard
      let files = reporting(
        { () throws(ExportError) in try SwiftExport.files(of: program, path: path, target: target, command: command) },
        program)
    else { return 2 }
    for file in files {
      let destination = (folder.hasSuffix("/") ? folder : folder + "/") + file.name
      if let failure = OutputFile.write(file.text, to: destination) {
        Terminal.error("dial: error: \(failure)\n")
        return 2
      }
    }
    return 0
  }

  /// What `make` exports, or nil after printing the diagnostics of what cannot be exported.
  static func reporting<T>(_ make: () throws(ExportError) -> T, _ program: Program) -> T? {
    do throws(ExportError) {
      return try make()
    } catch {
      Terminal.error(
        DiagnosticRenderer(files: program.files, colored: Terminal.colorEnabled(for: 2)).render(error.diagnostics))
      return nil
    }
  }
}
