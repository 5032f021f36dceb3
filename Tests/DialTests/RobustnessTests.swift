import Dial
import Testing

/// No input crashes the front-end: every prefix of every example, and seeded
/// random byte mutations, come back as diagnostics.
struct RobustnessTests {
  static let programs =
    TestSupport.dialFiles(under: "examples") + TestSupport.dialFiles(under: "Tests/DialTests/Programs")

  @Test(arguments: programs)
  func everyPrefixGivesDiagnosticsNotACrash(_ path: String) {
    let bytes = TestSupport.bytes(path)
    for length in 0...bytes.count {
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
