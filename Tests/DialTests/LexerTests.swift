import Testing

@testable import DialLexer

/// How source text becomes tokens (§2).
struct LexerTests {
  static func kinds(_ source: String) -> [TokenKind] {
    Lexer.tokenize(Array(source.utf8)).tokens.map(\.kind)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let source: String
    let kinds: [TokenKind]
    var testDescription: String { source }
  }

  @Test(arguments: [
    Case(source: "var x = 1", kinds: [.kwVar, .identifier, .assign, .intLiteral, .eof]),
    Case(source: "4.5 0.25 42", kinds: [.doubleLiteral, .doubleLiteral, .intLiteral, .eof]),
    Case(source: "1.description", kinds: [.intLiteral, .dot, .identifier, .eof]),
    Case(source: "#FFF #FF9500 #FF950080", kinds: [.color, .color, .color, .eof]),
    Case(source: ".trailing", kinds: [.dot, .identifier, .eof]),
    Case(
      source: "a += 1; b -= 2",
      kinds: [
        .identifier, .plusAssign, .intLiteral, .semicolon, .identifier,
        .minusAssign, .intLiteral, .eof,
      ]),
    Case(
      source: "a == b != c <= d >= e < f > g",
      kinds: [
        .identifier, .equal, .identifier, .notEqual, .identifier,
        .lessEqual, .identifier, .greaterEqual, .identifier, .less, .identifier, .greater, .identifier, .eof,
      ]),
    Case(
      source: "!a && b || c ? d : e",
      kinds: [
        .bang, .identifier, .andAnd, .identifier, .orOr, .identifier,
        .question, .identifier, .colon, .identifier, .eof,
      ]),
    Case(
      source: "style button menu header use when on if else true false action",
      kinds: [
        .kwStyle, .kwButton,
        .kwMenu, .kwHeader, .kwUse, .kwWhen, .kwOn, .kwIf, .kwElse, .kwTrue, .kwFalse, .kwAction, .eof,
      ]),
    Case(source: "tap selected single expect", kinds: [.identifier, .identifier, .identifier, .identifier, .eof]),
  ])
  func tokenKinds(_ example: Case) {
    #expect(Self.kinds(example.source) == example.kinds)
  }

  @Test func newlinesEndStatements() {
    #expect(Self.kinds("a\nb") == [.identifier, .newline, .identifier, .eof])
  }

  @Test(arguments: ["(a\nb)", "[a\nb]", "a +\nb", "a,\nb", "a:\nb", "{\nb", "a &&\nb", "a ?\nb"])
  func newlinesContinueInsideBracketsAndAfterOperators(_ source: String) {
    #expect(!Self.kinds(source).contains(.newline))
  }

  @Test func blankLinesAndCommentsMakeOneNewline() {
    #expect(Self.kinds("a // note\n\n  // more\nb") == [.identifier, .newline, .identifier, .eof])
  }

  @Test func blockCommentsNest() {
    #expect(Self.kinds("a /* x /* y */ z */ b") == [.identifier, .identifier, .eof])
  }

  @Test func aDeclarationOnTheNextLineEndsAnOpenParenthesis() {
    #expect(Self.kinds("var a = (1\nvar b = 2").filter { $0 == .newline }.count == 1)
  }

  @Test func stringsWithInterpolationNest() {
    #expect(
      Self.kinds(#""a\("b\(c)")d""#) == [
        .stringStart, .stringSegment, .interpolationStart, .stringStart, .stringSegment, .interpolationStart,
        .identifier, .interpolationEnd, .stringEnd, .interpolationEnd, .stringSegment, .stringEnd, .eof,
      ])
  }

  @Test func aLeadingByteOrderMarkIsSkipped() {
    let lexed = Lexer.tokenize([0xEF, 0xBB, 0xBF] + Array("var".utf8))
    #expect(lexed.tokens.map(\.kind) == [.kwVar, .eof])
    #expect(lexed.tokens.first?.start == 3)
  }

  @Test func tokensAreByteRanges() {
    let tokens = Lexer.tokenize(Array("var count".utf8)).tokens
    #expect(tokens.map { [$0.start, $0.end] } == [[0, 3], [4, 9], [9, 9]])
  }

  @Test(arguments: [
    (#"a\nb"#, "a\nb"), (#"\t\r\0"#, "\t\r\0"), (#"\\ \""#, "\\ \""), (#"\u{1F600}"#, "😀"), ("é", "é"),
  ])
  func escapesDecode(_ raw: String, _ text: String) {
    #expect(StringEscapes.decode(ArraySlice(raw.utf8)) == text)
  }

  @Test func anUnterminatedStringStillEnds() {
    let lexed = Lexer.tokenize(Array("\"abc\nx".utf8))
    #expect(lexed.tokens.map(\.kind) == [.stringStart, .stringSegment, .stringEnd, .newline, .identifier, .eof])
    #expect(lexed.diagnostics.map(\.message) == ["unterminated string literal"])
  }

  @Test func anUnterminatedInterpolationIsClosedAtTheEndOfTheLine() {
    let lexed = Lexer.tokenize(Array("\"a\\(b\nc".utf8))
    let closers = lexed.tokens.filter { (token: Token) -> Bool in
      token.kind == .interpolationEnd || token.kind == .stringEnd
    }
    #expect(closers.count == 2)
    #expect(lexed.diagnostics.map(\.message) == ["unterminated string literal"])
  }

  @Test func everyErrorIsReportedAndLexingGoesOn() {
    let lexed = Lexer.tokenize(Array("@ # $ 99999999999999999999 \"\\q\" \u{1}".utf8))
    #expect(lexed.diagnostics.count == 6)
    #expect(lexed.tokens.last?.kind == .eof)
  }
}
