/// The catalogue of lexical errors: every message the lexer can report, next to
/// its stable identifier, in one place.
///
/// A case carries only the facts its message needs, so the text is built when
/// a problem is reported, never on the path of a well-formed token.
enum LexerIssue {
  /// The file has `bytes` bytes, more than ``Limits/maxSourceBytes``.
  case sourceTooLarge(bytes: Int)
  case unterminatedString
  case unterminatedComment
  /// An identifier of `bytes` bytes, more than ``Limits/maxIdentifierBytes``.
  case identifierTooLong(bytes: Int)
  /// The literal's text, as written.
  case invalidNumber(String)
  case integerOverflow(String)
  case doubleOverflow(String)
  case invalidColor(String)
  /// An ASCII byte that starts no token; `&` and `|` get a did-you-mean.
  case unexpectedByte(UInt8)
  /// A valid non-ASCII character outside strings and comments.
  case unexpectedScalar(Unicode.Scalar)
  /// The first byte of an invalid UTF-8 sequence.
  case invalidUTF8(UInt8)
  case stringTooLong
  /// A backslash followed by `next`, which starts no escape.
  case invalidEscape(next: UInt8)
  /// `\u` not followed by `{`.
  case missingUnicodeBrace
  case invalidUnicodeEscape
  /// `'one'`: the text between the quotes.
  case singleQuotedString(String)

  /// The stable identifier and the one-sentence message, side by side.
  var entry: (id: DiagnosticID, message: String) {
    switch self {
    case .sourceTooLarge(let bytes):
      return (.sourceTooLarge, "source is \(bytes) bytes; the limit is \(Limits.maxSourceBytes)")
    case .unterminatedString: return (.unterminatedString, "unterminated string literal")
    case .unterminatedComment: return (.unterminatedComment, "unterminated block comment")
    case .identifierTooLong(let bytes):
      return (.identifierTooLong, "identifier is \(bytes) bytes long; the limit is \(Limits.maxIdentifierBytes)")
    case .invalidNumber(let text): return (.invalidNumber, "invalid number literal '\(text)'")
    case .integerOverflow(let text): return (.integerOverflow, "integer literal '\(text)' overflows Int")
    case .doubleOverflow(let text): return (.doubleOverflow, "number literal '\(text)' is too large for Double")
    case .invalidColor(let text):
      return (.invalidColor, "invalid color literal '\(text)'; expected #RGB, #RRGGBB or #RRGGBBAA")
    case .unexpectedByte(let byte): return (.unexpectedCharacter, Self.unexpected(byte))
    case .unexpectedScalar(let scalar):
      let shown = Character(scalar)
      return (.unexpectedCharacter, "unexpected character '\(shown)'; identifiers and operators are ASCII")
    case .invalidUTF8(let byte): return (.invalidUTF8, "invalid UTF-8 byte 0x\(Self.hex(UInt32(byte), 2))")
    case .stringTooLong: return (.stringTooLong, "string literal is longer than \(Limits.maxStringBytes) bytes")
    case .invalidEscape(let next):
      return (.invalidEscape, "invalid escape sequence \(Self.escape(next)) in string literal")
    case .missingUnicodeBrace: return (.invalidEscape, "expected '{' after '\\u' in string literal")
    case .singleQuotedString(let text):
      return (.singleQuotedString, "strings use double quotes: write \"\(text)\"")
    case .invalidUnicodeEscape:
      return (.invalidEscape, "invalid unicode escape; expected \\u{…} with 1 to 8 hex digits of a valid scalar")
    }
  }

  /// The issue as a diagnostic at `range`.
  func diagnostic(at range: SourceRange) -> Diagnostic {
    let (id, message) = entry
    return Diagnostic(id, message, at: range)
  }

  // MARK: - Message parts

  /// `unexpected character '&'; did you mean '&&'?`, or `U+0007` for a control byte.
  static func unexpected(_ byte: UInt8) -> String {
    var message = "unexpected character "
    message += byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "U+\(hex(UInt32(byte), 4))"
    if byte == UInt8(ascii: "&") { message += "; did you mean '&&'?" }
    if byte == UInt8(ascii: "|") { message += "; did you mean '||'?" }
    return message
  }

  /// `'\q'` for a printable byte after the backslash; only `'\'` otherwise.
  static func escape(_ next: UInt8) -> String {
    next >= 0x20 && next < 0x7F ? "'\\\(Character(Unicode.Scalar(next)))'" : "'\\'"
  }

  /// Upper-case hex, zero-padded to `width` digits.
  static func hex(_ value: UInt32, _ width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
