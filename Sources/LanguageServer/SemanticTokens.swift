import Dial

/// Semantic tokens from the real lexer: each token's line, start and length in UTF-16, relative to the one before.
/// Full semantic tokens, by what a token is: keywords (and the statement verbs, `tap`, `expect` … where a
/// statement starts), variables, numbers, strings, operators, enum members (`.large`), properties (`title:` in a
/// body, `b.title` after a value) and functions (a name before `(`). Positions are computed in one pass over the
/// bytes, so a 5 MB document takes one linear walk (`dial-bench lsp`, `semantic_tokens_5mb_ms`).
enum SemanticTokens {
  static let types = ["keyword", "variable", "number", "string", "operator", "enumMember", "property", "function"]

  /// The statement verbs and contextual declaration words (``Verb``), which are keywords where a statement starts.
  static let verbs = Set(Verb.allCases.map(\.rawValue))

  static func encode(_ document: OpenDocument) -> [Int] {
    var (previousLine, previousCharacter) = (0, 0)
    var cursor = Cursor()
    let bytes = document.bytes
    let tokens = Lexer.tokenize(bytes).tokens
    var data: [Int] = []
    data.reserveCapacity(tokens.count * 5)
    for index in tokens.indices {
      let token = tokens[index]
      guard let type = type(at: index, in: tokens, bytes), token.end > token.start else { continue }
      let (line, character) = cursor.advance(to: token.start, in: bytes)
      guard let length = utf16Length(bytes, token.start..<token.end) else { continue }
      let deltaLine = line - previousLine
      data.append(deltaLine)
      data.append(deltaLine == 0 ? character - previousCharacter : character)
      data.append(length)
      data.append(type)
      data.append(0)
      (previousLine, previousCharacter) = (line, character)
    }
    return data
  }

  /// The UTF-16 length of a token's bytes; nil for one that spans lines (a multi-line string), which a token of
  /// the protocol cannot.
  static func utf16Length(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
    var length = 0
    for offset in range {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\n") { return nil }
      if byte & 0xC0 != 0x80 { length += byte >= 0xF0 ? 2 : 1 }
    }
    return length
  }

  /// Appends `number`'s decimal digits (it is never negative here) without making a String.
  static func appendDecimal(_ number: Int, to json: inout [UInt8]) {
    guard number > 0 else {
      json.append(UInt8(ascii: number == 0 ? "0" : "-"))
      if number < 0 { appendDecimal(-number, to: &json) }
      return
    }
    let start = json.count
    var rest = number
    while rest > 0 {
      json.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    }
    json[start...].reverse()
  }

  /// A position that moves forward through the bytes: its line, and its UTF-16 column in that line.
  struct Cursor {
    var offset = 0
    var line = 0
    var character = 0

    mutating func advance(to target: Int, in bytes: [UInt8]) -> (Int, Int) {
      while offset < min(target, bytes.count) {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\n") {
          (line, character) = (line + 1, 0)
        } else if byte & 0xC0 != 0x80 {
          // A scalar's first byte: four-byte scalars take two UTF-16 units.
          character += byte >= 0xF0 ? 2 : 1
        }
        offset += 1
      }
      return (line, character)
    }
  }

  /// The type index of the token at `index`, by its kind and what surrounds it; nil for punctuation.
  static func type(at index: Int, in tokens: [Token], _ bytes: [UInt8]) -> Int? {
    let token = tokens[index]
    guard token.kind == .identifier else { return typeIndex(token.kind) }
    let previous = index > 0 ? tokens[index - 1].kind : .newline
    let next = index + 1 < tokens.count ? tokens[index + 1].kind : .newline
    if previous == .dot {
      // `.large` is a case; `b.title`, after a value, a member.
      let beforeDot = index > 1 ? tokens[index - 2].kind : .newline
      return [.identifier, .rightParen, .rightBracket, .stringEnd].contains(beforeDot) ? 6 : 5
    }
    if next == .leftParen { return 7 }
    if next == .colon && (previous == .newline || previous == .leftBrace || previous == .semicolon) { return 6 }
    let startsStatement = previous == .newline || previous == .leftBrace || previous == .semicolon
    if startsStatement && ![.assign, .plusAssign, .minusAssign, .dot, .colon].contains(next),
      verbs.contains(String(decoding: bytes[token.start..<token.end], as: UTF8.self))
    {
      return 0
    }
    return 1
  }

  static func typeIndex(_ kind: TokenKind) -> Int? {
    switch kind {
    case .kwStyle, .kwButton, .kwMenu, .kwHeader, .kwVar, .kwUse, .kwWhen, .kwOn, .kwIf, .kwElse, .kwTrue, .kwFalse,
      .kwAction:
      return 0
    case .identifier: return 1
    case .intLiteral, .doubleLiteral, .color: return 2
    case .stringStart, .stringSegment, .stringEnd: return 3
    case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual, .plus, .minus, .star, .slash, .percent,
      .bang, .andAnd, .orOr, .question, .arrow, .assign, .plusAssign, .minusAssign:
      return 4
    default: return nil
    }
  }
}
