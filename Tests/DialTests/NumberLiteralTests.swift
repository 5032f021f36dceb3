import Dial
import Foundation
import Testing

@_spi(Tools) @testable import DialRuntime

/// Doubles are written as Dial literals (§5: a point, never an exponent), in
/// `print`, transitions and expectation details, so that what Dial prints it
/// can read back.
struct NumberLiteralTests {
  static let cases: [(Double, String)] = [
    (4.5, "4.5"), (148, "148.0"), (0, "0.0"), (-2.25, "-2.25"), (1.0 / 3.0, "0.3333333333333333"),
    (1e20, "100000000000000000000.0"), (12_345_678_901_234_568, "12345678901234568.0"),
    (1e-7, "0.0000001"), (-0.00012, "-0.00012"), (1.5e-10, "0.00000000015"), (1e16, "10000000000000000.0"),
  ]

  @Test(arguments: cases)
  func aDoubleIsWrittenWithoutAnExponent(_ value: Double, _ literal: String) {
    #expect(Value.double(value).literal == literal)
  }

  @Test(arguments: cases)
  func whatIsPrintedReadsBackAsTheSameNumber(_ value: Double, _ literal: String) throws {
    let session = try Session(Program(source: "var x = 0.0"))
    #expect(try session.evaluate(literal) == .double(value))
  }

  @Test func printAndTransitionsUseThePlainForm() throws {
    var session = try Session(Program(source: "var x = 0.0"))
    let outcomes = try session.run(source: "x = 100000000000000000000.0\nprint 0.0000001")
    #expect(outcomes.first?.transitions.map(\.description) == ["x: 0.0 -> 100000000000000000000.0"])
    #expect(outcomes.last?.output == ["0.0000001"])
  }
}
