import DialLexer

// MARK: - Statements

extension Parser {
  // statements -> { statement terminator } '}'
  mutating func statements(opener: Token) -> [Statement] {
    block(opener: opener, noun: "statements") { $0.statement() }
  }

  // statement -> ifStatement | assignment | verb operand | expression (an error)
  mutating func statement() -> Statement? {
    let start = current.start
    let kind: StatementKind?
    if self.kind == .kwIf {
      kind = ifStatement()
    } else if self.kind == .identifier, let rule = Habits.statementRule(text(current), before: peekKind()) {
      report(.habit(rule), at: current)
      kind = nil
    } else if isWord("let") && peekKind() == .identifier {
      report(.letDeclaration, at: current)
      kind = nil
    } else if self.kind == .identifier && peekKind().isAssignmentOperator {
      kind = assignment()
    } else if self.kind == .identifier, let increment = incrementStatement() {
      kind = increment
    } else if self.kind == .identifier && peekKind() == .colon {
      report(.propertyOutsideBody(text(current)), at: current)
      kind = nil
    } else if self.kind == .identifier, let verbKind = verbStatement() {
      kind = verbKind
    } else {
      kind = strayExpression()
    }
    return kind.map { Statement($0, range(from: start)) }
  }

  // assignment -> name ('=' | '+=' | '-=') expression
  mutating func assignment() -> StatementKind {
    let nameToken = advance()
    let operatorToken = advance()
    let op: AssignmentOperator =
      operatorToken.kind == .assign ? .assign : operatorToken.kind == .plusAssign ? .add : .subtract
    return .assignment(Identifier(text(nameToken), range(nameToken)), op, expression())
  }

  /// A statement introduced by a contextual verb, or nil when the identifier is not one.
  mutating func verbStatement() -> StatementKind?? {
    // `cancel.title` or `open[…]` use a name that happens to be a verb.
    let next = tokens[min(index + 1, tokens.count - 1)]
    if (next.kind == .dot || next.kind == .leftBracket) && next.start == current.end { return nil }
    guard let verb = Verb(rawValue: text(current)) else { return nil }
    switch verb.role {
    case .event(let event):
      advance()
      return .some(.event(event, expression()))
    case .declaration: return nil
    case .statement: return otherStatement(verb)
    }
  }

  /// A statement introduced by a verb that is not an event; nil (`.none`) when the word is a name after all
  /// (`emit` not followed by a host event's name).
  mutating func otherStatement(_ verb: Verb) -> StatementKind?? {
    switch verb {
    case .expect:
      advance()
      return .some(.expect(condition("'expect'")))
    case .print:
      advance()
      return .some(.print(expression()))
    case .focus:
      advance()
      return .some(focusTarget())
    case .activate:
      advance()
      return .some(.activate)
    case .emit:
      guard peekKind() == .identifier else { return nil }
      return .some(emitStatement())
    case .announce:
      advance()
      return .some(.announce(expression()))
    default: return nil
    }
  }

  // focus -> 'focus' ('first' | 'next' | 'previous' | expression)
  mutating func focusTarget() -> StatementKind? {
    let endsHere =
      peekKind() == .newline || peekKind() == .semicolon || peekKind() == .eof
      || peekKind() == .rightBrace
    if endsHere && isWord("first") {
      advance()
      return .focus(.first)
    }
    if endsHere && isWord("next") {
      advance()
      return .focus(.next)
    }
    if endsHere && isWord("previous") {
      advance()
      return .focus(.previous)
    }
    return .focus(.element(expression()))
  }

  // ifStatement -> 'if' expression '{' statements '}' ['else' (ifStatement | '{' statements '}')]
  mutating func ifStatement() -> StatementKind? {
    nested(nil) { parser in
      parser.advance()
      let condition = parser.condition("'if'")
      guard let opener = parser.expect(.leftBrace, "after the condition of 'if'") else { return nil }
      let thenBody = parser.statements(opener: opener)
      // `elif`, `elsif` or `elseif` `offset` tokens ahead: its rule.
      let elseIf = { (parser: Parser, offset: Int) -> Habits.Rule? in
        let at = parser.index + offset
        guard at < parser.tokens.count, parser.tokens[at].kind == .identifier else { return nil }
        return Habits.rule(parser.text(parser.tokens[at]), at: .elseIf)
      }
      // `else` may start the next line, as in Swift.
      if parser.kind == .newline && (parser.peekKind() == .kwElse || elseIf(parser, 1) != nil) { parser.advance() }
      if let rule = elseIf(parser, 0) {
        return parser.elseIfHabit(rule, condition: condition, thenBody: thenBody)
      }
      guard parser.match(.kwElse) else {
        return .ifElse(IfStatement(condition: condition, thenBody: thenBody, elseBody: nil))
      }
      return .ifElse(IfStatement(condition: condition, thenBody: thenBody, elseBody: parser.elseBody()))
    }
  }

  /// `} elif condition { … }`, said and read as `} else if condition { … }`.
  mutating func elseIfHabit(
    _ rule: Habits.Rule, condition: Expression, thenBody: [Statement]
  ) -> StatementKind? {
    let token = current
    reportRecovered(
      .habit(rule), at: range(token), fix: FixIt("write 'else if'", range: range(token), replacement: "else if"))
    let start = token.start
    guard let nested = ifStatement() else { return nil }
    return .ifElse(
      IfStatement(condition: condition, thenBody: thenBody, elseBody: [Statement(nested, range(from: start))]))
  }

  mutating func elseBody() -> [Statement]? {
    if kind == .kwIf {
      let start = current.start
      guard let nested = ifStatement() else { return nil }
      return [Statement(nested, range(from: start))]
    }
    guard let opener = expect(.leftBrace, "or 'if' after 'else'") else { return nil }
    return statements(opener: opener)
  }

  /// A condition; `a = b` in it is reported as a comparison written with '=' and read as `a == b`.
  mutating func condition(_ construct: String) -> Expression {
    let left = expression()
    guard kind == .assign, !panicking else { return left }
    let token = advance()
    reportRecovered(
      .assignmentInCondition(construct), at: range(token),
      fix: FixIt("replace '=' with '=='", range: range(token), replacement: "=="))
    let right = expression()
    return Expression(
      .binary(.equal, left, right), SourceRange(file: left.range.file, start: left.range.start, end: right.range.end))
  }

  /// `count++` and `count--`, read as `count += 1` and `count -= 1` after saying Dial has no such operator.
  mutating func incrementStatement() -> StatementKind? {
    let op = peekKind()
    guard op == .plus || op == .minus, peekKind(2) == op else { return nil }
    let nameToken = advance()
    let first = advance()
    let second = advance()
    let name = text(nameToken)
    let written = op == .plus ? "++" : "--"
    let span = SourceRange(file: range(first).file, start: first.start, end: second.end)
    let fix = FixIt(
      "replace '\(written)' with '\(op == .plus ? "+=" : "-=") 1'", range: span,
      replacement: op == .plus ? " += 1" : " -= 1")
    reportRecovered(.incrementOperator(name: name, op: written), at: span, fix: fix)
    let one = Expression(.integer(1), span)
    return .assignment(Identifier(name, range(nameToken)), op == .plus ? .add : .subtract, one)
  }

  /// An expression where a statement should be: always an error, worded by what follows it.
  mutating func strayExpression() -> StatementKind? {
    let token = current
    if !startsExpression {
      report(.expectedStatement, at: token)
      return nil
    }
    let value = expression()
    if panicking { return nil }
    if kind.isAssignmentOperator, case .member(_, let member) = value.kind {
      // `b.title = "x"`: a setter on a component, as in UIKit.
      report(.propertySetter(member.name), at: value.range)
    } else if kind.isAssignmentOperator {
      report(.notAssignable, at: value.range)
    } else if case .call(let callee, _) = value.kind, case .member(let base, let member) = callee.kind,
      let verb = StatementVerbs.forMethod(member.name)
    {
      // `b.tap()`, `b.sendActions(for: .touchUpInside)`: an event as a method call.
      let target = String(
        decoding: bytes[min(base.range.start, bytes.count)..<min(base.range.end, bytes.count)], as: UTF8.self)
      report(.eventAsMethod(verb, target: target), at: value.range)
    } else if case .invalid = value.kind {
      report(.expectedStatement, at: token)
    } else if case .name(let name) = value.kind, let verb = Suggestions.closest(to: name, in: StatementVerbs.all) {
      report(.misspelledVerb(name, suggestion: verb), at: value.range)
    } else {
      report(.expressionStatement, at: value.range)
    }
    return nil
  }
}
