import Dial
import Testing

/// Headers (§8) in the accessibility tree, and VoiceOver navigation over it (§9): `focus first|next|previous|name`
/// and `activate`.
struct RuntimeHeaderTests {
  static let source = """
    var saves = 0
    var cancels = 0
    var edited = false

    button help { title: "Help" }

    header editProfile {
      leading: button cancel { title: "Cancel"; on tap { cancels += 1 } }
      title: "Edit Profile"
      trailing: button done { title: "Done"; enabled: edited; on tap { saves += 1 } }
    }

    button back { image: "chevron.backward"; accessibilityLabel: "Back" }

    header orders {
      leading: back
      title: "Order History"
    }
    """

  /// Declaration order, a header giving leading, title, trailing. `back` is declared before its header but sits in
  /// its header's place, not its own.
  @Test func accessibilityOrderIsLeadingTitleTrailing() throws {
    let session = try Session(dial: Self.source)
    #expect(
      session.accessibilityElements.map(\.path) == [
        "help", "cancel", "editProfile.title", "done", "back", "orders.title",
      ])
  }

  @Test func theTitleIsAHeading() throws {
    let session = try Session(dial: Self.source)
    let title = session.accessibilityElements.first { $0.path == "editProfile.title" }
    #expect(title?.label == "Edit Profile")
    #expect(title?.traits == .header)
    #expect(title?.speech == "Edit Profile. Heading.")
    #expect(try session.text("editProfile.title.speech") == "Edit Profile. Heading.")
  }

  @Test func focusFirstNextPreviousMoveThroughTheOrderAndSpeak() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.notes("focus first") == [#"VoiceOver: "Help. Button.""#])
    #expect(try session.notes("focus next") == [#"VoiceOver: "Cancel. Button.""#])
    #expect(try session.notes("focus next") == [#"VoiceOver: "Edit Profile. Heading.""#])
    #expect(try session.notes("focus next") == [#"VoiceOver: "Done. Dimmed. Button.""#])
    #expect(try session.notes("focus previous") == [#"VoiceOver: "Edit Profile. Heading.""#])
    #expect(try session.holds("editProfile.title.focused"))
  }

  @Test func focusByNameMovesTheCursorThere() throws {
    var session = try Session(dial: Self.source)
    #expect(
      try session.transitions("focus back") == [
        "back.focused: false -> true"
      ])
    #expect(try session.holds("back.focused"))
    #expect(session.accessibilityElements.filter(\.focused).map(\.path) == ["back"])
  }

  /// `activate` is a double tap: the focused button's handler runs.
  @Test func activateTapsTheFocusedButton() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("focus cancel")
    #expect(try session.transitions("activate") == ["cancels: 0 -> 1"])
  }

  /// Activating a disabled button is ignored like a tap on it.
  @Test func activatingADisabledButtonIsIgnored() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("focus done")
    #expect(try session.notes("activate") == ["ignored: done is disabled"])
    _ = try session.transitions("edited = true; activate")
    #expect(try session.literal("saves") == "1")
  }

  /// The cursor does not wrap, and activating a title or nothing does nothing (Decision 36).
  @Test func navigationPastTheEndsIsIgnored() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.notes("activate") == ["ignored: nothing is focused"])
    _ = try session.transitions("focus first")
    #expect(try session.notes("focus previous") == ["ignored: no element to focus"])
    _ = try session.transitions("focus orders.title")
    #expect(try session.notes("focus next") == ["ignored: no element to focus"])
    #expect(try session.notes("activate") == ["ignored: a header title does nothing when activated"])
  }

  /// A header button reads like any other button, and VoiceOver reads the full title even when it is truncated.
  @Test func aTruncatedTitleIsStillReadInFull() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("textSize = .accessibilityExtraExtraExtraLarge")
    #expect(try session.holds("editProfile.title.truncated"))
    #expect(try session.text("editProfile.title.speech") == "Edit Profile. Heading.")
  }
}
