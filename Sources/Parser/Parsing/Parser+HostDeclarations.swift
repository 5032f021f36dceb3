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
    var parameters: [Parameter] = []
    if kind == .leftParen {
      guard let list = parameterList() else { return nil }
      parameters = list
    }
    return .event(EventDeclaration(name: name, parameters: parameters))
  }

  // functionDeclaration -> 'func' name '(' [ parameter { ',' parameter } ] ')' '->' type '=' expression
  mutating func functionDeclaration() -> DeclarationKind? {
    let keyword = advance()
    guard let name = declaredName(after: keyword) else { return nil }
    guard kind == .leftParen else {
      report(.expected("'('", "after the function's name: a function declares its parameters"), at: current)
      return nil
    }
    guard let parameters = parameterList() else { return nil }
    guard expect(.arrow, "and its return type after the parameters") != nil else { return nil }
    guard kind == .identifier else {
      report(.expected("a type name", "after '->'"), at: current)
      return nil
    }
    let typeToken = advance()
    let returnType = Identifier(text(typeToken), range(typeToken))
    guard expect(.assign, "and the function's body after its return type") != nil else { return nil }
    return .function(
      FunctionDeclaration(name: name, parameters: parameters, returnType: returnType, body: expression()))
  }

  // parameters -> '(' [ name ':' type { ',' name ':' type } ] ')'
  mutating func parameterList() -> [Parameter]? {
    let opener = advance()
    var parameters: [Parameter] = []
    if match(.rightParen) { return parameters }
    repeat {
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
      parameters.append(
        Parameter(
          name: Identifier(text(nameToken), range(nameToken)), type: Identifier(text(typeToken), range(typeToken))))
    } while match(.comma)
    guard expect(.rightParen, "to end the parameters", opener: opener) != nil else { return nil }
    return parameters
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
