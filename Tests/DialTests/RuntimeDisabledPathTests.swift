import Dial
import Testing

/// An item path that starts from a button goes through it (§11, Decision 62): `select pe["A"]`, `open p["Sub"]` and
/// `close p["Sub"]` are events on `pe` or `p`, ignored with a note while it is disabled, whether its menu is named
/// (`menu: m`) or inline. A path by the menu's own name (`select m["A"]`) goes through no button.
struct RuntimeDisabledPathTests {
  static let source = """
    var n = 0
    menu m { action "A" { on select { n += 1 } } }
    button pe { title: "PE"; enabled: false; menu: m }
    button p { title: "P"; enabled: false; menu { menu "Sub" { action "X" } } }
    button en { title: "On"; menu: m }
    """

  /// The same menus as ``source``, with both buttons enabled until `off` is set.
  static let switchable = """
    var n = 0
    var off = false
    menu m { action "A" { on select { n += 1 } } }
    button pe { title: "PE"; enabled: !off; menu: m }
    button p { title: "P"; enabled: !off; menu { menu "Sub" { action "X" } } }
    """

  // MARK: - Through a disabled button

  /// The acceptance review's case: the handler of a named menu's action does not run through a disabled button.
  @Test func selectThroughADisabledButtonsNamedMenuIsIgnored() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.notes(#"select pe["A"]"#) == ["ignored: pe is disabled"])
    #expect(try session.transitions(#"select pe["A"]"#) == [])
    #expect(try session.literal("n") == "0")
  }

  @Test func openingASubmenuThroughADisabledButtonIsIgnored() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.notes(#"open p["Sub"]"#) == ["ignored: p is disabled"])
    #expect(try session.transitions(#"open p["Sub"]"#) == [])
    #expect(try !session.holds("p.open"))
    #expect(try !session.holds(#"p["Sub"].open"#))
  }

  /// Opened while `p` was enabled, the submenu stays open when `close p["Sub"]` comes through the disabled `p`.
  @Test func closingASubmenuThroughADisabledButtonIsIgnored() throws {
    var session = try Session(dial: Self.switchable)
    _ = try session.transitions(#"open p["Sub"]; off = true"#)
    #expect(try session.notes(#"close p["Sub"]"#) == ["ignored: p is disabled"])
    #expect(try session.transitions(#"close p["Sub"]"#) == [])
    #expect(try session.holds(#"p["Sub"].open"#))
  }

  @Test func selectThroughADisabledButtonInAHandlerIsIgnored() throws {
    var session = try Session(dial: Self.source + "\nbutton go { title: \"Go\"; on tap { select pe[\"A\"] } }")
    #expect(try session.notes("tap go") == ["ignored: pe is disabled"])
    #expect(try session.literal("n") == "0")
  }

  // MARK: - From a host

  @Test func sendingASelectThroughADisabledButtonIsIgnored() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.send(.select(["pe", "A"])) == [])
    #expect(try session.literal("n") == "0")
  }

  /// `send(.select(["m", "A"]))`, by the menu's name, still chooses the action.
  @Test func sendingASelectByTheMenusNameStillWorks() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.send(.select(["m", "A"])).map(\.description) == ["n: 0 -> 1"])
  }

  // MARK: - What still works

  @Test func selectThroughAnEnabledButtonRunsTheHandler() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.transitions(#"select en["A"]"#) == ["n: 0 -> 1"])
    #expect(try session.send(.select(["en", "A"])).map(\.description) == ["n: 1 -> 2"])
  }

  @Test func openingASubmenuThroughAnEnabledButtonOpensIt() throws {
    var session = try Session(dial: Self.switchable)
    #expect(
      try session.transitions(#"open p["Sub"]"#) == [
        "p.open: false -> true", #"p["Sub"].open: false -> true"#,
      ])
  }

  /// `m["A"]` names the menu, not `pe`: it is not an event on the disabled button.
  @Test func selectByTheMenusOwnNameWorksWhileAButtonShowingItIsDisabled() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.transitions(#"select m["A"]"#) == ["n: 0 -> 1"])
    #expect(try session.notes(#"select m["A"]"#) == [])
  }

  // MARK: - Shared menus

  /// Opening a submenu through a button presents the shared menu from that button (§7 Presentation).
  @Test func openingASubmenuThroughAButtonOfASharedMenuMarksThatButton() throws {
    var session = try Session(dial: RuntimeSharedMenuTests.source)
    _ = try session.transitions(#"open a["Sort By"]"#)
    #expect(try session.holds("more.open"))
    #expect(try session.holds(#"more["Sort By"].open"#))
    #expect(try session.holds("a.open"))
    #expect(try !session.holds("b.open"))
  }

  /// Through the other button while it is open, the presentation moves there, as `tap b` would move it.
  @Test func openingASubmenuThroughTheOtherButtonMovesThePresentation() throws {
    var session = try Session(dial: RuntimeSharedMenuTests.source)
    _ = try session.transitions("tap a")
    #expect(try session.transitions(#"open b["Sort By"]"#).contains("b.open: false -> true"))
    #expect(try !session.holds("a.open"))
  }
}
