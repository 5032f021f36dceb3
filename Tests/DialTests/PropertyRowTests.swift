import Dial
import Foundation
import Testing

@_spi(Tools) @testable import DialRuntime

/// What a property's row says beyond its type and storage: its default rule, its patch class, and how the
/// reference documents it. Each fact is checked against what the runtime does, so that a row that lies fails.
struct PropertyRowTests {
  static let rows = Schema.buttonProperties
  static let configurationRows = rows.filter(\.isStored)

  /// A plain button of the default size and preset reads each derived default as its rule gives it.
  @Test(arguments: [
    ("contentInsets", Value.insets(ButtonLayout.Insets(top: 7, leading: 12, bottom: 7, trailing: 12))),
    ("font", .font(.style(.headline))), ("subtitleFont", .font(.style(.subheadline))), ("cornerRadius", .double(8)),
    ("background", .color(0x0000_0000)), ("foreground", .color(0x0088_FFFF)),
  ])
  func derivedDefaultsAreWhatAButtonReads(_ property: String, _ value: Value) throws {
    let row = try #require(Self.rows.first { $0.property.rawValue == property })
    #expect(row.derivedDefault != nil, "\(property) has no derived default")
    let session = try Session(dial: "button b { title: \"B\" }")
    #expect(try session.evaluate("b.\(property)") == value)
  }

  /// The rules follow their inputs: a large button's insets and fonts, a capsule's radius, a gray button's colors.
  @Test func derivedDefaultsFollowWhatTheyDeriveFrom() throws {
    let session = try Session(dial: "button b: .gray { title: \"B\"; size: .large; cornerStyle: .capsule }")
    #expect(
      try session.evaluate("b.contentInsets")
        == .insets(ButtonLayout.Insets(top: 14, leading: 20, bottom: 14, trailing: 20)))
    #expect(try session.evaluate("b.font") == .font(.style(.title3)))
    #expect(try session.evaluate("b.cornerRadius") == session.evaluate("b.frame.height / 2"))
    #expect(try session.evaluate("b.background") == .color(0xE5E5_EAFF))
    #expect(Schema.buttonSpec(.behavior)?.derivedDefault == .behaviorForMenu)
  }

  /// A row whose patch class says it feeds the label changes the label when it changes, and no other row does;
  /// the same for the accessibility value.
  @Test(arguments: configurationRows)
  func thePatchClassSaysWhatAChangeFeeds(_ row: PropertySpec) throws {
    let initial = try #require(ResolvedButton.defaults[row.property])
    let value = try #require(PropertyTableTests.valueOtherThan(initial))
    var resolved = ResolvedButton.defaults
    _ = resolved.store(value, in: row.property)
    #expect((resolved.label != ResolvedButton.defaults.label) == row.feedsLabel, "\(row.property) and the label")
    let feedsValue = row.patch == .inPlace(.value)
    #expect(
      (resolved.derivedValue != ResolvedButton.defaults.derivedValue) == feedsValue, "\(row.property) and the value")
    if case .inPlace = row.patch { #expect(FieldUndo.isPatchable(row.property)) }
  }

  /// The reference's table of properties (docs/language.md §6) gives each button property its row's default.
  @Test(arguments: rows)
  func theReferenceTableGivesEachRowsDefault(_ row: PropertySpec) throws {
    let line = try #require(Self.referenceTable.first { Self.firstCell(of: $0).contains("`\(row.property.rawValue)`") })
    let defaultCell = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)[3]
    #expect(defaultCell.contains(Self.documentedDefault(row)), "§6 gives \(row.property) the default \(defaultCell)")
  }

  /// How the reference's table states a row's default.
  static func documentedDefault(_ row: PropertySpec) -> String {
    switch row.defaultValue {
    // The reference writes a whole Double as a whole number: `4`, not `4.0`.
    case .constant(.double(let number)) where number == number.rounded(): return "`\(Int(number))`"
    case .constant(let constant): return "`" + Value(constant).literal + "`"
    case .derived(let rule): return rule.summary
    case .absent: return "none"
    }
  }

  /// The lines of the table under §6's "Properties".
  static let referenceTable: [String] = {
    let text = String(decoding: TestSupport.bytes("docs/language.md"), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: "### Properties") else { return [] }
    return Array(lines[start...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") })
  }()

  static func firstCell(of line: String) -> String {
    line.split(separator: "|").first.map(String.init) ?? ""
  }
}
