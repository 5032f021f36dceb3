import Dial
import Foundation
import Testing

@testable import DialChecker
@testable import DialExport
@testable import DialParser

/// The exported screen shows what Dial shows: each example's spec statements are replayed on its UIKit export,
/// compiled on Linux against the UIKit stubs, and after every statement each button's title, subtitle, state,
/// VoiceOver label, value and hint, and the colors the spec sets, are what Dial's session gives. The stubs
/// store what they are set, so reading a button back reads what the export configured.
struct ExportScreenTests {
  /// What one button shows, as `name.what=value` lines: the Swift that prints them from the screen.
  static func probe(_ button: CheckedButton, _ names: ExportNames) -> [String] {
    let name = button.name
    let view = names.button(button)
    var lines = [
      "\(view).updateConfiguration()",
      "let \(view)Title = line(\(view).configuration?.title ?? \"\")",
      "let \(view)Subtitle = line(\(view).configuration?.subtitle ?? \"\")",
      "let \(view)Text = [\(view)Title, \(view)Subtitle].filter { !$0.isEmpty }.joined(separator: \", \")",
      "print(\"\(name).title=\\(\(view)Title)\")",
      "print(\"\(name).subtitle=\\(\(view)Subtitle)\")",
      "print(\"\(name).enabled=\\(\(view).isEnabled)\")",
      "print(\"\(name).loading=\\(\(view).configuration?.showsActivityIndicator ?? false)\")",
      // UIKit's own label is the button's text; the export sets one only where Dial's differs.
      "print(\"\(name).label=\\(line(\(view).accessibilityLabel ?? \(view)Text))\")",
      "print(\"\(name).value=\\(\(view).accessibilityValue ?? \"\")\")",
      "print(\"\(name).hint=\\(\(view).accessibilityHint ?? \"\")\")",
    ]
    if button.behavior == .toggle { lines.append("print(\"\(name).selected=\\(\(view).isSelected)\")") }
    let colors = [
      ("background", "background.backgroundColor ?? \(view).configuration?.baseBackgroundColor"),
      ("foreground", "baseForegroundColor"),
    ]
    for (member, color) in colors {
      // Only a color the spec sets is Dial's; a preset's own is UIKit's.
      lines.append("if let color = \(view).configuration?.\(color) { print(\"\(name).\(member)=\\(hex(color))\") }")
    }
    return lines
  }

  /// The probe appended to the exported screen: `probe()` prints every button; `hex` writes a color as Dial does.
  static func probeExtension(_ program: CheckedProgram, _ names: ExportNames) -> String {
    var source = SwiftSource()
    source.block("extension \(names.viewType)") { body in
      body.block("func probe()") { probe in
        // What a change of the model does, done now: the stub has no run loop to deliver its change.
        probe.line("observeModel()")
        for button in program.buttons {
          guard let menu = button.menu else { continue }
          let maker = UIKitMenu.maker(MenuExport(program: program, menu: program.menus[menu]))
          probe.line("\(names.button(button)).menu = \(maker)()")
        }
        for button in program.buttons { for line in Self.probe(button, names) { probe.line(line) } }
        probe.line("print(\"--\")")
      }
      body.block("func line(_ text: String) -> String") { line in
        line.line("text.split(separator: \"\\n\", omittingEmptySubsequences: false).joined(separator: \"⏎\")")
      }
      body.block("func hex(_ color: UIColor) -> String") { hex in
        hex.line("var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0")
        hex.line("_ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)")
        hex.line("let rgba = [red, green, blue, alpha].reduce(UInt32(0)) { $0 << 8 | UInt32(($1 * 255).rounded()) }")
        hex.line("return String(rgba, radix: 16, uppercase: true)")
      }
    }
    return source.text
  }

  /// What Dial shows of one button, in the probe's lines; colors only where the screen printed one.
  static func shown(_ button: CheckedButton, in session: Session, colors: Set<String>) -> [String] {
    func text(_ member: String) -> String {
      switch try? session.evaluate("\(button.name).\(member)") {
      case .string(let text)?:
        return text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "⏎")
      case .color(let rgba)?: return String(rgba, radix: 16, uppercase: true)
      case let value?: return value == .none ? "" : value.text
      case nil: return "?"
      }
    }
    var members = ["title", "subtitle", "enabled", "loading", "label", "value", "hint"]
    if button.behavior == .toggle { members.append("selected") }
    members += ["background", "foreground"].filter { colors.contains("\(button.name).\($0)") }
    return members.map { "\(button.name).\($0)=\(text($0))" }
  }

  /// A screen's color line as Dial shows it while the button is disabled: at half opacity where Dial's
  /// automatic state colors apply (a color a `when !enabled` block sets is compared as it is). UIKit dims a disabled button its own way, which the export's header comment
  /// lists as a difference.
  static func dimmedAsDial(_ line: String, in session: Session) -> String {
    let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2, parts[0].hasSuffix("ground"), let rgba = UInt32(parts[1], radix: 16),
      let button = parts[0].split(separator: ".").first,
      (try? session.evaluate("\(button).enabled")) == .bool(false),
      (try? session.evaluate("\(button).automaticStateColors")) == .bool(true),
      (try? session.evaluate(parts[0])) != .color(rgba)
    else { return line }
    let alpha = (Double(rgba & 0xFF) * 0.5).rounded()
    return parts[0] + "=" + String(rgba & 0xFFFF_FF00 | UInt32(alpha), radix: 16, uppercase: true)
  }

  /// One program's replay: its export with the probe, the function that drives it, and Dial's session after the
  /// start and after each replayed statement.
  struct Replay {
    let path: String
    let checked: CheckedProgram
    let screen: String
    let drive: String
    let states: [Session]

    /// The replay of the program at `path`, exported as `name` (a file name of its own, so that many
    /// programs' screens compile together); nil when it does not export.
    init?(_ path: String, as name: String, drive: String) throws {
      let program = try Program(contentsOfFile: path)
      guard
        let export = try? SwiftExport.source(of: program, path: name, target: .uikit, command: "dial export")
      else { return nil }
      let checked = program.checked
      let names = ExportNames(path: name, target: .uikit)
      let namespace = names.modelType
      let expressions = SwiftExpressions(program: checked, files: program.files)
      let model = ModelExport(program: checked, expressions: expressions, target: .uikit, namespace: namespace)
      // A program whose start fails (an initializer that overflows) has no screen to compare.
      guard var session = try? Session(program) else { return nil }
      var log = ExportLog()
      log.noteHostStateReads(of: program)
      var steps = ExportBehaviourTests.ModelSteps(namespace: namespace, prefix: drive)
      var main = SwiftSource()
      main.line("@MainActor func \(drive)() {")
      main.line("  let screen = \(names.viewType)()")
      main.line("  screen.viewDidLoad()")
      main.line("  let model = screen.model")
      main.line("  screen.probe()")
      var states = [session]
      for statement in checked.statements {
        guard
          let lines = ExportBehaviourTests.replay(
            statement, checked, expressions: expressions, model: model, session: &session, &log)
        else { continue }
        main.line("  " + steps.add(lines))
        main.line("  screen.probe()")
        states.append(session)
      }
      main.line("  _ = model")
      main.line("}")
      (self.path, self.checked, self.states, self.drive) = (path, checked, states, steps.source + main.text)
      self.screen = export + "\n" + ExportScreenTests.probeExtension(checked, names)
    }

    /// What differs between the screen's probes (its printed output) and Dial's states, one line per state.
    func differences(_ output: Substring) -> [String] {
      let printed = output.split(separator: "--\n", omittingEmptySubsequences: false).map {
        $0.split(separator: "\n").map(String.init)
      }
      guard printed.count == states.count + 1 else { return ["\(path): \(output)"] }
      return states.enumerated().compactMap { index, state in
        let printed = printed[index].map { ExportScreenTests.dimmedAsDial($0, in: state) }
        let colors = Set(printed.compactMap { $0.split(separator: "=").first.map(String.init) })
        let expected = checked.buttons.flatMap { ExportScreenTests.shown($0, in: state, colors: colors) }
        let differing = zip(printed, expected).filter { $0 != $1 }.map { "screen \($0), Dial \($1)" }
        guard printed.count != expected.count || !differing.isEmpty else { return nil }
        return "\(path), after replayed statement \(index): \(differing)"
      }
    }
  }

  /// Builds and runs `replays` together: each one's differences from Dial.
  static func run(_ replays: [Replay]) throws -> [String] {
    var main = SwiftSource()
    main.line("MainActor.assumeIsolated {")
    for index in replays.indices {
      main.line("  print(\"==\")")
      main.line("  drive\(index)()")
    }
    main.line("}")
    let files = replays.map(\.screen) + [replays.map(\.drive).joined(separator: "\n") + main.text]
    let ran = try ExportBehaviourTests.runWithStubs(files)
    let outputs = ran.output.split(separator: "==\n", omittingEmptySubsequences: false).dropFirst()
    guard outputs.count == replays.count else { return ["the replays stopped: \(ran.output.suffix(2000))"] }
    return zip(replays, outputs).flatMap { $0.differences($1) }
  }

  /// Each example's screen, after each of its spec's statements: all of them built together, each under its own
  /// name, as one program (one build, not one per example).
  @Test func everyExamplesScreenShowsWhatDialShows() throws {
    var replays: [Replay] = []
    for path in ExportTests.examples {
      guard let replay = try Replay(path, as: path, drive: "drive\(replays.count)") else { continue }
      replays.append(replay)
    }
    #expect(replays.count >= 8)
    let differences = try Self.run(replays)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }

  /// Every test program that exports, all built together: its screen after each of its statements. The
  /// everyday suite replays every third program (a build of all of them takes half a minute); the slow lane all.
  @Test func everyTestProgramsScreenShowsWhatDialShows() throws {
    var replays: [Replay] = []
    for (index, path) in TestSupport.dialFiles(under: "Tests/DialTests").enumerated()
    where TestSupport.slowLane || index % 3 == 0 {
      guard (try? Program(contentsOfFile: path)) != nil,
        let replay = try Replay(path, as: "program\(replays.count).dial", drive: "drive\(replays.count)")
      else { continue }
      replays.append(replay)
    }
    #expect(replays.count >= (TestSupport.slowLane ? 60 : 20))
    let differences = try Self.run(replays)
    #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
  }
}
