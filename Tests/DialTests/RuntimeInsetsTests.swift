import Dial
import Testing

/// `contentInsets` (§6; tuples, §5): a Number for all four edges, four Numbers `(top, leading, bottom, trailing)`,
/// or any expression of insets, such as a choice between two tuples; a tuple stands for insets wherever insets are
/// expected, so a button's insets can be compared with one.
struct RuntimeInsetsTests {
  static let program = """
    var compact = false
    button c { contentInsets: compact ? (4, 8, 4, 8) : (14, 20, 14, 20) }
    button large { size: .large }
    button copied { contentInsets: large.contentInsets }
    button all { contentInsets: 3 }
    """

  @Test(arguments: [
    "large.contentInsets == (14, 20, 14, 20)", "(14, 20, 14, 20) == large.contentInsets",
    "c.contentInsets == (14, 20, 14, 20)", "c.contentInsets != (4, 8, 4, 8)",
    "copied.contentInsets == large.contentInsets", "all.contentInsets == (3, 3, 3, 3)",
    "all.contentInsets == (3.0, 3, 3, 3.0)",
  ])
  func insetsCompareWithATuple(_ expression: String) throws {
    let session = try Session(dial: Self.program)
    #expect(try session.holds(expression))
  }

  @Test func aBoundChoiceOfInsetsFollowsWhatItReads() throws {
    var session = try Session(dial: Self.program)
    #expect(
      try session.transitions("compact = true") == [
        "compact: false -> true", "c.contentInsets: (14.0, 20.0, 14.0, 20.0) -> (4.0, 8.0, 4.0, 8.0)",
      ])
    #expect(try session.holds("c.contentInsets == (4, 8, 4, 8)"))
  }

  @Test(arguments: [
    (
      "print (1, 2, 3, 4)",
      "error: 1:7 a tuple stands only for insets: bind it to 'contentInsets' or compare it with one"
    ),
    (
      "var t = (1, 2, 3, 4)",
      "error: 1:9 a tuple stands only for insets: bind it to 'contentInsets' or compare it with one"
    ),
    (
      "button b { contentInsets: true ? (1, 2) : (1, 2, 3, 4) }",
      "error: 1:34 'contentInsets' takes 4 values (top, leading, bottom, trailing), found 2"
    ),
    (
      "button b { size: .large }\nexpect b.contentInsets == (1, 2)",
      "error: 2:27 'contentInsets' takes 4 values (top, leading, bottom, trailing), found 2"
    ),
  ])
  func aTupleElsewhereIsAnError(_ source: String, _ diagnostic: String) {
    #expect(CheckerSupport.lines(source) == [diagnostic])
  }
}
