import Dial
import DialChecker
import DialExport
import DialParser
import Foundation
import Testing

/// `dial export`: every example's export, for each target, is a golden file that parses and type-checks against
/// interface stubs of UIKit and SwiftUI (`ExportStubs/`); what cannot be exported yet is an `export-unsupported`
/// error, never a silent gap.
struct ExportTests {
  static let goldens = "Tests/DialTests/Exports"
  static var recording: Bool { ProcessInfo.processInfo.environment["DIAL_RECORD_EXPORTS"] == "1" }
  static let examples = TestSupport.dialFiles(under: "examples").filter { !$0.hasPrefix("examples/styles/") }

  /// The export of the file at `path`, or the error that says why there is none.
  static func export(_ path: String, _ target: ExportTarget) throws -> Result<String, ExportError> {
    let program = try Program(contentsOfFile: path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    do throws(ExportError) {
      let command = "dial export \(target.rawValue) \(name)"
      return .success(try SwiftExport.source(of: program, path: path, target: target, command: command))
    } catch {
      return .failure(error)
    }
  }

  static func golden(_ path: String, _ target: ExportTarget) -> String {
    let name = path.split(separator: "/").last.map { String($0.dropLast(".dial".count)) } ?? path
    return "\(goldens)/\(name).\(target.rawValue).golden"
  }

  /// An example exports what its golden file holds; one that cannot be exported yet says why, located, and
  /// has no golden file.
  @Test(arguments: examples, ExportTarget.allCases)
  func anExportIsItsGolden(_ path: String, _ target: ExportTarget) throws {
    let golden = Self.golden(path, target)
    switch try Self.export(path, target) {
    case .success(let source):
      if Self.recording { try source.write(toFile: golden, atomically: true, encoding: .utf8) }
      let recorded = try String(contentsOfFile: golden, encoding: .utf8)
      #expect(source == recorded, "\(path): the export differs from \(golden) (DIAL_RECORD_EXPORTS=1 records it)")
    case .failure(let error):
      #expect(!error.diagnostics.isEmpty && error.diagnostics.allSatisfy { $0.id == .exportUnsupported })
      #expect(!FileManager.default.fileExists(atPath: golden), "\(golden) is left from an export that now fails")
    }
  }

  /// Exporting twice gives the same text.
  @Test func anExportIsDeterministic() throws {
    let first = try Self.export("examples/host-cart.dial", .uikit)
    let second = try Self.export("examples/host-cart.dial", .uikit)
    #expect(try first.get() == second.get())
  }

  /// Every golden export parses, and type-checks against its target's stubs: a misspelt property, a wrong enum
  /// case or a wrong argument label fails here, on Linux.
  @Test(arguments: ExportTarget.allCases)
  func everyGoldenParsesAndTypeChecks(_ target: ExportTarget) throws {
    let swiftc = try #require(Self.swiftc, "swiftc is not on this machine")
    let folder = try ToolOptionsTests.folder([:])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    _ = try Self.stubModule(target, in: folder, swiftc: swiftc)
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldens).filter {
      $0.hasSuffix(".\(target.rawValue).golden")
    }
    #expect(!files.isEmpty)
    // swiftc reads a `.swift` file: each golden is copied to one. Each example's names are its own, so all of them
    // parse and type-check together, in one swiftc each.
    var paths: [String] = []
    for file in files.sorted() {
      let path = folder + "/" + file.replacingOccurrences(of: ".golden", with: ".swift")
      try FileManager.default.copyItem(atPath: "\(Self.goldens)/\(file)", toPath: path)
      paths.append(path)
    }
    let parsed = try Self.run(swiftc, ["-parse"] + paths)
    #expect(parsed.status == 0, "the goldens do not parse: \(parsed.output)")
    let checked = try Self.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", folder] + paths)
    #expect(checked.status == 0, "the goldens do not type-check: \(checked.output)")
  }

  /// Every test program that compiles either exports Swift that type-checks, or says why it cannot, located. Every
  /// program exports here; the everyday suite type-checks every third one (all of them take a quarter of a minute
  /// per target), the slow lane all.
  @Test(arguments: ExportTarget.allCases)
  func everyTestProgramExportsSwiftThatParsesOrSaysWhy(_ target: ExportTarget) throws {
    let swiftc = try #require(Self.swiftc, "swiftc is not on this machine")
    let folder = try ToolOptionsTests.folder([:])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var (written, exported) = ([String](), 0)
    for path in TestSupport.dialFiles(under: "Tests/DialTests") + Self.examples {
      guard let program = try? Program(contentsOfFile: path) else { continue }
      // Each export under a name of its own, so that all of them type-check together.
      let name = "program\(written.count).dial"
      let source: String
      do throws(ExportError) {
        source = try SwiftExport.source(of: program, path: name, target: target, command: "dial export")
      } catch {
        #expect(error.diagnostics.allSatisfy { $0.id == .exportUnsupported }, "\(path)")
        continue
      }
      exported += 1
      guard TestSupport.slowLane || exported % 3 == 1 else { continue }
      let file = folder + "/export\(written.count).swift"
      try source.write(toFile: file, atomically: true, encoding: .utf8)
      written.append(file)
    }
    #expect(exported >= 70)
    let framework = try Self.stubModule(target, in: folder, swiftc: swiftc)
    let checked = try Self.run(swiftc, ["-typecheck", "-swift-version", "6", "-I", folder] + written)
    #expect(checked.status == 0, "the exports do not type-check against the \(framework) stubs: \(checked.output)")
  }

  /// Compiles the target's interface stubs into `folder` as the module they stand for; its name. The stubs are
  /// compiled once per test run (``StubModules``) and copied.
  static func stubModule(_ target: ExportTarget, in folder: String, swiftc: String) throws -> String {
    let framework = target == .uikit ? "UIKit" : "SwiftUI"
    let built = try StubModules.shared.get()
    try FileManager.default.copyItem(
      atPath: "\(built)/\(framework).swiftmodule", toPath: "\(folder)/\(framework).swiftmodule")
    return framework
  }

  /// The property table's export column: the properties neither target exports yet are the ones the reference
  /// lists as not exported, and no other.
  @Test func theExportColumnCoversTheTable() {
    let notInUIKit = Schema.buttonProperties.filter {
      if case .none = $0.export.uikit { true } else { false }
    }.map(\.property)
    let notInSwiftUI = Schema.buttonProperties.filter {
      if case .none = $0.export.swiftUI { true } else { false }
    }.map(\.property)
    #expect(notInUIKit.isEmpty)
    #expect(notInSwiftUI.isEmpty)
  }

  /// A file that does not check exports nothing: exit 2, its diagnostics on standard error.
  @Test func aFileThatDoesNotCheckExportsNothing() throws {
    let folder = try ToolOptionsTests.folder(["bad.dial": "button b { titel: \"B\" }\n"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, output) = try ToolOptionsTests.dial(["export", "uikit", folder + "/bad.dial"], input: "")
    #expect(status == 2)
    #expect(output.isEmpty)
  }

  /// `swiftc` on this machine: beside the running toolchain, or on the path.
  static let swiftc: String? = {
    let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
    return (candidates + ["/opt/swift/usr/bin/swiftc", "/usr/bin/swiftc"]).first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()

  /// Runs `executable` with `arguments`: its exit status and what it printed on either stream.
  static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

/// The interface stubs of UIKit and SwiftUI (`ExportStubs/`), compiled once per test run into a folder of their
/// own: each as a module and as a library whose bodies run (the screen replays). A swiftc of the
/// stubs takes a second or two; the tests that use them would otherwise each pay it.
enum StubModules {
  /// The folder that holds each framework's `.swiftmodule` and `.so`, or why there is none.
  static let shared: Result<String, StubError> = build()

  /// Why the stubs could not be compiled.
  struct StubError: Error, CustomStringConvertible {
    var description: String
  }

  /// This test run's folder.
  static var folder: String { NSTemporaryDirectory() + "dial-stubs-\(ProcessInfo.processInfo.processIdentifier)" }

  static func build() -> Result<String, StubError> {
    guard let swiftc = ExportTests.swiftc else {
      return .failure(StubError(description: "swiftc is not on this machine"))
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for framework in ["UIKit", "SwiftUI", "XCTest"] {
        let stub = "\(folder)/\(framework).swift"
        try? FileManager.default.removeItem(atPath: stub)
        try FileManager.default.copyItem(atPath: "Tests/DialTests/ExportStubs/\(framework).swift.stub", toPath: stub)
        var arguments = [
          "-emit-module", "-parse-as-library", "-module-name", framework, stub, "-o",
          "\(folder)/\(framework).swiftmodule",
        ]
        // A UI test is type-checked only; the toolchain has a library of XCTest's name of its own.
        if framework != "XCTest" { arguments += ["-emit-library", "-o", "\(folder)/lib\(framework).so"] }
        let built = try ExportTests.run(swiftc, arguments)
        guard built.status == 0 else {
          return .failure(StubError(description: "the \(framework) stubs do not compile: \(built.output)"))
        }
      }
      // Removed when the test run ends, as the tests' own folders are when each test ends.
      atexit { try? FileManager.default.removeItem(atPath: StubModules.folder) }
      return .success(folder)
    } catch {
      return .failure(StubError(description: "\(error)"))
    }
  }
}
