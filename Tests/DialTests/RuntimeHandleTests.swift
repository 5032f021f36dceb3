import Dial
import Testing

/// A host looks names up once (`Program.button`, `Program.item`) and sends events by handle: the same events,
/// the same transitions, notes and errors as by name, and a handle of another program is refused.
struct RuntimeHandleTests {
  static let source = """
    var count = 0
    menu more {
      action "Refresh"
      menu "Sort By" single {
        action "Title" selected
        action "Date" { on select { count += 1 } }
      }
    }
    button moreButton { image: "ellipsis"; accessibilityLabel: "More"; menu: more }
    button bold { title: "Bold"; behavior: .toggle }
    button add { title: "Add"; on tap { count += 1 } }
    button off { title: "Off"; enabled: false; menu { action "Never" } }
    """

  /// Every event of the program by name, and the same by handle.
  static func pairs(_ program: Program) throws -> [(name: Event, handle: Event)] {
    let button = { (name: String) throws -> ButtonHandle in try #require(program.button(name)) }
    let item = { (path: [String]) throws -> ItemHandle in try #require(program.item(path)) }
    return [
      (.tap("bold"), .tap(try button("bold"))), (.tap("add"), .tap(try button("add"))),
      (.press("add"), .press(try button("add"))), (.cancel("add"), .cancel(try button("add"))),
      (.press("bold"), .press(try button("bold"))), (.release("bold"), .release(try button("bold"))),
      (.open("moreButton"), .open(try button("moreButton"))), (.close("moreButton"), .close(try button("moreButton"))),
      (.select(["more", "Sort By", "Date"]), .select(try item(["more", "Sort By", "Date"]))),
      (.select(["moreButton", "Sort By", "Title"]), .select(try item(["moreButton", "Sort By", "Title"]))),
      (.select(["off", "Never"]), .select(try item(["off", "Never"]))),
      (.tap("off"), .tap(try button("off"))), (.open("off"), .open(try button("off"))),
    ]
  }

  @Test func eventsByHandleDoWhatEventsByNameDo() throws {
    let program = try Program(source: Self.source)
    var byName = try Session(program)
    var byHandle = byName
    for (name, handle) in try Self.pairs(program) {
      let expected = try byName.send(name).map(\.description)
      #expect(try byHandle.send(handle).map(\.description) == expected, "\(name)")
      let equal = byName == byHandle
      #expect(equal, "\(name)")
    }
  }

  /// An event performed by handle skips the statement a script runs; both list the same transitions and notes.
  @Test func eventsByHandleDoWhatScriptsDo() throws {
    let program = try Program(source: Self.source)
    var scripted = try Session(program)
    var performed = scripted
    let button = { (name: String) throws -> ButtonHandle in try #require(program.button(name)) }
    let item = { (path: [String]) throws -> ItemHandle in try #require(program.item(path)) }
    let steps: [(String, Event)] = [
      ("open moreButton", .open(try button("moreButton"))),
      (#"select more["Sort By"]["Date"]"#, .select(try item(["more", "Sort By", "Date"]))),
      (#"select moreButton["Sort By"]["Title"]"#, .select(try item(["moreButton", "Sort By", "Title"]))),
      ("press add", .press(try button("add"))), ("release add", .release(try button("add"))),
      (#"select off["Never"]"#, .select(try item(["off", "Never"]))), ("tap bold", .tap(try button("bold"))),
    ]
    for (statement, event) in steps {
      let outcomes = try scripted.run(source: statement)
      _ = try performed.perform(event)
      #expect(performed.lastTransitions.map(\.description) == outcomes.flatMap(\.transitions).map(\.description))
      #expect(scripted.lastTransitions.map(\.description) == performed.lastTransitions.map(\.description))
      let equal = scripted == performed
      #expect(equal, "\(statement)")
    }
  }

  @Test func namesThatDeclareNoSuchThingHaveNoHandle() throws {
    let program = try Program(source: Self.source)
    #expect(program.button("nothing") == nil)
    #expect(program.button("count") == nil)
    #expect(program.button("more") == nil)
    #expect(program.item(["more", "Sort By"]) == nil, "a submenu is not selected")
    #expect(program.item(["more", "Nothing"]) == nil)
    #expect(program.item(["bold", "Refresh"]) == nil, "a button without a menu")
    #expect(program.item([]) == nil)
    #expect(program.button("bold") == program.button("bold"))
    #expect(program.item(["moreButton", "Refresh"]) != program.item(["more", "Refresh"]), "the path says through")
  }

  @Test func aHandleOfAnotherProgramIsRefused() throws {
    let program = try Program(source: Self.source)
    let other = try Program(source: Self.source)
    var session = try Session(program)
    let before = session
    let bold = try #require(other.button("bold"))
    let date = try #require(other.item(["more", "Sort By", "Date"]))
    #expect(throws: RuntimeError.self) { try session.send(.tap(bold)) }
    #expect(throws: RuntimeError.self) { try session.send(.select(date)) }
    let unchanged = session == before
    #expect(unchanged)
  }

  /// `perform` counts what `send` returns; `lastTransitions` lists it until the next event, and nothing after
  /// an event that fails.
  @Test func performCountsWhatSendReturns() throws {
    let program = try Program(source: Self.source)
    var sending = try Session(program)
    var performing = sending
    for (name, handle) in try Self.pairs(program) {
      let sent = try sending.send(name)
      #expect(try performing.perform(handle) == sent.count, "\(name)")
      #expect(performing.lastTransitions.map(\.description) == sent.map(\.description), "\(name)")
    }
    #expect(throws: RuntimeError.self) { try performing.perform(.tap("nothing")) }
    #expect(performing.lastTransitions.isEmpty)
    #expect(throws: RuntimeError.self) { try performing.perform(.set("count", .string("text"))) }
    #expect(performing.lastTransitions.isEmpty)
  }

  @Test func openingAButtonWithoutAMenuByHandleFails() throws {
    let program = try Program(source: Self.source)
    var session = try Session(program)
    let bold = try #require(program.button("bold"))
    #expect(throws: RuntimeError.self) { try session.send(.open(bold)) }
    #expect(throws: RuntimeError.self) { try session.send(.close(bold)) }
  }
}
