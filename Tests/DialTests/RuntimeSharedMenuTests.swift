import Dial
import Testing

/// A named menu shown by several buttons (§7 Presentation, Decision 53): it is presented through one of them at a
/// time, as a `UIMenu` set on two buttons is shown from the one that was tapped. That button alone is `open`, and when
/// the menu closes with the VoiceOver cursor on one of its items, the cursor returns to it.
struct RuntimeSharedMenuTests {
  static let source = """
    var refreshes = 0
    var zero = 0

    menu more {
      action "Refresh" { on select { refreshes += 1 } }
      action "Pin" keepsOpen
      menu "Sort By" single {
        action "Title" selected
        action "Date"
      }
    }

    button a { title: "A"; menu: more }
    button b { title: "B"; menu: more }
    """

  // MARK: - Opening through a button

  /// A tap presents the menu from the tapped button: `b.open` is listed, `a.open` is not.
  @Test func aTapOpensOnlyTheTappedButton() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.transitions("tap b") == ["more.open: false -> true", "b.open: false -> true"])
    #expect(try !session.holds("a.open"))
    #expect(try session.holds("b.open"))
  }

  @Test func openThroughAButtonOpensThatButtonOnly() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.transitions("open a") == ["more.open: false -> true", "a.open: false -> true"])
  }

  /// Presented again through the other button, the menu moves there: it stays open, and `open` changes hands.
  @Test func presentingThroughTheOtherButtonMovesThePresentation() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("tap b")
    #expect(try session.transitions("tap a") == ["a.open: false -> true", "b.open: true -> false"])
    #expect(try session.holds("more.open"))
  }

  // MARK: - Closing returns to the presenter

  /// The acceptance review's case: the cursor goes back to the button that showed the menu, not to the first button
  /// that shows it.
  @Test func closingReturnsTheCursorToThePresenter() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("focus b; activate")
    #expect(try session.holds("b.open"))
    _ = try session.transitions("focus first")
    #expect(try session.holds(#"more["Refresh"].focused"#))
    #expect(
      try session.transitions("close more") == [
        "more.open: true -> false",
        #"more["Refresh"].focused: true -> false"#,
        "b.open: true -> false",
        "b.focused: false -> true",
      ])
    #expect(try session.holds("b.focused"))
    #expect(try !session.holds("a.focused"))
  }

  /// Choosing an action (which dismisses the menu) returns the cursor to the presenter too.
  @Test func choosingAnActionReturnsTheCursorToThePresenter() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("focus b; activate; focus first")
    let lines = try session.transitions("activate")
    #expect(lines.contains("refreshes: 0 -> 1"))
    #expect(lines.contains("b.open: true -> false"))
    #expect(!lines.contains { $0.hasPrefix("a.") })
    #expect(try session.holds("b.focused"))
    #expect(session.accessibilityElements.map(\.path) == ["a", "b"])
  }

  /// A `keepsOpen` action leaves the menu presented, from the same button.
  @Test func aKeepsOpenActionLeavesThePresenterOpen() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("tap b")
    #expect(try session.transitions(#"select more["Pin"]"#) == [])
    #expect(try session.holds("b.open"))
    #expect(try !session.holds("a.open"))
  }

  /// `close a` dismisses the menu `a` shows, whichever button presented it; the presenter is reset and gets the
  /// cursor back.
  @Test func closingThroughTheOtherButtonResetsThePresenter() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions(#"tap b; focus more["Sort By"]"#)
    let lines = try session.transitions("close a")
    #expect(lines.contains("more.open: true -> false"))
    #expect(lines.contains("b.open: true -> false"))
    #expect(!lines.contains { $0.hasPrefix("a.") })
    #expect(try session.holds("b.focused"))
  }

  // MARK: - Opening by the menu's own name

  /// Several buttons show the menu and none presented it, so none is marked `open`; closing it with the cursor on an
  /// item leaves the cursor nowhere (Decision 53: "the cursor then leaves the tree").
  @Test func openingBySharedNameMarksNoButton() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.transitions("open more") == ["more.open: false -> true"])
    _ = try session.transitions("focus first")
    #expect(
      try session.transitions("close more") == ["more.open: true -> false", #"more["Refresh"].focused: true -> false"#])
    #expect(session.accessibilityElements.allSatisfy { !$0.focused })
  }

  /// Opening a submenu by path opens its menu by name too.
  @Test func openingASubmenuOfASharedMenuMarksNoButton() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions(#"open more["Sort By"]"#)
    #expect(try session.holds("more.open"))
    #expect(try !session.holds("a.open") && !session.holds("b.open"))
  }

  /// Opening a menu that is open, by its name, changes nothing: it keeps its presenter.
  @Test func openingAnOpenMenuByNameKeepsItsPresenter() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("tap b")
    #expect(try session.transitions("open more") == [])
    #expect(try session.holds("b.open"))
  }

  /// With one button showing the menu, opening it by name is presenting it from that button, as before.
  @Test func withOneButtonOpeningByNameFollowsIt() throws {
    var session = try Session(
      dial: #"menu more { action "Refresh" }; button moreButton { accessibilityLabel: "More"; menu: more }"#)
    #expect(try session.transitions("open more") == ["more.open: false -> true", "moreButton.open: false -> true"])
    _ = try session.transitions("focus first; close more")
    #expect(try session.holds("moreButton.focused"))
    #expect(try !session.holds("moreButton.open"))
  }

  // MARK: - Headers, inline menus, atomicity

  /// A header button that shares a menu with another button: the cursor returns to the header button, which stands in
  /// its header's place in the order.
  @Test func aHeaderButtonSharingAMenuGetsTheCursorBack() throws {
    var session = try Session(
      dial: """
        menu more { action "Refresh"; action "Account" }
        button moreButton { accessibilityLabel: "More"; menu: more }
        header nav {
          title: "Files"
          trailing: button sort { accessibilityLabel: "Sort"; menu: more }
        }
        """)
    _ = try session.transitions("focus sort; activate")
    #expect(try session.holds("sort.open"))
    #expect(try !session.holds("moreButton.open"))
    _ = try session.transitions(#"focus more["Account"]"#)
    let lines = try session.transitions("activate")
    #expect(lines.contains("sort.open: true -> false"))
    #expect(lines.contains("sort.focused: false -> true"))
    #expect(!lines.contains { $0.hasPrefix("moreButton.") })
    #expect(session.accessibilityElements.filter(\.focused).map(\.path) == ["sort"])
  }

  /// A button's inline menu has one presenter, its button: presenting and dismissing it is unchanged.
  @Test func anInlineMenuIsPresentedByItsButton() throws {
    var session = try Session(
      dial: """
        button color: .gray {
          behavior: .popup
          menu { action "Bondi Blue"; action "Flower Power" selected }
        }
        """)
    #expect(
      try session.transitions("focus color; activate") == ["color.focused: false -> true", "color.open: false -> true"])
    _ = try session.transitions("focus first")
    let lines = try session.transitions("activate")
    #expect(lines.contains("color.open: true -> false"))
    #expect(lines.contains("color.focused: false -> true"))
    #expect(try session.text("color.title") == "Bondi Blue")
  }

  /// A statement that presents the menu and then fails is rolled back whole, the presenter included.
  @Test func aFailedPresentationIsRolledBack() throws {
    var session = try Session(dial: Self.source)
    let before = session
    let outcomes = try session.run(source: "if true { tap b; refreshes = 1 / zero }")
    #expect(outcomes.compactMap(\.error).count == 1)
    #expect(session == before)
    #expect(try session.transitions("tap a") == ["more.open: false -> true", "a.open: false -> true"])
  }
}
