import Dial
import DialAudit
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
      button save: .gray { image: "tray"; title: "Save"; size: .large; foreground: .black }
      """)
    #expect(findings.isEmpty)
  }

  @Test
  func aHeaderTitleTruncatedAtTheLargerSizes() throws {
    let source = """
      header nav {
        leading: button cancel { title: "Cancel"; foreground: .black; contentInsets: 15 }
        title: "Edit Profile"
        largeContentViewer: true
      }
      """
    let findings = try Self.findings(source)
    #expect(findings.map(\.kind) == [.truncatedTitle])
    let finding = try #require(findings.first)
    #expect(finding.element == "nav.title")
    #expect(try Self.locations(source).first == "3:10")
    #expect(finding.sizes.first == .accessibilityLarge)
    #expect(finding.sizes.last == .accessibilityExtraExtraExtraLarge)
    #expect(!finding.sizes.contains(.large))
    #expect(finding.message.contains("at .accessibilityLarge to .accessibilityExtraExtraExtraLarge"))
    #expect(finding.message.contains("VoiceOver still reads it whole"))
  }

  @Test
  func aHeaderTitleWithNoRoom() throws {
    let findings = try Self.findings(
      """
      header nav {
        leading: button long { title: "A very long leading button title"; foreground: .black; contentInsets: 15 }
        title: "Title"
      }
      """)
    // Where the button is wider than the header itself, that is the finding; at the smaller sizes, the title's.
    let kinds = Set(findings.map(\.kind))
    #expect(kinds == [.titleWithoutRoom, .headerButtonOverlap])
    let finding = try #require(findings.first { $0.kind == .titleWithoutRoom })
    #expect(finding.element == "nav.title")
    #expect(finding.sizes.contains(.large) && !finding.sizes.contains(.accessibilityExtraExtraExtraLarge))
    #expect(finding.message.contains("leave its title no room"))
  }

  /// Two header buttons that grow into each other: an error on each, with the sizes; at those sizes the title's
  /// lack of room is not reported as well.
  @Test
  func headerButtonsThatOverlap() throws {
    let findings = try Self.findings(
      """
      header nav {
        leading: button back { title: "Back to albums"; foreground: .black; contentInsets: 15 }
        title: "Photos"
        trailing: button share { title: "Share them all"; foreground: .black; contentInsets: 15 }
      }
      """)
    let overlaps = findings.filter { $0.kind == .headerButtonOverlap }
    #expect(overlaps.map(\.element) == ["back", "share"])
    #expect(overlaps.first?.message.contains("overlaps the trailing button") == true)
    let sizes = try #require(overlaps.first?.sizes)
    #expect(sizes.contains(.accessibilityExtraExtraExtraLarge) && !sizes.contains(.large))
    let noRoom = findings.first { $0.kind == .titleWithoutRoom }.map(\.sizes) ?? []
    #expect(Set(noRoom).isDisjoint(with: sizes))
  }

  @Test
  func aButtonSmallerThan44PointsAtTheSmallerSizes() throws {
    let findings = try Self.findings(#"button ok { title: "OK"; foreground: .black }"#)
    #expect(findings.map(\.kind) == [.smallHitTarget])
    let finding = try #require(findings.first)
    #expect(finding.element == "ok")
    // A line of Inter is 3408 units at 2816 per em: 7 + ⌈20.57⌉ + 7 = 35 high at .large (17 pt), 7 + ⌈39.94⌉
    // + 7 = 54 at .accessibilityMedium (33 pt); semibold "OK" is 25 pt wide at 17 pt, 12 + 25 + 12 = 49.
    #expect(finding.sizes == Array(DynamicTypeSize.allCases.prefix(7)))
    #expect(finding.message.contains("at .extraSmall to .extraExtraExtraLarge"))
    #expect(finding.message.contains("(49 × 35 pt at .large)"))
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
      #"button save: .filled { title: "Save this recipe to your collection"; size: .large; contentInsets: 15; background: .black }"#
    )
    #expect(findings.isEmpty)
  }

  @Test
  func duplicateLabelsAmongTopLevelButtons() throws {
    let source = """
      button save: .filled { title: "Save"; size: .large; background: .black }
      button other: .filled { title: "Other"; size: .large; background: .black }
      button saveAgain: .filled { title: "Save"; size: .large; background: .black }
      """
    let findings = try Self.findings(source)
    #expect(findings.map(\.kind) == [.duplicateLabel])
    let finding = try #require(findings.first)
    #expect(finding.element == "saveAgain")
    #expect(finding.severity == .warning)
    #expect(try Self.locations(source).first == "3:8")
    #expect(finding.message.contains("'saveAgain' and 'save' on the same screen have the same label \"Save\""))
    #expect(finding.fix == "give each a distinct accessibilityLabel")
    #expect(finding.notes.first?.message == "'save' is declared here")
  }

  @Test
  func duplicateLabelsInAHeader() throws {
    let findings = try Self.findings(
      """
      header nav {
        leading: button a { title: "Close"; foreground: .black; contentInsets: 15 }
        title: "Title"
        trailing: button b { title: "Close"; foreground: .black; contentInsets: 15 }
        largeContentViewer: true
      }
      """)
    #expect(findings.map(\.kind) == [.duplicateLabel])
    #expect(findings.first?.element == "b")
  }

  @Test
  func duplicateLabelsAtOneMenuLevelAcrossInlineGroups() throws {
    let source = """
      menu more {
        menu "Files" inline { action "Show" }
        menu "Folders" inline { action "Show" }
        menu "Other" { action "Show" }
      }
      """
    let findings = try Self.findings(source)
    // The two inline groups are shown at one level; the submenu's item is at a level of its own.
    #expect(findings.map(\.kind) == [.duplicateLabel])
    #expect(findings.first?.element == #"more["Folders"]["Show"]"#)
    // A menu action takes no accessibilityLabel: the fix names its title.
    #expect(findings.first?.fix.hasPrefix("give it a distinct title") == true)
    #expect(try Self.locations(source).first == "3:34")
  }

  /// One screen is every button and header element: a header button and a top-level button read alike, and so do
  /// "Edit" and " edit " (VoiceOver ignores case and the spaces around a label).
  @Test(arguments: [("Close", "Close"), ("Edit", " edit "), ("SAVE", "Save")])
  func labelsAreComparedAcrossTheScreenAsVoiceOverSpeaksThem(_ first: String, _ second: String) throws {
    let findings = try Self.findings(
      """
      button close: .filled { title: "\(first)"; size: .large; background: .black }
      header nav {
        leading: button closeNav { title: "\(second)"; foreground: .black; contentInsets: 15 }
        title: "Title"
        largeContentViewer: true
      }
      """)
    #expect(findings.map(\.kind) == [.duplicateLabel])
    #expect(findings.first?.element == "closeNav")
  }

  /// Each menu level is a screen of its own (a menu is modal): a button and a menu action may read alike.
  @Test
  func aMenuLevelIsComparedOnItsOwn() throws {
    let findings = try Self.findings(
      """
      button share: .filled { title: "Share"; size: .large; background: .black; menu: more }
      menu more { action "Share" }
      """)
    #expect(!findings.contains { $0.kind == .duplicateLabel })
  }

  /// A label of spaces only is no label: VoiceOver reads "Button.".
  @Test
  func aWhitespaceLabelIsMissing() throws {
    let findings = try Self.findings(#"button blank: .filled { title: "   "; background: .black }"#)
    #expect(findings.filter { $0.kind == .missingLabel }.map(\.element) == ["blank"])
  }

  /// A fixed-size font does not follow Dynamic Type: a warning naming the text and the font; a text style or a
  /// relative font passes.
  @Test(arguments: [
    ("font: .system(size: 15, weight: .bold)", true),
    ("font: .system(size: 15, weight: .bold, relativeTo: .body)", false),
    ("font: .body", false), ("subtitle: \"Fast\"; subtitleFont: .system(size: 12, weight: .regular)", true),
  ])
  func aFixedFontSizeIsAWarning(_ setting: String, _ warns: Bool) throws {
    let findings = try Self.findings(
      "button b: .filled { title: \"Buy\"; background: .black; contentInsets: 15; \(setting) }")
    let fixed = findings.filter { $0.kind == .fixedFontSize }
    #expect(fixed.count == (warns ? 1 : 0))
    #expect(fixed.allSatisfy { $0.severity == .warning && $0.message.contains("does not follow Dynamic Type") })
  }

  @Test
  func findingsComeInSourceOrder() throws {
    let findings = try Self.findings(
      """
      button b { image: "b" }
      button a { title: "A"; size: .large; foreground: .black }
      button c { image: "c" }
      """)
    // Two buttons without a label are one cause each, not also a duplicate of each other's "Button.".
    #expect(findings.map(\.element) == ["b", "b", "c", "c"])
    #expect(findings.map(\.kind) == [.missingLabel, .smallHitTarget, .missingLabel, .smallHitTarget])
  }

  // MARK: - Contrast, suppression, one finding per cause

  /// White on yellow is 1.07:1: one finding, naming both states that draw text.
  @Test
  func lowContrastIsOneFindingForTheButton() throws {
    let findings = try Self.findings(
      #"button warn: .filled { title: "Warning"; background: #FFFF00; foreground: .white; contentInsets: 15 }"#)
    #expect(findings.map(\.kind) == [.lowContrast])
    let finding = try #require(findings.first)
    #expect(finding.severity == .error)
    #expect(finding.message.contains("below WCAG's 4.50:1"))
    #expect(finding.message.contains("1.07:1 normal, #FFFFFF on #FFFF00"))
    #expect(finding.message.contains("highlighted"))
    #expect(finding.fix == "choose a foreground and background with a contrast of at least 4.50:1")
  }

  /// A toggle is checked in its other selection too: yellow on black passes, but selected, the gray preset takes the
  /// filled look (§6), white on the yellow, which fails. The finding names the state.
  @Test
  func aToggleIsCheckedSelected() throws {
    let findings = try Self.findings(
      """
      button bold: .gray {
        title: "Bold"; behavior: .toggle; background: .black; foreground: #FFCC00; contentInsets: 15
      }
      """)
    #expect(findings.map(\.kind) == [.lowContrast])
    let finding = try #require(findings.first)
    #expect(finding.message.contains("(1.51:1 selected, #FFFFFF on #FFCC00)"))
    #expect(!finding.message.contains("normal"))
  }

  /// Every text against its own threshold: a large title passes at 3.52:1, its small subtitle does not, and the
  /// finding names the subtitle.
  @Test
  func aSubtitleIsCheckedAgainstItsOwnSize() throws {
    let findings = try Self.findings(
      #"button order: .filled { title: "Order"; subtitle: "Free delivery"; font: .title2; contentInsets: 15 }"#)
    #expect(findings.map(\.kind) == [.lowContrast])
    #expect(findings.first?.message.contains("draws its subtitle at a contrast below WCAG's 4.50:1") == true)
    let large = try Self.findings(#"button order: .filled { title: "Order"; font: .title2; contentInsets: 15 }"#)
    #expect(large.isEmpty)
  }

  /// A button disabled at start is checked as it looks once enabled, when it can be: a tap elsewhere enables `pay`,
  /// which the exploration finds; `never` is disabled by a constant, so it is exempt. The finding names the state.
  @Test
  func aButtonDisabledAtStartIsCheckedEnabledWhenItCanBe() throws {
    let findings = try Self.findings(
      """
      var formValid = false
      button pay: .filled { title: "Pay"; background: #FFF59D; foreground: .white; enabled: formValid; contentInsets: 15 }
      button never: .filled { title: "No"; background: #FFF59D; foreground: .white; enabled: false; contentInsets: 15 }
      button form: .filled { title: "Fill in"; background: .black; contentInsets: 15; on tap { formValid = true } }
      """)
    #expect(findings.map(\.element) == ["pay"])
    #expect(findings.first?.message.contains("1.11:1 enabled, #FFFFFF on #FFF59D") == true)
  }

  /// A colour a `when loading` block sets is checked while loading; Dial cannot tell whether the data ever make
  /// the button load, so the state is assumed reachable and the finding says so.
  @Test
  func aLoadingStateIsCheckedAndSaidAssumed() throws {
    let findings = try Self.findings(
      """
      var busy = false
      button save: .filled {
        title: "Save"; background: .black; loading: busy; contentInsets: 15
        when loading { background: #FFF59D }
      }
      """)
    #expect(findings.map(\.kind) == [.lowContrast])
    #expect(findings.first?.message.contains("loading (assumed reachable), #FFFFFF on #FFF59D") == true)
  }

  /// The other checks run in every state too: a toggle whose selected title is cut gets a finding that says
  /// "when selected"; one cut in every state gets one finding, without a state.
  @Test
  func aStateOnlyFindingSaysItsState() throws {
    let findings = try Self.findings(
      """
      button fav: .filled {
        title: "Favorite"; behavior: .toggle; background: .black; contentInsets: 15
        when selected { title: "Remove this item from your favorite recipes list"; lines: 1 }
      }
      """)
    #expect(findings.map(\.kind) == [.truncatedText])
    #expect(findings.first?.message.hasSuffix("when selected") == true)
  }

  /// A `when` block on data is checked in a state the program reaches where it holds, found by exploring it; the
  /// finding names the block by its condition.
  @Test
  func aWhenBlockOnDataIsCheckedWhereItHolds() throws {
    let findings = try Self.findings(
      """
      var count = 0
      button add: .filled { title: "Add"; background: .black; contentInsets: 15; on tap { count += 1 } }
      button total: .filled {
        title: "Total"; background: .black; contentInsets: 15
        when count > 2 { background: #FFF59D }
      }
      """)
    #expect(findings.map(\.element) == ["total"])
    #expect(findings.first?.message.contains("1.11:1 when count > 2, #FFFFFF on #FFF59D") == true)
  }

  /// Small text needs 4.5:1; at least 18 pt, or at least 14 pt bold or heavier, is large and needs 3:1. Semibold is
  /// not bold, so the default 17-pt semibold headline needs 4.5:1. A disabled button is exempt.
  @Test(arguments: [
    ("font: .system(size: 14, weight: .regular)", true), ("font: .system(size: 14, weight: .semibold)", true),
    ("font: .system(size: 14, weight: .bold)", false), ("font: .system(size: 18, weight: .regular)", false),
    ("font: .headline", true), ("enabled: false", false),
  ])
  func contrastThresholdsFollowTheTextSize(_ setting: String, _ fails: Bool) throws {
    // #0088FF on white is 3.52:1: enough for large text only.
    let findings = try Self.findings("button b { title: \"Buy\"; contentInsets: 15; \(setting) }")
    #expect(findings.contains { $0.kind == .lowContrast } == fails)
  }

  /// The planted-defects program: each defect once, each found once, nothing else.
  @Test
  func eachPlantedDefectIsFoundOnce() throws {
    let source = String(
      decoding: TestSupport.bytes("Tests/DialTests/Programs/audit/planted-defects.dial"), as: UTF8.self)
    let findings = try Self.findings(source)
    #expect(Set(findings.map(\.kind)) == Set(AuditFinding.Kind.allCases))
    #expect(findings.count == AuditFinding.Kind.allCases.count, "\(findings.map(\.kind))")
  }

  @Test
  func aCommentSuppressesAKindOnItsLineOrTheLineBelow() throws {
    let findings = try Self.findings(
      """
      // dial-audit: ignore missing-label, small-hit-target -- a decorative icon
      button icon { image: "star" }
      button other { image: "moon" } // dial-audit: ignore small-hit-target
      // dial-audit: ignore all
      button third { image: "sun" }
      """)
    #expect(findings.map(\.element) == ["other"])
    #expect(findings.map(\.kind) == [.missingLabel])
  }

  /// A pop-up with no action has no selection to show and so no label: one cause, one finding.
  @Test
  func anEmptyPopupIsOneFinding() throws {
    let findings = try Self.findings(#"button p { behavior: .popup; contentInsets: 20; menu { title: "Empty" } }"#)
    #expect(findings.map(\.kind).contains(.missingSelection))
    #expect(!findings.map(\.kind).contains(.missingLabel))
  }

  /// A suppression naming a kind that does not exist suppresses nothing, and says so with the closest kind.
  @Test
  func anUnknownKindInASuppressionIsAWarning() throws {
    let program = try Program(
      source: "// dial-audit: ignore smal-hit-target, all\nbutton a { title: \"A\" }", name: "t.dial")
    let warnings = AccessibilityAudit(program).suppressionWarnings
    #expect(warnings.map(\.id) == [.auditUnknownKind])
    #expect(warnings.first?.message.hasSuffix("did you mean 'small-hit-target'?") == true)
    #expect(warnings.first?.severity == .warning)
  }

  /// A comment after code covers its own line only, not the declaration on the next line.
  @Test
  func aTrailingCommentDoesNotSuppressTheNextLine() throws {
    let findings = try Self.findings(
      """
      button icon2 { image: "gear"; contentInsets: 20 } // dial-audit: ignore all
      button icon3 { image: "gear"; contentInsets: 20 }
      /* a note */ var n = 0 // dial-audit: ignore all
      button icon4 { image: "gear"; contentInsets: 20 }
      """)
    #expect(findings.map(\.element) == ["icon3", "icon4"])
  }

  @Test
  func theTextShowsKindSeverityAndFix() throws {
    let program = try Program(source: #"button icon { image: "star"; contentInsets: 15 }"#, name: "t.dial")
    let finding = try #require(try AccessibilityAudit(program).run().first)
    let text = DiagnosticRenderer(files: program.files).render(finding.diagnostic)
    #expect(text.hasPrefix("t.dial:1:8: error: [missing-label] button 'icon' has no accessible label"))
    #expect(text.contains("help: set accessibilityLabel to say what the button does"))
  }

  // MARK: - Baselines and severities

  @Test
  func aBaselineReportsOnlyNewFindings() throws {
    let home = try temporaryDirectory()
    let file = home + "/app.dial"
    let baseline = home + "/audit.baseline"
    try "button ok { title: \"OK\"; foreground: .black }\n".write(toFile: file, atomically: true, encoding: .utf8)
    let first = try ChildProcess.onPipes(["audit", file, "--write-baseline", baseline], home: home)
    _ = try first.expect("finding")
    #expect(first.finish() == 1)
    let written = try String(contentsOfFile: baseline, encoding: .utf8)
    #expect(written == "dial-audit-baseline 2\napp.dial\tsmall-hit-target\tok\n")
    let again = try ChildProcess.onPipes(["audit", file, "--baseline", baseline], home: home)
    #expect(try again.expect("no findings").contains("no findings"))
    #expect(again.finish() == 0)
    try "button ok { title: \"OK\"; foreground: .black }\nbutton icon { image: \"star\"; contentInsets: 15 }\n"
      .write(toFile: file, atomically: true, encoding: .utf8)
    let later = try ChildProcess.onPipes(["audit", file, "--baseline", baseline], home: home)
    let transcript = try later.expect("1 finding")
    #expect(transcript.contains("[missing-label]"))
    #expect(!transcript.contains("[small-hit-target]"))
    #expect(later.finish() == 1)
  }

  @Test(arguments: ["not a baseline\n", "dial-audit-baseline 1\nonly-two\tfields\n", nil])
  func aMalformedOrMissingBaselineIsAnError(_ contents: String?) throws {
    let home = try temporaryDirectory()
    let file = home + "/app.dial"
    let baseline = home + "/audit.baseline"
    try "button ok { title: \"OK\" }\n".write(toFile: file, atomically: true, encoding: .utf8)
    if let contents { try contents.write(toFile: baseline, atomically: true, encoding: .utf8) }
    let audit = try ChildProcess.onPipes(["audit", file, "--baseline", baseline], home: home)
    _ = try audit.expect("baseline")
    #expect(audit.finish() == 2)
  }

  @Test
  func minSeverityErrorLeavesWarningsOut() throws {
    let home = try temporaryDirectory()
    let file = home + "/app.dial"
    try "button ok { title: \"OK\"; foreground: .black }\n".write(toFile: file, atomically: true, encoding: .utf8)
    let audit = try ChildProcess.onPipes(["audit", file, "--min-severity", "error"], home: home)
    #expect(try audit.expect("no findings").contains("no findings"))
    #expect(audit.finish() == 0)
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
  func theExamplesPassTheAudit() throws {
    let home = try temporaryDirectory()
    let examples = TestSupport.root.appendingPathComponent("examples").path
    let audit = try ChildProcess.onPipes(["audit", examples], home: home)
    #expect(try audit.expect("no findings").contains("no findings"))
    #expect(audit.finish() == 0)
  }

  @Test
  func auditAsJSONPrintsOneObjectPerFinding() throws {
    let home = try temporaryDirectory()
    let file = home + "/small.dial"
    try "button ok { title: \"OK\"; foreground: .black }\nbutton icon { image: \"star\"; contentInsets: 15 }\n".write(
      toFile: file, atomically: true, encoding: .utf8)
    let audit = try ChildProcess.onPipes(["audit", file, "--format", "json"], home: home)
    _ = try audit.expect("missing-label")
    #expect(audit.finish() == 1)
    let lines = audit.transcript.split(separator: "\n")
    #expect(lines.count == 2)
    let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
    #expect(first?["file"] as? String == file)
    #expect(first?["line"] as? Int == 1)
    #expect(first?["column"] as? Int == 8)
    #expect(first?["kind"] as? String == "small-hit-target")
    #expect(first?["severity"] as? String == "warning")
    #expect(first?["element"] as? String == "ok")
    #expect(first?["fix"] as? String == "set contentInsets: (14, 12, 14, 12), so that the button is 44 × 44 pt")
    let edit = (first?["edits"] as? [[String: Any]])?.first
    #expect(edit?["line"] as? Int == 1 && edit?["column"] as? Int == 12 && edit?["length"] as? Int == 0)
    #expect(edit?["newText"] as? String == " contentInsets: (14, 12, 14, 12); ")
    #expect((first?["sizes"] as? [String])?.first == ".extraSmall")
    let last = try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any]
    #expect(last?["kind"] as? String == "missing-label")
    #expect(last?["severity"] as? String == "error")
    #expect(last?["fix"] as? String == "set accessibilityLabel to say what the button does")
  }

  @Test
  func aCleanProgramExitsZero() throws {
    let home = try temporaryDirectory()
    let file = home + "/clean.dial"
    try "button ok: .filled { title: \"OK\"; size: .large; background: .black }\n".write(
      toFile: file, atomically: true, encoding: .utf8)
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
