import Dial
import Testing

/// A button's bindings may read the button itself: its own `enabled` and
/// `loading`, or another of its properties through its name (§6, Decision 61). The order of
/// properties in the body does not matter.
struct RuntimeSelfReferenceTests {
  @Test func aPropertyReadsTheButtonsOwnEnabledState() throws {
    var session = try Session(
      dial: "var active = false\nbutton x { title: enabled ? \"on\" : \"off\"; enabled: active }")
    #expect(try session.text("x.title") == "off")
    _ = try session.transitions("active = true")
    #expect(try session.text("x.title") == "on")
  }

  @Test func aPropertyReadsTheButtonsOwnLoadingState() throws {
    let session = try Session(dial: "button y { title: loading ? \"Wait\" : \"Go\"; loading: true }")
    #expect(try session.text("y.title") == "Wait")
  }

  @Test func aPropertyReadsAnotherPropertyOfTheSameButton() throws {
    var session = try Session(dial: "var t = \"a\"\nbutton b { title: t; subtitle: b.title + \"!\" }")
    #expect(try session.text("b.subtitle") == "a!")
    #expect(
      try session.transitions("t = \"z\"") == [
        #"t: "a" -> "z""#, #"b.title: "a" -> "z""#, #"b.subtitle: "a!" -> "z!""#,
        #"b.speech: "a, a!. Button." -> "z, z!. Button.""#,
      ])
  }

  @Test func aDisabledButtonLosesItsHighlight() throws {
    var session = try Session(dial: "var active = true\nbutton b { title: \"B\"; enabled: active }")
    _ = try session.transitions("press b")
    _ = try session.transitions("active = false")
    #expect(try session.holds("!b.highlighted"))
    #expect(try session.literal("b.foreground") == "#0088FF80")
  }

  @Test func headerTitlesAndMenuItemsHaveAValueAndAHint() throws {
    var session = try Session(dial: "header nav { title: \"Edit\" }\nmenu m { action \"X\" }")
    _ = try session.transitions("open m")
    #expect(try session.text("nav.title.value") == "")
    #expect(try session.text("nav.title.hint") == "")
    #expect(try session.text("m[\"X\"].value") == "")
    #expect(try session.literal("nav.title.font") == ".headline")
  }

  @Test func choosingThroughADisabledPopUpIsIgnored() throws {
    var session = try Session(
      dial: "button p { behavior: .popup; enabled: false; menu { action \"A\"; action \"B\" } }")
    #expect(try session.notes("select p[\"B\"]") == ["ignored: p is disabled"])
    #expect(try session.text("p.title") == "A")
  }

  @Test func aPopUpsDefaultSelectionIsVisibleAndEnabled() throws {
    let session = try Session(
      dial: "button p { behavior: .popup; menu { action \"H\" hidden; action \"D\" disabled; action \"A\" } }")
    #expect(try session.text("p.title") == "A")
  }
}
