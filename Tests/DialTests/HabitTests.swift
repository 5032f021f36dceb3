import DialChecker
import DialLexer
import DialParser
import Foundation
import Testing

/// The table of habits from other languages (`Habits`): every rule has a program in the invalid-program corpus,
/// `habit-<place>-<their spelling>.dial`, that reports exactly the rule's message (``CorpusTests`` checks that it
/// reports nothing else); and the words that are rules where a statement starts stay names elsewhere.
struct HabitTests {
  @Test(arguments: Habits.rules.map { "\($0.place.rawValue)-\($0.theirs)" })
  func everyRuleHasItsCorpusProgram(_ key: String) throws {
    let rule = try #require(Habits.rules.first { "\($0.place.rawValue)-\($0.theirs)" == key })
    let path = "Tests/DialTests/Programs/invalid/habit-\(key).dial"
    let expected = CorpusTests.expectations(in: TestSupport.bytes(path))
    #expect(expected.count == 1, "\(path)")
    #expect(expected.first?.hasSuffix(" " + rule.message) == true, "\(path): \(expected)")
  }

  /// `for`, `while`, `repeat`, `switch`, `and`, `or` and `not` are still names where a name is read or assigned.
  @Test func ruleWordsStayNames() {
    let source = """
      var for = 1
      var while = 2
      var and = true
      var not = false
      for = 3
      while += 1
      expect for == 3 && while == 3
      expect and || not
      """
    let compilation = Frontend.compile(entry: SourceFile(name: "names.dial", text: source), loader: nil)
    #expect(compilation.diagnostics.isEmpty, "\(compilation.diagnostics.map(\.message))")
  }
}
