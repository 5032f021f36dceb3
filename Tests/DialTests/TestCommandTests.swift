import Foundation
import Testing

/// `dial test` (§13): runtime errors are failures shown as diagnostics, and decide the exit code as failures do.
struct TestCommandTests {
  /// `dial test` shows a runtime error as every diagnostic is shown: location, source line and caret (§13).
  @Test func dialTestRendersARuntimeErrorWithItsSourceLine() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let file = NSTemporaryDirectory() + "dial-runtime-error-\(UUID().uuidString).dial"
    try "var n = 1\nvar zero = 0\nn = n / zero\nexpect n == 1\n".write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let (status, output) = try UseSecurityTests.run(dial, ["test", file])
    #expect(status == 1)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let error = try #require(lines.firstIndex { $0.contains(": error: ") })
    #expect(lines[error].hasSuffix("3:5: error: division by zero"))
    #expect(lines[error + 1].contains("n = n / zero"))
    #expect(lines[error + 2].contains("^"))
    #expect(lines.contains("1 passed, 1 failed"))
  }

  /// A script whose start fails at run time (an initializer overflows) is a failure, exit 1, not a source error.
  @Test func aFailedStartIsAFailureNotASourceError() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let file = NSTemporaryDirectory() + "dial-start-error-\(UUID().uuidString).dial"
    try "var n = 3037000500\nbutton b { title: \"\\(n * n)\" }\nexpect true\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let (status, output) = try UseSecurityTests.run(dial, ["test", file])
    #expect(status == 1)
    #expect(output.contains("2:22: error: integer overflow"))
    #expect(output.contains("0 passed, 1 failed"))
  }

  /// A file that does not compile still makes the exit code 2 (decision 64).
  @Test func aSourceErrorExitsTwo() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let file = NSTemporaryDirectory() + "dial-source-error-\(UUID().uuidString).dial"
    try "expect nope\n".write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let (status, output) = try UseSecurityTests.run(dial, ["test", file])
    #expect(status == 2)
    #expect(output.contains("0 passed, 1 failed"))
  }
}
