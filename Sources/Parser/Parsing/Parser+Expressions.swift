import DialLexer

// MARK: - Expressions

/// Binding powers of the infix operators, Swift's precedence from loosest to
/// tightest. A left power below the right one makes an operator left-associative.
/// Comparisons are non-associative: chaining them is reported.
enum BindingPower {
  static func of(_ kind: TokenKind) -> (op: BinaryOperator, left: Int, right: Int)? {
    switch kind {
    case .orOr: return (.or, 1, 2)
    case .andAnd: return (.and, 3, 4)
    case .equal: return (.equal, 5, 6)
    case .notEqual: return (.notEqual, 5, 6)
    case .less: return (.less, 5, 6)
    case .lessEqual: return (.lessEqual, 5, 6)
    case .greater: return (.greater, 5, 6)
    case .greaterEqual: return (.greaterEqual, 5, 6)
    case .plus: return (.add, 7, 8)
    case .minus: return (.subtract, 7, 8)
    case .star: return (.multiply, 9, 10)
    case .slash: return (.divide, 9, 10)
    case .percent: return (.remainder, 9, 10)
    default: return nil
    }
  }
}

extension Parser {
  // expression -> binary ['?' expression ':' expression]
  mutating func expression() -> Expression {
    nested(invalidExpression()) { parser in
      let condition = parser.binary(minimumPower: 0)
      guard parser.kind == .question else { return condition }
      parser.advance()
      let whenTrue = parser.expression()
      guard parser.expect(.colon, "to separate the branches of '?'") != nil else { return parser.invalidExpression() }
      let whenFalse = parser.expression()
      return Expression(.ternary(condition, whenTrue, whenFalse), condition.range.union(whenFalse.range))
    }
  }

  // binary -> unary { operator binary }, by binding power
  mutating func binary(minimumPower: Int) -> Expression {
    var left = unary()
    var chain = 0
    // Python's `and` and `or` between two operands on one line read as `&&` and `||`, said when consumed; a name
    // `and` elsewhere stays a name.
    let foreign = { (parser: Parser) -> TokenKind? in
      guard parser.kind == .identifier, !parser.panicking, parser.peekKind() != .newline, parser.peekKind() != .eof
      else { return nil }
      return Habits.operatorKind(parser.text(parser.current))
    }
    while let spelled = foreign(self) ?? Optional(kind), let (op, leftPower, rightPower) = BindingPower.of(spelled),
      leftPower >= minimumPower
    {
      let operatorToken = advance()
      if operatorToken.kind == .identifier, let rule = Habits.rule(text(operatorToken), at: .logicalOperator) {
        let replacement = spelled == .andAnd ? "&&" : "||"
        let fix = FixIt("write '\(replacement)'", range: range(operatorToken), replacement: replacement)
        reportRecovered(.habit(rule), at: range(operatorToken), fix: fix)
      }
      if op.isComparison, case .binary(let previous, _, _) = left.kind, previous.isComparison {
        report(.chainedComparison, at: operatorToken)
      }
      // Left-deep chains grow the tree without recursing here: count them so the
      // tree's height stays within the nesting limit for later passes.
      chain += 1
      if depth + chain > Limits.maxNestingDepth {
        report(.tooDeep, at: operatorToken)
        return invalidExpression()
      }
      let right = binary(minimumPower: rightPower)
      left = Expression(.binary(op, left, right), left.range.union(right.range))
    }
    return left
  }

  // unary -> ('!' | '-') unary | postfix
  mutating func unary() -> Expression {
    // Python's `not x`, read as `!x` after saying so.
    let pythonNot = isWord("not") && !panicking && (peekKind() == .identifier || peekKind() == .leftParen)
    if pythonNot, let rule = Habits.rule("not", at: .logicalOperator) {
      reportRecovered(
        .habit(rule), at: range(current), fix: FixIt("write '!'", range: range(current), replacement: "!"))
    }
    guard kind == .bang || kind == .minus || pythonNot else { return postfix() }
    let token = advance()
    let op: UnaryOperator = token.kind == .minus ? .negate : .not
    return nested(invalidExpression()) { parser in
      let operand = parser.unary()
      return Expression(.unary(op, operand), parser.range(token).union(operand.range))
    }
  }

  // postfix -> primary { '.' name | '[' expression ']' | '(' [expression {',' expression}] ')' }
  mutating func postfix() -> Expression {
    var base = primary()
    var chain = 0
    while kind == .dot || kind == .leftBracket || kind == .leftParen {
      chain += 1
      if depth + chain > Limits.maxNestingDepth {
        report(.tooDeep, at: current)
        return invalidExpression()
      }
      guard let extended = postfixStep(base) else { return invalidExpression() }
      base = extended
    }
    return base
  }

  mutating func postfixStep(_ base: Expression) -> Expression? {
    let start = base.range.start
    switch advance().kind {
    case .dot:
      guard kind == .identifier || kind.isKeyword else {
        report(.expected("a member name", "after '.'"), at: current)
        return nil
      }
      let token = advance()
      return Expression(.member(base, Identifier(text(token), range(token))), range(from: start))
    case .leftBracket:
      let opener = tokens[index - 1]
      let item = expression()
      guard expect(.rightBracket, "to end the item path", opener: opener) != nil else { return nil }
      return Expression(.subscriptItem(base, item), range(from: start))
    default:
      let opener = tokens[index - 1]
      guard let arguments = argumentList(opener: opener) else { return nil }
      return Expression(.call(base, arguments), range(from: start))
    }
  }

  /// Comma-separated expressions up to `closing`, which is consumed; `ending` says what a missing closer ends.
  mutating func list(closing: TokenKind, opener: Token, ending: String = "to end the list") -> [Expression]? {
    var items: [Expression] = []
    if match(closing) { return items }
    repeat {
      items.append(expression())
      if panicking { return nil }
    } while match(.comma)
    guard expect(closing, ending, opener: opener) != nil else { return nil }
    return items
  }

  /// A call's arguments up to `)`, which is consumed: each an expression, labelled when a name and `:` lead it.
  mutating func argumentList(opener: Token) -> [Argument]? {
    var arguments: [Argument] = []
    if match(.rightParen) { return arguments }
    repeat {
      var label: Identifier?
      // A keyword is a label as in Swift: `emit toggled(on: true)`.
      if (kind == .identifier || kind.isKeyword) && peekKind() == .colon {
        let token = advance()
        label = Identifier(text(token), range(token))
        _ = advance()
      }
      arguments.append(Argument(label: label, value: expression()))
      if panicking { return nil }
    } while match(.comma)
    guard expect(.rightParen, "to end the arguments", opener: opener) != nil else { return nil }
    return arguments
  }

  var startsExpression: Bool {
    switch kind {
    case .identifier, .intLiteral, .doubleLiteral, .color, .stringStart, .dot, .leftParen, .leftBracket, .bang,
      .minus, .kwTrue, .kwFalse:
      return true
    default:
      return false
    }
  }

  func invalidExpression() -> Expression {
    Expression(.invalid, range(current).startPoint)
  }
}
