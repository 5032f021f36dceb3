import Dial
import DialREPL
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `use` never reads outside the entry script's directory tree (§4): no absolute path, no `..` that climbs out,
/// no symbolic link that leads out, and no FIFO, device or directory. The lexical rules are the front end's;
/// the file-system ones are ``FileSystemLoader``'s, tested on a real tree and through the `dial` binary.
struct UseSecurityTests {
  // MARK: - Lexical escapes, refused by the front end before any loader runs

  struct Escape: Sendable, CustomTestStringConvertible {
    var path: String
    var id: String
    var testDescription: String { path }
  }

  static let escapes: [Escape] = [
    .init(path: "../secret.dial", id: "use-outside-root"),
    .init(path: "sub/../../secret.dial", id: "use-outside-root"),
    .init(path: "./../secret.dial", id: "use-outside-root"),
    .init(path: "/etc/passwd", id: "use-absolute-path"),
    .init(path: "//server/share.dial", id: "use-absolute-path"),
    .init(path: "~/secret.dial", id: "use-absolute-path"),
    .init(path: "\\\\server\\share.dial", id: "use-absolute-path"),
    .init(path: "C:secret.dial", id: "use-absolute-path"),
  ]

  /// A loader that records every path it is asked for: an escape must never reach it.
  final class RecordingLoader: SourceLoader, @unchecked Sendable {
    var asked: [String] = []
    func load(_ path: String, from includer: String) -> Result<SourceFile, LoadFailure> {
      asked.append(path)
      return .success(SourceFile(name: path, text: "var leaked = 1"))
    }
  }

  @Test(arguments: escapes)
  func aLexicalEscapeIsRefusedBeforeLoading(_ escape: Escape) {
    let loader = RecordingLoader()
    let source = "use \"\(escape.path.replacingOccurrences(of: "\\", with: "\\\\"))\""
    let compilation = Frontend.compile(entry: SourceFile(name: "main.dial", text: source), loader: loader)
    #expect(compilation.diagnostics.map(\.id.rawValue) == [escape.id])
    #expect(compilation.diagnostics.first?.range.start == 4)
    #expect(loader.asked == [])
  }

  /// `..` that stays inside the tree is fine, and names the same file as the direct path (loaded once).
  @Test func dotDotInsideTheTreeIsAllowed() {
    let loader = RecordingLoader()
    let source = "use \"sub/../a.dial\"\nuse \"a.dial\""
    let compilation = Frontend.compile(entry: SourceFile(name: "main.dial", text: source), loader: loader)
    #expect(compilation.diagnostics == [])
    #expect(loader.asked == ["sub/../a.dial"])
  }

  /// A used file's own `..` is relative to it, and still may not climb above the entry's directory.
  @Test func aUsedFileCannotClimbOutEither() {
    let files = ["sub/a.dial": "use \"../../secret.dial\"", "sub/../b.dial": "var b = 1"]
    let lines = CheckerSupport.lines("use \"sub/a.dial\"", files: files)
    #expect(lines == ["error: sub/a.dial:1:5 '../../secret.dial' leaves the entry script's directory"])
  }

  // MARK: - The file system: symbolic links, FIFOs, directories

  /// A temporary tree: `root/` with the entry script and `sub/`, and `outside/` next to it.
  struct Tree {
    let base: String
    var root: String { base + "/root" }
    var outside: String { base + "/outside" }

    init() throws {
      base = NSTemporaryDirectory() + "dial-use-\(UUID().uuidString)"
      let manager = FileManager.default
      try manager.createDirectory(atPath: base + "/root/sub", withIntermediateDirectories: true)
      try manager.createDirectory(atPath: base + "/outside", withIntermediateDirectories: true)
      try "var secret = 1\n".write(toFile: base + "/outside/secret.dial", atomically: true, encoding: .utf8)
      try "var inner = 1\n".write(toFile: base + "/root/sub/inner.dial", atomically: true, encoding: .utf8)
      try manager.createSymbolicLink(atPath: base + "/root/out.dial", withDestinationPath: "../outside/secret.dial")
      try manager.createSymbolicLink(atPath: base + "/root/outdir", withDestinationPath: base + "/outside")
      try manager.createSymbolicLink(atPath: base + "/root/in.dial", withDestinationPath: "sub/inner.dial")
      try manager.createSymbolicLink(atPath: base + "/root/zero.dial", withDestinationPath: "/dev/zero")
      guard mkfifo(base + "/root/pipe.dial", 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    func remove() { try? FileManager.default.removeItem(atPath: base) }

    /// Compiles `source` as `root/main.dial` through the loader `dial` uses.
    func compile(_ source: String) -> [String] {
      let path = root + "/main.dial"
      let entry = SourceFile(name: path, text: source)
      return Frontend.compile(entry: entry, loader: FileSystemLoader(entryPath: path)).diagnostics.map(\.message)
    }
  }

  struct Attempt: Sendable, CustomTestStringConvertible {
    var path: String
    var message: String?
    var testDescription: String { path }
  }

  static let attempts: [Attempt] = [
    .init(path: "out.dial", message: "cannot load 'out.dial': it leads outside the entry script's directory"),
    .init(
      path: "outdir/secret.dial",
      message: "cannot load 'outdir/secret.dial': it leads outside the entry script's directory"),
    .init(path: "zero.dial", message: "cannot load 'zero.dial': it leads outside the entry script's directory"),
    .init(path: "pipe.dial", message: "cannot load 'pipe.dial': it is not a regular file"),
    .init(path: "sub", message: "cannot load 'sub': it is not a regular file"),
    .init(path: "missing.dial", message: "cannot load 'missing.dial': no such file"),
    .init(path: "in.dial", message: nil),
    .init(path: "sub/inner.dial", message: nil),
  ]

  /// Each attempt through ``FileSystemLoader``; a FIFO is refused without blocking on it.
  @Test(arguments: attempts)
  func theLoaderRefusesWhatLeavesTheTreeOrIsNotARegularFile(_ attempt: Attempt) throws {
    let tree = try Tree()
    defer { tree.remove() }
    #expect(tree.compile("use \"\(attempt.path)\"") == (attempt.message.map { [$0] } ?? []))
  }

  /// The same through the built `dial check`: exit 2 and the located error, never a hang on the FIFO.
  @Test func dialCheckRefusesEveryEscape() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let tree = try Tree()
    defer { tree.remove() }
    let uses = ["../outside/secret.dial", "/etc/passwd", "out.dial", "pipe.dial", "outdir/secret.dial", "in.dial"]
    let source = uses.map { "use \"\($0)\"" }.joined(separator: "\n") + "\n"
    try source.write(toFile: tree.root + "/main.dial", atomically: true, encoding: .utf8)
    let (status, output) = try Self.run(dial, ["check", tree.root + "/main.dial"])
    #expect(status == 2)
    let errors = output.split(separator: "\n").filter { $0.contains(": error: ") }.map {
      String($0[$0.range(of: "main.dial:")!.upperBound...])
    }
    #expect(
      errors == [
        "1:5: error: '../outside/secret.dial' leaves the entry script's directory",
        "2:5: error: '/etc/passwd' is absolute; use a path relative to this file",
        "3:5: error: cannot load 'out.dial': it leads outside the entry script's directory",
        "4:5: error: cannot load 'pipe.dial': it is not a regular file",
        "5:5: error: cannot load 'outdir/secret.dial': it leads outside the entry script's directory",
      ])
  }

  /// The entry script itself is read up to the source limit only, so an endless file is refused, not read forever.
  @Test func dialCheckRefusesAnEndlessEntryFile() throws {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let (status, output) = try Self.run(dial, ["check", "/dev/zero"])
    #expect(status == 2)
    #expect(output == "dial: error: /dev/zero is larger than the limit of 67108864 bytes\n")
  }

  /// Runs a process to its end (killed after 20 s, so a hang fails instead of blocking), returning its status and
  /// its output and error together. Output goes to a file, which never blocks the child.
  static func run(_ executable: String, _ arguments: [String]) throws -> (Int32, String) {
    let log = NSTemporaryDirectory() + "dial-use-\(UUID().uuidString).log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: log) }
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    try handle.close()
    return (process.terminationStatus, (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
  }

  // MARK: - Nothing else reaches outside

  /// The core modules import only each other (not Foundation or Glibc) and call none of the standard library's
  /// few ways out (standard input, arguments, printing, foreign symbols): only `use`, through a loader the host
  /// provides, reads anything, so a program can touch no file, network, environment variable or process.
  /// The reader of app dumps is embedded through `Dial` too, and holds to the same.
  @Test(arguments: ["Sources/Lexer", "Sources/Parser", "Sources/Checker", "Sources/Runtime", "Sources/Conform"])
  func theCoreModulesHaveNoWayOut(_ folder: String) throws {
    let base = TestSupport.root.appendingPathComponent(folder).path
    let files = try FileManager.default.subpathsOfDirectory(atPath: base).filter { $0.hasSuffix(".swift") }
    #expect(!files.isEmpty)
    let allowedImports: Set<String> = [
      "import DialLexer", "import DialParser", "import DialChecker", "import DialRuntime",
    ]
    let forbidden = ["readLine(", "CommandLine", "@_silgen_name", "@_extern", "@_cdecl", "dlopen", "dlsym"]
    for file in files {
      let text = try String(contentsOfFile: base + "/" + file, encoding: .utf8)
      for line in text.split(separator: "\n") {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//") else { continue }
        if code.hasPrefix("import ") || code.contains(" import ") {
          #expect(allowedImports.contains(code), "\(folder)/\(file): \(code)")
        }
        for word in forbidden { #expect(!code.contains(word), "\(folder)/\(file): \(code)") }
        let printCall = code.hasPrefix("print(") || (code.contains(" print(") && !code.contains("case print("))
        #expect(!printCall, "\(folder)/\(file): \(code)")
      }
    }
  }
}
