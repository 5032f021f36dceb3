import Dial
import Foundation
import Testing

/// `docs/tutorial.md` is executable. Each ```dial block in it is preceded by a marker saying what it does to a
/// file the reader is building:
///
/// - `<!-- file: screen.dial -->`: the block is the whole file;
/// - `<!-- append: screen.dial -->`: the block goes at the end of the file;
/// - `<!-- replace: screen.dial -->`: the block replaces the declaration whose first line is the block's first
///   line (through the next line that is a lone `}`, or that line alone when it opens no body).
///
/// Each ```sh block that runs `dial` is run, in the reader's folder as the blocks above it left it, with the built
/// `dial` executable; the ```text block right after it, if any, is what it must print (`(N ms)` timings aside).
/// Without one, the command must succeed and print nothing. After `dial repl`, the text block is a session: lines
/// starting with `dial> ` are typed, the others are what they print, after the file's own output (shown as `…`).
struct TutorialTests {
  static let path = "docs/tutorial.md"

  @Test func everyDialSnippetBuildsAFile() throws {
    let blocks = try Tutorial.blocks()
    let snippets = blocks.filter { $0.language == "dial" }
    #expect(snippets.count >= 6)
    for block in snippets {
      #expect(block.edit != nil, "tutorial.md:\(block.line): a dial block without a file, append or replace marker")
    }
    var files: [String: String] = [:]
    for block in snippets { try Tutorial.apply(block, to: &files) }
    #expect(files.keys.sorted() == ["screen.dial"])
  }

  /// Every state of the file compiles and runs without a runtime error; at each `dial test` the tutorial shows, as
  /// many expectations fail as it says; at the end all of them hold.
  @Test func everyStepCompilesAndRuns() throws {
    var files: [String: String] = [:]
    var failures = 0
    for block in try Tutorial.blocks() {
      if block.language == "dial" {
        try Tutorial.apply(block, to: &files)
        failures = try Self.failedExpectations(files, after: block)
      } else if let shown = block.shownFailures {
        #expect(shown == failures, "tutorial.md:\(block.line): shows \(shown) failures, the library finds \(failures)")
      }
    }
    #expect(failures == 0, "the tutorial's final file has failing expectations")
  }

  @Test func shownOutputsAreWhatDialPrints() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dial-tutorial-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocks = try Tutorial.blocks()
    var files: [String: String] = [:]
    var commands = 0
    for (index, block) in blocks.enumerated() {
      if block.language == "dial" {
        try Tutorial.apply(block, to: &files)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
      }
      guard block.language == "sh", let command = block.lines.first, command.hasPrefix("dial ") else { continue }
      let next = blocks.indices.contains(index + 1) ? blocks[index + 1] : nil
      let shown = next.flatMap { $0.language == "text" && $0.line == block.end + 2 ? $0 : nil }
      try Self.check(command, shown: shown, in: folder)
      commands += 1
    }
    #expect(commands >= 8)
  }

  /// Runs one command and compares what it prints with what the tutorial shows.
  static func check(_ command: String, shown: Tutorial.Block?, in folder: URL) throws {
    let arguments = command.split(separator: " ").dropFirst().map(String.init)
    guard let shown else {
      let (output, status) = try Tutorial.dial(arguments, in: folder)
      #expect(status == 0 && output.isEmpty, "`\(command)` printed \(output) and exited \(status)")
      return
    }
    if arguments.first == "repl" {
      let typed = shown.lines.filter { $0.hasPrefix("dial> ") }.map { String($0.dropFirst(6)) }
      let printed = shown.lines.filter { !$0.hasPrefix("dial> ") && $0 != "…" }
      let (output, _) = try Tutorial.dial(arguments, in: folder, input: typed.joined(separator: "\n") + "\n")
      #expect(shown.lines.first == "…")
      #expect(output.hasSuffix(printed.joined(separator: "\n") + "\n"), "`\(command)` printed:\n\(output)")
      return
    }
    let (output, _) = try Tutorial.dial(arguments, in: folder)
    let want = Tutorial.withoutTimings(shown.lines.joined(separator: "\n") + "\n")
    #expect(Tutorial.withoutTimings(output) == want, "tutorial.md:\(shown.line): `\(command)` printed:\n\(output)")
  }

  /// Compiles and runs the file the block edited; the number of expectations that failed.
  static func failedExpectations(_ files: [String: String], after block: Tutorial.Block) throws -> Int {
    let name = try #require(block.edit?.file)
    let program = try Program(source: files[name] ?? "", name: name)
    var session = try Session(program)
    var failed = 0
    for outcome in session.runScript() {
      #expect(outcome.error == nil, "tutorial.md:\(block.line): \(outcome.error?.message ?? "")")
      failed += outcome.expectations.filter { !$0.passed }.count
    }
    return failed
  }
}

/// The tutorial's fenced blocks, and the reader's actions they stand for.
enum Tutorial {
  /// A fenced block: its language, its lines, the lines of its fences (1-based), and the marker above it.
  struct Block {
    var language: String
    var lines: [String]
    /// The line of the opening fence.
    var line: Int
    /// The line of the closing fence.
    var end: Int
    var marker: String?

    /// What a dial block does to a file: `file`, `append` or `replace`, and the file's name.
    var edit: (kind: String, file: String)? {
      guard let marker, marker.hasPrefix("<!-- "), marker.hasSuffix(" -->") else { return nil }
      let parts = marker.dropFirst(5).dropLast(4).split(separator: ": ", maxSplits: 1).map(String.init)
      guard parts.count == 2, ["file", "append", "replace"].contains(parts[0]) else { return nil }
      return (parts[0], parts[1])
    }

    /// For a text block ending with `dial test`'s summary (`N passed, M failed`), M.
    var shownFailures: Int? {
      guard language == "text", let last = lines.last, last.hasSuffix(" failed") else { return nil }
      let words = last.split(separator: " ")
      return words.count == 4 && words[1] == "passed," ? Int(words[2]) : nil
    }
  }

  static func blocks() throws -> [Block] {
    let url = TestSupport.root.appendingPathComponent(TutorialTests.path)
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index].hasPrefix("```") else { continue }
      let start = index
      index += 1
      while index < lines.count, lines[index] != "```" { index += 1 }
      blocks.append(
        Block(
          language: String(lines[start].dropFirst(3)), lines: Array(lines[(start + 1)..<min(index, lines.count)]),
          line: start + 1, end: index + 1,
          marker: start > 0 && lines[start - 1].hasPrefix("<!--") ? lines[start - 1] : nil
        ))
    }
    return blocks
  }

  /// Applies a dial block to the files being built.
  static func apply(_ block: Block, to files: inout [String: String]) throws {
    let edit = try #require(block.edit, "tutorial.md:\(block.line): no file, append or replace marker")
    let text = block.lines.joined(separator: "\n") + "\n"
    switch edit.kind {
    case "file": files[edit.file] = text
    case "append": files[edit.file, default: ""] += text
    default:
      var lines = (files[edit.file] ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let first = try #require(
        lines.firstIndex(of: block.lines[0]), "tutorial.md:\(block.line): nothing to replace in \(edit.file)")
      var last = first
      if block.lines[0].hasSuffix("{") {
        last = try #require(lines[first...].firstIndex(of: "}"), "tutorial.md:\(block.line): unclosed declaration")
      }
      lines.replaceSubrange(first...last, with: block.lines)
      files[edit.file] = lines.joined(separator: "\n")
    }
  }

  /// `(N ms)` made `(… ms)`: timings differ from run to run.
  static func withoutTimings(_ text: String) -> String {
    text.replacingOccurrences(of: #"\(\d+ ms\)"#, with: "(… ms)", options: .regularExpression)
  }

  /// Runs the built `dial` in a folder, with standard input if given: standard output then standard error, and
  /// the exit status.
  static func dial(_ arguments: [String], in folder: URL, input: String = "") throws -> (String, Int32) {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: dial)
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": folder.path]
    let (stdin, output, errors) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: out + err, as: UTF8.self), process.terminationStatus)
  }
}
