import Foundation
import Testing

/// Golden transcripts: `F.transcript` beside `F.dial` makes `dial test` compare `dial run F.dial`'s output with
/// it, one test per transcript; `--update` writes it. The whole workflow, as a user goes through it.
struct GoldenTranscriptTests {
  @Test func createPassChangeFailUpdatePass() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let folder = NSTemporaryDirectory() + "dial-golden-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let script = folder + "/cart.dial"
    let transcript = folder + "/cart.transcript"
    try "var n = 0\nbutton add { title: \"Add \\(n)\"; on tap { n += 1 } }\ntap add\nexpect n == 1\n".write(
      toFile: script, atomically: true, encoding: .utf8)

    // Create.
    var (status, output) = try UseSecurityTests.run(dial, ["test", "--update", script])
    #expect(status == 0)
    #expect(output.contains("wrote \(transcript)"))
    let written = try String(contentsOfFile: transcript, encoding: .utf8)
    #expect(written.hasPrefix("cart.dial:3: tap add\n  n: 0 -> 1\n"))
    // Pass: the expect and the transcript.
    (status, output) = try UseSecurityTests.run(dial, ["test", script])
    #expect(status == 0)
    #expect(output.contains("2 passed, 0 failed"))
    // Change, and fail with a unified diff.
    try "var n = 0\nbutton add { title: \"Added \\(n)\"; on tap { n += 1 } }\ntap add\nexpect n == 1\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    (status, output) = try UseSecurityTests.run(dial, ["test", script])
    #expect(status == 1)
    #expect(output.contains("the output differs from \(transcript)"))
    #expect(output.contains("--- \(transcript)"))
    #expect(output.contains("-  add.title: \"Add 0\" -> \"Add 1\""))
    #expect(output.contains("+  add.title: \"Added 0\" -> \"Added 1\""))
    #expect(output.contains("1 passed, 1 failed"))
    // Update, and pass again.
    (status, _) = try UseSecurityTests.run(dial, ["test", "--update", script])
    #expect(status == 0)
    (status, output) = try UseSecurityTests.run(dial, ["test", script])
    #expect(status == 0)
    #expect(output.contains("2 passed, 0 failed"))
  }

  /// A transcript that is not UTF-8 is an error, exit 2.
  @Test func aTranscriptThatIsNotUTF8IsAnError() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let folder = NSTemporaryDirectory() + "dial-golden-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "expect true\n".write(toFile: folder + "/a.dial", atomically: true, encoding: .utf8)
    _ = FileManager.default.createFile(atPath: folder + "/a.transcript", contents: Data([0xFF, 0xFE, 0x80]))
    let (status, output) = try UseSecurityTests.run(dial, ["test", folder + "/a.dial"])
    #expect(status == 2)
    #expect(output.contains("is not UTF-8 text"))
  }
}
