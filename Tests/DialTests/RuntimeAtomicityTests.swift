import Dial
import Testing

/// Atomic statements (§11): a statement that fails, however deep in a handler cascade, is rolled back whole; the
/// outcome carries the error and where it happened; the session is a value, so a copy is a snapshot.
struct RuntimeAtomicityTests {
  /// A handler that changes variables and flips toggles, then taps a button whose handler divides by zero.
  static let failingCascade = """
    var count = 0
    var zero = 0
    var label = "idle"

    button bold { title: "Bold"; behavior: .toggle }

    button start {
      title: "Start \\(count)"
      on tap {
        count += 1
        label = "started"
        tap bold
        tap middle
      }
    }

    button middle {
      title: "Middle"
      on tap {
        count += 10
        tap divide
      }
    }

    button divide {
      title: "Divide"
      on tap { count = count / zero }
    }
    """

  @Test func aFailureDeepInACascadeRollsBackTheWholeStatement() throws {
    var session = try Session(dial: Self.failingCascade)
    let before = session
    let outcomes = try session.run(source: "tap start")
    #expect(session == before)
    #expect(try session.literal("count") == "0")
    #expect(try session.literal("label") == #""idle""#)
    #expect(try !session.holds("bold.selected"))
    #expect(try session.text("start.title") == "Start 0")
    #expect(outcomes.first?.transitions == [])
  }

  /// The error says what went wrong and points at the expression in the handler that failed.
  @Test func theOutcomeCarriesTheErrorAndItsLocation() throws {
    var session = try Session(dial: Self.failingCascade)
    let error = try #require(try session.run(source: "tap start").first?.error)
    #expect(error.message == "division by zero")
    #expect(error.location(in: session.program) == "27:20")
    #expect(error.sourceText(in: session.program) == "count / zero")
  }

  /// Only the failing statement is rolled back; the ones before and after it in the same run stand.
  @Test func otherStatementsOfTheRunStand() throws {
    var session = try Session(dial: Self.failingCascade)
    let outcomes = try session.run(source: "tap bold; tap start; label = \"after\"")
    #expect(outcomes.map { $0.error == nil } == [true, false, true])
    #expect(try session.holds("bold.selected"))
    #expect(try session.literal("label") == #""after""#)
    #expect(try session.literal("count") == "0")
  }

  /// A button whose handler taps itself: the 33rd nested handler is an error, and every change of the 32 before it
  /// is undone.
  @Test func aCascadeDeeperThan32IsAnErrorAndRollsBack() throws {
    var session = try Session(
      dial: """
        var depth = 0
        button again { title: "Again \\(depth)"; on tap { depth += 1; tap again } }
        """)
    let before = session
    let outcome = try #require(try session.run(source: "tap again").first)
    #expect(outcome.error?.message == "event cascade deeper than 32 handlers")
    #expect(outcome.error?.location(in: session.program) == "2:62")
    #expect(outcome.error?.sourceText(in: session.program) == "tap again")
    #expect(session == before)
    #expect(try session.literal("depth") == "0")
  }

  /// Exactly 32 nested handlers are allowed: a chain of 32 buttons, each tapping the next.
  @Test func aCascadeOf32HandlersRuns() throws {
    let chain = (1...32).map { index in
      let next = index < 32 ? "tap b\(index + 1)" : ""
      return "button b\(index) { title: \"\(index)\"; on tap { reached = \(index); \(next) } }"
    }
    var session = try Session(dial: "var reached = 0\n" + chain.joined(separator: "\n"))
    #expect(try session.transitions("tap b1") == ["reached: 0 -> 32"])
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    var statement: String
    var message: String
    var testDescription: String { statement }
  }

  /// Each runtime error of §11 rolls back what its statement did before it.
  static let failures: [Failure] = [
    .init(statement: "tap overflow", message: "integer overflow: 9223372036854775807 + 1 does not fit in Int"),
    .init(statement: "tap remainder", message: "division by zero"),
    .init(statement: "tap inset", message: "contentInsets cannot have an edge of -1.0"),
    .init(statement: "tap width", message: "screenWidth must be a finite number above 0, not -1.0"),
  ]

  @Test(arguments: failures)
  func aRuntimeErrorRollsBackItsStatement(_ example: Failure) throws {
    var session = try Session(
      dial: """
        var n = 0
        var big = 9223372036854775807
        var edge = 4
        button overflow { title: "O"; on tap { n += 1; big += 1 } }
        button remainder { title: "R"; on tap { n += 1; n = n % 0 } }
        button inset { title: "I"; contentInsets: edge; on tap { n += 1; edge = -1 } }
        button width { title: "W"; on tap { n += 1; screenWidth = -1 } }
        """)
    let before = session
    let outcome = try #require(try session.run(source: example.statement).first)
    #expect(outcome.error?.message == example.message)
    #expect(outcome.error?.range != nil)
    #expect(session == before)
  }

  /// `send` throws the same error and changes nothing.
  @Test func sendThrowsAndChangesNothing() throws {
    var session = try Session(dial: Self.failingCascade)
    let before = session
    #expect(throws: RuntimeError.self) { try session.send(.tap("start")) }
    #expect(session == before)
  }

  // MARK: - Snapshots

  /// `Session` is a value: a copy taken before events keeps its state, so undo is a copy kept aside.
  @Test func aSnapshotIsUnaffectedByLaterEvents() throws {
    var session = try Session(dial: Self.failingCascade)
    let snapshot = session
    _ = try session.transitions("tap bold; label = \"changed\"; textSize = .accessibilityLarge")
    #expect(session != snapshot)
    #expect(try !snapshot.holds("bold.selected"))
    #expect(try snapshot.literal("label") == #""idle""#)
    #expect(try snapshot.literal("textSize") == ".large")
    #expect(try session.holds("bold.selected"))
  }

  /// Undo: put the snapshot back.
  @Test func restoringASnapshotUndoes() throws {
    var session = try Session(dial: Self.failingCascade)
    let snapshot = session
    _ = try session.transitions("tap bold")
    session = snapshot
    #expect(session == snapshot)
    #expect(try !session.holds("bold.selected"))
  }

  /// Decision 39: a `screenWidth` that is not positive is a runtime error, so 0 is rejected like a negative width.
  @Test func aScreenWidthOfZeroIsAnError() throws {
    var session = try Session(dial: #"button b { title: "B" }"#)
    let before = session
    let outcome = try #require(try session.run(source: "screenWidth = 0").first)
    #expect(outcome.error != nil)
    // Compared by value rather than `session == before`, so that a failure prints a number, not two sessions.
    let (now, then) = (try session.literal("screenWidth"), try before.literal("screenWidth"))
    #expect(now == then)
  }
}

/// What a host or a script could feed in that no statement written in Dial produces: infinities, NaN and enum
/// cases out of range are refused, so the state holds only values that equal themselves.
struct RuntimeValueRobustnessTests {
  static let huge = "1" + String(repeating: "0", count: 300) + ".0"

  @Test func doubleArithmeticThatOverflowsIsAnErrorAndRollsBack() throws {
    var session = try Session(dial: "var d = \(Self.huge)\nvar n = 0")
    let before = session
    let outcome = try #require(try session.run(source: "n += 1; d = d * d").last)
    #expect(outcome.error?.message.hasPrefix("number overflow: ") == true)
    #expect(outcome.error?.message.hasSuffix(" does not fit in Double") == true)
    #expect(try session.literal("n") == "1")
    #expect(try session.evaluate("d") == before.evaluate("d"))
  }

  @Test func aDoubleLiteralTooLargeForDoubleIsAnError() {
    let literal = "1" + String(repeating: "0", count: 309) + ".0"
    #expect(TestSupport.messages("var d = \(literal)") == ["number literal '\(literal)' is too large for Double"])
    #expect(TestSupport.messages("var d = \(Self.huge)") == [])
  }

  struct HostValue: Sendable, CustomTestStringConvertible {
    var name: String
    var value: Value
    var message: String
    var testDescription: String { message }
  }

  static let hostValues: [HostValue] = [
    .init(name: "d", value: .double(.nan), message: "'d' cannot be set to nan, which is not finite"),
    .init(name: "d", value: .double(-.infinity), message: "'d' cannot be set to -inf, which is not finite"),
    .init(
      name: "screenWidth", value: .double(.infinity), message: "'screenWidth' cannot be set to inf, which is not finite"
    ),
    .init(
      name: "textSize", value: .enumCase(EnumCase(type: .textSize, index: 12)),
      message: "'textSize' cannot be set to case 12 of TextSize"),
    .init(
      name: "textSize", value: .enumCase(EnumCase(type: .textSize, index: -1)),
      message: "'textSize' cannot be set to case -1 of TextSize"),
  ]

  @Test(arguments: hostValues)
  func aHostValueThatNoScriptCanWriteIsRefused(_ example: HostValue) throws {
    var session = try Session(dial: "var d = 1.5\nbutton b { title: \"\\(d)\" }")
    let before = session
    #expect(throws: RuntimeError(example.message)) { try session.send(.set(example.name, example.value)) }
    #expect(session == before)
  }
}
