import Dial
import Testing

/// A menu action's `selected:` binding is state, as a button's is (§6 Resolution, §7 Single selection): its
/// expression sets the action's state at start and again whenever something *that expression* reads changes; in
/// between, a choice sticks.
/// A change read only by the menu's other bindings (a subtitle, an `enabled`) leaves it alone (Decision 55).
struct RuntimeMenuSelectedBindingTests {
  /// A pop-up whose first action is bound to a variable and whose second shows a fee.
  static let shipping = """
    var preferred = "Standard"
    var fee = 5
    var zero = 0
    button shipping: .gray {
      behavior: .popup
      menu {
        action "Standard" { selected: preferred == "Standard" }
        action "Express" { subtitle: "+\\(fee)" }
      }
    }
    """

  /// A stand-alone menu: a radio group whose default is bound, a checkmark the handler flips, and items whose
  /// subtitle and `enabled` read the checkmark's variable.
  static let more = """
    var defaultSort = "Title"
    var showHidden = false
    var refreshes = 0

    menu more {
      action "Refresh" { enabled: !showHidden; on select { refreshes += 1 } }
      menu "Sort By" single {
        action "Title" { selected: defaultSort == "Title" }
        action "Date" { subtitle: showHidden ? "Hidden files too" : "" }
        action "Size"
      }
      menu "View" inline {
        action "Show Hidden" { selected: showHidden; on select { showHidden = !showHidden } }
      }
    }

    button moreButton { image: "ellipsis.circle"; accessibilityLabel: "More"; menu: more }
    """

  // MARK: - Another binding of the menu changes

  /// The acceptance review's case: `fee` is read by Express's subtitle only, so changing it must not re-apply
  /// Standard's `selected` (which would take the pop-up's selection back to Standard).
  @Test func aChangeReadOnlyByAnotherItemKeepsThePopupsChoice() throws {
    var session = try Session(dial: Self.shipping)
    _ = try session.transitions(#"select shipping["Express"]"#)
    #expect(
      try session.transitions("fee = 7") == [
        "fee: 5 -> 7",
        #"shipping["Express"].subtitle: "+5" -> "+7""#,
      ])
    #expect(try session.text("shipping.title") == "Express")
    #expect(try session.text("shipping.selection") == "Express")
    #expect(try !session.holds(#"shipping["Standard"].selected"#))
  }

  /// A handler that changes what other items read (Refresh's `enabled`, Date's subtitle) does not reset Sort By,
  /// whose Title binding reads `defaultSort` only.
  @Test func choosingACheckmarkKeepsAnotherGroupsChoice() throws {
    var session = try Session(dial: Self.more)
    _ = try session.transitions(#"select more["Sort By"]["Date"]"#)
    let lines = try session.transitions(#"select more["View"]["Show Hidden"]"#)
    #expect(
      lines == [
        "showHidden: false -> true",
        #"more["Refresh"].enabled: true -> false"#,
        #"more["Sort By"]["Date"].subtitle: "" -> "Hidden files too""#,
        #"more["View"]["Show Hidden"].selected: false -> true"#,
      ])
    #expect(try session.text(#"more["Sort By"].selection"#) == "Date")
    #expect(try !session.holds(#"more["Sort By"]["Title"].selected"#))
  }

  /// The same through an assignment, and with the menu open: only the items whose bindings read the variable change.
  @Test func anAssignmentReadByOtherItemsKeepsTheChoice() throws {
    var session = try Session(dial: Self.more)
    _ = try session.transitions(#"tap moreButton; select more["Sort By"]["Size"]; tap moreButton"#)
    _ = try session.transitions("showHidden = true")
    #expect(try session.text(#"more["Sort By"].selection"#) == "Size")
    #expect(try session.holds("more.open"))
  }

  // MARK: - The binding's own data changes

  /// When what Standard's binding reads changes, the binding is applied again: to false (the choice stays), then to
  /// true (Standard is chosen, and the pop-up's one selection moves to it).
  @Test func aChangeOfWhatTheBindingReadsReappliesIt() throws {
    var session = try Session(dial: Self.shipping)
    _ = try session.transitions(#"select shipping["Express"]"#)
    #expect(try session.transitions(#"preferred = "Pickup""#) == [#"preferred: "Standard" -> "Pickup""#])
    #expect(try session.text("shipping.selection") == "Express")
    #expect(
      try session.transitions(#"preferred = "Standard""#) == [
        #"preferred: "Pickup" -> "Standard""#,
        #"shipping.title: "Express" -> "Standard""#,
        #"shipping.speech: "Express. Button." -> "Standard. Button.""#,
        #"shipping.selection: "Express" -> "Standard""#,
        #"shipping["Standard"].selected: false -> true"#,
        #"shipping["Express"].selected: true -> false"#,
      ])
  }

  /// In a `single` submenu, the re-applied binding turns its action on and the rest of the group off, without
  /// running handlers (§7 Single selection, Decision 27).
  @Test func aReappliedBindingSelectsInItsGroup() throws {
    var session = try Session(dial: Self.more)
    _ = try session.transitions(#"select more["Sort By"]["Date"]; defaultSort = "Size""#)
    #expect(try session.text(#"more["Sort By"].selection"#) == "Date")
    _ = try session.transitions(#"defaultSort = "Title""#)
    #expect(try session.text(#"more["Sort By"].selection"#) == "Title")
    #expect(try !session.holds(#"more["Sort By"]["Date"].selected"#))
  }

  /// A checkmark bound to the variable its handler flips still follows each choice: its own source changes.
  @Test func aCheckmarkBoundToWhatItsHandlerFlipsStillFlips() throws {
    var session = try Session(dial: Self.more)
    _ = try session.transitions(#"select more["View"]["Show Hidden"]"#)
    #expect(try session.holds(#"more["View"]["Show Hidden"].selected"#))
    _ = try session.transitions(#"select more["View"]["Show Hidden"]"#)
    #expect(try !session.holds(#"more["View"]["Show Hidden"].selected"#))
    #expect(try session.literal("showHidden") == "false")
  }

  // MARK: - Start and atomicity

  /// At start every binding is applied, whatever it reads; in one radio group the last one that holds wins.
  @Test func everyBindingIsAppliedAtStart() throws {
    let session = try Session(
      dial: """
        var a = true
        var b = true
        menu m {
          menu "Group" single {
            action "A" { selected: a }
            action "B" { selected: b }
          }
          action "C" { selected: !a }
          action "D" { selected: a && b }
        }
        """)
    #expect(try session.text(#"m["Group"].selection"#) == "B")
    #expect(try !session.holds(#"m["C"].selected"#))
    #expect(try session.holds(#"m["D"].selected"#))
  }

  /// A statement that fails after marking a binding for re-application is rolled back whole, and the mark goes with
  /// it: a later change that the binding does not read leaves the choice alone.
  @Test func aFailedStatementLeavesNoBindingToReapply() throws {
    var session = try Session(dial: Self.shipping)
    _ = try session.transitions(#"select shipping["Express"]"#)
    let before = session
    let outcomes = try session.run(source: #"if true { preferred = "Standard"; fee = 1 / zero }"#)
    #expect(outcomes.compactMap(\.error).count == 1)
    #expect(session == before)
    _ = try session.transitions("fee = 9")
    #expect(try session.text("shipping.selection") == "Express")
  }
}
