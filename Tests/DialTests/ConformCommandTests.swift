import DialREPL
import Foundation
import Testing

/// `dial conform` on the command line and `:conform` in the REPL: exit 0 when the app conforms, 1 when it
/// differs, 2 for a spec or a dump that cannot be read; text, JSON and JUnit reports.
struct ConformCommandTests {
  static let folder = ConformTests.folder

  /// A dump that conforms exits 0 and says so with the text size compared at; a planted one exits 1 with a line a
  /// difference, located at the spec.
  @Test func theExitSaysWhetherTheAppConforms() throws {
    let clean = try ExportCommandTests.dial(["conform", "examples/checkout.dial", "\(Self.folder)/checkout.txt"])
    #expect(clean.status == 0)
    #expect(clean.output == "the app conforms: 1 element compared at text size .large\n")
    let planted = try ExportCommandTests.dial([
      "conform", "examples/checkout.dial", "\(Self.folder)/checkout-planted.txt",
    ])
    #expect(planted.status == 1)
    #expect(planted.output.hasPrefix("examples/checkout.dial:15:8: label: label of checkout: \"Check Out\" in the app"))
  }

  /// `--after` brings the spec to the dump's state, `--text-size` takes Dial's names and UIKit's.
  @Test(arguments: [
    "accessibilityExtraExtraExtraLarge", ".accessibilityExtraExtraExtraLarge", "AccessibilityXXXL",
    "UICTContentSizeCategoryAccessibilityXXXL",
  ])
  func theTextSizeIsGivenEitherWay(_ size: String) throws {
    let result = try ExportCommandTests.dial([
      "conform", "examples/add-to-cart.dial", "\(Self.folder)/add-to-cart-ax5.txt", "--text-size", size,
    ])
    #expect(result.status == 0, "\(result.output)\(result.error)")
    #expect(result.output.contains("at text size .accessibilityExtraExtraExtraLarge"))
  }

  /// JSON and JUnit say the same as the text.
  @Test func jsonAndJUnitReports() throws {
    let arguments = [
      "conform", "examples/color-popup.dial", "\(Self.folder)/color-popup-open-planted.txt", "--after", "tap color",
    ]
    let json = try ExportCommandTests.dial(arguments + ["--format", "json"])
    #expect(json.status == 1)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["conforms"] as? Bool == false)
    #expect(object["textSize"] as? String == ".large")
    let differences = try #require(object["differences"] as? [[String: Any]])
    #expect(differences.compactMap { $0["kind"] as? String } == ["missing", "selected", "value"])
    #expect(differences.first?["location"] as? String == "examples/color-popup.dial:24:12")
    let junit = try ExportCommandTests.dial(arguments + ["--format", "junit"])
    #expect(junit.status == 1)
    #expect(
      junit.output.contains(#"<testsuite name="dial conform color-popup-open-planted.txt" tests="3" failures="3">"#))
    #expect(
      junit.output.contains(
        #"<testcase classname="dial conform color-popup-open-planted.txt" name="missing color[&quot;Bondi Blue&quot;]">"#
      ))
  }

  /// Bad input exits 2 and says why, located: a dump cut short at its line, an unreadable file, an unknown text
  /// size, events that do not check or fail.
  @Test(arguments: [
    (
      ["examples/checkout.dial", "RealWorld/B02-maps-location-alert-xcode11-attr-order-name-last.xml"],
      "B02-maps-location-alert-xcode11-attr-order-name-last.xml:9: error: <XCUIElementTypeOther> is not closed"
    ),
    (["examples/checkout.dial", "nothing-here.txt"], "cannot read the dump"),
    (["examples/checkout.dial", "checkout.txt", "--text-size", "huge"], "unknown text size 'huge'"),
    (["examples/checkout.dial", "checkout.txt", "--after", "tap nobody"], "unknown"),
    (["examples/checkout.dial", "checkout.txt", "--tolerance", "-1"], "--tolerance takes a number"),
    (["examples/checkout.dial"], "'conform' takes a spec and a dump"),
  ])
  func badInputExitsTwo(_ arguments: [String], _ message: String) throws {
    let paths = arguments.map { $0.hasSuffix(".txt") || $0.hasSuffix(".xml") ? "\(Self.folder)/\($0)" : $0 }
    let result = try ExportCommandTests.dial(["conform"] + paths)
    #expect(result.status == 2)
    #expect(result.output.isEmpty)
    #expect(result.error.contains(message), "\(result.error)")
  }

  /// `:conform DUMP` compares the REPL's session now.
  @Test func theReplComparesTheSessionNow() throws {
    let spec = try String(contentsOfFile: "examples/color-popup.dial", encoding: .utf8)
    let dump = try String(contentsOfFile: "\(Self.folder)/color-popup-open-planted.txt", encoding: .utf8)
    var repl = ReplModel(files: ReplNotesTests.MemoryFiles(files: ["dump.txt": dump, "color-popup.dial": spec]))
    _ = repl.submit(":load color-popup.dial")
    _ = repl.submit("tap color")
    let output = repl.submit(":conform dump.txt")
    #expect(output.standardOutput.contains(#"missing: color["Bondi Blue"] is not in the app"#), "\(output)")
    #expect(output.standardOutput.hasSuffix("3 differences in 4 elements compared at text size .large\n"))
    #expect(repl.submit(":conform missing.txt").standardError.contains("no such file"))
  }
}
