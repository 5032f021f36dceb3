import Dial
import DialExplore
import Foundation
import Testing

/// The reduced, parallel and spilling explorations against the sequential search of the whole program, on
/// generated programs with planted violations: the same violations, in the same order, with the same shortest
/// sequences, the same never-reached list, and the same states (the reduced search's stand for them).
struct ExploreDifferentialTests {
  /// Programs made of a few independent pieces, sometimes joined by an invariant that spans two of them.
  static let seeds: [UInt64] = Array(1...40)

  @Test(arguments: seeds)
  func everySearchGivesTheWholeSequentialReport(_ seed: UInt64) async throws {
    let source = GeneratedProgram(seed: seed).source
    let program = try Program(source: source, name: "generated-\(seed).dial")
    var whole = Explorer.Options(maxDepth: 40, maxStates: 100_000)
    whole.reduces = false
    let expected = try Explorer(program, options: whole).run()
    #expect(expected.exhausted, "\(source)")

    let reduced = try Explorer(program, options: Explorer.Options(maxDepth: 40, maxStates: 100_000)).run()
    Self.expectSame(reduced, expected, "reduced\n\(source)")
    #expect(reduced.representedStates == Double(expected.states), "\(source)")
    #expect(reduced.depth == expected.depth, "\(source)")

    // The parent log in chunks of 16 states, at most one of them in memory: the rest spills.
    var spilling = whole
    (spilling.parentLogChunkBits, spilling.memoryLimit) = (4, 64 * 64 * 8 + 16 * 8)
    spilling.spillFile = { MemorySpillFile() }
    let spilled = try Explorer(program, options: spilling).run()
    Self.expectSame(spilled, expected, "spilling\n\(source)")
    #expect(spilled.states == expected.states && spilled.transitions == expected.transitions)
    #expect(spilled.spilledBytes > 0 || expected.states <= 32, "\(source)")
    #expect(!spilled.stoppedByMemory)
    (spilling.minimumParallelLevel, spilling.parallelBatch) = (1, 5)
    #expect(try await Explorer(program, options: spilling).run(workers: 2) == spilled, "parallel spilling\n\(source)")

    for reduces in [false, true] {
      var parallel = Explorer.Options(maxDepth: 40, maxStates: 100_000)
      (parallel.reduces, parallel.minimumParallelLevel, parallel.parallelBatch) = (reduces, 1, 5)
      let report = try await Explorer(program, options: parallel).run(workers: 2)
      #expect(report == (reduces ? reduced : expected), "parallel, reduces \(reduces)\n\(source)")
    }
  }

  /// Values that follow a built-in without naming it: a preset's colors follow the iOS release, a corner radius
  /// the text size and the screen width, and a binding that reads its own button is resolved again by a change
  /// of text size. Each of these, unlinked, split what belongs together.
  static let hiddenLinks: [(String, String)] = [
    (
      "a default color read after the release changes",
      """
      button old { title: "Old"; on tap { iOSVersion = 18 } }
      button b: .filled { title: "B"; behavior: .toggle }
      invariant !(b.selected && b.background == #007AFF)
      """
    ),
    (
      "a when condition on its own color",
      """
      button old { title: "Old"; on tap { iOSVersion = 18 } }
      button b: .filled { title: "B"; behavior: .toggle; when selected && self.background == #007AFF { title: "" } }
      """
    ),
    (
      "a handler that reads a color",
      """
      var hit = false
      button old { title: "Old"; on tap { iOSVersion = 18 } }
      button b: .filled { title: "B"; on tap { if b.background == #007AFF { hit = true } } }
      invariant !hit
      """
    ),
    (
      "a corner radius after a larger text size",
      """
      button big { title: "Big"; on tap { textSize = .accessibilityExtraExtraExtraLarge } }
      button b: .filled { title: "B"; behavior: .toggle }
      invariant !(b.selected && b.cornerRadius > 10)
      """
    ),
    (
      "a capsule's radius after a narrower screen",
      """
      button narrow { title: "Narrow"; on tap { screenWidth = 120 } }
      button g: .glass { title: "Some long title words here"; behavior: .toggle }
      invariant !(g.selected && g.cornerRadius > 30)
      """
    ),
    (
      "a button that reads itself, resolved again by a text size",
      """
      var v = false
      var fired = false
      button set { title: "Set"; on tap { v = true } }
      button t { behavior: .toggle; title: "T"; enabled: t.selected; selected: v; on tap { fired = true } }
      menu sizes { action "Bigger" { on select { textSize = .extraLarge } } }
      invariant !fired
      """
    ),
  ]

  @Test(arguments: hiddenLinks)
  func aValueThatFollowsABuiltInKeepsItsReadersTogether(_ name: String, _ source: String) throws {
    let program = try Program(source: source, name: "hidden.dial")
    for textSizes in [false, true] {
      var whole = Explorer.Options(maxDepth: 30, maxStates: 100_000, textSizes: textSizes)
      whole.reduces = false
      let expected = try Explorer(program, options: whole).run()
      let reduced = try Explorer(program, options: .init(maxDepth: 30, maxStates: 100_000, textSizes: textSizes)).run()
      Self.expectSame(reduced, expected, "\(name), text sizes \(textSizes)")
      #expect(reduced.representedStates == Double(expected.states), "\(name), text sizes \(textSizes)")
    }
  }

  /// Several generated programs plant each kind of violation.
  @Test func theGeneratedProgramsPlantViolations() throws {
    var kinds: Set<String> = []
    var (spanning, spanningFails, reduced) = (0, 0, 0)
    for seed in Self.seeds {
      let generated = GeneratedProgram(seed: seed)
      let report = try Explorer(try Program(source: generated.source)).run()
      kinds.formUnion(report.violations.map(\.kind))
      if generated.spans { spanning += 1 }
      if report.violations.contains(where: { $0.message.hasPrefix("invariant !(") }) { spanningFails += 1 }
      if report.parts.count > 1 { reduced += 1 }
    }
    #expect(kinds.isSuperset(of: ["invariant", "handler-error", "empty-speech"]))
    #expect(spanning >= 20 && spanningFails >= 10 && reduced >= 20, "\(spanning) \(spanningFails) \(reduced)")
  }

  static func expectSame(
    _ report: ExplorationReport, _ expected: ExplorationReport, _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(report.violations == expected.violations, Comment(rawValue: comment), sourceLocation: sourceLocation)
    #expect(report.unreachable == expected.unreachable, Comment(rawValue: comment), sourceLocation: sourceLocation)
    #expect(report.neverEnabled == expected.neverEnabled, Comment(rawValue: comment), sourceLocation: sourceLocation)
    #expect(
      report.whenWitnesses == expected.whenWitnesses, Comment(rawValue: comment), sourceLocation: sourceLocation)
    #expect(report.exhausted == expected.exhausted, Comment(rawValue: comment), sourceLocation: sourceLocation)
  }
}

/// A program generated from a seed: two to four pieces (counters, toggles, single menus, labels that can
/// empty, handlers that can divide by zero, host events), each with its own state, and sometimes an invariant
/// or a binding that joins two of them.
struct GeneratedProgram {
  var source = ""
  /// Whether an invariant spans two pieces.
  var spans = false
  private var random: SplitMix

  init(seed: UInt64) {
    random = SplitMix(state: seed)
    let count = 2 + random.next(3)
    var counters: [String] = []
    // Per piece, something that can become true in it, for an invariant that spans two pieces.
    var facts: [String] = []
    for piece in 0..<count {
      switch random.next(6) {
      case 0:
        counters.append(counter(piece))
        facts.append("c\(piece) >= 2")
      case 1:
        source += "button t\(piece) { title: \"T\(piece)\"; behavior: .toggle }\n"
        facts.append("t\(piece).selected")
      case 2:
        menu(piece)
        facts.append("chosen\(piece) == 2")
      case 3:
        label(piece)
        facts.append("name\(piece) == \"\"")
      case 4:
        divide(piece)
        facts.append("count\(piece) < 1")
      default:
        emitter(piece)
        facts.append("sent\(piece).emitted >= 2")
      }
    }
    if random.next(3) > 0 {
      spans = true
      source += "invariant !(\(facts[0]) && \(facts[count - 1]))\n"
    }
    if counters.count >= 2 {
      source += "button w\(count) { title: \"W\"; enabled: \(counters[0]) != \(counters[1]) }\n"
    }
  }

  /// A counter with a bound, and sometimes an invariant that fails before the bound.
  mutating func counter(_ piece: Int) -> String {
    let (name, bound) = ("c\(piece)", 2 + random.next(3))
    source += "var \(name) = 0\n"
    source += "button up\(piece) { title: \"Up\"; enabled: \(name) < \(bound); on tap { \(name) += 1 } }\n"
    source += "button down\(piece) { title: \"Down\"; enabled: \(name) > 0; on tap { \(name) -= 1 } }\n"
    if random.next(2) == 0 { source += "invariant \(name) < \(bound)\n" }
    return name
  }

  /// A single menu whose choice a variable follows, with an invariant on it.
  mutating func menu(_ piece: Int) {
    source += "var chosen\(piece) = 0\n"
    source += "menu m\(piece) single {\n  action \"A\" selected { on select { chosen\(piece) = 0 } }\n"
    source +=
      "  action \"B\" { on select { chosen\(piece) = 1 } }\n  action \"C\" { on select { chosen\(piece) = 2 } }\n}\n"
    if random.next(2) == 0 { source += "invariant chosen\(piece) != \(1 + random.next(2))\n" }
  }

  /// A label that a tap empties, read only as its title: the empty-speech check finds it.
  mutating func label(_ piece: Int) {
    source += "var name\(piece) = \"Ada\"\n"
    source +=
      "button rename\(piece) { title: \"Rename\"; on tap { name\(piece) = name\(piece) == \"\" ? \"Ada\" : \"\" } }\n"
    source += "button greet\(piece) { title: name\(piece) }\n"
  }

  /// A handler that divides by a count it lowers: a runtime error once the count reaches zero.
  mutating func divide(_ piece: Int) {
    source += "var count\(piece) = \(1 + random.next(3))\nvar ratio\(piece) = 0\n"
    source += "button divide\(piece) { title: \"Divide\"; enabled: count\(piece) >= 0; "
    source += "on tap { count\(piece) -= 1; ratio\(piece) = 10 / count\(piece) } }\n"
  }

  /// A host event whose count an invariant reads.
  mutating func emitter(_ piece: Int) {
    source += "event sent\(piece)\n"
    source +=
      "button send\(piece) { title: \"Send\"; enabled: sent\(piece).emitted < 4; on tap { emit sent\(piece) } }\n"
    source += "invariant sent\(piece).emitted <= \(1 + random.next(3))\n"
  }
}

/// A spill file in memory, for tests.
final class MemorySpillFile: SpillFile, @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [UInt8] = []

  func write(_ data: UnsafeRawBufferPointer, at offset: Int) -> Bool {
    lock.withLock {
      if bytes.count < offset + data.count { bytes += [UInt8](repeating: 0, count: offset + data.count - bytes.count) }
      bytes.replaceSubrange(offset..<offset + data.count, with: data)
      return true
    }
  }

  func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
    lock.withLock {
      guard offset + buffer.count <= bytes.count else { return false }
      bytes.withUnsafeBytes { stored in
        buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: stored[offset..<offset + buffer.count]))
      }
      return true
    }
  }
}

/// SplitMix64: a small seeded generator, so that a failing seed reproduces.
struct SplitMix {
  var state: UInt64

  /// A number in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}
