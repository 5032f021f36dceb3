import Dial
import DialTesting
import Testing

/// `DialTesting.run` inside a Swift Testing test: each failing `expect` is an
/// issue at its line of the `.dial` file.
@Suite struct DialTestingTests {
  static let folder = TestSupport.root.path + "/Tests/DialTests/Programs/testing/"

  @Test func aFailingExpectIsRecordedAtItsLineOfTheDialFile() throws {
    var report = SpecReport()
    try withKnownIssue {
      report = try DialTesting.run(Self.folder + "failing-spec.dial")
    } matching: { issue in
      issue.sourceLocation?.fileName == "failing-spec.dial" && issue.sourceLocation?.line == 11
        && issue.sourceLocation?.column == 1
    }
    #expect(report.passed == 1)
    #expect(report.failures.map(\.line) == [11])
    #expect(
      report.failures.first?.message == #"expect failed: addToCart.title == "Add" (left: "Add to Cart", right: "Add")"#)
  }

  @Test func aRelativePathIsFoundBesideTheCallingTestFile() throws {
    let report = try DialTesting.run("Programs/testing/passing-spec.dial")
    #expect(report.passed == 2)
    #expect(report.failures.isEmpty)
  }

  @Test func aRuntimeErrorIsRecordedAtItsStatement() throws {
    let source = "var n = 9223372036854775807\n\nn += 1\n"
    var report = SpecReport()
    try withKnownIssue {
      report = try DialTesting.run(source: source, name: "overflow.dial")
    } matching: { issue in
      // A script given as text has no file: the issue is at the call, its comment names the line.
      issue.sourceLocation?.fileName == "DialTestingTests.swift"
        && issue.comments.contains { $0.rawValue.hasPrefix("overflow.dial:3: ") }
    }
    #expect(report.failures.map(\.line) == [3])
    #expect(report.failures.count == 1)
    #expect(report.failures.first?.message.contains("overflow") == true)
  }

  @Test func aBrokenInvariantIsRecordedAtTheStatementThatBrokeIt() throws {
    let source = "var n = 0\ninvariant n < 2\nn = 1\nn = 2\n"
    var report = SpecReport()
    try withKnownIssue {
      report = try DialTesting.run(source: source, name: "invariant.dial")
    } matching: { issue in
      issue.comments.contains { $0.rawValue == "invariant.dial:4: invariant failed: n < 2 (n = 2)" }
    }
    #expect(report.failures.map(\.message) == ["invariant failed: n < 2 (n = 2)"])
  }

  @Test func aSpecThatDoesNotCompileThrowsItsDiagnostics() {
    #expect(throws: CompileError.self) { try DialTesting.run(source: "buton add {}", name: "typo.dial") }
    #expect(throws: CompileError.self) { try DialTesting.run(Self.folder + "no-such-spec.dial") }
  }
}
