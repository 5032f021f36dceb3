import Dial

/// Whether typed text is a whole input or continues on the next line.
public enum InputCompleteness: Equatable, Sendable {
  /// The text can be run (it may still have errors).
  case complete
  /// A `{`, `(` or `[` is open, or the last token is an operator, a `,`, a `:`
  /// or a `.`, or a block comment is open: the next line continues it.
  case open
  /// A string literal is open at the end of the last line: the next line
  /// continues the string, and the line break becomes `\n` in it (Dial's
  /// strings cannot span lines, docs/language.md §2).
  case openString

  /// Classifies `text` with the lexer, so the REPL agrees with the language on
  /// what is open: brackets inside strings and comments do not count.
  public static func of(_ text: String) -> InputCompleteness {
    let bytes = Array(text.utf8)
    let lexed = Lexer.tokenize(bytes)
    let lastLineStart = (bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
    for diagnostic in lexed.diagnostics {
      if diagnostic.id == .unterminatedString && diagnostic.range.start >= lastLineStart { return .openString }
      if diagnostic.id == .unterminatedComment { return .open }
    }
    var depth = 0
    var last: TokenKind = .newline
    for token in lexed.tokens {
      switch token.kind {
      case .leftBrace, .leftParen, .leftBracket, .interpolationStart: depth += 1
      case .rightBrace, .rightParen, .rightBracket, .interpolationEnd: depth -= 1
      case .newline, .eof: continue
      default: break
      }
      last = token.kind
    }
    if depth > 0 { return .open }
    return continuingKinds.contains(last) ? .open : .complete
  }

  /// Tokens after which a line break does not end a statement (docs/language.md §2).
  static let continuingKinds: Set<TokenKind> = [
    .leftBrace, .comma, .colon, .dot, .assign, .plusAssign, .minusAssign, .equal, .notEqual, .less, .lessEqual,
    .greater, .greaterEqual, .plus, .minus, .star, .slash, .percent, .bang, .andAnd, .orOr, .question, .arrow,
  ]
}

/// Collects the lines of one input: a line that leaves something open waits
/// for the next (the REPL shows a `...` prompt), as docs/language.md §13 says.
///
/// ```swift
/// var buffer = InputBuffer()
/// buffer.add("button ok {")      // nil: the brace is open
/// buffer.add("  title: \"OK\"")  // nil
/// buffer.add("}")                // "button ok {\n  title: \"OK\"\n}"
/// ```
public struct InputBuffer: Sendable {
  /// The text gathered so far.
  public private(set) var text = ""
  /// How the gathered text ends.
  var state = InputCompleteness.complete

  /// Makes an empty buffer.
  public init() {}

  /// Whether no line is waiting for its continuation.
  public var isEmpty: Bool { text.isEmpty }

  /// Adds a line; returns the whole input when it is complete, and empties the buffer.
  ///
  /// A line starting with `:` on an empty buffer is a command and always complete.
  public mutating func add(_ line: String) -> String? {
    if text.isEmpty && line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(":") { return line }
    switch state {
    case .complete: text = line
    case .open: text += "\n" + line
    case .openString: text += "\\n" + line
    }
    state = InputCompleteness.of(text)
    guard state == .complete else { return nil }
    defer { discard() }
    return text
  }

  /// The inputs a block of lines makes, fed to a buffer one line at a time (so a
  /// line break inside a string becomes `\n`, and a leading `:` line is a command);
  /// nil when the last line leaves the input open. A block the line editor hands
  /// over whole (a recalled history entry, say) is submitted this way.
  ///
  /// ```swift
  /// InputBuffer.inputs(of: "button ok {\n}")   // ["button ok {\n}"]
  /// InputBuffer.inputs(of: "button ok {")      // nil
  /// ```
  public static func inputs(of block: String) -> [String]? {
    var buffer = InputBuffer()
    var inputs: [String] = []
    for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
      if let input = buffer.add(String(line)) { inputs.append(input) }
    }
    return buffer.isEmpty ? inputs : nil
  }

  /// Forgets the lines gathered so far (Ctrl-C).
  public mutating func discard() {
    text = ""
    state = .complete
  }
}
