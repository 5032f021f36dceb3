import Dial
import Testing

/// An interpolation shows each value as `print` does, whether the text is short enough to be joined on the
/// stack or long enough to be joined piece by piece.
@Suite struct InterpolationTests {
  static let cases: [(expression: String, text: String)] = [
    (#""\(n) items""#, "3 items"),
    (#""\(0 - n)""#, "-3"),
    (#""\(0)""#, "0"),
    (#""\(9223372036854775807)""#, "9223372036854775807"),
    (#""\(0 - 9223372036854775807 - 1)""#, "-9223372036854775808"),
    (#""\(n * 1.5) pt""#, "4.5 pt"),
    (#""\(flag), \(textSize)""#, "true, .large"),
    (#""日本語 \(n) 👍""#, "日本語 3 👍"),
    (#""\(long)\(n)""#, String(repeating: "abcdefgh", count: 9) + "3"),
    (#""\(n)\(long)""#, "3" + String(repeating: "abcdefgh", count: 9)),
    (#""\(short)\(short)\(short)\(short)\(short)\(short)\(short)""#, String(repeating: "0123456789", count: 7)),
  ]

  @Test(arguments: cases)
  func showsEachValueAsPrintDoes(expression: String, text: String) throws {
    let source = """
      var n = 3
      var flag = true
      var short = "0123456789"
      var long = "\(String(repeating: "abcdefgh", count: 9))"
      """
    let session = try Session(try Program(source: source))
    #expect(try session.evaluate(expression).stringValue == text)
  }

  @Test func anInterpolationThatFailsIsAnError() throws {
    let session = try Session(try Program(source: "var n = 0"))
    #expect(throws: EvaluationError.self) { try session.evaluate(#""\(1 / n) items""#) }
  }

  /// Each part is evaluated once, even when the text outgrows the stack buffer at every level: 40 nested
  /// interpolations of a long text take as long as one (evaluated twice per level, they took 2^40 steps).
  @Test func nestedInterpolationsOfALongTextAreEvaluatedOnce() throws {
    var expression = "long"
    for _ in 0..<40 { expression = #""\("# + expression + #")""# }
    let session = try Session(try Program(source: "var long = \"\(String(repeating: "x", count: 65))\""))
    #expect(try session.evaluate(expression).stringValue == String(repeating: "x", count: 65))
  }
}
