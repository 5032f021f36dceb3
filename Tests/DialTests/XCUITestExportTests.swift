import Dial
import DialExport
import Foundation
import Testing

/// `dial export xcuitest`: a script as an XCUITest UI test. Every example's test type-checks against interface
/// stubs of XCTest's UI-testing API (`ExportStubs/XCTest.swift.stub`); one is a golden file.
struct XCUITestExportTests {
  /// The UI test of the file at `path`.
  static func export(_ path: String) throws -> String {
    let program = try Program(contentsOfFile: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return try XCUITestExport.source(of: program, path: path, command: "dial export xcuitest \(name)")
  }

  /// The UI test of a program given as text.
  static func export(source: String) throws -> String {
    let program = try Program(source: source, name: "screen.dial")
    return try XCUITestExport.source(of: program, path: "screen.dial", command: "dial export xcuitest screen.dial")
  }

  /// The checkout example's UI test is its golden file.
  @Test func checkoutIsItsGolden() throws {
    let golden = "\(ExportTests.goldens)/checkout.xcuitest.golden"
    let source = try Self.export("examples/checkout.dial")
    if ExportTests.recording { try source.write(toFile: golden, atomically: true, encoding: .utf8) }
    #expect(source == (try String(contentsOfFile: golden, encoding: .utf8)), "DIAL_RECORD_EXPORTS=1 records it")
  }

  /// Every example's UI test parses and type-checks, in Swift 6 mode, against the stubs, in one swiftc.
  @Test func everyExampleTypeChecks() throws {
    let swiftc = try #require(ExportTests.swiftc, "swiftc is not on this machine")
    let folder = try ToolOptionsTests.folder([:])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let built = try StubModules.shared.get()
    try FileManager.default.copyItem(atPath: "\(built)/XCTest.swiftmodule", toPath: "\(folder)/XCTest.swiftmodule")
    var files: [String] = []
    for path in ExportTests.examples {
      let file = "\(folder)/\(XCUITestExport.fileName(forFile: path))"
      try Self.export(path).write(toFile: file, atomically: true, encoding: .utf8)
      files.append(file)
    }
    #expect(files.count == ExportTests.examples.count)
    let checked = try ExportTests.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", folder] + files)
    #expect(checked.status == 0, "the UI tests do not type-check: \(checked.output)")
  }

  /// A text size is a launch argument; set mid-script, the app is launched again and the events before it are
  /// sent again.
  @Test func aTextSizeIsALaunchArgument() throws {
    let source = try Self.export(
      source: """
        button add { title: "Add" }
        tap add
        textSize = .accessibilityLarge
        expect add.title == "Add"
        """)
    #expect(
      source.contains(#"app.launchArguments = ["-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryL"]"#))
    #expect(
      source.contains(
        #"app.launchArguments = ["-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityL"]"#))
    let relaunch = try #require(source.range(of: "app.terminate()"))
    #expect(source[relaunch.upperBound...].contains(#"element("add").tap()"#), "the tap before it is replayed")
  }

  /// The content size category of each of Dial's text sizes, as UIKit names it.
  @Test(arguments: [
    ("extraSmall", "XS"), ("large", "L"), ("extraExtraExtraLarge", "XXXL"), ("accessibilityMedium", "AccessibilityM"),
    ("accessibilityExtraExtraExtraLarge", "AccessibilityXXXL"),
  ])
  func contentSizeCategories(_ size: String, _ category: String) {
    #expect(XCUITestExport.contentSizeCategory(size) == category)
  }

  /// What XCUITest cannot observe is listed in the header, with its line, never dropped.
  @Test func whatCannotBeObservedIsListed() throws {
    let source = try Self.export(
      source: """
        var count = 0
        button add { title: "Add"; background: .systemBlue; on tap { count += 1 } }
        tap add
        expect count == 1
        expect add.background == .systemBlue
        expect add.speech == "Add. Button."
        """)
    #expect(source.contains("// - `expect count == 1` (line 4): reads a variable or the host's state"))
    #expect(source.contains("// - `expect add.background == .systemBlue` (line 5): reads `background`"))
    #expect(source.contains(#"XCTAssertEqual(element("add").label, "Add")"#))
    #expect(source.contains(#"XCTAssertTrue(element("add").isEnabled)"#))
  }

  /// A menu item is opened to and tapped by its title; a closed menu's items are not on screen.
  @Test func aSelectOpensTheMenuAndTapsTheItem() throws {
    let source = try Self.export(
      source: """
        menu options {
          menu "Sort By" {
            action "Title"
            action "Date"
          }
        }
        button sort { title: "Sort"; menu: options }
        select options["Sort By"]["Date"]
        expect options["Sort By"]["Date"].enabled
        """)
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let tap = try #require(lines.firstIndex(of: #"element("sort").tap()"#))
    #expect(lines[tap + 1] == #"app.buttons["Sort By"].firstMatch.tap()"#)
    #expect(lines[tap + 2] == #"app.buttons["Date"].firstMatch.tap()"#)
    #expect(source.contains("reads an item of a closed menu, which is not on screen"))
  }
}
