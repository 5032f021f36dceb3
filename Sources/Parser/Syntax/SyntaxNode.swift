import DialLexer

/// What the visitor of a walk asks for next: of the syntax tree (``SyntaxNode/walk(_:)``) or of checked
/// expressions (``CheckedExpression/walk(_:)``).
public enum WalkStep: Sendable {
  /// Visit the node's children, then go on.
  case visitChildren
  /// Go on without visiting the node's children.
  case skipChildren
  /// Visit nothing more.
  case stop
}

/// A node of the syntax tree as parsed, as ``walk(_:)`` hands it to its visitor: each part of the tree that
/// has a kind, a range and parts of its own.
public enum SyntaxNode: Sendable {
  /// A declaration; a button declared inline as a header's edge is one too, with the range of its own text.
  case declaration(Declaration)
  /// A property, `when` block, handler or inline menu of a button's, style's, action's or header's body.
  case bodyItem(BodyItem)
  /// A property, action, submenu or handler of a menu's body.
  case menuEntry(MenuEntry)
  /// A statement, at the top level or in a handler.
  case statement(Statement)
  /// An expression.
  case expression(Expression)
}

// MARK: - The one traversal of the syntax tree

extension SyntaxNode {
  /// Visits the node and everything inside it, parents before children and in source order, as `visit`
  /// directs: the one traversal of the syntax tree, which the checker's passes over syntax share.
  ///
  /// Recursive: a tree is as deep as the parser's nesting, which it caps (``Limits/maxNestingDepth``), and
  /// visiting allocates nothing.
  public func walk(_ visit: (SyntaxNode) -> WalkStep) {
    _ = walkOn(visit)
  }

  /// Walks as ``walk(_:)`` does; false when `visit` stopped the walk.
  private func walkOn(_ visit: (SyntaxNode) -> WalkStep) -> Bool {
    switch visit(self) {
    case .stop: return false
    case .skipChildren: return true
    case .visitChildren: return forEachChild { $0.walkOn(visit) }
    }
  }

  /// Calls `body` with each node directly inside this one, in source order, while it returns true; false when
  /// it returned false.
  func forEachChild(_ body: (SyntaxNode) -> Bool) -> Bool {
    switch self {
    case .declaration(let declaration): return Self.forEachChild(of: declaration, body)
    case .bodyItem(let item): return Self.forEachChild(of: item, body)
    case .menuEntry(let entry): return Self.forEachChild(of: entry, body)
    case .statement(let statement): return Self.forEachChild(of: statement, body)
    case .expression(let expression): return Self.forEachChild(of: expression, body)
    }
  }

  /// A declaration's parts: a variable's initial value, a body's items or entries, an invariant's condition.
  private static func forEachChild(of declaration: Declaration, _ body: (SyntaxNode) -> Bool) -> Bool {
    switch declaration.kind {
    case .variable(let variable): return body(.expression(variable.initializer))
    case .style(let component), .button(let component): return component.body.allSatisfy { body(.bodyItem($0)) }
    case .menu(let menu): return menu.body.entries.allSatisfy { body(.menuEntry($0)) }
    case .header(let header): return header.body.allSatisfy { body(.bodyItem($0)) }
    case .use, .event: return true
    case .invariant(let condition): return body(.expression(condition))
    case .function(let function): return body(.expression(function.body))
    }
  }

  /// A body item's parts: a bound value, a `when`'s condition and items, a handler's statements, an inline menu's
  /// entries.
  private static func forEachChild(of item: BodyItem, _ body: (SyntaxNode) -> Bool) -> Bool {
    switch item.kind {
    case .property(let binding): return forEachChild(of: binding.value, body)
    case .when(let when): return body(.expression(when.condition)) && when.body.allSatisfy { body(.bodyItem($0)) }
    case .handler(let handler): return handler.body.allSatisfy { body(.statement($0)) }
    case .menu(let menu): return menu.entries.allSatisfy { body(.menuEntry($0)) }
    }
  }

  /// A menu entry's parts: a bound value, an action's body, a submenu's entries, a handler's statements.
  private static func forEachChild(of entry: MenuEntry, _ body: (SyntaxNode) -> Bool) -> Bool {
    switch entry.kind {
    case .property(let binding): return forEachChild(of: binding.value, body)
    case .action(let action): return action.body.allSatisfy { body(.bodyItem($0)) }
    case .submenu(let submenu): return submenu.body.entries.allSatisfy { body(.menuEntry($0)) }
    case .handler(let handler): return handler.body.allSatisfy { body(.statement($0)) }
    }
  }

  /// A bound value: an expression, or a button declared in place.
  private static func forEachChild(of value: PropertyValue, _ body: (SyntaxNode) -> Bool) -> Bool {
    switch value {
    case .expression(let expression): return body(.expression(expression))
    case .button(let button, let range): return body(.declaration(Declaration(.button(button), range)))
    }
  }

  /// A statement's parts: its expression, or an `if`'s condition and branches.
  private static func forEachChild(of statement: Statement, _ body: (SyntaxNode) -> Bool) -> Bool {
    switch statement.kind {
    case .event(_, let value), .assignment(_, _, let value), .expect(let value), .print(let value),
      .focus(.element(let value)), .announce(let value):
      return body(.expression(value))
    case .emit(_, let arguments):
      return arguments.allSatisfy { body(.expression($0.value)) }
    case .ifElse(let ifElse):
      return body(.expression(ifElse.condition)) && ifElse.thenBody.allSatisfy { body(.statement($0)) }
        && (ifElse.elseBody ?? []).allSatisfy { body(.statement($0)) }
    case .focus, .activate:
      return true
    }
  }

  /// An expression's operands, in source order.
  private static func forEachChild(of expression: Expression, _ body: (SyntaxNode) -> Bool) -> Bool {
    switch expression.kind {
    case .integer, .double, .boolean, .text, .color, .nilLiteral, .name, .enumCase, .invalid:
      return true
    case .string(let parts):
      for case .interpolation(let value) in parts where !body(.expression(value)) { return false }
      return true
    case .member(let base, _), .unary(_, let base), .parenthesized(let base):
      return body(.expression(base))
    case .subscriptItem(let base, let index):
      return body(.expression(base)) && body(.expression(index))
    case .call(let callee, let arguments):
      return body(.expression(callee)) && arguments.allSatisfy { body(.expression($0.value)) }
    case .binary(_, let left, let right):
      return body(.expression(left)) && body(.expression(right))
    case .ternary(let condition, let whenTrue, let whenFalse):
      return body(.expression(condition)) && body(.expression(whenTrue)) && body(.expression(whenFalse))
    case .tuple(let elements), .traitSet(let elements):
      return elements.allSatisfy { body(.expression($0)) }
    }
  }
}

extension Expression {
  /// Visits the expression and every expression inside it, parents before children and in source order, as
  /// `visit` directs (``SyntaxNode/walk(_:)``).
  public func walk(_ visit: (Expression) -> WalkStep) {
    SyntaxNode.expression(self).walk { node in
      // Everything inside an expression is an expression.
      guard case .expression(let expression) = node else { return .skipChildren }
      return visit(expression)
    }
  }
}
