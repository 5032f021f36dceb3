/// The tokens of one file and the problems found while making them.
public struct LexedFile: Sendable {
  /// Every token, ending with ``TokenKind/eof``.
  public var tokens: [Token]
  /// Lexical errors, in source order.
  public var diagnostics: [Diagnostic]
}

/// Turns UTF-8 source into tokens. It never throws: a problem becomes a
/// diagnostic at its exact bytes, and lexing goes on after it.
///
/// Newlines are significant (docs/language.md §2): one is emitted as a ``TokenKind/newline``
/// token only where it can end a statement, that is, outside `(` `)`, `[` `]`
/// and interpolations, and not right after `{`, `,`, `:` or an operator.
public enum Lexer {
  /// Tokenizes `bytes`, whose ranges belong to `file`.
  public static func tokenize(_ bytes: [UInt8], file: FileID = FileID(0)) -> LexedFile {
    if bytes.count > Limits.maxSourceBytes {
      let range = SourceRange(file: file, start: 0, end: 0)
      let diagnostic = LexerIssue.sourceTooLarge(bytes: bytes.count).diagnostic(at: range)
      return LexedFile(tokens: [Token(.eof, 0, 0)], diagnostics: [diagnostic])
    }
    return bytes.withUnsafeBufferPointer { buffer in
      var scanner = Scanner(buffer, file: file)
      scanner.run()
      return LexedFile(tokens: scanner.trimmedTokens(), diagnostics: scanner.diagnostics)
    }
  }
}

/// The lexer's cursor over the bytes. Reads are always checked against `end`
/// before they happen, so the unsafe buffer is never read out of bounds.
struct Scanner {
  let bytes: UnsafeBufferPointer<UInt8>
  let end: Int
  let file: FileID
  var position = 0
  var tokens: [Token] = []
  var diagnostics: [Diagnostic] = []
  /// Open delimiters: what a closing one may match, and whether newlines count.
  var delimiters: [Delimiter] = []
  /// The offset of the opening quote of each string whose interpolation is open.
  var interpolatedStringStarts: [Int] = []
  /// The kind of the last token, for the newline rules.
  var lastKind: TokenKind = .newline

  enum Delimiter: UInt8 { case brace, paren, bracket, interpolation }

  /// The tokens in an array of their own size when the reservation of one token per three bytes left over a
  /// quarter of it unused. The parser holds the tokens while the syntax grows: on a 100 000-button program
  /// (4.4 bytes a token), the copy takes 13.6 MB where the reservation held 21.3 MB.
  func trimmedTokens() -> [Token] {
    guard (tokens.capacity - tokens.count) * 4 > tokens.capacity else { return tokens }
    var trimmed: [Token] = []
    trimmed.reserveCapacity(tokens.count)
    trimmed.append(contentsOf: tokens)
    return trimmed
  }

  init(_ bytes: UnsafeBufferPointer<UInt8>, file: FileID) {
    self.bytes = bytes
    self.end = bytes.count
    self.file = file
    tokens.reserveCapacity(bytes.count / 3 + 16)
    if end >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3 }
  }

  // MARK: - Main loop

  mutating func run() {
    while position < end {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        position &+= 1
      case UInt8(ascii: "\n"):
        newline(at: position)
        position &+= 1
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
        identifier()
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        number()
      case UInt8(ascii: "\""):
        emit(.stringStart, position, position &+ 1)
        position &+= 1
        stringBody(openedAt: position &- 1)
      case UInt8(ascii: "#"):
        color()
      case UInt8(ascii: "/"):
        slash()
      default:
        punctuation(byte)
      }
    }
    closeUnterminatedStrings(at: end)
    tokens.append(Token(.eof, end, end))
  }

  @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ stop: Int) {
    tokens.append(Token(kind, start, stop))
    lastKind = kind
  }

  func peek(_ offset: Int = 1) -> UInt8 {
    let index = position &+ offset
    return index < end ? bytes[index] : 0
  }

  /// Reports `issue` at bytes `start..<stop`; its message is built only here.
  mutating func report(_ issue: LexerIssue, _ start: Int, _ stop: Int) {
    diagnostics.appendLimited(issue.diagnostic(at: SourceRange(file: file, start: start, end: stop)))
  }

  // MARK: - Newlines and delimiters

  /// Whether the line ends in `++` or `--`, which Dial does not have: the newline after it ends the statement, so
  /// that the parser reports the operator once and reads the next line on its own.
  var endsIncrement: Bool {
    guard tokens.count >= 2, lastKind == .plus || lastKind == .minus else { return false }
    let last = tokens[tokens.count - 1]
    let before = tokens[tokens.count - 2]
    return before.kind == lastKind && before.end == last.start
  }

  mutating func newline(at offset: Int) {
    if !interpolatedStringStarts.isEmpty { closeUnterminatedStrings(at: offset) }
    let suppressed = (delimiters.last.map { $0 != .brace } ?? false) || (lastKind.continuesLine && !endsIncrement)
    guard suppressed else {
      emit(.newline, offset, offset &+ 1)
      return
    }
    // A declaration can never continue an expression: when the next line starts
    // one, the open `(` or `[` or the trailing operator was a mistake. Ending the
    // line here lets the parser report it once and parse the declaration.
    if lastKind != .newline && lastKind != .semicolon && nextLineStartsDeclaration(after: offset) {
      while let top = delimiters.last, top == .paren || top == .bracket { delimiters.removeLast() }
      emit(.newline, offset, offset &+ 1)
    }
  }

  /// Whether the line after `offset` begins with `style`, `header`, `var`,
  /// `use`, or `button` (unless the line ended with `:`, as in `leading:`).
  func nextLineStartsDeclaration(after offset: Int) -> Bool {
    var index = offset &+ 1
    while index < end && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) { index &+= 1 }
    var stop = index
    while stop < end && isWordByte(bytes[stop]) { stop &+= 1 }
    guard stop > index, stop == end || !isWordByte(bytes[stop]) else { return false }
    switch Keywords.kind(bytes, index, stop) {
    case .kwStyle, .kwHeader, .kwVar, .kwUse: return true
    case .kwButton: return lastKind != .colon
    default: return false
    }
  }

  /// Strings end at the end of their line: close every open interpolation.
  mutating func closeUnterminatedStrings(at offset: Int) {
    guard let first = interpolatedStringStarts.first else { return }
    report(.unterminatedString, first, first + 1)
    while let start = interpolatedStringStarts.popLast() {
      _ = start
      while let top = delimiters.popLast(), top != .interpolation {}
      emit(.interpolationEnd, offset, offset)
      emit(.stringEnd, offset, offset)
    }
  }

  mutating func open(_ delimiter: Delimiter) {
    delimiters.append(delimiter)
  }

  /// Pops back to the matching opener, recovering from unclosed inner ones;
  /// a closer with no opener (inside the current interpolation) changes nothing.
  mutating func close(_ delimiter: Delimiter) {
    var index = delimiters.count - 1
    while index >= 0 && delimiters[index] != delimiter && delimiters[index] != .interpolation {
      index -= 1
    }
    if index >= 0 && delimiters[index] == delimiter { delimiters.removeSubrange(index...) }
  }

  // MARK: - Comments

  mutating func slash() {
    switch peek() {
    case UInt8(ascii: "/"): lineComment()
    case UInt8(ascii: "*"): blockComment()
    default:
      emit(.slash, position, position &+ 1)
      position &+= 1
    }
  }

  mutating func lineComment() {
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") { return }
      if byte >= 0x80 { skipScalar(reportingAsStray: false) } else { position &+= 1 }
    }
  }

  /// `/* … */`, nestable. A newline inside one ends a statement like any newline.
  mutating func blockComment() {
    let start = position
    var depth = 0
    var sawNewline = -1
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "/") && peek() == UInt8(ascii: "*") {
        depth += 1
        position &+= 2
      } else if byte == UInt8(ascii: "*") && peek() == UInt8(ascii: "/") {
        depth -= 1
        position &+= 2
        if depth == 0 { break }
      } else if byte >= 0x80 {
        skipScalar(reportingAsStray: false)
      } else {
        if byte == UInt8(ascii: "\n") && sawNewline < 0 { sawNewline = position }
        position &+= 1
      }
    }
    if depth > 0 { report(.unterminatedComment, start, start + 2) }
    if sawNewline >= 0 { newline(at: sawNewline) }
  }

  // MARK: - Words and literals

  mutating func identifier() {
    let start = position
    position &+= 1
    while position < end {
      let byte = bytes[position]
      if (byte | 0x20) &- 97 < 26 || byte &- 48 < 10 || byte == 95 { position &+= 1 } else { break }
    }
    if position - start > Limits.maxIdentifierBytes {
      report(.identifierTooLong(bytes: position - start), start, position)
      emit(.invalid, start, position)
      return
    }
    emit(Keywords.kind(bytes, start, position), start, position)
  }

  mutating func number() {
    let start = position
    var value: Int64 = 0
    var overflow = false
    while position < end, bytes[position] &- 48 < 10 {
      let (times, o1) = value.multipliedReportingOverflow(by: 10)
      let (sum, o2) = times.addingReportingOverflow(Int64(bytes[position] &- 48))
      value = sum
      overflow = overflow || o1 || o2
      position &+= 1
    }
    var kind = TokenKind.intLiteral
    if position < end && bytes[position] == UInt8(ascii: ".") && peek() &- 48 < 10 {
      kind = .doubleLiteral
      position &+= 1
      while position < end, bytes[position] &- 48 < 10 { position &+= 1 }
    }
    if position < end && isWordByte(bytes[position]) {
      while position < end && (isWordByte(bytes[position]) || bytes[position] == UInt8(ascii: ".")) {
        position &+= 1
      }
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      report(.invalidNumber(text), start, position)
      emit(.invalid, start, position)
    } else if kind == .intLiteral && overflow {
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      report(.integerOverflow(text), start, position)
      emit(.invalid, start, position)
    } else if kind == .doubleLiteral && position - start > 300 && !isFiniteDouble(start, position) {
      // Only a literal of more than 300 characters can exceed Double's range (about 1.8e308), so others skip the check.
      let text = String(decoding: bytes[start..<position], as: UTF8.self)
      report(.doubleOverflow(text), start, position)
      emit(.invalid, start, position)
    } else {
      emit(kind, start, position)
    }
  }

  func isFiniteDouble(_ start: Int, _ stop: Int) -> Bool {
    Double(String(decoding: bytes[start..<stop], as: UTF8.self))?.isFinite ?? false
  }

  func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- 97 < 26 || byte &- 48 < 10 || byte == 95
  }

  /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
  mutating func color() {
    let start = position
    position &+= 1
    var allHex = true
    while position < end && isWordByte(bytes[position]) {
      let byte = bytes[position] | 0x20
      if !(byte &- 48 < 10 || byte &- 97 < 6) { allHex = false }
      position &+= 1
    }
    let digits = position - start - 1
    if allHex && (digits == 3 || digits == 6 || digits == 8) {
      emit(.color, start, position)
      return
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    report(.invalidColor(text), start, position)
    emit(.invalid, start, position)
  }
}
