import DialParser

/// Something a binding reads, whose change must re-resolve the binding's owner.
enum Source: Hashable, Sendable {
  case variable(Int)
  case builtin(BuiltinVariable)
  /// Any resolved property or state of a button.
  case button(Int)
  /// Any item state, selection or presentation of a menu.
  case menu(Int)
  /// A header's title (its text and layout).
  case header(Int)
}

/// Whose bindings must be resolved again.
enum Target: Hashable, Sendable {
  case button(Int)
  case menu(Int)
  case header(Int)
}

extension CheckedExpression {
  /// Everything the expression reads, found by walking it (iteratively, so a
  /// deep expression cannot overflow the stack).
  var sources: [Source] {
    var found: [Source] = []
    var pending: [CheckedExpression] = [self]
    while let expression = pending.popLast() {
      switch expression.kind {
      case .constant, .ownState: break
      case .interpolation(let parts):
        for case .value(let value) in parts { pending.append(value) }
      case .variable(let index): found.append(.variable(index))
      case .builtin(let builtin): found.append(.builtin(builtin))
      case .reference(let reference): found += reference.sources
      case .member(let base, let member):
        pending.append(base)
        if member.isLayout { found += [.builtin(.textSize), .builtin(.screenWidth)] }
      case .contains(let base, let argument): pending += [base, argument]
      case .not(let operand), .negate(let operand), .toDouble(let operand): pending.append(operand)
      case .binary(_, let left, let right): pending += [left, right]
      case .ternary(let condition, let whenTrue, let whenFalse): pending += [condition, whenTrue, whenFalse]
      case .insets(let top, let leading, let bottom, let trailing): pending += [top, leading, bottom, trailing]
      }
    }
    return found
  }
}

extension CheckedExpression {
  /// Whether the expression reads its button's own `enabled` or `loading`.
  var readsOwnResolvedState: Bool {
    var pending: [CheckedExpression] = [self]
    while let expression = pending.popLast() {
      switch expression.kind {
      case .ownState(.enabled), .ownState(.loading): return true
      case .constant, .ownState, .variable, .builtin, .reference: break
      case .interpolation(let parts):
        for case .value(let value) in parts { pending.append(value) }
      case .member(let base, _): pending.append(base)
      case .contains(let base, let argument): pending += [base, argument]
      case .not(let operand), .negate(let operand), .toDouble(let operand): pending.append(operand)
      case .binary(_, let left, let right): pending += [left, right]
      case .ternary(let condition, let whenTrue, let whenFalse): pending += [condition, whenTrue, whenFalse]
      case .insets(let top, let leading, let bottom, let trailing): pending += [top, leading, bottom, trailing]
      }
    }
    return false
  }
}

extension Reference {
  var sources: [Source] {
    switch self {
    case .button(let index): return [.button(index)]
    case .menu(let index): return [.menu(index)]
    case .item(let item): return [.menu(item.menu)]
    case .header(let index), .headerTitle(let index): return [.header(index)]
    }
  }
}

extension Member {
  /// Whether reading the member depends on the text size and screen width.
  var isLayout: Bool {
    switch self {
    case .frame, .largeContentViewer, .truncated: return true
    default: return false
    }
  }
}
