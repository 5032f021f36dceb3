import Testing

@testable import DialChecker
@testable import DialLexer
@testable import DialParser
@_spi(Tools) @testable import DialRuntime

/// Exploration's fast path for a local tap (a key computed without making the tap, a state made by flipping a
/// snapshot) gives the key and the state the general path gives: the tap run as a statement.
struct ExploreFastPathTests {
  static let source = """
    var taps = 0
    button a { title: "A"; behavior: .toggle }
    button b { title: "B"; behavior: .toggle; accessibilityValue: "x" }
    button c { title: "C"; behavior: .toggle; enabled: false }
    button d { title: "D"; behavior: .toggle; on tap { taps += 1 } }
    menu m single { action "One" selected; action "Two" }
    """

  @Test func aLocalTapLeadsWhereTheGeneralTapLeads() throws {
    var start = try Session(Program(source: Self.source))
    _ = try start.run(source: "tap b")
    let range = SourceRange(file: FileID(0), start: 0, end: 0)
    var checked = 0
    for index in 0..<start.state.buttons.count {
      var fast = start
      let result = Probing.localTapKey(index, from: Probing.key(of: fast), in: fast)
      var general = start
      general.options.specializesTaps = false
      _ = general.run(CheckedStatement(.event(.tap, .button(index)), range))
      guard let key = result else {
        // Not local (disabled, or with a handler): the general path is the only one.
        #expect(!start.tapsLocally(index))
        continue
      }
      let state = Probing.flippedCopy(index, of: &fast)
      #expect(key == Probing.key(of: general), "button \(index)")
      #expect(state == general, "button \(index)")
      #expect(fast == start, "probing leaves the state it started from as it was")
      checked += 1
    }
    #expect(checked == 2)
  }
}
