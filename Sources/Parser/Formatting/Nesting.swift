import DialLexer

/// The open delimiters at the formatter's position, which decide indentation
/// and tell a ternary's `:` from a property's.
struct Nesting {
  /// The kinds of delimiter, matched the way the lexer matches them.
  enum Delimiter { case brace, paren, bracket, interpolation }

  /// One open delimiter (the bottom one stands for the file itself).
  struct Frame {
    var delimiter: Delimiter
    /// `?`s in this group still waiting for their `:`.
    var pendingQuestions = 0
  }

  private var frames = [Frame(delimiter: .brace)]
  /// The number of open `{`, which is the indentation level of a line.
  private(set) var braceDepth = 0
  /// The number of open `(` and `[`, whose lines get one extra level.
  private(set) var groupDepth = 0

  /// Updates the nesting for a token that opens or closes a delimiter.
  ///
  /// Closers are applied before the token is printed (a line starting with `}`
  /// is indented like the line of its `{`), openers after.
  mutating func close(_ kind: TokenKind) {
    switch kind {
    case .rightBrace: pop(.brace)
    case .rightParen: pop(.paren)
    case .rightBracket: pop(.bracket)
    case .interpolationEnd: pop(.interpolation)
    default: break
    }
  }

  /// Opens a delimiter if `kind` is an opener.
  mutating func open(_ kind: TokenKind) {
    switch kind {
    case .leftBrace: push(.brace)
    case .leftParen: push(.paren)
    case .leftBracket: push(.bracket)
    case .interpolationStart: push(.interpolation)
    default: break
    }
  }

  /// Records a `?`, so that the next `:` in the same group is the ternary's.
  mutating func noteQuestion() {
    frames[frames.count - 1].pendingQuestions += 1
  }

  /// Whether a `:` here is a ternary's; if so, it is matched with its `?`.
  mutating func takeTernaryColon() -> Bool {
    guard frames[frames.count - 1].pendingQuestions > 0 else { return false }
    frames[frames.count - 1].pendingQuestions -= 1
    return true
  }

  /// Forgets unmatched `?`s when a statement ends (after an error there may be some).
  mutating func endStatement() {
    frames[frames.count - 1].pendingQuestions = 0
  }

  private mutating func push(_ delimiter: Delimiter) {
    frames.append(Frame(delimiter: delimiter))
    count(delimiter, by: 1)
  }

  /// Pops back to the matching opener, as the lexer does; a closer without one
  /// (within the current interpolation) changes nothing. The bottom frame stays.
  private mutating func pop(_ delimiter: Delimiter) {
    var index = frames.count - 1
    while index > 0 && frames[index].delimiter != delimiter && frames[index].delimiter != .interpolation {
      index -= 1
    }
    guard index > 0 && frames[index].delimiter == delimiter else { return }
    while frames.count > index {
      let frame = frames.removeLast()
      count(frame.delimiter, by: -1)
    }
  }

  private mutating func count(_ delimiter: Delimiter, by delta: Int) {
    switch delimiter {
    case .brace: braceDepth += delta
    case .paren, .bracket: groupDepth += delta
    case .interpolation: break
    }
  }
}
