import DialLexer
import Testing

@testable import DialChecker
@testable import DialParser

/// Trait-set literals (`[.button, .selected]`) in the checker: their elements are traits, and the set takes its
/// type from its context, as an enum case does (§5, decision 66).
struct CheckerTraitSetTests {
  static let declarations = """
    var count = 0
    button save { title: "Save" }
    header nav { title: "Edit" }
    """

  // MARK: - Where a trait set is expected

  static let validExpressions: [String] = [
    "save.traits == [.button]",
    "save.traits == [.button, .selected, .notEnabled, .header]",
    "[.selected, .button] == save.traits",
    "save.traits != []",
    "[] != nav.title.traits",
    "nav.title.traits == [.header]",
    "save.traits == (count > 0 ? [.button, .selected] : [.button])",
    "(count > 0 ? [.button] : save.traits) == save.traits",
    "save.traits == [count > 0 ? .selected : .button]",
    "save.traits == ([.button])",
  ]

  @Test(arguments: validExpressions)
  func aComparisonWithATraitSetIsABool(_ expression: String) {
    #expect(CheckerSupport.type(of: expression, declarations: Self.declarations) == "Bool")
  }

  @Test func theLiteralIsCheckedIntoItsTraits() {
    let program = CheckerSupport.program(Self.declarations + "\nexpect save.traits == [.selected, .button]")
    guard case .expect(let condition)? = program.statements.last?.kind,
      case .binary(.equal, _, let literal) = condition.kind, case .traitSet(let elements) = literal.kind
    else {
      Issue.record("expected a comparison with a trait set")
      return
    }
    #expect(literal.type == .traitSet)
    #expect(elements.map(\.kind) == [.constant(.enumCase(trait("selected"))), .constant(.enumCase(trait("button")))])
  }

  func trait(_ name: String) -> EnumCase {
    EnumType.trait.enumCase(named: name) ?? EnumCase(type: .trait, index: -1)
  }

  // MARK: - Mistakes

  struct Mistake: Sendable, CustomTestStringConvertible {
    var rule: String
    var source: String
    var expected: [String]
    var testDescription: String { rule }
  }

  static let mistakes: [Mistake] = [
    Mistake(
      rule: "an unknown trait suggests the nearest", source: "expect save.traits == [.button, .slected]",
      expected: ["error: 4:33 unknown case '.slected' of Trait; did you mean '.selected'?"]),
    Mistake(
      rule: "a case of another enumeration is not a trait", source: "expect save.traits == [.large]",
      expected: ["error: 4:24 unknown case '.large' of Trait; use .button, .selected, .notEnabled or .header"]),
    Mistake(
      rule: "an element must be a trait", source: "expect save.traits == [1, save.title]",
      expected: [
        "error: 4:24 a trait set element must be a Trait, found Int",
        "error: 4:27 a trait set element must be a Trait, found String",
      ]),
    Mistake(
      rule: "a trait set is not a trait", source: "expect save.traits.contains([.selected])",
      expected: ["error: 4:29 'contains' expects Trait, found TraitSet"]),
    Mistake(
      rule: "a variable's initializer gives no context, as in Swift", source: "var traits = [.button]",
      expected: [
        "error: 4:14 cannot infer the type of a trait set literal without context; compare it with a '.traits' "
          + "value, as in 'b.traits == [.button]'"
      ]),
    Mistake(
      rule: "neither does print", source: "print []",
      expected: [
        "error: 4:7 cannot infer the type of a trait set literal without context; compare it with a '.traits' "
          + "value, as in 'b.traits == [.button]'"
      ]),
    Mistake(
      rule: "nor another literal", source: "expect [.button] == [.button]",
      expected: [
        "error: 4:8 cannot infer the type of a trait set literal without context; compare it with a '.traits' "
          + "value, as in 'b.traits == [.button]'"
      ]),
    Mistake(
      rule: "without context, the elements are still checked", source: "print [.buton]",
      expected: [
        "error: 4:7 cannot infer the type of a trait set literal without context; compare it with a '.traits' "
          + "value, as in 'b.traits == [.button]'",
        "error: 4:8 unknown case '.buton' of Trait; did you mean '.button'?",
      ]),
    Mistake(
      rule: "a property is not a trait set", source: "button other { title: [.button] }",
      expected: ["error: 4:23 property 'title' expects String, found TraitSet"]),
    Mistake(
      rule: "expect needs a Bool", source: "expect [.button]",
      expected: ["error: 4:8 'expect' needs a Bool, found TraitSet"]),
    Mistake(
      rule: "a trait set compares only with a trait set", source: "expect save.title == [.button]",
      expected: ["error: 4:8 operator '==' cannot be applied to String and TraitSet"]),
    Mistake(
      rule: "trait sets are not ordered", source: "expect save.traits < [.button, .selected]",
      expected: ["error: 4:8 operator '<' cannot be applied to TraitSet and TraitSet"]),
    Mistake(
      rule: "a variable cannot hold one", source: "count = [.button]",
      expected: ["error: 4:9 cannot assign TraitSet to 'count' of type Int"]),
    Mistake(
      rule: "a trait given twice is a warning", source: "expect save.traits == [.button, .selected, .button]",
      expected: ["warning: 4:44 trait '.button' is given twice; a set holds it once"]),
  ]

  @Test(arguments: mistakes)
  func mistakesAreReported(_ test: Mistake) {
    #expect(CheckerSupport.lines(Self.declarations + "\n" + test.source) == test.expected)
  }

  @Test func aRepeatedTraitPointsAtTheFirst() {
    let diagnostic = CheckerSupport.compile("button b {}\nexpect b.traits == [.header, .header]").diagnostics.first
    #expect(diagnostic?.id == .duplicateTrait)
    #expect(diagnostic?.severity == .warning)
    #expect(diagnostic?.notes.first?.message == "'.header' was first given here")
    #expect(diagnostic?.notes.first?.range?.start == 32)
  }

  @Test func aMisspeltTraitComesWithAFixIt() {
    let diagnostic = CheckerSupport.compile("button b {}\nexpect b.traits == [.notenabled]").diagnostics.first
    #expect(diagnostic?.message == "unknown case '.notenabled' of Trait; did you mean '.notEnabled'?")
    #expect(diagnostic?.fixIts.first?.replacement == ".notEnabled")
  }
}
