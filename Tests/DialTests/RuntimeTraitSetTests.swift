import Dial
import Testing

/// `.traits` compared with a trait-set literal, in the form `print` writes it (§9): each example of the
/// accessibility output, read back.
struct RuntimeTraitSetTests {
  static let source = """
    var busy = false
    button inStock { title: "In Stock Only"; behavior: .toggle; selected: true }
    button checkout { title: "Checkout"; enabled: false }
    button refresh { title: "Refresh"; enabled: !busy }
    menu more { action "Title" selected; action "Date" disabled }
    header nav { leading: button cancel { title: "Cancel" }; title: "Edit Profile" }
    """

  /// An element and the set of traits it has at the start.
  struct Example: Sendable, CustomTestStringConvertible {
    var element: String
    var traits: String
    var testDescription: String { "\(element).traits == \(traits)" }
  }

  static let examples: [Example] = [
    Example(element: "inStock", traits: "[.button, .selected]"),
    Example(element: "checkout", traits: "[.button, .notEnabled]"),
    Example(element: "refresh", traits: "[.button]"),
    Example(element: "cancel", traits: "[.button]"),
    Example(element: "nav.title", traits: "[.header]"),
    Example(element: #"more["Title"]"#, traits: "[.button, .selected]"),
    Example(element: #"more["Date"]"#, traits: "[.button, .notEnabled]"),
  ]

  @Test(arguments: examples)
  func eachElementHasTheTraitsOfSection9(_ example: Example) throws {
    let session = try Session(dial: Self.source)
    #expect(try session.holds("\(example.element).traits == \(example.traits)"))
    #expect(try session.holds("\(example.traits) == \(example.element).traits"))
    #expect(try !session.holds("\(example.element).traits != \(example.traits)"))
  }

  /// What `print` writes is a literal that compares equal to what was printed.
  @Test(arguments: examples)
  func thePrintedFormReadsBack(_ example: Example) throws {
    let session = try Session(dial: Self.source)
    let printed = try session.literal("\(example.element).traits")
    #expect(printed == example.traits)
    #expect(try session.holds("\(example.element).traits == \(printed)"))
  }

  @Test(arguments: [
    "inStock.traits == [.selected, .button]",
    "inStock.traits == [.button, .selected, .button]",
    "checkout.traits == [.notEnabled, .button]",
  ])
  func orderAndRepetitionDoNotMatter(_ expression: String) throws {
    #expect(try Session(dial: Self.source).holds(expression))
  }

  @Test(arguments: [
    "inStock.traits == [.button]",
    "inStock.traits == [.button, .selected, .notEnabled]",
    "nav.title.traits == []",
    "nav.title.traits == [.button]",
  ])
  func aDifferentSetIsNotEqual(_ expression: String) throws {
    let session = try Session(dial: Self.source)
    #expect(try !session.holds(expression))
    #expect(try session.holds("!(" + expression + ")"))
  }

  @Test func theTraitsFollowState() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("tap inStock")
    #expect(try session.holds("inStock.traits == [.button]"))
    _ = try session.transitions("busy = true")
    #expect(try session.holds("refresh.traits == [.button, .notEnabled]"))
    #expect(try session.holds("refresh.traits != [.button]"))
  }

  @Test func anElementMayBeChosenByACondition() throws {
    let session = try Session(dial: Self.source)
    #expect(try session.holds("inStock.traits == [.button, inStock.selected ? .selected : .notEnabled]"))
    #expect(try session.holds("refresh.traits == (busy ? [.button, .notEnabled] : [.button])"))
  }

  /// A script's `expect` reports both sides of a failing comparison as literals.
  @Test func aFailingExpectationShowsBothSets() throws {
    var session = try Session(dial: Self.source)
    let outcomes = try session.run(source: "expect checkout.traits == [.button]")
    let expectation = outcomes.flatMap(\.expectations).first
    #expect(expectation?.passed == false)
    #expect(expectation?.detail == "left: [.button, .notEnabled], right: [.button]")
  }

  /// A binding that compares traits is re-resolved when they change.
  @Test func aBindingReadingTraitsFollowsThem() throws {
    var session = try Session(
      dial: Self.source + "\nbutton status { title: inStock.traits == [.button, .selected] ? \"On\" : \"Off\" }")
    #expect(try session.text("status.title") == "On")
    #expect(try session.transitions("tap inStock").contains(#"status.title: "On" -> "Off""#))
  }
}
