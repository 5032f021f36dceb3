import Dial
import Foundation
import Testing

@_spi(Tools) @testable import DialRuntime

/// The name table behind events sent by name (`HostEvents.symbol(named:in:)`): 8-byte slots of a fingerprint and what a
/// name declares, each candidate confirmed against the button's own state or the declaration. It must answer exactly
/// what the checker's dictionary answers (`CheckedProgram.symbol(named:)`): every declared name, and nothing else.
struct NameTableTests {
  static let programs =
    TestSupport.dialFiles(under: "examples") + TestSupport.dialFiles(under: "Tests/DialTests/Programs/valid")

  /// A program and its session, loaded as `ExamplesTests` loads them (`use` relative to the file).
  static func session(_ path: String) throws -> Session {
    let url = TestSupport.root.appendingPathComponent(path)
    let loader = DictionaryLoader(root: url.deletingLastPathComponent())
    let source = String(decoding: TestSupport.bytes(path), as: UTF8.self)
    return try Session(Program(source: source, name: url.lastPathComponent, loader: loader))
  }

  /// What the checker's dictionary says `name` declares.
  static func expected(_ name: String, in session: Session) -> Symbol.Key? {
    session.program.checked.symbol(named: name).map { Symbol.Key($0.kind) }
  }

  /// Names that are not declared but look like ones that are: prefixes, suffixes, other cases, added marks.
  static func nearMisses(of name: String) -> [String] {
    var misses = [
      String(name.dropLast()), String(name.dropFirst()), name + "x", "x" + name, name + "_", name + " ", " " + name,
      name + "\u{301}", name + "\0", name.uppercased(), name + name, String(name.reversed()),
    ]
    if name.count > 2 { misses.append(String(name.dropFirst().dropLast())) }
    return misses
  }

  static let unknownNames = [
    "", " ", "\0", "nothing", "_", "é", "e\u{301}", "名前", "🙂", "👩‍👩‍👧", String(repeating: "a", count: 10_000),
    String(repeating: "名", count: 5_000), "textSize", "screenWidth", "selected", "tap",
  ]

  // MARK: - Every declared name

  @Test(arguments: programs)
  func everyDeclaredNameResolvesToItsSymbol(_ path: String) throws {
    let session = try Self.session(path)
    #expect(!session.program.checked.symbols.isEmpty)
    for symbol in session.program.checked.symbols {
      #expect(
        HostEvents.symbol(named: symbol.name, in: session.state) == Symbol.Key(symbol.kind), "\(path): \(symbol.name)")
    }
  }

  @Test(arguments: programs)
  func nearMissesResolveAsTheCheckerSays(_ path: String) throws {
    let session = try Self.session(path)
    for symbol in session.program.checked.symbols {
      for name in Self.nearMisses(of: symbol.name) {
        #expect(
          HostEvents.symbol(named: name, in: session.state) == Self.expected(name, in: session),
          "\(path): \(name.debugDescription)")
      }
    }
  }

  @Test(arguments: programs)
  func unknownNamesResolveToNothing(_ path: String) throws {
    let session = try Self.session(path)
    for name in Self.unknownNames {
      #expect(HostEvents.symbol(named: name, in: session.state) == nil, "\(path): \(name.prefix(20).debugDescription)")
    }
  }

  /// Buttons are confirmed against the name the session keeps in their state.
  @Test(arguments: programs)
  func everyButtonKeepsItsName(_ path: String) throws {
    let session = try Self.session(path)
    for (index, button) in session.program.checked.buttons.enumerated() {
      #expect(session.state.buttons[index].name == button.name)
    }
  }

  // MARK: - A large program

  static let manyButtons = 5_000

  @Test func aProgramOfFiveThousandButtonsResolvesEveryOne() throws {
    let source = (0..<Self.manyButtons).map { #"button b\#($0) { title: "\#($0)" }"# }.joined(separator: "\n")
    var session = try Session(dial: "var count = 0\n" + source)
    #expect(session.program.checked.buttons.count == Self.manyButtons)
    var wrong: [String] = []
    for index in 0..<Self.manyButtons {
      let name = "b\(index)"
      if HostEvents.symbol(named: name, in: session.state) != .button(index)
        || Self.expected(name, in: session) != .button(index)
      {
        wrong.append(name)
      }
      // Not declared: one past the last, and with a leading zero.
      if HostEvents.symbol(named: "b\(index + Self.manyButtons)", in: session.state) != nil
        || HostEvents.symbol(named: "b0\(index)", in: session.state) != nil
      {
        wrong.append("near \(name)")
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(10))")
    #expect(HostEvents.symbol(named: "count", in: session.state) == .variable(0))
    #expect(try session.send(.tap("b4999")) == [])
    #expect(throws: RuntimeError.self) { try session.send(.tap("b5000")) }
  }

  @Test func aProgramWithNoNamesResolvesNothing() throws {
    let session = try Session(dial: "")
    for name in Self.unknownNames + ["a", "b0"] { #expect(HostEvents.symbol(named: name, in: session.state) == nil) }
  }

  // MARK: - The table itself

  /// A caller that confirms nothing ends the probe with nil, for declared names and others alike.
  @Test(arguments: programs)
  func aRefusingCallerGetsNothing(_ path: String) throws {
    let session = try Self.session(path)
    let table = session.program.names
    for name in session.program.checked.symbols.map(\.name) + Self.unknownNames {
      var asked = 0
      let key = table.key(for: name) { _ in
        asked += 1
        return false
      }
      #expect(key == nil, "\(path): \(name.prefix(20).debugDescription)")
      // Only candidates whose fingerprint matches are offered: a declared name's own entry, rarely another.
      #expect(asked <= 2, "\(path): \(name.prefix(20).debugDescription) offered \(asked) candidates")
    }
  }

  /// The caller is offered the declared name's own entry, and that is what comes back when it confirms.
  @Test(arguments: programs)
  func aConfirmingCallerIsOfferedTheDeclaration(_ path: String) throws {
    let session = try Self.session(path)
    for symbol in session.program.checked.symbols {
      var offered: [Symbol.Key] = []
      let key = session.program.names.key(for: symbol.name) { key in
        offered.append(key)
        return key == Symbol.Key(symbol.kind)
      }
      #expect(key == Symbol.Key(symbol.kind))
      #expect(offered.last == Symbol.Key(symbol.kind))
    }
  }

  /// Every kind and index the checker allows survives the slot's packing; an index past 29 bits does not fit.
  @Test(arguments: [
    Symbol.Key.variable(0), .button(0), .menu(0), .header(0), .style(0), .variable(7), .button(123_456),
    .menu(1 << 20), .header((1 << 29) - 1), .style(42),
  ])
  func keysSurviveEncoding(_ key: Symbol.Key) throws {
    let slot = try #require(NameTable.encode(key))
    #expect(slot != 0)
    #expect(NameTable.decode(slot) == key)
  }

  @Test func anIndexTooLargeForASlotIsNotEncoded() {
    #expect(NameTable.encode(.button(1 << 29)) == nil)
    #expect(NameTable.encode(.variable(-1)) == nil)
    #expect(NameTable.decode(0) == nil)
  }

  // MARK: - Events naming nothing

  static let unknownEvents: [Event] = [
    .tap("nothing"), .press("nothing"), .release("nothing"), .cancel("nothing"), .open("nothing"), .close("nothing"),
    .select(["nothing", "Item"]), .select([]), .set("nothing", .int(1)), .tap(""),
    .tap(String(repeating: "b", count: 10_000)), .tap("名前"), .tap("count"), .set("bold", .bool(true)),
    .open("bold"), .tap("bol"), .tap("bold\u{301}"), .tap("Bold"),
  ]

  @Test(arguments: unknownEvents)
  func sendingAnUnknownNameThrowsAndChangesNothing(_ event: Event) throws {
    var session = try Session(
      dial: """
        var count = 0
        button bold { title: "Bold"; behavior: .toggle }
        button add { title: "Add"; on tap { count += 1 } }
        """)
    _ = try session.send(.tap("bold"))
    let before = session
    #expect(throws: RuntimeError.self) { try session.send(event) }
    let unchanged = session == before
    #expect(unchanged)
    // The session goes on as before.
    #expect(try session.send(.tap("add")).map(\.description) == ["count: 0 -> 1"])
  }
}
