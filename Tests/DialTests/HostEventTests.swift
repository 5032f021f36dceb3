import Dial
import Testing

/// Host events, functions and announcements (docs/language.md §4, §11, §13): what a program tells its host, what
/// a host computes for it, and what VoiceOver announces.
struct HostEventTests {
  static let cart = """
    event addedToCart(count: Int, sku: String)
    event checkoutRequested
    func itemsLabel(n: Int) -> String = n == 1 ? "1 item" : "\\(n) items"
    var itemCount = 0
    button add {
      title: "Add"
      subtitle: itemsLabel(n: itemCount)
      on tap {
        itemCount += 1
        emit addedToCart(count: itemCount, sku: "A1")
        announce "Added. \\(itemsLabel(n: itemCount)) in cart"
      }
    }
    button checkout { title: "Checkout"; on tap { emit checkoutRequested } }
    """

  @Test func anEmissionIsDeliveredWithItsArgumentsByLabel() throws {
    var session = try Session(dial: Self.cart)
    let report = try session.deliver(.tap("add"))
    #expect(report.emitted.map(\.description) == [#"emit addedToCart(count: 1, sku: "A1")"#])
    #expect(report.emitted.first?["count"] == .int(1))
    #expect(report.emitted.first?["sku"] == .string("A1"))
    #expect(report.emitted.first?["price"] == nil)
    #expect(report.announcements == ["Added. 1 item in cart"])
    #expect(report.spoken == ["Added. 1 item in cart"])
    #expect(report.notes == [#"VoiceOver announcement: "Added. 1 item in cart""#])
    #expect(session.lastEmissions == report.emitted)
    #expect(try session.evaluate("addedToCart.emitted") == .int(1))
    #expect(try session.evaluate("addedToCart.sku") == .string("A1"))
    #expect(try session.evaluate("lastAnnouncement") == .string("Added. 1 item in cart"))
  }

  @Test func anEventWithoutParametersIsEmittedWithOrWithoutParentheses() throws {
    var session = try Session(dial: Self.cart + "\nbutton again { title: \"A\"; on tap { emit checkoutRequested() } }")
    #expect(try session.deliver(.tap("checkout")).emitted.map(\.description) == ["emit checkoutRequested()"])
    #expect(try session.deliver(.tap("again")).emitted.map(\.name) == ["checkoutRequested"])
    #expect(try session.evaluate("checkoutRequested.emitted") == .int(2))
  }

  /// Before the first emission an argument reads its type's zero value, and nothing was announced.
  @Test func theStateBeforeAnyEmission() throws {
    let session = try Session(dial: Self.cart)
    #expect(try session.evaluate("addedToCart.emitted") == .int(0))
    #expect(try session.evaluate("addedToCart.count") == .int(0))
    #expect(try session.evaluate("addedToCart.sku") == .string(""))
    #expect(try session.evaluate("lastAnnouncement") == .string(""))
    #expect(try session.evaluate("add.subtitle") == .string("0 items"))
  }

  /// An emission is part of its statement: one that fails is rolled back whole, its emissions and its
  /// announcement with it, and nothing is delivered.
  @Test func aFailedStatementDeliversNothing() throws {
    var session = try Session(
      dial: """
        event tick(n: Int)
        var n = 1
        var ratio = 0
        button b { title: "B"; on tap { emit tick(n: n); announce "tick"; n -= 1; ratio = 10 / n } }
        """)
    let before = session
    #expect(throws: RuntimeError.self) { try session.deliver(.tap("b")) }
    #expect(session == before)
    #expect(session.lastEmissions.isEmpty)
    #expect(try session.evaluate("tick.emitted") == .int(0))
    #expect(try session.evaluate("lastAnnouncement") == .string(""))
    let outcomes = try session.run(source: "tap b")
    #expect(outcomes.first?.error != nil && outcomes.first?.emissions == [])
    #expect(outcomes.first?.eventNotes == [], "an announcement of a failed statement was never made")
  }

  /// Emissions are delivered in the order they were made, across a cascade of handlers.
  @Test func emissionsKeepTheirOrderInACascade() throws {
    var session = try Session(
      dial: """
        event step(name: String)
        menu m { action "One" { on select { emit step(name: "action") } }; on select { emit step(name: "menu") } }
        button b { title: "B"; on tap { emit step(name: "tap"); select m["One"]; emit step(name: "after") } }
        """)
    let names = try session.deliver(.tap("b")).emitted.compactMap { $0["name"]?.stringValue }
    #expect(names == ["tap", "action", "menu", "after"])
  }

  /// A binding that reads an event's count or arguments follows its emissions.
  @Test func bindingsFollowEmissions() throws {
    var session = try Session(
      dial: Self.cart + "\nbutton badge { title: \"\\(addedToCart.emitted)\"; enabled: addedToCart.count > 1 }")
    _ = try session.send(.tap("add"))
    let transitions = try session.send(.tap("add")).map(\.description)
    #expect(transitions.contains(#"badge.title: "1" -> "2""#))
    #expect(transitions.contains("badge.enabled: false -> true"))
  }

  /// A host replaces a function's body; every session made from the program afterwards calls it.
  @Test func aHostImplementsAFunction() throws {
    var program = try Program(source: Self.cart)
    try program.implement("itemsLabel") { arguments in .string("\(arguments[0].intValue ?? 0) article(s)") }
    var session = try Session(program)
    #expect(try session.evaluate("add.subtitle") == .string("0 article(s)"))
    _ = try session.send(.tap("add"))
    #expect(try session.evaluate("lastAnnouncement") == .string("Added. 1 article(s) in cart"))
    #expect(throws: RuntimeError.self) { try program.implement("itemLabel") { _ in .string("") } }
  }

  /// A host function that throws, or returns another type, is a runtime error at the call: rolled back.
  @Test(arguments: [
    ("the host's implementation of 'itemsLabel' failed: offline", false),
    ("the host's implementation of 'itemsLabel' returned 1, not a String", true),
    ("the host's implementation of 'itemsLabel' failed: it returned inf, which is not a finite number", true),
  ])
  func aFailingHostFunctionIsARuntimeError(_ message: String, _ wrongType: Bool) throws {
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
    var program = try Program(source: Self.cart)
    try program.implement("itemsLabel") { arguments in
      if arguments[0] == .int(0) { return .string("none") }
      if wrongType { return message.contains("finite") ? .double(.infinity) : .int(1) }
      throw Offline()
    }
    var session = try Session(program)
    let before = session
    let error = #expect(throws: RuntimeError.self) { try session.send(.tap("add")) }
    #expect(error?.message == message)
    #expect(session == before)
  }

  /// When the data behind a host's function changes, the host invalidates it: what calls it is evaluated again.
  @Test func invalidatingAFunctionReevaluatesItsCallers() throws {
    final class Locale: @unchecked Sendable { var word = "items" }
    let locale = Locale()
    var program = try Program(
      source: Self.cart + "\nfunc shown(n: Int) -> String = \"[\\(itemsLabel(n: n))]\"\nbutton c { title: shown(n: 2) }"
    )
    try program.implement("itemsLabel") { arguments in .string("\(arguments[0].intValue ?? 0) \(locale.word)") }
    var session = try Session(program)
    locale.word = "Artikel"
    #expect(try session.invalidate(function: "itemsLabel") == 4)
    let lines = session.lastTransitions.map(\.description)
    #expect(lines.contains(#"add.subtitle: "0 items" -> "0 Artikel""#))
    #expect(lines.contains(#"c.title: "[2 items]" -> "[2 Artikel]""#))
    #expect(throws: RuntimeError.self) { try session.invalidate(function: "nope") }
  }

  /// A count read only by comparisons with Int constants is bounded past the largest (what an exploration
  /// saturates); any other read keeps it exact.
  @Test(arguments: [
    ("invariant e.emitted <= 3", Int64(4)),
    ("button b { title: 2 < e.emitted ? \"many\" : \"few\" }\ninvariant e.emitted != 0 || true", Int64(3)),
    ("button b { title: \"\\(e.emitted)\" }\ninvariant e.emitted <= 3", nil),
    ("invariant e.emitted * 2 <= 3", nil),
    ("button b { title: \"B\" }", nil),
  ])
  func aCountComparedWithConstantsIsBounded(_ reads: String, _ bound: Int64?) throws {
    let program = try Program(source: "event e\n" + reads)
    #expect(program.checked.events.first?.countBound == bound)
  }

  /// A mistake in a declaration's parameters is one error: the declaration stands, and its emissions, calls and
  /// member reads are not held to a signature known to be wrong.
  @Test(arguments: [
    "event bad(x Int, n: Int)", "event bad(1: Int)", "event bad(x: Font, n: Int)", "event bad(emitted: Int, n: Int)",
    "event bad(n: Int, n: Int)", "func g(n: Int,) -> Int = n", "func g(n: Integer) -> Int = 1",
  ])
  func aParameterMistakeIsOneError(_ declaration: String) throws {
    let uses = "\nemit bad(x: 1, n: 2)\nprint bad.x\nprint g(n: 1)\nevent ok\nfunc g2() -> Int = 1"
    let source = declaration + uses
    do throws(CompileError) {
      _ = try Program(source: source)
      Issue.record("expected an error")
    } catch {
      // The uses of the name the declaration does not declare are errors of their own: one of them.
      let unrelated = declaration.hasPrefix("event") ? "g" : "bad"
      let others = error.diagnostics.filter { !$0.message.contains("'\(unrelated)'") }
      #expect(others.count == 1, "\(error.description)")
    }
  }

  /// The contextual words stay names where a name is expected.
  @Test func theContextualWordsAreStillNames() throws {
    let source = """
      var emit = 1
      var announce = 2
      var event = 3
      var func = 4
      button b { title: "\\(emit + announce + event + func)" }
      """
    var session = try Session(dial: source)
    #expect(try session.evaluate("b.title") == .string("10"))
    _ = try session.run(source: "emit = 5")
    #expect(try session.evaluate("emit") == .int(5))
  }
}
