import Dial
import DialAudit
import DialExport
import DialPreview
import Foundation
import Testing

/// The iOS release Dial models (§6 "iOS releases"): the system colors, the preset colors and the Liquid Glass
/// presets follow it; the same spec gives each release's colors and contrast findings; `iOSVersion` is a
/// statement with transitions, `--ios` the start of a command's sessions.
struct IOSReleaseTests {
  /// Every system color's light-mode value in each release, as Apple's Human Interface Guidelines give them
  /// (docs/sources.md).
  static let systemColors: [(name: String, iOS18: String, iOS26: String)] = [
    ("systemRed", "#FF3B30", "#FF383C"), ("systemOrange", "#FF9500", "#FF8D28"),
    ("systemYellow", "#FFCC00", "#FFCC00"), ("systemGreen", "#34C759", "#34C759"),
    ("systemMint", "#00C7BE", "#00C8B3"), ("systemTeal", "#30B0C7", "#00C3D0"),
    ("systemCyan", "#32ADE6", "#00C0E8"), ("systemBlue", "#007AFF", "#0088FF"),
    ("systemIndigo", "#5856D6", "#6155F5"), ("systemPurple", "#AF52DE", "#CB30E0"),
    ("systemPink", "#FF2D55", "#FF2D55"), ("systemBrown", "#A5845E", "#AC7F5E"),
    ("systemGray", "#8E8E93", "#8E8E93"),
  ]

  /// A program that starts in `release`.
  static func program(_ source: String, _ release: IOSRelease) throws -> Program {
    var program = try Program(source: source, name: "test.dial")
    program.iOSRelease = release
    return program
  }

  @Test(arguments: systemColors)
  func aSystemColorHasEachReleasesValue(_ color: (name: String, iOS18: String, iOS26: String)) throws {
    let source = "button b: .gray { title: \"B\"; foreground: .\(color.name) }"
    #expect(try Session(Self.program(source, .iOS18)).literal("b.foreground") == color.iOS18)
    #expect(try Session(Self.program(source, .iOS26)).literal("b.foreground") == color.iOS26)
    var session = try Session(Self.program(source, .iOS26))
    let lines = try session.transitions("iOSVersion = 18")
    #expect(lines.first == "iOSVersion: 26 -> 18")
    #expect(lines.contains("b.foreground: \(color.iOS26) -> \(color.iOS18)") == (color.iOS18 != color.iOS26))
  }

  /// The newest release is the default; a release Dial does not model is refused and changes nothing.
  @Test func theNewestReleaseIsTheDefaultAndOthersAreRefused() throws {
    var session = try Session(dial: "button b: .filled { title: \"B\" }")
    #expect(try session.literal("iOSVersion") == "26")
    let outcome = try #require(try session.run(source: "iOSVersion = 17").first)
    #expect(outcome.error?.message == "iOSVersion must be 18 or 26 (the iOS releases Dial models), not 17")
    #expect(try session.literal("iOSVersion") == "26")
    _ = try session.send(.iOSVersion(.iOS18))
    #expect(try session.literal("b.background") == "#007AFF")
  }

  /// A gray button with large text (`.title2`, 19 pt or more): iOS 18's system blue on the gray preset is 3.19:1, enough for large
  /// text; iOS 26's lighter blue is 2.80:1, which is not.
  @Test func theSameSpecHasEachReleasesContrastFindings() throws {
    let source = "button album: .gray { title: \"All Photos\"; font: .title2; contentInsets: 14 }"
    #expect(try AccessibilityAudit(Self.program(source, .iOS18)).run().isEmpty)
    let findings = try AccessibilityAudit(Self.program(source, .iOS26)).run()
    #expect(findings.map(\.kind) == [.lowContrast])
    #expect(findings.first?.message.contains("2.80:1 normal, #0088FF on #E5E5EA") == true)
  }

  /// The glass presets: in iOS 26 capsules of glass (white at 50%) and of the tint; before it, the gray and filled
  /// configurations an app falls back to.
  @Test func theGlassPresetsResolveInEachRelease() throws {
    let source = """
      button share: .glass { title: "Share" }
      button done: .prominentGlass { title: "Done" }
      """
    let glass = try Session(Self.program(source, .iOS26))
    #expect(try glass.literal("share.background") == "#FFFFFF80")
    #expect(try glass.literal("share.foreground") == "#0088FF")
    #expect(try glass.literal("share.cornerStyle") == ".capsule")
    #expect(try glass.literal("done.background") == "#0088FF")
    #expect(try glass.literal("done.foreground") == "#FFFFFF")
    let fallback = try Session(Self.program(source, .iOS18))
    #expect(try fallback.literal("share.background") == "#E5E5EA")
    #expect(try fallback.literal("share.cornerStyle") == ".dynamic")
    #expect(try fallback.literal("done.background") == "#007AFF")
  }

  /// The glass presets export to UIKit's glass configurations and SwiftUI's glass styles, behind `#available`
  /// with the fallback Dial draws before iOS 26; a system color exports as the system's, which follows the release.
  @Test func theGlassPresetsExportToTheirConfigurationsAndStyles() throws {
    let program = try Program(
      source: "button share: .glass { title: \"Share\"; foreground: .systemRed }", name: "glass.dial")
    let uikit = try SwiftExport.source(of: program, path: "glass.dial", target: .uikit, command: "dial export")
    #expect(uikit.contains("UIButton(configuration: .dialGlass(prominent: false))"))
    #expect(uikit.contains("if #available(iOS 26.0, *) { return prominent ? .prominentGlass() : .glass() }"))
    #expect(uikit.contains("shareButton.configuration?.baseForegroundColor = .systemRed"))
    let swiftUI = try SwiftExport.source(of: program, path: "glass.dial", target: .swiftui, command: "dial export")
    #expect(swiftUI.contains(".dialGlassButtonStyle(prominent: false)"))
    #expect(swiftUI.contains("if prominent { buttonStyle(.glassProminent) } else { buttonStyle(.glass) }"))
    #expect(swiftUI.contains("Color(uiColor: .systemRed)"))
  }

  /// Text on glass passes over a white backdrop and fails over a black one: the backdrop decides, a warning.
  @Test func textOnGlassSaysWhenTheBackdropDecides() throws {
    let findings = try AccessibilityAudit(
      Self.program("button share: .glass { title: \"Share\"; font: .title2; contentInsets: 14 }", .iOS26)
    ).run()
    #expect(findings.map(\.kind) == [.glassBackdrop])
    #expect(findings.first?.severity == .warning)
    #expect(findings.first?.message.contains("normal: 3.52:1 over white and 1.12:1 over black") == true)
  }

  /// The preview draws a glass button over its two backdrops; in iOS 18 there is no glass to draw.
  @Test func thePreviewDrawsGlassOverItsBackdrops() throws {
    let source = "button share: .glass { title: \"Share\" }"
    #expect(try HTMLPreview(Self.program(source, .iOS26)).render().contains("class=\"backdrop\""))
    #expect(try !HTMLPreview(Self.program(source, .iOS18)).render().contains("class=\"backdrop\""))
  }

  /// `dial test --update --ios 18` records the release in the transcript, and `dial test` runs it there again;
  /// `--ios 26` given then wins, and the transcript differs.
  @Test func aTranscriptRecordsItsRelease() throws {
    let folder = try ToolOptionsTests.folder(["a.dial": "button b: .filled { title: \"B\" }\nprint b.background\n"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let script = folder + "/a.dial"
    #expect(try ToolOptionsTests.dial(["test", "--update", "--ios", "18", script], input: "").0 == 0)
    let transcript = try String(contentsOfFile: folder + "/a.transcript", encoding: .utf8)
    #expect(transcript == "# modelled on iOS 18\n#007AFF\n")
    #expect(try ToolOptionsTests.dial(["test", script], input: "").0 == 0)
    #expect(try ToolOptionsTests.dial(["test", "--ios", "26", script], input: "").0 == 1)
  }

  /// `--ios 18` starts the command's sessions in iOS 18; an unknown release is a usage error.
  @Test(arguments: [([String](), "#0088FF", Int32(0)), (["--ios", "18"], "#007AFF", 0), (["--ios", "17"], "", 2)])
  func theIOSOptionChoosesTheRelease(_ options: [String], _ printed: String, _ status: Int32) throws {
    let folder = try ToolOptionsTests.folder(["a.dial": "button b: .filled { title: \"B\" }\nprint b.background\n"])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (exit, output) = try ToolOptionsTests.dial(["run", folder + "/a.dial"] + options, input: "")
    #expect(exit == status)
    #expect(output.split(separator: "\n").last.map(String.init) ?? "" == printed)
  }
}
