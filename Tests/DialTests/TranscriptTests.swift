import Foundation
import Testing

/// What `dial run` prints is pinned, byte for byte, by golden files
/// (`name.run.golden`, `name.layout.golden`):
/// every example and every scenario under `Tests/DialTests/Transcripts`
/// runs through the built `dial` executable, once as text and once as
/// `--layout --format json` (layout values and notes on every statement), and
/// both outputs must equal the recorded files.
///
/// A change to the runtime that changes no behaviour leaves them as they are.
/// A change that means to change output re-records them with
/// `DIAL_RECORD_TRANSCRIPTS=1 swift test --filter TranscriptTests`, and the
/// diff of the recorded files shows what changed.
struct TranscriptTests {
  /// One script and where its recorded outputs live.
  struct Case: CustomTestStringConvertible, Sendable {
    /// The script, relative to the package root.
    var script: String
    /// The recorded text output, relative to the package root.
    var transcript: String

    var testDescription: String { script }

    /// The recorded `--layout --format json` output, beside the text one.
    var layoutTranscript: String { String(transcript.dropLast(".run.golden".count)) + ".layout.golden" }
  }

  static let folder = "Tests/DialTests/Transcripts"

  /// The examples (recorded under `examples/` in the transcripts folder) and the scenarios, which sit
  /// beside their recordings.
  static let cases: [Case] =
    TestSupport.dialFiles(under: "examples").filter { !$0.hasPrefix("examples/styles/") }.map { script in
      let name = String(script.dropFirst("examples/".count).dropLast(".dial".count))
      return Case(script: script, transcript: "\(folder)/examples/\(name).run.golden")
    }
    + TestSupport.dialFiles(under: "\(folder)/scenarios").map { script in
      Case(script: script, transcript: String(script.dropLast(".dial".count)) + ".run.golden")
    }

  static var recording: Bool { ProcessInfo.processInfo.environment["DIAL_RECORD_TRANSCRIPTS"] == "1" }

  @Test(arguments: cases)
  func textOutputIsUnchanged(_ testCase: Case) throws {
    try compare(run(testCase.script, []), with: testCase.transcript)
  }

  @Test(arguments: cases)
  func layoutJSONOutputIsUnchanged(_ testCase: Case) throws {
    try compare(run(testCase.script, ["--layout", "--format", "json"]), with: testCase.layoutTranscript)
  }

  @Test func thereAreScenarios() {
    #expect(Self.cases.count > 10)
  }

  /// Compares output with a recorded file, or records it.
  func compare(_ output: String, with relativePath: String) throws {
    let url = TestSupport.root.appendingPathComponent(relativePath)
    if Self.recording {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(output.utf8).write(to: url)
      return
    }
    let recorded = String(decoding: TestSupport.bytes(relativePath), as: UTF8.self)
    #expect(!recorded.isEmpty, "no recording at \(relativePath): run with DIAL_RECORD_TRANSCRIPTS=1")
    guard output != recorded else { return }
    let (got, want) = (
      output.split(separator: "\n", omittingEmptySubsequences: false),
      recorded.split(separator: "\n", omittingEmptySubsequences: false)
    )
    let first = zip(got, want).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(got.count, want.count)
    let line = { (lines: [Substring]) in first < lines.count ? String(lines[first]) : "<end>" }
    Issue.record("\(relativePath):\(first + 1) differs:\n  recorded: \(line(want))\n  now:      \(line(got))")
  }

  /// `dial run <args> <script>` in the script's folder: standard output, then the exit status and standard error.
  func run(_ script: String, _ arguments: [String]) throws -> String {
    guard let dial = ChildProcess.dialPath else { throw ChildError("the dial executable was not built") }
    let url = TestSupport.root.appendingPathComponent(script)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: dial)
    process.arguments = ["run"] + arguments + [url.lastPathComponent]
    process.currentDirectoryURL = url.deletingLastPathComponent()
    process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    let (output, errors) = (Pipe(), Pipe())
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Read both to the end before waiting, so a full pipe cannot block the child.
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: out, as: UTF8.self) + "exit \(process.terminationStatus)\n"
      + String(decoding: err, as: UTF8.self)
  }
}
