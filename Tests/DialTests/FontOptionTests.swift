import Foundation
import Testing

/// `--font` on the command line: a font file changes what is measured, `--font model` is the default model, a
/// file that cannot be used is a usage error naming it (exit 2), and a transcript made with fonts is measured
/// with them again by `dial test`.
struct FontOptionTests {
  static let script = """
    button cancel { title: "WWW MMM" }
    print cancel.frame.width

    """
  static var fonts: String { FileManager.default.currentDirectoryPath + "/" + FontMeasurementTests.folder }

  /// The width a 17-pt "WWW MMM" (a headline, semibold) gets with each choice, its text rounded up plus 12-point
  /// insets either side: the default, semibold Inter's 101.78 (102 + 24); the model's 7 × 0.55 × 17 = 65.45
  /// (66 + 24); a regular Inter file's 16 320 units at 2816 per em, 98.52 (99 + 24).
  @Test(arguments: [
    ([String](), "126.0"), (["--font", "model"], "90.0"), (["--font", "Inter-Regular.otf"], "123.0"),
  ])
  func aFontChangesWhatIsMeasured(_ options: [String], _ width: String) throws {
    let folder = try ToolOptionsTests.folder(["a.dial": Self.script])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let resolved = options.map { $0.hasSuffix(".otf") ? Self.fonts + $0 : $0 }
    let (status, output) = try ToolOptionsTests.dial(["run", folder + "/a.dial"] + resolved, input: "")
    #expect(status == 0)
    #expect(output.split(separator: "\n").last.map(String.init) == width)
  }

  /// A file that cannot be used: exit 2 and nothing run.
  @Test(arguments: ["/no/such/font.otf", "Package.swift"])
  func aFontThatCannotBeUsedIsAUsageError(_ font: String) throws {
    let folder = try ToolOptionsTests.folder(["a.dial": Self.script])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, output) = try ToolOptionsTests.dial(["run", folder + "/a.dial", "--font", font], input: "")
    #expect(status == 2)
    #expect(output.isEmpty)
  }

  /// `dial test --update --font F` heads the transcript with the font, relative to its folder; `dial test`
  /// then measures with it, from another folder, and passes; `--font model` measures otherwise and fails.
  @Test func aTranscriptRemembersItsFonts() throws {
    let folder = try ToolOptionsTests.folder(["a.dial": Self.script])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.copyItem(atPath: Self.fonts + "Inter-Regular.otf", toPath: folder + "/Inter.otf")
    let update = try ToolOptionsTests.dial(
      ["test", "--update", folder + "/a.dial", "--font", folder + "/Inter.otf"], input: "")
    #expect(update.0 == 0)
    let transcript = try String(contentsOfFile: folder + "/a.transcript", encoding: .utf8)
    #expect(transcript.hasPrefix("# measured with --font Inter.otf\n"))
    #expect(transcript.contains("123.0"))
    #expect(try ToolOptionsTests.dial(["test", folder + "/a.dial"], input: "").0 == 0)
    #expect(try ToolOptionsTests.dial(["test", folder + "/a.dial", "--font", "model"], input: "").0 == 1)
  }
}
