import DialLexer

/// Prints a token stream again in canonical layout (see ``SourceFormatter``).
///
/// It walks the tokens once; between two tokens it reads the trivia for line
/// breaks and comments. Line breaks come only from the source, so the printer
/// decides just three things: the spacing between tokens on a line, the
/// indentation of a line, and which blank lines to keep.
struct FormatPrinter {
  /// The source being formatted.
  let source: [UInt8]
  /// Its tokens, ending with `.eof`.
  let tokens: [Token]

  private var out: [UInt8] = []
  private var nesting = Nesting()
  /// Reused between gaps, so scanning trivia does not allocate per token.
  private var pieces: [TriviaPiece] = []
  /// The last token printed, or nil before the first.
  private var previous: PrintedToken?
  /// Whether nothing has been printed on the current output line yet.
  private var atLineStart = true
  /// Whether the last thing printed on this line is a block comment.
  private var afterBlockComment = false
  /// Whether no line has started since the last `{`: a blank line here would open the block.
  private var afterOpenBrace = false
  /// Whether the next token starts a statement, where a verb such as `print` is not an operand.
  private var atStatementStart = true
  /// The indentation level of the current output line.
  private var lineLevel = 0

  init(source: [UInt8], tokens: [Token]) {
    self.source = source
    self.tokens = tokens
  }

  /// Prints the whole file and returns its bytes.
  mutating func printFile() -> [UInt8] {
    out.reserveCapacity(source.count + source.count / 8 + 16)
    let hasBOM = source.starts(with: [0xEF, 0xBB, 0xBF])
    var cursor = hasBOM ? 3 : 0
    for token in tokens {
      switch token.kind {
      case .newline:
        // Significant newlines lie in the trivia, which the gap keeps; here they only end a statement.
        atStatementStart = true
        nesting.endStatement()
      case .eof:
        printGap(from: cursor, to: token.start, before: nil)
      default:
        printGap(from: cursor, to: token.start, before: token.kind)
        printToken(token)
        cursor = max(cursor, token.end)
      }
    }
    if let last = out.last, last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
    return out
  }

  // MARK: - Trivia

  /// Prints the comments between two tokens, and the line break before the next one, if any.
  private mutating func printGap(from start: Int, to end: Int, before next: TokenKind?) {
    Trivia.scan(source, from: start, to: end, into: &pieces)
    var breaks = 0
    for piece in pieces {
      switch piece {
      case .lineBreaks(let count):
        breaks += count
      case .lineComment(let range):
        startComment(afterBreaks: breaks, at: range.lowerBound)
        appendLineComment(range)
        breaks = 0
      case .blockComment(let range):
        startComment(afterBreaks: breaks, at: nil)
        appendBlockComment(range)
        afterBlockComment = true
        breaks = 0
      }
    }
    // Trailing line breaks at the end of the file are dropped; the printer ends it with one.
    if breaks > 0, let next { breakLine(breaks, beforeClosingBrace: next == .rightBrace) }
  }

  /// Puts a comment on a line of its own (indented like code), or after what precedes it: a line comment
  /// starting at `start` keeps the blanks before it when the code before it on its line is printed as it was
  /// written (comments lined up in a formatted file stay lined up), else it gets one space.
  private mutating func startComment(afterBreaks breaks: Int, at start: Int?) {
    if breaks > 0 { breakLine(breaks, beforeClosingBrace: false) }
    if atLineStart {
      indent(level: currentLevel())
      afterOpenBrace = false
      atLineStart = false
    } else if let start, let gap = keptGap(before: start) {
      out.append(contentsOf: gap)
    } else {
      out.append(UInt8(ascii: " "))
    }
  }

  /// The blanks before the comment at `start`, when the source line up to them is the output line so far.
  private func keptGap(before start: Int) -> ArraySlice<UInt8>? {
    var codeEnd = min(start, source.count)
    while codeEnd > 0 && (source[codeEnd - 1] == UInt8(ascii: " ") || source[codeEnd - 1] == UInt8(ascii: "\t")) {
      codeEnd -= 1
    }
    guard codeEnd < start else { return nil }
    var lineStart = codeEnd
    while lineStart > 0 && source[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
    // A byte-order mark opens the first line of the source but not of the output.
    if lineStart == 0 && source.starts(with: [0xEF, 0xBB, 0xBF]) { lineStart = 3 }
    var outStart = out.count
    while outStart > 0 && out[outStart - 1] != UInt8(ascii: "\n") { outStart -= 1 }
    guard lineStart <= codeEnd, out[outStart...].elementsEqual(source[lineStart..<codeEnd]) else { return nil }
    return source[codeEnd..<start]
  }

  /// Ends the output line; two or more source line breaks leave one blank line,
  /// except at the start of the file and at the edges of a block.
  private mutating func breakLine(_ count: Int, beforeClosingBrace: Bool) {
    guard !out.isEmpty else { return }
    out.append(UInt8(ascii: "\n"))
    if count > 1 && !afterOpenBrace && !beforeClosingBrace { out.append(UInt8(ascii: "\n")) }
    atLineStart = true
    afterBlockComment = false
  }

  private mutating func appendLineComment(_ range: Range<Int>) {
    out.append(contentsOf: source[clamped(range)])
    trimTrailingWhitespace()
  }

  /// Copies a block comment's text; only trailing whitespace and carriage returns go from its lines.
  private mutating func appendBlockComment(_ range: Range<Int>) {
    for byte in source[clamped(range)] {
      if byte == UInt8(ascii: "\n") { trimTrailingWhitespace() }
      out.append(byte)
    }
  }

  private mutating func trimTrailingWhitespace() {
    while let last = out.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") {
      out.removeLast()
    }
  }

  // MARK: - Tokens

  private mutating func printToken(_ token: Token) {
    let kind = token.kind
    let openingLineLevel = nesting.close(kind)
    let isTernaryColon = kind == .colon && nesting.takeTernaryColon()
    if atLineStart {
      indent(level: openingLineLevel ?? currentLevel())
      afterOpenBrace = false
    } else if spaceBefore(kind, isTernaryColon: isTernaryColon) {
      out.append(UInt8(ascii: " "))
    }
    out.append(contentsOf: source[clamped(token.start..<token.end)])
    atLineStart = false
    afterBlockComment = false
    remember(token)
    if kind == .question { nesting.noteQuestion() }
    nesting.open(kind, lineLevel: lineLevel)
  }

  /// Whether a space separates the token from what precedes it on the line.
  private func spaceBefore(_ kind: TokenKind, isTernaryColon: Bool) -> Bool {
    if afterBlockComment {
      switch kind {
      case .comma, .semicolon, .rightParen, .rightBracket, .interpolationEnd: return false
      case .colon: return isTernaryColon
      default: return true
      }
    }
    guard let previous else { return false }
    return TokenSpacing.needsSpace(after: previous, before: kind, nextIsTernaryColon: isTernaryColon)
  }

  /// Records what the next token's spacing depends on.
  private mutating func remember(_ token: Token) {
    let kind = token.kind
    let followsOperand = !atStatementStart && previous?.endsOperand == true
    var endsOperand = TokenSpacing.isOperandEnd(kind)
    if kind == .identifier && atStatementStart && StatementVerbs.contains(source, clamped(token.start..<token.end)) {
      endsOperand = false
    }
    let isPrefix = kind == .bang || (kind == .minus && !followsOperand)
    previous = PrintedToken(kind: kind, endsOperand: endsOperand, isPrefixOperator: isPrefix)
    switch kind {
    case .semicolon, .leftBrace, .rightBrace:
      atStatementStart = true
      nesting.endStatement()
    default:
      atStatementStart = false
    }
    // Only a `{` with nothing after it on its line opens a block that a blank line must not start; anything
    // printed after it (a one-line block's body and its `}`) ends that.
    afterOpenBrace = kind == .leftBrace
  }

  // MARK: - Indentation

  /// The indentation level of a line starting here: one per open `{`, plus one
  /// inside `(` `[` or after a line that ends in an operator. (A line starting
  /// with `}` takes the level of the line of its `{` instead.)
  private func currentLevel() -> Int {
    let continues = previous.map { TokenSpacing.continuesOnNextLine($0.kind) } ?? false
    return nesting.blockLevel + (nesting.groupDepth > 0 || continues ? 1 : 0)
  }

  private mutating func indent(level: Int) {
    lineLevel = max(level, 0)
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * lineLevel))
  }

  /// `range` limited to the source, so a stray offset can never trap.
  private func clamped(_ range: Range<Int>) -> Range<Int> {
    let lower = min(max(range.lowerBound, 0), source.count)
    return lower..<min(max(range.upperBound, lower), source.count)
  }
}
