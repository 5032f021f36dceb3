import Dial
import Testing

/// The UIKit button-system sample's pop-up button (`behavior: .popup`, UIKit's `showsMenuAsPrimaryAction` with
/// `changesSelectionAsPrimaryAction`): the whole menu is one radio group with exactly one selected action, and the
/// button's title mirrors the selection.
struct RuntimePopupTests {
  static let source = """
    var chosen = ""
    var runs = 0

    button color: .gray {
      behavior: .popup
      menu {
        action "Bondi Blue" { on select { chosen = "Bondi Blue"; runs += 1 } }
        action "Flower Power" selected { on select { chosen = "Flower Power"; runs += 1 } }
      }
    }
    """

  @Test func theTitleMirrorsTheSelection() throws {
    var session = try Session(dial: Self.source)
    #expect(try session.text("color.title") == "Flower Power")
    #expect(try session.text("color.selection") == "Flower Power")
    _ = try session.transitions(#"select color["Bondi Blue"]"#)
    #expect(try session.text("color.title") == "Bondi Blue")
    #expect(try session.text("color.selection") == "Bondi Blue")
  }

  /// Which action is selected at start, by the rule of §6 and Decision 25.
  struct InitialSelection: Sendable, CustomTestStringConvertible {
    var rule: String
    var items: String
    var selection: String
    /// The selected action's path below the button.
    var path: String
    var testDescription: String { rule }
  }

  static let initialSelections: [InitialSelection] = [
    .init(
      rule: "the marked action", items: #"action "A"; action "B" selected; action "C""#, selection: "B",
      path: #"["B"]"#),
    .init(
      rule: "else the first action", items: #"action "A"; action "B"; action "C""#, selection: "A", path: #"["A"]"#),
    .init(
      rule: "else the first enabled action", items: #"action "A" disabled; action "B"; action "C""#, selection: "B",
      path: #"["B"]"#),
    .init(
      rule: "none enabled: the first action", items: #"action "A" disabled; action "B" disabled"#, selection: "A",
      path: #"["A"]"#),
    .init(
      rule: "a submenu belongs to the same group", items: #"menu "More" { action "A" selected }; action "B""#,
      selection: "A", path: #"["More"]["A"]"#),
  ]

  @Test(arguments: initialSelections)
  func exactlyOneActionIsSelectedAtStart(_ example: InitialSelection) throws {
    let session = try Session(dial: "button picker { behavior: .popup; menu { \(example.items) } }")
    #expect(try session.text("picker.selection") == example.selection)
    #expect(try session.text("picker.title") == example.selection)
    #expect(try session.holds("picker\(example.path).selected"))
  }

  /// Choosing another item moves the one selection: the title, the selection, both items' states, the speech, and
  /// the handler's variables change together, in declaration order.
  @Test func selectingAnotherDeselectsThePrevious() throws {
    var session = try Session(dial: Self.source)
    #expect(
      try session.transitions(#"select color["Bondi Blue"]"#) == [
        #"chosen: "" -> "Bondi Blue""#,
        "runs: 0 -> 1",
        #"color.title: "Flower Power" -> "Bondi Blue""#,
        #"color.speech: "Flower Power. Button." -> "Bondi Blue. Button.""#,
        #"color.selection: "Flower Power" -> "Bondi Blue""#,
        #"color["Bondi Blue"].selected: false -> true"#,
        #"color["Flower Power"].selected: true -> false"#,
      ])
    #expect(try !session.holds(#"color["Flower Power"].selected"#))
  }

  /// Choosing the selected item again changes no state but still runs its handler (§7 Single selection).
  @Test func selectingTheSelectedOneAgainOnlyRunsItsHandler() throws {
    var session = try Session(dial: Self.source)
    #expect(
      try session.transitions(#"select color["Flower Power"]"#) == [#"chosen: "" -> "Flower Power""#, "runs: 0 -> 1"])
    #expect(try session.transitions(#"select color["Flower Power"]"#) == ["runs: 1 -> 2"])
    #expect(try session.text("color.selection") == "Flower Power")
  }

  /// Without an `accessibilityLabel` the title, which is the selection, is the label.
  @Test func speechWithoutAnAccessibilityLabelIsTheSelection() throws {
    let session = try Session(dial: Self.source)
    #expect(try session.text("color.speech") == "Flower Power. Button.")
    #expect(try session.text("color.value") == "")
  }

  /// With an `accessibilityLabel`, the selection becomes the value: "Color: Flower Power. Button.".
  @Test func speechWithAnAccessibilityLabelReadsTheSelectionAsTheValue() throws {
    var session = try Session(
      dial: """
        button color: .gray {
          behavior: .popup
          accessibilityLabel: "Color"
          menu {
            action "Bondi Blue"
            action "Flower Power" selected
          }
        }
        """)
    #expect(try session.text("color.label") == "Color")
    #expect(try session.text("color.value") == "Flower Power")
    #expect(try session.text("color.speech") == "Color: Flower Power. Button.")
    _ = try session.transitions(#"select color["Bondi Blue"]"#)
    #expect(try session.text("color.speech") == "Color: Bondi Blue. Button.")
  }

  /// A tap presents the menu (it has no primary action of its own); choosing an item dismisses it.
  @Test func aTapPresentsTheMenuAndChoosingDismissesIt() throws {
    var session = try Session(dial: Self.source)
    _ = try session.transitions("tap color")
    #expect(try session.holds("color.open"))
    #expect(session.accessibilityElements.map(\.path) == [#"color["Bondi Blue"]"#, #"color["Flower Power"]"#])
    _ = try session.transitions(#"select color["Bondi Blue"]"#)
    #expect(try !session.holds("color.open"))
  }

  /// A transition is a net difference of one path, so `color.open` is listed once. The inline menu of a pop-up is
  /// addressed by its button's name, and its own `open` must not be listed again beside the button's.
  @Test func presentingAnInlineMenuListsOpenOnce() throws {
    var session = try Session(dial: Self.source)
    let lines = try session.transitions("tap color")
    #expect(lines == ["color.open: false -> true"])
  }

  /// `color.title` is the button's title, which shows the selection. The inline menu's own `title:` is another
  /// value, so its change must not be listed under the button's path as if the button's title had changed.
  @Test func anInlineMenuTitleIsNotListedAsTheButtonsTitle() throws {
    var session = try Session(
      dial: """
        var heading = "Colors"
        button color { behavior: .popup; menu { title: heading; action "Bondi Blue"; action "Flower Power" } }
        """)
    let lines = try session.transitions(#"heading = "Palette""#)
    #expect(try session.text("color.title") == "Bondi Blue")
    #expect(lines == [#"heading: "Colors" -> "Palette""#])
  }

  /// Choosing in one group bound to a variable selects the title in the other groups bound to it; when one of
  /// them has no action of that title, the choice is an error and changes nothing, as the assignment would be.
  @Test func aChoiceThatAnotherBoundGroupLacksChangesNothing() throws {
    var session = try Session(
      dial: """
        var key = "Date"
        menu sort single { selection: key; action "Title"; action "Date"; action "Size" }
        button order { behavior: .popup; selection: key; menu { action "Title"; action "Date" } }
        """)
    #expect(throws: RuntimeError.self) { try session.send(.select(["sort", "Size"])) }
    #expect(try session.text("key") == "Date")
    #expect(try session.text("sort.selection") == "Date")
    #expect(try session.text("order.title") == "Date")
    _ = try session.send(.select(["sort", "Title"]))
    #expect(try session.text("order.selection") == "Title")
  }
}
