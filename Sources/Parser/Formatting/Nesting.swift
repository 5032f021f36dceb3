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
  /// The indentation level of the line on which each open `{` stands, innermost last.
  private var braceLineLevels: [Int] = []
  /// The number of open `(` and `[`, whose lines get one extra level.
  private(set) var groupDepth = 0

  /// The indentation level of the lines inside the innermost `{`: one more than the line it opened on.
  ///
  /// That is the `{` depth, except after a continuation line such as `leading:`,
  /// whose block is indented under the continued line.
  var blockLevel: Int { (braceLineLevels.last ?? -1) + 1 }

  /// Updates the nesting for a token that opens or closes a delimiter; for a `}`,
  /// returns the indentation level of the line of its `{`, where a `}` starting a line goes.
  ///
  /// Closers are applied before the token is printed, openers after.
  @discardableResult
  mutating func close(_ kind: TokenKind) -> Int? {
    switch kind {
    case .rightBrace: return pop(.brace)
    case .rightParen: pop(.paren)
    case .rightBracket: pop(.bracket)
    case .interpolationEnd: pop(.interpolation)
    default: break
    }
    return nil
  }

  /// Opens a delimiter if `kind` is an opener; `lineLevel` is the indentation level of its line.
  mutating func open(_ kind: TokenKind, lineLevel: Int) {
    switch kind {
    case .leftBrace:
      push(.brace)
      braceLineLevels.append(lineLevel)
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
    if delimiter == .paren || delimiter == .bracket { groupDepth += 1 }
  }

  /// Pops back to the matching opener, as the lexer does; a closer without one
  /// (within the current interpolation) changes nothing. The bottom frame stays.
  /// Returns the line level of the last `{` popped.
  @discardableResult
  private mutating func pop(_ delimiter: Delimiter) -> Int? {
    var index = frames.count - 1
    while index > 0 && frames[index].delimiter != delimiter && frames[index].delimiter != .interpolation {
      index -= 1
    }
    guard index > 0 && frames[index].delimiter == delimiter else { return nil }
    var braceLevel: Int?
    while frames.count > index {
      switch frames.removeLast().delimiter {
      case .brace: braceLevel = braceLineLevels.popLast()
      case .paren, .bracket: groupDepth -= 1
      case .interpolation: break
      }
    }
    return braceLevel
  }
}
