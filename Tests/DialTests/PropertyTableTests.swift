import Dial
import Testing

@_spi(Tools) @testable import DialRuntime

/// A button property is one row of `Schema.buttonProperties`: the checker's
/// schema, the runtime's defaults and storage, member reads and transitions
/// all follow it. These tests compare the table with each of them, so they
/// cannot drift apart.
struct PropertyTableTests {
  static let rows = Schema.buttonProperties
  /// The rows a resolved configuration stores: not `selected` (state) nor the static ones.
  static let configurationRows = rows.filter { $0.listing != .state && !$0.isStatic }

  @Test func everyButtonPropertyHasOneRowInDeclarationOrder() {
    let headerOnly: [Property] = [.leading, .trailing, .largeContentViewer]
    let buttonProperties = Property.allCases.filter { !headerOnly.contains($0) }
    #expect(Self.rows.map(\.property) == buttonProperties)
    for row in Self.rows { #expect(row.uikitName.utf8CodeUnitCount > 0, "\(row.property) names no UIKit counterpart") }
  }

  @Test(arguments: rows.filter { $0.property != .menu })
  func theCheckerReadsEachRowAsAMemberOfItsType(_ row: PropertySpec) {
    let member = Schema.member(row.property.rawValue, of: .button)
    #expect(member?.type == row.type, "b.\(row.property) is not a \(row.type.displayName) member")
    #expect(member?.member.property == row.property)
  }

  /// Each row's storage keeps a value other than the default: a store routed to another field would read back
  /// the default and fail here.
  @Test(arguments: configurationRows)
  func theRuntimeStoresEachRowWithItsType(_ row: PropertySpec) throws {
    let initial = try #require(ResolvedButton.defaults[row.property], "no storage for \(row.property)")
    #expect(initial.typeName == row.type.displayName || (row.type == .double && initial.typeName == "Double"))
    let value = try #require(Self.valueOtherThan(initial), "no other value of \(row.type.displayName)")
    #expect(value != initial)
    var resolved = ResolvedButton.defaults
    #expect(resolved.holds(value, in: row.property) == false)
    let stored = resolved.store(value, in: row.property)
    #expect(stored, "\(row.property) does not store what it reads")
    #expect(resolved[row.property] == value)
    // A color is stored as resolved; a resolution's finish then copies it to the configured color, which `holds`
    // and transitions compare.
    if row.listing == .configured {
      (resolved.configuredBackground, resolved.configuredForeground) = (resolved.background, resolved.foreground)
    }
    #expect(resolved.holds(value, in: row.property) == true)
    #expect(!resolved.lists(row.property, as: row.listing, like: ResolvedButton.defaults))
    // Every other row still reads its default.
    for other in Self.configurationRows where other.property != row.property {
      #expect(
        resolved[other.property] == ResolvedButton.defaults[other.property], "\(row.property) wrote \(other.property)")
    }
  }

  /// A value of the same type as `value` but different from it.
  static func valueOtherThan(_ value: Value) -> Value? {
    switch value {
    case .string(let text): return .string(text + "x")
    case .double(let number): return .double(number + 7.5)
    case .int(let number): return .int(number + 3)
    case .bool(let flag): return .bool(!flag)
    case .color(let color): return .color(color ^ 0x1122_3300)
    case .font: return .font(.system(size: 13, weight: .bold, relativeTo: .caption2))
    case .insets(let insets):
      return .insets(ButtonLayout.Insets(top: insets.top + 1, leading: 2, bottom: 3, trailing: 4))
    case .enumCase(let enumCase):
      return .enumCase(EnumCase(type: enumCase.type, index: (enumCase.index + 1) % enumCase.type.cases.count))
    default: return nil
    }
  }

  @Test(arguments: configurationRows)
  func constantDefaultsAreWhatAButtonReads(_ row: PropertySpec) throws {
    guard case .constant(let constant) = row.defaultValue else { return }
    #expect(ResolvedButton.defaults[row.property] == Value(constant))
    let session = try Session(dial: "button b { title: \"B\" }")
    // The accessibility getters read what VoiceOver uses (the derived label is the title), not the configuration.
    let derived: [Property] = [.title, .accessibilityLabel, .accessibilityValue, .accessibilityHint]
    if !derived.contains(row.property) {
      #expect(try session.evaluate("b.\(row.property.rawValue)") == Value(constant))
    }
  }

  /// Every member the checker gives a button, the runtime answers, on a plain and a pop-up button.
  @Test func theRuntimeAnswersEveryMemberTheCheckerDeclares() throws {
    let session = try Session(
      dial: """
        button b { title: "B" }
        button p { behavior: .popup; menu { action "One"; action "Two" } }
        """)
    for spec in Schema.members(of: .button) where spec.argument == nil {
      let subject = spec.member == .selection || spec.member == .open ? "p" : "b"
      #expect(throws: Never.self, "\(subject).\(spec.member)") {
        _ = try session.evaluate("\(subject).\(spec.member.rawValue)")
      }
    }
  }

  /// A member named like a property reads that property; every other button member is state, output or layout.
  @Test func membersNamedLikePropertiesReadThem() {
    for member in Member.allCases {
      #expect(member.property?.rawValue == Property(rawValue: member.rawValue)?.rawValue)
    }
  }

  @Test func staticPropertiesAreNeverListed() {
    for row in Self.rows where row.isStatic { #expect(row.listing == .never) }
    #expect(Self.rows.filter { $0.listing == .configured }.map(\.property) == [.background, .foreground])
    #expect(Self.rows.filter { $0.listing == .state }.map(\.property) == [.selected])
  }
}

/// Dial's enumerations are Swift enumerations: the checker's case names and the
/// runtime's stored cases come from one type each.
struct DialEnumTests {
  static let types: [any DialEnum.Type] = EnumType.allCases.map(\.swiftType)

  @Test(arguments: EnumType.allCases)
  func casesComeFromTheSwiftType(_ type: EnumType) {
    let swiftType = type.swiftType
    let (names, enumType) = (swiftType.allCaseNames, swiftType.enumType)
    #expect(type.cases == names)
    #expect(enumType == type)
    #expect(type.displayName == String(describing: type.swiftType))
  }

  @Test(arguments: EnumType.allCases)
  func ordinalsAreDeclarationOrderAndRoundTrip(_ type: EnumType) {
    let swiftType = type.swiftType
    let roundTrips = swiftType.roundTrips()
    #expect(roundTrips)
  }

  @Test func aCaseOfAnotherEnumerationDoesNotDecode() {
    #expect(ButtonSize.large.enumCase.decoded(as: TextStyle.self) == nil)
    #expect(EnumCase(type: .buttonSize, index: 9).decoded(as: ButtonSize.self) == nil)
    #expect(ButtonSize.large.enumCase.decoded(as: ButtonSize.self) == .large)
  }
}

extension DialEnum {
  static var allCaseNames: [String] { allCases.map(\.rawValue) }

  /// Whether every case's ordinal is its position and its ``EnumCase`` decodes back to it.
  static func roundTrips() -> Bool {
    allCases.enumerated().allSatisfy { position, value in
      value.ordinal == position && value.enumCase.decoded(as: Self.self) == value
        && value.enumCase.name == value.rawValue
    }
  }
}
