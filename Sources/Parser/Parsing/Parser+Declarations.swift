import DialLexer

// MARK: - Script and declarations

extension Parser {
  // script -> (declaration | statement) { terminator (declaration | statement) } eof
  mutating func script() -> [TopLevelItem] {
    var items: [TopLevelItem] = []
    items.reserveCapacity(topLevelItemsAhead())
    while true {
      skipTerminators()
      if kind == .eof { break }
      let before = index
      if kind == .rightBrace {
        report(.unexpectedClosingBrace, at: current)
        advance()
        panicking = false
        continue
      }
      if let item = topLevelItem() { items.append(item) }
      if panicking { synchronize() } else { requireTerminator("statements") }
      if index == before { advance() }
      tokens.release(before: index - 1)  // Nothing looks further back than the token before the current one.
    }
    return items.trimmedCapacity()
  }

  mutating func topLevelItem() -> TopLevelItem? {
    if startsDeclaration { return declaration().map(TopLevelItem.declaration) }
    return statement().map(TopLevelItem.statement)
  }

  /// Whether the current token begins a top-level declaration. `menu` does
  /// only when a name follows, since `menu {` and `menu "Title"` live inside bodies.
  var startsDeclaration: Bool {
    switch kind {
    case .kwVar, .kwStyle, .kwButton, .kwHeader, .kwUse: return true
    case .kwMenu: return peekKind() == .identifier
    case .identifier where startsHostDeclaration: return true
    // `invariant` is contextual: a declaration when an expression follows on its line, not `invariant = 1`.
    case .identifier where misspelledKeyword != nil: return true
    case .identifier where text(current) == "invariant":
      switch peekKind() {
      case .assign, .plusAssign, .minusAssign, .newline, .semicolon, .eof, .dot, .leftBracket: return false
      default: return true
      }
    default: return false
    }
  }

  mutating func declaration() -> Declaration? {
    let start = current.start
    let kind: DeclarationKind?
    switch self.kind {
    case .kwVar: kind = variable()
    case .kwStyle: kind = component().map(DeclarationKind.style)
    case .kwButton: kind = component().map(DeclarationKind.button)
    case .kwMenu: kind = menuDeclaration()
    case .kwHeader: kind = header()
    case .identifier where startsHostDeclaration: kind = hostDeclaration()
    case .identifier:
      if let keyword = misspelledKeyword {
        let token = current
        let fix = FixIt("replace '\(text(token))' with '\(keyword)'", range: range(token), replacement: keyword)
        reportRecovered(.misspelledKeyword(text(token), suggestion: keyword), at: range(token), fix: fix)
        kind = declaration(for: keyword)
      } else {
        advance()
        kind = .invariant(expression())
      }
    default: kind = use()
    }
    return kind.map { Declaration($0, range(from: start)) }
  }

  /// The declaration keyword a name at the start of an item misspells (`buton add {`, `vr n =`): close to one,
  /// and followed by a name and what that declaration puts after its name.
  var misspelledKeyword: String? {
    guard kind == .identifier, peekKind() == .identifier else { return nil }
    let after = peekKind(2)
    let word = text(current)
    guard word != "invariant", after == .leftBrace || after == .colon || after == .assign else { return nil }
    let keywords = after == .assign ? ["var"] : ["button", "style", "menu", "header"]
    return Suggestions.closest(to: word, in: keywords)
  }

  /// The declaration of a keyword, read from the current token as if it were that keyword.
  mutating func declaration(for keyword: String) -> DeclarationKind? {
    switch keyword {
    case "var": return variable()
    case "style": return component().map(DeclarationKind.style)
    case "button": return component().map(DeclarationKind.button)
    case "menu": return menuDeclaration()
    default: return header()
    }
  }

  /// A declared name after its keyword.
  mutating func declaredName(after keyword: Token) -> Identifier? {
    guard kind == .identifier else {
      // `var on = true`: a keyword where a name belongs says that it is one.
      report(
        kind.isKeyword ? .keywordAsName(text(current), after: text(keyword)) : .expectedName(text(keyword)), at: current
      )
      return nil
    }
    let token = advance()
    return Identifier(text(token), range(token))
  }

  // variable -> 'var' name [':' type] '=' expression
  mutating func variable() -> DeclarationKind? {
    let keyword = advance()
    guard let name = declaredName(after: keyword) else { return nil }
    var type: Identifier?
    if match(.colon) {
      guard kind == .identifier else {
        report(.expected("a type name", "after ':'"), at: current)
        return nil
      }
      let token = advance()
      type = Identifier(text(token), range(token))
    }
    guard expect(.assign, "and an initial value after the variable's name") != nil else { return nil }
    return .variable(VariableDeclaration(name: name, type: type, initializer: expression()))
  }

  // component -> ('style' | 'button') name [':' base] '{' body '}'
  // base -> '.' name | name
  mutating func component() -> ComponentDeclaration? {
    let keyword = advance()
    guard let name = declaredName(after: keyword) else { return nil }
    var base: BaseReference?
    if match(.colon) {
      let isPreset = match(.dot)
      guard kind == .identifier || (isPreset && kind.isKeyword) else {
        report(.expected("a preset such as '.filled' or a style name", "after ':'"), at: current)
        return nil
      }
      let token = advance()
      base = BaseReference(name: Identifier(text(token), range(token)), isPreset: isPreset)
    }
    guard let opener = expect(.leftBrace, "to begin the body of '\(name.name)'") else { return nil }
    let body = bodyItems(opener: opener)
    return ComponentDeclaration(name: name, base: base, body: body, bodyRange: range(from: opener.start))
  }

  // header -> 'header' name '{' body '}'
  mutating func header() -> DeclarationKind? {
    let keyword = advance()
    guard let name = declaredName(after: keyword) else { return nil }
    guard let opener = expect(.leftBrace, "to begin the body of '\(name.name)'") else { return nil }
    return .header(HeaderDeclaration(name: name, body: bodyItems(opener: opener)))
  }

  // menuDeclaration -> 'menu' name menuBody
  mutating func menuDeclaration() -> DeclarationKind? {
    let keyword = advance()
    guard let name = declaredName(after: keyword) else { return nil }
    let modifiers = itemModifiers()
    guard var body = menuBody(of: name.name) else { return nil }
    body.modifiers = modifiers
    return .menu(MenuDeclaration(name: name, body: body))
  }

  // use -> 'use' string
  mutating func use() -> DeclarationKind? {
    advance()
    guard kind == .stringStart else {
      report(.expected("a file path in quotes", "after 'use'"), at: current)
      return nil
    }
    let literal = expression()
    guard let path = literal.plainString else {
      report(.usePathInterpolated, at: literal.range)
      return nil
    }
    return .use(UseDeclaration(path: path, pathRange: literal.range))
  }

  // MARK: - Blocks

  /// Parses `item`s separated by newlines or `;` up to the `}` matching
  /// `opener`. A top-level declaration keyword ends the block with an error,
  /// since it means the `}` was forgotten; the declaration then parses normally.
  mutating func block<Item>(opener: Token, noun: String, _ item: (inout Parser) -> Item?) -> [Item] {
    let parsed: [Item] = nested([]) { parser in
      var items: [Item] = []
      items.reserveCapacity(parser.itemsAhead())
      while true {
        parser.skipTerminators()
        if parser.match(.rightBrace) { return items }
        if parser.kind == .eof || (parser.startsDeclaration && !parser.blockClosesBeforeNextDeclaration) {
          parser.reportUnclosed(opener)
          return items
        }
        let before = parser.index
        if let parsed = item(&parser) { items.append(parsed) }
        if parser.panicking { parser.synchronize() } else { parser.requireTerminator(noun) }
        if parser.index == before { parser.advance() }
      }
    }
    return parsed.trimmedCapacity()
  }

  /// How many items the block starting here seems to hold: the runs of tokens between newlines and `;`
  /// before its `}`, looking at most ``itemScanLimit`` tokens ahead. Only an array's first size comes
  /// from it: appended one at a time, a body's items grew through 1, 2, 4 and 8 slots and were then
  /// copied to an exact size, 3% of `dial check`'s instructions (callgrind, 1 MB program).
  func itemsAhead() -> Int {
    itemsAhead(upTo: min(index + Self.itemScanLimit, tokens.count), inBlock: true)
  }

  /// How many items the rest of the script seems to hold, counted as a block's are, to the end of the file;
  /// a stray `}` does not end it. The script's items are reserved at that size: appended one at a time,
  /// 110 000 items grew to room for 131 072, 1.7 MB of 80-byte slots never used, alive into declaring,
  /// when memory peaks.
  func topLevelItemsAhead() -> Int {
    itemsAhead(upTo: tokens.count, inBlock: false)
  }

  /// Counts the runs of tokens at depth 0 from the current token to `end`; in a block, its `}` ends them.
  private func itemsAhead(upTo end: Int, inBlock: Bool) -> Int {
    var count = 0
    var depth = 0
    var atItemStart = true
    for position in index..<end {
      let kind = tokens[position].kind
      if depth == 0 {
        if (inBlock && kind == .rightBrace) || kind == .eof { break }
        if kind == .newline || kind == .semicolon {
          atItemStart = true
          continue
        }
        if atItemStart { count += 1 }
        atItemStart = false
      }
      switch kind {
      case .leftBrace, .leftParen, .leftBracket, .interpolationStart: depth += 1
      case .rightBrace, .rightParen, .rightBracket, .interpolationEnd: depth = max(depth - 1, 0)
      default: break
      }
    }
    return count
  }

  /// How far ``itemsAhead()`` looks, so that blocks nested deep in a large one are not scanned again and again.
  static let itemScanLimit = 96

  /// Whether the current block's `}` comes before the next declaration that
  /// starts a line: then a declaration keyword here is a misplaced item, not a
  /// sign of a forgotten `}`. The scan stops at that declaration, so it stays short.
  var blockClosesBeforeNextDeclaration: Bool {
    var balance = 0
    var position = index + 1
    while position < tokens.count {
      switch tokens[position].kind {
      case .leftBrace: balance += 1
      case .rightBrace:
        if balance == 0 { return true }
        balance -= 1
      case .kwStyle, .kwButton, .kwHeader, .kwVar, .kwUse, .kwMenu:
        if balance == 0 && tokens[position - 1].kind == .newline { return false }
      case .eof: return false
      default: break
      }
      position += 1
    }
    return false
  }

  mutating func reportUnclosed(_ opener: Token) {
    // Enclosing blocks end at the same token: one report is enough.
    guard unclosedReportedAt != index else { return }
    unclosedReportedAt = index
    panicking = false
    let note = DiagnosticNote("to match this '{'", at: range(opener))
    if kind == .eof {
      report(.expected("'}'", "at the end of the file"), at: current, notes: [note])
    } else {
      report(.unclosedBrace(before: "'\(text(current))'"), at: current, notes: [note])
    }
    panicking = false
  }
}
