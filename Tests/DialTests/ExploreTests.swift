import Dial
import DialExplore
import DialREPL
import Foundation
import Testing

/// `dial explore`: planted bugs are found with a true shortest sequence that `dial run` replays; a correct
/// program is explored exhaustively to its exact state count; bad options are usage errors.
struct ExploreTests {
  static func report(_ name: String, _ options: Explorer.Options = .init()) throws -> ExplorationReport {
    let path = "Tests/DialTests/Programs/explore/\(name).dial"
    let program = try Program(source: String(decoding: TestSupport.bytes(path), as: UTF8.self), name: name + ".dial")
    return try Explorer(program, options: options).run()
  }

  @Test func anEnabledCheckoutWithAnEmptyCartAfterThreeTaps() throws {
    let report = try Self.report("checkout-bug")
    let first = try #require(report.violations.first)
    #expect(first.kind == "invariant")
    #expect(first.events == ["tap add", "tap add", "tap clear"])
    #expect(first.message.contains("checkout.enabled = true, items = 0"))
  }

  @Test func anActionReachableOnlyAfterTwoToggles() throws {
    let report = try Self.report("hidden-action")
    #expect(report.violations.map(\.events) == [["tap first", "tap second", #"select tools["Danger"]"#]])
    #expect(report.exhausted)
  }

  @Test func aLabelBoundToAVariableThatCanBecomeEmpty() throws {
    let report = try Self.report("empty-label")
    #expect(report.violations.map(\.kind) == ["empty-speech"])
    #expect(report.violations.first?.events == ["tap rename"])
  }

  /// A host event's count, its arguments and the last announcement are part of a state only when something the
  /// exploration runs reads them (a handler, a binding, a condition, an invariant; not the file's statements).
  @Test func hostEventsTellStatesApartOnlyWhenRead() throws {
    let unread = try Self.report("host-events-unread")
    #expect(unread.exhausted && unread.states == 2 && unread.violations.isEmpty)
    let counted = try Self.report("host-events-counted")
    #expect(counted.violations.map(\.events) == [["tap wifi", "tap wifi", "tap wifi", "tap wifi"]])
    #expect(counted.violations.first?.message.contains("toggled.emitted = 4") == true)
    // Compared only with a constant, the count is saturated past it: the space is finite.
    #expect(counted.exhausted && counted.states == 6)
  }

  @Test func aHandlerThatCanDivideByZero() throws {
    let report = try Self.report("divide")
    let violation = try #require(report.violations.first)
    #expect(violation.kind == "handler-error")
    #expect(violation.events == ["tap down", "tap down"])
    #expect(violation.message.contains("division by zero"))
  }

  @Test func aButtonNeverEnabled() throws {
    let report = try Self.report("never-enabled")
    #expect(report.violations.isEmpty)
    #expect(report.unreachable == ["button secret is never enabled", "the on tap of button secret never runs"])
    #expect(report.exhausted)
  }

  /// 2 × 2 × 2 toggles and a single menu of three actions: explored whole, 24 states; in its four independent
  /// parts, 2 + 2 + 2 + 3 states that stand for the same 24.
  @Test func aCorrectProgramIsExploredExhaustively() throws {
    var whole = Explorer.Options()
    whole.reduces = false
    let report = try Self.report("toggles", whole)
    #expect(report.violations.isEmpty)
    #expect(report.states == 24 && report.parts.isEmpty)
    #expect(report.exhausted)
    #expect(report.depth == 4)
    let reduced = try Self.report("toggles")
    #expect(reduced.parts == [2, 2, 2, 3] && reduced.states == 9 && reduced.representedStates == 24)
    #expect(reduced.exhausted && reduced.depth == 4 && reduced.unreachable == report.unreachable)
  }

  /// The limits bound the search, and say so: `--states` counts the states of every part, `--depth` applies to
  /// each part.
  @Test func limitsBoundTheSearch() throws {
    let byStates = try Self.report("toggles", .init(maxStates: 5))
    #expect(byStates.states == 5)
    #expect(!byStates.exhausted)
    var whole = Explorer.Options(maxDepth: 1)
    whole.reduces = false
    let byDepth = try Self.report("toggles", whole)
    #expect(byDepth.depth == 1)
    #expect(!byDepth.exhausted)
    let byPartDepth = try Self.report("toggles", .init(maxDepth: 1))
    #expect(byPartDepth.parts == [2, 2, 2, 3] && byPartDepth.depth == 4 && !byPartDepth.exhausted)
  }

  /// A tap passes through `highlighted`, so a `when highlighted` block of an enabled button is active; one
  /// that needs a disabled button is not.
  @Test func aWhenHighlightedBlockIsActiveDuringATap() throws {
    let program = try Program(
      source: """
        button b { title: "B"; when highlighted { title: "Pressed" } }
        button c { title: "C"; when !enabled { title: "Off" } }
        """)
    let report = try Explorer(program).run()
    #expect(report.unreachable == ["when block 1 of button c is never active"])
  }

  // MARK: - The command

  /// `dial run --format json` reports invariants that fail in the start state on a line of their own, first.
  @Test func invariantsFailingAtTheStartAreInTheJSON() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let script = NSTemporaryDirectory() + "dial-start-\(UUID().uuidString).dial"
    try "var n = 5\ninvariant n < 1\nn = 0\n".write(toFile: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: script) }
    let (status, output) = try UseSecurityTests.run(dial, ["run", script, "--format", "json"])
    #expect(status == 1)
    let first = try #require(output.split(separator: "\n").first)
    let object = try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any]
    #expect(object?["atStart"] as? Bool == true)
    #expect(object?["line"] as? Int == 2)
    #expect(object?["source"] as? String == "invariant n < 1")
    #expect((object?["transitions"] as? [Any])?.isEmpty == true)
    let violations = try #require(object?["violations"] as? [[String: Any]])
    #expect(violations.first?["invariant"] as? String == "n < 1")
    #expect(violations.first?["values"] as? String == "n = 5")
  }

  /// The script printed for a violation, run with `dial run`, reproduces it.
  @Test func theShortestSequenceReplaysWithDialRun() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let source = TestSupport.root.appendingPathComponent("Tests/DialTests/Programs/explore/checkout-bug.dial").path
    let (status, output) = try UseSecurityTests.run(dial, ["explore", source, "--format", "json"])
    #expect(status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    let violations = try #require(object?["violations"] as? [[String: Any]])
    let script = try #require(violations.first?["script"] as? String)
    let replay = NSTemporaryDirectory() + "dial-replay-\(UUID().uuidString).dial"
    try script.write(toFile: replay, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: replay) }
    let (runStatus, runOutput) = try UseSecurityTests.run(dial, ["run", replay])
    #expect(runStatus == 1)
    #expect(runOutput.contains("invariant failed: checkout.enabled == (items > 0)"))
    #expect(object?["states"] as? Int == 23 || object?["exhausted"] as? Bool == false)
  }

  @Test(arguments: [["--depth", "0"], ["--states", "-1"], ["--depth", "x"], ["--jobs", "0"]])
  func badLimitsAreUsageErrors(_ options: [String]) throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let source = TestSupport.root.appendingPathComponent("Tests/DialTests/Programs/explore/toggles.dial").path
    let (status, output) = try UseSecurityTests.run(dial, ["explore", source] + options)
    #expect(status == 2)
    #expect(output.contains("takes a whole number of 1 or more"))
  }

  /// `--jobs 2` prints what one job prints, but for the rate: on the planted checkout bug, and on 12 toggles whose
  /// middle levels (up to 924 states) are large enough to be split between the jobs.
  @Test(arguments: ["checkout-bug", "twelve-toggles"])
  func jobsDoNotChangeTheReport(_ name: String) throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    var source = TestSupport.root.appendingPathComponent("Tests/DialTests/Programs/explore/checkout-bug.dial").path
    if name == "twelve-toggles" {
      source = NSTemporaryDirectory() + "dial-jobs-\(UUID().uuidString).dial"
      let text = (0..<12).map { #"button t\#($0) { title: "T\#($0)"; behavior: .toggle }"# }.joined(separator: "\n")
      try text.write(toFile: source, atomically: true, encoding: .utf8)
    }
    defer { if name == "twelve-toggles" { try? FileManager.default.removeItem(atPath: source) } }
    let expectedStatus: Int32 = name == "checkout-bug" ? 1 : 0
    func withoutRate(_ jobs: String) throws -> String {
      let (status, output) = try UseSecurityTests.run(dial, ["explore", source, "--jobs", jobs])
      #expect(status == expectedStatus)
      return output.replacingOccurrences(of: #", \d+ states/s"#, with: "", options: .regularExpression)
    }
    #expect(try withoutRate("2") == withoutRate("1"))
  }

  @Test(arguments: [["--memory", "512"], ["--memory", "x"], ["--memory", "0M"], ["--memory", "4T"]])
  func badMemorySizesAreUsageErrors(_ options: [String]) throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let source = TestSupport.root.appendingPathComponent("Tests/DialTests/Programs/explore/toggles.dial").path
    let (status, output) = try UseSecurityTests.run(dial, ["explore", source] + options)
    #expect(status == 2)
    #expect(output.contains("--memory takes a size such as 512M or 4G"))
  }

  /// Twelve toggles: 12 independent parts of 2 states, standing for 4 096; with `--no-reduce`, the 4 096 states.
  @Test func theSummarySaysWhatTheReducedSearchStandsFor() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let source = NSTemporaryDirectory() + "dial-reduce-\(UUID().uuidString).dial"
    let text = (0..<12).map { #"button t\#($0) { title: "T\#($0)"; behavior: .toggle }"# }.joined(separator: "\n")
    try text.write(toFile: source, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: source) }
    let (_, reduced) = try UseSecurityTests.run(dial, ["explore", source])
    #expect(reduced.hasPrefix("24 states, 24 transitions, depth 12, exhausted, 0 violations"))
    #expect(
      reduced.contains("\nreduced: 12 independent parts, standing for 4096 states (--no-reduce explores them whole)\n"))
    #expect(reduced.contains("\nfingerprints: 64 bits a state, collision probability 1.3e-18\n"))
    let (_, whole) = try UseSecurityTests.run(dial, ["explore", source, "--no-reduce", "--memory", "64M"])
    #expect(whole.hasPrefix("4096 states, 49152 transitions, depth 12, exhausted, 0 violations"))
    #expect(whole.contains("\nfingerprints: 64 bits a state, collision probability 4.5e-13\n"))
    #expect(!whole.contains("reduced:") && !whole.contains("spilled"))
  }

  /// The spill file reads back what was written, and is in no directory: nothing is left behind.
  @Test func theSpillFileLeavesNothingBehind() throws {
    let before = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
    let file = try #require(TemporarySpillFile())
    let written: [UInt64] = [1, 2, 0xDEAD_BEEF]
    #expect(written.withUnsafeBytes { file.write($0, at: 4096) })
    var read = [UInt64](repeating: 0, count: 3)
    #expect(read.withUnsafeMutableBytes { file.read(into: $0, at: 4096) })
    #expect(read == written)
    #expect(!read.withUnsafeMutableBytes { file.read(into: $0, at: 1 << 20) })
    let after = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
    #expect(Set(after).subtracting(before).filter { $0.hasPrefix("dial-explore-") }.isEmpty)
  }

  @Test func anInvariantThatIsNotBoolIsAStaticError() throws {
    #expect(throws: CompileError.self) { try Program(source: "var n = 1\ninvariant n", name: "t.dial") }
  }

  /// An invariant whose evaluation raises is a violation, not a crash.
  @Test func anInvariantThatRaisesIsAViolation() throws {
    let program = try Program(
      source: "var d = 1\nbutton z { title: \"Z\"; on tap { d = 0 } }\ninvariant 10 / d > 0", name: "t.dial")
    let report = try Explorer(program).run()
    #expect(report.violations.first?.message.contains("division by zero") == true)
    #expect(report.violations.first?.events == ["tap z"])
  }
}
