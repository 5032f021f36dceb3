import Foundation
import Testing

/// `dial export` on the command line: its forms, `-o` to a file or a folder, what it refuses to overwrite, why a
/// write fails, and the String Catalog.
struct ExportCommandTests {
  /// Runs `dial` with `arguments`: its status, standard output and standard error.
  static func dial(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let dial = try #require(ChildProcess.dialPath, "the dial executable is not built")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: dial)
    process.arguments = arguments
    let (output, error) = (Pipe(), Pipe())
    (process.standardOutput, process.standardError) = (output, error)
    try process.run()
    let written = output.fileHandleForReading.readDataToEndOfFile()
    let said = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: written, as: UTF8.self), String(decoding: said, as: UTF8.self))
  }

  static let source = """
    var count = 0
    button add { title: "Add"; subtitle: count == 0 ? "" : "\\(count) added"; on tap { count += 1 } }
    tap add

    """

  /// `-o` naming the input, or any Dial source, is refused: exit 2, the file as it was.
  @Test(arguments: ["screen.dial", "other.dial", "./screen.dial"])
  func aDialSourceIsNeverOverwritten(_ output: String) throws {
    let folder = try ToolOptionsTests.folder(["screen.dial": Self.source, "other.dial": "var x = 1\n"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try Self.dial(["export", "uikit", folder + "/screen.dial", "-o", folder + "/" + output])
    #expect(result.status == 2)
    #expect(result.error.contains("refusing to overwrite"), "\(result.error)")
    #expect(try String(contentsOfFile: folder + "/screen.dial", encoding: .utf8) == Self.source)
    #expect(try String(contentsOfFile: folder + "/other.dial", encoding: .utf8) == "var x = 1\n")
  }

  /// A write that fails says why.
  @Test(arguments: [
    ("missing/out.swift", "there is no folder"), ("sub", "it is a folder"),
    ("file.txt/out.swift", "is a file, not a folder"),
  ])
  func aFailedWriteSaysWhy(_ output: String, _ reason: String) throws {
    let folder = try ToolOptionsTests.folder(["screen.dial": Self.source, "sub/keep": "", "file.txt": ""])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try Self.dial(["export", "strings", folder + "/screen.dial", "-o", folder + "/" + output])
    #expect(result.status == 2)
    #expect(result.error.contains(reason), "\(result.error)")
  }

  /// `-o FOLDER` writes the model beside the screen; the model imports Observation (and Foundation where it
  /// localizes), not UIKit.
  @Test(arguments: [("uikit", "ScreenViewController.swift"), ("swiftui", "ScreenView.swift")])
  func aFolderTakesTheModelAndTheScreen(_ form: String, _ view: String) throws {
    let folder = try ToolOptionsTests.folder(["screen.dial": Self.source, "out/.keep": ""])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try Self.dial(["export", form, folder + "/screen.dial", "-o", folder + "/out"])
    #expect(result.status == 0, "\(result.error)")
    let model = try String(contentsOfFile: folder + "/out/ScreenModel.swift", encoding: .utf8)
    let imports = model.split(separator: "\n").filter { $0.hasPrefix("import ") }
    #expect(imports == ["import Observation"])
    #expect(model.contains("final class ScreenModel"))
    let screen = try String(contentsOfFile: folder + "/out/" + view, encoding: .utf8)
    #expect(!screen.contains("final class ScreenModel") && screen.contains("ScreenModel"))
  }

  /// `dial export strings` writes a String Catalog: every text the screen shows, an interpolation as its format.
  @Test func theStringCatalogListsWhatTheScreenShows() throws {
    let folder = try ToolOptionsTests.folder(["screen.dial": Self.source])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let result = try Self.dial(["export", "strings", folder + "/screen.dial"])
    #expect(result.status == 0)
    let catalog = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(catalog["sourceLanguage"] as? String == "en")
    let strings = try #require(catalog["strings"] as? [String: Any])
    #expect(Set(strings.keys) == ["Add", "%lld added"])
  }
}
