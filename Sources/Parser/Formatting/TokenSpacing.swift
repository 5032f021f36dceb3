import DialLexer

/// What the formatter remembers of the last token it printed, to space the next one.
struct PrintedToken {
  /// The token's kind.
  var kind: TokenKind
  /// Whether it ends an operand, so that a `-` after it is binary and a `.` after it is a member access.
  var endsOperand: Bool
  /// Whether it is a prefix `!` or `-`, which the operand follows without a space.
  var isPrefixOperator: Bool

  /// Whether a `(` or `[` right after it is a call or a subscript, written without a space.
  var isCallee: Bool {
    endsOperand && (kind == .identifier || kind == .rightParen || kind == .rightBracket)
  }
}

/// The spacing rules between two tokens on the same line.
enum TokenSpacing {
  /// Whether one space goes between `previous` and a token of kind `next` on the same line.
  ///
  /// `nextIsTernaryColon` tells a ternary's `:` (spaced) from a property's (not spaced before).
  static func needsSpace(after previous: PrintedToken, before next: TokenKind, nextIsTernaryColon: Bool) -> Bool {
    if isInsideString(after: previous.kind, before: next) { return false }
    if wouldJoin(previous, next) { return true }
    switch next {
    case .comma, .semicolon, .rightParen, .rightBracket: return false
    case .colon: return nextIsTernaryColon
    default: break
    }
    if previous.isPrefixOperator { return false }
    switch previous.kind {
    case .leftParen, .leftBracket, .dot, .interpolationStart: return false
    case .leftBrace: return next != .rightBrace
    default: break
    }
    switch next {
    case .dot: return !previous.endsOperand
    case .leftParen, .leftBracket: return !previous.isCallee
    default: return true
    }
  }

  /// Whether the two tokens are pieces of one string literal, which are printed as written.
  static func isInsideString(after previous: TokenKind, before next: TokenKind) -> Bool {
    switch previous {
    case .stringStart, .stringSegment, .interpolationEnd: return true
    default: break
    }
    switch next {
    case .stringSegment, .interpolationStart, .interpolationEnd, .stringEnd: return true
    default: return false
    }
  }

  /// Whether writing the two tokens without a space would lex as different tokens,
  /// as `! =` would become `!=` and `1 .5` would become `1.5`.
  static func wouldJoin(_ previous: PrintedToken, _ next: TokenKind) -> Bool {
    if previous.isPrefixOperator && (next == .assign || next == .equal) { return true }
    return previous.kind == .intLiteral && next == .dot
  }

  /// Whether a token of this kind ends an operand (before the statement-verb exception).
  static func isOperandEnd(_ kind: TokenKind) -> Bool {
    switch kind {
    case .identifier, .intLiteral, .doubleLiteral, .color, .rightParen, .rightBracket, .stringEnd,
      .kwTrue, .kwFalse:
      return true
    default:
      return false
    }
  }

  /// Kinds after which a line break continues the expression, so the next line gets one extra level.
  static func continuesOnNextLine(_ kind: TokenKind) -> Bool {
    switch kind {
    case .assign, .plusAssign, .minusAssign, .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual,
      .plus, .minus, .star, .slash, .percent, .bang, .andAnd, .orOr, .question, .arrow, .colon, .dot:
      return true
    default:
      return false
    }
  }
}
