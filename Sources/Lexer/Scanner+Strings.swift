// MARK: - String literals

extension Scanner {
  /// Lexes string content up to the closing quote, an interpolation, or the end
  /// of the line (an unterminated string). Escapes are checked here and decoded
  /// later by ``StringEscapes/decode(_:)``.
  mutating func stringBody(openedAt quote: Int) {
    let segmentStart = position
    while position < end {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        flushSegment(segmentStart)
        emit(.stringEnd, position, position &+ 1)
        position &+= 1
        return
      case UInt8(ascii: "\\"):
        if peek() == UInt8(ascii: "(") {
          flushSegment(segmentStart)
          emit(.interpolationStart, position, position &+ 2)
          position &+= 2
          open(.interpolation)
          interpolatedStringStarts.append(quote)
          return
        }
        escape()
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        unterminated(quote, segmentStart)
        return
      case 0x80...0xFF:
        skipScalar(reportingAsStray: false)
      default:
        position &+= 1
      }
      if position - quote > Limits.maxStringBytes {
        report(.stringTooLong, quote, quote + 1)
        return skipRestOfString()
      }
    }
    unterminated(quote, segmentStart)
  }

  /// After a string found too long: steps over the rest of it, to its closing
  /// quote or the end of its line, without another diagnostic. Interpolations
  /// in the rest are skipped as text.
  mutating func skipRestOfString() {
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        emit(.stringEnd, position, position &+ 1)
        position &+= 1
        return
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
      // An escape steps over the escaped byte (`\"` does not end the string), but never over a line break.
      let next = peek()
      let escapes = byte == UInt8(ascii: "\\") && next != UInt8(ascii: "\n") && next != UInt8(ascii: "\r")
      position &+= escapes ? 2 : 1
    }
    position = min(position, end)
    emit(.stringEnd, position, position)
  }

  mutating func flushSegment(_ start: Int) {
    if position > start { emit(.stringSegment, start, position) }
  }

  mutating func unterminated(_ quote: Int, _ segmentStart: Int) {
    flushSegment(segmentStart)
    report(.unterminatedString, quote, quote + 1)
    emit(.stringEnd, position, position)
  }

  /// Resumes a string after the `)` that closes one of its interpolations.
  mutating func resumeString() {
    let quote = interpolatedStringStarts.popLast() ?? position
    stringBody(openedAt: quote)
  }

  /// Checks one escape sequence starting at a backslash and steps over it.
  mutating func escape() {
    let start = position
    let next = peek()
    switch next {
    case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "n"), UInt8(ascii: "t"),
      UInt8(ascii: "r"), UInt8(ascii: "0"):
      position &+= 2
    case UInt8(ascii: "u"):
      position &+= 2
      unicodeEscape(start)
    default:
      position &+= 1
      let width = next >= 0x20 && next < 0x7F ? 2 : 1
      report(.invalidEscape(next: next), start, start + width)
      if width == 2 { position &+= 1 }
    }
  }

  /// `\u{1F600}`: one to eight hex digits naming a Unicode scalar.
  mutating func unicodeEscape(_ start: Int) {
    guard position < end && bytes[position] == UInt8(ascii: "{") else {
      report(.missingUnicodeBrace, start, position)
      return
    }
    position &+= 1
    var value: UInt32 = 0
    var digits = 0
    while position < end, let digit = hexValue(bytes[position]) {
      value = digits < 8 ? value &* 16 &+ UInt32(digit) : value
      digits += 1
      position &+= 1
    }
    let closed = position < end && bytes[position] == UInt8(ascii: "}")
    if closed { position &+= 1 }
    if !closed || digits == 0 || digits > 8 || Unicode.Scalar(value) == nil {
      report(.invalidUnicodeEscape, start, position)
    }
  }

  func hexValue(_ byte: UInt8) -> UInt8? {
    if byte &- 48 < 10 { return byte &- 48 }
    let lower = byte | 0x20
    if lower &- 97 < 6 { return lower &- 87 }
    return nil
  }
}
