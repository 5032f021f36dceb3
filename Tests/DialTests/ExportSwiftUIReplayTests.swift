import Dial
import Foundation
import Testing

@testable import DialChecker
@testable import DialExport
@testable import DialParser

/// The exported SwiftUI view shows and says what Dial does: each program's spec statements are replayed on its
/// SwiftUI export's model, compiled on Linux against the SwiftUI stubs, whose views evaluate their `body` into a
/// tree (`ViewNode`: texts, images, controls, menus and pickers with their modifiers, a button style's drawing).
/// After every statement each button's title, subtitle, state, VoiceOver label, value and hint read from that
/// tree, and each header's title, are what Dial's session gives.
struct ExportSwiftUIReplayTests {
  /// The probe every replay calls: prints what the view shows of each named button, then each header's title.
  static let probe = """
    @MainActor func probe(_ view: some View, buttons: [(name: String, toggle: Bool)], headers: [String]) {
      let nodes = view._node().all
      func line(_ text: String) -> String {
        text.split(separator: "\\n", omittingEmptySubsequences: false).joined(separator: "⏎")
      }
      for (name, toggle) in buttons {
        guard let node = nodes.first(where: { $0.modifier("accessibilityIdentifier") as? String == name }) else {
          print("\\(name) is not on the screen")
          continue
        }
        let shown = node.shown
        let texts = shown.filter { $0.kind == "Text" }.map { line($0.text) }
        let title = texts.first ?? "", subtitle = texts.count > 1 ? texts[1] : ""
        let label = node.modifier("accessibilityLabel") as? String ?? texts.joined(separator: ", ")
        print("\\(name).title=\\(title)")
        print("\\(name).subtitle=\\(subtitle)")
        print("\\(name).enabled=\\(!node.modifiers.contains { $0.name == "disabled" && $0.value as? Bool == true })")
        print("\\(name).loading=\\(shown.contains { $0.kind == "ProgressView" })")
        print("\\(name).label=\\(line(label))")
        print("\\(name).value=\\(node.modifier("accessibilityValue") as? String ?? "")")
        print("\\(name).hint=\\(node.modifier("accessibilityHint") as? String ?? "")")
        if toggle { print("\\(name).selected=\\(shown.first { $0.kind == "Toggle" }?.state ?? "?")") }
      }
      for name in headers {
        let title = nodes.first { $0.modifier("accessibilityIdentifier") as? String == name + ".title" }
        print("\\(name).title=\\(title.map { line($0.text) } ?? "")")
      }
      print("--")
    }
    """

  /// What Dial shows, in the probe's lines: each button's, then each header's title.
  static func shown(_ program: CheckedProgram, in session: Session) -> [String] {
    let buttons = program.buttons.flatMap { ExportScreenTests.shown($0, in: session, colors: []) }
    let headers = program.headers.map { header in
      var title = ""
      if case .string(let text)? = try? session.evaluate("\(header.name).title.label") {
        title = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎")
      }
      return "\(header.name).title=\(title)"
    }
    return buttons + headers
  }

  /// One program's replay: its SwiftUI export, the function that drives it, and Dial's session after the start
  /// and after each replayed statement.
  struct Replay {
    let path: String
    let checked: CheckedProgram
    let screen: String
    let drive: String
    let states: [Session]
    let statements: Int

    /// The replay of the program at `path`, exported as `name` (a file name of its own, so that many programs'
    /// screens compile together); nil when it does not export or does not start.
    init?(_ path: String, as name: String, drive: String) throws {
      let program = try Program(contentsOfFile: path)
      guard let export = try? SwiftExport.source(of: program, path: name, target: .swiftui, command: "dial export"),
        var session = try? Session(program)
      else { return nil }
      let checked = program.checked
      let names = ExportNames(path: name, target: .swiftui)
      let expressions = SwiftExpressions(program: checked, files: program.files)
      let model = ModelExport(
        program: checked, expressions: expressions, target: .swiftui, namespace: names.modelType)
      var log = ExportLog()
      log.noteHostStateReads(of: program)
      var steps = ExportBehaviourTests.ModelSteps(namespace: names.modelType, prefix: drive)
      let buttons = checked.buttons.map { "(\(SwiftLiterals.string($0.name)), \($0.behavior == .toggle))" }
      let headers = checked.headers.map { SwiftLiterals.string($0.name) }
      let look =
        "probe(screen, buttons: [\(buttons.joined(separator: ", "))], headers: [\(headers.joined(separator: ", "))])"
      var main = ["@MainActor func \(drive)() {", "  let model = \(names.modelType)()"]
      main += ["  let screen = \(names.viewType)(model: model)", "  " + look]
      var states = [session]
      for statement in checked.statements {
        guard
          let lines = ExportBehaviourTests.replay(
            statement, checked, expressions: expressions, model: model, session: &session, &log)
        else { continue }
        main += ["  " + steps.add(lines), "  " + look]
        states.append(session)
      }
      main.append("}")
      self.states = states
      (self.path, self.checked, self.screen) = (path, checked, export)
      self.drive = steps.source + main.joined(separator: "\n") + "\n"
      self.statements = states.count - 1
    }

    /// What differs between the view's probes (its printed output) and Dial's states, one line per state.
    func differences(_ output: Substring) -> [String] {
      let printed = output.split(separator: "--\n", omittingEmptySubsequences: false).map {
        $0.split(separator: "\n").map(String.init)
      }
      guard printed.count == states.count + 1 else { return ["\(path): \(output)"] }
      return states.enumerated().compactMap { index, state in
        let expected = ExportSwiftUIReplayTests.shown(checked, in: state)
        let differing = zip(printed[index], expected).filter { $0 != $1 }.map { "view \($0), Dial \($1)" }
        guard printed[index].count != expected.count || !differing.isEmpty else { return nil }
        return "\(path), after replayed statement \(index): \(differing)"
      }
    }
  }

  /// Builds and runs `replays` together against the SwiftUI stubs: each one's differences from Dial.
  static func run(_ replays: [Replay]) throws -> [String] {
    var main = SwiftSource()
    main.line("import SwiftUI")
    main.line(probe)
    main.block("MainActor.assumeIsolated") { body in
      for replay in replays.indices {
        body.line("print(\"==\")")
        body.line("drive\(replay)()")
      }
    }
    let files = replays.map(\.screen) + [replays.map(\.drive).joined(separator: "\n") + main.text]
    let ran = try ExportBehaviourTests.runWithStubs(files, framework: "SwiftUI")
    let outputs = ran.output.split(separator: "==\n", omittingEmptySubsequences: false).dropFirst()
    guard outputs.count == replays.count else { return ["the replays stopped: \(ran.output.suffix(2000))"] }
    return zip(replays, outputs).flatMap { $0.differences($1) }
  }

  /// Every example's view after each of its spec's statements, and every test program's that exports (every
  /// sixth in the everyday suite, all of them in the slow lane), built together as one program. The number of
  /// programs and statements compared is printed.
  @Test func everyViewShowsWhatDialShows() throws {
    var replays: [Replay] = []
    let programs = TestSupport.dialFiles(under: "Tests/DialTests").enumerated().filter {
      TestSupport.slowLane || $0.offset % 6 == 0
    }
    for path in ExportTests.examples + programs.map(\.element) {
      guard (try? Program(contentsOfFile: path)) != nil,
        let replay = try Replay(path, as: "program\(replays.count).dial", drive: "drive\(replays.count)")
      else { continue }
      replays.append(replay)
    }
    #expect(replays.count >= (TestSupport.slowLane ? 70 : 20))
    let statements = replays.map(\.statements).reduce(0, +)
    print("SwiftUI replay: \(replays.count) programs, \(statements) statements")
    let differences = try Self.run(replays)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }
}
