import Testing

@testable import DialChecker
@testable import DialParser

/// How a call's or an emission's labels are held to its parameters (docs/language.md §4, `func` and `event`):
/// the first difference, as Swift names it.
struct ArgumentLabelTests {
  static let cases: [([String?], [String], ArgumentLabelMismatch?)] = [
    (["count", "sku"], ["count", "sku"], nil),
    ([], [], nil),
    ([nil], ["n"], .missingLabel(argument: 0, expected: "n")),
    (["m"], ["n"], .incorrectLabel(argument: 0, expected: "n")),
    (["count", "nope"], ["count", "sku"], .incorrectLabel(argument: 1, expected: "sku")),
    (["sku", "count"], ["count", "sku"], .outOfOrder(argument: 1, label: "count", before: "sku")),
    (["count"], ["count", "sku"], .missing(parameter: 1)),
    ([], ["count", "sku"], .missing(parameter: 0)),
    (["sku", "sku"], ["count", "sku"], .missing(parameter: 0)),
    (["n", "k"], ["n"], .extra(argument: 1)),
    (["n", nil], ["n"], .extra(argument: 1)),
    (["n", "n"], ["n"], .extra(argument: 1)),
    ([nil], [], .extra(argument: 0)),
  ]

  @Test(arguments: cases)
  func theFirstMismatchIsNamed(_ labels: [String?], _ parameters: [String], _ expected: ArgumentLabelMismatch?) {
    #expect(ArgumentLabelMismatch.first(labels: labels, parameters: parameters) == expected)
  }
}
