import DialLexer

/// A parsed file and every lexical and syntax error found in it.
public struct ParsedScript: Sendable {
  /// The syntax tree; parts that failed to parse are left out or marked invalid.
  public var syntax: ScriptSyntax
  /// Lexer and parser diagnostics, in source order.
  public var diagnostics: [Diagnostic]
}

/// A hand-written recursive-descent parser over the lexer's tokens.
///
/// Parsing continues after an error to report as many as possible in one pass:
/// the first error of a statement puts the parser in panic mode, which keeps
/// follow-on errors quiet until it resynchronizes at the next statement or
/// declaration boundary. Every loop checks that it made progress, and nesting
/// is capped at ``Limits/maxNestingDepth``, so no input can make it spin or
/// overflow the stack.
public struct Parser {
  let bytes: [UInt8]
  /// The file's tokens; those before the current top-level item are freed as parsing goes (``TokenBuffer``).
  var tokens: TokenBuffer
  let file: FileID
  /// The index of the current token; never past the final `eof`.
  var index = 0
  var diagnostics: [Diagnostic] = []
  /// Set by the first error of a statement; cleared when the parser resynchronizes.
  var panicking = false
  /// How many nested constructs are open.
  var depth = 0
  /// The token at which a forgotten `}` was reported, so enclosing blocks stay quiet there.
  var unclosedReportedAt = -1

  /// Parses one file.
  public static func parse(_ bytes: [UInt8], file: FileID = FileID(0)) -> ParsedScript {
    var lexed = Lexer.tokenize(bytes, file: file)
    let tokens = lexed.tokens
    lexed.tokens = []  // Leaves the parser the only holder, so that the array goes once it is split in chunks.
    var parser = Parser(bytes: bytes, tokens: tokens, file: file)
    parser.diagnostics = lexed.diagnostics
    let items = parser.script()
    let sorted = parser.diagnostics.sorted { $0.range.start < $1.range.start }
    return ParsedScript(syntax: ScriptSyntax(file: file, items: items), diagnostics: sorted)
  }

  init(bytes: [UInt8], tokens: [Token], file: FileID) {
    self.bytes = bytes
    self.tokens = TokenBuffer(tokens.isEmpty ? [Token(.eof, bytes.count, bytes.count)] : tokens)
    self.file = file
  }

  // MARK: - Token vocabulary

  var current: Token { tokens[index] }
  var kind: TokenKind { tokens[index].kind }

  /// The kind of the token `offset` places ahead, or `eof` past the end.
  func peekKind(_ offset: Int = 1) -> TokenKind {
    let target = index + offset
    return target < tokens.count ? tokens[target].kind : .eof
  }

  func check(_ expected: TokenKind) -> Bool { kind == expected }

  @discardableResult
  mutating func advance() -> Token {
    let token = tokens[index]
    if token.kind != .eof { index += 1 }
    return token
  }

  mutating func match(_ expected: TokenKind) -> Bool {
    guard kind == expected else { return false }
    advance()
    return true
  }

  /// Consumes a token of the expected kind, or reports `expected X context`.
  /// `context` is an autoclosure because it is often interpolated (`to begin the
  /// body of 'name'`): the text is built only when the token is missing.
  @discardableResult
  mutating func expect(_ expected: TokenKind, _ context: @autoclosure () -> String, opener: Token? = nil) -> Token? {
    if kind == expected { return advance() }
    var notes: [DiagnosticNote] = []
    if let opener { notes.append(DiagnosticNote("to match this '\(text(opener))'", at: range(opener))) }
    // At the end of a line or file, point just past the last token: that is where something is missing.
    let atEnd = (kind == .eof || kind == .newline) && index > 0
    let place = atEnd ? range(tokens[index - 1]).endPoint : range(current)
    report(.expected(expected.displayName, context()), at: place, quiet: kind == .invalid, notes: notes)
    return nil
  }

  /// The token's source text.
  func text(_ token: Token) -> String {
    String(decoding: bytes[token.start..<min(token.end, bytes.count)], as: UTF8.self)
  }

  /// Whether the current token is the identifier `word`, compared without making a String.
  func isWord(_ word: StaticString, at offset: Int = 0) -> Bool {
    let target = index + offset
    guard target < tokens.count, tokens[target].kind == .identifier else { return false }
    let token = tokens[target]
    guard token.end - token.start == word.utf8CodeUnitCount else { return false }
    let pointer = word.utf8Start
    for position in 0..<word.utf8CodeUnitCount where bytes[token.start + position] != pointer[position] {
      return false
    }
    return true
  }

  // MARK: - Ranges

  func range(_ token: Token) -> SourceRange { SourceRange(file: file, start: token.start, end: token.end) }

  /// From `start` to the end of the last consumed token.
  func range(from start: Int) -> SourceRange {
    let end = index > 0 ? tokens[index - 1].end : start
    return SourceRange(file: file, start: start, end: max(end, start))
  }

  // MARK: - Errors and recovery

  /// Skips what is nested too deeply: up to the closer of the construct that
  /// was open when the limit was reached, so that every enclosing construct
  /// still finds its own closer and no further error is reported.
  mutating func skipTooDeep() {
    var balance = 0
    while kind != .eof {
      switch kind {
      case .leftBrace, .leftParen, .leftBracket, .interpolationStart: balance += 1
      case .rightBrace, .rightParen, .rightBracket, .interpolationEnd:
        if balance == 0 { return }
        balance -= 1
      case .newline, .semicolon:
        if balance == 0 { return }
      default: break
      }
      advance()
    }
  }

  /// Reports an error unless one is already being recovered from, or the token
  /// is one the lexer already reported.
  mutating func report(_ issue: ParserIssue, at token: Token, notes: [DiagnosticNote] = []) {
    report(issue, at: range(token), quiet: token.kind == .invalid, notes: notes)
  }

  /// Reports a mistake the parser recovers from in place (it reads on as if the fix were made), with the fix as
  /// a fix-it: no cascade, and the rest of the statement is still checked.
  mutating func reportRecovered(_ issue: ParserIssue, at range: SourceRange, fix: FixIt) {
    guard !panicking else { return }
    let (id, message) = issue.entry
    diagnostics.appendLimited(Diagnostic(id, message, at: range, fixIts: [fix]))
  }

  mutating func report(_ issue: ParserIssue, at range: SourceRange, quiet: Bool = false, notes: [DiagnosticNote] = []) {
    defer { panicking = true }
    guard !panicking && !quiet else { return }
    let (id, message) = issue.entry
    diagnostics.appendLimited(Diagnostic(id, message, at: range, notes: notes))
  }

  /// Skips to the end of the current statement: past a newline or `;`, or up to
  /// a `}` that closes the enclosing block. Nested `{ … }` are skipped whole.
  mutating func synchronize() {
    var braces = 0
    while kind != .eof {
      switch kind {
      case .newline where braces == 0, .semicolon where braces == 0:
        advance()
        panicking = false
        return
      case .leftBrace: braces += 1
      case .rightBrace:
        if braces == 0 {
          panicking = false
          return
        }
        braces -= 1
      default: break
      }
      advance()
    }
    panicking = false
  }

  mutating func skipTerminators() {
    while kind == .newline || kind == .semicolon { advance() }
  }

  /// After an item: a newline, `;`, `}` or the end of the file must follow.
  mutating func requireTerminator(_ what: String) {
    // A block that ended early at a declaration (a forgotten `}`) stops at the
    // start of a line, which is as good as a terminator.
    if index > 0 && tokens[index - 1].kind == .newline { return }
    switch kind {
    case .newline, .semicolon, .rightBrace, .eof: return
    default: report(.missingSeparator(what), at: current)
    }
  }

  /// Runs `body` one nesting level deeper, or reports that nesting is too deep
  /// and skips the rest of the line.
  mutating func nested<T>(_ fallback: T, _ body: (inout Parser) -> T) -> T {
    guard depth < Limits.maxNestingDepth else {
      report(.tooDeep, at: current)
      skipTooDeep()
      return fallback
    }
    depth += 1
    defer { depth -= 1 }
    return body(&self)
  }
}

extension Parser {
  /// Parses a lone expression, such as one typed into the REPL or passed to
  /// `Session.evaluate`; anything after it is an error.
  public static func parseExpression(_ bytes: [UInt8], file: FileID = FileID(0)) -> (Expression, [Diagnostic]) {
    let lexed = Lexer.tokenize(bytes, file: file)
    var parser = Parser(bytes: bytes, tokens: lexed.tokens, file: file)
    parser.diagnostics = lexed.diagnostics
    parser.skipTerminators()
    let expression = parser.expression()
    parser.skipTerminators()
    if parser.kind != .eof { parser.report(.missingSeparator("expressions"), at: parser.current) }
    return (expression, parser.diagnostics.sorted { $0.range.start < $1.range.start })
  }
}
