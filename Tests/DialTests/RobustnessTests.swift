import Dial
import Testing

/// No input crashes the front-end: every prefix of every example, and seeded
/// random byte mutations, come back as diagnostics.
struct RobustnessTests {
  static let programs =
    TestSupport.dialFiles(under: "examples") + TestSupport.dialFiles(under: "Tests/DialTests/Programs")

  /// Every prefix of every program in the slow lane; in the everyday suite, the prefixes that end in the first
  /// 64 bytes and then every fifth, at an offset that differs from file to file (so that over the files every
  /// offset of a token is cut somewhere), and the whole file.
  @Test(arguments: programs)
  func everyPrefixGivesDiagnosticsNotACrash(_ path: String) {
    let bytes = TestSupport.bytes(path)
    let offset = path.utf8.count % 5
    for length in 0...bytes.count
    where TestSupport.slowLane || length < 64 || length % 5 == offset || length == bytes.count {
      _ = TestSupport.diagnosticLines(Array(bytes[0..<length]))
    }
  }

  @Test func tenThousandSeededMutationsNeverCrash() {
    var generator = SplitMix64(seed: 0xD1A1)
    let sources = Self.programs.map(TestSupport.bytes).filter { !$0.isEmpty }
    #expect(!sources.isEmpty)
    var reported = 0
    for _ in 0..<10_000 {
      guard let source = sources.randomElement(using: &generator) else { return }
      let mutated = Self.mutate(source, using: &generator)
      if !TestSupport.diagnosticLines(mutated).isEmpty { reported += 1 }
    }
    #expect(reported > 0)
  }

  /// The runtime half of the fuzz target `Fuzz/run.sh runtime`, bounded: mutated programs that still compile are
  /// started and their statements run one at a time, and every failing one must leave the session as it was.
  @Test func seededMutationsThatCompileRunAtomically() throws {
    var generator = SplitMix64(seed: 0xA70)
    let sources = Self.programs.map(TestSupport.bytes).filter { !$0.isEmpty }
    var (ran, failed) = (0, 0)
    for _ in 0..<3_000 {
      guard let source = sources.randomElement(using: &generator) else { return }
      let entry = SourceFile(name: "mutated.dial", bytes: Self.mutate(source, using: &generator))
      guard let program = try? Program(Frontend.compile(entry: entry, loader: nil)),
        var session = try? Session(program)
      else { continue }
      ran += 1
      // The program's own statements, then built-in changes that every program has, one of them invalid.
      let builtins = ["textSize = .accessibilityExtraExtraExtraLarge", "screenWidth = 0", "screenWidth = 120"]
      let statements = program.checked.statements + builtins.flatMap { Self.checked($0, in: program) }
      for statement in statements {
        let before = session
        guard session.run(statement).error != nil else { continue }
        failed += 1
        #expect(session == before, "\(String(decoding: entry.bytes, as: UTF8.self))")
      }
    }
    #expect(ran > 50)
    #expect(failed >= ran)
  }

  /// The statements of `source`, checked against a program.
  static func checked(_ source: String, in program: Program) -> [CheckedStatement] {
    let statements = Parser.parse(Array(source.utf8)).syntax.items.compactMap { item -> Statement? in
      if case .statement(let statement) = item { return statement }
      return nil
    }
    return Checker.check(statements: statements, in: program.checked).statements
  }

  /// Replaces, inserts, deletes or duplicates a few bytes, biased towards the
  /// bytes that matter to the grammar.
  static func mutate(_ source: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
    var bytes = source
    let interesting = Array("{}()[]\"\\:;,.=+-*/%!&|?<>#\n \u{FF}".utf8) + [0xFF, 0xC3, 0x80, 0x00]
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
      let byte =
        Bool.random(using: &generator)
        ? interesting.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
      switch Int.random(in: 0..<4, using: &generator) {
      case 0 where !bytes.isEmpty: bytes[position] = byte
      case 1: bytes.insert(byte, at: position)
      case 2 where !bytes.isEmpty: bytes.remove(at: position)
      default:
        let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
        bytes.insert(contentsOf: bytes[position..<end], at: position)
      }
    }
    return bytes
  }
}

/// A small, seedable random number generator, so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
