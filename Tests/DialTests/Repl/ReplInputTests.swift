import Dial
import DialREPL
import Testing

/// Multi-line input and Tab completion.
struct ReplInputTests {
  struct Case: Sendable, CustomStringConvertible {
    let text: String
    let expected: InputCompleteness
    var description: String { text }
  }

  static let cases: [Case] = [
    Case(text: "tap add", expected: .complete),
    Case(text: "button b {", expected: .open),
    Case(text: "print (1 +", expected: .open),
    Case(text: "select more[", expected: .open),
    Case(text: "expect add.traits == [.button,", expected: .open),
    Case(text: "count = count +", expected: .open),
    Case(text: "print \"abc", expected: .openString),
    Case(text: "print \"{\"", expected: .complete),
    Case(text: "/* note", expected: .open),
    Case(text: "button b { title: \"x\" }", expected: .complete),
    Case(text: "}", expected: .complete),
  ]

  @Test(arguments: cases)
  func completeness(_ testCase: Case) {
    #expect(InputCompleteness.of(testCase.text) == testCase.expected)
  }

  @Test func bufferJoinsLinesUntilBalanced() {
    var buffer = InputBuffer()
    #expect(buffer.add("button ok {") == nil)
    #expect(buffer.add("  title: \"OK\"") == nil)
    #expect(buffer.add("}") == "button ok {\n  title: \"OK\"\n}")
    #expect(buffer.isEmpty)
    #expect(buffer.add("print \"two") == nil)
    #expect(buffer.add("lines\"") == "print \"two\\nlines\"")
    #expect(buffer.add(":help") == ":help")
  }

  static let program: CheckedProgram = {
    let source = """
      var count = 0
      button add { title: "Add" }
      button color: .gray {
        behavior: .popup
        menu { action "Bondi Blue"; action "Flower Power" }
      }
      menu more {
        action "Refresh"
        menu "Sort By" single { action "Title" selected; action "Date" }
      }
      header nav { title: "Edit" }
      event addedToCart(count: Int, sku: String)
      func itemsLabel(n: Int) -> String = "\\(n) items"
      """
    return (try? Program(source: source))?.checked ?? CheckedProgram()
  }()

  /// Host events and functions complete: `emit` takes the events, an event's members are `emitted` and its
  /// parameters, and an argument starts with the labels not given yet.
  @Test func completesHostEventsAndFunctions() {
    #expect(complete("em") == ["emit"])
    #expect(complete("emit ad") == ["addedToCart"])
    #expect(complete("expect addedToCart.") == ["count", "emitted", "sku"])
    #expect(complete("emit addedToCart(") == ["count: ", "sku: "])
    #expect(complete("emit addedToCart(count: 1, ") == ["sku: "])
    #expect(complete("print itemsLabel(") == ["n: "])
    #expect(complete("print itemsLabel(n: cou") == ["count"])
    #expect(complete("print items") == ["itemsLabel"])
    #expect(complete("fu") == ["func"])
  }

  func complete(_ line: String) -> [String] {
    Completer.complete(line, cursor: line.unicodeScalars.count, in: Self.program).candidates
  }

  /// The language additions complete too: `self.` and `item.` members, color members, fonts, `longPress`.
  @Test func completesTheLanguageAdditions() {
    #expect(
      complete("button b { accessibilityLabel: self.ti") == [
        "title", "titleAlignment", "titleLineBreakMode", "titlePadding",
      ])
    #expect(complete("menu m { on select { print item.ti") == ["title"])
    #expect(complete("print add.background.da") == ["darkened"])
    #expect(complete("button b { font: .sys") == ["system(size: "])
    #expect(complete("longP") == ["longPress"])
  }

  @Test func completesVerbsAndNames() {
    #expect(complete("ta") == ["tap"])
    #expect(complete("tap a") == ["add"])
    #expect(complete("select ") == ["color", "more"])
    #expect(complete("co") == ["color", "count"])
  }

  @Test func completesMembers() {
    #expect(complete("add.spe") == ["speech"])
    #expect(complete("nav.title.tr") == ["traits", "truncated"])
    #expect(complete("more[\"Sort By\"].sel") == ["selection"])
  }

  @Test func completesEnumCasesFromContext() {
    #expect(
      complete("textSize = .accessibilityExtraE") == [
        "accessibilityExtraExtraExtraLarge", "accessibilityExtraExtraLarge",
      ])
    #expect(complete("button b { imagePlacement: .t") == ["top", "trailing"])
    #expect(complete("button b: .fi") == ["filled"])
    #expect(complete("expect add.traits == [.b") == ["button"])
    #expect(complete("expect add.traits == [.button, .") == ["button", "header", "notEnabled", "selected"])
    #expect(complete("expect nav.title.traits != (true ? [.") == ["button", "header", "notEnabled", "selected"])
  }

  @Test func completesMenuItemTitles() {
    #expect(complete("select more[\"S") == ["Sort By\"]"])
    #expect(complete("select more[\"Sort By\"][\"") == ["Date\"]", "Title\"]"])
    #expect(complete("select color[") == ["\"Bondi Blue\"]", "\"Flower Power\"]"])
  }

  @Test func completesCommands() {
    // A completed command is followed by a space, ready for its argument.
    #expect(complete(":un") == [":undo "])
    #expect(complete(":lo") == [":load "])
    #expect(complete(":state c") == ["color", "count"])
  }
}

/// Completion at the start of a line inside a body offers that body's properties.
struct ReplBodyCompletionTests {
  func complete(_ text: String) -> [String] {
    Completer.complete(text, cursor: text.unicodeScalars.count, in: ReplInputTests.program).candidates
  }

  @Test func buttonBodyOffersProperties() {
    #expect(complete("button b { ti") == ["title", "titleAlignment", "titleLineBreakMode", "titlePadding"])
    #expect(complete("style s: .filled { ba") == ["background"])
  }

  @Test func continuationLinesOfABlockSeeTheWholeBlock() {
    #expect(complete("button b {\n  title: \"B\"\n  en") == ["enabled"])
    #expect(complete("button b {\n  when highlighted {\n    imageP") == ["imagePadding", "imagePlacement"])
    #expect(complete("header h {\n  leading: button c {\n    subt") == ["subtitle", "subtitleFont"])
    #expect(complete("header h {\n  tr") == ["trailing"])
    #expect(complete("menu m {\n  ac") == ["action"])
  }

  @Test func handlersStillOfferStatements() {
    #expect(complete("button b {\n  on tap {\n    ta") == ["tap"])
    #expect(complete("button b { title: ti") == [])
  }
}
