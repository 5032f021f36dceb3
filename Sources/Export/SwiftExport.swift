import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// One file an export writes: its name and its text.
public struct ExportedFile: Sendable, Equatable {
  /// `CartModel.swift`.
  public var name: String
  /// The Swift source.
  public var text: String
}

/// `dial export uikit|swiftui`: a Dial file as the Swift that ships (docs/language.md §13, "export"): the model
/// (`CartModel`, Observation alone) and the screen (`CartViewController`, `CartView`), as two files or one. The
/// file's statements, invariants and what only they read are its spec, and are not exported.
public enum SwiftExport {
  /// The Swift source of `program`, compiled from the file at `path`, for `target`, as one file; `command` is how
  /// it was made, quoted in the header comment. Throws every construct that cannot be exported, located.
  public static func source(of program: Program, path: String, target: ExportTarget, command: String)
    throws(ExportError) -> String
  {
    let parts = try parts(of: program, path: path, target: target, command: command)
    var source = parts.header
    source.line()
    for module in parts.imports { source.line("import \(module)") }
    source.line()
    source.append(parts.model)
    source.line()
    source.append(parts.screen)
    return source.text
  }

  /// The model and the screen as two files, each with its own header and imports: `CartModel.swift` and
  /// `CartViewController.swift` (UIKit) or `CartView.swift` (SwiftUI).
  public static func files(of program: Program, path: String, target: ExportTarget, command: String)
    throws(ExportError) -> [ExportedFile]
  {
    let parts = try parts(of: program, path: path, target: target, command: command)
    var model = SwiftSource()
    model.line("// \(parts.names.modelType).swift: written by `\(command)`; the state and actions of the screen in")
    model.line("// \(parts.names.viewType).swift.")
    model.line()
    for module in parts.modelImports { model.line("import \(module)") }
    model.line()
    model.append(parts.model)
    model.append(parts.modelHelpers)
    var screen = parts.header
    screen.line()
    screen.line(target == .uikit ? "import UIKit" : "import SwiftUI")
    screen.line()
    screen.append(parts.screen)
    return [
      ExportedFile(name: parts.names.modelType + ".swift", text: model.text),
      ExportedFile(name: parts.names.viewType + ".swift", text: screen.text),
    ]
  }

  /// What both forms are made of.
  struct Parts {
    var names: ExportNames
    var header: SwiftSource
    var model: SwiftSource
    /// The helpers the model's own file declares (a color's initializer), which one file declares once.
    var modelHelpers: SwiftSource
    var screen: SwiftSource
    var modelImports: [String]
    var imports: [String]
  }

  static func parts(of program: Program, path: String, target: ExportTarget, command: String)
    throws(ExportError) -> Parts
  {
    let checked = program.checked
    let names = ExportNames(path: path, target: target)
    var expressions = SwiftExpressions(program: checked, files: program.files)
    expressions.derived = DerivedTexts.find(in: checked, expressions: expressions, target: target)
    var log = ExportLog()
    log.noteHostStateReads(of: program)
    var model = ModelExport(program: checked, expressions: expressions, target: target, namespace: names.modelType)
    model.exported = ExportedVariables.find(in: checked)
    // The screen first: what it uses decides what the model and the helpers declare.
    var screen = SwiftSource()
    switch target {
    case .uikit: screen = UIKitScreen(program: checked, expressions: expressions, names: names).source(&log)
    case .swiftui:
      var view = SwiftUIExport(program: checked, expressions: expressions, namespace: names.modelType)
      view.viewType = names.viewType
      screen = view.source(&log)
    }
    var modelSource = model.source(&log)
    var helpers = log.helpers
    helpers.remove(.numberText)
    screen.append(SwiftHelpers.source(helpers, target: target))
    guard log.diagnostics.isEmpty else { throw ExportError(log.diagnostics) }
    let framework = target == .uikit ? "UIKit" : "SwiftUI"
    let (modelImports, modelHelpers) = modelNeeds(modelSource, framework: framework, target: target)
    // One file holds one copy of a helper the model needs too.
    if !helpers.contains(.color) { screen.append(modelHelpers) }
    let header = header(
      path: path, command: command, target: target, names: names, program: checked, helpers: log.helpers,
      omitted: checked.variables.count - model.exported.count)
    return Parts(
      names: names, header: header, model: modelSource, modelHelpers: modelHelpers, screen: screen,
      modelImports: modelImports, imports: ["Observation", framework])
  }

  /// What the model's file imports (Observation; Foundation where it localizes; the framework where it holds one of
  /// its types, a color) and the helpers it declares for that.
  static func modelNeeds(_ model: SwiftSource, framework: String, target: ExportTarget) -> ([String], SwiftSource) {
    var imports = ["Observation"]
    if model.lines.contains(where: { $0.contains("String(localized:") }) { imports.insert("Foundation", at: 0) }
    // A framework's type: `UIColor`, `UIContentSizeCategory`, `NSDirectionalRectEdge`, `Color`, `ControlSize`.
    let frameworkTypes = ["UI", "NS", "Color", "Font", "ControlSize", "DynamicTypeSize"]
    let usesFramework = model.lines.contains { line in
      frameworkTypes.contains { type in
        line.contains(": \(type)") || line.contains("(\(type)") || line.contains(" \(type)(")
          || line.contains("-> \(type)")
      }
    }
    guard usesFramework else { return (imports, SwiftSource()) }
    imports.append(framework)
    let usesColor = model.lines.contains { $0.contains("dialRGBA") }
    return (imports, usesColor ? SwiftHelpers.source([.color], target: target) : SwiftSource())
  }

  /// The header comment: what made the file, what it leaves out, and where Swift and Dial differ.
  static func header(
    path: String, command: String, target: ExportTarget, names: ExportNames, program: CheckedProgram,
    helpers: Set<SwiftHelper>, omitted: Int
  ) -> SwiftSource {
    var source = SwiftSource()
    let file = path.split(separator: "/").last.map(String.init) ?? path
    source.line(
      "// \(names.viewType).swift: written by `\(command)`; the screen \(file) specifies, for iOS 17 and later.")
    var parts = ["its statements"]
    if helpers.contains(.specInHandlers) { parts.append("its handlers' `expect` and `print`") }
    if !program.invariants.isEmpty { parts.append("its invariants") }
    var spec = parts.dropLast().joined(separator: ", ") + (parts.count > 1 ? " and " : "") + (parts.last ?? "")
    if omitted > 0 { spec += ", and the \(omitted == 1 ? "variable" : "\(omitted) variables") only they read" }
    source.line("// The file's spec (\(spec)) is not exported. Where Swift and Dial differ:")
    source.line("// - Int arithmetic that overflows traps, where Dial rolls the statement back.")
    let framework = target == .uikit ? "UIKit" : "SwiftUI"
    source.line("// - A preset's colors, and a pressed, selected or disabled button's, are \(framework)'s, not Dial's.")
    if helpers.contains(.twoWaySelection) {
      source.line("// - A toggle whose `selected` is bound to a variable writes the variable when tapped, where Dial")
      source.line("//   changes only the toggle until its handler writes the variable.")
    }
    return source
  }

  /// A helper's text as lines of source.
  static func lines(_ text: String) -> SwiftSource {
    var source = SwiftSource()
    source.line()
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) { source.line(String(line)) }
    return source
  }
}
