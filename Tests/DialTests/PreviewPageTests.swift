import Dial
import DialPreview
import Foundation
import Testing

/// The preview page itself: the fonts it draws with, the text sizes it shows, what running its script reported,
/// and its own accessibility (named pictures, text that meets 4.5:1).
struct PreviewPageTests {
  static let source = "button ok { title: \"OK\" }\n"

  /// The default embeds the built-in Inter faces; the model embeds none and says so.
  @Test func theFontsMeasuredWithAreTheFontsDrawnWith() throws {
    var program = try Program(source: Self.source, name: "t.dial")
    let embedded = try HTMLPreview(program).render()
    #expect(embedded.components(separatedBy: "@font-face").count - 1 == 3)
    #expect(embedded.contains("svg text[font-weight=\"600\"] { font-family: \"dial-face-1\""))
    program.measurement = DefaultTextMeasurement()
    let model = try HTMLPreview(program).render()
    #expect(!model.contains("@font-face"))
    #expect(model.contains("0.55-em model and drawn at the browser font"))
  }

  /// A font whose licence forbids embedding (`OS/2` `fsType` restricted, or SF Pro from `--font system`) is
  /// named, not carried, and the page says so.
  @Test func aFontThatMayNotBeEmbeddedIsOnlyNamed() throws {
    var bytes = try FontFileTests.bytes("LiberationSans-Regular.ttf")
    let os2 = try #require(FontFileTests.tableOffset(bytes, "OS/2"))
    (bytes[os2 + 8], bytes[os2 + 9]) = (0, 2)
    let face = try FontFace(bytes: bytes, name: "Restricted.ttf")
    #expect(face.embeddingRestricted)
    var program = try Program(source: Self.source, name: "t.dial")
    program.measurement = try #require(FontMeasurement(faces: [face]))
    let html = try HTMLPreview(program).render()
    #expect(!html.contains("data:font/"))
    #expect(!html.contains("local("))
    #expect(html.contains("is not embedded"))
  }

  /// `textSizes` chooses the rows.
  @Test func theSizesShownAreTheOnesChosen() throws {
    var preview = HTMLPreview(try Program(source: Self.source, name: "t.dial"))
    preview.textSizes = [.small, .accessibilityLarge]
    let sizes = Set(MarkupChecker.figures(try preview.render()).map { $0.split(separator: "|")[2] })
    #expect(sizes == ["small", "accessibilityLarge"])
  }

  /// Every picture is named by its element, state and size, and what VoiceOver reads.
  @Test func everyPictureHasAnAccessibleName() throws {
    let html = try HTMLPreview(try Program(source: Self.source, name: "t.dial")).render()
    #expect(html.contains("role=\"img\" aria-label=\"ok, normal · .large: OK. Button.\""))
    #expect(html.components(separatedBy: "role=\"img\"").count == html.components(separatedBy: "aria-label=").count)
  }

  /// `dial preview --run`: a rolled-back statement and a failed `expect` are listed on the page.
  @Test func whatTheScriptReportedIsOnThePage() throws {
    let script = Self.source + "var n = 9223372036854775807\nn += 1\nexpect ok.title == \"No\"\n"
    let folder = try ToolOptionsTests.folder(["a.dial": script])
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let (status, html) = try ToolOptionsTests.dial(["preview", folder + "/a.dial", "--run"], input: "")
    #expect(status == 0)
    #expect(html.contains("n += 1 was rolled back: integer overflow"))
    #expect(html.contains("expectation failed: expect ok.title == &quot;No&quot;"))
  }

  /// The page's own text colors on their backgrounds meet WCAG's 4.5:1.
  @Test(arguments: [
    ("#6C6C70", "#FFFFFF"), ("#6C6C70", "#F2F2F7"), ("#636366", "#F2F2F7"), ("#8A4500", "#FFFFFF"),
    ("#B3261E", "#FFFFFF"), ("#D70015", "#F2F2F7"), ("#1C1C1E", "#F2F2F7"),
  ])
  func thePagesTextIsReadable(_ foreground: String, _ background: String) throws {
    let html = try HTMLPreview(try Program(source: Self.source, name: "t.dial")).render()
    #expect(html.contains(foreground) && html.contains(background))
    func linear(_ channel: Double) -> Double {
      channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
    func luminance(_ hex: String) -> Double {
      let value = Int(hex.dropFirst(), radix: 16) ?? 0
      let red = linear(Double((value >> 16) & 0xFF) / 255)
      let green = linear(Double((value >> 8) & 0xFF) / 255)
      let blue = linear(Double(value & 0xFF) / 255)
      return 0.2126 * red + 0.7152 * green + 0.0722 * blue
    }
    let (lighter, darker) = (luminance(background), luminance(foreground))
    #expect((lighter + 0.05) / (darker + 0.05) >= 4.5, "\(foreground) on \(background)")
  }
}

/// SF Symbol placeholders: different names get different marks, and a `.fill` variant is drawn filled.
struct SymbolPlaceholderTests {
  @Test func differentSymbolsLookDifferent() throws {
    let source = """
      button a { image: "heart" }
      button b { image: "cart" }
      button c { image: "heart.fill" }
      """
    var preview = HTMLPreview(try Program(source: source, name: "t.dial"))
    preview.textSizes = [.large]
    let html = try preview.render()
    func symbol(_ name: String) -> String {
      guard let start = html.range(of: "data-symbol=\"\(name)\"") else { return "" }
      let rest = html[start.upperBound...]
      return String(rest[..<(rest.range(of: "</g>")?.lowerBound ?? rest.endIndex)])
    }
    let (heart, cart, filled) = (symbol("heart"), symbol("cart"), symbol("heart.fill"))
    // The mark is what follows the outline (the group's second element): its shape differs between names.
    func mark(_ group: String) -> String {
      let elements = group.components(separatedBy: "/>")
      return elements.count > 1 ? elements[1].components(separatedBy: " fill").first ?? "" : ""
    }
    #expect(!mark(heart).isEmpty && !mark(cart).isEmpty)
    #expect(mark(heart) != mark(cart))
    #expect(mark(heart) == mark(filled), "a .fill variant keeps its symbol's mark")
    #expect(filled.contains("fill=\"#FFFFFF\""))
    #expect(!heart.contains("fill=\"#FFFFFF\""))
  }
}
