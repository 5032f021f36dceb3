/// The kinds of Dial tokens.
///
/// Verbs (`tap`, `expect`, …) and item modifiers (`selected`, `single`, …) are
/// contextual, so they lex as ``identifier``; only the reserved words of the
/// language have kinds of their own.
public enum TokenKind: UInt8, Sendable {
  /// End of input; always the last token.
  case eof
  /// A newline that ends a declaration or statement (insignificant ones are skipped).
  case newline
  /// A character the lexer could not use; already reported, so the parser stays quiet.
  case invalid

  case identifier, intLiteral, doubleLiteral, color

  /// The opening `"` of a string literal.
  case stringStart
  /// Literal text inside a string, escapes still encoded (see ``StringEscapes``).
  case stringSegment
  /// `\(` inside a string.
  case interpolationStart
  /// The `)` that closes an interpolation.
  case interpolationEnd
  /// The closing `"` of a string literal (empty when the string was unterminated).
  case stringEnd

  case leftBrace, rightBrace, leftParen, rightParen, leftBracket, rightBracket
  case comma, colon, semicolon, dot
  case assign, plusAssign, minusAssign
  case equal, notEqual, less, lessEqual, greater, greaterEqual
  case plus, minus, star, slash, percent, bang, andAnd, orOr, question
  /// `->`: a function's return type follows.
  case arrow

  case kwStyle, kwButton, kwMenu, kwHeader, kwVar, kwUse, kwWhen, kwOn, kwIf, kwElse
  case kwTrue, kwFalse, kwAction

  /// Whether a newline right after this token continues the line (docs/language.md §2).
  var continuesLine: Bool {
    switch self {
    case .leftBrace, .comma, .colon, .dot, .assign, .plusAssign, .minusAssign, .equal, .notEqual,
      .less, .lessEqual, .greater, .greaterEqual, .plus, .minus, .star, .slash, .percent, .bang,
      .andAnd, .orOr, .question, .arrow, .newline, .semicolon:
      return true
    default:
      return false
    }
  }

  /// Whether this is a reserved word.
  public var isKeyword: Bool { rawValue >= TokenKind.kwStyle.rawValue }

  /// How the token is spelled, for messages: `'{'`, `identifier`, `end of file`.
  public var displayName: String {
    switch self {
    case .eof: return "end of file"
    case .newline: return "newline"
    case .invalid: return "invalid character"
    case .identifier: return "identifier"
    case .intLiteral, .doubleLiteral: return "number"
    case .color: return "color"
    case .stringStart, .stringEnd: return "'\"'"
    case .stringSegment: return "string"
    case .interpolationStart: return "'\\('"
    case .interpolationEnd: return "')'"
    default: return "'\(Self.spellings[self] ?? "?")'"
    }
  }

  /// The fixed spelling of punctuation and keywords.
  public static let spellings: [TokenKind: String] = [
    .leftBrace: "{", .rightBrace: "}", .leftParen: "(", .rightParen: ")", .leftBracket: "[",
    .rightBracket: "]", .comma: ",", .colon: ":", .semicolon: ";", .dot: ".", .assign: "=",
    .plusAssign: "+=", .minusAssign: "-=", .equal: "==", .notEqual: "!=", .less: "<",
    .lessEqual: "<=", .greater: ">", .greaterEqual: ">=", .plus: "+", .minus: "-", .star: "*",
    .slash: "/", .percent: "%", .bang: "!", .andAnd: "&&", .orOr: "||", .question: "?", .arrow: "->",
    .kwStyle: "style", .kwButton: "button", .kwMenu: "menu", .kwHeader: "header", .kwVar: "var",
    .kwUse: "use", .kwWhen: "when", .kwOn: "on", .kwIf: "if", .kwElse: "else", .kwTrue: "true",
    .kwFalse: "false", .kwAction: "action",
  ]
}

/// A token: a kind and a half-open UTF-8 byte range. Its text is sliced on demand.
///
/// It packs into eight bytes (the start offset, the kind and a 24-bit length),
/// so the token array of a 10 MB program stays small and cache-friendly.
/// A token is never longer than 16 MiB: identifiers, strings and numbers have
/// far smaller limits, and longer invalid runs are cut.
public struct Token: Sendable, Equatable {
  /// The UTF-8 byte offset of its first byte.
  public var startOffset: UInt32
  /// What the token is. Stored as itself, not in bits shared with the length: decoding it with the
  /// generated `init(rawValue:)` at every read was 4% of `dial check`'s instructions (callgrind).
  public var kind: TokenKind
  /// The length in bytes: its upper 8 bits, then its lower 16, which fill the eight bytes exactly.
  @usableFromInline var lengthHigh: UInt8
  @usableFromInline var lengthLow: UInt16

  /// The longest token, in bytes.
  public static let maxLength = (1 << 24) - 1

  /// Makes a token.
  @inlinable public init(_ kind: TokenKind, _ start: Int, _ end: Int) {
    self.startOffset = UInt32(truncatingIfNeeded: start)
    self.kind = kind
    let length = min(max(end - start, 0), Token.maxLength)
    self.lengthHigh = UInt8(truncatingIfNeeded: length >> 16)
    self.lengthLow = UInt16(truncatingIfNeeded: length)
  }

  /// The length in bytes.
  @inlinable var length: UInt32 { UInt32(lengthHigh) << 16 | UInt32(lengthLow) }
  /// The UTF-8 byte offset of the first byte.
  @inlinable public var start: Int { Int(startOffset) }
  /// The UTF-8 byte offset just past the last byte.
  @inlinable public var end: Int { Int(startOffset) + Int(length) }
  /// The UTF-8 byte offset just past the last byte, as stored.
  @inlinable public var endOffset: UInt32 { startOffset &+ length }
}
