import DialLexer

// MARK: - Host events and functions: `event`, `func`, `emit`, `announce` (contextual words)

extension Parser {
  /// Whether the current token is the contextual word `event` or `func` starting its declaration: a name
  /// follows (`event = 1` assigns a variable named `event`).
  var startsHostDeclaration: Bool {
    kind == .identifier && (isWord("event") || isWord("func")) && peekKind() == .identifier
  }

  // hostDeclaration -> eventDeclaration | functionDeclaration
  mutating func hostDeclaration() -> DeclarationKind? {
    isWord("event") ? eventDeclaration() : functionDeclaration()
  }

  // eventDeclaration -> 'event' name [ '(' [ parameter { ',' parameter } ] ')' ]
  mutating func eventDeclaration() -> DeclarationKind? {
    let keyword = advance()
    guard let name = declaredName(after: keyword) else { return nil }
    guard kind == .leftParen else { return .event(EventDeclaration(name: name, parameters: [])) }
    guard let (parameters, complete) = parameterList() else { return nil }
    return .event(EventDeclaration(name: name, parameters: parameters, isIncomplete: !complete))
  }

  // functionDeclaration -> 'func' name '(' [ parameter { ',' parameter } ] ')' '->' type '=' expression
  mutating func functionDeclaration() -> DeclarationKind? {
    let keyword = advance()
    guard let name = declaredName(after: keyword) else { return nil }
    guard kind == .leftParen else {
      report(.expected("'('", "after the function's name: a function declares its parameters"), at: current)
      return nil
    }
    guard let (parameters, complete) = parameterList() else { return nil }
    guard expect(.arrow, "and its return type after the parameters") != nil else { return nil }
    guard kind == .identifier else {
      report(.expected("a type name", "after '->'"), at: current)
      return nil
    }
    let typeToken = advance()
    let returnType = Identifier(text(typeToken), range(typeToken))
    guard expect(.assign, "and the function's body after its return type") != nil else { return nil }
    return .function(
      FunctionDeclaration(
        name: name, parameters: parameters, returnType: returnType, body: expression(), isIncomplete: !complete))
  }

  // parameters -> '(' [ name ':' type { ',' name ':' type } ] ')'
  /// The parameters read, and whether all of them were: after a mistake inside the parentheses (reported), the
  /// parser goes on after the `)` on that line, so the declaration still stands and its uses raise nothing
  /// more. Nil when there is no such `)`.
  mutating func parameterList() -> (parameters: [Parameter], complete: Bool)? {
    let opener = advance()
    var parameters: [Parameter] = []
    if match(.rightParen) { return (parameters, true) }
    repeat {
      guard let parameter = parameter() else { return skipToClosingParenthesis() ? (parameters, false) : nil }
      parameters.append(parameter)
    } while match(.comma)
    guard expect(.rightParen, "to end the parameters", opener: opener) != nil else { return nil }
    return (parameters, true)
  }

  /// `label: Type`, or nil after reporting what is wrong.
  mutating func parameter() -> Parameter? {
    // A keyword is a label as in Swift (`event toggled(on: Bool)`), read as a member (`toggled.on`).
    guard kind == .identifier || kind.isKeyword else {
      report(.expected("a parameter name", "in the parameter list"), at: current)
      return nil
    }
    let nameToken = advance()
    guard expect(.colon, "and its type after the parameter's name") != nil else { return nil }
    guard kind == .identifier else {
      report(.expected("a type name", "after ':'"), at: current)
      return nil
    }
    let typeToken = advance()
    return Parameter(
      name: Identifier(text(nameToken), range(nameToken)), type: Identifier(text(typeToken), range(typeToken)))
  }

  /// After a reported mistake in a parameter list: skips past the `)` that closes it on this line and recovers;
  /// false, leaving the parser where it stopped, when the line ends first.
  mutating func skipToClosingParenthesis() -> Bool {
    var depth = 0
    while kind != .eof && kind != .newline && kind != .leftBrace && kind != .rightBrace {
      if kind == .leftParen { depth += 1 }
      if kind == .rightParen {
        if depth == 0 {
          advance()
          panicking = false
          return true
        }
        depth -= 1
      }
      advance()
    }
    return false
  }

  // emit -> 'emit' name [ '(' [ argument { ',' argument } ] ')' ]
  mutating func emitStatement() -> StatementKind? {
    let keyword = advance()
    guard let name = declaredName(after: keyword) else { return nil }
    guard kind == .leftParen else { return .emit(name, []) }
    let opener = advance()
    guard let arguments = argumentList(opener: opener) else { return nil }
    return .emit(name, arguments)
  }
}
