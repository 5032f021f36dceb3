import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// `dial export uikit|swiftui`: a Dial file as the Swift that ships (docs/language.md §13, "export"). The
/// declarations live in an enum named after the file (`host-cart.dial` → `HostCart`): the model, the screen,
/// the functions; the file's statements, which are the spec, are not exported.
public enum SwiftExport {
  /// The Swift source for `program`, compiled from the file at `path`, for `target`; `command` is how it was
  /// made, quoted in the header comment. Throws every construct that cannot be exported, located.
  public static func source(of program: Program, path: String, target: ExportTarget, command: String)
    throws(ExportError) -> String
  {
    let checked = program.checked
    let namespace = SwiftNames.typeName(forFile: path)
    let expressions = SwiftExpressions(program: checked, files: program.files)
    var log = ExportLog()
    log.noteHostStateReads(of: program)
    let model = ModelExport(program: checked, expressions: expressions, target: target, namespace: namespace)
    // The screen and the functions first: what they use decides what the model and the helpers declare.
    var screen = SwiftSource()
    switch target {
    case .uikit: screen = UIKitExport(program: checked, expressions: expressions, namespace: namespace).source(&log)
    case .swiftui: screen = SwiftUIExport(program: checked, expressions: expressions, namespace: namespace).source(&log)
    }
    var functions = SwiftSource()
    writeFunctions(checked, expressions: expressions, namespace: namespace, target: target, into: &functions, &log)
    let modelSource = model.source(&log)
    var source = header(
      path: path, command: command, target: target, helpers: log.helpers, unchecked: log.uncheckedInvariants,
      files: program.files)
    source.line()
    source.block("enum \(namespace)") { body in
      body.append(modelSource)
      body.line()
      body.append(screen)
      body.append(functions)
      if log.helpers.contains(.numberText) { body.append(lines(SwiftHelpers.numberText)) }
    }
    var helpers = log.helpers
    helpers.remove(.numberText)
    source.append(SwiftHelpers.source(helpers, target: target))
    guard log.diagnostics.isEmpty else { throw ExportError(log.diagnostics) }
    return source.text
  }

  /// The header comment: what made the file, what it leaves out, and the imports.
  static func header(
    path: String, command: String, target: ExportTarget, helpers: Set<SwiftHelper>, unchecked: [SourceRange],
    files: SourceFiles
  ) -> SwiftSource {
    var source = SwiftSource()
    let file = path.split(separator: "/").last.map(String.init) ?? path
    source.line("// \(file.hasSuffix(".dial") ? String(file.dropLast(5)) : file).swift: written by `\(command)`.")
    source.line("//")
    source.line("// The screen that \(file) specifies, for iOS 17 and later. The file's statements (taps, `expect`s)")
    source.line("// are its spec, not its screen, and are not exported. Where Swift and Dial differ:")
    source.line("// - Int arithmetic that overflows traps, where Dial rolls the statement back.")
    let framework = target == .uikit ? "UIKit" : "SwiftUI"
    source.line("// - A hex color the spec sets is that value in every appearance (a system color is the system's);")
    source.line("//   a preset's own colors, and a selected, pressed or disabled button's, are \(framework)'s, not")
    source.line("//   Dial's (its preset table, a selected toggle's filled look, brightness × 0.9 while pressed,")
    source.line("//   half opacity while disabled).")
    for range in unchecked {
      let text = files[range.file]?.text(range.bytes) ?? "an invariant"
      source.line("// - `\(text)` reads the screen, so the model does not check it.")
    }
    if helpers.contains(.twoWaySelection) {
      source.line("// - A toggle whose `selected` is bound to a variable writes the variable when tapped (a two-way")
      source.line("//   binding), where Dial changes only the toggle until its handler writes the variable.")
    }
    source.line()
    source.line("import Observation")
    source.line(target == .uikit ? "import UIKit" : "import SwiftUI")
    return source
  }

  /// Each `func` as a static method of the namespace.
  static func writeFunctions(
    _ program: CheckedProgram, expressions: SwiftExpressions, namespace: String, target: ExportTarget,
    into source: inout SwiftSource, _ log: inout ExportLog
  ) {
    for function in program.functions {
      guard let body = function.body else { continue }
      let names = function.parameters.map { SwiftNames.identifier($0.name) }
      let scope = ExpressionScope(modelPrefix: "", parameters: names, target: target, namespace: namespace)
      let parameters = function.parameters.map { parameter in
        "\(SwiftNames.identifier(parameter.name)): \(SwiftTypes.name(of: parameter.type, target: target) ?? "Any")"
      }
      let result = SwiftTypes.name(of: function.returnType, target: target) ?? "Any"
      source.line()
      source.line("/// `\(function.name)`, a pure function of its parameters.")
      source.block(
        "static func \(SwiftNames.identifier(function.name))(\(parameters.joined(separator: ", "))) -> \(result)"
      ) { block in
        block.line(expressions.swift(body, in: scope, &log))
      }
    }
  }

  /// A helper's text as lines of source.
  static func lines(_ text: String) -> SwiftSource {
    var source = SwiftSource()
    source.line()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) { source.line(String(line)) }
    return source
  }
}
