import Dial
import Testing

/// The UIKit button-system sample's pull-down menu: a stand-alone `menu` shown by a button, with a `single` submenu (UIMenu's
/// `.singleSelection`, "Sort By") and a second, independent single group ("Filter").
struct RuntimePulldownTests {
  static let source = """
    var sortKey = "title"
    var sortRequests = 0

    menu more {
      action "Refresh"
      menu "Sort By" single {
        action "Title" selected { on select { sortKey = "title"; sortRequests += 1 } }
        action "Date" { on select { sortKey = "date"; sortRequests += 1 } }
        action "Size" { on select { sortKey = "size"; sortRequests += 1 } }
      }
      menu "Filter" single {
        action "Unread"
        action "Flagged"
        action "Archived" disabled
      }
    }

    button moreButton {
      image: "ellipsis.circle"
      accessibilityLabel: "More"
      menu: more
    }
    """

  @Test func aButtonWithAMenuIsAPulldownThatPresentsIt() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.literal("moreButton.behavior") == ".pulldown")
    _ = try session.transitions("tap moreButton")
    #expect(try session.holds("more.open"))
    #expect(try session.holds("moreButton.open"))
  }

  @Test func selectingInASingleMenuDeselectsTheRestOfItsGroup() throws {
    var session = try Session(dial: Self.source)
    #expect(
      try session.transitions(#"select more["Sort By"]["Date"]"#) == [
        #"sortKey: "title" -> "date""#,
        "sortRequests: 0 -> 1",
        #"more["Sort By"].selection: "Title" -> "Date""#,
        #"more["Sort By"]["Title"].selected: true -> false"#,
        #"more["Sort By"]["Date"].selected: false -> true"#,
      ])
  }

  /// Sort By and Filter are single menus not nested in each other, so each keeps its own selection.
  @Test func twoSingleGroupsAreIndependent() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions(#"select more["Sort By"]["Date"]"#)
    _ = try session.transitions(#"select more["Filter"]["Flagged"]"#)
    #expect(try session.text(#"more["Sort By"].selection"#) == "Date")
    #expect(try session.text(#"more["Filter"].selection"#) == "Flagged")
    _ = try session.transitions(#"select more["Filter"]["Unread"]"#)
    #expect(try session.text(#"more["Sort By"].selection"#) == "Date")
    #expect(try session.text(#"more["Filter"].selection"#) == "Unread")
    #expect(try !session.holds(#"more["Filter"]["Flagged"].selected"#))
  }

  /// A single menu need not have a selection (only a pop-up must): `.selection` is then nil.
  @Test func selectionIsNilWhenNothingIsSelected() throws {
    let session = try Session(dial: Self.source)
    #expect(try session.literal(#"more["Filter"].selection"#) == "nil")
    #expect(try session.holds(#"more["Filter"].selection == nil"#))
  }

  @Test func selectingTheSelectedActionAgainOnlyRunsItsHandler() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.transitions(#"select more["Sort By"]["Title"]"#) == ["sortRequests: 0 -> 1"])
  }

  /// A disabled action cannot be chosen: the event is ignored with a note and changes nothing.
  @Test func aDisabledActionIsIgnoredWithANote() throws {
    var session = try Session(dial: Self.source)
    let before = session
    let outcomes = try session.run(source: #"select more["Filter"]["Archived"]"#)
    #expect(outcomes.map(\.notes) == [[#"ignored: more["Filter"]["Archived"] is disabled"#]])
    #expect(outcomes.flatMap(\.transitions).isEmpty)
    #expect(session == before)
    #expect(try session.literal(#"more["Filter"].selection"#) == "nil")
  }

  /// Choosing an action dismisses the whole menu (Decision 29); a `select` on a closed menu leaves it closed.
  @Test func choosingAnActionDismissesTheMenu() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("tap moreButton")
    let lines = try session.transitions(#"select more["Sort By"]["Size"]"#)
    #expect(lines.contains("more.open: true -> false"))
    #expect(lines.contains("moreButton.open: true -> false"))
    #expect(try !session.holds("more.open"))
  }
}
