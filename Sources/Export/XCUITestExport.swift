import DialChecker
import DialLexer
import DialParser
import DialRuntime

/// A file's script as an XCUITest UI test of the app that implements its screen: `dial export xcuitest`. The
/// script runs in a Dial session while it is written, and each expectation becomes assertions of what XCUITest
/// can observe of the elements it mentions (label, value, enabled, selected, exists, a frame's size), with the
/// values Dial computes at that point, as literals. Elements are found by their accessibility identifier (the
/// Dial name, which `dial export uikit|swiftui` sets), whatever their type; menu items by their titles.
public enum XCUITestExport {
  /// `L` for `large`, `AccessibilityXL` for `accessibilityExtraLarge`: the content size category UIKit names
  /// after one of Dial's text sizes (`UICTContentSizeCategory` + this).
  public static func contentSizeCategory(_ size: String) -> String { XCUITestWriter.contentSize(size) }

  /// `CheckoutUITests.swift` for `checkout.dial`: the file the test is written to in a folder.
  public static func fileName(forFile path: String) -> String { SwiftNames.typeName(forFile: path) + "UITests.swift" }

  /// The test file; an error (located) when the script does not start.
  public static func source(of program: Program, path: String, command: String) throws(ExportError) -> String {
    let session: Session
    do throws(RuntimeError) {
      session = try Session(program)
    } catch {
      let range = program.checked.statements.first?.range ?? ExportLog.entry
      throw ExportError([Diagnostic(.exportUnsupported, "cannot export the script: \(error.message)", at: range)])
    }
    var writer = XCUITestWriter(program: program, session: session)
    let body = writer.body()
    let type = SwiftNames.typeName(forFile: path)
    var source = SwiftSource()
    let file = path.split(separator: "/").last.map(String.init) ?? path
    source.line("// \(type)UITests.swift: written by `\(command)`.")
    source.line("// The script of \(file) as a UI test of the app that implements its screen, for iOS 17 and later.")
    source.line("// Elements are found by their accessibility identifier (the Dial name), menu items by their titles;")
    source.line(
      "// the values asserted are the ones Dial computes after each event, sizes within \(XCUITestWriter.sizeTolerance) pt."
    )
    if !writer.unobserved.isEmpty {
      source.line("// What XCUITest cannot observe, left out:")
      for note in writer.unobserved { source.line("// - \(note)") }
    }
    source.line()
    source.line("import XCTest")
    source.line()
    source.block("final class \(type)UITests: XCTestCase") { test in
      test.block("@MainActor func test\(type)() throws") { method in
        method.line("continueAfterFailure = false")
        method.line("let app = XCUIApplication()")
        method.line("/// The element a script names: its accessibility identifier, whatever its type.")
        method.block("func element(_ identifier: String) -> XCUIElement") { find in
          find.line("app.descendants(matching: .any)[identifier].firstMatch")
        }
        method.append(body)
      }
    }
    return source.text
  }
}

/// Runs a script in a session and writes it as XCUITest statements; what it cannot observe is noted.
struct XCUITestWriter {
  let program: Program
  var session: Session
  /// What is left out, for the header: a statement or a member, quoted, with its line.
  var unobserved: [String] = []
  /// The UI events written since the last launch, replayed after a relaunch.
  var events: [String] = []
  /// The launch arguments in effect.
  private var launchArguments: [String] = []
  /// The assertions written since the last event: one an earlier expectation made is not written again.
  var asserted: Set<String> = []

  init(program: Program, session: Session) {
    self.program = program
    self.session = session
  }

  var checked: CheckedProgram { program.checked }

  /// The test method's body: the launch, then each statement.
  mutating func body() -> SwiftSource {
    var source = SwiftSource()
    if usesTextSize { launchArguments = Self.textSizeArguments(session) }
    launch(into: &source)
    for statement in checked.statements { write(statement, into: &source) }
    return source
  }

  /// Whether the script sets the text size: then every launch names it.
  var usesTextSize: Bool {
    checked.statements.contains { statement in
      if case .assignment(.builtin(.textSize), _, _) = statement.kind { return true }
      return false
    }
  }

  /// `-UIPreferredContentSizeCategoryName UICTContentSizeCategoryL`: the launch arguments of the session's size.
  static func textSizeArguments(_ session: Session) -> [String] {
    guard case .enumCase(let size)? = try? session.evaluate("textSize") else { return [] }
    return ["-UIPreferredContentSizeCategoryName", "UICTContentSizeCategory" + contentSize(size.name)]
  }

  /// `L` for `.large`, `AccessibilityXL` for `.accessibilityExtraLarge`: UIKit's content size category names.
  static func contentSize(_ size: String) -> String {
    let standard = [
      "extraSmall": "XS", "small": "S", "medium": "M", "large": "L", "extraLarge": "XL", "extraExtraLarge": "XXL",
      "extraExtraExtraLarge": "XXXL",
    ]
    if let name = standard[size] { return name }
    let accessibility = size.dropFirst("accessibility".count)
    return "Accessibility" + (standard[accessibility.prefix(1).lowercased() + accessibility.dropFirst()] ?? "L")
  }

  /// Launches the app with the launch arguments in effect.
  mutating func launch(into source: inout SwiftSource) {
    if !launchArguments.isEmpty {
      source.line("app.launchArguments = [\(launchArguments.map(SwiftLiterals.string).joined(separator: ", "))]")
    }
    source.line("app.launch()")
    asserted = []
  }

  /// The quoted statement and its line: `itemCount = 3 (line 28)`.
  func quote(_ range: SourceRange) -> String {
    let renderer = DiagnosticRenderer(files: program.files)
    let text = program.files[range.file]?.text(range.bytes) ?? "?"
    return "`\(text)` (line \(renderer.lineAndColumn(range).line))"
  }

  /// One statement, run on the session and written as what the app is sent or asserted.
  mutating func write(_ statement: CheckedStatement, into source: inout SwiftSource) {
    let before = session
    let outcome = session.run(statement)
    // A statement Dial rolls back does nothing to the screen.
    guard outcome.error == nil else { return source.line("// \(quote(statement.range)): rolled back in Dial") }
    switch statement.kind {
    case .event(let verb, let target): event(verb, target, before: before, statement, into: &source)
    case .expect(let expression): expectation(expression, statement, into: &source)
    case .assignment(.builtin(.textSize), _, _): relaunch(statement, into: &source)
    case .ifElse, .assignment, .focus, .print, .activate, .emit, .announce:
      let note = "\(quote(statement.range)): sets state a UI test cannot; what follows expects the app in that state"
      unobserved.append(note)
      source.line("// \(note)")
    }
  }

  /// A new text size: the app relaunched with it, and the events before it replayed.
  mutating func relaunch(_ statement: CheckedStatement, into source: inout SwiftSource) {
    launchArguments = Self.textSizeArguments(session)
    source.line("// \(quote(statement.range)): a text size is set at launch; the events before it are replayed.")
    source.line("app.terminate()")
    launch(into: &source)
    for event in events { source.line(event) }
  }
}
