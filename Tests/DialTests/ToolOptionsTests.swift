import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The command-line options editors and CI call: `fmt -`, `fmt` and `check` on directories, `fmt --check` with a
/// diff, and `dial test`'s line per file, `--filter`, `--format junit` and a path without `.dial` files.
struct ToolOptionsTests {
  static func folder(_ files: [String: String]) throws -> String {
    let folder = NSTemporaryDirectory() + "dial-tools-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      let path = folder + "/" + name
      let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
      try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    return folder
  }

  /// Runs `dial` with `arguments`, `input` on standard input: its exit status and standard output.
  static func dial(_ arguments: [String], input text: String) throws -> (Int32, String) {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: dial)
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test func formatStandardInputToStandardOutput() throws {
    let (status, text) = try Self.dial(["fmt", "-"], input: "button  b {title:\"x\"}\n")
    #expect(status == 0)
    #expect(text == "button b { title: \"x\" }\n")
  }

  /// `fmt --check -` checks standard input as it checks a file: a diff and exit 1, or nothing and exit 0.
  @Test func formatCheckOfStandardInput() throws {
    var (status, text) = try Self.dial(["fmt", "--check", "-"], input: "var   x=1\n")
    #expect(status == 1)
    #expect(text.hasPrefix("<stdin>: not formatted\n"))
    #expect(text.contains("+var x = 1"))
    (status, text) = try Self.dial(["fmt", "--check", "-"], input: "var x = 1\n")
    #expect(status == 0)
    #expect(text.isEmpty)
  }

  /// `-` and files do not mix (a folder without programs is its own usage error, below).
  @Test func standardInputWithFilesIsAUsageError() throws {
    let folder = try Self.folder(["notes.txt": "no programs here\n"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, _) = try Self.dial(["fmt", "-", folder], input: "")
    #expect(status == 2)
  }

  /// `dial test` takes `--format text` or `junit`; `json` is `run`'s, and says which it takes.
  @Test func testFormatsAreTextAndJUnit() throws {
    let folder = try Self.folder(["a.dial": "var n = 1\nexpect n == 1\n"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let (status, _) = try UseSecurityTests.run(dial, ["test", "--format", "json", folder])
    #expect(status == 2)
    let (junit, xml) = try UseSecurityTests.run(dial, ["test", "--format=junit", folder])
    #expect(junit == 0)
    #expect(xml.contains("<testsuites"))
  }

  @Test func formatCheckPrintsADiffAndCheckTakesDirectories() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let folder = try Self.folder(["a.dial": "button  a {title:\"A\"}\n", "b.dial": "var n = 1\n"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var (status, output) = try UseSecurityTests.run(dial, ["fmt", "--check", folder])
    #expect(status == 1)
    #expect(output.contains("a.dial: not formatted"))
    #expect(output.contains("-button  a {title:\"A\"}"))
    #expect(output.contains("+button a { title: \"A\" }"))
    (status, _) = try UseSecurityTests.run(dial, ["check", folder])
    #expect(status == 0)
    (status, _) = try UseSecurityTests.run(dial, ["fmt", folder])
    #expect(status == 0)
    (status, _) = try UseSecurityTests.run(dial, ["fmt", "--check", folder])
    #expect(status == 0)
  }

  @Test func testPrintsALinePerFileAndFilters() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let folder = try Self.folder(["one.dial": "expect true\n", "two.dial": "expect 1 == 2\n"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var (status, output) = try UseSecurityTests.run(dial, ["test", folder])
    #expect(status == 1)
    #expect(output.contains("one.dial: 1 passed, 0 failed ("))
    #expect(output.contains("two.dial: 0 passed, 1 failed ("))
    #expect(output.contains("1 passed, 1 failed\n"))
    (status, output) = try UseSecurityTests.run(dial, ["test", "--filter", "one", folder])
    #expect(status == 0)
    #expect(!output.contains("two.dial"))
  }

  /// `test`, `check`, `fmt` and `audit` given a folder with no `.dial` file: a usage error (exit 2) that says so.
  @Test(arguments: [("test", "test"), ("check", "check"), ("fmt", "format"), ("audit", "audit")])
  func aPathWithoutDialFilesIsAUsageError(_ command: String, _ verb: String) throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let folder = try Self.folder(["notes.txt": "nothing"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, output) = try UseSecurityTests.run(dial, [command, folder])
    #expect(status == 2)
    #expect(output.contains("no .dial files to \(verb)"))
  }

  /// The JUnit file parses back as XML, with the counts and the failure.
  @Test func junitParsesBack() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let folder = try Self.folder(["one.dial": "expect true\n", "two.dial": "var n = 1\nexpect n < 0\n"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, output) = try UseSecurityTests.run(dial, ["test", "--format", "junit", folder])
    #expect(status == 1)
    let collector = JUnitCollector()
    let parser = XMLParser(data: Data(output.utf8))
    parser.delegate = collector
    #expect(parser.parse(), "\(output)")
    #expect(collector.suites == 2)
    #expect(collector.attributes.first { $0["tests"] != nil && $0["name"] == "dial" }?["failures"] == "1")
    #expect(collector.failures.count == 1)
    #expect(collector.failures.first?.contains("expectation failed: expect n < 0") == true)
  }
}

/// Reads the elements of a JUnit file.
/// `--format junit` against the text mode: one test case per expectation run (a handler's second run `#2`), per
/// transcript and per runtime error, each failure in its own case, a file that cannot run a case holding its
/// diagnostics; the totals are the text mode's line.
struct JUnitCaseTests {
  @Test func testCasesAgreeWithTheTextMode() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let folder = try ToolOptionsTests.folder([
      "a.dial": "var n = 0\nbutton b { title: \"B\"; on tap { n += 1; expect n > 0 } }\ntap b\ntap b\nexpect n == 3\n",
      "b.dial": "var x = 1\nx = x / 0\n",
      "c.dial": "button c { titel: \"C\" }\n",
    ])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (_, text) = try UseSecurityTests.run(dial, ["test", folder])
    let (_, xml) = try UseSecurityTests.run(dial, ["test", "--format", "junit", folder])
    let collector = JUnitCollector()
    let parser = XMLParser(data: Data(xml.drop { $0 != "<" }.utf8))
    parser.delegate = collector
    #expect(parser.parse(), "\(xml)")
    let line = try #require(text.split(separator: "\n").last { $0.hasSuffix(" failed") })
    let counts = line.split(separator: " ").compactMap { Int($0) }
    #expect(collector.cases.count == counts.reduce(0, +), "\(line) against \(collector.cases)")
    #expect(collector.failures.count == counts.last)
    #expect(collector.cases.contains { $0.hasSuffix("a.dial:2: expect n > 0 #2") }, "\(collector.cases)")
    #expect(collector.failures.contains { $0.contains("unknown property 'titel'") }, "a file that cannot run")
  }
}

final class JUnitCollector: NSObject, XMLParserDelegate {
  var suites = 0
  /// The test cases' names.
  var cases: [String] = []
  var attributes: [[String: String]] = []
  var failures: [String] = []
  private var text: String?

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    self.attributes.append(attributes)
    if name == "testsuite" { suites += 1 }
    if name == "testcase", let name = attributes["name"] { cases.append(name) }
    if name == "failure" { text = "" }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    if name == "failure", let text { failures.append(text) }
    if name == "failure" { text = nil }
  }
}
