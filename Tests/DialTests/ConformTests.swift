import Dial
import DialConform
import Foundation
import Testing

/// `dial conform`: dumps of an app, in both formats, compared with the examples' specs. Each dump in
/// `Conform/` is a golden case: the clean ones conform, each `-planted` one has differences planted in it
/// (every kind among them), and its report is the `.report` file beside it.
struct ConformTests {
  static let folder = "Tests/DialTests/Conform"
  static var recording: Bool { ProcessInfo.processInfo.environment["DIAL_RECORD_CONFORM"] == "1" }

  /// A dump, the spec it is compared with, and the state it was taken in.
  struct Case: CustomStringConvertible, Sendable {
    var dump: String
    var spec: String
    var after: String = ""
    var textSize: String? = nil
    var description: String { dump }
  }

  /// The cases: each clean dump and its planted twin.
  static let cases: [Case] = [
    ("checkout.txt", "examples/checkout.dial", "", nil),
    ("checkout-ready.xml", "examples/checkout.dial", "itemCount = 2", nil),
    ("in-stock-toggle.txt", "examples/in-stock-toggle.dial", "", nil),
    ("in-stock-toggle.xml", "examples/in-stock-toggle.dial", "", nil),
    ("color-popup-open.txt", "examples/color-popup.dial", "tap color", nil),
    ("color-popup.xml", "examples/color-popup.dial", "", nil),
    ("headers.txt", "examples/headers.dial", "", nil),
    ("headers.xml", "examples/headers.dial", "", nil),
    ("more-pulldown-open.txt", "examples/more-pulldown.dial", "tap moreButton", nil),
    ("more-pulldown-sort.xml", "examples/more-pulldown.dial", #"tap moreButton; open more["Sort By"]"#, nil),
    ("add-to-cart-ax5.txt", "examples/add-to-cart.dial", "", "accessibilityExtraExtraExtraLarge"),
    ("add-to-cart.xml", "examples/add-to-cart.dial", "", nil),
    ("share-menu-open.txt", "\(folder)/share-menu.dial", "tap share", nil),
  ].flatMap { dump, spec, after, size in
    let planted = dump.replacingOccurrences(of: ".", with: "-planted.")
    return [
      Case(dump: dump, spec: spec, after: after, textSize: size),
      Case(dump: planted, spec: spec, after: after, textSize: size),
    ]
  }

  /// The report of one case, as `dial conform` prints it.
  static func report(_ testCase: Case) throws -> (ConformanceReport, String) {
    let program = try Program(contentsOfFile: testCase.spec)
    var session = try Session(program)
    if let size = testCase.textSize { _ = try session.run(source: "textSize = .\(size)") }
    if !testCase.after.isEmpty { #expect(try session.run(source: testCase.after).allSatisfy { $0.error == nil }) }
    let text = try String(contentsOfFile: "\(folder)/\(testCase.dump)", encoding: .utf8)
    let report = session.conform(to: try AccessibilityDump(reading: text))
    return (report, report.text(in: program, dumpName: testCase.dump))
  }

  /// Each dump's report is its golden; a clean dump conforms and a planted one does not.
  @Test(arguments: cases)
  func aDumpsReportIsItsGolden(_ testCase: Case) throws {
    let (report, text) = try Self.report(testCase)
    let golden = "\(Self.folder)/\(testCase.dump).report"
    if Self.recording { try text.write(toFile: golden, atomically: true, encoding: .utf8) }
    #expect(text == (try String(contentsOfFile: golden, encoding: .utf8)), "DIAL_RECORD_CONFORM=1 records it")
    #expect(report.conforms == !testCase.dump.contains("-planted"), "\(text)")
  }

  /// The planted dumps between them plant every kind of difference.
  @Test func everyKindOfDifferenceIsPlanted() throws {
    var kinds: Set<Difference.Kind> = []
    for testCase in Self.cases where testCase.dump.contains("-planted") {
      kinds.formUnion(try Self.report(testCase).0.differences.map(\.kind))
    }
    #expect(kinds == Set(Difference.Kind.allCases))
  }

  /// A menu the dump shows open is compared even when the spec's is closed; the wrong text size makes sizes
  /// differ, and the report says which size it used.
  @Test func aMenuTheDumpShowsIsComparedAndTheTextSizeIsSaid() throws {
    let (open, _) = try Self.report(Case(dump: "color-popup-open.txt", spec: "examples/color-popup.dial"))
    #expect(open.conforms && open.compared == 4)
    let (large, text) = try Self.report(Case(dump: "add-to-cart-ax5.txt", spec: "examples/add-to-cart.dial"))
    #expect(large.differences.map(\.kind) == [.size])
    #expect(text.hasSuffix("compared at text size .large\n"))
  }
}
