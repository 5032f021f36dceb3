import Dial
import Testing

/// A custom UIControl button: its label, "Dimmed." while disabled, and its colors per state (§6 Colors of the
/// presets and of states).
struct RuntimeStateColorTests {
  // MARK: - Label

  struct LabelCase: Sendable, CustomTestStringConvertible {
    var properties: String
    var label: String
    var testDescription: String { properties }
  }

  /// The label joins the non-empty title and subtitle with ", " (the custom button joins them with a line break, which
  /// VoiceOver reads as the same pause; docs §17).
  static let labels: [LabelCase] = [
    .init(properties: #"title: "Order Now"; subtitle: "Free delivery""#, label: "Order Now, Free delivery"),
    .init(properties: #"title: "Order Now""#, label: "Order Now"),
    .init(properties: #"subtitle: "Free delivery""#, label: "Free delivery"),
    .init(properties: #"title: "Order Now"; subtitle: """#, label: "Order Now"),
    .init(
      properties: #"title: "Order Now"; subtitle: "Free delivery"; accessibilityLabel: "Order""#, label: "Order"),
  ]

  @Test(arguments: labels)
  func labelIsTitleAndSubtitleJoined(_ example: LabelCase) throws {
    let session = try Session(dial: "button order { \(example.properties) }")
    #expect(try session.text("order.label") == example.label)
    #expect(try session.text("order.speech") == example.label + ". Button.")
  }

  @Test func aDisabledButtonIsDimmed() throws {
    var session = try Session(
      dial: """
        var available = false
        button order { title: "Order Now"; subtitle: "Free delivery"; enabled: available }
        """)
    #expect(try session.text("order.speech") == "Order Now, Free delivery. Dimmed. Button.")
    #expect(try session.literal("order.traits") == "[.button, .notEnabled]")
    _ = try session.transitions("available = true")
    #expect(try session.text("order.speech") == "Order Now, Free delivery. Button.")
  }

  // MARK: - Colors per state

  /// A custom UIControl button in orange; no `when` block sets its colors, so the state adjusts them.
  static let orange = """
    var available = true
    button order: .filled {
      title: "Order Now"
      background: #FF9500
      enabled: available
    }
    """

  @Test func atRestColorsAreAsWritten() throws {
    let session = try Session(dial: Self.orange)
    #expect(try session.literal("order.background") == "#FF9500")
    #expect(try session.literal("order.foreground") == "#FFFFFF")
  }

  /// HSB brightness × 0.9 (the custom button's `darkened`), each channel rounded to nearest (Decision 24):
  /// #FF9500 → (229.5, 134.1, 0) → #E68600; white → #E6E6E6. `.background` reads the adjusted color; the
  /// transition lists the state, whose adjustment it implies, not the colors (Decision 51).
  @Test func highlightedDarkensBothColors() throws {
    var session = try Session(dial: Self.orange)
    #expect(try session.transitions("press order") == ["order.highlighted: false -> true"])
    #expect(try session.literal("order.background") == "#E68600")
    #expect(try session.literal("order.foreground") == "#E6E6E6")
    _ = try session.transitions("release order")
    #expect(try session.literal("order.background") == "#FF9500")
  }

  /// Disabled halves the opacity; an opaque color's alpha becomes 0x80 (Decision 24).
  @Test func disabledHalvesTheOpacity() throws {
    var session = try Session(dial: Self.orange)
    _ = try session.transitions("available = false")
    #expect(try session.literal("order.background") == "#FF950080")
    #expect(try session.literal("order.foreground") == "#FFFFFF80")
  }

  /// A color set by a holding `when` block is used exactly as written: no halving while disabled. The other color,
  /// which no `when` block sets, is still adjusted.
  @Test func aColorSetByAHoldingWhenBlockIsUsedAsWritten() throws {
    var session = try Session(
      dial: """
        var available = true
        button order: .filled {
          title: "Order Now"
          background: #FF9500
          enabled: available
          when !enabled { background: #AAAAAA }
        }
        """)
    _ = try session.transitions("available = false")
    #expect(try session.literal("order.background") == "#AAAAAA")
    #expect(try session.literal("order.foreground") == "#FFFFFF80")
  }

  /// Likewise while highlighted: a `when highlighted` color is not darkened again.
  @Test func aWhenHighlightedColorIsNotDarkenedAgain() throws {
    var session = try Session(
      dial: """
        button order: .filled {
          title: "Order Now"
          background: #FF9500
          when highlighted { background: #CC7700 }
        }
        """)
    _ = try session.transitions("press order")
    #expect(try session.literal("order.background") == "#CC7700")
    #expect(try session.literal("order.foreground") == "#E6E6E6")
  }

  /// A style's `when !enabled` block wins over the button's plain `background` (Decision 20), so a design defined
  /// once gives every button the same disabled look.
  @Test func aStylesWhenBlockOverridesAPlainColorOfTheButton() throws {
    var session = try Session(
      dial: """
        var available = true
        style orange {
          background: #FF9500
          when !enabled { background: .lightGray }
        }
        button order: orange { title: "Order Now"; background: #FF3B30; enabled: available }
        """)
    #expect(try session.literal("order.background") == "#FF3B30")
    _ = try session.transitions("available = false")
    #expect(try session.literal("order.background") == "#AAAAAA")
  }

  /// A `when` block that does not hold does not protect a color from the state adjustment.
  @Test func aWhenBlockThatDoesNotHoldLeavesTheAdjustment() throws {
    var session = try Session(
      dial: """
        var available = true
        button order: .filled {
          background: #FF9500
          enabled: available
          when highlighted { background: #CC7700 }
        }
        """)
    _ = try session.transitions("available = false")
    #expect(try session.literal("order.background") == "#FF950080")
  }
}
