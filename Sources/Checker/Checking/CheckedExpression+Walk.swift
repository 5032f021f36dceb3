import DialParser
// MARK: - The one traversal of checked expressions

extension CheckedExpression {
  /// Visits the expression and everything inside it, parents before
  /// children and left to right, as `visit` directs: the one traversal that
  /// dependency analysis, own-state detection and the runtime's sources share.
  ///
  /// Iterative, so a deep expression cannot overflow the stack.
  public func walk(_ visit: (CheckedExpression) -> WalkStep) {
    // The expression itself first, outside the stack: most are leaves (a constant title), which are then
    // walked without allocating one (the checker walks every binding; a heap full of freed syntax makes
    // each allocation dearer).
    guard case .visitChildren = visit(self) else { return }
    var pending = Array(children.reversed())
    while let expression = pending.popLast() {
      switch visit(expression) {
      case .stop: return
      case .skipChildren: continue
      case .visitChildren: pending += expression.children.reversed()
      }
    }
  }

  /// The expressions directly inside this one, left to right.
  public var children: [CheckedExpression] {
    switch kind {
    case .constant, .systemColor, .ownState, .variable, .builtin, .reference, .chosenItem, .parameter, .emissionCount,
      .emittedArgument:
      return []
    case .call(_, let arguments): return arguments
    case .interpolation(let parts):
      return parts.compactMap { part in
        if case .value(let value) = part { return value }
        return nil
      }
    case .member(let base, _): return [base]
    case .contains(let base, let argument), .opacity(let base, let argument): return [base, argument]
    case .not(let operand), .negate(let operand), .toDouble(let operand), .styleFont(let operand): return [operand]
    case .systemFont(let size, let weight, let relativeTo): return [size, weight] + (relativeTo.map { [$0] } ?? [])
    case .binary(_, let left, let right): return [left, right]
    case .ternary(let condition, let whenTrue, let whenFalse): return [condition, whenTrue, whenFalse]
    case .insets(let top, let leading, let bottom, let trailing): return [top, leading, bottom, trailing]
    case .traitSet(let elements): return elements
    }
  }

  /// Whether the expression reads one of its button's own states (`enabled`, `selected`, …) by name.
  public func reads(ownState members: [Member]) -> Bool {
    var found = false
    walk { expression in
      if case .ownState(let member) = expression.kind, members.contains(member) { found = true }
      return found ? .stop : .visitChildren
    }
    return found
  }
}
