import Dial
import DialExplore
import Foundation
import Testing

/// The progress an exploration reports, which `dial explore` draws as a line on a terminal.
struct ExploreProgressTests {
  /// What the callback saw, behind a lock since the callback is `@Sendable`.
  final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [(states: Int, depth: Int)] = []
    func append(_ states: Int, _ depth: Int) { lock.withLock { seen.append((states, depth)) } }
    var all: [(states: Int, depth: Int)] { lock.withLock { seen } }
  }

  @Test func progressIsReportedEveryIntervalOfStates() throws {
    // 14 independent toggles: 16 384 states; progress is reported as the 4 097th, 8 193rd and 12 289th are visited.
    let source = (0..<14).map { #"button t\#($0) { title: "T\#($0)"; behavior: .toggle }"# }.joined(separator: "\n")
    let calls = Calls()
    var options = Explorer.Options()
    options.reduces = false
    options.progress = { @Sendable states, depth in calls.append(states, depth) }
    let report = try Explorer(Program(source: source), options: options).run()
    #expect(report.states == 16_384)
    #expect(calls.all.map(\.states) == [4097, 8193, 12289])
    #expect(calls.all.map(\.depth) == calls.all.map(\.depth).sorted())
  }
}
