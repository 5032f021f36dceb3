import Dial
import Testing

@_spi(Tools) @testable import DialRuntime

/// A session keeps one journal and reuses it from statement to statement (`open`, `close`), its logs keeping their
/// storage unless a statement touched very many things. Whatever a statement leaves behind, failing or not, the next
/// one lists only its own transitions, notes, output and expectations: as if it ran in a session that never saw the
/// one before.
struct RuntimeJournalReuseTests {
  static let source = """
    var zero = 0
    var n = 1
    var label = "idle"

    button bold { title: "Bold"; behavior: .toggle }
    button off { title: "Off"; enabled: false }
    button count { title: "Count \\(n)"; subtitle: bold.selected ? "bold" : "plain" }
    button fail {
      title: "Fail"
      on tap {
        print "before"
        expect n == 100
        tap off
        label = "failing"
        tap bold
        n = n / zero
      }
    }
    button ok {
      title: "OK"
      on tap {
        print "ok \\(n)"
        expect n > 0
        n += 1
      }
    }
    menu m { menu "Sort" single { action "A" selected; action "B" } }
    header nav { title: "Title \\(n)" }
    """

  /// Statements that fail after changing variables, buttons, menus, the text size, focus or a highlight.
  static let failing = [
    "tap fail", "n = n / zero", "if true { textSize = .extraLarge; n = n / zero }",
    #"if true { select m["Sort"]["B"]; n = n / zero }"#, "if true { focus bold; n = n / zero }",
    "if true { press bold; n = 9223372036854775807 + n }", "if true { tap bold; tap ok; label = \"x\"; n = n / zero }",
  ]

  /// Statements of every kind that could pick up what a failed one left.
  static let next = [
    "tap ok", "tap bold", "tap off", "textSize = .small", #"select m["Sort"]["B"]"#, "focus next", "n += 1",
    "print label", "expect n == 1", "press bold",
  ]

  /// An outcome as lines, for comparing two of them.
  static func lines(_ outcome: StatementOutcome) -> [String] {
    outcome.transitions.map { "transition \($0.description) [\($0.subject)|\($0.member)]" }
      + outcome.notes.map { "note \($0)" } + outcome.output.map { "output \($0)" }
      + outcome.expectations.map { "expect \($0.passed) \($0.detail)" }
      + (outcome.error.map { ["error \($0.message)"] } ?? [])
  }

  @Test(arguments: failing, next)
  func aStatementAfterAFailureListsOnlyItsOwnOutcome(_ failure: String, _ statement: String) throws {
    var session = try Session(dial: Self.source)
    let fresh = session
    let failed = try session.run(source: failure)
    try #require(failed.count == 1 && failed[0].error != nil, "\(failure) should fail")
    let unchanged = session == fresh
    #expect(unchanged)
    #expect(!session.journal.isOpen)

    var reference = fresh
    let after = try session.run(source: statement)
    let expected = try reference.run(source: statement)
    #expect(after.map(Self.lines) == expected.map(Self.lines))
    let equal = session == reference
    #expect(equal)
  }

  /// The failed statement itself still reports what it printed, expected and ignored before failing.
  @Test func aFailedStatementKeepsItsOwnOutputAndNotes() throws {
    var session = try Session(dial: Self.source)
    let outcome = try #require(try session.run(source: "tap fail").first)
    #expect(outcome.error?.message == "division by zero")
    #expect(outcome.output == ["before"])
    #expect(outcome.notes == ["ignored: off is disabled"])
    #expect(outcome.expectations.map(\.passed) == [false])
    #expect(outcome.transitions.isEmpty)

    let next = try #require(try session.run(source: "tap ok").first)
    #expect(next.output == ["ok 1"])
    #expect(next.notes.isEmpty)
    #expect(next.expectations.map(\.passed) == [true])
    #expect(
      next.transitions.map(\.description) == [
        "n: 1 -> 2", #"count.title: "Count 1" -> "Count 2""#,
        #"count.speech: "Count 1, plain. Button." -> "Count 2, plain. Button.""#,
        #"nav.title: "Title 1" -> "Title 2""#, #"nav.title.speech: "Title 1. Heading." -> "Title 2. Heading.""#,
      ])
  }

  /// Through `send`: a failing event throws, and the next one lists its own changes.
  @Test func aSentEventAfterAFailureListsOnlyItsOwnChanges() throws {
    var session = try Session(dial: Self.source)
    #expect(throws: RuntimeError.self) { try session.send(.tap("fail")) }
    var reference = try Session(dial: Self.source)
    let transitions = try session.send(.tap("bold"))
    #expect(transitions.map(\.description) == (try reference.send(.tap("bold"))).map(\.description))
    #expect(transitions.map(\.subject) == ["bold", "bold", "count", "count"])
  }

  // MARK: - Statements that touch many things

  static let many = 300

  /// `many` buttons reading `v`, and one reading `w`.
  static var manySource: String {
    var lines = ["var v = 0", "var w = 0", "var zero = 0"]
    lines += (0..<many).map { #"button b\#($0) { title: "b\#($0) \(v)" }"# }
    lines.append(#"button small { title: "small \(w)" }"#)
    return lines.joined(separator: "\n")
  }

  /// What `v` changing from `old` to `new` lists: the variable, then each button's title and speech in order.
  static func manyTransitions(_ old: Int, _ new: Int) -> [String] {
    ["v: \(old) -> \(new)"]
      + (0..<many).flatMap { index in
        [
          #"b\#(index).title: "b\#(index) \#(old)" -> "b\#(index) \#(new)""#,
          #"b\#(index).speech: "b\#(index) \#(old). Button." -> "b\#(index) \#(new). Button.""#,
        ]
      }
  }

  static let smallTransitions = [
    "w: 0 -> 1", #"small.title: "small 0" -> "small 1""#, #"small.speech: "small 0. Button." -> "small 1. Button.""#,
  ]

  @Test func aLargeStatementThenASmallOneBothListTheirTransitions() throws {
    var session = try Session(dial: Self.manySource)
    #expect(try session.transitions("v = 1") == Self.manyTransitions(0, 1))
    #expect(try session.transitions("w = 1") == Self.smallTransitions)
    #expect(try session.transitions("v = 2") == Self.manyTransitions(1, 2))
    #expect(try session.transitions("w = 1") == [])
  }

  /// A large statement that fails is rolled back whole, and the small one after it is not disturbed.
  @Test func aLargeFailingStatementThenASmallOne() throws {
    var session = try Session(dial: Self.manySource)
    let before = session
    let failed = try session.run(source: "if true { v = 7; v = v / zero }")
    #expect(failed.first?.error?.message == "division by zero")
    let unchanged = session == before
    #expect(unchanged)
    #expect(try session.transitions("w = 1") == Self.smallTransitions)
    #expect(try session.transitions("v = 1") == Self.manyTransitions(0, 1))
  }

  /// The logs keep their storage after a small statement, and let go of it after one that touched hundreds.
  /// (A title that follows a variable is patched field by field, so its button is in the field log. The field
  /// records of a completed statement move to the session, which its transitions read, until the next one.)
  @Test func theLogsKeepOnlySmallStorage() throws {
    var session = try Session(dial: Self.manySource)
    _ = try session.run(source: "w = 1")
    #expect(session.journal.undo.fieldButtons.isEmpty && session.journal.undo.fields.isEmpty)
    #expect(session.journal.undo.fieldButtons.keys.capacity > 0)
    #expect(session.history.fieldLog.count == 1)
    _ = try session.run(source: "v = 1")
    #expect(session.journal.undo.fieldButtons.isEmpty && session.journal.undo.fields.isEmpty)
    #expect(session.journal.undo.fieldButtons.keys.capacity == 0)
    #expect(session.history.fieldLog.count == Self.many)
    _ = try session.run(source: "w = 2")
    #expect(session.history.fieldLog.count == 1)
    #expect(session.journal.undo.fields.capacity == 0)
    _ = try session.run(source: "v = 2")
    _ = try session.run(source: "zero = 0")
    #expect(session.history.fieldLog.isEmpty && session.history.fieldLog.capacity == 0)
  }

  /// Transitions kept past the next event still read as they were: field transitions read the records and the
  /// buttons as they were when the list was made.
  @Test func keptTransitionsOutliveTheNextEvent() throws {
    var session = try Session(dial: Self.manySource)
    _ = try session.perform(.set("v", .int(1)))
    let kept = session.lastTransitions
    _ = try session.perform(.set("v", .int(2)))
    _ = try session.perform(.set("w", .int(5)))
    #expect(kept.map(\.description) == Self.manyTransitions(0, 1))
    #expect(session.lastTransitions.map(\.description).first == "w: 0 -> 5")
    #expect(session.lastTransitions.count == 3)
  }

  // MARK: - The touch log

  /// Past `linearLimit` entries the log indexes its keys; emptied, it must forget that index too, or a key of the
  /// last statement would seem touched again in the next.
  @Test func anEmptiedLogForgetsItsIndex() {
    var log = TouchLog<Int>()
    for key in 0..<20 { log.add(key, key * 10) }
    #expect(log.contains(5) && log[5] == 50 && log.count == 20)
    log.removeAll()
    #expect(log.isEmpty && !log.contains(5) && log[5] == nil)
    for key in 100..<120 { log.add(key, key) }
    #expect(!log.contains(5))
    log.add(5, 1)
    #expect(log[5] == 1)
    #expect(log.keys == Array(100..<120) + [5])
  }

  /// Keys added in increasing order are known new past the last; one out of order ends that, and every key is
  /// still found.
  @Test func ascendingKeysAreFoundBeforeAndAfterOneOutOfOrder() {
    var log = TouchLog<Int>()
    for key in stride(from: 0, to: 60, by: 3) { log.add(key, key) }
    #expect((-1..<61).allSatisfy { log.contains($0) == ($0 >= 0 && $0 < 60 && $0.isMultiple(of: 3)) })
    log.add(1, -1)
    #expect(log[1] == -1 && log[57] == 57 && log[0] == 0 && !log.contains(2))
    #expect((0..<60).allSatisfy { log.contains($0) == ($0.isMultiple(of: 3) || $0 == 1) })
  }

  /// The field span table finds a button by its index; emptied, it forgets exactly the buttons it held.
  @Test func aFieldSpanTableKeepsFirstAndLastRecordsAndForgets() {
    var table = FieldSpanTable()
    for (position, button) in [7, 2, 7, 40, 2, 7].enumerated() { table.record(button, at: position) }
    #expect(table.keys == [7, 2, 40])
    #expect(table[7].map { [$0.first, $0.last] } == [0, 5])
    #expect(table[2].map { [$0.first, $0.last] } == [1, 4])
    #expect(table[40].map { [$0.first, $0.last] } == [3, 3])
    #expect(!table.contains(3) && !table.contains(41) && !table.contains(-1) && table[1_000] == nil)
    table.removeAll()
    #expect(table.isEmpty && !table.contains(7) && !table.contains(40))
    table.record(40, at: 0)
    #expect(table.keys == [40] && table[40]?.first == 0 && !table.contains(7))
  }

  @Test(arguments: [1, 8, 9, 100, 300, 1_000])
  func aLogListsWhatWasAddedInOrder(_ count: Int) {
    var log = TouchLog<String>()
    let keys = (0..<count).map { ($0 * 7919) % (count * 2 + 1) }
    for key in keys where !log.contains(key) { log.add(key, "\(key)") }
    #expect(log.keys == keys)
    #expect(log.values == keys.map { "\($0)" })
    #expect(keys.allSatisfy { log[$0] == "\($0)" })
    #expect(!log.contains(-1))
    let capacity = log.keys.capacity
    log.removeAll()
    #expect(log.isEmpty && !log.contains(keys[0]))
    // Storage up to `keptCapacity` is kept for the next statement; more is freed.
    #expect(log.keys.capacity == (capacity <= TouchLog<String>.keptCapacity ? capacity : 0))
  }

  /// A statement touching buttons past the index's threshold, twice over different sets, records every first value:
  /// its transitions list every button, and a failure restores every one.
  static let twoGroups: String = {
    var lines = ["var a = 0", "var d = 0", "var zero = 0"]
    lines += (0..<20).map { #"button c\#($0) { title: "c \(a)" }"# }
    lines += (0..<20).map { #"button e\#($0) { title: "e \(d)" }"# }
    return lines.joined(separator: "\n")
  }()

  @Test func aSecondLargeStatementRecordsEveryFirstValue() throws {
    var session = try Session(dial: Self.twoGroups)
    #expect(try session.transitions("a = 1").count == 1 + 20 * 2)
    let lines = try session.transitions("if true { d = 1; a = 2 }")
    #expect(lines.count == 2 + 40 * 2)
    #expect(lines.contains(#"c19.title: "c 1" -> "c 2""#))
    #expect(lines.contains(#"e0.title: "e 0" -> "e 1""#))
    let before = session
    let failed = try session.run(source: "if true { d = 2; a = 3; a = a / zero }")
    #expect(failed.first?.error != nil)
    let unchanged = session == before
    #expect(unchanged)
    #expect(try session.text("c5.title") == "c 2")
  }
}
