import Dial
import Testing

/// What a change settles, and in which order: found by running many programs
/// through an older runtime and this one and comparing what they print.
struct RuntimeSettleOrderTests {
  /// A nearer block's binding wins over a style's, even when only the style's reads what changed.
  @Test func aBodyBindingStillWinsWhenItsStyleReadsTheChange() throws {
    var session = try Session(
      dial: """
        var x = "A"
        style s { title: x }
        button b: s { title: "fixed" }
        """)
    #expect(try session.transitions("x = \"B\"") == [#"x: "A" -> "B""#])
    #expect(try session.text("b.title") == "fixed")
  }

  /// Readers of a button that reads itself see it settled, at start and after a change.
  @Test func readersOfASelfReadingButtonFollowIt() throws {
    var session = try Session(
      dial: """
        var s = ""
        button a { accessibilityLabel: "a" + b.value }
        button b { accessibilityValue: "v" + s; accessibilityLabel: b.value }
        """)
    #expect(try session.text("a.label") == "av")
    _ = try session.transitions("s = \"w\"")
    #expect(try session.text("a.label") == "avw")
  }

  /// When several bindings fail in one statement, the first in declaration order is reported.
  @Test func theFirstFailingBindingInDeclarationOrderIsReported() throws {
    var session = try Session(
      dial: """
        var d = 1
        button a { title: "A"; imagePadding: d }
        button b { title: "B"; titlePadding: d; when highlighted { title: "H" } }
        """)
    let outcome = try #require(try session.run(source: "d = -1").first)
    #expect(outcome.error?.message.hasPrefix("imagePadding cannot be -1") == true)
  }

  /// Two `selected:` bindings of one radio group turning on together: the last in source order wins.
  @Test func theLastSelectedBindingInSourceOrderWins() throws {
    var session = try Session(
      dial: """
        var f = false
        button tg { title: "tg"; behavior: .toggle; selected: true; subtitle: f ? "on" : "off" }
        menu m { menu "G" single { action "B" { selected: tg.selected }; action "C" { selected: f } } }
        """)
    _ = try session.transitions("f = true")
    #expect(try session.literal(#"m["G"].selection"#) == #""C""#)
  }

  /// A hint of "Selected" reads as the selected trait does: a local tap lists no change of speech.
  @Test func aTapThatLeavesTheSpeechAloneListsNoSpeech() throws {
    var session = try Session(dial: #"button b { behavior: .toggle; accessibilityHint: "Selected" }"#)
    #expect(try session.transitions("tap b") == ["b.selected: false -> true"])
  }
}
