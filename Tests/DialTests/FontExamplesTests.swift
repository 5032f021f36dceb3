import Dial
import DialAudit
import DialPreview
import Foundation
import Testing

/// Every example laid out, audited and previewed with real font files (Liberation Sans, regular and bold, a
/// TrueType face unlike the built-in Inter): each audit finishes, each finding is located, and each page is
/// well-formed with the faces embedded and every text drawn in a face of its weight.
struct FontExamplesTests {
  static let liberation: FontMeasurement? = {
    let faces = ["LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf"].compactMap {
      try? FontMeasurementTests.face($0)
    }
    return FontMeasurement(faces: faces)
  }()

  @Test(arguments: PreviewTests.examples)
  func anExampleMeasuresWithFontFiles(_ path: String) throws {
    var program = try PreviewTests.program(path)
    program.measurement = try #require(Self.liberation)
    let findings = try AccessibilityAudit(program).run()
    #expect(findings.allSatisfy { !$0.element.isEmpty })
    let html = try HTMLPreview(program).render()
    try MarkupChecker.check(html)
    #expect(html.components(separatedBy: "@font-face").count - 1 == 2)
    #expect(html.contains("Text is measured and drawn in the same fonts"))
  }

  /// The examples' layouts differ with the fonts: at least one frame changes, so the fonts are what measures.
  @Test func theFontsChangeTheLayout() throws {
    var program = try PreviewTests.program("examples/orange-button.dial")
    let inter = try Session(program).evaluate("order.frame.width")
    program.measurement = try #require(Self.liberation)
    let liberation = try Session(program).evaluate("order.frame.width")
    #expect(inter != liberation)
  }
}
