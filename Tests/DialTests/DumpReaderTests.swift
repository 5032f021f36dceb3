import DialConform
import Foundation
import Testing

/// The two dump formats as teams and tools print them: what each line means, the wrappings and the quirks of
/// published dumps, and the refusal of a dump that is cut short or elided, at its line.
struct DumpReaderTests {
  static let realWorld = "Tests/DialTests/Conform/RealWorld"

  /// The outline of `text`, or its error as `error: line N: …`.
  static func outline(_ text: String) -> String {
    do throws(DumpError) {
      return try AccessibilityDump(reading: text).outline
    } catch {
      return "error: \(error)\n"
    }
  }

  /// Every published dump reads as its `.outline` golden says: the tree, or the line where an excerpt stops.
  @Test(
    arguments: (try? FileManager.default.contentsOfDirectory(atPath: realWorld))?.filter {
      $0.hasSuffix(".txt") || $0.hasSuffix(".xml")
    }.sorted() ?? [])
  func aPublishedDumpReadsAsItsOutline(_ file: String) throws {
    let data = try #require(FileManager.default.contents(atPath: "\(Self.realWorld)/\(file)"))
    let outline = Self.outline(String(decoding: data, as: UTF8.self))
    let golden = "\(Self.realWorld)/\(file).outline"
    if ConformTests.recording { try outline.write(toFile: golden, atomically: true, encoding: .utf8) }
    #expect(outline == (try String(contentsOfFile: golden, encoding: .utf8)), "DIAL_RECORD_CONFORM=1 records it")
  }

  /// Lines of a `debugDescription`, each as one element.
  @Test(arguments: [
    (
      "Button, 0x6000, {{16.0, 120.0}, {343.0, 50.0}}, identifier: 'add', label: 'Add to Cart', value: 3, Selected",
      "Button id='add' label='Add to Cart' value='3' {16 120 343 50} selected"
    ),
    ("StaticText, 0x1, label: 'YOU'RE'", "StaticText label='YOU'RE'"),
    ("Button, 0x1, label: 'Hello, world!', Disabled", "Button label='Hello, world!' disabled"),
    ("Cell, 0x1, {{16.0, -265.4}, {343.0, 44.0}}, value: 1", "Cell value='1' {16 -265.4 343 44}"),
    ("TextField, 0x1, placeholderValue: 'Email'", "TextField placeholder='Email'"),
    (
      "Other, 0x1, label: 'Vertical scroll bar, 1 page', value: 0%",
      "Other label='Vertical scroll bar, 1 page' value='0%'"
    ),
    ("TextField, 0x1, identifier: 'email', value: someone@e...", "TextField id='email' value='someone@e...'"),
    ("RemotePlaceholder, 0x1, pid: 22048, {{0.0, 0.0}, {375.0, 667.0}}", "RemotePlaceholder {0 0 375 667}"),
    ("Window (Main), 0x1, {{0.0, 0.0}, {375.0, 667.0}}", "Window {0 0 375 667}"),
    ("Button, 0x1, label: 'Go', hitPoint: {10, 20}, Focused", "Button label='Go'"),
    ("Widget, {{1.0, 2.0}, {3.0, 4.0}}, identifier: ' Medical ID'", "Widget id=' Medical ID' {1 2 3 4}"),
  ])
  func aLineIsAnElement(_ line: String, _ outline: String) {
    #expect(Self.outline("Element subtree:\n →" + line + "\n") == outline + " (line 2)\n")
  }

  /// The wrappings a dump arrives in: a Swift string literal (`po app.debugDescription`), after a test's log; a
  /// JSON object's `value`.
  @Test func wrappedDumpsAreUnwrapped() {
    let literal = #"""
          t =     1.00s Requesting snapshot of accessibility hierarchy for app with pid 1
      "Attributes: Application, 0x1, pid: 1, label: \'Shop\'\nElement subtree:\n →Application, 0x1, pid: 1, label: \'Shop\'\n    Button, 0x2, label: \'It\'s on\'\nPath to element:\n"
      """#
    #expect(Self.outline(literal) == "Application label='Shop' (line 3)\n  Button label='It's on' (line 4)\n")
    let json =
      #"{"value": "Element subtree:\n →Application, 0x1, pid: 1, label: 'Shop'\n    Button, 0x2, label: 'Caf\u00e9'\n"}"#
    #expect(Self.outline(json) == "Application label='Shop' (line 2)\n  Button label='Café' (line 3)\n")
  }

  /// A label with a line break in it continues on the next line; depth follows indentation, even when a dump
  /// pasted into a comment indents every line alike.
  @Test func aLabelMayContinueOnTheNextLine() {
    let text = """
           Element subtree:
            →Application, 0x1, pid: 1, label: 'Shop'
               Window, 0x2
                 Button, 0x3, label: 'Line one
           line two', Selected
                 Button, 0x4, label: 'After'
      """
    #expect(
      Self.outline(text)
        == "Application label='Shop' (line 2)\n  Window (line 3)\n    Button label='Line one\nline two' selected (line 4)\n"
        + "    Button label='After' (line 6)\n")
  }

  /// A dump cut short or elided is refused at the line where it stops, and nothing is guessed.
  @Test(arguments: [
    ("Element subtree:\n →Application, 0x1, pid: 1\n    Button, 0x2, label: 'Add\n", "line 3: the label"),
    ("Element subtree:\n →Application, 0x1, pid: 1\n    Button, 0x2, {{1.0, 2.0}, {3", "line 3: the frame"),
    ("Element subtree:\n →Application, 0x1\n    ...\n", "line 3: the dump leaves elements out"),
    ("Element subtree:\n", "line 1: the dump has no elements"),
    ("{\"value\": \"Element subtree:\\n →Application, 0x1", "line 1: the JSON dump's \"value\" string does not end"),
    (
      "<?xml version=\"1.0\"?>\n<AppiumAUT>\n  <XCUIElementTypeApplication name=\"Shop\">\n",
      "line 3: <XCUIElementTypeApplication> is not closed"
    ),
    (
      "<AppiumAUT>\n  <XCUIElementTypeButton name=\"a\" label=\"b",
      "line 2: an attribute value of <XCUIElementTypeButton> does not end"
    ),
    ("<AppiumAUT>\n</XCUIElementTypeOther>\n", "line 2: </XCUIElementTypeOther> closes <AppiumAUT>"),
    ("</XCUIElementTypeOther>\n", "line 1: </XCUIElementTypeOther> closes no element"),
    ("hello\n", "line 1: not a dump"),
  ])
  func aBrokenDumpIsRefusedAtItsLine(_ text: String, _ error: String) {
    #expect(Self.outline(text).hasPrefix("error: " + error), "\(Self.outline(text))")
  }

  /// A page source: entities decoded, unknown attributes and element types accepted, the order of attributes and
  /// indentation meaning nothing, `visible="false"` kept.
  @Test func aPageSourceReadsAsXML() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Shop" label="Shop" enabled="true" visible="true" x="0" y="0" width="393" height="852">
      <!-- a comment -->
      <XCUIElementTypeButton enabled="false" type="XCUIElementTypeButton" name="say" label="&quot;Hi&quot; &amp; 'bye'" visible="false" x="16" y="100" width="120" height="44" index="0" traits="Button" hittable="true"/>
      <XCUIElementTypeGizmo type="XCUIElementTypeGizmo" value="1&#10;2"></XCUIElementTypeGizmo>
      </XCUIElementTypeApplication></AppiumAUT>
      """
    #expect(
      Self.outline(text)
        == "Application id='Shop' label='Shop' {0 0 393 852} (line 1)\n"
        + "  Button id='say' label='\"Hi\" & 'bye'' {16 100 120 44} disabled hidden (line 3)\n"
        + "  Gizmo value='1\n2' (line 4)\n")
  }
}
