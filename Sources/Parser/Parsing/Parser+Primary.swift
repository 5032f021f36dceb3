import DialLexer

// MARK: - Primary expressions and literals

extension Parser {
  // primary -> literal | name | 'nil' | '.' name | '(' expression {',' expression} ')' | traitSet | string
  mutating func primary() -> Expression {
    let token = current
    switch token.kind {
    case .intLiteral:
      advance()
      return Expression(integer(token).map(ExpressionKind.integer) ?? .invalid, range(token))
    case .doubleLiteral:
      advance()
      return Expression(Double(text(token)).map(ExpressionKind.double) ?? .invalid, range(token))
    case .kwTrue, .kwFalse:
      advance()
      return Expression(.boolean(token.kind == .kwTrue), range(token))
    case .color:
      advance()
      return Expression(.color(colorValue(token)), range(token))
    case .identifier:
      advance()
      let name = text(token)
      return Expression(name == "nil" ? .nilLiteral : .name(name), range(token))
    case .dot:
      return enumCase()
    case .leftParen:
      return parenthesized()
    case .leftBracket:
      return traitSet()
    case .stringStart:
      return stringLiteral()
    case .invalid:
      advance()
      report(.expectedExpression, at: token)
      return Expression(.invalid, range(token))
    default:
      report(.expectedExpression, at: token)
      return invalidExpression()
    }
  }

  func integer(_ token: Token) -> Int64? {
    var value: Int64 = 0
    for byte in bytes[token.start..<token.end] {
      let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflowB) = times.addingReportingOverflow(Int64(byte &- 48))
      if overflowA || overflowB { return nil }
      value = sum
    }
    return value
  }

  /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` as 0xRRGGBBAA; the lexer has checked the digits.
  func colorValue(_ token: Token) -> UInt32 {
    var digits: [UInt32] = []
    for byte in bytes[(token.start + 1)..<token.end] {
      let lower = byte | 0x20
      digits.append(UInt32(lower >= 97 ? lower - 87 : byte &- 48))
    }
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    if digits.count == 6 { digits += [15, 15] }
    return digits.reduce(0) { $0 << 4 | ($1 & 0xF) }
  }

  mutating func enumCase() -> Expression {
    let dot = advance()
    guard kind == .identifier || kind.isKeyword, current.start == dot.end else {
      report(.expected("a case name", "after '.'"), at: dot)
      return Expression(.invalid, range(dot))
    }
    let name = advance()
    return Expression(.enumCase(text(name)), range(from: dot.start))
  }

  mutating func parenthesized() -> Expression {
    // `expression()` counts the nesting level.
    let opener = advance()
    let first = expression()
    var elements = [first]
    while match(.comma) { elements.append(expression()) }
    guard expect(.rightParen, "to close the parentheses", opener: opener) != nil else {
      return invalidExpression()
    }
    let kind: ExpressionKind = elements.count == 1 ? .parenthesized(first) : .tuple(elements)
    return Expression(kind, range(from: opener.start))
  }

  // traitSet -> '[' [expression {',' expression}] ']'
  //
  // Only where an operand starts: after an operand, `[` is a menu path (`more["Sort By"]`), as
  // in Swift, where `a [0]` subscripts too. As in argument lists, a trailing ',' is an error.
  mutating func traitSet() -> Expression {
    // `list` parses each element with `expression()`, which counts the nesting level.
    let opener = advance()
    guard let elements = list(closing: .rightBracket, opener: opener, ending: "to end the trait set") else {
      return invalidExpression()
    }
    return Expression(.traitSet(elements), range(from: opener.start))
  }

  // string -> '"' { segment | '\(' expression ')' } '"'
  mutating func stringLiteral() -> Expression {
    let opener = advance()
    var parts: [StringPart] = []
    while true {
      switch kind {
      case .stringSegment:
        let token = advance()
        parts.append(.text(StringEscapes.decode(bytes[token.start..<token.end])))
      case .interpolationStart:
        advance()
        parts.append(.interpolation(interpolation()))
      case .stringEnd:
        advance()
        if parts.count == 1, case .text(let text) = parts[0] {
          return Expression(.text(text), range(from: opener.start))
        }
        return Expression(.string(parts), range(from: opener.start))
      default:
        // The lexer always closes a string; reaching here means recovery skipped its end.
        return Expression(.invalid, range(from: opener.start))
      }
    }
  }

  /// The expression inside `\( … )`; on an error, skips to the interpolation's end.
  mutating func interpolation() -> Expression {
    let value = expression()
    if match(.interpolationEnd) { return value }
    report(.expected("')'", "to end the interpolation"), at: current)
    var nesting = 0
    while kind != .eof {
      let token = advance()
      if token.kind == .interpolationStart { nesting += 1 }
      if token.kind == .interpolationEnd {
        if nesting == 0 { break }
        nesting -= 1
      }
    }
    return Expression(.invalid, value.range)
  }
}
