import Dial
import Foundation
import Testing

@testable import DialChecker
@testable import DialExport
@testable import DialParser

/// The exported model does what Dial does: each example's spec statements (taps, choices, assignments) are
/// replayed on its UIKit export's `Model`, compiled on Linux against the UIKit stubs, and every variable ends as
/// Dial's session leaves it. Statements that only a script makes (`expect`, `print`, `focus`, text sizes) and
/// taps on disabled buttons (a screen does not send them) are left out of both replays.
struct ExportBehaviourTests {
  /// The Swift that replays `program`'s statements on its model and prints each variable; nil when a statement
  /// cannot be replayed. `skipped` collects the statements left out.
  static func driver(_ program: Program, namespace: String, session: inout Session, name: String = "drive") -> String? {
    let checked = program.checked
    let expressions = SwiftExpressions(program: checked, files: program.files)
    let model = ModelExport(program: checked, expressions: expressions, target: .uikit, namespace: namespace)
    var source = SwiftSource()
    var log = ExportLog()
    log.noteHostStateReads(of: program)
    var steps = ModelSteps(namespace: namespace, prefix: name)
    source.line("@MainActor func \(name)() {")
    source.line("  let model = \(namespace)()")
    for statement in checked.statements {
      guard let lines = replay(statement, checked, expressions: expressions, model: model, session: &session, &log)
      else { continue }
      source.line("  " + steps.add(lines))
    }
    let exported = ExportedVariables.find(in: checked)
    for (index, variable) in checked.variables.enumerated() where exported.contains(index) {
      let name = SwiftNames.identifier(variable.name)
      let value = variable.type == .optionalString ? "model.\(name) ?? \"nil\"" : "model.\(name)"
      source.line("  print(\"\(variable.name)=\\(\(value))\")")
    }
    source.line("}")
    return log.diagnostics.isEmpty ? steps.source + source.text : nil
  }

  /// The replayed statements as methods of the exported model, so that their lines read its variables as the
  /// model's own code does: `model.driveStep0()`.
  struct ModelSteps {
    let namespace: String
    let prefix: String
    private var bodies: [[String]] = []

    init(namespace: String, prefix: String) { (self.namespace, self.prefix) = (namespace, prefix) }

    /// Adds a step made of `lines`; the call that runs it.
    mutating func add(_ lines: [String]) -> String {
      bodies.append(lines)
      return "model.\(prefix)Step\(bodies.count - 1)()"
    }

    /// The extension that holds the steps.
    var source: String {
      var source = SwiftSource()
      source.block("extension \(namespace)") { body in
        for (index, lines) in bodies.enumerated() {
          body.block("func \(prefix)Step\(index)()") { step in for line in lines { step.line(line) } }
        }
      }
      return source.text
    }
  }

  /// What one top-level statement does to the model, as lines of the model's own code, run on `session` too;
  /// nil for one left out.
  static func replay(
    _ statement: CheckedStatement, _ program: CheckedProgram, expressions: SwiftExpressions, model: ModelExport,
    session: inout Session, _ log: inout ExportLog
  ) -> [String]? {
    var lines: [String] = []
    switch statement.kind {
    case .event(.tap, .button(let index)):
      let button = program.buttons[index]
      guard (try? session.evaluate("\(button.name).enabled")) == .bool(true) else { return nil }
      if button.behavior == .toggle { lines.append("\(ModelExport.selection(of: button, in: program)).toggle()") }
      if ModelExport.hasAction(button, program: program, expressions: expressions, target: model.target) {
        lines.append("\(ModelExport.action(for: button.name))()")
      }
    case .event(.select, .item(let reference, _)):
      let menu = MenuExport(program: program, menu: program.menus[reference.menu])
      // A disabled or hidden action, or one of a disabled button's menu, cannot be chosen in the app's menu: the
      // script's choice of it is left out.
      var owner = menu.name
      if case .button(let index) = menu.menu.owner { owner = program.buttons[index].name }
      let path = owner + menu.menu.path(of: reference.item).map { "[\"\($0)\"]" }.joined()
      guard (try? session.evaluate(path + ".enabled")) == .bool(true),
        !menu.menu.items[reference.item].modifiers.contains(.hidden),
        (try? session.evaluate(owner + ".enabled")) != .bool(false)
      else { return nil }
      if let choice = menu.choice(reference.item, prefix: "") { lines.append(choice) }
    case .assignment(.variable(let index), _, _):
      // A variable only the spec reads is not the app's; an assignment the model cannot replay (it reads the
      // screen) is left out of both replays.
      guard ExportedVariables.find(in: program).contains(index) else { return nil }
      var source = SwiftSource()
      var own = ExportLog()
      StatementExport(program: program, expressions: expressions, model: model).write(statement, into: &source, &own)
      guard own.diagnostics.isEmpty else { return nil }
      lines = source.lines
    default: return nil
    }
    // A statement Dial rolls back changes nothing on either side.
    return session.run(statement).error == nil ? lines : nil
  }

  /// Builds `screen` and `main` against the UIKit stubs (compiled as a library, so the stubs' bodies run) and
  /// runs the program: its exit status and output.
  static func runWithStubs(_ files: [String], framework: String = "UIKit") throws -> (status: Int32, output: String) {
    let swiftc = try #require(ExportTests.swiftc)
    let folder = try ToolOptionsTests.folder([:])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // The last file is the program's entry: `main.swift`.
    let names = files.indices.map { $0 == files.count - 1 ? "\(folder)/main.swift" : "\(folder)/screen\($0).swift" }
    for (name, text) in zip(names, files) { try text.write(toFile: name, atomically: true, encoding: .utf8) }
    let stubs = try StubModules.shared.get()
    let built = try ExportTests.run(
      swiftc,
      [
        "-swift-version", "6", "-I", stubs, "-L", stubs, "-l\(framework)", "-Xlinker", "-rpath", "-Xlinker", stubs,
        "-o", folder + "/drive",
      ] + names)
    #expect(built.status == 0, "\(built.output)")
    guard built.status == 0 else { return built }
    return try ExportTests.run(folder + "/drive", [])
  }

  /// Every example's model and every test program's, built together as one program on Linux, from the model
  /// files alone (Observation and Foundation, no UIKit or SwiftUI): after its spec's statements, each variable is
  /// what Dial's session holds. The number of programs and statements compared is printed.
  @Test func everyModelEndsAsDialsSessionDoes() throws {
    var (files, drivers, expected) = ([String](), [String](), [[String]]())
    var statements = 0
    // Every third test program in the everyday suite, all of them in the slow lane.
    let programs = TestSupport.dialFiles(under: "Tests/DialTests").enumerated().filter {
      TestSupport.slowLane || $0.offset % 3 == 0
    }
    let paths = ExportTests.examples + programs.map(\.element)
    for path in paths {
      guard let program = try? Program(contentsOfFile: path) else { continue }
      let name = "program\(drivers.count).dial"
      guard
        let exported = try? SwiftExport.files(of: program, path: name, target: .uikit, command: "dial export"),
        let model = exported.first?.text, !model.contains("import UIKit"),
        var session = try? Session(program)
      else { continue }
      let namespace = ExportNames(path: name, target: .uikit).modelType
      guard let driver = Self.driver(program, namespace: namespace, session: &session, name: "drive\(drivers.count)")
      else { continue }
      statements += driver.components(separatedBy: "Step").count / 2
      files.append(model)
      drivers.append(driver)
      let variables = ExportedVariables.find(in: program.checked)
      expected.append(
        [path]
          + program.checked.variables.indices.filter { variables.contains($0) }.map {
            let variable = program.checked.variables[$0]
            return "\(variable.name)=\(((try? session.evaluate(variable.name)) ?? .none).text)"
          })
    }
    #expect(files.count >= (TestSupport.slowLane ? 60 : 25))
    print("model replay: \(files.count) programs, \(statements) statements replayed on their models")
    var main = drivers.joined(separator: "\n") + "\nMainActor.assumeIsolated {\n"
    for index in drivers.indices { main += "  print(\"==\")\n  drive\(index)()\n" }
    main += "}\n"
    let ran = try Self.runOnLinux([Self.localizationShim] + files + [main])
    let outputs = ran.output.split(separator: "==\n", omittingEmptySubsequences: false).dropFirst()
    #expect(outputs.count == expected.count, "\(ran.output.suffix(2000))")
    for (output, lines) in zip(outputs, expected) {
      #expect(output.split(separator: "\n").map(String.init) == Array(lines.dropFirst()), "\(lines[0])")
    }
  }

  /// Apple's `String(localized:)` and `String.LocalizationValue`, which Linux's Foundation does not have: the text itself, as an app without
  /// translations shows it.
  static let localizationShim = """
    import Foundation
    extension String {
      struct LocalizationValue: ExpressibleByStringInterpolation, Sendable {
        let text: String
        init(_ text: String) { self.text = text }
        init(stringLiteral text: String) { self.text = text }
        init(stringInterpolation: DefaultStringInterpolation) { text = String(stringInterpolation: stringInterpolation) }
      }
      init(localized value: LocalizationValue) { self = value.text }
    }
    """

  /// Builds `files` with the toolchain alone (the last one is `main.swift`) and runs the program.
  static func runOnLinux(_ files: [String]) throws -> (status: Int32, output: String) {
    let swiftc = try #require(ExportTests.swiftc)
    let folder = try ToolOptionsTests.folder([:])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let names = files.indices.map { $0 == files.count - 1 ? "\(folder)/main.swift" : "\(folder)/model\($0).swift" }
    for (name, text) in zip(names, files) { try text.write(toFile: name, atomically: true, encoding: .utf8) }
    let built = try ExportTests.run(swiftc, ["-swift-version", "6", "-o", folder + "/models"] + names)
    #expect(built.status == 0, "\(built.output)")
    guard built.status == 0 else { return built }
    return try ExportTests.run(folder + "/models", [])
  }
}
