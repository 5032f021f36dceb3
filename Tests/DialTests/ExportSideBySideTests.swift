import Foundation
import Testing

/// `docs/export.md` sets three exports beside versions written by hand: the page shows both as they are, with
/// their line counts, no export is more than 1.5 times its hand-written version, and the hand-written versions
/// type-check against the same interface stubs as the exports.
struct ExportSideBySideTests {
  /// A screen of the page: its example, the export's target, and its hand-written file under `docs/export/`.
  struct Screen: CustomTestStringConvertible, Sendable {
    let example: String
    let target: String
    let handWritten: String
    var testDescription: String { "\(example) in \(target)" }

    var golden: String { "Tests/DialTests/Exports/\(example).\(target).golden" }
    var handWrittenPath: String { "docs/export/\(handWritten)" }
  }

  static let screens = [
    Screen(example: "checkout", target: "uikit", handWritten: "CheckoutViewController.swift"),
    Screen(example: "add-to-cart", target: "swiftui", handWritten: "AddToCartView.swift"),
    Screen(example: "color-popup", target: "swiftui", handWritten: "ColorPopupView.swift"),
  ]

  /// Lines that are not blank and not only a comment, as the page counts them.
  static func lines(_ text: String) -> Int {
    text.split(separator: "\n").filter {
      let line = $0.drop { $0 == " " }
      return !line.isEmpty && !line.hasPrefix("//")
    }.count
  }

  @Test(arguments: screens)
  func thePageShowsTheExportBesideTheHandWrittenVersion(_ screen: Screen) throws {
    let page = try String(contentsOfFile: "docs/export.md", encoding: .utf8)
    let export = try String(contentsOfFile: screen.golden, encoding: .utf8)
    let written = try String(contentsOfFile: screen.handWrittenPath, encoding: .utf8)
    #expect(page.contains("```swift\n" + export + "```"), "docs/export.md shows another export of \(screen.example)")
    #expect(page.contains("```swift\n" + written + "```"), "docs/export.md shows another \(screen.handWritten)")
    let (exported, byHand) = (Self.lines(export), Self.lines(written))
    #expect(page.contains("| `examples/\(screen.example).dial` |"), "no row for \(screen.example)")
    #expect(page.contains(" | \(exported) | \(byHand) | "), "docs/export.md gives other counts for \(screen.example)")
    #expect(Double(exported) <= 1.5 * Double(byHand), "\(screen.example): \(exported) lines against \(byHand)")
  }

  @Test(arguments: ["uikit", "swiftui"])
  func theHandWrittenVersionsTypeCheck(_ target: String) throws {
    let swiftc = try #require(ExportTests.swiftc, "swiftc is not on this machine")
    let folder = try ToolOptionsTests.folder([:])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let framework = try ExportTests.stubModule(target == "uikit" ? .uikit : .swiftui, in: folder, swiftc: swiftc)
    let files = Self.screens.filter { $0.target == target }.map(\.handWrittenPath)
    let checked = try ExportTests.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", folder] + files)
    #expect(
      checked.status == 0,
      "the hand-written versions do not type-check against the \(framework) stubs: \(checked.output)")
  }
}
