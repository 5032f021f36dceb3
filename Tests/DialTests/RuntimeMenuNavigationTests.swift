import Dial
import Testing

/// VoiceOver in a presented menu (§9, Decision 34): its items are the only elements, a non-inline submenu is an item
/// whose own items follow while it is open, and `activate` chooses the focused item.
struct RuntimeMenuNavigationTests {
  static let source = """
    var refreshes = 0

    button help { title: "Help" }

    menu more {
      action "Refresh" { on select { refreshes += 1 } }
      menu "Sort By" single {
        action "Title" selected
        action "Date"
      }
      menu "View" inline { action "Show Hidden" }
      action "Archived" hidden
    }

    button moreButton { image: "ellipsis.circle"; accessibilityLabel: "More"; menu: more }
    """

  @Test func withNoMenuOpenTheButtonsAreTheElements() throws {
    let session = try Session(dial: Self.source)
    #expect(session.accessibilityElements.map(\.path) == ["help", "moreButton"])
  }

  /// A presented menu is modal: only its items are elements. An inline submenu shows its items in place, a closed
  /// submenu is one item, and a hidden action is never an element.
  @Test func anOpenMenusItemsAreTheOnlyElements() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("tap moreButton")
    #expect(
      session.accessibilityElements.map(\.path) == [
        #"more["Refresh"]"#, #"more["Sort By"]"#, #"more["View"]["Show Hidden"]"#,
      ])
  }

  @Test func anOpenSubmenusItemsFollowIt() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions(#"open more["Sort By"]"#)
    #expect(
      session.accessibilityElements.map(\.speech) == [
        "Refresh. Button.", "Sort By. Button.", "Selected: Title. Button.", "Date. Button.", "Show Hidden. Button.",
      ])
  }

  /// `activate` on a focused action chooses it: its handler runs and the menu is dismissed.
  @Test func activateChoosesTheFocusedAction() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("tap moreButton; focus first")
    let lines = try session.transitions("activate")
    #expect(lines.contains("refreshes: 0 -> 1"))
    #expect(try !session.holds("more.open"))
  }

  /// A submenu is not an action: choosing it presents its items (as a tap on it does in UIKit), so a VoiceOver user
  /// can reach them. Dismissing the whole menu is what choosing an *action* does (Decision 29).
  @Test func activateOnASubmenuOpensIt() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("tap moreButton; focus first; focus next")
    #expect(try session.holds(#"more["Sort By"].focused"#))
    _ = try session.transitions("activate")
    let (menuOpen, submenuOpen) = (try session.holds("more.open"), try session.holds(#"more["Sort By"].open"#))
    #expect(menuOpen)
    #expect(submenuOpen)
  }

  /// `focus name` reaches "a button, a header title or an item of an open menu" (§9).
  @Test func focusByNameReachesAnItemOfAnOpenMenu() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("tap moreButton")
    let notes = try session.notes(#"focus more["Sort By"]"#)
    #expect(notes == [#"VoiceOver: "Sort By. Button.""#])
  }
}
