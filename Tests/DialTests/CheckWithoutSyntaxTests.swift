import DialLexer
import Testing

@testable import DialChecker
@testable import DialParser

/// What `dial check` relies on to be fast gives the same results as the plain paths: checking without
/// keeping the syntax, menu levels found by scanning or by their index, and tokens packed in eight bytes.
struct CheckWithoutSyntaxTests {
  /// A menu with a level of twelve actions (indexed) and one of three (scanned), each with a repeat.
  static let menus = """
    var count = 0
    menu big {
      action "A0"
      action "A1"
      action "A2"
      action "A3"
      action "A4"
      action "A5"
      action "A6"
      action "A7"
      action "A8"
      action "A9"
      action "A1"
      action "A11"
      menu "Small" {
        action "S0"
        action "S1"
        action "S0"
      }
    }
    button b { title: "\\(count) items"; menu: big; behavior: .pulldown }
    button c { title: "Plain"; enabled: !enabled }
    """

  @Test func checkingWithoutSyntaxReportsTheSameDiagnostics() {
    let entry = SourceFile(name: "test.dial", text: Self.menus)
    let kept = Frontend.compile(entry: entry, loader: nil)
    let dropped = Frontend.compile(entry: entry, loader: nil, keepingSyntax: false)
    #expect(dropped.scripts.isEmpty)
    #expect(!kept.scripts.isEmpty)
    #expect(dropped.diagnostics == kept.diagnostics)
    // Two repeated titles, and `enabled: !enabled`.
    #expect(dropped.diagnostics.count == 3)
    #expect(dropped.program.menus.count == kept.program.menus.count)
  }

  @Test func itemsAreFoundByTitleInSmallAndLargeLevels() throws {
    let compilation = Frontend.compile(entry: SourceFile(name: "test.dial", text: Self.menus), loader: nil)
    let menu = try #require(compilation.program.menus.first)
    #expect(menu.topLevel.count == 13)
    // The repeated title finds the first item with it, in the indexed level as in the scanned one.
    #expect(menu.child(titled: "A1", of: nil) == menu.topLevel[1])
    #expect(menu.child(titled: "A11", of: nil) == menu.topLevel[11])
    #expect(menu.child(titled: "Z", of: nil) == nil)
    let small = try #require(menu.child(titled: "Small", of: nil))
    #expect(menu.child(titled: "S0", of: small) == menu.items[small].children[0])
    #expect(menu.child(titled: "S1", of: small) == menu.items[small].children[1])
    #expect(menu.child(titled: "S2", of: small) == nil)
  }

  @Test func aTokenKeepsItsKindAndItsLength() {
    #expect(MemoryLayout<Token>.size == 8)
    for (kind, start, end) in [(TokenKind.kwAction, 3, 9), (.identifier, 0, Token.maxLength), (.eof, 70_000, 70_000)] {
      let token = Token(kind, start, end)
      #expect(token.kind == kind && token.start == start && token.end == end)
    }
    #expect(Token(.stringSegment, 5, 5 + Token.maxLength + 10).end == 5 + Token.maxLength)
  }
}
