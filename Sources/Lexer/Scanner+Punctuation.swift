// MARK: - Punctuation and stray bytes

extension Scanner {
  mutating func punctuation(_ byte: UInt8) {
    let start = position
    let next = peek()
    var length = 1
    let kind: TokenKind
    switch byte {
    case UInt8(ascii: "{"):
      kind = .leftBrace
      open(.brace)
    case UInt8(ascii: "}"):
      kind = .rightBrace
      close(.brace)
    case UInt8(ascii: "("):
      kind = .leftParen
      open(.paren)
    case UInt8(ascii: ")"):
      if delimiters.last == .interpolation {
        delimiters.removeLast()
        emit(.interpolationEnd, start, start + 1)
        position &+= 1
        resumeString()
        return
      }
      kind = .rightParen
      close(.paren)
    case UInt8(ascii: "["):
      kind = .leftBracket
      open(.bracket)
    case UInt8(ascii: "]"):
      kind = .rightBracket
      close(.bracket)
    case UInt8(ascii: ","): kind = .comma
    case UInt8(ascii: ":"): kind = .colon
    case UInt8(ascii: ";"): kind = .semicolon
    case UInt8(ascii: "."): kind = .dot
    case UInt8(ascii: "?"): kind = .question
    case UInt8(ascii: "*"): kind = .star
    case UInt8(ascii: "%"): kind = .percent
    case UInt8(ascii: "="): (kind, length) = next == UInt8(ascii: "=") ? (.equal, 2) : (.assign, 1)
    case UInt8(ascii: "!"): (kind, length) = next == UInt8(ascii: "=") ? (.notEqual, 2) : (.bang, 1)
    case UInt8(ascii: "<"): (kind, length) = next == UInt8(ascii: "=") ? (.lessEqual, 2) : (.less, 1)
    case UInt8(ascii: ">"): (kind, length) = next == UInt8(ascii: "=") ? (.greaterEqual, 2) : (.greater, 1)
    case UInt8(ascii: "+"): (kind, length) = next == UInt8(ascii: "=") ? (.plusAssign, 2) : (.plus, 1)
    case UInt8(ascii: "-"):
      (kind, length) =
        next == UInt8(ascii: "=") ? (.minusAssign, 2) : next == UInt8(ascii: ">") ? (.arrow, 2) : (.minus, 1)
    case UInt8(ascii: "&") where next == UInt8(ascii: "&"): (kind, length) = (.andAnd, 2)
    case UInt8(ascii: "|") where next == UInt8(ascii: "|"): (kind, length) = (.orOr, 2)
    default:
      stray(byte)
      return
    }
    emit(kind, start, start + length)
    position &+= length
  }

  /// A byte that starts no token: reported once, kept as an invalid token so the
  /// parser knows the error is already said.
  mutating func stray(_ byte: UInt8) {
    let start = position
    if byte == UInt8(ascii: "'"), let close = singleQuoteEnd() {
      // `'one'` is one mistake, not two stray quotes: reported once, as one invalid token.
      position = close &+ 1
      report(.singleQuotedString(String(decoding: bytes[(start &+ 1)..<close], as: UTF8.self)), start, position)
    } else if byte >= 0x80 {
      skipScalar(reportingAsStray: true)
    } else {
      position &+= 1
      report(.unexpectedByte(byte), start, position)
    }
    emit(.invalid, start, position)
  }

  /// The offset of the `'` that closes one at ``position`` on the same line, if any.
  func singleQuoteEnd() -> Int? {
    var index = position &+ 1
    while index < end && bytes[index] != UInt8(ascii: "\n") {
      if bytes[index] == UInt8(ascii: "'") { return index }
      index &+= 1
    }
    return nil
  }

  /// Steps over one UTF-8 sequence, reporting invalid bytes (and, outside
  /// strings and comments, valid non-ASCII characters).
  mutating func skipScalar(reportingAsStray: Bool) {
    let start = position
    guard let (scalar, length) = UTF8Validation.decode(bytes, at: position) else {
      report(.invalidUTF8(bytes[position]), start, start + 1)
      position &+= 1
      return
    }
    position &+= length
    if reportingAsStray {
      report(.unexpectedScalar(scalar), start, position)
    }
  }
}
