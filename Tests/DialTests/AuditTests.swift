import Dial
import Foundation
import Testing

/// `dial audit`: each kind of finding from a program made to have it, located at the declaration and listing the
/// text sizes at which it shows; and the command over the examples.
struct AuditTests {
  // MARK: - One program per kind of finding

  @Test
  func anImageOnlyButtonWithoutLabelHasNoAccessibleLabel() throws {
    let source = """
      button gear: .gray {
        image: "gearshape"
        contentInsets: 15
      }
      """
    let findings = try Self.findings(source)
    #expect(findings.map(\.kind) == [.missingLabel])
    let finding = try #require(findings.first)
    #expect(finding.element == "gear")
    #expect(try Self.locations(source).first == "1:8")
    #expect(finding.sizes == DynamicTypeSize.allCases)
    #expect(finding.message.contains("shows only the image \"gearshape\""))
    #expect(finding.message.contains("VoiceOver reads only \"Button.\""))
  }

  @Test
  func anAccessibilityLabelOrATitleIsALabel() throws {
    let findings = try Self.findings(
      """
      button gear: .gray { image: "gearshape"; accessibilityLabel: "Settings"; contentInsets: 15 }
      button save: .gray { image: "tray"; title: "Save"; size: .large }
      """)
    #expect(findings.isEmpty)
  }

  @Test
  func aHeaderTitleTruncatedAtTheLargerSizes() throws {
    let source = """
      header nav {
        leading: button cancel { title: "Cancel"; contentInsets: 15 }
        title: "Edit Profile"
        largeContentViewer: true
      }
      """
    let findings = try Self.findings(source)
    #expect(findings.map(\.kind) == [.truncatedTitle])
    let finding = try #require(findings.first)
    #expect(finding.element == "nav.title")
    #expect(try Self.locations(source).first == "3:10")
    #expect(finding.sizes.first == .accessibilityMedium)
    #expect(finding.sizes.last == .accessibilityExtraExtraExtraLarge)
    #expect(!finding.sizes.contains(.large))
    #expect(finding.message.contains("at .accessibilityMedium to .accessibilityExtraExtraExtraLarge"))
    #expect(finding.message.contains("VoiceOver still reads it whole"))
  }

  @Test
  func aHeaderTitleWithNoRoom() throws {
    let findings = try Self.findings(
      """
      header nav {
        leading: button long { title: "A very long leading button title"; contentInsets: 15 }
        title: "Title"
      }
      """)
    let kinds = Set(findings.map(\.kind))
    #expect(kinds == [.titleWithoutRoom])
    let finding = try #require(findings.first)
    #expect(finding.element == "nav.title")
    #expect(finding.sizes.contains(.accessibilityExtraExtraExtraLarge))
    #expect(finding.message.contains("leave its title no room"))
  }

  @Test
  func aButtonSmallerThan44PointsAtTheSmallerSizes() throws {
    let findings = try Self.findings(#"button ok { title: "OK" }"#)
    #expect(findings.map(\.kind) == [.smallHitTarget])
    let finding = try #require(findings.first)
    #expect(finding.element == "ok")
    // 7 + ⌈1.2 × 17⌉ + 7 = 35 high at .large; 7 + ⌈1.2 × 33⌉ + 7 = 54 at .accessibilityMedium.
    #expect(finding.sizes == Array(DynamicTypeSize.allCases.prefix(7)))
    #expect(finding.message.contains("at .extraSmall to .extraExtraExtraLarge"))
    #expect(finding.message.contains("(43 × 35 pt at .large)"))
  }

  @Test
  func barButtonsStopGrowingSoTheyStaySmall() throws {
    let findings = try Self.findings(
      """
      header nav {
        leading: button cancel { title: "Cancel" }
        title: "Nav"
        largeContentViewer: true
      }
      """)
    let finding = try #require(findings.first { $0.kind == .smallHitTarget })
    #expect(finding.element == "cancel")
    #expect(finding.sizes == DynamicTypeSize.allCases)
  }

  @Test
  func textCutByALinesLimit() throws {
    let findings = try Self.findings(
      #"button cut: .filled { title: "Save this recipe to your collection"; lines: 1 }"#)
    let finding = try #require(findings.first { $0.kind == .truncatedText })
    #expect(finding.element == "cut")
    #expect(!finding.sizes.contains(.extraSmall))
    #expect(finding.sizes.contains(.accessibilityExtraExtraExtraLarge))
    #expect(finding.message.contains("cuts its text with \"…\""))
  }

  @Test
  func aButtonThatCannotFitEvenWrapped() throws {
    let findings = try Self.findings(#"button tiny: .filled { title: "Save"; width: 10; contentInsets: 15 }"#)
    let finding = try #require(findings.first { $0.kind == .buttonTooWide })
    #expect(finding.element == "tiny")
    #expect(finding.sizes == DynamicTypeSize.allCases)
  }

  @Test
  func aWrappedTitleIsNoFinding() throws {
    let findings = try Self.findings(
      #"button save: .filled { title: "Save this recipe to your collection"; size: .large; contentInsets: 15 }"#)
    #expect(findings.isEmpty)
  }

  @Test
  func duplicateSpeechAmongTopLevelButtons() throws {
    let source = """
      button save: .filled { title: "Save"; size: .large }
      button other: .filled { title: "Other"; size: .large }
      button saveAgain: .filled { title: "Save"; size: .large }
      """
    let findings = try Self.findings(source)
    #expect(findings.map(\.kind) == [.duplicateSpeech])
    let finding = try #require(findings.first)
    #expect(finding.element == "saveAgain")
    #expect(try Self.locations(source).first == "3:8")
    #expect(finding.message.contains("'saveAgain' and its sibling 'save' both read \"Save. Button.\""))
    #expect(finding.notes.first?.message == "'save' is declared here")
  }

  @Test
  func duplicateSpeechInAHeader() throws {
    let findings = try Self.findings(
      """
      header nav {
        leading: button a { title: "Close"; contentInsets: 15 }
        title: "Title"
        trailing: button b { title: "Close"; contentInsets: 15 }
        largeContentViewer: true
      }
      """)
    #expect(findings.map(\.kind) == [.duplicateSpeech])
    #expect(findings.first?.element == "b")
  }

  @Test
  func duplicateSpeechAtOneMenuLevelAcrossInlineGroups() throws {
    let source = """
      menu more {
        menu "Files" inline { action "Show" }
        menu "Folders" inline { action "Show" }
        menu "Other" { action "Show" }
      }
      """
    let findings = try Self.findings(source)
    // The two inline groups are shown at one level; the submenu's item is at a level of its own.
    #expect(findings.map(\.kind) == [.duplicateSpeech])
    #expect(findings.first?.element == #"more["Folders"]["Show"]"#)
    #expect(try Self.locations(source).first == "3:34")
  }

  @Test
  func siblingsInDifferentGroupsMayReadAlike() throws {
    let findings = try Self.findings(
      """
      button close: .filled { title: "Close"; size: .large }
      header nav {
        leading: button closeNav { title: "Close"; contentInsets: 15 }
        title: "Title"
        largeContentViewer: true
      }
      """)
    #expect(findings.isEmpty)
  }

  @Test
  func findingsComeInSourceOrder() throws {
    let findings = try Self.findings(
      """
      button b { image: "b" }
      button a { title: "A"; size: .large }
      button c { image: "c" }
      """)
    #expect(findings.map(\.element) == ["b", "b", "c", "c", "c"])
    #expect(findings.map(\.kind) == [.missingLabel, .smallHitTarget, .missingLabel, .smallHitTarget, .duplicateSpeech])
  }

  @Test
  func sizesAreShortenedToRuns() {
    #expect(AuditFinding.describe(DynamicTypeSize.allCases) == "every text size")
    #expect(
      AuditFinding.describe([.extraSmall, .small, .medium, .accessibilityLarge])
        == ".extraSmall to .medium, .accessibilityLarge")
    #expect(AuditFinding.describe([.large]) == ".large")
  }

  // MARK: - The command

  @Test
  func auditOfTheExamplesListsLocatedWarningsAndExitsOne() throws {
    let home = try temporaryDirectory()
    let examples = TestSupport.root.appendingPathComponent("examples").path
    let audit = try ChildProcess.onPipes(["audit", examples], home: home)
    let transcript = try audit.expect("finding")
    #expect(audit.finish() == 1)
    #expect(transcript.contains("examples/headers.dial:23:10: warning: the title of header 'editProfile' is truncated"))
    #expect(transcript.contains("is smaller than the 44 × 44 pt minimum hit target"))
  }

  @Test
  func auditAsJSONPrintsOneObjectPerFinding() throws {
    let home = try temporaryDirectory()
    let file = home + "/small.dial"
    try "button ok { title: \"OK\" }\nbutton icon { image: \"star\"; contentInsets: 15 }\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let audit = try ChildProcess.onPipes(["audit", file, "--format", "json"], home: home)
    _ = try audit.expect("missing-label")
    #expect(audit.finish() == 1)
    let lines = audit.transcript.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines.first?.hasPrefix("{\"file\":\"\(file)\",\"line\":1,\"column\":8,\"kind\":\"small-hit-target\"") == true)
    #expect(lines.last?.contains("\"sizes\":[\".extraSmall\",") == true)
  }

  @Test
  func aCleanProgramExitsZero() throws {
    let home = try temporaryDirectory()
    let file = home + "/clean.dial"
    try "button ok: .filled { title: \"OK\"; size: .large }\n".write(toFile: file, atomically: true, encoding: .utf8)
    let audit = try ChildProcess.onPipes(["audit", file], home: home)
    #expect(try audit.expect("no findings").contains("no findings"))
    #expect(audit.finish() == 0)
  }

  // MARK: - Helpers

  static func findings(_ source: String) throws -> [AuditFinding] {
    try AccessibilityAudit(Program(source: source, name: "test.dial")).run()
  }

  /// `line:column` of each finding of `source`.
  static func locations(_ source: String) throws -> [String] {
    let program = try Program(source: source, name: "test.dial")
    let renderer = DiagnosticRenderer(files: program.files)
    return try AccessibilityAudit(program).run().map { finding in
      let (line, column) = renderer.lineAndColumn(finding.range)
      return "\(line):\(column)"
    }
  }
}
