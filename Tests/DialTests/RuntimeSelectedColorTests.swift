import Dial
import Testing

/// A selected toggle's colors (§6 Colors of the presets and of states): the plain, gray and tinted presets take the
/// filled look (the configured foreground behind white), as their configurations update for selection; the filled
/// preset, and a button with `automaticStateColors: false`, keep their colors. `.background` and `.foreground`
/// read the colors shown, whichever path the tap took; transitions list the colors as configured, so a tap lists
/// `selected` and the speech only.
struct RuntimeSelectedColorTests {
  struct PresetCase: Sendable, CustomTestStringConvertible {
    var preset: String
    var unselected: (background: String, foreground: String)
    var selected: (background: String, foreground: String)
    var testDescription: String { preset }
  }

  static let presets: [PresetCase] = [
    .init(preset: ".plain", unselected: ("#00000000", "#0088FF"), selected: ("#0088FF", "#FFFFFF")),
    .init(preset: ".gray", unselected: ("#E5E5EA", "#0088FF"), selected: ("#0088FF", "#FFFFFF")),
    .init(preset: ".tinted", unselected: ("#0088FF26", "#0088FF"), selected: ("#0088FF", "#FFFFFF")),
    .init(preset: ".filled", unselected: ("#0088FF", "#FFFFFF"), selected: ("#0088FF", "#FFFFFF")),
    .init(preset: ".glass", unselected: ("#FFFFFF80", "#0088FF"), selected: ("#0088FF", "#FFFFFF")),
    .init(preset: ".prominentGlass", unselected: ("#0088FF", "#FFFFFF"), selected: ("#0088FF", "#FFFFFF")),
  ]

  /// Without a handler a tap takes the local path, with one the general path: both show the same colors.
  @Test(arguments: presets, ["", "; on tap { taps = taps + 1 }"])
  func aSelectedToggleOfEachPreset(_ example: PresetCase, handler: String) throws {
    var session = try Session(
      dial: "var taps = 0\nbutton t: \(example.preset) { title: \"Bold\"; behavior: .toggle\(handler) }")
    #expect(try session.literal("t.background") == example.unselected.background)
    #expect(try session.literal("t.foreground") == example.unselected.foreground)
    let lines = try session.transitions("tap t")
    #expect(!lines.contains { $0.hasPrefix("t.background") || $0.hasPrefix("t.foreground") })
    #expect(try session.literal("t.background") == example.selected.background)
    #expect(try session.literal("t.foreground") == example.selected.foreground)
    _ = try session.transitions("tap t")
    #expect(try session.literal("t.background") == example.unselected.background)
  }

  /// Selected at start by its binding, the look is there before any tap; a custom foreground is what fills.
  @Test func aCustomForegroundFillsTheSelectedButton() throws {
    let session = try Session(
      dial: "button t: .gray { title: \"Bold\"; behavior: .toggle; selected: true; foreground: #FF3B30 }")
    #expect(try session.literal("t.background") == "#FF3B30")
    #expect(try session.literal("t.foreground") == "#FFFFFF")
  }

  /// The state adjustments follow the selected look: pressed, the tint darkens; disabled, it is half as opaque.
  @Test func pressedAndDisabledAdjustTheSelectedLook() throws {
    var session = try Session(
      dial: """
        var available = true
        button t: .gray { title: "Bold"; behavior: .toggle; selected: true; enabled: available }
        """)
    _ = try session.transitions("press t")
    #expect(try session.literal("t.background") == "#007AE6")
    #expect(try session.literal("t.foreground") == "#E6E6E6")
    _ = try session.transitions("cancel t; available = false")
    #expect(try session.literal("t.background") == "#0088FF80")
    #expect(try session.literal("t.foreground") == "#FFFFFF80")
  }

  /// A `when selected` color is used as written; the other still takes the look. `automaticStateColors: false`
  /// keeps both as configured.
  @Test func aWhenSelectedColorAndAutomaticStateColorsOff() throws {
    var session = try Session(
      dial: """
        button custom: .gray { title: "A"; behavior: .toggle; when selected { background: #FF0000 } }
        button fixed: .gray { title: "B"; behavior: .toggle; automaticStateColors: false }
        """)
    _ = try session.transitions("tap custom; tap fixed")
    #expect(try session.literal("custom.background") == "#FF0000")
    #expect(try session.literal("custom.foreground") == "#FFFFFF")
    #expect(try session.literal("fixed.background") == "#E5E5EA")
    #expect(try session.literal("fixed.foreground") == "#0088FF")
  }

  /// A local tap writes no colors; a later change of the button, and its rollback, see the colors the tap gave.
  @Test func aChangeAfterALocalTapAndItsRollbackKeepTheSelectedLook() throws {
    var session = try Session(
      dial: """
        var name = "A"
        var zero = 0
        button t: .gray { title: name; behavior: .toggle }
        button fail { title: "Fail"; on tap { name = "C"; zero = 1 / zero } }
        """)
    _ = try session.transitions("tap t; name = \"B\"")
    #expect(try session.literal("t.background") == "#0088FF")
    let outcomes = try session.run(source: "tap fail")
    #expect(outcomes.contains { $0.error != nil })
    #expect(try session.text("t.title") == "B")
    #expect(try session.literal("t.background") == "#0088FF")
    #expect(try session.literal("t.foreground") == "#FFFFFF")
  }
}
