import Dial

// MARK: - Inside a body

/// The kind of body a `{` opens, for completing the words that can start a line in it.
enum BodyKind: Equatable {
  /// A `button` or `style` body, or a `when` block in one: button properties, `when`, `on`.
  case button
  /// A `header` body: its properties.
  case header
  /// A `menu` body or submenu: its properties and items.
  case menu
  /// An `action` body: its properties and `on select`.
  case action
  /// A handler (`on tap { … }`) or an `if` block: statements.
  case statements
}

extension Completer {
  /// The words that can start a line inside the body the text ends in, or nil at the top level
  /// and in handlers (where statements start).
  ///
  /// The lexer emits a newline token only where one ends a statement, so a word
  /// starts a line when the token before it is a newline, a `;`, a `{` or a `}`.
  static func bodyWords(_ before: [Unicode.Scalar]) -> [String]? {
    let bytes = Array(String(String.UnicodeScalarView(before)).utf8)
    let tokens = Lexer.tokenize(bytes).tokens.filter { $0.kind != .eof }.map(\.kind)
    let startsLine: Set<TokenKind> = [.newline, .semicolon, .leftBrace, .rightBrace]
    guard let last = tokens.last, startsLine.contains(last) else { return nil }
    let names: ([PropertySpec]) -> [String] = { $0.map(\.property.rawValue) }
    switch enclosingBody(tokens[...]) {
    case .button?: return names(Schema.buttonProperties) + ["when", "on"]
    case .header?: return names(Schema.headerProperties)
    case .menu?: return names(Schema.menuProperties) + ["action", "menu", "on"]
    case .action?: return names(Schema.actionProperties) + ["on"]
    case .statements?, nil: return nil
    }
  }

  /// The body whose `{` is the innermost one still open at the end of `tokens`; nil at the top level.
  static func enclosingBody(_ tokens: ArraySlice<TokenKind>) -> BodyKind? {
    var depth = 0
    var index = tokens.endIndex
    while index > tokens.startIndex {
      index -= 1
      switch tokens[index] {
      case .rightBrace: depth += 1
      case .leftBrace where depth > 0: depth -= 1
      case .leftBrace: return opener(tokens[..<index])
      default: continue
      }
    }
    return nil
  }

  /// What the line in front of a `{` declares: `button name: base`, `on tap`, `when expr`, ….
  /// A `when` block is the body it sits in.
  static func opener(_ tokens: ArraySlice<TokenKind>) -> BodyKind? {
    let stops: Set<TokenKind> = [.newline, .semicolon, .leftBrace, .rightBrace]
    let start = tokens.lastIndex { stops.contains($0) }.map { $0 + 1 } ?? tokens.startIndex
    let line = tokens[start...]
    // `leading: button cancel {` opens a button inside a header.
    if line.contains(.kwButton) || line.contains(.kwStyle) { return .button }
    switch line.first {
    case .kwHeader?: return .header
    case .kwMenu?: return .menu
    case .kwAction?: return .action
    case .kwWhen?: return enclosingBody(tokens[..<start])
    case .kwOn?, .kwIf?, .kwElse?: return .statements
    default: return line.contains(.kwMenu) ? .menu : .statements
    }
  }
}
