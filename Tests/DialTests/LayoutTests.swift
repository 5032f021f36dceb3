import DialChecker
import DialParser
import Foundation
import Testing

@_spi(Tools) @testable import DialRuntime

/// The layout model (§10 of docs/language.md): the Dynamic Type table, text measurement, the intrinsic size of
/// buttons and the layout of headers.
struct LayoutTests {
  /// The default measurement, shared by the tests.
  static let measurement = DefaultTextMeasurement()

  /// A button of Dial's default properties with the given title.
  static func titled(_ title: String) -> ButtonLayout.Input { ButtonLayout.Input(title: title) }
}

// MARK: - The Dynamic Type table

/// Apple's table as `shared/data/dynamic-type.csv` gives it, read at test time so that the embedded Swift table is
/// checked against its source.
enum DynamicTypeCSV {
  /// Where CI keeps the shared folder: beside the repository.
  static let url = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("../shared/data/dynamic-type.csv").standardizedFileURL

  /// The CSV's cells, keyed by style name and then size name: (point size, leading); nil without the file.
  static let cells: [String: [String: (Double, Double)]]? = {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
    let rows = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: ",") }
    guard let header = rows.first else { return nil }
    var cells: [String: [String: (Double, Double)]] = [:]
    for row in rows.dropFirst() {
      for (size, cell) in zip(header.dropFirst(), row.dropFirst()) {
        let parts = cell.split(separator: "/").compactMap { Double($0) }
        guard parts.count == 2, let style = row.first else { continue }
        cells[String(style), default: [:]][String(size)] = (parts[0], parts[1])
      }
    }
    return cells
  }()
}

extension LayoutTests {
  /// Every cell of the embedded table matches the CSV (skipped, with this comment, when the shared folder is not
  /// beside the repository).
  @Test(
    .enabled(if: DynamicTypeCSV.cells != nil, "needs ../shared/data/dynamic-type.csv beside the repository"),
    arguments: TextStyle.allCases, DynamicTypeSize.allCases)
  func tableCellMatchesTheCSV(style: TextStyle, size: DynamicTypeSize) {
    let cell = DynamicTypeCSV.cells?["\(style)"]?["\(size)"]
    #expect(cell?.0 == DynamicTypeTable.pointSize(style, size))
    #expect(cell?.1 == DynamicTypeTable.leading(style, size))
  }

  @Test func tableHasElevenStylesOfTwelveSizes() {
    #expect(TextStyle.allCases.count == 11)
    #expect(DynamicTypeSize.allCases.count == 12)
    #expect(DynamicTypeTable.pointSizes.count == 11 * 12)
    #expect(DynamicTypeTable.leadings.count == 11 * 12)
  }

  /// The table is laid out in the documented orders of sizes and styles.
  @Test func ordinalsFollowTheDocumentedOrders() {
    #expect(DynamicTypeSize.allCases.map(\.ordinal) == Array(0..<12))
    #expect(TextStyle.allCases.map(\.ordinal) == Array(0..<11))
    #expect(DynamicTypeSize.large.ordinal == 3)
    #expect(DynamicTypeSize.accessibilityMedium.ordinal == 7)
    #expect(TextStyle.headline.ordinal == 4)
    #expect(TextStyle.caption2.ordinal == 10)
  }

  @Test func headlineIsSemiboldAndTheRestRegular() {
    for style in TextStyle.allCases {
      #expect(style.weight == (style == .headline ? .semibold : .regular))
    }
    let font = DynamicFont(.headline, size: .large)
    #expect(font.pointSize == 17)
    #expect(font.leading == 22)
    #expect(font.weight == .semibold)
  }

  @Test func accessibilitySizesStartAtAccessibilityMedium() {
    #expect(!DynamicTypeSize.extraExtraExtraLarge.isAccessibilitySize)
    #expect(DynamicTypeSize.accessibilityMedium.isAccessibilitySize)
    #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
    #expect(DynamicTypeSize.accessibilityLarge.capped(at: .extraExtraExtraLarge) == .extraExtraExtraLarge)
    #expect(DynamicTypeSize.small.capped(at: .extraExtraExtraLarge) == .small)
  }
}

// MARK: - Text measurement

extension LayoutTests {
  /// A measurement that keeps the protocol's default truncation, to compare it with the default model's own.
  struct ModelWithDefaultTruncation: TextMeasurement {
    func width(of line: Substring, in font: DynamicFont) -> Double {
      LayoutTests.measurement.width(of: line, in: font)
    }
    func lineHeight(of font: DynamicFont) -> Double { LayoutTests.measurement.lineHeight(of: font) }
  }

  struct WidthCase: Sendable, CustomTestStringConvertible {
    let text: String
    let pointSize: Double
    let width: Double
    var testDescription: String { "\(text) at \(pointSize) pt" }
  }

  /// Characters are grapheme clusters; CJK and emoji advance 1.0 × the point size, others 0.55 ×.
  @Test(arguments: [
    WidthCase(text: "Cancel", pointSize: 17, width: 56.1),  // 6 × 0.55 × 17
    WidthCase(text: "", pointSize: 17, width: 0),
    WidthCase(text: "保存", pointSize: 17, width: 34),  // 2 × 17
    WidthCase(text: "ありがとう", pointSize: 20, width: 100),  // 5 kana × 20
    WidthCase(text: "한국어", pointSize: 10, width: 30),  // Hangul
    WidthCase(text: "ｶﾀｶﾅ", pointSize: 20, width: 44),  // halfwidth katakana are narrow: 4 × 11
    WidthCase(text: "e\u{301}", pointSize: 20, width: 11),  // é with a combining accent: one narrow character
    WidthCase(text: "café", pointSize: 20, width: 44),
    WidthCase(text: "👍", pointSize: 20, width: 20),
    WidthCase(text: "👨‍👩‍👧", pointSize: 20, width: 20),  // a family: one grapheme cluster
    WidthCase(text: "🇯🇵", pointSize: 20, width: 20),  // a flag
    WidthCase(text: "1️⃣", pointSize: 20, width: 20),  // a keycap is an emoji
    WidthCase(text: "1", pointSize: 20, width: 11),  // a digit is not
    WidthCase(text: "❤️", pointSize: 20, width: 20),  // text-default heart made emoji by U+FE0F
    WidthCase(text: "OK 👍", pointSize: 20, width: 53),  // 3 × 11 + 20
    WidthCase(text: "\r", pointSize: 20, width: 11),  // not split here: a single line is measured as given
    WidthCase(text: String(repeating: "a", count: 20), pointSize: 20, width: 220),  // exact: not 220.00000000000003
  ])
  func defaultWidth(_ c: WidthCase) {
    let font = DynamicFont(.body, size: .large)
    var sized = font
    sized.pointSize = c.pointSize
    #expect(Self.measurement.width(of: c.text[...], in: sized) == c.width)
  }

  @Test func lineHeightIsOnePointTwoTimesThePointSize() {
    #expect(Self.measurement.lineHeight(of: DynamicFont(.headline, size: .large)) == 20.4)
    #expect(Self.measurement.lineHeight(of: DynamicFont(.subheadline, size: .large)) == 18)
  }

  @Test func roundingUpIgnoresFloatingPointNoise() {
    #expect(roundedUpToPoints(56.1) == 57)
    #expect(roundedUpToPoints(5 * 20.4) == 102)
    #expect(roundedUpToPoints(102.000001) == 103)
    #expect(roundedUpToPoints(0) == 0)
  }

  /// The longest prefix and "…" that fits, in whole points: "Edit Profile" at 17 pt is 9.35 a character.
  @Test func truncationKeepsTheLongestPrefixThatFits() {
    let font = DynamicFont(.headline, size: .large)
    let cases: [(width: Double, text: String)] = [
      (0, ""), (9, ""), (10, "…"),  // "…" alone is ⌈9.35⌉ = 10
      (18, "…"), (19, "E…"), (29, "Ed…"), (112, "Edit Profi…"), (113, "Edit Profil…"),
      (1000, "Edit Profile…"),  // the ellipsis is always added
    ]
    for (width, text) in cases {
      let truncated = Self.measurement.truncate("Edit Profile", toFit: width, in: font)
      #expect(truncated.text == text, "width \(width)")
      #expect(roundedUpToPoints(truncated.width) <= width)
    }
  }

  /// The protocol's default truncation (for hosts' metrics) agrees with the default model's one-pass version.
  @Test func defaultTruncationAgreesWithTheModel() {
    let font = DynamicFont(.headline, size: .accessibilityLarge)
    for text in ["Edit Profile", "保存して閉じる", "OK 👍 done", "x", ""] {
      for width in stride(from: 0.0, through: 300, by: 7) {
        let model = Self.measurement.truncate(text[...], toFit: width, in: font)
        let generic = ModelWithDefaultTruncation().truncate(text[...], toFit: width, in: font)
        #expect(model.text == generic.text, "\(text) in \(width)")
        #expect(abs(model.width - generic.width) < 1e-9, "\(text) in \(width)")  // summed in another order
      }
    }
  }

  @Test func linesSplitAtEveryNewline() {
    #expect(Array(TextLines("")) == [])
    #expect(Array(TextLines("a")) == ["a"])
    #expect(Array(TextLines("a\nb")) == ["a", "b"])
    #expect(Array(TextLines("a\r\nb\rc")) == ["a", "b", "c"])
    #expect(Array(TextLines("a\n")) == ["a", ""])
  }
}

// MARK: - Intrinsic size of a button

extension LayoutTests {
  struct SizeCase: Sendable, CustomTestStringConvertible {
    let name: String
    let input: ButtonLayout.Input
    var textSize = DynamicTypeSize.large
    let width: Double
    let height: Double
    var testDescription: String { name }
  }

  // At .large, headline is 17 pt: a character 9.35 wide, a line ⌈20.4⌉ = 21 high, an image 17 square.
  // Subheadline is 15 pt: a character 8.25 wide, a line 18 high.
  static let sizeCases: [SizeCase] = [
    // Each size's default insets around "Cancel" (⌈6 × 9.35⌉ = ⌈56.1⌉ = 57 × 21).
    SizeCase(name: "mini", input: cancel(.mini), width: 73, height: 29),  // 8+57+8, 4+21+4
    SizeCase(name: "small", input: cancel(.small), width: 77, height: 31),  // 10+57+10, 5+21+5
    SizeCase(name: "medium", input: cancel(.medium), width: 81, height: 35),  // 12+57+12, 7+21+7
    SizeCase(name: "large", input: cancel(.large), width: 97, height: 49),  // 20+57+20, 14+21+14
    // Each placement of an image beside "Add to Cart" (⌈11 × 9.35⌉ = ⌈102.85⌉ = 103 × 21), medium.
    SizeCase(name: "leading", input: cart(.leading), width: 148, height: 35),  // 12+17+4+103+12, 7+max(17,21)+7
    SizeCase(name: "trailing", input: cart(.trailing), width: 148, height: 35),  // the same
    SizeCase(name: "top", input: cart(.top), width: 127, height: 56),  // 12+max(17,103)+12, 7+17+4+21+7
    SizeCase(name: "bottom", input: cart(.bottom), width: 127, height: 56),  // the same
    // With the subtitle "1 in cart" (⌈9 × 8.25⌉ = ⌈74.25⌉ = 75 × 18): text 103 × (21 + 2 + 18 = 41).
    // 12+17+4+103+12, 7+41+7
    SizeCase(name: "leading, subtitle", input: cart(.leading, subtitle: "1 in cart"), width: 148, height: 55),
    SizeCase(name: "top, subtitle", input: cart(.top, subtitle: "1 in cart"), width: 127, height: 76),  // 7+17+4+41+7
    // The subtitle is the wider text: "Free delivery" ⌈13 × 8.25⌉ = ⌈107.25⌉ = 108 over "Order Now" (85).
    SizeCase(
      name: "insets 5, subtitle wider",
      input: ButtonLayout.Input(
        title: "Order Now", subtitle: "Free delivery", contentInsets: ButtonLayout.Insets(all: 5)),
      width: 118, height: 51),  // 5+108+5, 5+21+2+18+5
    // Image only: a square of the title font's point size, without padding.
    SizeCase(name: "image only", input: ButtonLayout.Input(hasImage: true), width: 41, height: 31),  // 12+17+12, 7+17+7
    // A subtitle alone: no title padding.
    // 12+75+12, 7+18+7
    SizeCase(name: "subtitle only", input: ButtonLayout.Input(subtitle: "1 in cart"), width: 99, height: 32),
    // The activity indicator of a loading button takes the image's place, even without an image.
    SizeCase(
      name: "loading", input: ButtonLayout.Input(title: "Checkout", isLoading: true, size: .large),
      width: 136, height: 49),  // 20+17+4+⌈74.8⌉+20, 14+21+14
    // Nothing at all: the insets.
    SizeCase(name: "empty", input: ButtonLayout.Input(), width: 24, height: 14),
    // Another title style: subheadline "Forgot Password?" is exactly 16 × 8.25 = 132.
    SizeCase(
      name: "subheadline title",
      input: ButtonLayout.Input(title: "Forgot Password?", size: .small, titleFont: .style(.subheadline)),
      width: 152, height: 28),  // 10+132+10, 5+18+5
    // Lines: "One\nTwo\nThree", widest "Three" ⌈46.75⌉ = 47, three lines ⌈61.2⌉ = 62 high.
    SizeCase(name: "three lines", input: titled("One\nTwo\nThree"), width: 71, height: 76),  // 12+47+12, 7+62+7
    // lines: 2 keeps "One" and "Two…" (⌈4 × 9.35⌉ = ⌈37.4⌉ = 38), two lines ⌈40.8⌉ = 41 high.
    SizeCase(
      name: "two of three lines", input: ButtonLayout.Input(title: "One\nTwo\nThree", lines: 2), width: 62, height: 55),
    // Dynamic Type: headline 23 pt at .extraExtraExtraLarge, "Cancel" ⌈75.9⌉ = 76, a line ⌈27.6⌉ = 28.
    SizeCase(name: "Cancel at XXXL", input: titled("Cancel"), textSize: .extraExtraExtraLarge, width: 100, height: 42),
    // CJK: 2 × 17 = 34.
    SizeCase(name: "CJK", input: titled("保存"), width: 58, height: 35),  // 12+34+12
    // Fractional paddings are rounded up with the whole size: 12+17+4.5+57+12 = 102.5.
    SizeCase(
      name: "fractional padding", input: ButtonLayout.Input(title: "Cancel", hasImage: true, imagePadding: 4.5),
      width: 103, height: 35),
  ]

  /// A "Cancel" button of `size`.
  static func cancel(_ size: ButtonLayout.ButtonSize) -> ButtonLayout.Input {
    ButtonLayout.Input(title: "Cancel", size: size)
  }

  /// The "Add to Cart" button of the UIKit button-system sample with an image at `placement`.
  static func cart(_ placement: ButtonLayout.ImagePlacement, subtitle: String = "") -> ButtonLayout.Input {
    ButtonLayout.Input(title: "Add to Cart", subtitle: subtitle, hasImage: true, imagePlacement: placement)
  }

  @Test(arguments: sizeCases)
  func intrinsicSize(_ c: SizeCase) {
    let layout = ButtonLayout(c.input, textSize: c.textSize)
    #expect(layout.width == c.width)
    #expect(layout.height == c.height)
    #expect(layout.frame == LayoutFrame(x: 0, y: 0, width: c.width, height: c.height))
  }

  @Test func linesLimitReportsTruncation() {
    #expect(ButtonLayout(ButtonLayout.Input(title: "One\nTwo\nThree", lines: 2), textSize: .large).isTextTruncated)
    #expect(!ButtonLayout(ButtonLayout.Input(title: "One\nTwo", lines: 2), textSize: .large).isTextTruncated)
    #expect(!ButtonLayout(Self.titled("One\nTwo\nThree"), textSize: .large).isTextTruncated)
  }

  /// Intrinsic sizes are whole points at every text size, and never shrink as the text grows.
  @Test(arguments: ButtonLayout.ImagePlacement.allCases)
  func sizesAreWholeAndGrowWithTheText(placement: ButtonLayout.ImagePlacement) {
    var previous = ButtonLayout(Self.cart(placement, subtitle: "2 in cart"), textSize: .extraSmall)
    for size in DynamicTypeSize.allCases {
      let layout = ButtonLayout(Self.cart(placement, subtitle: "2 in cart"), textSize: size)
      #expect(layout.width == layout.width.rounded(.up) && layout.height == layout.height.rounded(.up))
      #expect(layout.width >= previous.width && layout.height >= previous.height)
      previous = layout
    }
  }
}

// MARK: - Headers

extension LayoutTests {
  /// Which edges a header has.
  enum Edges: CaseIterable, Sendable {
    case none
    case leadingOnly
    case trailingOnly
    case both
  }

  /// Header titles for the property test: short, long, CJK, and empty.
  static let headerTitles = ["Edit Profile", "A considerably longer title for the header", "プロフィールを編集", ""]

  /// The width of a one-line text in the default model, rounded up, computed here independently in integers:
  /// ⌈(11 × narrow + 20 × wide) × pointSize / 20⌉.
  static func expectedWidth(_ text: String, pointSize: Double) -> Double {
    let units = text.reduce(0) { $0 + (DefaultTextMeasurement.isWide($1) ? 20 : 11) }
    return Double((units * Int(pointSize) + 19) / 20)
  }

  /// The layout invariants over screen widths 200–1000 (steps of 10), every text size, with and without each
  /// edge, with the buttons following Dynamic Type and as bar buttons (`largeContentViewer`).
  @Test(arguments: DynamicTypeSize.allCases, Edges.allCases)
  func headerInvariants(textSize: DynamicTypeSize, edges: Edges) {
    let cancel = ButtonLayout.Input(title: "Cancel")
    let sort = ButtonLayout.Input(title: "Sort", hasImage: true)  // the wider one
    let leading = edges == .leadingOnly || edges == .both ? cancel : nil
    let trailing = edges == .trailingOnly || edges == .both ? sort : nil
    var truncations: Set<Bool> = []
    for largeContentViewer in [false, true] {
      for screenWidth in stride(from: 200.0, through: 1000, by: 10) {
        for title in Self.headerTitles {
          let header = HeaderLayout(
            leading: leading, title: title, trailing: trailing, screenWidth: screenWidth, textSize: textSize,
            largeContentViewer: largeContentViewer)
          Self.checkButtons(
            header, leading: leading, trailing: trailing, textSize: textSize, largeContentViewer: largeContentViewer)
          Self.checkTitle(header, textSize: textSize)
          Self.checkHeight(header)
          truncations.insert(header.title.isTruncated)
        }
      }
    }
    // The widths and titles are chosen so that every combination sees titles both fit and truncate.
    #expect(truncations == [true, false])
  }

  /// Buttons sit at the edges and follow the text size; bar buttons stop growing at .extraExtraExtraLarge and
  /// offer the Large Content Viewer above it.
  static func checkButtons(
    _ header: HeaderLayout, leading: ButtonLayout.Input?, trailing: ButtonLayout.Input?, textSize: DynamicTypeSize,
    largeContentViewer: Bool
  ) {
    let capped = textSize < .extraExtraExtraLarge || !largeContentViewer ? textSize : .extraExtraExtraLarge
    let offersViewer = largeContentViewer && textSize.isAccessibilitySize
    #expect((header.leading == nil) == (leading == nil))
    #expect((header.trailing == nil) == (trailing == nil))
    if let button = header.leading, let leading {
      #expect(button.frame.minX == 0)
      #expect(button.layout == ButtonLayout(leading, textSize: capped))
      #expect(button.showsLargeContentViewer == offersViewer)
    }
    if let button = header.trailing, let trailing {
      #expect(button.frame.maxX == header.screenWidth)
      #expect(button.layout == ButtonLayout(trailing, textSize: capped))
      #expect(button.showsLargeContentViewer == offersViewer)
    }
  }

  /// The title is centered, never overlaps a button when it has room, and is truncated exactly when wider.
  static func checkTitle(_ header: HeaderLayout, textSize: DynamicTypeSize) {
    let title = header.title
    let edge = max(header.leading?.frame.width ?? 0, header.trailing?.frame.width ?? 0)
    let available = header.screenWidth - 2 * (edge + 8)
    let pointSize = DynamicTypeTable.pointSize(.headline, textSize)  // the title keeps scaling
    let textWidth = expectedWidth(title.text, pointSize: pointSize)
    let context = "\(title.text) in \(header.screenWidth) at \(textSize)"
    #expect(title.font == DynamicFont(.headline, size: textSize))
    #expect(title.frame.midX == header.screenWidth / 2, "\(context)")
    #expect(title.hasNoRoom == (available <= 0), "\(context)")
    #expect(title.isTruncated == (textWidth > max(0, available)), "\(context)")
    #expect(title.frame.width == (title.isTruncated ? max(0, available) : textWidth), "\(context)")
    if available > 0 {
      #expect(title.frame.minX >= (header.leading?.frame.maxX ?? 0) + 8, "\(context)")
      #expect(title.frame.maxX <= (header.trailing?.frame.minX ?? header.screenWidth) - 8, "\(context)")
    }
    if title.isTruncated {
      checkTruncation(title, room: max(0, available), pointSize: pointSize)
    } else {
      #expect(title.displayedText == title.text)
    }
  }

  /// A truncated title shows the longest prefix that fits with "…".
  static func checkTruncation(_ title: HeaderLayout.Title, room: Double, pointSize: Double) {
    let shown = title.displayedText
    #expect(expectedWidth(shown, pointSize: pointSize) <= room)
    guard shown.hasSuffix("…") else {
      #expect(shown.isEmpty && expectedWidth("…", pointSize: pointSize) > room)
      return
    }
    let prefix = shown.dropLast()
    #expect(title.text.hasPrefix(prefix))
    let longer = String(title.text.prefix(prefix.count + 1)) + "…"
    #expect(expectedWidth(longer, pointSize: pointSize) > room)
  }

  /// The header is as high as its tallest child, and every child is centered in it.
  static func checkHeight(_ header: HeaderLayout) {
    let frames = [header.leading?.frame, header.title.frame, header.trailing?.frame].compactMap { $0 }
    #expect(header.height == frames.map(\.height).max())
    for frame in frames {
      #expect(frame.midY == header.height / 2)
      #expect(frame.minY >= 0)
    }
  }

  @Test func titleWithALineBreakShowsItsFirstLineTruncated() {
    let header = HeaderLayout(leading: nil, title: "Edit\nProfile", trailing: nil, textSize: .large)
    #expect(header.title.isTruncated)
    #expect(header.title.displayedText == "Edit…")
    #expect(header.title.frame.width == 374)  // 390 − 2 × 8
  }

  @Test func noRoomLeavesTheTitleZeroWide() {
    let wide = ButtonLayout.Input(title: "A very wide button indeed")  // 12 + ⌈25 × 9.35⌉ + 12 = 258
    let header = HeaderLayout(leading: wide, title: "Title", trailing: nil, screenWidth: 320, textSize: .large)
    #expect(header.title.hasNoRoom)  // 320 − 2 × (258 + 8) < 0
    #expect(header.title.isTruncated)
    #expect(header.title.frame.width == 0)
    #expect(header.title.frame.midX == 160)
    #expect(header.title.displayedText == "")
    #expect(header.title.text == "Title")
  }
}

// MARK: - The examples' expectations

/// The layout values that examples/*.dial expect, computed by the model: these tests keep the examples and the
/// model in step until the runtime runs the examples themselves.
extension LayoutTests {
  static let cancel = ButtonLayout.Input(title: "Cancel")
  static let done = ButtonLayout.Input(title: "Done")
  static let back = ButtonLayout.Input(hasImage: true)

  static func editProfile(screenWidth: Double = 390, textSize: DynamicTypeSize = .large) -> HeaderLayout {
    HeaderLayout(
      leading: cancel, title: "Edit Profile", trailing: done, screenWidth: screenWidth, textSize: textSize,
      largeContentViewer: true)
  }

  /// examples/headers.dial at the default size and width, and at 320.
  @Test func headersExampleAtLarge() {
    let header = Self.editProfile()
    #expect(header.leading?.frame.minX == 0)
    #expect(header.leading?.frame.width == 81)  // 12 + ⌈56.1⌉ + 12
    #expect(header.trailing?.frame.maxX == 390)
    #expect(header.trailing?.frame.width == 62)  // 12 + ⌈37.4⌉ + 12
    #expect(header.title.frame.midX == 195)
    #expect(!header.title.isTruncated)
    let orders = HeaderLayout(leading: Self.back, title: "Order History", trailing: nil, textSize: .large)
    #expect(orders.leading?.frame.minX == 0)
    #expect(orders.title.frame.midX == 195)
    #expect(!orders.title.isTruncated)
    let narrow = Self.editProfile(screenWidth: 320)
    #expect(narrow.trailing?.frame.maxX == 320)
    #expect(narrow.title.frame.midX == 160)
    #expect(!narrow.title.isTruncated)  // 113 in 320 − 2 × (81 + 8) = 142
  }

  /// examples/headers.dial as the text grows.
  @Test func headersExampleWithDynamicType() {
    let xxxl = Self.editProfile(textSize: .extraExtraExtraLarge)
    #expect(xxxl.leading?.frame.width == 100)  // 12 + ⌈75.9⌉ + 12
    #expect(xxxl.leading?.showsLargeContentViewer == false)
    #expect(!xxxl.title.isTruncated)  // ⌈151.8⌉ = 152 in 390 − 2 × (100 + 8) = 174
    let header = Self.editProfile(textSize: .accessibilityExtraLarge)
    #expect(header.leading?.frame.width == 100)
    #expect(header.leading?.showsLargeContentViewer == true)
    #expect(header.trailing?.showsLargeContentViewer == true)
    #expect(header.title.isTruncated)  // 12 × 0.55 × 40 = 264 in 174
    #expect(header.title.frame.midX == 195)
    #expect(header.title.frame.minX >= (header.leading?.frame.maxX ?? .infinity) + 8)
    #expect(header.title.frame.maxX <= (header.trailing?.frame.minX ?? -.infinity) - 8)
    #expect(header.title.text == "Edit Profile")
  }

  /// examples/cart.dial: the nav header truncates its title at .accessibilityExtraLarge.
  @Test func cartExampleTruncatesTheTitle() {
    let sort = ButtonLayout.Input(hasImage: true)
    let nav = HeaderLayout(
      leading: Self.cancel, title: "Edit Profile", trailing: sort, textSize: .accessibilityExtraLarge)
    #expect(nav.title.isTruncated)
  }

  /// examples/add-to-cart.dial: 148 wide with and without the subtitle.
  @Test func addToCartExample() {
    #expect(ButtonLayout(Self.cart(.trailing), textSize: .large).width == 148)
    #expect(ButtonLayout(Self.cart(.trailing, subtitle: "2 in cart"), textSize: .large).width == 148)
  }

  /// examples/orange-button.dial: 118 wide, and taller at .accessibilityLarge.
  @Test func orangeButtonExample() {
    let order = ButtonLayout.Input(
      title: "Order Now", subtitle: "Free delivery", contentInsets: ButtonLayout.Insets(all: 5))
    let atLarge = ButtonLayout(order, textSize: .large)
    #expect(atLarge.width == 118)
    #expect(ButtonLayout(order, textSize: .accessibilityLarge).height > atLarge.height)
    #expect(atLarge.titleFont.style == .headline)
  }
}
