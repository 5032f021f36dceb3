import Dial
import Testing

/// What follows Dynamic Type besides the text styles (§6, §10): a `.dynamic` corner radius, which grows with the
/// body style from `.large` to the nearest whole point, and a `relativeTo:` font, which grows by its style's ratio,
/// unrounded, standing in for `UIFontMetrics`.
struct DynamicTypeScalingTests {
  /// A medium button's radius is 8 at `.large`, scaled by body(size) / 17; a large button's 12 the same way.
  @Test(arguments: [
    ("medium", "extraSmall", 7.0), ("medium", "large", 8), ("medium", "extraLarge", 9),
    ("medium", "extraExtraExtraLarge", 11), ("medium", "accessibilityMedium", 13),
    ("medium", "accessibilityExtraExtraExtraLarge", 25), ("large", "extraExtraExtraLarge", 16),
    ("mini", "accessibilityExtraExtraExtraLarge", 12), ("small", "small", 5),
  ])
  func aDynamicRadiusFollowsTheTextSize(_ size: String, _ textSize: String, _ radius: Double) throws {
    var session = try Session(dial: "button b: .gray { title: \"B\"; size: .\(size) }")
    _ = try session.transitions("textSize = .\(textSize)")
    #expect(try session.evaluate("b.cornerRadius") == .double(radius))
  }

  /// Every other corner style stays as it is, whatever the text size.
  @Test(arguments: [("fixed", 6.0), ("small", 4), ("medium", 8), ("large", 12)])
  func otherCornerStylesAreFixed(_ style: String, _ radius: Double) throws {
    var session = try Session(dial: "button b: .gray { title: \"B\"; cornerStyle: .\(style) }")
    _ = try session.transitions("textSize = .accessibilityExtraExtraExtraLarge")
    #expect(try session.evaluate("b.cornerRadius") == .double(radius))
  }

  /// A change of text size lists the radius it changes, with the frame.
  @Test func aTextSizeChangeListsTheRadius() throws {
    var session = try Session(dial: "button b: .gray { title: \"B\" }")
    let lines = try session.transitions("textSize = .extraExtraExtraLarge")
    #expect(lines.contains("b.cornerRadius: 8.0 -> 11.0"))
  }

  /// The buttons of a header with `largeContentViewer` stop growing at `.extraExtraExtraLarge`, and so does their
  /// radius; those of another header grow on.
  @Test func aBarButtonsRadiusStopsWhereItsSizeDoes() throws {
    var session = try Session(
      dial: """
        header capped { leading: button a { title: "A" }; largeContentViewer: true }
        header free { leading: button b { title: "B" } }
        """)
    _ = try session.transitions("textSize = .accessibilityExtraExtraExtraLarge")
    #expect(try session.evaluate("a.cornerRadius") == .double(11))
    #expect(try session.evaluate("b.cornerRadius") == .double(25))
  }

  /// `relativeTo:` scales by the style's ratio, unrounded: 14 pt relative to body is 14 × body(size) / 17 (18.94 at
  /// `.extraExtraExtraLarge`), the body sizes being the guidelines' 14, 17, 19, 23 and 53 pt at these sizes.
  static let relativeSizes: [(DynamicTypeSize, Double)] = [
    (.extraSmall, 14), (.large, 17), (.extraLarge, 19), (.extraExtraExtraLarge, 23),
    (.accessibilityExtraExtraExtraLarge, 53),
  ]

  @Test(arguments: relativeSizes)
  func aRelativeFontScalesByItsStylesRatio(_ size: DynamicTypeSize, _ body: Double) {
    let font = DynamicFont(.system(size: 14, weight: .regular, relativeTo: .body), size: size)
    #expect(abs(font.pointSize - 14 * body / 17) < 1e-9)
    let fixed = DynamicFont(.system(size: 14, weight: .regular, relativeTo: nil), size: size)
    #expect(fixed.pointSize == 14)
  }
}
