import Dial
import Testing

/// Reactive bindings (§6 Properties): a bound property is re-evaluated whenever what it reads changes, as UIKit's
/// `configurationUpdateHandler` runs after `setNeedsUpdateConfiguration()`; `selected` is state that its
/// expression sets at start and again only when what it reads changes.
struct RuntimeBindingTests {
  @Test func aPropertyBoundToAVariableFollowsIt() throws {
    var session = try Session(
      dial: """
        var itemCount = 0
        button addToCart {
          title: "Add to Cart"
          subtitle: itemCount == 0 ? "" : "\\(itemCount) in cart"
        }
        """)
    #expect(
      try session.transitions("itemCount = 2") == [
        "itemCount: 0 -> 2",
        #"addToCart.subtitle: "" -> "2 in cart""#,
        #"addToCart.speech: "Add to Cart. Button." -> "Add to Cart, 2 in cart. Button.""#,
      ])
    _ = try session.transitions("itemCount = 0")
    #expect(try session.text("addToCart.subtitle") == "")
  }

  /// A binding may read another component: it follows that component's resolved value.
  @Test func aPropertyBoundToAnotherButtonFollowsIt() throws {
    var session = try Session(
      dial: """
        var count = 0
        button source { title: "\\(count)" }
        button mirror { title: "Mirror of " + source.title }
        """)
    _ = try session.transitions("count = 3")
    #expect(try session.text("mirror.title") == "Mirror of 3")
  }

  /// A binding that reads nothing which changed keeps its value, and lists nothing.
  @Test func anUnrelatedChangeListsNothingForTheButton() throws {
    var session = try Session(dial: #"var a = 0; var b = 0; button x { title: "\(a)" }"#)
    #expect(try session.transitions("b = 1") == ["b: 0 -> 1"])
  }

  // MARK: - `selected` is state

  static let toggle = """
    var onlyInStock = true
    var other = 0
    button inStock {
      title: "In Stock Only"
      behavior: .toggle
      selected: onlyInStock
    }
    """

  @Test func selectedIsSetByItsExpressionAtStart() throws {
    let session = try Session(dial: Self.toggle)
    #expect(try session.holds("inStock.selected"))
  }

  /// A flip by a tap sticks: the expression still reads `true`, but nothing it reads has changed.
  @Test func aToggleFlipSticksUntilWhatTheExpressionReadsChanges() throws {
    var session = try Session(dial: Self.toggle)
    _ = try session.transitions("tap inStock")
    #expect(try !session.holds("inStock.selected"))
    #expect(try session.literal("onlyInStock") == "true")
    _ = try session.transitions("other = 1")
    #expect(try !session.holds("inStock.selected"), "an unrelated change must not re-apply the binding")
  }

  /// When something the expression reads changes, it is applied again, as code sets `isSelected` when data changes.
  @Test func selectedIsReappliedWhenWhatItReadsChanges() throws {
    var session = try Session(dial: Self.toggle)
    _ = try session.transitions("tap inStock")
    #expect(
      try session.transitions("onlyInStock = false") == [
        "onlyInStock: true -> false"
      ])
    _ = try session.transitions("onlyInStock = true")
    #expect(try session.holds("inStock.selected"))
  }

  /// Re-applied even when the new value of the expression equals the flipped state: the state simply follows it.
  @Test func reapplyingAfterAFlipSetsTheExpressionsValue() throws {
    var session = try Session(dial: Self.toggle)
    _ = try session.transitions("tap inStock")  // selected false, onlyInStock still true
    let lines = try session.transitions("onlyInStock = false; onlyInStock = true")
    #expect(lines.contains("inStock.selected: false -> true"))
  }

  /// A menu action's `selected` binding in a radio group turns the others off, without running handlers
  /// (§7 Single selection, Decision 27).
  @Test func aBindingThatSelectsAnActionDeselectsItsGroup() throws {
    var session = try Session(
      dial: """
        var byDate = false
        var runs = 0
        menu sort {
          menu "Sort By" single {
            action "Title" selected { on select { runs += 1 } }
            action "Date" { selected: byDate; on select { runs += 1 } }
          }
        }
        """)
    _ = try session.transitions("byDate = true")
    #expect(try session.text(#"sort["Sort By"].selection"#) == "Date")
    #expect(try !session.holds(#"sort["Sort By"]["Title"].selected"#))
    #expect(try session.literal("runs") == "0")
  }

  /// `when` blocks are bindings too: a block starts and stops holding as what its condition reads changes.
  @Test func aWhenBlockFollowsItsCondition() throws {
    var session = try Session(
      dial: """
        var busy = false
        button save { title: "Save"; when busy { title: "Saving…" } }
        """)
    _ = try session.transitions("busy = true")
    #expect(try session.text("save.title") == "Saving…")
    _ = try session.transitions("busy = false")
    #expect(try session.text("save.title") == "Save")
  }
}
