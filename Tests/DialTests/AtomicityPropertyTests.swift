import Dial
import DialREPL
import Testing

/// No half-applied state (§11), as a property: over generated programs and random statement sequences, many of
/// which fail (division by zero, overflow, cascades deeper than 32, negative insets, an invalid `screenWidth`,
/// names that do not exist), every failing statement leaves the session equal to what it was before. Checked
/// through the library (`run(source:)`, `send`), scripts (`runScript`) and the REPL's model. Seeded and bounded,
/// so a failure reproduces and the suite stays fast.
struct AtomicityPropertyTests {
  static let seeds: [UInt64] = Array(1...16)
  static let statementsPerProgram = 60

  // MARK: - Through the library

  @Test func aFailingStatementLeavesTheSessionAsItWas() throws {
    var kinds: Set<String> = []
    for seed in Self.seeds {
      var generator = ProgramGenerator(seed: seed)
      var session = try Session(Program(source: generator.program()))
      for _ in 0..<Self.statementsPerProgram {
        let statement = generator.statement(depth: 0, checkErrors: true)
        let before = session
        do {
          let outcomes = try session.run(source: statement)
          guard let error = outcomes.lazy.compactMap(\.error).first else { continue }
          kinds.insert(Self.kind(of: error.message))
          #expect(session == before, "seed \(seed): \(statement)")
        } catch {
          kinds.insert("does not check")
          #expect(session == before, "seed \(seed): \(statement) did not check, yet changed the session")
        }
      }
    }
    // Every kind of failure of §11 came up, so the property was tested against each.
    let expected: Set = [
      "division by zero", "integer overflow", "event cascade", "contentInsets", "screenWidth", "does not check",
    ]
    #expect(kinds.isSuperset(of: expected), "only \(kinds.sorted())")
  }

  /// The first words of a runtime error's message, which name its kind.
  static func kind(of message: String) -> String {
    let kinds = ["division by zero", "integer overflow", "event cascade", "contentInsets", "screenWidth"]
    return kinds.first { message.hasPrefix($0) } ?? message
  }

  @Test(arguments: seeds)
  func aFailingEventLeavesTheSessionAsItWas(_ seed: UInt64) throws {
    var generator = ProgramGenerator(seed: seed)
    var session = try Session(Program(source: generator.program()))
    var failures = 0
    for _ in 0..<Self.statementsPerProgram {
      let event = generator.event()
      let before = session
      do { _ = try session.send(event) } catch {
        failures += 1
        #expect(session == before, "seed \(seed): \(event)")
      }
    }
    #expect(failures > 0)
  }

  // MARK: - Through scripts

  /// A script's failing statements had no effect: running the script ends in the state that running only its
  /// successful statements, one by one, reaches.
  @Test(arguments: seeds)
  func aScriptEndsAsIfItsFailingStatementsWereNotThere(_ seed: UInt64) throws {
    var generator = ProgramGenerator(seed: seed)
    let declarations = generator.program()
    let statements = (0..<Self.statementsPerProgram).map { _ in generator.statement(depth: 0) }
    let script = try Program(source: declarations + "\n" + statements.joined(separator: "\n"))
    var scripted = try Session(script)
    let outcomes = scripted.runScript()
    #expect(outcomes.count == statements.count)
    #expect(outcomes.contains { $0.error != nil }, "seed \(seed) made no statement fail")

    var replayed = try Session(Program(source: declarations))
    for (statement, outcome) in zip(statements, outcomes) where outcome.error == nil {
      let replay = try replayed.run(source: statement)
      #expect(replay.allSatisfy { $0.error == nil }, "seed \(seed): \(statement)")
    }
    #expect(scripted == replayed, "seed \(seed)")
  }

  // MARK: - Through the REPL

  /// An input that fails (to check, or at run time) is not recorded and leaves the REPL's state unchanged.
  @Test(arguments: seeds)
  func aFailingReplInputChangesNothing(_ seed: UInt64) throws {
    var generator = ProgramGenerator(seed: seed)
    var repl = ReplModel(files: NoFileSystem())
    _ = repl.submit(generator.program())
    #expect(repl.state.declarations.count > 10)
    var failures = 0
    for _ in 0..<Self.statementsPerProgram {
      let statement = generator.statement(depth: 0, checkErrors: true)
      let before = repl.state
      let output = repl.submit(statement)
      guard repl.state.statements.count == before.statements.count else { continue }
      failures += 1
      #expect(!output.standardError.isEmpty, "seed \(seed): \(statement) was dropped silently")
      #expect(repl.state.session == before.session, "seed \(seed): \(statement)")
      #expect(repl.state.declarations == before.declarations)
    }
    #expect(failures > 0)
  }

  /// Declarations that do not compile, or whose program fails to start, leave the REPL as it was too.
  @Test(arguments: [
    "var big = 9223372036854775807 + 1", "var q = 1 / 0", "var i0 = \"now a String\"", "button b0 { titel: \"x\" }",
    "menu deep { " + String(repeating: "menu \"m\" { ", count: 17) + String(repeating: "}", count: 18),
    "var x = (", "style s: s {}",
  ])
  func aFailingReplDeclarationChangesNothing(_ declaration: String) {
    var generator = ProgramGenerator(seed: 7)
    var repl = ReplModel(files: NoFileSystem())
    _ = repl.submit(generator.program())
    for _ in 0..<10 { _ = repl.submit(generator.statement(depth: 0)) }
    let before = repl.state
    let output = repl.submit(declaration)
    #expect(!output.standardError.isEmpty)
    #expect(repl.state.session == before.session)
    #expect(repl.state.declarations == before.declarations)
    #expect(repl.state.statements == before.statements)
  }
}

/// Generates programs with state, handlers, menus and a header, and statements over them, a good share of which
/// fail at run time.
struct ProgramGenerator {
  var random: SplitMix64
  static let buttons = 6
  static let ints = 4

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  mutating func pick<T>(_ options: [T]) -> T { options[int(0...options.count - 1)] }

  /// Variables, buttons that tap each other, a menu with a radio group, a pop-up and a header.
  mutating func program() -> String {
    var lines = (0..<Self.ints).map { "var i\($0) = \(int(0...3))" }
    lines += [
      "var big = 9223372036854775800", "var d0 = 1.5", "var flag = false", "var text = \"t\"", "var edge = 4",
    ]
    for index in 0..<Self.buttons {
      let behavior = index % 2 == 1 ? "behavior: .toggle; " : ""
      let insets = index == 0 ? "contentInsets: edge; " : ""
      let handler = (0..<int(1...3)).map { _ in statement(depth: 1) }.joined(separator: "; ")
      lines.append(
        "button b\(index) { title: \"B\(index) \\(i\(index % Self.ints))\"; \(behavior)\(insets)"
          + "enabled: !flag || \(index) != 3; on tap { \(handler) } }")
    }
    lines.append(
      "menu m { action \"Plain\" { on select { \(statement(depth: 1)) } }; "
        + "menu \"Sort\" single { action \"A\" selected; action \"B\" { on select { \(statement(depth: 1)) } } } }")
    lines.append(
      "button pop: .gray { behavior: .popup; menu { action \"X\"; action \"Y\" { on select { i0 += 1 } } } }")
    lines.append("header nav { leading: b1; title: \"Title \\(text)\"; trailing: b2 }")
    return lines.joined(separator: "\n")
  }

  /// One statement; at depth 0 it may be an `if` with statements inside. With `checkErrors`, one in ten
  /// does not check (an unknown name, a type mismatch).
  mutating func statement(depth: Int, checkErrors: Bool = false) -> String {
    let (k, j, n) = (int(0...Self.ints - 1), int(0...Self.ints - 1), int(0...9))
    let button = "b\(int(0...Self.buttons - 1))"
    let choices: [String] = [
      "tap \(button)", "tap \(button)", "press \(button)", "release \(button)", "cancel \(button)",
      "select m[\"Sort\"][\"B\"]", "select m[\"Plain\"]", "select pop[\"Y\"]", "open m", "close m", "open pop",
      "i\(k) += \(n)", "i\(k) -= \(n)", "i\(k) = i\(k) / i\(j)", "i\(k) = i\(k) % i\(j)", "big += i\(k)",
      "edge = \(int(-2...6))", "screenWidth = \(pick([-10, 0, 120, 390]))",
      "textSize = .\(pick(["small", "large", "accessibilityLarge", "accessibilityExtraExtraExtraLarge"]))",
      "d0 = d0 * 2.5", "d0 = d0 / (d0 - d0)", "flag = !flag", "text += \"x\"", "focus next", "focus first",
      "activate", "focus \(button)", "print i\(k)", "expect i\(k) == \(n)",
    ]
    if checkErrors && int(0...9) == 0 { return pick(["tap nowhere", "i\(k) = \"text\"", "b\(k) = 1"]) }
    guard depth == 0, int(0...5) == 0 else { return pick(choices) }
    return "if i\(k) > \(n % 4) { \(statement(depth: 1)) } else { \(statement(depth: 1)) }"
  }

  /// A host event, sometimes naming nothing or carrying a value of the wrong type.
  mutating func event() -> Event {
    let button = "b\(int(0...Self.buttons - 1))"
    switch int(0...9) {
    case 0, 1: return .tap(button)
    case 2: return .press(button)
    case 3: return .release(button)
    case 4: return .select(pick([["m", "Sort", "B"], ["m", "Plain"], ["pop", "Y"], ["m", "Nope"]]))
    case 5: return .set("i\(int(0...Self.ints - 1))", pick([.int(Int64(int(-3...3))), .string("no")]))
    case 6: return .set("edge", .int(Int64(int(-2...6))))
    case 7: return .set("screenWidth", .double(Double(pick([-1, 0, 200, 390]))))
    case 8: return .set("big", .int(Int64.max))
    default: return .tap("nowhere")
    }
  }
}
