import Dial
import DialExplore
import Testing

/// `Explorer.run(workers:)` splits each level between tasks and merges the parts in order: its report is the
/// sequential one, state for state, violation for violation, sequence for sequence.
struct ExploreParallelTests {
  static let programs =
    TestSupport.dialFiles(under: "Tests/DialTests/Programs/explore") + [
      "examples/cart.dial", "examples/more-pulldown.dial", "examples/color-popup.dial", "examples/headers.dial",
    ]

  static func program(_ path: String) throws -> Program {
    try Program(source: String(decoding: TestSupport.bytes(path), as: UTF8.self), name: path)
  }

  /// Every level is split (even one state), between 2 and 3 workers, in batches of 7 states, with and without
  /// text sizes: to depth 6 and 5 000 states in the slow lane, depth 4 and 600 states in the everyday suite.
  @Test(arguments: programs)
  func theParallelReportIsTheSequentialOne(_ path: String) async throws {
    let (depth, states) = TestSupport.slowLane ? (6, 5_000) : (4, 600)
    for textSizes in [false, true] {
      var options = Explorer.Options(maxDepth: depth, maxStates: states, textSizes: textSizes)
      options.minimumParallelLevel = 1
      options.parallelBatch = 7
      options.reduces = false
      let explorer = Explorer(try Self.program(path), options: options)
      let sequential = try explorer.run()
      for workers in [2, 3] {
        #expect(try await explorer.run(workers: workers) == sequential, "\(path), \(workers) workers")
      }
    }
  }

  /// 12 toggles: 4 096 states in levels large enough to split by default.
  @Test func aLargeFrontierIsSplitWithTheSameCounts() async throws {
    let source = (0..<12).map { #"button t\#($0) { title: "T\#($0)"; behavior: .toggle }"# }.joined(separator: "\n")
    var options = Explorer.Options()
    options.reduces = false
    let explorer = Explorer(try Program(source: source), options: options)
    let sequential = try explorer.run()
    #expect(sequential.states == 4096)
    #expect(try await explorer.run(workers: 2) == sequential)
  }

  /// A level the state limit could cut in the middle is expanded sequentially, so the cut is the same.
  @Test func theStateLimitCutsAtTheSameState() async throws {
    let source = (0..<10).map { #"button t\#($0) { title: "T\#($0)"; behavior: .toggle }"# }.joined(separator: "\n")
    var options = Explorer.Options(maxStates: 300)
    options.reduces = false
    options.minimumParallelLevel = 1
    options.parallelBatch = 16
    let explorer = Explorer(try Program(source: source), options: options)
    let sequential = try explorer.run()
    #expect(sequential.states == 300 && !sequential.exhausted)
    #expect(try await explorer.run(workers: 2) == sequential)
  }
}
