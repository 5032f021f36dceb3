import Dial
import DialPreview
import Foundation
import Testing

/// `dial preview`: one well-formed, self-contained page with a figure per element × state × size, drawn from the
/// runtime's resolved values and layout.
struct PreviewTests {
  static let examples = TestSupport.dialFiles(under: "examples")

  // MARK: - The page as a whole

  @Test(arguments: examples)
  func everyExampleRendersWellFormedMarkup(_ path: String) throws {
    let html = try HTMLPreview(Self.program(path)).render()
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html"))
    try MarkupChecker.check(html)
  }

  @Test(arguments: examples)
  func oneFigurePerElementStateAndSize(_ path: String) throws {
    let program = try Self.program(path)
    let html = try HTMLPreview(program).render()
    let preview = HTMLPreview(program)
    let expected = preview.elements.reduce(0) { $0 + $1.states(in: program).count * 3 }
    let figures = MarkupChecker.figures(html)
    #expect(figures.count == expected)
    #expect(Set(figures).count == figures.count, "each element × state × size is shown once")
  }

  @Test
  func statesAndSizesAreThoseThatCanHappen() throws {
    let html = try HTMLPreview(Program(source: "button ok { title: \"OK\" }", name: "t.dial")).render()
    let figures = MarkupChecker.figures(html)
    // A push button cannot be selected, so it has no selected figure.
    let states = ["normal", "highlighted", "disabled", "loading"]
    let sizes = ["large", "extraExtraExtraLarge", "accessibilityExtraExtraExtraLarge"]
    #expect(Set(figures) == Set(sizes.flatMap { size in states.map { "ok|\($0)|\(size)" } }))
  }

  @Test
  func nothingIsLoadedFromElsewhere() throws {
    let html = try HTMLPreview(Self.program("examples/cart.dial")).render()
    let withoutNamespaces = html.replacingOccurrences(of: "xmlns=\"http://www.w3.org/1999/xhtml\"", with: "")
      .replacingOccurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
      // The fonts are embedded as `data:` URLs: inside the page, not loaded from elsewhere.
      .replacingOccurrences(of: "url(\"data:font/", with: "")
    for pattern in ["http:", "https:", " src=", " href=", "url(", "@import", "<script", "<link"] {
      #expect(!withoutNamespaces.contains(pattern), "\(pattern)")
    }
  }

  @Test
  func textIsEscaped() throws {
    let source = """
      button evil { title: "<b>Bold</b> & \\"quoted\\" 'single'"; image: "a\\"><script>" }
      header h { title: "</svg><p>" }
      """
    let html = try HTMLPreview(Program(source: source, name: "<evil>.dial")).render()
    try MarkupChecker.check(html)
    #expect(!html.contains("<b>"))
    #expect(!html.contains("<script>"))
    #expect(!html.contains("</svg><p>"))
    #expect(html.contains("&lt;b&gt;Bold&lt;/b&gt; &amp; &quot;quoted&quot; &#39;single&#39;"))
    #expect(html.contains("Dial preview: &lt;evil&gt;.dial"))
  }

  // MARK: - Resolved values in the figures

  @Test
  func figuresUseResolvedColorsForEachState() throws {
    let program = try Program(
      source:
        "var busy = false\nbutton buy: .filled { title: \"Buy\"; background: #FF9500; enabled: busy; behavior: .toggle }",
      name: "t.dial")
    let html = try HTMLPreview(program).render()
    // Forced enabled in normal although `enabled: busy` is false at start.
    let normal = try #require(MarkupChecker.figure(html, element: "buy", state: "normal", size: "large"))
    #expect(normal.contains("fill=\"#FF9500\" fill-opacity=\"1\""))
    #expect(normal.contains("Buy. Button."))
    // Highlighted: HSB brightness × 0.9 (FF9500 → E68600).
    let highlighted = try #require(MarkupChecker.figure(html, element: "buy", state: "highlighted", size: "large"))
    #expect(highlighted.contains("fill=\"#E68600\""))
    // Disabled: half the opacity, and "Dimmed." in the speech.
    let disabled = try #require(MarkupChecker.figure(html, element: "buy", state: "disabled", size: "large"))
    #expect(disabled.contains("fill=\"#FF9500\" fill-opacity=\"0.5\""))
    #expect(disabled.contains("Buy. Dimmed. Button."))
    let selected = try #require(MarkupChecker.figure(html, element: "buy", state: "selected", size: "large"))
    #expect(selected.contains("Selected: Buy. Button."))
    // Loading: the activity indicator takes the image's place; the value says so.
    let loading = try #require(MarkupChecker.figure(html, element: "buy", state: "loading", size: "large"))
    #expect(loading.contains("class=\"activity-indicator\""))
    #expect(loading.contains("Buy: In progress. Button."))
  }

  @Test
  func whenBlocksSeeThePreviewState() throws {
    let source = """
      button order: .filled {
        title: "Order"
        image: "cart"
        when !enabled { background: #AAAAAA }
        when loading { title: "Ordering" }
        when highlighted { image: "cart.fill" }
      }
      """
    let html = try HTMLPreview(Program(source: source, name: "t.dial")).render()
    let disabled = try #require(MarkupChecker.figure(html, element: "order", state: "disabled", size: "large"))
    #expect(disabled.contains("fill=\"#AAAAAA\" fill-opacity=\"1\""))
    let loading = try #require(MarkupChecker.figure(html, element: "order", state: "loading", size: "large"))
    #expect(loading.contains(">Ordering</text>"))
    let highlighted = try #require(MarkupChecker.figure(html, element: "order", state: "highlighted", size: "large"))
    #expect(highlighted.contains("data-symbol=\"cart.fill\""))
    #expect(highlighted.contains("image \u{25A2} cart.fill"))
  }

  @Test
  func framesAndCornerRadiiComeFromTheLayoutModel() throws {
    let program = try Program(
      source: "button cancel { title: \"Cancel\"; cornerStyle: .capsule }", name: "t.dial")
    var session = try Session(program)
    let html = try HTMLPreview(program).render()
    for (size, literal) in [
      ("large", ".large"), ("accessibilityExtraExtraExtraLarge", ".accessibilityExtraExtraExtraLarge"),
    ] {
      _ = try session.run(source: "textSize = \(literal)")
      let width = try Self.points(session.evaluate("cancel.frame.width"))
      let height = try Self.points(session.evaluate("cancel.frame.height"))
      let radius = try Self.points(session.evaluate("cancel.cornerRadius"))
      // A capsule: half the height, whatever the text size.
      #expect(try session.holds("cancel.cornerRadius == cancel.frame.height / 2"), "\(size)")
      let figure = try #require(MarkupChecker.figure(html, element: "cancel", state: "normal", size: size))
      #expect(figure.contains("width=\"\(width)\" height=\"\(height)\" rx=\"\(radius)\""), "\(size)")
    }
  }

  /// A wrapped title is drawn as lines, one `<text>` each, one line height apart.
  @Test func aWrappedTitleIsDrawnAsLines() throws {
    let source = #"button save: .filled { title: "Save this recipe to your collection" }"#
    let html = try HTMLPreview(Program(source: source, name: "t.dial")).render()
    let huge = try #require(
      MarkupChecker.figure(html, element: "save", state: "normal", size: "accessibilityExtraExtraExtraLarge"))
    #expect(huge.contains(">Save this</text>"))
    #expect(huge.contains(">collection</text>"))
    let large = try #require(MarkupChecker.figure(html, element: "save", state: "normal", size: "large"))
    #expect(large.contains(">Save this recipe to your collection</text>"))
  }

  @Test
  func headersShowTruncationAndTheLargeContentViewer() throws {
    let source = """
      header nav {
        leading: button cancel { title: "Cancel" }
        title: "Edit Profile"
        trailing: button done { title: "Done" }
        largeContentViewer: true
      }
      """
    let html = try HTMLPreview(Program(source: source, name: "t.dial")).render()
    let large = try #require(MarkupChecker.figure(html, element: "nav", state: "normal", size: "large"))
    #expect(large.contains(">Edit Profile</text>"))
    #expect(!large.contains("Large Content Viewer"))
    #expect(large.contains("Cancel. Button.</li><li>Edit Profile. Heading.</li><li>Done. Button."))
    let huge = try #require(
      MarkupChecker.figure(html, element: "nav", state: "disabled", size: "accessibilityExtraExtraExtraLarge"))
    #expect(huge.contains("Large Content Viewer"))
    #expect(huge.contains("class=\"truncated\""))
    #expect(huge.contains("\u{2026}</text>"))
    #expect(huge.contains("Cancel. Dimmed. Button."))
    // VoiceOver reads the whole title even when it is cut short.
    #expect(huge.contains("Edit Profile. Heading."))
  }

  @Test
  func menusAreShownOpenWithEveryItemsSpeech() throws {
    let source = """
      menu more {
        title: "More"
        action "Refresh" { image: "arrow.clockwise" }
        action "Export" disabled
        menu "Sort By" single {
          action "Title" selected
          action "Date" { subtitle: "Newest first" }
        }
        menu "Danger" inline { action "Delete" destructive }
      }
      """
    let html = try HTMLPreview(Program(source: source, name: "t.dial")).render()
    let figure = try #require(MarkupChecker.figure(html, element: "more", state: "normal", size: "large"))
    for speech in [
      "Refresh. Button.", "Export. Dimmed. Button.", "Sort By. Button.", "Selected: Title. Button.",
      "Date. Button.", "Delete. Button.",
    ] {
      #expect(figure.contains("<li>\(speech)</li>"), "\(speech)")
    }
    #expect(figure.contains(">Newest first</text>"))
    #expect(figure.contains(">More</text>"))
    #expect(figure.contains("fill=\"#FF3B30\""), "a destructive item is red")
    #expect(figure.contains("class=\"menu-gap\""), "an inline group is set apart")
  }

  /// What the model says, drawn: a mixed item's dash, a pop-up's indicator, a wrapped title on several lines, a
  /// header; text at its natural width, clipped by the button, never stretched.
  @Test func thePictureDrawsWhatTheModelSays() throws {
    let source = """
      button color: .gray { behavior: .popup; menu { action "Bondi Blue"; action "Flower Power" } }
      button save: .filled { title: "Save this recipe to your collection" }
      menu more { action "Partly" mixed; action "Refresh" }
      header nav { leading: button cancel { title: "Cancel" }; title: "Edit Profile" }
      """
    let html = try HTMLPreview(Program(source: source, name: "t.dial")).render()
    try MarkupChecker.check(html)
    #expect(!html.contains("textLength"), "text is never stretched")
    let popup = try #require(MarkupChecker.figure(html, element: "color", state: "normal", size: "large"))
    #expect(popup.contains("class=\"indicator\""))
    #expect(popup.contains(">⌃⌄</text>"))
    #expect(popup.contains("overflow=\"hidden\""), "the frame clips the label")
    let wrapped = try #require(
      MarkupChecker.figure(html, element: "save", state: "normal", size: "accessibilityExtraExtraExtraLarge"))
    #expect(wrapped.contains(">Save this</text>") && wrapped.contains(">collection</text>"))
    let menu = try #require(MarkupChecker.figure(html, element: "more", state: "normal", size: "large"))
    #expect(menu.contains("class=\"mixed\""))
    let header = try #require(MarkupChecker.figure(html, element: "nav", state: "normal", size: "large"))
    #expect(header.contains(">Edit Profile</text>") && header.contains(">Cancel</text>"))
  }

  /// `--run`: the page shows the state the script left, and says so.
  @Test func aPreviewOfARunScriptShowsItsState() throws {
    var session = try Session(
      dial: "var n = 0\nbutton add { title: \"Add\"; subtitle: \"\\(n) in cart\"; on tap { n += 1 } }\ntap add")
    _ = session.runScript()
    let html = try HTMLPreview(session).render()
    #expect(html.contains(">1 in cart</text>"))
    #expect(html.contains("the state after running the script"))
  }

  @Test
  func aStateThatFailsToResolveIsShownAsAnErrorInItsFigure() throws {
    let source = #"button b { title: "\(10 / (loading ? 0 : 1))" }"#
    let html = try HTMLPreview(Program(source: source, name: "t.dial")).render()
    try MarkupChecker.check(html)
    #expect(MarkupChecker.figures(html).count == 12)
    let loading = try #require(MarkupChecker.figure(html, element: "b", state: "loading", size: "large"))
    #expect(loading.contains("class=\"error\">error: division by zero"))
    let normal = try #require(MarkupChecker.figure(html, element: "b", state: "normal", size: "large"))
    #expect(normal.contains(">10</text>"))
  }

  // MARK: - Helpers

  /// A length as the preview writes it: `81`, `17.5`.
  static func points(_ value: Value) -> String {
    let number = Double(value.literal) ?? .nan
    return number == number.rounded() ? String(Int(number)) : String(number)
  }

  static func program(_ path: String) throws -> Program {
    let url = TestSupport.root.appendingPathComponent(path)
    let loader = DictionaryLoader(root: url.deletingLastPathComponent())
    let source = String(decoding: TestSupport.bytes(path), as: UTF8.self)
    return try Program(source: source, name: url.lastPathComponent, loader: loader)
  }
}

/// A small checker of XML-style well-formedness, enough for the preview's XHTML-compatible markup: every element
/// closed in order (or written `<x/>`), every attribute quoted and not repeated, `&` only in the references the
/// preview writes, no `<` in text.
enum MarkupChecker {
  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  static func check(_ html: String) throws {
    let bytes = Array(html.utf8)
    var stack: [String] = []
    var index = 0
    func fail(_ message: String) -> Malformed {
      let context = String(decoding: bytes[max(0, index - 40)..<min(bytes.count, index + 40)], as: UTF8.self)
      return Malformed(description: "\(message) at byte \(index): …\(context)…")
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "&") {
        let rest = String(decoding: bytes[index..<min(bytes.count, index + 6)], as: UTF8.self)
        guard ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].contains(where: rest.hasPrefix) else {
          throw fail("a bare '&'")
        }
        index += 1
        continue
      }
      guard byte == UInt8(ascii: "<") else {
        if byte == UInt8(ascii: ">") && stack.last != "style" { throw fail("a bare '>' in text") }
        index += 1
        continue
      }
      guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { throw fail("an unclosed tag") }
      let tag = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
      index = end + 1
      if tag.hasPrefix("!DOCTYPE") {
        guard stack.isEmpty else { throw fail("a document type inside an element") }
        continue
      }
      if tag.hasPrefix("/") {
        let name = String(tag.dropFirst())
        guard stack.popLast() == name else { throw fail("</\(name)> closes something else") }
        continue
      }
      let selfClosing = tag.hasSuffix("/")
      let (name, attributes) = try parseTag(selfClosing ? String(tag.dropLast()) : tag, fail: fail)
      if name == "style" || name == "script" {
        // Raw text: up to its end tag, with no '<' inside.
        let close = Array("</\(name)>".utf8)
        guard
          let stop = (index...(bytes.count - close.count)).first(where: { Array(bytes[$0..<$0 + close.count]) == close }
          )
        else { throw fail("an unclosed <\(name)>") }
        guard !bytes[index..<stop].contains(UInt8(ascii: "<")) else { throw fail("'<' inside <\(name)>") }
        index = stop + close.count
        continue
      }
      _ = attributes
      if !selfClosing { stack.append(name) }
    }
    guard stack.isEmpty else { throw Malformed(description: "unclosed elements: \(stack)") }
  }

  /// The element name and its attributes; every value must be quoted and each name used once.
  static func parseTag(_ tag: String, fail: (String) -> Malformed) throws -> (String, [String: String]) {
    var characters = Substring(tag)
    let name = String(characters.prefix { !$0.isWhitespace })
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
      throw fail("a bad element name '\(name)'")
    }
    characters = characters.dropFirst(name.count)
    var attributes: [String: String] = [:]
    while true {
      characters = characters.drop { $0.isWhitespace }
      if characters.isEmpty { break }
      let attribute = String(characters.prefix { $0 != "=" && !$0.isWhitespace })
      characters = characters.dropFirst(attribute.count)
      guard characters.first == "=", characters.dropFirst().first == "\"" else {
        throw fail("attribute '\(attribute)' of <\(name)> is not quoted")
      }
      characters = characters.dropFirst(2)
      guard let close = characters.firstIndex(of: "\"") else { throw fail("an unterminated attribute") }
      let value = String(characters[..<close])
      guard !value.contains("<") else { throw fail("'<' in an attribute") }
      guard attributes.updateValue(value, forKey: attribute) == nil else {
        throw fail("attribute '\(attribute)' repeated in <\(name)>")
      }
      characters = characters[characters.index(after: close)...]
    }
    return (name, attributes)
  }

  /// `element|state|size` of each `<figure>`, in order.
  static func figures(_ html: String) -> [String] {
    html.components(separatedBy: "<figure ").dropFirst().map { figure in
      let tag = figure.prefix { $0 != ">" }
      func value(_ name: String) -> String {
        guard let start = tag.range(of: name + "=\"") else { return "" }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
      }
      return [value("data-element"), value("data-state"), value("data-size")].joined(separator: "|")
    }
  }

  /// The markup of one figure.
  static func figure(_ html: String, element: String, state: String, size: String) -> String? {
    let opening = "<figure data-element=\"\(element)\" data-state=\"\(state)\" data-size=\"\(size)\">"
    guard let start = html.range(of: opening),
      let end = html.range(of: "</figure>", range: start.upperBound..<html.endIndex)
    else { return nil }
    return String(html[start.lowerBound..<end.upperBound])
  }
}
